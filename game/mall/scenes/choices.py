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
from game.shell import picker

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


class Picker(picker.Picker):
    """Mall's clicks: a mover's dialled destination is a step only when a sprint card
    offers other places."""

    def __init__(self, legal: list, dest: int | None = None):
        sprinting = any(isinstance(a, Move) and a.sprint is not None for a in legal)
        super().__init__(legal, lambda a: path(a, dest if sprinting else None))
