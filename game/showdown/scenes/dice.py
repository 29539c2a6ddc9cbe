"""Showdown's dice, drawn: each die is its polyhedron seen from above, in a flat but
shaded board-game style (a dark outline, bevel facets lit from the top left, the top
face in the die's colour with its number centred on it).

    draw_die(surface, center, size, sides, value, *, kind="gun", angle=0.0, alpha=255) -> Rect
    faces(sides, kind="gun") -> range                 the faces a die can show
    Roll(sides, value, seed, duration=0.8, *, kind="gun", bounce=8.0)
        .at(t) -> RollFrame(face, angle, (dx, dy))    what to draw t seconds into the roll
        .done(t) -> bool

Kinds: "gun" (d4, d6, d8, d10 or d12, coloured by size: ivory, bone, brass, teal,
deep blue), "black" (a d6, black body, white numbers) and "red" (a d4 showing 0..3,
red body, white numbers). value=None draws a hidden die ("?").

Pure drawing on the surface it is given: no scene. The polygons are rotated vertex by
vertex (not the surface) and drawn supersampled, so edges stay smooth at any angle; the
number is rendered at its real size. Each die's picture is kept (whole pixels, whole
degrees) in a bounded cache, so a die at rest costs one blit a frame.

A roll on screen:

    roll = Roll(8, 5, seed=42)
    face, angle, (dx, dy) = roll.at(t)
    draw_die(screen, (x + dx, y + dy), 48, 8, face, angle=angle)
"""

from __future__ import annotations

import functools
import math
import random
from typing import NamedTuple

import pygame

from game.render import ui

KINDS = ("gun", "black", "red")
GUN_SIDES = (4, 6, 8, 10, 12)

# kind, sides -> (body, ink)
GUN_COLOURS = {
    4: ((238, 230, 208), (58, 40, 28)),  # ivory
    6: ((219, 196, 150), (62, 38, 20)),  # bone
    8: ((202, 156, 58), (46, 28, 8)),  # brass
    10: ((40, 138, 136), (246, 240, 222)),  # teal
    12: ((46, 72, 148), (244, 238, 220)),  # deep blue
}
BLACK_COLOURS = ((40, 40, 46), (250, 250, 250))
RED_COLOURS = ((196, 38, 36), (255, 255, 255))

LIGHT = (-0.5, -0.866)  # light from the top, a little to the left (screen y grows down)
SHADOW = (0.05, 0.07)  # the drop shadow's offset, in radii
BODY = 0.92  # the die's radius, of half the box (the shadow takes the rest)


def faces(sides: int, kind: str = "gun") -> range:
    """The faces a die shows: 1..sides; the red die 0..3."""
    _check(sides, kind)
    return range(0, 4) if kind == "red" else range(1, sides + 1)


def _check(sides: int, kind: str):
    if kind not in KINDS:
        raise ValueError(f"unknown die kind {kind!r}: one of {KINDS}")
    if kind == "gun" and sides not in GUN_SIDES:
        raise ValueError(f"gun dice have {GUN_SIDES} sides, not {sides}")
    if kind == "black" and sides != 6:
        raise ValueError("the black die is a d6")
    if kind == "red" and sides != 4:
        raise ValueError("the red die is a d4")


def colours(sides: int, kind: str = "gun") -> tuple[tuple, tuple]:
    """(body, ink) colours of a die."""
    _check(sides, kind)
    if kind == "black":
        return BLACK_COLOURS
    if kind == "red":
        return RED_COLOURS
    return GUN_COLOURS[sides]


# --- shapes, in unit coordinates: the box is [-1, 1]², y down -----------------------


def _regular(n: int, r: float, cy: float = 0.0, start: float = -90.0):
    return [(r * math.cos(math.radians(start + 360 * i / n)), cy + r * math.sin(math.radians(start + 360 * i / n)))
            for i in range(n)]


