"""Memory of the window: one process opens the headless window and plays full all-AI
games of each game (Normal and Easy seats, instant pace, every frame drawn), then goes
back to the title, again and again; prints the process's resident memory after each
game, its peak, and the growth from the first games to the last — as it is, and with
the renderer's caches (text, shapes, icons, layouts: all bounded) emptied, and
the freed memory handed back, so that what the caches hold is told apart from a leak.

    python bench/memory.py [--games 20] [--game winter ...] [--seed 1]

Linux (reads /proc/self/statm and getrusage). Numbers only; the targets (peak ≤ 250 MB
per game, no growth over 20 games) are read off the table.
"""

from __future__ import annotations

import argparse
import gc
import os
import resource
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from game import box  # noqa: E402


def rss_mb() -> float:
    with open("/proc/self/statm") as f:
        pages = int(f.read().split()[1])
    return pages * os.sysconf("SC_PAGE_SIZE") / 1e6


def peak_mb() -> float:
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1e3  # kB on Linux


def without_caches_mb() -> float:
    """Resident memory after emptying the renderer's caches (they refill as drawn) and
    handing freed memory back to the system (glibc keeps it otherwise, so resident memory
    shows the high-water mark, not what is held)."""
    import ctypes

    from game.core import i18n
    from game.render import icons, textfit
    from game.render.ui import CACHES
    from game.showdown.scenes import dice

    for c in CACHES.values():
        c.clear()
    icons._render.cache_clear()  # bounded too (2048 tinted icons, 2048 text layouts,
    textfit._LAYOUTS.clear()  # 4096 formatted lines, 384 dice pictures)
    i18n._formatted.cache_clear()
    dice._die.cache_clear()
    gc.collect()
    try:
        ctypes.CDLL("libc.so.6").malloc_trim(0)
    except (OSError, AttributeError):
        pass
    return rss_mb()


def cache_mb() -> float:
    from game.render.ui import CACHES

    return sum(c.weight for c in CACHES.values()) / 1e6


def play_one(app, spec, seed: int) -> int:
    """One all-AI game through the window to the game-over screen; its action count."""
    from game.shell.match import SeatSetup
    from game.shell.menus import GameOverScene

    levels = ("normal", "easy")
    seats = [SeatSetup(f"AI {i + 1}", False, levels[i % 2]) for i in range(spec.default_players)]
    app.start_match(spec.make_config(len(seats), tuple(s.name for s in seats)), seed, seats, spec)
    board = app.stack.top
    for _ in range(200_000):
        app.step(0.05)
        board.fast_forward = True
        if isinstance(app.stack.top, GameOverScene):
            break
    else:
        raise RuntimeError(f"{spec.id} seed {seed}: no game over")
    n = len(board.match.game.history)
    app.to_title()
    app.step(0.05)
    return n


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--games", type=int, default=20, help="games per game id (default 20)")
    ap.add_argument("--game", action="append", choices=box.ids(), help="a game id (repeatable; default all)")
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args(argv)
    from game.shell.app import App
    from game.shell.userdata import temporary_home

    with temporary_home():
        app = App(headless=True)
        app.settings.ai_pacing = app.settings.animation_speed = "instant"
        app.to_title()
        app.step(0.05)
        print(f"title shown: {rss_mb():.0f} MB resident")
        print("| game | games | actions | resident after game 1 | after last | growth, 2nd to last | caches held "
              "| held without caches, 2nd → last | peak so far | s |")
        print("|---|---|---|---|---|---|---|---|---|---|")
        for game_id in args.game or box.ids():
            spec = box.get(game_id)
            start, after, bare, actions = time.perf_counter(), [], [], 0
            for k in range(args.games):
                actions += play_one(app, spec, args.seed + k)
                gc.collect()
                after.append(rss_mb())
                held = cache_mb()
                if k in (1, args.games - 1):  # emptied at the 2nd game and the last
                    bare.append(without_caches_mb())
            growth = after[-1] - after[1] if len(after) > 1 else 0.0
            bare_growth = f"{bare[0]:.0f} → {bare[-1]:.0f} MB" if len(bare) > 1 else "–"
            print(f"| {game_id} | {args.games} | {actions} | {after[0]:.0f} MB | {after[-1]:.0f} MB | "
                  f"{growth:+.1f} MB | {held:.0f} MB | {bare_growth} | {peak_mb():.0f} MB | "
                  f"{time.perf_counter() - start:.0f} |", flush=True)
        app.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
