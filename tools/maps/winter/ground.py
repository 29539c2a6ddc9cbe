"""Winter's ground tiles: the base textures (snow, deep snow, paths, ice, water, floors,
asphalt...), the GROUND table of base keys, and paint_ground, which paints a whole
ground key "base|modifier=value|..." (see modifiers.py)."""

from __future__ import annotations

import math
import random

from tools.maps.board import split_key
from tools.maps.paint import Pen, alpha, grain, mix, paint_marks, shade
from tools.maps.winter.modifiers import (
    cast_shadow,
    corner_fringe,
    corner_shadow,
    fringe,
    wall_fill,
    wall_lines,
)
from tools.maps.winter.palette import (
    ASPH,
    ASPH_L,
    CONC,
    CONC_D,
    DIRT,
    ICE,
    ICE_CRACK,
    ICE_HI,
    MUSTARD,
    PATH,
    PATH_D,
    PAVER,
    SNOW,
    SNOW_DEEP,
    SNOW_HI,
    SNOW_SH,
    WATER,
    WATER_D,
    WOOD,
)
from tools.maps.winter.seed import SEED


def g_deep(p, rng, v):
    """Deep, wind-blown snow outside the walls: bluer, with drift ridges."""
    p.fill(mix(SNOW, SNOW_SH, 0.28))
    q = p.layer()
    for _ in range(rng.randint(1, 2)):
        w = rng.uniform(14, 24)
        x, y = rng.uniform(1, 31 - w), rng.uniform(4, 22)
        q.ellipse(alpha(SNOW_HI, 110), x, y, w, w * 0.3)
        q.arc(alpha(SNOW_DEEP, 120), x + 1, y + 1.2, w - 2, w * 0.32, 3.6, 5.9, 0.8)
    if v == 2:
        cx, cy = rng.uniform(9, 23), rng.uniform(10, 22)
        for _ in range(6):
            a = rng.uniform(-2.6, -0.5)
            ln = rng.uniform(3, 6)
            q.line((120, 110, 86, 220), (cx, cy), (cx + math.cos(a) * ln, cy + math.sin(a) * ln), 0.8)
    p.paste(q)


def g_snow(p, rng, v):
    p.fill(SNOW)
    q = p.layer()
    for _ in range(rng.randint(2, 4)):
        rw = rng.uniform(8, 18)
        rh = rw * rng.uniform(0.35, 0.6)
        x, y = rng.uniform(2, 30 - rw), rng.uniform(2, 30 - rh)
        q.ellipse(alpha(SNOW_HI, 140), x, y, rw, rh)
    for _ in range(rng.randint(1, 3)):
        w = rng.uniform(7, 13)
        x, y = rng.uniform(2, 30 - w), rng.uniform(3, 26)
        q.arc(alpha(SNOW_SH, 200), x, y, w, w * 0.5, 0.3, 2.8, 1.0)
    if v == 4:  # footprints
        x, y = rng.uniform(6, 10), 4.0
        for i in range(5):
            q.ellipse(alpha(SNOW_DEEP, 150), x + (3 if i % 2 else 0), y + i * 5.5, 2.6, 3.8)
            x += 3.2
    if v == 5:  # dry grass poking through
        cx, cy = rng.uniform(9, 23), rng.uniform(10, 22)
        for _ in range(7):
            a = rng.uniform(-2.6, -0.5)
            ln = rng.uniform(3, 6)
            q.line((132, 118, 88, 230), (cx, cy), (cx + math.cos(a) * ln, cy + math.sin(a) * ln), 0.8)
        q.ellipse(alpha(SNOW_SH, 160), cx - 4, cy - 1, 8, 3)
    if v == 6:  # a stone under the snow
        cx, cy = rng.uniform(9, 22), rng.uniform(9, 22)
        q.ellipse(alpha(SNOW_DEEP, 160), cx - 4, cy - 2, 9, 6)
        q.ellipse((120, 126, 136, 255), cx - 3, cy - 1, 6, 4)
        q.ellipse(alpha(SNOW_HI, 255), cx - 3, cy - 2, 5, 2.5)
    p.paste(q)


def g_path(p, rng, v):
    p.fill(PATH)
    q = p.layer()
    for _ in range(rng.randint(3, 5)):
        rw = rng.uniform(6, 14)
        rh = rw * rng.uniform(0.4, 0.8)
        x, y = rng.uniform(1, 31 - rw), rng.uniform(1, 31 - rh)
        q.ellipse(alpha(PATH_D, 75), x, y, rw, rh)
    for _ in range(rng.randint(2, 4)):
        x, y = rng.uniform(3, 27), rng.uniform(3, 27)
        q.ellipse(alpha(SNOW_HI, 110), x, y, rng.uniform(3, 6), rng.uniform(1.5, 3))
    if v == 1:
        x, y = rng.uniform(6, 12), 3.0
        for i in range(5):
            q.ellipse(alpha(PATH_D, 220), x + (3.5 if i % 2 else 0), y + i * 5.6, 2.6, 3.8)
    for _ in range(rng.randint(2, 5)):
        q.circle(alpha(DIRT, 160), rng.uniform(2, 30), rng.uniform(2, 30), rng.uniform(0.4, 0.8))
    p.paste(q)


