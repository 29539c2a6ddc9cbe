"""Typing into the window's fields (names, the seed, the rules search) in any script.

pygame sends a key's letter twice: with its KEYDOWN (`unicode`) and as TEXTINPUT. A
letter an input method composes (Hangul: ㅎ+ㅏ+ㄴ → 한) comes only as TEXTINPUT, once
whole, with TEXTEDITING events showing it while it is being composed. So the fields take
ASCII from KEYDOWN (as they always did, and the tests post only KEYDOWN) and everything
else from TEXTINPUT: each letter arrives once."""

from __future__ import annotations

import pygame

SELECTION = (60, 110, 180)  # behind selected text


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


def to_clipboard(text: str) -> bool:
    """To the system clipboard where pygame can reach it (False: it could not)."""
    try:
        if not pygame.scrap.get_init():
            pygame.scrap.init()
        pygame.scrap.put_text(text)
        return True
    except (pygame.error, AttributeError, NotImplementedError):
        return False


def from_clipboard() -> str:
    """The clipboard's text, its first line ("" where pygame cannot reach it)."""
    try:
        if not pygame.scrap.get_init():
            pygame.scrap.init()
        text = pygame.scrap.get_text() or ""
    except (pygame.error, AttributeError, NotImplementedError):
        return ""
    line = text.strip().splitlines()[0] if text.strip() else ""
    return "".join(ch for ch in line if ch.isprintable())


class TextField:
    """One line being typed (a player's name, a save's name, the seed): letters of any
    script (typed/composing above), Backspace, Ctrl+A, which selects the whole text so
    the next letter or Backspace replaces it, and Ctrl+V (an invitation copied elsewhere). `accept` says which typed text may go in
    (the seed: digits); `limit` caps the length."""

    def __init__(self, text: str = "", limit: int = 60, accept=lambda text: True):
        self.text, self.limit, self.accept = text, limit, accept
        self.composing = ""  # letters an input method is composing (Hangul), shown until they come whole
        self.selected = False  # the whole text is selected (Ctrl+A)

    def set(self, text: str):
        self.text, self.composing, self.selected = text[:self.limit], "", False

    def handle(self, event) -> bool:
        """Edit by the event; True if it was the field's (a letter, Backspace, Ctrl+A, the
        input method's). Enter, Esc, Tab and the rest are the screen's."""
        if event.type == pygame.KEYDOWN and event.key == pygame.K_a and event.mod & pygame.KMOD_CTRL:
            self.selected = bool(self.text)
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_v and event.mod & pygame.KMOD_CTRL:
            pasted = from_clipboard()
            if pasted:
                self.type(pasted)
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_BACKSPACE:
            if not self.composing:  # (the input method takes back a letter being composed)
                self.text = "" if self.selected else self.text[:-1]
                self.selected = False
            return True
        if event.type == pygame.TEXTEDITING:
            self.composing = composing(event) or ""
            if self.composing and self.selected:  # the first composed letter replaces the selection
                self.text, self.selected = "", False
            return True
        text = typed(event)
        if text:
            self.type(text)
            return True
        return event.type == pygame.TEXTINPUT  # (ASCII came with its KEYDOWN)

    def type(self, text: str):
        self.composing = ""
        if not self.accept(text):
            return
        self.text = (("" if self.selected else self.text) + text)[:self.limit]
        self.selected = False

    def draw(self, ui, pos, size: float, colour, anchor: str = "midleft", max_width: float | None = None,
             caret: bool = True, bold: bool = False) -> pygame.Rect:
        """The text at a window position with the letters being composed and a caret; the
        selection lit behind it."""
        shown = self.text + self.composing + ("|" if caret else "")
        f = ui.font(size, bold, text=shown)
        w, h = f.size(shown)
        if max_width is not None:
            w = min(w, ui.px(max_width))
        box = pygame.Rect(0, 0, w, h)
        setattr(box, anchor, pos)
        if self.selected:
            lit = pygame.Rect(box.x, box.y, min(f.size(self.text)[0], box.w), box.h)
            pygame.draw.rect(ui.surface, SELECTION, lit.inflate(ui.px(4), 0), border_radius=ui.px(3))
        return ui.text(shown, box.topleft, size, colour, bold=bold, max_width=max_width)

