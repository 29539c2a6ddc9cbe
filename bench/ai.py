"""AI strength and speed: seeded headless tournaments, one table (numbers, not tests).

    python bench/ai.py [--games 200] [--levels random,easy,normal,hard] [--variants coop,normal]
                       [--hard-budget 0.25] [--workers 2] [--seed 1] [--first 0] [--betrayer-level normal]

Every cell is `--games` games with all four seats at the same level. Co-op plays the
hardcore side, as the rules say. Game i of a cell uses seed SPREAD * (i + 1) + seed
(seeds spread apart; the engine's RNG also scrambles each seed, so games are independent).

Columns: main-objective completion; loyal win rate (of loyal seats); betrayer win rate
(of games with a betrayer); exile precision (share of exiled players who held the
betrayer objective); exiles per game; decision latency p50/p95 (ms, over every
decision of the level, both variants).

Variant `betrayer` is the hunt: the betrayer variant (winter.md §9) with a betrayer dealt
(a seed that deals none is stepped on until one does). Its second table gives, with one
standard error: games where the betrayer was exiled, exile precision, games where a loyal
player was exiled, and the betrayer's win rate. `--betrayer-level normal` seats a Normal
betrayer among the cell's colonists, so two levels' hunts face the same opponent.
"""

import argparse
import sys
import time
from multiprocessing import Pool
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.winter.ai.search import BUDGET  # noqa: E402

SPREAD = 1_000_003


def play(job):
    from game.core import loop
    from game.winter.ai.agents import make_agent
    from game.winter.rules import Config, new_game

    level, variant, seed, budget, betrayer_level = job
    if variant == "betrayer":  # the betrayer variant with a betrayer dealt: the hunt
        while True:
            g = new_game(Config(players=4, betrayer=True), seed)
            if any(p.betrayer for p in g.s.players):
                break
            seed += SPREAD * 7919
    else:
        g = new_game(Config(players=4, coop=variant == "coop"), seed)
    def agent(lv, i):
        return make_agent(lv, seed * 31 + i, **({"time_budget": budget} if lv == "hard" else {}))

    # --betrayer-level: the betrayer's seat plays another level, so the colonists' hunt is compared
    # against the same opponent
    seats = [agent(betrayer_level if betrayer_level and p.betrayer else level, p.seat) for p in g.s.players]
    times = []

    def timed(seat, action, seconds):
        if not (betrayer_level and g.s.players[seat].betrayer):
            times.append(seconds)

    loop.play(g, seats, on_decision=timed)
    results = g.results()
    return {
        "level": level, "variant": variant, "done": g.s.ended_by == "objective",
        "loyal": [r.won for r in results if r.kind == "loyal"],
        "betrayer": [r.won for r in results if r.kind == "betrayer"],
        "exiled": [p.betrayer for p in g.s.players if p.exiled],
        "times": times,
    }


def se(k, n):
    """Standard error of a proportion k/n, in percentage points."""
    if not n:
        return None
    q = k / n
    return 100 * (q * (1 - q) / n) ** 0.5


def rate(k, n):
    return f"{100 * k / n:.0f} % ± {se(k, n):.0f}" if n else "–"


def pct(x):
    return f"{100 * x:.0f} %" if x is not None else "–"


