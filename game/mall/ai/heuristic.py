"""The Easy and Normal agents: score every legal action from the view, take the best.

Normal plays Mall as a game of nerve: it stands where the zombies it expects (the box's
dice when it saw them, else the odds, bent by a new chief's announcement as far as it
trusts that chief) are least likely to cost it points, keeps its starlets and bruisers
with company, votes the leaders out and never itself, spends an item when the item
changes the outcome, and as a new chief who may bluff sometimes sends the others where
the dice fall. Easy is the same player with noisy scores, no trust book and no timing
for its items (a weapon at the first attack, no camera, no bluff).
"""

from __future__ import annotations

from dataclasses import dataclass

from game.core.rng import Rng
from game.mall.ai.scores import Scorer
from game.mall.ai.table import Table
from game.mall.ai.trust import announcement, trust
from game.mall.rules.actions import Vote
from game.mall.rules.content import default_content


@dataclass(frozen=True, slots=True)
class Style:
    name: str
    noise: float  # random jitter on every score
    trusts: bool  # weighs a new chief's announcement by that chief's record
    times_items: bool  # plays items when they change an outcome (else: weapons at once, nothing else)
    bluffs: bool  # a new chief who may bluff sometimes does


NORMAL = Style("normal", noise=0.0, trusts=True, times_items=True, bluffs=True)
EASY = Style("easy", noise=2.5, trusts=False, times_items=False, bluffs=False)


def decider(view) -> int:
    return view.pending[0].seat


class HeuristicAgent:
    needs_view = True

    def __init__(self, seed: int = 0, style: Style = NORMAL, content=None):
        self.name = style.name
        self.style = style
        self.rng = Rng(seed)
        self.c = content or default_content()

    def act(self, view, legal: list):
        if len(legal) == 1:
            return legal[0]
        return self.ranked(view, legal)[0][1]

    def ranked(self, view, legal: list) -> list[tuple[float, object]]:
        """Every legal action with its score, best first (ties keep the engine's order)."""
        seat = decider(view)
        scorer = self.scorer(view, seat)
        scored = []
        for i, a in enumerate(legal):
            s = scorer.score(a)
            if self.style.noise and not (isinstance(a, Vote) and a.seat == seat):
                s += self.style.noise * (self.rng.below(1000) / 1000 - 0.5)
            scored.append((s, -i, a))
        scored.sort(key=lambda t: (t[0], t[1]), reverse=True)
        return [(s, a) for s, _, a in scored]

    def scorer(self, view, seat: int) -> Scorer:
        told = announcement(view, seat)
        belief = trust(view, view.chief, self.style.trusts) if told is not None else 0.0
        return Scorer(Table(view, self.c, seat), self.style, self.rng, told, belief)
