"""A decision's legal actions as paths of clicks, and the clicks made so far.

A game names each action's path, a tuple of steps `(what, value)` (a card, then a use,
then a target); the picker offers the next steps of the paths that still match and
gives back the action a completed path names. Pure Python: a board draws the options,
tests check that the paths reach exactly the engine's legal actions."""

from __future__ import annotations

from collections.abc import Callable


class Picker:
    """The clicks made toward one of `legal`. A step with one option that is not the last
    click is taken at once (one card in hand: just click where)."""

    def __init__(self, legal: list, path_of: Callable[[object], tuple] | None = None):
        self.source = legal
        self.paths = {path_of(a): a for a in legal} if path_of else {}
        self.chosen: tuple = ()
        self.chosen = self._skipped(())

    def _matching(self, chosen):
        n = len(chosen)
        return [p for p in self.paths if p[:n] == chosen]

    def _options(self, chosen) -> list:
        n = len(chosen)
        return list(dict.fromkeys(p[n] for p in self._matching(chosen) if len(p) > n))

    def options(self) -> list:
        """The next steps, in the order of the engine's list."""
        return self._options(self.chosen)

    def _skipped(self, chosen) -> tuple:
        while True:
            opts = self._options(chosen)
            if len(opts) != 1 or chosen + (opts[0],) in self.paths:
                return chosen
            chosen += (opts[0],)

    def pick(self, step):
        """Take a step: the action when it completes one, else None (the next options wait)."""
        if step not in self.options():
            return None
        self.chosen += (step,)
        if self.chosen in self.paths:
            action = self.paths[self.chosen]
            self.chosen = self._skipped(())
            return action
        self.chosen = self._skipped(self.chosen)
        return None

    def only(self):
        """The one action the clicks made so far leave (its last click not made yet), or None."""
        left = self._matching(self.chosen)
        return self.paths[left[0]] if self.chosen and len(left) == 1 and left[0] != self.chosen else None

    def can_go_back(self) -> bool:
        return len(self.chosen) > len(self._skipped(()))

    def back(self):
        if self.can_go_back():
            self.chosen = self.chosen[:-1]
            while self.chosen and len(self.options()) == 1 and self.chosen + (self.options()[0],) not in self.paths:
                self.chosen = self.chosen[:-1]  # undo auto-taken steps too

    def state(self):
        return self.chosen

    def restore(self, chosen):
        self.chosen = chosen


def numbered(options: list, board_number: Callable[[object], int | None] = lambda step: None) -> dict:
    """step -> its number key (1–9): the number painted on the board for a step that has one
    (a place), else the next number no such step holds, in the options' order. Buttons
    show these numbers and the keys pick by them, so a key always matches the board."""
    painted = {s: board_number(s) for s in options}
    taken = {n for n in painted.values() if n is not None}
    free = (n for n in range(1, 10) if n not in taken)
    out = {}
    for s in options:
        n = painted[s] if painted[s] is not None else next(free, None)
        if n is not None and 1 <= n <= 9:
            out[s] = n
    return out
