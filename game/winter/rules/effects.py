"""The effect vocabulary (data/README.md): card data -> state changes.

One function per effect, found by name. `Ctx` says who the effect is about:
the subject player, the actor survivor and a chosen survivor.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.core.i18n import Msg
from game.winter.rules import board
from game.winter.rules.content import LOCATIONS
from game.winter.rules.state import COLONY, Decision


@dataclass(frozen=True, slots=True)
class Ctx:
    seat: int | None  # the subject player (None: a crisis, no single player)
    actor: str | None = None
    chosen: str | None = None
    source: str = ""  # words for the log: what caused it

    def to_dict(self):
        return {"seat": self.seat, "actor": self.actor, "chosen": self.chosen, "source": self.source}


def apply_all(g, effects, ctx: Ctx):
    for e in effects:
        if g.s.phase == "over":
            return
        _HANDLERS[e.name](g, e, ctx)


# --- selectors -------------------------------------------------------------

def _here(g, ctx: Ctx) -> str | None:
    s = g.s.survivors.get(ctx.actor) if ctx.actor else None
    return s.location if s else None


def select(g, who: str, ctx: Ctx) -> list[str]:
    s = g.s
    mine = s.players[ctx.seat].survivors if ctx.seat is not None else []
    if who == "actor":
        return [ctx.actor] if ctx.actor in s.survivors else []
    if who == "chosen":
        pick = ctx.chosen or ctx.actor
        return [pick] if pick in s.survivors else []
    if who == "leader":
        leader = s.players[ctx.seat].leader if ctx.seat is not None else None
        return [leader] if leader else []
    if who == "mine":
        return list(mine)
    if who == "lowest-mine":
        return [min(mine, key=lambda x: g.c.survivors[x].influence)] if mine else []
    if who in ("here", "lowest-here"):
        place = _here(g, ctx)
        found = board.at(g, place) if place else []
        return found[:1] if who == "lowest-here" else found
    if who == "colony":
        return board.at(g, COLONY)
    if who == "everyone":
        return list(s.survivors)
    if who == "leaders":
        return [p.leader for p in s.players if p.leader and not p.out]
    raise KeyError(who)


def places(g, at: str | None, ctx: Ctx) -> list[str]:
    if at == "here":
        place = _here(g, ctx)
        return [place] if place else []
    if at == "outside":
        return list(LOCATIONS)
    if at == "everywhere":
        return [COLONY, *LOCATIONS]
    return [at]


# --- handlers --------------------------------------------------------------

def _morale(g, e, ctx):
    board.change_morale(g, e.value, ctx.source)


def _food(g, e, ctx):
    before = g.s.food
    g.s.food = max(0, g.s.food + e.value)
    if g.s.food != before:
        g.emit("food", Msg("Food {delta:+d} ({why}): {food} in the supply.", delta=g.s.food - before, why=ctx.source,
                           food=g.s.food), delta=g.s.food - before, food=g.s.food)


def _starvation(g, e, ctx):
    g.s.starvation += e.value
    g.emit("starvation", Msg("{n} starvation tokens added ({why}).", n=e.value, why=ctx.source) if e.value > 1 else
           Msg("{n} starvation token added ({why}).", n=e.value, why=ctx.source), starvation=g.s.starvation)


def _wound(g, e, ctx):
    board.strike(g, select(g, e.who, ctx), e.name, e.value, ctx.source)


def _heal(g, e, ctx):
    for sid in select(g, e.who, ctx):
        board.heal(g, sid, e.value)


def _kill(g, e, ctx):
    board.strike(g, select(g, e.who, ctx), "kill", 1, ctx.source)


def _remove(g, e, ctx):
    for sid in select(g, e.who, ctx):
        board.remove(g, sid, Msg("{who} ({player}) left the game ({why}).", why=ctx.source))


def _zombies(g, e, ctx):
    for place in places(g, e.at, ctx):
        if e.value > 0:
            board.add_zombies(g, place, e.value, ctx.source)
        else:
            board.remove_zombies(g, place, -e.value)


def _slay(g, e, ctx):
    place = _here(g, ctx)
    if place and ctx.seat is not None:
        board.slay(g, ctx.seat, place, e.value)


def _barricade(g, e, ctx):
    place = _here(g, ctx)
    if place:
        board.add_barricades(g, place, e.value, by=ctx.actor)


def _clean(g, e, ctx):
    n = min(e.value, len(g.s.waste))
    if n:
        for _ in range(n):
            g.s.items_gone.append(g.s.waste.pop())
        g.emit("clean", Msg("{n} waste card cleaned away ({why}).", n=n, why=ctx.source) if n == 1 else
               Msg("{n} waste cards cleaned away ({why}).", n=n, why=ctx.source), n=n, waste=len(g.s.waste))


def _noise(g, e, ctx):
    for place in places(g, e.at, ctx):
        if place == COLONY:
            continue
        pl = g.s.places[place]
        room = g.c.locations[place].noise_spaces - pl.noise
        n = min(room, e.value) if e.name == "noise" else -min(pl.noise, e.value)
        if n:
            pl.noise += n
            name = g.place_name(place)
            g.emit("noise", Msg("Noise at {place}: {n} token.", place=name, n=pl.noise) if pl.noise == 1 else
                   Msg("Noise at {place}: {n} tokens.", place=name, n=pl.noise), location=place, noise=pl.noise)


def _helpless(g, e, ctx):
    if ctx.seat is not None:
        board.add_helpless(g, ctx.seat, e.value)


def _recruit(g, e, ctx):
    if ctx.seat is None:
        return
    deck = g.s.survivor_deck
    for _ in range(e.value):
        if not deck or (not g.s.players[ctx.seat].exiled and not board.has_room(g, COLONY)):
            return
        sid = e.survivor if e.survivor in deck else deck[0]
        deck.remove(sid)
        board.join(g, ctx.seat, sid)


def _draw(g, e, ctx):
    place = _here(g, ctx) if e.src == "here" else e.src
    if ctx.seat is None or place not in LOCATIONS:
        return
    deck = g.s.places[place].deck
    p = g.s.players[ctx.seat]
    got = []
    for _ in range(e.value):
        if e.type is None:
            if not deck:
                break
            got.append(deck.pop(0))
        else:
            match = next((c for c in deck if g.c.items[c].type == e.type), None)
            if match is None:
                break
            deck.remove(match)
            got.append(match)
    if e.type is None:
        board.drew_top(g, place, len(got))
    elif got:
        g.s.rng.shuffle(deck)
        board.shuffled(g, place)
    else:
        p.seen.pop(place, None)
    p.hand.extend(got)
    if got:
        name = g.place_name(place)
        g.emit("draw", Msg("{player} takes {n} card from {place}.", player=p.name, n=len(got), place=name)
               if len(got) == 1 else Msg("{player} takes {n} cards from {place}.", player=p.name, n=len(got), place=name),
               seat=ctx.seat, location=place, n=len(got))
        g.emit("draw-private", Msg("You take {cards}.", cards=[g.item_name(c) for c in got]),
               private=ctx.seat, cards=list(got))


def _discard(g, e, ctx):
    if ctx.seat is None:
        seats = [p.seat for p in g.s.players if not p.out]
    elif e.players == "me":
        seats = [ctx.seat]
    else:
        seats = [p.seat for p in g.s.players if not p.out and (e.players == "each" or p.seat != ctx.seat)]
    for seat in seats:
        n = min(e.value, len(g.s.players[seat].hand))
        if n:
            g.s.pending.append(Decision("discard", seat, {"n": n, "source": ctx.source}))


def _dice(g, e, ctx):
    if ctx.seat is None:
        return
    p = g.s.players[ctx.seat]
    rolled = [g.s.rng.d6() for _ in range(e.value)]
    p.unused.extend(rolled)
    g.emit("dice", Msg("{player} rolls {n} extra dice: {dice}.", player=p.name, n=len(rolled), dice=rolled)
           if len(rolled) > 1 else Msg("{player} rolls {n} extra die: {dice}.", player=p.name, n=len(rolled), dice=rolled),
           seat=ctx.seat, dice=rolled)


def _reroll(g, e, ctx):
    if ctx.seat is None:
        return
    p = g.s.players[ctx.seat]
    p.unused = [g.s.rng.d6() for _ in p.unused]
    g.emit("dice", Msg("{player} re-rolls their unused dice: {dice}.", player=p.name, dice=list(p.unused))
           if p.unused else Msg("{player} re-rolls their unused dice: none.", player=p.name),
           seat=ctx.seat, dice=list(p.unused))


def _peek(g, e, ctx):
    place = _here(g, ctx) if e.at == "here" else e.at
    if ctx.seat is None or place not in LOCATIONS:
        return
    top = g.s.places[place].deck[: e.value]
    g.s.players[ctx.seat].seen[place] = list(top)
    name = g.place_name(place)
    g.emit("peek", Msg("{player} looks at the top of {place}'s deck.", player=g.pname(ctx.seat), place=name),
           seat=ctx.seat, location=place)
    g.emit("peek-private", Msg("Top of {place}: {cards}.", place=name, cards=[g.item_name(c) for c in top])
           if top else Msg("Top of {place}: empty.", place=name), private=ctx.seat, location=place, cards=list(top))


def _safe_move(g, e, ctx):
    for sid in select(g, e.who, ctx):
        g.s.survivors[sid].safe_move = True
        g.emit("safe-move", Msg("{who}'s next move this turn is safe.", who=g.sname(sid)), survivor=sid)


def _lasting(g, e, ctx):
    # A crisis fails in the colony phase: "1 round" there means the next round.
    start = g.s.round + (1 if g.s.phase == "colony" else 0)
    until = 0 if e.rounds == 0 else start + e.rounds - 1
    g.s.lasting.append((e.value, until))
    g.emit("lasting", Msg("Lasting effect '{effect}' for the rest of the game ({why}).", effect=e.value, why=ctx.source)
           if until == 0 else Msg("Lasting effect '{effect}' until the end of round {round} ({why}).", effect=e.value,
                                  round=until, why=ctx.source), kind=e.value, until=until)


def _rounds(g, e, ctx):
    g.s.rounds_left = max(1, g.s.rounds_left + e.value)
    g.emit("rounds", Msg("Round track {delta:+d} ({why}): {n} left.", delta=e.value, why=ctx.source, n=g.s.rounds_left),
           rounds_left=g.s.rounds_left)


def _samples(g, e, ctx):
    if g.c.mains[g.s.main].samples_roll:
        g.s.samples = max(0, g.s.samples + e.value)
        g.emit("sample", Msg("Samples {delta:+d} ({why}): {n}.", delta=e.value, why=ctx.source, n=g.s.samples),
               samples=g.s.samples)


def _steal(g, e, ctx):
    if ctx.seat is None:
        return
    other = board.neighbour(g, ctx.seat, -1 if e.src == "right" else 1)
    victim = g.s.players[other]
    if other == ctx.seat or not victim.hand:
        return
    card = victim.hand.pop(g.s.rng.below(len(victim.hand)))
    g.s.players[ctx.seat].hand.append(card)
    g.emit("steal", Msg("{player} takes a card from {victim}.", player=g.pname(ctx.seat), victim=victim.name),
           seat=ctx.seat, victim=other)


def _roll(g, e, ctx):
    d = g.s.rng.d6()
    ok = d >= e.value
    g.emit("roll", Msg("Roll {roll} (needs {need}+): success.", roll=d, need=e.value) if ok else
           Msg("Roll {roll} (needs {need}+): failure.", roll=d, need=e.value), roll=d, target=e.value)
    apply_all(g, e.then if ok else e.other, ctx)


def _vote(g, e, ctx):
    voters = board.voters(g)
    if not voters:
        return
    g.emit("vote-called", Msg("Vote: {question}", question=e.value), question=e.value)
    g.s.pending.insert(0, Decision("vote", voters[0], {
        "motion": "effect", "question": e.value, "voters": voters, "votes": {},
        "yes": e.then, "no": e.other, "ctx": ctx}))


_HANDLERS = {
    "morale": _morale, "food": _food, "starvation": _starvation, "wound": _wound, "frostbite": _wound,
    "heal": _heal, "kill": _kill, "remove": _remove, "zombies": _zombies, "slay": _slay,
    "barricade": _barricade, "clean": _clean, "noise": _noise, "quiet": _noise, "helpless": _helpless,
    "recruit": _recruit, "draw": _draw, "discard": _discard, "dice": _dice, "reroll": _reroll,
    "peek": _peek, "safe-move": _safe_move, "lasting": _lasting, "rounds": _rounds, "samples": _samples,
    "steal": _steal, "roll": _roll, "vote": _vote,
}

