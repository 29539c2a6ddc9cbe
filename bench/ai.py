"""AI strength and speed: seeded headless tournaments, as tables (numbers, not tests).

    python bench/ai.py [--game winter] [--players N] [--games 200] [--levels random,easy,normal,hard]
                       [--against LEVEL[,LEVEL...]] [--hard-budget S] [--hard-sims N] [--workers 2] [--seed 1]
                       [--first 0] [--variant NAME] [--option KEY=VALUE ...]
      Winter only:     [--variants coop,normal] [--betrayer-level normal]

Game i of a cell uses seed SPREAD * (i + 1) + seed (seeds spread apart; the engine's RNG
also scrambles each seed, so games are independent); --first is the index of each
cell's first game (to extend a cell). --levels defaults to the game's levels;
--hard-budget is Hard's seconds per searched decision (default: the game's own);
--hard-sims instead plays a fixed number of sampled worlds per searched decision with no
clock (Hard is then deterministic for a seed and its strength does not depend on the
machine's load). --variant and --option set the seat cells' rules as `python -m game sim`
does (e.g. --game showdown --variant expert, or --option mystery=on).

Seat cells, for any game (the default for a game without tables of its own, and for
Winter when --against is given): one LEVEL seat among seats of the --against level
(default random; a comma list pairs with --levels), the tested seat moved round the
table game by game. Mall and Showdown are measured so:

    python bench/ai.py --game mall --levels normal,hard --against random,normal

Columns: the tested seat's win rate ± one standard error (percentage points; a seat
won as the game's outcome says), the fair share (1 / players) and the edge over it.
Then decision latency p50/p95 per level (every decision of every seat of that level).

Winter's own tables (--game winter without --against, or with --variants): every
cell is --games 4-player games with all seats at the same level. Co-op plays the
hardcore side, as the rules say. Columns: main-objective completion; loyal win rate
(of loyal seats); betrayer win rate (of games with a betrayer); exile precision
(share of exiled players who held the betrayer objective); exiles per game; decision
latency p50/p95 (ms, over every decision of the level, both variants).

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

from game import box  # noqa: E402
from game.core import loop  # noqa: E402

SPREAD = 1_000_003


def make_agent(spec, level, seed, budget):
    """`budget`: Hard's seconds per searched decision, or ("sims", N) for N worlds with no clock;
    only Hard takes it, and only when one is asked for (else the game's own)."""
    if level != "hard" or budget is None:
        return spec.make_agent(level, seed)
    if isinstance(budget, tuple):
        return spec.make_agent(level, seed, time_budget=None, simulations=budget[1])
    return spec.make_agent(level, seed, time_budget=budget)


def option_values(spec, variant, items) -> dict:
    """The new-game options of --variant NAME and --option KEY=VALUE (as `python -m game sim`)."""
    if variant is not None and variant not in spec.variants:
        raise SystemExit(f"ai: {spec.title} has no variant {variant!r} (known: {', '.join(spec.variants) or 'none'})")
    values = dict(spec.variants.get(variant, {}))
    options = {o.id: o for o in spec.options}
    for item in items:
        key, eq, text = item.partition("=")
        if not eq or key not in options:
            raise SystemExit(f"ai: expected --option KEY=VALUE with KEY one of {', '.join(options)}, got {item!r}")
        words = {str(c): c for c in options[key].choices} | {options[key].word(c): c for c in options[key].choices}
        if text not in words:
            raise SystemExit(f"ai: option {key} has no value {text!r} (known: {', '.join(words)})")
        values[key] = words[text]
    return values


def run(fn, jobs, workers):
    """fn over jobs in `workers` processes; in this one for 1 (a game registered at run
    time, such as the tests' toy game, is then in reach whatever the start method)."""
    if workers <= 1:
        return [fn(j) for j in jobs]
    with Pool(workers) as pool:
        return pool.map(fn, jobs, chunksize=1)


def seed_of(args, i):
    return SPREAD * (i + 1) + args.seed


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


def latency_table(latency):
    """latency: level -> the seconds of its decisions."""
    print()
    print("| level | decisions | p50 ms | p95 ms | max ms |")
    print("|---|---|---|---|---|")
    for lv, t in latency.items():
        if not t:
            print(f"| {lv} | 0 | – | – | – |")
            continue
        print(f"| {lv} | {len(t)} | {1000 * quantile(t, 0.5):.2f} | {1000 * quantile(t, 0.95):.1f} | "
              f"{1000 * max(t):.0f} |")


# --- seat cells: any game -------------------------------------------------------------

def seat_game(job):
    """One game with one tested seat: did it win, and every decision's seconds by level."""
    game_id, players, level, against, seat, seed, budget, options = job
    spec = box.get(game_id)
    g = spec.new_game(spec.make_config(players, **options), seed)
    levels = [level if i == seat else against for i in range(players)]
    times = {level: [], against: []}
    loop.play(g, [make_agent(spec, lv, seed * 31 + i, budget) for i, lv in enumerate(levels)],
              on_decision=lambda s, action, secs: times[levels[s]].append(secs))
    row = next(r for r in spec.outcome(g, []).seats if r.seat == seat)
    return {"level": level, "against": against, "won": row.won, "score": row.score, "times": times,
            "rounds": spec.progress(g)["round"]}


def mean_se(values) -> str:
    """The mean ± one standard error of the numbers given ("–" when the game has none)."""
    xs = [x for x in values if x is not None]
    if not xs:
        return "–"
    m = sum(xs) / len(xs)
    se = (sum((x - m) ** 2 for x in xs) / (len(xs) - 1) / len(xs)) ** 0.5 if len(xs) > 1 else 0.0
    return f"{m:.1f} ± {se:.1f}"


def seat_cells(spec, args, players, levels):
    against = (args.against or "random").split(",")
    if len(against) == 1:
        against *= len(levels)
    if len(against) != len(levels):
        raise SystemExit("ai: --against takes one level, or one per level of --levels")
    cells = list(zip(levels, against))
    options = option_values(spec, args.variant, args.option)
    budget = ("sims", args.hard_sims) if args.hard_sims else args.hard_budget
    jobs = [(spec.id, players, lv, vs, i % players, seed_of(args, i), budget, options)
            for lv, vs in cells for i in range(args.first, args.first + args.games)]
    start = time.perf_counter()
    out = run(seat_game, jobs, args.workers)
    secs = time.perf_counter() - start

    fair = 1 / players
    print(f"{len(out)} games of {spec.title}, {players} players, {args.games} per cell, the tested seat moved "
          f"round the table, {args.workers} workers, {secs / 60:.1f} min"
          + (f", Hard budget {args.hard_budget} s" if args.hard_budget is not None else "")
          + (f", Hard {args.hard_sims} worlds a searched decision (no clock)" if args.hard_sims else "")
          + (f", options {options}" if options else ""))
    print()
    print("| level | among | games | wins | win rate | fair share | edge (points) | mean score | mean rounds "
          "| decisions/game |")
    print("|---|---|---|---|---|---|---|---|---|---|")
    for lv, vs in cells:
        cell = [r for r in out if (r["level"], r["against"]) == (lv, vs)]
        wins, n = sum(r["won"] for r in cell), len(cell)
        print(f"| {lv} | {vs} | {n} | {wins} | {rate(wins, n)} | {pct(fair)} | {100 * (wins / n - fair):+.0f} | "
              f"{mean_se([r['score'] for r in cell])} | {mean_se([r['rounds'] for r in cell])} | "
              f"{mean_se([sum(map(len, r['times'].values())) for r in cell])} |")
    latency_table({lv: [t for r in out for t in r["times"].get(lv, ())] for lv in dict.fromkeys(levels + against)})


# --- Winter's own tables: completion, exiles, the hunt ----------------------------------

def winter_game(job):
    level, variant, seed, budget, betrayer_level, players = job
    spec = box.get("winter")
    if variant == "betrayer":  # the betrayer variant with a betrayer dealt: the hunt
        while True:
            g = spec.new_game(spec.make_config(players, betrayer=True), seed)
            if any(p.betrayer for p in g.s.players):
                break
            seed += SPREAD * 7919
    else:
        g = spec.new_game(spec.make_config(players, coop=variant == "coop"), seed)

    # --betrayer-level: the betrayer's seat plays another level, so the colonists' hunt is compared
    # against the same opponent
    seats = [make_agent(spec, betrayer_level if betrayer_level and p.betrayer else level, seed * 31 + p.seat,
                        budget) for p in g.s.players]
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


def winter_tables(spec, args, players, levels):
    from game.ai.search import BUDGET  # the header names Hard's default budget

    budget = BUDGET if args.hard_budget is None else args.hard_budget
    variants = (args.variants or "coop,normal").split(",")
    if not set(variants) <= {"coop", "normal", "betrayer"}:
        raise SystemExit(f"ai: Winter's variants here are coop, normal and betrayer, not {args.variants!r}")
    jobs = [(lv, var, seed_of(args, i), budget, args.betrayer_level, players)
            for var in variants for lv in levels for i in range(args.first, args.first + args.games)]
    start = time.perf_counter()
    out = run(winter_game, jobs, args.workers)
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

    print(f"{len(out)} games, {players} players, {args.games} per cell, Hard budget {budget} s, "
          f"{args.workers} workers, {secs / 60:.1f} min"
          + (f"; the betrayer plays {args.betrayer_level}" if args.betrayer_level else ""))
    print()
    print("| variant | level | games | completion | loyal wins | betrayer wins (games) | exile precision (exiles) "
          "| exiles/game |")
    print("|---|---|---|---|---|---|---|---|")
    for r in rows:
        if r["variant"] == "coop":
            print(f"| co-op | {r['level']} | {r['games']} | {pct(r['done'])} | – | – | – | – |")
        else:
            n_exiles = round(r["exiles"] * r["games"])
            print(f"| {r['variant']} | {r['level']} | {r['games']} | {pct(r['done'])} | {pct(r['loyal'])} | "
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
    latency_table({lv: [t for r in out if r["level"] == lv for t in r["times"]] for lv in levels})


OWN_TABLES = {"winter": winter_tables}  # a game's tables beyond the seat cells


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--game", default=box.DEFAULT, choices=box.ids())
    ap.add_argument("--players", type=int, default=None, help="default: the game's usual table")
    ap.add_argument("--games", type=int, default=200, help="games per cell")
    ap.add_argument("--levels", default=None, help="comma list (default: the game's levels)")
    ap.add_argument("--against", default=None,
                    help="seat cells: the other seats' level (default random), or a comma list, one per level")
    ap.add_argument("--hard-budget", type=float, default=None, help="Hard's seconds per searched decision")
    ap.add_argument("--hard-sims", type=int, default=None,
                    help="seat cells: Hard plays this many sampled worlds per searched decision, no clock")
    ap.add_argument("--variant", default=None, help="seat cells: a rules variant of the game (as `sim`)")
    ap.add_argument("--option", action="append", default=[], metavar="KEY=VALUE",
                    help="seat cells: set one new-game option (as `sim`; repeatable)")
    ap.add_argument("--workers", type=int, default=2)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--first", type=int, default=0, help="index of each cell's first game (to extend a cell)")
    ap.add_argument("--variants", default=None, help="Winter: comma list of coop, normal, betrayer "
                                                     "(default coop,normal)")
    ap.add_argument("--betrayer-level", default="", help="Winter: the betrayer's seat plays this level "
                                                         "(default: the cell's)")
    args = ap.parse_args(argv)
    spec = box.get(args.game)
    players = args.players or spec.default_players
    if not spec.min_players <= players <= spec.max_players:
        ap.error(f"{spec.title} is for {spec.min_players} to {spec.max_players} players")
    levels = (args.levels or ",".join(spec.levels)).split(",")
    unknown = [lv for lv in levels + (args.against or "").split(",") if lv and lv not in spec.levels]
    if unknown:
        ap.error(f"{spec.title} has no level {unknown[0]!r} (its levels: {', '.join(spec.levels)})")

    own = OWN_TABLES.get(spec.id)
    if own and (args.against is None or args.variants is not None):
        own(spec, args, players, levels)
        if args.against is not None:
            print()
    elif args.variants or args.betrayer_level:
        print("ai: completion, exile and hunt tables exist for winter only")
    if not own or args.against is not None:
        seat_cells(spec, args, players, levels)


if __name__ == "__main__":
    main()
