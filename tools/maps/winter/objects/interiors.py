"""Inside the locations (details layer): shelves and fridges, desks, counters, lockers,
beds and the hospital's carts, tables, chairs."""

from __future__ import annotations

import math

import pygame

from tools.maps.paint import SHADE, Pen, alpha, shade
from tools.maps.winter.objects.registry import obj
from tools.maps.winter.palette import BOOKS, GOODS, MUSTARD, WARM, WHITE


def shelf(p, rng, w, goods, frame=(96, 102, 112), books=False):
    x, y, ww, h = 2, 7, w * 32 - 4, 18
    p.shadow(lambda q, c, dx, dy: q.rect(c, x + dx * 1.5, y + dy * 1.5, ww, h, r=1), a=120)
    p.rect(shade(frame, 0.7), x, y, ww, h, r=1)
    p.rect(frame, x + 0.8, y + 0.8, ww - 1.6, h - 1.6)
    p.rect(shade(frame, 0.6), x + 1, y + h / 2 - 0.5, ww - 2, 1)
    xx = x + 1.6
    while xx < x + ww - 3:
        bw = rng.uniform(1.4, 2.6) if books else rng.uniform(2.5, 5)
        c = rng.choice(goods)
        for yy, hh in ((y + 1.4, h / 2 - 2.2), (y + h / 2 + 0.8, h / 2 - 2.2)):
            hh2 = hh * rng.uniform(0.75, 1.0) if books else hh
            p.rect(c, xx, yy + (hh - hh2 if yy < y + 2 else 0), bw - 0.3, hh2)
            if books:
                p.line(shade(c, 1.4), (xx + bw / 2, yy + 1), (xx + bw / 2, yy + hh2 - 1), 0.3)
            c = rng.choice(goods)
        xx += bw
    p.rect(shade(frame, 0.5), x, y, ww, h, r=1, width=0.7)


@obj("aisle", 3, 1)
def o_aisle(p, rng):
    shelf(p, rng, 3, GOODS, frame=(150, 160, 170))


@obj("aisle2", 2, 1)
def o_aisle2(p, rng):
    shelf(p, rng, 2, GOODS, frame=(150, 160, 170))


@obj("bookshelf", 3, 1)
def o_bookshelf(p, rng):
    shelf(p, rng, 3, BOOKS, frame=(96, 64, 42), books=True)


@obj("bookshelf2", 2, 1)
def o_bookshelf2(p, rng):
    shelf(p, rng, 2, BOOKS, frame=(96, 64, 42), books=True)


@obj("bookshelf_v", 1, 3)
def o_bookshelf_v(p, rng):
    q = Pen(96, 32)
    shelf(q, rng, 3, BOOKS, frame=(96, 64, 42), books=True)
    p.surf.blit(pygame.transform.rotate(q.surf, 90), (0, 0))


@obj("fridge", 3, 1)
def o_fridge(p, rng):
    x, y, w, h = 2, 8, 92, 14
    p.shadow(lambda q, c, dx, dy: q.rect(c, x + dx, y + dy, w, h, r=1), a=110)
    p.rect((120, 140, 156), x, y, w, h, r=1)
    for i in range(4):
        xx = x + 1 + i * (w - 2) / 4
        p.rect((190, 214, 226), xx + 0.6, y + 1.2, (w - 2) / 4 - 1.2, h - 5)
        for _ in range(5):
            p.rect(rng.choice(GOODS), xx + rng.uniform(1, 17), y + rng.uniform(2, 6), 2.5, 2.5)
        p.rect((86, 98, 110), xx + 0.6, y + h - 3, (w - 2) / 4 - 1.2, 1.6)
    p.glow((200, 230, 255), 48, 20, 20, strength=40)


@obj("checkout")
def o_checkout(p, rng):
    p.shadow(lambda q, c, dx, dy: q.rect(c, 9 + dx, 3 + dy, 14, 26, r=1), a=110)
    p.rect((96, 70, 50), 9, 3, 14, 26, r=1)
    p.rect((196, 188, 170), 10, 4, 12, 24, r=1)
    p.rect((70, 74, 80), 11.5, 5, 9, 12)
    for yy in range(6, 17, 3):
        p.line((90, 94, 100), (11.5, yy), (20.5, yy), 0.4)
    p.rect((60, 64, 72), 12, 19, 8, 7, r=1)
    p.rect((120, 200, 160), 13, 20, 6, 2)


