"""Showdown's computer players: legal, view-only, deterministic; Hard searches; judgement."""

import math
import random

import pytest

from game.ai.search import MonteCarloSearch
from game.core.loop import tell
from game.core.rng import Rng
from game.showdown.ai.agents import LEVELS, make_agent
from game.showdown.ai.heuristic import HARD, NORMAL, HeuristicAgent, Scorer, remembered
from game.showdown.ai.search import SearchAgent, ShowdownHooks
from game.showdown.ai.table import unseen_safes
from game.showdown.rules import Config, new_game
from game.showdown.rules.actions import Attach, Defend, Draw, Duel, Duster, Horse, Pass, Rob, Stetson
from game.showdown.rules.view import scramble_hidden
from tests.showdown_kit import arrange, started


def fast(level: str, seed: int):
    if level == "hard":
        return make_agent("hard", seed, time_budget=None, simulations=3)
    return make_agent(level, seed)


def play(players: int, seed: int, levels, check=None, **options):
    g = new_game(Config(players=players, **options), seed)
    agents = [fast(levels[p % len(levels)], seed * 7 + p) for p in range(players)]
    steps = 0
    while not g.is_terminal():
        p = g.current_player()
        legal = g.legal_actions()
        view = g.view(p)
        a = agents[p].act(view, legal)
        assert a in legal, (a, legal)
        if check is not None:
            check(g, p, view, legal, a, steps)
        g.apply(a)
        steps += 1
        assert steps < 5000
    return g


@pytest.mark.parametrize("players", [2, 4, 7, 9])
@pytest.mark.parametrize("expert", [False, True])
def test_every_level_plays_only_legal_actions(players, expert):
    options = {"mystery": True, "horse_thief": players >= 4} if expert else {}
    for seed in (1, 2):
        g = play(players, seed, ["random", "easy", "normal"], **options)
        assert g.s.winners
    play(players, 3, ["hard", "normal"], **options)


@pytest.mark.parametrize("players", [3, 5, 8])
def test_easy_and_normal_decide_from_the_view_alone(players):
    """Scrambling everything the seat may not know (on a clone) changes nothing."""
    rnd = random.Random(players)

    def check(g, p, view, legal, a, step):
        if step % 3:
            return
        other = g.clone()
        scramble_hidden(other, p, rnd)
        for level in ("easy", "normal"):
            assert make_agent(level, step).act(other.view(p), other.legal_actions()) == \
                make_agent(level, step).act(view, legal)

    play(players, 11, ["normal", "easy", "random"], check=check, mystery=True)


def test_levels_are_deterministic_for_a_seed():
    for level in LEVELS:
        a = play(5, 4, [level, "normal"])
        b = play(5, 4, [level, "normal"])
        assert a.history == b.history


def test_hard_searches_through_the_showdown_hooks():
    agent = make_agent("hard", 1)
    assert isinstance(agent, MonteCarloSearch) and isinstance(agent, SearchAgent)
    assert isinstance(agent.hooks, ShowdownHooks) and agent.time_budget == 0.25
    g = new_game(Config(players=4), 2)
    seen = []
    hooks = ShowdownHooks(1, g.c)
    orig = hooks.determinize

    def spy(view, seat, belief, rng):
        w = orig(view, seat, belief, rng)
        assert "?" not in [c for h in w.s.hands for c in h] + w.s.deck
        assert "?" not in [x for row in w.s.safes for x in row] + w.s.middle + w.s.out
        seen.append(w)
        return w

    hooks.determinize = spy
    agent = MonteCarloSearch(hooks, 3, None, 4)
    while not g.is_terminal():
        p = g.current_player()
        g.apply(agent.act(g.view(p), g.legal_actions()))
        if len(seen) >= 8:
            break
    assert seen


def test_hard_rollouts_play_every_seat_from_what_it_sees():
    """In a sampled world the rollout's mover decides from its own view, not the whole world:
    scrambling what the mover may not know changes nothing (an all-seeing rollout robbed
    exactly the gold, and Hard measured 6 points below Normal)."""
    rnd = random.Random(5)
    hooks = ShowdownHooks(1, new_game(Config(players=5), 1).c)
    checked = 0

    def check(g, p, view, legal, a, step):
        nonlocal checked
        if len(legal) < 2 or step % 2:
            return
        other = g.clone()
        scramble_hidden(other, p, rnd)
        assert hooks.rollout(other, 0, other.legal_actions()) == hooks.rollout(g.clone(), 0, legal)
        checked += 1

    play(5, 6, ["normal"], check=check, mystery=True)
    assert checked > 20


