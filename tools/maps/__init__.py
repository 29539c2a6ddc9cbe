"""Map generators: a shared painter (paint.py), Tiled writer (tmx.py) and layout grid
(board.py), and one package per game with its art and layouts (winter/, mall/).
tools/make_maps.py runs them."""

import os

# headless, and quiet: set before any module here imports pygame
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")


def start_pygame():
    """pygame's display (headless) and fonts, which painting and previews need."""
    import pygame

    pygame.display.init()
    pygame.font.init()
