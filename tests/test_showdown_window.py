"""Showdown in the window, played as a person does: the real App loop, clicks posted
through pygame's event queue on what the board's controls() offer. At every human
decision the actions reachable through the screen are exactly the engine's legal ones,
and no text on screen is cut short."""

from __future__ import annotations

import random

import pygame
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
from human_play import click, post_click, post_key, redraw, step

from game import box
from game.core.i18n import set_language
from game.shell.match import Match, SeatSetup
from game.shell.menus import GameOverScene
from game.shell.overlays import CurtainScene
from game.showdown.rules.actions import Pass

SHOWDOWN = box.get("showdown")
NAMES = ("Ava", "Bruno", "Chen", "Dagny", "Emeka", "Farah", "Gus", "Hana", "Ivo")


def seats(n: int, humans=(0,), level="random"):
    return [SeatSetup(NAMES[i], i in humans, level) for i in range(n)]


def match(n: int, seed: int, humans=(0,), **options) -> Match:
    s = seats(n, humans)
    return Match(SHOWDOWN.make_config(n, tuple(x.name for x in s), **options), seed, s, spec=SHOWDOWN)


def click_until(app, board, rnd, ready) -> None:
    """Step the App, clicking at random what the screen offers, until the seat on screen
    decides and `ready()` holds."""
    for _ in range(3000):
        step(app)
        if board.deciding():
            if ready():
                return
            post_click(rnd.choice(board.controls())[0].center)
    raise AssertionError("the wanted decision never came")


def test_one_person_plays_showdown_from_its_title_tile_to_the_end(window):
    app = window()
    setup, board = start_from_title(app, SHOWDOWN)
    assert type(board).__name__ == "ShowdownBoard"
    seen = play_to_the_end(app, board, seed=1)
    assert seen["decisions"] >= 8 and seen["reveals"] >= 4 and seen["curtains"] == 0
    out = app.stack.top.outcome
    assert sum(r.won for r in out.seats) >= 1 and len(out.seats) == len(setup.seats)
    assert all("safes: " in r.detail for r in out.seats), "the end screen turns every safe up"


def test_two_people_and_a_computer_share_the_screen_with_the_small_table_rules(window):
    """3 players: two laps, holsters attached on one's own turn; a curtain before each
    human's secrets."""
    app = window()
    app.settings.animation_speed = "instant"
    app.start_match(SHOWDOWN.make_config(3, ("Ada", "Ben", "Cy")), 5,
                    [SeatSetup("Ada", True), SeatSetup("Ben", True), SeatSetup("Cy", False, "random")], SHOWDOWN)
    board = app.stack.top
    seen = play_to_the_end(app, board, seed=2)
    assert seen["curtains"] >= 4 and seen["decisions"] >= 10


def test_the_expert_rules_play_through_the_window(window):
    app = window()
    app.settings.animation_speed = "instant"
    m = match(6, 8, humans=(0, 1, 2, 3, 4, 5), horse_thief=True, mystery=True)
    app.stack.reset(SHOWDOWN.board_scene(m))
    seen = play_to_the_end(app, app.stack.top, seed=3)
    assert seen["decisions"] >= 30
    kinds = {e.event.kind for e in m.log}
    assert "mystery" in kinds


def test_a_hard_player_in_the_window_watches_the_persons_turn_choices(window):
    """The window shows its computer players every view of their seat as play passes (not
    only at their own decisions): Hard records the turns' plays of the others, the person
    clicking on the board among them, each as it was applied."""
    app = window()
    app.settings.animation_speed = "instant"
    s = [SeatSetup("Ava", True), SeatSetup("Bruno", False, "hard"), SeatSetup("Chen", False, "normal"),
         SeatSetup("Dagny", False, "normal")]
    m = Match(SHOWDOWN.make_config(4, tuple(x.name for x in s)), 6, s, spec=SHOWDOWN)
    hard = m.agents[1] = SHOWDOWN.make_agent("hard", 1, time_budget=None, simulations=3)
    reader, recorded = hard.hooks.reader, []
    observe = reader.observe

    def spied(seat, view, events):
        made = reader.made
        observe(seat, view, events)
        recorded.extend((ch.chooser, str(ch.action)) for ch in reader.choices if ch.number >= made)

    reader.observe = spied
    app.stack.reset(SHOWDOWN.board_scene(m))
    play_to_the_end(app, app.stack.top, seed=4)
    history = m.game.history
    assert len(recorded) >= 8 and {0, 2, 3} <= {p for p, _ in recorded} and 1 not in {p for p, _ in recorded}
    assert all(text in history for _, text in recorded)


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_table_reads_whole_at_both_sizes(window, size):
    app = window(size)
    rnd = random.Random(3)
    m = match(9, 9, horse_thief=True, mystery=True)
    board = SHOWDOWN.board_scene(m)
    app.stack.reset(board)
    frames = 0
    while not m.game.is_terminal() and frames < 600:
        redraw(app)
        no_cut_text(app)
        assert app.ui.drawn, "nothing drawn"
        board.play(rnd.choice(m.game.legal_actions()))
        board.queue.clear()  # played back at once: the log shows everything
        board.log_upto = len(m.log)
        frames += 1
    assert frames > 60


