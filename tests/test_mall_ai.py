"""Mall's computer players (game/mall/ai): legal and view-only play at every level,
determinism, Hard through the box's search, and scenarios of Normal's judgement."""

import copy
import random

import pytest

from game.ai.search import Hooks, MonteCarloSearch
from game.core.hashing import plain
from game.core.loop import play
from game.mall.ai.agents import LEVELS, make_agent
from game.mall.ai.search import MallHooks
from game.mall.ai.trust import PRIOR, trust
from game.mall.rules import Config, new_game
from game.mall.rules.actions import Announce, Dial, Pass, Play, Victim, Vote
from game.mall.rules.content import default_content
from game.mall.spec import SPEC
from tests.mall_kit import arrange, ask, dice, started

NO_HANDS = [[]] * 4


def fast(level, seed):
    """Hard with a fixed, small number of worlds and no clock: quick and deterministic."""
    return make_agent(level, seed, **({"time_budget": None, "simulations": 3} if level == "hard" else {}))


class Checked:
    """An agent that fails the test on an illegal answer."""

    def __init__(self, agent):
        self.agent, self.needs_view = agent, True

    def act(self, view, legal):
        a = self.agent.act(view, legal)
        assert a in legal, f"{a} not legal"
        return a


@pytest.mark.parametrize("players", [3, 4, 5, 6])
@pytest.mark.parametrize("bluff", [False, True])
def test_every_level_only_ever_answers_legally(players, bluff):
    for seed in range(4):
        g = new_game(Config(players=players, chief_bluff=bluff), seed)
        levels = [LEVELS[(seed + i) % len(LEVELS)] for i in range(players)]
        if "hard" in levels and seed % 2:
            levels = [lv if lv != "hard" else "normal" for lv in levels]  # Hard in half the games: it is slow
        play(g, [Checked(fast(lv, seed * 10 + i)) for i, lv in enumerate(levels)])
        assert g.is_terminal()


@pytest.mark.parametrize("level", ["easy", "normal"])
def test_decisions_read_the_view_not_the_state(level):
    """Scrambling everything a seat may not know (on a clone) changes none of its answers."""
    rnd = random.Random(5)
    for seed in range(3):
        g = new_game(Config(players=5, chief_bluff=bool(seed % 2)), seed)
        agents = [make_agent(level, seed * 7 + i) for i in range(5)]
        while not g.is_terminal():
            seat = g.current_player()
            legal = g.legal_actions()
            other = g.clone()
            SPEC.scramble_hidden(other, seat, rnd)
            assert other.legal_actions() == legal
            twin = copy.deepcopy(agents[seat])
            a = agents[seat].act(g.view(seat), legal)
            assert twin.act(other.view(seat), legal) == a
            g.apply(a)


@pytest.mark.parametrize("level", LEVELS)
def test_the_same_seed_plays_the_same_game(level):
    def game(seed):
        g = new_game(Config(players=4, chief_bluff=True), 11)
        play(g, [fast(level, seed + i) for i in range(4)])
        return g.history

    assert game(1) == game(1)


def test_hard_is_the_box_search_with_mall_hooks():
    agent = make_agent("hard", 3)
    assert isinstance(agent, MonteCarloSearch) and isinstance(agent.hooks, MallHooks)
    assert isinstance(agent.hooks, Hooks)


def test_a_determinized_world_looks_to_the_seat_exactly_like_its_view():
    hooks = MallHooks(1, default_content())
    rng = make_agent("random", 2).rng
    for seed in range(6):
        g = new_game(Config(players=4, chief_bluff=True), seed)
        agents = [make_agent("normal", i) for i in range(4)]
        for _ in range(40 + 17 * seed):
            if g.is_terminal():
                break
            g.apply(agents[g.current_player()].act(g.view(g.current_player()), g.legal_actions()))
        if g.is_terminal():
            continue
        seat = g.current_player()
        view = g.view(seat)
        world = hooks.determinize(view, seat, hooks.belief(view, seat), rng)
        assert plain(world.view(seat)) == plain(view)
        assert world.legal_actions() == g.legal_actions()
        cards = [c for h in world.s.hands for c in h] + world.s.deck + world.s.discards
        cards += [c for d in world.s.pending for c in d.data.get("drawn", ())]
        assert sorted(cards) == default_content().deck()  # every card once, none left hidden


# --- judgement ----------------------------------------------------------------------------

def normal(seed=1):
    return make_agent("normal", seed)


def decide(g, agent):
    return agent.act(g.view(g.current_player()), g.legal_actions())


def new_chief_table(where, box, seed=1, **options):
    """Red (seat 0) just elected chief, the box about to be rolled with `box`, no cards;
    the chief's dial shown as it is set unless the options say otherwise (no announcement to answer)."""
    g = started(4, seed=seed, **{"chief_bluff": False, **options})
    dice(g, *box)
    arrange(g, where, hands=NO_HANDS, step="approach", chief=0, new_chief=True)
    return g


