"""Crash safety: an exception in the window shows the error screen with the crash
log's path, the log (rotating, in the user folder) holds the traceback, the game
is autosaved and Continue resumes it."""

import logging
import logging.handlers
import sys

import pytest

from game.shell.match import Match, SeatSetup
from game.shell.stack import Scene
from game.winter.rules import Config


@pytest.fixture
def home(tmp_path, monkeypatch):
    from game.shell import crash

    monkeypatch.setenv("UNTILTHETHAW_HOME", str(tmp_path / "user"))
    yield tmp_path / "user"
    crash.stop_logging()


@pytest.fixture
def app(home):
    from game.shell.app import App

    a = App(headless=True)
    yield a
    a.close()


class Boom(Scene):
    transparent = True

    def update(self, dt):
        raise RuntimeError("the stove exploded")


def started(app, seed=4):
    from game.winter.scenes.board import BoardScene

    seats = [SeatSetup("Ada", True), SeatSetup("Bo", False, "random"), SeatSetup("Cy", False, "random")]
    m = Match(Config(players=3, names=("Ada", "Bo", "Cy")), seed, seats)
    app.settings.ai_pacing = app.settings.animation_speed = "instant"
    board = BoardScene(m)
    app.stack.reset(board)
    for _ in range(400):  # play until the human's first turn of round 1 (the AIs move themselves)
        app.step(0.05)
        if m.game.s.phase == "turns" and m.is_human(m.decider()) and not m.game.s.pending:
            break
        if m.is_human(m.decider()):
            if app.stack.top is not board:
                app.stack.pop()
                board.dialog_open = False
            board.play(m.game.legal_actions()[0])
    app.step(0.05)  # the turn's autosave
    return board


def test_an_exception_shows_the_error_screen_with_the_log_and_an_autosave(app, home, capsys):
    from game.shell import crash
    from game.shell.errors import ErrorScene
    from game.shell.savefiles import autosave_path, load_match
    from game.winter.scenes.board import BoardScene

    board = started(app)
    m = board.match
    board.play(m.game.legal_actions()[0])  # a move after the turn's autosave
    app.stack.push(Boom())
    app.step(0.05)  # no exception escapes
    top = app.stack.top
    assert isinstance(top, ErrorScene) and "the stove exploded" in top.message
    log = crash.log_path()
    assert top.log_path == log and log.parent.parent == home
    text = log.read_text()
    assert "Traceback" in text and "RuntimeError: the stove exploded" in text
    app.ui.drawn = []
    app.stack.draw(app.ui)
    assert str(log) in app.ui.drawn and "Continue" in app.ui.drawn
    assert str(log) in capsys.readouterr().err
    saved = load_match(autosave_path())
    assert saved.game.state_hash() == m.game.state_hash()  # written at the crash, not only at the turn start
    app.step(0.05)  # the error screen itself runs
    top.press("continue")
    resumed = app.stack.top
    assert isinstance(resumed, BoardScene) and resumed.match.game.state_hash() == m.game.state_hash()
    assert resumed.match is not m


def test_a_state_that_does_not_replay_keeps_the_turn_autosave(app, home):
    from game.core.files import settle
    from game.shell.savefiles import autosave_path

    board = started(app, seed=6)
    settle()  # the turn's autosave, written on the writer thread
    before = autosave_path().read_bytes()
    board.match.game.s.morale += 1  # the state no longer follows from the action list
    app.stack.push(Boom())
    app.step(0.05)
    settle()
    assert autosave_path().read_bytes() == before


def test_continue_after_a_crash_from_the_title(app, home):
    from game.shell.menus import TitleScene
    from game.winter.scenes.board import BoardScene

    board = started(app, seed=8)
    want = board.match.game.state_hash()
    app.stack.push(Boom())
    app.step(0.05)
    app.stack.top.press("title")
    title = app.stack.top
    assert isinstance(title, TitleScene) and title.items()[0][2] is True
    title.pick("continue")
    assert isinstance(app.stack.top, BoardScene) and app.stack.top.match.game.state_hash() == want


def test_a_failing_error_screen_is_not_hidden(app, home):
    from game.shell.errors import ErrorScene

    class BrokenError(ErrorScene):
        def update(self, dt):
            raise ValueError("twice")

    app.stack.reset(BrokenError("first", None))
    with pytest.raises(ValueError, match="twice"):
        app.step(0.05)


def test_no_game_no_autosave_but_still_the_screen(app, home):
    from game.shell.errors import ErrorScene
    from game.shell.savefiles import autosave_path

    app.to_title()
    app.stack.push(Boom())
    app.step(0.05)
    top = app.stack.top
    assert isinstance(top, ErrorScene) and top.autosave_path is None and not autosave_path().exists()
    assert not top.can_continue()


def test_logging_goes_to_a_rotating_file_in_the_user_folder(home):
    from game.shell import crash

    path = crash.setup_logging(stderr=False)
    assert path == home / "logs" / "untilthethaw.log"
    handler = crash._file_handler()
    assert isinstance(handler, logging.handlers.RotatingFileHandler) and handler.maxBytes > 0
    assert handler.backupCount >= 1
    assert crash.setup_logging(stderr=False) == path and crash._file_handler() is handler  # once only
    logging.getLogger("game.test").warning("hello log")
    handler.flush()
    assert "hello log" in path.read_text()


def test_the_excepthook_logs_and_names_the_file(home, capsys):
    from game.shell import crash

    try:
        raise KeyError("zombie-7")
    except KeyError:
        crash.excepthook(*sys.exc_info())
    err = capsys.readouterr().err
    assert str(crash.log_path()) in err and "KeyError" in err
    assert "zombie-7" in crash.log_path().read_text()
