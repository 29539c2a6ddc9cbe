"""One real window of an online table, in a process of its own: a headless App hosts or
joins a table on a server (127.0.0.1 only), shows the seat's board over a RemoteMatch and
plays the seat by clicking what the screen offers, through the App's loop, to the
game-over screen. At each of the seat's decisions the actions reachable through the
screen must equal the seat's legal actions as the server sent them.

    python tests/online_window_proc.py --url ws://127.0.0.1:PORT --host mall --players 3
    python tests/online_window_proc.py --url ws://127.0.0.1:PORT --join K7PX-3QMA --seat 1

The host prints {"code": ...} once its table exists (the joiner needs it); each prints a
last line {"summary": {...}} and exits 0 only when its game reached the game-over screen
with decisions checked, none mismatched and none of its actions refused by the server. Used by tests/test_online_two_windows.py.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import sys
import tempfile
import time
import traceback
from pathlib import Path

HERE = Path(__file__).resolve().parent
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ["LANGUAGE"] = "en"
os.environ["PYGAME_HIDE_SUPPORT_PROMPT"] = "1"  # stdout carries only the JSON lines
if "UNTILTHETHAW_HOME" not in os.environ:  # (setdefault would make the folder even when one is given)
    os.environ["UNTILTHETHAW_HOME"] = tempfile.mkdtemp(prefix="online-window-")
sys.path[:0] = [str(HERE), str(HERE.parent)]

from board_kit import reachable  # noqa: E402
from human_play import FRAME, HumanHarness, click, post_click, screen_actions  # noqa: E402

import game.shell.crash as crash  # noqa: E402
from game.net.client import RemoteTable  # noqa: E402
from game.shell.app import App  # noqa: E402
from game.shell.click_board import ClickBoard  # noqa: E402
from game.shell.menus import GameOverScene  # noqa: E402
from game.shell.overlays import CurtainScene  # noqa: E402
from game.shell.remote_match import RemoteMatch, online_board  # noqa: E402

PATIENCE = 600  # frames the seat's decision may offer nothing to click
STALL = 900  # frames the seat may decide before its screen asks it (a reveal read, the colony phase shown)
LOCAL = "ws://127.0.0.1:"


def say(**what) -> None:
    print(json.dumps(what), flush=True)


class Checks:
    """The seat's decisions checked: what the screen offers against the server's legal list."""

    def __init__(self, match: RemoteMatch):
        self.match, self.done, self.mismatches = match, set(), []

    def due(self) -> bool:
        return len(self.match.game.history) not in self.done

    def record(self, offered: set) -> None:
        counter = len(self.match.game.history)
        self.done.add(counter)
        latest = self.match.remote.latest
        server = latest["legal"] if latest["counter"] == counter else [str(a) for a in self.match.game.legal_actions()]
        shown = {str(a) for a in offered}
        if shown != set(server) or not server:
            self.mismatches.append({"counter": counter, "missing": sorted(set(server) - shown)[:8],
                                    "extra": sorted(shown - set(server))[:8]})


class ClickPlayer:
    """Mall's and Showdown's boards: a reveal's OK, else a random control of the board
    while the seat decides (as tests/board_kit.play_to_the_end clicks locally)."""

    def __init__(self, app, board, checks: Checks, seed: int):
        self.app, self.board, self.checks = app, board, checks
        self.rng, self.clicks, self.idle = random.Random(seed), 0, 0

    def deciding(self) -> bool:
        return self.app.stack.top is self.board and self.board.deciding()

    def act(self, top) -> str | None:
        if isinstance(top, CurtainScene):
            return "a curtain in an online window (one person at this screen)"
        if top is not self.board and any(key == "ok" for _, key in top.controls()):  # a reveal, a staged moment
            click(self.app, "ok")
            self.clicks += 1
            return None
        if not self.deciding():
            self.idle = 0
            return None
        if self.checks.due():
            self.checks.record(reachable(self.app, self.board))
        controls = self.board.controls()
        self.idle = 0 if controls else self.idle + 1
        if self.idle > PATIENCE:
            return "the seat's decision offers nothing to click"
        if controls:
            post_click(self.rng.choice(controls)[0].center)
            self.clicks += 1
        return None


class WinterPlayer(HumanHarness):
    """Winter's board and dialogs, clicked by the human-play harness; its check of the
    screen is recorded against the server's list instead of failing at once."""

    def __init__(self, app, board, checks: Checks, seed: int):
        super().__init__(app, board, seed, hurry=0.0)
        self.checks = checks

    @property
    def clicks(self) -> int:
        return sum(n for k, n in self.stats.items() if k.startswith("click:") or k in ("hotkey", "die-key", "enter"))

    def deciding(self) -> bool:
        return self.human_deciding()

    def act(self, top) -> str | None:
        try:
            super().act(top)
        except AssertionError as e:  # the harness's failures (nothing to click), screenshot and all
            return str(e)
        return None

    def check_screen(self):
        if self.checks.due():
            self.checks.record(screen_actions(self.app))


def sit(args) -> RemoteTable:
    if not args.url.startswith(LOCAL):
        raise SystemExit("online_window_proc talks to 127.0.0.1 only")
    if args.host:
        seats = [{"kind": "person", "name": "Ann"}, {"kind": "person", "name": "Bea"}]
        seats += [{"kind": "ai", "level": args.level}] * (args.players - 2)
        return RemoteTable.host(args.url, args.host, {}, seats, args.name or "Ann")
    return RemoteTable.join(args.url, args.join, args.seat, args.name or "Bea")


