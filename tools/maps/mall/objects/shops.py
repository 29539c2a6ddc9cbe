"""Inside the small shops (details layer): the restroom's stalls and sinks, the
clothing store's racks, tables and fitting rooms, the toy store's shelves and toys,
and the shop counter."""

from __future__ import annotations

import math

from tools.maps.mall.objects.kit import over, raised, slab
from tools.maps.mall.objects.registry import obj, turned
from tools.maps.mall.palette import CLOTHES, DARK, STEEL, STEEL_D, TOYS, WHITE, WOOD, YELLOW
from tools.maps.paint import alpha, shade

PORCELAIN = (236, 240, 242)
PARTITION = (150, 170, 180)


# --- restroom ------------------------------------------------------------------------


@obj("stall", 1, 2)
def o_stall(p, rng):
    """A toilet stall seen from above: partitions, the toilet, the door swung open."""
    p.rect(alpha(PARTITION, 50), 1, 0, 30, 48)
    slab(p, 10, 8, 12, 6, shade(PORCELAIN, 0.75), PORCELAIN, r=1, a=110, inset=0.6)
    p.ellipse(shade(PORCELAIN, 0.75), 10.5, 13, 11, 15)
    p.ellipse(PORCELAIN, 11.3, 13.6, 9.4, 13.6)
    p.ellipse((186, 212, 222), 13.2, 16.5, 5.6, 8)
    for x in (0.5, 29.5):
        p.rect(shade(PARTITION, 0.6), x, 0, 2, 48)
        p.rect(PARTITION, x + 0.4, 0, 1.2, 48)
    p.line(shade(PARTITION, 0.6), (2.5, 47.5), (16, 57), 2)   # the door, ajar
    p.line(PARTITION, (2.5, 47.5), (16, 57), 1.2)


@obj("sinks", 3, 1)
def o_sinks(p, rng):
    """A vanity along the wall: mirror strip, counter, three basins."""
    p.rect((170, 200, 214), 2, 1, 92, 3)
    over(p, lambda q: q.rect(alpha(WHITE, 180), 4, 1.6, 30, 1))
    slab(p, 2, 4, 92, 15, (120, 124, 132), (188, 190, 196), r=2, a=110, inset=0.8)
    for cx in (18, 48, 78):
        p.ellipse(shade(PORCELAIN, 0.8), cx - 8, 7, 16, 10)
        p.ellipse(PORCELAIN, cx - 7, 7.8, 14, 8.4)
        p.circle(STEEL_D, cx, 12, 1)
        p.rect(STEEL, cx - 1, 5, 2, 3.6)


@obj("wetsign")
def o_wetsign(p, rng):
    p.shadow(lambda q, c, dx, dy: q.poly(c, [(16 + dx, 6 + dy), (26 + dx, 25 + dy), (6 + dx, 25 + dy)]), a=120)
    p.poly(shade(YELLOW, 0.7), [(16, 6), (26, 25), (6, 25)])
    p.poly(YELLOW, [(16, 8), (24, 24), (8, 24)])
    p.circle(DARK, 14.5, 15.5, 1.5)
    p.line(DARK, (14.5, 17.5), (17.5, 21.5), 1.2)


@obj("mop")
def o_mop(p, rng):
    slab(p, 8, 10, 16, 14, (40, 110, 190), (120, 170, 210), r=3, a=120, inset=2)
    p.line(WOOD, (18, 15), (27, 4), 1.6)
    p.circle((220, 220, 210), 17, 16, 3)


# --- clothing store -------------------------------------------------------------------


@obj("rack")
def o_rack(p, rng):
    """A round rack of garments."""
    p.shadow(lambda q, c, dx, dy: q.circle(c, 16 + dx, 16 + dy, 14), a=120)
    for i in range(16):
        a = i * math.pi / 8
        c = rng.choice(CLOTHES)
        p.line(shade(c, 0.7), (16 + math.cos(a) * 8, 16 + math.sin(a) * 8),
               (16 + math.cos(a) * 14, 16 + math.sin(a) * 14), 4.4)
        p.line(c, (16 + math.cos(a) * 8, 16 + math.sin(a) * 8),
               (16 + math.cos(a) * 13.4, 16 + math.sin(a) * 13.4), 3.4)
    p.circle(STEEL, 16, 16, 8, width=1.2)
    p.circle(STEEL_D, 16, 16, 2)


