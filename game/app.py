"""The window: owns the display, the clock and the scene stack; starts matches.

    python -m game            play
    python -m game --smoke    all-AI game at top speed to the game-over screen, headless
"""

from __future__ import annotations

import os
import sys

TITLE = "Until the Thaw"
DEFAULT_SIZE = (1280, 720)
MIN_SIZE = (960, 540)


class App:
    def __init__(self, size=DEFAULT_SIZE, headless: bool = False):
        if headless:
            os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
            os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
        import pygame

        from .render.ui import UI, reset_caches
        from .scenes.stack import SceneStack

        self.pg = pygame
        pygame.init()
        reset_caches()
        pygame.display.set_caption(TITLE)
        self.windowed_size = size
        self.fullscreen = False
        self.screen = pygame.display.set_mode(size, pygame.RESIZABLE)
        self.ui = UI(self.screen)
        self.stack = SceneStack(self)
        self.settings = {"ai_speed": "normal"}
        self.audio = _audio()
        self.running = True
        self.clock = pygame.time.Clock()

    # --- navigation -------------------------------------------------------------
    def to_title(self):
        from .scenes.menus import TitleScene

        self.stack.reset(TitleScene())

    def start_match(self, config, seed, seats):
        from .scenes.board import BoardScene
        from .scenes.match import Match

        self.stack.reset(BoardScene(Match(config, seed, seats)))

    def quit(self):
        self.running = False

    def toggle_fullscreen(self):
        pg = self.pg
        self.fullscreen = not self.fullscreen
        if self.fullscreen:
            self.windowed_size = self.screen.get_size()
            self.screen = pg.display.set_mode((0, 0), pg.FULLSCREEN)
        else:
            self.screen = pg.display.set_mode(self.windowed_size, pg.RESIZABLE)
        self.ui.resize(self.screen)

    # --- the loop ---------------------------------------------------------------
    def frame(self, dt: float):
        pg = self.pg
        for event in pg.event.get():
            if event.type == pg.QUIT:
                self.running = False
            elif event.type == pg.VIDEORESIZE and not self.fullscreen:
                w, h = max(MIN_SIZE[0], event.w), max(MIN_SIZE[1], event.h)
                self.screen = pg.display.set_mode((w, h), pg.RESIZABLE)
                self.ui.resize(self.screen)
            elif event.type == pg.KEYDOWN and event.key == pg.K_F11:
                self.toggle_fullscreen()
            else:
                self.stack.handle_event(event)
        self.stack.update(dt)
        self.ui.drawn = []
        self.stack.draw(self.ui)
        pg.display.flip()

    def run(self, max_seconds: float | None = None) -> int:
        elapsed = 0.0
        while self.running and self.stack.top is not None:
            dt = self.clock.tick(60) / 1000.0
            self.frame(min(dt, 0.1))
            elapsed += dt
            if max_seconds is not None and elapsed > max_seconds:
                return 1
        return 0

    def close(self):
        self.pg.quit()


def _audio():
    try:
        from .render.audio import Audio

        return Audio()
    except Exception:  # no sound module or no device: play silently
        return None


def preflight() -> str | None:
    """Check the card data and every board map before opening a window: a broken
    file is one clear line, not a traceback halfway into a game."""
    from .render.tilemap import MapError, load_slots
    from .rules.winter.content import PLACES, ContentError, default_content

    try:
        default_content()
        for pid in PLACES:
            load_slots(pid)
    except (ContentError, MapError) as e:
        return str(e)
    return None


def run(smoke: bool = False) -> int:
    problem = preflight()
    if problem:
        print(f"Until the Thaw cannot start: {problem}", file=sys.stderr)
        return 2
    if smoke:
        return run_smoke()
    app = App()
    try:
        app.to_title()
        return app.run()
    finally:
        app.close()


def run_smoke(players: int = 4, seed: int = 1, limit_seconds: float = 240) -> int:
    """Open the window headless, let all-AI seats play a full game at top speed and
    stop at the game-over screen. Exit 0 on success."""
    from .rules.winter import Config
    from .scenes.match import SeatSetup
    from .scenes.menus import GameOverScene

    app = App(headless=True)
    try:
        app.settings["ai_speed"] = "instant"
        seats = [SeatSetup(f"AI {i + 1}", False, "random") for i in range(players)]
        app.start_match(Config(players=players, names=tuple(s.name for s in seats)), seed, seats)
        board = app.stack.top
        board.speed = "instant"
        board.fast_forward = True
        import time

        deadline = time.monotonic() + limit_seconds
        while time.monotonic() < deadline:
            app.frame(0.05)
            board.fast_forward = True
            top = app.stack.top
            if isinstance(top, GameOverScene):
                app.frame(0.05)
                print(f"smoke: game over after {len(board.match.game.history)} actions "
                      f"({board.match.game.s.ended_by})")
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
