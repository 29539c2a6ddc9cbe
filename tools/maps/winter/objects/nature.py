"""Winter's trees, bushes, rocks, ice patches and snowmen (details layer)."""

from __future__ import annotations

import math
import random

from tools.maps.paint import alpha, mix, shade, star
from tools.maps.winter.objects.registry import obj
from tools.maps.winter.palette import (
    BARK,
    BRICK,
    ICE,
    ICE_CRACK,
    ICE_HI,
    PINE,
    PINE_D,
    PINE_L,
    SNOW_DEEP,
    SNOW_HI,
    SNOW_SH,
    WOOD_D,
)


def pine(p, rng, cx, cy, r):
    p.shadow(lambda q, c, dx, dy: q.poly(c, star(cx + dx * 1.8, cy + dy * 1.8, r, r * 0.8, 12, 0.2)), a=120)
    tiers = [(1.0, PINE_D, 0.2), (0.8, PINE, 0.45), (0.58, mix(PINE, PINE_L, 0.5), 0.1), (0.36, PINE_L, 0.35)]
    q = p.layer()
    for t, (f, col, rot) in enumerate(tiers):
        rr = r * f
        n = max(7, int(rr * 0.85))
        ox = oy = -0.5 * t
        p.poly(col, star(cx + ox, cy + oy, rr, rr * 0.74, n, rot, rng))
        # snow clumps on the branch tips of the lit (north-west) side
        for i in range(n):
            a = rot + 2 * math.pi * i / n
            if not (math.pi * 0.85 < a % (2 * math.pi) < math.pi * 1.95) or rng.random() < 0.3:
                continue
            d = rr * 0.82
            q.ellipse(alpha(SNOW_HI, 235), cx + ox + math.cos(a) * d - 1.4, cy + oy + math.sin(a) * d - 0.9,
                      rng.uniform(2.2, 3.4), 1.7)
    q.circle(alpha(SNOW_HI, 245), cx - 1.4, cy - 1.4, max(1.2, r * 0.1))
    p.paste(q)


@obj("pine")
def o_pine(p, rng):
    pine(p, rng, 16, 15, 13)


@obj("pine_s")
def o_pine_s(p, rng):
    pine(p, rng, 15, 16, 9)


@obj("pine_big", 2, 2)
def o_pine_big(p, rng):
    pine(p, rng, 32, 31, 26)


@obj("tree_bare")
def o_tree_bare(p, rng):
    cx, cy = 16, 16

    def branches(q, c, dx, dy, width_scale=1.0):
        r2 = random.Random(7)
        for i in range(7):
            a = i * 2 * math.pi / 7 + r2.uniform(-0.3, 0.3)
            ln = r2.uniform(10, 14)
            ex, ey = cx + dx + math.cos(a) * ln, cy + dy + math.sin(a) * ln
            q.line(c, (cx + dx, cy + dy), (ex, ey), 1.6 * width_scale)
            for s in (-0.6, 0.5):
                mx, my = cx + dx + math.cos(a) * ln * 0.6, cy + dy + math.sin(a) * ln * 0.6
                q.line(c, (mx, my), (mx + math.cos(a + s) * 5, my + math.sin(a + s) * 5), 0.8 * width_scale)
    p.shadow(lambda q, c, dx, dy: branches(q, c, dx * 2, dy * 2), a=90)
    branches(p, BARK, 0, 0)
    p.circle(shade(BARK, 0.8), cx, cy, 3.2)
    p.circle(BARK, cx - 0.4, cy - 0.4, 2.4)
    q = p.layer()
    r2 = random.Random(7)
    for i in range(7):
        a = i * 2 * math.pi / 7 + r2.uniform(-0.3, 0.3)
        ln = r2.uniform(10, 14)
        for t in (0.35, 0.7):
            q.ellipse(alpha(SNOW_HI, 230), cx + math.cos(a) * ln * t - 1.2, cy + math.sin(a) * ln * t - 0.8, 2.4, 1.4)
    p.paste(q)


