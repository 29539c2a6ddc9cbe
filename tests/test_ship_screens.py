"""The new screens render at common sizes (title with Continue, save and load slots,
settings, the error screen), and the command line opens saves or says why not."""

import os
import subprocess
import sys
from pathlib import Path

import pygame
import pytest

ROOT = Path(__file__).resolve().parent.parent


@pytest.mark.parametrize("scene", ["title", "load", "save", "settings", "error"])
def test_screens_render_at_two_sizes(tmp_path, scene):
    from game.shell.screenshot import render

    for size in ((1280, 720), (1920, 1080)):
        out = tmp_path / f"{scene}.png"
        render(4, str(out), scene, size)
        img = pygame.image.load(str(out))
        assert img.get_size() == size
        colours = {img.get_at((x, y))[:3] for x in range(0, size[0], 9) for y in range(0, size[1], 9)}
        assert len(colours) > 8


def probe(*args, home):
    env = dict(os.environ, UNTILTHETHAW_STARTUP_PROBE="1", UNTILTHETHAW_HOME=str(home), SDL_VIDEODRIVER="dummy",
               SDL_AUDIODRIVER="dummy")
    return subprocess.run([sys.executable, "-m", "game", *args], cwd=ROOT, env=env, capture_output=True, text=True,
                          timeout=120)


def test_command_line_load_of_a_damaged_save_says_why_and_keeps_running(tmp_path):
    bad = tmp_path / "bad.json"
    bad.write_text('{"format": 1, "game": "win')
    r = probe("--load", str(bad), home=tmp_path / "user")
    assert r.returncode == 0 and "title shown" in r.stdout  # the window is up (the title, with the message)
    assert "can't be loaded" in r.stderr and "truncated" in r.stderr and "Traceback" not in r.stderr
    assert bad.read_text() == '{"format": 1, "game": "win'
    log = (tmp_path / "user" / "logs" / "untilthethaw.log").read_text()
    assert "can't be loaded" in log


def test_command_line_continue_and_broken_settings(tmp_path):
    home = tmp_path / "user"
    home.mkdir()
    (home / "settings.json").write_text("{ broken")
    r = probe("--continue", home=home)
    assert r.returncode == 0 and "title shown" in r.stdout
    assert "Nothing to continue" in r.stderr and "settings.json is damaged" in r.stderr
    assert (home / "settings.json").read_text() == "{ broken"
