"""What runs next: `advance` runs everything that needs no answer, until a seat must
decide or the game is over. The one orchestrator: the steps never call back here."""

from __future__ import annotations

from game.showdown.rules import decisions, mystery, rounds, setup, showdown, turn

RUNNERS = {"pass": setup.passing, "turns": rounds.turns, "holdup": rounds.holdup, "badge": rounds.badge, "mystery": mystery.step,
           "showdown": showdown.showdown}


def advance(g) -> None:
    s = g.s
    while s.step != "over":
        if s.pending:
            d = s.pending[0]
            legal = decisions.legal(g, d)
            if not decisions.answered_alone(d, legal):
                return
            decisions.apply(g, d, legal[0])
        elif s.turn is not None:
            turn.progress(g)
        else:
            RUNNERS[s.step](g)
