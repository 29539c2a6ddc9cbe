"""The colony's camp (details layer): crates and barrels, the campfire and log seats,
tents, the well pump, garden, tally board, trash heap, bunks and stove."""

from __future__ import annotations

import math

from tools.maps.paint import alpha, shade
from tools.maps.winter.objects.registry import obj
from tools.maps.winter.palette import (
    FIRE1,
    FIRE2,
    FIRE3,
    ICE_HI,
    LOG,
    LOG_D,
    OLIVE,
    ORANGE,
    RED,
    SNOW_HI,
    WOOD_D,
    WOOD_L,
)


def crate(p, x, y, s, c=WOOD_L, snow=True, label=None):
    p.shadow(lambda q, col, dx, dy: q.rect(col, x + dx, y + dy, s, s, r=1))
    p.rect(shade(c, 0.7), x, y, s, s, r=1)
    p.rect(c, x + 1, y + 1, s - 2, s - 2)
    for i in range(1, 3):
        yy = y + 1 + (s - 2) * i / 3
        p.line(shade(c, 0.75), (x + 1, yy), (x + s - 1, yy), 0.5)
    p.line(shade(c, 0.8), (x + 1.5, y + 1.5), (x + s - 1.5, y + s - 1.5), 1.0)
    if label:
        p.rect(label, x + s * 0.3, y + s * 0.35, s * 0.4, s * 0.3)
    if snow:
        p.ellipse(alpha(SNOW_HI, 230), x + 1.5, y + 1.2, s * 0.5, 2.4)


@obj("crate")
def o_crate(p, rng):
    crate(p, 6, 6, 20)


@obj("crates")
def o_crates(p, rng):
    crate(p, 3, 12, 16, shade(WOOD_L, 0.92))
    crate(p, 14, 4, 15)
    crate(p, 16, 18, 12, shade(WOOD_L, 1.05))


@obj("foodcrates")
def o_foodcrates(p, rng):
    def box(x, y, s, goods):
        crate(p, x, y, s, snow=False)
        p.rect(shade(WOOD_L, 0.6), x + 2, y + 2, s - 4, s - 4)
        for _ in range(int(s)):
            p.circle(rng.choice(goods), rng.uniform(x + 3.5, x + s - 3.5), rng.uniform(y + 3.5, y + s - 3.5), 1.6)
    box(2, 3, 14, [ORANGE, (220, 140, 60)])
    box(17, 2, 13, [(120, 150, 70), (90, 130, 60)])
    box(3, 17, 13, [(200, 190, 170), (180, 160, 120)])
    box(17, 16, 13, [RED, (190, 80, 70)])


@obj("barrel")
def o_barrel(p, rng):
    p.shadow(lambda q, c, dx, dy: q.circle(c, 16 + dx, 16 + dy, 9))
    p.circle((60, 86, 120), 16, 16, 9)
    p.circle((80, 110, 148), 16, 16, 7.4)
    p.circle((60, 86, 120), 16, 16, 7.4, width=0.6)
    p.circle((60, 86, 120), 18.5, 13.5, 1.3)
    p.ellipse(alpha(SNOW_HI, 230), 10, 10, 9, 4)


@obj("firebarrel")
def o_firebarrel(p, rng):
    p.glow(FIRE2, 16, 16, 16, strength=110)
    p.shadow(lambda q, c, dx, dy: q.circle(c, 16 + dx, 16 + dy, 8))
    p.circle((96, 70, 58), 16, 16, 8)
    p.circle((60, 44, 40), 16, 16, 6.4)
    p.circle(FIRE1, 16, 16, 5.2)
    p.circle(FIRE2, 15.5, 15.5, 3.6)
    p.circle(FIRE3, 15, 15, 1.8)


@obj("sacks")
def o_sacks(p, rng):
    for x, y in ((5, 7), (15, 6), (9, 16), (19, 16)):
        p.shadow(lambda q, c, dx, dy, x=x, y=y: q.ellipse(c, x + dx, y + dy, 10, 9))
        p.ellipse((176, 156, 116), x, y, 10, 9)
        p.ellipse((196, 178, 136), x + 1, y + 1, 7, 6)
        p.line((140, 120, 86), (x + 5, y), (x + 5, y + 2), 1.0)


@obj("tires")
def o_tires(p, rng):
    for x, y in ((10, 11), (20, 14), (13, 21)):
        p.shadow(lambda q, c, dx, dy, x=x, y=y: q.circle(c, x + dx, y + dy, 7))
        p.circle((36, 38, 44), x, y, 7)
        p.circle((58, 60, 66), x, y, 7, width=1)
        p.circle((110, 114, 120), x, y, 3)
    p.ellipse(SNOW_HI, 6, 6, 7, 2.5)


