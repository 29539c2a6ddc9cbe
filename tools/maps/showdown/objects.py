"""Showdown's objects (the details layer): the platforms' signs and chairs, the holdup
table, the deck's and discard's crates, the dice tray, the players' number plaques and
safe plates, and street clutter. ORDER fixes the committed map's tile ids."""

from __future__ import annotations

import math

from tools.maps.paint import Objects, alpha, shade, star
from tools.maps.showdown.palette import (
    BRASS,
    BRASS_D,
    CACTUS,
    CREAM,
    FELT,
    FELT_D,
    INK,
    IRON,
    IRON_L,
    PLANK,
    PLANK_D,
    PLATFORMS,
    WATER,
)
from tools.maps.showdown.seed import SEED

OBJECTS = Objects(SEED)
obj = OBJECTS.register


def raised(p, x, y, w, h, r=0, a=120):
    p.shadow(lambda q, c, dx, dy: q.rect(c, x + dx, y + dy, w, h, r=r), a=a)


def over(p, draw):
    q = p.layer()
    draw(q)
    p.paste(q)


def arc(cx, cy, rx, ry, a0, a1, n=24):
    return [(cx + rx * math.cos(math.radians(a0 + (a1 - a0) * i / n)),
             cy + ry * math.sin(math.radians(a0 + (a1 - a0) * i / n))) for i in range(n + 1)]


# each digit as strokes in a unit box (x right, y down)
DIGITS = {
    1: [[(0.28, 0.24), (0.56, 0.08), (0.56, 0.92)], [(0.28, 0.92), (0.84, 0.92)]],
    2: [arc(0.5, 0.31, 0.28, 0.23, 195, 380) + [(0.2, 0.92), (0.82, 0.92)]],
    3: [arc(0.5, 0.29, 0.26, 0.21, 200, 450), arc(0.5, 0.705, 0.29, 0.215, -90, 160)],
    4: [[(0.66, 0.92), (0.66, 0.08), (0.16, 0.66), (0.86, 0.66)]],
    5: [[(0.78, 0.08), (0.3, 0.08), (0.25, 0.47)] + arc(0.5, 0.665, 0.29, 0.255, 218, 505)],
    6: [arc(0.5, 0.665, 0.28, 0.255, 0, 360), arc(0.76, 0.665, 0.54, 0.57, 266, 180)],
    7: [[(0.18, 0.08), (0.82, 0.08), (0.4, 0.92)]],
    8: [arc(0.5, 0.28, 0.24, 0.2, 0, 360), arc(0.5, 0.7, 0.29, 0.22, 0, 360)],
    9: [arc(0.5, 0.335, 0.28, 0.255, 0, 360), arc(0.24, 0.335, 0.54, 0.57, 86, 0)],
}


def digit(p, d, x, y, w, h, width, colour):
    for stroke in DIGITS[d]:
        pts = [(x + u * w, y + v * h) for u, v in stroke]
        for a, b in zip(pts, pts[1:], strict=False):
            p.line(colour, a, b, width)


# --- the platforms ---------------------------------------------------------------------

def icon(p, n, cx, cy):
    """The platform's emblem: a bottle (saloon), a money bag (bank), a key (hotel)."""
    if n == 1:
        p.rect(CREAM, cx - 4, cy - 9, 3, 6)
        p.rect(CREAM, cx - 6.5, cy - 4, 8, 13, r=2.5)
        p.rect(PLATFORMS[1][1], cx - 5, cy, 5, 4)
        p.poly(CREAM, [(cx + 3, cy - 2), (cx + 10, cy - 2), (cx + 8, cy + 5), (cx + 5, cy + 5)])
        p.rect(CREAM, cx + 5.8, cy + 5, 1.4, 4)
        p.rect(CREAM, cx + 3.5, cy + 8.5, 6, 1.2)
    elif n == 2:
        p.circle(CREAM, cx, cy + 3, 8)
        p.poly(CREAM, [(cx - 4, cy - 9), (cx + 4, cy - 9), (cx + 2, cy - 4), (cx - 2, cy - 4)])
        p.line(PLATFORMS[2][1], (cx - 2.5, cy + 0), (cx + 2.5, cy + 0), 1.4)
        p.line(PLATFORMS[2][1], (cx - 2.5, cy + 6), (cx + 2.5, cy + 6), 1.4)
        p.line(PLATFORMS[2][1], (cx, cy - 2.5), (cx, cy + 8.5), 1.2)
    else:
        p.circle(CREAM, cx - 5, cy, 5.5, width=2.2)
        p.line(CREAM, (cx, cy), (cx + 10, cy), 2.4)
        p.line(CREAM, (cx + 7, cy), (cx + 7, cy + 4), 2)
        p.line(CREAM, (cx + 10, cy), (cx + 10, cy + 5), 2)


