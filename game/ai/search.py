"""Hard's search, for any game of the box: determinized Monte Carlo over a few candidates.

At a decision where the game's heuristic leaves a real choice (its `candidates`), the
search samples worlds consistent with the view (`determinize`: hidden hands, decks,
dials, votes and safes drawn from what the seat cannot see, guided by a `belief`
formed once per decision), plays each candidate in the same world with the same
dice (common random numbers: `branch`), lets the `rollout` policy play every seat
up to the `horizon`, and scores the result (`evaluate`). After a few worlds only the
first candidate (the heuristic's choice) and the best rival are played on, so the
rest of the budget goes to the one question left. It keeps the rival when it beats
the first by more than the noise of the sampled worlds, and stops at the time budget
or the simulation cap, or earlier when one candidate is clearly ahead or all clearly
end the same. Elsewhere it plays the first candidate.

It is a one-level search over the root actions of the information set, not a deep
tree: a game's turns are many small actions, and the budget is better spent sampling
more worlds than branching on every step. Simultaneous choices (sealed dials, votes,
holdup cards) fit as they are: the others' sealed choices are hidden information,
drawn by `determinize`, and the rollout policy makes the ones still to come.

The search sees only the view it is given and hands only that to the hooks; the game
itself is never in reach. A game supplies the hooks; this module imports no game.
"""

from __future__ import annotations

import time
from dataclasses import dataclass
from math import sqrt
from typing import Any, Protocol, runtime_checkable

from game.core.rng import Rng

BUDGET = 0.25  # seconds per searched decision (Winter: 0.5 s measured no stronger in 40-game trials)


@runtime_checkable
class Hooks(Protocol):
    """What the search needs from a game. `world` and `game` are full games with the
    engine API (`is_terminal`, `legal_actions`, `apply`); `view` is what the seat sees."""

    def seat(self, view) -> int:
        """The seat deciding now."""

    def candidates(self, view, legal: list) -> list:
        """The actions worth searching, best first; a single one is played without search."""

    def belief(self, view, seat: int) -> Any:
        """What the seat believes about the hidden information (once per searched decision;
        e.g. Winter's betrayer odds), handed to every `determinize`."""

    def determinize(self, view, seat: int, belief: Any, rng: Rng):
        """A full game consistent with the view, its hidden parts drawn with `rng`."""

    def branch(self, world, dice: int):
        """An independent copy of `world` whose chance comes from `dice`: every candidate
        in one world meets the same cards and the same dice."""

    def rollout(self, game, seat: int, legal: list):
        """The action for whoever moves in a rollout (`seat` is the searcher's)."""

    def horizon(self, world, game) -> bool:
        """The rollout has gone far enough from `world` (Winter: the round is over)."""

    def evaluate(self, game, seat: int) -> float:
        """How good the game is for the seat."""


def close_rivals(ranked: list[tuple[float, object]], margin: float, width: int) -> list:
    """A heuristic's best action and the rivals scored within `margin` of it, at most
    `width` in all, best first: the candidates a search compares. An exact tie is almost
    always a symmetric twin (another entrance, another copy), so it is skipped."""
    best_score = ranked[0][0]
    out, scores = [], []
    for s, a in ranked:
        if best_score - s > margin or len(out) == width:
            break
        if any(abs(s - t) < 1e-9 for t in scores):
            continue
        out.append(a)
        scores.append(s)
    return out


@dataclass(frozen=True, slots=True)
class Settings:
    min_worlds: int = 10  # before stopping early
    prune_after: int = 3  # worlds before the search narrows to the first candidate and the best rival
    indifferent: float = 0.5  # candidates whose means differ less than this are as good as each other
    deviate: float = 1.5  # standard errors a rival must win by to replace the first candidate
    clear: float = 2.0  # standard errors by which a clear winner leads every other candidate
    rollout_steps: int = 400  # a safety cap on one rollout


