"""A frame's still parts kept between frames: a window-sized surface on which each piece
(the map, a panel, a bar) is drawn again only when its key, what it shows, changes. The
frame blits the layer and draws over it what moves or fades.

Pieces may overlap (a panel, and the log inside it): one drawn again clears the pieces on
top of it that its rectangle overlaps. Ask for them back to front, the same order every
frame: the order of first asking is the order from the bottom up.

A key holds the objects a piece is drawn from (a view, a log entry), not their ids: an
id can be reused once its object is gone, an object held in a key cannot."""

from __future__ import annotations

import pygame

from game.core.i18n import language
from game.render import ui as U


class Layer:
    def __init__(self, background: tuple):
        self.background = background
        self.surface: pygame.Surface | None = None
        self.pieces: dict[str, tuple] = {}  # name -> (key, what paint returned, strings drawn, rect)
        self.order: dict[str, int] = {}  # name -> its height: pieces first asked for lie underneath
        self.left: int | None = None  # pieces that may still be drawn again this frame (None: all)
        self.frames = 0
        self.waiting: dict[str, int] = {}  # name -> the frame since which a changed piece waits
        self.bottoms: dict[str, int] = {}  # top_piece name -> where its picture ended

    def frame(self, budget: int | None = None):
        """Start a frame in which at most `budget` changed pieces are drawn again (None: all);
        the others keep their picture at most two frames longer. A piece never drawn, or
        painted over, is drawn whatever the budget."""
        self.left = budget
        self.frames += 1

    def piece(self, ui, name: str, rect: pygame.Rect, key, paint, hover=None):
        """The piece `name` on the layer, clipped to `rect` (window pixels, apart from the
        other pieces'); paint() draws it through `ui` and what it returns is given back
        for as long as the key holds. The strings it drew count as drawn every frame.
        hover(what paint returned): what of the piece the mouse is over (a button), part
        of the key; read off the piece as last painted, since its layout is paint's."""
        screen = ui.surface
        if self.surface is None or self.surface.get_size() != screen.get_size():
            size = screen.get_size()
            self.surface = pygame.Surface(size).convert(screen) if pygame.display.get_surface() else \
                pygame.Surface(size)
            self.surface.fill(self.background)
            self.pieces = {}
        key = (key, tuple(rect), ui.scale, ui.text_scale, tuple(U.SEATS), language())
        hit = self.pieces.get(name)
        if hover is not None:
            key = (key, hover(hit[1]) if hit is not None else None)
        changed = hit is None or hit[0] != key
        waits = changed and hit is not None and self.left is not None and self.left <= 0 and \
            self.frames - self.waiting.setdefault(name, self.frames) < 2
        if changed and not waits:
            self.waiting.pop(name, None)
            if self.left is not None:
                self.left -= 1
            mark = len(ui.drawn)
            ui.surface = self.surface
            self.surface.set_clip(rect)
            try:
                self.surface.fill(self.background, rect)
                kept = paint()
            finally:
                self.surface.set_clip(None)
                ui.surface = screen
            height = self.order.setdefault(name, len(self.order))
            for other in [n for n, p in self.pieces.items() if self.order[n] > height and p[3].colliderect(rect)]:
                del self.pieces[other]  # partly painted over: drawn again when next asked
            if hover is not None:
                key = (key[0], hover(kept))
            hit = self.pieces[name] = (key, kept, ui.drawn[mark:], pygame.Rect(rect))
            del ui.drawn[mark:]
        ui.drawn.extend(hit[2])
        return hit[1]

    def top_piece(self, ui, name: str, area: pygame.Rect, key, paint, hover=None):
        """A piece at the top of `area` as tall as its paint makes it: paint() returns
        (kept, bottom), bottom in window pixels. The piece is only the part above its
        bottom, so what lies under it (a log below a panel) is not painted over, nor
        cleared, when it is drawn again. Returns (kept, bottom); hover as for piece()."""
        bottom = self.bottoms.get(name, area.bottom)
        mark = len(ui.drawn)
        for _ in range(2):  # a second time when the picture came out taller or shorter
            del ui.drawn[mark:]  # the strings of the last picture only
            kept, end = self.piece(ui, name, pygame.Rect(area.x, area.y, area.w, bottom - area.y), key, paint, hover)
            if end == bottom:
                break
            bottom = self.bottoms[name] = end
        return kept, end

    def blit(self, ui):
        ui.surface.blit(self.surface, (0, 0))
