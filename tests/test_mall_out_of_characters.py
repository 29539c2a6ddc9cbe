"""Mall: a player out of characters *may* add a zombie in step 4 (mall.md "Out of
characters"; issue 25), so the window offers declining as a button of the bar, in words,
beside the lit places of the map, and a click on it is the engine's Pass."""

from __future__ import annotations

from human_play import click, step
from mall_kit import arrange

from game import box
from game.core.i18n import set_language
from game.mall.rules.actions import Dial, Pass
from game.mall.scenes import words
from game.shell.match import Match, SeatSetup

MALL = box.get("mall")
DECLINE = ("pass", None)


def out_of_characters_at_the_dial(app):
    """Ava (seat 0, a person) has lost everyone; the others, computers, still stand."""
    seats = [SeatSetup(n, i == 0, "normal") for i, n in enumerate(("Ava", "Bruno", "Chen", "Dagny"))]
    m = Match(MALL.make_config(4, tuple(s.name for s in seats)), 3, seats, spec=MALL)
    arrange(m.game, {"yellow-starlet": 1, "yellow-bruiser": 3, "blue-starlet": 6, "green-starlet": 4},
            hands=[[]] * 4, step="dials")
    board = MALL.board_scene(m)
    app.stack.reset(board)
    for _ in range(200):
        step(app)
        if board.deciding() and m.game.current_player() == 0:
            return m, board
    raise AssertionError("Ava was never asked for her dial")


def test_a_player_out_of_characters_declines_the_zombie_with_a_button_in_words(window):
    app = window()
    m, board = out_of_characters_at_the_dial(app)
    assert Pass() in m.game.legal_actions() and Dial(5) in m.game.legal_actions()
    step(app)
    button = next(b for b in board.buttons if b.key == DECLINE)
    assert button.label.endswith("Add no zombie")  # after its key number
    assert ("loc", 5) in [k for _, k in board.controls()]  # a place on the map sends it there
    click(app, DECLINE)
    assert str(Pass()) in m.game.history
    for _ in range(400):
        step(app)
        if m.game.s.dials is None or m.game.s.dials.complete:
            break
    events = [e for e in m.log if e.event.kind == "dials-revealed"]
    assert events and events[-1].event.data["dials"][0] is None
    assert not any(e.event.kind == "zombie-added" and "Ava" in e.event.shown() for e in m.log)


def test_the_decline_reads_in_korean():
    g = MALL.new_game(MALL.make_config(4), 1)
    arrange(g, {"yellow-starlet": 1, "blue-starlet": 6, "green-starlet": 4}, hands=[[]] * 4, step="dials")
    d = g.s.pending[0]
    assert d.seat == 0 and d.kind == "dial"
    try:
        set_language("ko")
        assert words.label(g, d, DECLINE) == "좀비를 보내지 않기"
        assert words.prompt(g, g.view(0), d, mine=True, chosen=()).startswith("내 좀비")
    finally:
        set_language("en")
