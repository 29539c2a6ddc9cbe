"""Winter's maps: the colony (24x16 tiles) and the six locations (12x8), drawn on the
winter tileset (maps/tilesets/winter.png|.tsx, maps/<place>.tmx). The slot
conventions the game relies on are in game/winter/board_map.py.

Tile keys: plain keys ("snow0", "wood0") name base ground tiles (ground.py); ground
keys may carry modifiers after "|" (modifiers.py); object keys are "name@col,row"
parts of a multi-tile object (objects/). The tileset holds every base tile and object
part, then every composite some map used.
"""

from __future__ import annotations

from pathlib import Path

from game.winter.board_map import load_board
from game.winter.rules.content import default_content
from tools.maps.tmx import Tileset
from tools.maps.winter.board import WinterBoard
from tools.maps.winter.colony import colony
from tools.maps.winter.ground import GROUND, paint_ground
from tools.maps.winter.locations import LOCATION_PAINTERS
from tools.maps.winter.objects import OBJECTS, part_keys

__all__ = ["SLOT_COLOURS", "build", "load_board"]

# how --preview outlines each kind of slot
SLOT_COLOURS = {"survivor": (60, 220, 90), "zombie": (230, 50, 50), "noise": (250, 200, 40), "deck": (80, 160, 255),
                "title": (255, 255, 255), "morale-track": (255, 140, 60), "round-track": (120, 200, 255)}


def paint_tile(key):
    return OBJECTS.tile(key) if "@" in key else paint_ground(key)


def build(out: Path) -> list[str]:
    """Write the tileset and every map into `out`; the map names, colony first."""
    locations = default_content().locations
    tiles = Tileset("winter", [*GROUND, *part_keys()])
    boards = []
    col = locations["colony"]
    b = WinterBoard("colony", 24, 16, {"location": "colony", "name": col.name})
    colony(b, col)
    boards.append(b)
    for lid, fn in LOCATION_PAINTERS.items():
        loc = locations[lid]
        b = WinterBoard(lid, 12, 8, {"location": lid, "name": loc.name})
        fn(b, loc)
        boards.append(b)
    for b in boards:
        b.finish(tiles)
    tiles.write(out / "tilesets", paint_tile)
    for b in boards:
        b.write(tiles, out / f"{b.name}.tmx")
    return [b.name for b in boards]
