"""A full Showdown state consistent with what one seat knows (its view), for the search.

Unseen town cards (others' hands, the deck) are dealt from the cards the seat cannot
place; unseen safes (face-down cells of others' rows, the middle, those out of the game)
from the safes it has not seen; others' sealed choices not yet revealed are a card of
their hand (a holdup or showdown draw) or a position of their row (the setup's pass).

The safes follow what the seat has seen (`Witness`, fed every view the seat is shown):
a view keeps a safe's place only until its row is shuffled (after every gain), so the
witness remembers which safes it knows to be somewhere in a row, though no longer where:
one it looked at (a stetson, a badge shown) whose row was shuffled, the holdup safe in the
row that took it, a safe it knew (one of its own too) that a robber took into its row. And a
row whose owner had to give one of four away kept the best three (RULES.md "Safes"), so its
face-down cells lean towards gold: each is weighed by the share of the unseen safes worth no
more than it (the chance the one given away was worse). A fact goes when its row loses a safe. Only
safes still unseen are placed, so every world stays consistent with the view.
"""

from __future__ import annotations

import pickle
from collections import Counter

from game.core.rng import Rng
from game.core.sealed import HIDDEN as SEALED
from game.showdown.ai.table import HIDDEN, unseen_safes
from game.showdown.rules.view import visible_safes

# how often a remembered safe is still in the row the witness puts it in, at mid-game, by how it
# got there (bench/beliefs.py --game showdown --fit: 150 games, seeds 9001 on): it may have
# been given away since by a full row that took a fourth, which a view does not show
SURE, FULL_ROW, ROBBED, HOLDUP = 0.85, 0.5, 0.85, 0.75


class Witness:
    """What one seat has seen of the safes, across the views it was shown (in order)."""

    def __init__(self, seat: int):
        self.seat = seat
        self.last: _Glimpse | None = None
        self.inside: list[tuple[int, str, float]] = []  # (owner, safe, odds): that safe is in that row
        self.kept: set[int] = set()  # rows that kept three of four

    def see(self, view) -> None:
        now = _Glimpse(view, self.seat)
        was, self.last = self.last, now
        if was is None or now.lengths == was.lengths and now.cells == was.cells and now.step == was.step:
            return
        shrank = {p for p, n in enumerate(now.lengths) if n < was.lengths[p]}
        grew = [p for p, n in enumerate(now.lengths) if n > was.lengths[p]]
        self.inside = [(p, x, c) for p, x, c in self.inside if p not in shrank]
        self.kept -= shrank
        robbed = was.robbery if was.robbery and was.robbery[1] in shrank and was.robbery[0] in grew else None
        if robbed:  # a safe it knew (one of its own too) the robber took into its row
            robber, owner, pos = robbed
            x = was.own[pos] if owner == self.seat else was.cells.get((owner, pos))
            if x:
                self.inside.append((robber, x, ROBBED))
        for (p, i), x in was.cells.items():  # a safe it knew the place of, now gone from its sight
            # (the robbed cell first: a later cell of its row may have shifted into its place)
            if robbed and robbed[1:] == (p, i) or (p, i) in now.cells or x in now.row_cells(p):
                continue
            if p not in shrank:  # its row was shuffled: still in there, unless it was the one given away
                self.inside.append((p, x, SURE if now.lengths[p] > was.lengths[p] else FULL_ROW))
        if was.step == "holdup" and was.turned and now.step != "holdup" and len(grew) == 1 and not shrank:
            self.inside.append((grew[0], was.turned, HOLDUP))  # the holdup safe went to the row that grew
        if was.robbery and was.robbery[1] in shrank and was.robbery[0] not in grew:
            self.kept.add(was.robbery[0])  # the robber held three, took a fourth and gave one away
        self.inside = [(p, x, c) for p, x, c in self.inside if p != self.seat]
        self.kept.discard(self.seat)

    def evidence(self) -> dict:
        """What determinize and safe_odds read: the rows' unplaced safes and the rows that kept."""
        return {"inside": list(self.inside), "kept": set(self.kept)}


class _Glimpse:
    """The public shape of the safes in one view, and the cells the seat can read."""

    def __init__(self, view, seat: int):
        self.lengths = [len(row) for row in view.safes]
        self.own = list(view.safes[seat])
        self.cells = {(p, i): x for p, row in enumerate(view.safes) if p != seat
                      for i, x in enumerate(row) if x != HIDDEN}
        self.step = view.step
        self.turned = view.holdup_safe if view.holdup_safe and view.holdup_safe != HIDDEN else None
        f = view.fight
        self.robbery = (f.attacker, f.defender, f.position) if f is not None and f.kind == "robbery" else None

    def row_cells(self, p: int) -> set:
        return {x for (q, _), x in self.cells.items() if q == p}


def belief(view, seat: int, witness: Witness | None = None) -> dict:
    """The evidence on the safes: the witness's, after it has seen this view (none without one)."""
    if witness is None:
        return {"inside": [], "kept": set()}
    witness.see(view)
    return witness.evidence()


def safe_odds(view, seat: int, content, cell: tuple[int, int], evidence: dict | None = None) -> dict[str, float]:
    """What the seat believes lies in one face-down cell of another's row: each safe remembered
    in that row, as often as such memories hold, shared among the row's face-down cells; the
    rest of the odds over the whole unseen pool (the remembered safes too: a memory may be
    wrong), weighed towards gold in a row that kept three of four."""
    pool = unseen_safes(view, content)
    owner = cell[0]
    placed = _placed(view, owner, pool, (evidence or {}).get("inside", ()))
    hidden = sum(1 for x in view.safes[owner] if x == HIDDEN)
    out: dict[str, float] = {}
    for x, odds in placed:
        out[x] = out.get(x, 0.0) + odds / hidden
    like = _kept_weight(content, pool) if owner in (evidence or {}).get("kept", ()) else {}
    w = {x: k * like.get(x, 1.0) for x, k in pool.items()}
    total = sum(w.values())
    share = 1 - sum(odds for _, odds in placed) / hidden
    for x, v in w.items():
        if v and share > 0:
            out[x] = out.get(x, 0.0) + share * v / total
    return out


