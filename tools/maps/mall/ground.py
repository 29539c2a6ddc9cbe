"""Mall's ground tiles: the base floors (the hall's stone, each shop's own floor, the
parking lot's asphalt, the street), the GROUND table of base keys, and paint_ground,
which paints a whole ground key "base|modifier=value|..." (modifiers: walls.py and
the shared road paint)."""

from __future__ import annotations

import random

from tools.maps.board import split_key
from tools.maps.mall.palette import ASPH, ASPH_L, HALL, HALL_D, HALL_VEIN, PAVER, ROAD, WOOD
from tools.maps.mall.seed import SEED
from tools.maps.mall.walls import queue_mat, walls
from tools.maps.paint import Pen, alpha, grain, paint_marks, shade


def g_hall(p, rng, dark):
    """Polished stone slabs, one a cell, with a soft vein and a sheen."""
    base = HALL_D if dark else HALL
    p.fill(shade(base, 0.9))
    p.rect(base, 0.5, 0.5, 31, 31)
    q = p.layer()
    x, y = rng.uniform(0, 12), rng.uniform(0, 32)
    for _ in range(4):
        nx, ny = x + rng.uniform(6, 11), y + rng.uniform(-7, 7)
        q.line(alpha(HALL_VEIN, 110), (x, y), (nx, ny), rng.uniform(0.4, 0.8))
        x, y = nx, ny
    q.ellipse(alpha((255, 255, 255), 40), rng.uniform(2, 14), rng.uniform(2, 14), 14, 6)
    p.paste(q)


def g_small_tiles(p, rng, colour, size):
    """Square tiles `size` px across with grout lines (restroom, supermarket)."""
    p.fill(shade(colour, 0.82))
    for i in range(0, 32, size):
        for j in range(0, 32, size):
            p.rect(shade(colour, rng.uniform(0.97, 1.03)), i + 0.4, j + 0.4, size - 0.8, size - 0.8)


def g_checker(p, rng, a, b):
    p.fill(a)
    p.rect(b, 0, 0, 16, 16)
    p.rect(b, 16, 16, 16, 16)
    q = p.layer()
    q.rect(alpha(shade(a, 0.8), 160), 0, 0, 32, 32, width=0.35)
    q.line(alpha(shade(a, 0.8), 160), (16, 0), (16, 32), 0.35)
    q.line(alpha(shade(a, 0.8), 160), (0, 16), (32, 16), 0.35)
    p.paste(q)


def g_parquet(p, rng, v):
    """Boards running across, joints staggered (the clothing store)."""
    base = WOOD if v == 0 else shade(WOOD, 0.92)
    p.fill(shade(base, 0.7))
    for row in range(4):
        tone = shade(base, rng.uniform(0.94, 1.07))
        y = row * 8
        j = (5 + row * 13 + v * 7) % 24 + 4
        for a, b in ((0, j), (j, 32)):
            p.rect(tone if a == 0 else shade(tone, 1.04), a + 0.3, y + 0.4, b - a - 0.6, 7.2)
        p.line(shade(tone, 0.88), (rng.uniform(1, 8), y + 4), (rng.uniform(14, 30), y + 4), 0.3)


def g_playmat(p, rng, colour):
    """A foam puzzle mat square (the toy store), its tabs keyed into the neighbours."""
    p.fill(colour)
    edge = shade(colour, 0.8)
    p.rect(edge, 0, 0, 32, 32, width=0.6)
    for cx, cy in ((16, 0), (16, 32), (0, 16), (32, 16)):
        p.circle(shade(colour, 0.92), cx, cy, 3.6)
        p.circle(edge, cx, cy, 3.6, width=0.5)
    q = p.layer()
    for _ in range(3):
        q.circle(alpha(shade(colour, 1.08), 160), rng.uniform(6, 26), rng.uniform(6, 26), rng.uniform(1.4, 2.6))
    p.paste(q)


