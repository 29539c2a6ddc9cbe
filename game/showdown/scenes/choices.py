"""Every legal Showdown action as a path of clicks (game/shell/picker.py), and which
steps are clicked on the table rather than on a button. Pure Python.

    rob       ("card", id) ("use", "rob") ("safe", (owner, position))
    duel      ("card", id) ("use", "duel") ("star", seat)
    duster / stetson   ("card", id) ("use", kind)
    horse     ("card", id) ("use", "horse") ("seat", platform seat)
    attach    ("card", id) ("use", "attach") ("safe", (owner, position)) | ("star", owner)
    peek, blast, slip   ("safe", (owner, position))
    defend, keep, discard, draw, poker, thief   ("card", id)   thief's no: ("pass", None)
    holster   ("card", id) | ("pass", None)        (the fighter is the window's)
    give      ("safe", (me, position)) ("star", to) | ("away", None)
    place     ("seat", platform seat)
    dagger    ("dagger", "gun" | "gold")

Cards are also clicked in the hand, stars on their chairs, safes and empty chairs on the
table; those steps get a button only when the table cannot show them.
"""

from __future__ import annotations

from game.shell.picker import Picker
from game.showdown.rules import actions as A

TABLE_STEPS = ("safe", "seat")  # clicked on the table only
USES = {A.Rob: "rob", A.Duel: "duel", A.Duster: "duster", A.Stetson: "stetson", A.Horse: "horse",
        A.Attach: "attach"}


def path(a, me: int | None = None) -> tuple:
    """The clicks that make `a`; `me` is the seat deciding (a gift's safe is its own)."""
    if type(a) in USES:
        head = (("card", a.card), ("use", USES[type(a)]))
        if isinstance(a, A.Rob):
            return head + (("safe", (a.target, a.position)),)
        if isinstance(a, A.Duel):
            return head + (("star", a.target),)
        if isinstance(a, A.Horse):
            return head + (("seat", a.seat),)
        if isinstance(a, A.Attach):
            return head + ((("star", a.owner),) if a.position < 0 else (("safe", (a.owner, a.position)),))
        return head
    if isinstance(a, (A.Defend, A.Keep, A.Discard, A.Draw, A.Poker, A.Thief, A.Holster)):
        return (("card", a.card),)  # a holster goes to the fighter whose window is open
    if isinstance(a, A.Pass):
        return (("pass", None),)
    if isinstance(a, (A.Peek, A.Blast)):
        return (("safe", (a.owner, a.position)),)
    if isinstance(a, A.Slip):
        return (("safe", (me, a.position)),)
    if isinstance(a, A.Give):
        return (("safe", (me, a.position)), ("away", None) if a.to < 0 else ("star", a.to))
    if isinstance(a, A.Place):
        return (("seat", a.seat),)
    if isinstance(a, A.Dagger):
        return (("dagger", a.choice),)
    raise TypeError(f"no clicks for {a!r}")


def picker(legal: list, me: int | None) -> Picker:
    return Picker(legal, lambda a: path(a, me))
