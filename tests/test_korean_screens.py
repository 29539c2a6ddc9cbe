"""Every screen of the box in Korean: each string drawn has every glyph in the font it is
drawn with (pygame draws a box for a missing one and raises nothing), and none is left in
English. What is drawn is read from the renderer itself, so nothing escapes the check."""

import re

import pytest

from game import box
from game.render import ui as U
from game.shell import screenshot

HANGUL = re.compile(r"[\uac00-\ud7a3]")
# Latin a Korean screen may keep: key names, units and dice, roman numerals, the AI
ALLOWED = re.compile(r"\b(Esc|Enter|Tab|Ctrl|Shift|Space|Backspace|F\d+|PNG|JSON|AI|OK|[A-Z]|d\d+|[IVX]+)\b")
KOREAN_NAMES = ("민지", "준호", "서연", "도윤", "하은", "지호", "수아", "예준", "지우")


@pytest.fixture
def drawn(monkeypatch):
    """Switch to Korean through the system language (as a Korean player's machine would)
    and record every (font, text) the renderer draws."""
    from game.core import i18n

    monkeypatch.setenv("LANGUAGE", "ko_KR")
    monkeypatch.setattr(screenshot, "NAMES", KOREAN_NAMES)
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
        rest = ALLOWED.sub("", text)
        if re.search(r"[A-Za-z]{3,}", rest) and not HANGUL.search(text):
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