@obj("woodpile", 2, 1)
def o_woodpile(p, rng):
    p.shadow(lambda q, c, dx, dy: q.rect(c, 4 + dx, 6 + dy, 56, 22, r=3))
    for row in range(3):
        y = 8 + row * 6.5
        p.rect(shade(LOG, 0.85), 5, y, 54, 6, r=3)
        p.rect(LOG, 5, y + 0.6, 54, 4, r=2)
        for x in (5, 58):
            p.circle((200, 168, 120), x, y + 3, 2.7)
            p.circle((170, 136, 92), x, y + 3, 1.2)
    for _ in range(6):
        p.ellipse(SNOW_HI, rng.uniform(6, 50), rng.uniform(7, 22), rng.uniform(5, 9), 2.2)


@obj("logseat_h")
def o_logseat_h(p, rng):
    p.shadow(lambda q, c, dx, dy: q.rect(c, 3 + dx, 12 + dy, 26, 8, r=4))
    p.rect(LOG, 3, 12, 26, 8, r=4)
    p.rect(shade(LOG, 1.15), 4, 13, 24, 3, r=2)
    p.circle((196, 164, 118), 4.5, 16, 3.2)
    p.circle((160, 128, 88), 4.5, 16, 1.4)


@obj("logseat_v")
def o_logseat_v(p, rng):
    p.shadow(lambda q, c, dx, dy: q.rect(c, 12 + dx, 3 + dy, 8, 26, r=4))
    p.rect(LOG, 12, 3, 8, 26, r=4)
    p.rect(shade(LOG, 1.15), 13, 4, 3, 24, r=2)
    p.circle((196, 164, 118), 16, 4.5, 3.2)
    p.circle((160, 128, 88), 16, 4.5, 1.4)


@obj("campfire", 2, 2)
def o_campfire(p, rng):
    cx, cy = 32, 32
    p.glow(FIRE2, cx, cy, 32, strength=260, steps=16)
    q = p.layer()
    q.circle(alpha((96, 88, 80), 255), cx, cy, 16)
    q.circle(alpha((50, 42, 38), 255), cx, cy, 13)
    p.paste(q)
    for i in range(14):
        a = i * 2 * math.pi / 14
        x, y = cx + math.cos(a) * 15, cy + math.sin(a) * 15
        p.shadow(lambda q, c, dx, dy, x=x, y=y: q.circle(c, x + dx * .5, y + dy * .5, 3.4), a=70)
        p.circle(rng.choice([(128, 130, 136), (150, 150, 154), (112, 114, 122)]), x, y, 3.4)
        p.ellipse(SNOW_HI, x - 2.4, y - 2.8, 3.6, 1.8)
    for a in (0.3, 1.3, 2.4, 3.5, 4.4, 5.4):
        p.line(LOG_D, (cx - math.cos(a) * 11, cy - math.sin(a) * 11), (cx + math.cos(a) * 4, cy + math.sin(a) * 4), 3.2)
        p.line((60, 40, 30), (cx - math.cos(a) * 11, cy - math.sin(a) * 11), (cx - math.cos(a) * 9, cy - math.sin(a) * 9), 3.2)
    p.circle(FIRE1, cx, cy, 9)
    for _ in range(7):
        p.circle(FIRE2, cx + rng.uniform(-4, 4), cy + rng.uniform(-4, 4), rng.uniform(3, 4.6))
    p.circle(FIRE3, cx - 0.5, cy - 0.5, 3.4)
    p.circle((255, 250, 220), cx - 0.8, cy - 0.8, 1.4)
    for _ in range(7):
        p.circle((255, 220, 140), cx + rng.uniform(-16, 16), cy + rng.uniform(-16, 16), 0.5)


