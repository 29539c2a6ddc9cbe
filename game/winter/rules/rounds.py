"""Starting a round and each turn in it, and ending a turn (winter.md §4.1).

Its own module because setup (round 1) and turn (the end-turn action) need these as
much as flow does; here, below all three, neither has to import flow.
"""

from __future__ import annotations

from game.core.i18n import N_, Msg
from game.winter.rules import board
from game.winter.rules.state import COLONY


def either(words) -> str | Msg:
    """One word, or "a or b" (or "a or b or c"), for the log."""
    words = list(words)
    if len(words) == 1:
        return words[0]
    return Msg("{a} or {b}", a=words[0], b=either(words[1:]))


def start_round(g):
    s = g.s
    s.phase = "turns"
    s.lasting = [(k, until) for k, until in s.lasting if until == 0 or until >= s.round]
    for sv in s.survivors.values():
        sv.ability_uses = 0
    if not s.crisis_deck:
        s.crisis_deck, s.crises_done = s.crises_done, []
        s.rng.shuffle(s.crisis_deck)
    s.crisis = s.crisis_deck.pop(0)
    s.crisis_cards = []
    crisis = g.c.crises[s.crisis]
    g.emit("round", Msg("Round {round} begins ({n} left on the track).", round=s.round, n=s.rounds_left), round=s.round)
    g.emit("crisis", Msg("Crisis: {crisis}. Prevent it with {types}.", crisis=crisis.title, types=either(crisis.types)),
           crisis=s.crisis)
    for p in s.players:
        p.crisis_added = 0
        p.used = []
        p.unused = [] if p.out else [s.rng.d6() for _ in range(1 + len(p.survivors))]
        if not p.out:
            g.emit("dice", Msg("{player} rolls {dice}.", player=p.name, dice=list(p.unused)), seat=p.seat,
                   dice=list(p.unused))
    n = len(s.players)
    s.turn_order = [(s.first + i) % n for i in range(n) if not s.players[(s.first + i) % n].out]
    s.turn_index = 0
    start_turn(g)


def start_turn(g):
    s = g.s
    seat = s.turn_order[s.turn_index]
    s.active = seat
    p = s.players[seat]
    for sid in p.survivors:
        s.survivors[sid].moved = False
        s.survivors[sid].safe_move = False
    s.handed, s.exile_called, s.requests_made = [], False, 0
    s.facts = []
    g.emit("turn", Msg("{player}'s turn.", player=p.name), seat=seat)
    if s.crossroads_deck:
        right = board.neighbour(g, seat, -1)
        card = s.crossroads_deck.pop(0)
        s.crossroads_held = (right, card)
        g.emit("crossroads-drawn", Msg("{player} draws a crossroads card for {active}'s turn.", player=g.pname(right),
                                       active=p.name), seat=right)
        g.emit("crossroads-private", Msg("You hold the crossroads card {title}.", title=g.c.crossroads[card].title),
               private=right, card=card)
    board.strike(g, [sid for sid in p.survivors if s.survivors[sid].frost], "wound", 1, N_("frostbite"))
    if board.lasting(g, "frost"):
        for sid in list(p.survivors):
            if sid in s.survivors and s.survivors[sid].location != COLONY and s.rng.d6() == 1:
                board.wound(g, sid, 1, frost=True, why=N_("bitter cold"))
    s.facts.append(("turn-start", None, None, None))


def end_turn(g):
    s = g.s
    if s.crossroads_held:
        s.crossroads_deck.append(s.crossroads_held[1])
        s.crossroads_held = None
    s.facts = []
    g.emit("turn-end", Msg("{player} ends their turn.", player=g.pname(s.active)), seat=s.active)
    s.turn_index += 1
    while s.turn_index < len(s.turn_order) and s.players[s.turn_order[s.turn_index]].out:
        s.turn_index += 1
    if s.turn_index < len(s.turn_order):
        start_turn(g)
    else:
        s.phase = "colony"
        s.colony_step = 0
