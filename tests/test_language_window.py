"""The window's language: chosen in the settings by a click (or L) and kept, redrawn at once
in it on every screen, set for one run with --lang; the rules read in Korean where there
is a Korean file; Hangul typed into names and the rules search."""

from __future__ import annotations

import json
import re
from types import SimpleNamespace

import pygame
import pytest
from human_play import click, post_key, step

from game.core import i18n
from game.shell import settings as S

HANGUL = re.compile(r"[\uac00-\ud7a3]")


@pytest.fixture(autouse=True)
def english_after():
    """The language is the process's: every test here leaves it English, as the rest expect."""
    yield
    i18n.set_language("en")


def drawn(app) -> str:
    return "\n".join(app.ui.drawn)


def open_settings_from_title(app):
    from game.shell.settings_scene import SettingsScene

    app.to_title()
    step(app)
    click(app, "settings")
    assert isinstance(app.stack.top, SettingsScene)
    return app.stack.top


def test_choosing_korean_in_the_settings_redraws_everything_in_korean_and_is_kept(window):
    app = window()
    settings = open_settings_from_title(app)
    assert "Settings" in app.ui.drawn and "한국어" in app.ui.drawn  # the language by its own name
    click(app, ("language", "ko"))
    step(app)
    assert i18n.language() == "ko" and app.settings.language == "ko"
    assert "설정" in app.ui.drawn and "Settings" not in app.ui.drawn  # this very screen, at once
    assert S.load()[0].language == "ko"  # saved as soon as it was chosen
    click(app, ("back",))
    assert app.stack.top is not settings
    step(app)
    words = drawn(app)
    assert "해빙까지" in app.ui.drawn and "새 게임" in app.ui.drawn and "설정" in app.ui.drawn
    assert "New game" not in words and "Until the Thaw" not in words
    # and back to English the same way
    click(app, "settings")
    click(app, ("language", "en"))
    step(app)
    assert "Settings" in app.ui.drawn and i18n.language() == "en"
    assert S.load()[0].language == "en"


def test_the_l_key_steps_through_the_languages(window):
    app = window()
    open_settings_from_title(app)
    seen = []
    for _ in range(3):
        post_key(pygame.K_l, "l")
        step(app, 2)
        seen.append(app.settings.language)
    assert seen == ["en", "ko", "auto"]  # from the default, automatic


def test_the_pause_menu_over_a_game_follows_a_new_language(window):
    from game import box
    from game.shell.menus import PauseScene, start_quick

    app = window()
    start_quick(app, box.get("winter"))
    board = app.stack.top
    step(app)
    app.stack.push(PauseScene(board))
    step(app)
    assert "Resume" in app.ui.drawn
    click(app, "settings")
    click(app, ("language", "ko"))
    click(app, ("back",))
    step(app)
    assert isinstance(app.stack.top, PauseScene)
    assert "계속하기" in app.ui.drawn and "일시 정지" in app.ui.drawn


def test_settings_keep_the_language_through_a_save_and_a_load(home_settings):
    for lang in ("ko", "en", "auto"):
        s = S.Settings(language=lang)
        S.save(s, home_settings)
        again, warnings = S.load(home_settings)
        assert again == s and again.language == lang and warnings == []
        assert json.loads(home_settings.read_text(encoding="utf-8"))["language"] == lang


@pytest.fixture
def home_settings(tmp_path):
    return tmp_path / "settings.json"


def test_an_unknown_language_in_the_file_falls_back_with_a_warning(home_settings, window):
    home_settings.write_text(json.dumps({"format": 1, "language": "xx", "volume": 0.5}), encoding="utf-8")
    s, warnings = S.load(home_settings)
    assert s.language == "auto" and s.volume == 0.5  # only the bad value falls back
    assert len(warnings) == 1 and "language" in warnings[0] and "'xx'" in warnings[0]
    assert "auto, en, ko" in warnings[0]
    # the window tells it (run() does so at start-up), in the language shown
    from game.core.i18n import N_
    from game.shell.errors import MessageScene

    app = window()
    app.settings.language = "ko"
    app.apply_settings()
    app.to_title()
    app.tell(N_("Settings fell back to defaults"), warnings, echo=False)
    step(app)
    assert isinstance(app.stack.top, MessageScene)
    assert "설정을 기본값으로 되돌렸습니다" in app.ui.drawn
    assert HANGUL.search(app.stack.top.text) and "'xx'" in app.stack.top.text


