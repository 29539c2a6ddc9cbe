"""The box's search (game/ai/search.py) on a toy game with one hidden card, and Winter's
Hard going through it.

The toy: seat 0 holds a card it sees, seat 1 a card seat 0 does not (one of the other
eight of 1..9). Seat 0 folds (-1) or calls; after a call seat 1 raises when it holds the
higher card (one more at stake) or passes; the higher card wins 1 to 3 (a die). With a 7,
calling is worth +0.75 on average against folding's -1, yet loses in a quarter of the
worlds; with a 2 it is worth -2.375, with a 4 -1.125, about the same as folding.
"""

from __future__ import annotations

import copy
from dataclasses import dataclass, field

from test_architecture import ROOT, imported_modules

from game.ai.search import Hooks, MonteCarloSearch
from game.core.loop import decide
from game.core.rng import Rng

CARDS = range(1, 10)


@dataclass
class ToyView:
    seat: int
    mine: int


@dataclass
class Toy:
    mine: int
    hidden: int
    rng: Rng = field(default_factory=Rng)
    stage: str = "bet"
    score: int = 0  # seat 0's

    def is_terminal(self):
        return self.stage == "over"

    def current_player(self):
        return {"bet": 0, "answer": 1}.get(self.stage)

    def legal_actions(self):
        return {"bet": ["fold", "call"], "answer": ["pass", "raise"]}.get(self.stage, [])

    def apply(self, action):
        assert action in self.legal_actions()
        if action == "fold":
            self.score = -1
        elif action == "call":
            self.stage = "answer"
            return
        else:
            stake = 1 + self.rng.below(3) + (action == "raise")
            self.score = stake if self.mine > self.hidden else -stake
        self.stage = "over"

    def view(self, seat):
        assert seat == 0, "only seat 0 decides in the toy"
        return ToyView(seat, self.mine)


class ToyHooks:
    """`first` is the heuristic's choice the search must beat; every argument the hooks get
    is kept, to check what the search hands them."""

    def __init__(self, first="fold"):
        self.first = first
        self.seen: list = []  # every view-side argument
        self.drawn: list[int] = []  # the hidden card of every sampled world

    def seat(self, view):
        self.seen.append(view)
        return view.seat

    def candidates(self, view, legal):
        self.seen.append(view)
        return sorted(legal, key=lambda a: a != self.first)

    def belief(self, view, seat):
        self.seen.append(view)
        return [c for c in CARDS if c != view.mine]

    def determinize(self, view, seat, belief, rng):
        self.seen.append(view)
        world = Toy(view.mine, rng.choice(belief), Rng(rng.next64()))
        self.drawn.append(world.hidden)
        return world

    def branch(self, world, dice):
        g = copy.deepcopy(world)
        g.rng = Rng(dice)
        return g

    def rollout(self, g, seat, legal):
        return "raise" if g.hidden > g.mine else "pass"  # seat 1 knows its card in the world

    def horizon(self, world, g):
        return False

    def evaluate(self, g, seat):
        return g.score


def search(mine=7, seed=1, simulations=30, first="fold", hidden=5):
    hooks = ToyHooks(first)
    agent = MonteCarloSearch(hooks, seed, time_budget=None, simulations=simulations)
    return decide(Toy(mine, hidden), 0, agent), hooks


def test_it_takes_the_action_better_in_expectation_over_the_heuristics_choice():
    for seed in range(8):
        assert search(mine=7, seed=seed, first="fold")[0] == "call"
        assert search(mine=2, seed=seed, first="call")[0] == "fold"


def test_it_keeps_the_first_candidate_when_the_rival_is_not_clearly_better():
    # with a 4 both actions are worth about the same: whichever the heuristic put first stays
    for first in ("fold", "call"):
        assert sum(search(mine=4, seed=seed, first=first)[0] == first for seed in range(10)) >= 8


def test_it_is_deterministic_for_a_seed_with_a_simulation_cap():
    a, b, c = search(seed=4, simulations=9), search(seed=4, simulations=9), search(seed=5, simulations=9)
    assert a[0] == b[0] and a[1].drawn == b[1].drawn
    assert a[1].drawn != c[1].drawn


def test_it_samples_as_many_worlds_as_the_cap_or_stops_early_when_one_is_clearly_ahead():
    assert len(search(simulations=7)[1].drawn) == 7  # below the ten worlds before any early stop
    drawn = search(simulations=500)[1].drawn
    assert 10 <= len(drawn) < 500


def test_it_sees_only_the_view():
    """The hooks get the seat's view, never the game; the real hidden card changes nothing."""
    (low, hooks_low), (high, hooks_high) = search(hidden=1), search(hidden=9)
    assert hooks_low.seen and all(type(v) is ToyView for v in hooks_low.seen)
    assert low == high and hooks_low.drawn == hooks_high.drawn


def test_a_single_candidate_or_legal_action_is_played_without_search():
    hooks = ToyHooks()
    hooks.candidates = lambda view, legal: ["fold"]
    agent = MonteCarloSearch(hooks, 1, time_budget=None, simulations=5)
    assert agent.act(ToyView(0, 7), ["fold", "call"]) == "fold" and not hooks.drawn
    assert agent.act(ToyView(0, 7), ["call"]) == "call" and not hooks.drawn


def test_the_search_imports_no_game():
    """Games import the search and hand it their hooks, never the other way round."""
    mods = [m for m in imported_modules(ROOT / "ai" / "search.py") if m.startswith("game.")]
    assert mods and all(m.startswith("game.core.") for m in mods), mods


def test_winters_hard_goes_through_the_box_search(monkeypatch):
    from game.winter.ai.agents import make_agent
    from game.winter.ai.search import WinterHooks
    from game.winter.rules import Config, new_game

    agent = make_agent("hard", 3, time_budget=None, simulations=2)
    assert isinstance(agent, MonteCarloSearch) and isinstance(agent.hooks, WinterHooks)
    assert isinstance(agent.hooks, Hooks)
    worlds = []
    inner = WinterHooks.determinize
    monkeypatch.setattr(WinterHooks, "determinize", lambda self, *a: worlds.append(1) or inner(self, *a))
    searched = []
    outer = MonteCarloSearch.search
    monkeypatch.setattr(MonteCarloSearch, "search", lambda self, *a: searched.append(1) or outer(self, *a))
    g = new_game(Config(players=3), 3)
    for _ in range(300):
        if searched:
            break
        g.apply(decide(g, g.current_player(), agent))
    assert searched == [1] and len(worlds) == 2
