"""What runs next: `advance` runs everything that needs no answer, until a seat must
decide or the game is over. The one orchestrator: the steps never call back here."""

from __future__ import annotations

from game.mall.rules import attack, ballot, decisions, moves, rounds, setup

RUNNERS = {"place": setup.next_placement, "truck": rounds.truck, "election": rounds.election,
           "approach": rounds.approach, "dials": moves.dials, "move": moves.move, "attack": attack.attack}


def advance(g) -> None:
    s = g.s
    while s.step != "over":
        if s.pending:
            d = s.pending[0]
            legal = decisions.legal(g, d)
            if not decisions.answered_alone(g, d, legal):
                return
            decisions.apply(g, d, legal[0])
        elif s.ballot is not None and not s.ballot.done:
            ballot.progress(g)
        else:
            RUNNERS[s.step](g)
