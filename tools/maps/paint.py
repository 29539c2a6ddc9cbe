"""The shared painter of the map tools: a supersampled Pen, colour helpers, noise,
and the registry of a game's multi-tile objects.

Every tile is painted at SS x resolution and shrunk with smoothscale (premultiplied
alpha, so transparent edges do not darken). Drawing calls take tile pixels (floats).
Painters get their own seeded random.Random, so the art is the same on every run.
"""

from __future__ import annotations

import math
import random

import pygame

T = 32          # tile size in pixels, for every game's maps
SS = 4          # supersampling factor
SHADE = (22, 36, 64)   # the tint of every cast shadow
# art is drawn for the north side / north-west corner and rotated into place by these
SIDE_ROT = {"N": 0, "E": -90, "S": 180, "W": 90}
CORNER_ROT = {"nw": 0, "ne": -90, "se": 180, "sw": 90}
NEIGHBOURS = {"N": ("W", "E"), "E": ("N", "S"), "S": ("E", "W"), "W": ("S", "N")}  # (left end, right end)


def shade(c, f):
    """Scale a colour's brightness (f < 1 darker, > 1 lighter)."""
    return tuple(max(0, min(255, int(v * f))) for v in c[:3]) + tuple(c[3:])


def mix(a, b, t):
    return tuple(int(a[i] + (b[i] - a[i]) * t) for i in range(3))


def alpha(c, a):
    return tuple(c[:3]) + (a,)


