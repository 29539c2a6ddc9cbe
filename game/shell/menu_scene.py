"""The menu every plain screen of buttons is: a column of them over the snowy backdrop,
picked by click, by number or, for "back", by Esc. Its own module so that screens the
title opens (online tables) can be menus without importing the title's module."""

from __future__ import annotations

import pygame

from game.core.i18n import _
from game.render import ui as U
from game.shell.keys import is_back
from game.shell.stack import Scene, button_under


class MenuScene(Scene):
    """A column of buttons; subclasses give the items and react to them. Keys 1–9 pick
    the n-th live button (`numbered`), Esc or Backspace picks "back"."""

    title = ""
    subtitle = ""
    numbered = True

    def __init__(self):
        super().__init__()
        self.buttons: list[U.Button] = []

    def items(self) -> list[tuple[str, str, bool]]:
        return []

    def pick(self, key: str):
        pass

    def handle_event(self, event) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            hit = button_under(self.buttons, event.pos)
            if hit is not None:
                self.pick(hit.key)
            return True
        if event.type == pygame.KEYDOWN:
            live = [b for b in self.buttons if b.enabled]
            if self.numbered and pygame.K_1 <= event.key <= pygame.K_9 and event.key - pygame.K_1 < len(live):
                self.pick(live[event.key - pygame.K_1].key)
            elif is_back(event):
                self.pick("back")
            return True
        return False

    def draw_backdrop(self, ui):
        ui.surface.fill(U.BG)
        w, h = ui.surface.get_size()
        t = ui.ambient_time()
        for i in range(140):
            x = (i * 131 + int(t * 12 * (1 + i % 4))) % max(w, 1)
            y = (i * 71 + int(t * 30 * (1 + i % 3))) % max(h, 1)
            pygame.draw.circle(ui.surface, (150 + i % 80, 170 + i % 60, 200 + i % 40), (x, y), 1 + i % 3)
        pts = [ui.p(x, 720 - 90 - 60 * abs(((x / 160) % 2) - 1)) for x in range(0, 1281, 40)]
        pygame.draw.polygon(ui.surface, (22, 34, 52), [ui.p(0, 720)] + pts + [ui.p(1280, 720)])

    def draw(self, ui):
        self.draw_backdrop(ui)
        ui.text(_(self.title), ui.p(640, 130), 64, U.SNOW, bold=True, display=True, anchor="center")
        if self.subtitle:
            ui.text(_(self.subtitle), ui.p(640, 190), 18, U.MUTED, anchor="center")
        self.draw_items(ui, top=260, step=58)

    def draw_items(self, ui, top: float, step: float, height: float = 46, size: float = 18):
        """The menu's buttons in one centred column."""
        self.buttons = []
        mouse = pygame.mouse.get_pos()
        for i, (label, key, enabled) in enumerate(self.items()):
            b = U.Button(ui.r(500, top + i * step, 280, height), label, key, enabled)
            ui.button(b, mouse, size)
            self.buttons.append(b)