def _scaled(poly, k: float, about=(0.0, 0.0)):
    ax, ay = about
    return [(ax + (x - ax) * k, ay + (y - ay) * k) for x, y in poly]


def _rounded_square(half: float, r: float, steps: int = 4):
    pts = []
    for cx, cy, a0 in ((half - r, half - r, 0), (r - half, half - r, 90), (r - half, r - half, 180),
                       (half - r, r - half, 270)):
        for i in range(steps + 1):
            a = math.radians(a0 + 90 * i / steps)
            pts.append((cx + r * math.cos(a), cy + r * math.sin(a)))
    return pts


class _Shape(NamedTuple):
    outer: list  # the silhouette
    inner: list  # the top face; inner[i] pairs with outer[i], so facet i is outer[i], outer[i+1], inner[i+1], inner[i]
    label: tuple  # where the number's centre goes
    text: float  # the number's height, of the box
    width: float  # the widest the number may be, of the box
    ridges: tuple = ()  # the outer vertices with a ridge line to the face (all if empty)


def _shape(sides: int) -> _Shape:
    if sides == 4:
        # equilateral, point up, its box centred: circumradius 1.15 is 2 wide, 1.72 tall
        r = 1.15
        cy = (r - r / 2) / 2
        outer = _regular(3, r, cy)
        return _Shape(outer, _scaled(outer, 0.62, (0, cy)), (0, cy + 0.02), 0.34, 0.5)
    if sides == 6:  # the corners' arcs have 5 points each: a ridge from each middle one
        return _Shape(_rounded_square(1.0, 0.26), _rounded_square(0.78, 0.14), (0, 0), 0.5, 1.1,
                      (2, 7, 12, 17))
    if sides == 8:
        outer = [(0, -1), (0.92, 0), (0, 1), (-0.92, 0)]
        return _Shape(outer, _scaled(outer, 0.6), (0, 0), 0.4, 0.62)
    if sides == 10:
        outer = [(0, -1), (0.95, -0.02), (0.66, 0.56), (0, 0.98), (-0.66, 0.56), (-0.95, -0.02)]
        b = (0, 0.56)
        inner = [(0, -0.62), (0.56, -0.02), b, b, b, (-0.56, -0.02)]
        return _Shape(outer, inner, (0, -0.02), 0.36, 0.72)
    if sides == 12:
        # a pentagon, point up, its box centred: circumradius 1.05 is 2 wide, 1.9 tall
        r = 1.05
        cy = (r - r * math.cos(math.radians(36))) / 2
        outer = _regular(5, r, cy)
        return _Shape(outer, _scaled(outer, 0.6, (0, cy)), (0, cy), 0.4, 0.88)
    raise ValueError(f"no die with {sides} sides")


# --- colour helpers ------------------------------------------------------------------


def _mix(a, b, k: float):
    return tuple(round(x + (y - x) * k) for x, y in zip(a, b))


def _facet_colour(body, normal, dark, light):
    nx, ny = normal
    n = math.hypot(nx, ny) or 1.0
    lit = (nx * LIGHT[0] + ny * LIGHT[1]) / n  # -1 (away from the light) .. 1 (towards it)
    return _mix(dark, light, 0.5 + 0.5 * lit) if lit < 0 else _mix(body, light, lit)


def _label(text: str, height: float, width: float, ink) -> pygame.Surface:
    """The number cropped to its ink, at most height pixels tall and width wide."""
    if not pygame.font.get_init():
        pygame.font.init()
    px = max(6, round(height / 0.72))  # digits are about 0.72 em tall
    for _ in range(8):
        img = ui.render(ui.get_font(px, bold=True), text, ink)
        box = img.get_bounding_rect()
        if box.w <= width and box.h <= height * 1.08 or px <= 6:
            break
        px = max(6, int(px * min(width / max(1, box.w), height / max(1, box.h), 0.95)))
    return img.subsurface(box) if box.w and box.h else img


