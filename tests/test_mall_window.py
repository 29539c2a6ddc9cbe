"""Mall in the window, played as a person does: the real App loop, clicks posted through
pygame's event queue on what the board's controls() offer. At every human decision the
actions reachable through the screen are exactly the engine's legal ones, and no text
on screen is cut short."""

from __future__ import annotations

import random

import pytest
from board_kit import (
    LOOK_IDS,
    LOOKS,
    TextPlaces,
    no_cut_text,
    no_overlap,
    picked,
    play_to_the_end,
    set_look,
    start_from_title,
)
from human_play import post_click, redraw, step

from game import box
from game.core.i18n import set_language
from game.shell.match import Match, SeatSetup

MALL = box.get("mall")


def test_one_person_plays_mall_from_its_title_tile_to_the_end(window):
    app = window()
    setup, board = start_from_title(app, MALL)
    assert type(board).__name__ == "MallBoard"
    seen = play_to_the_end(app, board, seed=1)
    assert seen["decisions"] >= 5 and seen["reveals"] >= 2 and seen["curtains"] == 0
    out = app.stack.top.outcome
    assert sum(r.won for r in out.seats) >= 1 and len(out.seats) == len(setup.seats)


def test_two_people_and_a_computer_share_the_screen(window):
    app = window()
    app.settings.animation_speed = "instant"
    seats = [SeatSetup("Ada", True), SeatSetup("Ben", True), SeatSetup("Cy", False, "random")]
    app.start_match(MALL.make_config(3, ("Ada", "Ben", "Cy")), 5, seats, MALL)
    board = app.stack.top
    seen = play_to_the_end(app, board, seed=2)
    assert seen["curtains"] >= 2 and seen["decisions"] >= 6


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_board_reads_whole_at_both_sizes(window, size):
    app = window(size)
    rnd = random.Random(3)
    seats = [SeatSetup(n, i == 0, "random") for i, n in enumerate(("Ava", "Bruno", "Chen", "Dagny", "Emeka", "Farah"))]
    m = Match(MALL.make_config(6, tuple(s.name for s in seats)), 9, seats, spec=MALL)
    board = MALL.board_scene(m)
    app.stack.reset(board)
    frames = 0
    while not m.game.is_terminal() and frames < 400:
        redraw(app)
        no_cut_text(app)
        assert app.ui.drawn, "nothing drawn"
        board.play(rnd.choice(m.game.legal_actions()))
        board.queue.clear()  # played back at once: the log shows everything
        board.log_upto = len(m.log)
        frames += 1
    assert frames > 40


@pytest.mark.parametrize("size,scale,language", LOOKS, ids=LOOK_IDS)
def test_every_screen_of_a_game_reads_whole_in_every_look(window, size, scale, language):
    """Two people and two computers, a whole game at each window size, UI scale and language:
    no text of the board, the reveals, the curtains or the game-over screen is cut short, and
    no reveal covers the log."""
    app = window(size)
    set_look(app, scale, language)
    try:
        seats = [SeatSetup(n, i < 2, "random") for i, n in enumerate(("Ava", "Bruno", "Chen", "Dagny"))]
        app.start_match(MALL.make_config(4, tuple(s.name for s in seats)), 6, seats, MALL)
        seen = play_to_the_end(app, app.stack.top, seed=4, readable=True)
        assert seen["reveals"] >= 2 and seen["curtains"] >= 2 and seen["decisions"] >= 10
    finally:
        set_language("en")


@pytest.mark.parametrize("size,scale,language", LOOKS, ids=LOOK_IDS)
def test_the_labels_of_the_map_and_the_panel_never_cover_each_other(window, size, scale, language):
    """Six players, cards played whenever they can be (characters playing dead among them): no
    label of the map covers another or a character, and the side panel's lines stay apart."""
    from game.mall.rules.actions import Play

    app = window(size)
    set_look(app, scale, language)
    try:
        rnd = random.Random(5)
        seats = [SeatSetup(n, i == 0, "random") for i, n in enumerate(("Ava", "Bruno", "Chen", "Dagny", "Emeka",
                                                                       "Farah"))]
        m = Match(MALL.make_config(6, tuple(s.name for s in seats)), 12, seats, spec=MALL)
        board = MALL.board_scene(m)
        app.stack.reset(board)
        playing_dead = 0
        while not m.game.is_terminal():
            with TextPlaces(app.ui) as places:
                redraw(app)
            no_cut_text(app)
            tokens = list(board.map.tokens.values())
            on_map = places.within(board.map.rect)
            labels = [(t, r) for t, r in on_map if not any(r.center == tok.center for tok in tokens)]
            no_overlap(on_map, "the map")
            covered = [(t, tok) for t, r in labels for tok in tokens if r.inflate(-2, -2).colliderect(tok)]
            assert not covered, f"a label covers a character: {covered[:3]}"
            panel = board.layer.pieces["panel"][3]
            no_overlap(places.within(panel), "the side panel")
            playing_dead += bool(m.game.s.hidden)
            legal = m.game.legal_actions()
            plays = [a for a in legal if isinstance(a, Play)]
            board.play(rnd.choice(plays or legal))
            board.queue.clear()  # played back at once
            board.log_upto = len(m.log)
        assert playing_dead >= 3
    finally:
        set_language("en")


