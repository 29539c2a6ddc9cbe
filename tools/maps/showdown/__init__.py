"""Showdown's map: a frontier town's main street on one 40x24-tile map
(maps/showdown.tmx) on the showdown tileset (maps/tilesets/showdown.png|.tsx). The slot
conventions the game relies on are in game/showdown/board_map.py; the layout is in
layout.py, the ground in ground.py, the objects in objects.py. All drawn here.
"""

from __future__ import annotations

from pathlib import Path

from game.showdown import board_map
from tools.maps.showdown.ground import GROUND, paint_ground
from tools.maps.showdown.layout import build_map
from tools.maps.showdown.objects import OBJECTS, part_keys
from tools.maps.tmx import Tileset

__all__ = ["SLOT_COLOURS", "build", "load_board"]

# how --preview outlines each kind of slot
SLOT_COLOURS = {"seat": (60, 220, 90), "platform": (255, 120, 255), "title": (255, 255, 255),
                "safe": (80, 160, 255), "holdup": (255, 230, 120), "deck": (80, 220, 255),
                "discard": (255, 140, 60), "dice": (230, 50, 50)}


def load_board(name):
    assert name == board_map.MAP, name
    return board_map.load_board()


def paint_tile(key):
    return OBJECTS.tile(key) if "@" in key else paint_ground(key)


def build(out: Path) -> list[str]:
    """Write the tileset and the map into `out`; the map's name."""
    tiles = Tileset("showdown", [*GROUND, *part_keys()])
    board = build_map()
    board.finish(tiles)
    tiles.write(out / "tilesets", paint_tile)
    board.write(tiles, out / f"{board.name}.tmx")
    return [board.name]
