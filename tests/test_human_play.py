"""Winter played by people: whole games through the window's own input path (the
real App loop, synthetic clicks and keys; tests/human_play.py), the screen offering
exactly the engine's legal actions, and the board's manners (curtain, colony phase,
confirmations, hotkeys, nothing cut or dropped)."""

import pygame
import pytest
from human_play import FRAME, HumanHarness, post_click, post_key, redraw, screen_actions
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.ai.random_agent import RandomAgent
from game.shell.overlays import ConfirmScene, CurtainScene
from game.winter.rules import actions as A
from game.winter.scenes.board import BoardScene
from game.winter.scenes.dialogs import ColonyPhaseScene
from game.winter.scenes.picker import HOTKEYS, KIND_NAMES

# --- whole games through the window ----------------------------------------------------

SOLO = ["human", "normal", "normal", "normal"]
VARIANTS = [
    ("normal", SOLO, {}, 11),
    ("coop", SOLO, {"coop": True}, 12),
    ("betrayer", SOLO, {"betrayer": True}, 13),
    ("hardcore", SOLO, {"hardcore": True}, 14),
    ("elimination", SOLO, {"elimination": True}, 15),
    ("two-player", ["human", "normal"], {"two_player": True}, 16),
    ("hot-seat", ["human", "human", "normal", "normal"], {}, 17),
    ("hot-seat-3", ["human", "easy", "human"], {"betrayer": True}, 18),
]


@pytest.mark.parametrize("name,seats,variant,seed", VARIANTS, ids=[v[0] for v in VARIANTS])
def test_a_whole_game_played_through_the_window(name, seats, variant, seed):
    h = HumanHarness.start(seats, seed, variant=variant, check_every=3)
    h.play()
    g = h.match.game
    assert g.is_terminal()
    humans = [i for i, s in enumerate(seats) if s == "human"]
    # the humans really played: they clicked on the board and in dialogs, the screen was checked
    assert h.stats["checked"] >= 3
    assert sum(v for k, v in h.stats.items() if k.startswith("click:")) >= 5
    assert any(g.history[i].startswith("draft") for i in range(len(humans)))
    if len(humans) > 1:
        assert h.stats["space-at-curtain"] + h.stats["click:str"] > 0


def test_a_second_seed_solo_and_hot_seat_at_other_sizes_and_letter_scales():
    for seats, seed, size, scale in ((SOLO, 21, (1920, 1080), 1.2), (["human", "human", "normal"], 22, (1280, 720), 0.8)):
        h = HumanHarness.start(seats, seed, size=size, scale=scale, check_every=4, hurry=0.3)
        h.play()
        assert h.match.game.is_terminal()


# --- the screen offers exactly the legal actions -------------------------------------------

@pytest.fixture(scope="module")
def app():
    from game.shell.app import App

    a = App(headless=True)
    yield a
    a.close()


def human_turn_board(app, seed: int, players: int, steps: int):
    """A board at a human's turn after some seeded random play (seat 0 is the human)."""
    from game.shell.match import Match, SeatSetup
    from game.winter.rules import Config

    seats = [SeatSetup(f"P{i}", i == 0, "random") for i in range(players)]
    m = Match(Config(players=players), seed, seats)
    rng = RandomAgent(seed)
    n = 0
    while not m.game.is_terminal():
        g = m.game
        if g.current_player() == 0 and not g.s.pending and g.s.phase == "turns" and n >= steps:
            break
        calm = [a for a in g.legal_actions() if not isinstance(a, (A.CallExile, A.EndTurn))] or g.legal_actions()
        m.apply(rng.act(None, calm))
        n += 1
    board = BoardScene(m)
    app.stack.reset(board)
    return board


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(seed=st.integers(0, 10_000), players=st.integers(2, 5), steps=st.integers(0, 160))
def test_reachable_through_the_screen_equals_legal_actions(app, seed, players, steps):
    board = human_turn_board(app, seed, players, steps)
    if board.game.is_terminal():
        return
    assert screen_actions(app) == set(board.game.legal_actions())


@pytest.mark.parametrize("scale", [0.8, 1.2])
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_bar_buttons_never_cut_or_dropped(app, scale, size):
    """Every choice is a button inside the bar's area, none overlapping, every label whole."""
    app.set_window_size(size)
    app.ui.text_scale = scale
    try:
        for seed in range(6):
            board = human_turn_board(app, seed, 4, 40 + seed * 11)
            if board.game.is_terminal():
                continue
            p = board.picker_now()
            for subject in p.subjects() + [None]:
                p.reset()
                if not p.select(subject):
                    continue
                for kind in p.kinds():
                    for pick_kind in (False, True):
                        p.select(subject)
                        if pick_kind:
                            p.choose_kind(kind)
                        redraw(app)
                        buttons = board.painter.choice_buttons
                        assert len(buttons) == len(board.choices())
                        rects = [b.rect for b in buttons]
                        for i, r in enumerate(rects):
                            assert app.screen.get_rect().contains(r)
                            assert r.collidelist(rects[i + 1:]) == -1
                        for b in buttons:
                            f = app.ui.font(12, bold=True)
                            assert f.size(b.label)[0] <= b.rect.width - app.ui.px(4), b.label
                        cut = [t for t in app.ui.drawn if t.endswith("…")]
                        assert not cut, f"cut on the board at {size}, scale {scale}: {cut}"
    finally:
        app.ui.text_scale = 1.0
        app.set_window_size((1280, 720))


