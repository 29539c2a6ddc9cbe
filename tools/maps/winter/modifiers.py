"""What a Winter ground key draws over its base tile, after "|": snow fringes
against open snow (fr, fc), shadows cast by buildings (sh, sc), walls with doors and
windows (w, d, win); road paint (ln) is paint.paint_marks.

Everything is drawn for the north side / north-west corner and rotated into place
(paint.SIDE_ROT, CORNER_ROT).
"""

from __future__ import annotations

from tools.maps.paint import CORNER_ROT, NEIGHBOURS, SHADE, SIDE_ROT, alpha, mix, shade
from tools.maps.winter.palette import SNOW, SNOW_DEEP, SNOW_HI, SNOW_SH, WARM, WOOD, WOOD_D

WALLS = {  # material: (top, edge, pattern)
    "brick": ((128, 78, 68), (62, 36, 34), "brick"),
    "concrete": ((150, 154, 162), (82, 86, 96), "slab"),
    "log": ((128, 92, 60), (70, 48, 34), "log"),
    "plank": ((112, 128, 142), (56, 64, 76), "slab"),
    "stucco": ((196, 178, 140), (110, 96, 74), "slab"),
    "white": ((206, 212, 216), (110, 118, 128), "slab"),
}
WT = 8.0  # wall thickness


def fringe(p, rng, side, bank=False):
    q = p.layer()
    pts = [(0, 0), (32, 0), (32, 5)]
    for i in range(7, 0, -1):
        pts.append((i * 4, rng.uniform(3.5, 7.5)))
    pts.append((0, 5))
    sh = [(x, y + 1.4) for x, y in pts[2:]]
    q.poly(alpha(SNOW_DEEP if bank else SNOW_SH, 220), [(0, 0), (32, 0)] + sh)
    q.poly(alpha(SNOW, 255), pts)
    q.ellipse(alpha(SNOW_HI, 200), rng.uniform(4, 18), 1.0, rng.uniform(6, 10), 2.2)
    p.paste(q, SIDE_ROT[side])


def corner_fringe(p, rng, corner, bank=False):
    q = p.layer()
    q.circle(alpha(SNOW_DEEP if bank else SNOW_SH, 220), 0, 0, 6.6)
    q.circle(alpha(SNOW, 255), 0, 0, 5.4)
    p.paste(q, CORNER_ROT[corner])


def cast_shadow(p, side, depth=9.0):
    q = p.layer()
    n = 12
    for i in range(n):
        y = depth * i / n
        q.rect(alpha(SHADE, int(70 * (1 - i / n) ** 1.5)), 0, y, 32, depth / n + 0.2)
    p.paste(q, SIDE_ROT[side])


def corner_shadow(p, corner, r=9.0):
    q = p.layer()
    for i in range(10):
        rr = r * (1 - i / 10)
        g = q.layer()
        g.circle(alpha(SHADE, 255), 0, 0, rr)
        g.surf.set_alpha(int(14 * (i + 1) / 10 * 1.6))
        q.surf.blit(g.surf, (0, 0))
    p.paste(q, CORNER_ROT[corner])


def wall_fill(p, rng, mat, side, sides, door, window):
    top, edge, pattern = WALLS[mat]
    left, right = (s in sides for s in NEIGHBOURS[side])
    q = p.layer()
    # inner shadow on the floor
    x0 = WT if left else 0
    x1 = 32 - WT if right else 32
    for i in range(8):
        q.rect(alpha(SHADE, int(60 * (1 - i / 8) ** 1.4)), x0, WT + i * 0.7, x1 - x0, 0.8)
    segs = [(0, 32)] if not door else [(0, 10), (22, 32)]
    for a, b in segs:
        q.rect(top, a, 0, b - a, WT)
        if pattern == "brick":
            for row in range(2):
                y = row * 3.5
                q.line(alpha(shade(top, 0.78), 255), (a, y + 3.4), (b, y + 3.4), 0.45)
                off = 0 if row == 0 else 3
                for x in range(int(a) - 6 + off, int(b), 6):
                    if a < x + 0.5 < b:
                        q.line(alpha(shade(top, 0.78), 255), (x + 0.5, y), (x + 0.5, y + 3.4), 0.45)
        elif pattern == "log":
            q.line(alpha(shade(top, 0.7), 255), (a, WT / 2), (b, WT / 2), 0.5)
            for x in range(int(a) + 3, int(b), 9):
                q.arc(alpha(shade(top, 0.75), 255), x, 0.8, 2.5, WT - 1.6, -1.4, 1.4, 0.4)
        else:
            for x in range(int(a) + 8, int(b), 16):
                q.line(alpha(shade(top, 0.85), 255), (x, 0), (x, WT), 0.4)
        # snow lying on the wall top
        # a dusting of snow on the wall top: a few soft drifts, never a pattern
        x = a + rng.uniform(0, 10)
        while x < b - 2:
            ln = rng.uniform(3, 8)
            xa, e = max(a + 0.5, x), min(b - 0.5, x + ln)
            if e - xa > 1.5:
                q.ellipse(alpha(mix(SNOW_HI, top, 0.15), 200), xa, 1.8, e - xa, WT - 3.6)
            x = e + rng.uniform(9, 20)
    if window:
        q.rect(alpha(edge, 255), 7, 1.6, 18, WT - 3.2)
        q.rect((176, 208, 226), 7.8, 2.3, 16.4, WT - 4.6)
        q.line((232, 244, 250), (9, 2.8), (14, 2.8), 0.5)
        q.line(alpha(edge, 255), (16, 1.6), (16, WT - 1.6), 0.6)
        gl = q.layer()
        gl.glow(WARM, 16, WT + 2, 12, strength=70)
        q.paste(gl)
    if door:
        # open door leaf swung inward, threshold
        q.rect(alpha(shade(WOOD, 0.9), 255), 10, 0.5, 12, WT - 1)
        q.rect(alpha(shade(WOOD, 0.7), 255), 10, 0.5, 12, 1)
        q.rect(alpha(WOOD_D, 255), 20.5, WT, 1.8, 10.5)
        q.rect(alpha(WOOD, 255), 20.8, WT, 1.2, 10.0)
        q.glow(WARM, 16, WT + 1, 8, strength=50)
    p.paste(q, SIDE_ROT[side])


def wall_lines(p, mat, side, sides, door):
    top, edge, _ = WALLS[mat]
    left, right = (s in sides for s in NEIGHBOURS[side])
    q = p.layer()
    x0 = WT if left else 0
    x1 = 32 - WT if right else 32
    segs = [(0, 32)] if not door else [(0, 10), (22, 32)]
    for a, b in segs:
        q.rect(edge, a, 0, b - a, 0.9)
        ia, ib = max(a, x0), min(b, x1)
        if ib > ia:
            q.rect(edge, ia, WT - 0.9, ib - ia, 0.9)
        if door:  # jambs
            if a > 0:
                q.rect(edge, a, 0, 0.9, WT)
            if b < 32:
                q.rect(edge, b - 0.9, 0, 0.9, WT)
    p.paste(q, SIDE_ROT[side])
