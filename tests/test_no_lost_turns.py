"""No turn is lost by a slip (issue 25 §1), through the real App loop: the pause menu asks
before the computer takes a seat and a click meant for the board never hands it away;
Enter (or End turn) with dice left asks while "Confirm hard moves" is on; a save is
written over, and a game left for the title, only with nothing lost."""

from __future__ import annotations

import pygame
import pytest
from human_play import click, post_click, post_key, redraw, step
from test_takeover import pause, start, until
from winter_kit import clear_board, dice, game, group, hand, take

from game.shell.match import Match, SeatSetup
from game.shell.menus import PauseScene, TitleScene
from game.shell.overlays import ConfirmScene
from game.winter.rules import actions as A
from game.winter.scenes.board import BoardScene

NAMES = ("Ava", "Bruno", "Chen", "Dagny")


def winter_turn(window, *dice_left: int, confirm: bool = True, cards: int = 0):
    """Ava (a person, seat 0) on her turn in the colony with `dice_left` and `cards` in hand."""
    g = game(4)
    clear_board(g)
    group(g, 0, "theo-nakamura", "kwame-asante")
    dice(g, 0, *dice_left)
    mine = [cid for cid, k in g.c.items.items() if k.type in ("food", "junk")][:cards]
    for cid in mine:
        take(g, cid)
    hand(g, 0, *mine)
    app = window()
    app.settings.confirm_actions = confirm
    m = Match(g.s.config, 1, [SeatSetup(n, i == 0, "random") for i, n in enumerate(NAMES)], game=g)
    board = BoardScene(m)
    app.stack.reset(board)
    step(app, 3)
    assert board.human_turn()
    return app, board, m


def ended(m, before: int) -> bool:
    return len(m.game.history) > before and m.game.history[before] == str(A.EndTurn())


def test_enter_with_dice_left_asks_before_the_turn_ends(window):
    app, board, m = winter_turn(window, 6, 2)
    h = len(m.game.history)
    post_key(pygame.K_RETURN, "\r")
    step(app)
    assert isinstance(app.stack.top, ConfirmScene) and len(m.game.history) == h
    assert "2 dice unused" in app.stack.top.question
    post_key(pygame.K_ESCAPE)  # no: the turn goes on, dice and all
    step(app)
    assert app.stack.top is board and len(m.game.history) == h and m.game.s.players[0].unused == [6, 2]
    click(app, ("button", "end-turn"))  # the button asks the same
    assert isinstance(app.stack.top, ConfirmScene) and len(m.game.history) == h
    post_key(pygame.K_RETURN, "\r")  # yes
    step(app)
    assert ended(m, h)


def test_with_confirm_hard_moves_off_enter_ends_the_turn_at_once(window):
    app, board, m = winter_turn(window, 6, 2, confirm=False)
    h = len(m.game.history)
    post_key(pygame.K_RETURN, "\r")
    step(app)
    assert ended(m, h) and not isinstance(app.stack.top, ConfirmScene)


def test_with_no_die_left_to_spend_enter_ends_the_turn_without_a_question(window):
    app, board, m = winter_turn(window)
    h = len(m.game.history)
    post_key(pygame.K_RETURN, "\r")
    step(app)
    assert ended(m, h)


@pytest.mark.parametrize("game_id", ["winter", "mall", "showdown"])
def test_the_pause_menu_asks_before_the_computer_takes_the_seat(window, game_id):
    app = window()
    board = start(app, game_id)
    m = board.match
    until(app, lambda: m.decider() == 0 and not board.queue, what="the person's first decision")
    step(app, 5)
    pause(app, board)
    click(app, "take")
    confirm = app.stack.top
    assert isinstance(confirm, ConfirmScene) and m.seats[0].human
    redraw(app)
    assert any("The computer plays Ava until you take the seat back" in t for t in app.ui.drawn)
    post_key(pygame.K_BACKSPACE)  # no
    step(app)
    assert isinstance(app.stack.top, PauseScene) and m.seats[0].human and not m.seats[0].away


