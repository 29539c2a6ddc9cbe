"""Engine speed: full random 4-player games per second and mean µs per action.

    python bench/engine.py [--games 300] [--seed 1]

Prints numbers only; no pass/fail (speed lives here, not in tests).
"""

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.core.rng import Rng  # noqa: E402
from game.winter.rules import Config, new_game  # noqa: E402


def main():
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--games", type=int, default=300)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--players", type=int, default=4)
    args = ap.parse_args()
    new_game(Config(players=args.players), 0)  # load content outside the clock
    actions = rounds = 0
    start = time.perf_counter()
    for i in range(args.games):
        g = new_game(Config(players=args.players), args.seed + i)
        r = Rng(args.seed + i)
        while not g.is_terminal():
            g.apply(r.choice(g.legal_actions()))
            actions += 1
        rounds += g.s.round
    secs = time.perf_counter() - start
    print(f"{args.games} random {args.players}-player games in {secs:.2f} s")
    print(f"games per second:   {args.games / secs:.1f}")
    print(f"µs per action:      {secs / actions * 1e6:.1f}  (legal_actions + apply, {actions / args.games:.0f} actions/game)")
    print(f"mean rounds:        {rounds / args.games:.2f}")


if __name__ == "__main__":
    main()
