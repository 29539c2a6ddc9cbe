"""Sealed simultaneous choices: each listed seat commits in secret, all are revealed at once.

Winter's exile votes, Mall's destination dials and colour votes, Showdown's holdup cards.
Plain data, so it can sit in a game state or in a pending decision's data: it pickles
(clone, view) and the engines' asdict-based state hash reads it.
"""

from __future__ import annotations

import copy
import enum
from dataclasses import dataclass, field


class _Hidden(enum.Enum):
    # An enum member, not a string: it stays the same object through pickling (views are
    # pickled copies) and can never be mistaken for a real choice such as a card id.
    HIDDEN = "hidden"


HIDDEN = _Hidden.HIDDEN


@dataclass(slots=True)
class Sealed:
    seats: list[int]  # who must commit, in the order a hot-seat table asks them
    choices: dict[int, object] = field(default_factory=dict)  # seat -> choice, secret until complete
    # seat -> a public announcement that binds nothing (Mall: a new chief announces a destination,
    # true or not); kept apart from the choice so a view never confuses the two
    announced: dict[int, object] = field(default_factory=dict)

    def __post_init__(self):
        if len(set(self.seats)) != len(self.seats):
            raise ValueError(f"a seat is listed twice: {self.seats}")
        for d in (self.choices, self.announced):
            stray = [s for s in d if s not in self.seats]
            if stray:
                raise ValueError(f"seats {stray} are not listed: {self.seats}")

    def pending(self) -> list[int]:
        """Seats still to commit, in the listed order."""
        return [s for s in self.seats if s not in self.choices]

    @property
    def complete(self) -> bool:
        return all(s in self.choices for s in self.seats)

    def commit(self, seat: int, choice) -> None:
        self._check(seat, choice, self.choices, "committed")
        self.choices[seat] = choice

    def announce(self, seat: int, value) -> None:
        """Say something in public before the reveal; once per seat, whether or not it is true."""
        if self.complete:
            raise ValueError("the choices are already revealed")
        self._check(seat, value, self.announced, "announced")
        self.announced[seat] = value

    def revealed(self) -> dict[int, object]:
        """Every choice, in the listed order (not the commit order); only once all have committed."""
        if not self.complete:
            raise ValueError(f"not revealed: seats {self.pending()} have not committed")
        return {s: self.choices[s] for s in self.seats}

    def visible_to(self, seat: int | None) -> Sealed:
        """A copy for `seat`'s view (None: a spectator). Before the reveal, other seats' choices
        are HIDDEN: who has committed stays visible, what they chose does not."""
        shown = {s: self.choices[s] if self.complete or s == seat else HIDDEN
                 for s in self.seats if s in self.choices}
        return Sealed(list(self.seats), copy.deepcopy(shown), copy.deepcopy(self.announced))

    def _check(self, seat: int, value, done: dict, verb: str) -> None:
        if value is HIDDEN:
            raise ValueError("HIDDEN is the mask of views, not a choice")
        if seat not in self.seats:
            raise ValueError(f"seat {seat} is not one of {self.seats}")
        if seat in done:
            raise ValueError(f"seat {seat} has already {verb}")
