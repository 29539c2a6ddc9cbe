"""What the board tests of every game share: a headless window, every action reachable
through a board's controls, no text cut short, and a game clicked through to its end.
A board offers picker_now(), controls(), deciding() and view(); an overlay that shows a
moment offers the control "ok". The `window` fixture (a headless App maker) is in conftest."""

from __future__ import annotations

import random

import pygame
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


def no_cut_text(app, where: str = "", overflow: bool = False):
    """No string of the last frame drawn cut short; `where` names the screen in the failure.
    `overflow`: nor any fitted text (textfit) that ran past its box even at its smallest size."""
    from game.render.textfit import Overflowing

    cut = [t for t in app.ui.drawn if t.endswith("…") or (overflow and isinstance(t, Overflowing))]
    assert not cut, f"text cut short{' on ' + where if where else ''}: {cut[:5]}"


# how a player may set the window up: both common sizes, the smallest and largest UI scale, each language
LOOKS = [(size, scale, language) for size in ((1280, 720), (1920, 1080)) for scale in (0.8, 1.2)
         for language in ("en", "ko")]
LOOK_IDS = [f"{w}x{h}-{round(scale * 100)}%-{language}" for (w, h), scale, language in LOOKS]


def set_look(app, scale: float, language: str):
    """The settings screen's UI scale and language, applied as it applies them (a test in
    Korean sets English back when it ends: game.core.i18n.set_language("en"))."""
    app.settings.ui_scale, app.settings.language = scale, language
    app.apply_settings()


class TextPlaces:
    """Where each line of text lands while recording: (text, window rect) in `self.placed`.
    Records ui.text, the way labels, plates and buttons are drawn."""

    def __init__(self, ui):
        self.ui, self.placed = ui, []

    def __enter__(self):
        real = type(self.ui).text

        def text(*args, **kw):
            rect = real(self.ui, *args, **kw)
            self.placed.append((self.ui.drawn[-1], rect))
            return rect

        self.ui.text = text
        return self

    def __exit__(self, *exc):
        del self.ui.text

    def within(self, area) -> list:
        return [(t, r) for t, r in self.placed if t.strip() and area.contains(r)]


def no_overlap(placed: list, where: str = "", slack: int = 1):
    """No two of the (text, rect) pairs cover each other: their letters, not the font's leading
    above and below (a fifth of a line), and `slack` pixels of their sides, may touch."""
    once = dict.fromkeys((t, tuple(r)) for t, r in placed)  # a line drawn again in its place covers nothing
    rects = [(t, pygame.Rect(r).inflate(-2 * slack, -max(2 * slack, r[3] // 5))) for t, r in once]
    hits = [(a, b) for i, (a, ra) in enumerate(rects) for b, rb in rects[i + 1:] if ra.colliderect(rb)]
    assert not hits, f"text over text{' on ' + where if where else ''}: {hits[:4]}"


def log_covered(app, board) -> bool:
    """The top scene (a dialog, a staged moment) covers the board's log."""
    log = board.layer.pieces.get("log") if getattr(board, "layer", None) else None
    controls = app.stack.top.controls() if app.stack.top is not board else []
    return log is not None and any(rect.colliderect(log[3]) for rect, _key in controls)


def play_to_the_end(app, board, seed, max_frames=40_000, readable: bool = False):
    """Click (at random) what the screen offers until the game-over screen; the counts of
    curtains lifted, human decisions and reveals seen. `readable`: every curtain, reveal and
    staged moment reads whole too, and none covers the board's log."""
    rng = random.Random(seed)
    seen = {"curtains": 0, "decisions": 0, "reveals": 0}
    checked = set()
    for _ in range(max_frames):
        top = app.stack.top
        if isinstance(top, GameOverScene):
            if readable:
                step(app, 200)  # the scores counted up
                no_cut_text(app, "the game-over screen")
            return seen
        if isinstance(top, CurtainScene):
            seen["curtains"] += 1
            step(app, 50)  # the button wakes after a moment
            if readable:
                no_cut_text(app, "the curtain")
            click(app, "go")
            continue
        if top is not board and any(key == "ok" for _, key in top.controls()):  # a reveal or a staged moment
            seen["reveals"] += 1
            if readable:
                step(app, 60)  # the dice at rest, the result shown
                if app.stack.top is top:
                    no_cut_text(app, type(top).__name__)
                    assert not log_covered(app, board), f"{type(top).__name__} covers the log"
                    click(app, "ok")
                continue
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
