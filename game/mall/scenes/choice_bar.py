"""The strip under the map: the prompt line and a button for every next click (places
and characters can be clicked on the map too; the numbers are the keys that pick them)."""

from __future__ import annotations

import pygame

from game.mall.scenes import palette as P
from game.render import textfit
from game.render import ui as U

TOP, LEFT, RIGHT, BOTTOM = 488, 8, 912, 712  # logical
ROW, GAP = 38, 8


def draw(ui, g, v, prompt: str, options: list, labels: dict, back: bool, mouse) -> list[U.Button]:
    """Draw the bar; the buttons drawn (key: the step, or "back")."""
    ui.panel(ui.r(LEFT, TOP, RIGHT - LEFT, BOTTOM - TOP), (20, 30, 48), U.EDGE, radius=8)
    textfit.draw(ui, prompt, ui.r(LEFT + 12, TOP + 8, RIGHT - LEFT - 24, 44), 17, U.SNOW, min_size=11, bold=True)
    keys = options + (["back"] if back else [])
    buttons = []
    x, y = LEFT + 12, TOP + 58
    f = ui.font(15, bold=True)
    for step in keys:
        n = options.index(step) + 1 if step in options else None
        text = labels.get(step, "Back") if step != "back" else "Back (Backspace)"
        text = f"{n}. {text}" if n is not None and n <= 9 else text
        w = max(120, f.size(text)[0] / ui.scale + 28)
        if x + w > RIGHT - 12:
            x, y = LEFT + 12, y + ROW + GAP
        b = U.Button(ui.r(x, y, w, ROW), text, step, hot=step != "back")
        ui.button(b, mouse, 15)
        if isinstance(step, tuple) and step[0] == "seat" and labels.get(step, "").count("("):
            stripe = pygame.Rect(b.rect.x + ui.px(4), b.rect.y + ui.px(6), ui.px(6), b.rect.h - ui.px(12))
            pygame.draw.rect(ui.surface, P.seat_colour(v, step[1]), stripe, border_radius=ui.px(2))
        buttons.append(b)
        x += w + GAP
    ui.text("Keys: 1–9 choose · Enter the only choice · Backspace or right-click: back · Space hurries the "
            "computer · Esc pauses", ui.p(LEFT + 12, BOTTOM - 22), 11, U.MUTED)
    return buttons
