"""Drawing helpers shared by every scene: a logical 1280×720 canvas scaled to the
window (text is rendered at the scaled size, so it stays sharp), the palette,
text, panels and buttons.

Every string drawn in a frame is recorded in `UI.drawn` so tests can check that a
frame shows nothing private of another seat.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

BASE_W, BASE_H = 1280, 720

# a cold palette with warm accents
BG = (14, 22, 36)
PANEL = (24, 36, 56)
PANEL_HI = (34, 50, 76)
EDGE = (70, 96, 130)
TEXT = (228, 236, 246)
MUTED = (150, 170, 196)
ACCENT = (255, 196, 92)  # lantern light: selection, highlights
GOOD = (120, 210, 150)
BAD = (235, 100, 90)
SNOW = (236, 242, 250)
SEATS = [(86, 156, 255), (245, 120, 80), (120, 200, 110), (210, 130, 230), (240, 205, 80)]
SEATS_USUAL = list(SEATS)
# Okabe & Ito's colour-universal palette, lightened to read on the dark board:
# told apart with protan, deutan and tritan colour vision (set_palette)
SEATS_COLOUR_BLIND = [(86, 180, 233), (230, 159, 0), (0, 190, 140), (240, 228, 66), (220, 130, 180)]
TYPE_COLOURS = {
    "food": (214, 160, 80), "medicine": (220, 90, 100), "fuel": (230, 140, 50), "tool": (140, 160, 180),
    "weapon": (180, 80, 70), "book": (120, 140, 210), "outsider": (120, 190, 140), "junk": (130, 120, 110),
}


def set_palette(colour_blind: bool):
    """Seat colours for everything drawn from now on (SEATS is changed in place)."""
    SEATS[:] = SEATS_COLOUR_BLIND if colour_blind else SEATS_USUAL


@dataclass
class Button:
    rect: pygame.Rect  # in window pixels
    label: str
    key: object  # what the scene gets back when it is clicked
    enabled: bool = True
    hot: bool = False  # highlighted as a suggested/legal target


class UI:
    def __init__(self, surface: pygame.Surface):
        self.surface = surface
        self.drawn: list[str] = []
        self.text_scale = 1.0  # the player's UI scale setting: multiplies the scale factor for letters
        self.resize(surface)

    def resize(self, surface: pygame.Surface):
        self.surface = surface
        w, h = surface.get_size()
        self.scale = min(w / BASE_W, h / BASE_H)
        self.ox = (w - BASE_W * self.scale) / 2
        self.oy = (h - BASE_H * self.scale) / 2

    # --- geometry -----------------------------------------------------------
    def r(self, x, y, w, h) -> pygame.Rect:
        """A logical rectangle in window pixels."""
        s = self.scale
        return pygame.Rect(round(self.ox + x * s), round(self.oy + y * s), max(1, round(w * s)), max(1, round(h * s)))

    def p(self, x, y) -> tuple[int, int]:
        return round(self.ox + x * self.scale), round(self.oy + y * self.scale)

    def px(self, n: float) -> int:
        return max(1, round(n * self.scale))

    def to_logical(self, pos) -> tuple[float, float]:
        return (pos[0] - self.ox) / self.scale, (pos[1] - self.oy) / self.scale

    # --- text ---------------------------------------------------------------
    def font(self, size: float, bold: bool = False, display: bool = False) -> pygame.font.Font:
        return get_font(self.px(size * self.text_scale), bold, display)

    def text(self, text: str, pos, size: float = 16, colour=TEXT, bold=False, display=False, anchor="topleft",
             max_width: float | None = None, surface: pygame.Surface | None = None) -> pygame.Rect:
        """Draw one line at a window-pixel position (use ui.p for logical ones)."""
        f = self.font(size, bold, display)
        if max_width is not None:
            text = fit(f, text, self.px(max_width))
        self.drawn.append(text)
        img = f.render(text, True, colour)
        rect = img.get_rect(**{anchor: pos})
        (surface or self.surface).blit(img, rect)
        return rect

    def wrapped(self, text: str, rect: pygame.Rect, size: float = 15, colour=TEXT, bold=False,
                line_gap: float = 1.25) -> int:
        """Draw text wrapped inside a window-pixel rect; returns the height used."""
        f = self.font(size, bold)
        y = rect.top
        step = round(f.get_linesize() * line_gap / 1.15)
        for line in wrap(f, text, rect.width):
            if y + f.get_linesize() > rect.bottom + 2:
                break
            self.drawn.append(line)
            self.surface.blit(f.render(line, True, colour), (rect.left, y))
            y += step
        return y - rect.top

    # --- shapes -------------------------------------------------------------
    def panel(self, rect: pygame.Rect, colour=PANEL, edge=EDGE, radius=8, alpha: int | None = None):
        rad = self.px(radius)
        if alpha is None:
            pygame.draw.rect(self.surface, colour, rect, border_radius=rad)
        else:
            tmp = pygame.Surface(rect.size, pygame.SRCALPHA)
            pygame.draw.rect(tmp, (*colour, alpha), tmp.get_rect(), border_radius=rad)
            self.surface.blit(tmp, rect)
        if edge:
            pygame.draw.rect(self.surface, edge, rect, width=max(1, self.px(1.5)), border_radius=rad)

    def shade(self, alpha=150, colour=(6, 10, 18)):
        tmp = pygame.Surface(self.surface.get_size(), pygame.SRCALPHA)
        tmp.fill((*colour, alpha))
        self.surface.blit(tmp, (0, 0))

    def button(self, b: Button, mouse=None, size: float = 16):
        over = mouse is not None and b.rect.collidepoint(mouse) and b.enabled
        base = PANEL_HI if b.enabled else (30, 36, 46)
        if over:
            base = (52, 74, 108)
        edge = ACCENT if (b.hot or over) and b.enabled else EDGE
        self.panel(b.rect, base, edge, radius=6)
        self.text(b.label, b.rect.center, size, TEXT if b.enabled else (100, 110, 125), bold=True, anchor="center",
                  max_width=(b.rect.width - self.px(8)) / self.scale)

    def icon(self, name: str, rect: pygame.Rect, colour=TEXT):
        img = get_icon(name, min(rect.w, rect.h), colour)
        if img is not None:
            self.surface.blit(img, img.get_rect(center=rect.center))
        return img is not None


def fit(f: pygame.font.Font, text: str, width: int) -> str:
    if f.size(text)[0] <= width:
        return text
    while text and f.size(text + "…")[0] > width:
        text = text[:-1]
    return text + "…"


def wrap(f: pygame.font.Font, text: str, width: int) -> list[str]:
    lines = []
    for para in text.split("\n"):
        words = para.split(" ")
        line = ""
        for w in words:
            trial = f"{line} {w}".strip()
            if f.size(trial)[0] <= width or not line:
                line = trial
            else:
                lines.append(line)
                line = w
        lines.append(line)
    return lines


_FONTS: dict = {}


def reset_caches():
    """Fonts die with pygame.quit(); a new window must not reuse them."""
    _FONTS.clear()
    try:
        from . import fonts

        fonts._load.cache_clear()
    except ImportError:
        pass


def get_font(px: int, bold: bool = False, display: bool = False) -> pygame.font.Font:
    key = (px, bold, display)
    f = _FONTS.get(key)
    if f is None:
        try:
            from .fonts import font as asset_font

            f = asset_font(px, bold=bold, display=display)
        except Exception:  # fonts not shipped (yet): pygame's own
            f = pygame.font.Font(None, round(px * 1.3))
            f.set_bold(bold)
        _FONTS[key] = f
    return f


def get_icon(name: str, px: int, colour):
    try:
        from .icons import icon

        return icon(name, px, colour)
    except Exception:
        return None
