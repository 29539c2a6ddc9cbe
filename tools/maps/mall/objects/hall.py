"""The mall's hall (details layer): the fountain, benches, planters, palms, bins and the
information kiosk."""

from __future__ import annotations

import math

from tools.maps.mall.objects.kit import over, raised, slab
from tools.maps.mall.objects.registry import obj
from tools.maps.mall.palette import DARK, PLANT, PLANT_D, SOIL, STEEL, STEEL_D, WATER, WHITE, WOOD
from tools.maps.paint import alpha, shade

STONE = (204, 198, 186)


@obj("fountain", 2, 2)
def o_fountain(p, rng):
    c = 32
    p.shadow(lambda q, col, dx, dy: q.circle(col, c + dx * 1.5, c + dy * 1.5, 29), a=130)
    p.circle(shade(STONE, 0.7), c, c, 29)
    p.circle(STONE, c, c, 28)
    p.circle(shade(STONE, 1.08), c, c, 28, width=1.2)
    p.circle(shade(WATER, 0.75), c, c, 23.5)
    p.circle(WATER, c, c, 22.5)
    q = p.layer()
    for r in (9, 14, 19):   # ripples
        q.circle(alpha(WHITE, 70), c, c, r, width=0.6)
    for _ in range(6):      # coins
        a, r = rng.uniform(0, 2 * math.pi), rng.uniform(10, 20)
        q.circle(alpha((236, 200, 90), 220), c + math.cos(a) * r, c + math.sin(a) * r, 0.9)
    p.paste(q)
    p.circle(shade(STONE, 0.8), c, c, 6.5)
    p.circle(STONE, c, c, 5.5)
    p.glow((220, 240, 255), c, c, 10, strength=160)
    spray = p.layer()
    for i in range(8):
        a = i * math.pi / 4
        spray.circle(alpha(WHITE, 200), c + math.cos(a) * 8, c + math.sin(a) * 8, 1.3)
    p.paste(spray)
    p.circle(WHITE, c, c, 2.4)


@obj("bench", 2, 1)
def o_bench(p, rng):
    x, y, w, h = 5, 9, 54, 14
    raised(p, x, y, w, h, r=2, a=80)
    for xx in (x + 4, x + w - 6):
        p.rect(STEEL_D, xx, y - 1, 2, h + 2, r=0.6)
    for i in range(3):
        p.rect(WOOD, x, y + i * 4.8, w, 4, r=1)
        p.rect(shade(WOOD, 1.18), x, y + i * 4.8, w, 1.2, r=0.6)


def bush(p, rng, cx, cy, r):
    for _ in range(7):
        a, d = rng.uniform(0, 2 * math.pi), rng.uniform(0, r * 0.5)
        p.circle(PLANT_D, cx + math.cos(a) * d, cy + math.sin(a) * d, r * 0.55)
    for _ in range(7):
        a, d = rng.uniform(0, 2 * math.pi), rng.uniform(0, r * 0.45)
        p.circle(PLANT, cx + math.cos(a) * d - 1, cy + math.sin(a) * d - 1, r * 0.42)
    for _ in range(5):
        p.circle(shade(PLANT, 1.3), cx + rng.uniform(-r, r) * 0.5 - 2, cy + rng.uniform(-r, r) * 0.5 - 2, 1.3)


@obj("planter")
def o_planter(p, rng):
    slab(p, 3, 3, 26, 26, shade(STONE, 0.72), STONE, r=3, a=130)
    p.rect(SOIL, 6.5, 6.5, 19, 19, r=2)
    bush(p, rng, 16, 16, 10)


@obj("palm")
def o_palm(p, rng):
    """A potted palm: arching fronds, each a spine with leaflets, over a round pot."""
    raised(p, 8, 8, 16, 16, r=8, a=110)
    p.circle((170, 96, 64), 16, 16, 8)
    p.circle(SOIL, 16, 16, 6.4)
    for k in range(8):
        a = k * math.tau / 8 + rng.uniform(-0.2, 0.2)
        bend = rng.choice((-0.35, 0.35))
        spine = [(16 + math.cos(a + bend * t * t) * 15 * t, 16 + math.sin(a + bend * t * t) * 15 * t)
                 for t in (i / 6 for i in range(7))]
        colour = PLANT if k % 2 else PLANT_D
        for i, ((x0, y0), (x1, y1)) in enumerate(zip(spine, spine[1:], strict=False)):
            d = max(0.1, math.hypot(x1 - x0, y1 - y0))
            spread = 4.6 * (1 - i / 7)   # leaflets taper to the tip
            nx, ny = -(y1 - y0) / d * spread, (x1 - x0) / d * spread
            p.poly(colour, [(x0, y0), (x1 + nx, y1 + ny), (x1, y1), (x1 - nx, y1 - ny)])
        for (x0, y0), (x1, y1) in zip(spine, spine[1:], strict=False):
            p.line(shade(PLANT, 1.35), (x0, y0), (x1, y1), 0.5)


@obj("bin")
def o_bin(p, rng):
    p.shadow(lambda q, c, dx, dy: q.circle(c, 16 + dx, 16 + dy, 8), a=130)
    p.circle(STEEL_D, 16, 16, 8)
    p.circle(STEEL, 16, 16, 7)
    p.circle(DARK, 16, 16, 4.2)
    over(p, lambda q: q.circle(alpha(WHITE, 120), 13.5, 13.5, 1.6))


@obj("kiosk", 2, 1)
def o_kiosk(p, rng):
    """The information desk: a curved counter with a screen and the 'i' sign."""
    x, y, w, h = 4, 5, 56, 22
    slab(p, x, y, w, h, shade(WOOD, 0.7), shade(STONE, 1.05), r=10, lift=1.5, a=140, inset=1.5)
    p.rect(DARK, x + 8, y + 5, 16, 10, r=1)
    p.rect((70, 130, 190), x + 9, y + 6, 14, 8)
    p.circle((52, 120, 200), x + 40, y + 11, 6.5)
    p.rect(WHITE, x + 39.1, y + 9.5, 1.8, 5.5)
    p.circle(WHITE, x + 40, y + 7.4, 1.1)