def sign(p, n):
    """A long painted board over the porch: the platform's emblem at both ends, and a
    cream band between them where the game writes the name."""
    c = PLATFORMS[n][1]
    w = p.w
    raised(p, 2, 10, w - 4, 46, r=4, a=160)
    p.rect(shade(PLANK_D, 0.7), 2, 10, w - 4, 46, r=4)
    p.rect(c, 4, 12, w - 8, 42, r=3)
    p.rect(shade(c, 1.25), 4, 12, w - 8, 4, r=3)
    p.rect(shade(c, 0.6), 38, 16, w - 76, 34, r=3)
    p.rect(CREAM, 39.5, 17.5, w - 79, 31, r=3)
    for x in (20, w - 20):
        icon(p, n, x, 33)
    for x, y in ((8, 16), (w - 8, 16), (8, 50), (w - 8, 50)):
        p.circle(BRASS, x, y, 1.5)


def chair(p, n, rng):
    """A porch chair seen from above, its back to the wall, a cushion in the platform's
    colour with a faint star where a character's star sits."""
    c = PLATFORMS[n][1]
    raised(p, 2, 1, 28, 30, r=4, a=140)
    p.rect(PLANK_D, 2, 1, 28, 7, r=2)
    for x in (5, 12, 19, 25):
        p.rect(shade(PLANK, 1.1), x, 2, 3, 5, r=1)
    p.rect(PLANK_D, 2, 6, 28, 25, r=4)
    p.rect(PLANK, 3.2, 7.2, 25.6, 22.6, r=3.5)
    p.rect(shade(c, 0.7), 5, 8.5, 22, 20, r=5)
    p.rect(c, 5.6, 9, 20.8, 18.6, r=5)
    p.rect(shade(c, 1.2), 7, 10, 18, 5, r=4)
    over(p, lambda q: q.poly(alpha(CREAM, 120), star(16, 19, 7.5, 3.1, 5, -math.pi / 2)))


for _n in PLATFORMS:
    obj(f"sign{_n}", 8, 2)(lambda p, rng, n=_n: sign(p, n))
    obj(f"chair{_n}", 1, 1)(lambda p, rng, n=_n: chair(p, n, rng))


@obj("post", 1, 1)
def o_post(p, rng):
    """A porch post (holding up the eave), seen from above."""
    raised(p, 11, 11, 10, 10, r=1, a=140)
    p.rect(PLANK_D, 11, 11, 10, 10, r=1)
    p.rect(shade(PLANK, 1.15), 12.5, 12.5, 7, 7, r=1)


# --- the middle of the street -------------------------------------------------------

SPOTS = (80, 160, 240)   # the holdup safes' spots on the table, in table pixels (x; y = 80)


@obj("table", 10, 5)
def o_table(p, rng):
    """The holdup table: an oval of green felt in a wooden rim, three brass-ringed spots."""
    w, h = p.w, p.h
    p.shadow(lambda q, c, dx, dy: q.ellipse(c, 6 + dx * 2, 8 + dy * 2, w - 12, h - 16), a=150)
    p.ellipse(shade(PLANK_D, 0.8), 6, 8, w - 12, h - 16)
    p.ellipse(PLANK, 9, 11, w - 18, h - 22)
    p.ellipse(shade(PLANK, 1.2), 11, 12, w - 22, h - 26, width=1)
    p.ellipse(FELT_D, 17, 18, w - 34, h - 36)
    p.ellipse(FELT, 19, 20, w - 38, h - 40)
    over(p, lambda q: q.ellipse(alpha((255, 255, 255), 22), 40, 26, w - 80, 40))
    for x in SPOTS:
        p.circle(BRASS_D, x, 80, 29)
        p.circle(FELT_D, x, 80, 27.5)
        p.circle(alpha(BRASS, 255), x, 80, 27.5, width=1.2)
        over(p, lambda q, x=x: q.poly(alpha(CREAM, 40), star(x, 80, 20, 8, 5, -math.pi / 2)))