def g_ice(p, rng, v):
    p.fill(ICE)
    q = p.layer()
    for _ in range(3):
        x = rng.uniform(-8, 24)
        q.poly(alpha(ICE_HI, 120), [(x, 32), (x + 4, 32), (x + 16, 0), (x + 12, 0)])
    for _ in range(2 + v):
        x, y = rng.uniform(4, 28), rng.uniform(4, 28)
        pts = [(x, y)]
        for _ in range(3):
            x += rng.uniform(-6, 6)
            y += rng.uniform(-6, 6)
            pts.append((min(30, max(2, x)), min(30, max(2, y))))
        for a, b in zip(pts, pts[1:], strict=False):
            q.line(alpha(ICE_CRACK, 200), a, b, 0.6)
    p.paste(q)


def g_water(p, rng, v):
    p.fill(WATER)
    q = p.layer()
    for _ in range(4):
        rw = rng.uniform(6, 14)
        x, y = rng.uniform(1, 31 - rw), rng.uniform(1, 26)
        q.ellipse(alpha(WATER_D, 150), x, y, rw, rw * 0.4)
    for _ in range(2):
        x, y = rng.uniform(4, 24), rng.uniform(4, 26)
        q.line(alpha(ICE_HI, 120), (x, y), (x + rng.uniform(3, 7), y + rng.uniform(-1, 1)), 0.8)
    if v:
        x, y = rng.uniform(6, 20), rng.uniform(6, 20)
        q.poly(alpha(ICE, 200), [(x, y), (x + 8, y + 1), (x + 9, y + 6), (x + 2, y + 8)])
    p.paste(q)


def g_wood(p, rng, v):
    base = WOOD if v == 0 else shade(WOOD, 0.86)
    p.fill(base)
    for row in range(4):
        y = row * 8
        tone = shade(base, rng.uniform(0.9, 1.08))
        p.rect(tone, 0, y, 32, 8)
        for _ in range(2):
            gy = y + rng.uniform(1.5, 6.5)
            p.line(alpha(shade(tone, 0.88), 180), (rng.uniform(0, 10), gy), (rng.uniform(16, 32), gy), 0.4)
        j = (7 + row * 11 + v * 5) % 28 + 2
        p.line(shade(base, 0.62), (j, y), (j, y + 8), 0.6)
        p.line(shade(base, 0.62), (0, y + 7.7), (32, y + 7.7), 0.6)


def g_checker(p, rng, a, b):
    p.fill(a)
    p.rect(b, 0, 0, 16, 16)
    p.rect(b, 16, 16, 16, 16)
    for x in (0, 16):
        p.line(shade(mix(a, b, 0.5), 0.85), (x, 0), (x, 32), 0.35)
        p.line(shade(mix(a, b, 0.5), 0.85), (0, x), (32, x), 0.35)


def g_whitetile(p, rng, v):
    p.fill((214, 224, 228))
    for i in range(4):
        for j in range(4):
            p.rect(shade((214, 224, 228), rng.uniform(0.97, 1.03)), i * 8 + 0.4, j * 8 + 0.4, 7.2, 7.2)


def g_concrete(p, rng, v):
    p.fill(CONC)
    q = p.layer()
    for _ in range(4):
        rw = rng.uniform(6, 12)
        q.ellipse(alpha(CONC_D, 60), rng.uniform(0, 32 - rw), rng.uniform(0, 26), rw, rw * 0.6)
    q.line(alpha(CONC_D, 200), (0, 31.6), (32, 31.6), 0.5)
    q.line(alpha(CONC_D, 200), (31.6, 0), (31.6, 32), 0.5)
    p.paste(q)


def g_carpet(p, rng, v):
    c = (122, 42, 48)
    p.fill(c)
    q = p.layer()
    q.poly(alpha(shade(c, 1.18), 255), [(16, 4), (28, 16), (16, 28), (4, 16)])
    q.poly(alpha(shade(c, 0.86), 255), [(16, 9), (23, 16), (16, 23), (9, 16)])
    q.circle(alpha(MUSTARD, 200), 16, 16, 1.6)
    for cx, cy in ((0, 0), (32, 0), (0, 32), (32, 32)):
        q.circle(alpha(shade(c, 0.8), 255), cx, cy, 4)
    p.paste(q)


def g_linoleum(p, rng, v):
    if v == 0:
        a, b = (186, 176, 152), (174, 164, 142)   # warm (school)
    else:
        a, b = (160, 168, 178), (148, 156, 168)   # cool (precinct)
    g_checker(p, rng, a, b)