@pytest.mark.parametrize("size,scale,language", LOOKS, ids=LOOK_IDS)
def test_every_staged_moment_reads_whole_beside_the_log_in_every_look(window, size, scale, language):
    """Three people and three computers with the expert rules, a whole game at each window size,
    UI scale and language: no text of the table, the fights, holdups, mysteries, the count, the
    showdown, the curtains or the game-over screen is cut short, none covers the log, and the
    side panel's lines stay apart."""
    app = window(size)
    set_look(app, scale, language)
    try:
        m = match(6, 8, humans=(0, 1, 2), horse_thief=True, mystery=True)
        board = SHOWDOWN.board_scene(m)
        app.stack.reset(board)
        real_draw, overlaps = board.draw, []

        def draw(ui):  # the panel's lines, each time it is drawn (a failure here would meet the crash screen)
            with TextPlaces(ui) as places:
                real_draw(ui)
            try:
                no_overlap(places.within(board.layer.pieces["panel"][3]), "the side panel")
            except AssertionError as e:
                overlaps.append(str(e))

        board.draw = draw
        seen = play_to_the_end(app, board, seed=3, readable=True)
        assert not overlaps, overlaps[0]
        assert seen["reveals"] >= 6 and seen["curtains"] >= 3 and seen["decisions"] >= 15
    finally:
        set_language("en")


def test_the_log_names_the_card_played_and_its_die():
    """A White Horse rolls a Six-Shooter's d8: the log says "answers with a White Horse (d8)",
    the card the table saw, for every card laid, answered, lent, ridden in with or guarding."""
    from game.showdown.scenes.words import prompt

    kinds = set()
    for seed in range(8):
        g = SHOWDOWN.new_game(SHOWDOWN.make_config(6, NAMES[:6], horse_thief=True), seed)
        rnd = random.Random(seed)
        while not g.is_terminal():
            d = g.s.pending[0]
            for a in g.legal_actions():
                card = getattr(a, "card", None)
                if d.kind == "play" and card and type(a).__name__ in ("Rob", "Duel"):
                    words = prompt(g, g.view(d.seat), d, True, (("card", card), ("use", type(a).__name__.lower())))
                    assert g.tname(card) in words and f"(d{g.c.sides(card)})" in words, words
            for e in g.apply(rnd.choice(g.legal_actions())):
                if e.kind in ("robbery", "duel", "defend", "thief", "holster", "holster-used"):
                    kinds.add(e.kind)
                    card = e.data["card"]
                    assert f"{g.tname(card)} (d{g.c.sides(card)})" in str(e.text) or \
                        f"{g.tname(card)} guarding" in str(e.text) and f"d{g.c.sides(card)}" in str(e.text), e.text
    assert {"robbery", "duel", "defend", "holster"} <= kinds


def test_every_legal_action_has_its_own_clicks():
    """Across random games of every size, with and without the expert rules, the click
    paths reach each legal action, and no two actions share a path (pure, no window)."""
    from game.showdown.scenes.choices import picker

    kinds = set()
    for seed in range(16):
        n = 2 + seed % 8
        expert = seed % 2 == 1
        g = SHOWDOWN.new_game(SHOWDOWN.make_config(n, horse_thief=expert and n >= 4, mystery=expert), seed)
        rnd = random.Random(seed)
        while not g.is_terminal():
            d = g.s.pending[0]
            legal = g.legal_actions()
            p = picker(legal, d.seat)
            assert len(p.paths) == len(legal), d.kind
            assert picked(p, p.state()) == set(legal), d.kind
            kinds.add(d.kind)
            g.apply(rnd.choice(legal))
    assert {"slip", "play", "defend", "holster", "draw", "peek", "give"} <= kinds


