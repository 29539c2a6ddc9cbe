"""The strip under a board: the prompt line and a button for every next click (what can
also be clicked on the board is listed too; the numbers are the keys that pick them)."""

from __future__ import annotations

import pygame

from game.core.i18n import N_, _, tr
from game.render import textfit
from game.render import ui as U

ROW, GAP = 38, 8
# the bar's own buttons, after the choices
SHELL_LABELS = {"back": N_("Back (Esc)"), "undo": N_("Undo (Ctrl+Z)")}
KEYS = N_("Keys: 1–9 choose · Enter the only choice · Esc/Backspace or right-click: back (else pause) · Space "
          "hurries the computer")


def draw(ui, box: tuple, prompt: str, options: list, labels: dict, back: bool, mouse,
         stripes: dict | None = None, prompt_height: int = 44, undo: bool = False, *,
         numbers: dict) -> list[U.Button]:
    """Draw the bar in `box` (logical x, y, w, h); the buttons drawn (key: the step,
    "back" or "undo": the last action can be taken back). `numbers`: step -> the number
    key that picks it (ClickBoard.key_numbers), shown on its button. `stripes`: step -> a colour
    marked on its button (a player's colour). The prompt and labels are shown with tr():
    English (N_ or Msg) or already in the player's language."""
    left, top, w, h = box
    right, bottom = left + w, top + h
    ui.panel(ui.r(left, top, w, h), (20, 30, 48), U.EDGE, radius=8)
    textfit.draw(ui, tr(prompt), ui.r(left + 12, top + 8, w - 24, prompt_height), 17, U.SNOW, min_size=11, bold=True)
    options = sorted(options, key=lambda step: numbers.get(step, 10))  # in the order of their keys
    keys = options + (["back"] if back else []) + (["undo"] if undo else [])
    buttons = []
    x, y = left + 12, top + prompt_height + 14
    f = ui.font(15, bold=True)
    for step in keys:
        n = numbers.get(step) if step in options else None
        text = tr(SHELL_LABELS.get(step) or labels.get(step, N_("Back")))
        text = _("{n}. {choice}", n=n, choice=text) if n is not None else text
        bw = max(120, f.size(text)[0] / ui.scale + 28)
        if x + bw > right - 12:
            x, y = left + 12, y + ROW + GAP
        b = U.Button(ui.r(x, y, bw, ROW), text, step, hot=step not in SHELL_LABELS)
        ui.button(b, mouse, 15)
        colour = (stripes or {}).get(step)
        if colour is not None:
            stripe = pygame.Rect(b.rect.x + ui.px(4), b.rect.y + ui.px(6), ui.px(6), b.rect.h - ui.px(12))
            pygame.draw.rect(ui.surface, colour, stripe, border_radius=ui.px(2))
        buttons.append(b)
        x += bw + GAP
    ui.text(_(KEYS), ui.p(left + 12, bottom - 22), 11, U.MUTED)
    return buttons
