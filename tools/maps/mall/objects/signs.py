"""What the game reads off the board (details layer): the locations' number plaques,
the name plates the game writes on, and the frames where "closed" markers lie."""

from __future__ import annotations

import math

import pygame

from tools.maps.mall.objects.kit import over, raised
from tools.maps.mall.objects.registry import obj
from tools.maps.mall.palette import ACCENT, DARK, WHITE, YELLOW
from tools.maps.paint import alpha, shade


def arc(cx, cy, rx, ry, a0, a1, n=28):
    """Points along an ellipse from angle a0 to a1 (degrees, 0 = east, 90 = south)."""
    return [(cx + rx * math.cos(math.radians(a0 + (a1 - a0) * i / n)),
             cy + ry * math.sin(math.radians(a0 + (a1 - a0) * i / n))) for i in range(n + 1)]


# each digit as strokes in a unit box (x right, y down), drawn with round caps
DIGITS = {
    1: [[(0.28, 0.24), (0.56, 0.08), (0.56, 0.92)], [(0.28, 0.92), (0.84, 0.92)]],
    2: [arc(0.5, 0.31, 0.28, 0.23, 195, 380) + [(0.2, 0.92), (0.82, 0.92)]],
    3: [arc(0.5, 0.29, 0.26, 0.21, 200, 450), arc(0.5, 0.705, 0.29, 0.215, -90, 160)],
    4: [[(0.66, 0.92), (0.66, 0.08), (0.16, 0.66), (0.86, 0.66)]],
    5: [[(0.78, 0.08), (0.3, 0.08), (0.25, 0.47)] + arc(0.5, 0.665, 0.29, 0.255, 218, 505)],
    6: [arc(0.5, 0.665, 0.28, 0.255, 0, 360), arc(0.76, 0.665, 0.54, 0.57, 266, 180)],
}


def digit(p, d, x, y, w, h, width, colour):
    for stroke in DIGITS[d]:
        pts = [(x + u * w, y + v * h) for u, v in stroke]
        for a, b in zip(pts, pts[1:], strict=False):
            p.line(colour, a, b, width)


def plaque(p, n):
    """A 64 px accent tile with the location's number, white on colour."""
    c = ACCENT[n]
    p.shadow(lambda q, col, dx, dy: q.rect(col, 5 + dx * 1.5, 5 + dy * 1.5, 54, 54, r=12), a=150)
    p.rect(shade(c, 0.6), 5, 5, 54, 54, r=12)
    p.rect(c, 6.2, 6.2, 51.6, 51.6, r=11)
    p.rect(shade(c, 1.2), 8, 8, 48, 20, r=9)
    p.rect(c, 8, 14, 48, 40, r=9)
    p.rect(WHITE, 9.5, 9.5, 45, 45, r=9, width=1.4)
    digit(p, n, 20.5, 15.5, 24, 35, 7.2, shade(c, 0.45))
    digit(p, n, 19.5, 14, 24, 35, 6.2, WHITE)


for _n in ACCENT:
    obj(f"num{_n}", 2, 2)(lambda p, rng, n=_n: plaque(p, n))


@obj("closed_spot", 2, 2)
def o_closed_spot(p, rng):
    """A hazard-striped frame on the floor: the closed marker's place."""
    x, y, w, h, fw = 4, 4, 56, 56, 4.5
    p.rect(alpha(DARK, 60), x, y, w, h, r=4)
    p.rect(DARK, x, y, w, h, r=4, width=fw)
    stripes, mask = p.layer(), p.layer()
    for i in range(-64, 64, 9):
        stripes.line(YELLOW, (i, 64), (i + 64, 0), 3.2)
    mask.rect((255, 255, 255), x + 0.8, y + 0.8, w - 1.6, h - 1.6, r=4, width=fw - 1.6)
    stripes.surf.blit(mask.surf, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    p.paste(stripes)


def plate(p, n):
    """A dark name plate (the game writes the name on it) with the location's colour at its ends."""
    x, y, w, h = 3, 5, 122, 22
    raised(p, x, y, w, h, r=5, a=130)
    p.rect(shade(ACCENT[n], 0.7), x, y, w, h, r=5)
    p.rect(DARK, x + 7, y + 1.2, w - 14, h - 2.4, r=3)
    over(p, lambda q: q.rect(alpha(WHITE, 40), x + 8, y + 2.2, w - 16, 5, r=2))


for _n in ACCENT:
    obj(f"plate{_n}", 4, 1)(lambda p, rng, n=_n: plate(p, n))
