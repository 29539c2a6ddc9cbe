"""Settings: window, text size, speeds, sound, language, seat colours, the mature default.
Every change applies at once (a new language redraws every screen in it) and is saved
(atomically) in the user folder."""

from __future__ import annotations

import pygame

from game.core.i18n import LANGUAGE_NAMES, LANGUAGES, _, system_language
from game.render import ui as U
from game.shell import settings as S
from game.shell.keys import is_back
from game.shell.stack import Scene, button_maker

LANGUAGE_CHOICES = ("auto",) + LANGUAGES  # the language buttons, left to right (L steps through them)


def language_label(code: str) -> str:
    """A language by its own name (a player who cannot read the current one still finds
    theirs); the system's choice in the language shown, naming what it picks."""
    if code == "auto":
        return _("Automatic ({language})", language=LANGUAGE_NAMES[system_language()])
    return LANGUAGE_NAMES.get(code, code)


def _next(options, value, step=1):
    options = list(options)
    i = options.index(value) if value in options else 0
    return options[(i + step) % len(options)]


class SettingsScene(Scene):
    def __init__(self):
        super().__init__()
        self.buttons: list[U.Button] = []

    # --- changes ---------------------------------------------------------------------
    def press(self, key):
        app = self.app
        s = app.settings
        kind, *rest = key
        step = rest[0] if rest else 1
        if kind == "back":
            app.stack.pop(self)
            return
        if kind == "size":
            sizes = list(S.WINDOW_SIZES)
            if s.window_size not in sizes:
                sizes.append(tuple(s.window_size))
                sizes.sort()
            app.set_window_size(_next(sizes, tuple(s.window_size), step))
        elif kind == "fullscreen":
            app.toggle_fullscreen()
        elif kind == "scale":
            s.ui_scale = min(S.UI_SCALES, key=lambda v: abs(v - s.ui_scale))
            i = S.UI_SCALES.index(s.ui_scale) + step
            s.ui_scale = S.UI_SCALES[max(0, min(len(S.UI_SCALES) - 1, i))]
        elif kind == "anim":
            s.animation_speed = _next(S.SPEEDS, s.animation_speed, step)
        elif kind == "pacing":
            s.ai_pacing = _next(S.SPEEDS, s.ai_pacing, step)
        elif kind == "volume":
            s.volume = round(max(0.0, min(1.0, s.volume + 0.1 * step)), 1)
            if app.audio is not None:
                app.audio.volume = s.volume
                app.audio.play("click")
        elif kind == "colour":
            s.colour_blind = not s.colour_blind
        elif kind == "mature":
            s.mature_default = not s.mature_default
        elif kind == "confirm":
            s.confirm_actions = not s.confirm_actions
        elif kind == "requests":
            s.turn_down_requests = not s.turn_down_requests
        elif kind == "language":
            app.choose_language(rest[0] if rest and rest[0] in LANGUAGE_CHOICES
                                else _next(LANGUAGE_CHOICES, app.language_choice))
        elif kind == "defaults":
            fresh = S.Settings()
            if app.fullscreen != fresh.fullscreen:
                app.toggle_fullscreen()
            app.settings = fresh
            app.set_window_size(fresh.window_size)
        app.apply_settings()
        app.save_settings()

    def handle_event(self, event) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button in (1, 3):
            for b in self.buttons:
                if b.enabled and b.rect.collidepoint(event.pos):
                    key = b.key
                    if event.button == 3 and len(key) == 1 and key[0] not in ("back", "defaults"):
                        key = (key[0], -1)  # right-click steps back
                    self.press(key)
                    break
            return True
        if is_back(event):
            self.app.stack.pop(self)
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_l:
            self.press(("language",))  # the next language, readable or not
        return event.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEWHEEL)

    # --- drawing ---------------------------------------------------------------------
    def draw(self, ui):
        s = self.app.settings
        ui.surface.fill(U.BG)
        mouse = pygame.mouse.get_pos()
        self.buttons = []

        button = button_maker(ui, self.buttons, mouse, 16)

        def row(x, y, label, hint, value, key, hot=False, stepper=False):
            # at a large UI scale a long label or hint is drawn smaller rather than cut
            ui.text(label, ui.p(x, y + 3), 17, U.TEXT, bold=True, max_width=310, min_size=12)
            ui.text(hint, ui.p(x, y + 27), 12, U.MUTED, max_width=310, min_size=8.5)
            if stepper:
                button((x + 320, y, 48, 44), _("−"), (key, -1), size=20)  # (the KR font has no U+2212)
                box = ui.r(x + 376, y, 140, 44)
                ui.panel(box, U.PANEL, U.EDGE, radius=6)
                ui.text(value, box.center, 16, U.TEXT, bold=True, anchor="center")
                button((x + 524, y, 48, 44), "+", (key, 1), size=20)
            else:
                button((x + 320, y, 252, 44), value, (key,), hot=hot)

        ui.text(_("Settings"), ui.p(60, 30), 36, U.SNOW, bold=True, display=True)
        ui.text(_("Changes apply at once and are kept for next time. Right-click a button to step back."),
                ui.p(60, 80), 14, U.MUTED, max_width=1160)

        def on(value: bool) -> str:
            return _("on") if value else _("off")

        x1, x2 = 60, 660
        ui.text(_("DISPLAY"), ui.p(x1, 122), 13, U.ACCENT, bold=True)
        w, h = s.window_size
        row(x1, 146, _("Window size"), _("When not full screen"), _("{w} × {h}", w=w, h=h), "size")
        row(x1, 206, _("Full screen"), _("Also F11 at any time"), on(s.fullscreen), "fullscreen", hot=s.fullscreen)
        row(x1, 266, _("UI scale"), _("Size of all lettering"), f"{round(s.ui_scale * 100)} %", "scale",
            stepper=True)

        ui.text(_("PLAY"), ui.p(x1, 344), 13, U.ACCENT, bold=True)
        row(x1, 368, _("Animation speed"), _("How fast moves play out on the board"), _(s.animation_speed), "anim")
        row(x1, 428, _("AI pacing"), _("Pause between computer players' moves"), _(s.ai_pacing), "pacing")
        row(x1, 488, _("Mature crossroads"), _("Default for new games (in New game)"),
            _("included") if s.mature_default else _("left out"), "mature", hot=s.mature_default)
        row(x1, 548, _("Confirm hard moves"), _("Before an attack on a survivor, exile or discard"),
            _("ask") if s.confirm_actions else _("don't ask"), "confirm", hot=s.confirm_actions)

        ui.text(_("SOUND"), ui.p(x2, 122), 13, U.ACCENT, bold=True)
        row(x2, 146, _("Volume"), _("Sound effects"), f"{round(s.volume * 100)} %", "volume", stepper=True)
        bar = ui.r(x2, 200, 572, 8)
        ui.panel(bar, U.PANEL, None, radius=4)
        if s.volume > 0:
            ui.panel(ui.r(x2, 200, 572 * s.volume, 8), U.ACCENT, None, radius=4)

        # the language: a button per choice, each in its own language (L steps through them)
        ui.text(_("LANGUAGE"), ui.p(x2, 228), 13, U.ACCENT, bold=True)
        lw = (572 - 8 * (len(LANGUAGE_CHOICES) - 1)) / len(LANGUAGE_CHOICES)
        for i, code in enumerate(LANGUAGE_CHOICES):
            chosen = self.app.language_choice == code  # (this run's --lang, until one is chosen here)
            button((x2 + i * (lw + 8), 252, lw, 44), language_label(code), ("language", code), hot=chosen,
                   size=16 if chosen else 15)
        ui.text(_("Also L, or --lang on the command line"), ui.p(x2, 302), 12, U.MUTED, max_width=572)

        ui.text(_("COLOURS"), ui.p(x2, 344), 13, U.ACCENT, bold=True)
        row(x2, 368, _("Colour-blind palette"), _("Seat colours told apart with any colour vision"),
            on(s.colour_blind), "colour", hot=s.colour_blind)
        box = ui.r(x2, 428, 572, 104)
        ui.panel(box, U.PANEL, U.EDGE, radius=8)
        ui.text(_("Seat colours"), ui.p(x2 + 16, 438), 12, U.MUTED, bold=True)
        for i, colour in enumerate(U.SEATS):
            cx = x2 + 16 + i * 110
            pygame.draw.rect(ui.surface, colour, ui.r(cx, 462, 96, 26), border_radius=ui.px(4))
            ui.text(_("Seat {n}", n=i + 1), ui.p(cx + 48, 496), 13, U.TEXT, anchor="midtop")

        row(x2, 548, _("Turn down requests"), _("Winter: when I hold nothing asked for"),
            _("turn down") if s.turn_down_requests else _("ask me"), "requests", hot=s.turn_down_requests)

        from game.shell.userdata import settings_file

        ui.text(_("Kept in {path}", path=str(settings_file())), ui.p(60, 600), 12, U.MUTED, max_width=1160)
        button((60, 640, 180, 48), _("Back"), ("back",), size=17)
        button((1000, 640, 220, 48), _("Reset to defaults"), ("defaults",), size=16)
