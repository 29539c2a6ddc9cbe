"""Engine speed: full random games per second and mean µs per action, for any game
of the box.

    python bench/engine.py [--game winter] [--games 300] [--seed 1] [--players N]

Prints numbers only; no pass/fail (speed lives here, not in tests).
"""

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game import box  # noqa: E402
from game.core.rng import Rng  # noqa: E402


def main():
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--game", default=box.DEFAULT, choices=box.ids())
    ap.add_argument("--games", type=int, default=300)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--players", type=int, default=None, help="default: the game's usual table")
    args = ap.parse_args()
    spec = box.get(args.game)
    config = spec.make_config(args.players or spec.default_players)
    spec.new_game(config, 0)  # load content outside the clock
    actions = rounds = 0
    start = time.perf_counter()
    for i in range(args.games):
        g = spec.new_game(config, args.seed + i)
        r = Rng(args.seed + i)
        while not g.is_terminal():
            g.apply(r.choice(g.legal_actions()))
            actions += 1
        rounds += spec.progress(g)["round"] or 0
    secs = time.perf_counter() - start
    players = spec.players_of(config)
    print(f"{args.games} random {players}-player games of {spec.title} in {secs:.2f} s")
    print(f"games per second:   {args.games / secs:.1f}")
    print(f"µs per action:      {secs / actions * 1e6:.1f}  (legal_actions + apply, {actions / args.games:.0f} actions/game)")
    print(f"mean rounds:        {rounds / args.games:.2f}")


if __name__ == "__main__":
    main()