def g_carpet(p, rng, v):
    """Carpet tiles with the pile laid in alternate directions (security HQ)."""
    c = (74, 82, 102) if v == 0 else (68, 76, 96)
    p.fill(shade(c, 0.88))
    for i, (x, y) in enumerate(((0, 0), (16, 0), (0, 16), (16, 16))):
        p.rect(c, x + 0.4, y + 0.4, 15.2, 15.2)
        for k in range(3, 16, 4):
            a, b = ((x + k, y + 1.5), (x + k, y + 14.5)) if (i + v) % 2 else ((x + 1.5, y + k), (x + 14.5, y + k))
            p.line(shade(c, 1.1), a, b, 0.5)


def g_asphalt(p, rng, v, colour=ASPH):
    p.fill(colour)
    q = p.layer()
    for _ in range(6):
        rw = rng.uniform(4, 12)
        q.ellipse(alpha(ASPH_L, 60), rng.uniform(0, 32 - rw), rng.uniform(0, 28), rw, rw * 0.5)
    if v == 1:  # an oil stain
        q.ellipse(alpha((40, 40, 46), 120), rng.uniform(6, 14), rng.uniform(8, 16), 12, 8)
    if v == 2:  # a patched crack
        x, y = rng.uniform(2, 10), rng.uniform(4, 28)
        for _ in range(4):
            nx, ny = x + rng.uniform(4, 8), y + rng.uniform(-4, 4)
            q.line(alpha((44, 46, 52), 200), (x, y), (nx, ny), 0.8)
            x, y = nx, ny
    p.paste(q)


def g_pavers(p, rng):
    """Sidewalk slabs in running bond."""
    p.fill(shade(PAVER, 0.84))
    for j in (0, 1):
        for x in range(-8 * j, 32, 16):
            p.rect(shade(PAVER, rng.uniform(0.95, 1.05)), x + 0.6, j * 16 + 0.6, 14.8, 14.8, r=1)


GROUND = {}   # base key -> (painter, grain amount)
DARK = {"road", "asph0", "asph1", "asph2"}   # grounds a queue mat must show up on
for _v in range(4):
    GROUND[f"hall{_v}"] = (lambda p, r, v=_v: g_hall(p, r, v >= 2), 2)
GROUND["rest"] = (lambda p, r: g_small_tiles(p, r, (214, 232, 236), 8), 1)
GROUND["market"] = (lambda p, r: g_checker(p, r, (236, 232, 218), (196, 220, 200)), 2)
GROUND["parquet0"] = (lambda p, r: g_parquet(p, r, 0), 3)
GROUND["parquet1"] = (lambda p, r: g_parquet(p, r, 1), 3)
for _n, _c in enumerate(((246, 204, 196), (248, 230, 176), (194, 220, 242), (200, 232, 196))):
    GROUND[f"play{_n}"] = (lambda p, r, c=_c: g_playmat(p, r, c), 2)
GROUND["carpet0"] = (lambda p, r: g_carpet(p, r, 0), 3)
GROUND["carpet1"] = (lambda p, r: g_carpet(p, r, 1), 3)
for _v in range(3):
    GROUND[f"asph{_v}"] = (lambda p, r, v=_v: g_asphalt(p, r, v), 6)
GROUND["road"] = (lambda p, r: g_asphalt(p, r, 0, ROAD), 6)
GROUND["pavers"] = (g_pavers, 3)


def paint_ground(key):
    """The tile of ground key "base|modifier=value|...": the base, then its modifiers."""
    base, mods = split_key(key)
    painter, amount = GROUND[base]
    rng = random.Random(f"{SEED}:{key}")
    p = Pen()
    painter(p, random.Random(f"{SEED}:{base}"))
    if "ln" in mods:
        paint_marks(p, mods["ln"])
    if "q" in mods:
        queue_mat(p, mods["q"], dark=base in DARK)
    if "w" in mods:
        walls(p, mods["w"], mods.get("d", ""), mods.get("win", ""))
    return grain(p.finish(), rng, amount)
