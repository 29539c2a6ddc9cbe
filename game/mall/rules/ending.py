"""The end and the score (mall.md "End and score"): checked whenever a character is
removed and when the moves of step 5 are done."""

from __future__ import annotations

from dataclasses import dataclass

from game.core.i18n import Msg

FEW = 4  # characters left that end the game...
FEW_SIX = 6  # ...with 6 players


@dataclass(frozen=True)
class SeatResult:
    seat: int
    colour: str
    score: int
    items: int  # cards in hand: the tie-break
    won: bool
    place: int  # 1 = first; tied seats share a place
    survivors: tuple[str, ...]


def remove(g, cid: str, why: str | Msg) -> bool:
    """Take a character off the board; True when that ended the game."""
    s = g.s
    ch = s.characters.pop(cid)
    s.lost.append(cid)
    g.emit("character-lost", Msg("{who}'s {character} is lost: {why}.", who=g.pname(ch.seat), character=g.cname(cid),
                                 why=why), seat=ch.seat, character=cid, location=ch.location)
    return check(g)


def check(g) -> bool:
    s = g.s
    alive = list(s.characters.values())
    spots = {c.location for c in alive}
    if len(alive) <= (FEW_SIX if s.players == 6 else FEW):
        s.ended_by = "few"
    elif len(spots) == 1 and g.c.locations[next(iter(spots))].role != "parking":
        s.ended_by = "gathered"
    else:
        return False
    s.goto("over")
    s.pending.clear()
    s.ballot = None
    rows = results(g)
    best = [g.pname(r.seat) for r in rows if r.won]
    g.emit("game-over", Msg("The game is over. Winner: {winners} with {n} points.", winners=best,
                            n=max(r.score for r in rows)), ended_by=s.ended_by, scores={r.seat: r.score for r in rows})
    return True


def results(g) -> list[SeatResult]:
    """Per seat: the values of the surviving characters; highest wins, ties by items in hand,
    still tied: a shared win. Places are shared the same way (1, 1, 3...)."""
    s = g.s
    rank = {}
    for seat in range(s.players):
        mine = [c for c in s.characters.values() if c.seat == seat]
        rank[seat] = (sum(g.c.characters[c.kind].value for c in mine), len(s.hands[seat]), tuple(c.id for c in mine))
    out = []
    for seat, (score, items, names) in rank.items():
        place = 1 + sum(1 for r in rank.values() if r[:2] > (score, items))
        out.append(SeatResult(seat, s.colours[seat], score, items, place == 1, place, names))
    return out
