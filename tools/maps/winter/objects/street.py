"""Streets and forecourts (details layer): fuel pumps, drums, propane, cars and the
ambulance, carts, benches, lamps."""

from __future__ import annotations

from tools.maps.paint import alpha, shade
from tools.maps.winter.objects.registry import obj
from tools.maps.winter.palette import MUSTARD, SNOW_HI, WARM, WHITE, WOOD


@obj("propane")
def o_propane(p, rng):
    p.shadow(lambda q, c, dx, dy: q.rect(c, 4 + dx, 6 + dy, 24, 20), a=110)
    p.rect((70, 76, 86), 4, 6, 24, 20)
    p.rect((48, 52, 60), 5, 7, 22, 18)
    for x, y in ((9, 11), (16, 11), (23, 11), (9, 19.5), (16, 19.5), (23, 19.5)):
        p.circle((226, 228, 230), x, y, 3.2)
        p.circle((180, 184, 190), x, y, 1.2)
    for x in range(5, 28, 3):
        p.line((110, 116, 126), (x, 6), (x, 26), 0.3)
    p.rect(alpha(SNOW_HI, 240), 4, 5.5, 24, 2.4, r=1)


@obj("icebox")
def o_icebox(p, rng):
    p.shadow(lambda q, c, dx, dy: q.rect(c, 3 + dx, 7 + dy, 26, 18, r=1), a=110)
    p.rect((180, 190, 200), 3, 7, 26, 18, r=1)
    p.rect((236, 242, 246), 4, 8, 24, 16, r=1)
    p.rect((60, 120, 190), 4, 13, 24, 5)
    p.rect(WHITE, 8, 14.2, 2, 2.6), p.rect(WHITE, 12, 14.2, 4, 2.6), p.rect(WHITE, 18, 14.2, 3, 2.6)
    p.rect(alpha(SNOW_HI, 240), 5, 8, 12, 2.4, r=1)


@obj("pump_island", 1, 2)
def o_pump_island(p, rng):
    x, y, w, h = 7, 3, 18, 58
    p.shadow(lambda q, c, dx, dy: q.rect(c, x + dx, y + dy, w, h, r=4), a=110)
    p.rect((150, 150, 146), x, y, w, h, r=4)
    p.rect((186, 186, 180), x + 1.2, y + 1.2, w - 2.4, h - 2.4, r=3)
    for i, yy in enumerate((11, 35)):
        p.shadow(lambda q, c, dx, dy, yy=yy: q.rect(c, 10 + dx, yy + dy, 12, 16, r=1), a=120)
        p.rect((150, 40, 36), 10, yy, 12, 16, r=1)
        p.rect((196, 62, 52), 10.8, yy + 0.8, 10.4, 7)
        p.rect((230, 232, 226), 11.5, yy + 9, 9, 5)
        p.rect((40, 60, 50), 12.5, yy + 10, 7, 2.6)
        p.line((30, 30, 34), (21.5, yy + 12), (26, yy + 18 - 4 * i), 0.9)
        p.rect((40, 40, 44), 24.5, yy + 16 - 4 * i, 3, 3.5, r=0.8)
    p.ellipse(alpha(SNOW_HI, 220), x + 2, y + 2, 10, 4)
    for yy in (5, 57):  # bollards
        p.circle(MUSTARD, 16, yy, 2.4)
        p.circle(shade(MUSTARD, 0.7), 16, yy, 2.4, width=0.6)


@obj("oildrums")
def o_oildrums(p, rng):
    for (x, y, c) in ((11, 11, (170, 56, 44)), (21, 13, (60, 86, 120)), (14, 22, (190, 150, 50))):
        p.shadow(lambda q, col, dx, dy, x=x, y=y: q.circle(col, x + dx, y + dy, 6.4))
        p.circle(shade(c, 0.7), x, y, 6.4)
        p.circle(c, x, y, 5.4)
        p.circle(shade(c, 0.7), x, y, 3.4, width=0.5)
        p.circle(shade(c, 0.6), x + 2, y - 2, 0.9)
        p.ellipse(alpha(SNOW_HI, 230), x - 5, y - 5.5, 6, 2.6)