# --- drawing -------------------------------------------------------------------------


def draw_die(surface: pygame.Surface, center, size: float, sides: int, value, *, kind: str = "gun",
             angle: float = 0.0, alpha: int = 255) -> pygame.Rect:
    """Draw one die centred on `center`, `size` pixels across (its box at angle 0, drop
    shadow included), showing `value` (None: a hidden die, "?"), turned `angle` degrees
    counter-clockwise. Returns the rectangle of the surface drawn on (clipped to it)."""
    _check(sides, kind)
    cx, cy = round(center[0]), round(center[1])
    alpha = max(0, min(255, int(alpha)))
    if size < 4 or alpha == 0:
        return pygame.Rect(cx, cy, 0, 0)
    die, (left, top) = _die(round(size), sides, value, kind, round(angle) % 360, alpha)
    return surface.blit(die, (cx + left, cy + top))


@functools.lru_cache(maxsize=384)  # at most 384 small pictures (a few MB)
def _die(size: int, sides: int, value, kind: str, angle: int, alpha: int) -> tuple[pygame.Surface, tuple]:
    """The die's picture and the offset of its top left from the die's centre."""
    cx = cy = 0
    body, ink = colours(sides, kind)
    shape = _shape(sides)
    radius = size / 2 * BODY
    rad = math.radians(angle)
    cos, sin = math.cos(rad), -math.sin(rad)  # counter-clockwise on screen, where y grows down

    def turn(p):
        x, y = p
        return (x * cos - y * sin, x * sin + y * cos)

    outer = [turn(p) for p in shape.outer]
    inner = [turn(p) for p in shape.inner]
    sx, sy = SHADOW
    xs = [x for x, _ in outer] + [x + sx for x, _ in outer]
    ys = [y for _, y in outer] + [y + sy for _, y in outer]
    left, top = math.floor(cx + min(xs) * radius) - 1, math.floor(cy + min(ys) * radius) - 1
    right, bottom = math.ceil(cx + max(xs) * radius) + 1, math.ceil(cy + max(ys) * radius) + 1
    w, h = right - left, bottom - top

    ss = 4 if size < 64 else 3  # supersampling: drawn ss times larger, then smoothly shrunk
    ox, oy = (cx - left) * ss, (cy - top) * ss
    k = radius * ss

    def px(p, dx=0.0, dy=0.0):
        return (ox + (p[0] + dx) * k, oy + (p[1] + dy) * k)

    dark = _mix(body, (0, 0, 0), 0.45)
    edge = _mix(body, (0, 0, 0), 0.7)
    light = _mix(body, (255, 255, 255), 0.5)
    big = pygame.Surface((w * ss, h * ss), pygame.SRCALPHA)
    big.fill((*edge, 0))  # transparent, but shrinking blends towards the outline's colour
    pygame.draw.polygon(big, (10, 6, 4, 80), [px(p, sx, sy) for p in outer])
    pygame.draw.polygon(big, edge, [px(p) for p in outer])
    n = len(outer)
    for i in range(n):
        j = (i + 1) % n
        quad = [outer[i], outer[j], inner[j], inner[i]]
        mx = sum(x for x, _ in quad) / 4
        my = sum(y for _, y in quad) / 4
        pygame.draw.polygon(big, _facet_colour(body, (mx, my), dark, light), [px(p) for p in quad])
    face = [px(p) for p in inner]
    pygame.draw.polygon(big, body, face)
    line = max(1, round(k * 0.025))
    for i in range(n):  # the facets' ridges, a little darker
        if inner[i] != inner[(i + 1) % n]:
            pygame.draw.line(big, _mix(body, dark, 0.55), face[i], face[(i + 1) % n], line)
        if not shape.ridges or i in shape.ridges:
            pygame.draw.line(big, _mix(body, dark, 0.35), px(outer[i]), face[i], line)
    pygame.draw.lines(big, edge, True, [px(p) for p in outer], max(1, round(k * 0.06)))

    die = pygame.transform.smoothscale(big, (w, h))
    text = "?" if value is None else str(value)
    height, width = shape.text * size, shape.width * size
    if len(text) > 1:
        height *= 0.86
    if size < 44:  # small dice: a bigger number, over the bevel, stays legible
        boost = 1 + 0.3 * (44 - max(20, size)) / 24
        height, width = height * boost, width * boost
    label = _label(text, height, width, ink)
    if angle % 360:
        label = pygame.transform.rotozoom(label, angle, 1.0)
    lx, ly = turn(shape.label)
    at = label.get_rect(center=(round(cx - left + lx * radius), round(cy - top + ly * radius)))
    if size < 44:  # a thin halo of the body's colour keeps small numbers off the bevels
        halo = _label(text, height, width, body)
        if angle % 360:
            halo = pygame.transform.rotozoom(halo, angle, 1.0)
        for dx, dy in ((-1, 0), (1, 0), (0, -1), (0, 1)):
            die.blit(halo, at.move(dx, dy))
    die.blit(label, at)
    if alpha < 255:
        die.set_alpha(alpha)
    return die, (left, top)