def test_a_chief_who_saw_the_box_moves_its_starlet_away_from_three_dice():
    g = new_chief_table({"red-starlet": 1, "red-bruiser": 3, "yellow-starlet": 6, "yellow-bruiser": 6,
                         "blue-starlet": 3, "green-starlet": 4, "green-bruiser": 6}, (1, 1, 1, 6))  # 3 for washrooms
    assert ask(g) == (0, "dial")
    me = normal()
    dial = decide(g, me)
    assert dial.location != 1
    g.apply(dial)
    while ask(g)[1] == "dial":
        g.apply(Dial(3) if Dial(3) in g.legal_actions() else g.legal_actions()[0])
    assert ask(g) == (0, "move")
    assert decide(g, me).character == "red-starlet"


def zombie_dial_table(food_hall_zombies):
    """Green (seat 3) out of characters sets its dial; red leads with all three at the food hall,
    yellow's and blue's starlets stand alone at the washrooms and the toy shop."""
    g = started(4)
    arrange(g, {"red-starlet": 6, "red-bruiser": 6, "red-marksman": 6, "yellow-starlet": 1, "blue-starlet": 3},
            zombies={6: food_hall_zombies}, hands=NO_HANDS, step="dials")
    for where in (5, 3, 1):
        g.apply(Dial(where))
    assert ask(g) == (3, "dial")
    return g


def test_out_of_characters_normal_sends_its_zombie_to_the_leader():
    assert decide(zombie_dial_table(1), normal()) == Dial(6)


def test_out_of_characters_normal_adds_no_zombie_that_would_only_cost_those_behind():
    # the food hall falls anyway (4 zombies): a zombie can only hurt yellow or blue, or nobody
    assert decide(zombie_dial_table(4), normal()) == Pass()


def attack_table(where, zombies, hands=NO_HANDS):
    g = started(4)
    arrange(g, where, zombies=zombies, hands=hands, step="attack")
    return g


def test_normal_votes_out_the_leader_not_itself():
    g = attack_table({"red-marksman": 3, "yellow-marksman": 3, "blue-marksman": 3, "yellow-starlet": 6,
                      "yellow-bruiser": 6, "red-bruiser": 1, "blue-bruiser": 4}, {3: 4})
    assert ask(g) == (0, "vote")
    assert decide(g, normal()) == Vote(1)


def test_normal_plays_a_weapon_that_ends_the_attack_on_its_starlet():
    g = attack_table({"red-starlet": 3, "yellow-starlet": 6, "yellow-bruiser": 6, "blue-starlet": 6,
                      "blue-bruiser": 6, "green-bruiser": 1}, {3: 2}, hands=[["hedge-trimmer"], [], [], []])
    assert ask(g) == (0, "items")
    assert decide(g, normal()) == Play("hedge-trimmer", None)


def bluff_table(seed):
    return new_chief_table({"red-starlet": 6, "red-bruiser": 5, "yellow-starlet": 3, "yellow-bruiser": 6,
                            "blue-starlet": 4, "green-starlet": 4, "green-bruiser": 5}, (1, 3, 6, 6), seed,
                           chief_bluff=True)


def test_a_chief_who_may_bluff_sometimes_announces_falsely():
    lies = 0
    for seed in range(30):
        g = bluff_table(seed)
        me = normal(seed)
        g.apply(decide(g, me))
        assert ask(g) == (0, "announce")
        said = decide(g, me)
        lies += said.location != g.s.dials.choices[0]
    assert 0 < lies < 30


def test_trust_drops_after_a_lie_and_grows_after_the_truth():
    for honest in (False, True):
        g = bluff_table(1)
        g.apply(Dial(3))
        g.apply(Announce(3 if honest else 1))
        while ask(g)[1] == "dial":
            g.apply(g.legal_actions()[0])
        view = g.view(1)
        assert view.announcements == [(g.s.round, 0, 3 if honest else 1, 3)]  # public once revealed
        told = trust(view, 0)
        assert (told > PRIOR) if honest else (told < PRIOR * 0.5)


def test_normal_takes_the_chiefs_word_as_far_as_it_trusts_it():
    """Believed, a chief's destination looks safer to the others than it does doubted."""
    from game.mall.ai.danger import Forecast
    from game.mall.ai.table import Table

    g = bluff_table(1)
    g.apply(Dial(3))
    g.apply(Announce(1))
    view = g.view(1)
    t = Table(view, default_content(), 1)
    assert Forecast(t, 1, 1.0).expected(1) < Forecast(t, 1, 0.1).expected(1) < Forecast(t).expected(1) + 1e-9
    assert isinstance(decide(g, normal()), Dial)


def test_normal_gives_up_its_cheapest_character():
    g = attack_table({"red-starlet": 3, "red-marksman": 3, "yellow-starlet": 6, "yellow-bruiser": 6,
                      "blue-starlet": 6, "blue-bruiser": 1, "green-bruiser": 1}, {3: 3})
    assert ask(g) == (0, "victim")
    assert decide(g, normal()) == Victim("red-marksman")
