"""Engine speed: full random games per second and mean µs per action, for any game
of the box; full games of Normal players (--normal N games, 0 to skip); and the cost of
clone() and view(seat) on the states of those games — the Hard search's inner loop —
timed the way before issue 27 (a pickle round trip) and now, on the same states, with
the ratio.

    python bench/engine.py [--game winter] [--games 300] [--normal 20] [--seed 1] [--players N]

Prints numbers only; no pass/fail (speed lives here, not in tests).
"""

import argparse
import pickle
import sys
import time
from contextlib import contextmanager
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game import box  # noqa: E402
from game.core.rng import Rng  # noqa: E402
from game.core.statecopy import copy_state  # noqa: E402


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
    """Full games of Normal players, and clone/view timed on every state they pass: the
    way before issue 27 (a pickle round trip, see pickle_copies) and now, on the same states."""
    from game.core.loop import decide

    players = spec.players_of(config)
    actions, secs, decisions = 0, 0.0, 0.0
    times = {key: [] for key in ("clone before", "clone now", "view before", "view now")}
    for i in range(games):
        g = spec.new_game(config, seed + i)
        agents = [spec.make_agent("normal", seed * 31 + i * 7 + k) for k in range(players)]
        start = time.perf_counter()
        while not g.is_terminal():
            seat = g.current_player()
            t0 = time.perf_counter()
            action = decide(g, seat, agents[seat])
            decisions += time.perf_counter() - t0
            g.apply(action)
            actions += 1
            t0 = time.perf_counter()
            probe(g, seat, times)
            start += time.perf_counter() - t0  # the probes are not the game's time
        secs += time.perf_counter() - start
    print(f"{games} Normal {players}-player games: {games / secs:.2f} games per second, "
          f"{secs / actions * 1e6:.0f} µs per action (decision + apply), "
          f"{decisions / actions * 1e6:.0f} µs per decision (view + the agent's choice)")
    for name, xs in times.items():
        xs.sort()
        print(f"{name:<13} µs: mean {mean(xs) * 1e6:6.1f} ± {sem(xs) * 1e6:.1f}, p50 {xs[len(xs) // 2] * 1e6:5.0f}, "
              f"p95 {xs[int(len(xs) * 0.95)] * 1e6:5.0f}  ({len(xs)} states)")
    for name in ("clone", "view"):
        before, now = mean(times[f"{name} before"]), mean(times[f"{name} now"])
        print(f"{name}: {before * 1e6:.1f} -> {now * 1e6:.1f} µs, {before / now:.2f}x faster")


def probe(g, seat: int, times: dict) -> None:
    """clone() and view(seat) of this state, before and now, in turns (so a busy moment of
    the machine falls on both)."""
    for way in ("now", "before") if len(times["clone now"]) % 2 else ("before", "now"):
        with pickle_copies(way == "before"):
            t0 = time.perf_counter()
            g.clone()
            t1 = time.perf_counter()
            g.view(seat)
            t2 = time.perf_counter()
        times[f"clone {way}"].append(t1 - t0)
        times[f"view {way}"].append(t2 - t1)


@contextmanager
def pickle_copies(on: bool):
    """The engines and views as they were before issue 27: every module that copies a state
    with core.statecopy.copy_state copies it with a pickle round trip instead."""
    if not on:
        yield
        return
    users = [m for name, m in list(sys.modules.items())
             if name.startswith("game.") and getattr(m, "copy_state", None) is copy_state]
    for m in users:
        m.copy_state = pickle_copy
    try:
        yield
    finally:
        for m in users:
            m.copy_state = copy_state


def pickle_copy(state):
    return pickle.loads(pickle.dumps(state, pickle.HIGHEST_PROTOCOL))


def mean(xs) -> float:
    return sum(xs) / len(xs)


def sem(xs) -> float:
    """The standard error of the mean."""
    m = mean(xs)
    return (sum((x - m) ** 2 for x in xs) / (len(xs) - 1) / len(xs)) ** 0.5 if len(xs) > 1 else 0.0

if __name__ == "__main__":
    main()
