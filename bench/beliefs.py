"""Does Hard's belief beat the uniform prior? Seeded Normal games, a question at mid-game.

    python bench/beliefs.py --game winter|mall|showdown [--games 200] [--seed 1] [--players 4] [--fit]

Each game (seed SPREAD * (i + 1) + seed) is played to its end by Normal seats, then replayed
to mid-game: the first state at or after half of the game's actions (action N // 2 of N)
where the game's question has an answer someone cannot see. There every seat that cannot
see the answer is asked, from its own view only (`game.view(seat)`, never the state):

- winter (the betrayer variant, no betrayer forced): "who holds the betrayer objective, or
  nobody?" Belief: suspicion.posterior (the deeds and crises seen); prior: the deal's odds
  (what sampling the unseen objectives uniformly gives). Asked of loyal seats.
- mall: "what is on that sealed dial?", when all but the last seat have dialled (the new
  chief's among them when there is one). Belief: determinize.dial_odds; prior: every choice
  that seat could dial, alike.
- showdown: "what is in that safe?", for every face-down cell of another's row, at action
  N // 2. Each seat's determinize.Witness was shown the views that seat was shown at its own
  decisions (what Hard's agent sees), and the view at mid-game. Belief: determinize.safe_odds
  with the witness's evidence; prior: the same with none (the unseen pool, copy by copy).
  A second table keeps only the cells of rows the seat holds some evidence on.

Scores per answer: Brier (sum over outcomes of (p - truth)^2, 0 is perfect) and log-loss
(-ln p of the truth, nats). A game's score is the mean over its answers; the table gives
the mean over games ± one standard error, and belief minus prior paired game by game.

`--fit` measures the constants the beliefs were fitted with instead, on seeds apart from
the ones scored (--seed 9001): mall, the belief's log-loss over a grid of DIAL_TEMPERATURE;
showdown, how often each kind of remembered safe is really in its row (SURE, FULL_ROW,
ROBBED, HOLDUP) and the gold in rows that kept three of four; winter, the cards of the
kind asked for that refusers hold against hands dealt alike (REFUSED_KEEPS).

The belief is formed from views alone: `game.view(seat)`; the state is read only for the
truth it is scored against.
"""

import argparse
import sys
from math import log, sqrt
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game import box  # noqa: E402
from game.core import loop  # noqa: E402

SPREAD = 1_000_003
FLOOR = 1e-6  # a probability of 0 given to the truth costs -ln(FLOOR), not infinity


def play(spec, config, seed: int) -> list:
    """The actions of one Normal game, in order."""
    g = spec.new_game(config, seed)
    agents = [spec.make_agent("normal", seed * 31 + i) for i in range(config.players)]
    actions = []
    while not g.is_terminal():
        a = loop.decide(g, g.current_player(), agents[g.current_player()])
        actions.append(a)
        g.apply(a)
    return actions


def midgame(spec, config, seed: int, applies, watch=None):
    """The game at the first state at or after half its actions where `applies(g)`, or None.
    `watch(g, seat)` is told every decision before it is made (a seat's memory of its views)."""
    actions = play(spec, config, seed)
    g = spec.new_game(config, seed)
    for i, a in enumerate(actions):
        if i >= len(actions) // 2 and applies(g):
            return g
        if watch is not None:
            watch(g, g.current_player())
        g.apply(a)
    return None


def scores(dist: dict, truth) -> tuple[float, float]:
    """(Brier, log-loss) of a distribution against the outcome that came true."""
    brier = sum((p - (x == truth)) ** 2 for x, p in dist.items()) + (0.0 if truth in dist else 1.0)
    return brier, -log(max(dist.get(truth, 0.0), FLOOR))


# --- the questions: each yields (belief, prior, truth) per seat asked ----------------------

def winter_applies(g) -> bool:
    return g.s.phase != "over"


def winter_answers(g):
    from game.winter.ai.suspicion import posterior, prior

    s = g.s
    truth = next((p.seat for p in s.players if p.betrayer), None)
    for p in s.players:
        if p.betrayer or p.out:
            continue
        view = g.view(p.seat)
        yield posterior(view, p.seat), prior(len(s.players), s.config.betrayer, p.seat), truth


def mall_applies(g) -> bool:
    d = g.s.dials
    return g.s.step == "dials" and d is not None and len(d.pending()) == 1 and len(d.choices) >= 1


