import os
import sys
import tempfile
from pathlib import Path

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
# the window follows the system's language by default: tests read English unless they ask
os.environ["LANGUAGE"] = "en"
# saves, settings and logs of every test go to a throwaway folder, never the real user's
os.environ["UNTILTHETHAW_HOME"] = tempfile.mkdtemp(prefix="untilthethaw-tests-")
HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE.parent))


@pytest.fixture
def display():
    """A tiny headless pygame display: loading a map's images (load_board) needs one."""
    import pygame
    pygame.display.init()
    if pygame.display.get_surface() is None:
        pygame.display.set_mode((64, 64))
    return pygame


@pytest.fixture
def window(tmp_path, monkeypatch):
    """make(size) -> a headless App at instant AI pacing and fast animations (boards' tests)."""
    monkeypatch.setenv("UNTILTHETHAW_HOME", str(tmp_path / "home"))
    apps = []

    def make(size=(1280, 720)):
        from game.shell.app import App

        app = App(size=size, headless=True)
        app.settings.ai_pacing, app.settings.animation_speed = "instant", "fast"
        apps.append(app)
        return app

    yield make
    for app in apps:
        app.close()
