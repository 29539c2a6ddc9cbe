"""The window: owns the display, the clock and the scene stack; starts matches.

    python -m game            play
    python -m game --smoke    all-AI game at top speed to the game-over screen, headless
    python -m game --lang ko  play in Korean this time (the settings keep their own choice)
"""

from __future__ import annotations

import logging
import os
import sys
import time

from game.core.i18n import N_, Msg, _, set_language

TITLE = N_("Until the Thaw")
DEFAULT_SIZE = (1280, 720)
MIN_SIZE = (960, 540)
FPS = 60  # frames a second at most, while anything moves
MAX_DT = 0.1  # the longest step of animations between two frames in motion
REST = 1.0  # the longest the loop sleeps at rest: a slow redraw, so nothing forgotten waits longer
POLL = 0.01  # seconds between looks at the event queue at rest (pygame's event.wait looks every millisecond)
AMBIENT = 8.0  # seconds ambient motion (the title's snow) goes on after the last input
INPUT = ("MOUSEMOTION", "MOUSEBUTTONDOWN", "MOUSEBUTTONUP", "MOUSEWHEEL", "KEYDOWN", "KEYUP", "TEXTINPUT",
         "TEXTEDITING")  # the events that tell someone uses the window

log = logging.getLogger(__name__)


class App:
    def __init__(self, size=None, headless: bool = False, settings=None, language: str | None = None):
        """`language`: this run's ("auto", "en", "ko"; --lang), over the settings' until the
        player chooses one in the settings screen; the settings file keeps its own."""
        if headless:
            os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
            os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
        import pygame

        from game.render.ui import UI, reset_caches
        from game.shell import settings as settings_mod
        from game.shell.stack import SceneStack

        self.pg = pygame
        # the AI thinks on a worker thread: hand the interpreter back to the frame loop
        # within a millisecond (the default 5 ms is a third of a frame)
        sys.setswitchinterval(0.001)
        # the player's settings (settings.json in the user folder); headless windows
        # (tests, screenshots, --smoke) use the defaults unless given some
        self.settings_warnings: list[str] = []
        if settings is None:
            if headless:
                settings = settings_mod.Settings()
            else:
                settings, self.settings_warnings = settings_mod.load()
        self.settings = settings
        self._settings_saved = settings.copy()
        self.language_override = language
        self.language_now: str | None = None  # the language in use (set_language's answer)
        size = tuple(size or settings.window_size)
        pygame.init()
        reset_caches()
        self.windowed_size = size
        self.fullscreen = False
        self.screen = pygame.display.set_mode(size, pygame.RESIZABLE)
        self.ui = UI(self.screen)
        self.stack = SceneStack(self)
        self.audio = _audio(settings.volume)
        self.running = True
        self.crashes = 0
        self.clock = pygame.time.Clock()
        self.input_types = {getattr(pygame, name) for name in INPUT}
        self.input_at = time.monotonic()  # when someone last used the window
        self.apply_settings()
        if settings.fullscreen and not headless:
            self.set_fullscreen(True)

    # --- settings ---------------------------------------------------------------
    def apply_settings(self):
        """Make the running game follow self.settings (language, palette, text size, sound, the
        board's speeds)."""
        from game.render import ui as U

        s = self.settings
        was = self.language_now
        # fonts are cached per language and every scene translates as it draws: the next
        # frame is all in the new language
        self.language_now = set_language(self.language_choice)
        self.pg.display.set_caption(_(TITLE))
        U.set_palette(s.colour_blind)
        self.ui.text_scale = s.ui_scale
        if self.audio is not None:
            self.audio.volume = s.volume
        from game.shell.playing import GameScene

        board = self.stack.find(GameScene)
        if board is not None:
            board.follow_settings(s)
        if was is not None and was != self.language_now:
            for scene in list(self.stack.scenes):
                scene.language_changed()

    @property
    def language_choice(self) -> str:
        """The language asked for: this run's (--lang) until the player picks one, else the settings'."""
        return self.language_override or self.settings.language

    def choose_language(self, code: str):
        """The player's choice in the settings screen: kept, and over any --lang from now on."""
        self.language_override = None
        self.settings.language = code

    def save_settings(self) -> bool:
        from game.shell import settings as settings_mod

        try:
            settings_mod.save(self.settings)
        except OSError as e:
            log.warning("settings not saved: %s", e)
            return False
        self._settings_saved = self.settings.copy()
        return True

    def save_settings_if_changed(self):
        """At the end: keep a window size or fullscreen chosen with the mouse or F11."""
        if self.settings != self._settings_saved:
            self.save_settings()

    # --- navigation -------------------------------------------------------------
    def to_title(self):
        from game.shell.menus import TitleScene

        self.stack.reset(TitleScene())

    def start_guide(self, spec):
        """The game's guided first game, on its fixed table; remembered as offered."""
        from game.shell.guide import Guide

        config, seed, seats = spec.guide_setup()
        self.start_match(config, seed, seats, spec)
        board = self.stack.top
        board.guide = Guide(spec.guide_steps())
        if spec.id not in self.settings.guided:
            self.settings.guided = tuple(self.settings.guided) + (spec.id,)
            self.save_settings()

    def start_match(self, config, seed, seats, spec=None):
        """A new game of `spec` (the box's default game if not given) on the screen."""
        from game.shell.match import Match

        match = Match(config, seed, seats, spec=spec)
        self.stack.reset(match.spec.board_scene(match))

    def load_save(self, path) -> bool:
        """Load a save into the window. A bad file gives a message (in the window, on
        stderr and in the log) over whatever is showing, and is left untouched."""
        from game.core.save import SaveError
        from game.shell.savefiles import load_match

        try:
            match = load_match(path)
        except SaveError as e:
            self.tell(N_("This save can't be loaded"), Msg("{problem}\n\nThe file was left as it is.", problem=str(e)))
            return False
        log.info("loaded %s (%d actions)", path, len(match.game.history))
        self.stack.reset(match.spec.board_scene(match))
        return True

    def continue_latest(self) -> bool:
        from game.shell.savefiles import latest

        info = latest()
        if info is None:
            self.tell(N_("Nothing to continue"), N_("There is no saved game in progress."))
            return False
        return self.load_save(info.path)

    def tell(self, title, text, echo: bool = True):
        """A message over the current screen, also in the log and (echo) on stderr. `title`
        and `text` are English (N_ or Msg; `text` may be a list of lines): the window shows
        them in the player's language, the log and stderr in English."""
        from game.shell.errors import MessageScene

        plain = "\n".join(map(str, text)) if isinstance(text, (list, tuple)) else str(text)
        log.info("told the player: %s: %s", title, plain.splitlines()[0] if plain else "")  # the file only
        if echo and sys.stderr is not None:
            print(f"Until the Thaw: {title}: {plain.splitlines()[0] if plain else ''}", file=sys.stderr)
        self.stack.push(MessageScene(title, text))

    def quit(self):
        self.running = False

    # --- the window -------------------------------------------------------------
    def set_fullscreen(self, on: bool):
        if on != self.fullscreen:
            self.toggle_fullscreen()

    def toggle_fullscreen(self):
        pg = self.pg
        self.fullscreen = not self.fullscreen
        if self.fullscreen:
            self.windowed_size = self.screen.get_size()
            self.screen = pg.display.set_mode((0, 0), pg.FULLSCREEN)
        else:
            self.screen = pg.display.set_mode(self.windowed_size, pg.RESIZABLE)
        self.ui.resize(self.screen)
        self.settings.fullscreen = self.fullscreen

    def set_window_size(self, size):
        self.windowed_size = tuple(size)
        self.settings.window_size = tuple(size)
        if not self.fullscreen:
            self.screen = self.pg.display.set_mode(self.windowed_size, self.pg.RESIZABLE)
            self.ui.resize(self.screen)

    # --- the loop ---------------------------------------------------------------
    def frame(self, dt: float, events=()):
        """Handle `events` (those that ended a rest) and the queue's, update, draw, flip."""
        pg = self.pg
        for event in [*events, *pg.event.get()]:
            if event.type in self.input_types:
                self.input_at = time.monotonic()
            if event.type == pg.USEREVENT:
                pass  # App.wake: it only ended a rest
            elif event.type == pg.QUIT:
                self.running = False
            elif event.type == pg.VIDEORESIZE and not self.fullscreen:
                w, h = max(MIN_SIZE[0], event.w), max(MIN_SIZE[1], event.h)
                self.screen = pg.display.set_mode((w, h), pg.RESIZABLE)
                self.ui.resize(self.screen)
                self.windowed_size = self.settings.window_size = (w, h)
            elif event.type == pg.KEYDOWN and event.key == pg.K_F11:
                self.toggle_fullscreen()
            else:
                self.stack.handle_event(event, event.type in self.input_types)
        self.stack.update(dt)
        ui = self.ui
        ui.attended = self.attended()
        if ui.attended:
            ui.ambient += dt
        ui.drawn, ui.due = [], None
        self.stack.draw(ui)
        from game.shell import connection_strip

        connection_strip.show(self)  # an online table's connection, over its board
        pg.display.flip()

    def step(self, dt: float, events=()):
        """One frame; an unexpected exception shows the error screen (game/crash.py)
        instead of closing the window."""
        try:
            self.frame(dt, events)
        except Exception as exc:
            from game.shell.crash import on_crash

            if not on_crash(self, exc):
                raise

    def attended(self) -> bool:
        """Someone used the window lately (AMBIENT): ambient motion goes on."""
        return time.monotonic() - self.input_at < AMBIENT

    def due(self) -> float | None:
        """Seconds until the next frame is needed with no input: the scenes' updates
        (Scene.changes_in) and the last frame drawn (UI.redraw_in) say; None: only input."""
        from game.shell.stack import soonest

        return soonest(self.stack.changes_in(), self.ui.due)

    def rest(self) -> tuple[list, bool]:
        """Wait for a reason to draw: none while something moves; else sleep, looking at the
        event queue every POLL, until input (or the AI worker's answer, App.wake) comes, the
        next frame is due, or REST has passed. Returns the events that ended the wait, and
        whether it slept."""
        due = self.due()
        if due is not None and due <= 0:
            return [], False
        until = time.monotonic() + (REST if due is None else min(REST, due))
        while True:
            events = self.pg.event.get()
            left = until - time.monotonic()
            if events or left <= 0:
                return events, True
            time.sleep(min(POLL, left))

    def run(self, max_seconds: float | None = None) -> int:
        """The window's loop: up to FPS frames a second while anything moves or input comes,
        and asleep while nothing does (a board game waiting for a person spins no fan)."""
        start = time.monotonic()
        while self.running and self.stack.top is not None:
            events, slept = self.rest()
            dt = self.clock.tick(FPS) / 1000.0
            self.step(min(dt, REST if slept else MAX_DT), events)  # timers count the rest in full
            if max_seconds is not None and time.monotonic() - start > max_seconds:
                return 1
        self.keep_game()
        return 0

    def keep_game(self):
        """The window closes: the game on the stack is autosaved as it stands (Continue goes on
        from there, not from the start of the turn)."""
        from game.shell.playing import GameScene

        board = self.stack.find(GameScene)
        if board is not None:
            board.save_as_it_stands()

    @staticmethod
    def wake():
        """From any thread: end the loop's rest (a plain function, holding no window)."""
        pg = sys.modules.get("pygame")
        if pg is not None and pg.display.get_init():
            try:
                pg.event.post(pg.event.Event(pg.USEREVENT))
            except pg.error:  # the window closed meanwhile
                pass

    def close(self):
        from game.core.files import settle

        settle()  # the last autosave lands before the window goes
        self.pg.quit()
        from game.render.ui import reset_caches

        reset_caches()  # fonts and renders die with pygame: nobody may reuse them