# --- rolling -------------------------------------------------------------------------


class RollFrame(NamedTuple):
    face: int
    angle: float
    offset: tuple[float, float]


class Roll:
    """A die's roll, decided in advance by its seed: faces that change ever more slowly,
    a tumble that settles to angle 0 and a few bounces, ending on `value`.

    at(t) gives the frame t seconds in (t >= duration: value, angle 0, no offset);
    offsets are in pixels, up to `bounce`. The same seed gives the same roll; nothing
    reads the global random generator."""

    def __init__(self, sides: int, value: int, seed, duration: float = 0.8, *, kind: str = "gun",
                 bounce: float = 8.0):
        allowed = faces(sides, kind)
        if value not in allowed:
            raise ValueError(f"a {kind} d{sides} cannot show {value}")
        self.sides, self.value, self.kind = sides, value, kind
        self.duration = max(0.0, float(duration))
        self.bounce = bounce
        rng = random.Random(seed)
        # faces change at times that grow apart; the last change lands on the value
        self.changes: list[tuple[float, int]] = []
        t, gap, face = 0.0, 0.045, rng.choice(allowed)
        while t < self.duration * 0.78:
            self.changes.append((t, face))
            face = rng.choice([f for f in allowed if f != face])
            t += gap
            gap *= 1.32
        if not self.changes:
            self.changes.append((0.0, face))
        if self.changes[-1][1] == value:  # the value is landed on, not already showing
            before = self.changes[-2][1] if len(self.changes) > 1 else None
            self.changes[-1] = (self.changes[-1][0], rng.choice([f for f in allowed if f not in (value, before)]))
        self.changes.append((min(t, self.duration * 0.85), value))
        self.spin = rng.choice((-1, 1)) * rng.uniform(400.0, 720.0)  # degrees still to turn at t=0
        self.hops = rng.choice((2, 3))
        self.drift = rng.uniform(-0.6, 0.6)

    def done(self, t: float) -> bool:
        return t >= self.duration

    def at(self, t: float) -> RollFrame:
        if t >= self.duration or self.duration == 0:
            return RollFrame(self.value, 0.0, (0.0, 0.0))
        p = max(0.0, t / self.duration)
        face = self.changes[0][1]
        for when, f in self.changes:
            if when > t:
                break
            face = f
        left = (1 - p) ** 3  # the tumble slows down to a stop
        hop = abs(math.sin(math.pi * self.hops * (1 - (1 - p) ** 1.6)))
        dy = -self.bounce * hop * (1 - p) ** 1.5
        dx = self.bounce * self.drift * left
        return RollFrame(face, self.spin * left, (dx, dy))
