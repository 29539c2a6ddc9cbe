"""Every screen of the box in Korean: each string drawn has every glyph in the font it is
drawn with (pygame draws a box for a missing one and raises nothing), and none is left in
English. What is drawn is read from the renderer itself, so nothing escapes the check."""

import re

import pytest

from game import box
from game.render import ui as U
from game.shell import screenshot

HANGUL = re.compile(r"[\uac00-\ud7a3]")
# Latin a Korean screen may keep, alone or inside a Korean line: key names, dice, roman
# numerals, the AI, the language named in its own words, a command-line flag, a file path;
# and whole lines of an exception's summary (the crash screen keeps it, for a bug report)
ALLOWED = re.compile(r"(?<![A-Za-z])(Esc|Enter|Tab|Ctrl|Shift|Space|Backspace|Home|End|Page ?Up|Page ?Down|Up|Down|"
                     r"F\d+|PNG|JSON|AI|OK|English|[A-Z]|d\d+|[IVX]+)(?![A-Za-z])|--[a-z]+|(?<!\S)/\S+")
VERBATIM = re.compile(r"^(/|[A-Za-z]:\\)\S+$|^\w+(Error|Exception): ")


@pytest.fixture
def drawn(monkeypatch):
    """Switch to Korean through the system language (as a Korean player's machine would:
    the seats get Korean names, as the new-game screen gives them) and record every (font, text) the renderer draws."""
    from game.core import i18n

    monkeypatch.setenv("LANGUAGE", "ko_KR")
    seen: list = []
    real = U.render

    def recording(f, text, colour=U.TEXT):
        # the fonts die with the window: ask them now which glyphs they lack
        missing = {ch for ch, m in zip(text, f.metrics(text)) if m is None and not ch.isspace()}
        seen.append((text, "".join(sorted(missing))))
        return real(f, text, colour)

    monkeypatch.setattr(U, "render", recording)
    yield seen
    i18n.set_language("en")


def problems(seen) -> list[str]:
    out = set()
    for text, missing in seen:
        if not text.strip():
            continue
        if missing:
            out.add(f"missing glyphs {missing!r} in {text!r}")
        if VERBATIM.search(text):
            continue
        rest = ALLOWED.sub("", text)
        if re.search(r"[A-Za-z]{3,}", rest):  # a Latin word, alone or inside Korean
            out.add(f"English left: {text!r}")
    return sorted(out)


CASES = [(spec.id, scene) for spec in box.games() for scene in screenshot.scenes(spec)]


@pytest.mark.parametrize("game_id,scene", CASES, ids=[f"{g}-{s}" for g, s in CASES])
def test_every_screen_reads_in_korean(game_id, scene, drawn, tmp_path):
    screenshot.render(3, str(tmp_path / "shot.png"), scene, (1280, 720), game_id)
    texts = [t for t, _missing in drawn if t.strip()]
    assert texts, "nothing was drawn"
    assert any(HANGUL.search(t) for t in texts)
    bad = problems(drawn)
    assert not bad, f"{len(bad)} problems on {game_id}/{scene}:\n" + "\n".join(bad[:25])


@pytest.mark.parametrize("game_id", box.ids())
def test_the_screens_beyond_the_table_read_in_korean(game_id, drawn, tmp_path, monkeypatch):
    """The guided first game, pause, seats, rules (at a section and searched), replay
    (stepped) and statistics, each drawn in Korean."""
    import pygame

    from game.shell.app import App
    from game.shell.menus import PauseScene
    from game.shell.replay import ReplayScene
    from game.shell.rules_scene import RulesScene
    from game.shell.stats_scene import StatsScene
    from game.shell.takeover import SeatsScene

    monkeypatch.setenv("UNTILTHETHAW_HOME", str(tmp_path / "home"))
    spec = box.get(game_id)
    app = App((1280, 720), headless=True)
    try:
        app.start_guide(spec)
        board = app.stack.top
        shown = []

        def show(scene=None, keys=()):
            if scene is not None:
                app.stack.push(scene)
            for k in keys:
                app.stack.top.handle_event(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode=""))
            app.stack.update(0.05)
            app.stack.draw(app.ui)
            shown.append(type(app.stack.top).__name__)

        show()
        show(PauseScene(board))
        show(SeatsScene(board))
        app.stack.reset(board)
        show(RulesScene(spec, "2"))
        app.stack.reset(board)
        match, _events = screenshot.find_match(spec, 3, "gameover")
        show(ReplayScene(match), keys=[pygame.K_RIGHT] * 6)
        show(StatsScene(match))
    finally:
        app.close()
    assert shown[1:] == ["PauseScene", "SeatsScene", "RulesScene", "ReplayScene", "StatsScene"]
    assert board.guide is not None
    bad = problems(drawn)
    assert not bad, f"{len(bad)} problems on {game_id}'s other screens:\n" + "\n".join(bad[:25])
