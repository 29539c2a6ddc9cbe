"""Pending decisions: for each kind, the legal answers and what an answer does.

Kinds: place (setup), truck (keep/give), camera, dial, announce, items (the floor before
a vote), vote, move, victim.
"""

from __future__ import annotations

from game.core.i18n import Msg
from game.mall.rules import attack, items, moves, rounds, setup
from game.mall.rules.actions import Announce, Camera, Dial, Move, Pass, Place, Play, Truck, Victim, Vote


def legal(g, d) -> list:
    s, seat = g.s, d.seat
    k = d.kind
    if k == "place":
        return setup.placement_options(g, seat, d.data["dice"])
    if k == "truck":
        return rounds.truck_options(g, seat, d.data["drawn"])
    if k == "camera":
        return items.camera_options(g, seat)
    if k == "dial":
        return [moves.dial_action(choice) for choice in moves.dial_choices(g, seat)]
    if k == "announce":
        return [Announce(loc) for loc in moves.dial_options(g, seat)]
    if k == "items":
        return items.window_options(g, seat)
    if k == "vote":
        return [Vote(c) for c in s.ballot.candidates]
    if k == "move":
        return moves.move_options(g, seat)
    if k == "victim":
        return attack.victim_options(g, seat, d.data["where"])
    raise KeyError(k)


def answered_alone(g, d, legal_now: list) -> bool:
    """A single answer is applied without asking, unless asking or not would tell others
    something secret: item windows and camera offers are always asked (their options come
    from the hand), and so is a move while the seat holds cards (a sprint would add options)."""
    if len(legal_now) != 1 or d.kind in ("items", "camera"):
        return False
    return d.kind != "move" or not g.s.hands[d.seat]


def apply(g, d, a) -> None:
    s, seat = g.s, d.seat
    s.pending.pop(0)
    if isinstance(a, Place):
        setup.place(g, seat, a)
    elif isinstance(a, Truck):
        rounds.search(g, seat, d.data["drawn"], a)
    elif isinstance(a, Camera):
        items.use_camera(g, seat)
    elif isinstance(a, Dial):
        moves.dialled(g, seat, a.location)
    elif isinstance(a, Announce):
        moves.announced(g, seat, a.location)
    elif isinstance(a, Play):
        items.play(g, seat, a)
        if s.ballot.window.current() == seat:
            s.pending.insert(0, d)  # the floor stays: the same turn goes on
    elif isinstance(a, Pass):
        if d.kind == "items":
            s.ballot.window.pass_(seat)
        elif d.kind == "dial":  # out of characters: no zombie this round
            moves.dialled(g, seat, None)
    elif isinstance(a, Vote):
        s.ballot.sealed.commit(seat, a.seat)
        g.emit("voted", Msg("{who} sets the dial.", who=g.pname(seat)), seat=seat)
    elif isinstance(a, Move):
        moves.do_move(g, seat, a)
    elif isinstance(a, Victim):
        attack.eaten(g, a.character)
