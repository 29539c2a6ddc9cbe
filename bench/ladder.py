"""A ladder of the computer levels: seat cells between every pair, an Elo-like rating per level
with a 95 % interval (numbers, not tests).

    python bench/ladder.py [--game mall] [--players N] [--games 20] [--levels random,easy,normal,hard,hard4x]
                           [--hard-sims N | --hard-budget S] [--workers 1] [--seed 1] [--anchor random]
                           [--fields random,easy,normal]
                           [--variant NAME] [--option KEY=VALUE ...] [--json]

Levels: the game's own, and hard4x, Hard at four times its budget (the ceiling of today's
search). With --hard-sims N, Hard plays N sampled worlds a searched decision and hard4x 4N,
with no clock: the ladder is then the same for a seed on any machine. With --hard-budget S
they get S and 4S seconds; with neither, the game's own budget and four times it.

Cells: for every ordered pair of levels (A, B), --games games with one A seat among B seats.
Game i of a cell is bench/ai.py's game i of its seat cell `--levels A --against B`: the A
seat is seat i mod players, the seed SPREAD * (i + 1) + --seed, the same agents' seeds. So
every cell is dealt the same games, and levels are compared in one seat on paired deals.
--fields keeps the B seats to some levels (every level still plays the A seat): a Winter
table of three searching players takes minutes a game, and every level is still placed
against the same fields.

The A seat's score in a game: 1 when it won alone, 1/w when w seats won together, 1/players
when nobody won (a tie of everyone, no evidence either way), else 0.

The model: among k seats, the A seat wins with p = 1 / (1 + (k - 1) * 10 ** ((R_B - R_A) / 400)),
so equal ratings give the fair share 1/k and 400 points more multiply A's odds against the
field by ten. The ratings maximise the likelihood of every cell's scores, with one extra game
at the fair share in each cell (a cell won or lost every time would otherwise send a rating to
infinity). The --anchor level is held at 0 (default random, else the first level given);
each interval is 1.96 standard errors from the observed information, so it says how well a
level is placed against the anchor, whose own interval is nil.
"""

from __future__ import annotations

import argparse
import json
import math
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench import ai  # noqa: E402
from game import box  # noqa: E402
from game.core import loop  # noqa: E402

CEILING = "hard4x"  # Hard at CEILING_FACTOR times its budget
CEILING_FACTOR = 4
PRIOR_GAMES = 1.0  # each cell's extra game at the fair share
ELO = 400 / math.log(10)  # rating points per unit of log-odds
Z95 = 1.959964


# --- the games ------------------------------------------------------------------------

def budgets(hard_sims: int | None, hard_budget: float | None) -> dict:
    """What bench/ai.py's make_agent takes as Hard's budget, for hard and for the ceiling."""
    if hard_sims:
        return {"hard": ("sims", hard_sims), CEILING: ("sims", CEILING_FACTOR * hard_sims)}
    if hard_budget is not None:
        return {"hard": hard_budget, CEILING: CEILING_FACTOR * hard_budget}
    from game.ai.search import BUDGET  # every game's Hard defaults to it

    return {"hard": None, CEILING: CEILING_FACTOR * BUDGET}


def make_agent(spec, level, seed, levels_budget):
    if level == CEILING:
        return ai.make_agent(spec, "hard", seed, levels_budget[CEILING])
    return ai.make_agent(spec, level, seed, levels_budget.get(level))


def share(seat: int, winners: set, players: int) -> float:
    """The seat's part of one game's win (ties split; nobody winning is everyone tied)."""
    if not winners:
        return 1 / players
    return 1 / len(winners) if seat in winners else 0.0


def ladder_game(job):
    """One game of a cell (A, B), dealt and seated as bench/ai.py's seat_game deals and seats it;
    its own because a Hard and a hard4x seat at one table need two budgets, and a shared win
    needs every winner, where seat_game takes one budget and tells only the tested seat's win."""
    game_id, players, a, b, seat, seed, levels_budget, options = job
    spec = box.get(game_id)
    g = spec.new_game(spec.make_config(players, **options), seed)
    seats = [a if i == seat else b for i in range(players)]
    loop.play(g, [make_agent(spec, lv, seed * 31 + i, levels_budget) for i, lv in enumerate(seats)])
    winners = {r.seat for r in spec.outcome(g, []).seats if r.won}
    return {"a": a, "b": b, "seat": seat, "seed": seed, "winners": sorted(winners),
            "score": share(seat, winners, players)}


def play_cells(spec, args, players, levels, options, fields=None) -> list[dict]:
    """Every cell (A, B) of two levels, B among `fields` (default: every level)."""
    levels_budget = budgets(args.hard_sims, args.hard_budget)
    jobs = [(spec.id, players, a, b, i % players, ai.seed_of(args, i), levels_budget, options)
            for a in levels for b in (fields or levels) if a != b for i in range(args.games)]
    return ai.run(ladder_game, jobs, args.workers)