def test_the_mover_is_told_the_dash_card_by_its_name():
    """With a Dash card in hand, the move prompt says "play Dash", the card's own name, never
    a "sprint" the player holds no card of."""
    from game.mall.rules.actions import Move
    from game.mall.scenes.words import prompt

    told = 0
    for seed in range(10):
        g = MALL.new_game(MALL.make_config(4), seed)
        rnd = random.Random(seed)
        while not g.is_terminal():
            d, legal = g.s.pending[0], g.legal_actions()
            dash = [a for a in legal if isinstance(a, Move) and a.sprint is not None]
            if dash:
                words = prompt(g, g.view(d.seat), d, True, (("char", dash[0].character),))
                assert "Dash" in words and "sprint" not in words, words
                told += 1
            g.apply(rnd.choice(legal))
    assert told >= 3


def test_every_legal_action_has_its_own_clicks():
    """Across random games, the picker's click paths reach each legal action, and no two
    actions share a path (a pure check, no window)."""
    from game.mall.scenes.choices import Picker

    kinds = set()
    for seed in range(12):
        g = MALL.new_game(MALL.make_config(3 + seed % 4), seed)
        rnd = random.Random(seed)
        while not g.is_terminal():
            d = g.s.pending[0]
            legal = g.legal_actions()
            dest = g.s.dials.choices.get(d.seat) if d.kind == "move" else None
            p = Picker(legal, dest)
            assert len(p.paths) == len(legal), d.kind
            assert picked(p, p.state()) == set(legal), d.kind
            kinds.add(d.kind)
            g.apply(rnd.choice(legal))
    assert {"place", "dial", "vote", "move", "items"} <= kinds


def test_number_keys_pick_the_choices_by_their_numbers(window):
    import pygame
    from human_play import post_key

    app = window()
    app.settings.animation_speed = "instant"
    seats = [SeatSetup(n, i == 0, "random") for i, n in enumerate(("Ava", "Bruno", "Chen"))]
    m = Match(MALL.make_config(3, tuple(s.name for s in seats)), 4, seats, spec=MALL)
    board = MALL.board_scene(m)
    app.stack.reset(board)
    for _ in range(3000):
        step(app)
        if board.deciding() and 2 in board.key_numbers().values():
            break
    before = len(m.game.history)
    first = next(s for s, n in board.key_numbers().items() if n == 2)  # a place's own number, else the list's
    expect = [a for path, a in board.picker.paths.items() if path[len(board.picker.chosen)] == first]
    post_key(pygame.K_2, "2")
    step(app)
    assert len(m.game.history) == before + 1 or board.picker.chosen[-1] == first
    if len(m.game.history) == before + 1:
        assert m.game.history[before] in {str(a) for a in expect}


def test_every_why_cites_a_section_of_the_rules_and_reads_whole():
    """Clicks on every place and person in every kind of decision of random games: each
    answer is one sentence whose section exists in assets/rules/mall.md."""
    from game.mall.scenes.why import SECTIONS, why_not
    from game.resources import asset
    from game.shell.rules_text import parse

    rules = parse(asset(MALL.rules_asset).read_text(encoding="utf-8"))
    assert all(rules.section(s) for s in SECTIONS)
    cited = set()
    for seed in range(6):
        g = MALL.new_game(MALL.make_config(3 + seed % 4), seed)
        rnd = random.Random(seed)
        while not g.is_terminal():
            d = g.s.pending[0]
            v = g.view(d.seat)
            things = [("loc", n) for n in g.c.locations] + [("char", cid) for cid in v.characters]
            for thing in things:
                for who in (d.seat, (d.seat + 1) % g.s.config.players):
                    r = why_not(g, v, who, d, (), thing)
                    assert r is not None and rules.section(r.section), (d.kind, thing, r)
                    assert r.text.endswith(".") and r.text.count(". ") <= 1, r.text
                    cited.add(r.section)
            g.apply(rnd.choice(g.legal_actions()))
    assert {"2", "3", "4"} <= cited


def test_a_refused_click_on_the_mall_says_why(window):
    import pygame
    from human_play import post_key

    from game.shell.rules_scene import RulesScene

    app = window()
    app.settings.animation_speed = "instant"
    seats = [SeatSetup(n, i == 0, "random") for i, n in enumerate(("Ava", "Bruno", "Chen", "Dagny"))]
    m = Match(MALL.make_config(4, tuple(s.name for s in seats)), 3, seats, spec=MALL)
    board = MALL.board_scene(m)
    app.stack.reset(board)
    for _ in range(3000):
        step(app)
        if board.deciding() and m.game.s.pending[0].kind == "place":
            break
    lit = {k[1] for k in board.picker_now().options() if k[0] == "loc"}
    unlit = next(n for n in m.game.c.locations if n not in lit)
    post_click(board.map.area(unlit).center)
    step(app)
    assert any(t.startswith("Why not?") for t in app.ui.drawn)
    assert board.reason is not None
    post_key(pygame.K_F1)
    step(app, 2)
    rules = app.stack.top
    assert isinstance(rules, RulesScene) and rules.lines[rules.scroll][0].startswith(f"§{board.reason.section} ")
