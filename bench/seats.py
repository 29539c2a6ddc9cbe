"""Seat substitution: how much more one seat wins when Hard plays it instead of Normal,
the other seats Normal, on the same deals (numbers, not tests).

    python bench/seats.py [--cells mall,showdown,...] [--games 400] [--workers 2] [--seed 1]
                          [--hard-sims N | --hard-budget S] [--level hard] [--base normal] [--first 0] [--json]

Every game of a cell is played twice from the same seed: once with the tested seat at
--level, once at --base; every other seat plays --base with the same agent seeds both
times. The tested seat moves round the table game by game (in a Winter role cell, round
the seats that hold that role in the deal). A game's result for the seat is the game's
own outcome: won or not (Winter: a loyal player wins by the main objective and its
secret; the betrayer by its own). The table gives both win rates, the paired gain in
points with one standard error and its 95 % interval (mean ± 1.96 SE of the per-deal
differences), and the decision latency of the tested level.

Cells (issue 27's targets, 4 players unless named):
    winter-loyal       Winter normal variant, the seat a loyal player
    winter-betrayer    Winter betrayer variant, the seat the betrayer
    winter-hunter      Winter betrayer variant, the seat a loyal player
    mall, mall-6       Mall (6 players)
    showdown, showdown-expert, showdown-7   Showdown base, expert, base at 7 players

--level oracle plays Hard whose sampled worlds are the true game (an upper bound on what
better beliefs could bring the search; no player gets to see so much). --level random or
easy measures the other way: how much a weaker player in the seat loses, the scale of skill
in that cell.

--hard-sims plays a fixed number of worlds per searched decision with no clock, so the
result does not depend on the machine's load (the shipped Hard has a time budget).
"""

import argparse
import json
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from ai import make_agent, quantile, run, seed_of  # noqa: E402

from game import box  # noqa: E402
from game.core import loop  # noqa: E402

# cell -> (game, players, options, Winter role of the tested seat or None)
CELLS = {
    "winter-loyal": ("winter", 4, {}, "loyal"),
    "winter-betrayer": ("winter", 4, {"betrayer": True}, "betrayer"),
    "winter-hunter": ("winter", 4, {"betrayer": True}, "loyal"),
    "mall": ("mall", 4, {}, None),
    "showdown": ("showdown", 4, {}, None),
    "showdown-expert": ("showdown", 4, {"horse_thief": True, "mystery": True}, None),
    "mall-6": ("mall", 6, {}, None),
    "showdown-7": ("showdown", 7, {}, None),
}
ORACLE = "oracle"  # a bound, not a level: Hard that sees everything (seat_agent)
STEP = 7919  # a Winter seed whose deal has no seat of the role is stepped on by SPREAD * STEP


def deal(cell: str, i: int, seed: int):
    """(seed, tested seat) of the cell's i-th game: the seat rotates over those allowed."""
    game_id, players, options, role = CELLS[cell]
    spec = box.get(game_id)
    while True:
        g = spec.new_game(spec.make_config(players, **options), seed)
        allowed = (list(range(players)) if role is None else
                   [p.seat for p in g.s.players if p.betrayer == (role == "betrayer")])
        if allowed:
            return seed, allowed[i % len(allowed)]
        seed += 1_000_003 * STEP


def seat_agent(spec, level: str, seed: int, budget, game):
    """An agent of `level`; ORACLE is Hard whose every sampled world is `game` as it stands
    (every hand, deck, safe and sealed choice; the dice to come still unknown)."""
    if level != ORACLE:
        return make_agent(spec, level, seed, budget)
    agent = make_agent(spec, "hard", seed, budget)
    agent.hooks.determinize = lambda view, seat, belief, rng: game.clone()
    return agent