def test_hard_reads_the_gold_race_wider_than_normal_and_robs_where_normal_duels():
    """Hard's heuristic (HARD) reads the same view as Normal with the gold race as wide as the
    face-down gold: where Normal trusts the mean of the rows it sees and duels its way into
    the faction it takes for the richest, Hard far more often robs the gold itself; and
    its search's candidates are that heuristic's with what the seat remembers, best first."""
    hooks = ShowdownHooks(1, new_game(Config(players=4), 1).c)
    hard = HeuristicAgent(1, HARD)
    to_rob = to_duel = checked = 0

    def check(g, p, view, legal, a, step):
        nonlocal to_rob, to_duel, checked
        evidence = hooks.belief(view, p)  # what p remembers of the safes, this view included
        if len(legal) < 2:
            return
        b = hard.ranked(view, legal, evidence)[0][1]
        to_rob += isinstance(a, Duel) and isinstance(b, Rob)
        to_duel += isinstance(a, Rob) and isinstance(b, Duel)
        if step % 5 == 0:
            assert hooks.candidates(view, legal)[0] == b
            checked += 1

    for seed in range(8):
        play(4, seed, ["normal"], check=check)
    assert checked > 20
    assert to_rob > 10 and to_rob > 5 * to_duel


def test_hard_samples_others_sealed_cards_as_normal_would_choose_them():
    """A rival's holdup card, chosen but unseen, is Normal's pick from the sampled hand."""
    g = new_game(Config(players=4), 8)
    normal = HeuristicAgent(0, NORMAL)
    while g.s.step != "holdup" or g.s.holdup is None:
        p = g.current_player()
        g.apply(normal.act(g.view(p), g.legal_actions()))
    first = g.current_player()
    g.apply(normal.act(g.view(first), g.legal_actions()))
    seat = g.current_player()
    hooks = ShowdownHooks(1, g.c)
    for k in range(5):
        w = hooks.determinize(g.view(seat), seat, None, Rng(k))
        chosen = w.s.holdup.choices[first]
        assert chosen in w.s.hands[first]
        options = [Draw(c) for c in sorted(set(w.s.hands[first]))]
        assert max(options, key=Scorer(w.view(first), g.c, first).score) == Draw(chosen)


STARS = [0, 1, 3, 6]  # seats 0 and 1 are partners (platform 1); 2 and 3 stand alone


def test_normal_robs_a_rival_safe_it_knows_holds_gold_rather_than_a_partner():
    g = started(4, seed=5)
    arrange(g, hands=[["colt"] * 4, ["colt"] * 4, ["pepperbox"] * 4, ["pepperbox"] * 4],
            safes=[["gold-1"], ["gold-3", "gold-2"], ["gold-1", "gold-5"], ["gold-2"]], stars=STARS, seat=0)
    g.s.known[0] = [[2, 1, "gold-5"]]
    a = HeuristicAgent(0, NORMAL).act(g.view(0), g.legal_actions())
    assert a == Rob("colt", 2, 1)


def test_hard_robs_the_row_it_remembers_a_rich_safe_in():
    """Two rivals' rows look alike to seat 0, but it remembers a 6 robbed into seat 3's (its
    witness's evidence): Hard's heuristic reads that row as the richer one and robs it;
    without the memory it robs the first."""
    g = started(4, seed=5)
    arrange(g, hands=[["colt"] * 4, ["colt"] * 4, ["pepperbox"] * 4, ["pepperbox"] * 4],
            safes=[["gold-1"], ["gold-3"], ["gold-2", "gold-4"], ["gold-6", "gold-1"]], stars=STARS, seat=0)
    view, legal = g.view(0), g.legal_actions()
    evidence = {"inside": [(3, "gold-6", 0.85)], "kept": set()}
    assert Scorer(view, g.c, 0, HARD, evidence).t.gold[3] > Scorer(view, g.c, 0, HARD).t.gold[3] + 2
    assert Scorer(view, g.c, 0, HARD, evidence).t.gold[2] == Scorer(view, g.c, 0, HARD).t.gold[2]
    hard = HeuristicAgent(0, HARD)
    assert hard.ranked(view, legal)[0][1] == Rob("colt", 2, 0)
    assert hard.ranked(view, legal, evidence)[0][1].target == 3


