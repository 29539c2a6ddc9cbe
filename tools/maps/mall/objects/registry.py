"""Where Mall's objects register their art: `@obj(name, w, h)` on a painter."""

import pygame

from tools.maps.mall.seed import SEED
from tools.maps.paint import Objects, Pen, T

OBJECTS = Objects(SEED)
obj = OBJECTS.register


def turned(name, w, h, angle, draw):
    """Register `name` (w x h tiles) as `draw` painted upright and turned by `angle`
    degrees anticlockwise: furniture drawn against a north wall, set against another."""
    @obj(name, w, h)
    def paint(p, rng):
        q = Pen(h * T, w * T) if angle % 180 else Pen(w * T, h * T)
        draw(q, rng)
        p.surf.blit(pygame.transform.rotate(q.surf, angle), (0, 0))
    return paint
