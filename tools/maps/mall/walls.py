"""What a Mall ground key draws over its floor, after "|": walls on the cell's sides
(w=material.sides) with shop doors (d) and glass shopfronts (win), and the queue
mats where zombies wait at an entrance (q=location.sides of the mat's rim).

Each side is drawn as the north one and rotated into place (paint.SIDE_ROT); every
side's fill goes down before any side's edge lines, so corners join cleanly.
"""

from __future__ import annotations

from tools.maps.mall.palette import ACCENT, GLASS, GLASS_HI, STEEL, STEEL_D, WALL, WALL_EDGE, WALL_TOP
from tools.maps.paint import NEIGHBOURS, SHADE, SIDE_ROT, alpha, shade

WT = 7.0                 # wall thickness
DOOR = (4.0, 28.0)       # the opening of a door, along its side
MAT = (62, 64, 72)       # the rubber mat inside a door
MATERIALS = {            # fill, highlight, edge
    "grey": (WALL, WALL_TOP, WALL_EDGE),
    "dark": (shade(WALL, 0.72), shade(WALL_TOP, 0.8), shade(WALL_EDGE, 0.8)),
}


def _segments(door):
    return [(0, DOOR[0]), (DOOR[1], 32)] if door else [(0, 32)]


def _span(sides, side):
    """Where the inner face of this side's wall runs, clear of the walls at its ends."""
    left, right = (s in sides for s in NEIGHBOURS[side])
    return (WT if left else 0.0), (32 - WT if right else 32.0)


def _fill(p, mat, sides, side, door, window):
    fill, hi, edge = MATERIALS[mat]
    a, b = _span(sides, side)
    q = p.layer()
    for i in range(7):  # the wall's soft shadow on the floor
        q.rect(alpha(SHADE, int(64 * (1 - i / 7) ** 1.5)), a, WT + i * 0.8, b - a, 0.9)
    for s0, s1 in _segments(door):
        if window:
            q.rect(alpha(GLASS, 235), s0, 1.2, s1 - s0, WT - 2.4)
            q.line(alpha(GLASS_HI, 230), (s0 + 2, 2.6), (s1 - 2, 2.6), 0.7)
        else:
            q.rect(fill, s0, 0, s1 - s0, WT)
            q.line(hi, (s0, 2.0), (s1, 2.0), 0.9)
    if door:  # a steel threshold, the sliding leaves parked at the jambs, a mat inside
        q.rect(STEEL, DOOR[0], 1.5, DOOR[1] - DOOR[0], WT - 3)
        q.rect(MAT, DOOR[0] + 1, WT + 1, DOOR[1] - DOOR[0] - 2, 12, r=1.5)
        for x in range(int(DOOR[0]) + 3, int(DOOR[1]) - 1, 3):
            q.line(shade(MAT, 0.7), (x, WT + 2.5), (x, WT + 11.5), 0.6)
        for x in (DOOR[0], DOOR[1] - 4):
            q.rect(alpha(GLASS, 230), x, 0.5, 4, WT - 1)
    p.paste(q, SIDE_ROT[side])


def _edges(p, mat, sides, side, door, window):
    edge = MATERIALS[mat][2] if not window else STEEL_D
    a, b = _span(sides, side)
    q = p.layer()
    for s0, s1 in _segments(door):
        q.rect(edge, s0, 0, s1 - s0, 0.8)
        if min(b, s1) > max(a, s0):
            q.rect(edge, max(a, s0), WT - 0.8, min(b, s1) - max(a, s0), 0.8)
        for x in (s0, s1):
            if 0 < x < 32:   # the jambs of a door
                q.rect(edge, x - 0.4, 0, 0.8, WT)
        if window:   # mullions
            for x in range(int(s0) + 16, int(s1), 16):
                q.rect(edge, x - 0.4, 0, 0.8, WT)
    p.paste(q, SIDE_ROT[side])


def walls(p, spec, doors, windows):
    """Walls on the sides of spec "material.sides"; doors and windows: sides that have one."""
    mat, sides = spec.split(".")
    for draw in (_fill, _edges):
        for s in sides:
            draw(p, mat, sides, s, s in doors, s in windows)


def queue_mat(p, spec, dark=False):
    """A tinted mat in the location's accent, dashed along its rim (spec "n.sides");
    stronger on dark ground (the street), so it shows as well as on the hall's stone."""
    n, sides = spec.split(".")
    c = ACCENT[int(n)]
    q = p.layer()
    q.rect(alpha(c, 100 if dark else 56), 0, 0, 32, 32)
    p.paste(q)
    for s in sides:
        r = p.layer()
        for x in range(0, 32, 8):
            r.rect(alpha(shade(c, 0.85), 235), x + 1, 1.2, 5, 1.8)
        p.paste(r, SIDE_ROT[s])
