"""The UI's render caches (game/render/ui.py): cached text, fit/wrap, translucent
panels, the shade and icons look exactly as drawn fresh, stay bounded, are emptied by
reset_caches, and UI.drawn still records every string drawn from them."""

import pygame
import pytest

from game.render import ui as U


@pytest.fixture(scope="module")
def app():
    from game.shell.app import App

    a = App(size=(1280, 720), headless=True)
    yield a
    a.close()


@pytest.fixture
def ui(app):
    U.reset_caches()
    app.ui.drawn = []
    app.ui.surface.fill(U.BG)
    return app.ui


def pixels(surface) -> bytes:
    return pygame.image.tobytes(surface, "RGBA")


def canvas(ui):
    s = pygame.Surface(ui.surface.get_size())
    s.fill(U.BG)
    return s


def test_cached_text_has_the_pixels_of_fresh_text(ui):
    f = ui.font(16, bold=True)
    lines = [("Colony actions", (40, 30), U.TEXT, None, "topleft"),
             ("A very long objective title that cannot fit in the box", (640, 90), U.ACCENT, 200, "center"),
             ("R5 Dagny plays Antiseptic Spray", (1200, 150), U.BAD, None, "topright")]
    fresh = canvas(ui)  # what the uncached code drew: fit by hand, then Font.render
    for text, pos, colour, mw, anchor in lines:
        shown = text if mw is None else U._fit(f, text, ui.px(mw))
        img = f.render(shown, True, colour)
        fresh.blit(img, img.get_rect(**{anchor: pos}))
    frames = []
    for _ in range(2):  # the first draw fills the caches, the second comes from them
        out = canvas(ui)
        for text, pos, colour, mw, anchor in lines:
            ui.text(text, pos, 16, colour, bold=True, anchor=anchor, max_width=mw, surface=out)
        frames.append(pixels(out))
    assert U._TEXT.hits >= len(lines)
    assert frames[0] == frames[1] == pixels(fresh)


def test_cached_wrapped_text_has_the_pixels_of_fresh_text(ui):
    text = "Fail: lose 1 morale, and each player discards 1 card. Prevented at 4; 6+ gains 1 morale."
    rect = ui.r(20, 20, 220, 200)
    f = ui.font(12)
    expect = canvas(ui)
    y = rect.top
    for line in U._wrap(f, text, rect.width):
        expect.blit(f.render(line, True, U.MUTED), (rect.left, y))
        y += round(f.get_linesize() * 1.25 / 1.15)
    got = []
    for _ in range(2):
        ui.surface.fill(U.BG)
        ui.wrapped(text, rect, 12, U.MUTED)
        got.append(pixels(ui.surface))
    assert got[0] == got[1] == pixels(expect)


def test_fit_and_wrap_are_cached_and_agree_with_the_plain_algorithm(ui):
    f = ui.font(13)
    text = "Sweep the Streets: locations clear of zombies: at least 3 (is 3)"
    for width in (40, 120, 300, 2000):
        assert U.fit(f, text, width) == U._fit(f, text, width)
        assert U.wrap(f, text, width) == U._wrap(f, text, width)
    assert U.wrap(f, "two\nparagraphs", 500) == ["two", "paragraphs"]
    misses = U._WRAP.misses
    calls = []
    real = U._wrap
    try:
        U._wrap = lambda *a: calls.append(a) or real(*a)
        lines = U.wrap(f, text, 120)
    finally:
        U._wrap = real
    assert not calls and U._WRAP.misses == misses  # from the cache: no font work
    lines.append("mine")  # the caller's own list: the cache is not changed
    assert U.wrap(f, text, 120) == U._wrap(f, text, 120)


def test_drawn_records_every_string_also_from_the_cache(ui):
    long = "Secret: a hidden objective with a much longer title than the box"
    for _ in range(3):
        ui.drawn = []
        ui.text("Hand 5 · crisis +0", (10, 10), 12)
        ui.text(long, (10, 40), 13, max_width=120)
        ui.wrapped("one two three four five six seven", ui.r(10, 80, 60, 200), 12)
        ui.button(U.Button(ui.r(10, 300, 116, 30), "End turn", "end-turn"))
        shown = U.fit(ui.font(13), long, ui.px(120))
        assert ui.drawn[:2] == ["Hand 5 · crisis +0", shown] and shown.endswith("…")
        assert ui.drawn[-1] == "End turn"
        assert " ".join(ui.drawn[2:-1]) == "one two three four five six seven"


