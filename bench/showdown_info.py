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

Or Hard that reads the others' moves, in the last round (a bound on what inference from them brings):

    choices-end        a row whose owner made turn choices (rob, duel, ride, ...) since it last
                       changed is drawn in every world from the posterior over its face-down
                       cells given those choices: every multiset the unseen safes allow, weighed
                       by how likely Normal (its scores softened by choices.TEMPERATURE), holding it,
                       was to choose so from what the seat saw just before
    oracle-choosers-end  those same rows told: their true face-down safes (not their places)

--wide makes every distinct legal action a candidate (within 1.0 of Normal's best, at most
8), not Normal's close rivals alone; --deviate is the standard errors a rival must lead by
(the search's default 1.5). The tested seat and the deals are seats.py's, so a row here
pairs with seats.py's Normal games of the same cell and seed.
"""

import argparse
import copy
import sys
from collections import Counter
from dataclasses import replace
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))

import seats  # noqa: E402

from game.core.rng import Rng  # noqa: E402
from game.showdown.ai import search  # noqa: E402
from game.showdown.ai.choices import combined, last_round, posterior  # noqa: E402
from game.showdown.ai.determinize import _weighted  # noqa: E402
from game.showdown.ai.table import HIDDEN  # noqa: E402
from game.showdown.rules import ShowdownGame  # noqa: E402

TOLD = ("oracle-rows", "oracle-rows-end", "oracle-rows-early", "oracle-contents-end", "oracle-hands")
END = ("oracle-rows-end", "oracle-contents-end")
CHOICES = ("choices-end", "oracle-choosers-end")


class Choices:
    """The turn choices made at the table (the state just before, the chooser, the action, its
    row then) and, per seat watching, the posterior each gives over the chooser's face-down cells."""

    def __init__(self, game):
        self.game, self.seen, self.posteriors = game, [], {}
        apply = game.apply

        def watched(action):
            s = game.s
            d = s.pending[0] if s.pending else None
            if d is not None and d.kind == "play" and s.step == "turns" and len(game.legal_actions()) > 1:
                self.seen.append((game.clone().s, d.seat, action, sorted(s.safes[d.seat])))
            return apply(action)

        game.apply = watched

    def live(self, seat: int, view) -> dict[int, list[dict]]:
        """Per chooser whose row has not changed since (public: every gain and loss is shown),
        its choices' posteriors {face-down multiset: (prior, likelihood)} as `seat` saw them."""
        s, out = self.game.s, {}
        for k, (before, chooser, action, row) in enumerate(self.seen):
            if chooser == seat or sorted(s.safes[chooser]) != row:
                continue
            if (k, seat) not in self.posteriors:
                self.posteriors[k, seat] = posterior(ShowdownGame.redact(before, seat), seat, chooser, action,
                                                     self.game.c, Rng(k * 31 + seat))
            post = self.posteriors[k, seat]
            if post and len(next(iter(post))) == sum(1 for x in view.safes[chooser] if x == HIDDEN):
                out.setdefault(chooser, []).append(post)
        return out


def read_choices(sample, choices: Choices, level: str):
    """A determinize whose worlds, in the last round, draw the choosers' rows from the posterior
    (or, oracle-choosers-end, are given their true contents), swapping safes with other unseen places."""

    def determinize_(view, seat, belief, rng):
        world = sample(view, seat, belief, rng)
        if not last_round(choices.game.s):
            return world
        s = world.s
        for chooser, posts in choices.live(seat, view).items():
            cells = [i for i, x in enumerate(view.safes[chooser]) if x == HIDDEN]
            slots = [(s.safes[p], i) for p in range(s.players) if p != chooser
                     for i, x in enumerate(view.safes[p]) if x == HIDDEN]
            slots += [(s.middle, i) for i in range(len(s.middle))] + [(s.out, i) for i in range(len(s.out))]
            mine = [s.safes[chooser][i] for i in cells]
            free = Counter(mine) + Counter(lst[i] for lst, i in slots)
            if level == "oracle-choosers-end":
                pick = [choices.game.s.safes[chooser][i] for i in cells]
            else:
                odds = {c: w for c, w in combined(posts).items() if not Counter(c) - free}
                if not sum(odds.values()):
                    continue
                pick = list(_weighted(list(odds), list(odds.values()), rng))
            rng.shuffle(pick)
            need, spare = Counter(pick) - Counter(mine), list((Counter(mine) - Counter(pick)).elements())
            for lst, i in slots:  # the picked safes leave their places; the row's old ones take them
                if need[lst[i]] > 0:
                    need[lst[i]] -= 1
                    lst[i] = spare.pop()
            for i, x in zip(cells, pick):
                s.safes[chooser][i] = x
        return world

    return determinize_


def told(world, truth, level: str, rng, view=None) -> None:
    """Give the sampled `world` the part of `truth` that `level` tells (`view`: the seat's,
    whose face-down cells oracle-contents-end mixes)."""
    t = truth.s
    last = last_round(t)
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
        agent = plain(spec, "hard" if level in TOLD + CHOICES else level, seed, budget, game)
        if ours.deviate is not None and hasattr(agent, "settings"):
            agent.settings = replace(agent.settings, deviate=ours.deviate)
        if level in TOLD:
            sample = agent.hooks.determinize

            def determinize(view, seat, belief, rng):
                world = sample(view, seat, belief, rng)
                told(world, game, level, rng, view)
                return world

            agent.hooks.determinize = determinize
        if level in CHOICES:
            agent.hooks.determinize = read_choices(agent.hooks.determinize, Choices(game), level)
        return agent

    seats.seat_agent = seat_agent  # the workers are forked after this: they play these agents
    return seats.main(rest)


if __name__ == "__main__":
    sys.exit(main())