def desk(p, x, y, w, h, top=(182, 150, 104), chair=(72, 96, 128), chair_side="S"):
    p.shadow(lambda q, c, dx, dy: q.rect(c, x + dx, y + dy, w, h, r=1))
    if chair_side == "S":
        cx, cy = x + w / 2 - 4, y + h + 1.5
        p.shadow(lambda q, c, dx, dy: q.rect(c, cx + dx * .6, cy + dy * .6, 8, 7, r=2), a=70)
        p.rect(shade(chair, 0.75), cx, cy + 5, 8, 2.2, r=1)
        p.rect(chair, cx + 0.5, cy, 7, 6, r=2)
    p.rect(shade(top, 0.7), x, y, w, h, r=1)
    p.rect(top, x + 0.7, y + 0.7, w - 1.4, h - 1.4, r=1)


@obj("desk")
def o_desk(p, rng):
    desk(p, 7, 6, 18, 11)
    p.rect((240, 240, 232), 10, 8, 6, 7)
    p.line((90, 90, 100), (11, 10), (15, 10), 0.4)
    p.line((90, 90, 100), (11, 12), (14, 12), 0.4)
    p.line(MUSTARD, (18, 9), (22, 13), 0.8)


@obj("teacher_desk", 2, 1)
def o_teacher_desk(p, rng):
    desk(p, 8, 6, 44, 14, top=(150, 104, 66), chair=(120, 60, 50))
    p.rect((240, 240, 232), 14, 9, 9, 7)
    p.rect((230, 226, 210), 25, 8, 8, 6)
    p.circle((200, 40, 40), 44, 11, 2.6)
    p.line((60, 90, 40), (44, 8.6), (45, 7.6), 0.6)
    p.rect((60, 60, 70), 36, 10, 4, 5)


@obj("chalkboard", 1, 3)
def o_chalkboard(p, rng):
    p.rect((90, 70, 50), 7.5, 6, 5, 84)
    p.rect((44, 78, 60), 8.2, 7, 3.6, 82)
    for y in range(12, 86, 9):
        p.line((200, 214, 200), (9.5, y), (9.5, y + rng.uniform(2, 6)), 0.5)
    p.rect((170, 150, 120), 12.5, 20, 1.6, 56)
    p.rect(WHITE, 12.8, 30, 1.0, 3)


@obj("lockers", 3, 1)
def o_lockers(p, rng):
    x, y, w, h = 1, 7.5, 94, 9
    p.shadow(lambda q, c, dx, dy: q.rect(c, x + dx, y + dy, w, h), a=100)
    p.rect((70, 96, 120), x, y, w, h)
    for i in range(12):
        xx = x + i * w / 12
        p.rect((92, 122, 150), xx + 0.5, y + 0.6, w / 12 - 1, h - 1.2)
        p.line((60, 80, 100), (xx + w / 24, y + 2), (xx + w / 24, y + h - 2), 0.4)


@obj("counter", 3, 1)
def o_counter(p, rng):
    x, y, w, h = 3, 9, 90, 12
    p.shadow(lambda q, c, dx, dy: q.rect(c, x + dx, y + dy, w, h, r=1), a=110)
    p.rect((96, 70, 50), x, y, w, h, r=1)
    p.rect((196, 188, 170), x + 1, y + 1, w - 2, h - 2, r=1)
    p.rect((60, 64, 72), 14, 11, 8, 7, r=1)
    p.rect((120, 200, 160), 15, 12, 6, 2)
    p.rect((70, 74, 80), 34, 11, 30, 8)
    for xx in range(35, 64, 3):
        p.line((90, 94, 100), (xx, 11), (xx, 19), 0.4)
    p.rect((240, 236, 220), 72, 12, 6, 7)
    p.rect((60, 90, 140), 82, 11, 7, 6, r=1)


@obj("counter_v", 1, 3)
def o_counter_v(p, rng):
    q = Pen(96, 32)
    o_counter(q, rng)
    p.surf.blit(pygame.transform.rotate(q.surf, -90), (0, 0))


@obj("police_desk")
def o_police_desk(p, rng):
    desk(p, 5, 5, 22, 13, top=(110, 116, 126), chair=(40, 44, 52))
    p.rect((30, 32, 38), 8, 7, 8, 6)
    p.rect((110, 160, 200), 9, 8, 6, 3.6)
    p.rect((230, 226, 210), 18, 8, 6, 7)
    p.circle((200, 190, 170), 24, 15, 1.6)


