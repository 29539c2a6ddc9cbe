"""Only real questions: a human's decision with one possible answer is answered by the
window itself (GameScene.answer_alone) with a log line for that seat, in every game; a
Winter request is a compact prompt beside the board, with the cards it hopes for lit, and
one for a kind the player holds none of is turned down by itself while the setting says so.
Played through the real App loop: clicks and keys posted through pygame's event queue."""

from __future__ import annotations

import random

import pygame
import pytest
from human_play import post_click, post_key, redraw, step

from game import box
from game.shell.match import Match, SeatSetup
from game.shell.overlays import CurtainScene
from game.showdown.rules.actions import Give
from game.winter.rules import Config
from game.winter.rules import actions as A
from game.winter.rules.state import COLONY, Decision
from game.winter.scenes.board import BoardScene
from game.winter.scenes.board_panels import HAND_RECT
from game.winter.scenes.board_view import LOCATIONS, place_rect
from game.winter.scenes.dialogs import DecisionDialog

NAMES = ("Ava", "Bruno", "Chen", "Dagny")


def match_at(spec, seed: int, humans, found):
    """A match of four (the seats in `humans` people) played at random up to the first
    decision `found(game, decision)` accepts."""
    seats = [SeatSetup(n, i in humans, "random") for i, n in enumerate(NAMES)]
    m = Match(spec.make_config(4, NAMES), seed, seats, spec=spec)
    rnd = random.Random(seed)
    while not m.game.is_terminal():
        if found(m.game, m.game.s.pending[0]):
            return m
        m.apply(rnd.choice(m.game.legal_actions()))
    raise AssertionError("the wanted decision never came")


def notes_for(m, seat: int) -> list[str]:
    return [x.event.shown() for x in m.log if x.event.kind == "note" and x.event.visible_to(seat)]


def played_back(app, board, frames=120):
    for _ in range(frames):
        step(app)
        if not board.queue:
            break
    redraw(app)


# --- Mall: the camera offer to a player without a camera -------------------------------------
def no_camera(g, d):
    from game.mall.rules.actions import Pass

    return d.kind == "camera" and d.seat == 0 and g.legal_actions() == [Pass()]


def test_mall_does_not_offer_the_camera_to_a_player_without_one(window):
    mall = box.get("mall")
    app = window()
    m = match_at(mall, 1, (0,), no_camera)
    board = mall.board_scene(m)
    app.stack.reset(board)
    n = len(m.game.history)
    step(app)
    assert m.game.history[n] == "pass", "the camera question was put to the player"
    assert app.stack.top is board
    played_back(app, board)
    line = "You hold no camera card to play: the box dice stay hidden from you."
    assert notes_for(m, 0) == [line]
    assert any("camera card" in t for t in app.ui.drawn), "the log does not say why"


def test_mall_hot_seat_answers_without_a_curtain_and_tells_only_that_player(window):
    mall = box.get("mall")
    app = window()
    m = match_at(mall, 2, (0, 1), no_camera)
    m.reveal_to(1)  # the other person is at the screen
    board = mall.board_scene(m)
    app.stack.reset(board)
    n = len(m.game.history)
    step(app)
    assert m.game.history[n] == "pass"
    assert not isinstance(app.stack.top, CurtainScene) and m.shown == 1
    assert notes_for(m, 0) and not notes_for(m, 1)


# --- Showdown: a safe for the one poorest player -----------------------------------------------
def one_poorest(g, d):
    legal = g.legal_actions()
    return d.kind == "give" and d.seat == 0 and len(legal) > 1 and len({a.to for a in legal}) == 1 \
        and legal[0].to >= 0


def test_showdown_gives_the_safe_to_the_only_poorest_player_without_asking(window):
    showdown = box.get("showdown")
    app = window()
    app.settings.animation_speed = "instant"
    m = match_at(showdown, 0, (0,), one_poorest)
    to = m.game.legal_actions()[0].to
    board = showdown.board_scene(m)
    app.stack.reset(board)
    for _ in range(60):
        step(app)
        if board.deciding():
            break
    n = len(m.game.history)
    safe = next((r, k) for r, k in board.controls() if k[0] == "safe")
    post_click(safe[0].center)
    step(app)
    assert m.game.history[n:n + 1] == [str(Give(safe[1][1][1], to))], "'to which of the poorest?' was asked"
    played_back(app, board)
    assert notes_for(m, 0) == [f"The poorest player is {NAMES[to]}: the safe goes to {NAMES[to]}."]