def test_normal_defends_a_rich_safe_with_its_best_gun_and_bids_by_the_value_at_stake():
    g = started(4, seed=6)
    arrange(g, hands=[["colt"] * 4, ["colt"] * 4, ["derringer", "winchester", "pepperbox", "derringer"],
                      ["pepperbox"] * 4],
            safes=[["gold-1"], ["gold-3"], ["gold-6", "gold-1"], ["gold-2"]], stars=STARS, seat=0)
    g.apply(Rob("colt", 2, 0))
    assert g.s.pending[0].kind == "defend" and g.s.pending[0].seat == 2
    agent = HeuristicAgent(0, NORMAL)
    assert agent.act(g.view(2), g.legal_actions()) == Defend("winchester")
    view = g.view(2)
    view.step, view.fight, view.holdup_safe = "holdup", None, "gold-6"
    assert agent.act(view, [Draw("derringer"), Draw("winchester")]) == Draw("winchester")


def test_normal_lends_a_holster_to_its_partner_against_a_rival():
    g = started(4, seed=7)
    arrange(g, hands=[["pepperbox"] * 4, ["holster-schofield", "colt", "colt", "colt"], ["colt"] * 4,
                      ["colt"] * 4],
            safes=[["gold-5"], ["gold-3"], ["gold-1"], ["gold-2"]], stars=STARS, seat=2)
    g.apply(Rob("colt", 0, 0))
    assert g.s.fight.defend_card == "pepperbox"  # one kind of card: answered alone
    agent = HeuristicAgent(0, NORMAL)
    while g.s.pending and g.s.pending[0].kind == "holster":
        p = g.s.pending[0].seat
        a = agent.act(g.view(p), g.legal_actions())
        if p == 1:
            fighter = g.s.fight.defender if g.s.fight.for_defender else g.s.fight.attacker
            assert (a != Pass()) == (fighter == 0), (a, fighter)
        g.apply(a)


def slip_choice(agent, safes):
    """The safe `agent` passes left from seat 0's two, in an expert game."""
    g = started(4, seed=3, slip=None, mystery=True, horse_thief=True)
    g.s.safes[0] = list(safes)
    g.apply(g.legal_actions()[0]) if g.current_player() != 0 else None
    view, legal = g.view(0), g.legal_actions()
    return safes[agent.act(view, legal).position]


def test_hard_keeps_its_cash_and_passes_a_bad_sarsaparilla_on_where_normal_reads_them_as_empty():
    """Expert: a cash safe takes its holder to the showdown whatever its faction's gold, a bad
    sarsaparilla cancels its holder's best gun. Normal reads both as safes with no gold; Hard's
    table reads them (Style.mysteries): it keeps the cash rather than the gold, and passes
    the sarsaparilla on rather than its showdown gun."""
    normal, hard = HeuristicAgent(0, NORMAL), HeuristicAgent(0, HARD)
    assert slip_choice(normal, ["mystery-cash", "gold-2"]) == "mystery-cash"
    assert slip_choice(hard, ["mystery-cash", "gold-2"]) == "gold-2"
    assert slip_choice(hard, ["mystery-sarsaparilla", "gun-colt"]) == "mystery-sarsaparilla"


def test_hard_reads_a_seen_cash_as_a_seat_in_the_showdown_and_a_sarsaparilla_as_no_gun():
    g = started(4, seed=3, mystery=True, horse_thief=True)
    arrange(g, hands=[["colt"] * 4] * 4, safes=[["gold-1", "gun-colt"], ["gold-3"], ["gold-6", "gold-5"], ["gold-2"]],
            stars=STARS, seat=0)
    view = g.view(0)
    plain, normal = Scorer(view, g.c, 0, HARD).t, Scorer(view, g.c, 0, NORMAL).t.win()
    g.s.safes[0].append("mystery-cash")
    cash = Scorer(g.view(0), g.c, 0, HARD).t
    # seat 0's faction is behind seat 2's: with the cash it goes to the showdown anyway
    assert cash.cash == {0} and cash.win() > 2 * plain.win()
    assert Scorer(g.view(0), g.c, 0, NORMAL).t.win() == pytest.approx(normal, abs=0.01)  # a safe with no gold, to Normal
    g.s.safes[0][-1] = "mystery-sarsaparilla"
    spoiled = Scorer(g.view(0), g.c, 0, HARD).t
    assert spoiled.guns[0] == 0.0 < plain.guns[0]


def test_hard_values_a_round_end_with_the_cash_its_seat_holds():
    """The search's value of a round's end (the sampled world's full table) counts a cash safe:
    its holder goes to the showdown though its faction is the poorer."""
    g = started(4, seed=3, mystery=True, horse_thief=True)
    arrange(g, hands=[["colt"] * 4] * 4, safes=[["gold-1"], ["gold-3"], ["gold-6", "gold-5"], ["gold-2"]],
            stars=STARS, seat=0)
    hooks = ShowdownHooks(1, g.c)
    without = hooks.evaluate(g, 0)
    g.s.safes[0].append("mystery-cash")
    assert hooks.evaluate(g, 0) > 2 * without


