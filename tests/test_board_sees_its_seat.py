"""The board reads only what the seat on screen may know (issue 26: the window is a client
of a table). GameScene.game is Match.seat_game(): a game built over that seat's view, in
solo and in hot-seat, for every game. Scramble in the engine everything the seat may not
know (GameSpec.scramble_hidden) and neither the board's game (its state, its legal
actions) nor the frame drawn for the seat (text and pixels) changes. Behind the hot-seat
curtain the board's game holds nobody's secrets; no other seat's hand is reachable
through board.game."""

from __future__ import annotations

import importlib
import random

import pygame
import pytest

from game import box
from game.core.hashing import plain
from game.shell.match import Match, SeatSetup
from game.shell.overlays import CurtainScene
from tests.human_play import post_key, step

POINTS = (3, 25, 60)  # actions played at random before each look


def played(spec, players: int, seed: int, steps: int):
    """A game `steps` random actions in (fewer if it ends), stopped where a seat decides."""
    config = spec.make_config(players, tuple(f"P{i}" for i in range(players)))
    g, rnd = spec.new_game(config, seed), random.Random(seed)
    for _ in range(steps):
        if g.is_terminal() or g.current_player() is None:
            break
        g.apply(rnd.choice(g.legal_actions()))
    return g


def board_over(app, spec, game, humans: set, shown: int):
    """A board over `game` with `humans` at the screen and `shown`'s secrets on it."""
    seats = [SeatSetup(f"P{i}", i in humans, "random") for i in range(len(hands(game.s)))]
    match = Match(game.config, 1, seats, game=game, spec=spec)
    match.reveal_to(shown)
    board = spec.board_scene(match)
    app.stack.reset(board)
    return board


def seen(app, board) -> tuple:
    """What the board holds and shows: its game's state and legal list, the words and pixels drawn."""
    app.ui.drawn = []
    app.ui.surface.fill((0, 0, 0))
    board.draw(app.ui)
    return (plain(board.game.s), [str(a) for a in board.game.legal_actions()], sorted(app.ui.drawn),
            pygame.image.tobytes(app.ui.surface, "RGB"))


def hands(state) -> list[list]:
    """Every seat's hand, in the three games' states."""
    return state.hands if hasattr(state, "hands") else [p.hand for p in state.players]


@pytest.mark.parametrize("game_id", box.ids())
def test_scrambling_what_the_seat_may_not_know_changes_nothing_on_its_board(game_id, window):
    app, spec, rnd = window(), box.get(game_id), random.Random(5)
    looked = 0
    for steps in POINTS:
        g = played(spec, spec.min_players + 1, 7 + steps, steps)
        seat = g.current_player()
        if seat is None:
            continue
        for humans in ({seat}, {seat, (seat + 1) % len(hands(g.s))}):  # solo, hot-seat
            for shown in sorted(humans):  # the seat deciding, and (hot-seat) one that does not
                other = g.clone()
                spec.scramble_hidden(other, shown, rnd)
                assert plain(other.s) != plain(g.s)  # something was hidden from `shown`
                a = seen(app, board_over(app, spec, g, humans, shown))
                b = seen(app, board_over(app, spec, other, humans, shown))
                what = ("game state", "legal actions", "words drawn", "pixels drawn")
                assert [w for w, x, y in zip(what, a, b) if x != y] == [], (game_id, steps, humans, shown)
                looked += 1
    assert looked >= 6


@pytest.mark.parametrize("game_id", box.ids())
def test_another_seats_hand_is_not_in_the_boards_game(game_id, window):
    """The engine holds every hand; the board's game holds the shown seat's only (the
    others' cards face down), and only its legal actions when it decides."""
    app, spec = window(), box.get(game_id)
    g = played(spec, spec.min_players + 1, 3, 25)
    seat = g.current_player()
    hidden = importlib.import_module(f"game.{game_id}.rules.view").HIDDEN
    board = board_over(app, spec, g, {seat}, seat)
    assert board.match.game is g and board.game is not g
    theirs = [h for p, h in enumerate(hands(g.s)) if p != seat]
    assert any(card != hidden for h in theirs for card in h)  # there is something to hide
    for p, hand in enumerate(hands(board.game.s)):
        if p == seat:
            assert hand == hands(g.s)[seat]
        else:
            assert set(hand) <= {hidden}, f"seat {p}'s hand on seat {seat}'s board: {hand}"
    assert board.game.legal_actions() == g.legal_actions()
    assert board_over(app, spec, g, {seat, (seat + 1) % len(theirs)}, (seat + 1) % len(theirs)
                      ).game.legal_actions() == []  # not its turn: nothing to offer


@pytest.mark.parametrize("game_id", box.ids())
def test_behind_the_hot_seat_curtain_the_board_knows_nobodys_secrets(game_id, window):
    """Through the App loop: two people and computers; when the curtain goes up for the
    next person, the board's game is the public view (not the last person's, nor the
    engine); lifted, it is that person's view."""
    app, spec = window(), box.get(game_id)
    players = spec.min_players + 1
    config = spec.make_config(players, tuple(f"P{i}" for i in range(players)))
    seats = [SeatSetup(f"P{i}", i < 2, "random") for i in range(players)]
    match = Match(config, 11, seats, spec=spec)
    board = spec.board_scene(match)
    app.stack.reset(board)
    curtains, rnd = 0, random.Random(2)
    for _ in range(3000):
        if match.game.is_terminal() or curtains >= 3:
            break
        top = app.stack.top
        if isinstance(top, CurtainScene):
            assert plain(board.game.s) == plain(match.game.view(None)), "secrets behind the curtain"
            assert board.game.legal_actions() == [] and match.shown is None
            assert all(set(h) <= {"?"} for h in hands(board.game.s))
            top.age = top.ARM
            post_key(pygame.K_RETURN)
            step(app)
            assert match.shown == top.seat and plain(board.game.s) == plain(match.game.view(top.seat))
            curtains += 1
        else:
            if match.is_human(match.decider()) and match.shown == match.decider() and not board.queue \
                    and board.game.legal_actions():
                board.play(rnd.choice(board.game.legal_actions()))  # the person's move, as the screen offers it
            if top is not board:
                app.stack.pop(top)  # a dialog asking it, a staged moment: played and closed
        step(app)
    assert curtains >= 3, f"{game_id}: only {curtains} curtains"