def mall_answers(g):
    from game.mall.ai.determinize import dial_odds
    from game.mall.ai.table import Table
    from game.mall.rules import moves

    for seat in range(g.s.players):
        view = g.view(seat)
        for p, dist in dial_odds(view, seat, g.c).items():
            choices = moves.dial_choices(Table(view, g.c, p), p)
            yield dist, {x: 1 / len(choices) for x in choices}, g.s.dials.choices[p]


def showdown_applies(g) -> bool:
    return True


class ShowdownWitnesses:
    """Every seat's determinize.Witness, shown the views that seat is shown (its decisions)."""

    def __init__(self):
        from game.showdown.ai.determinize import Witness

        self.of = {}
        self.make = Witness

    def __call__(self, g, seat: int) -> None:
        self.of.setdefault(seat, self.make(seat)).see(g.view(seat))

    def answers(self, g, only_evidence: bool = False):
        """Every face-down cell of another's row, for every seat: (belief, prior, truth)."""
        from game.showdown.ai.determinize import belief, safe_odds
        from game.showdown.rules.view import HIDDEN

        for seat in range(g.s.players):
            view = g.view(seat)
            evidence = belief(view, seat, self.of.setdefault(seat, self.make(seat)))
            marked = {p for p, _, _ in evidence["inside"]} | evidence["kept"]
            for p, row in enumerate(view.safes):
                for i, x in enumerate(row):
                    if p == seat or x != HIDDEN or (only_evidence and p not in marked):
                        continue
                    yield (safe_odds(view, seat, g.c, (p, i), evidence), safe_odds(view, seat, g.c, (p, i), {}),
                           g.s.safes[p][i])


QUESTIONS = {"winter": (winter_applies, winter_answers, {"betrayer": True}),
             "mall": (mall_applies, mall_answers, {}),
             "showdown": (showdown_applies, None, {})}


def game_scores(game_id: str, players: int, seed: int, only_evidence: bool = False):
    """Per game: mean (Brier, log-loss) of the belief and of the prior over the seats asked, or None."""
    applies, answers, options = QUESTIONS[game_id]
    spec = box.get(game_id)
    watch = ShowdownWitnesses() if game_id == "showdown" else None
    g = midgame(spec, spec.make_config(players, **options), seed, applies, watch)
    if g is None:
        return None
    asked = answers(g) if watch is None else watch.answers(g, only_evidence)
    rows = [(scores(b, t), scores(p, t)) for b, p, t in asked]
    if not rows:
        return None
    n = len(rows)
    return {"belief": tuple(sum(r[0][k] for r in rows) / n for k in (0, 1)),
            "prior": tuple(sum(r[1][k] for r in rows) / n for k in (0, 1)), "asked": n}


def mean_se(xs: list[float]) -> tuple[float, float]:
    n = len(xs)
    m = sum(xs) / n
    var = sum((x - m) ** 2 for x in xs) / (n - 1) if n > 1 else 0.0
    return m, sqrt(var / n)


def fmt(xs: list[float]) -> str:
    m, se = mean_se(xs)
    return f"{m:.4f} ± {se:.4f}"


def report(game_id: str, players: int, games: int, seed: int) -> None:
    table(game_id, players, games, seed)
    if game_id == "showdown":
        print()
        table(game_id, players, games, seed, only_evidence=True)


def table(game_id: str, players: int, games: int, seed: int, only_evidence: bool = False) -> None:
    out = [r for i in range(games) if (r := game_scores(game_id, players, SPREAD * (i + 1) + seed, only_evidence))]
    print(f"{game_id}, {players} players, {games} Normal games (seed {seed}): {len(out)} with the question "
          f"at mid-game, {sum(r['asked'] for r in out)} answers"
          + (" (only cells of rows the seat holds evidence on)" if only_evidence else ""))
    print()
    print("| score | belief | uniform prior | belief - prior (paired) |")
    print("|---|---|---|---|")
    for k, name in ((0, "Brier"), (1, "log-loss (nats)")):
        b = [r["belief"][k] for r in out]
        p = [r["prior"][k] for r in out]
        print(f"| {name} | {fmt(b)} | {fmt(p)} | {fmt([x - y for x, y in zip(b, p)])} |")


