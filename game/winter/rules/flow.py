"""The round's flow (winter.md §4.1, §6): rounds, turns, and crossroads triggers.

`advance` runs everything that needs no decision, until a seat must choose.
"""

from __future__ import annotations

from game.winter.rules import board, colony, decisions
from game.winter.rules.conditions import all_hold
from game.winter.rules.content import LOCATIONS
from game.winter.rules.state import COLONY, Decision


def advance(g):
    s = g.s
    while s.phase != "over":
        if s.pending:
            d = s.pending[0]
            legal = decisions.legal(g, d)
            if len(legal) == 1 and d.kind in decisions.ONLY_CHOICE_AUTO:
                decisions.apply(g, d, legal[0])  # one option: no question to ask
            elif legal:
                return
            else:
                decisions.auto(g, d)
        elif s.phase == "turns":
            if s.players[s.active].out:
                end_turn(g)
            elif s.facts:
                check_crossroads(g)
            else:
                return
        elif s.phase == "colony":
            colony.step(g)
        else:
            return


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
    g.emit("round", f"Round {s.round} begins ({s.rounds_left} left on the track).", round=s.round)
    g.emit("crisis", f"Crisis: {crisis.title}. Prevent it with {' or '.join(crisis.types)}.", crisis=s.crisis)
    for p in s.players:
        p.crisis_added = 0
        p.used = []
        p.unused = [] if p.out else [s.rng.d6() for _ in range(1 + len(p.survivors))]
        if not p.out:
            g.emit("dice", f"{p.name} rolls {', '.join(map(str, p.unused))}.", seat=p.seat, dice=list(p.unused))
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
    g.emit("turn", f"{p.name}'s turn.", seat=seat)
    if s.crossroads_deck:
        right = board.neighbour(g, seat, -1)
        card = s.crossroads_deck.pop(0)
        s.crossroads_held = (right, card)
        g.emit("crossroads-drawn", f"{g.pname(right)} draws a crossroads card for {p.name}'s turn.", seat=right)
        g.emit("crossroads-private", f"You hold the crossroads card {g.c.crossroads[card].title}.",
               private=right, card=card)
    board.strike(g, [sid for sid in p.survivors if s.survivors[sid].frost], "wound", 1, "frostbite")
    if board.lasting(g, "frost"):
        for sid in list(p.survivors):
            if sid in s.survivors and s.survivors[sid].location != COLONY and s.rng.d6() == 1:
                board.wound(g, sid, 1, frost=True, why="bitter cold")
    s.facts.append(("turn-start", None, None, None))


def end_turn(g):
    s = g.s
    if s.crossroads_held:
        s.crossroads_deck.append(s.crossroads_held[1])
        s.crossroads_held = None
    s.facts = []
    g.emit("turn-end", f"{g.pname(s.active)} ends their turn.", seat=s.active)
    s.turn_index += 1
    while s.turn_index < len(s.turn_order) and s.players[s.turn_order[s.turn_index]].out:
        s.turn_index += 1
    if s.turn_index < len(s.turn_order):
        start_turn(g)
    else:
        s.phase = "colony"
        s.colony_step = 0


def _fact_matches(g, trig, fact) -> bool:
    on, place, typ, _ = fact
    if trig.on != on:
        return False
    if trig.at is not None:
        if trig.at == "outside":
            if place not in LOCATIONS:
                return False
        elif place != trig.at:
            return False
    return trig.type is None or trig.type == typ


def check_crossroads(g):
    """After an action resolves: does the held crossroads card trigger?"""
    s = g.s
    facts, s.facts = s.facts, []
    if not s.crossroads_held:
        return
    card = g.c.crossroads[s.crossroads_held[1]]
    leader = s.players[s.active].leader
    for fact in facts:
        if not _fact_matches(g, card.trigger, fact):
            continue
        actor = fact[3] if fact[3] in s.survivors else leader
        here = s.survivors[actor].location if actor in s.survivors else None
        if not all_hold(g, card.trigger.conditions, s.active, here):
            continue
        s.crossroads_held = None
        g.emit("crossroads", f"Crossroads! {card.title}: {card.story}", card=card.id, actor=actor)
        options = [i for i, o in enumerate(card.options)
                   if all_hold(g, o.requires, s.active, here) and not board.adds_blocked(g, s.active, o.effects)]
        if options:
            s.pending.insert(0, Decision("crossroads", s.active, {"card": card.id, "actor": actor,
                                                                   "options": options}))
        else:
            s.crossroads_gone.append(card.id)
            g.emit("crossroads-void", "No option can be met; the card leaves the game.", card=card.id)
        return
