"""A Winter map being laid out: open snow everywhere to start, buildings and road paint
(Board), and at the end the snow fringes and cast shadows that the neighbouring cells
call for (their ground modifiers, see modifiers.py)."""

from __future__ import annotations

from tools.maps.board import STEPS, Board
from tools.maps.tmx import Tileset
from tools.maps.winter.objects import OBJECTS
from tools.maps.winter.seed import SEED

FRINGED = {"path", "asphalt", "pavers", "ice", "water", "dirt"}   # region kinds that get snow edges
TALL = {"floor"}                                                 # kinds that cast shadows on the snow
CORNERS = {"ne": (1, -1), "se": (1, 1), "sw": (-1, 1), "nw": (-1, -1)}


class WinterBoard(Board):
    SEED = SEED
    OBJECTS = OBJECTS
    OPEN = "snow"
    MOD_ORDER = ("ln", "fr", "fc", "sh", "sc", "w", "d", "win")
    BACKGROUND = "#e4ecf4"   # the snow colour

    def open_ground(self):
        r = self.rng.random()
        if r < 0.62:
            return f"snow{self.rng.randrange(4)}"
        return self.rng.choice(["snow4", "snow5", "snow6", "snow0", "snow1"])

    def finish(self, tiles: Tileset):
        """Add snow fringes and cast shadows from neighbours, then register every key."""
        k = self.kind_at
        for y in range(self.h):
            for x in range(self.w):
                kind = self.kind[y][x]
                m = self.mods[y][x]
                if kind in FRINGED:
                    fr = self.sides(x, y, lambda n: n == "snow")
                    fc = ".".join(c for c, (dx, dy) in CORNERS.items()
                                  if k(x + dx, y + dy) == "snow" and k(x + dx, y) not in ("snow", None)
                                  and k(x, y + dy) not in ("snow", None))
                    if fr:
                        m["fr"] = fr
                    if fc:
                        m["fc"] = fc
                if kind != "floor":
                    sh = "".join(s for s in "NW" if k(x + STEPS[s][0], y + STEPS[s][1]) in TALL)
                    if sh:
                        m["sh"] = sh
                    elif k(x - 1, y - 1) in TALL:
                        m["sc"] = "nw"
        super().finish(tiles)


def survivors(b: WinterBoard, cells):
    """Survivor slots on these cells, index 1 first; a cell (x, y, dy) nudges its slot down by dy."""
    for i, c in enumerate(cells):
        x, y = c[:2]
        off = c[2] if len(c) > 2 else 0
        b.cell_slot("survivor", x, y, index=i + 1, dy=off)
