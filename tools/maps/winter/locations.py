"""The six locations' maps (12x8 tiles): one painter each, and the frame they share."""

from __future__ import annotations

from tools.maps.paint import T
from tools.maps.winter.board import WinterBoard, survivors

ASPHALT = ["asphalt0"] * 6 + ["asphalt1", "asphalt2"]


def location_frame(b: WinterBoard, loc, door=(7, 3), lane_y=3, noise_cells=None):
    """What every location shares: title sign (top left), deck (top right), the zombie
    lane running east from the door, and the noise row."""
    b.place("sign", 0, 0)
    b.slot("title", 96, 16, w=168, h=20, name="title")
    b.place("cardmat", 10, 0)
    b.slot("deck", 11 * T, T, w=40, h=56, name="deck")
    for i in range(loc.zombie_spaces):
        b.cell_slot("zombie", door[0] + 1 + i, lane_y, index=i + 1, entrance=1)
    for i, (x, y) in enumerate(noise_cells or [(1 + i, 7) for i in range(loc.noise_spaces)]):
        b.cell_slot("noise", x, y, index=i + 1)


def police(b: WinterBoard, loc):
    b.fill("asphalt", 8, 2, 11, 7, ASPHALT)
    b.fill("pavers", 0, 7, 7, 7, "pavers")
    b.building(0, 1, 7, 6, "linoleum_cool", "brick", doors=[(7, 3, "E")],
               windows=[(2, 1, "N"), (5, 1, "N"), (0, 3, "W"), (3, 6, "S"), (6, 6, "S")])
    b.fill("floor", 1, 4, 2, 5, "concrete")
    b.wall(0, 4, "brick", "W"), b.wall(0, 5, "brick", "WS"), b.wall(1, 5, "brick", "S"), b.wall(2, 5, "brick", "S")
    b.wall(2, 4, "concrete", "E"), b.wall(2, 5, "concrete", "E")
    for x in (1, 2):
        b.place("bars_h", x, 4)
    b.place("cot", 1, 5)
    b.place("lockers", 1, 1)
    b.place("filing", 6, 1)
    b.place("police_desk", 4, 2)
    b.place("police_desk", 4, 4)
    b.place("frontdesk", 6, 4)
    b.place("papers", 5, 5)
    b.place("plant", 6, 2)
    for x in (9, 10, 11):
        b.paint(x, 5, "W")
        b.paint(x, 6, "W")
    b.place("car_police", 9, 5)
    b.place("car_police", 10, 5)
    b.place("car_wreck", 11, 5)
    b.place("sandbags_h", 8, 2)
    b.place("sandbags_h", 8, 4)
    b.place("lamp", 8, 7)
    survivors(b, [(3, 3), (5, 3), (3, 5)])
    location_frame(b, loc)


def grocery(b: WinterBoard, loc):
    b.fill("asphalt", 8, 2, 11, 7, ASPHALT)
    b.fill("pavers", 0, 7, 7, 7, "pavers")
    b.building(0, 1, 7, 6, "checker", "stucco", doors=[(7, 3, "E")],
               windows=[(7, 2, "E"), (7, 5, "E"), (7, 4, "E"), (0, 4, "W")])
    b.place("fridge", 1, 1)
    b.place("fridge", 4, 1)
    b.place("aisle", 1, 3)
    b.place("aisle2", 4, 3)
    b.place("aisle", 1, 5)
    b.place("checkout", 6, 4)
    b.place("checkout", 6, 5)
    b.place("crates", 6, 1)
    b.place("cart", 9, 2)
    b.place("cart", 11, 6)
    b.place("car_blue", 9, 5)
    b.place("car_wreck", 11, 2)
    b.paint(10, 5, "W"), b.paint(10, 6, "W")
    survivors(b, [(2, 4), (4, 4), (3, 2, 2)])
    location_frame(b, loc)


def school(b: WinterBoard, loc):
    b.fill("pavers", 0, 7, 7, 7, "pavers")
    b.fill("path", 8, 3, 11, 3, ["path0", "path1"])
    b.building(0, 1, 7, 6, "linoleum", "brick", doors=[(7, 3, "E")],
               windows=[(2, 1, "N"), (4, 1, "N"), (6, 6, "S"), (1, 6, "S")])
    b.place("chalkboard", 0, 2)
    b.place("teacher_desk", 1, 2)
    for x, y in ((3, 2), (5, 2), (3, 4), (5, 4), (2, 5), (4, 5)):
        b.place("desk", x, y)
    b.place("lockers", 1, 1)
    b.details[1][1] = None
    b.place("globe", 6, 1)
    for x in (8, 9, 10, 11):
        b.place("fence_h", x, 7)
    b.place("snowman", 10, 5)
    b.place("pine", 11, 4)
    b.place("bench", 9, 6)
    b.place("tree_bare", 8, 5)
    b.place("icepatch", 10, 6)
    survivors(b, [(4, 3), (6, 3), (6, 5), (2, 4)])
    location_frame(b, loc)


