"""Votes (mall.md "Votes"): items before the vote, secret dials, the weighted plurality,
the re-vote of the players with no character there, and what a tie leaves.

One Ballot at a time sits in `s.ballot`; flow.advance calls `progress` until it is done,
and the step that opened it reads `winner` / `tied` / `repelled` and clears it.
"""

from __future__ import annotations

from game.core.i18n import Msg
from game.core.reactions import ReactionWindow
from game.core.sealed import Sealed
from game.core.votes import plurality
from game.mall.rules import board
from game.mall.rules.state import Ballot


def choosable(g, purpose: str, where: int) -> list[int]:
    """Colours that may be voted for: a character there (in an attack, one not hidden)."""
    s = g.s
    ok = {c.seat for c in board.here(s, where) if purpose != "attack" or c.id not in s.hidden}
    return [seat for seat in s.order() if seat in ok]


def open_ballot(g, purpose: str, where: int) -> Ballot:
    s = g.s
    voters = board.seats_at(s, where)
    weights = {seat: 0 for seat in voters}
    for ch in board.here(s, where):
        weights[ch.seat] += g.c.characters[ch.kind].votes
    b = s.ballot = Ballot(purpose, where, voters, choosable(g, purpose, where), weights)
    if purpose != "attack" and len(b.candidates) < 2:
        # one colour there: it wins without a dial (nothing secret to ask)
        _finish(g, b, b.candidates[0] if b.candidates else None)
    else:
        _open_window(g, b)
    return b


def _open_window(g, b: Ballot) -> None:
    """Items from the chief clockwise, by the voters holding cards (hand sizes are public,
    so asking every holder tells nothing of what they hold)."""
    b.window = ReactionWindow([seat for seat in b.voters if g.s.hands[seat]])
    b.sealed = None


def progress(g) -> None:
    """One step of the ballot: ask the seat with the floor or the next dial, or count."""
    s = g.s
    b = s.ballot
    if not b.window.closed:
        g.ask("items", b.window.current(), where=b.where, purpose=b.purpose, revote=b.revote)
    elif b.sealed is None:
        _after_items(g, b)
    elif b.sealed.pending():
        g.ask("vote", b.sealed.pending()[0], where=b.where, purpose=b.purpose, revote=b.revote)
    else:
        _count(g, b)


def _after_items(g, b: Ballot) -> None:
    if b.purpose == "attack" and not b.revote:
        if not board.attacked(g, b.where):
            b.repelled = True
            _finish(g, b, None)
            return
        b.candidates = choosable(g, b.purpose, b.where)
        if len(b.candidates) < 2:
            _finish(g, b, b.candidates[0] if b.candidates else None)
            return
    b.sealed = Sealed(list(b.voters))


def _count(g, b: Ballot) -> None:
    s = g.s
    chosen = b.sealed.revealed()
    votes = {seat: (pick, b.weights[seat]) for seat, pick in chosen.items()}
    words = [Msg("{who} {colour} ({n})", who=g.pname(seat), colour=g.colour_name(pick), n=b.weights[seat])
             for seat, pick in chosen.items()]
    text = Msg("Votes again: {votes}.", votes=words) if b.revote else Msg("Votes: {votes}.", votes=words)
    g.emit("votes-revealed", text, votes=dict(chosen),
           weights=dict(b.weights), where=b.where, purpose=b.purpose, revote=b.revote)
    top = plurality(votes, b.candidates)
    if len(top) == 1:
        _finish(g, b, top[0])
        return
    present = set(board.seats_at(s, b.where))
    again = [seat for seat in s.order() if seat not in present]
    if b.revote or not again:
        b.tied = top
        _finish(g, b, None)
        return
    g.emit("tie", Msg("A tie between {colours}: the others vote again.", colours=both(map(g.colour_name, top))),
           tied=top)
    b.revote, b.voters, b.candidates = True, again, top
    b.weights = {seat: 1 for seat in again}
    _open_window(g, b)


def both(names) -> Msg | str:
    """"A and B and C", as a sentence that translates."""
    names = list(names)
    out = names[0]
    for name in names[1:]:
        out = Msg("{first} and {second}", first=out, second=name)
    return out


def _finish(g, b: Ballot, winner: int | None) -> None:
    b.done, b.winner = True, winner


def take(g) -> Ballot:
    """The finished ballot, cleared from the state."""
    b, g.s.ballot = g.s.ballot, None
    assert b is not None and b.done
    return b