def test_number_keys_pick_the_buttons_in_order(window):
    app = window()
    app.settings.animation_speed = "instant"
    m = match(4, 4)
    board = SHOWDOWN.board_scene(m)
    app.stack.reset(board)
    rnd = random.Random(4)
    click_until(app, board, rnd, lambda: len(board.buttons) >= 3 and board.picker.options()[0][0] == "card")
    first = board.buttons[1].key
    assert board.buttons[1].label.startswith("2. ")
    post_key(pygame.K_2, "2")
    step(app)
    assert board.picker.chosen[:1] == (first,) or m.game.history


def test_a_card_is_clicked_in_the_hand_and_a_safe_on_the_table(window):
    """A robbery by mouse alone: the card in the side panel, "Rob a safe", a lit safe."""
    app = window()
    app.settings.animation_speed = "instant"
    m = match(4, 6)
    board = SHOWDOWN.board_scene(m)
    app.stack.reset(board)
    rnd = random.Random(6)
    click_until(app, board, rnd, lambda: m.game.s.pending[0].kind == "play")
    before = len(m.game.history)
    hand = [(r, k) for r, k in board.controls() if k[0] == "card" and r.x > board.table.map.rect.right]
    assert hand, "the hand's cards are not clickable"
    post_click(hand[0][0].center)
    step(app)
    click(app, ("use", "rob"))
    safes = [(r, k) for r, k in board.controls() if k[0] == "safe"]
    assert safes and all(k[1][0] != m.shown for _, k in safes), "only others' safes are lit"
    post_click(safes[0][0].center)
    step(app)
    assert len(m.game.history) == before + 1 and m.game.history[before].startswith("rob")


def test_a_player_without_a_holster_is_not_asked_for_one(window):
    """The engine asks every third party (AI legality); the window passes for a human who
    holds no holster, with no curtain, so only holders are asked."""
    app = window()
    for seed in range(40):
        m = match(5, seed, humans=(0, 1, 2, 3, 4))
        g, rnd = m.game, random.Random(seed)
        while not g.is_terminal():
            d = g.s.pending[0]
            if d.kind == "holster" and g.legal_actions() == [Pass()]:
                break
            g.apply(rnd.choice(g.legal_actions()))
        else:
            continue
        asked = g.current_player()
        m.reveal_to((asked + 1) % 5)  # someone else is on screen: a curtain would be due
        board = SHOWDOWN.board_scene(m)
        app.stack.reset(board)
        before = len(g.history)
        step(app)
        assert g.history[before:before + 1] == ["pass"]
        assert not isinstance(app.stack.top, CurtainScene)
        return
    pytest.fail("no holster window with a human lacking a holster came up")


def test_the_game_over_screen_follows_the_final_count(window):
    app = window()
    app.settings.animation_speed = "fast"
    m = match(4, 12)
    board = SHOWDOWN.board_scene(m)
    app.stack.reset(board)
    stages, rnd = [], random.Random(12)
    for _ in range(40_000):
        top = app.stack.top
        if isinstance(top, GameOverScene):
            break
        if type(top).__name__ == "StageScene":
            stages.append(top.stage.title)
            click(app, "ok")
            continue
        if top is board and board.deciding() and board.controls():
            rect, _ = rnd.choice(board.controls())
            post_click(rect.center)
        step(app)
    assert isinstance(app.stack.top, GameOverScene)
    assert "The black die: who goes first" in stages
    assert "The badge round" in stages and "To the showdown" in stages
    assert stages.index("Every safe turned up: the gold counted") < stages.index("To the showdown")


def test_every_mystery_safe_and_badge_is_staged_in_words():
    from types import SimpleNamespace

    from game.showdown.scenes.stage import staging

    g = SHOWDOWN.new_game(SHOWDOWN.make_config(4, mystery=True), 1)
    v = g.view(0)
    for safe in (x for x in g.c.safes.values() if x.kind == "mystery"):
        e = SimpleNamespace(kind="mystery", data={"seat": 1, "safe": safe.id, "effect": safe.effect})
        st = staging(g, v, e)
        assert st.title.endswith(safe.name) and st.footer[0], safe.effect
    badge = staging(g, v, SimpleNamespace(kind="badge", data={"badge": 2, "seat": 3}))
    assert badge.title == "Badge 2" and badge.rows[0].seat == 3
    assert staging(g, v, SimpleNamespace(kind="badge", data={"badge": 3, "seat": None})) is None