def _audio(volume: float = 0.8):
    try:
        from game.render.audio import Audio

        return Audio(volume=volume)
    except Exception:  # no sound module or no device: play silently
        return None


def preflight() -> str | None:
    """Check every game's card data and board maps before opening a window: a broken
    file is one clear line, not a traceback halfway into a game."""
    from game import box

    for spec in box.games():
        try:
            spec.check()
        except ValueError as e:
            return f"{spec.title}: {e}"
    return None


def run(smoke: bool = False, load: str | None = None, resume: bool = False, language: str | None = None) -> int:
    """Play: the title screen, or straight into a save (`load`) or the latest game
    (`resume`); `language` for this run only (--lang). With UNTILTHETHAW_STARTUP_PROBE=1 it prints "title shown" after the
    first frame of the title and exits (bench/startup.py measures cold starts)."""
    problem = preflight()
    if problem:
        print(f"Until the Thaw cannot start: {problem}", file=sys.stderr)
        return 2
    if smoke:
        return run_smoke(language=language)
    from game.shell.crash import install_excepthook, setup_logging
    from game.shell.userdata import home

    logfile = setup_logging()
    install_excepthook()
    log.info("starting (%s), user folder %s, log %s", "frozen" if getattr(sys, "frozen", False) else "from source",
             home(), logfile)
    app = App(language=language)
    try:
        app.to_title()
        if app.settings_warnings:
            # (already on stderr and in the log as warnings)
            app.tell(N_("Settings fell back to defaults"), app.settings_warnings, echo=False)
        if load:
            app.load_save(load)
        elif resume:
            app.continue_latest()
        if os.environ.get("UNTILTHETHAW_STARTUP_PROBE"):
            app.step(0.0)
            print("title shown", flush=True)
            return 0
        return app.run()
    finally:
        app.save_settings_if_changed()
        app.close()


