"""Mall's colours: one per colour of the rules (six, where the box's seat palette has
five), and the letters that tell the character kinds apart on a token."""

from __future__ import annotations

from game.core.i18n import tr

COLOURS = {"red": (226, 74, 66), "yellow": (238, 200, 60), "blue": (70, 140, 240), "green": (80, 186, 100),
           "purple": (170, 110, 220), "orange": (240, 140, 50)}
INK = {"yellow": (30, 30, 30), "orange": (30, 30, 30)}  # letters on a light token
ZOMBIE = (122, 160, 90)
LIT = (255, 196, 92)


def seat_colour(v, seat: int):
    return COLOURS.get(v.colours[seat], (200, 200, 200))


def ink(v, seat: int):
    return INK.get(v.colours[seat], (250, 250, 250))


def letter(kind_name: str) -> str:
    """A character kind's mark on its token: its name's first letter in the player's language."""
    return tr(kind_name)[:1].upper()
