"""How wide Showdown's heuristic should take the gold race: one seat played by the heuristic
alone (no search) with a given race and memory, the others Normal, paired with that seat
Normal on the same deals (numbers, not tests). It chose heuristic.HARD.

    python bench/showdown_race.py [--players 4] [--expert] [--games 2000] [--start 0] [--workers 2]
                                  [--setting END,START,DOUBT,MEMORY[,MYSTERIES] ...]

A setting is the race's width in gold at the game's end and what it adds at its start
(Table.temp), the doubt (how much the variance of the face-down gold of the two factions
compared widens it: Table.width), whether the seat reads the safes it remembers
(determinize.Witness; 1 or 0) and, with the expert rules, the mystery safes it sees (Table's
`mysteries`; 1 or 0, by default 1 as Hard). Normal is 0.8,1.5,0,0,0. Deal i is seed START + i with the
tested seat (START + i) mod players; the others play Normal with the same agent seeds both
times. Each setting reports the seat's wins against Normal's in that seat and the paired
gain in points with one standard error.
"""

import argparse
import sys
from contextlib import nullcontext
from dataclasses import replace
from multiprocessing import Pool
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from seats import CELLS, paired  # noqa: E402

from game import box  # noqa: E402
from game.core import loop  # noqa: E402
from game.showdown.ai.determinize import Witness, belief  # noqa: E402
from game.showdown.ai.heuristic import HARD, NORMAL, HeuristicAgent, decider  # noqa: E402

EXPERT = CELLS["showdown-expert"][2]  # the expert rules, as the seat cell plays them


class Reader(HeuristicAgent):
    """The heuristic with a setting's race; with memory, it scores with what its witness kept."""

    def __init__(self, seed: int, setting: tuple):
        end, start, doubt, memory, mysteries = setting
        super().__init__(seed, replace(HARD, race=(end, start), doubt=doubt, mysteries=mysteries))
        self.memory, self.witness = memory, None

    def act(self, view, legal: list):
        evidence = None
        if self.memory:  # every view it is shown, as Hard feeds its witness
            self.witness = self.witness or Witness(decider(view))
            evidence = belief(view, self.witness.seat, self.witness)
        if len(legal) == 1:
            return legal[0]
        return self.ranked(view, legal, evidence)[0][1]


def play(job) -> bool:
    """Whether the tested seat won deal `seed` (setting None: the seat plays Normal)."""
    seed, players, expert, setting = job
    spec = box.get("showdown")
    g = spec.new_game(spec.make_config(players, **(EXPERT if expert else {})), seed)
    seat = seed % players
    agents = [Reader(seed * 31 + p, setting) if p == seat and setting else HeuristicAgent(seed * 31 + p, NORMAL)
              for p in range(players)]
    loop.play(g, agents)
    return bool(next(r for r in spec.outcome(g, []).seats if r.seat == seat).won)


def setting_of(text: str) -> tuple:
    try:
        end, start, doubt, memory, *mysteries = (float(x) for x in text.split(","))
        if len(mysteries) > 1:
            raise ValueError
    except ValueError:
        raise argparse.ArgumentTypeError(f"a setting is END,START,DOUBT,MEMORY[,MYSTERIES] (four or five numbers), "
                                         f"not {text!r}") from None
    return end, start, doubt, bool(memory), bool(mysteries[0]) if mysteries else HARD.mysteries


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description="Showdown's heuristic with a given gold race, paired against Normal.")
    ap.add_argument("--players", type=int, default=4)
    ap.add_argument("--expert", action="store_true", help="the expert rules (horse thief, mystery safes)")
    ap.add_argument("--games", type=int, default=2000, help="deals, each played once a setting and once all Normal")
    ap.add_argument("--start", type=int, default=0, help="the first deal's seed")
    ap.add_argument("--workers", type=int, default=2)
    ap.add_argument("--setting", type=setting_of, action="append",
                    help="END,START,DOUBT,MEMORY[,MYSTERIES] (repeatable; default: Normal's, Hard's, Hard's "
                         "without memory)")
    a = ap.parse_args(argv)
    hard = (*HARD.race, HARD.doubt)
    settings = a.setting or [(*NORMAL.race, NORMAL.doubt, False, NORMAL.mysteries), (*hard, True, HARD.mysteries),
                             (*hard, False, HARD.mysteries)]
    seeds = range(a.start, a.start + a.games)
    rules = "expert" if a.expert else "base"
    print(f"Showdown {rules}, {a.players} players: {a.games} deals from seed {a.start}, the heuristic alone "
          "in one seat against Normal in it")
    print("\n| race end | race start | doubt | memory | mysteries | seat wins | Normal's | gain (points) | 95 % interval |")
    print("|---|---|---|---|---|---|---|---|---|")
    pool = Pool(a.workers) if a.workers > 1 else None
    run = (lambda jobs: pool.map(play, jobs, chunksize=25)) if pool else (lambda jobs: list(map(play, jobs)))
    with pool or nullcontext():
        base = run([(s, a.players, a.expert, None) for s in seeds])
        for setting in settings:
            won = run([(s, a.players, a.expert, setting) for s in seeds])
            gain, se = paired(won, base)
            end, start, doubt, memory, mysteries = setting
            print(f"| {end:g} | {start:g} | {doubt:g} | {'yes' if memory else 'no'} | {'yes' if mysteries else 'no'} "
                  f"| {100 * sum(won) / len(won):.1f} % "
                  f"| {100 * sum(base) / len(base):.1f} % | {gain:+.1f} ± {se:.1f} | "
                  f"{gain - 1.96 * se:+.1f} to {gain + 1.96 * se:+.1f} |", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
