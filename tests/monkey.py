"""A seeded monkey on the real App loop: clicks on the controls a scene offers and
anywhere else, right clicks, drags, wheel turns, keys and window resizes, across every
scene a person can reach from a game's board (dialogs, curtains, pause, settings,
saves, rules, game over, the title and the other games). Used by tests/test_monkey.py
(a reduced count) and bench/monkey.py (10,000 per game).

After every event it checks: no exception escaped a frame (the crash screen is not
allowed to catch it), the game on screen keeps its invariants (tests/invariants.py),
a human's decision shown on the board leaves something on screen to click that the
rules allow (checked once per decision), and a window that would rest (App.rest) looks
the same after the frame its rest ends in: whatever moves asks for frames."""

from __future__ import annotations

import random
import tempfile
import time
from collections import Counter
from pathlib import Path

import pygame
from board_kit import reachable
from human_play import post_click, post_key, step
from invariants import CHECKS

from game import box
from game.shell.app import REST, App
from game.shell.click_board import ClickBoard
from game.shell.playing import GameScene

KEYS = (pygame.K_ESCAPE, pygame.K_RETURN, pygame.K_SPACE, pygame.K_BACKSPACE, pygame.K_TAB, pygame.K_F1,
        pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP, pygame.K_DOWN, pygame.K_HOME, pygame.K_END,
        pygame.K_PAGEUP, pygame.K_PAGEDOWN, *range(pygame.K_1, pygame.K_9 + 1),
        pygame.K_n, pygame.K_l, pygame.K_r, pygame.K_s, pygame.K_a, pygame.K_z)
SIZES = ((1280, 720), (960, 540), (1920, 1080), (1366, 768), (1000, 900))
# (what, weight): mostly the controls a person sees, some clicks anywhere
EVENTS = (("control", 62), ("anywhere", 10), ("right", 3), ("drag", 4), ("wheel", 3), ("key", 15),
          ("ctrl-z", 1), ("resize", 1), ("type", 1))


class MonkeyError(AssertionError):
    pass


def _raise(app, exc):
    return False  # no crash screen: let the exception reach the monkey


def human_choices(app, board) -> set:
    """The actions the board's screen offers the human deciding now."""
    if isinstance(board, ClickBoard):  # Mall's and Showdown's
        return reachable(app, board) if app.stack.top is board else set()
    from human_play import screen_actions  # Winter's board and dialogs

    return screen_actions(app)


