"""The computer takes over a person's seat from the pause menu, and gives it back, in every
game: driven through the real App loop (Esc, clicks on the menus' controls), with the
curtain following and a save keeping who plays."""

from __future__ import annotations

import pygame
import pytest
from human_play import click, post_key, redraw, step

from game import box
from game.shell.match import SeatSetup
from game.shell.menus import PauseScene
from game.shell.overlays import ConfirmScene, CurtainScene
from game.shell.playing import GameScene
from game.shell.savefiles import load_match, read_info, save_match
from game.shell.takeover import SeatsScene

NAMES = ("Ava", "Bruno", "Chen", "Dagny", "Emeka")


def start(app, game_id: str, humans: int = 1, seed: int = 4):
    spec = box.get(game_id)
    n = spec.default_players if spec.default_players <= 5 else 5
    seats = [SeatSetup(NAMES[i], i < humans, "random") for i in range(n)]
    app.start_match(spec.make_config(n, tuple(s.name for s in seats)), seed, seats, spec)
    return app.stack.top


def until(app, cond, frames: int = 4000, what: str = ""):
    for _ in range(frames):
        if cond():
            return
        step(app)
    raise AssertionError(f"never happened: {what}")


def top_drawn(app) -> list[str]:
    """What the top scene alone draws (the board under a menu has its own "deciding…")."""
    redraw(app)
    app.ui.drawn = []
    app.stack.top.draw(app.ui)
    cut = [t for t in app.ui.drawn if t.endswith("…")]
    assert not cut, f"text cut short: {cut[:5]}"
    return list(app.ui.drawn)


def pause(app, board):
    """Esc from whatever the board shows (the board itself or one of its dialogs)."""
    post_key(pygame.K_ESCAPE)
    step(app)
    assert isinstance(app.stack.top, PauseScene), app.stack.top
    top_drawn(app)


@pytest.mark.parametrize("game_id", ["winter", "mall", "showdown"])
def test_the_computer_takes_a_seat_over_and_gives_it_back(window, game_id):
    app = window()
    board = start(app, game_id)
    m = board.match
    until(app, lambda: m.decider() == 0 and not board.queue, what="the person's first decision")
    step(app, 5)
    h0 = len(m.game.history)
    assert len(m.game.history) == h0  # the game waits for the person
    pause(app, board)
    click(app, "take")  # "Let the computer play Ava": asked first
    assert isinstance(app.stack.top, ConfirmScene) and m.seats[0].human
    click(app, True)
    assert app.stack.top is board, app.stack.scenes  # straight back to the game
    assert not m.seats[0].human and m.seats[0].away and m.seats[0].level == "normal"
    until(app, lambda: len(m.game.history) > h0, what="the computer playing Ava's decision")
    assert m.shown is None  # nobody left at the table: the public view

    until(app, lambda: isinstance(app.stack.top, GameScene), what="the board on top")
    pause(app, board)
    click(app, "seats")
    assert isinstance(app.stack.top, SeatsScene)
    assert "Ava plays again" in top_drawn(app)
    click(app, ("give", 0))
    assert app.stack.top is board and m.seats[0].human and not m.seats[0].away and m.shown == 0
    until(app, lambda: m.decider() == 0 and not board.queue and not m.game.is_terminal(),
          what="Ava asked again")
    h1 = len(m.game.history)
    step(app, 60)
    assert len(m.game.history) == h1 and m.decider() == 0  # the person decides, not the computer
    redraw(app)
    assert app.stack.top.controls(), "Ava's choices are on screen"


def test_a_seat_handed_over_gets_no_curtain(window):
    app = window()
    app.settings.animation_speed = "instant"
    board = start(app, "mall", humans=2, seed=5)
    m = board.match
    until(app, lambda: isinstance(app.stack.top, CurtainScene), what="a curtain")
    seat = app.stack.top.seat
    other = 1 - seat
    pause(app, board)
    click(app, "seats")
    for _ in range(2):  # normal -> hard -> random: the level is the player's choice
        click(app, ("level", seat))
    click(app, ("take", seat))
    click(app, True)  # "The computer plays … until you take the seat back": yes
    assert not any(isinstance(s, CurtainScene) for s in app.stack.scenes), "the curtain went with the seat"
    assert m.seats[seat].level == "random" and m.shown == other  # one person left: their screen
    h0 = len(m.game.history)
    for _ in range(3000):
        assert not (isinstance(app.stack.top, CurtainScene) and app.stack.top.seat == seat)
        if any(m.game.history[h0:]) and m.decider() == other:
            break
        step(app)
    assert len(m.game.history) > h0
    assert not m.hot_seat() and not m.needs_curtain()


def test_a_save_keeps_who_plays(window, tmp_path):
    app = window()
    board = start(app, "showdown", humans=2)
    m = board.match
    from game.shell.takeover import hand_to_computer

    hand_to_computer(m, 1, "easy")
    path = save_match(m, tmp_path / "seats.json")
    again = load_match(path)
    assert [(s.human, s.away, s.level) for s in again.seats[:2]] == [(True, False, "random"), (False, True, "easy")]
    assert "Bruno (AI easy)" in read_info(path).seats_text()
    app.stack.reset(again.spec.board_scene(again))
    board = app.stack.top
    step(app, 3)
    while not isinstance(app.stack.top, GameScene):
        app.stack.pop()
    pause(app, board)
    click(app, "seats")
    drawn = top_drawn(app)
    assert "Bruno plays again" in drawn and "Let the computer play Ava" in drawn


def test_each_seat_is_marked_in_its_colour_in_the_game_and_a_dealt_colour_not_before(window):
    """Mall deals its colours at the start: the seats screen marks each seat with its dealt
    colour, and the new-game screen, before any is dealt, marks none with a colour."""
    from game.render import ui as U
    from game.shell.menus import setup_colour

    app = window()
    board = start(app, "mall")
    until(app, lambda: app.stack.top is board, what="the board")
    app.stack.push(SeatsScene(board))
    redraw(app)
    game = board.match.seat_game()
    for i in range(len(board.match.seats)):
        pitch = min(58, 500 / len(board.match.seats))
        at = app.ui.p(123, 136 + i * pitch + 14)
        assert tuple(app.screen.get_at(at))[:3] == box.get("mall").seat_colour(i, game), f"seat {i}"
    assert setup_colour(box.get("mall"), 0) == U.MUTED
    showdown = box.get("showdown")
    assert [setup_colour(showdown, i) for i in range(4)] == [showdown.seat_colour(i) or U.SEATS[i] for i in range(4)]
