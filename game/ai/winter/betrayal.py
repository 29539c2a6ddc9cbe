"""How a betrayer plays its turn: like a colonist where everyone can see, against the
colony where nobody can.

Its Values already want the colony to fail (negative stance): it delivers nothing,
cleans nothing, lets food go. On top of that it
- adds a card that does not match when the face-down count hides it: only if,
  after the reveal, no colonist's posterior on it would pass the point where they
  call a vote (suspicion.how_i_look on the would-be history);
- adds matching cards as cover when that lowers how it looks for little cost;
- lures zombies into the colony only when it can afford the suspicion;
- calls exile votes on whoever already looks guilty (two loyal exiles end the colony).
"""

from __future__ import annotations

from .suspicion import how_i_look
from .turn_scores import TurnScorer

SAFE = 0.45  # stay below what makes a colonist call a vote
LOOK_COST = 10.0  # value lost per unit of suspicion gained
COVER = 4.0  # value per unit of suspicion shed by adding a matching card


class BetrayerScorer(TurnScorer):
    def __init__(self, sit, val, style, odds):
        super().__init__(sit, val, style, odds)
        self.looks = how_i_look(sit.v, sit.seat)

    def _after_crisis(self, good: int, bad: int) -> float:
        """How I would look once this crisis is revealed with my extra cards in it."""
        sit = self.sit
        added = {str(p.seat): p.crisis_added for p in sit.v.players}
        added[str(sit.seat)] += good + bad
        hyp = {"added": added, "bad": sit.crisis_mine_bad + bad, "need": sit.need,
               "good": sit.crisis_count + good - sit.crisis_mine_bad}
        return how_i_look(sit.v, sit.seat, [hyp])

    def suspicion_cost(self, after: float) -> float:
        over = max(0.0, after - SAFE)
        return LOOK_COST * (after - self.looks) + 4 * LOOK_COST * over

    def mismatch(self, a) -> float:
        gain = self.crisis.add(-1) * self.style.sabotage
        late = 1.0 + 0.5 * (self.v.rounds_left <= 2)
        return gain * late - self.val.card_value(a.card) - self.suspicion_cost(self._after_crisis(0, 1))

    def add_to_crisis(self, a) -> float:
        if self.c.items[a.card].type not in self.sit.crisis_types:
            return self.mismatch(a)
        cover = COVER * (self.looks - self._after_crisis(1, 0))
        return self.crisis.add(+1) + cover - self.val.card_value(a.card) - self.equipped_penalty(a.card)

    def lure_risk(self, n: int) -> float:
        if self.sit.exiled:
            return 0.0
        after = how_i_look(self.sit.v, self.sit.seat, extra_deeds={self.sit.seat: {"lure": n}})
        return self.suspicion_cost(after)

    def call_exile(self, a) -> float:
        from .suspicion import posterior

        public = posterior(self.v, None)
        target = public.get(a.target, 0.0)
        if target >= 0.3 and target >= max(v for k, v in public.items() if k is not None):
            return 1.0
        return -1.0
