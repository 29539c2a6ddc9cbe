"""The supermarket (details layer): double-sided aisles, the chilled wall, checkouts,
produce crates and the trolley."""

from __future__ import annotations

from tools.maps.mall.objects.registry import obj, turned
from tools.maps.mall.palette import DARK, GLASS, GOODS, RED, STEEL, STEEL_D, WHITE, WOOD
from tools.maps.paint import alpha, shade


def aisle(p, rng, n):
    """An island shelf n tiles long: goods face both sides of a spine."""
    x, y, w, h = 3, 7, n * 32 - 6, 18
    p.shadow(lambda q, c, dx, dy: q.rect(c, x + dx * 1.5, y + dy * 1.5, w, h, r=1.5), a=120)
    p.rect(STEEL_D, x, y, w, h, r=1.5)
    p.rect((206, 208, 212), x + 0.8, y + 0.8, w - 1.6, h - 1.6, r=1)
    for top in (y + 1.6, y + h / 2 + 0.9):
        xx = x + 1.6
        while xx < x + w - 3.5:
            bw = rng.uniform(2.4, 4.6)
            c = rng.choice(GOODS)
            p.rect(c, xx, top, bw - 0.5, h / 2 - 2.5)
            p.rect(shade(c, 1.25), xx, top, bw - 0.5, 1)
            xx += bw
    p.rect(STEEL_D, x + 1, y + h / 2 - 0.4, w - 2, 0.8)
    for xx in (x, x + w - 3):   # end caps
        p.rect((200, 64, 56), xx, y, 3, h, r=1)


for _n in (3, 4):
    obj(f"aisle{_n}", _n, 1)(lambda p, rng, n=_n: aisle(p, rng, n))


@obj("chiller", 3, 1)
def o_chiller(p, rng):
    """Glass-door fridges along a wall, lit from inside."""
    x, y, w, h = 1, 1, 94, 16
    p.shadow(lambda q, c, dx, dy: q.rect(c, x + dx, y + dy, w, h, r=1), a=120)
    p.rect((104, 120, 138), x, y, w, h, r=1)
    for i in range(4):
        xx = x + 1 + i * (w - 2) / 4
        dw = (w - 2) / 4 - 1.2
        p.rect((196, 222, 234), xx + 0.6, y + 1.2, dw, h - 4.6)
        for _ in range(6):
            p.rect(rng.choice(GOODS), xx + rng.uniform(1.5, dw - 3), y + rng.uniform(2, 8), 2.4, 3)
        p.rect(alpha(GLASS, 120), xx + 0.6, y + 1.2, dw, h - 4.6)
        p.rect(STEEL_D, xx + 0.6, y + h - 3, dw, 1.6)
    p.glow((210, 236, 255), 48, 20, 22, strength=50)


@obj("checkout", 1, 2)
def o_checkout(p, rng):
    """A till with its belt running toward the door."""
    p.shadow(lambda q, c, dx, dy: q.rect(c, 8 + dx, 3 + dy, 16, 54, r=1.5), a=120)
    p.rect(shade(WOOD, 0.6), 8, 3, 16, 54, r=1.5)
    p.rect((210, 204, 190), 9, 4, 14, 52, r=1)
    p.rect(DARK, 11, 6, 10, 30, r=1)
    for yy in range(8, 35, 4):
        p.line((70, 72, 80), (11.5, yy), (20.5, yy), 0.5)
    for _ in range(3):
        p.rect(rng.choice(GOODS), rng.uniform(12, 17), rng.uniform(9, 30), 3, 3)
    p.rect(DARK, 11, 40, 10, 8, r=1)
    p.rect((100, 200, 160), 12, 41, 8, 3.4)
    p.rect(STEEL, 12, 50, 8, 3, r=0.8)


@obj("produce", 2, 1)
def o_produce(p, rng):
    """Crates of fruit and vegetables."""
    fruit = [(220, 60, 50), (250, 170, 40), (110, 180, 60), (240, 220, 80), (150, 60, 120)]
    for i in range(3):
        x = 3 + i * 19.5
        c = fruit[(i + rng.randrange(5)) % 5]
        p.shadow(lambda q, col, dx, dy, x=x: q.rect(col, x + dx, 5 + dy, 18, 22, r=1), a=120)
        p.rect(shade(WOOD, 0.7), x, 5, 18, 22, r=1)
        p.rect(WOOD, x + 1, 6, 16, 20, r=1)
        for j in range(9):
            cx, cy = x + 4 + (j % 3) * 5 + rng.uniform(-0.5, 0.5), 10 + (j // 3) * 6 + rng.uniform(-0.5, 0.5)
            p.circle(shade(c, 0.75), cx, cy, 2.8)
            p.circle(c, cx - 0.3, cy - 0.3, 2.3)
            p.circle(alpha(WHITE, 150), cx - 1, cy - 1, 0.7)


@obj("cart")
def o_cart(p, rng):
    """A shopping trolley from above: the wire basket and its red handle."""
    p.shadow(lambda q, c, dx, dy: q.rect(c, 8 + dx, 6 + dy, 16, 20, r=1.5), a=100)
    p.rect(STEEL, 8, 6, 16, 20, r=1.5, width=1.1)
    for x in range(10, 23, 3):
        p.line(alpha(STEEL, 220), (x, 7), (x, 25), 0.4)
    for y in range(8, 25, 3):
        p.line(alpha(STEEL, 220), (9, y), (23, y), 0.4)
    p.rect(RED, 8.5, 25.5, 15, 2.6, r=1)


turned("chiller_s", 3, 1, 180, o_chiller)
turned("chiller_w", 1, 3, 90, o_chiller)
