"""Keys and labels that match the board (issue 25 §2), through the real App loop: Mall's
number keys are the numbers painted on the map; Winter's buttons say what a die must
show and which die pays; Esc and Backspace are one back key in every game; Ctrl+A
selects a text field's text."""

from __future__ import annotations

import pygame
import pytest
from human_play import click, post_click, post_key, redraw, step
from test_no_lost_turns import winter_turn
from test_takeover import start, until

from game import box
from game.core import i18n
from game.mall.scenes.choices import MAP_STEPS
from game.shell.match import Match, SeatSetup
from game.shell.menus import NewGameScene, PauseScene
from game.shell.textinput import SELECTION
from game.winter.rules import actions as A

MALL = box.get("mall")


def post_ctrl(key):
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=pygame.KMOD_LCTRL, unicode="\x01", scancode=0))


def type_text(text: str):
    for ch in text:
        post_key(pygame.key.key_code(ch) if ch.isalnum() else pygame.K_SPACE, ch)


# --- Mall: a place's key is its number on the map ------------------------------------------

def test_with_4_and_1_rolled_the_1_key_places_on_location_1(window):
    from mall_kit import started

    g = started(4, dice=[4, 1])
    assert g.s.pending[0].kind == "place" and g.s.pending[0].seat == 0
    app = window()
    seats = [SeatSetup(n, i == 0, "random") for i, n in enumerate(("Ava", "Bruno", "Chen", "Dagny"))]
    board = MALL.board_scene(Match(g.s.config, 1, seats, game=g, spec=MALL))
    app.stack.reset(board)
    step(app, 2)
    post_key(pygame.K_1, "1")  # the first character of the list
    step(app)
    assert board.picker.chosen == (("char", "red-starlet"),)
    redraw(app)
    shown = set(app.ui.drawn)
    assert f"1. {g.lname(1)}" in shown and f"4. {g.lname(4)}" in shown, [t for t in shown if ". " in t]
    h = len(g.history)
    post_key(pygame.K_1, "1")  # the map's 1, not the list's first
    step(app)
    assert g.history[h] == "place red-starlet 1", g.history[h:]


def test_every_place_chosen_in_a_game_has_its_map_number_as_key_and_label(window):
    """Placements, dials, announcements, moves and Dash: each lit place's button and key are
    its number on the map; the other choices take the numbers left, in order."""
    app = window()
    app.settings.animation_speed = "instant"
    seats = [SeatSetup(n, i == 0, "random") for i, n in enumerate(("Ava", "Bruno", "Chen", "Dagny"))]
    m = Match(MALL.make_config(4, tuple(s.name for s in seats)), 7, seats, spec=MALL)
    board = MALL.board_scene(m)
    app.stack.reset(board)
    seen, pressed = set(), 0
    for _ in range(6000):
        step(app)
        if m.game.is_terminal() or len(seen) >= 3 and pressed >= 3:
            break
        if not board.deciding() or app.stack.top is not board:
            if app.stack.top is not board and any(k == "ok" for _, k in app.stack.top.controls()):
                click(app, "ok")
            continue
        numbers = board.key_numbers()
        places = {s: n for s, n in numbers.items() if s[0] in MAP_STEPS}
        if not places:
            post_click(next(r for r, k in board.controls() if k in numbers).center)
            continue
        assert all(n == s[1] for s, n in places.items()), places
        redraw(app)
        labels = {b.key: b.label for b in board.buttons}
        assert all(labels[s].startswith(f"{n}. ") for s, n in numbers.items()), labels
        seen.add(m.game.s.pending[0].kind)
        step_, n = max(places.items(), key=lambda kv: kv[1])  # the highest number: never the list's order
        h, chosen = len(m.game.history), board.picker.chosen
        post_key(pygame.K_0 + n, str(n))
        step(app)
        pressed += 1
        assert len(m.game.history) > h or board.picker.chosen == chosen + (step_,), (step_, m.game.history[h:])
    assert seen >= {"place", "dial"} and pressed >= 3, seen


# --- Winter: what the die must show, and which die pays ------------------------------------

def winter_attacker(window):
    """Theo Nakamura (attack 4, search 4) at the grocery with a zombie there; dice 6 and 2."""
    from winter_kit import put

    app, board, m = winter_turn(window, 6, 2)
    g = m.game
    put(g, "theo-nakamura", "grocery")
    g.s.places["grocery"].zombies[0] = 1
    g._legal = None
    m.edited()  # the position arranged in the engine: the board's game is made again
    step(app, 2)
    click(app, ("survivor", "theo-nakamura"))
    assert board.picker.subject == "theo-nakamura"
    return app, board, m


def test_winter_buttons_say_the_requirement_and_the_die_used(window):
    app, board, m = winter_attacker(window)
    redraw(app)
    assert "[A] Attack 4+ (die 6)" in app.ui.drawn and "[S] Search 4+ (die 6)" in app.ui.drawn, \
        [t for t in app.ui.drawn if t.startswith("[")]
    assert "[B] Barricade (any die)" in app.ui.drawn
    assert not any("· 6+" in t for t in app.ui.drawn)
    assert any("attack needs 4+, search 4+" in t for t in app.ui.drawn)  # the prompt says the same
    i18n.set_language("ko")
    try:
        redraw(app)
        assert "[A] 공격 4+ (주사위 6)" in app.ui.drawn, [t for t in app.ui.drawn if t.startswith("[")]
    finally:
        i18n.set_language("en")