@obj("bush")
def o_bush(p, rng):
    p.shadow(lambda q, c, dx, dy: q.ellipse(c, 6 + dx, 8 + dy, 20, 17), a=90)
    for _ in range(6):
        x, y = rng.uniform(8, 18), rng.uniform(10, 17)
        p.circle(PINE_D, x + 1, y + 1, 5)
    for _ in range(6):
        x, y = rng.uniform(8, 18), rng.uniform(10, 17)
        p.circle((70, 92, 70), x, y, 4)
    for _ in range(8):
        x, y = rng.uniform(7, 20), rng.uniform(8, 16)
        p.ellipse(SNOW_HI, x, y, rng.uniform(3, 6), 2.2)


@obj("rock")
def o_rock(p, rng):
    p.shadow(lambda q, c, dx, dy: q.ellipse(c, 7 + dx, 9 + dy, 19, 14), a=90)
    p.ellipse((104, 110, 122), 7, 9, 19, 14)
    p.ellipse((132, 138, 150), 8, 9.5, 15, 10)
    p.ellipse(SNOW_HI, 9, 9.5, 12, 6)


@obj("rubble")
def o_rubble(p, rng):
    for _ in range(7):
        x, y = rng.uniform(5, 24), rng.uniform(5, 24)
        w, h = rng.uniform(3, 7), rng.uniform(2.5, 5)
        c = rng.choice([(120, 124, 132), (140, 144, 150), BRICK, (100, 104, 112)])
        p.shadow(lambda q, col, dx, dy, x=x, y=y, w=w, h=h: q.rect(col, x + dx * .6, y + dy * .6, w, h, r=1), a=70)
        p.poly(c, [(x, y + rng.uniform(0, 1)), (x + w, y), (x + w - rng.uniform(0, 1.5), y + h), (x + 0.5, y + h)])
    p.line(WOOD_D, (6, 24), (20, 18), 1.6)
    for _ in range(4):
        p.ellipse(SNOW_HI, rng.uniform(5, 22), rng.uniform(5, 22), rng.uniform(3, 6), 1.8)


@obj("icepatch", 2, 1)
def o_icepatch(p, rng):
    pts = []
    for i in range(18):
        a = i * 2 * math.pi / 18
        r = rng.uniform(0.85, 1.05)
        pts.append((32 + math.cos(a) * 27 * r, 16 + math.sin(a) * 11 * r))
    p.poly(SNOW_DEEP, [(x + 0.8, y + 1.0) for x, y in pts])
    p.poly(ICE, pts)
    p.poly(alpha(ICE_HI, 255), [(14, 24), (20, 24), (36, 8), (30, 8)])
    p.poly(alpha(ICE_HI, 255), [(34, 24), (37, 24), (50, 10), (47, 10)])
    for _ in range(3):
        x, y = rng.uniform(16, 48), rng.uniform(9, 22)
        p.line(ICE_CRACK, (x, y), (x + rng.uniform(-6, 6), y + rng.uniform(-4, 4)), 0.5)


@obj("snowman")
def o_snowman(p, rng):
    p.shadow(lambda q, c, dx, dy: q.circle(c, 16 + dx * 2, 17 + dy * 2, 11), a=90)
    p.circle(SNOW_SH, 16, 17, 11)
    p.circle(SNOW_HI, 15.4, 16.4, 10)
    p.circle(SNOW_SH, 16, 16, 7.4)
    p.circle(SNOW_HI, 15.6, 15.6, 6.8)
    p.circle((36, 36, 40), 16, 15.6, 4.2)
    p.circle((56, 56, 62), 16, 15.6, 2.8)
    p.poly((230, 120, 40), [(18.5, 16), (24, 18.6), (18.4, 18.2)])
    p.line((200, 60, 50), (11, 19.5), (21, 19.5), 1.6)
    p.line(BARK, (6, 18), (1.5, 13), 0.7)
    p.line(BARK, (26, 18), (30.5, 14), 0.7)
