"""How to play a game: its rules in our own words (game.shell.rules_text), a contents
column of numbered sections, a search field, opened at a section when a "why?" cites it."""

from __future__ import annotations

import pygame

from game import box
from game.core.i18n import _, language
from game.render import ui as U
from game.shell import rules_text
from game.shell.rules_text import RulesText
from game.shell.stack import Scene
from game.shell.textinput import TextField

BOX = (40, 20, 1200, 680)  # logical
TOC_X, TOC_W = 56, 250
TEXT_X, TEXT_W = 326, 896
TOP, BOTTOM = 96, 650
SIZE = 15


class RulesScene(Scene):
    def __init__(self, spec: box.GameSpec | None = None, section: str | None = None):
        super().__init__()
        self.spec = spec or box.get(box.DEFAULT)
        self.language = language()  # the rules are read in the language shown, again when it changes
        self.rules: RulesText = rules_text.load(self.spec)
        self.field = TextField(limit=60)  # the search
        self.hit = 0  # which match of the query is shown
        self.scroll = 0  # the first display line shown
        self.opening = section  # scrolled to once the lines are laid out
        self.lines: list[tuple[str, bool, tuple]] = []  # (text, heading?, (section, line)), laid out by draw
        self.buttons: list[U.Button] = []

    def language_changed(self):
        """The other language's rules file, at the section that was on top."""
        top = self.lines[min(self.scroll, len(self.lines) - 1)][2][0] if self.lines else None
        number = self.rules.sections[top].number if top is not None and top < len(self.rules.sections) else None
        self.language = language()
        self.rules = rules_text.load(self.spec)
        self.lines, self.hit, self.scroll = [], 0, 0
        self.opening = number if number is not None else self.opening

    # --- layout -------------------------------------------------------------------------
    def layout(self, ui):
        f = ui.font(SIZE)
        out = []
        for i, s in enumerate(self.rules.sections):
            out.append((s.heading, True, (i, -1)))
            for j, line in enumerate(s.lines):
                wrapped = U.wrap(f, line, ui.px(TEXT_W - 16)) if line.strip() else [""]
                out += [(w, False, (i, j)) for w in wrapped]
            out.append(("", False, (i, len(s.lines))))
        self.lines = out

    def per_page(self, ui) -> int:
        return int((BOTTOM - TOP) / (ui.font(SIZE).get_linesize() / ui.scale + 2))

    @property
    def query(self) -> str:
        return self.field.text

    @query.setter
    def query(self, text: str):
        self.field.set(text)

    def go_to(self, where: tuple):
        """Scroll so the display line of (section, line) is at the top."""
        for k, (_text, _head, at) in enumerate(self.lines):
            if at == where:
                self.scroll = max(0, k - (0 if where[1] < 0 else 2))
                return

    def matches(self) -> list[tuple[int, int]]:
        return self.rules.find(self.query)

    # --- input -----------------------------------------------------------------------------
    def controls(self) -> list:
        return [(b.rect, b.key) for b in self.buttons]

    def close(self):
        if self.app is not None and self.app.stack.top is self:
            self.app.stack.pop(self)

    def handle_event(self, event) -> bool:
        if event.type == pygame.MOUSEWHEEL:
            self.scroll = max(0, self.scroll - event.y * 3)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for b in self.buttons:
                if b.rect.collidepoint(event.pos):
                    self.press(b.key)
        elif event.type == pygame.KEYDOWN:
            self.key(event)
        else:
            self.search(event)  # Hangul and the like, whole, and the letters being composed
        return True

    def press(self, key):
        if key == "close":
            self.close()
        elif isinstance(key, tuple) and key[0] == "section":
            self.go_to((key[1], -1))

    def key(self, event):
        k = event.key
        if k == pygame.K_ESCAPE:
            if self.query:
                self.query = ""
            else:
                self.close()
        elif k in (pygame.K_DOWN, pygame.K_PAGEDOWN):
            self.scroll += 3 if k == pygame.K_DOWN else 15
        elif k in (pygame.K_UP, pygame.K_PAGEUP):
            self.scroll = max(0, self.scroll - (3 if k == pygame.K_UP else 15))
        elif k in (pygame.K_RETURN, pygame.K_KP_ENTER):
            if self.matches():
                self.hit = (self.hit + 1) % len(self.matches())
                self.show_hit()
        else:
            self.search(event)

    def search(self, event):
        """Typing into the search (letters, Backspace, Ctrl+A): the first match comes on screen."""
        before = self.query
        if self.field.handle(event) and self.query != before:
            self.hit = 0
            self.show_hit()

    def show_hit(self):
        found = self.matches()
        if found:
            self.go_to(found[self.hit % len(found)])

    # --- drawing -----------------------------------------------------------------------------
    def draw(self, ui):
        if self.language != language():
            self.language_changed()
        if not self.lines:
            self.layout(ui)
            if self.opening is not None:
                index = next((i for i, s in enumerate(self.rules.sections) if s.number == self.opening), None)
                if index is not None:
                    self.go_to((index, -1))
        mouse = pygame.mouse.get_pos()
        ui.surface.fill(U.BG)
        ui.panel(ui.r(*BOX))
        ui.text(self.rules.title, ui.p(TOC_X, 34), 30, U.SNOW, bold=True, display=True)
        self.buttons = []
        self._search(ui)
        self._contents(ui, mouse)
        self._text(ui)
        close = U.Button(ui.r(1090, 654, 130, 34), _("Close (Esc)"), "close")
        ui.button(close, mouse, 14)
        self.buttons.append(close)
        ui.text(_("Type to search · Enter: next match · the wheel, arrows or Page Up/Down scroll · a section: "
                  "click it"), ui.p(TOC_X, 664), 12, U.MUTED, max_width=1020)

    def _search(self, ui):
        field = ui.r(840, 36, 380, 34)
        ui.panel(field, (18, 26, 40), U.ACCENT if self.query else U.EDGE, radius=6)
        if self.query or self.field.composing:
            self.field.draw(ui, (field.x + ui.px(10), field.centery), 15, U.TEXT, max_width=260)
        else:
            ui.text(_("Type to search"), (field.x + ui.px(10), field.centery), 15, U.MUTED, anchor="midleft",
                    max_width=260)
        if self.query:
            n = len(self.matches())
            words = _("{k} of {n}", k=self.hit % n + 1, n=n) if n else _("no match")
            ui.text(words, (field.right - ui.px(10), field.centery), 12, U.ACCENT, anchor="midright")

    def _contents(self, ui, mouse):
        top_section = self.lines[min(self.scroll, len(self.lines) - 1)][2][0] if self.lines else 0
        y = TOP
        for i, s in enumerate(self.rules.sections):
            b = U.Button(ui.r(TOC_X, y, TOC_W, 30), s.heading, ("section", i), hot=i == top_section)
            ui.button(b, mouse, 13)
            self.buttons.append(b)
            y += 36

    def _text(self, ui):
        per = self.per_page(ui)
        self.scroll = max(0, min(self.scroll, len(self.lines) - per))
        step = ui.font(SIZE).get_linesize() / ui.scale + 2
        hits = set(self.matches())
        y = TOP
        for text, head, at in self.lines[self.scroll:self.scroll + per]:
            if at in hits and text:
                ui.panel(ui.r(TEXT_X - 6, y - 1, TEXT_W, step), (70, 60, 24), None, radius=3)
            ui.text(text, ui.p(TEXT_X, y), 17 if head else SIZE, U.ACCENT if head else U.TEXT, bold=head)
            y += step
