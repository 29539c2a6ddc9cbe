"""The error screen after an unexpected exception, and a message box over any
screen (a save that can't be loaded, settings reset to defaults...)."""

from __future__ import annotations

import pygame

from game.core.i18n import _, tr
from game.render import ui as U
from game.shell.stack import Scene, button_under


def _buttons(scene, ui, specs, y, size=17):
    """Centred row of buttons: specs are (label, key, enabled, hot)."""
    mouse = pygame.mouse.get_pos()
    w, gap = 210, 20
    x = 640 - (len(specs) * w + (len(specs) - 1) * gap) / 2
    scene.buttons = []
    for i, (label, key, enabled, hot) in enumerate(specs):
        b = U.Button(ui.r(x + i * (w + gap), y, w, 48), label, key, enabled, hot)
        ui.button(b, mouse, size)
        scene.buttons.append(b)


def _click(scene, event) -> object | None:
    if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
        hit = button_under(scene.buttons, event.pos)
        return None if hit is None else hit.key
    return None


class ErrorScene(Scene):
    """Something went wrong: what, where the crash log is, and the way back in."""

    def __init__(self, message: str, log_path, autosave_path=None):
        super().__init__()
        self.message = message
        self.log_path = log_path
        self.autosave_path = autosave_path
        self.buttons: list[U.Button] = []

    def can_continue(self) -> bool:
        from game.shell.savefiles import autosave_path

        return autosave_path().exists()

    def handle_event(self, event) -> bool:
        key = _click(self, event)
        if event.type == pygame.KEYDOWN:
            key = {pygame.K_RETURN: "continue", pygame.K_KP_ENTER: "continue", pygame.K_ESCAPE: "title"}.get(event.key)
        if key is not None:
            self.press(key)
        return True

    def press(self, key):
        if key == "continue" and self.can_continue():
            from game.shell.savefiles import autosave_path

            self.app.load_save(autosave_path())
        elif key == "title":
            self.app.to_title()
        elif key == "quit":
            self.app.quit()

    def draw(self, ui):
        from game.shell.menu_scene import MenuScene

        MenuScene.draw_backdrop(self, ui)
        box = ui.r(190, 120, 900, 480)
        ui.panel(box, U.PANEL, U.BAD, radius=10)
        ui.icon("skull", ui.r(615, 130, 50, 50), U.BAD)
        ui.text(_("Something went wrong"), ui.p(640, 218), 40, U.SNOW, bold=True, display=True, anchor="center")
        ui.wrapped(_("The game hit an unexpected error. It was not something you did."),
                   ui.r(240, 268, 800, 50), 17, U.TEXT)
        ui.text(_("What happened"), ui.p(240, 326), 14, U.MUTED, bold=True)
        ui.wrapped(self.message, ui.r(240, 348, 800, 44), 15, U.BAD)  # the error's own words (for the bug report)
        ui.text(_("The crash log (please send it with a bug report)"), ui.p(240, 400), 14, U.MUTED, bold=True)
        ui.wrapped(str(self.log_path) if self.log_path else _("no log file could be written"),
                   ui.r(240, 422, 800, 44), 15, U.ACCENT)
        if self.can_continue():
            saved = (_("Continue picks up from the last autosave (written just now).") if self.autosave_path
                     else _("Continue picks up from the last autosave (the start of this turn)."))
        else:
            saved = _("There is no autosave to continue from.")
        ui.wrapped(saved, ui.r(240, 474, 800, 44), 15, U.TEXT)
        _buttons(self, ui, [(_("Continue"), "continue", self.can_continue(), True),
                            (_("Back to title"), "title", True, False), (_("Quit"), "quit", True, False)], 530)


class MessageScene(Scene):
    """A box of words with OK, over whatever was showing; the game underneath goes on
    once it is closed."""

    transparent = True

    def __init__(self, title, text):
        """`title`, `text`: English (N_ or Msg; `text` may be a list of lines), shown in the
        player's language."""
        super().__init__()
        self.title, self.message = title, text
        self.buttons: list[U.Button] = []

    @property
    def text(self) -> str:
        """The message in the language shown."""
        if isinstance(self.message, (list, tuple)):
            return "\n".join(tr(getattr(line, "msg", line)) for line in self.message)
        return tr(getattr(self.message, "msg", self.message))

    def handle_event(self, event) -> bool:
        key = _click(self, event)
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_ESCAPE,
                                                           pygame.K_SPACE):
            key = "ok"
        if key == "ok":
            self.app.stack.pop(self)
        return event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.KEYDOWN, pygame.MOUSEWHEEL)

    def draw(self, ui):
        ui.shade(170)
        f = ui.font(15)
        text = self.text
        lines = sum(len(U.wrap(f, para, ui.px(680))) if para else 1 for para in text.split("\n"))
        body_h = min(300, lines * f.get_linesize() / ui.scale * 1.1 + 10)
        h = 150 + body_h
        top = 360 - h / 2
        ui.panel(ui.r(260, top, 760, h), U.PANEL, U.ACCENT, radius=10)
        ui.text(tr(self.title), ui.p(640, top + 40), 30, U.SNOW, bold=True, display=True, anchor="center")
        y = top + 72
        for para in text.split("\n"):
            if not para:
                y += 8
                continue
            y += ui.wrapped(para, ui.r(300, y, 680, top + 72 + body_h - y), 15, U.TEXT) / ui.scale
        _buttons(self, ui, [(_("OK"), "ok", True, True)], top + h - 66)