def test_move_offers_every_reachable_place(app):
    for seed in range(30):
        board = human_turn_board(app, seed, 4, 30)
        p = board.picker_now()
        moves = [a for a in p.legal if isinstance(a, A.Move)]
        by = {}
        for a in moves:
            by.setdefault(a.survivor, set()).add(a.to)
        sid = max(by, key=lambda s: len(by[s]), default=None)
        if sid is None or len(by[sid]) < 5:
            continue
        p.select(sid)
        p.choose_kind(A.Move)
        redraw(app)
        shown = {b.key[1] for b in board.painter.choice_buttons}
        assert shown == by[sid]
        # and the places light up on the map, clickable
        lit = {k[1] for _, k in board.controls() if k[0] == "place"}
        assert lit == by[sid]
        return
    pytest.skip("no seed gave a survivor five places to go")


# --- hotkeys -----------------------------------------------------------------------------

def test_every_kind_has_its_own_letter():
    letters = list(HOTKEYS.values())
    assert len(letters) == len(set(letters))
    assert set(HOTKEYS) == set(KIND_NAMES) - {A.EndTurn}


def test_a_kind_letter_means_the_same_action_every_time(app):
    for seed in range(40):
        board = human_turn_board(app, seed, 3, 20 + seed)
        p = board.picker_now()
        searchers = {a.survivor for a in p.legal if isinstance(a, A.Search)}
        if not searchers:
            continue
        p.select(sorted(searchers)[0])
        board.key(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_s))
        assert board.picker.kind is A.Search or board.queue  # chosen (or played, if only one die)
        return
    pytest.skip("no search came up")


# --- curtain, colony phase, confirmations -------------------------------------------------------

def _hot_seat_harness(seed=31):
    return HumanHarness.start(["human", "human", "normal"], seed)


def test_space_never_lifts_a_curtain_and_it_wakes_after_a_moment():
    h = _hot_seat_harness()
    app = h.app
    for _ in range(3000):
        if isinstance(app.stack.top, CurtainScene):
            break
        app.step(FRAME)
    curtain = app.stack.top
    assert isinstance(curtain, CurtainScene)
    for _ in range(120):
        post_key(pygame.K_SPACE, " ")
        app.step(FRAME)
        assert app.stack.top is curtain
    # Enter lifts it once it is armed (it is, after two seconds)
    post_key(pygame.K_RETURN, "\r")
    app.step(FRAME)
    assert app.stack.top is not curtain


def test_curtain_button_ignores_a_hasty_click():
    h = _hot_seat_harness(32)
    app = h.app
    while not isinstance(app.stack.top, CurtainScene):
        app.step(FRAME)
    curtain = app.stack.top
    app.step(FRAME)
    post_click(curtain.button.rect.center)
    app.step(FRAME)
    assert app.stack.top is curtain and not curtain.controls()
    for _ in range(60):
        app.step(FRAME)
    post_click(curtain.button.rect.center)
    app.step(FRAME)
    assert app.stack.top is not curtain


def test_no_second_curtain_for_an_ai_answer_inside_a_humans_turn():
    from game.shell.match import Match, SeatSetup
    from game.winter.rules import Config

    seats = [SeatSetup("A", True), SeatSetup("B", True), SeatSetup("C", False, "random")]
    m = Match(Config(players=3), 5, seats)
    rng = RandomAgent(1)
    while not (m.game.s.phase == "turns" and not m.game.s.pending and m.is_human(m.game.s.active)):
        m.apply(rng.act(None, m.game.legal_actions()))
    me = m.game.s.active
    m.reveal_to(me)
    m.hide()  # an AI answers a question inside my turn: my screen stays
    assert m.shown == me and not m.needs_curtain()


def _to_colony_phase(h):
    app = h.app
    for _ in range(40_000):
        if isinstance(app.stack.top, ColonyPhaseScene):
            return app.stack.top
        h.act(app.stack.top)
        app.step(FRAME)
    raise AssertionError("no colony phase came")


