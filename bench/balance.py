"""Balance bench (issue 12): seeded headless games with the AI, and the tables the
balance targets are judged by.

    .venv/bin/python bench/balance.py [--game winter] --games 100 --workers 2 --seed 1 \
        [--variants normal,hardcore,coop] [--objectives ID,...] [--agents normal] [--json]

The tables are Winter's (its objectives); for another game it says so and stops.

`--games` is per cell: every variant plays that many games of every main objective
(game i of the k-th objective, in sorted order, uses seed + 1000 k + i, in every variant). It prints
  * the length table: per variant, median round reached, % of games ended by the
    objective before round 4, % ended by morale before round 3;
  * the per-objective table, per variant: games, completion % (± its standard
    error), median round of completion, morale-collapse %;
  * the secret objectives: per loyal card, how often it was met in the games whose
    main objective completed; per betrayer and exile card, dealt and met counts.
"""

from __future__ import annotations

import argparse
import json
import math
import os
import statistics
import sys
import time
from collections import defaultdict
from concurrent.futures import ProcessPoolExecutor

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))

from game import box  # noqa: E402

GAMES = ("winter",)  # the games whose balance tables exist


def _play(job):
    variant, main, seed, agents, players = job
    from game.sim import play_one

    spec = box.get("winter")
    cfg = spec.make_config(players, main=main, **spec.variants[variant])
    try:
        g, _ = play_one(spec, cfg, seed, agents)
    except Exception as e:  # noqa: BLE001 - an error is counted, not fatal
        return {"variant": variant, "main": main, "seed": seed, "error": repr(e)}
    from game.winter.rules.conditions import quantity

    s = g.s
    res = []
    for r in g.results():
        p = s.players[r.seat]
        # the final value of each of the card's conditions: shows how far a missed one was
        conds = g.c.objectives[r.objective].conditions if r.objective else ()
        res.append({"kind": r.kind, "objective": r.objective, "won": r.won,
                    "exiled": p.exiled, "betrayer": p.betrayer,
                    "values": [quantity(g, q, r.seat) for q in conds]})
    return {"variant": variant, "main": main, "seed": seed, "round": s.round,
            "ended_by": s.ended_by, "results": res}


def run(variants, mains, games, seed, agents, players, workers):
    # each objective's cell gets its own seeds (the same in every variant), so the
    # secret, betrayer and exile cards dealt differ from one cell to the next
    jobs = [(v, m, seed + 1000 * k + i, agents, players)
            for v in variants for k, m in enumerate(mains) for i in range(games)]
    if workers <= 1:
        return [_play(j) for j in jobs]
    with ProcessPoolExecutor(workers) as ex:
        return list(ex.map(_play, jobs, chunksize=4))


def _pct(k, n):
    return 100.0 * k / n if n else 0.0


def _se(k, n):
    if not n:
        return 0.0
    p = k / n
    return 100.0 * math.sqrt(p * (1 - p) / n)


def _median(xs):
    return statistics.median(xs) if xs else float("nan")


def tables(records):
    ok = [r for r in records if "error" not in r]
    out = {"errors": [r for r in records if "error" in r], "length": {}, "objectives": {},
           "secrets": {}, "betrayers": {}, "exiles": {}}
    by_var = defaultdict(list)
    for r in ok:
        by_var[r["variant"]].append(r)
    for v, rs in by_var.items():
        n = len(rs)
        out["length"][v] = {
            "games": n,
            "median_round": _median([r["round"] for r in rs]),
            "objective_before_4": _pct(sum(r["ended_by"] == "objective" and r["round"] < 4 for r in rs), n),
            "morale_before_3": _pct(sum(r["ended_by"] == "morale" and r["round"] < 3 for r in rs), n),
            "completed": _pct(sum(r["ended_by"] == "objective" for r in rs), n),
            "morale": _pct(sum(r["ended_by"] == "morale" for r in rs), n),
        }
        per = defaultdict(list)
        for r in rs:
            per[r["main"]].append(r)
        out["objectives"][v] = {}
        for m, ms in sorted(per.items()):
            done = [r for r in ms if r["ended_by"] == "objective"]
            out["objectives"][v][m] = {
                "games": len(ms),
                "completed": _pct(len(done), len(ms)),
                "se": _se(len(done), len(ms)),
                "median_round_done": _median([r["round"] for r in done]),
                "median_round": _median([r["round"] for r in ms]),
                "before_4": _pct(sum(r["round"] < 4 for r in done), len(ms)),
                "morale": _pct(sum(r["ended_by"] == "morale" for r in ms), len(ms)),
            }
    sec = defaultdict(lambda: [0, 0])  # loyal card: [met, held in completed games]
    vals = defaultdict(list)  # loyal card: its conditions' final values, per holder
    bet = defaultdict(lambda: [0, 0])  # betrayer card: [won, dealt]
    exi = defaultdict(lambda: [0, 0])  # exile card: [won, drawn]
    for r in ok:
        done = r["ended_by"] == "objective"
        for p in r["results"]:
            if p["kind"] == "loyal" and done:
                sec[p["objective"]][1] += 1
                sec[p["objective"]][0] += p["won"]
                vals[p["objective"]].append(p.get("values", []))
            elif p["kind"] == "betrayer":
                bet[p["objective"]][1] += 1
                bet[p["objective"]][0] += p["won"]
            elif p["kind"] == "exiled":
                exi[p["objective"]][1] += 1
                exi[p["objective"]][0] += p["won"]
    out["secrets"] = {k: {"met": a, "games": b, "pct": _pct(a, b),
                          "medians": [_median(list(col)) for col in zip(*vals[k])]}
                      for k, (a, b) in sorted(sec.items())}
    out["betrayers"] = {k: {"met": a, "dealt": b} for k, (a, b) in sorted(bet.items())}
    out["exiles"] = {k: {"met": a, "drawn": b} for k, (a, b) in sorted(exi.items())}
    return out


