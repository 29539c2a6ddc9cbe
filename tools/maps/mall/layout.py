"""The mall's map (42x22 tiles): five shops round a hall and the parking lot beside it,
with what every location has: its number plaque, name plate, closed frame, character
places, and the queue mat at its entrance. Furniture: furnish.py.

    cols 0..29: the mall. Rows 0..7: 1 restroom, 2 clothing store, 3 toy store (doors
    south); rows 8..13 the hall (queues along both sides, the walkway between);
    rows 14..21: 6 supermarket, 5 security HQ (doors north). East doors to the lot.
    cols 30..41: 4 the parking lot, its gate on the street along the top.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.mall.board_map import CROWD, QUEUE
from tools.maps.mall.board import MallBoard
from tools.maps.mall.furnish import FURNISH
from tools.maps.paint import T

W, H = 42, 22
MALL_X1 = 29           # the mall's east wall
HALL = (8, 13)         # the hall's rows
LOT = (30, 2, 41, 21)  # the parking lot: a sidewalk along the mall (col 30), then asphalt
GATE = range(33, 39)   # the lot's gate in its fence, the street beyond it


@dataclass(frozen=True)
class Shop:
    n: int
    rect: tuple[int, int, int, int]   # x0, y0, x1, y1 (walls on the rim)
    floor: tuple[str, ...]             # ground keys: one at random a cell, or in turn if patterned
    door: int                          # the door's column (south wall for top shops, north for bottom)
    glass: bool                        # a glass front
    number: tuple[int, int]            # the plaque's top-left cell
    closed: tuple[int, int]            # the closed frame's top-left cell
    plate: tuple[int, int]             # the name plate's left cell
    places: tuple[tuple[int, int], ...]  # character places, most central first
    patterned: bool = False            # floor keys laid in a repeating pattern (the toy store's mats)


SHOPS = (
    Shop(1, (0, 0, 8, 7), ("rest",), 4, False, (1, 5), (6, 5), (1, 0), ((4, 3), (3, 4), (5, 4))),
    Shop(2, (9, 0, 19, 7), ("parquet0", "parquet1"), 14, True, (10, 5), (16, 5), (12, 0),
         ((13, 3), (15, 3), (14, 4), (12, 4))),
    Shop(3, (20, 0, 29, 7), ("play0", "play1", "play2", "play3"), 24, True, (21, 5), (26, 5), (22, 0),
         ((23, 3), (25, 3), (24, 4), (26, 3)), patterned=True),
    Shop(6, (0, 14, 17, 21), ("market",), 8, True, (5, 15), (10, 15), (6, 21),
         ((7, 18), (9, 18), (8, 17), (6, 17), (10, 17), (8, 19))),
    Shop(5, (18, 14, 29, 21), ("carpet0", "carpet1"), 23, False, (20, 15), (24, 15), (19, 21),
         ((23, 17), (22, 18), (24, 18))),
)


def build_map(capacities) -> MallBoard:
    """The whole map, its places counted against the rules' capacities."""
    b = MallBoard("mall", W, H, {"game": "mall"})
    hall(b)
    for shop in SHOPS:
        build_shop(b, shop, capacities[shop.n])
    lot(b)
    for furnish in FURNISH:
        furnish(b)
    return b


def hall(b: MallBoard):
    """The hall's walls: blank to the west, glass with doors to the parking lot."""
    for y in range(HALL[0], HALL[1] + 1):
        b.wall(0, y, "grey", "W")
        entrance = y in (10, 11)
        b.wall(MALL_X1, y, "grey", "E", door="E" if entrance else "", window="" if entrance else "E")


