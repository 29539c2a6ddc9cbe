"""The Hard agent: information-set Monte Carlo search over Normal's best candidates.

At a decision where Normal's scores leave a real choice (a few actions within a
margin of the best, a crossroads card, a vote on a card), Hard samples worlds
consistent with its view (determinize.py: hidden hands, decks, objectives and the
betrayer drawn from its suspicion), plays each candidate in the same world with
the same dice (common random numbers), lets Normal play everyone to the end of
the round (the colony phase included), and scores the result (evaluation.py).
After a few worlds only Normal's choice and the best rival are played on, so the
rest of the budget goes to the one question left. It keeps the rival when it beats
Normal's choice by more than the noise of the sampled worlds, and stops at the
time budget, or earlier when one candidate is clearly ahead or all clearly end the
same. Elsewhere it plays as Normal.

It is a one-level search tree over the root actions of the information set, not a
deep one: the engine's turns are many small actions, and the budget is better
spent sampling more worlds than branching on every step.
"""

from __future__ import annotations

import pickle
import time
from math import sqrt

from game.core.rng import Rng
from game.winter.ai.determinize import determinize
from game.winter.ai.evaluation import evaluate
from game.winter.ai.heuristic import HARD, NORMAL, HeuristicAgent, decider
from game.winter.ai.suspicion import posterior
from game.winter.rules import WinterGame
from game.winter.rules.actions import AddToCrisis, Deliver, EndTurn
from game.winter.rules.content import default_content

MARGIN = 3.0  # candidates within this much of Normal's best are worth a look (1.5: 65 % co-op, 3.0: 68 %)
WIDTH = 5  # at most this many candidates
MIN_WORLDS = 10  # before stopping early
PRUNE_AFTER = 3  # worlds before the search narrows to Normal's choice and the best rival
INDIFFERENT = 0.5  # candidates whose means differ less than this are as good as each other
BUDGET = 0.25  # seconds per searched decision (0.5 s measured no stronger in 40-game trials, before the narrowing)
ROLLOUT_STEPS = 400  # a safety cap on one rollout
LEAN = (AddToCrisis, Deliver, EndTurn)


class SearchAgent:
    name = "hard"
    needs_view = True

    def __init__(self, seed: int = 0, time_budget: float | None = BUDGET, simulations: int | None = None,
                 content=None):
        """`time_budget` seconds per searched decision (None: no clock); `simulations` caps the
        sampled worlds (set it, with time_budget=None, for play that is deterministic for a seed)."""
        self.c = content or default_content()
        self.rng = Rng(seed)
        self.normal = HeuristicAgent(seed ^ 0x5EA5, HARD, self.c)  # Normal's scores, Hard's exile judgement
        self.rollout_agent = HeuristicAgent(seed ^ 0xA11, NORMAL, self.c)
        self.time_budget = time_budget
        self.simulations = simulations if simulations is not None else (None if time_budget else 24)

    def explain(self, view, action) -> str | None:
        """Why this action, in one public line (exile calls and up-votes on exiles), or None."""
        return self.normal.explain(view, action)

    def act(self, view, legal: list):
        if len(legal) == 1:
            return legal[0]
        ranked = self.normal.ranked(view, legal)
        cands = candidates(view, ranked)
        if len(cands) == 1:
            return cands[0]
        return self.search(view, cands)

    def search(self, view, cands: list):
        seat = decider(view)
        me = view.players[seat]
        odds = {} if (view.config.cooperative or me.betrayer) else posterior(view, seat)
        results: list[dict[int, float]] = []  # per world, each searched candidate's value
        live = list(range(len(cands)))
        deadline = time.perf_counter() + self.time_budget if self.time_budget else None
        while True:
            world = determinize(view, seat, self.c, self.rng, odds)
            dice = self.rng.next64()
            results.append({k: self.playout(world, cands[k], seat, dice) for k in live})
            if self.simulations is not None and len(results) >= self.simulations:
                break
            if deadline is not None and time.perf_counter() >= deadline:
                break
            if len(results) >= MIN_WORLDS and (_clear_winner(results, live) or _no_difference(results, live)):
                break
            if len(results) == PRUNE_AFTER and len(live) > 2:
                # the rest of the budget settles the one question left: Normal's choice or the best rival
                live = [0, _best(results, live[1:])]
        return cands[_choice(results, live)]

    def playout(self, world, action, seat: int, dice: int) -> float:
        s = pickle.loads(pickle.dumps(world, pickle.HIGHEST_PROTOCOL))
        s.rng = Rng(dice)
        g = WinterGame.from_state(s, self.c)
        start = s.round
        g.apply(action)
        agent = self.rollout_agent
        for _ in range(ROLLOUT_STEPS):
            if g.is_terminal() or g.s.round != start:
                break
            legal = g.legal_actions()
            if not g.s.pending and g.s.active != seat:
                legal = lean(legal)  # the others only settle the crisis, deliver, feed
            g.apply(legal[0] if len(legal) == 1 else agent.act(g.s, legal))
        return evaluate(g.s, seat, self.c)


def lean(legal: list) -> list:
    """The others' turns in a rollout, cut to what most changes the round's end: crisis
    cards and deliveries (Normal still picks among them, or ends the turn). Scoring their
    card plays too cost a third of the search's time and measured no stronger."""
    return [a for a in legal if isinstance(a, LEAN)]


def candidates(view, ranked: list[tuple[float, object]]) -> list:
    """The actions worth searching: Normal's best, and close rivals where the choice is real."""
    best_score, best = ranked[0]
    if view.pending:
        kind = view.pending[0].kind
        if kind == "crossroads" or (kind == "vote" and view.pending[0].data["motion"] == "effect"):
            return [a for _, a in ranked]
        return [best]
    out, scores = [], []
    for s, a in ranked:
        if best_score - s > MARGIN or len(out) == WIDTH:
            break
        if any(abs(s - t) < 1e-9 for t in scores):
            continue  # an exact tie is almost always a symmetric twin (another entrance, another copy)
        out.append(a)
        scores.append(s)
    return out


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


def _choice(results: list[dict[int, float]], live: list[int]) -> int:
    """The candidate with the best mean, if it beats Normal's choice (the first) clearly;
    otherwise Normal's choice: a lead within the noise of a few worlds is no reason to deviate."""
    best = _best(results, live)
    if best == 0:
        return best
    lead, se = _lead(results, best, 0)
    return best if lead > 1.5 * se else 0


def _no_difference(results: list[dict[int, float]], live: list[int]) -> bool:
    """Every candidate ends up about the same, beyond doubt: not worth more time (Normal's order
    stands). Close means with a wide spread are not enough: that is a question still open."""
    best = _best(results, live)
    return all(sum(_lead(results, best, j)) < INDIFFERENT for j in live if j != best)


def _clear_winner(results: list[dict[int, float]], live: list[int]) -> bool:
    """The best candidate leads every other by more than two standard errors."""
    best = _best(results, live)
    for j in live:
        if j == best:
            continue
        lead, se = _lead(results, best, j)
        if lead <= 2 * se + 1e-9:
            return False
    return True
