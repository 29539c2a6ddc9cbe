"""Text that must never be cut: wrapped into a box, at the largest size (down to a
floor) at which every line fits. Used for prompts, card names and objectives."""

from __future__ import annotations

import pygame

from game.render import ui as U

_LAYOUTS: dict = {}
_MAX = 2048


class Overflowing(str):
    """A line drawn past its box (the text did not fit even at the floor size): recorded in
    ui.drawn as such, so that a test can find text that is clipped or runs over its neighbours."""


def layout(ui: U.UI, text: str, rect: pygame.Rect, size: float, min_size: float = 8, bold: bool = False,
           line_gap: float = 1.0) -> tuple[pygame.font.Font, list[str], int]:
    """(font, lines, step) for the largest size from `size` down to `min_size` at which
    the wrapped text fits the rect (at the floor it may still overflow)."""
    key = (text, rect.size, size, min_size, bold, line_gap, ui.scale, ui.text_scale)
    hit = _LAYOUTS.get(key)
    if hit is not None and hit[0] is ui.font(hit[3], bold, text=text):
        return hit[:3]
    s = size
    while True:
        f = ui.font(s, bold, text=text)
        lines = U.wrap(f, text, rect.width)
        step = max(1, round(f.get_linesize() * line_gap))
        fits = len(lines) * step <= rect.height + 2 and all(f.size(x)[0] <= rect.width for x in lines)
        if fits or s <= min_size:  # (a word longer than the width shrinks the text too)
            break
        s = max(min_size, s - 0.5)
    if len(_LAYOUTS) > _MAX:
        _LAYOUTS.clear()
    _LAYOUTS[key] = (f, lines, step, s)
    return f, lines, step


def draw(ui: U.UI, text: str, rect: pygame.Rect, size: float, colour=U.TEXT, min_size: float = 8,
         bold: bool = False, line_gap: float = 1.0, align: str = "left", middle: bool = False) -> int:
    """Draw wrapped, shrunk-to-fit text (centred in the rect's height if `middle`);
    returns the height used (window pixels)."""
    f, lines, step = layout(ui, text, rect, size, min_size, bold, line_gap)
    over = len(lines) * step > rect.height + 2 or any(f.size(x)[0] > rect.width for x in lines)
    y = rect.top
    if middle:
        y = rect.centery - (len(lines) * step) // 2
    for line in lines:
        _line(ui, f, Overflowing(line) if over else line, (rect.centerx, y) if align == "center" else (rect.left, y),
              colour, "midtop" if align == "center" else "topleft")
        y += step
    return len(lines) * step


def _line(ui: U.UI, f: pygame.font.Font, text: str, pos, colour, anchor: str):
    ui.drawn.append(text)
    img = U.render(f, text, colour)
    ui.surface.blit(img, img.get_rect(**{anchor: pos}))


def fits(ui: U.UI, text: str, rect: pygame.Rect, size: float, min_size: float = 8, bold: bool = False,
         line_gap: float = 1.0) -> bool:
    """True if the text fits the rect at some size down to the floor (tests check the UI with it)."""
    f, lines, step = layout(ui, text, rect, size, min_size, bold, line_gap)
    return len(lines) * step <= rect.height + 2 and all(f.size(x)[0] <= rect.width for x in lines)
