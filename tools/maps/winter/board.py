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


TOKEN = 52  # a survivor slot is its token's footprint: 52 map px is 32 window px and more at 1280x720
TOKEN_STEP = 60  # centre to centre in a row; rows lie TOKEN apart, so no two footprints overlap


def survivors(b: WinterBoard, cells):
    """Survivor slots on these cells, index 1 first; a cell (x, y, dy) nudges its slot down by dy."""
    for i, c in enumerate(cells):
        x, y = c[:2]
        off = c[2] if len(c) > 2 else 0
        b.cell_slot("survivor", x, y, index=i + 1, dy=off, w=TOKEN, h=TOKEN)


def survivors_around(b: WinterBoard, centre, area, count: int, avoid=()):
    """`count` survivor slots on a staggered grid filling `area` (x0, y0, x1, y1 in
    pixels), none over a rectangle of `avoid` (x, y, w, h): index 1 nearest `centre`."""
    cx, cy = centre
    half = TOKEN / 2
    x0, y0, x1, y1 = area
    mx, my = (x0 + x1) / 2, (y0 + y1) / 2
    rows, cols = int((y1 - y0 - TOKEN) // TOKEN) // 2, int((x1 - x0 - TOKEN) // TOKEN_STEP) // 2 + 1
    spots = []
    for j in range(-rows, rows + 1):
        for i in range(-cols, cols + 1):
            x, y = mx + i * TOKEN_STEP + (TOKEN_STEP / 2 if j % 2 else 0), my + j * TOKEN
            inside = x0 + half <= x <= x1 - half and y0 + half <= y <= y1 - half
            clear = all(not (ax - half < x < ax + aw + half and ay - half < y < ay + ah + half) for ax, ay, aw, ah in avoid)
            if inside and clear:
                spots.append((round(x), round(y)))
    spots.sort(key=lambda p: ((p[0] - cx) ** 2 + (p[1] - cy) ** 2, p[1], p[0]))
    if len(spots) < count:
        raise ValueError(f"{b.name}: room for {len(spots)} survivor slots, the rules want {count}")
    for i, (x, y) in enumerate(spots[:count]):
        b.slot("survivor", x, y, w=TOKEN, h=TOKEN, index=i + 1)