# --- the fit --------------------------------------------------------------------------

def solve(m: list[list[float]], v: list[float]) -> list[float]:
    """x with m x = v (Gauss-Jordan with partial pivoting; m is small and positive definite)."""
    n = len(v)
    rows = [list(r) + [v[i]] for i, r in enumerate(m)]
    for c in range(n):
        p = max(range(c, n), key=lambda r: abs(rows[r][c]))
        rows[c], rows[p] = rows[p], rows[c]
        for r in range(n):
            if r != c:
                f = rows[r][c] / rows[c][c]
                rows[r] = [x - f * y for x, y in zip(rows[r], rows[c])]
    return [rows[i][n] / rows[i][i] for i in range(n)]


def win_chance(gap: float, players: int) -> float:
    """The A seat's chance against k - 1 seats rated `gap` log-odds below it."""
    return 1 / (1 + (players - 1) * math.exp(-gap))


def fit(cells: dict, players: int, levels: list[str], anchor: str) -> dict:
    """Ratings by maximum likelihood. cells: (A, B) -> (games, A's summed score). Returns
    level -> (rating, standard error), on the Elo scale with the anchor at 0."""
    free = [lv for lv in levels if lv != anchor]
    index = {lv: i for i, lv in enumerate(free)}
    fair = 1 / players
    data = [(a, b, n + PRIOR_GAMES, s + PRIOR_GAMES * fair) for (a, b), (n, s) in cells.items() if n]
    x = [0.0] * len(free)  # log-odds units

    def rating(lv):
        return x[index[lv]] if lv in index else 0.0

    def loglik(point):
        r = dict(zip(free, point))
        total = 0.0
        for a, b, n, s in data:
            p = win_chance(r.get(a, 0.0) - r.get(b, 0.0), players)
            total += s * math.log(p) + (n - s) * math.log1p(-p)
        return total

    def gradient_and_information():
        grad = [0.0] * len(free)
        info = [[0.0] * len(free) for _ in free]
        for a, b, n, s in data:
            p = win_chance(rating(a) - rating(b), players)
            w = n * p * (1 - p)
            for lv, sign in ((a, 1), (b, -1)):
                if lv in index:
                    grad[index[lv]] += sign * (s - n * p)
                    for lv2, sign2 in ((a, 1), (b, -1)):
                        if lv2 in index:
                            info[index[lv]][index[lv2]] += sign * sign2 * w
        return grad, info

    for _ in range(100):  # Newton's method, halving a step that lowers the likelihood
        grad, info = gradient_and_information()
        step = solve(info, grad)
        before, t = loglik(x), 1.0
        while t > 1e-6 and loglik([xi + t * d for xi, d in zip(x, step)]) < before - 1e-12:
            t /= 2
        x = [xi + t * d for xi, d in zip(x, step)]
        if max(map(abs, step), default=0.0) * t < 1e-10:
            break
    _, info = gradient_and_information()
    out = {anchor: (0.0, 0.0)}
    for lv, i in index.items():
        unit = [1.0 if j == i else 0.0 for j in range(len(free))]
        out[lv] = (ELO * x[i], ELO * math.sqrt(solve(info, unit)[i]))
    return {lv: out[lv] for lv in levels}


def tally(results: list[dict]) -> dict:
    """(A, B) -> (games, A's summed score)."""
    cells: dict = {}
    for r in results:
        n, s = cells.get((r["a"], r["b"]), (0, 0.0))
        cells[(r["a"], r["b"])] = (n + 1, s + r["score"])
    return cells


def summary(cells: dict, players: int, levels: list[str], anchor: str) -> dict:
    """The ladder as plain data (the --json output)."""
    ratings = fit(cells, players, levels, anchor)
    games = {lv: sum(n for (a, b), (n, _) in cells.items() if lv in (a, b)) for lv in levels}
    return {
        "players": players, "anchor": anchor,
        "levels": [{"level": lv, "rating": round(r, 1), "se": round(e, 1),
                    "low": round(r - Z95 * e, 1), "high": round(r + Z95 * e, 1), "games": games[lv]}
                   for lv, (r, e) in ratings.items()],
        "cells": [{"a": a, "b": b, "games": n, "score": round(s, 3)} for (a, b), (n, s) in cells.items()],
    }


