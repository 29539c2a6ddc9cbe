"""The computer players' contract (issue: AI opponents): every level returns a legal
action from any state, sees only `view(seat)`, is deterministic for a seed, is safe on
a worker thread, and plugs into the simulator. Strength is measured in bench/ai.py."""

import random
import threading

from test_properties import lively_choice, scramble_hidden

from game.core.loop import decide, play
from game.core.rng import Rng
from game.sim import play_one
from game.winter.ai.agents import LEVELS, make_agent
from game.winter.rules import Config, new_game
from game.winter.spec import SPEC as WINTER

VARIANTS = [{}, {"coop": True}, {"betrayer": True}, {"hardcore": True}, {"elimination": True},
            {"players": 2, "two_player": True}, {"players": 3}, {"players": 5}]


def fast(level: str, seed: int):
    """Hard with a fixed, small number of sampled worlds: deterministic and quick."""
    if level == "hard":
        return make_agent(level, seed, time_budget=None, simulations=2)
    return make_agent(level, seed)


def random_states(count: int, every: int = 3, seed: int = 0):
    """Games driven by lively random play, yielding (game, seat) at many points."""
    made = 0
    k = 0
    while made < count:
        variant = dict(VARIANTS[k % len(VARIANTS)])
        players = variant.pop("players", 4)
        g = new_game(Config(players=players, **variant), 7919 * (seed + k) + 1)
        r = Rng(seed + k)
        step = 0
        while not g.is_terminal() and made < count:
            if step % every == 0:
                yield g, g.current_player()
                made += 1
            g.apply(lively_choice(r, g.legal_actions()))
            step += 1
        k += 1


def test_every_level_returns_a_legal_action_in_thousands_of_random_states():
    agents = {lv: fast(lv, 5) for lv in LEVELS}
    counts = {lv: 0 for lv in LEVELS}
    for n, (g, seat) in enumerate(random_states(1500, every=2)):
        levels = LEVELS if n % 15 == 0 else [lv for lv in LEVELS if lv != "hard"]
        legal = g.legal_actions()
        for lv in levels:
            a = agents[lv].act(g.view(seat), list(legal))
            assert a in legal, f"{lv} chose {a} (not legal) at seed state {n}"
            counts[lv] += 1
    assert min(counts[lv] for lv in LEVELS if lv != "hard") >= 1500 and counts["hard"] >= 100


def test_full_games_at_every_level_end_without_errors():
    for i, level in enumerate(LEVELS):
        cfg = Config(players=4, coop=(i % 2 == 0))
        agents = [level] * 4 if level != "hard" else ["hard", "normal", "normal", "normal"]
        g, _ = play_one(WINTER, cfg, 100 + i, agents) if level != "hard" else _hard_game(cfg, 100 + i)
        assert g.is_terminal()


def _hard_game(cfg, seed):
    g = new_game(cfg, seed)
    seats = [fast("hard", seed)] + [make_agent("normal", seed + i) for i in range(1, cfg.players)]
    return g, play(g, seats)


def test_agents_see_only_their_view_scrambled_hidden_cards_change_nothing():
    rnd = random.Random(3)
    for n, (g, seat) in enumerate(random_states(60, every=9, seed=40)):
        for level in ("easy", "normal", "hard") if n % 4 == 0 else ("easy", "normal"):
            legal = g.legal_actions()
            mine = fast(level, 11).act(g.view(seat), list(legal))
            other = g.clone()
            scramble_hidden(other, seat, rnd)
            assert other.legal_actions() == legal
            assert fast(level, 11).act(other.view(seat), list(other.legal_actions())) == mine, (level, n)


def test_the_simulator_hands_agents_a_view_not_the_state():
    from game import sim
    from game.winter.ai.heuristic import decider
    from game.winter.rules.view import HIDDEN

    seen = []

    class Spy:
        needs_view = True

        def act(self, view, legal):
            seen.append(view)
            return legal[0]

    class SpySpec(type(WINTER)):
        def make_agent(self, level, seed, **options):
            return Spy()

    sim.play_one(SpySpec(), Config(players=3), 2, ["spy"])
    assert seen
    for v in seen:
        me = decider(v)
        assert all(c == HIDDEN for p in v.players if p.seat != me for c in p.hand)
        assert all(c == HIDDEN for pl in v.places.values() for c in pl.deck)


def test_same_seed_same_game_at_every_level():
    for level in LEVELS:
        cfg = Config(players=3, coop=level == "hard")
        runs = []
        for _ in range(2):
            g = new_game(cfg, 21)
            seats = [fast(level, 21 * 31 + i) for i in range(3)]
            steps = 0
            while not g.is_terminal() and steps < (60 if level == "hard" else 200):
                seat = g.current_player()
                g.apply(decide(g, seat, seats[seat]))
                steps += 1
            runs.append(g.history)
        assert runs[0] == runs[1], level


def test_agents_on_worker_threads_decide_as_they_do_alone():
    """No shared mutable state: agents thinking at once on threads agree with a lone run."""
    states = [(g.view(seat), list(g.legal_actions())) for g, seat in random_states(24, every=11, seed=70)]

    def decide(level, out, i):
        agent = fast(level, 99)
        out[i] = [agent.act(v, legal) for v, legal in states]

    alone = {}
    for i, level in enumerate(("easy", "normal", "hard")):
        decide(level, alone, i)
    together = {}
    threads = [threading.Thread(target=decide, args=(lv, together, i)) for i, lv in enumerate(("easy", "normal", "hard"))]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert together == alone


def test_hard_keeps_to_its_time_budget():
    import time

    agent = make_agent("hard", 1, time_budget=0.15)
    slowest = 0.0
    for g, seat in random_states(40, every=5, seed=90):
        t = time.perf_counter()
        agent.act(g.view(seat), list(g.legal_actions()))
        slowest = max(slowest, time.perf_counter() - t)
    assert slowest < 1.5  # the budget, plus at most one sampled world in flight


def test_unknown_level_is_a_clear_error():
    import pytest

    with pytest.raises(ValueError, match="unknown agent"):
        make_agent("wizard", 1)
    assert set(LEVELS) == {"random", "easy", "normal", "hard"}
