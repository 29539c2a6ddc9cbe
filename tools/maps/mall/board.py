"""A Mall map being laid out: the hall's stone floor everywhere to start, shops with
walls, glass fronts and doors (Board.building), parking paint, and the queue mats
whose dashed rims are worked out from their neighbours at the end."""

from __future__ import annotations

from tools.maps.board import Board
from tools.maps.mall.objects import OBJECTS
from tools.maps.mall.seed import SEED
from tools.maps.paint import T
from tools.maps.tmx import Tileset


class MallBoard(Board):
    SEED = SEED
    OBJECTS = OBJECTS
    OPEN = "hall"
    MOD_ORDER = ("ln", "q", "w", "d", "win")
    BACKGROUND = "#e2dac8"   # the hall's stone

    def __init__(self, name, w, h, props):
        super().__init__(name, w, h, props)
        for y in range(h):   # light and dark slabs in a checker
            for x in range(w):
                self.base[y][x] = f"hall{self.rng.randrange(2) + 2 * ((x + y) % 2)}"

    def open_ground(self):
        return "hall0"

    def queue_mat(self, n, cells):
        """Mark cells as location n's queue mat (the rim is found in finish)."""
        for x, y in cells:
            self.kind[y][x] = f"queue{n}"

    def finish(self, tiles: Tileset):
        for y in range(self.h):
            for x in range(self.w):
                kind = self.kind[y][x]
                if kind.startswith("queue"):
                    self.mods[y][x]["q"] = f"{kind[5:]}.{self.sides(x, y, lambda k, kind=kind: k != kind)}"
        super().finish(tiles)

    def area(self, n, x0, y0, x1, y1):
        """Location n's area slot: cells x0..x1, y0..y1."""
        self.slot("area", (x0 + x1 + 1) * T / 2, (y0 + y1 + 1) * T / 2, w=(x1 - x0 + 1) * T, h=(y1 - y0 + 1) * T,
                  entrance=n, name=f"area {n}")
