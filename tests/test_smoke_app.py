"""The all-AI smoke game (`--smoke`) in its own module: it opens and closes a window of
its own, which would close the display under test_scenes.py's shared one."""

from game.shell.app import run_smoke


def test_the_all_ai_smoke_game_reaches_game_over():
    assert run_smoke(seed=2) == 0