def report(t, all_cards=None):
    lines = ["## Length", "", "| variant | games | median round | objective before round 4 | "
             "morale before round 3 | completed | morale 0 |", "|---|---|---|---|---|---|---|"]
    for v, d in t["length"].items():
        lines.append(f"| {v} | {d['games']} | {d['median_round']:g} | {d['objective_before_4']:.1f} % | "
                     f"{d['morale_before_3']:.1f} % | {d['completed']:.1f} % | {d['morale']:.1f} % |")
    for v, objs in t["objectives"].items():
        lines += ["", f"## Main objectives: {v}", "",
                  "| objective | games | completed | done before round 4 | median round done | "
                  "median round | morale 0 |", "|---|---|---|---|---|---|---|"]
        for m, d in objs.items():
            lines.append(f"| {m} | {d['games']} | {d['completed']:.0f} % ± {d['se']:.0f} | "
                         f"{d['before_4']:.0f} % | {d['median_round_done']:g} | {d['median_round']:g} | "
                         f"{d['morale']:.0f} % |")
    lines += ["", "## Loyal secret objectives (games whose main objective completed)", "",
              "| card | games | met | median final value per condition |", "|---|---|---|---|"]
    for k, d in t["secrets"].items():
        meds = ", ".join(f"{m:g}" for m in d["medians"])
        lines.append(f"| {k} | {d['games']} | {d['pct']:.0f} % ± {_se(d['met'], d['games']):.0f} | {meds} |")
    lines += ["", "## Betrayer objectives", "", "| card | dealt | met |", "|---|---|---|"]
    for k, d in t["betrayers"].items():
        lines.append(f"| {k} | {d['dealt']} | {d['met']} |")
    lines += ["", "## Exile objectives", "", "| card | drawn | met |", "|---|---|---|"]
    for k, d in t["exiles"].items():
        lines.append(f"| {k} | {d['drawn']} | {d['met']} |")
    if all_cards:
        for kind, key in (("secret", "secrets"), ("betrayer", "betrayers"), ("exile", "exiles")):
            missing = sorted(set(all_cards[kind]) - set(t[key]))
            if missing:
                lines.append(f"\nnever dealt ({kind}): {', '.join(missing)}")
    if t["errors"]:
        lines.append(f"\nerrors: {len(t['errors'])} (first: {t['errors'][0]})")
    return "\n".join(lines)


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--game", default=box.DEFAULT, choices=box.ids())
    ap.add_argument("--games", type=int, default=100, help="games per variant and objective (default 100)")
    ap.add_argument("--workers", type=int, default=2, help="processes (default 2)")
    ap.add_argument("--seed", type=int, default=1, help="first seed (default 1)")
    ap.add_argument("--variants", default="normal,hardcore", help="comma list of the game's variants (winter: "
                    "normal, coop, two-player, betrayer, hardcore, elimination)")
    ap.add_argument("--objectives", default="", help="comma list of main objective ids (default all)")
    ap.add_argument("--agents", default="normal", help="comma list of agent levels, cycled over the seats")
    ap.add_argument("--players", type=int, default=4)
    ap.add_argument("--json", action="store_true", help="also print the tables as one JSON line")
    a = ap.parse_args(argv)
    spec = box.get(a.game)
    if spec.id not in GAMES:
        print(f"balance: per-objective tables exist for {', '.join(GAMES)} only")
        return 0

    from game.winter.rules.content import default_content

    c = default_content()
    variants = [v for v in a.variants.split(",") if v]
    for v in variants:
        if v not in spec.variants:
            raise SystemExit(f"unknown variant {v!r}; known: {', '.join(spec.variants)}")
    mains = [m for m in a.objectives.split(",") if m] or sorted(c.mains)
    agents = [x for x in a.agents.split(",") if x]
    try:  # a bad objective or player count is told once, before any game is played
        for v in variants:
            for m in mains:
                spec.make_config(a.players, main=m, **spec.variants[v])
    except ValueError as e:
        raise SystemExit(f"balance: {e}") from None
    t0 = time.perf_counter()
    recs = run(variants, mains, a.games, a.seed, agents, a.players, a.workers)
    t = tables(recs)
    kinds = defaultdict(list)
    for oid, o in c.objectives.items():
        kinds[getattr(o, "kind", "")].append(oid)
    print(report(t, kinds))
    print(f"\n{len(recs)} games in {time.perf_counter() - t0:.0f} s "
          f"(seed {a.seed}, {a.games} per cell, agents {','.join(agents)})")
    if a.json:
        print(json.dumps(t, default=float))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