def build_shop(b: MallBoard, s: Shop, capacity):
    x0, y0, x1, y1 = s.rect
    top = y0 == 0
    front = y1 if top else y0
    side = "S" if top else "N"
    windows = [(x, front, side) for x in range(x0 + 1, x1) if s.glass and abs(x - s.door) > 1]
    b.building(x0, y0, x1, y1, list(s.floor), "grey", doors=[(s.door, front, side)], windows=windows)
    if s.patterned:
        for x, y in b.cells(x0, y0, x1, y1):
            b.base[y][x] = s.floor[(x + 2 * y) % len(s.floor)]
    marks(b, s.n, s.number, s.closed, s.plate)
    if capacity != len(s.places):
        raise SystemExit(f"tools/maps/mall/layout.py: location {s.n} has {len(s.places)} places, "
                         f"the rules {capacity}")
    characters(b, s.n, s.places)
    out = front + 1 if top else front - 1
    rows = (out, out + 1) if top else (out - 1, out)
    cells = [(x, y) for y in rows for x in range(s.door - 2, s.door + 4)]
    queue(b, s.n, cells, (s.door, out))
    b.area(s.n, x0, y0, x1, y1)


def marks(b: MallBoard, n, number, closed, plate):
    """The number plaque, the closed frame (and slot) and the name plate (and title slot)."""
    b.place(f"num{n}", *number)
    if closed is not None:
        b.place("closed_spot", *closed)
        b.slot("closed", (closed[0] + 1) * T, (closed[1] + 1) * T, w=48, h=48, entrance=n, name=f"closed {n}")
    b.place(f"plate{n}", *plate)
    b.slot("title", (plate[0] + 2) * T, plate[1] * T + 16, w=104, h=18, entrance=n, name=f"title {n}")


def characters(b: MallBoard, n, cells):
    for i, (x, y) in enumerate(cells, 1):
        b.cell_slot("character", x, y, index=i, entrance=n)


def queue(b: MallBoard, n, cells, door):
    """QUEUE zombie places on a mat: the rank at the door (x, y) first, from the door
    outward, then the rank behind it."""
    if len(cells) != QUEUE:
        raise SystemExit(f"tools/maps/mall/layout.py: location {n} queues {len(cells)} zombies, not {QUEUE}")
    b.queue_mat(n, cells)
    dx, dy = door
    order = sorted(cells, key=lambda c: (abs(c[1] - dy), abs(c[0] - dx), c[0]))
    for i, (x, y) in enumerate(order, 1):
        b.cell_slot("zombie", x, y, index=i, entrance=n)


def lot(b: MallBoard):
    """4, the parking lot: the street and gate at the top, painted bays, the crowd's places
    in two blocks of bays either side of the lane in front of the mall's doors."""
    x0, y0, x1, y1 = LOT
    b.fill("road", x0, 0, x1, y0 - 1, "road")
    b.fill("pavers", x0, y0, x0, y1, "pavers")
    b.fill("asphalt", x0 + 1, y0, x1, y1, ["asph0"] * 8 + ["asph1", "asph2"])
    for x in range(x0, x1 + 1):
        b.paint(x, y0 - 1, "S")   # the kerb
        if x not in GATE:
            b.place("gatepost" if x + 1 in GATE or x - 1 in GATE else "fence_h", x, y0)
    queue(b, 4, [(x, y) for y in (0, 1) for x in GATE], ((GATE[0] + GATE[-1]) / 2, y0 - 1))
    for x in range(32, 41):   # bays back to back with the lanes
        for y, back in ((5, "N"), (6, ""), (11, ""), (12, "S")):
            b.paint(x, y, "W" + back)
    crowd = sorted(((x, y) for y in (5, 6, 11, 12) for x in range(32, 38)),
                   key=lambda c: (abs(c[1] - 8.5), abs(c[0] - 34.5)))
    if len(crowd) < CROWD:
        raise SystemExit(f"tools/maps/mall/layout.py: the lot has {len(crowd)} places, fewer than {CROWD}")
    characters(b, 4, crowd)
    marks(b, 4, (35, 3), None, (36, 21))
    b.area(4, x0, y0, x1, y1)
