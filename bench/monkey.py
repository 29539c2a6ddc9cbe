"""The UI monkey at full size: 10,000 seeded random clicks, drags, keys, wheel turns and
resizes per game on the real App loop (tests/monkey.py), headless; prints the scenes it
reached, the human decisions it checked and the wall time. Exit 1 on the first failure.

    python bench/monkey.py [--events 10000] [--game winter ...] [--seed 5]
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time
import traceback
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests"))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from game import box  # noqa: E402


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--events", type=int, default=10000, help="events per game (default 10000)")
    ap.add_argument("--game", action="append", choices=box.ids(), help="a game id (repeatable; default all)")
    ap.add_argument("--seed", type=int, default=5)
    args = ap.parse_args(argv)
    from monkey import MonkeyError, run

    print("| game | events | scenes reached | human decisions checked | wall s |\n|---|---|---|---|---|")
    for game_id in args.game or box.ids():
        start = time.perf_counter()
        try:
            m = run(game_id, args.events, args.seed, Path(tempfile.mkdtemp(prefix="monkey-")))
        except MonkeyError as e:
            print(f"| {game_id} | FAILED: {e} |")
            if e.__cause__ is not None:  # the exception a frame raised, with where
                traceback.print_exception(e.__cause__)
            return 1
        print(f"| {game_id} | {sum(m.stats.values())} | {len(m.scenes)} ({', '.join(sorted(m.scenes))}) | "
              f"{m.decisions_checked} | {time.perf_counter() - start:.0f} |", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
