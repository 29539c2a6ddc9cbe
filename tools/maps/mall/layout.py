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
MALL_X1 = 29        # the mall's east wall
HALL = (8, 13)      # the hall's rows
LOT = (31, 3, 41, 21)  # the parking lot's asphalt


@dataclass(frozen=True)
class Shop:
    n: int
    rect: tuple[int, int, int, int]   # x0, y0, x1, y1 (walls on the rim)
    floor: str | list[str]
    door: int                          # the door's column (south wall for top shops, north for bottom)
    glass: bool                        # a glass front
    number: tuple[int, int]            # the plaque's top-left cell
    closed: tuple[int, int]            # the closed frame's top-left cell
    plate: tuple[int, int]             # the name plate's left cell
    places: tuple[tuple[int, int], ...]  # character places, most central first


PLAY = ["play0", "play1", "play2", "play3"]
SHOPS = (
    Shop(1, (0, 0, 8, 7), "rest", 4, False, (1, 5), (6, 5), (1, 0), ((4, 3), (3, 4), (5, 4))),
    Shop(2, (9, 0, 19, 7), ["parquet0", "parquet1"], 14, True, (10, 5), (16, 5), (12, 0),
         ((13, 3), (15, 3), (14, 4), (12, 4))),
    Shop(3, (20, 0, 29, 7), PLAY, 24, True, (21, 5), (26, 5), (22, 0), ((23, 3), (25, 3), (24, 4), (26, 3))),
    Shop(6, (0, 14, 17, 21), "market", 8, True, (5, 15), (10, 15), (6, 21),
         ((7, 18), (9, 18), (8, 17), (6, 17), (10, 17), (8, 19))),
    Shop(5, (18, 14, 29, 21), ["carpet0", "carpet1"], 23, False, (20, 15), (24, 15), (19, 21),
         ((23, 17), (22, 18), (24, 18))),
)


def build_map(capacities) -> MallBoard:
    b = MallBoard("mall", W, H, {"game": "mall", "locations": len(capacities)})
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
    b.building(x0, y0, x1, y1, s.floor, "grey", doors=[(s.door, front, side)], windows=windows)
    if isinstance(s.floor, list) and s.floor[0].startswith("play"):   # foam mats in a colour pattern
        for x, y in b.cells(x0, y0, x1, y1):
            b.base[y][x] = s.floor[(x + 2 * y) % 4]
    marks(b, s.n, s.number, s.closed, s.plate)
    assert capacity == len(s.places), f"shop {s.n}: {len(s.places)} places drawn, the rules say {capacity}"
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
    assert len(cells) == QUEUE, f"location {n}: {len(cells)} queue cells for {QUEUE} zombies"
    b.queue_mat(n, cells)
    dx, dy = door
    order = sorted(cells, key=lambda c: (abs(c[1] - dy), abs(c[0] - dx), c[0]))
    for i, (x, y) in enumerate(order, 1):
        b.cell_slot("zombie", x, y, index=i, entrance=n)


def lot(b: MallBoard):
    """4, the parking lot: street and gate at the top, sidewalk along the mall, painted bays."""
    x0, y0, x1, y1 = LOT
    b.fill("road", x0 - 1, 0, x1, 1, "road")
    for x in range(x0 - 1, x1 + 1):
        b.paint(x, 1, "S")   # the kerb
    b.fill("pavers", x0 - 1, 2, x0 - 1, y1, "pavers")
    b.fill("asphalt", x0, 2, x1, y1, ["asph0"] * 8 + ["asph1", "asph2"])
    gate = range(33, 39)
    for x in range(x0 - 1, x1 + 1):
        if x not in gate:
            b.place("fence_h", x, 2)
    b.place("gatepost", 32, 2)
    b.place("gatepost", 39, 2)
    queue(b, 4, [(x, y) for y in (0, 1) for x in gate], (35.5, 1))
    crowd = [(x, y) for y0_ in (5, 11) for y in (y0_, y0_ + 1) for x in range(32, 38)]
    crowd.sort(key=lambda c: (abs(c[1] - 8.5), abs(c[0] - 34.5)))
    assert len(crowd) >= CROWD
    characters(b, 4, crowd[:CROWD])
    for x in range(32, 41):   # bays back to back with the lanes
        for y, back in ((5, "N"), (6, ""), (11, ""), (12, "S")):
            b.paint(x, y, "W" + back)
    marks(b, 4, (35, 3), None, (36, 21))
    b.area(4, x0 - 1, 2, x1, y1)
