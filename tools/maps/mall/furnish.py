"""The furniture of each location and of the hall (details layer and, for the truck,
monitor and badge, their slots). Cells are the map's (see layout.py)."""

from __future__ import annotations

from tools.maps.mall.board import MallBoard
from tools.maps.paint import T


def put(b: MallBoard, *items):
    for name, x, y in items:
        b.place(name, x, y)


def restroom(b: MallBoard):
    put(b, ("stall_w", 0, 1), ("stall_w", 0, 2), ("stall_w", 0, 3), ("sinks", 5, 0), ("wetsign", 3, 6),
        ("mop", 8, 3))


def clothing(b: MallBoard):
    put(b, ("fitting", 17, 0), ("fitting", 18, 0), ("clothes_table", 10, 1), ("rack", 11, 3), ("rack", 17, 3),
        ("rack", 15, 1), ("counter", 17, 4), ("rack", 13, 6))


def toys(b: MallBoard):
    put(b, ("toyshelf", 26, 0), ("train", 27, 2), ("teddy", 21, 2), ("ball", 21, 3), ("blocks", 22, 4),
        ("toycar", 28, 5), ("toyshelf", 20, 1))


def market(b: MallBoard):
    put(b, ("chiller_s", 1, 21), ("chiller_s", 11, 21), ("chiller_s", 14, 21), ("chiller_w", 0, 16),
        ("aisle4", 1, 17), ("aisle4", 1, 19), ("aisle4", 12, 17), ("aisle4", 12, 19), ("checkout", 13, 15),
        ("checkout", 15, 15), ("produce", 1, 15), ("cart", 3, 15), ("cart", 11, 18))


def security(b: MallBoard):
    put(b, ("monitors", 26, 14), ("chief_desk", 20, 18), ("chair", 20, 19), ("lockers_e", 29, 18),
        ("cabinet", 26, 20), ("cooler", 28, 17), ("plan_board", 18, 14), ("chair", 24, 20))
    b.slot("monitor", 27.5 * T, 14 * T + 23, w=84, h=38, name="monitor")
    b.slot("badge", 20 * T + 44, 18 * T + 15, w=24, h=24, name="badge")


def parking(b: MallBoard):
    put(b, ("truck", 33, 15), ("car_red", 38, 5), ("car_silver", 40, 5), ("car_blue", 39, 11),
        ("car_green", 41, 11), ("car_yellow", 40, 17), ("lamp", 31, 8), ("lamp", 38, 8), ("lamp", 31, 14),
        ("corral", 39, 9), ("cone", 35, 19), ("cart", 36, 13), ("cart", 41, 14), ("car_silver", 32, 19),
        ("car_red", 34, 19))
    for x in range(31, 36):   # a row of bays along the bottom
        for y, back in ((19, ""), (20, "S")):
            b.paint(x, y, ("W" if x > 31 else "") + (back if x < 35 else ""))
    b.slot("truck", 36 * T, 16 * T, w=184, h=72, name="truck")
    b.slot("deck", 33 * T + 42, 16 * T, w=40, h=56, name="deck")


def hall(b: MallBoard):
    put(b, ("fountain", 14, 10), ("bench", 10, 10), ("bench", 18, 11), ("planter", 1, 8), ("planter", 28, 8),
        ("palm", 1, 13), ("palm", 27, 13), ("kiosk", 8, 8), ("bin", 20, 9), ("planter", 14, 13), ("planter", 15, 13))


FURNISH = (restroom, clothing, toys, parking, security, market, hall)