def test_lang_on_the_command_line_is_for_this_run_only(window, capsys):
    from game.__main__ import build_parser
    from game.shell.app import App

    ap = build_parser()
    assert ap.parse_args(["--lang", "ko"]).lang == "ko"
    assert ap.parse_args(["--lang", "ko", "play"]).lang == "ko"
    assert ap.parse_args(["play", "--lang", "en"]).lang == "en"
    assert ap.parse_args(["screenshot", "--out", "x.png", "--lang", "ko"]).lang == "ko"
    assert ap.parse_args(["--lang", "ko", "screenshot", "--out", "x.png"]).lang == "ko"
    assert ap.parse_args([]).lang is None
    with pytest.raises(SystemExit):
        ap.parse_args(["--lang", "xx"])
    assert "invalid choice: 'xx'" in capsys.readouterr().err

    app = App(headless=True, settings=S.Settings(language="en"), language="ko")
    try:
        assert i18n.language() == "ko" and app.settings.language == "en"  # the file keeps its own
        app.to_title()
        step(app)
        assert "해빙까지" in app.ui.drawn
        from game.shell.settings_scene import SettingsScene

        app.stack.push(SettingsScene())
        click(app, ("language", "en"))  # the player's own choice wins from then on
        assert app.language_override is None and i18n.language() == "en" and app.settings.language == "en"
    finally:
        app.close()


def test_a_screenshot_in_korean(tmp_path):
    from game.shell.screenshot import render

    out = tmp_path / "title.png"
    render(1, str(out), "settings", (1280, 720), "winter", language="ko")
    assert out.stat().st_size > 1000 and i18n.language() == "ko"


def test_new_games_in_korean_seat_korean_names_and_names_take_hangul(window):
    from game import box
    from game.shell.match import DEFAULT_NAMES
    from game.shell.menus import NewGameScene

    app = window()
    app.settings.language = "ko"
    app.apply_settings()
    scene = NewGameScene(box.get("winter"))
    app.stack.reset(scene)
    step(app)
    names = [s.name for s in scene.seats]
    assert all(HANGUL.fullmatch(n[0]) for n in names) and not set(names) & set(DEFAULT_NAMES)
    click(app, ("name", 0))
    for _ in range(len(names[0])):
        post_key(pygame.K_BACKSPACE)
    pygame.event.post(pygame.event.Event(pygame.TEXTEDITING, text="ㅎ", start=0, length=1))
    step(app)
    assert "ㅎ|" in app.ui.drawn  # shown while it is composed
    pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text="한"))
    post_key(pygame.K_1, "1")  # ASCII keeps coming with its key
    pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text="1"))  # (and its TEXTINPUT: taken once)
    step(app)
    assert scene.seats[0].name == "한1"
    post_key(pygame.K_RETURN)
    click(app, ("start",))
    from game.shell.playing import GameScene

    assert app.stack.find(GameScene).match.seats[0].name == "한1"


def test_the_rules_read_in_korean_where_there_is_a_file_and_search_hangul(window, tmp_path, monkeypatch):
    from game import resources
    from game.shell import rules_text
    from game.shell.rules_scene import RulesScene

    rules = tmp_path / "assets" / "rules"
    (rules / "ko").mkdir(parents=True)
    (rules / "toy.md").write_text("# How to play Toy\n## 1. Setup\nDeal the cards.\n## 2. Your turn\nPlay one.\n",
                                  encoding="utf-8")
    (rules / "ko" / "toy.md").write_text("# 토이 게임 방법\n## 1. 준비\n카드를 나눠 줍니다.\n## 2. 내 차례\n"
                                         "카드 한 장을 냅니다.\n", encoding="utf-8")
    (rules / "other.md").write_text("# How to play Other\n## 1. Setup\nNothing.\n", encoding="utf-8")
    monkeypatch.setattr(resources, "root", lambda: tmp_path)
    toy = SimpleNamespace(rules_asset="rules/toy.md", title="Toy")
    other = SimpleNamespace(rules_asset="rules/other.md", title="Other")

    assert rules_text.load(toy, "en").title == "How to play Toy"
    assert rules_text.load(toy, "ko").title == "토이 게임 방법"
    assert rules_text.load(other, "ko").title == "How to play Other"  # no Korean file: English
    ko = rules_text.load(toy, "ko")
    assert [s.number for s in ko.sections] == ["1", "2"]  # numbered as the English: citations hold
    why = rules_text.Reason(i18n.N_("Yes"), "2")
    i18n.set_language("ko")
    assert rules_text.cite(why, ko).endswith("규칙 2. 내 차례")

    app = window()
    app.settings.language = "ko"
    app.apply_settings()
    scene = RulesScene(toy, section="2")
    app.stack.reset(scene)
    step(app)
    assert "토이 게임 방법" in app.ui.drawn and "2. 내 차례" in app.ui.drawn
    pygame.event.post(pygame.event.Event(pygame.TEXTEDITING, text="ㅋ", start=0, length=1))
    step(app)
    assert "ㅋ|" in app.ui.drawn
    pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text="카드"))
    step(app)
    assert scene.query == "카드" and scene.matches() == [(0, 0), (1, 0)]
    # the language changes under it: the English file, at the section that was on top
    app.settings.language = "en"
    app.apply_settings()
    step(app)
    assert scene.rules.title == "How to play Toy" and "How to play Toy" in app.ui.drawn


def test_hangul_names_are_drawn_in_a_font_that_has_them_on_an_english_screen(window):
    from game.render import ui as U

    app = window()
    assert i18n.language() == "en"
    assert app.ui.font(16, text="민지") is not app.ui.font(16, text="Ava")
    assert app.ui.font(16, text="민지") is U.get_font(app.ui.px(16), hangul=True)