def tent(p, rng, color):
    x, y, w, h = 4, 4, 56, 24
    p.shadow(lambda q, c, dx, dy: q.rect(c, x + dx * 1.5, y + dy * 1.5, w, h, r=2), a=110)
    for gx, gy in ((x - 2, y - 2), (x + w + 2, y - 2), (x - 2, y + h + 2), (x + w + 2, y + h + 2)):
        p.line((90, 80, 70), (gx, gy), (x + (4 if gx < x + 10 else w - 4), y + h / 2), 0.5)
        p.circle((60, 56, 50), gx, gy, 0.8)
    m = y + h / 2
    lit = [(x + 4, y), (x + w - 4, y), (x + w, m), (x, m)]
    dim = [(x, m), (x + w, m), (x + w - 4, y + h), (x + 4, y + h)]
    p.poly(shade(color, 0.55), [(x + 4, y - 0.6), (x + w - 4, y - 0.6), (x + w + 0.8, m), (x + w - 4, y + h + 0.6),
                                (x + 4, y + h + 0.6), (x - 0.8, m)])
    p.poly(shade(color, 1.1), lit)
    p.poly(shade(color, 0.78), dim)
    for i in range(1, 5):
        xx = x + w * i / 5
        p.line(shade(color, 0.95), (xx, y + 0.8), (xx, m - 0.5), 0.4)
        p.line(shade(color, 0.68), (xx, m + 0.5), (xx, y + h - 0.8), 0.4)
    p.line(shade(color, 0.5), (x, m), (x + w, m), 1.1)
    # open flap at the east end, warm inside
    p.poly((60, 44, 30), [(x + w - 6, m - 4), (x + w, m), (x + w - 6, m + 4)])
    p.poly(shade(color, 0.6), [(x + w - 6, m + 4), (x + w, m), (x + w - 1, m + 7)])
    q = p.layer()
    for _ in range(4):
        q.ellipse(alpha(SNOW_HI, 240), rng.uniform(x + 5, x + w - 18), rng.uniform(y + 1.5, m - 5),
                  rng.uniform(7, 13), rng.uniform(2.5, 3.6))
    q.rect(alpha(SNOW_HI, 200), x + 6, m - 2.2, w - 14, 1.6, r=0.8)
    p.paste(q)


@obj("tent_olive", 2, 1)
def o_tent_olive(p, rng):
    tent(p, rng, OLIVE)


@obj("tent_orange", 2, 1)
def o_tent_orange(p, rng):
    tent(p, rng, ORANGE)


@obj("tent_blue", 2, 1)
def o_tent_blue(p, rng):
    tent(p, rng, (70, 100, 140))


@obj("handpump")
def o_handpump(p, rng):
    p.shadow(lambda q, c, dx, dy: q.circle(c, 16 + dx, 17 + dy, 11), a=90)
    p.circle((110, 114, 124), 16, 17, 11)
    p.circle((150, 152, 158), 16, 17, 9.6)
    p.circle((60, 80, 104), 16, 17, 6.6)
    p.circle((90, 120, 150), 15, 16, 4.8)
    p.ellipse(alpha(ICE_HI, 255), 12, 13.5, 5, 2.4)
    p.rect((40, 60, 56), 20, 6, 4, 8, r=1)
    p.line((40, 60, 56), (22, 8), (29, 3), 1.4)
    for i in range(10):
        a = i * 2 * math.pi / 10
        p.circle((128, 130, 138), 16 + math.cos(a) * 10.3, 17 + math.sin(a) * 10.3, 1.6)
    p.ellipse(SNOW_HI, 7, 8, 9, 3)


@obj("garden", 2, 1)
def o_garden(p, rng):
    p.shadow(lambda q, c, dx, dy: q.rect(c, 3 + dx, 4 + dy, 58, 24, r=2), a=80)
    p.rect(LOG_D, 3, 4, 58, 24, r=2)
    p.rect((96, 80, 64), 5, 6, 54, 20)
    for y in (9, 15, 21):
        p.rect((76, 62, 50), 6, y, 52, 3, r=1)
        for x in range(9, 58, 6):
            p.circle(rng.choice([(80, 120, 70), (100, 140, 80), (70, 100, 60)]), x, y + 1.5, 1.8)
    q = p.layer()
    for _ in range(5):
        q.ellipse(alpha(SNOW_HI, 225), rng.uniform(6, 44), rng.uniform(6, 20), rng.uniform(6, 12), 3)
    p.paste(q)


@obj("tally")
def o_tally(p, rng):
    p.shadow(lambda q, c, dx, dy: q.rect(c, 4 + dx, 6 + dy, 24, 20, r=2), a=110)
    p.rect((70, 50, 34), 4, 6, 24, 20, r=2)
    p.rect((150, 112, 74), 5.2, 7.2, 21.6, 17.6, r=1)
    for i in range(4):
        p.line((60, 40, 30), (8 + i * 2.4, 10), (8 + i * 2.4, 17), 0.6)
    p.line((160, 40, 40), (7, 16), (16.5, 11), 0.7)
    for i in range(2):
        p.line((60, 40, 30), (19 + i * 2.4, 10), (19 + i * 2.4, 17), 0.6)
    p.ellipse(alpha(SNOW_HI, 230), 6, 6, 12, 2.6)
    p.circle((120, 124, 130), 16, 21, 1.2)