class MonteCarloSearch:
    """An agent (`act(view, legal)`) searching through a game's hooks."""

    needs_view = True

    def __init__(self, hooks: Hooks, seed: int = 0, time_budget: float | None = BUDGET,
                 simulations: int | None = None, settings: Settings = Settings()):
        """`time_budget` seconds per searched decision (None: no clock); `simulations` caps the
        sampled worlds (set it, with time_budget=None, for play that is deterministic for a seed)."""
        self.hooks = hooks
        self.rng = Rng(seed)
        self.time_budget = time_budget
        self.simulations = simulations if simulations is not None else (None if time_budget else 24)
        self.settings = settings

    def act(self, view, legal: list):
        if len(legal) == 1:
            return legal[0]
        cands = self.hooks.candidates(view, legal)
        if len(cands) == 1:
            return cands[0]
        return self.search(view, cands)

    def search(self, view, cands: list):
        h, cfg = self.hooks, self.settings
        seat = h.seat(view)
        belief = h.belief(view, seat)
        results: list[dict[int, float]] = []  # per world, each searched candidate's value
        live = list(range(len(cands)))
        deadline = time.perf_counter() + self.time_budget if self.time_budget else None
        while True:
            world = h.determinize(view, seat, belief, self.rng)
            dice = self.rng.next64()
            results.append({k: self.playout(world, cands[k], seat, dice) for k in live})
            if self.simulations is not None and len(results) >= self.simulations:
                break
            if deadline is not None and time.perf_counter() >= deadline:
                break
            if len(results) >= cfg.min_worlds and (_clear_winner(results, live, cfg.clear)
                                                   or _no_difference(results, live, cfg.indifferent)):
                break
            if len(results) == cfg.prune_after and len(live) > 2:
                # the rest of the budget settles the one question left: the first candidate or the best rival
                live = [0, _best(results, live[1:])]
        return cands[_choice(results, live, cfg.deviate)]

    def playout(self, world, action, seat: int, dice: int) -> float:
        h = self.hooks
        g = h.branch(world, dice)
        g.apply(action)
        for _ in range(self.settings.rollout_steps):
            if g.is_terminal() or h.horizon(world, g):
                break
            legal = g.legal_actions()
            g.apply(legal[0] if len(legal) == 1 else h.rollout(g, seat, legal))
        return h.evaluate(g, seat)


# Candidates still live were played in every world (the narrowing only drops some), so
# results are read for live candidates alone and every world has them.

def _mean(results: list[dict[int, float]], k: int) -> float:
    return sum(r[k] for r in results) / len(results)


def _lead(results: list[dict[int, float]], a: int, b: int) -> tuple[float, float]:
    """How far candidate a leads b on average, and the standard error of that lead, pairing
    their results world by world (they saw the same cards and dice)."""
    diffs = [r[a] - r[b] for r in results]
    n = len(diffs)
    mean = sum(diffs) / n
    var = sum((d - mean) ** 2 for d in diffs) / max(1, n - 1)
    return mean, sqrt(var / n)


def _best(results: list[dict[int, float]], live: list[int]) -> int:
    return max(live, key=lambda k: (_mean(results, k), -k))


def _choice(results: list[dict[int, float]], live: list[int], deviate: float) -> int:
    """The candidate with the best mean, if it beats the first clearly; otherwise the first:
    a lead within the noise of a few worlds is no reason to deviate from the heuristic."""
    best = _best(results, live)
    if best == 0:
        return best
    lead, se = _lead(results, best, 0)
    return best if lead > deviate * se else 0


def _no_difference(results: list[dict[int, float]], live: list[int], indifferent: float) -> bool:
    """Every candidate ends up about the same, beyond doubt: not worth more time (the first
    stands). Close means with a wide spread are not enough: that is a question still open."""
    best = _best(results, live)
    return all(sum(_lead(results, best, j)) < indifferent for j in live if j != best)


def _clear_winner(results: list[dict[int, float]], live: list[int], clear: float) -> bool:
    """The best candidate leads every other by more than `clear` standard errors."""
    best = _best(results, live)
    for j in live:
        if j == best:
            continue
        lead, se = _lead(results, best, j)
        if lead <= clear * se + 1e-9:
            return False
    return True
