"""A map being laid out, cell by cell, before it is written as a Tiled map.

Each cell has a region kind ("snow", "floor", "path"...: what the layout says it is),
a base ground key, modifiers that the game's ground painter draws over the base
(joined into one key "base|name=value|..."), and maybe a part of an object for the
details layer. Slots are the pieces' places, in map pixels.

A game subclasses Board to name its seed, objects, open ground and modifier order.
"""

from __future__ import annotations

import random
from pathlib import Path

from tools.maps.paint import Objects, T
from tools.maps.tmx import Tileset, write_map

STEPS = {"N": (0, -1), "E": (1, 0), "S": (0, 1), "W": (-1, 0)}


def split_key(key) -> tuple[str, dict[str, str]]:
    """A ground key "base|name=value|..." as (base, {name: value})."""
    base, *mods = key.split("|")
    return base, dict(m.split("=", 1) for m in mods)


class Board:
    SEED: object = 0
    OBJECTS: Objects
    OPEN = "open"                    # the region kind every cell starts as
    MOD_ORDER: tuple[str, ...] = ()  # the order modifiers are spelled in a ground key
    BACKGROUND = "#000000"           # the map's background colour in Tiled

    def __init__(self, name, w, h, props):
        self.name, self.w, self.h, self.props = name, w, h, props
        self.rng = random.Random(f"{self.SEED}:{name}")
        self.kind = [[self.OPEN] * w for _ in range(h)]
        self.base = [[None] * w for _ in range(h)]
        self.mods = [[{} for _ in range(w)] for _ in range(h)]
        self.details = [[None] * w for _ in range(h)]
        self.slots = []
        for y in range(h):
            for x in range(w):
                self.base[y][x] = self.open_ground()

    def open_ground(self) -> str:
        """A base key for a cell of open ground (drawn from self.rng)."""
        raise NotImplementedError

    def cells(self, x0, y0, x1, y1):
        for y in range(y0, y1 + 1):
            for x in range(x0, x1 + 1):
                if 0 <= x < self.w and 0 <= y < self.h:
                    yield x, y

    def fill(self, kind, x0, y0, x1, y1, bases):
        for x, y in self.cells(x0, y0, x1, y1):
            self.kind[y][x] = kind
            self.base[y][x] = bases if isinstance(bases, str) else self.rng.choice(bases)
            self.mods[y][x] = {}

    def building(self, x0, y0, x1, y1, floor, wall, doors=(), windows=()):
        """Floor with walls on its rim (ground modifiers w=wall.sides, d=door sides,
        win=window sides, which the game's ground painter draws). doors/windows: (x, y, side)."""
        self.fill("floor", x0, y0, x1, y1, floor)
        for x, y in self.cells(x0, y0, x1, y1):
            sides = "".join(s for s, c in (("N", y == y0), ("E", x == x1), ("S", y == y1), ("W", x == x0)) if c)
            if sides:
                self.mods[y][x]["w"] = f"{wall}.{sides}"
        for x, y, s in doors:
            self.mods[y][x]["d"] = self.mods[y][x].get("d", "") + s
        for x, y, s in windows:
            self.mods[y][x]["win"] = self.mods[y][x].get("win", "") + s

    def wall(self, x, y, wall, sides, door="", window=""):
        """Add wall sides (and a door or window on some of them) to one cell."""
        m = self.mods[y][x]
        old = m.get("w", f"{wall}.").split(".")[1]
        m["w"] = f"{wall}.{''.join(s for s in 'NESW' if s in old + sides)}"
        if door:
            m["d"] = m.get("d", "") + door
        if window:
            m["win"] = m.get("win", "") + window

    def paint(self, x, y, spec):
        """Road paint on a cell (ground modifier ln; the game's painter reads spec)."""
        m = self.mods[y][x]
        m["ln"] = m.get("ln", "") + spec

    def kind_at(self, x, y):
        """The region kind of a cell, None off the map."""
        return self.kind[y][x] if 0 <= x < self.w and 0 <= y < self.h else None

    def sides(self, x, y, test) -> str:
        """The sides (in "NESW" order) whose neighbouring cell's kind passes test(kind)."""
        return "".join(s for s, (dx, dy) in STEPS.items() if test(self.kind_at(x + dx, y + dy)))

    def place(self, name, x, y):
        w, h = self.OBJECTS.size(name)
        for j in range(h):
            for i in range(w):
                if 0 <= x + i < self.w and 0 <= y + j < self.h:
                    self.details[y + j][x + i] = f"{name}@{i},{j}"

    def scatter(self, names, n, avoid=()):
        """Put n single-tile decorations on free open cells (not in avoid)."""
        free = [(x, y) for y in range(self.h) for x in range(self.w)
                if self.kind[y][x] == self.OPEN and self.details[y][x] is None and (x, y) not in avoid]
        self.rng.shuffle(free)
        for x, y in sorted(free[:n], key=lambda c: (c[1], c[0])):
            self.place(self.rng.choice(names), x, y)

    def slot(self, kind, x, y, w=28, h=28, index=None, entrance=None, name=None):
        """A slot centred on pixel (x, y)."""
        self.slots.append({"kind": kind, "x": round(x - w / 2), "y": round(y - h / 2), "w": w, "h": h,
                           "index": 1 if index is None else index, "entrance": entrance, "name": name})

    def cell_slot(self, kind, cx, cy, index=None, entrance=None, w=28, h=28, dx=0, dy=0):
        self.slot(kind, cx * T + T / 2 + dx, cy * T + T / 2 + dy, w, h, index, entrance)

    def key(self, x, y):
        m = self.mods[y][x]
        return "|".join([self.base[y][x]] + [f"{n}={m[n]}" for n in self.MOD_ORDER if m.get(n)])

    def finish(self, tiles: Tileset):
        """Fix every cell's ground key and register all keys the map uses."""
        self.ground_keys = [[self.key(x, y) for x in range(self.w)] for y in range(self.h)]
        for row in self.ground_keys:
            for key in row:
                tiles.add(key)
        for row in self.details:
            for key in row:
                if key:
                    tiles.add(key)

    def write(self, tiles: Tileset, path: Path):
        write_map(path, tiles, (self.w, self.h), self.props,
                  (("ground", self.ground_keys), ("details", self.details)), self.slots, self.BACKGROUND)
