"""Settings: defaults, a round trip through the user folder, a broken file falling
back to defaults with a warning (and left as it was), each setting reaching the
part of the game it drives."""

import json

import pytest

from game.shell import settings as S


@pytest.fixture
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("UNTILTHETHAW_HOME", str(tmp_path / "user"))
    return tmp_path / "user"


@pytest.fixture
def app(home):
    from game.render import ui as U
    from game.shell.app import App

    a = App(headless=True)
    yield a
    a.close()
    U.set_palette(False)


def test_missing_file_means_defaults_without_warnings(home):
    s, warnings = S.load()
    assert s == S.Settings() and warnings == []


def test_round_trip_through_the_user_folder(home):
    s = S.Settings(window_size=(1600, 900), fullscreen=True, ui_scale=1.2, animation_speed="fast",
                   ai_pacing="slow", volume=0.3, colour_blind=True, mature_default=False)
    path = S.save(s)
    assert path == home / "settings.json"
    again, warnings = S.load()
    assert again == s and warnings == []


@pytest.mark.parametrize("content,words", [
    (b"{ not json", "damaged"),
    (b"\xff\xfe\x00\x01", "damaged"),
    (b"", "damaged"),
    (b"[1, 2, 3]", "not a settings file"),
    (b'{"format": 99, "volume": 0.1}', "newer version"),
])
def test_a_broken_file_falls_back_to_defaults_with_a_warning(home, caplog, content, words):
    path = home / "settings.json"
    path.parent.mkdir(parents=True)
    path.write_bytes(content)
    s, warnings = S.load()
    assert s == S.Settings()
    assert len(warnings) == 1 and words in warnings[0] and str(path) in warnings[0]
    assert words in caplog.text  # logged as a warning too
    assert path.read_bytes() == content  # left as it was


def test_a_bad_value_falls_back_alone(home):
    path = home / "settings.json"
    path.parent.mkdir(parents=True)
    path.write_text(json.dumps({"format": 1, "volume": 7, "ai_pacing": "warp", "window_size": [10, 10],
                                "fullscreen": "yes", "ui_scale": 1.1, "colour_blind": True, "shoe_size": 44}))
    s, warnings = S.load()
    assert s.ui_scale == 1.1 and s.colour_blind is True  # the good ones are kept
    assert s.volume == 0.8 and s.ai_pacing == "normal" and s.window_size == (1280, 720) and s.fullscreen is False
    text = " ".join(warnings)
    for key in ("volume", "ai_pacing", "window_size", "fullscreen", "shoe_size"):
        assert key in text


def test_a_failed_write_keeps_the_previous_settings(home, monkeypatch):
    S.save(S.Settings(volume=0.5))
    before = (home / "settings.json").read_bytes()

    def boom(*a, **k):
        raise OSError("disk full")

    monkeypatch.setattr("os.replace", boom)
    with pytest.raises(OSError):
        S.save(S.Settings(volume=0.1))
    assert (home / "settings.json").read_bytes() == before
    assert sorted(p.name for p in home.iterdir()) == ["settings.json"]


def test_the_window_reads_the_file_and_warns_about_a_broken_one(home):
    from game.shell.app import App

    S.save(S.Settings(ui_scale=0.9, volume=0.25, window_size=(1366, 768)))
    a = App()  # not headless: the player's settings (the dummy video driver still applies)
    try:
        assert a.settings.ui_scale == 0.9 and a.ui.text_scale == 0.9 and a.screen.get_size() == (1366, 768)
        if a.audio is not None:
            assert a.audio.volume == 0.25
        assert a.settings_warnings == []
    finally:
        a.close()
    (home / "settings.json").write_text("{oops")
    a = App()
    try:
        assert a.settings == S.Settings() and "damaged" in a.settings_warnings[0]
    finally:
        a.close()


def test_each_setting_reaches_the_game(app, home):
    from game.render import ui as U
    from game.shell.match import Match, SeatSetup
    from game.shell.menus import NewGameScene, TitleScene
    from game.shell.settings_scene import SettingsScene
    from game.winter.rules import Config
    from game.winter.scenes.board import BoardScene

    usual = list(U.SEATS)
    seats = [SeatSetup("A", True), SeatSetup("B", False, "random")]
    board = BoardScene(Match(Config(players=2, names=("A", "B")), 1, seats))
    app.stack.reset(board)
    scene = SettingsScene()
    app.stack.push(scene)
    app.ui.drawn = []
    app.stack.draw(app.ui)
    assert "Colour-blind palette" in app.ui.drawn and "AI pacing" in app.ui.drawn
    scene.press(("colour",))
    assert U.SEATS == U.SEATS_COLOUR_BLIND and U.SEATS != usual
    scene.press(("pacing",))
    scene.press(("anim", -1))
    assert board.speed == "fast" and board.anim_speed == "slow"
    scene.press(("scale", 1))
    assert app.ui.text_scale == 1.1
    big = app.ui.font(16).get_height()
    scene.press(("scale", -1))
    assert app.ui.font(16).get_height() < big
    scene.press(("volume", -1))
    assert app.settings.volume == 0.7 and (app.audio is None or app.audio.volume == 0.7)
    scene.press(("size",))
    assert app.screen.get_size() == (1366, 768) and app.settings.window_size == (1366, 768)
    scene.press(("mature",))
    saved, _ = S.load()
    assert saved == app.settings and saved.mature_default is False and saved.colour_blind is True
    new = NewGameScene()
    app.stack.push(new)
    assert new.values["mature"] is False and new.config().mature is False
    app.stack.reset(TitleScene())
    app.stack.top.pick(("quick", "winter"))
    assert app.stack.top.match.config.mature is False
    assert app.stack.top.speed == "fast" and app.stack.top.anim_speed == "slow"
    app.stack.push(SettingsScene())
    app.stack.top.press(("defaults",))
    assert app.settings == S.Settings() and U.SEATS == usual and S.load()[0] == S.Settings()
    assert app.screen.get_size() == (1280, 720)