def print_tables(result: dict) -> None:
    print("| level | rating | 95 % interval | games |")
    print("|---|---|---|---|")
    for row in result["levels"]:
        interval = "anchor" if row["level"] == result["anchor"] else f"{row['low']:.0f} to {row['high']:.0f}"
        print(f"| {row['level']} | {row['rating']:.0f} | {interval} | {row['games']} |")
    levels = [row["level"] for row in result["levels"]]
    cells = {(c["a"], c["b"]): c for c in result["cells"]}
    print()
    print(f"The A seat's share of the wins, one A seat (rows) among {result['players'] - 1} B seats (columns); "
          f"the fair share is {100 / result['players']:.0f} %:")
    print()
    print("| A \\ B | " + " | ".join(levels) + " |")
    print("|---" * (len(levels) + 1) + "|")
    for a in levels:
        row = []
        for b in levels:
            c = cells.get((a, b))
            row.append("–" if c is None or not c["games"] else f"{100 * c['score'] / c['games']:.0f} % ({c['games']})")
        print(f"| {a} | " + " | ".join(row) + " |")


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--game", default=box.DEFAULT, choices=box.ids())
    ap.add_argument("--players", type=int, default=None, help="default: the game's usual table")
    ap.add_argument("--games", type=int, default=20, help="games per ordered pair of levels")
    ap.add_argument("--levels", default=None, help=f"comma list, weakest first (default: the game's and {CEILING})")
    ap.add_argument("--fields", default=None,
                    help="comma list: only these levels fill the B seats (default: every level; Winter's "
                         "fields of searching players cost minutes a game)")
    ap.add_argument("--anchor", default=None, help="the level rated 0 (default random, else the first level)")
    budget = ap.add_mutually_exclusive_group()
    budget.add_argument("--hard-sims", type=int, default=None,
                        help=f"Hard plays this many sampled worlds a searched decision, no clock "
                             f"({CEILING}: {CEILING_FACTOR}x)")
    budget.add_argument("--hard-budget", type=float, default=None,
                        help=f"Hard's seconds per searched decision ({CEILING}: {CEILING_FACTOR}x)")
    ap.add_argument("--variant", default=None, help="a rules variant of the game (as `sim`)")
    ap.add_argument("--option", action="append", default=[], metavar="KEY=VALUE",
                    help="set one new-game option (as `sim`; repeatable)")
    ap.add_argument("--workers", type=int, default=1)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--json", action="store_true", help="print the ladder as one JSON object instead of tables")
    args = ap.parse_args(argv)
    spec = box.get(args.game)
    players = args.players or spec.default_players
    if not spec.min_players <= players <= spec.max_players:
        ap.error(f"{spec.title} is for {spec.min_players} to {spec.max_players} players")
    known = list(spec.levels) + ([CEILING] if "hard" in spec.levels else [])
    levels = list(dict.fromkeys((args.levels or ",".join(known)).split(",")))
    unknown = [lv for lv in levels if lv not in known]
    if unknown:
        ap.error(f"{spec.title} has no level {unknown[0]!r} (here: {', '.join(known)})")
    if len(levels) < 2:
        ap.error("a ladder needs two levels or more")
    if args.games < 1:
        ap.error("--games: one game a cell or more")
    fields = list(dict.fromkeys(args.fields.split(","))) if args.fields else None
    if fields and not set(fields) <= set(levels):
        ap.error(f"--fields: {', '.join(f for f in fields if f not in levels)} not among the levels")
    anchor = args.anchor or ("random" if "random" in levels else levels[0])
    if anchor not in levels:
        ap.error(f"the anchor {anchor!r} is not among --levels")
    options = ai.option_values(spec, args.variant, args.option)

    start = time.perf_counter()
    results = play_cells(spec, args, players, levels, options, fields)
    minutes = (time.perf_counter() - start) / 60
    result = summary(tally(results), players, levels, anchor)
    if args.json:
        print(json.dumps(result | {"game": spec.id, "games_per_cell": args.games, "seed": args.seed,
                                   "hard_sims": args.hard_sims, "hard_budget": args.hard_budget,
                                   "options": options, "minutes": round(minutes, 2)}))
        return 0
    print(f"{len(results)} games of {spec.title}, {players} players, {args.games} per ordered pair of levels, "
          + (f"the B seats {', '.join(fields)} only, " if fields else "")
          + f"the A seat moved round the table, seed {args.seed}, {args.workers} workers, {minutes:.1f} min"
          + (f"; Hard {args.hard_sims} worlds a searched decision, {CEILING} {CEILING_FACTOR * args.hard_sims} "
             f"(no clock)" if args.hard_sims else "")
          + (f"; Hard {args.hard_budget} s a searched decision, {CEILING} {CEILING_FACTOR * args.hard_budget} s"
             if args.hard_budget is not None else "")
          + (f"; options {options}" if options else ""))
    print(f"Ratings on the Elo scale, {anchor} = 0; 95 % intervals from the observed information, "
          f"each cell with one extra game at the fair share.")
    print()
    print_tables(result)
    return 0


if __name__ == "__main__":
    sys.exit(main())