def wait_seated(remote: RemoteTable, deadline: float) -> None:
    while remote.latest is None or remote.code is None:
        if remote.status == "closed" or time.monotonic() > deadline:
            raise RuntimeError(f"no seat at the table: {remote.status} {remote.error!r}")
        time.sleep(0.01)


def outcome(top: GameOverScene, seat: int) -> dict:
    row = next((s for s in top.outcome.seats if s.seat == seat), None)
    return {"won": row.won, "role": row.role, "score": row.score} if row else {}


def play(args) -> dict:
    """The seat played to the game-over screen (or to the first problem): the summary."""
    began = time.monotonic()
    summary = {"seat": None, "game": None, "checked": 0, "mismatches": [], "clicks": 0, "frames": 0,
               "over": False, "result": None, "problem": None}
    crash.on_crash = lambda app, exc: False  # an exception in a frame ends the run, told (no crash screen)
    remote = sit(args)
    app = App((1280, 720), headless=True)
    app.settings.ai_pacing, app.settings.animation_speed = "instant", "instant"
    try:
        wait_seated(remote, began + args.seconds)
        if args.host:
            say(code=remote.code)
        Run(app, remote, args.seed, summary).loop(began + args.seconds)
    except Exception as e:  # noqa: BLE001 - told in the summary (and its traceback on stderr)
        traceback.print_exc()
        summary["problem"] = f"{type(e).__name__}: {e}"
    finally:
        summary["seconds"] = round(time.monotonic() - began, 1)
        remote.close()
        app.close()
    return summary


class Run:
    """The board of the seat on the App's stack, played frame by frame."""

    def __init__(self, app, remote: RemoteTable, seed: int, summary: dict):
        self.app, self.remote, self.summary = app, remote, summary
        self.match = RemoteMatch(remote)
        self.board = online_board(self.match)
        app.stack.reset(self.board)
        summary["seat"], summary["game"] = remote.seat, self.match.spec.id
        self.checks = Checks(self.match)
        kind = ClickPlayer if isinstance(self.board, ClickBoard) else WinterPlayer
        self.player = kind(app, self.board, self.checks, seed)
        self.stalled = 0  # frames the seat has decided without its screen asking it
        self.sent: list = []  # (counter, decider, action, top scene) of the window's last actions: told on a problem
        apply = self.match.apply

        def sending(action):
            m = self.match
            self.sent = [*self.sent[-5:], (len(m.game.history), m.decider(), str(action), type(app.stack.top).__name__)]
            return apply(action)

        self.match.apply = sending

    def loop(self, deadline: float) -> None:
        try:
            self.summary["problem"] = self.frames(deadline)
        finally:
            self.summary.update(checked=len(self.checks.done), mismatches=self.checks.mismatches,
                                clicks=self.player.clicks)
            if self.summary["problem"]:  # where it stood
                self.summary["stuck"] = self.where()

    def frames(self, deadline: float) -> str | None:
        """Step the App until the game-over screen; a problem in words, or None."""
        app, match, remote, summary = self.app, self.match, self.remote, self.summary
        while True:
            top = app.stack.top
            if match.problem:  # a window sends only what its seat may do now: a refusal is a bug
                return f"the server refused the window's action: {match.problem}"
            if isinstance(top, GameOverScene):
                summary["over"], summary["result"] = True, outcome(top, remote.seat)
                return None
            if time.monotonic() > deadline:
                return f"no game-over screen in time (counter {len(match.game.history)})"
            if remote.status == "closed":
                return f"the connection closed: {remote.error!r}"
            problem = self.player.act(top)
            if problem:
                return problem
            # the table waits for this seat, yet its screen does not get to ask it
            deciding = self.player.deciding()
            self.stalled = self.stalled + 1 if match.decider() == remote.seat and not match.waiting \
                and not deciding else 0
            if self.stalled > STALL:
                return "the seat decides, but its screen does not ask it"
            app.step(FRAME)
            summary["frames"] += 1
            if not deciding:
                time.sleep(0.002)  # the client's thread and the server take their turns

    def where(self) -> dict:
        top, board = self.app.stack.top, self.board
        return {"scenes": [type(x).__name__ for x in self.app.stack.scenes], "decider": self.match.decider(),
                "waiting": self.match.waiting, "not played back": len(board.queue), "status": self.remote.status,
                "refused": self.match.problem, "sent": self.sent,
                "legal": self.remote.latest["legal"][:5], "controls": [str(k) for _, k in top.controls()][:8]}


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--url", required=True, help="the server, ws://127.0.0.1:PORT")
    who = ap.add_mutually_exclusive_group(required=True)
    who.add_argument("--host", metavar="GAME", help="host a table of this game (two people, the rest computers)")
    who.add_argument("--join", metavar="CODE", help="join the table of this room code")
    ap.add_argument("--seat", type=int, default=1, help="the seat to join")
    ap.add_argument("--players", type=int, default=3, help="seats at a hosted table")
    ap.add_argument("--level", default="random", help="the computer seats' level")
    ap.add_argument("--name", default="")
    ap.add_argument("--seed", type=int, default=1, help="which of the screen's controls get clicked")
    ap.add_argument("--seconds", type=float, default=150.0, help="the whole game's bound")
    args = ap.parse_args(argv)
    summary = play(args)
    say(summary=summary)
    ok = summary["over"] and summary["checked"] > 0 and not summary["mismatches"] and not summary["problem"]
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