@obj("clothes_table", 2, 1)
def o_clothes_table(p, rng):
    """A table of folded clothes in stacks."""
    slab(p, 3, 4, 58, 24, shade(WOOD, 0.65), shade(WOOD, 1.1), r=2, lift=1.5)
    for i in range(4):
        c = rng.choice(CLOTHES)
        x = 6.5 + i * 13.5
        p.shadow(lambda q, col, dx, dy, x=x: q.rect(col, x + dx, 8 + dy, 11, 16, r=1.5), a=110)
        p.rect(shade(c, 0.72), x, 8, 11, 16, r=1.5)
        p.rect(c, x + 0.7, 8.7, 9.6, 14.6, r=1.5)
        p.line(shade(c, 0.8), (x + 1, 13), (x + 10, 13), 0.5)
        p.rect(shade(c, 1.15), x + 3.5, 8.7, 4, 2.4, r=1)   # the collar


@obj("fitting", 1, 2)
def o_fitting(p, rng):
    """A fitting room: walls, a mirror, a stool and a curtain half drawn."""
    p.rect(alpha((60, 40, 60), 40), 1, 0, 30, 48)
    for x in (0.5, 29.5):
        p.rect((96, 74, 88), x, 0, 2, 48)
    over(p, lambda q: q.rect(alpha((200, 230, 240), 240), 6, 8, 20, 3))
    p.circle(shade(WOOD, 0.7), 16, 24, 5)
    p.circle(shade(WOOD, 1.15), 16, 24, 4)
    p.line(STEEL_D, (1, 46), (31, 46), 0.8)
    for i in range(7):   # the curtain's folds, gathered to one side
        x = 2 + i * 2.6
        p.rect((168, 44, 86) if i % 2 else (196, 64, 110), x, 44.5, 2.8, 5, r=1)


@obj("counter", 2, 1)
def o_counter(p, rng):
    """A shop counter with its till."""
    slab(p, 3, 7, 58, 18, shade(WOOD, 0.7), WOOD, r=2)
    p.rect(shade(WOOD, 1.15), 4, 8, 56, 3, r=1)
    p.rect(DARK, 40, 10, 14, 11, r=1.5)
    p.rect((90, 180, 150), 41.5, 11.5, 11, 4)
    for i in range(3):
        p.rect((180, 180, 186), 42 + i * 3.6, 17, 2.6, 2.2)
    p.rect(WHITE, 12, 12, 12, 8, r=1)
    p.rect(shade(WHITE, 0.85), 14, 14, 8, 1)


# --- toy store ------------------------------------------------------------------------


@obj("toyshelf", 3, 1)
def o_toyshelf(p, rng):
    """A shelf of boxed toys in loud colours."""
    x, y, w, h = 2, 6, 92, 20
    raised(p, x, y, w, h, r=1, lift=1.5)
    p.rect((214, 214, 220), x, y, w, h, r=1)
    xx = x + 1.5
    while xx < x + w - 5:
        bw = rng.uniform(5, 10)
        c = rng.choice(TOYS)
        bh = rng.uniform(11, 17)
        p.rect(shade(c, 0.7), xx, y + h - 1.5 - bh, bw - 0.8, bh, r=0.8)
        p.rect(c, xx + 0.6, y + h - 1 - bh, bw - 2, bh - 1.6, r=0.8)
        p.circle(shade(c, 1.6), xx + bw / 2 - 0.4, y + h - bh + 3, 1.3)
        xx += bw
    p.rect((150, 150, 160), x, y, w, h, r=1, width=0.8)


