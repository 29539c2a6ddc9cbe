"""How likely this round's attack is to cost a seat a character, location by location.

A `Forecast` is the zombies a seat expects before the attack: those on the board, the
box's dice (counted when the seat saw them, else each open face 1/6, less where a
trusted new chief said it goes), and the crowd's and the starlets' zombies for the
arrangement being judged. A location is attacked at zombies >= defence (the food hall
at 4 whatever), the parking lot by every zombie; the victim's colour is the one the
others' votes most likely land on, and its owner gives up its cheapest character there.
"""

from __future__ import annotations

from math import comb, exp

TRUSTED_AVOIDS = 0.8  # how far a fully trusted chief's destination is taken to be free of dice
LEADER_PULL = 0.5  # extra votes a leader draws in a vote
SHARP = 1.5  # how surely the colour with the most votes against it is chosen


class Forecast:
    def __init__(self, t, announced: int | None = None, trust: float = 0.0):
        self.t = t
        known = t.box_known()
        self.n = 0 if known is not None else t.dice_to_come()
        self.fixed = {loc: 0 for loc in t.c.locations}
        for d in known or ():
            if d in self.fixed and d not in t.s.closed:
                self.fixed[d] += 1
        self.odds = dice_odds(t, announced, trust)
        self._tails: dict[tuple[float, int], float] = {}
        self.losses: dict[tuple, float] = {}  # loss_at's, by all that decides one

    def base(self, loc: int) -> int:
        """Zombies surely there at the attack: on the board, known dice, the crowd's zombies
        (already on the board once the attack has begun)."""
        crowd = crowd_bonus(self.t, loc) if self.t.s.step != "attack" else 0
        return self.t.s.zombies.get(loc, 0) + self.fixed[loc] + crowd

    def at_least(self, loc: int, k: int) -> float:
        """P(zombies at `loc` >= k)."""
        need = k - self.base(loc)
        if need <= 0:
            return 1.0
        p = self.odds.get(loc, 0.0)
        tail = self._tails.get((p, need))
        if tail is None:
            n = self.n
            tail = self._tails[p, need] = sum(comb(n, j) * p**j * (1 - p) ** (n - j) for j in range(need, n + 1))
        return tail

    def expected(self, loc: int) -> float:
        return self.base(loc) + self.n * self.odds.get(loc, 0.0)


def dice_odds(t, announced: int | None, trust: float) -> dict[int, float]:
    """Per open location, the chance one die lands there (a closed face is void)."""
    odds = {loc: 1 / 6 for loc in t.c.locations if loc not in t.s.closed}
    if announced in odds and trust > 0:
        # a chief who saw the dice goes where they don't: spread that face's chance elsewhere
        cut = odds[announced] * TRUSTED_AVOIDS * trust
        odds[announced] -= cut
        rest = [loc for loc in odds if loc != announced]
        for loc in rest:
            odds[loc] += cut / len(rest)
    return odds


def crowd_bonus(t, loc: int) -> int:
    """The attack's extra zombies (mall.md step 6): one where most characters stand, one
    where most starlets stand; none on a tie."""
    layout = t.layout()
    crowd, counts = layout.crowd, layout.counts  # counts: location -> [characters, starlets' lure]
    if not crowd:  # every location's at once, once per arrangement
        crowd[None] = 0  # made, even when nobody stands anywhere
        for i in (0, 1):
            top = max((row[i] for row in counts.values()), default=0)
            leaders = [n for n, row in counts.items() if row[i] == top]
            if top > 0 and len(leaders) == 1:
                crowd[leaders[0]] = crowd.get(leaders[0], 0) + 1
    return crowd.get(loc, 0)


def vote_share(t, seat: int, loc: int) -> float:
    """The chance `seat`'s colour is the one voted out at `loc`: every voter there spreads its
    votes over the other choosable colours, leaders draw a little more."""
    s = t.s
    here = t.here(loc)
    cands = sorted({ch.seat for ch in here if ch.id not in s.hidden})
    if seat not in cands:
        return 0.0
    if len(cands) == 1:
        return 1.0
    weights = votes_at(t, loc)
    top = max(t.points(p) for p in cands)
    against = {}
    for c in cands:
        against[c] = sum(w / (len(cands) - (v in cands)) for v, w in weights.items() if v != c)
        against[c] += LEADER_PULL * (t.points(c) == top)
    norm = sum(exp(SHARP * a) for a in against.values())
    return exp(SHARP * against[seat]) / norm


def votes_at(t, loc: int) -> dict[int, int]:
    """Each present seat's votes at `loc`: the ballot's own (threats counted) while it is held."""
    b = t.s.ballot
    if b is not None and b.where == loc and not b.revote:
        return dict(b.weights)
    known = t.layout().votes
    weights = known.get(loc)
    if weights is None:
        weights = known[loc] = {}
        for ch in t.here(loc):
            weights[ch.seat] = weights.get(ch.seat, 0) + t.c.characters[ch.kind].votes
    return dict(weights)


def loss_at(t, f: Forecast, seat: int, loc: int) -> float:
    """Points `seat` should expect to lose at `loc` in this round's attack: once per
    Forecast and all that decides it (who stands there, the crowd's zombie, the zombies,
    the hardware, the hidden, the ballot's votes there), though characters elsewhere
    move between the arrangements a score weighs."""
    s, b = t.s, t.s.ballot
    key = (seat, loc, tuple([ch.id for ch in t.here(loc)]), crowd_bonus(t, loc), s.zombies.get(loc, 0),
           s.hardware.get(loc, 0), tuple(s.hidden),
           tuple(b.weights.items()) if b is not None and b.where == loc and not b.revote else None)
    loss = f.losses.get(key)
    if loss is None:
        loss = f.losses[key] = _loss_at(t, f, seat, loc)
    return loss


def _loss_at(t, f: Forecast, seat: int, loc: int) -> float:
    s = t.s
    mine = sorted(t.c.characters[ch.kind].value for ch in t.here(loc)
                  if ch.seat == seat and ch.id not in s.hidden)
    if not mine:
        return 0.0
    share = vote_share(t, seat, loc)
    if t.is_parking(loc):
        victims = min(len(mine), f.expected(loc) * share)  # one vote per zombie
        whole = int(victims)
        return sum(mine[:whole]) + (victims - whole) * (mine[whole] if whole < len(mine) else 0)
    need = t.defence(loc)
    over = t.c.locations[loc].overrun
    if over is not None:
        need = min(need, over)
    return f.at_least(loc, need) * share * mine[0]


def expected_loss(t, f: Forecast, seat: int) -> float:
    spots = {ch.location for ch in t.mine(seat) if ch.location is not None}
    return sum(loss_at(t, f, seat, loc) for loc in spots)
