"""The supermarket (details layer): double-sided aisles, the chilled wall, checkouts,
produce crates and the trolley."""

from __future__ import annotations

from tools.maps.mall.objects.kit import raised, slab
from tools.maps.mall.objects.registry import obj, turned
from tools.maps.mall.palette import DARK, GLASS, GOODS, RED, STEEL, STEEL_D, WHITE, WOOD
from tools.maps.paint import alpha, shade


def aisle(p, rng, n):
    """An island shelf n tiles long: goods face both sides of a spine."""
    x, y, w, h = 3, 7, n * 32 - 6, 18
    slab(p, x, y, w, h, STEEL_D, (206, 208, 212), r=1.5, lift=1.5, a=120, inset=0.8)
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
    """Three glass-door fridges along a wall, lit from inside, a handle on each door."""
    raised(p, 1, 1, 94, 17, r=1)
    p.rect((92, 108, 126), 1, 1, 94, 17, r=1)
    for door in range(3):
        x0 = 2.5 + door * 31
        p.rect((200, 226, 238), x0, 2.5, 29, 11)
        for shelf in (5.5, 9.5):
            p.line((150, 170, 186), (x0, shelf + 2.6), (x0 + 29, shelf + 2.6), 0.5)
            x = x0 + 1
            while x < x0 + 26:
                w = rng.uniform(2, 3.6)
                p.rect(rng.choice(GOODS), x, shelf - 1.6, w - 0.5, 3.8)
                x += w
        glass = p.layer()
        glass.rect(alpha(GLASS, 60), x0, 2.5, 29, 11)
        glass.line(alpha(WHITE, 160), (x0 + 3, 12), (x0 + 9, 3.5), 0.7)
        p.paste(glass)
        p.rect(STEEL, x0 + 24, 14.5, 4, 1.6, r=0.8)
    p.glow((210, 236, 255), 48, 20, 22, strength=50)


@obj("checkout", 1, 2)
def o_checkout(p, rng):
    """A till: the belt with shopping on it, the scanner, the register, the cashier's stool."""
    slab(p, 4, 3, 17, 50, shade(WOOD, 0.6), (214, 208, 194), r=1.5)
    p.rect(DARK, 6.5, 5, 12, 28, r=1)
    for yy in range(7, 32, 3):
        p.line((66, 68, 76), (7, yy), (18, yy), 0.5)
    for _ in range(3):
        p.rect(rng.choice(GOODS), rng.uniform(8, 14), rng.uniform(7, 28), 3.4, 3.4, r=0.6)
    p.rect((120, 200, 220), 7, 35, 11, 5, r=1)   # the scanner's glass
    p.rect(DARK, 8, 43, 9, 8, r=1)
    p.rect((100, 200, 160), 9, 44, 7, 3)
    p.circle((40, 42, 50), 27, 44, 3.6)
    p.circle((80, 84, 96), 27, 44, 2.6)


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
            p.circle(shade(c, 1.5), cx - 1, cy - 1, 0.7)


@obj("cart")
def o_cart(p, rng):
    """A shopping trolley from above: the wire basket and its red handle."""
    raised(p, 8, 6, 16, 20, r=1.5, a=100)
    p.rect(STEEL, 8, 6, 16, 20, r=1.5, width=1.1)
    for x in range(10, 23, 3):
        p.line(STEEL, (x, 7), (x, 25), 0.4)
    for y in range(8, 25, 3):
        p.line(STEEL, (9, y), (23, y), 0.4)
    p.rect(RED, 8.5, 25.5, 15, 2.6, r=1)


turned("chiller_s", 3, 1, 180, o_chiller)
turned("chiller_w", 1, 3, 90, o_chiller)
