"""The street (40x24 tiles): three buildings along the top, the dusty street with the
holdup table in the middle, and the lower boardwalk with the players' rows of safes.

    rows 0..2   roofs: 1 saloon (cols 1..12), 2 bank (14..25), 3 hotel (27..38); each
                with its sign (the title band) over the eave
    rows 3..5   the porches: SEATS chairs each (the seats), posts at the ends
    rows 6..12  the street: deck and discard crates (west), the holdup table (centre),
                the dice tray (east), troughs, hitching rails, clutter
    rows 13..23 the boardwalk: 3 x 3 players' rows (1..3, 4..6, 7..9 from the top),
                each a brass number plate and SAFES + 1 safe plates (the last the overflow)
"""

from __future__ import annotations

from game.showdown.board_map import HOLDUPS, PLATFORMS, ROWS, SAFES, SEATS
from tools.maps.board import Board
from tools.maps.paint import T
from tools.maps.showdown.objects import OBJECTS, SPOTS
from tools.maps.showdown.seed import SEED

W, H = 40, 24
BUILDING_X = {1: 1, 2: 14, 3: 27}   # each building's west column; 12 wide
ROOF = (0, 2)
PORCH = (3, 5)
STREET = (6, 12)
WALK = 13
TABLE = (15, 7)       # the holdup table's top-left cell (10 x 5)
DECK = (3, 8)         # the deck's crate (3 x 3); the discard's beside it
DISCARD = (7, 8)
DICE = (30, 8)        # the dice tray (7 x 3)


class StreetBoard(Board):
    SEED = SEED
    OBJECTS = OBJECTS
    OPEN = "street"
    BACKGROUND = "#d6b27c"

    def open_ground(self):
        return self.rng.choice(["dust0"] * 5 + ["dust1", "dust2", "dust3"])

    def key(self, x, y):
        return self.base[y][x]


def build_map() -> StreetBoard:
    b = StreetBoard("showdown", W, H, {"game": "showdown"})
    for n in range(1, PLATFORMS + 1):
        platform(b, n)
    street(b)
    boardwalk(b)
    return b


def platform(b: StreetBoard, n):
    x0 = BUILDING_X[n]
    x1 = x0 + 11
    b.fill("roof", x0, ROOF[0], x1, ROOF[1], f"roof{n}")
    for x in range(x0, x1 + 1):
        b.base[0][x], b.base[1][x] = f"roofN{n}", f"ridge{n}"
    b.fill("porch", x0, PORCH[0], x1, PORCH[1], ["porch0", "porch1"])
    for x in range(x0, x1 + 1):
        b.base[PORCH[0]][x] = f"eave{n}"
        b.base[PORCH[1]][x] = "porch_edge"
    b.place(f"sign{n}", x0 + 2, ROOF[1] - 1)
    b.slot("title", (x0 + 6) * T, ROOF[1] * T + 1, w=8 * T - 80, h=30, entrance=n, name=f"title {n}")
    b.place("post", x0, PORCH[1])
    b.place("post", x1, PORCH[1])
    if SEATS != 4:
        raise SystemExit("tools/maps/showdown/layout.py: the porches are drawn for 4 seats")
    for i in range(SEATS):   # seat 1 westmost
        x = x0 + 1 + 3 * i
        b.place(f"chair{n}", x, 4)
        b.cell_slot("seat", x, 4, index=i + 1, entrance=n, w=40, h=40)
    b.slot("platform", (x0 + 6) * T, (PORCH[1] + 1) * T / 2, w=12 * T, h=(PORCH[1] + 1) * T, entrance=n,
           name=f"platform {n}")


def street(b: StreetBoard):
    tx, ty = TABLE
    b.place("table", tx, ty)
    if len(SPOTS) != HOLDUPS:
        raise SystemExit("tools/maps/showdown/layout.py: the table has a spot per holdup safe")
    for i, sx in enumerate(SPOTS, 1):
        b.slot("holdup", tx * T + sx, ty * T + 80, w=52, h=52, index=i)
    for kind, (x, y), name in (("deck", DECK, "deck_crate"), ("discard", DISCARD, "discard_crate")):
        b.place(name, x, y)
        b.slot(kind, x * T + 48, y * T + 48, w=48, h=70)
    b.place("dice_tray", *DICE)
    b.slot("dice", DICE[0] * T + 112, DICE[1] * T + 48, w=7 * T - 40, h=3 * T - 42)
    for x in (2, 27):
        b.place("trough", x, 6)
    for x in (10, 35):
        b.place("hitch", x, 6)
    for name, x, y in (("barrel", 13, 6), ("barrel", 26, 6), ("barrel", 0, 5), ("barrel", 39, 5),
                       ("cactus", 0, 11), ("cactus", 39, 9), ("weed", 12, 11), ("weed", 27, 12),
                       ("weed", 22, 12), ("weed", 5, 12), ("barrel", 13, 0), ("barrel", 26, 1)):
        b.place(name, x, y)


def boardwalk(b: StreetBoard):
    b.fill("walk", 0, WALK, W - 1, H - 1, ["walk0", "walk1"])
    for x in range(W):
        b.base[WALK][x] = "walk_edge"
    for p in range(1, ROWS + 1):
        c, r = (p - 1) % 3, (p - 1) // 3
        x0, y0 = 2 + 13 * c, WALK + 1 + 3 * r
        b.place(f"pnum{p}", x0, y0)
        for x in range(x0, x0 + 10):   # the row's ledge, round the plate and the safes
            for y in (y0, y0 + 1):
                end = "W" if x == x0 else "E" if x == x0 + 9 else ""
                b.base[y][x] = f"ledge{'N' if y == y0 else 'S'}{end}"
        for i in range(SAFES + 1):
            x = x0 + 2 + 2 * i
            b.place("safe_spare" if i == SAFES else "safe_plate", x, y0)
            b.slot("safe", (x + 1) * T, (y0 + 1) * T, w=52, h=52, index=i + 1, entrance=p)
