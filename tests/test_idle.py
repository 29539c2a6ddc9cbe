"""The window rests when nothing moves (App.rest): the frames it is due (App.due) on the
title, on a human's decision, while computer players act and while things animate, and
input or a computer player's answer ending a rest. No timing: bench/idle.py measures.
(tests/monkey.py checks, wherever it goes, that a window at rest has nothing to draw.)"""

from __future__ import annotations

import threading
import time

import pygame
import pytest
from human_play import FRAME, post_key, step

from game import box
from game.shell.app import AMBIENT, REST
from game.shell.match import SeatSetup
from game.shell.playing import REASON_TIME
from game.shell.rules_text import Reason
from game.shell.screenshot import find_match


def left_alone(app):
    """As if nobody had touched the window for a while: ambient motion stops."""
    app.input_at -= AMBIENT
    step(app)


def at_a_decision(app, game_id: str):
    """Seat 0, a person, to act on a seeded board a few rounds in; the board."""
    spec = box.get(game_id)
    match, _events = find_match(spec, 3, "board")
    board = spec.board_scene(match)
    app.stack.reset(board)
    for _ in range(2000):  # the computer players before seat 0 answer (on their thread), then the
        step(app)          # last play-back and animations end
        if match.is_human(match.decider()) and app.due() is None:
            break
        if match.worker.busy():
            time.sleep(0.005)  # let the AI thread answer: the frames alone do not wait for it
    assert match.is_human(match.decider()) and match.decider() == match.shown and app.stack.top is board
    return board


def test_the_title_snows_while_someone_is_there_and_rests_when_left_alone(window):
    app = window()
    app.to_title()
    step(app)
    assert app.due() == 0  # the snow falls
    left_alone(app)
    assert app.due() is None
    snow = pygame.image.tobytes(app.screen, "RGB")
    app.step(REST)  # the slow redraw at rest shows the snow where it lay
    assert pygame.image.tobytes(app.screen, "RGB") == snow


@pytest.mark.parametrize("kind, event", [
    ("motion", pygame.event.Event(pygame.MOUSEMOTION, pos=(600, 300), rel=(4, 0), buttons=(0, 0, 0))),
    ("key", pygame.event.Event(pygame.KEYDOWN, key=pygame.K_DOWN, mod=0, unicode="", scancode=0)),
])
def test_input_ends_a_rest_and_is_handled_in_the_frame_it_wakes(window, kind, event):
    app = window()
    app.to_title()
    left_alone(app)
    assert app.due() is None
    pygame.event.post(event)
    events, slept = app.rest()
    assert slept and [e.type for e in events] == [event.type]
    app.step(FRAME, events)
    assert app.attended() and app.due() == 0  # someone is there: the snow falls again


@pytest.mark.parametrize("game_id", box.ids())
def test_a_human_decision_with_nothing_moving_rests(window, game_id):
    app = window()
    board = at_a_decision(app, game_id)
    left_alone(app)
    assert app.due() is None
    assert board.changes_in() is None


class Held:
    """A computer player whose answer waits until the test lets it go."""

    def __init__(self, agent):
        self.agent, self.go = agent, threading.Event()

    def act(self, view, legal):
        self.go.wait(10)
        return self.agent.act(view, legal)


@pytest.mark.parametrize("game_id", box.ids())
def test_computer_players_keep_the_window_going_and_their_answers_wake_it(window, game_id):
    app = window()
    spec = box.get(game_id)
    seats = [SeatSetup(f"AI {i + 1}", False, "random") for i in range(spec.default_players)]
    app.start_match(spec.make_config(len(seats), tuple(s.name for s in seats)), 1, seats, spec)
    board = app.stack.top
    seat = board.match.decider()
    held = board.match.agents[seat] = Held(board.match.agents[seat])
    pygame.event.clear()
    assert app.due() == 0  # a computer player to move: the next frame asks it
    step(app)
    assert board.match.worker.busy() and app.due() is None  # it thinks: the window may rest ...
    held.go.set()
    board.match.worker.wait(5)
    assert pygame.event.peek(pygame.USEREVENT)  # ... until its answer wakes it
    assert app.due() == 0
    step(app)
    assert len(board.game.history) == 1