@obj("frontdesk", 1, 2)
def o_frontdesk(p, rng):
    x, y, w, h = 6, 4, 20, 54
    p.shadow(lambda q, c, dx, dy: q.rect(c, x + dx, y + dy, w, h, r=2), a=120)
    p.rect((70, 54, 40), x, y, w, h, r=2)
    p.rect((138, 104, 70), x + 1, y + 1, 8, h - 2, r=1)    # the public side
    p.rect((110, 116, 126), x + 9, y + 1, w - 10, h - 2, r=1)
    p.rect((30, 32, 38), x + 11, y + 6, 7, 9)
    p.rect((110, 160, 200), x + 12, y + 7, 5, 7)
    p.rect((230, 226, 210), x + 11, y + 22, 7, 9)
    p.rect((60, 64, 72), x + 12, y + 38, 6, 4, r=1)
    p.circle((200, 40, 48), x + 15, y + 48, 1.4)
    p.circle((40, 44, 52), x + w + 3, y + 14, 3.6)   # the desk sergeant's chair
    p.circle((40, 44, 52), x + w + 3, y + 38, 3.6)


@obj("papers")
def o_papers(p, rng):
    for _ in range(6):
        x, y = rng.uniform(6, 24), rng.uniform(6, 24)
        a = rng.uniform(0, math.pi)
        dx, dy = math.cos(a) * 3.2, math.sin(a) * 3.2
        ex, ey = -dy * 1.3, dx * 1.3
        pts = [(x - dx - ex, y - dy - ey), (x + dx - ex, y + dy - ey), (x + dx + ex, y + dy + ey), (x - dx + ex, y - dy + ey)]
        p.poly(alpha(SHADE, 60), [(px + 0.6, py + 0.8) for px, py in pts])
        p.poly((236, 234, 224), pts)
        p.line((150, 150, 160), (x - dx * 0.6, y - dy * 0.6), (x + dx * 0.6, y + dy * 0.6), 0.3)


@obj("plant")
def o_plant(p, rng):
    p.shadow(lambda q, c, dx, dy: q.circle(c, 16 + dx, 16 + dy, 6.5), a=100)
    p.circle((140, 80, 56), 16, 16, 6.5)
    p.circle((90, 64, 48), 16, 16, 5.2)
    for i in range(7):
        a = i * 2 * math.pi / 7 + rng.uniform(-0.2, 0.2)
        c = rng.choice([(90, 120, 70), (120, 130, 70), (150, 130, 70)])
        p.ellipse(c, 16 + math.cos(a) * 6 - 3, 16 + math.sin(a) * 6 - 2, 6, 4)
    p.circle((80, 110, 60), 16, 16, 3)


@obj("filing")
def o_filing(p, rng):
    p.shadow(lambda q, c, dx, dy: q.rect(c, 8 + dx, 5 + dy, 16, 12), a=100)
    p.rect((90, 100, 96), 8, 5, 16, 12)
    p.rect((120, 132, 126), 9, 6, 14, 10)
    p.line((80, 90, 86), (16, 6), (16, 16), 0.5)
    p.rect((240, 236, 220), 10, 7, 4, 5)


@obj("bars_h")
def o_bars_h(p, rng):
    p.shadow(lambda q, c, dx, dy: q.rect(c, 0 + dx, 1 + dy, 32, 2), a=90)
    p.rect((70, 74, 84), 0, 1, 32, 2)
    for x in range(2, 32, 4):
        p.circle((120, 126, 136), x, 2, 1.4)
        p.circle((60, 64, 72), x, 2, 1.4, width=0.4)


@obj("bars_v")
def o_bars_v(p, rng):
    p.shadow(lambda q, c, dx, dy: q.rect(c, 15 + dx, 0 + dy, 2, 32), a=90)
    p.rect((70, 74, 84), 15, 0, 2, 32)
    for y in range(2, 32, 4):
        p.circle((120, 126, 136), 16, y, 1.4)
        p.circle((60, 64, 72), 16, y, 1.4, width=0.4)


@obj("cot")
def o_cot(p, rng):
    p.shadow(lambda q, c, dx, dy: q.rect(c, 5 + dx, 9 + dy, 22, 12, r=1), a=100)
    p.rect((90, 96, 104), 5, 9, 22, 12, r=1)
    p.rect((150, 140, 120), 6, 10, 20, 10)
    p.rect((200, 196, 186), 7, 11, 5, 8, r=1)
    p.rect((110, 120, 90), 13, 10, 13, 10)


