"""What the game draws on (details layer): the title sign, track plaques and icons,
card mats."""

from __future__ import annotations

import math

from tools.maps.paint import alpha
from tools.maps.winter.objects.registry import obj
from tools.maps.winter.palette import FIRE1, FIRE2, FIRE3, LOG_D, SNOW_HI


@obj("sign", 6, 1)
def o_sign(p, rng):
    x, y, w, h = 4, 3, 184, 26
    for px in (14, 178):
        p.shadow(lambda q, c, dx, dy, px=px: q.circle(c, px + dx * 2, 29 + dy * 2, 2.6), a=120)
        p.circle(LOG_D, px, 29, 2.6)
    p.shadow(lambda q, c, dx, dy: q.rect(c, x + dx * 1.5, y + dy * 1.5, w, h, r=4), a=130)
    p.rect((54, 38, 28), x, y, w, h, r=4)
    p.rect((92, 64, 42), x + 1.5, y + 1.5, w - 3, h - 3, r=3)
    p.rect((74, 52, 34), x + 4, y + 4, w - 8, h - 8, r=2)
    for yy in (y + 10, y + 16):
        p.line((66, 46, 30), (x + 5, yy), (x + w - 5, yy), 0.4)
    for px in (x + 3.5, x + w - 3.5):
        for py in (y + 3.5, y + h - 3.5):
            p.circle((150, 150, 150), px, py, 0.9)
    q = p.layer()
    xx = x + 3
    while xx < x + w - 8:
        ln = rng.uniform(10, 30)
        q.rect(alpha(SNOW_HI, 240), xx, y - 1, min(ln, x + w - 3 - xx), 3.2, r=1.6)
        xx += ln + rng.uniform(4, 14)
    p.paste(q)


@obj("plaque")
def o_plaque(p, rng):
    p.shadow(lambda q, c, dx, dy: q.circle(c, 16 + dx, 16 + dy, 13), a=110)
    p.circle((84, 58, 38), 16, 16, 13)
    p.circle((140, 100, 64), 16, 16, 11.8)
    p.circle((112, 78, 50), 16, 16, 10)
    p.circle((126, 90, 58), 16, 16, 9.2)
    p.ellipse(alpha(SNOW_HI, 200), 8, 4.6, 11, 3.2)


@obj("plaque_ice")
def o_plaque_ice(p, rng):
    p.shadow(lambda q, c, dx, dy: q.rect(c, 3 + dx, 3 + dy, 26, 26, r=5), a=110)
    p.rect((70, 90, 116), 3, 3, 26, 26, r=5)
    p.rect((130, 156, 186), 4.2, 4.2, 23.6, 23.6, r=4)
    p.rect((96, 120, 152), 6, 6, 20, 20, r=3)
    p.rect((108, 134, 166), 6.6, 6.6, 18.8, 18.8, r=3)
    p.ellipse(alpha(SNOW_HI, 200), 6, 3, 12, 3.2)


@obj("icon_morale")
def o_icon_morale(p, rng):
    p.glow(FIRE2, 16, 17, 14, strength=100)
    p.poly(FIRE1, [(16, 4), (24, 16), (22.5, 24), (16, 28), (9.5, 24), (8, 16), (12, 12), (13, 17)])
    p.poly(FIRE2, [(16, 11), (21, 19), (19.5, 24.5), (16, 26.5), (12.5, 24.5), (11.5, 19.5)])
    p.poly(FIRE3, [(16, 17), (18.5, 22), (16, 25.5), (13.5, 22)])


@obj("icon_round")
def o_icon_round(p, rng):
    p.shadow(lambda q, c, dx, dy: q.circle(c, 16 + dx, 16 + dy, 12), a=90)
    p.circle((60, 76, 104), 16, 16, 12)
    p.circle((220, 232, 244), 16, 16, 10.4)
    for i in range(12):
        a = i * math.pi / 6
        p.line((60, 76, 104), (16 + math.cos(a) * 8.4, 16 + math.sin(a) * 8.4),
               (16 + math.cos(a) * 9.8, 16 + math.sin(a) * 9.8), 0.7)
    p.line((40, 50, 70), (16, 16), (16, 9), 1.2)
    p.line((40, 50, 70), (16, 16), (20.5, 18), 1.0)
    p.circle((190, 60, 50), 16, 16, 1.3)


@obj("cardmat", 2, 2)
def o_cardmat(p, rng):
    x, y, w, h = 8, 2, 48, 60
    p.shadow(lambda q, c, dx, dy: q.rect(c, x + dx * 1.5, y + dy * 1.5, w, h, r=4), a=120)
    p.rect((58, 40, 28), x, y, w, h, r=4)
    p.rect((96, 66, 44), x + 1.5, y + 1.5, w - 3, h - 3, r=3)
    for i in range(1, 4):
        xx = x + 1.5 + (w - 3) * i / 4
        p.line((76, 52, 34), (xx, y + 2), (xx, y + h - 2), 0.5)
    p.rect((44, 30, 22), x + 4, y + 4, w - 8, h - 8, r=3)
    p.rect((70, 50, 34), x + 4.8, y + 4.8, w - 9.6, h - 9.6, r=3)
    q = p.layer()
    q.rect(alpha(SNOW_HI, 235), x + 2, y - 0.5, 20, 3, r=1.5)
    q.rect(alpha(SNOW_HI, 235), x + 28, y - 0.5, 12, 2.6, r=1.3)
    p.paste(q)
