"""Mall's choice bar (game/render/choice_bar.py) under the map: a vote's colour buttons
carry the colour's stripe."""

from __future__ import annotations

from game.mall.scenes import palette as P
from game.render import choice_bar
from game.render import ui as U

TOP, LEFT, RIGHT, BOTTOM = 488, 8, 912, 712  # logical
AREA = (0, 485, 916, 235)  # logical: the bar's piece of the board's layer


def draw(ui, g, v, prompt: str, options: list, labels: dict, back: bool, mouse, undo: bool = False,
         vote: bool = False, *, numbers: dict) -> list[U.Button]:
    """Draw the bar; the buttons drawn (key: the step, "back" or "undo"). In a vote
    (`vote`) the colour buttons carry their colour's stripe; `numbers`: each step's key."""
    stripes = {s: P.seat_colour(v, s[1]) for s in options if vote and isinstance(s, tuple) and s[0] == "seat"}
    return choice_bar.draw(ui, (LEFT, TOP, RIGHT - LEFT, BOTTOM - TOP), prompt, options, labels, back, mouse, stripes,
                          undo=undo, numbers=numbers)
