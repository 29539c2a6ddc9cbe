"""The colony phase (winter.md §4.4), one step at a time so that a step that asks
for a decision (a crisis that makes everyone discard) can wait for it."""

from __future__ import annotations

from game.core.i18n import N_, Msg
from game.winter.rules import board, objectives
from game.winter.rules.content import LOCATIONS
from game.winter.rules.effects import Ctx, apply_all
from game.winter.rules.state import COLONY


def colony_mouths(g) -> int:
    """Survivors in the colony, helpless included."""
    return board.occupants(g, COLONY)


def pay_food(g):
    s = g.s
    g.emit("colony-phase", Msg("Colony phase of round {round}.", round=s.round), round=s.round)
    need = (colony_mouths(g) + 1) // 2 + (1 if board.lasting(g, "hunger") else 0)
    if need == 0:
        return
    if s.food >= need:
        s.food -= need
        g.emit("food-paid", Msg("The colony eats {need} food ({food} left).", need=need, food=s.food),
               paid=need, food=s.food)
        return
    s.starvation += 1
    g.emit("starving", Msg("The colony needs {need} food but has {food}: a starvation token is added "
                           "({n} in all).", need=need, food=s.food, n=s.starvation), need=need, starvation=s.starvation)
    board.change_morale(g, -s.starvation, N_("starvation"))


def check_waste(g):
    loss = len(g.s.waste) // 10
    if loss:
        board.change_morale(g, -loss, Msg("{n} cards of waste", n=len(g.s.waste)))


def resolve_crisis(g):
    s = g.s
    crisis = g.c.crises[s.crisis]
    cards = [c for _, c in s.crisis_cards]
    s.rng.shuffle(cards)
    score = 0
    for c in cards:
        kind = g.c.items[c]
        good = kind.type in crisis.types
        score += 1 if good else -1
        g.emit("crisis-reveal", Msg("{card} ({type}): +1, total {total}.", card=kind.name, type=kind.type, total=score)
               if good else Msg("{card} ({type}): -1, total {total}.", card=kind.name, type=kind.type, total=score),
               card=c, good=good, total=score)
    need = len(board.voters(g))
    good = sum(1 for c in cards if g.c.items[c].type in crisis.types)
    s.crisis_history.append({"round": s.round, "crisis": crisis.id, "good": good, "bad": len(cards) - good, "need": need,
                             "added": {str(p.seat): p.crisis_added for p in s.players},
                             "hands": {str(p.seat): len(p.hand) for p in s.players}})
    s.items_gone.extend(cards)
    s.crisis_cards = []
    s.crises_done.append(s.crisis)
    s.crisis = None
    if score < need:
        g.emit("crisis-failed", Msg("The crisis {crisis} is not prevented ({total} of {need}). {text}",
                                    crisis=crisis.title, total=score, need=need, text=crisis.text),
               crisis=crisis.id, total=score, need=need)
        apply_all(g, crisis.fail, Ctx(None, None, None, crisis.title))
    else:
        g.emit("crisis-prevented", Msg("The crisis {crisis} is prevented ({total} of {need}).",
                                       crisis=crisis.title, total=score, need=need),
               crisis=crisis.id, total=score, need=need)
        if score >= need + 2:
            board.change_morale(g, 1, N_("crisis prevented with room to spare"))


def add_zombies(g):
    s = g.s
    board.add_zombies(g, COLONY, (colony_mouths(g) + 1) // 2, N_("drawn by the colony"))
    for place in LOCATIONS:
        board.add_zombies(g, place, len(board.at(g, place)), N_("drawn by survivors"))
    for place in LOCATIONS:
        pl = s.places[place]
        while pl.noise and s.phase != "over":
            pl.noise -= 1
            d = s.rng.d6()
            g.emit("noise-roll", Msg("Noise at {place}: rolled {roll}.", place=g.place_name(place), roll=d),
                   location=place, roll=d)
            if d <= 3 and not board.lasting(g, "calm"):
                board.add_zombies(g, place, 1, N_("drawn by noise"))


def check_objective(g):
    if objectives.main_complete(g):
        board.end_game(g, "objective")


def move_round(g):
    s = g.s
    s.rounds_left -= 1
    g.emit("round-track", Msg("The round marker moves down: {n} left.", n=s.rounds_left), rounds_left=s.rounds_left)
    if s.rounds_left <= 0:
        board.end_game(g, "rounds")


def pass_first(g):
    s = g.s
    s.first = board.neighbour(g, s.first, -1)
    g.emit("first-player", Msg("The first player token passes to {player}.", player=g.pname(s.first)), seat=s.first)


STEPS = (pay_food, check_waste, resolve_crisis, add_zombies, check_objective, move_round, pass_first)


def step(g) -> bool:
    """Run the next step. True once the last one has run and the game goes on: the
    caller (flow.advance) then starts the next round."""
    s = g.s
    i = s.colony_step
    s.colony_step += 1
    STEPS[i](g)
    return s.colony_step == len(STEPS) and s.phase != "over"
