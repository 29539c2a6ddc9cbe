"""Playing Winter through the window the way a person does: the real App loop,
stepped at 60 frames a second, fed synthetic mouse clicks and key presses through
pygame's event queue, choosing (seeded) among whatever the screen offers.

    h = HumanHarness.start(seats=["human", "normal", "normal", "normal"], seed=3)
    h.play()                     # to the game-over screen, or fails
    h.stats                      # what was clicked and pressed

It fails (HarnessError, with a screenshot path) when a human's decision offers
nothing to click for more than a second of frames, when Space lifts a curtain,
when an action the engine allows cannot be reached from the screen, or when the
game does not end. `screen_actions(app)` is the reachability check on its own.
"""

from __future__ import annotations

import random
import tempfile
from collections import Counter
from pathlib import Path

import pygame

from game.shell.app import App
from game.shell.match import SeatSetup
from game.shell.menus import GameOverScene
from game.shell.overlays import ConfirmScene, CurtainScene
from game.winter.rules import Config
from game.winter.scenes.board import BoardScene
from game.winter.scenes.dialogs import ColonyPhaseScene, DecisionDialog, DraftDialog
from game.winter.scenes.picker import HOTKEYS

FRAME = 1 / 60
PATIENCE = 60  # frames a human decision may show nothing to click (one second)
NAMES = ("Ada", "Ben", "Cy", "Dee", "Eve")


class HarnessError(AssertionError):
    pass


def post_click(pos, button=1):
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button))


def post_key(key, char=""):
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode=char, scancode=0))
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=key, mod=0, unicode=char, scancode=0))


def step(app, frames=1):
    for _ in range(frames):
        app.step(FRAME)


def click(app, key):
    """Click the control of the top scene whose key is `key` (as a person would)."""
    step(app)
    rect = next(r for r, k in app.stack.top.controls() if k == key)
    post_click(rect.center)
    step(app)


def redraw(app):
    app.ui.drawn = []
    app.stack.draw(app.ui)


