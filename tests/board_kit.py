"""What the board tests of every game share: a headless window, every action reachable
through a board's controls, no text cut short, and a game clicked through to its end.
A board offers picker_now(), controls(), deciding() and view(); an overlay that shows a
moment offers the control "ok". The `window` fixture (a headless App maker) is in conftest."""

from __future__ import annotations

import random

from human_play import click, post_click, redraw, step

from game.shell.menus import GameOverScene
from game.shell.overlays import CurtainScene


def reachable(app, board) -> set:
    """Every action the board's controls lead to, trying each in turn from each state of
    the picker (the picker is put back as it was)."""
    p = board.picker_now()
    start, found, seen = p.state(), set(), set()

    def visit():
        here = p.state()
        if here in seen:
            return
        seen.add(here)
        redraw(app)
        for _, key in board.controls():
            if key == "undo":  # the shell's, not a pick: it takes back the action before
                continue
            p.restore(here)
            if key == "back":
                p.back()
                visit()
                continue
            action = p.pick(key)
            if action is not None:
                found.add(action)
            else:
                visit()
        p.restore(here)

    visit()
    p.restore(start)
    redraw(app)
    return found


def no_cut_text(app):
    cut = [t for t in app.ui.drawn if t.endswith("…")]
    assert not cut, f"text cut short: {cut[:5]}"


def play_to_the_end(app, board, seed, max_frames=40_000):
    """Click (at random) what the screen offers until the game-over screen; the counts of
    curtains lifted, human decisions and reveals seen."""
    rng = random.Random(seed)
    seen = {"curtains": 0, "decisions": 0, "reveals": 0}
    checked = set()
    for _ in range(max_frames):
        top = app.stack.top
        if isinstance(top, GameOverScene):
            return seen
        if isinstance(top, CurtainScene):
            seen["curtains"] += 1
            step(app, 50)  # the button wakes after a moment
            click(app, "go")
            continue
        if top is not board and any(key == "ok" for _, key in top.controls()):  # a reveal or a staged moment
            seen["reveals"] += 1
            click(app, "ok")
            continue
        if top is board and board.deciding():
            m = board.match
            state = (len(m.game.history), m.shown, board.picker.state())
            if state not in checked:
                checked.add(state)
                seen["decisions"] += 1
                assert reachable(app, board) == set(m.game.legal_actions())
                no_cut_text(app)
                assert m.game.view(m.shown).hands == board.view().hands
            controls = board.controls()
            assert controls, "a human decision offers nothing to click"
            rect, key = rng.choice(controls)
            post_click(rect.center)
        step(app)
    raise AssertionError(f"the game did not end (round {board.game.s.round}, {board.game.s.step})")


def picked(p, chosen) -> set:
    """The actions a picker completes from `chosen`, every option tried."""
    found = set()
    for option in p.options():
        p.restore(chosen)
        a = p.pick(option)
        found |= {a} if a is not None else picked(p, p.state())
        p.restore(chosen)
    return found


def start_from_title(app, spec, seed: str = "11"):
    """A person's way in: the game's tile → New game (one human, computers elsewhere by
    default) → Start with `seed`; (the new-game scene, the board)."""
    from game.shell.menus import NewGameScene

    app.to_title()
    step(app)
    click(app, ("new", spec.id))
    setup = app.stack.top
    assert isinstance(setup, NewGameScene) and setup.spec is spec
    assert setup.seats[0].human and not any(s.human for s in setup.seats[1:])
    setup.seed = seed
    click(app, ("start",))
    return setup, app.stack.top