def play(job) -> dict:
    """One game: the tested seat at `level`, the others at `base`."""
    cell, seed, seat, level, base, budget = job
    game_id, players, options, _ = CELLS[cell]
    spec = box.get(game_id)
    g = spec.new_game(spec.make_config(players, **options), seed)
    levels = [level if i == seat else base for i in range(players)]
    times = []
    loop.play(g, [seat_agent(spec, lv, seed * 31 + i, budget, g) for i, lv in enumerate(levels)],
              on_decision=lambda s, action, secs: times.append(secs) if s == seat else None)
    row = next(r for r in spec.outcome(g, []).seats if r.seat == seat)
    return {"cell": cell, "seed": seed, "seat": seat, "level": level, "won": bool(row.won), "times": times}


def paired(tested: list[bool], baseline: list[bool]) -> tuple[float, float]:
    """The mean per-deal gain in points and its standard error."""
    d = [100 * (a - b) for a, b in zip(tested, baseline, strict=True)]
    n = len(d)
    mean = sum(d) / n
    var = sum((x - mean) ** 2 for x in d) / (n - 1) if n > 1 else 0.0
    return mean, (var / n) ** 0.5


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description="Seat substitution: one seat Hard instead of Normal, same deals.")
    ap.add_argument("--cells", default=",".join(CELLS), help=f"comma list of: {', '.join(CELLS)}")
    ap.add_argument("--games", type=int, default=400, help="deals per cell (each played twice)")
    ap.add_argument("--first", type=int, default=0, help="index of the cell's first deal (to extend a cell)")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--workers", type=int, default=2)
    ap.add_argument("--level", default="hard")
    ap.add_argument("--base", default="normal")
    ap.add_argument("--hard-budget", type=float, default=None, help="Hard's seconds per searched decision")
    ap.add_argument("--hard-sims", type=int, default=None, help="Hard's worlds per searched decision, no clock")
    ap.add_argument("--json", action="store_true", help="also print every game as JSON lines")
    args = ap.parse_args(argv)
    cells = args.cells.split(",")
    unknown = [c for c in cells if c not in CELLS]
    if unknown:
        raise SystemExit(f"seats: unknown cell(s) {', '.join(unknown)} (known: {', '.join(CELLS)})")
    if args.games < 2:
        raise SystemExit("seats: --games must be at least 2 (a standard error needs two deals)")
    budget = ("sims", args.hard_sims) if args.hard_sims else args.hard_budget
    jobs = []
    for cell in cells:
        for i in range(args.first, args.first + args.games):
            seed, seat = deal(cell, i, seed_of(args, i))
            jobs += [(cell, seed, seat, lv, args.base, budget) for lv in (args.level, args.base)]
    start = time.perf_counter()
    out = run(play, jobs, args.workers)
    secs = time.perf_counter() - start
    print(f"seat substitution: {args.level} for {args.base} in one seat, {args.games} deals a cell, each played twice, "
          f"{args.workers} workers, {secs / 60:.1f} min"
          + (f", {args.level} {args.hard_sims} worlds a searched decision (no clock)" if args.hard_sims else "")
          + (f", budget {args.hard_budget} s" if args.hard_budget is not None else ""))
    print()
    print(f"| cell | deals | {args.level} wins | {args.base} wins | gain (points) | 95 % interval | "
          f"{args.level} p95 ms | max ms |")
    print("|---|---|---|---|---|---|---|---|")
    for cell in cells:
        rows = [r for r in out if r["cell"] == cell]
        mine = [r["won"] for r in rows if r["level"] == args.level]
        base = [r["won"] for r in rows if r["level"] == args.base]
        gain, se = paired(mine, base)
        times = [t for r in rows if r["level"] == args.level for t in r["times"]]
        p95 = f"{1000 * quantile(times, 0.95):.0f}" if times else "–"
        top = f"{1000 * max(times):.0f}" if times else "–"
        print(f"| {cell} | {len(mine)} | {100 * sum(mine) / len(mine):.1f} % | {100 * sum(base) / len(base):.1f} % | "
              f"{gain:+.1f} ± {se:.1f} | {gain - 1.96 * se:+.1f} to {gain + 1.96 * se:+.1f} | {p95} | {top} |")
    if args.json:
        for r in out:
            print(json.dumps({k: v for k, v in r.items() if k != "times"}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