# --- one back key --------------------------------------------------------------------------

@pytest.mark.parametrize("back", [pygame.K_BACKSPACE, pygame.K_ESCAPE])
def test_winter_back_key_steps_back_one_pick_then_pauses(window, back):
    app, board, m = winter_attacker(window)
    post_key(pygame.K_b, "b")  # Barricade: which die is asked
    step(app)
    p = board.picker
    assert p.kind is A.Barricade and p.open_field()[0] == "die"
    redraw(app)
    assert "Esc/Backspace to go back" in " ".join(app.ui.drawn)  # the prompt says how
    post_key(back)
    step(app)
    assert p.kind is None and p.subject == "theo-nakamura" and app.stack.top is board
    post_key(back)
    step(app)
    assert p.subject is None and app.stack.top is board
    post_key(back)
    step(app)
    assert isinstance(app.stack.top, PauseScene)
    post_key(back)  # the pause menu: back to the game
    step(app)
    assert app.stack.top is board


@pytest.mark.parametrize("game_id", ["mall", "showdown"])
@pytest.mark.parametrize("back", [pygame.K_BACKSPACE, pygame.K_ESCAPE])
def test_click_boards_back_key_steps_back_then_pauses(window, game_id, back):
    app = window()
    app.settings.animation_speed = "instant"
    board = start(app, game_id, seed=6)
    m = board.match
    for _ in range(40):  # the first decision where a click leaves a choice half made
        until(app, lambda: board.deciding() and app.stack.top is board, what="a decision of the person's")
        redraw(app)
        rect, key = next((r, k) for r, k in board.controls() if k in board.picker_now().options())
        post_click(rect.center)
        step(app)
        if board.picker_now().can_go_back():
            break
    chosen = board.picker.chosen
    assert board.picker.can_go_back(), "no choice with two clicks came"
    redraw(app)
    assert "Esc/Backspace or right-click: back" in " ".join(app.ui.drawn)
    post_key(back)
    step(app)
    assert app.stack.top is board and len(board.picker.chosen) < len(chosen)
    while board.picker.can_go_back():
        post_key(back)
        step(app)
    assert app.stack.top is board
    post_key(back)
    step(app)
    assert isinstance(app.stack.top, PauseScene)
    post_key(back)
    step(app)
    assert app.stack.top is board and m.seats[0].human


def test_a_dialog_takes_the_back_key_like_esc(window):
    """Winter's draft: Backspace puts back the survivor chosen last, then pauses, as Esc does."""
    from game.shell.screenshot import find_match
    from game.winter.scenes.board import BoardScene
    from game.winter.scenes.dialogs import DraftDialog

    app = window()
    m, _events = find_match(box.get("winter"), 3, "draft")
    board = BoardScene(m)
    app.stack.reset(board)
    until(app, lambda: isinstance(app.stack.top, DraftDialog), what="the draft")
    draft = app.stack.top
    redraw(app)
    click(app, ("survivor", draft.offered[0]))
    click(app, ("survivor", draft.offered[1]))
    assert draft.chosen == list(draft.offered[:2])
    for back, left in ((pygame.K_BACKSPACE, 1), (pygame.K_ESCAPE, 0)):
        post_key(back)
        step(app)
        assert draft.chosen == list(draft.offered[:left]) and app.stack.top is draft
    post_key(pygame.K_BACKSPACE)
    step(app)
    assert isinstance(app.stack.top, PauseScene)


# --- Ctrl+A in text fields ------------------------------------------------------------------

def test_ctrl_a_then_typing_replaces_a_players_name(window):
    app = window()
    scene = NewGameScene(box.get("mall"))
    app.stack.reset(scene)
    step(app)
    was = scene.seats[0].name
    click(app, ("name", 0))
    post_ctrl(pygame.K_a)
    step(app)
    rect = next(r for r, k in scene.controls() if k == ("name", 0))
    lit = sum(app.screen.get_at((x, y))[:3] == SELECTION for x in range(rect.left, rect.right)
              for y in range(rect.top, rect.bottom))
    assert lit > 100, "the selection is not shown"
    type_text("Zed")
    post_key(pygame.K_RETURN, "\r")
    step(app)
    assert scene.seats[0].name == "Zed" != was
    click(app, ("name", 0))
    post_ctrl(pygame.K_a)
    post_key(pygame.K_BACKSPACE)  # Backspace takes the whole selection
    type_text("Ada")
    step(app)
    assert scene.seats[0].name == "Ada"


def test_ctrl_a_then_typing_names_a_save(window):
    from game.shell.savefiles import read_info

    app, board, m = winter_turn(window, 6, 2)
    post_key(pygame.K_ESCAPE)
    step(app)
    click(app, "save")
    scene = app.stack.top
    assert scene.name  # the default: "Round 1: Ava, …"
    post_ctrl(pygame.K_a)
    type_text("Last stand")
    post_key(pygame.K_RETURN, "\r")
    step(app)
    assert read_info(scene.current().path).label == "Last stand"
