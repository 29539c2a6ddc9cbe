"""An online table's connection, over its board (App.frame calls show() after the scenes
are drawn): a strip across the top while another person's seat is away ("Bruno is
reconnecting…", then "The computer plays for Bruno until they are back") or this
window's own connection is lost ("Reconnecting to the table…"); when it closed for good,
a message with the way back to the title. The log's lines on each change are the
match's (RemoteMatch._follow_presence)."""

from __future__ import annotations

import pygame

from game.core.i18n import _
from game.render import ui as U
from game.shell.stack import Scene, button_under

HEIGHT = 34  # the strip's height, logical pixels
COLOUR = (70, 48, 20)  # lantern-dark: news about the table, not about the game


def online_match(app):
    """The online match under the top scene (its board, pause menu or game over), else None."""
    top = app.stack.top
    match = getattr(top, "match", None) or getattr(getattr(top, "board", None), "match", None)
    return match if getattr(match, "online", False) else None


def closed_for_good(match) -> bool:
    """The window's connection ended (refused, or the server said bye) before the game did."""
    return match.remote.status == "closed" and not match.seat_game().is_terminal()


def strip_text(match) -> str | None:
    """What the strip says now (None: no strip)."""
    if match.seat_game().is_terminal():
        return None
    if match.remote.status == "reconnecting":
        return _("Reconnecting to the table…")
    away = [_(match.CHANGES[now], name=match.seats[seat].name) for seat, now in match.away()]
    return " · ".join(away) or None


def draw_strip(ui, text: str) -> None:
    """Centred at the top, as wide as its words: the board stays readable around it."""
    w = ui.surface.get_width()
    width = min(w, ui.font(16, True, text=text).size(text)[0] + ui.px(48))
    rect = pygame.Rect((w - width) // 2, 0, width, ui.px(HEIGHT))
    ui.panel(rect, COLOUR, U.ACCENT, radius=6)
    ui.text(text, rect.center, 16, U.SNOW, bold=True, anchor="center", max_width=(width - ui.px(40)) / ui.scale)


def show(app) -> None:
    match = online_match(app)
    if match is None:
        return
    if closed_for_good(match):
        if not isinstance(app.stack.top, TableClosedScene):
            app.stack.push(TableClosedScene(match))
        return
    text = strip_text(match)
    if text:
        draw_strip(app.ui, text)


class TableClosedScene(Scene):
    """The connection to the table is gone for good: why, and the way back to the title."""

    transparent = True

    def __init__(self, match):
        super().__init__()
        self.match = match
        self.buttons: list[U.Button] = []

    def handle_event(self, event) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            hit = button_under(self.buttons, event.pos)
            if hit is not None:
                self.app.to_title()
        elif event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_ESCAPE):
            self.app.to_title()
        return True

    def draw(self, ui):
        ui.shade(170)
        ui.panel(ui.r(260, 220, 760, 280), U.PANEL, U.BAD, radius=10)
        ui.text(_("The table is out of reach"), ui.p(640, 262), 30, U.SNOW, bold=True, display=True,
                anchor="center")
        ui.wrapped(_("The connection to the table closed and cannot come back by itself."), ui.r(300, 296, 680, 50),
                   15, U.TEXT)
        ui.wrapped(self.match.remote.error or "", ui.r(300, 350, 680, 60), 14, U.MUTED)  # the client's own words
        b = U.Button(ui.r(535, 424, 210, 48), _("Back to title"), "title", True, True)
        ui.button(b, pygame.mouse.get_pos(), 17)
        self.buttons = [b]
