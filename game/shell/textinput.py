"""Typing into the window's fields (names, the seed, the rules search) in any script.

pygame sends a key's letter twice: with its KEYDOWN (`unicode`) and as TEXTINPUT. A
letter an input method composes (Hangul: ㅎ+ㅏ+ㄴ → 한) comes only as TEXTINPUT, once
whole, with TEXTEDITING events showing it while it is being composed. So the fields take
ASCII from KEYDOWN (as they always did, and the tests post only KEYDOWN) and everything
else from TEXTINPUT: each letter arrives once."""

from __future__ import annotations

import pygame


def typed(event) -> str:
    """The text an event adds to a field ("" for none)."""
    if event.type == pygame.KEYDOWN:
        ch = getattr(event, "unicode", "") or ""
        return ch if ch.isprintable() and ch.isascii() else ""
    if event.type == pygame.TEXTINPUT:
        return "".join(ch for ch in event.text if ch.isprintable() and not ch.isascii())
    return ""


def composing(event) -> str | None:
    """The letters being composed (TEXTEDITING), or None for any other event."""
    if event.type == pygame.TEXTEDITING:
        return event.text
    return None