@obj("trash", 2, 2)
def o_trash(p, rng):
    cx, cy = 32, 33
    outline = []
    for i in range(22):
        a = i * 2 * math.pi / 22
        r = rng.uniform(0.82, 1.0)
        outline.append((cx + math.cos(a) * 27 * r, cy + math.sin(a) * 24 * r))
    p.shadow(lambda q, c, dx, dy: q.poly(c, [(x + dx * 2, y + dy * 2) for x, y in outline]), a=120)
    p.poly((86, 78, 66), outline)
    p.poly((112, 102, 86), [(cx + (x - cx) * 0.9, cy + (y - cy) * 0.9 - 1) for x, y in outline])
    for _ in range(5):  # boards and a broken pallet
        x, y = rng.uniform(14, 46), rng.uniform(16, 48)
        a = rng.uniform(0, math.pi)
        p.line(rng.choice([WOOD_D, (150, 120, 84)]), (x, y), (x + math.cos(a) * 12, y + math.sin(a) * 12), 2.2)
    bags = [(rng.uniform(14, 50), rng.uniform(15, 50)) for _ in range(26)]
    bags = [(x, y) for x, y in bags if (x - cx) ** 2 / 23 ** 2 + (y - cy) ** 2 / 20 ** 2 < 0.85]
    for x, y in sorted(bags, key=lambda b: b[1]):
        c = rng.choice([(44, 50, 48), (58, 64, 66), (38, 42, 48), (86, 96, 74), (120, 92, 60)])
        r = rng.uniform(4.2, 6.2)
        p.circle(shade(c, 0.65), x + 0.6, y + 0.8, r)
        p.circle(c, x, y, r)
        p.circle(shade(c, 1.6), x - r * 0.35, y - r * 0.4, r * 0.32)
        p.line(shade(c, 0.6), (x, y - r), (x + 1, y - r - 1.6), 0.9)
    for _ in range(14):  # cans, bottles, paper
        x, y = rng.uniform(12, 52), rng.uniform(12, 52)
        if (x - cx) ** 2 / 25 ** 2 + (y - cy) ** 2 / 22 ** 2 > 0.9:
            continue
        kind = rng.randrange(3)
        if kind == 0:
            p.circle((170, 176, 184), x, y, 1.6)
            p.circle((200, 60, 50), x, y, 0.9)
        elif kind == 1:
            p.rect((70, 130, 90), x, y, 1.6, 4.4, r=0.6)
        else:
            p.rect((226, 220, 200), x, y, 3.4, 2.6)
    q = p.layer()
    for _ in range(7):
        q.ellipse(alpha(SNOW_HI, 225), rng.uniform(12, 42), rng.uniform(11, 34), rng.uniform(6, 11), rng.uniform(2.4, 4))
    p.paste(q)


@obj("bunk")
def o_bunk(p, rng):
    p.shadow(lambda q, c, dx, dy: q.rect(c, 4 + dx, 8 + dy, 24, 14, r=1), a=100)
    p.rect(LOG_D, 4, 8, 24, 14, r=1)
    p.rect((150, 134, 110), 5, 9, 22, 12)
    p.rect((220, 214, 196), 6, 10, 6, 10, r=2)
    p.rect(rng.choice([(150, 60, 56), (70, 100, 140), (110, 120, 80)]), 13, 9, 14, 12)
    p.line((0, 0, 0, 60), (13, 13), (27, 13), 0.4)


@obj("stove")
def o_stove(p, rng):
    p.glow(FIRE2, 16, 16, 14, strength=90)
    p.shadow(lambda q, c, dx, dy: q.rect(c, 9 + dx, 9 + dy, 14, 14, r=2))
    p.rect((40, 40, 44), 9, 9, 14, 14, r=2)
    p.rect((70, 70, 76), 10.5, 10.5, 11, 11, r=1)
    p.circle((30, 30, 34), 16, 16, 3)
    p.circle(FIRE1, 16, 16, 1.6)


@obj("table_small")
def o_table_small(p, rng):
    p.shadow(lambda q, c, dx, dy: q.circle(c, 16 + dx, 16 + dy, 8))
    p.circle(WOOD_D, 16, 16, 8)
    p.circle(WOOD_L, 16, 16, 7)
    p.rect((230, 226, 210), 12, 12, 5, 6)
    p.circle((200, 200, 210), 20, 19, 1.8)