def crate(p, dashed):
    """A crate lid: the deck's (a card-shaped recess) or the discard's (dashed outline)."""
    raised(p, 4, 4, 88, 88, r=2, a=150)
    p.rect(PLANK_D, 4, 4, 88, 88, r=2)
    for k in range(5):
        p.rect(shade(PLANK, 0.95 + 0.04 * (k % 3)), 6, 6 + k * 16.8, 84, 15.8)
    p.rect(shade(PLANK_D, 0.9), 4, 4, 88, 88, r=2, width=3)
    for x, y in ((9, 9), (87, 9), (9, 87), (87, 87)):
        p.circle(IRON_L, x, y, 1.6)
    cx, cy, cw, ch = 48, 48, 52, 74
    p.rect(shade(PLANK_D, 0.7), cx - cw / 2, cy - ch / 2, cw, ch, r=5)
    if dashed:
        p.rect(shade(PLANK_D, 0.9), cx - cw / 2 + 2, cy - ch / 2 + 2, cw - 4, ch - 4, r=4)
        for i in range(9):
            y = cy - ch / 2 + 4 + i * 8
            p.line(CREAM, (cx - cw / 2 + 3, y), (cx - cw / 2 + 3, y + 4), 1.2)
            p.line(CREAM, (cx + cw / 2 - 3, y), (cx + cw / 2 - 3, y + 4), 1.2)
        for i in range(6):
            x = cx - cw / 2 + 5 + i * 8
            p.line(CREAM, (x, cy - ch / 2 + 3), (x + 4, cy - ch / 2 + 3), 1.2)
            p.line(CREAM, (x, cy + ch / 2 - 3), (x + 4, cy + ch / 2 - 3), 1.2)
    else:
        p.rect(INK, cx - cw / 2 + 2, cy - ch / 2 + 2, cw - 4, ch - 4, r=4)
        p.rect(CREAM, cx - cw / 2 + 2, cy - ch / 2 + 2, cw - 4, ch - 4, r=4, width=1.2)


obj("deck_crate", 3, 3)(lambda p, rng: crate(p, False))
obj("discard_crate", 3, 3)(lambda p, rng: crate(p, True))


@obj("dice_tray", 7, 3)
def o_dice_tray(p, rng):
    """A wooden tray lined with red felt, a die resting in each corner."""
    w, h = p.w, p.h
    raised(p, 4, 6, w - 8, h - 12, r=10, a=150)
    p.rect(PLANK_D, 4, 6, w - 8, h - 12, r=10)
    p.rect(PLANK, 7, 9, w - 14, h - 18, r=8)
    p.rect((120, 34, 34), 13, 15, w - 26, h - 30, r=6)
    p.rect((150, 46, 44), 13, 15, w - 26, 6, r=5)
    for x, y, c in ((28, 32, CREAM), (w - 30, h - 34, INK)):
        p.rect(shade(c, 0.7), x - 7, y - 7, 14, 14, r=3)
        p.rect(c, x - 6, y - 6.5, 12, 12, r=3)
        dot = INK if c == CREAM else CREAM
        for dx, dy in ((-3, -3), (0, 0), (3, 3)):
            p.circle(dot, x + dx, y + dy - 0.5, 1.2)


# --- the players' rows ---------------------------------------------------------------

def plaque(p, n):
    """A brass plate with the player's number, nailed to the boardwalk."""
    raised(p, 6, 6, 52, 52, r=8, a=150)
    p.rect(BRASS_D, 6, 6, 52, 52, r=8)
    p.rect(BRASS, 8, 8, 48, 48, r=7)
    p.rect(shade(BRASS, 1.18), 8, 8, 48, 12, r=6)
    p.rect(BRASS_D, 11, 11, 42, 42, r=6, width=1.2)
    digit(p, n, 21, 16.5, 23, 33, 6.8, shade(BRASS_D, 0.55))
    digit(p, n, 20, 15, 23, 33, 5.6, INK)
    for x, y in ((12.5, 12.5), (51.5, 12.5), (12.5, 51.5), (51.5, 51.5)):
        p.circle(shade(BRASS_D, 0.7), x, y, 1.3)


for _n in range(1, 10):
    obj(f"pnum{_n}", 2, 2)(lambda p, rng, n=_n: plaque(p, n))


