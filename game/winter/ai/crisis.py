"""The crisis outlook: how likely this round's crisis is to fail, and what one more
card (matching or not) changes, from what one seat can see.

Others' face-down cards count as matching unless their seat is suspected; the
seats still to play this round are expected to add a little. The final score is
taken as roughly normal around that mean, which makes every card's marginal
worth a smooth function of how close the colony is to the threshold.
"""

from __future__ import annotations

from math import erf, sqrt

from game.winter.ai.suspicion import BETRAYER_MISMATCH

LATER_CARDS = 0.8  # cards each seat still to play is expected to add
LATER_VAR = 0.7


def _below(x: float, mu: float, sd: float) -> float:
    """P(score < x) for an integer score around mu (continuity-corrected)."""
    return 0.5 * (1 + erf((x - 0.5 - mu) / (sd * sqrt(2))))


class CrisisOutlook:
    def __init__(self, val, odds: dict):
        """`val` is the seat's values.Values (its sit, effects_value, morale). Not imported:
        values builds an outlook to price crisis cards, so it sits above this module."""
        sit = val.sit
        self.sit = sit
        self.need = sit.need
        mu = float(sit.crisis_mine_good - sit.crisis_mine_bad)
        var = 0.0
        for who, _ in sit.v.crisis_cards:
            if who == sit.seat:
                continue
            q = odds.get(who, 0.0) * BETRAYER_MISMATCH / max(1, sum(1 for w, _ in sit.v.crisis_cards if w == who))
            mu += 1 - 2 * q
            var += 4 * q * (1 - q)
        later = len(sit.later_voters)
        self.base_mu = mu
        self.mu = mu + LATER_CARDS * later
        self.sd = max(0.45, sqrt(var + LATER_VAR * later))
        crisis = sit.crisis
        self.fail_cost = -val.effects_value(crisis.fail) if crisis else 0.0
        self.bonus = val.morale(1)

    def value(self, mu: float) -> float:
        if not self.sit.crisis:
            return 0.0
        fail = _below(self.need, mu, self.sd)
        bonus = 1 - _below(self.need + 2, mu, self.sd)
        return -self.fail_cost * fail + self.bonus * bonus

    def add(self, delta: int) -> float:
        """Value of moving the expected score by delta (a matching card +1, a mismatch -1)."""
        return self.value(self.mu + delta) - self.value(self.mu)

    def match_value(self) -> float:
        """Value of one more matching card from me.

        The colonists' convention: everyone adds up to a fair share of threshold + 1
        while the crisis still looks short, so nobody waits for the others. The last
        seat to play tops up exactly (and stops when it cannot reach the threshold)."""
        sit = self.sit
        if not sit.crisis:
            return 0.0
        marginal = self.plan_value()
        if not sit.later_voters:
            return marginal
        short = self.need + 1 - self.base_mu
        share = -(-(self.need + 1) // max(1, len(sit.voters)))
        mine = sit.crisis_mine_good
        if short > 0 and mine < share:
            return max(marginal, 3.0 * self.fail_cost / max(1, self.need))
        return marginal

    def plan_value(self) -> float:
        """One card's share of the best run of my matching cards: one card alone may not move a
        crisis far from its threshold, while the hand's few together prevent it."""
        held = sum(n for t, n in self.sit.hand_types.items() if t in self.sit.crisis_types)
        base = self.value(self.mu)
        return max((self.value(self.mu + k) - base) / k for k in range(1, max(1, held) + 1))

    def fail_chance(self) -> float:
        return _below(self.need, self.mu, self.sd)
