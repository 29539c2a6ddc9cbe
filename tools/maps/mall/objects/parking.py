"""The parking lot and the street (details layer): the truck (the item deck rides on
its bed), parked cars, lamp posts, the trolley corral, cones, the fence and its gate."""

from __future__ import annotations

from tools.maps.mall.objects.kit import over, raised, slab
from tools.maps.mall.objects.registry import obj
from tools.maps.mall.palette import DARK, GLASS, PAINT, RED, STEEL, STEEL_D, WARM, WHITE, WOOD, YELLOW
from tools.maps.paint import alpha, shade

TRUCK = (226, 228, 224)


def wheels(p, xs, y0, y1, r=3.2):
    for x in xs:
        for y in (y0, y1):
            p.rect((24, 24, 28), x - 5, y - r, 10, 2 * r, r=1.5)


@obj("truck", 6, 3)
def o_truck(p, rng):
    """A supply truck facing east: open bed with rails and crates (west), cab (east)."""
    raised(p, 6, 14, 180, 68, r=6, lift=2, a=150)
    wheels(p, (34, 62, 158), 14, 82, 3.6)
    # bed
    p.rect(STEEL_D, 6, 14, 124, 68, r=3)
    p.rect((120, 112, 100), 9, 17, 118, 62, r=2)
    for y in range(21, 78, 8):
        p.line(shade((120, 112, 100), 0.82), (10, y), (126, y), 0.6)
    for y in (15.5, 79.5):   # side rails and stakes
        p.rect(STEEL, 6, y - 1.5, 124, 3, r=1)
        for x in range(10, 128, 16):
            p.rect(STEEL_D, x, y - 2, 2.2, 4)
    for (x, y, w, h) in ((98, 20, 26, 24), (98, 48, 24, 26), (74, 22, 20, 20)):   # crates at the front
        p.shadow(lambda q, c, dx, dy, x=x, y=y, w=w, h=h: q.rect(c, x + dx, y + dy, w, h, r=1), a=130)
        p.rect(shade(WOOD, 0.7), x, y, w, h, r=1)
        p.rect(WOOD, x + 1.2, y + 1.2, w - 2.4, h - 2.4)
        p.line(shade(WOOD, 0.7), (x + 1.5, y + 1.5), (x + w - 1.5, y + h - 1.5), 1.2)
        p.line(shade(WOOD, 0.7), (x + w - 1.5, y + 1.5), (x + 1.5, y + h - 1.5), 1.2)
    over(p, lambda q: q.rect(alpha(DARK, 45), 14, 19, 56, 58, r=3))    # a swept spot for the deck
    # cab
    p.rect(shade(TRUCK, 0.6), 132, 12, 54, 72, r=8)
    p.rect(TRUCK, 133.5, 13.5, 51, 69, r=7)
    p.rect(shade(TRUCK, 1.04), 136, 18, 28, 60, r=4)                 # roof
    p.poly(GLASS, [(165, 18), (172, 21), (172, 75), (165, 78)])      # windscreen
    over(p, lambda q: q.line(alpha(WHITE, 200), (167, 24), (167, 40), 0.8))
    p.rect(RED, 133.5, 44, 51, 8)                                    # stripe
    p.rect(shade(TRUCK, 0.85), 174, 16, 9, 64, r=3)                  # bonnet
    for y in (18, 72):
        p.rect((250, 240, 190), 181.5, y, 3, 6, r=1)
        p.rect(DARK, 130, y - 8, 4, 8, r=1)                          # mirrors