def library(b: WinterBoard, loc):
    b.fill("pavers", 0, 7, 7, 7, "pavers")
    b.fill("path", 8, 3, 11, 3, ["path0", "path1"])
    b.building(0, 1, 7, 6, "wood0", "brick", doors=[(7, 3, "E")],
               windows=[(1, 1, "N"), (3, 1, "N"), (5, 1, "N"), (0, 5, "W"), (4, 6, "S")])
    b.fill("floor", 1, 3, 6, 4, "carpet")
    b.place("bookshelf", 1, 1)
    b.place("bookshelf", 4, 1)
    b.place("bookshelf_v", 0, 2)
    b.details[2][0] = b.details[3][0] = b.details[4][0] = None
    b.place("bookshelf2", 1, 5)
    b.place("bookshelf2", 4, 5)
    b.place("table", 2, 3)
    b.place("armchair", 6, 5)
    b.place("globe", 6, 2)
    for x, y in ((9, 1), (11, 5)):
        b.place("tree_bare", x, y)
    b.place("lamp", 8, 2)
    b.place("lamp", 8, 4)
    b.place("bench", 9, 5)
    b.place("bush", 10, 6)
    b.place("pine_s", 8, 6)
    survivors(b, [(4, 3), (2, 3), (6, 3)])
    location_frame(b, loc)


def hospital(b: WinterBoard, loc):
    b.fill("asphalt", 8, 2, 11, 7, ASPHALT)
    b.fill("pavers", 0, 7, 7, 7, "pavers")
    b.building(0, 1, 7, 6, "whitetile", "white", doors=[(7, 3, "E")],
               windows=[(1, 1, "N"), (3, 1, "N"), (5, 1, "N"), (0, 4, "W"), (2, 6, "S")])
    for x in (1, 2, 3, 4):
        b.place("bed", x, 1)
    b.place("medcart", 5, 1)
    b.place("wheelchair", 4, 5)
    b.place("frontdesk", 6, 4)
    b.place("plant", 6, 1)
    b.place("papers", 3, 5)
    b.place("bed", 1, 4)
    b.place("medcart", 2, 5)
    b.place("ambulance", 10, 4)
    b.paint(9, 4, "x"), b.paint(9, 5, "x")
    b.place("oildrums", 11, 6)
    for x in (8, 9, 10, 11):
        b.paint(x, 2, "")
    survivors(b, [(3, 3), (5, 3), (3, 5), (5, 5)])
    location_frame(b, loc)


def gas(b: WinterBoard, loc):
    b.fill("asphalt", 5, 1, 11, 6, ASPHALT)
    b.fill("pavers", 0, 6, 4, 7, "pavers")
    b.building(0, 1, 4, 5, "checker", "plank", doors=[(4, 3, "E")],
               windows=[(1, 1, "N"), (3, 1, "N"), (0, 3, "W"), (2, 5, "S")])
    b.place("aisle2", 1, 2)
    b.place("fridge", 0, 1)
    b.details[1][2] = None
    b.place("checkout", 3, 4)
    b.place("crates", 1, 4)
    b.place("papers", 2, 4)
    b.place("pump_island", 8, 4)
    b.place("pump_island", 10, 4)
    b.place("car_blue", 9, 4)
    b.place("car_red", 8, 1)
    for y in (1, 2):
        b.paint(8, y, "W"), b.paint(9, y, "W")
    b.place("propane", 5, 1)
    b.place("icebox", 5, 5)
    b.place("oildrums", 11, 6)
    b.place("tires", 0, 7)
    b.place("pine", 10, 7)
    b.place("bush", 8, 7)
    survivors(b, [(3, 2, 16), (1, 2, 16), (2, 4, 8)])
    location_frame(b, loc, door=(4, 3))


LOCATION_PAINTERS = {"police": police, "grocery": grocery, "school": school, "library": library,
                     "hospital": hospital, "gas": gas}
