"""The window at rest: the game process's CPU while nobody touches it.

    python bench/idle.py [--seconds 20] [--settle 10] [--games winter,mall,showdown]
                         [--states title,decision,moving] [--drivers dummy,x11] [--size 1280x720]

Each measurement is a new process running the game's own loop (App.run) in one state:

    title      the title screen
    decision   a human's decision on a game's board, nothing animating (seat 0 to act in
               a seeded game a few rounds in, the others computer players)
    moving     every seat a computer player at normal pacing and animation speed (Normal
               AIs): things move all the time, and the loop should draw at full rate

After --settle seconds with no input (the window left alone; the title's snow falls for
a few seconds after the last input) the process's CPU time (all its threads: the AI
worker's too) is read over --seconds of wall time. Printed per state and video driver:
CPU as a percentage of one core, frames drawn per second, and the median gap between two
frames in ms (about 17 while things move: the loop draws them at full rate).

Drivers: dummy (SDL's headless driver) and x11, a real X server: $DISPLAY when set,
else an Xvfb started for the run when Xvfb is installed, else the x11 rows are left out.
Saves and settings go to a throwaway folder. Numbers only, no pass/fail.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

STATES = ("title", "decision", "moving")
SEED = 3


def parse_size(s: str):
    w, h = s.lower().split("x")
    return int(w), int(h)


# --- inside the measured process ---------------------------------------------------------

def set_up(app, state: str, game: str):
    """Put the window in `state`; returns a check that it is still in it (None: fine, else why not)."""
    from game import box
    from game.shell.match import SeatSetup

    if state == "title":
        app.to_title()
        return lambda: None
    spec = box.get(game)
    if state == "decision":
        from game.shell.screenshot import find_match

        match, _events = find_match(spec, SEED, "board")
        board = spec.board_scene(match)
        app.stack.reset(board)

        def deciding():
            d, top = match.decider(), app.stack.top
            if not (match.is_human(d) and d == match.shown and board.caught_up() and top is board):
                return f"not a human's decision on the board (decider {d}, on top {type(top).__name__})"
            return None

        return deciding
    n = spec.default_players
    seats = [SeatSetup(f"AI {i + 1}", False, "normal") for i in range(n)]
    app.start_match(spec.make_config(n, tuple(s.name for s in seats)), SEED, seats, spec)
    return lambda: None


def child(state: str, game: str, seconds: float, settle: float, size) -> dict:
    from game.shell.app import App
    from game.shell.userdata import temporary_home

    with temporary_home():
        app = App(size=size)
        try:
            check = set_up(app, state, game)
            app.run(max_seconds=settle)
            problem = check()
            frames = []
            draw = app.stack.draw

            def counted(ui):
                frames.append(time.perf_counter())
                draw(ui)

            app.stack.draw = counted
            cpu, wall = time.process_time(), time.perf_counter()
            app.run(max_seconds=seconds)
            cpu, wall = time.process_time() - cpu, time.perf_counter() - wall
            problem = problem or check()
        finally:
            app.close()
    gaps = [b - a for a, b in zip(frames, frames[1:])]
    return {"cpu": 100 * cpu / wall, "fps": len(frames) / wall, "gap": 1000 * statistics.median(gaps) if gaps else None,
            "problem": problem}


# --- the runner ----------------------------------------------------------------------------

def start_xvfb():
    """An Xvfb of our own on a free display: (display, process), or None."""
    if not shutil.which("Xvfb"):
        return None
    r, w = os.pipe()
    proc = subprocess.Popen(["Xvfb", "-displayfd", str(w), "-screen", "0", "1920x1080x24", "-nolisten", "tcp"],
                            pass_fds=(w,), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    os.close(w)
    with os.fdopen(r) as f:
        number = f.readline().strip()
    if not number:
        proc.kill()
        return None
    return f":{number}", proc


def measure(state: str, game: str, driver: str, display: str | None, args) -> dict:
    env = dict(os.environ, SDL_VIDEODRIVER=driver, SDL_AUDIODRIVER="dummy")
    if display:
        env["DISPLAY"] = display
    cmd = [sys.executable, str(Path(__file__).resolve()), "--child", state, "--games", game,
           "--seconds", str(args.seconds), "--settle", str(args.settle), "--size", args.size]
    r = subprocess.run(cmd, cwd=tempfile.gettempdir(), env=env, capture_output=True, text=True,
                       timeout=args.seconds + args.settle + 300)
    lines = [x for x in r.stdout.splitlines() if x.startswith("{")]
    if r.returncode or not lines:
        return {"problem": f"exit {r.returncode}: {r.stderr.strip()[-300:]}"}
    return json.loads(lines[-1])


def main(argv=None):
    from game import box

    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0],
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--seconds", type=float, default=20.0, help="wall time measured per state")
    ap.add_argument("--settle", type=float, default=10.0, help="seconds the window is left alone first")
    ap.add_argument("--games", "--game", default=",".join(box.ids()), help="comma list of the box's games")
    ap.add_argument("--states", default=",".join(STATES), help=f"comma list of {', '.join(STATES)}")
    ap.add_argument("--drivers", default="dummy,x11", help="comma list of dummy, x11")
    ap.add_argument("--size", default="1280x720")
    ap.add_argument("--child", default=None, help=argparse.SUPPRESS)
    args = ap.parse_args(argv)

    games = [g.strip() for g in args.games.split(",") if g.strip()]
    for g in games:
        if g not in box.ids():
            ap.error(f"unknown game {g!r} (known: {', '.join(box.ids())})")
    if args.child:
        print(json.dumps(child(args.child, games[0], args.seconds, args.settle, parse_size(args.size))))
        return 0
    states = [s.strip() for s in args.states.split(",") if s.strip()]
    for s in states:
        if s not in STATES:
            ap.error(f"unknown state {s!r} (known: {', '.join(STATES)})")

    xvfb = None
    displays = {}
    for driver in (d.strip() for d in args.drivers.split(",") if d.strip()):
        if driver == "x11":
            display = os.environ.get("DISPLAY")
            if not display:
                xvfb = start_xvfb()
                display = xvfb[0] if xvfb else None
            if not display:
                print("idle: no X server ($DISPLAY unset, no Xvfb): the x11 rows are left out")
                continue
            displays[driver] = display
        else:
            displays[driver] = None
    try:
        rows = [("title", None)] if "title" in states else []
        rows += [(s, g) for s in states if s != "title" for g in games]
        print(f"process CPU over {args.seconds:g} s after {args.settle:g} s left alone, {args.size}: % of one core, "
              f"frames drawn per second, median ms between frames")
        drivers = list(displays)
        head = "".join(f" | {d + (' ' + displays[d] if displays[d] else ''):>14} CPU | fps |  gap" for d in drivers)
        print(f"| {'state':<20}{head} |")
        print("|" + "-" * 22 + "|------------------:|----:|-----:" * len(drivers) + "|")
        for state, game in rows:
            cells = []
            for d in drivers:
                got = measure(state, game or games[0], d, displays[d], args)
                if "cpu" not in got:
                    cells.append(f" | {'failed':>18} | {'':>3} | {'':>4}")
                    print(f"idle: {state} {game or ''} ({d}): {got['problem']}", file=sys.stderr)
                    continue
                if got["problem"]:
                    print(f"idle: {state} {game or ''} ({d}): {got['problem']}", file=sys.stderr)
                gap = f"{got['gap']:4.0f}" if got["gap"] is not None else "–"
                cells.append(f" | {got['cpu']:16.1f} % | {got['fps']:3.0f} | {gap:>4}")
            print(f"| {state + (' ' + game if game else ''):<20}{''.join(cells)} |", flush=True)
    finally:
        if xvfb:
            xvfb[1].terminate()
            xvfb[1].wait(10)
    return 0


if __name__ == "__main__":
    sys.exit(main())