def safe_plate(p, spare):
    """Where a safe stands: an iron floor plate with bolts (the 4th, the overflow, only
    a dashed outline: a safe passes through it on its way to someone else)."""
    if spare:
        for i in range(12):
            a0 = i / 12 * 2 * math.pi
            pts = [(32 + 25 * math.cos(a0 + t / 6 * 0.26), 32 + 25 * math.sin(a0 + t / 6 * 0.26)) for t in range(7)]
            for a, b in zip(pts, pts[1:], strict=False):
                p.line(alpha(CREAM, 200), a, b, 1.6)
        return
    raised(p, 6, 6, 52, 52, r=4, a=130)
    p.rect(shade(IRON, 0.8), 6, 6, 52, 52, r=4)
    p.rect(IRON, 8, 8, 48, 48, r=3)
    p.rect(shade(IRON, 1.3), 8, 8, 48, 3, r=2)
    for x, y in ((11.5, 11.5), (52.5, 11.5), (11.5, 52.5), (52.5, 52.5)):
        p.circle(IRON_L, x, y, 1.8)
        p.circle(shade(IRON, 0.6), x + 0.4, y + 0.4, 0.7)


obj("safe_plate", 2, 2)(lambda p, rng: safe_plate(p, False))
obj("safe_spare", 2, 2)(lambda p, rng: safe_plate(p, True))


# --- clutter ----------------------------------------------------------------------------

@obj("barrel", 1, 1)
def o_barrel(p, rng):
    raised(p, 5, 5, 22, 22, r=11, a=140)
    p.circle(PLANK_D, 16, 16, 11)
    p.circle(PLANK, 16, 16, 9.5)
    p.circle(IRON, 16, 16, 9.5, width=1.3)
    p.circle(IRON, 16, 16, 5.5, width=0.9)
    p.circle(shade(PLANK_D, 0.8), 16, 16, 1.5)


@obj("trough", 2, 1)
def o_trough(p, rng):
    raised(p, 4, 8, 56, 16, r=2, a=140)
    p.rect(PLANK_D, 4, 8, 56, 16, r=2)
    p.rect(WATER, 7, 11, 50, 10, r=1)
    over(p, lambda q: q.line(alpha((255, 255, 255), 120), (14, 14), (30, 14), 1.0))


@obj("hitch", 3, 1)
def o_hitch(p, rng):
    raised(p, 6, 13, 84, 5, a=120)
    p.rect(PLANK_D, 6, 13, 84, 5, r=2)
    p.rect(shade(PLANK, 1.1), 6, 13.5, 84, 2)
    for x in (9, 87):
        p.rect(PLANK_D, x - 4, 11.5, 8, 8, r=1)
        p.rect(PLANK, x - 3, 12.5, 6, 6, r=1)


@obj("cactus", 1, 1)
def o_cactus(p, rng):
    p.shadow(lambda q, c, dx, dy: q.circle(c, 16 + dx, 16 + dy, 9), a=120)
    for a in range(0, 360, 72):
        r = math.radians(a + rng.uniform(-15, 15))
        p.ellipse(shade(CACTUS, 0.8), 16 + 7 * math.cos(r) - 4, 16 + 7 * math.sin(r) - 4, 8, 8)
    p.circle(CACTUS, 16, 16, 7)
    p.circle(shade(CACTUS, 1.25), 15, 15, 3)
    p.circle((226, 96, 120), 16, 16, 1.6)


@obj("weed", 1, 1)
def o_weed(p, rng):
    for _ in range(14):
        a = rng.uniform(0, 2 * math.pi)
        r = rng.uniform(5, 10)
        p.line(shade((150, 120, 70), rng.uniform(0.8, 1.1)), (16, 16), (16 + r * math.cos(a), 16 + r * math.sin(a)),
               0.8)
    p.circle((150, 120, 70), 16, 16, 6, width=1)


ORDER = ("sign1", "chair1", "sign2", "chair2", "sign3", "chair3", "post", "table", "deck_crate", "discard_crate",
         "dice_tray", *(f"pnum{n}" for n in range(1, 10)), "safe_plate", "safe_spare", "barrel", "trough", "hitch",
         "cactus", "weed")


def part_keys():
    return OBJECTS.ordered_part_keys(ORDER, "tools/maps/showdown/objects.py")
