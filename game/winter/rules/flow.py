"""The round's flow (winter.md §4.1, §6): what runs next, and crossroads triggers.

`advance` runs everything that needs no decision, until a seat must choose. It is the
one orchestrator: decisions, colony steps and rounds (rounds.py) never call back here.
"""

from __future__ import annotations

from game.core.i18n import Msg
from game.winter.rules import board, colony, decisions
from game.winter.rules.conditions import all_hold
from game.winter.rules.content import LOCATIONS
from game.winter.rules.rounds import end_turn, start_round
from game.winter.rules.state import Decision


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
            if colony.step(g):  # its last step ran: the next round starts
                s.round += 1
                start_round(g)
        else:
            return


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
        g.emit("crossroads", Msg("Crossroads! {title}: {story}", title=card.title, story=card.story), card=card.id,
               actor=actor)
        options = [i for i, o in enumerate(card.options)
                   if all_hold(g, o.requires, s.active, here) and not board.adds_blocked(g, s.active, o.effects)]
        if options:
            s.pending.insert(0, Decision("crossroads", s.active, {"card": card.id, "actor": actor,
                                                                   "options": options}))
        else:
            s.crossroads_gone.append(card.id)
            g.emit("crossroads-void", "No option can be met; the card leaves the game.", card=card.id)
        return
