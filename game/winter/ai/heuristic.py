"""The Easy and Normal agents: score every legal action from the view, take the best.

Normal plays its secret objective, feeds the colony, prevents crises with enough
matching cards, weighs exposure before moving or killing, barricades the entrances
about to be overrun, cleans waste before it costs morale, uses abilities and
equipment, searches where its needs are, and exiles only on evidence (suspicion.py),
saying why in one public line (explain.py).
A betrayer sabotages where the count hides it (betrayal.py).

Easy is the same player, looser: noisy scores, less caution, a lower bar for votes.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass

from game.core.rng import Rng
from game.winter.ai.betrayal import LOOK_COST, SAFE, BetrayerScorer
from game.winter.ai.decision_scores import DecisionScorer
from game.winter.ai.explain import explain, explain_msg
from game.winter.ai.situation import Situation
from game.winter.ai.suspicion import VOTE_LINE, posterior
from game.winter.ai.turn_scores import TurnScorer
from game.winter.ai.values import Values
from game.winter.rules.actions import CallExile, Request, Vote
from game.winter.rules.content import default_content


@dataclass(frozen=True, slots=True)
class Style:
    name: str
    noise: float  # random jitter on every score
    caution: float  # weight on exposure and overrun risk
    call_exile: float  # posterior needed to call an exile vote
    vote_exile: float  # posterior needed to vote for an exile
    sabotage: float  # a betrayer's appetite for hidden sabotage
    reads_table: bool = False  # calls only the exile votes the other voters would carry
    look_cost: float = LOOK_COST  # a betrayer's price on each unit of suspicion it gains
    safe: float = SAFE  # the posterior a betrayer's hidden sabotage stays under


NORMAL = Style("normal", noise=0.0, caution=1.0, call_exile=0.65, vote_exile=VOTE_LINE, sabotage=2.5)
EASY = Style("easy", noise=3.0, caution=0.5, call_exile=0.65, vote_exile=VOTE_LINE, sabotage=0.7)
# Hard's judgement under its search: it works out how each other voter reads the same public
# evidence, so it can call earlier without calling votes that fail (a failed call warns the
# betrayer and marks the up-voters)
# and as the betrayer it sabotages more warily than Normal (docs/measured.md "Winter's betrayer,
# 2026-12-05 (the next session)": +2.3 ± 1.0 points for the seat over 1,200 deals)
HARD = Style("hard", noise=0.0, caution=1.0, call_exile=0.5, vote_exile=0.5, sabotage=2.5, reads_table=True,
             look_cost=25.0, safe=0.5)


# loose play, not random accusations: exile calls and every vote are judged without noise
STEADY = (CallExile, Vote)


def polite(view, legal: list) -> list:
    """The AI's own limit, not a rule (requests have none: RULES.md): one request a turn, as
    each is a question to every other player; no score, noisy or not, talks it into a second."""
    if view.pending or not view.requests_made:
        return legal
    return [a for a in legal if not isinstance(a, Request)] or legal


def cheapest_dice(legal: list) -> list:
    """Of actions that differ only in the die they spend, keep the lowest die: every score
    charges more for a higher die, so only that one can be best."""
    seen: set = set()
    out = []
    for a in sorted(legal, key=lambda a: getattr(a, "die", 0) or 0):
        die = getattr(a, "die", None)
        if die is not None:
            key = (type(a),) + tuple(getattr(a, f) for f in _but_die(type(a)))
            if key in seen:
                continue
            seen.add(key)
        out.append(a)
    if len(out) == len(legal):
        return legal
    order = {id(a): i for i, a in enumerate(legal)}
    return sorted(out, key=lambda a: order[id(a)])


@functools.cache
def _but_die(kind) -> tuple[str, ...]:
    """An action type's fields but its die."""
    return tuple(f for f in kind.__dataclass_fields__ if f != "die")


def scorer_for(sit, val, style, odds):
    """The betrayer's scorer overrides a few scores (betrayal.py); everyone else plays straight.
    Chosen here, above both: betrayal's scorer subclasses turn_scores' one."""
    if sit.betrayer and not sit.coop:
        return BetrayerScorer(sit, val, style, odds)
    return TurnScorer(sit, val, style, odds)


def decider(view) -> int:
    return view.pending[0].seat if view.pending else view.active


class HeuristicAgent:
    needs_view = True

    def __init__(self, seed: int = 0, style: Style = NORMAL, content=None):
        self.name = style.name
        self.style = style
        self.rng = Rng(seed)
        self.c = content or default_content()
        self.memo: dict = {}  # this agent's slow values, kept across its decisions

    def act(self, view, legal: list):
        if len(legal) == 1:
            return legal[0]
        ranked = self.ranked(view, legal)
        return ranked[0][1]

    def ranked(self, view, legal: list) -> list[tuple[float, object]]:
        """Every legal action with its score, best first (ties keep the engine's order)."""
        seat = decider(view)
        sit = Situation(view, self.c, seat)
        if len(self.memo) > 4000:
            self.memo.clear()
        val = Values(sit, memo=self.memo)
        odds = posterior(view, seat) if not (sit.coop or sit.betrayer) else {}
        if view.pending:
            scorer = DecisionScorer(sit, val, self.style, odds)
        else:
            scorer = scorer_for(sit, val, self.style, odds)
        scored = []
        for i, a in enumerate(cheapest_dice(polite(view, legal))):
            s = scorer.score(a)
            if self.style.noise and not isinstance(a, STEADY):
                s += self.style.noise * (self.rng.below(1000) / 1000 - 0.5)
            scored.append((s, -i, a))
        scored.sort(key=lambda t: (t[0], t[1]), reverse=True)
        return [(s, a) for s, _, a in scored]

    def explain(self, view, action) -> str | None:
        """Why this action, in one public line (exile calls and up-votes on exiles), or None."""
        return explain(view, action)

    def explain_msg(self, view, action):
        """explain as a Msg, to be shown in the player's language (game.core.i18n.tr)."""
        return explain_msg(view, action)
