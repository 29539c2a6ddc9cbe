"""Pending decisions: for each kind, the legal answers and what an answer does.

Kinds: slip (setup: the safe passed left, sealed), play (a turn's card), peek (stetson), defend, holster (the floor of the holster
window), keep (one holster of several), give (over the limit), place (a duel in one's own
faction), discard (duster), draw (holdup and showdown cards, sealed); expert: thief,
dagger, blast, poker.
"""

from __future__ import annotations

from game.showdown.rules import fight, mystery, rounds, setup, turn
from game.showdown.rules import safes as rows


def legal(g, d) -> list:
    seat, k = d.seat, d.kind
    if k == "slip":
        return setup.slip_options(g, seat)
    if k == "play":
        return turn.play_options(g, seat)
    if k == "peek":
        return turn.peek_options(g, seat, d.data["seen"])
    if k == "defend":
        return fight.defend_options(g, seat)
    if k == "holster":
        return fight.holster_options(g, seat)
    if k == "thief":
        return fight.thief_options(g, seat)
    if k == "keep":
        return fight.keep_options(g, seat)
    if k == "give":
        return rows.give_options(g, seat)
    if k == "place":
        return fight.place_options(g, seat)
    if k == "discard":
        return turn.discard_options(g, seat)
    if k == "draw":
        return rounds.draw_options(g, seat)
    if k == "dagger":
        return mystery.dagger_options(g, seat)
    if k == "blast":
        return mystery.blast_options(g, seat)
    if k == "poker":
        return mystery.poker_options(g, seat)
    raise KeyError(k)


def answered_alone(d, legal_now: list) -> bool:
    """A single answer is applied without asking, but for the holster window (asking or not
    would tell who holds a holster) and the sealed draws."""
    return len(legal_now) == 1 and d.kind not in ("holster", "thief", "draw", "slip")


def apply(g, d, a) -> None:
    seat, k = d.seat, d.kind
    g.s.pending.pop(0)
    if k == "slip":
        setup.slip(g, seat, a)
    elif k == "play":
        turn.play(g, seat, a)
    elif k == "peek":
        turn.peek(g, seat, d, a)
    elif k == "defend":
        fight.defend(g, seat, a)
    elif k == "holster":
        fight.holster(g, seat, a)
    elif k == "thief":
        fight.thief(g, seat, a)
    elif k == "keep":
        fight.keep(g, seat, a)
    elif k == "give":
        rows.give(g, seat, a)
    elif k == "place":
        fight.place(g, seat, d, a)
    elif k == "discard":
        turn.discard(g, seat, a)
    elif k == "draw":
        rounds.draw(g, seat, a)
    elif k == "dagger":
        mystery.dagger(g, seat, a)
    elif k == "blast":
        mystery.blast(g, seat, a)
    elif k == "poker":
        mystery.poker(g, seat, a)
