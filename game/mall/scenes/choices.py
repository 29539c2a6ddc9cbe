"""Every legal action of the decision on screen as a path of clicks, and the words for
each click. Pure Python (no pygame): the board draws the options, the tests check that
the paths reach exactly the engine's legal actions.

A path is a tuple of steps `(what, value)`:

    place     ("char", id) then ("loc", n)            a character, then a lit location
    dial      ("loc", n)                              a lit location
    announce  ("loc", n)
    move      ("char", id) [then ("loc", n)]          the location step only when a sprint
                                                      card offers other places ("sprint", n)
    camera    ("camera", None) | ("pass", None)
    items     ("item", card) [then ("char", id)] | ("pass", None)
    vote      ("seat", s)                             a colour button
    truck     ("keep", card) then ("give", card) then ("seat", s)
    victim    ("char", id)

Steps whose value is a location ("loc", "sprint") are clicked on the map; characters on
the map or in the bar; the rest are buttons of the choice bar.
"""

from __future__ import annotations

from game.mall.rules.actions import Announce, Camera, Dial, Move, Pass, Place, Play, Truck, Victim, Vote

MAP_STEPS = ("loc", "sprint")


def path(action, dest: int | None = None) -> tuple:
    """The clicks that make `action`; `dest` is a mover's dialled destination."""
    if isinstance(action, Place):
        return (("char", action.character), ("loc", action.location))
    if isinstance(action, (Dial, Announce)):
        return (("loc", action.location),)
    if isinstance(action, Move):
        if action.sprint is None:
            return (("char", action.character),) if dest is None else (("char", action.character), ("loc", dest))
        return (("char", action.character), ("sprint", action.sprint))
    if isinstance(action, Camera):
        return (("camera", None),)
    if isinstance(action, Pass):
        return (("pass", None),)
    if isinstance(action, Play):
        first = ("item", action.item)
        return (first,) if action.target is None else (first, ("char", action.target))
    if isinstance(action, Vote):
        return (("seat", action.seat),)
    if isinstance(action, Truck):
        return (("keep", action.keep), ("give", action.give), ("seat", action.to))
    if isinstance(action, Victim):
        return (("char", action.character),)
    raise TypeError(f"no clicks for {action!r}")


class Picker:
    """The clicks made so far toward one of `legal`; `options()` are the next ones. A step
    with one option that is not the last click is taken at once (one character left to
    place: just click where)."""

    def __init__(self, legal: list, dest: int | None = None):
        self.source = legal
        sprinting = any(isinstance(a, Move) and a.sprint is not None for a in legal)
        self.paths = {path(a, dest if sprinting else None): a for a in legal}
        self.chosen: tuple = ()
        self._skip()

    def _matching(self):
        n = len(self.chosen)
        return [p for p in self.paths if p[:n] == self.chosen]

    def options(self) -> list:
        """The next steps, in the order of the engine's list."""
        n = len(self.chosen)
        return list(dict.fromkeys(p[n] for p in self._matching() if len(p) > n))

    def _skip(self):
        while True:
            opts = self.options()
            if len(opts) != 1 or self.chosen + (opts[0],) in self.paths:
                return
            self.chosen += (opts[0],)

    def pick(self, step):
        """Take a step: the action when it completes one, else None (the next options wait)."""
        if step not in self.options():
            return None
        self.chosen += (step,)
        if self.chosen in self.paths:
            action = self.paths[self.chosen]
            self.chosen = ()
            self._skip()
            return action
        self._skip()
        return None

    def can_go_back(self) -> bool:
        start = Picker.__new__(Picker)
        start.paths, start.chosen = self.paths, ()
        start._skip()
        return len(self.chosen) > len(start.chosen)

    def back(self):
        if self.can_go_back():
            self.chosen = self.chosen[:-1]
            while self.chosen and len(self.options()) == 1 and self.chosen + (self.options()[0],) not in self.paths:
                self.chosen = self.chosen[:-1]  # undo auto-taken steps too

    def state(self):
        return self.chosen

    def restore(self, chosen):
        self.chosen = chosen
