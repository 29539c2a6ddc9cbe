"""Engine speed: full random games per second and mean µs per action, for any game
of the box; full games of Normal players (--normal N games, 0 to skip); and the cost of
clone() and view(seat) on the states of those games — the Hard search's inner loop.

    python bench/engine.py [--game winter] [--games 300] [--normal 20] [--seed 1] [--players N]

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
    ap.add_argument("--normal", type=int, default=20, help="full games of Normal players (default 20; 0: none)")
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
    if args.normal:
        normal_games(spec, config, args.normal, args.seed)


def normal_games(spec, config, games: int, seed: int):
    """Full games of Normal players, and clone/view timed on every state they pass."""
    from game.core.loop import decide

    players = spec.players_of(config)
    actions, secs, clones, views = 0, 0.0, [], []
    for i in range(games):
        g = spec.new_game(config, seed + i)
        agents = [spec.make_agent("normal", seed * 31 + i * 7 + k) for k in range(players)]
        start = time.perf_counter()
        while not g.is_terminal():
            seat = g.current_player()
            g.apply(decide(g, seat, agents[seat]))
            actions += 1
            t0 = time.perf_counter()
            g.clone()
            t1 = time.perf_counter()
            g.view(seat)
            t2 = time.perf_counter()
            clones.append(t1 - t0)
            views.append(t2 - t1)
            start += t2 - t0  # the probes are not the game's time
        secs += time.perf_counter() - start
    print(f"{games} Normal {players}-player games: {games / secs:.2f} games per second, "
          f"{secs / actions * 1e6:.0f} µs per action (decision + apply)")
    for name, xs in (("clone()", clones), ("view(seat)", views)):
        xs.sort()
        print(f"{name:<11} µs: mean {sum(xs) / len(xs) * 1e6:.0f}, p50 {xs[len(xs) // 2] * 1e6:.0f}, "
              f"p95 {xs[int(len(xs) * 0.95)] * 1e6:.0f}  ({len(xs)} states)")


if __name__ == "__main__":
    main()
