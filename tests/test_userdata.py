"""Saves in the window: the user folder, named slots with seats, round trips at
random points of seeded games, every kind of damaged save refused in words (and
left untouched) while the game keeps running, autosave at every turn start,
Continue, hot-seat loads going to the curtain."""

import json
import os
import sys
from pathlib import Path

import pytest

from game import savegame
from game.core.rng import Rng
from game.core.save import FORMAT, SaveError
from game.shell.match import Match, SeatSetup
from game.winter.rules import Config
from game.winter.rules import actions as A
from game.winter.spec import SPEC as WINTER


def save_game(g, path, extra=None):
    savegame.save_game(WINTER, g, path, extra)


@pytest.fixture
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("UNTILTHETHAW_HOME", str(tmp_path / "user"))
    return tmp_path / "user"


@pytest.fixture
def app(home):
    from game.shell.app import App

    a = App(headless=True)
    yield a
    a.close()


SEATS = [SeatSetup("Ada", True), SeatSetup("Ben", False, "easy"), SeatSetup("Cy", True),
         SeatSetup("Dee", False, "random")]


def played(seed: int, steps: int, seats=SEATS) -> Match:
    m = Match(Config(players=len(seats), names=tuple(s.name for s in seats)), seed,
              [SeatSetup(s.name, s.human, s.level) for s in seats])
    r = Rng(seed)
    for _ in range(steps):
        if m.game.is_terminal():
            break
        legal = m.game.legal_actions()
        calm = [a for a in legal if not isinstance(a, A.CallExile)] or legal  # random exiles end games early
        m.apply(r.choice(calm))
    return m


def frame(app):
    app.ui.drawn = []
    app.stack.draw(app.ui)
    return list(app.ui.drawn)


# --- the user folder ------------------------------------------------------------------

def test_user_folder_is_per_user_never_the_current_or_executable_folder(monkeypatch, tmp_path):
    from game.shell import userdata

    monkeypatch.setenv("UNTILTHETHAW_HOME", str(tmp_path))
    assert userdata.home() == tmp_path.resolve()
    assert userdata.saves_dir().parent == userdata.logs_dir().parent == userdata.settings_file().parent
    monkeypatch.delenv("UNTILTHETHAW_HOME")
    real = userdata.home()
    from platformdirs import user_data_dir

    assert real == Path(user_data_dir("UntilTheThaw", appauthor=False, roaming=False))
    assert real != Path.cwd() and Path(sys.executable).parent not in (real, *real.parents)


def test_temporary_home_is_used_and_removed(monkeypatch):
    from game.shell import userdata

    monkeypatch.delenv("UNTILTHETHAW_HOME")
    with userdata.temporary_home() as tmp:
        assert userdata.home() == tmp.resolve() and tmp.is_dir()
    assert not tmp.exists() and "UNTILTHETHAW_HOME" not in os.environ


# --- round trips ----------------------------------------------------------------------

@pytest.mark.parametrize("seed", [11, 12, 13, 14, 15])
def test_window_save_round_trip_at_random_points(home, seed):
    from game.__main__ import main
    from game.shell.savefiles import load_match, read_info, save_match, slot_path

    steps = Rng(seed * 31).randint(0, 500)
    m = played(seed, steps)
    path = save_match(m, slot_path("slot-2"), "my winter")
    again = load_match(path)
    assert again.game.state_hash() == m.game.state_hash() and again.game.history == m.game.history
    assert [(s.name, s.human, s.level) for s in again.seats] == [(s.name, s.human, s.level) for s in m.seats]
    assert again.config == m.config and again.seed == m.seed
    assert len(again.log) == len(m.log)  # the game log is rebuilt too
    assert again.shown is None  # two humans: nobody's secrets until the curtain
    info = read_info(path)
    assert info.ok and info.label == "my winter" and info.round == m.game.s.round
    assert [s.name for s in info.seats] == ["Ada", "Ben", "Cy", "Dee"] and info.over == m.game.is_terminal()
    # the plain replay command reads window saves
    assert main(["replay", str(path), "--verify"]) == 0
    if not m.game.is_terminal():  # and it plays on exactly like the original
        a = m.game.legal_actions()[-1]
        assert [e.text for e in again.apply(a)] == [e.text for e in m.apply(a)]


def test_saves_without_seats_still_load(home, tmp_path):
    from game.shell.savefiles import load_match

    m = played(3, 80)
    p = tmp_path / "old.json"
    save_game(m.game, p)  # a save as written before seats were stored (or by the CLI)
    again = load_match(p)
    assert again.game.state_hash() == m.game.state_hash()
    assert [s.human for s in again.seats] == [True, False, False, False]
    assert [s.name for s in again.seats] == ["Ada", "Ben", "Cy", "Dee"]


def test_one_human_load_shows_that_seat(home):
    from game.shell.savefiles import load_match, save_match, slot_path

    m = played(4, 60, [SeatSetup("Solo", True), SeatSetup("Bot", False, "random"), SeatSetup("Bot2", False, "easy")])
    assert load_match(save_match(m, slot_path("slot-1"))).shown == 0