def _placed(view, owner: int, pool: Counter, inside) -> list[tuple[str, float]]:
    """The safes remembered in `owner`'s row that are still unseen, with their odds, no more
    than its face-down cells."""
    hidden = sum(1 for x in view.safes[owner] if x == HIDDEN)
    left, out = Counter(pool), []
    for p, x, odds in inside:
        if p == owner and left[x] > 0 and len(out) < hidden:
            out.append((x, odds))
            left[x] -= 1
    return out


def _kept_weight(content, pool: Counter) -> dict[str, float]:
    """Each safe's weight in a row that kept three of four: the share of the unseen pool worth
    no more gold (the chance that the safe given away was the worse one)."""
    total = sum(pool.values())
    return {x: sum(k for y, k in pool.items() if content.safes[y].gold <= content.safes[x].gold) / total
            for x in pool}


def determinize(view, seat: int, content, rng: Rng, evidence: dict | None = None):
    s = pickle.loads(pickle.dumps(view, pickle.HIGHEST_PROTOCOL))
    _cards(s, content, rng)
    _safes(s, content, rng, evidence or {})
    _sealed(s, seat, rng)
    s.rng = Rng(rng.next64())
    return s


def _deal(slots: list, pool: list, rng: Rng) -> None:
    rng.shuffle(pool)
    for (lst, i), x in zip(slots, pool):
        lst[i] = x


def _cards(s, content, rng: Rng) -> None:
    slots = [(h, i) for h in s.hands for i, c in enumerate(h) if c == HIDDEN]
    slots += [(s.deck, i) for i, c in enumerate(s.deck) if c == HIDDEN]
    seen = Counter(c for h in s.hands for c in h if c != HIDDEN)
    seen += Counter(s.discards)
    if s.fight is not None:
        seen += Counter([c for c in (s.fight.attack_card, s.fight.defend_card) if c])
        seen += Counter(c for given in s.fight.holsters.values() for _, c in given)
        seen += Counter(c for _, c in s.fight.thieves)
    seen += Counter(c for row in (s.guards or []) for c in row if c)
    seen += Counter(c for c in (s.covers or []) if c)
    if s.showdown is not None:
        seen += Counter(c for cs in s.showdown.played.values() for c in cs)
    pool = list((Counter(content.deck()) - seen).elements())
    _deal(slots, pool, rng)


def _safes(s, content, rng: Rng, evidence: dict) -> None:
    pool = unseen_safes(s, content)
    inside = evidence.get("inside", ())
    # first the safes remembered in a row (each as often as such memories hold), in its face-down cells at random
    for owner in sorted({p for p, _, _ in inside}):
        placed = [x for x, odds in _placed(s, owner, pool, inside) if rng.below(1000) < 1000 * odds]
        cells = [i for i, x in enumerate(s.safes[owner]) if x == HIDDEN]
        rng.shuffle(cells)
        for i, x in zip(cells, placed):
            s.safes[owner][i] = x
        pool -= Counter(placed)
    # then the rows that kept three of four, cell by cell from the pool weighed towards gold
    for owner in sorted(evidence.get("kept", ())):
        for i, x in enumerate(s.safes[owner]):
            if x == HIDDEN and pool:
                like = _kept_weight(content, pool)
                xs = sorted(pool)
                pick = _weighted(xs, [pool[y] * like[y] for y in xs], rng)
                s.safes[owner][i] = pick
                pool -= Counter([pick])
    slots = [(row, i) for row in s.safes for i, x in enumerate(row) if x == HIDDEN]
    slots += [(s.middle, i) for i, x in enumerate(s.middle) if x == HIDDEN]
    slots += [(s.out, i) for i, x in enumerate(s.out) if x == HIDDEN]
    _deal(slots, list(pool.elements()), rng)


def _weighted(xs: list, weights: list[float], rng: Rng):
    roll = rng.below(1 << 30) / (1 << 30) * sum(weights)
    for x, w in zip(xs, weights):
        roll -= w
        if roll < 0:
            return x
    return xs[-1]


def _sealed(s, seat: int, rng: Rng) -> None:
    for sealed in (s.holdup, s.showdown.sealed if s.showdown else None):
        if sealed is not None:
            for p, choice in list(sealed.choices.items()):
                if choice is SEALED and p != seat and s.hands[p]:
                    sealed.choices[p] = rng.choice(s.hands[p])
    if s.passing is not None:
        for p, choice in list(s.passing.choices.items()):
            if choice is SEALED and p != seat:
                sealed_pos = rng.below(len(s.safes[p])) if s.safes[p] else 0
                s.passing.choices[p] = sealed_pos


class Seen:
    """What one seat of a sampled world sees, cheaply (a redacted copy costs a pickle per
    step): others' hands and the safes it has not seen are hidden, the rest is read
    through. Rollouts play every seat from this, as the real players play from their
    views; an all-seeing rollout robs exactly the gold and never fears a bluff."""

    __slots__ = ("_s", "hands", "safes")

    def __init__(self, s, seat: int):
        self._s = s
        self.hands = [h if p == seat else [HIDDEN] * len(h) for p, h in enumerate(s.hands)]
        see = visible_safes(s, seat)
        self.safes = [[x if (p, i) in see else HIDDEN for i, x in enumerate(row)] for p, row in enumerate(s.safes)]

    def __getattr__(self, name):
        return getattr(self._s, name)