class Recorder:
    """An app.audio that writes down what it is asked to play."""

    def __init__(self):
        self.played, self.loops = [], []

    def play(self, name, volume=1.0):
        self.played.append(name)

    def ambient(self, name):
        self.loops.append(name)


def test_the_table_sounds_its_dice_by_their_faces_and_its_shots(window):
    from game.render.audio import AMBIENT_NAMES, SOUND_NAMES

    app = window()
    app.audio = Recorder()
    m = match(4, 12)
    board = SHOWDOWN.board_scene(m)
    app.stack.reset(board)
    rnd = random.Random(5)
    for _ in range(6000):
        top = app.stack.top
        if isinstance(top, GameOverScene):
            break
        if top is not board and any(k == "ok" for _, k in top.controls()):
            click(app, "ok")
            continue
        if top is board and board.deciding() and board.controls():
            post_click(rnd.choice(board.controls())[0].center)
        step(app)
    played = set(app.audio.played)
    assert app.audio.loops[0] == "ambient-showdown" and "ambient-showdown" in AMBIENT_NAMES
    assert {"gunshot", "reveal", "dice-d6"} <= played and played <= set(SOUND_NAMES)
    assert len({s for s in played if s.startswith("dice-d")}) >= 3, "each die sounds its own"


def test_every_why_cites_a_section_of_the_rules_and_reads_whole():
    """Clicks on everything the table holds, in every kind of decision of random games:
    each answer is one sentence whose section exists in assets/rules/showdown.md."""
    from game.resources import asset
    from game.shell.rules_text import parse
    from game.showdown.scenes.why import SECTIONS, why_not

    rules = parse(asset(SHOWDOWN.rules_asset).read_text(encoding="utf-8"))
    assert all(rules.section(s) for s in SECTIONS)
    cited = set()
    for seed in range(6):
        g = SHOWDOWN.new_game(SHOWDOWN.make_config(3 + seed, mystery=True, horse_thief=seed > 1), seed)
        rnd = random.Random(seed)
        while not g.is_terminal():
            d = g.s.pending[0]
            v = g.view(d.seat)
            things = [("safe", (p, i)) for p in range(v.players) for i in range(len(v.safes[p]))]
            things += [("star", p) for p in range(v.players)] + [("seat", s) for s in range(v.platforms * v.per_platform)]
            things += [("card", c) for c in v.hands[d.seat]] + [("holdup", None), ("deck", None)]
            for chosen in ((), (("card", "derringer"), ("use", "rob")), (("card", "derringer"), ("use", "horse"))):
                for thing in things:
                    r = why_not(g, v, d.seat, d, chosen, thing)
                    assert r is not None and rules.section(r.section), (d.kind, thing, r)
                    assert r.text.endswith(".") and r.text.count(". ") <= 1
                    cited.add(r.section)
            g.apply(rnd.choice(g.legal_actions()))
    assert {"2", "3", "4"} <= cited


def test_a_refused_click_says_why_and_f1_opens_the_rules_there(window):
    from game.shell.rules_scene import RulesScene

    app = window()
    app.settings.animation_speed = "instant"
    m = match(4, 6)
    board = SHOWDOWN.board_scene(m)
    app.stack.reset(board)
    rnd = random.Random(6)
    click_until(app, board, rnd, lambda: m.game.s.pending[0].kind == "play")
    click(app, next(k for k in board.picker.options() if k[0] == "card"))
    click(app, ("use", "rob"))
    own = board.table.safe_rect(m.shown, 0)
    post_click(own.center)
    step(app)
    assert any(t.startswith("Why not? You cannot rob yourself") for t in app.ui.drawn) or \
        any("rob yourself" in t for t in app.ui.drawn)
    assert board.picker.chosen[1] == ("use", "rob"), "the refused click changed nothing"
    post_key(pygame.K_F1)
    step(app, 2)
    rules = app.stack.top
    assert isinstance(rules, RulesScene)
    assert rules.lines[rules.scroll][0] == "§3 Your turn"
    post_key(pygame.K_ESCAPE)
    step(app, 2)
    assert app.stack.top is board
