"""Showdown's ground tiles: the street's dust, the porches' and the lower boardwalk's
planks, and each building's roof; GROUND lists the base keys, paint_ground paints one."""

from __future__ import annotations

import random

from tools.maps.paint import Pen, alpha, grain, shade
from tools.maps.showdown.palette import DUST, DUST_D, DUST_L, PLANK, PLANK_D, PLATFORMS, WALK
from tools.maps.showdown.seed import SEED


def g_dust(p, rng, v):
    """Packed dust with pebbles; variant 1 and 2 carry hoof prints and a wheel rut."""
    p.fill(DUST)
    q = p.layer()
    for _ in range(5):
        w = rng.uniform(6, 14)
        q.ellipse(alpha(DUST_L if rng.random() < 0.5 else DUST_D, 70), rng.uniform(0, 32 - w), rng.uniform(0, 28),
                  w, w * 0.45)
    for _ in range(4):
        q.circle(alpha(shade(DUST_D, 0.8), 170), rng.uniform(2, 30), rng.uniform(2, 30), rng.uniform(0.6, 1.2))
    if v == 1:
        for _ in range(2):
            x, y = rng.uniform(6, 24), rng.uniform(6, 24)
            q.arc(alpha(shade(DUST_D, 0.8), 150), x, y, 5, 5, 0.6, 5.6, 1.0)
    if v == 2:
        q.line(alpha(shade(DUST_D, 0.9), 120), (0, 12), (32, 12), 1.6)
        q.line(alpha(DUST_L, 120), (0, 13.6), (32, 13.6), 0.8)
    p.paste(q)


def g_planks(p, rng, colour, across, joints=1.0):
    """Boards 8 px wide with nail heads and staggered joints (across: boards run east-west;
    joints: the chance a board has a joint in this cell)."""
    p.fill(shade(colour, 0.62))
    for k in range(4):
        spread = 0.08 if joints >= 1 else 0.035   # long boards: one tone across their cells
        tone = shade(colour, rng.uniform(1 - spread, 1 + spread))
        j = rng.uniform(8, 24)
        parts = ((0, j), (j, 32)) if rng.random() < joints else ((0, 16), (16, 32))
        if parts[0][1] == 16:   # no joint: one board through the cell (drawn a little past its edges)
            parts = ((-1, 33),)
        for a, b in parts:
            if across:
                p.rect(tone, a + 0.4, k * 8 + 0.5, b - a - 0.8, 7)
            else:
                p.rect(tone, k * 8 + 0.5, a + 0.4, 7, b - a - 0.8)
        for c in (j - 2, j + 2):
            x, y = (c, k * 8 + 4) if across else (k * 8 + 4, c)
            p.circle(shade(colour, 0.45), x, y, 0.6)
        grainline = rng.uniform(2, 6)
        if across:
            p.line(shade(tone, 0.86), (1, k * 8 + grainline), (30, k * 8 + grainline), 0.3)
        else:
            p.line(shade(tone, 0.86), (k * 8 + grainline, 1), (k * 8 + grainline, 30), 0.3)


def g_roof(p, rng, n):
    """Shingles (saloon), slate (bank) or ridged tin (hotel), in the building's roof colour."""
    c = PLATFORMS[n][2]
    p.fill(shade(c, 0.7))
    if n == 3:
        for x in range(0, 32, 8):
            p.rect(c, x + 0.5, 0, 6, 32)
            p.rect(shade(c, 1.2), x + 1, 0, 1.6, 32)
        return
    size = 8 if n == 1 else 10.67
    for row in range(4 if n == 1 else 3):
        off = (row % 2) * size / 2
        for k in range(-1, 5):
            x = k * size + off
            p.rect(shade(c, rng.uniform(0.9, 1.1)), x + 0.5, row * size + 0.5, size - 1, size - 1, r=1 if n == 1 else 0)
    p.rect(alpha(shade(c, 1.15), 255), 0, 0, 32, 1)


def g_slope(p, rng, n, part):
    """The roof in light: its north slope in shade ("N"), the ridge cap ("ridge"), the
    south slope in the sun (plain roof)."""
    g_roof(p, rng, n)
    q = p.layer()
    c = PLATFORMS[n][2]
    if part == "N":
        q.rect(alpha((20, 14, 10), 70), 0, 0, 32, 32)
    else:
        q.rect(alpha((20, 14, 10), 70), 0, 0, 32, 14)
        q.rect(alpha(shade(c, 0.55), 255), 0, 13, 32, 6)
        q.rect(alpha(shade(c, 1.3), 255), 0, 14, 32, 1.5)
        for x in range(0, 32, 8):
            q.line(alpha(shade(c, 0.45), 255), (x + 4, 13), (x + 4, 19), 0.6)
    p.paste(q)


def g_eave(p, rng, n):
    """The roof's front edge: its trim in the platform's colour and its shadow on the porch."""
    g_planks(p, rng, PLANK, False)
    q = p.layer()
    q.rect(alpha((30, 20, 14), 90), 0, 0, 32, 10)
    p.paste(q)
    p.rect(shade(PLATFORMS[n][1], 0.9), 0, 0, 32, 4)
    p.rect(shade(PLATFORMS[n][1], 1.25), 0, 0, 32, 1.2)


GROUND = {}   # base key -> (painter, grain amount)
for _v in range(4):
    GROUND[f"dust{_v}"] = (lambda p, r, v=_v: g_dust(p, r, v), 5)
for _v in range(2):
    GROUND[f"porch{_v}"] = (lambda p, r: g_planks(p, r, PLANK, False), 3)
    GROUND[f"walk{_v}"] = (lambda p, r: g_planks(p, r, WALK, True, joints=0.3), 3)
for _n in PLATFORMS:
    GROUND[f"roof{_n}"] = (lambda p, r, n=_n: g_roof(p, r, n), 3)
    GROUND[f"roofN{_n}"] = (lambda p, r, n=_n: g_slope(p, r, n, "N"), 3)
    GROUND[f"ridge{_n}"] = (lambda p, r, n=_n: g_slope(p, r, n, "ridge"), 3)
    GROUND[f"eave{_n}"] = (lambda p, r, n=_n: g_eave(p, r, n), 2)
def g_ledge(p, rng, sides):
    """The lighter boards a player's row stands on, a dark rim on its outer `sides`."""
    g_planks(p, rng, shade(WALK, 1.28), True, joints=0.25)
    for side, (x, y, w, h) in (("N", (0, 0, 32, 2)), ("S", (0, 30, 32, 2)), ("W", (0, 0, 2, 32)),
                               ("E", (30, 0, 2, 32))):
        if side in sides:
            p.rect(shade(PLANK_D, 0.7), x, y, w, h)


for _s in ("NW", "N", "NE", "SW", "S", "SE"):
    GROUND[f"ledge{_s}"] = (lambda p, r, s=_s: g_ledge(p, r, s), 2)
GROUND["porch_edge"] = (lambda p, r: (g_planks(p, r, PLANK, False),
                                      p.rect(shade(PLANK_D, 0.8), 0, 28, 32, 4)), 2)
GROUND["walk_edge"] = (lambda p, r: (g_planks(p, r, WALK, True, joints=0.3), p.rect(shade(PLANK_D, 0.8), 0, 0, 32, 3.5)), 2)


def paint_ground(key):
    painter, amount = GROUND[key]
    p = Pen()
    painter(p, random.Random(f"{SEED}:{key}"))
    return grain(p.finish(), random.Random(f"{SEED}:{key}:grain"), amount)
