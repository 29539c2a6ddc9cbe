"""The end of a match's log in a column: the entries the seat on screen may see, wrapped,
the newest at the bottom; a seat's private lines in the accent colour."""

from __future__ import annotations

from game.core.i18n import N_, tr
from game.render import ui as U


def draw_below(ui, entries, panel: tuple, y: int, bottom: int):
    """The log from window y down to logical `bottom` inside a side panel (`panel`: its
    logical x, y, w, h), on the panel's own background: a piece of the board's layer of
    its own, under the part of the panel above it (ClickBoard.panel_and_log)."""
    x, _top, w, _h = panel
    ui.panel(ui.r(*panel), U.PANEL, U.EDGE, radius=8)
    draw(ui, entries, x + 12, ui.to_logical((0, y))[1], w - 24, bottom)


def draw(ui, entries, x: int, y: int, w: int, bottom: int, title: str = N_("Log"), size: int = 11):
    """Logical coordinates; the lines that fit between `y` and `bottom` (the title shown with tr())."""
    ui.text(tr(title), ui.p(x, y), 13, U.SNOW, bold=True)
    grow = max(1.0, ui.text_scale)  # larger lettering, lines further apart: they never touch
    y += 18 * grow
    step = (size + 3) * grow
    room = max(0, int((bottom - y) // step))
    f = ui.font(size)
    lines: list = []
    # from the newest entry back, only as many as fit: a late game's log has hundreds
    for e in reversed(entries):
        if len(lines) >= room:
            break
        lines[:0] = [(t, e.event.private is not None) for t in U.wrap(f, e.event.shown(), ui.px(w))]
    for text, private in lines[-room:] if room else []:
        ui.text(text, ui.p(x, y), size, U.ACCENT if private else U.TEXT)
        y += step
