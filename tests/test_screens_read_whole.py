"""The screens around Mall's and Showdown's tables, at each window size, UI scale and
language a player may choose (board_kit.LOOKS): the title, new game, settings, saves, the
curtain, the pause menu, the seats, the rules, the game-over screen and each game's own
moments. No string drawn is cut short. (The boards and their dialogs through whole games:
tests/test_mall_window.py, tests/test_showdown_window.py.)"""

from __future__ import annotations

import pytest
from board_kit import LOOK_IDS, LOOKS, no_cut_text

from game import box
from game.core.i18n import set_language
from game.shell import screenshot

GAMES = ("mall", "showdown")
MENUS = ("pause", "seats", "rules")  # pushed over the board


@pytest.fixture(autouse=True)
def english_after():
    yield
    set_language("en")


def scenes(game_id: str) -> list[str]:
    return [*screenshot.scenes(box.get(game_id)), *MENUS]


def staged(game_id, scene, size, scale, language):
    """The scene drawn once (a menu over the game's board)."""
    from game.shell.menus import PauseScene
    from game.shell.rules_scene import RulesScene
    from game.shell.takeover import SeatsScene

    if scene not in MENUS:
        return screenshot.staged(3, scene, size, game_id, language, scale)
    menu = {"pause": PauseScene, "seats": SeatsScene, "rules": lambda board: RulesScene(box.get(game_id))}[scene]

    class Over:
        def __enter__(self):
            self.inner = screenshot.staged(3, "board", size, game_id, language, scale)
            app = self.inner.__enter__()
            app.stack.push(menu(app.stack.top))
            app.ui.drawn = []
            app.stack.update(0.05)
            app.stack.draw(app.ui)
            return app

        def __exit__(self, *exc):
            return self.inner.__exit__(*exc)

    return Over()


CASES = [(g, s, look) for g in GAMES for s in scenes(g) for look in LOOKS]


@pytest.mark.parametrize("game_id,scene,look", CASES,
                         ids=[f"{g}-{s}-{i}" for g, s, _ in CASES for i in [LOOK_IDS[LOOKS.index(_)]]])
def test_every_screen_reads_whole(game_id, scene, look):
    size, scale, language = look
    with staged(game_id, scene, size, scale, language) as app:
        assert app.ui.drawn, "nothing drawn"
        no_cut_text(app, f"{game_id}/{scene}")