def car(p, body):
    """A car facing north, parked in a bay."""
    x, y, w, h = 5, 5, 22, 54
    raised(p, x, y, w, h, r=7, lift=1.5, a=140)
    for wy in (15, 47):
        p.rect((24, 24, 28), x - 1.2, wy - 4, w + 2.4, 8, r=1.5)
    p.rect(shade(body, 0.62), x, y, w, h, r=7)
    p.rect(body, x + 0.9, y + 0.9, w - 1.8, h - 1.8, r=6)
    p.poly((58, 74, 96), [(x + 3, y + 15), (x + w - 3, y + 15), (x + w - 4.5, y + 22), (x + 4.5, y + 22)])
    p.poly((58, 74, 96), [(x + 4.5, y + 40), (x + w - 4.5, y + 40), (x + w - 3, y + 45), (x + 3, y + 45)])
    p.rect(shade(body, 1.1), x + 4, y + 22, w - 8, 18, r=2)
    over(p, lambda q: q.line(alpha(WHITE, 120), (x + 5, y + 24), (x + 5, y + 36), 0.8))
    for xx in (x + 3, x + w - 5):
        p.rect((250, 244, 210), xx, y + 1.5, 2.4, 1.6, r=0.6)
        p.rect((200, 40, 40), xx, y + h - 2.6, 2.4, 1.4, r=0.6)


for _name, _body in (("car_red", (176, 52, 48)), ("car_blue", (58, 96, 150)), ("car_silver", (176, 182, 190)),
                     ("car_green", (70, 120, 84)), ("car_yellow", (220, 176, 60))):
    obj(_name, 1, 2)(lambda p, rng, body=_body: car(p, body))


@obj("lamp")
def o_lamp(p, rng):
    """A lot light: a pole with two heads on a crossbar, each casting its pool of light."""
    for x in (5, 27):
        p.glow(WARM, x, 16, 12, strength=150, steps=12)
    raised(p, 4, 14.5, 24, 3, r=1.5, lift=2)
    p.rect((54, 56, 64), 4, 14.5, 24, 3, r=1.5)
    for x in (5, 27):
        p.rect((40, 42, 50), x - 3.5, 13, 7, 6, r=2)
        p.rect((255, 238, 190), x - 2.5, 14, 5, 4, r=1.5)
    p.circle((40, 42, 50), 16, 16, 3)
    p.circle((90, 94, 104), 15.4, 15.4, 1.4)


@obj("cone")
def o_cone(p, rng):
    raised(p, 9, 9, 14, 14, r=2)
    p.rect(shade((240, 110, 40), 0.7), 9, 9, 14, 14, r=2)
    p.circle((240, 110, 40), 16, 16, 5.6)
    p.circle(WHITE, 16, 16, 3.6, width=1.2)
    p.circle(shade((240, 110, 40), 1.15), 16, 16, 1.6)


@obj("corral", 2, 1)
def o_corral(p, rng):
    """A trolley corral with trolleys nested in it."""
    raised(p, 4, 6, 56, 20, r=2, a=110)
    for i in range(5):
        x = 8 + i * 8
        p.rect(STEEL, x, 9, 14, 14, r=1, width=0.9)
        p.rect(RED, x + 12.5, 9.5, 2.2, 13, r=0.8)
    for y in (6, 26):
        p.rect(STEEL_D, 4, y - 1, 56, 2, r=1)
    p.rect(STEEL_D, 4, 5, 2, 22, r=1)


@obj("fence_h")
def o_fence_h(p, rng):
    """A chain-link fence along the cell's middle, with a post."""
    raised(p, 0, 15, 32, 2, a=90)
    for x in range(0, 32, 3):
        p.line(STEEL, (x, 14.2), (x + 3, 17.8), 0.4)
        p.line(STEEL, (x + 3, 14.2), (x, 17.8), 0.4)
    p.rect(STEEL_D, 0, 14, 32, 0.8)
    p.rect(STEEL_D, 0, 17.2, 32, 0.8)
    p.circle(DARK, 4, 16, 1.8)


@obj("gatepost")
def o_gatepost(p, rng):
    """The gate's post with its boom raised (striped)."""
    slab(p, 10, 10, 12, 12, DARK, YELLOW, r=2, a=120, inset=1.5)
    for i in range(3):   # the boom, raised, striped red and white
        p.rect(RED if i % 2 else PAINT, 14, 21 + i * 3.4, 4, 3.4)
