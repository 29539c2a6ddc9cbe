"""Drawing helpers shared by every scene: a logical 1280×720 canvas scaled to the
window (text is rendered at the scaled size, so it stays sharp), the palette,
text, panels and buttons.

Every string drawn in a frame is recorded in `UI.drawn` so tests can check that a
frame shows nothing private of another seat.

A frame that draws what the last one drew does almost no font work: rendered text,
fit() and wrap() results, translucent panels, the shade and tinted icons are kept in
bounded LRU caches (see _LRU; reset_caches() empties them for a new window). Fonts
from get_font are keys of those caches: treat them, and the surfaces from render(),
as read-only (copy a surface before set_alpha on it).
"""

from __future__ import annotations

from collections import OrderedDict
from dataclasses import dataclass

import pygame

from game.core.i18n import language

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
BUTTON_SHRINK = 0.8  # a button's label too long for it is drawn this much smaller before it is cut
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


def seat_colour(colour, seat: int):
    """A seat's colour: its game's own (`colour`), else the box's palette's for that seat."""
    return colour or SEATS[seat % len(SEATS)]


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
        self.due: float | None = None  # seconds until the frame drawn changes by itself (redraw_in)
        self.ambient = 0.0  # the clock of ambient motion (ambient_time)
        self.attended = True  # someone uses the window: ambient motion goes on (the App says)
        self.resize(surface)

    # --- time ---------------------------------------------------------------
    def redraw_in(self, seconds: float = 0.0):
        """What this frame shows changes by itself in `seconds` (0: it animates): the window
        draws again by then, and rests otherwise (App.rest)."""
        self.due = seconds if self.due is None else min(self.due, seconds)

    def ambient_time(self) -> float:
        """The clock of ambient motion (falling snow, a pulsing halo): it runs, and frames that
        read it are drawn again, while someone uses the window; at rest it stands still."""
        if self.attended:
            self.redraw_in()
        return self.ambient

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
    def font(self, size: float, bold: bool = False, display: bool = False, text: str = "") -> pygame.font.Font:
        """The font for `size`; given the text, one that has its letters (Hangul typed into a
        name is drawn in the KR font on an English screen too)."""
        return get_font(self.px(size * self.text_scale), bold, display, _hangul(text))

    def text(self, text: str, pos, size: float = 16, colour=TEXT, bold=False, display=False, anchor="topleft",
             max_width: float | None = None, surface: pygame.Surface | None = None,
             min_size: float | None = None) -> pygame.Rect:
        """Draw one line at a window-pixel position (use ui.p for logical ones); wider than
        max_width, it is drawn smaller (down to min_size, if given), then cut with an ellipsis."""
        if max_width is None:
            f = self.font(size, bold, display, text)
        else:
            width = self.px(max_width)
            f = self.shrunk(text, size, min_size or size, width, bold, display)
            text = fit(f, text, width)
        self.drawn.append(text)
        img = render(f, text, colour)
        rect = img.get_rect(**{anchor: pos})
        (surface or self.surface).blit(img, rect)
        return rect

    def shrunk(self, text: str, size: float, min_size: float, width: int, bold=False,
               display=False) -> pygame.font.Font:
        """The font for `size`, or the largest down to `min_size` in which text fits `width`
        window pixels (cached)."""
        f = self.font(size, bold, display, text)
        if min_size >= size:
            return f
        key = ("shrunk", f, text, width, min_size)
        out = _FIT.get(key)
        if out is None:
            out = f
            while out.size(text)[0] > width and size > min_size:
                size = max(min_size, size - 0.5)
                out = self.font(size, bold, display, text)
            _FIT.put(key, out)
        return out

    def wrapped(self, text: str, rect: pygame.Rect, size: float = 15, colour=TEXT, bold=False,
                line_gap: float = 1.25) -> int:
        """Draw text wrapped inside a window-pixel rect; returns the height used."""
        f = self.font(size, bold, text=text)
        y = rect.top
        step = round(f.get_linesize() * line_gap / 1.15)
        linesize = f.get_linesize()
        for line in _wrapped(f, text, rect.width):
            if y + linesize > rect.bottom + 2:
                break
            self.drawn.append(line)
            self.surface.blit(render(f, line, colour), (rect.left, y))
            y += step
        return y - rect.top

    # --- shapes -------------------------------------------------------------
    def panel(self, rect: pygame.Rect, colour=PANEL, edge=EDGE, radius=8, alpha: int | None = None):
        rad = self.px(radius)
        if alpha is None:
            pygame.draw.rect(self.surface, colour, rect, border_radius=rad)
        else:
            key = ("panel", rect.w, rect.h, _colour_key(colour), alpha, rad)
            tmp = _SHAPES.get(key)
            if tmp is None:
                tmp = pygame.Surface(rect.size, pygame.SRCALPHA)
                pygame.draw.rect(tmp, (*colour, alpha), tmp.get_rect(), border_radius=rad)
                _SHAPES.put(key, tmp, _surface_bytes(tmp))
            self.surface.blit(tmp, rect)
        if edge:
            pygame.draw.rect(self.surface, edge, rect, width=max(1, self.px(1.5)), border_radius=rad)

    def shade(self, alpha=150, colour=(6, 10, 18)):
        size = self.surface.get_size()
        key = ("shade", size, _colour_key(colour), alpha)
        tmp = _SHAPES.get(key)
        if tmp is None:
            tmp = pygame.Surface(size, pygame.SRCALPHA)
            tmp.fill((*colour, alpha))
            _SHAPES.put(key, tmp, _surface_bytes(tmp))
        self.surface.blit(tmp, (0, 0))

    def button(self, b: Button, mouse=None, size: float = 16):
        over = mouse is not None and b.rect.collidepoint(mouse) and b.enabled
        base = PANEL_HI if b.enabled else (30, 36, 46)
        if over:
            base = (52, 74, 108)
        edge = ACCENT if (b.hot or over) and b.enabled else EDGE
        self.panel(b.rect, base, edge, radius=6)
        self.text(b.label, b.rect.center, size, TEXT if b.enabled else (100, 110, 125), bold=True, anchor="center",
                  max_width=(b.rect.width - self.px(8)) / self.scale, min_size=size * BUTTON_SHRINK)

    def icon(self, name: str, rect: pygame.Rect, colour=TEXT):
        img = get_icon(name, min(rect.w, rect.h), colour)
        if img is not None:
            self.surface.blit(img, img.get_rect(center=rect.center))
        return img is not None


