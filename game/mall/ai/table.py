"""What a seat reads off its view: itself, the scores, the leader, hypothetical moves.

`Table` has the `c` and `s` the rules' board helpers take, so the AI asks the rules
(board.here, board.defence, board.has_room) rather than restating them.
"""

from __future__ import annotations

from contextlib import contextmanager

from game.mall.rules import board

# what a card in hand is worth keeping, by kind (a weapon: by its kills); tuned by hand
ITEM_VALUE = {"hardware": 1.2, "hidden": 1.5, "sprint": 1.0, "threat": 1.0, "camera": 0.8}
DICE_STEPS = ("place", "truck", "election", "approach", "dials")  # the box is still to open


class Table:
    def __init__(self, view, content, seat: int):
        self.s, self.c, self.seat = view, content, seat
        self._layout: Layout | None = None

    def layout(self) -> Layout:
        """Who stands where now, made once per arrangement: a score asks it for every
        location of every arrangement it weighs. The characters move only in `moved`
        while a Table lives (a new view, a new Table)."""
        if self._layout is None:
            self._layout = Layout(self)
        return self._layout

    # --- people and points ------------------------------------------------------------
    def value(self, cid: str) -> int:
        return self.c.characters[self.s.characters[cid].kind].value

    def mine(self, seat: int | None = None) -> list:
        seat = self.seat if seat is None else seat
        return [ch for ch in self.s.characters.values() if ch.seat == seat]

    def points(self, seat: int) -> int:
        return self.layout().points.get(seat, 0)

    def here(self, loc: int) -> list:
        """board.here, from the layout."""
        return self.layout().here.get(loc, [])

    def defence(self, loc: int) -> int:
        """board.defence, once per arrangement and hardware played there."""
        known, key = self.layout().defence, (loc, self.s.hardware.get(loc, 0))
        d = known.get(key)
        if d is None:
            d = known[key] = board.defence(self, loc)
        return d

    def rival_weight(self, seat: int) -> float:
        """How much hurting `seat` helps: more the closer it is to the lead (1 .. 2)."""
        others = [self.points(p) for p in range(self.s.players) if p != self.seat]
        top = max(others, default=0)
        return 1.0 + (self.points(seat) / top if top else 0.0)

    def is_parking(self, loc: int) -> bool:
        return board.is_parking(self, loc)

    def item_value(self, card: str) -> float:
        item = self.c.items[card]
        return 0.8 + 0.6 * item.kill if item.kind == "weapon" else ITEM_VALUE.get(item.kind, 1.0)

    def box_known(self) -> list[int] | None:
        """The box's dice, when this seat saw them (a full state in a rollout shows them to
        everyone: only box_seen counts)."""
        s = self.s
        return list(s.box) if s.box and self.seat in s.box_seen else None

    def dice_to_come(self) -> int:
        """Dice still to fall before this round's attack (placement: the first zombies too)."""
        s = self.s
        if s.step == "place":
            return 8
        return 4 if s.step in DICE_STEPS else 0

    @contextmanager
    def moved(self, cid: str, loc: int):
        """The view with one character somewhere else for a moment (restored after)."""
        ch = self.s.characters[cid]
        layout = self.layout()
        start, ch.location = ch.location, loc
        self._layout = layout.moved(ch, start, self.c.characters[ch.kind].lure)
        try:
            yield
        finally:
            ch.location, self._layout = start, layout

    def landing(self, cid: str, to: int) -> int:
        """Where a character sent to `to` ends up: the parking lot when `to` is full or closed."""
        ch = self.s.characters[cid]
        if to == ch.location or board.has_room(self, to):
            return to
        return self.c.role("parking")


class Layout:
    """The characters by location (in board.here's order, by id), the points by seat, and
    what depends on them alone, for one arrangement of the characters."""

    def __init__(self, t: Table | None):
        self.here: dict[int, list] = {}
        self.points: dict[int, int] = {}
        self.counts: dict[int, list[int]] = {}  # location -> [characters, starlets' lure] (for the crowd)
        if t is not None:
            values = t.c.characters
            for ch in sorted(t.s.characters.values(), key=lambda c: c.id):
                self.points[ch.seat] = self.points.get(ch.seat, 0) + values[ch.kind].value
                if ch.location is not None:
                    self.here.setdefault(ch.location, []).append(ch)
                    row = self.counts.setdefault(ch.location, [0, 0])
                    row[0] += 1
                    row[1] += values[ch.kind].lure
        self._fresh()

    def moved(self, ch, start: int | None, lure: int) -> Layout:
        """This arrangement with `ch` moved from `start` to where it stands now: the two
        locations it changes made again, the rest shared."""
        out = Layout(None)
        out.points, out.here, out.counts = self.points, dict(self.here), dict(self.counts)
        if start is not None:
            out.here[start] = [c for c in out.here[start] if c is not ch]
            n, lured = out.counts[start]
            out.counts[start] = [n - 1, lured - lure]
            if n == 1:
                del out.here[start], out.counts[start]
        loc = ch.location
        if loc is not None:
            out.here[loc] = sorted([*out.here.get(loc, ()), ch], key=lambda c: c.id)
            n, lured = out.counts.get(loc, (0, 0))
            out.counts[loc] = [n + 1, lured + lure]
        return out

    def _fresh(self) -> None:
        self.crowd: dict[int, int] = {}  # danger.crowd_bonus, filled as asked
        self.votes: dict[int, dict[int, int]] = {}  # danger.votes_at without a ballot, filled as asked
        self.defence: dict[tuple[int, int], int] = {}  # (location, hardware there) -> board.defence
