"""The guided first game: offered on the new-game screen of a game never guided before,
its steps advance through the real App loop (Next, or the decision they wait for, with
the choices narrowed to the one being taught), and it can be skipped at any step."""

from __future__ import annotations

import random

from human_play import click, post_click, step

from game import box
from game.shell.guide import Guide, Step
from game.shell.menus import NewGameScene
from game.showdown.rules.actions import Duel, Rob

SHOWDOWN = box.get("showdown")


def play_guide(app, board, rnd, frames=20_000):
    """Click through: Next when the step shows it, else what the board offers; the kinds
    of the human's decisions made while a step waited for one."""
    taught = []
    for _ in range(frames):
        if board.guide.over:
            return taught
        top = app.stack.top
        if top is not board:
            if any(k == "ok" for _, k in top.controls()):
                click(app, "ok")
            elif type(top).__name__ == "CurtainScene":
                step(app, 50)
                click(app, "go")
            else:
                step(app)
            continue
        keys = [k for _, k in board.controls()]
        if "guide-next" in keys:
            click(app, "guide-next")
            continue
        if board.deciding() and board.controls():
            d = board.game.s.pending[0]
            legal = board.picker_now().paths.values()
            at = len(board.game.history)
            if board.guide.waits_for(d) and (not taught or taught[-1][2] != at):
                taught.append((d.kind, {type(a) for a in legal}, at))
            choices = [(r, k) for r, k in board.controls() if k != "guide-skip"]
            post_click(rnd.choice(choices)[0].center)
        step(app)
    raise AssertionError(f"the guide stopped at step {board.guide.at + 1}")


def test_the_guide_is_offered_to_a_newcomer_and_walks_a_round(window):
    app = window()
    app.settings.animation_speed = "instant"
    app.stack.reset(NewGameScene(SHOWDOWN))
    step(app)
    assert "New to Showdown? Try the guided first game." in app.ui.drawn
    click(app, ("guide",))
    board = app.stack.top
    assert type(board).__name__ == "ShowdownBoard" and board.guide is not None
    assert "showdown" in app.settings.guided
    assert [s.name for s in board.match.seats] == ["Ava", "Bruno", "Chen", "Dagny"] and board.match.seats[0].human
    taught = play_guide(app, board, random.Random(1))
    kinds = [k for k, _, _ in taught]
    assert kinds == ["slip", "play", "draw", "play"], kinds
    assert taught[1][1] == {Rob} and taught[3][1] == {Duel}, "the choices narrowed to what is taught"
    assert board.guide.over
    legal = board.game.legal_actions() if board.deciding() else []
    assert board.picker_now().source == legal, "after the guide every choice is back"
    app.stack.reset(NewGameScene(SHOWDOWN))
    step(app)
    assert "New to Showdown? Try the guided first game." not in app.ui.drawn


def test_the_guide_can_be_skipped_at_any_step(window):
    app = window()
    app.start_guide(SHOWDOWN)
    board = app.stack.top
    step(app)
    click(app, "guide-next")
    click(app, "guide-skip")
    assert board.guide.over
    step(app)
    assert not [k for _, k in board.controls() if str(k).startswith("guide")]


def test_a_step_narrows_only_its_own_decision():
    g = SHOWDOWN.new_game(SHOWDOWN.make_config(4), 3)
    guide = Guide([Step("Rob", kind="play", allow=lambda a: isinstance(a, Rob))])
    d = g.s.pending[0]
    assert d.kind == "slip" and guide.narrow(d, g.legal_actions()) == g.legal_actions()
    guide.played(d, g.legal_actions()[0], human=True)
    assert guide.at == 0, "a slip does not end a step waiting for a robbery"


def test_an_undo_takes_the_guide_back_to_the_step_of_the_action_undone():
    from game.core.pending import Decision

    guide = Guide([Step("Slip a safe", kind="slip"), Step("Read on"), Step("Rob", kind="play")])
    guide.played(Decision("slip", 0), "slip 1", human=True, actions=5)
    guide.advance()  # Next on the reading step
    assert guide.at == 2
    guide.rewind(5)
    assert guide.at == 2, "undoing a later action leaves the step"
    guide.rewind(4)
    assert guide.at == 0 and not guide.over, "the slip undone: its step again"
    guide.played(Decision("slip", 0), "slip 1", human=True, actions=5)
    guide.skip()
    guide.rewind(4)
    assert guide.over, "a skipped guide stays skipped"


def test_malls_guide_walks_the_placing_a_round_and_a_vote(window):
    from game.mall.rules.actions import Vote

    mall = box.get("mall")
    app = window()
    app.settings.animation_speed = "instant"
    app.start_guide(mall)
    board = app.stack.top
    assert type(board).__name__ == "MallBoard" and board.guide is not None
    taught = play_guide(app, board, random.Random(2))
    kinds = [k for k, _, _ in taught]
    assert kinds[0] == "place" and "dial" in kinds and "move" in kinds, kinds
    assert all(t == {Vote} for k, t, _ in taught if k == "vote")
    assert board.guide.over


def test_the_choices_narrow_as_soon_as_the_step_moves_on(window):
    """A step reached by Next while the player's turn is already on screen narrows the
    choices at once (the board rebuilds them when the step moves)."""
    app = window()
    app.start_guide(SHOWDOWN)
    board = app.stack.top
    g, rnd = board.match.game, random.Random(4)  # the engine, played on by hand
    while not (g.s.pending[0].kind == "play" and g.current_player() == 0):
        g.apply(rnd.choice(g.legal_actions()))
    board.match.reveal_to(0)
    board.guide.at = 3  # "Your hand": a Next step
    assert {type(a) for a in board.picker_now().paths.values()} > {Rob}
    board.guide.advance()  # "Your turn: rob a safe!"
    assert {type(a) for a in board.picker_now().paths.values()} == {Rob}
