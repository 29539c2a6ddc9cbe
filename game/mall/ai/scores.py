"""Normal's (and Easy's) score for every kind of Mall decision, from one seat's view.

Most scores are one question: after this action, how many points should I expect to
lose in this round's attack (danger.py), and what does the action cost (an item spent,
a lie told)? Votes weigh who is likely to be voted out against how far each colour
leads; the truck gives its worst card to the least dangerous seat.
"""

from __future__ import annotations

from contextlib import contextmanager

from game.mall.ai.danger import Forecast, expected_loss, loss_at
from game.mall.rules import board
from game.mall.rules.actions import Announce, Camera, Dial, Move, Place, Play, Truck, Victim, Vote

PRESENCE = {"hq": 0.4, "parking": 0.3}  # a say in the election, a share of the truck
OWN_COLOUR = -10.0  # voting for yourself: only when nothing else is legal
LIE_COST = 1.2  # the trust a caught bluff costs
BLUFF_PULL = 0.8  # per die: the others a bluff sends where the zombies go
ITEM_SPEND = 0.3  # share of a card's keeping value a play must beat
SPRINT_SPEND = 0.5
MEDDLE = 0.05  # out of characters: what a zombie must cost the leaders (points × lead) to be sent


class Scorer:
    def __init__(self, t, style, rng, announced: int | None, trust: float):
        self.t, self.style, self.rng = t, style, rng
        self.f = Forecast(t, announced, trust if style.trusts else 0.5 * (announced is not None))
        self._after: dict[tuple[str, int], float] = {}

    def score(self, a) -> float:
        for kind, fn in ((Place, self.place), (Dial, self.dial), (Announce, self.announce), (Move, self.move),
                         (Vote, self.vote), (Play, self.play), (Truck, self.truck), (Camera, self.camera),
                         (Victim, self.victim)):
            if isinstance(a, kind):
                return fn(a)
        return 0.0  # Pass: the baseline every item (and a zombie of a seat out of characters) is measured against

    # --- where to stand ---------------------------------------------------------------------
    def standing(self) -> float:
        """How good the arrangement is for this seat: the points it keeps, the places it holds."""
        t = self.t
        roles = {t.c.locations[ch.location].role for ch in t.mine() if ch.location is not None}
        return -expected_loss(t, self.f, t.seat) + sum(PRESENCE.get(r, 0.0) for r in roles)

    def standing_after(self, cid: str, loc: int) -> float:
        """standing() with one character moved to `loc`, once per move (dials to full places
        all land in the parking lot; moves differ by the card sprinted with)."""
        known = self._after.get((cid, loc))
        if known is None:
            with self.t.moved(cid, loc):
                known = self._after[cid, loc] = self.standing()
        return known

    def place(self, a: Place) -> float:
        return self.standing_after(a.character, a.location)

    def dial(self, a: Dial) -> float:
        t = self.t
        movers = [ch.id for ch in t.mine() if ch.location != a.location]
        if not movers:
            return self.zombie_dial(a.location) if not t.mine() else self.standing()
        best = None
        for cid in movers:
            v = self.standing_after(cid, t.landing(cid, a.location))
            best = v if best is None else max(best, v)
        return best

    def zombie_dial(self, loc: int) -> float:
        """Out of characters: the zombie goes where it costs those ahead of the field more than
        those behind, most; where none would by MEDDLE, no zombie comes (a Pass scores 0)."""
        t, s = self.t, self.t.s
        rivals = [p for p in range(s.players) if p != t.seat]
        field = sum(t.points(p) for p in rivals) / len(rivals)
        before = {p: loss_at(t, self.f, p, loc) for p in rivals}
        s.zombies[loc] += 1
        try:
            return sum((t.points(p) - field) * (loss_at(t, self.f, p, loc) - before[p]) for p in rivals) - MEDDLE
        finally:
            s.zombies[loc] -= 1

    def announce(self, a: Announce) -> float:
        """A new chief who may bluff: the truth, or a lie that sends the others where the dice go."""
        t = self.t
        mine = t.s.dials.choices[t.seat]
        if a.location == mine or not self.style.bluffs:
            return 0.0 if a.location == mine else -LIE_COST
        if any(ch.location == a.location for ch in t.mine()):
            return -LIE_COST  # pulling the crowd onto my own people brings them the zombies
        return BLUFF_PULL * self.f.fixed[a.location] - LIE_COST + self.rng.below(1000) / 1000

    def move(self, a: Move) -> float:
        t = self.t
        to = a.sprint if a.sprint is not None else t.s.dials.choices[t.seat]
        v = self.standing_after(a.character, t.landing(a.character, to))
        if a.sprint is not None:
            card = next(c for c in t.s.hands[t.seat] if t.c.items[c].kind == "sprint")
            v -= SPRINT_SPEND * t.item_value(card)
        return v

    # --- votes ------------------------------------------------------------------------------
    def vote(self, a: Vote) -> float:
        t = self.t
        b = t.s.ballot
        if b.purpose != "attack":
            # the truck and the badge: myself, else whoever is least dangerous to me
            return 5.0 if a.seat == t.seat else -t.rival_weight(a.seat)
        mine = a.seat == t.seat
        tally = {c: 0 for c in b.candidates}
        for v, w in b.weights.items():
            if v != t.seat:
                tally[self.likely_vote(v, b.candidates)] += w
        tally[a.seat] += b.weights.get(t.seat, 1)
        top = max(tally.values())
        losers = [c for c, n in tally.items() if n == top]
        value = sum(self.loses(c, b.where) for c in losers) / len(losers)
        return value + 0.1 * t.rival_weight(a.seat) + (OWN_COLOUR if mine else 0.0)

    def likely_vote(self, voter: int, cands: list[int]) -> int:
        """What another voter most likely votes: the leader among the others."""
        others = [c for c in cands if c != voter] or cands
        return max(others, key=lambda c: (self.t.points(c), -c))

    def loses(self, seat: int, where: int) -> float:
        """What it is worth to me that `seat` gives up its cheapest character at `where`."""
        t = self.t
        values = [t.value(ch.id) for ch in board.here(t.s, where) if ch.seat == seat and ch.id not in t.s.hidden]
        cheapest = min(values, default=0)
        return -2.0 * cheapest if seat == t.seat else t.rival_weight(seat) * cheapest

    # --- items ------------------------------------------------------------------------------
    def play(self, a: Play) -> float:
        t = self.t
        b = t.s.ballot
        kind = t.c.items[a.item].kind
        if not self.style.times_items:
            return 1.0 if kind in ("weapon", "hardware") else -1.0
        if b.purpose != "attack" or b.revote:
            return -1.0  # threats are kept for the attacks, where they save people
        before = loss_at(t, self.f, t.seat, b.where)
        with self.effect(a, kind, b):
            after = loss_at(t, self.f, t.seat, b.where) if board.attacked(t, b.where) else 0.0
        return before - after - ITEM_SPEND * t.item_value(a.item)

    @contextmanager
    def effect(self, a: Play, kind: str, b):
        """The view as if the card were played, for a moment."""
        s, where = self.t.s, b.where
        saved = (s.zombies[where], dict(s.hardware), list(s.hidden), dict(b.weights))
        if kind == "weapon":
            s.zombies[where] = max(0, s.zombies[where] - self.t.c.items[a.item].kill)
        elif kind == "hardware":
            s.hardware[where] = s.hardware.get(where, 0) + 1
        elif kind == "hidden":
            s.hidden.append(a.target)
        elif kind == "threat":
            b.weights[self.t.seat] = b.weights.get(self.t.seat, 0) + 1
        try:
            yield
        finally:
            s.zombies[where], s.hardware, s.hidden, b.weights = saved

    def camera(self, a: Camera) -> float:
        # the dice decide every dial: worth a card whenever people of mine stand to be caught
        return 1.0 if self.style.times_items and self.t.mine() else -1.0

    # --- the truck and the victim ----------------------------------------------------------
    def truck(self, a: Truck) -> float:
        t = self.t
        return t.item_value(a.keep) - 0.5 * t.item_value(a.give) * t.rival_weight(a.to)

    def victim(self, a: Victim) -> float:
        return -self.t.value(a.character)