def test_the_board_waits_for_the_colony_phase_even_without_the_game_before_it():
    """After a load or an undo the board keeps no game from before the phase to freeze: it
    still counts as playing back until the phase's dialog closes."""
    h = HumanHarness.start(SOLO, 41, hurry=1.0)
    app, board = h.app, h.board
    opened = board.colony_phase

    def with_nothing_kept(i, ev):
        board.before = None
        opened(i, ev)

    board.colony_phase = with_nothing_kept
    _to_colony_phase(h)
    later, board.queue[:] = list(board.queue), []  # what follows the phase aside: only the phase holds the board
    assert board.frozen is None and not board.caught_up() and not board.human_turn()
    board.queue[:] = later
    app.stack.pop(app.stack.top)
    for _ in range(600):
        if board.caught_up():
            break
        app.step(FRAME)
    assert board.caught_up()


def test_fast_forward_never_skips_the_colony_phase_and_it_spoils_nothing():
    h = HumanHarness.start(SOLO, 41, hurry=1.0)
    phase = _to_colony_phase(h)
    board, m = h.board, h.match
    assert h.stats["space"] > 0  # the player was hurrying the computer players
    assert board.frozen is not None and not board.fast_forward
    assert not board.caught_up()  # a person's decision waits for the phase (the monkey checks what to click then)
    morale = board.frozen.s.morale  # as before the phase
    while phase.shown < len(phase.events):
        i_next, upcoming = phase.items[phase.shown]
        assert board.log_upto <= i_next  # the log stops where the dialog is
        redraw(h.app)
        seen = phase.events[:phase.shown] + [x.event for x in m.visible_log(board.log_upto)]
        if all(e.text != upcoming.text for e in seen):
            assert upcoming.text not in h.app.ui.drawn  # neither the dialog nor the board shows it yet
        assert board.frozen.s.morale == morale  # the counters follow the dialog
        h.app.step(phase.STEP + FRAME)
        if upcoming.kind == "morale":
            morale = upcoming.data["morale"]
    for _ in range(5):  # Space (hurrying the computer players) never skips or closes it
        post_key(pygame.K_SPACE, " ")
        h.app.step(FRAME)
    assert h.app.stack.top is phase
    post_key(pygame.K_RETURN, "\r")
    h.app.step(FRAME)
    assert board.frozen is None and h.app.stack.top is not phase


def test_attacking_a_survivor_and_an_exile_vote_ask_first(app):
    from game.shell.match import Match, SeatSetup
    from game.winter.rules import Config

    m = Match(Config(players=3), 3, [SeatSetup("A", True), SeatSetup("B", False, "random"),
                                      SeatSetup("C", False, "random")])
    board = BoardScene(m)
    app.stack.reset(board)
    g = m.game
    other = next(s for s in g.s.survivors.values() if s.seat != 0) if g.s.survivors else None
    exile = A.CallExile(1)
    assert board.needs_confirmation(exile)
    if other is not None:
        assert board.needs_confirmation(A.Attack("x", 6, other.id))
    assert not board.needs_confirmation(A.Attack("x", 6, "zombie"))
    n = len(g.history)
    board.request(exile)
    assert isinstance(app.stack.top, ConfirmScene) and len(g.history) == n
    post_key(pygame.K_ESCAPE)
    app.step(FRAME)
    assert not isinstance(app.stack.top, ConfirmScene) and len(g.history) == n
    board.confirm = False
    assert board.needs_confirmation(exile)  # the setting turns the question off, not the judgement


def test_a_request_to_a_human_with_nothing_to_give_answers_itself(app):
    from game.shell.match import Match, SeatSetup
    from game.winter.rules import Config
    from game.winter.rules.state import Decision

    seats = [SeatSetup("A", True), SeatSetup("B", False, "random"), SeatSetup("C", False, "random")]
    m = Match(Config(players=3), 4, seats)
    rng = RandomAgent(4)
    while m.game.s.phase != "turns" or m.game.s.pending:
        m.apply(rng.act(None, m.game.legal_actions()))
    g = m.game
    # seat 1 has asked for cards; seat 0, a human with an empty hand, is to answer
    g.s.players[0].hand = []
    g.s.pending = [Decision("give", 0, {"requester": 1, "type": "food"})]
    g._legal = None
    assert g.legal_actions() == [A.Decline()]
    board = BoardScene(m)
    app.stack.reset(board)
    n = len(g.history)
    board.update(FRAME)
    assert len(g.history) == n + 1 and g.history[-1] == str(A.Decline())
    assert app.stack.top is board  # no dialog was put up
    assert any(x.event.kind == "note" and x.event.visible_to(0) for x in m.log)
    # with a card in hand the human is asked
    g.s.players[0].hand = [next(iter(g.c.items))]
    g.s.pending = [Decision("give", 0, {"requester": 1, "type": None})]
    g._legal = None
    board.queue.clear()
    board.update(FRAME)
    assert app.stack.top is not board  # the give dialog
