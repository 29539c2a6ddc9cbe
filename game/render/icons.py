"""Tinted icons from assets/icons/*.svg (game-icons.net, CC BY 3.0, and a few drawn for the game;
see assets/CREDITS.md).

    icon("zombie", 32, (228, 236, 246)) -> pygame.Surface (32×32, per-pixel alpha)

Each SVG paints with `currentColor`; the colour asked for is written into the SVG text
before pygame rasterises it at the exact pixel size, so icons stay sharp at any UI
scale. Surfaces are cached by (name, size, colour) — treat them as read-only. Loading
needs no display mode (works headless).
"""

from __future__ import annotations

import io
from functools import lru_cache

import pygame

from game.resources import asset

ICON_DIR = asset("icons")

# Our names, grouped as the game uses them. Every name has assets/icons/<name>.svg.
ITEM_ICONS = ("food", "medicine", "fuel", "tool", "weapon", "book", "outsider", "junk")
# a picture per kind of weapon (drawn for the game; an item's `icon` in the card data)
WEAPON_ICONS = ("weapon-axe", "weapon-bar", "weapon-bomb", "weapon-bow", "weapon-carbine", "weapon-knife", "weapon-machete",
                "weapon-revolver", "weapon-rifle", "weapon-shield", "weapon-shotgun")
LOCATION_ICONS = ("police", "grocery", "school", "library", "hospital", "gas", "colony")
PIECE_ICONS = (
    "zombie", "survivor", "leader", "helpless", "barricade", "noise", "morale", "round", "waste",
    "crisis", "starvation", "food-token", "wound", "frostbite", "bite", "skull", "first-player",
)
ACTION_ICONS = (
    "die", "search", "attack", "move", "clean", "attract", "ability", "equip", "hand", "card-back",
    "crossroads", "objective", "exile", "vote-up", "vote-down", "request", "handoff", "log",
    "settings", "pause",
)
SHOWDOWN_ICONS = ("revolver", "stetson", "holster", "horse", "safe", "gold", "explosive", "dagger", "poker",
                  "sarsaparilla", "cash")
ICON_NAMES: tuple[str, ...] = ITEM_ICONS + WEAPON_ICONS + LOCATION_ICONS + PIECE_ICONS + ACTION_ICONS + SHOWDOWN_ICONS

# Other names the UI may reach for.
ALIASES = {"campfire": "colony", "death": "skull", "dice": "die", "token-food": "food-token"}


class IconNotFound(KeyError):
    """No assets/icons/<name>.svg for the name asked."""

    def __str__(self) -> str:  # KeyError would quote the whole message
        return self.args[0] if self.args else "icon not found"


def colour_hex(color) -> str:
    """'#rrggbb' for anything pygame.Color understands: (r, g, b[, a]), '#hex', a colour name."""
    c = pygame.Color(color) if not isinstance(color, pygame.Color) else color
    return f"#{c.r:02x}{c.g:02x}{c.b:02x}"


@lru_cache(maxsize=None)
def _svg_text(name: str) -> str:
    path = ICON_DIR / f"{name}.svg"
    if not path.is_file():
        known = ", ".join(sorted(ICON_NAMES))
        raise IconNotFound(f"icon {name!r} not found (no {path}); known icons: {known}")
    return path.read_text(encoding="utf-8")


@lru_cache(maxsize=2048)
def _render(name: str, w: int, h: int, hex_colour: str, alpha: int) -> pygame.Surface:
    svg = _svg_text(name).replace("currentColor", hex_colour)
    side = min(w, h)  # the art is square: fit it, centred, in a w×h box
    surf = pygame.image.load_sized_svg(io.BytesIO(svg.encode("utf-8")), (side, side))
    if surf.get_size() != (w, h):
        box = pygame.Surface((w, h), pygame.SRCALPHA)
        box.blit(surf, surf.get_rect(center=(w // 2, h // 2)))
        surf = box
    if pygame.display.get_init() and pygame.display.get_surface() is not None:
        surf = surf.convert_alpha()
    if alpha < 255:
        surf.set_alpha(alpha)  # combined with per-pixel alpha
    return surf


def icon(name: str, size, color=(255, 255, 255)) -> pygame.Surface:
    """The icon `name` rasterised at `size` pixels (an int for a square, or (w, h): the
    square art is fitted and centred) in `color`.

    Raises IconNotFound (a KeyError) naming the icon when there is no such file."""
    name = ALIASES.get(name, name)
    if isinstance(size, (int, float)):
        w = h = max(1, round(size))
    else:
        w, h = (max(1, round(v)) for v in size)
    c = pygame.Color(color) if not isinstance(color, pygame.Color) else color
    return _render(name, w, h, colour_hex(c), c.a)


# Survivor portraits: assets/icons/portraits/<survivor-id>.svg (same format and credits as
# the icons; kept out of ICON_NAMES). The ids on disk, read once.
PORTRAIT_IDS = frozenset(p.stem for p in (ICON_DIR / "portraits").glob("*.svg"))


def portrait(survivor_id: str, px: int, colour=(255, 255, 255)) -> pygame.Surface | None:
    """The survivor's portrait icon, px×px, tinted `colour` and cached like `icon`;
    None when that survivor has no portrait file."""
    if survivor_id not in PORTRAIT_IDS:
        return None
    side = max(1, round(px))
    c = pygame.Color(colour) if not isinstance(colour, pygame.Color) else colour
    return _render(f"portraits/{survivor_id}", side, side, colour_hex(c), c.a)


def available() -> list[str]:
    """Names with an SVG on disk (ICON_NAMES plus anything added since)."""
    return sorted(p.stem for p in ICON_DIR.glob("*.svg"))
