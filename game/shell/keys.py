"""The keys every screen of every game reads the same way.

Esc and Backspace are one "back" key: they step back one level of a choice half made
(a selection, a chosen survivor), and where there is nothing to back out of they do
what Esc always did there (pause a board, close a screen). A screen with text fields
(a new game's names, a save's name, the rules' search) keeps Backspace for the letters."""

from __future__ import annotations

import pygame

BACK_KEYS = (pygame.K_ESCAPE, pygame.K_BACKSPACE)


def is_back(event) -> bool:
    """A press of the back key (Esc or Backspace)."""
    return event.type == pygame.KEYDOWN and event.key in BACK_KEYS