def g_asphalt(p, rng, v):
    p.fill(ASPH)
    q = p.layer()
    for _ in range(5):
        rw = rng.uniform(5, 12)
        q.ellipse(alpha(ASPH_L, 70), rng.uniform(0, 32 - rw), rng.uniform(0, 28), rw, rw * 0.5)
    if v == 1:  # streaks of packed snow
        for _ in range(3):
            rw = rng.uniform(8, 16)
            x, y = rng.uniform(2, 30 - rw), rng.uniform(4, 27)
            q.ellipse(alpha(mix(SNOW_SH, ASPH, 0.3), 150), x, y, rw, rng.uniform(1.4, 2.4))
    if v == 2:  # dark wet slush
        for _ in range(3):
            rw = rng.uniform(6, 12)
            q.ellipse(alpha((60, 66, 76), 140), rng.uniform(2, 30 - rw), rng.uniform(3, 26), rw, rw * 0.45)
    p.paste(q)


def g_pavers(p, rng, v):
    p.fill(shade(PAVER, 0.86))
    for i in range(2):
        for j in range(2):
            p.rect(shade(PAVER, rng.uniform(0.96, 1.05)), i * 16 + 0.6, j * 16 + 0.6, 14.8, 14.8, r=1)
    q = p.layer()
    for _ in range(2):
        q.ellipse(alpha(SNOW, 170), rng.uniform(2, 24), rng.uniform(2, 26), rng.uniform(4, 8), rng.uniform(2, 3))
    p.paste(q)


def g_dirt(p, rng, v):
    p.fill((150, 138, 124))
    q = p.layer()
    for _ in range(6):
        rw = rng.uniform(4, 10)
        q.ellipse(alpha(shade((150, 138, 124), rng.uniform(0.8, 1.1)), 200), rng.uniform(0, 32 - rw),
                  rng.uniform(0, 28), rw, rw * 0.6)
    for _ in range(3):
        rw = rng.uniform(4, 8)
        q.ellipse(alpha(SNOW, 200), rng.uniform(2, 28 - rw), rng.uniform(2, 28), rw, rw * 0.5)
    p.paste(q)


GROUND = {}   # base key -> (painter, grain amount, sparkle count)
for _v in range(7):
    GROUND[f"snow{_v}"] = (lambda p, r, v=_v: g_snow(p, r, v), 2, 3)
for _v in range(3):
    GROUND[f"deep{_v}"] = (lambda p, r, v=_v: g_deep(p, r, v), 2, 4)
for _v in range(2):
    GROUND[f"path{_v}"] = (lambda p, r, v=_v: g_path(p, r, v), 3, 1)
GROUND["ice0"] = (lambda p, r: g_ice(p, r, 0), 1, 2)
GROUND["ice1"] = (lambda p, r: g_ice(p, r, 1), 1, 2)
GROUND["water0"] = (lambda p, r: g_water(p, r, 0), 2, 0)
GROUND["water1"] = (lambda p, r: g_water(p, r, 1), 2, 0)
GROUND["wood0"] = (lambda p, r: g_wood(p, r, 0), 3, 0)
GROUND["wood1"] = (lambda p, r: g_wood(p, r, 1), 3, 0)
GROUND["checker"] = (lambda p, r: g_checker(p, r, (214, 208, 190), (152, 176, 170)), 2, 0)
GROUND["linoleum"] = (lambda p, r: g_linoleum(p, r, 0), 2, 0)
GROUND["linoleum_cool"] = (lambda p, r: g_linoleum(p, r, 1), 2, 0)
GROUND["whitetile"] = (lambda p, r: g_whitetile(p, r, 0), 1, 0)
GROUND["concrete"] = (lambda p, r: g_concrete(p, r, 0), 4, 0)
GROUND["carpet"] = (lambda p, r: g_carpet(p, r, 0), 3, 0)
for _v in range(3):
    GROUND[f"asphalt{_v}"] = (lambda p, r, v=_v: g_asphalt(p, r, v), 7, 0)
GROUND["pavers"] = (lambda p, r: g_pavers(p, r, 0), 3, 0)
GROUND["dirt"] = (lambda p, r: g_dirt(p, r, 0), 5, 0)


def paint_ground(key):
    """The tile of ground key "base|modifier=value|...": the base, then its modifiers."""
    base, mods = split_key(key)
    painter, amount, sparkle = GROUND[base]
    rng = random.Random(f"{SEED}:{key}")
    p = Pen()
    painter(p, random.Random(f"{SEED}:{base}"))
    if "ln" in mods:
        paint_marks(p, mods["ln"])
    bank = base.startswith("asphalt")
    for s in mods.get("fr", ""):
        fringe(p, rng, s, bank)
    for c in filter(None, mods.get("fc", "").split(".")):
        corner_fringe(p, rng, c, bank)
    for s in mods.get("sh", ""):
        cast_shadow(p, s)
    for c in filter(None, mods.get("sc", "").split(".")):
        corner_shadow(p, c)
    if "w" in mods:
        mat, sides = mods["w"].split(".")
        doors = mods.get("d", "")
        wins = mods.get("win", "")
        for s in sides:
            wall_fill(p, rng, mat, s, sides, s in doors, s in wins)
        for s in sides:
            wall_lines(p, mat, s, sides, s in doors)
    surf = p.finish()
    return grain(surf, rng, amount, sparkle, SNOW_HI)
