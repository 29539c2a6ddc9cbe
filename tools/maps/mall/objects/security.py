"""Security HQ (details layer): the monitor console (the dice box's place), the
chief's desk (the badge's place), lockers, a filing cabinet, the water cooler, chairs."""

from __future__ import annotations

from tools.maps.mall.objects.kit import over, raised, slab
from tools.maps.mall.objects.registry import obj, turned
from tools.maps.mall.palette import ACCENT, DARK, SCREEN, STEEL, STEEL_D, WHITE, WOOD, YELLOW
from tools.maps.paint import alpha, shade


def screen(p, rng, x, y, w, h):
    """One camera feed: a glowing screen with a corridor's lines and a figure."""
    p.rect(DARK, x, y, w, h, r=0.8)
    p.rect(shade(SCREEN, 0.45), x + 0.8, y + 0.8, w - 1.6, h - 1.6)
    q = p.layer()
    vx = x + w / 2 + rng.uniform(-3, 3)
    for sx in (x + 1, x + w - 1):
        q.line(alpha(SCREEN, 200), (sx, y + h - 1), (vx, y + h * 0.35), 0.5)
    q.line(alpha(SCREEN, 160), (x + 1, y + h * 0.35), (x + w - 1, y + h * 0.35), 0.4)
    q.circle(alpha((230, 255, 240), 220), vx + rng.uniform(-4, 4), y + h * 0.6, 1.2)
    for yy in range(int(y) + 2, int(y + h), 2):  # scan lines
        q.line(alpha((0, 0, 0), 50), (x + 1, yy), (x + w - 1, yy), 0.3)
    p.paste(q)


@obj("monitors", 3, 2)
def o_monitors(p, rng):
    """The security monitor: a wall of camera screens over a console desk."""
    slab(p, 4, 3, 88, 42, shade(STEEL_D, 0.6), (58, 62, 72), r=3, lift=1.5, a=150)
    for row in range(2):
        for col in range(4):
            screen(p, rng, 8 + col * 20.5, 7 + row * 15, 18.5, 13)
    p.glow(SCREEN, 48, 30, 40, strength=60)
    p.rect((92, 98, 110), 10, 46, 76, 8, r=2)    # the desk's front edge, keyboard and stick
    p.rect((40, 42, 50), 30, 47.5, 26, 5, r=1)
    p.circle(DARK, 66, 50, 3)
    p.circle((200, 50, 50), 66, 50, 1.5)
    chair(p, 48, 58)


def chair(p, cx, cy):
    p.shadow(lambda q, c, dx, dy: q.circle(c, cx + dx, cy + dy, 5.5), a=120)
    p.circle((30, 32, 40), cx, cy, 5.5)
    p.circle((56, 60, 72), cx, cy, 4.4)
    p.rect((30, 32, 40), cx - 5, cy + 3.5, 10, 2.6, r=1.2)


@obj("chair")
def o_chair(p, rng):
    chair(p, 16, 14)


@obj("chief_desk", 2, 1)
def o_chief_desk(p, rng):
    """The chief's desk: papers, a mug and a felt pad with a star where the badge lies."""
    x, y, w, h = 2, 4, 60, 22
    slab(p, x, y, w, h, shade(WOOD, 0.55), shade(WOOD, 0.85), r=2, lift=1.5, a=130)
    p.rect((150, 40, 44), 34, 6.5, 20, 17, r=2)        # the badge's felt pad
    over(p, lambda q: q.rect(alpha(YELLOW, 200), 35.5, 8, 17, 14, r=1.5, width=0.6))
    p.rect(WHITE, 7, 8, 10, 13)
    over(p, lambda q: q.rect(alpha(WHITE, 220), 9, 9.5, 10, 13))
    for yy in range(12, 21, 2):
        p.line((150, 150, 160), (10, yy), (17, yy), 0.4)
    p.circle(WHITE, 25, 11, 2.8)
    p.circle((90, 50, 30), 25, 11, 1.9)


@obj("plan_board", 2, 1)
def o_plan_board(p, rng):
    """A whiteboard on the wall with the mall's plan: six coloured blocks round the hall."""
    slab(p, 3, 1, 58, 14, STEEL_D, (236, 238, 240), r=1, lift=1.5)
    for (x, y, w, h), n in zip(((6, 3, 9, 4), (17, 3, 11, 4), (30, 3, 9, 4), (41, 3, 17, 10), (30, 9, 9, 4),
                                (6, 9, 22, 4)), (1, 2, 3, 4, 5, 6), strict=True):
        p.rect(ACCENT[n], x, y, w, h, r=0.6)
    p.line((200, 50, 50), (10, 7.6), (36, 7.6), 0.5)


@obj("lockers", 2, 1)
def o_lockers(p, rng):
    raised(p, 1, 1, 62, 14, r=1)
    p.rect(STEEL_D, 1, 1, 62, 14, r=1)
    for i in range(5):
        x = 2 + i * 12
        p.rect((92, 120, 150), x, 2, 11, 12)
        for yy in (4, 6):
            p.line((60, 86, 112), (x + 2, yy), (x + 8, yy), 0.5)
        p.rect(STEEL, x + 8, 9, 1.4, 3)


@obj("cabinet")
def o_cabinet(p, rng):
    slab(p, 5, 2, 22, 16, STEEL_D, (168, 172, 180), r=1)
    for x in (11, 21):
        p.rect(DARK, x - 2, 13, 4, 1.4)


@obj("cooler")
def o_cooler(p, rng):
    raised(p, 9, 8, 14, 14, r=2)
    p.rect((200, 204, 210), 9, 8, 14, 14, r=2)
    p.circle((120, 180, 230), 16, 15, 5.6)
    p.circle((170, 214, 244), 15, 14, 3)
    over(p, lambda q: q.circle(alpha(WHITE, 220), 14, 13, 1.2))
    p.rect(STEEL, 13, 21, 6, 2)


turned("lockers_s", 2, 1, 180, o_lockers)
turned("lockers_e", 1, 2, -90, o_lockers)
