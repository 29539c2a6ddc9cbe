"""Soak: many seeded full games of every game of the box, headless, across every rules
variant and player count and a mix of computer levels, with the game's invariants
(tests/invariants.py) checked after every action. Prints a progress bar and a summary
table; exits 1 if any game raised, broke an invariant or did not end.

    python bench/soak.py [--games 10000] [--game winter --game mall ...] [--workers 2] [--seed 1]

Game i of a game id plays cell i (players × variant, every valid one in turn) with each
seat's level drawn from LEVELS by a generator seeded with (seed, i): a failure names the
seed, cell and levels that reproduce it (`--only-index i`). tests/test_soak.py runs the
same at a reduced size.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
import traceback
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests"))  # the invariants live with the tests

from game import box  # noqa: E402
from game.core.loop import MAX_ACTIONS  # noqa: E402

# a seat's level and its weight: mostly quick players, Normal in many games, Hard (a search
# of seconds per decision) only in the full bench's rare draws
LEVELS = (("random", 55), ("easy", 25), ("normal", 20))


@dataclass
class GameResult:
    game: str
    index: int
    actions: int = 0
    seconds: float = 0.0
    failure: str | None = None  # "exception" | "invariant" | "unfinished"
    detail: str = ""


@dataclass
class Tally:
    games: int = 0
    actions: int = 0
    seconds: float = 0.0
    failures: dict = field(default_factory=lambda: {"exception": 0, "invariant": 0, "unfinished": 0})
    samples: list = field(default_factory=list)
    cells: set = field(default_factory=set)

    def add(self, r: GameResult, cell: str):
        self.games += 1
        self.actions += r.actions
        self.seconds += r.seconds
        self.cells.add(cell)
        if r.failure:
            self.failures[r.failure] += 1
            if len(self.samples) < 5:
                self.samples.append(r)


def cells(spec: box.GameSpec) -> list[tuple[int, str]]:
    """Every (players, variant) the game accepts."""
    out = []
    for players in range(spec.min_players, spec.max_players + 1):
        for variant, options in spec.variants.items():
            try:
                spec.make_config(players, **options)
            except (ValueError, TypeError):
                continue
            out.append((players, variant))
    return out


def plan(spec: box.GameSpec, index: int, seed: int) -> tuple[int, str, list[str], int]:
    """(players, variant, levels per seat, game seed) of game `index`."""
    table = cells(spec)
    players, variant = table[index % len(table)]
    rnd = random.Random(seed * 1_000_003 + index)
    names, weights = zip(*LEVELS)
    return players, variant, rnd.choices(names, weights, k=players), rnd.randrange(2**31)


def play_one(game_id: str, index: int, seed: int) -> GameResult:
    from invariants import CHECKS

    spec = box.get(game_id)
    check = CHECKS[game_id]
    players, variant, levels, game_seed = plan(spec, index, seed)
    r = GameResult(game_id, index)
    start = time.perf_counter()
    try:
        g = spec.new_game(spec.make_config(players, **spec.variants[variant]), game_seed)
        agents = [spec.make_agent(level, game_seed * 31 + i) for i, level in enumerate(levels)]
        check(g)
        while not g.is_terminal():
            if r.actions >= MAX_ACTIONS:
                r.failure, r.detail = "unfinished", f"no end after {MAX_ACTIONS} actions"
                break
            seat = g.current_player()
            agent = agents[seat]
            view = g.view(seat) if getattr(agent, "needs_view", True) else None
            g.apply(agent.act(view, g.legal_actions()))
            r.actions += 1
            try:
                check(g)
            except AssertionError as e:
                r.failure, r.detail = "invariant", f"after action {r.actions}: {e}"[:400]
                break
        if r.failure is None:
            results = g.results()
            assert len(results) == players, f"{len(results)} results for {players} seats"
    except AssertionError as e:
        r.failure, r.detail = "invariant", str(e)[:400]
    except Exception:  # noqa: BLE001  (any exception is what the soak is looking for)
        r.failure, r.detail = "exception", traceback.format_exc(limit=6)[-800:]
    r.seconds = time.perf_counter() - start
    return r


def _job(args):
    return play_one(*args)


def describe(spec: box.GameSpec, index: int, seed: int) -> str:
    players, variant, levels, game_seed = plan(spec, index, seed)
    return f"{players}p {variant}"


def run(game_ids: list[str], games: int, seed: int, workers: int, progress=None, first: int = 0) -> dict[str, Tally]:
    jobs = [(g, i, seed) for g in game_ids for i in range(first, first + games)]
    tallies = {g: Tally() for g in game_ids}
    done = 0
    if workers > 1:
        import multiprocessing as mp

        # fork where there is one: the workers inherit this process's modules (tests load
        # this script from its path, which a spawned worker could not import)
        method = "fork" if "fork" in mp.get_all_start_methods() else "spawn"
        pool = mp.get_context(method).Pool(workers)
        results = pool.imap_unordered(_job, jobs, chunksize=4)
    else:
        pool = None
        results = map(_job, jobs)
    try:
        for r in results:
            tallies[r.game].add(r, describe(box.get(r.game), r.index, seed))
            done += 1
            if progress:
                progress(done, len(jobs), r)
    finally:
        if pool is not None:
            pool.close()
            pool.join()
    return tallies


def bar(done: int, total: int, started: float, r: GameResult, failed: int = 0):
    width = 30
    filled = round(width * done / total)
    rate = done / max(1e-9, time.perf_counter() - started)
    eta = (total - done) / max(rate, 1e-9)
    line = f"\r[{'#' * filled}{'.' * (width - filled)}] {done}/{total} {rate:6.1f} games/s  eta {eta:5.0f} s  failed {failed}  {r.game:<9}"
    if sys.stderr.isatty():
        print(line, end="", file=sys.stderr, flush=True)
    elif done % max(1, total // 20) == 0 or done == total:
        print(line.strip("\r"), file=sys.stderr, flush=True)


def table(tallies: dict[str, Tally], wall: float) -> str:
    rows = ["| game | games | cells | actions | exceptions | invariant violations | unfinished | µs/action |",
            "|---|---|---|---|---|---|---|---|"]
    for g, t in tallies.items():
        f = t.failures
        rows.append(f"| {g} | {t.games} | {len(t.cells)} | {t.actions} | {f['exception']} | {f['invariant']} | "
                    f"{f['unfinished']} | {1e6 * t.seconds / max(1, t.actions):.0f} |")
    rows.append(f"\nwall time {wall:.0f} s; levels drawn from {', '.join(f'{n} {w}%' for n, w in LEVELS)}")
    return "\n".join(rows)


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--games", type=int, default=10000, help="games per game id (default 10000)")
    ap.add_argument("--game", action="append", choices=box.ids(), help="a game id (repeatable; default all)")
    ap.add_argument("--workers", type=int, default=2)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--only-index", type=int, default=None, help="replay one game of the run, by its index")
    ap.add_argument("--first", type=int, default=0, help="the index of the first game (to go on with a run)")
    args = ap.parse_args(argv)
    game_ids = args.game or box.ids()
    if args.only_index is not None:
        for g in game_ids:
            r = play_one(g, args.only_index, args.seed)
            print(f"{g} #{args.only_index} ({describe(box.get(g), r.index, args.seed)}): "
                  f"{r.failure or 'ok'} {r.actions} actions\n{r.detail}")
        return 0
    started = time.perf_counter()
    failed = 0

    def progress(done, total, r):
        nonlocal failed
        failed += r.failure is not None
        bar(done, total, started, r, failed)

    tallies = run(game_ids, args.games, args.seed, args.workers, progress=progress, first=args.first)
    print(file=sys.stderr)
    print(table(tallies, time.perf_counter() - started))
    failed = False
    for g, t in tallies.items():
        for r in t.samples:
            failed = True
            players, variant, levels, game_seed = plan(box.get(g), r.index, args.seed)
            print(f"\n{g} #{r.index}: {r.failure} ({players}p {variant}, levels {','.join(levels)}, "
                  f"game seed {game_seed}; rerun: --game {g} --only-index {r.index} --seed {args.seed})\n{r.detail}")
        failed |= any(t.failures.values())
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
