"""Undo within a human's own turn (game/shell/undo.py, Match.can_undo/undo, each board's
Undo control and Ctrl+Z), in every game.

What is undoable, found by playing seeded random games: Winter — spending food on a die,
handing off an item, a barricade, a lure, most cards played, a move with no exposure, the
card kept from a search...; Mall — playing an item (another may follow in the same
question); Showdown — a stetson before its first peek, a duster's discards but the last
(a holster attached with 2-3 players is not: the turn ends with the refill, a private
draw). Undo restores the exact earlier state (state hash, log, autosave) and is refused
after a roll, a card seen, a sealed choice, an AI's action, a curtain and the end."""

from __future__ import annotations

import random

import pygame
import pytest
from human_play import post_click, step

from game import box
from game.core.save import read_save
from game.shell import undo
from game.shell.match import Match, SeatSetup
from game.shell.savefiles import autosave_path

# game -> (seed, players) of a random game with runs of undoable actions, and kinds it must undo
GAMES = {"winter": (9, 3, {"SpendFood", "HandOff"}), "mall": (5, 4, {"Play"}),
         "showdown": (8, 2, {"Stetson", "Discard"})}
# a seeded situation for the window: (game, seed, players, the human's undoable action's kind)
UNDOABLE = [("winter", 9, 3, "SpendFood"), ("winter", 9, 3, "HandOff"), ("mall", 0, 3, "Play"),
            ("showdown", 8, 2, "Stetson"), ("showdown", 8, 2, "Discard")]
# ... and an action after which the same human decides on, but that rolled or showed a card
TOLD = [("winter", 9, 3, "Move"), ("showdown", 8, 2, "Duster")]


def everyone_human(spec, players: int, seed: int) -> Match:
    seats = [SeatSetup(f"P{i}") for i in range(players)]
    return Match(spec.make_config(players, tuple(s.name for s in seats)), seed, seats, spec=spec)


def random_play(m: Match, seed: int):
    """Play `m` at random to its end, each human lifting the curtain before deciding; yields
    (action, the state hash and log length before it) after each action."""
    rnd = random.Random(seed)
    while not m.game.is_terminal():
        if m.shown != m.decider():
            m.reveal_to(m.decider())
        a = rnd.choice(m.game.legal_actions())
        before = (m.game.state_hash(), len(m.log), list(m.game.history))
        m.apply(a)
        yield a, before


@pytest.mark.parametrize("gid", GAMES)
def test_undo_restores_the_exact_state_before_each_undoable_action(gid):
    """Every undoable action of a whole game is undone (one by one back through a run of
    them), each time to the state hash, log and history before it, then played again."""
    spec = box.get(gid)
    seed, players, kinds = GAMES[gid]
    m = everyone_human(spec, players, seed)
    before, undone, runs = {}, set(), 0
    for _, snapshot in random_play(m, seed):
        before[len(snapshot[2])] = snapshot
        taken = []
        while m.can_undo():
            at = len(m.game.history) - 1
            taken.append(spec.actions.parse(m.game.history[-1]))
            assert m.undo()
            assert (m.game.state_hash(), len(m.log), m.game.history) == before[at]
        runs += len(taken) > 1
        for a in reversed(taken):  # played again: the game goes on as it would have
            undone.add(type(a).__name__)
            m.apply(a)
    assert kinds <= undone, undone
    assert runs, "no run of several undoable actions was undone one by one"


def told_or_rolled(spec, game, a, events, rng_before) -> str | None:
    """Why an action must not be undone, judged here apart from the shell's rule."""
    if game.s.rng.state != rng_before:
        return "rolled"
    if any(e.private is not None for e in events):
        return "showed a card"
    if spec.sealed_action(a):
        return "sealed"
    if spec.reveals(events):
        return "revealed"
    return None


@pytest.mark.parametrize("gid", GAMES)
def test_undo_is_refused_after_a_roll_a_card_seen_a_sealed_choice_or_the_end(gid):
    """Across whole random games: never after an action that rolled, showed someone a card,
    was a secret choice or revealed something, nor once another seat decides or the game
    is over — even when the same human decides next."""
    spec = box.get(gid)
    seed, players, _ = GAMES[gid]
    seen = set()
    for s in (seed, seed + 1):
        m = everyone_human(spec, players, s)
        rnd = random.Random(s)
        while not m.game.is_terminal():
            if m.shown != m.decider():
                m.reveal_to(m.decider())
            seat, rng, a = m.decider(), m.game.s.rng.state, rnd.choice(m.game.legal_actions())
            why = told_or_rolled(spec, m.game, a, m.apply(a), rng)
            if why or m.decider() != seat or m.game.is_terminal():
                assert not m.can_undo(), (why, a)
                assert not m.undo()
            if why and m.decider() == seat:
                seen.add(why)
    assert not m.can_undo() and m.game.is_terminal()
    if gid != "mall":  # in Mall every such action hands the decision on (or opens a new question)
        assert seen & {"rolled", "showed a card"}, seen


def test_a_sealed_choice_is_never_undoable_whatever_else_holds():
    """A vote, a dial, a secret card: not undoable even with no RNG touched and the same
    seat and turn before and after."""
    from game.mall.rules.actions import Dial
    from game.showdown.rules.actions import Draw
    from game.winter.rules.actions import Vote

    still = (1, 0, ("owner", 0))
    for gid, action in (("winter", Vote(True)), ("mall", Dial(1)), ("showdown", Draw("x"))):
        spec = box.get(gid)
        assert spec.sealed_action(action)
        assert not undo.quiet(spec, action, [], still, still)