class _LRU:
    """A bounded least-recently-used cache: at most max_items entries and (when given
    weights, e.g. bytes of pixels) at most max_weight in all."""

    def __init__(self, max_items: int, max_weight: int | None = None):
        self.max_items = max_items
        self.max_weight = max_weight
        self.weight = 0
        self._d: OrderedDict = OrderedDict()
        self.hits = self.misses = 0

    def __len__(self):
        return len(self._d)

    def get(self, key):
        try:
            v = self._d[key]
        except KeyError:
            self.misses += 1
            return None
        self._d.move_to_end(key)
        self.hits += 1
        return v[0]

    def put(self, key, value, weight: int = 0):
        old = self._d.pop(key, None)
        if old is not None:
            self.weight -= old[1]
        self._d[key] = (value, weight)
        self.weight += weight
        d = self._d
        while len(d) > self.max_items or (self.max_weight is not None and self.weight > self.max_weight
                                          and len(d) > 1):
            _, (_, w) = d.popitem(last=False)
            self.weight -= w

    def clear(self):
        self._d.clear()
        self.weight = 0
        self.hits = self.misses = 0


# rendered text: (font, text, colour) -> Surface, weighed by its pixels' bytes
_TEXT = _LRU(4096, 48 * 1024 * 1024)
_FIT = _LRU(4096)  # (font, text, width) -> fitted text
_WRAP = _LRU(2048)  # (font, text, width) -> tuple of lines
# translucent panels and the shade: SRCALPHA surfaces by size, colour, alpha, radius
_SHAPES = _LRU(256, 64 * 1024 * 1024)
_ICONS = _LRU(1024, 32 * 1024 * 1024)  # (name, px, colour) -> tinted icon Surface, or _NO_ICON
_NO_ICON = object()
CACHES = {"text": _TEXT, "fit": _FIT, "wrap": _WRAP, "shapes": _SHAPES, "icons": _ICONS}