def car(p, rng, body, kind):
    x, y, w, h = 5, 4, 22, 56
    p.shadow(lambda q, c, dx, dy: q.rect(c, x + dx * 1.4, y + dy * 1.4, w, h, r=6), a=140)
    for wy in (13, 48):  # wheels peeking out
        p.rect((26, 26, 30), x - 1.2, wy - 4, 2.4, 8, r=1)
        p.rect((26, 26, 30), x + w - 1.2, wy - 4, 2.4, 8, r=1)
    p.rect(shade(body, 0.65), x, y, w, h, r=6)
    p.rect(body, x + 0.8, y + 0.8, w - 1.6, h - 1.6, r=5.5)
    glass = (64, 84, 108) if kind != "wreck" else (94, 104, 116)
    p.poly(glass, [(x + 3, y + 15), (x + w - 3, y + 15), (x + w - 4.5, y + 21), (x + 4.5, y + 21)])  # windscreen
    p.poly(glass, [(x + 4.5, y + 41), (x + w - 4.5, y + 41), (x + w - 3.2, y + 45), (x + 3.2, y + 45)])  # rear
    p.rect(shade(body, 1.08) if kind != "police" else WHITE, x + 3.6, y + 21, w - 7.2, 20, r=2)  # roof
    p.line(glass, (x + 1.6, y + 22), (x + 1.6, y + 40), 1.2)
    p.line(glass, (x + w - 1.6, y + 22), (x + w - 1.6, y + 40), 1.2)
    p.rect(shade(body, 0.85), x + 4, y + 2, w - 8, 11, r=3)  # bonnet
    p.circle((250, 240, 200), x + 3.6, y + 2.4, 1.4)
    p.circle((250, 240, 200), x + w - 3.6, y + 2.4, 1.4)
    p.rect((180, 40, 40), x + 2.4, y + h - 2.4, 4, 1.4)
    p.rect((180, 40, 40), x + w - 6.4, y + h - 2.4, 4, 1.4)
    if kind == "police":
        p.rect((200, 40, 48), x + 5, y + 25, 5.5, 4, r=1)
        p.rect((40, 90, 220), x + w - 10.5, y + 25, 5.5, 4, r=1)
        p.rect((60, 60, 66), x + 10.5, y + 25, 1, 4)
        p.glow((220, 60, 70), x + 7.5, y + 27, 9, strength=50)
        p.glow((70, 120, 255), x + w - 7.5, y + 27, 9, strength=50)
    if kind == "ambulance":
        p.rect((200, 50, 50), x + w / 2 - 1.6, y + 26, 3.2, 10)
        p.rect((200, 50, 50), x + w / 2 - 5, y + 29.4, 10, 3.2)
        p.rect((200, 50, 50), x + 0.8, y + 44, w - 1.6, 2)
    q = p.layer()
    if kind == "wreck":
        for _ in range(5):
            q.line(alpha((230, 236, 240), 220), (x + rng.uniform(4, 18), y + rng.uniform(15, 20)),
                   (x + rng.uniform(4, 18), y + rng.uniform(15, 20)), 0.4)
        q.ellipse(alpha((60, 50, 44), 150), x + 3, y + 3, 10, 6)
    for _ in range(4):  # snow on the roof and bonnet
        q.ellipse(alpha(SNOW_HI, 235), x + rng.uniform(4, 10), y + rng.uniform(22, 34), rng.uniform(6, 10),
                  rng.uniform(4, 7))
    q.ellipse(alpha(SNOW_HI, 220), x + 5, y + 3, 9, 5)
    p.paste(q)


@obj("car_police", 1, 2)
def o_car_police(p, rng):
    car(p, rng, (34, 40, 56), "police")


@obj("car_red", 1, 2)
def o_car_red(p, rng):
    car(p, rng, (150, 52, 46), "car")


@obj("car_blue", 1, 2)
def o_car_blue(p, rng):
    car(p, rng, (64, 96, 136), "car")


@obj("car_wreck", 1, 2)
def o_car_wreck(p, rng):
    car(p, rng, (120, 112, 96), "wreck")


@obj("ambulance", 1, 2)
def o_ambulance(p, rng):
    car(p, rng, (226, 228, 224), "ambulance")


@obj("cart")
def o_cart(p, rng):
    p.shadow(lambda q, c, dx, dy: q.rect(c, 9 + dx, 7 + dy, 14, 18, r=1), a=90)
    p.rect((140, 150, 160), 9, 7, 14, 18, r=1, width=1.0)
    for x in range(11, 22, 3):
        p.line((140, 150, 160), (x, 8), (x, 24), 0.4)
    for y in range(10, 24, 3):
        p.line((140, 150, 160), (10, y), (22, y), 0.4)
    p.rect((200, 60, 50), 10, 24, 12, 2.4, r=1)
    p.ellipse(alpha(SNOW_HI, 200), 11, 8, 8, 5)


@obj("bench")
def o_bench(p, rng):
    p.shadow(lambda q, c, dx, dy: q.rect(c, 3 + dx, 10 + dy, 26, 12, r=1))
    for x in (5, 25):
        p.rect((50, 52, 58), x, 9.5, 2, 13)
    for i in range(3):
        p.rect(WOOD, 3, 10.5 + i * 4, 26, 3, r=0.6)
        p.rect(shade(WOOD, 1.2), 3, 10.5 + i * 4, 26, 1)
    p.ellipse(alpha(SNOW_HI, 230), 5, 10, 14, 5)
    p.ellipse(alpha(SNOW_HI, 230), 17, 14, 9, 4)


@obj("lamp")
def o_lamp(p, rng):
    p.glow(WARM, 16, 16, 16, strength=200, steps=14)
    p.shadow(lambda q, c, dx, dy: q.circle(c, 16 + dx * 2, 16 + dy * 2, 3), a=120)
    p.circle((40, 42, 50), 16, 16, 3.4)
    p.circle((255, 236, 180), 16, 16, 2.2)
