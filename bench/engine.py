"""Engine speed: full random games per second and mean µs per action, for any game
of the box; full games of Normal players (--normal N games, 0 to skip); and the cost of
clone() and view(seat) on the states of those games — the Hard search's inner loop —
timed the way before issue 27 (a pickle round trip) and now, on the same states, with
the ratio. With --before REV, the Normal players' decisions too: the same games played
by the code of git revision REV (exported to a temporary folder) and by this one, in
turns in fresh processes (--rounds each), in CPU µs per decision (view + choice), and
whether both chose the very same actions.

    python bench/engine.py [--game winter] [--games 300] [--normal 20] [--seed 1] [--players N]
                           [--before 5385f44 --rounds 3]

Prints numbers only; no pass/fail (speed lives here, not in tests).
"""

import argparse
import hashlib
import json
import os
import pickle
import subprocess
import sys
import tempfile
import time
from contextlib import contextmanager
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CODE = "BENCH_ENGINE_CODE"  # the folder whose game package a --before run times (else this checkout's)
sys.path.insert(0, os.environ.get(CODE) or str(ROOT))

from game import box  # noqa: E402
from game.core.rng import Rng  # noqa: E402


def main():
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--game", default=box.DEFAULT, choices=box.ids())
    ap.add_argument("--games", type=int, default=300)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--players", type=int, default=None, help="default: the game's usual table")
    ap.add_argument("--normal", type=int, default=20, help="full games of Normal players (default 20; 0: none)")
    ap.add_argument("--before", metavar="REV", help="also time the Normal decisions of git revision REV")
    ap.add_argument("--rounds", type=int, default=3, help="--before: runs of each code, in turns (default 3)")
    ap.add_argument("--decisions-only", action="store_true", help=argparse.SUPPRESS)  # one run of --before's
    args = ap.parse_args()
    spec = box.get(args.game)
    config = spec.make_config(args.players or spec.default_players)
    spec.new_game(config, 0)  # load content outside the clock
    if args.decisions_only:
        print(json.dumps(normal_decisions(spec, config, args.normal, args.seed)))
        return
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
    if args.normal and args.before:
        compare_decisions(args, spec, config)


def agents_for(spec, config, seed: int, i: int) -> list:
    return [spec.make_agent("normal", seed * 31 + i * 7 + k) for k in range(spec.players_of(config))]


def normal_decisions(spec, config, games: int, seed: int) -> dict:
    """The games of normal_games, timing only the decisions (CPU time: the machine may be
    shared), and a hash of every action chosen."""
    from game.core.loop import decide

    cpu, n, digest = 0.0, 0, hashlib.sha256()
    for i in range(games):
        g = spec.new_game(config, seed + i)
        agents = agents_for(spec, config, seed, i)
        while not g.is_terminal():
            seat = g.current_player()
            t0 = time.process_time()
            action = decide(g, seat, agents[seat])
            cpu += time.process_time() - t0
            n += 1
            g.apply(action)
        digest.update(("\n".join(g.history) + "\n\n").encode())
    return {"cpu": cpu, "decisions": n, "actions": digest.hexdigest()}


def compare_decisions(args, spec, config) -> None:
    """Normal's decisions by the code of `args.before` and by this one, in turns."""
    runs: dict[str, list] = {"before": [], "now": []}
    with tempfile.TemporaryDirectory() as tmp:
        archive = subprocess.run(["git", "-C", str(ROOT), "archive", args.before, "game"], capture_output=True, check=True)
        subprocess.run(["tar", "-x", "-C", tmp], input=archive.stdout, check=True)
        for r in range(args.rounds):
            for way in ("before", "now") if r % 2 == 0 else ("now", "before"):
                env = dict(os.environ, **{CODE: tmp if way == "before" else str(ROOT)})
                cmd = [sys.executable, __file__, "--decisions-only", "--game", args.game, "--normal", str(args.normal),
                       "--seed", str(args.seed), "--players", str(spec.players_of(config))]
                out = subprocess.run(cmd, env=env, capture_output=True, text=True, check=True)
                runs[way].append(json.loads(out.stdout.strip().splitlines()[-1]))
    per = {way: [x["cpu"] / x["decisions"] for x in xs] for way, xs in runs.items()}
    for way, xs in per.items():
        print(f"Normal decision {way:<6} (CPU µs, {runs[way][0]['decisions']} decisions a run): "
              f"mean {mean(xs) * 1e6:.1f} ± {sem(xs) * 1e6:.1f} over {len(xs)} runs ({', '.join(f'{x * 1e6:.0f}' for x in xs)})")
    same = len({x["actions"] for xs in runs.values() for x in xs}) == 1
    print(f"Normal decision: {mean(per['before']) * 1e6:.1f} -> {mean(per['now']) * 1e6:.1f} µs, "
          f"{mean(per['before']) / mean(per['now']):.2f}x faster; the same actions before and now: {'yes' if same else 'NO'}")


def normal_games(spec, config, games: int, seed: int):
    """Full games of Normal players, and clone/view timed on every state they pass: the
    way before issue 27 (a pickle round trip, see pickle_copies) and now, on the same states."""
    from game.core.loop import decide

    players = spec.players_of(config)
    actions, secs, decisions = 0, 0.0, 0.0
    times = {key: [] for key in ("clone before", "clone now", "view before", "view now")}
    for i in range(games):
        g = spec.new_game(config, seed + i)
        agents = agents_for(spec, config, seed, i)
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
        print(f"{name:<13} CPU µs: mean {mean(xs) * 1e6:6.1f} ± {sem(xs) * 1e6:.1f}, p50 {xs[len(xs) // 2] * 1e6:5.0f}, "
              f"p95 {xs[int(len(xs) * 0.95)] * 1e6:5.0f}  ({len(xs)} states)")
    for name in ("clone", "view"):
        before, now = mean(times[f"{name} before"]), mean(times[f"{name} now"])
        print(f"{name}: {before * 1e6:.1f} -> {now * 1e6:.1f} µs, {before / now:.2f}x faster")


def probe(g, seat: int, times: dict) -> None:
    """clone() and view(seat) of this state, before and now, in turns, in CPU time (a busy
    machine's other work falls on neither)."""
    for way in ("now", "before") if len(times["clone now"]) % 2 else ("before", "now"):
        with pickle_copies(way == "before"):
            t0 = time.process_time()
            g.clone()
            t1 = time.process_time()
            g.view(seat)
            t2 = time.process_time()
        times[f"clone {way}"].append(t1 - t0)
        times[f"view {way}"].append(t2 - t1)


@contextmanager
def pickle_copies(on: bool):
    """The engines and views as they were before issue 27: every module that copies a state
    with core.statecopy.copy_state copies it with a pickle round trip instead."""
    from game.core.statecopy import copy_state

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


def pickle_copy(state, but=()):
    """A whole copy, as before (`but`, the fields a view replaces at once, copied too)."""
    return pickle.loads(pickle.dumps(state, pickle.HIGHEST_PROTOCOL))


def mean(xs) -> float:
    return sum(xs) / len(xs)


def sem(xs) -> float:
    """The standard error of the mean."""
    m = mean(xs)
    return (sum((x - m) ** 2 for x in xs) / (len(xs) - 1) / len(xs)) ** 0.5 if len(xs) > 1 else 0.0

if __name__ == "__main__":
    main()