# --- Winter: requests -----------------------------------------------------------------------
def winter_request(app, hand_types, wish, turn_down=True):
    """A game of three where Bruno (an AI) asks Ava (the person) for a `wish` card while Ava
    holds one card of each of `hand_types`; the board on the App's stack."""
    seats = [SeatSetup("Ava", True), SeatSetup("Bruno", False, "random"), SeatSetup("Chen", False, "random")]
    m = Match(Config(players=3, names=("Ava", "Bruno", "Chen")), 4, seats)
    rnd = random.Random(4)
    while m.game.s.phase != "turns" or m.game.s.pending:
        m.apply(rnd.choice(m.game.legal_actions()))
    g = m.game
    by_type = {}
    for cid, item in g.c.items.items():
        by_type.setdefault(item.type, cid)
    g.s.players[0].hand = [by_type[t] for t in hand_types]
    g.s.pending = [Decision("give", 0, {"requester": 1, "type": wish})]
    g.s.players[1].last_request = (g.s.round, wish, False)
    g._legal = None
    app.settings.turn_down_requests = turn_down
    board = BoardScene(m)
    app.stack.reset(board)
    app.apply_settings()
    return m, board


def test_a_request_for_a_kind_not_held_is_turned_down_with_the_setting_on(window):
    app = window()
    assert app.settings.turn_down_requests, "on by default"
    m, board = winter_request(app, ("food", "tool"), "medicine")
    n = len(m.game.history)
    step(app)
    assert m.game.history[n] == "decline" and app.stack.top is board
    assert notes_for(m, 0) == ["Bruno asks for a medicine card and you hold none: you give nothing (Settings: "
                               "turn down requests)."]


def test_with_the_setting_off_the_request_is_a_compact_prompt_beside_the_board(window):
    app = window()
    m, board = winter_request(app, ("food", "tool"), "medicine", turn_down=False)
    step(app, 3)
    prompt = app.stack.top
    assert isinstance(prompt, DecisionDialog) and len(m.game.history) > 0
    app.stack.scenes.remove(prompt)  # the board alone, for the pixels the prompt must leave as they are
    redraw(app)
    alone = app.screen.copy()
    app.stack.scenes.append(prompt)
    redraw(app)
    hand = app.ui.r(*HAND_RECT)
    for pid in (COLONY,) + LOCATIONS:  # the colony and every place, exactly as without the prompt
        area = place_rect(app.ui, pid)
        pixels = [(x, y) for x in range(area.left, area.right, 5) for y in range(area.top, area.bottom, 5)
                  if not hand.inflate(app.ui.px(12), app.ui.px(12)).collidepoint(x, y)]
        assert all(app.screen.get_at(xy) == alone.get_at(xy) for xy in pixels), f"the request covers {pid}"
    # nothing asked for is held: no card is lit, each may still be given, or nothing
    actions = {k for _, k in prompt.controls()}
    assert actions == set(m.game.legal_actions())
    assert prompt.lit == []
    post_key(pygame.K_0, "0")
    step(app)
    assert m.game.history[-1] == "decline" and app.stack.top is board


@pytest.mark.parametrize("turn_down", [True, False])
def test_the_cards_asked_for_are_lit_and_a_click_gives_one(window, turn_down):
    app = window()
    m, board = winter_request(app, ("food", "medicine", "tool"), "medicine", turn_down=turn_down)
    step(app, 3)
    prompt = app.stack.top
    hand = m.game.s.players[0].hand
    medicine = hand[1]
    assert prompt.lit == [medicine], "the medicine card is the one lit"
    cards = dict((k.card, r) for r, k in prompt.controls() if isinstance(k, A.Give))
    assert set(cards) == set(hand)
    assert cards[medicine].colliderect(app.ui.r(*HAND_RECT)), "lit where it lies, in the hand"
    post_click(cards[medicine].center)
    step(app)
    assert m.game.history[-1] == f"give {medicine}"



def test_the_setting_is_a_button_in_settings_kept_and_followed_by_the_board(window):
    from game.shell import settings as S
    from game.shell.settings_scene import SettingsScene

    app = window()
    m, board = winter_request(app, ("food",), "medicine")
    app.stack.push(SettingsScene())
    step(app)
    button = next(r for r, k in app.stack.top.controls() if k == ("requests",))
    post_click(button.center)
    step(app)
    assert app.settings.turn_down_requests is False and S.load()[0].turn_down_requests is False
    assert board.turn_down_requests is False
    post_key(pygame.K_ESCAPE)
    step(app, 3)
    assert isinstance(app.stack.top, DecisionDialog), "with the setting off, the request is asked"
