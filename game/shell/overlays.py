"""Scenes over a game's board that every game shares: the modal overlay base, the
hot-seat curtain and the "are you sure?" confirmation."""

from __future__ import annotations

import pygame

from game.core.i18n import _, tr
from game.render import textfit
from game.render import ui as U
from game.shell.keys import is_back
from game.shell.stack import Scene, button_under


class Overlay(Scene):
    transparent = True

    def handle_event(self, event) -> bool:  # modal: nothing reaches the board
        if is_back(event) and (self.step_back() or self.pause_game()):
            return True
        return event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.KEYDOWN, pygame.MOUSEWHEEL)

    def step_back(self) -> bool:
        """The back key (Esc, Backspace) takes back a choice half made in the dialog: True if
        there was one (a dialog with such choices says how)."""
        return False

    def pause_game(self) -> bool:
        """Else the back key pauses the game, from any dialog of it."""
        if getattr(self, "board", None) is None:
            return False
        self.board.pause_game()
        return True

    def clicked(self, event):
        """The key of the enabled button a left click lands on, else None."""
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            return button_under(getattr(self, "buttons", ()), event.pos)
        return None


class CurtainScene(Scene):
    """Hides everything until the named player confirms they alone are looking: a
    deliberate click or Enter on the button, which wakes after a moment (Space, the
    key that hurries the computer players, never lifts it)."""

    ARM = 0.8  # seconds before the button can be used

    def __init__(self, match, seat: int, board=None):
        """`board`: the game scene under the curtain, which Esc pauses."""
        super().__init__()
        self.match, self.seat, self.board = match, seat, board
        self.button = None
        self.age = 0.0

    @property
    def armed(self) -> bool:
        return self.age >= self.ARM

    def update(self, dt):
        self.age += dt

    def changes_in(self):
        return None if self.armed else self.ARM - self.age  # the button wakes

    def controls(self) -> list:
        return [(self.button.rect, "go")] if self.button and self.armed else []

    def handle_event(self, event) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.button and \
                self.button.rect.collidepoint(event.pos) and self.armed:
            self.lift()
        elif event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER) and self.armed:
            self.lift()
        elif is_back(event) and self.board is not None:
            self.board.pause_game()
        return True

    def lift(self):
        self.match.reveal_to(self.seat)
        self.app.stack.pop(self)

    def draw(self, ui):
        ui.surface.fill((10, 14, 24))
        w, h = ui.surface.get_size()
        t = ui.ambient_time()
        for i in range(60):  # quiet snowfall
            x = (i * 97) % max(w, 1)
            y = (i * 53 + int(t * 30 * (1 + i % 3))) % max(h, 1)
            pygame.draw.circle(ui.surface, (190, 205, 225), (x, y), 1 + i % 2)
        name = self.match.seats[self.seat].name
        ui.text(_("Pass to {name}", name=name), ui.p(640, 280), 44, U.SNOW, bold=True, display=True, anchor="center")
        ui.text(_("Click the button (or press Enter) when only {name} is looking.", name=name), ui.p(640, 340), 20,
                U.MUTED, anchor="center", max_width=1200)
        self.button = U.Button(ui.r(520, 390, 240, 48), _("I am {name}", name=name), "go", enabled=self.armed,
                               hot=self.armed)
        ui.button(self.button, pygame.mouse.get_pos(), 18)


class ConfirmScene(Overlay):
    """Are you sure? For an action that hurts someone or cannot be taken back: on yes the
    board plays `action`, or `then()` is called (a step of the shell's, not a game action)."""

    def __init__(self, board, action, question: str, then=None):
        super().__init__()
        self.board, self.action, self.question, self.then = board, action, question, then
        self.buttons: list[U.Button] = []

    def handle_event(self, event) -> bool:
        b = self.clicked(event)
        if b is not None:
            self.answer(b.key)
            return True
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_y):
            self.answer(True)
            return True
        if is_back(event) or (event.type == pygame.KEYDOWN and event.key == pygame.K_n):
            self.answer(False)
            return True
        return super().handle_event(event)

    def answer(self, yes: bool):
        self.app.stack.pop(self)
        if yes and self.then is not None:
            self.then()
        elif yes:
            self.board.play(self.action)

    def draw(self, ui):
        ui.shade(150)
        box = ui.r(380, 250, 520, 210)
        ui.panel(box, (30, 34, 50), U.BAD, radius=10)
        ui.text(_("Are you sure?"), ui.p(404, 268), 22, U.SNOW, bold=True, display=True)

        textfit.draw(ui, tr(self.question), ui.r(404, 306, 472, 80), 15, U.TEXT, min_size=10)
        mouse = pygame.mouse.get_pos()
        self.buttons = [U.Button(ui.r(404, 398, 220, 44), _("Yes, do it (Enter)"), True, hot=True),
                        U.Button(ui.r(656, 398, 220, 44), _("No (Esc)"), False)]
        for b in self.buttons:
            ui.button(b, mouse, 15)