class Pen:
    """A supersampled canvas addressed in tile pixels (floats)."""

    def __init__(self, w=T, h=T):
        self.w, self.h = w, h
        self.surf = pygame.Surface((w * SS, h * SS), pygame.SRCALPHA)

    @staticmethod
    def s(v):
        return int(round(v * SS))

    def pts(self, pts):
        return [(self.s(x), self.s(y)) for x, y in pts]

    def fill(self, c):
        self.surf.fill(c)

    def rect(self, c, x, y, w, h, r=0, width=0):
        pygame.draw.rect(self.surf, c, pygame.Rect(self.s(x), self.s(y), max(1, self.s(w)), max(1, self.s(h))),
                         self.s(width) if width else 0, border_radius=self.s(r) if r else -1)

    def circle(self, c, x, y, r, width=0):
        pygame.draw.circle(self.surf, c, (self.s(x), self.s(y)), max(1, self.s(r)), self.s(width) if width else 0)

    def ellipse(self, c, x, y, w, h, width=0):
        pygame.draw.ellipse(self.surf, c, pygame.Rect(self.s(x), self.s(y), max(1, self.s(w)), max(1, self.s(h))),
                            self.s(width) if width else 0)

    def poly(self, c, pts, width=0):
        pygame.draw.polygon(self.surf, c, self.pts(pts), self.s(width) if width else 0)

    def line(self, c, a, b, width=1.0):
        w = max(1, self.s(width))
        pygame.draw.line(self.surf, c, (self.s(a[0]), self.s(a[1])), (self.s(b[0]), self.s(b[1])), w)
        if w > 2:  # round caps
            self.circle(c, a[0], a[1], width / 2)
            self.circle(c, b[0], b[1], width / 2)

    def arc(self, c, x, y, w, h, a0, a1, width=1.0):
        pygame.draw.arc(self.surf, c, pygame.Rect(self.s(x), self.s(y), self.s(w), self.s(h)), a0, a1,
                        max(1, self.s(width)))

    def layer(self):
        return Pen(self.w, self.h)

    def paste(self, other, rotate=0):
        surf = other.surf
        if rotate:
            surf = pygame.transform.rotate(surf, rotate)
        self.surf.blit(surf, (0, 0))

    def glow(self, c, x, y, r, strength=90, steps=10):
        """A soft round light (drawn as stacked translucent discs)."""
        q = self.layer()
        for i in range(steps):
            rr = r * (1 - i / steps)
            a = int(strength * ((i + 1) / steps) ** 1.6 / 2.2)
            g = self.layer()
            g.circle(alpha(c, 255), x, y, rr)
            g.surf.set_alpha(a)
            q.surf.blit(g.surf, (0, 0))
        self.surf.blit(q.surf, (0, 0))

    def shadow(self, draw, dx=2.0, dy=2.5, a=80):
        """Draw a soft drop shadow of a shape given as draw(pen, colour, dx, dy)."""
        q = self.layer()
        draw(q, alpha(SHADE, 255), dx, dy)
        q.surf.set_alpha(a)
        q2 = self.layer()
        # blur a little: several offset copies
        for ox, oy in ((0, 0), (0.6, 0), (0, 0.6), (-0.6, 0), (0, -0.6)):
            q2.surf.blit(q.surf, (Pen.s(ox), Pen.s(oy)))
        q2.surf.set_alpha(150)
        self.surf.blit(q2.surf, (0, 0))

    def drop(self, other, rotate=0, dx=2.0, dy=2.5, a=100):
        """Paste another pen (optionally rotated) with a soft shadow cast down-right from its silhouette."""
        surf = other.surf if not rotate else pygame.transform.rotate(other.surf, rotate)
        sil = surf.copy()
        sil.fill((0, 0, 0, 255), special_flags=pygame.BLEND_RGBA_MULT)
        sil.fill(SHADE + (0,), special_flags=pygame.BLEND_RGBA_ADD)
        q = self.layer()
        for ox, oy in ((0, 0), (0.7, 0), (0, 0.7), (-0.7, 0), (0, -0.7)):
            q.surf.blit(sil, (Pen.s(dx + ox), Pen.s(dy + oy)))
        q.surf.set_alpha(a)
        self.surf.blit(q.surf, (0, 0))
        self.surf.blit(surf, (0, 0))

    def finish(self):
        """Shrink to real size with premultiplied alpha and return the surface."""
        pm = self.surf.premul_alpha()
        small = pygame.transform.smoothscale(pm, (self.w, self.h))
        raw = bytearray(pygame.image.tobytes(small, "RGBA"))
        for i in range(0, len(raw), 4):
            a = raw[i + 3]
            if a == 0:
                raw[i] = raw[i + 1] = raw[i + 2] = 0
            elif a < 255:
                raw[i] = min(255, raw[i] * 255 // a)
                raw[i + 1] = min(255, raw[i + 1] * 255 // a)
                raw[i + 2] = min(255, raw[i + 2] * 255 // a)
        return pygame.image.frombytes(bytes(raw), (self.w, self.h), "RGBA")


def grain(surf, rng, amount, sparkle=0, sparkle_color=(255, 255, 255)):
    """Per-pixel brightness noise on an opaque surface (seamless by construction)."""
    w, h = surf.get_size()
    raw = bytearray(pygame.image.tobytes(surf, "RGBA"))
    for i in range(0, len(raw), 4):
        if raw[i + 3] == 0:
            continue
        n = rng.randint(-amount, amount)
        raw[i] = max(0, min(255, raw[i] + n))
        raw[i + 1] = max(0, min(255, raw[i + 1] + n))
        raw[i + 2] = max(0, min(255, raw[i + 2] + n))
    out = pygame.image.frombytes(bytes(raw), (w, h), "RGBA")
    for _ in range(sparkle):
        out.set_at((rng.randrange(1, w - 1), rng.randrange(1, h - 1)), sparkle_color)
    return out


def star(cx, cy, r_out, r_in, n, rot=0.0, jitter=None):
    pts = []
    for i in range(n * 2):
        a = rot + math.pi * i / n
        r = r_out if i % 2 == 0 else r_in
        if jitter:
            r *= jitter.uniform(0.9, 1.08)
        pts.append((cx + math.cos(a) * r, cy + math.sin(a) * r))
    return pts


class Objects:
    """A game's multi-tile objects (the details layer): name -> ((w, h) in tiles,
    painter(pen, rng)). A map cell holds one part of an object, keyed "name@col,row"."""

    def __init__(self, seed):
        self.seed = seed
        self.art: dict[str, tuple[tuple[int, int], object]] = {}
        self._painted: dict[str, pygame.Surface] = {}

    def register(self, name, w=1, h=1):
        """Decorator: the function paints object `name`, w x h tiles, on a Pen."""
        def deco(fn):
            self.art[name] = ((w, h), fn)
            return fn
        return deco

    def size(self, name) -> tuple[int, int]:
        return self.art[name][0]

    def part_keys(self, names):
        """The tile keys of these objects' parts, row by row."""
        for name in names:
            w, h = self.size(name)
            for j in range(h):
                for i in range(w):
                    yield f"{name}@{i},{j}"

    def ordered_part_keys(self, order, where):
        """part_keys(order), once every registered object is in `order` exactly once:
        the order fixes the tile ids of the committed maps (new objects go at its end)."""
        registered, listed = set(self.art), set(order)
        if registered != listed or len(listed) != len(order):
            raise SystemExit(f"{where}: ORDER and the registered objects differ: "
                             f"not listed {sorted(registered - listed)}, not drawn {sorted(listed - registered)}")
        return self.part_keys(order)

    def tile(self, key) -> pygame.Surface:
        """The tile of part key "name@col,row" (each object is painted once, whole)."""
        name, part = key.split("@")
        if name not in self._painted:
            (w, h), fn = self.art[name]
            p = Pen(w * T, h * T)
            fn(p, random.Random(f"{self.seed}:{name}"))
            self._painted[name] = p.finish()
        i, j = (int(v) for v in part.split(","))
        return self._painted[name].subsurface(pygame.Rect(i * T, j * T, T, T))


def paint_marks(p, spec):
    """Road paint (Board.paint, ground modifier ln): 'N'/'E'/'S'/'W' a line along that
    edge; 'h'/'v' a dashed centre line; 'x' worn hatching (no parking)."""
    q = p.layer()
    for ch in spec:
        if ch in SIDE_ROT:
            r = p.layer()
            r.rect(alpha((226, 228, 220), 235), 0, 0, 32, 1.6)
            q.paste(r, SIDE_ROT[ch])
        elif ch == "h":
            for x in (3, 19):
                q.rect(alpha((226, 190, 80), 235), x, 15.2, 10, 1.6)
        elif ch == "v":
            for y in (3, 19):
                q.rect(alpha((226, 190, 80), 235), 15.2, y, 1.6, 10)
        elif ch == "x":  # worn hatch lines (no parking)
            for i in range(-32, 32, 8):
                q.line(alpha((226, 228, 220), 130), (i, 32), (i + 32, 0), 1.2)
    p.paste(q)
