"""The computer players' public lines in a played game, for the tests of each game's explain.py."""

from __future__ import annotations


def explained_decisions(g, agents, limit: int):
    """(game before the decision, seat, action, line) for every explained decision of `g`
    played on by `agents` (one per seat), at most `limit` decisions."""
    while not g.is_terminal() and limit:
        limit -= 1
        seat = g.current_player()
        view = g.view(seat)
        action = agents[seat].act(view, g.legal_actions())
        line = agents[seat].explain(view, action)
        if line is not None:
            yield g.clone(), seat, action, line
        g.apply(action)
