"""The game's fonts (assets/fonts, SIL OFL 1.1; see assets/fonts/OFL.txt).

    font(18)                   Noto Sans Regular, 18 px
    font(18, bold=True)        Noto Sans Bold
    font(40, display=True)     Bebas Neue Bold, for titles (capitals-only design)
    font(18, korean=True)      Noto Sans KR (subset: KS X 1001 Hangul + ASCII)

Sizes are real pixels: the UI scales its logical sizes before asking, so text is
rendered at the size it is shown and stays sharp. Fonts are cached per
(size, bold, display, korean). pygame-ce has no glyph fallback between fonts: text
with Hangul must be drawn with korean=True (see needs_korean).
"""

from __future__ import annotations

from functools import lru_cache

import pygame

from game.resources import asset

FONT_DIR = asset("fonts")

FILES = {
    # (bold, display, korean) -> file
    (False, False, False): "NotoSans-Regular.ttf",
    (True, False, False): "NotoSans-Bold.ttf",
    (False, False, True): "NotoSansKR-Regular.ttf",
    (True, False, True): "NotoSansKR-Bold.ttf",
}
DISPLAY_FILE = "BebasNeue-Bold.otf"


def font_path(bold: bool = False, display: bool = False, korean: bool = False):
    if display and not korean:  # Bebas Neue has no Hangul: Korean titles use bold Noto Sans KR
        return FONT_DIR / DISPLAY_FILE
    return FONT_DIR / FILES[(bool(bold or (display and korean)), False, bool(korean))]


@lru_cache(maxsize=256)
def _load(px: int, bold: bool, display: bool, korean: bool) -> pygame.font.Font:
    if not pygame.font.get_init():
        pygame.font.init()
    path = font_path(bold, display, korean)
    if not path.is_file():
        raise FileNotFoundError(f"font file missing: {path}")
    return pygame.font.Font(str(path), px)


def font(size, bold: bool = False, display: bool = False, korean: bool = False) -> pygame.font.Font:
    """A pygame Font at `size` real pixels (rounded, at least 1)."""
    return _load(max(1, round(size)), bool(bold), bool(display), bool(korean))


def needs_korean(text: str) -> bool:
    """True if text holds Hangul (syllables or jamo), which only the KR font draws."""
    return any(
        "\uac00" <= ch <= "\ud7a3" or "\u1100" <= ch <= "\u11ff" or "\u3130" <= ch <= "\u318f" for ch in text
    )