FIT = {"mall": ("game.mall.ai.determinize", "DIAL_TEMPERATURE", (0.25, 0.5, 0.75, 1.0, 1.5, 2.0, 3.0, 5.0))}



def fit(game_id: str, players: int, games: int, seed: int) -> None:
    import importlib

    if game_id == "winter":
        return refused_share(players, games, seed)
    if game_id == "showdown":
        return witness_record(players, games, seed)
    module, name, grid = FIT[game_id]
    mod = importlib.import_module(module)
    print(f"{game_id}: mean log-loss of the belief over {games} games (seed {seed}) by {name}")
    for value in grid:
        setattr(mod, name, value)
        out = [r for i in range(games) if (r := game_scores(game_id, players, SPREAD * (i + 1) + seed))]
        print(f"  {name} = {value}: {fmt([r['belief'][1] for r in out])} (Brier {fmt([r['belief'][0] for r in out])})")


def witness_record(players: int, games: int, seed: int) -> None:
    """Showdown: at mid-game, how often each seat's remembered safes are really in the row it
    remembers them in, by how they got there (the odds determinize gives them), and the gold of
    the rows that kept three of four against every row's."""
    from collections import Counter

    from game.showdown.ai import determinize as d

    # distinct tags while measuring: the constants may coincide
    tags = {name: 1 - k * 1e-3 for k, name in enumerate(("SURE", "FULL_ROW", "ROBBED", "HOLDUP"))}
    for name, tag in tags.items():
        setattr(d, name, tag)
    right, wrong, kept, every = Counter(), Counter(), [], []
    spec = box.get("showdown")
    for i in range(games):
        watch = ShowdownWitnesses()
        g = midgame(spec, spec.make_config(players), SPREAD * (i + 1) + seed, showdown_applies, watch)
        for seat in range(players):
            ev = d.belief(g.view(seat), seat, watch.of.setdefault(seat, watch.make(seat)))
            for p, x, tag in ev["inside"]:
                (right if x in g.s.safes[p] else wrong)[tag] += 1
            kept += [g.c.safes[x].gold for p in ev["kept"] for x in g.s.safes[p]]
            every += [g.c.safes[x].gold for p in range(players) if p != seat for x in g.s.safes[p]]
    for name, tag in tags.items():
        n = right[tag] + wrong[tag]
        print(f"  {name}: {right[tag]} of {n} remembered safes where remembered ({right[tag] / max(n, 1):.2f})")
    print(f"  rows that kept three of four: {sum(kept) / max(len(kept), 1):.2f} gold a safe ({len(kept)} safes); "
          f"every row: {sum(every) / max(len(every), 1):.2f}")


def refused_share(players: int, games: int, seed: int) -> None:
    """Winter: once a request this round has gone unanswered, how many cards of the kind asked
    for each refuser holds, against what a hand dealt alike from all the hands' cards would
    hold: the ratio is what REFUSED_KEEPS stands for (each refusal counted once)."""
    from game.winter.ai.determinize import refusals

    spec = box.get("winter")
    held = expected = 0.0
    counted = set()
    for i in range(games):
        config = spec.make_config(players, betrayer=True)
        g = spec.new_game(config, SPREAD * (i + 1) + seed)
        for a in play(spec, config, SPREAD * (i + 1) + seed):
            for seat, kind in refusals(g.s, -1).items():
                if (g.s.round, seat, kind) in counted:
                    continue
                counted.add((g.s.round, seat, kind))
                hand = g.s.players[seat].hand
                cards = [x for q in g.s.players for x in q.hand]
                held += sum(g.c.items[x].type == kind for x in hand)
                expected += len(hand) * sum(g.c.items[x].type == kind for x in cards) / len(cards)
            g.apply(a)
    print(f"winter: {len(counted)} refusals in {games} games; the refusers held {held:.0f} cards of the kind "
          f"asked for where hands dealt alike would hold {expected:.1f} (ratio {held / max(expected, 1e-9):.2f})")


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--game", required=True, choices=sorted(QUESTIONS))
    ap.add_argument("--games", type=int, default=200)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--players", type=int, default=4)
    ap.add_argument("--fit", action="store_true", help="the fitted constant's grid instead of the table")
    args = ap.parse_args(argv)
    (fit if args.fit else report)(args.game, args.players, args.games, args.seed)


if __name__ == "__main__":
    main()
