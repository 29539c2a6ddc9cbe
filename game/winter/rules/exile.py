"""Voting to exile, and what exile does (winter.md §7)."""

from __future__ import annotations

from game.core.i18n import N_, Msg
from game.winter.rules import board
from game.winter.rules.state import COLONY, Decision


def call_vote(g, caller: int, target: int):
    voters = board.voters(g)
    g.emit("vote-called", Msg("{player} calls a vote to exile {target}.", player=g.pname(caller),
                              target=g.pname(target)), caller=caller, target=target)
    g.s.pending.insert(0, Decision("vote", voters[0], {
        "motion": "exile", "target": target, "voters": voters, "votes": {}}))


def exile(g, seat: int):
    s = g.s
    p = s.players[seat]
    p.exiled = True
    if s.exile_deck:
        p.exile_card = s.exile_deck.pop(0)
        if not p.betrayer:
            s.objectives_unused.append(p.objective)  # the replaced secret leaves the game unseen
            p.objective = p.exile_card
    g.emit("exiled", Msg("{player} is exiled from the colony and draws an exile objective.", player=p.name), seat=seat)
    g.emit("exile-private", Msg("Your exile objective: {objective}.", objective=g.c.objectives[p.exile_card].title)
           if p.exile_card and not p.betrayer else Msg("You keep your betrayer objective."), private=seat)
    if sum(1 for q in s.players if q.exiled and not q.betrayer) >= 2:
        g.emit("two-exiles", "Two loyal colonists have been exiled: the colony loses all hope.")
        board.change_morale(g, -s.morale, N_("two loyal colonists exiled"))
        return
    leaving = [sid for sid in p.survivors if s.survivors[sid].location == COLONY]
    for sid in reversed(leaving):
        s.pending.insert(0, Decision("relocate", seat, {"survivor": sid, "exposure": True}))
