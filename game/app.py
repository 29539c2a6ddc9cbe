"""The game window. For now a title screen that closes cleanly; the full board
arrives with the window issue (scene stack, Tiled maps, hot-seat)."""

from __future__ import annotations

import os

TITLE = "Until the Thaw"
SIZE = (1280, 720)


def run(smoke: bool = False) -> int:
    if smoke:
        os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
        os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    import pygame

    pygame.init()
    try:
        try:
            pygame.mixer.init()
        except pygame.error:
            pass  # no sound device: the game plays silently
        screen = pygame.display.set_mode(SIZE, pygame.RESIZABLE)
        pygame.display.set_caption(TITLE)
        clock = pygame.time.Clock()
        big = pygame.font.Font(None, 96)
        small = pygame.font.Font(None, 32)
        frames = 0
        running = True
        while running:
            for event in pygame.event.get():
                if event.type == pygame.QUIT or event.type == pygame.KEYDOWN or event.type == pygame.MOUSEBUTTONDOWN:
                    running = False
            w, h = screen.get_size()
            screen.fill((18, 28, 44))
            for i in range(0, w, 40):  # a few drifting snowflakes
                y = (frames * 2 + i * 7) % max(h, 1)
                pygame.draw.circle(screen, (200, 215, 235), (i + (frames + i) % 20, y), 2)
            title = big.render(TITLE, True, (235, 242, 250))
            screen.blit(title, title.get_rect(center=(w // 2, h // 2 - 40)))
            hint = small.render("The colony is still being built. Press any key to leave.", True, (160, 180, 205))
            screen.blit(hint, hint.get_rect(center=(w // 2, h // 2 + 40)))
            pygame.display.flip()
            clock.tick(30)
            frames += 1
            if smoke and frames >= 3:
                running = False
    finally:
        pygame.quit()
    return 0