def quantile(values, q):
    if not values:
        return None
    values = sorted(values)
    return values[min(len(values) - 1, int(q * len(values)))]


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--games", type=int, default=200)
    ap.add_argument("--levels", default="random,easy,normal,hard")
    ap.add_argument("--variants", default="coop,normal")
    ap.add_argument("--hard-budget", type=float, default=BUDGET, help="Hard's seconds per searched decision")
    ap.add_argument("--workers", type=int, default=2)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--first", type=int, default=0, help="index of each cell's first game (to extend a cell)")
    ap.add_argument("--betrayer-level", default="", help="the betrayer's seat plays this level (default: the cell's)")
    args = ap.parse_args()
    levels = args.levels.split(",")
    variants = args.variants.split(",")
    jobs = [(lv, var, SPREAD * (i + 1) + args.seed, args.hard_budget, args.betrayer_level)
            for var in variants for lv in levels for i in range(args.first, args.first + args.games)]
    start = time.perf_counter()
    with Pool(args.workers) as pool:
        out = pool.map(play, jobs, chunksize=1)
    secs = time.perf_counter() - start

    rows = []
    for var in variants:
        for lv in levels:
            cell = [r for r in out if r["level"] == lv and r["variant"] == var]
            done = sum(r["done"] for r in cell) / len(cell)
            row = {"variant": var, "level": lv, "games": len(cell), "done": done}
            if var != "coop":
                loyal = [w for r in cell for w in r["loyal"]]
                betrayer = [w for r in cell for w in r["betrayer"]]
                exiled = [b for r in cell for b in r["exiled"]]
                row.update(loyal=sum(loyal) / len(loyal) if loyal else None,
                           betrayer=sum(betrayer) / len(betrayer) if betrayer else None,
                           betrayer_games=len(betrayer),
                           precision=sum(exiled) / len(exiled) if exiled else None,
                           exiles=len(exiled) / len(cell))
            rows.append(row)
    hunt = []
    for lv in levels:
        cell = [r for r in out if r["level"] == lv and r["variant"] == "betrayer"]
        if not cell:
            continue
        n = len(cell)
        caught = sum(any(r["exiled"]) for r in cell)
        wrong = sum(not all(r["exiled"]) for r in cell if r["exiled"])
        exiles = [b for r in cell for b in r["exiled"]]
        won = sum(w for r in cell for w in r["betrayer"])
        hunt.append((lv, n, caught, sum(exiles), len(exiles), wrong, won))
    latency = {lv: [t for r in out if r["level"] == lv for t in r["times"]] for lv in levels}

    print(f"{len(out)} games, 4 players, {args.games} per cell, Hard budget {args.hard_budget} s, "
          f"{args.workers} workers, {secs / 60:.1f} min"
          + (f"; the betrayer plays {args.betrayer_level}" if args.betrayer_level else ""))
    print()
    print("| variant | level | games | completion | loyal wins | betrayer wins (games) | exile precision (exiles) "
          "| exiles/game |")
    print("|---|---|---|---|---|---|---|---|")
    for r in rows:
        if r["variant"] == "betrayer":
            n_exiles = round(r["exiles"] * r["games"])
            print(f"| betrayer | {r['level']} | {r['games']} | {pct(r['done'])} | {pct(r['loyal'])} | "
                  f"{pct(r['betrayer'])} ({r['betrayer_games']}) | {pct(r['precision'])} ({n_exiles}) | "
                  f"{r['exiles']:.2f} |")
        elif r["variant"] == "coop":
            print(f"| co-op | {r['level']} | {r['games']} | {pct(r['done'])} | – | – | – | – |")
        else:
            n_exiles = round(r["exiles"] * r["games"])
            print(f"| normal | {r['level']} | {r['games']} | {pct(r['done'])} | {pct(r['loyal'])} | "
                  f"{pct(r['betrayer'])} ({r['betrayer_games']}) | {pct(r['precision'])} ({n_exiles}) | "
                  f"{r['exiles']:.2f} |")
    if hunt:
        print()
        print("The hunt (betrayer variant, a betrayer dealt; ± one standard error, percentage points):")
        print()
        print("| level | games | betrayer exiled | exile precision (exiles) | loyal exiled | betrayer wins |")
        print("|---|---|---|---|---|---|")
        for lv, n, caught, hits, total, wrong, won in hunt:
            print(f"| {lv} | {n} | {rate(caught, n)} | {rate(hits, total)} ({total}) | {rate(wrong, n)} | "
                  f"{rate(won, n)} |")
    print()
    print("| level | decisions | p50 ms | p95 ms | max ms |")
    print("|---|---|---|---|---|")
    for lv in levels:
        t = latency[lv]
        print(f"| {lv} | {len(t)} | {1000 * quantile(t, 0.5):.2f} | {1000 * quantile(t, 0.95):.1f} | "
              f"{1000 * max(t):.0f} |")


if __name__ == "__main__":
    main()
