"""How a betrayer plays its turn: like a colonist where everyone can see, against the
colony where nobody can.

Its Values (values.stance) make it a helpful-looking colonist while the colony's goal
is far, and a staller once the goal comes near: it stops delivering, barricading and
feeding when that would finish the game. On top of that it
- adds a card that does not match when the face-down count hides it, valuing the
  crisis failing all-out, but only if after the reveal no colonist's posterior on it
  would pass the point where they call a vote (suspicion.how_i_look on the would-be
  history); it accepts more risk the closer the colony is to winning;
- adds only one such card per crisis while it blends in, and strikes (up to three) in the
  last round or with the goal in reach;
- adds matching cards as cover when that lowers how it looks;
- calls exile votes on whoever already looks guilty (two loyal exiles end the colony),
  and votes up on an exile only where the public suspects the target (an up-vote on a
  motion that fails is held against the voter).
"""
from __future__ import annotations

from game.winter.ai.crisis import CrisisOutlook
from game.winter.ai.suspicion import how_i_look, posterior
from game.winter.ai.turn_scores import MISMATCH_SHAME, TurnScorer
from game.winter.ai.values import Values, goal_progress

SAFE = 0.6  # stay below the posterior at which colonists call a vote (it risks more late)
LOOK_COST = 10.0  # value lost per unit of suspicion gained (Normal's; Style.look_cost and .safe)
COVER = 4.0  # value per unit of suspicion shed by adding a matching card
STRIKE_ROUNDS = 1  # rounds left at which it strikes
STRIKE_GOAL = 0.75  # goal progress at which it strikes
MAX_BAD_STRIKE = 3  # wrong cards in one crisis while striking
CALL_COVER = 0.3  # public posterior on a loyal seat at which the betrayer calls for its exile
VOTE_COVER = 0.0  # public posterior on the target below which the betrayer votes down (to blend in)


class BetrayerScorer(TurnScorer):
    def __init__(self, sit, val, style, odds):
        super().__init__(sit, val, style, odds)
        self.looks = how_i_look(sit.v, sit.seat)  # the highest posterior on me among the others

    def _after_crisis(self, good: int, bad: int) -> float:
        """How I would look once this crisis is revealed with my extra cards in it."""
        sit = self.sit
        added = {str(p.seat): p.crisis_added for p in sit.v.players}
        added[str(sit.seat)] += good + bad
        hyp = {"added": added, "bad": sit.crisis_mine_bad + bad, "need": sit.need,
               "good": sit.crisis_count + good - sit.crisis_mine_bad}
        return how_i_look(sit.v, sit.seat, [hyp])

    def striking(self) -> bool:
        """Blend in, then strike: in the last round (no time left to exile it) or with the
        colony's goal in reach, it stops hiding its crisis cards one at a time."""
        return self.sit.rounds_left <= STRIKE_ROUNDS or goal_progress(self.sit) >= STRIKE_GOAL

    def mismatch(self, a) -> float:
        if self.sit.crisis_mine_bad >= (MAX_BAD_STRIKE if self.striking() else 1):
            return -MISMATCH_SHAME  # one per crisis while blending in: two would give it away
        # hidden sabotage is valued all-out: nobody sees which card was whose
        outlook = CrisisOutlook(Values(self.sit, colony=-1.0), {})
        gain = outlook.add(-1) * self.style.sabotage
        return gain - self.val.card_value(a.card) - self.risk_cost(self._after_crisis(0, 1))

    def risk_cost(self, after: float) -> float:
        """Suspicion it will accept: more as the colony closes in on its goal (it must be stopped)."""
        urgency = goal_progress(self.sit) ** 1.5
        over = max(0.0, after - (self.style.safe + 0.5 * urgency))
        cost = self.style.look_cost
        return 0.2 * cost * (after - self.looks) + 2 * cost * over

    def add_to_crisis(self, a) -> float:
        if self.c.items[a.card].type not in self.sit.crisis_types:
            return self.mismatch(a)
        cover = COVER * (self.looks - self._after_crisis(1, 0))
        if self.striking():
            return cover - self.val.card_value(a.card)  # no more help for the colony
        return self.crisis.add(+1) + cover - self.val.card_value(a.card) - self.equipped_penalty(a.card)

    def call_exile(self, a) -> float:
        public = posterior(self.v, None)
        target = public.get(a.target, 0.0)
        if target >= CALL_COVER and target >= max(v for k, v in public.items() if k is not None):
            return 1.0
        return -1.0