class HumanHarness:
    def __init__(self, app: App, board: BoardScene, seed: int, hurry: float = 0.6, check_every: int = 1):
        self.app, self.board = app, board
        self.rng = random.Random(seed)
        self.hurry = hurry  # how often the player presses Space while the computer plays
        self.check_every = check_every  # check reachability on every n-th human turn state
        self.stats: Counter = Counter()
        self.frames = 0
        self.idle = 0
        self.think = 0
        self.checked: set = set()
        self.turn_states = 0

    @classmethod
    def start(cls, seats, seed: int, size=(1280, 720), variant: dict | None = None, scale: float = 1.0,
              **kw) -> HumanHarness:
        app = App(size=size, headless=True)
        app.settings.ai_pacing = app.settings.animation_speed = "fast"
        app.settings.ui_scale = scale
        app.apply_settings()
        setups = [SeatSetup(NAMES[i], s == "human", "normal" if s == "human" else s) for i, s in enumerate(seats)]
        cfg = Config(players=len(seats), names=tuple(x.name for x in setups), **(variant or {}))
        app.start_match(cfg, seed, setups)
        return cls(app, app.stack.top, seed, **kw)

    # --- what is going on -----------------------------------------------------------
    @property
    def match(self):
        return self.board.match

    def human_deciding(self) -> bool:
        """The engine waits for a human and the screen has caught up with the game."""
        m = self.match
        d = m.decider()
        return d is not None and m.is_human(d) and not self.board.queue and self.board.frozen is None

    def fail(self, why: str):
        import faulthandler

        folder = Path(tempfile.mkdtemp(prefix="human-play-"))
        pygame.image.save(self.app.screen, str(folder / "stuck.png"))
        with open(folder / "threads.txt", "w") as f:  # where every thread was, if something hangs
            faulthandler.dump_traceback(f, all_threads=True)
        g = self.match.game
        w = self.match.worker
        raise HarnessError(f"{why} (frame {self.frames}, round {g.s.round}, phase {g.s.phase}, decider "
                           f"{self.match.decider()}, AI busy {w.busy()}, top {type(self.app.stack.top).__name__}, "
                           f"last actions {g.history[-3:]}, screenshot and threads in {folder})")

    # --- the loop ---------------------------------------------------------------------
    def play(self, max_frames: int = 60_000) -> GameOverScene:
        while self.frames < max_frames:
            top = self.app.stack.top
            if isinstance(top, GameOverScene):
                return top
            self.act(top)
            self.app.step(FRAME)
            self.frames += 1
        self.fail("the game did not end")

    def act(self, top):
        if isinstance(top, ColonyPhaseScene):
            # read a few lines, then skip or continue
            if self.rng.random() < 0.08:
                self.click_control(top, self.rng.choice(top.controls()) if top.controls() else None)
            return
        if not self.human_deciding():
            self.idle = 0
            if top is self.board and self.rng.random() < self.hurry * 0.2:
                post_key(pygame.K_SPACE, " ")
                self.stats["space"] += 1
            return
        controls = top.controls()
        if not controls:
            self.idle += 1
            if self.idle > PATIENCE:
                self.fail(f"a human decision offers nothing to click ({self.board.status_line()!r})")
            if isinstance(top, CurtainScene) and self.rng.random() < 0.1:
                post_key(pygame.K_SPACE, " ")  # Space must never lift a curtain
                self.stats["space-at-curtain"] += 1
                self.app.step(FRAME)
                self.frames += 1
                if self.app.stack.top is not top:
                    self.fail("Space lifted the curtain")
            return
        self.idle = 0
        if self.think > 0:  # people take a moment between clicks
            self.think -= 1
            return
        self.think = self.rng.randint(1, 6)
        if top is self.board:
            self.check_screen()
            self.board_move(controls)
        elif isinstance(top, ConfirmScene):
            yes = [c for c in controls if c[1] is True]
            no = [c for c in controls if c[1] is False]
            self.click_control(top, (yes if self.rng.random() < 0.85 or not no else no)[0])
        else:
            if isinstance(top, (DecisionDialog, DraftDialog)):
                self.check_screen()
            self.click_control(top, self.rng.choice(controls))

    def board_move(self, controls):
        weights = []
        for _, k in controls:
            if k[0] == "button":
                w = {"end-turn": 0.6, "colony": 0.4, "cancel": 0.3}.get(k[1], 0.0)
            elif k[0] == "choice":
                w = 3.0
            else:
                w = 2.0
            weights.append(w)
        if not any(weights):
            return
        rect, key = self.rng.choices(controls, weights)[0]
        # sometimes the keyboard: a kind's letter, a die's number, Enter for the end of the turn
        if self.rng.random() < 0.3:
            if key[0] == "choice" and key[1][0] == "kind" and key[1][1] in HOTKEYS:
                letter = HOTKEYS[key[1][1]]
                post_key(getattr(pygame, f"K_{letter}"), letter)
                self.stats["hotkey"] += 1
                return
            if key[0] == "choice" and key[1][0] == "die" and key[1][1] is not None:
                post_key(pygame.K_0 + key[1][1], str(key[1][1]))
                self.stats["die-key"] += 1
                return
            if key == ("button", "end-turn"):
                post_key(pygame.K_RETURN, "\r")
                self.stats["enter"] += 1
                return
        self.click_control(self.board, (rect, key))

    def click_control(self, scene, control):
        if control is None:
            return
        rect, key = control
        pos = rect.center
        if scene is self.board:
            pos = self.board.painter.point_for(key) or pos
        post_click(pos)
        self.stats[f"click:{key[0] if isinstance(key, tuple) else type(key).__name__}"] += 1

    # --- everything the engine allows is on the screen -------------------------------------
    def check_screen(self):
        g = self.match.game
        state = (len(g.history), self.match.shown)
        if state in self.checked:
            return
        self.checked.add(state)
        self.turn_states += 1
        if (self.turn_states - 1) % self.check_every:
            return
        redraw(self.app)
        cut = [t for t in self.app.ui.drawn if t.endswith("…")]
        if cut:
            self.fail(f"text cut short on screen: {cut[:5]}")
        offered = screen_actions(self.app)
        legal = set(g.legal_actions())
        if offered != legal:
            missing = sorted(map(str, legal - offered))[:8]
            extra = sorted(map(str, offered - legal))[:8]
            self.fail(f"the screen offers other actions than the engine: missing {missing}, extra {extra}")
        self.stats["checked"] += 1


def screen_actions(app) -> set:
    """Every action reachable from the screen's clickable controls now, by trying
    each control in turn (the board's picker is explored and put back as it was)."""
    top = app.stack.top
    board = app.stack.find(BoardScene)
    redraw(app)
    if isinstance(top, DecisionDialog):
        return {k for _, k in top.controls()}
    if isinstance(top, DraftDialog):
        from itertools import combinations

        out = set()
        was = list(top.chosen)
        for keep in combinations(top.offered, top.keep_n):
            top.chosen = list(keep)
            redraw(app)
            out |= {b.key for b in top.buttons if b.enabled}
        top.chosen = was
        redraw(app)
        return out
    if top is not board:
        return set()
    found: set = set()
    p = board.picker_now()
    start = p.state()
    seen: set = set()
    real = board.request
    board.request = found.add

    def visit():
        st = p.state()
        key = (st[0], st[1], tuple(sorted(st[2].items(), key=repr)), st[3])
        if key in seen:
            return
        seen.add(key)
        redraw(app)
        keys = [k for _, k in board.controls() if k[0] != "button" or k[1] in ("end-turn", "colony")]
        for k in keys:
            p.restore(st)
            board.click(k)
            if board.picker is not p:
                raise HarnessError("the picker was rebuilt while exploring")
            visit()
        p.restore(st)

    try:
        visit()
    finally:
        board.request = real
        p.restore(start)
        redraw(app)
    return found
