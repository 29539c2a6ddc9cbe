"""The side panel: the round and step, a row per seat, the hand of the seat on screen
and the end of the log (only the entries that seat may see)."""

from __future__ import annotations

import pygame

from game.core.i18n import _, tr
from game.mall.scenes import palette as P
from game.mall.scenes.status import seat_line
from game.mall.scenes.words import step_name
from game.render import textfit
from game.render import ui as U

X, W = 920, 352  # logical
AREA = (916, 0, 364, 720)  # logical: the panel's and its log's pieces of the board's layer
PANEL, LOG_BOTTOM = (X, 8, W, 704), 704  # logical


def draw(ui, g, v, match) -> int:
    """Draw the panel but its log (log_panel.draw_below); the window y where the log goes."""
    ui.panel(ui.r(*PANEL), U.PANEL, U.EDGE, radius=8)
    head = _("Round {n}", n=v.round) if v.round else _("Setup")
    ui.text(head, ui.p(X + 12, 14), 18, U.SNOW, bold=True, display=True)
    ui.text(step_name(v.step), ui.p(X + W - 12, 18), 13, U.ACCENT, bold=True, anchor="topright")
    y = _seats(ui, g, v, match, 44)
    y = _hand(ui, g, v, match.shown, y + 6)
    return ui.p(0, y + 6)[1]


def _seats(ui, g, v, match, y):
    decider = match.decider()
    for seat in range(v.players):
        r = ui.r(X + 8, y, W - 16, 30)
        ui.panel(r, U.PANEL_HI if seat == decider else (28, 40, 62), U.ACCENT if seat == decider else None,
                 radius=5)
        pygame.draw.circle(ui.surface, P.seat_colour(v, seat), ui.p(X + 24, y + 15), ui.px(8))
        name = _("{who} (chief)", who=g.pname(seat)) if seat == v.chief else g.pname(seat)
        r_name = ui.text(name, ui.p(X + 38, y + 6), 13, U.TEXT, bold=True)
        if v.step == "dials" and v.dials is not None and seat in v.dials.choices:  # public: "sets the dial"
            ui.text(_("dial set"), (r_name.right + ui.px(6), r_name.y + ui.px(2)), 10, U.GOOD, bold=True)
        ui.text(seat_line(g, v, seat), ui.p(X + W - 16, y + 8), 11, U.MUTED, anchor="topright")
        y += 33
    return y


def _hand(ui, g, v, shown, y):
    if shown is None:
        ui.text(_("Hands are hidden while no one is on screen."), ui.p(X + 12, y), 12, U.MUTED)
        return y + 20
    hand = v.hands[shown]
    head = _("{who}'s hand", who=g.pname(shown)) if hand else _("{who}'s hand: empty", who=g.pname(shown))
    ui.text(head, ui.p(X + 12, y), 13, U.SNOW, bold=True)
    y += 20
    tall = 44 if len(hand) <= 4 else 22  # a big hand: names only
    for card in hand:
        item = g.c.items[card]
        ui.panel(ui.r(X + 8, y, W - 16, tall - 3), (40, 54, 80), None, radius=4)
        ui.text(tr(item.name), ui.p(X + 14, y + 3), 12, U.ACCENT, bold=True)
        if tall > 22:
            textfit.draw(ui, tr(item.text), ui.r(X + 14, y + 18, W - 30, tall - 22), 10, U.TEXT, min_size=8)
        y += tall
    return y