def first_undoable(spec, players: int, seed: int) -> tuple[Match, int]:
    """A random game with everyone human, played to its first undoable action."""
    m = everyone_human(spec, players, seed)
    for _ in random_play(m, seed):
        if m.can_undo():
            return m, m.decider()
    raise AssertionError("no undoable action")


@pytest.mark.parametrize("gid", GAMES)
def test_undo_is_refused_for_an_ai_seats_action(gid):
    """The same undoable action, played by an AI in that seat, is not taken back — not even
    once a human has the seat again (an AI took it over, then handed it back)."""
    spec = box.get(gid)
    seed, players, _ = GAMES[gid]
    human, seat = first_undoable(spec, players, seed)
    seats = [SeatSetup(f"P{i}", i != seat, "random") for i in range(players)]
    m = Match(human.game.config, seed, seats, spec=spec)
    for text in human.game.history:
        m.apply(spec.actions.parse(text))
    assert m.game.state_hash() == human.game.state_hash()
    m.seats[seat].human, m.shown = True, seat
    assert not m.can_undo() and not m.undo()


@pytest.mark.parametrize("gid", GAMES)
def test_undo_never_crosses_a_curtain(gid):
    """Hot-seat: once the curtain has come down (the seat on screen changed) or been lifted
    again, the action before it stays."""
    spec = box.get(gid)
    seed, players, _ = GAMES[gid]
    m, seat = first_undoable(spec, players, seed)
    assert m.hot_seat() and m.can_undo()
    m.shown = None  # the curtain down: nobody's secrets on screen
    assert not m.can_undo()
    m.reveal_to(seat)  # and lifted again by the same player
    assert not m.can_undo() and not m.undo()


# --- in the window ------------------------------------------------------------------------
def situation(gid: str, seed: int, players: int, kind: str, quiet: bool):
    """The first point of a seeded random game where the seat deciding can play an action of
    `kind` after which it still decides in the same turn, undoable or not as `quiet` says:
    (config, the history so far, that seat, the action)."""
    spec = box.get(gid)
    cfg = spec.make_config(players, tuple(f"P{i}" for i in range(players)))
    g, rnd = spec.new_game(cfg, seed), random.Random(seed)
    while not g.is_terminal():
        for a in g.legal_actions():
            if type(a).__name__ != kind:
                continue
            c = g.clone()
            m0 = undo.moment(spec, c)
            events = c.apply(a)
            m1 = undo.moment(spec, c)
            if m0[1:] == m1[1:] and undo.quiet(spec, a, events, m0, m1) == quiet:
                return cfg, list(g.history), g.current_player(), a
        g.apply(rnd.choice(g.legal_actions()))
    raise AssertionError(f"no {kind} in game {seed}")


def board_at(window, gid, seed, players, kind, quiet):
    """A window on that point, the seat deciding its one human (the others computers)."""
    spec = box.get(gid)
    cfg, history, seat, action = situation(gid, seed, players, kind, quiet)
    app = window()
    app.settings.animation_speed = "instant"
    seats = [SeatSetup(f"P{i}", i == seat, "random") for i in range(players)]
    board = spec.board_scene(Match(cfg, seed, seats, game=spec.replay(cfg, seed, history), spec=spec))
    app.stack.reset(board)
    step(app, 3)
    assert app.stack.top is board and board.match.decider() == board.match.shown == seat
    return app, board, action


def undo_controls(board) -> list:
    return [rect for rect, key in board.controls() if key in ("undo", ("button", "undo"))]


def post_ctrl_z():
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_z, mod=pygame.KMOD_LCTRL, unicode="\x1a",
                                         scancode=0))
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=pygame.K_z, mod=pygame.KMOD_LCTRL, unicode="\x1a",
                                         scancode=0))


@pytest.mark.parametrize("how", ["ctrl-z", "click"])
@pytest.mark.parametrize("gid,seed,players,kind", UNDOABLE)
def test_a_human_takes_back_an_action_in_the_window(window, gid, seed, players, kind, how):
    """Through the real App loop: the human's action, then Ctrl+Z (or a click on the Undo
    control, drawn only now) brings the board back to exactly the earlier state — game,
    log, nothing picked — and the autosave holds no undone action."""
    app, board, action = board_at(window, gid, seed, players, kind, quiet=True)
    m = board.match
    assert not undo_controls(board) and not board.can_undo()
    before = (m.game.state_hash(), list(m.game.history), len(m.log), board.picker_now().state())
    board.play(action)  # as the board does once the human's clicks complete it
    step(app, 3)
    assert m.game.history[-1] == str(action) and board.can_undo()
    board.autosaver.write(m)  # an autosave written since holds the action
    controls = undo_controls(board)
    assert len(controls) == 1
    if how == "ctrl-z":
        post_ctrl_z()
    else:
        post_click(controls[0].center)
    step(app, 3)
    assert (m.game.state_hash(), m.game.history, len(m.log), board.picker_now().state()) == before
    assert board.log_upto <= len(m.log) and not undo_controls(board)
    assert read_save(autosave_path())["actions"] == m.game.history


@pytest.mark.parametrize("gid,seed,players,kind", TOLD)
def test_ctrl_z_does_nothing_after_a_roll_or_a_card_seen(window, gid, seed, players, kind):
    """The same human decides on in the same turn, but the action rolled a die (Winter's
    move and its exposure) or drew cards (Showdown's duster): no Undo, Ctrl+Z does nothing."""
    app, board, action = board_at(window, gid, seed, players, kind, quiet=False)
    m = board.match
    board.play(action)
    step(app, 3)
    assert app.stack.top is board and m.decider() == m.shown
    history = list(m.game.history)
    assert not board.can_undo() and not undo_controls(board)
    post_ctrl_z()
    step(app, 3)
    assert m.game.history == history
