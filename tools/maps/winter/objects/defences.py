"""Palisades, watchtowers, gates, sandbags and fences (details layer)."""

from __future__ import annotations

from tools.maps.paint import alpha, shade
from tools.maps.winter.modifiers import SIDE_ROT
from tools.maps.winter.objects.registry import obj
from tools.maps.winter.palette import LOG, LOG_D, SNOW, SNOW_DEEP, SNOW_HI, WARM, WOOD


def palisade_run(p, rng, rotate=0, x0=0, x1=32):
    """A row of sharpened logs seen from above, along the tile middle."""
    q = p.layer()
    # a walkway of planks along the inner side
    q.rect(LOG_D, x0, 17, x1 - x0, 9)
    for xx in range(int(x0), int(x1), 4):
        q.rect(shade(WOOD, 0.92 + 0.08 * ((xx // 4) % 2)), xx + 0.3, 17.6, 3.4, 7.8)
    n = int((x1 - x0) / 8 + 0.5)
    step = (x1 - x0) / max(1, n)
    for i in range(n):
        x = x0 + step * (i + 0.5)
        r = step / 2 + 0.4
        q.circle(LOG_D, x, 12, r + 0.7)
        q.circle(LOG, x, 12, r)
        q.circle((176, 138, 96), x - 0.6, 11.4, r * 0.62)
        q.circle((140, 102, 68), x - 0.3, 11.7, r * 0.3)
        q.ellipse(alpha(SNOW_HI, 245), x - r * 0.85, 12 - r * 1.0, r * 1.3, r * 0.8)
    p.drop(q, rotate, 3.0, 3.5, 130)


for _side, _rot in SIDE_ROT.items():
    obj(f"palisade_{_side.lower()}")(lambda p, rng, r=_rot: palisade_run(p, rng, r))


@obj("tower")
def o_tower(p, rng):
    p.shadow(lambda q, c, dx, dy: q.rect(c, 2 + dx * 2, 2 + dy * 2, 28, 28, r=2), a=130)
    p.rect(LOG_D, 1, 1, 30, 30, r=2)
    c = (16, 16)
    faces = [((1.5, 1.5), (30.5, 1.5), SNOW_HI), ((30.5, 1.5), (30.5, 30.5), (150, 108, 72)),
             ((30.5, 30.5), (1.5, 30.5), (112, 78, 52)), ((1.5, 30.5), (1.5, 1.5), SNOW)]
    for a, b, col in faces:
        p.poly(col, [a, b, c])
    for a, b, col in faces[1:3]:
        for t in (0.25, 0.5, 0.75):
            p.line(shade(col, 0.8), (a[0] + (c[0] - a[0]) * t, a[1] + (c[1] - a[1]) * t),
                   (b[0] + (c[0] - b[0]) * t, b[1] + (c[1] - b[1]) * t), 0.5)
    for a, _b, _col in faces:
        p.line(alpha(SNOW_DEEP, 255), a, c, 0.6)
    p.circle(LOG_D, 16, 16, 1.6)
    p.glow(WARM, 16, 16, 20, strength=40)


def gate(p, rng, rotate):

    q = p.layer()
    # two heavy leaves swung open (inward = +y)
    for hx, d in ((5, 1), (27, -1)):
        q.poly(LOG_D, [(hx - d * 1, 15), (hx + d * 4.6, 15), (hx + d * 9.6, 31), (hx + d * 4, 31)])
        q.poly(WOOD, [(hx - d * 0.2, 15.7), (hx + d * 3.9, 15.7), (hx + d * 8.7, 30.3), (hx + d * 4.7, 30.3)])
        for t in (0.3, 0.7):
            y = 15.7 + 14.6 * t
            q.line(LOG_D, (hx + d * (-0.2 + 4.9 * t), y), (hx + d * (3.9 + 4.8 * t), y), 0.8)
    # a roofed lintel over the way in, on two big posts
    q.rect(LOG_D, 0, 5, 32, 10, r=2)
    q.rect((112, 80, 54), 0.8, 5.8, 30.4, 4.4)
    q.rect((150, 108, 70), 0.8, 10.2, 30.4, 4.0)
    q.line(LOG_D, (0.8, 10.2), (31.2, 10.2), 0.7)
    q.rect(alpha(SNOW_HI, 250), 2, 5.5, 28, 4.2, r=2)
    for x in (3.5, 28.5):
        q.circle(LOG_D, x, 12.5, 4.4)
        q.circle(LOG, x, 12.5, 3.6)
        q.circle((176, 138, 96), x - 0.6, 11.9, 2.0)
    q.circle(WARM, 16, 12.4, 1.6)
    q.glow(WARM, 16, 13, 9, strength=90)
    p.drop(q, rotate, 2.5, 3.0, 120)


for _side, _rot in SIDE_ROT.items():   # the leaves swing inward, away from that side
    obj(f"gate_{_side.lower()}")(lambda p, rng, r=_rot: gate(p, rng, r))


def sandbags(p, rng, vertical):
    q = p.layer()
    for row, y in enumerate((9, 16)):
        off = 0 if row == 0 else 4
        for i in range(-1, 4):
            x = 1 + off + i * 8
            if x + 8 < 0.5 or x > 31.5:
                continue
            xa, xb = max(0.5, x), min(31.5, x + 8)
            q.rect((104, 98, 74), xa, y, xb - xa, 7, r=3)
            q.rect((150, 140, 106), xa + 0.5, y + 0.5, max(0.5, xb - xa - 1.0), 5.6, r=2.6)
            q.rect((170, 160, 124), xa + 1.2, y + 1.0, max(0.5, xb - xa - 2.4), 2.4, r=1.2)
    for _ in range(3):
        q.ellipse(alpha(SNOW_HI, 230), rng.uniform(2, 22), rng.uniform(8.5, 11), rng.uniform(5, 9), 2.5)
    p.drop(q, 90 if vertical else 0, 2.0, 2.5, 110)


@obj("sandbags_h")
def o_sandbags_h(p, rng):
    sandbags(p, rng, False)


@obj("sandbags_v")
def o_sandbags_v(p, rng):
    sandbags(p, rng, True)


def fence(p, rng, vertical, x0=0, x1=32):
    q = p.layer()
    q.rect((150, 130, 104), x0, 14.8, x1 - x0, 2.4)
    q.rect((120, 100, 78), x0, 17, x1 - x0, 0.6)
    for x in range(int(x0) + 4, int(x1), 8):
        q.rect((110, 92, 70), x - 1.6, 13.4, 3.2, 5.2, r=0.6)
        q.rect(SNOW_HI, x - 1.4, 13.5, 2.8, 2)
    q.rect(alpha(SNOW_HI, 220), x0, 14.8, x1 - x0, 0.9)
    p.drop(q, 90 if vertical else 0, 1.5, 2.0, 90)


@obj("fence_h")
def o_fence_h(p, rng):
    fence(p, rng, False)


@obj("fence_v")
def o_fence_v(p, rng):
    fence(p, rng, True)


@obj("fence_end_w")
def o_fence_end_w(p, rng):
    fence(p, rng, False, 12, 32)


@obj("fence_end_e")
def o_fence_end_e(p, rng):
    fence(p, rng, False, 0, 20)
