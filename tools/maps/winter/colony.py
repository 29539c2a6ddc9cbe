"""The colony's map (24x16 tiles): the palisade with six gates, cabins, the hall, the
fire, the tracks along the bottom and every slot the colony holds."""

from __future__ import annotations

from tools.maps.paint import T
from tools.maps.winter.board import WinterBoard, survivors_around


def colony(b: WinterBoard, loc):
    W, H = b.w, b.h
    x0, y0, x1, y1 = 3, 3, 20, 13                      # palisade rectangle
    for y in range(H):
        for x in range(W):
            if not (x0 <= x <= x1 and y0 <= y <= y1):
                b.base[y][x] = b.rng.choice(["deep0", "deep0", "deep1", "deep1", "deep2"])
    north, east, west = (8, 15), (6, 10), (6, 10)
    gates = [("N", north[0], y0), ("N", north[1], y0), ("E", x1, east[0]), ("E", x1, east[1]),
             ("W", x0, west[1]), ("W", x0, west[0])]     # entrances 1..6, clockwise from the north-west
    paths = ["path0", "path0", "path1"]
    # paths: a ring round the fire, spokes to every gate and lanes beyond them
    b.fill("path", 8, 6, 15, 10, paths)
    for x in north:
        b.fill("path", x, 0, x, 6, paths)
    for y in east:
        b.fill("path", 15, y, W - 1, y, paths)
    for y in west:
        b.fill("path", 0, y, 8, y, paths)
    # buildings
    cabins = [(4, 4, 7, 5, (6, 5, "S")), (16, 4, 19, 5, (17, 5, "S")), (4, 11, 7, 12, (6, 11, "N"))]
    for cx0, cy0, cx1, cy1, door in cabins:
        b.building(cx0, cy0, cx1, cy1, "wood0", "log", doors=[door],
                   windows=[(cx0, cy0, "W"), (cx1, cy0, "E")] if cy0 == 4 else [(cx0, cy1, "W"), (cx1, cy1, "S")])
    b.building(9, 11, 14, 12, "wood1", "log", doors=[(11, 11, "N"), (12, 11, "N")],
               windows=[(9, 12, "W"), (14, 12, "E"), (10, 12, "S"), (13, 12, "S")])
    b.building(4, 7, 6, 9, "concrete", "plank", doors=[(6, 8, "E")], windows=[(4, 8, "W")])
    # palisade, towers, gates
    for x in range(x0 + 1, x1):
        b.place("palisade_n", x, y0)
        b.place("palisade_s", x, y1)
    for y in range(y0 + 1, y1):
        b.place("palisade_w", x0, y)
        b.place("palisade_e", x1, y)
    for x, y in ((x0, y0), (x1, y0), (x0, y1), (x1, y1)):
        b.place("tower", x, y)
    for side, x, y in gates:
        b.place(f"gate_{side.lower()}", x, y)
        b.kind[y][x] = "path"
    # inside
    b.place("campfire", 11, 7)
    for x in (11, 12):
        b.place("logseat_h", x, 6)
        b.place("logseat_h", x, 9)
    for y in (7, 8):
        b.place("logseat_v", 10, y)
        b.place("logseat_v", 13, y)
    for x, c in ((9, "tent_olive"), (11, "tent_orange"), (13, "tent_blue")):
        b.place(c, x, 4)
    for x in (4, 5, 6, 7):
        b.place("bunk", x, 4)
        b.place("bunk", x + 12, 4)
    for x in (4, 5, 6):
        b.place("bunk", x, 12)
    b.place("stove", 7, 12)
    b.place("table", 10, 12)
    b.place("table", 12, 12)
    b.place("foodcrates", 4, 7)
    b.place("sacks", 4, 9)
    b.place("crates", 5, 9)
    b.place("woodpile", 16, 7)
    b.place("handpump", 18, 8)
    b.place("garden", 16, 9)
    b.place("barrel", 19, 9)
    b.place("tally", 7, 7)
    b.place("trash", 17, 11)
    b.place("firebarrel", 19, 7)
    b.place("crates", 7, 9)
    # outside: sandbags flanking the gates, trees
    for side, x, y in gates:
        if side == "N":
            b.place("sandbags_v", x - 1, y - 1), b.place("sandbags_v", x + 1, y - 1)
        else:
            d = 1 if side == "E" else -1
            b.place("sandbags_h", x + d, y - 1), b.place("sandbags_h", x + d, y + 1)
    # the top band: objective and crisis cards, title sign
    b.place("cardmat", 1, 0)
    b.place("cardmat", 21, 0)
    for x, y in ((4, 0), (17, 0), (0, 2), (22, 3), (0, 12), (1, 14), (21, 11), (20, 14)):
        b.place("pine_big", x, y)
    b.place("sign", 9, 1)
    # tracks along the bottom
    b.place("icon_morale", 5, 14)
    b.place("icon_round", 4, 15)
    for i in range(11):
        b.place("plaque", 6 + i, 14)
        b.cell_slot("morale-track", 6 + i, 14, index=i)
    for i in range(13):
        b.place("plaque_ice", 5 + i, 15)
        b.cell_slot("round-track", 5 + i, 15, index=i)
    # slots
    b.slot("objective", 2 * T, T, w=40, h=56, name="objective")
    b.slot("crisis", 22 * T, T, w=40, h=56, name="crisis")
    b.slot("title", 12 * T, 1.5 * T, w=168, h=20, name="title")
    b.slot("food", 5 * T + 16, 8 * T + 16, w=40, h=40, name="food")
    b.slot("starvation", 7 * T + 16, 7 * T + 16, w=28, h=28, name="starvation")
    b.slot("waste", 18 * T, 12 * T, w=40, h=40, name="waste")
    for e, (side, x, y) in enumerate(gates, 1):
        dx, dy = {"N": (0, -1), "E": (1, 0), "W": (-1, 0)}[side]
        for i in range(loc.zombie_spaces):
            b.cell_slot("zombie", x + dx * (i + 1), y + dy * (i + 1), index=i + 1, entrance=e)
    # survivors gather round the fire and fill the yard outward, leaving the colony's marks clear
    fire = (12 * T, 8 * T)
    marks = [(s["x"], s["y"], s["w"], s["h"]) for s in b.slots if s["kind"] in ("food", "starvation", "waste")]
    survivors_around(b, fire, ((x0 + 1) * T, (y0 + 1) * T, x1 * T, y1 * T), loc.survivor_spaces,
                     avoid=marks + [(fire[0] - 16, fire[1] - 16, 32, 32)])
    keep = {(x, y) for s in b.slots for x in range(s["x"] // T, (s["x"] + s["w"] - 1) // T + 1)
            for y in range(s["y"] // T, (s["y"] + s["h"] - 1) // T + 1)}
    keep |= {(x, y) for x in range(x0, x1 + 1) for y in range(y0, y1 + 1)}
    b.scatter(["pine", "pine", "pine_s", "tree_bare", "rock", "bush"], 26, avoid=keep)