def run_smoke(seed: int = 1, limit_seconds: float = 240, language: str | None = None) -> int:
    """For every game in the box: open the window headless, let all-AI seats play a
    full game at top speed and stop at the game-over screen; then check that the
    autosave written on the way loads back to the same game. Exit 0 on success.
    Uses a throwaway user folder (unless UNTILTHETHAW_HOME is set): the player's own
    saves are never touched."""
    from game import box
    from game.shell.userdata import temporary_home

    with temporary_home():
        for spec in box.games():
            code = _smoke(spec, seed, limit_seconds, language)
            if code:
                return code
    return 0


def _smoke(spec, seed: int, limit_seconds: float, language: str | None = None) -> int:
    from game.core.save import SaveError
    from game.shell.errors import ErrorScene
    from game.shell.match import SeatSetup
    from game.shell.menus import GameOverScene
    from game.shell.savefiles import autosave_path, load_match

    app = App(headless=True, language=language)
    try:
        app.settings.ai_pacing = app.settings.animation_speed = "instant"
        seats = [SeatSetup(f"AI {i + 1}", False, "random") for i in range(spec.default_players)]
        app.start_match(spec.make_config(len(seats), tuple(s.name for s in seats)), seed, seats, spec)
        board = app.stack.top
        board.speed = "instant"
        board.fast_forward = True
        deadline = time.monotonic() + limit_seconds
        while time.monotonic() < deadline:
            app.step(0.05)
            board.fast_forward = True
            top = app.stack.top
            if isinstance(top, ErrorScene):
                print(f"smoke: the game crashed: {top.message} (log: {top.log_path})", file=sys.stderr)
                return 1
            if isinstance(top, GameOverScene):
                app.step(0.05)
                g = board.match.game
                print(f"smoke: {spec.id}: game over after {len(g.history)} actions ({spec.describe(g)})")
                try:
                    again = load_match(autosave_path())
                except SaveError as e:
                    print(f"smoke: the autosave does not load: {e}", file=sys.stderr)
                    return 1
                if again.game.state_hash() != g.state_hash():
                    print("smoke: the autosave is not the finished game", file=sys.stderr)
                    return 1
                print(f"smoke: autosave ok ({autosave_path().name} replays to the final state)")
                return 0
            if top is not board and not isinstance(top, GameOverScene):
                # a colony-phase overlay: skip it
                if hasattr(top, "press"):
                    top.press("skip")
                    top.press("done")
        print("smoke: the game did not finish", file=sys.stderr)
        return 1
    finally:
        app.close()
