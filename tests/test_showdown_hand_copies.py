"""Two copies of one card in a Showdown hand are one target: a click on either picks the card,
and the mouse over either lights both (the board's kept panel is keyed by the card under
the mouse, so a copy lit alone would leave a stale panel when the mouse moved between them)."""

from types import SimpleNamespace

import pygame
from showdown_kit import arrange, started

from game.shell.app import App
from game.showdown.scenes import side_panel


def test_either_copy_of_a_card_is_the_card_and_lights_alike():
    g = started(4)
    two = next(c for c in g.c.town if not g.c.town[c].white)
    other = next(c for c in g.c.town if c != two and g.c.town[c].gun != g.c.town[two].gun)
    arrange(g, hands=[[two, other, two], [], [], []])
    app = App(size=(1280, 720), headless=True)
    try:
        ui = app.ui
        match = SimpleNamespace(shown=0, decider=lambda: 0)
        rects, _y = side_panel.draw(ui, g, g.view(0), match, {two, other}, (0, 0))
        copies = rects[two]
        assert copies.h > rects[other].h  # both copies: one rect spanning two rows
        top, bottom = (copies.centerx, copies.top + 3), (copies.centerx, copies.bottom - 3)

        def drawn(mouse):
            ui.surface.fill((0, 0, 0))
            side_panel.draw(ui, g, g.view(0), match, {two, other}, mouse)
            return pygame.image.tobytes(ui.surface.subsurface(copies), "RGB")

        assert drawn(top) == drawn(bottom) != drawn((0, 0))  # the same picture under either copy
    finally:
        app.close()
