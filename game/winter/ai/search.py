"""The Hard agent: Winter's hooks for the box's search (game/ai/search.py).

At a decision where Normal's scores leave a real choice (a few actions within a
margin of the best, a crossroads card, a vote on a card), Hard samples worlds
consistent with its view (determinize.py: hidden hands, decks, objectives and the
betrayer drawn from its suspicion), plays each candidate in the same world with
the same dice, lets Normal play everyone to the end of the round (the colony phase
included; its own seat a betrayer as wary as Hard, OWN), and scores the result
(evaluation.py). Elsewhere it plays as Normal.
"""

from __future__ import annotations

from dataclasses import replace

from game.ai.search import BUDGET, MonteCarloSearch, close_rivals
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
LEAN = (AddToCrisis, Deliver, EndTurn)
# the searcher's own seat in its rollouts: Normal, but as wary a betrayer as Hard itself, so a
# choice is valued as Hard would follow it up
OWN = replace(NORMAL, look_cost=HARD.look_cost, safe=HARD.safe)


class WinterHooks:
    """Winter for the search: Normal proposes and plays the rollouts, a round is the horizon."""

    def __init__(self, seed: int, content):
        self.c = content
        self.normal = HeuristicAgent(seed ^ 0x5EA5, HARD, content)  # Normal's scores, Hard's exile judgement
        self.rollout_agent = HeuristicAgent(seed ^ 0xA11, NORMAL, content)
        self.own_rollout = HeuristicAgent(seed ^ 0xA11, OWN, content)

    def seat(self, view) -> int:
        return decider(view)

    def candidates(self, view, legal: list) -> list:
        return candidates(view, self.normal.ranked(view, legal))

    def belief(self, view, seat: int) -> dict:
        """The betrayer odds, for a loyal seat that has someone to suspect."""
        return {} if (view.config.cooperative or view.players[seat].betrayer) else posterior(view, seat)

    def determinize(self, view, seat: int, belief: dict, rng: Rng) -> WinterGame:
        return WinterGame.from_state(determinize(view, seat, self.c, rng, belief), self.c)

    def branch(self, world: WinterGame, dice: int) -> WinterGame:
        g = world.clone()
        g.s.rng = Rng(dice)
        return g

    def rollout(self, g: WinterGame, seat: int, legal: list):
        if not g.s.pending and g.s.active != seat:
            legal = lean(legal)  # the others only settle the crisis, deliver, feed
        if len(legal) == 1:
            return legal[0]
        return (self.own_rollout if decider(g.s) == seat else self.rollout_agent).act(g.s, legal)

    def horizon(self, world: WinterGame, g: WinterGame) -> bool:
        return g.s.round != world.s.round  # the colony phase is played out before the round changes

    def evaluate(self, g: WinterGame, seat: int) -> float:
        return evaluate(g.s, seat, self.c)


class SearchAgent(MonteCarloSearch):
    name = "hard"

    def __init__(self, seed: int = 0, time_budget: float | None = BUDGET, simulations: int | None = None,
                 content=None):
        """`time_budget` seconds per searched decision (None: no clock); `simulations` caps the
        sampled worlds (set it, with time_budget=None, for play that is deterministic for a seed)."""
        super().__init__(WinterHooks(seed, content or default_content()), seed, time_budget, simulations)

    def explain(self, view, action) -> str | None:
        """Why this action, in one public line (exile calls and up-votes on exiles), or None."""
        return self.hooks.normal.explain(view, action)

    def explain_msg(self, view, action):
        """explain as a Msg, to be shown in the player's language (game.core.i18n.tr)."""
        return self.hooks.normal.explain_msg(view, action)


def lean(legal: list) -> list:
    """The others' turns in a rollout, cut to what most changes the round's end: crisis
    cards and deliveries (Normal still picks among them, or ends the turn). Scoring their
    card plays too cost a third of the search's time and measured no stronger."""
    return [a for a in legal if isinstance(a, LEAN)]


def candidates(view, ranked: list[tuple[float, object]]) -> list:
    """The actions worth searching: Normal's best, and close rivals where the choice is real.
    A betrayer does not search ending its turn early: the rollout plays the rest of its turn
    as Normal's helpful-looking cover, so stopping looked better than acting, and it left
    dice idle (0.5 a turn against Normal's 0.3) that its secret's cards and kills need."""
    best = ranked[0][1]
    if view.pending:
        kind = view.pending[0].kind
        if kind == "crossroads" or (kind == "vote" and view.pending[0].data["motion"] == "effect"):
            return [a for _, a in ranked]
        return [best]
    out = close_rivals(ranked, MARGIN, WIDTH)
    if view.players[decider(view)].betrayer:
        out = out[:1] + [a for a in out[1:] if not isinstance(a, EndTurn)]
    return out