def test_translucent_panels_and_the_shade_are_cached_and_look_the_same(ui):
    rect = ui.r(100, 100, 200, 60)
    expect = canvas(ui)
    tmp = pygame.Surface(rect.size, pygame.SRCALPHA)
    pygame.draw.rect(tmp, (8, 14, 24, 170), tmp.get_rect(), border_radius=ui.px(4))
    expect.blit(tmp, rect)
    shade = pygame.Surface(expect.get_size(), pygame.SRCALPHA)
    shade.fill((6, 10, 18, 120))
    expect.blit(shade, (0, 0))
    got = []
    for _ in range(2):
        ui.surface.fill(U.BG)
        ui.panel(rect, (8, 14, 24), None, radius=4, alpha=170)
        ui.shade(120)
        got.append(pixels(ui.surface))
    assert len(U._SHAPES) == 2 and U._SHAPES.hits == 2
    assert got[0] == got[1] == pixels(expect)


def test_icons_are_cached_by_name_size_and_colour(ui):
    a = U.get_icon("zombie", 24, (150, 210, 120))
    assert a is not None
    assert U.get_icon("zombie", 24, (150, 210, 120)) is a
    assert U.get_icon("zombie", 24, pygame.Color(150, 210, 120)) is a
    assert U.get_icon("zombie", 25, (150, 210, 120)) is not a
    assert U.get_icon("no-such-icon", 24, U.TEXT) is None
    assert U.get_icon("no-such-icon", 24, U.TEXT) is None  # remembered, not raised


def test_the_lru_evicts_the_least_recently_used_within_its_bounds():
    c = U._LRU(3)
    for k in "abc":
        c.put(k, k.upper())
    assert c.get("a") == "A"  # a is now the most recent
    c.put("d", "D")
    assert c.get("b") is None and [c.get(k) for k in "acd"] == ["A", "C", "D"]
    w = U._LRU(100, max_weight=10)
    for i in range(6):
        w.put(i, i, weight=4)
    assert w.weight <= 10 and len(w) == 2 and w.get(5) == 5 and w.get(3) is None
    w.put(5, "again", weight=1)  # replacing an entry reweighs it
    assert w.weight == 5
    big = U._LRU(100, max_weight=10)
    big.put("huge", 1, weight=50)  # one oversized entry is kept (and pushed out by the next)
    assert len(big) == 1
    big.put("small", 2, weight=1)
    assert big.get("huge") is None and big.weight == 1


def test_the_real_caches_stay_bounded(ui):
    f = ui.font(11)
    n = U._TEXT.max_items + 200
    for i in range(n):
        U.render(f, f"line {i}", U.TEXT)
        U.fit(f, f"line {i}", 30)
    assert len(U._TEXT) <= U._TEXT.max_items and U._TEXT.weight <= U._TEXT.max_weight
    assert len(U._FIT) <= U._FIT.max_items
    for i in range(U._WRAP.max_items + 50):
        U.wrap(f, f"w {i}", 100)
    assert len(U._WRAP) <= U._WRAP.max_items
    # big surfaces are weighed by their bytes: a few full-window shades do not pile up
    for a in range(40, 140):
        ui.shade(a)
    assert U._SHAPES.weight <= U._SHAPES.max_weight
    assert len(U._SHAPES) < 100


def test_reset_caches_empties_them(ui):
    from game.render import fonts, icons

    f = ui.font(14)
    ui.text("something", (5, 5), 14, max_width=40)
    ui.wrapped("some wrapped words", ui.r(0, 0, 40, 100), 12)
    ui.panel(ui.r(0, 0, 50, 50), alpha=100)
    ui.shade()
    ui.icon("zombie", ui.r(0, 0, 20, 20))
    assert all(len(c) for c in U.CACHES.values())
    assert icons._render.cache_info().currsize and fonts._load.cache_info().currsize
    U.reset_caches()
    assert not any(len(c) for c in U.CACHES.values())
    assert all(c.weight == 0 for c in U.CACHES.values())
    assert icons._render.cache_info().currsize == 0 and fonts._load.cache_info().currsize == 0
    assert not U._FONTS
    assert ui.font(14) is not f  # a new font object: nothing keyed on the old one is reused

