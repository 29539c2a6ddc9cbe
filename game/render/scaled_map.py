"""A board map (game.render.tilemap.BoardMap) drawn scaled into a box of the window, and
its slots' rectangles in window pixels."""

from __future__ import annotations

import pygame


class ScaledMap:
    def __init__(self, board):
        self.board = board
        self.size = board.size
        self.rect = pygame.Rect(0, 0, 1, 1)
        self._scaled: tuple | None = None  # (window size, surface)

    def place(self, ui, box: tuple) -> pygame.Rect:
        """Fit the map into `box` (logical x, y, w, h), keeping its shape."""
        x, y, w, h = box
        k = min(w / self.size[0], h / self.size[1])
        self.rect = ui.r(x, y, self.size[0] * k, self.size[1] * k)
        return self.rect

    def to_window(self, rect) -> pygame.Rect:
        x, y, w, h = rect
        kx, ky = self.rect.w / self.size[0], self.rect.h / self.size[1]
        return pygame.Rect(round(self.rect.x + x * kx), round(self.rect.y + y * ky), max(1, round(w * kx)),
                           max(1, round(h * ky)))

    def blit(self, ui):
        """The background, scaled once per window size."""
        if self._scaled is None or self._scaled[0] != self.rect.size:
            bg = self.board.render_background()
            self._scaled = (self.rect.size, pygame.transform.smoothscale(bg, self.rect.size))
        ui.surface.blit(self._scaled[1], self.rect)