# --- reading the others' turn choices (choices.py) ------------------------------------------------------

def watched_choice(players: int, hand: list[str], action, seed: int = 5):
    """Seat 1 plays `action` from `hand` in the last round while a Hard seat 0 watches (core.loop.tell)."""
    g = started(players, seed=seed)
    rows = [["gold-1"], ["gold-3", "gold-2"], ["gold-2", "gold-4"], ["gold-6", "gold-1"]][:players]
    arrange(g, hands=[["colt"] * 4, hand] + [["pepperbox"] * 4] * (players - 2), safes=rows,
            stars=STARS[:players] if players == 4 else None, seat=1, round_=g.s.rounds)
    hard = fast("hard", 0)
    watchers = [(0, hard)]
    tell(g, watchers, [])
    before = g.clone()
    tell(g, watchers, g.apply(action))
    return g, hard, watchers, before


@pytest.mark.parametrize("players,hand,action", [
    (4, ["colt"] * 4, Rob("colt", 2, 1)),
    (4, ["colt"] * 4, Duel("colt", 3)),
    (4, ["duster-derringer", "colt", "colt", "colt"], Duster("duster-derringer")),
    (4, ["horse-colt", "colt", "colt", "colt"], Horse("horse-colt", 4)),
    (4, ["stetson-colt", "colt", "colt", "colt"], Stetson("stetson-colt")),
    (3, ["holster-colt", "colt", "colt", "colt"], Attach("holster-colt", 1, -1)),
])
def test_hard_watching_play_pass_rebuilds_each_turn_choice_of_another_seat(players, hand, action):
    """Hard is shown every view of its seat as play passes, and the events it may see: from
    them it records another seat's play, exactly as it was made, with the view it saw before."""
    g, hard, *_ = watched_choice(players, hand, action)
    [choice] = hard.hooks.reader.choices
    assert (choice.chooser, choice.action) == (1, action)
    assert choice.before.pending[0].seat == 1 and choice.before.hands[1] == ["?"] * 4  # the view, not the state


def test_hard_reads_a_choosers_row_in_the_last_round_until_the_row_changes_or_the_choice_is_taken_back():
    g, hard, watchers, earlier = watched_choice(4, ["colt"] * 4, Duel("colt", 3))
    reader, view = hard.hooks.reader, g.view(0)
    odds = reader.odds(0, view)
    assert set(odds) == {1} and abs(sum(odds[1].values()) - 1) < 1e-9
    assert set(odds[1]) <= set(unseen_safes(view, g.c))
    evidence = hard.hooks.belief(view, 0)
    assert evidence["read"] == odds and remembered(view, g.c, 0, evidence)[1] == odds[1]  # read over memory
    tell(earlier, watchers, [])  # the table as it was before the choice (an undo replays to it)
    assert reader.choices == [] and reader.odds(0, earlier.view(0)) == {}
    g2, hard2, watchers2, _ = watched_choice(4, ["colt"] * 4, Duel("colt", 3))
    g2.s.safes[1].pop()  # the row loses a safe: what its owner chose with it says nothing of it now
    tell(g2, watchers2, [])
    assert hard2.hooks.reader.choices == []


def test_a_choice_reads_the_choosers_true_row_better_than_the_unseen_pool_does():
    """Over Hard's last-round decisions in seeded games against Normal, the rows it reads from
    their owners' choices give the safes truly in them more weight than the unseen pool does
    (log-loss over the true face-down safes)."""
    read_loss, pool_loss, n = 0.0, 0.0, 0
    for seed in range(6):
        g = new_game(Config(players=4), seed)
        agents = [fast("hard", seed)] + [fast("normal", seed * 7 + p) for p in range(1, 4)]
        watchers = [(0, agents[0])]
        tell(g, watchers, [])
        while not g.is_terminal():
            p = g.current_player()
            view = g.view(p)
            if p == 0 and view.step == "turns":
                pool = unseen_safes(view, g.c)
                for row, odds in agents[0].hooks.reader.odds(0, view).items():
                    for i, x in enumerate(view.safes[row]):
                        if x == "?":
                            truth = g.s.safes[row][i]
                            read_loss -= math.log(max(odds.get(truth, 0.0), 1e-6))
                            pool_loss -= math.log(pool[truth] / sum(pool.values()))
                            n += 1
            tell(g, watchers, g.apply(agents[p].act(view, g.legal_actions())))
    assert n >= 20, n
    assert read_loss / n < pool_loss / n - 0.05, (read_loss / n, pool_loss / n, n)