class Monkey:
    def __init__(self, app: App, seed: int):
        self.app = app
        self.rng = random.Random(seed)
        self.stats: Counter = Counter()
        self.scenes: Counter = Counter()
        self.decisions_checked = 0
        self.rests_checked = 0
        self._seen_decision = None

    def event(self):
        app, rng = self.app, self.rng
        what = rng.choices([w for w, _ in EVENTS], [n for _, n in EVENTS])[0]
        w, h = app.screen.get_size()
        anywhere = (rng.randrange(w), rng.randrange(h))
        if what == "control":
            controls = list(app.stack.top.controls()) if app.stack.top else []
            if controls:
                rect, _key = rng.choice(controls)
                post_click(rect.center)
            else:
                post_click(anywhere)
        elif what == "anywhere":
            post_click(anywhere)
        elif what == "right":
            post_click(anywhere, button=3)
        elif what == "drag":
            to = (rng.randrange(w), rng.randrange(h))
            pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=anywhere, button=1))
            pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=to, rel=(to[0] - anywhere[0], 0),
                                                 buttons=(1, 0, 0)))
            pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=to, button=1))
        elif what == "wheel":
            pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=rng.choice((-3, -1, 1, 3)), flipped=False,
                                                 precise_x=0.0, precise_y=0.0, touch=False, which=0))
        elif what == "key":
            post_key(rng.choice(KEYS))
        elif what == "ctrl-z":
            pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_z, mod=pygame.KMOD_CTRL, unicode="",
                                                 scancode=0))
        elif what == "resize":
            size = rng.choice(SIZES)
            pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1]))
        elif what == "type":
            for ch in rng.choice(("Ava", "민지", "x" * 40, "12")):
                pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=ch))
        self.stats[what] += 1
        step(app, rng.choice((1, 1, 2, 5)))
        self.after()

    def after(self):
        app = self.app
        if not app.running or app.stack.top is None:  # Quit was clicked: open the title again
            app.running = True
            app.to_title()
            step(app)
        self.check_rest()
        top = app.stack.top
        self.scenes[type(top).__name__] += 1
        board = app.stack.find(GameScene)
        if board is None:
            return
        game = board.match.game
        if not board.match.online:  # an online board holds its seat's view: the server keeps the state
            CHECKS[board.match.spec.id](game)
        own = top is board or type(top).__module__.startswith(f"game.{board.match.spec.id}.")  # its dialogs
        if not own or game.is_terminal() or not board.caught_up():
            return
        d = board.match.decider()
        if d is None or not board.match.is_human(d) or board.match.needs_curtain():
            return
        if isinstance(board, ClickBoard) and top is not board:
            return  # a staged moment or a reveal over the board: clicked through first, checked after
        guide = board.guide
        if guide is not None and not guide.over and guide.controls() and not guide.waits_for(board.decision_now()):
            return  # a guide's page to read first: its Next is the click; the decision is checked after
        key = (id(game), len(game.history))
        if key == self._seen_decision:
            return
        self._seen_decision = key
        for _ in range(10):  # a board may take a few frames to open the dialog that asks
            if len(game.history) != key[1] or human_choices(app, board) & set(game.legal_actions()):
                break  # (or the window answered alone: a one-answer question, Settings' turned-down request)
            step(app, 6)
        else:
            pending = game.s.pending[0] if getattr(game.s, "pending", None) else None
            shot = Path(tempfile.gettempdir()) / "monkey-failure.png"
            pygame.image.save(app.ui.surface, str(shot))
            raise MonkeyError(f"{board.match.spec.id}: a human decision with nothing to click "
                              f"(after {len(game.history)} actions; {pending}; scenes "
                              f"{[type(x).__name__ for x in app.stack.scenes]}; window {app.screen.get_size()}; "
                              f"screen {shot})")
        self.decisions_checked += 1

    def check_rest(self):
        """Where the window would rest (App.due() None), the frame that ends the rest, a
        whole REST later, draws what the last frame drew."""
        app = self.app
        step(app)  # (the events queued: input ends a rest at once)
        if app.due() is not None or not app.running:
            return
        board = app.stack.find(GameScene)
        worker = board.match.worker if board is not None else None
        if worker is not None and worker.answered():
            return  # an answer in hand, its wake already taken: the board plays it once on top
        if worker is not None and worker.busy():  # a computer player thinks: its answer ends the rest
            worker.wait(5)
            woke = time.monotonic() + 2  # the thread posts its wake just after the answer it hands in
            while not worker.busy() and not pygame.event.peek(pygame.USEREVENT) and time.monotonic() < woke:
                time.sleep(0.002)
            if not worker.busy() and not pygame.event.peek(pygame.USEREVENT):
                raise MonkeyError("a computer player's answer did not wake the window")
            return
        before = app.screen.copy()
        app.step(REST)
        if app.running and pygame.image.tobytes(app.screen, "RGB") != pygame.image.tobytes(before, "RGB"):
            if pygame.event.peek(pygame.USEREVENT):
                return  # a thread woke the window meanwhile (an online table's message): a change that is due
            shot = Path(tempfile.gettempdir()) / "monkey-rest.png"
            pygame.image.save(app.screen, str(shot))
            pygame.image.save(before, str(shot.with_name("monkey-rest-before.png")))
            raise MonkeyError(f"the window would rest on {[type(x).__name__ for x in app.stack.scenes]}, but the "
                              f"picture changes by itself (screen {shot})")
        self.rests_checked += 1


def run(game_id: str, events: int, seed: int, home) -> Monkey:
    """`events` monkey events from a new game of `game_id` (one human, computers at
    instant pace), in a throwaway user folder `home`."""
    import os

    from board_kit import start_from_title

    import game.shell.crash as crash

    was_home = os.environ.get("UNTILTHETHAW_HOME")
    os.environ["UNTILTHETHAW_HOME"] = str(home)
    real = crash.on_crash
    crash.on_crash = _raise
    app = App((1280, 720), headless=True)
    try:
        app.settings.ai_pacing, app.settings.animation_speed = "instant", "instant"
        start_from_title(app, box.get(game_id), seed=str(seed))
        m = Monkey(app, seed)
        for n in range(events):
            try:
                m.event()
            except MonkeyError:
                raise
            except Exception as e:
                raise MonkeyError(f"{game_id}, event {n} ({m.stats.most_common(1)}): "
                                  f"{type(e).__name__}: {e}") from e
        return m
    finally:
        crash.on_crash = real
        app.close()
        if was_home is None:
            os.environ.pop("UNTILTHETHAW_HOME", None)
        else:
            os.environ["UNTILTHETHAW_HOME"] = was_home
