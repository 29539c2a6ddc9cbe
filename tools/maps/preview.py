"""Render generated maps to PNGs, plain and with their slots outlined and numbered, to
check a layout by eye (make_maps.py --preview)."""

from __future__ import annotations

from pathlib import Path

import pygame


def preview(names, folder: Path, load_board, colours: dict):
    """load_board(name) -> a game.render.tilemap.BoardMap; colours: slot kind -> RGB."""
    folder.mkdir(parents=True, exist_ok=True)
    pygame.display.set_mode((64, 64))
    font = pygame.font.Font(None, 14)
    for name in names:
        board = load_board(name)
        bg = board.render_background()
        clean = bg.copy()
        for kind, slots in board.slots.items():
            for s in slots:
                r = pygame.Rect(s.rect)
                pygame.draw.rect(bg, colours.get(kind, (255, 0, 255)), r, 1)
                label = str(s.index if s.entrance is None else f"{s.entrance}.{s.index}") if s.index is not None else kind[:4]
                bg.blit(font.render(label, True, (0, 0, 0)), (r.x + 3, r.y + 3))
                bg.blit(font.render(label, True, colours.get(kind, (255, 0, 255))), (r.x + 2, r.y + 2))
        pygame.image.save(pygame.transform.scale_by(bg, 2), str(folder / f"{name}-slots.png"))
        pygame.image.save(pygame.transform.scale_by(clean, 2), str(folder / f"{name}.png"))