def test_winters_board_asks_for_the_frames_its_throttled_redraw_still_owes(window):
    """While the computer plays, Winter's board redraws at most two changed panels a frame; the
    rest are owed, so it asks for the next frame until none is left, and only then rests
    (after an undo under a dialog the log once stayed as it was until the next input)."""
    app = window()
    spec = box.get("winter")
    seats = [SeatSetup(f"AI {i + 1}", False, "random") for i in range(spec.default_players)]
    app.start_match(spec.make_config(len(seats), tuple(s.name for s in seats)), 1, seats, spec)
    board = app.stack.top
    seat = board.match.decider()
    held = board.match.agents[seat] = Held(board.match.agents[seat])
    step(app)
    step(app)
    assert board.match.worker.busy() and app.due() is None  # it thinks; every panel is drawn
    painter = board.painter
    owed = ["seats", "hand", "crisis", "secret", "log"]
    for name in owed:  # as if the state under them had changed
        key, regions, drawn = painter.pieces[name]
        painter.pieces[name] = (("stale",), regions, drawn)
    frames = 0
    while any(painter.pieces[n][0] == ("stale",) for n in owed):
        assert app.due() == 0 or frames == 0, f"panels still owed after {frames} frames, and the window would rest"
        step(app)
        frames += 1
    assert frames == 3  # two a frame
    assert app.due() is None  # all drawn: it rests again
    held.go.set()
    board.match.worker.wait(5)


def test_the_pacing_between_computer_moves_is_a_timer(window):
    app = window()
    board = at_a_decision(app, "mall")
    board.match.seats[0].human = False  # the seat goes to the computer, which just moved
    board.match.agents[0] = box.get("mall").make_agent("random", 1)
    board.ai_wait = 0.4
    assert app.due() == pytest.approx(0.4)
    board.fast_forward = True  # Space: no pacing
    assert app.due() == 0


@pytest.mark.parametrize("game_id", box.ids())
def test_a_why_not_fades_on_a_timer(window, game_id):
    app = window()
    board = at_a_decision(app, game_id)
    left_alone(app)
    board.say_why(Reason("A test reason.", "1"))
    assert app.due() == pytest.approx(REASON_TIME)
    app.step(REASON_TIME + FRAME)  # the frame the rest ends in: dt counts the whole rest
    assert board.reason is None and app.due() is None


def test_winter_dice_slides_and_halo_ask_for_frames(window):
    app = window()
    board = at_a_decision(app, "winter")
    left_alone(app)
    painter = board.painter
    painter.rolling_until = painter.time + 0.5  # the dice tumble
    step(app)
    assert app.due() == 0
    step(app, 40)
    assert app.due() is None
    sid = next(iter(painter.token_pos))
    painter.moves[sid] = ((0, 0), painter.token_pos[sid], painter.time)  # a token slides in
    step(app)
    assert app.due() == 0
    step(app, 30)
    assert app.due() is None
    mine = next(x for x in board.picker_now().subjects() if x in painter.token_pos)
    assert board.picker_now().select(mine)  # a selected survivor's halo pulses while someone is there ...
    app.input_at += AMBIENT
    step(app)
    assert app.due() == 0
    left_alone(app)  # ... and holds still when nobody is
    assert app.due() is None


def test_mall_places_flash_until_they_fade(window):
    from game.mall.scenes.board import PULSE

    app = window()
    board = at_a_decision(app, "mall")
    board.pulse[next(iter(board.view().zombies))] = (1.0, (255, 0, 0))  # a zombie arrived there
    step(app)
    assert app.due() == 0
    step(app, round(PULSE / FRAME) + 2)
    assert not board.pulse and app.due() is None


def test_showdown_staged_dice_roll_then_hold_then_close(window):
    from game.showdown.scenes.stage import Row, Stage, StageScene

    app = window()
    app.settings.animation_speed = "normal"
    app.apply_settings()
    board = at_a_decision(app, "showdown")
    stage = StageScene(board, Stage("A fight", [Row(0, "Ava", "fires", dice=[(6, 4, "gun", False)])], rolls=True))
    app.stack.push(stage)
    step(app)
    assert app.due() == 0  # the dice roll
    stage.age = stage.roll_time
    step(app)
    assert 0 < app.due() <= stage.hold - stage.roll_time  # held on screen, then it closes by itself
    app.step(app.due() + FRAME)
    assert app.stack.top is board


def test_typing_a_save_name_blinks_the_caret_twice_a_second(window):
    from game.shell.menus import PauseScene
    from game.shell.saveload import SaveLoadScene

    app = window()
    board = at_a_decision(app, "winter")
    app.stack.push(PauseScene(board))
    app.stack.push(SaveLoadScene("save", board.match))
    left_alone(app)
    post_key(pygame.K_a, "a")
    step(app)
    assert 0 < app.due() <= 0.5