@obj("bed", 1, 2)
def o_bed(p, rng):
    x, y, w, h = 4, 4, 24, 52
    p.shadow(lambda q, c, dx, dy: q.rect(c, x + dx, y + dy, w, h, r=2), a=110)
    p.rect((150, 160, 170), x, y, w, h, r=2)
    p.rect((236, 240, 242), x + 1.5, y + 1.5, w - 3, h - 3, r=2)
    p.rect((250, 252, 252), x + 4, y + 3, w - 8, 9, r=3)
    p.rect((140, 180, 206), x + 1.5, y + 16, w - 3, h - 17.5, r=2)
    p.rect((180, 208, 226), x + 1.5, y + 16, w - 3, 4, r=1)
    for yy in range(int(y + 24), int(y + h - 2), 6):
        p.line((124, 164, 192), (x + 3, yy), (x + w - 3, yy + 1), 0.4)
    p.rect((110, 120, 130), x + 2, y + h - 1.5, w - 4, 1.5)


@obj("curtain_v", 1, 2)
def o_curtain_v(p, rng):
    for y in range(4, 60, 4):
        p.ellipse((170, 206, 194), 14, y, 4, 4.4)
    p.line((130, 140, 150), (16, 3), (16, 61), 0.6)


@obj("medcart")
def o_medcart(p, rng):
    p.shadow(lambda q, c, dx, dy: q.rect(c, 7 + dx, 8 + dy, 18, 14, r=1))
    p.rect((170, 176, 184), 7, 8, 18, 14, r=1)
    p.rect((236, 240, 242), 8, 9, 16, 12, r=1)
    p.rect((200, 50, 50), 14.5, 10.5, 3, 9)
    p.rect((200, 50, 50), 11.5, 13.5, 9, 3)
    for x, c in ((9.5, (120, 170, 220)), (21, (230, 200, 90))):
        p.circle(c, x + 1, 19.5, 1.2)


@obj("wheelchair")
def o_wheelchair(p, rng):
    p.shadow(lambda q, c, dx, dy: q.rect(c, 9 + dx, 8 + dy, 14, 16, r=2))
    p.rect((40, 44, 52), 7.5, 9, 2.4, 14, r=1)
    p.rect((40, 44, 52), 22.1, 9, 2.4, 14, r=1)
    p.rect((60, 100, 150), 10, 10, 12, 12, r=2)
    p.rect((44, 80, 124), 10, 20, 12, 3, r=1)


@obj("table", 2, 1)
def o_table(p, rng):
    for cx in (14, 26, 38, 50):
        for cy in (5.5, 26.5):
            p.shadow(lambda q, c, dx, dy, cx=cx, cy=cy: q.circle(c, cx + dx * .5, cy + dy * .5, 3.2), a=80)
            p.circle((96, 60, 46), cx, cy, 3.2)
    p.shadow(lambda q, c, dx, dy: q.rect(c, 6 + dx, 9 + dy, 52, 14, r=2))
    p.rect((100, 66, 42), 6, 9, 52, 14, r=2)
    p.rect((150, 104, 66), 7, 10, 50, 12, r=2)
    p.rect((238, 232, 214), 14, 12, 9, 7)
    p.line((170, 160, 140), (18.5, 12), (18.5, 19), 0.4)
    p.rect((60, 90, 70), 40, 12.5, 7, 6)
    p.glow(WARM, 31, 16, 12, strength=110)
    p.circle((40, 80, 50), 31, 16, 2.6)
    p.circle((255, 230, 170), 31, 16, 1.4)


@obj("globe")
def o_globe(p, rng):
    p.shadow(lambda q, c, dx, dy: q.circle(c, 16 + dx, 16 + dy, 8))
    p.circle((120, 90, 50), 16, 16, 8.6)
    p.circle((70, 120, 170), 16, 16, 7)
    p.poly((110, 150, 90), [(12, 11), (17, 10), (18, 14), (14, 17), (11, 15)])
    p.poly((110, 150, 90), [(18, 17), (21, 18), (19, 22)])
    p.circle((255, 255, 255, 120), 13.5, 13, 2)


@obj("armchair")
def o_armchair(p, rng):
    p.shadow(lambda q, c, dx, dy: q.rect(c, 7 + dx, 7 + dy, 18, 18, r=4))
    p.rect((86, 40, 44), 7, 7, 18, 18, r=4)
    p.rect((130, 60, 60), 10, 11, 12, 11, r=3)
    p.rect((106, 48, 50), 7, 7, 18, 5, r=3)
