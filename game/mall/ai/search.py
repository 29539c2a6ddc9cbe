"""The Hard agent: Mall's hooks for the box's search (game/ai/search.py).

Where Normal's scores leave a real choice (a few actions within a margin of its best),
Hard samples worlds consistent with its view (determinize.py), plays each candidate in
the same world with the same dice, lets Normal play every seat to the end of the round
(the end of round 1 during placement), and scores own points against the best rival's.
Elsewhere it plays as Normal.
"""

from __future__ import annotations

from game.ai.search import BUDGET, MonteCarloSearch, close_rivals
from game.core.rng import Rng
from game.mall.ai.determinize import determinize, dial_odds
from game.mall.ai.heuristic import NORMAL, HeuristicAgent, decider
from game.mall.ai.trust import announcement, trust
from game.mall.rules import MallGame
from game.mall.rules.content import default_content

MARGIN = 1.5  # candidates within this many expected points of Normal's best are worth a look
WIDTH = 4  # at most this many candidates
WIN = 10.0  # a finished game: winning is what counts
ALIVE = 0.5  # per own survivor: people left are votes and defence in the rounds to come


class MallHooks:
    """Mall for the search: Normal proposes and plays the rollouts, a round is the horizon."""

    def __init__(self, seed: int, content):
        self.c = content
        self.normal = HeuristicAgent(seed ^ 0x5EA5, NORMAL, content)
        self.rollout_agent = HeuristicAgent(seed ^ 0xA11, NORMAL, content)

    def seat(self, view) -> int:
        return decider(view)

    def candidates(self, view, legal: list) -> list:
        return close_rivals(self.normal.ranked(view, legal), MARGIN, WIDTH)

    def belief(self, view, seat: int) -> tuple[int | None, float, dict]:
        """The new chief's announcement, how far this seat trusts it, and the odds of every
        sealed dial (determinize.dial_odds)."""
        told = announcement(view, seat)
        belief = trust(view, view.chief) if told is not None else 0.0
        return told, belief, dial_odds(view, seat, self.c, NORMAL)

    def determinize(self, view, seat: int, belief, rng: Rng) -> MallGame:
        g = MallGame(self.c)
        g.s = determinize(view, seat, self.c, rng, NORMAL, *belief)
        return g

    def branch(self, world: MallGame, dice: int) -> MallGame:
        g = world.clone()
        g.s.rng = Rng(dice)
        return g

    def rollout(self, g: MallGame, seat: int, legal: list):
        # the full state in a rollout: Normal reads only its own seat's part of it
        return self.rollout_agent.ranked(g.s, legal)[0][1]

    def horizon(self, world: MallGame, g: MallGame) -> bool:
        return g.s.round > max(world.s.round, 1)

    def evaluate(self, g: MallGame, seat: int) -> float:
        if g.is_terminal():
            rows = g.results()
            winners = [r.seat for r in rows if r.won]
            return WIN / len(winners) if seat in winners else 0.0
        points = {p: 0 for p in range(g.s.players)}
        alive = 0
        for ch in g.s.characters.values():
            points[ch.seat] += self.c.characters[ch.kind].value
            alive += ch.seat == seat
        rival = max(v for p, v in points.items() if p != seat)
        return points[seat] - rival + ALIVE * alive


class SearchAgent(MonteCarloSearch):
    name = "hard"

    def __init__(self, seed: int = 0, time_budget: float | None = BUDGET, simulations: int | None = None,
                 content=None):
        """`time_budget` seconds per searched decision (None: no clock); `simulations` caps the
        sampled worlds (set it, with time_budget=None, for play that is deterministic for a seed)."""
        super().__init__(MallHooks(seed, content or default_content()), seed, time_budget, simulations)