@obj("teddy")
def o_teddy(p, rng):
    fur = (168, 110, 64)
    p.shadow(lambda q, c, dx, dy: q.circle(c, 16 + dx, 19 + dy, 9), a=120)
    for cx, cy in ((8, 23), (24, 23), (7, 15), (25, 15)):
        p.circle(shade(fur, 0.85), cx, cy, 3.6)
    p.circle(fur, 16, 19, 8.5)
    p.circle(shade(fur, 1.25), 16, 20, 4.6)
    for cx in (10, 22):
        p.circle(shade(fur, 0.85), cx, 6, 3)
    p.circle(fur, 16, 10, 6.6)
    p.circle(shade(fur, 1.3), 16, 12, 2.8)
    p.circle(DARK, 16, 11.2, 1)
    for cx in (13.4, 18.6):
        p.circle(DARK, cx, 8.6, 0.9)
    p.rect((200, 50, 60), 11, 15.5, 10, 2.2, r=1)


@obj("ball")
def o_ball(p, rng):
    p.shadow(lambda q, c, dx, dy: q.circle(c, 16 + dx, 16 + dy, 10), a=130)
    for i, c in enumerate(TOYS):
        a0, a1 = i * math.pi / 3, (i + 1) * math.pi / 3
        p.poly(c, [(16, 16)] + [(16 + math.cos(a0 + (a1 - a0) * k / 6) * 10, 16 + math.sin(a0 + (a1 - a0) * k / 6) * 10)
                                for k in range(7)])
    p.circle(WHITE, 16, 16, 2.6)
    over(p, lambda q: q.circle(alpha(WHITE, 130), 12, 12, 3))


@obj("blocks")
def o_blocks(p, rng):
    for (x, y, c) in ((5, 14, TOYS[2]), (16, 16, TOYS[0]), (10, 5, TOYS[1])):
        p.shadow(lambda q, col, dx, dy, x=x, y=y: q.rect(col, x + dx, y + dy, 11, 11, r=1), a=120)
        p.rect(shade(c, 0.7), x, y, 11, 11, r=1)
        p.rect(c, x + 0.8, y + 0.8, 9.4, 9.4, r=1)
        p.rect(shade(c, 1.6), x + 3.5, y + 3.5, 4, 4, r=0.6)


@obj("toycar")
def o_toycar(p, rng):
    c = TOYS[0]
    p.shadow(lambda q, col, dx, dy: q.rect(col, 6 + dx, 9 + dy, 20, 14, r=4), a=120)
    for x, y in ((8, 8), (20, 8), (8, 22), (20, 22)):
        p.rect(DARK, x, y, 4, 2.4, r=1)
    p.rect(shade(c, 0.7), 6, 9, 20, 14, r=4)
    p.rect(c, 6.8, 9.8, 18.4, 12.4, r=4)
    p.rect((150, 200, 230), 12, 11, 7, 10, r=1.5)


@obj("train", 2, 2)
def o_train(p, rng):
    """A toy railway: an oval of track with a little engine and a wagon."""
    p.ellipse((120, 84, 60), 6, 10, 52, 44, width=5)
    q = p.layer()
    for i in range(28):
        a = i * 2 * math.pi / 28
        cx, cy, rx, ry = 32, 32, 23.5, 19.5
        ax, ay = math.cos(a), math.sin(a)
        q.line(alpha((150, 108, 74), 255), (cx + ax * (rx - 3.4), cy + ay * (ry - 3.4)),
               (cx + ax * (rx + 3.4), cy + ay * (ry + 3.4)), 1.1)
    p.paste(q)
    p.ellipse(STEEL, 10.5, 14.5, 43, 35, width=0.7)
    p.ellipse(STEEL, 5, 9, 54, 46, width=0.7)
    for x, c in ((22, TOYS[0]), (34, TOYS[2])):
        p.shadow(lambda q2, col, dx, dy, x=x: q2.rect(col, x + dx, 7.5 + dy, 11, 8, r=2), a=120)
        p.rect(shade(c, 0.7), x, 7.5, 11, 8, r=2)
        p.rect(c, x + 0.8, 8.3, 9.4, 6.4, r=2)
    p.circle(DARK, 30, 11.5, 1.8)


turned("stall_w", 2, 1, 90, o_stall)
