"""The statistics after a game, for every game: a table with a column per seat and a row
per number the game counts from its events (GameSpec.stats). Esc or a click goes back."""

from __future__ import annotations

import pygame

from game.core.i18n import _, tr
from game.render import textfit
from game.render import ui as U
from game.shell.keys import is_back
from game.shell.record import Record
from game.shell.stack import Scene

LEFT, TOP, WIDTH, LABEL_W = 60, 110, 1160, 300


class StatsScene(Scene):
    def __init__(self, match, record: Record | None = None):
        super().__init__()
        self.match = match
        record = record or Record.of(match)
        self.spec = record.spec
        self.rows = record.stats()
        self.colours = record.colours()
        self.buttons: list[U.Button] = []

    def handle_event(self, event) -> bool:
        if is_back(event) or event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_s):
            self.app.stack.pop(self)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if any(b.rect.collidepoint(event.pos) for b in self.buttons):
                self.app.stack.pop(self)
        return True

    def draw(self, ui):
        ui.surface.fill(U.BG)
        ui.text(_("Statistics of {game}", game=self.spec.title), ui.p(640, 30), 34, U.SNOW, bold=True, display=True,
                anchor="midtop")
        seats = self.match.seats
        col = (WIDTH - LABEL_W) / max(1, len(seats))
        row_h = min(52, (560 - 60) / max(1, len(self.rows)))
        ui.panel(ui.r(LEFT, TOP, WIDTH, 60 + row_h * len(self.rows) + 10))
        for i, seat in enumerate(seats):
            x = LEFT + LABEL_W + i * col
            colour = U.seat_colour(self.colours.get(i), i)
            pygame.draw.rect(ui.surface, colour, ui.r(x + 8, TOP + 14, 6, 36))
            textfit.draw(ui, seat.name if seat.human else _("{name} (AI)", name=seat.name), ui.r(x + 20, TOP + 12, col - 26, 40), 16,
                         U.SNOW, min_size=9, bold=True, middle=True)
        if not self.rows:
            ui.text(_("This game counts nothing yet."), ui.p(LEFT + 20, TOP + 80), 16, U.MUTED)
        for r, (label, values) in enumerate(self.rows):
            y = TOP + 60 + r * row_h
            if r % 2 == 0:
                pygame.draw.rect(ui.surface, U.PANEL_HI, ui.r(LEFT + 4, y, WIDTH - 8, row_h))
            textfit.draw(ui, tr(label), ui.r(LEFT + 16, y + 4, LABEL_W - 24, row_h - 8), 15, U.TEXT, min_size=9,
                         middle=True)
            best = max(values.values(), default=0)
            for i in range(len(seats)):
                v = values.get(i, 0)
                x = LEFT + LABEL_W + i * col
                ui.text(str(v), ui.r(x, y, col, row_h).center, 18, U.ACCENT if v and v == best else U.TEXT,
                        bold=v == best and v > 0, anchor="center")
        mouse = pygame.mouse.get_pos()
        b = U.Button(ui.r(540, 650, 200, 44), _("Back (Esc)"), "back", hot=True)
        ui.button(b, mouse, 16)
        self.buttons = [b]
