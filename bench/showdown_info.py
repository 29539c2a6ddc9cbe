"""Where Showdown's Hard loses its edge: seat substitution (bench/seats.py) with Hard told
part of the hidden game, or searching every action (numbers, not tests).

    python bench/showdown_info.py --level oracle-rows [--wide] [--cells showdown,showdown-7]
                                  [--games 400] [--hard-sims 8] [--workers 2] [--seed 1] [--deviate SE]

Levels, besides seats.py's own (hard, oracle, ...): Hard whose every sampled world is drawn
from its view as usual, then given the truth of one part of the game:

    oracle-rows        every safe in the players' rows (the middle and those out stay unknown)
    oracle-rows-end    the same, only in the last round (the last lap, the badge round, the showdown)
    oracle-rows-early  the same, only before the last round
    oracle-contents-end  in the last round, what each row holds but not where (its face-down cells in a random order)
    oracle-hands       every hand, the cards sealed for a holdup or the showdown (the deck's order stays unknown)

--wide makes every distinct legal action a candidate (within 1.0 of Normal's best, at most
8), not Normal's close rivals alone; --deviate is the standard errors a rival must lead by
(the search's default 1.5). The tested seat and the deals are seats.py's, so a row here
pairs with seats.py's Normal games of the same cell and seed.
"""

import argparse
import copy
import sys
from dataclasses import replace
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))

import seats  # noqa: E402

from game.showdown.ai import search  # noqa: E402
from game.showdown.ai.table import HIDDEN  # noqa: E402

TOLD = ("oracle-rows", "oracle-rows-end", "oracle-rows-early", "oracle-contents-end", "oracle-hands")
END = ("oracle-rows-end", "oracle-contents-end")


def told(world, truth, level: str, rng, view=None) -> None:
    """Give the sampled `world` the part of `truth` that `level` tells (`view`: the seat's,
    whose face-down cells oracle-contents-end mixes)."""
    t = truth.s
    last = t.round >= t.rounds or t.step not in search.ROUND_STEPS  # as the search's horizon reads it
    if level in END and not last or level == "oracle-rows-early" and last:
        return
    s = world.s
    if level != "oracle-hands":
        s.safes = copy.deepcopy(t.safes)
        if level == "oracle-contents-end":
            for row, seen in zip(s.safes, view.safes):
                cells = [i for i, x in enumerate(seen) if x == HIDDEN]
                xs = [row[i] for i in cells]
                rng.shuffle(xs)
                for i, x in zip(cells, xs):
                    row[i] = x
        rest = list(t.middle) + list(t.out)  # still unknown: which lies where
        rng.shuffle(rest)
        s.middle, s.out = rest[:len(t.middle)], rest[len(t.middle):]
    else:
        s.hands = copy.deepcopy(t.hands)
        deck = list(t.deck)  # what is left is known with the hands; not its order
        rng.shuffle(deck)
        s.deck = deck
        s.holdup = copy.deepcopy(t.holdup)
        if t.showdown is not None and s.showdown is not None:
            s.showdown.sealed = copy.deepcopy(t.showdown.sealed)


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter,
                                 epilog="Every other option is bench/seats.py's (--cells, --games, --level, ...).")
    ap.add_argument("--wide", action="store_true", help="every distinct legal action a candidate")
    ap.add_argument("--deviate", type=float, default=None, help="standard errors a rival must lead by")
    ours, rest = ap.parse_known_args(argv)
    if ours.wide:
        search.MARGIN, search.WIDTH = 1.0, 8
    plain = seats.seat_agent

    def seat_agent(spec, level, seed, budget, game):
        agent = plain(spec, "hard" if level in TOLD else level, seed, budget, game)
        if ours.deviate is not None and hasattr(agent, "settings"):
            agent.settings = replace(agent.settings, deviate=ours.deviate)
        if level in TOLD:
            sample = agent.hooks.determinize

            def determinize(view, seat, belief, rng):
                world = sample(view, seat, belief, rng)
                told(world, game, level, rng, view)
                return world

            agent.hooks.determinize = determinize
        return agent

    seats.seat_agent = seat_agent  # the workers are forked after this: they play these agents
    return seats.main(rest)


if __name__ == "__main__":
    sys.exit(main())