def test_esc_esc_and_a_click_meant_for_a_card_never_hand_the_seat_away(window):
    """The slip of the issue: a card selected, Esc, Esc, then a click (and a second one, a
    double click) where a card of the hand lies, at every height of the cards."""
    app, board, m = winter_turn(window, 6, 2, cards=6)
    redraw(app)
    cards = [(r, k) for r, k in board.painter.regions if k[0] == "card"]
    assert len(cards) >= 6
    h = len(m.game.history)
    for rect, key in cards:
        for fy in (0.15, 0.5, 0.85):
            point = (rect.centerx, rect.y + int(rect.h * fy))
            post_click(board.painter.point_for(key))  # the card, selected
            step(app)
            for _ in range(2):
                post_key(pygame.K_ESCAPE)
                step(app)
            for _ in range(2):
                post_click(point)
                step(app)
            assert m.seats[0].human and not m.seats[0].away, (key, fy, [type(s).__name__ for s in app.stack.scenes])
            app.stack.pop(app.stack.scenes[1]) if len(app.stack.scenes) > 1 else None
            board.picker_now().reset()
            step(app)
    assert len(m.game.history) == h


def test_the_pause_menu_takes_no_number_keys(window):
    """A number typed right after Esc was meant for the board's choices: it picks no menu item
    (the seventh and eighth items hand the seat over and leave the game)."""
    app, board, m = winter_turn(window, 6, 2)
    post_key(pygame.K_ESCAPE)
    step(app)
    for key in range(pygame.K_1, pygame.K_9 + 1):
        post_key(key, chr(key))
        step(app)
    assert isinstance(app.stack.top, PauseScene) and m.seats[0].human


def mid_turn(window):
    """A person's Winter turn with one action taken and played back: app, board, history."""
    from game import box
    from game.shell.screenshot import find_match

    app = window()
    m, _events = find_match(box.get("winter"), 3, "board")  # a game as played (its save replays)
    board = BoardScene(m)
    app.stack.reset(board)
    step(app, 3)
    assert board.human_turn()
    board.request(next(a for a in m.game.legal_actions() if not isinstance(a, A.EndTurn)))
    until(app, lambda: not board.queue and app.stack.top is board, what="the action played back")
    return app, board, list(m.game.history)


def test_quit_to_title_keeps_the_turn_under_way(window):
    """What was done this turn is in the autosave the title's Continue opens."""
    app, board, done = mid_turn(window)
    pause(app, board)
    click(app, "title")
    assert isinstance(app.stack.top, TitleScene)
    step(app)
    click(app, "continue")
    again = app.stack.top
    assert isinstance(again, BoardScene) and list(again.match.game.history) == done


def test_closing_the_window_keeps_the_turn_under_way(window):
    """The window's close button mid-turn: the autosave holds what was done this turn."""
    from game.core.files import settle
    from game.shell.savefiles import autosave_path, load_match

    app, board, done = mid_turn(window)
    pygame.event.post(pygame.event.Event(pygame.QUIT))
    assert app.run(max_seconds=10) == 0  # the loop ends on the close button
    settle()
    assert list(load_match(autosave_path()).game.history) == done


def test_a_save_is_written_over_only_when_asked_twice(window):
    from game.shell.savefiles import read_info, slot_path
    from game.shell.saveload import SaveLoadScene

    app, board, m = winter_turn(window, 6, 2)
    pause(app, board)
    click(app, "save")
    scene = app.stack.top
    assert isinstance(scene, SaveLoadScene)
    post_key(pygame.K_RETURN, "\r")  # the first empty slot: saved at once
    step(app)
    first = scene.current().path
    assert read_info(first).ok and first == slot_path("slot-1")
    stamp = first.stat().st_mtime_ns
    click(app, ("row", 0))
    post_key(pygame.K_RETURN, "\r")  # a save is there: asked
    step(app)
    assert first.stat().st_mtime_ns == stamp and scene.confirm_overwrite
    redraw(app)
    assert "Really overwrite?" in app.ui.drawn
    post_key(pygame.K_RETURN, "\r")  # asked twice: written over
    step(app)
    assert first.stat().st_mtime_ns != stamp and not scene.confirm_overwrite
