"""Reaction windows: in a fixed seat order, the seat with the floor acts or passes.

Mall's item plays before a victim vote (from the chief clockwise; a weapon kill may end the
attack, so the game can close the window early) and Showdown's holsters during a fight.

Acting keeps the floor (a seat may act several times); passing hands it on. A game whose
rule is one act per turn calls act() then pass_(). The window closes:
  once=True  - after one lap: every seat in `order` has passed once;
  once=False - when every seat has passed in a row since the last act (an act reopens the
               lap, so everyone gets to answer it);
  or at once on close().
"""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass(slots=True)
class ReactionWindow:
    order: list[int]  # seats in the order they get the floor
    once: bool = True
    position: int = 0  # index in order of the seat with the floor
    passes: int = 0  # passes in a row since the last act
    acted: dict[int, int] = field(default_factory=dict)  # seat -> acts in this window
    closed: bool = False

    def __post_init__(self):
        if len(set(self.order)) != len(self.order):
            raise ValueError(f"a seat is listed twice: {self.order}")
        if not self.order:
            self.closed = True  # nobody may react

    def current(self) -> int | None:
        """The seat with the floor; None once closed."""
        return None if self.closed else self.order[self.position]

    def act(self, seat: int) -> None:
        self._check(seat)
        self.acted[seat] = self.acted.get(seat, 0) + 1
        self.passes = 0

    def pass_(self, seat: int) -> None:
        self._check(seat)
        self.passes += 1
        if self.once:
            self.position += 1
            self.closed = self.position == len(self.order)
        else:
            self.position = (self.position + 1) % len(self.order)
            self.closed = self.passes == len(self.order)

    def close(self) -> None:
        """End the window now (Mall: the attack ended before everyone had the floor)."""
        self.closed = True

    def _check(self, seat: int) -> None:
        if self.closed:
            raise ValueError("the window is closed")
        if seat != self.order[self.position]:
            raise ValueError(f"seat {seat} does not have the floor (seat {self.order[self.position]} has)")
