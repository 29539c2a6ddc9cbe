"""Mall's map: the whole mall on one 42x22-tile map (maps/mall.tmx) on the mall tileset
(maps/tilesets/mall.png|.tsx). The slot conventions the game relies on are in
game/mall/board_map.py; the layout is in layout.py.

Tile keys: plain keys ("hall0", "market") name base ground tiles (ground.py); ground
keys may carry modifiers after "|" (walls.py, road paint); object keys are
"name@col,row" parts of a multi-tile object (objects/). The tileset holds every base
tile and object part, then every composite the map used.
"""

from __future__ import annotations

from pathlib import Path

from game.mall import board_map
from game.mall.board_map import rule_capacities
from tools.maps.mall.ground import GROUND, paint_ground
from tools.maps.mall.layout import build_map
from tools.maps.mall.objects import OBJECTS, part_keys
from tools.maps.tmx import Tileset

__all__ = ["SLOT_COLOURS", "build", "load_board"]

# how --preview outlines each kind of slot
SLOT_COLOURS = {"character": (60, 220, 90), "zombie": (230, 50, 50), "closed": (250, 200, 40),
                "title": (255, 255, 255), "area": (255, 120, 255), "truck": (80, 160, 255), "deck": (80, 220, 255),
                "monitor": (255, 140, 60), "badge": (255, 230, 120)}


def load_board(name):
    """The preview's reader (it names each map; Mall has the one)."""
    assert name == board_map.MAP, name
    return board_map.load_board()


def paint_tile(key):
    return OBJECTS.tile(key) if "@" in key else paint_ground(key)


def build(out: Path) -> list[str]:
    """Write the tileset and the map into `out`; the map's name."""
    tiles = Tileset("mall", [*GROUND, *part_keys()])
    board = build_map(rule_capacities())
    board.finish(tiles)
    tiles.write(out / "tilesets", paint_tile)
    board.write(tiles, out / f"{board.name}.tmx")
    return [board.name]