# --- damaged saves --------------------------------------------------------------------

def good_save(home):
    from game.shell.savefiles import save_match, slot_path

    p = save_match(played(7, 90), slot_path("slot-1"), "fine")
    return p, json.loads(p.read_text())


DAMAGE = [
    ("truncated", lambda t, d: t[: len(t) // 2], "truncated"),
    ("empty", lambda t, d: "", "empty"),
    ("not an object", lambda t, d: "[1, 2]", "expected a JSON object"),
    ("newer version", lambda t, d: json.dumps({**d, "format": FORMAT + 1}), "newer version"),
    ("missing key", lambda t, d: json.dumps({k: v for k, v in d.items() if k != "actions"}), "'actions' is missing"),
    ("wrong type", lambda t, d: json.dumps({**d, "seed": "x"}), "wrong type"),
    ("bad action", lambda t, d: json.dumps({**d, "actions": d["actions"] + ["fly away"]}), "does not replay"),
    ("hand-edited", lambda t, d: json.dumps({**d, "actions": d["actions"][:-3]}), "does not reproduce"),
    ("hand-edited hash", lambda t, d: json.dumps({**d, "final_hash": "0" * 64}), "does not reproduce"),
    ("bad config", lambda t, d: json.dumps({**d, "config": {**d["config"], "players": 9}}), "bad config"),
    ("seats wrong type", lambda t, d: json.dumps({**d, "seats": "Ada"}), "'seats' has the wrong type"),
    ("seats wrong count", lambda t, d: json.dumps({**d, "seats": d["seats"][:2]}), "2 seats for a 4-player game"),
    ("seat garbled", lambda t, d: json.dumps({**d, "seats": [{"name": 3}] * 4}), "seat 1 is not"),
    ("another game", lambda t, d: json.dumps({**d, "game": "chess"}), "another game"),
    ("binary", lambda t, d: b"\xff\xfe\x00garbage", "not text"),
]


@pytest.mark.parametrize("name,mutate,words", DAMAGE, ids=[d[0] for d in DAMAGE])
def test_every_kind_of_damaged_save_is_refused_in_the_window(app, home, capsys, name, mutate, words):
    from game.shell.errors import MessageScene
    from game.shell.savefiles import load_match, read_info, slot_path
    from game.winter.scenes.board import BoardScene

    p, data = good_save(home)
    bad = slot_path("slot-4")
    out = mutate(p.read_text(), data)
    bad.write_bytes(out if isinstance(out, bytes) else out.encode())
    before = bad.read_bytes()
    with pytest.raises(SaveError, match=words):
        load_match(bad)
    # in the window, over a game being played: a message, the game keeps running
    playing = played(2, 30)
    app.stack.reset(BoardScene(playing))
    assert app.load_save(bad) is False
    top = app.stack.top
    assert isinstance(top, MessageScene) and words in top.text
    assert any(words in t for t in frame(app))
    assert f"{bad}" in capsys.readouterr().err  # and on the command line
    app.step(0.05)
    top.app.stack.pop(top)
    assert isinstance(app.stack.top, BoardScene) and app.stack.top.match is playing
    app.step(0.05)
    assert bad.read_bytes() == before  # left untouched
    if name not in ("bad action", "hand-edited", "hand-edited hash", "bad config", "another game"):
        assert read_info(bad).error  # the slot list shows it as damaged without replaying


def test_damaged_save_on_the_command_line(home, capsys):
    from game.__main__ import main
    from game.shell.savefiles import slot_path

    p, data = good_save(home)
    slot_path("slot-5").write_text(json.dumps({**data, "format": FORMAT + 3}))
    assert main(["saves", "--verify"]) == 1
    out = capsys.readouterr().out
    assert "slot-5" in out and "newer version" in out and "[verified]" in out
    assert main(["replay", str(slot_path("slot-5"))]) == 1
    assert "newer version" in capsys.readouterr().err


# --- the slots scene -------------------------------------------------------------------

def test_save_and_load_through_the_slot_scene(app, home):
    from game.shell.menus import PauseScene
    from game.shell.savefiles import read_info, slot_path
    from game.shell.saveload import SaveLoadScene
    from game.winter.scenes.board import BoardScene

    m = played(5, 40)
    assert not m.game.is_terminal()
    board = BoardScene(m)
    app.stack.reset(board)
    app.stack.push(PauseScene(board))
    app.stack.top.pick("save")
    scene = app.stack.top
    assert isinstance(scene, SaveLoadScene) and scene.mode == "save" and len(scene.rows) == 6
    scene.press(("row", 2))
    scene.name, scene.name_edited = "Before the storm", True
    texts = frame(app)
    assert "Empty slot" in texts and "Save" in texts
    scene.press(("confirm",))
    info = read_info(slot_path("slot-3"))
    assert info.ok and info.label == "Before the storm" and "Saved" in scene.note
    assert "Before the storm" in frame(app) and "Overwrite" in frame(app)
    # load it back from the title
    app.to_title()
    app.stack.top.pick("load")
    scene = app.stack.top
    assert isinstance(scene, SaveLoadScene) and scene.mode == "load"
    k = next(i for i, r in enumerate(scene.rows) if r.slot == "slot-3")
    scene.press(("row", k))
    texts = " ".join(frame(app))
    assert "Before the storm" in texts and "Ada" in texts and f"Round {m.game.s.round}" in texts
    scene.press(("confirm",))
    assert isinstance(app.stack.top, BoardScene) and app.stack.top.match.game.state_hash() == m.game.state_hash()
    # delete asks twice
    app.to_title()
    app.stack.top.pick("load")
    scene = app.stack.top
    scene.press(("row", next(i for i, r in enumerate(scene.rows) if r.slot == "slot-3")))
    scene.press(("delete",))
    assert slot_path("slot-3").exists()
    scene.press(("delete",))
    assert not slot_path("slot-3").exists()


# --- autosave and Continue -------------------------------------------------------------

def test_autosave_at_the_start_of_every_turn(app, home):
    from game.core.files import settle
    from game.shell.savefiles import autosave_path, load_match
    from game.winter.scenes.board import BoardScene

    seats = [SeatSetup(f"AI {i}", False, "random") for i in range(3)]
    m = Match(Config(players=3, names=tuple(s.name for s in seats)), 23, seats)  # a seed whose random game lasts over 4 turns
    app.settings.ai_pacing = app.settings.animation_speed = "instant"
    board = BoardScene(m)
    app.stack.reset(board)
    starts, last, checked = [], None, 0
    for _ in range(3000):
        s = m.game.s
        key = (s.round, s.turn_index, s.active) if s.phase == "turns" else None
        if key is not None and key != last:
            starts.append(len(m.game.history))
            last = key
        app.step(0.05)
        board.fast_forward = True
        if app.stack.top is not board:
            if m.game.is_terminal():
                break
            top = app.stack.top
            if hasattr(top, "press"):
                top.press("skip")
                top.press("done")
        settle()  # autosaves are written on the writer thread
        if starts and autosave_path().exists() and not m.game.is_terminal():
            on_disk = json.loads(autosave_path().read_text())
            assert len(on_disk["actions"]) == starts[-1]  # the state as the latest turn began
            checked += 1
    assert len(starts) >= 4 and checked > 10
    assert board.autosaver.written >= len(starts)
    done = load_match(autosave_path())  # written once more when the game ended
    assert done.game.is_terminal() and done.game.state_hash() == m.game.state_hash()


def test_continue_resumes_the_latest_game(app, home):
    import time

    from game.shell.menus import TitleScene
    from game.shell.savefiles import autosave, latest, save_match, slot_path
    from game.winter.scenes.board import BoardScene

    app.to_title()
    assert latest() is None and app.stack.top.items()[0] == ("Continue", "continue", False)
    old, new = played(8, 40), played(9, 70)
    save_match(old, slot_path("slot-1"), "older")
    time.sleep(0.01)
    autosave(new)
    app.to_title()
    title = app.stack.top
    assert isinstance(title, TitleScene) and title.items()[0] == ("Continue", "continue", True)
    assert any("Round" in t for t in frame(app))
    title.pick("continue")
    board = app.stack.top
    assert isinstance(board, BoardScene) and board.match.game.state_hash() == new.game.state_hash()
    # a finished latest game leaves nothing to continue
    done = played(10, 5000)
    assert done.game.is_terminal()
    autosave(done)
    assert latest() is None


def test_hot_seat_load_goes_straight_to_the_curtain(app, home):
    from game.shell.overlays import CurtainScene
    from game.shell.savefiles import load_match, save_match, slot_path

    m = played(6, 0, [SeatSetup("Ada", True), SeatSetup("Ben", True), SeatSetup("Cy", False, "random")])
    r = Rng(1)
    while not (m.is_human(m.decider()) and m.game.s.phase == "turns" and m.decider() != 0):
        m.apply(r.choice(m.game.legal_actions()))
    secret = m.game.c.objectives[m.game.s.players[m.decider()].objective].title
    path = save_match(m, slot_path("slot-1"))
    assert app.load_save(path)
    for _ in range(5):
        if isinstance(app.stack.top, CurtainScene):
            break
        assert secret not in " ".join(frame(app))
        app.step(0.05)
    top = app.stack.top
    assert isinstance(top, CurtainScene) and top.seat == m.decider()
    assert secret not in " ".join(frame(app))
    top.lift()
    assert load_match(path).shown is None


def test_a_failed_autosave_does_not_stop_the_game(home, monkeypatch):
    from game.shell.savefiles import autosave, autosave_path

    m = played(3, 30)
    assert autosave(m) == autosave_path()
    before = autosave_path().read_bytes()

    def boom(*a, **k):
        raise OSError("disk full")

    monkeypatch.setattr("os.replace", boom)
    m.apply(m.game.legal_actions()[0])
    assert autosave(m) is None  # logged, not raised
    assert autosave_path().read_bytes() == before  # the previous save survives
    assert sorted(p.name for p in autosave_path().parent.iterdir()) == ["autosave.json"]