def mark(ui, ok: bool, r: pygame.Rect):
    """A tick or a cross, drawn (the fonts have no such glyphs)."""
    w = max(1, ui.px(2))
    if ok:
        pygame.draw.lines(ui.surface, GOOD, False, [(r.left, r.centery), (r.left + r.w // 3, r.bottom),
                                                      (r.right, r.top)], w)
    else:
        pygame.draw.line(ui.surface, BAD, r.topleft, r.bottomright, w)
        pygame.draw.line(ui.surface, BAD, r.bottomleft, r.topright, w)


def _colour_key(colour):
    """A hashable key for anything pygame takes as a colour (tuples are used as they are)."""
    if type(colour) is tuple:
        return colour
    return tuple(pygame.Color(colour))


def _surface_bytes(surf: pygame.Surface) -> int:
    w, h = surf.get_size()
    return w * h * surf.get_bytesize() + 64


# signs the KR font (a KS X 1001 subset) lacks, drawn as the nearest it has
_KR_MISSING = str.maketrans({"×": "x", "−": "-", "←": "<", "→": ">", "⋯": "…"})
_KR_FONTS: set = set()  # the fonts get_font made from the KR file


def render(f: pygame.font.Font, text: str, colour=TEXT) -> pygame.Surface:
    """f.render(text, True, colour), cached: the same Surface comes back for the same
    font, text and colour. Read-only: copy it before changing it (set_alpha, fill…)."""
    key = (f, text, _colour_key(colour))
    img = _TEXT.get(key)
    if img is None:
        if f in _KR_FONTS and not text.isascii():
            text = text.translate(_KR_MISSING)
        img = f.render(text, True, colour)
        _TEXT.put(key, img, _surface_bytes(img))
    return img


def fit(f: pygame.font.Font, text: str, width: int) -> str:
    """text, or as much of it as fits in width pixels followed by an ellipsis (cached)."""
    key = (f, text, width)
    out = _FIT.get(key)
    if out is None:
        out = _fit(f, text, width)
        _FIT.put(key, out)
    return out


def _fit(f: pygame.font.Font, text: str, width: int) -> str:
    if f.size(text)[0] <= width:
        return text
    while text and f.size(text + "…")[0] > width:
        text = text[:-1]
    return text + "…"


def wrap(f: pygame.font.Font, text: str, width: int) -> list[str]:
    """text broken into lines no wider than width pixels (a word longer than that gets
    a line of its own); a newline starts a new line. Cached; the list is the caller's."""
    return list(_wrapped(f, text, width))


def _wrapped(f: pygame.font.Font, text: str, width: int) -> tuple[str, ...]:
    key = (f, text, width)
    out = _WRAP.get(key)
    if out is None:
        out = tuple(_wrap(f, text, width))
        _WRAP.put(key, out)
    return out


def _wrap(f: pygame.font.Font, text: str, width: int) -> list[str]:
    lines = []
    size = f.size
    for para in text.split("\n"):
        words = para.split(" ")
        line = ""
        for w in words:
            trial = f"{line} {w}".strip()
            if not line or size(trial)[0] <= width:
                line = trial
            else:
                lines.append(line)
                line = w
        lines.append(line)
    return lines


_FONTS: dict = {}


def reset_caches():
    """Fonts die with pygame.quit(); a new window must not reuse them, nor anything
    rendered with them or for the old display."""
    _FONTS.clear()
    _KR_FONTS.clear()
    for c in CACHES.values():
        c.clear()
    try:
        from game.render import fonts

        fonts._load.cache_clear()
    except ImportError:
        pass
    try:
        from game.render import icons

        icons._render.cache_clear()
    except ImportError:
        pass


def _hangul(text: str) -> bool:
    if not text or text.isascii():
        return False
    from game.render.fonts import needs_korean

    return needs_korean(text)


def get_font(px: int, bold: bool = False, display: bool = False, hangul: bool = False) -> pygame.font.Font:
    """`hangul`: the text has Hangul, which only the KR font draws, whatever the language."""
    korean = hangul or language() == "ko"  # the KR font has ASCII too, so Korean screens use it for everything
    key = (px, bold, display, korean)
    f = _FONTS.get(key)
    if f is None:
        try:
            from game.render.fonts import font as asset_font

            f = asset_font(px, bold=bold, display=display, korean=korean)
            if korean:
                _KR_FONTS.add(f)
        except Exception:  # fonts not shipped (yet): pygame's own
            f = pygame.font.Font(None, round(px * 1.3))
            f.set_bold(bold)
        _FONTS[key] = f
    return f


def get_icon(name: str, px: int, colour):
    """The tinted icon (a cached, read-only Surface), or None if it cannot be had."""
    key = (name, px, _colour_key(colour))
    hit = _ICONS.get(key)
    if hit is not None:
        return None if hit is _NO_ICON else hit
    try:
        from game.render.icons import icon

        img = icon(name, px, colour)
    except Exception:
        img = None
    _ICONS.put(key, img if img is not None else _NO_ICON, _surface_bytes(img) if img is not None else 0)
    return img
