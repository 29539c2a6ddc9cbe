"""Player-turn actions (winter.md §4.2): what the active player may do, and doing it."""

from __future__ import annotations

from itertools import combinations_with_replacement

from game.core.i18n import N_, Msg
from game.winter.rules import board, exposure
from game.winter.rules.actions import (
    AddToCrisis,
    Attack,
    Attract,
    Barricade,
    CallExile,
    CleanWaste,
    Deliver,
    EndTurn,
    FoodBoost,
    HandOff,
    Move,
    PlayCard,
    Request,
    Search,
    SpendFood,
    UseAbility,
)
from game.winter.rules.content import ITEM_TYPES, PLACES, uses_actor
from game.winter.rules.effects import Ctx, apply_all
from game.winter.rules.exile import call_vote
from game.winter.rules.rounds import end_turn
from game.winter.rules.state import COLONY, Decision

ATTRACT = 2
CLEAN = 3
REQUESTABLE = tuple(t for t in ITEM_TYPES if t != "junk")


# --- shared checks -----------------------------------------------------------

def attack_ok(g, sid: str, die: int) -> bool:
    return die + board.passive(g, sid, "attack-bonus") >= g.c.survivors[sid].attack


def search_ok(g, sid: str, die: int) -> bool:
    need = g.c.survivors[sid].search + (1 if board.lasting(g, "search-penalty") else 0)
    return die + board.passive(g, sid, "search-bonus") >= need


def ability_here(g, sid: str) -> bool:
    where = g.c.survivors[sid].ability.where
    return where == "anywhere" or where == g.s.survivors[sid].location


def card_targets(g, seat: int, card: str) -> list[str | None] | None:
    """Who a card can be played on: [None] when it needs nobody, None when it can't be played."""
    kind = g.c.items[card]
    p = g.s.players[seat]
    if p.exiled and kind.type == "food":
        return None  # an exile plays food only for +1 on a die (FoodBoost)
    if board.adds_blocked(g, seat, kind.effects):
        return None
    if kind.equip or uses_actor(kind.effects):
        return list(p.survivors) or None
    return [None]


def use_die(p, die: int):
    p.unused.remove(die)
    p.used.append(die)


# --- legal actions ------------------------------------------------------------

def legal(g) -> list:
    s = g.s
    seat = s.active
    p = s.players[seat]
    out: list = [EndTurn()]
    dice = sorted(set(p.unused))
    occupied = board.occupancy(g)
    room = {pid: occupied[pid] < g.c.locations[pid].survivor_spaces for pid in PLACES}
    zombies = {pid: sum(pl.zombies) for pid, pl in s.places.items()}
    lures: dict[tuple[str, int], list] = {}  # (place, most) -> sources; survivors at one place share them
    for sid in p.survivors:
        sv = s.survivors[sid]
        place = sv.location
        if place not in s.places:
            continue
        card = g.c.survivors[sid]
        if not sv.moved:
            out += [Move(sid, to) for to in PLACES
                    if to != place and room[to] and not (p.exiled and to == COLONY)]
        pl = s.places[place]
        here = board.at(g, place)
        for d in dice:
            if attack_ok(g, sid, d):
                if place == COLONY:
                    out += [Attack(sid, d, f"zombie-{e + 1}") for e, z in enumerate(pl.zombies) if z]
                elif pl.zombies[0]:
                    out.append(Attack(sid, d, "zombie"))
                out += [Attack(sid, d, o) for o in here if s.survivors[o].seat != seat]
            if place != COLONY and pl.deck and search_ok(g, sid, d):
                out.append(Search(sid, d))
        if dice:  # barricade and attract take any die
            free = [board.free_spaces(g, place, e) for e in range(len(pl.zombies))]
            out += [Barricade(sid, d, e + 1) for e, f in enumerate(free) if f > 0 for d in dice]
            most = min(ATTRACT + board.passive(g, sid, "attract-plus"), sum(free))
            if (place, most) not in lures:
                lures[place, most] = _attract_sources(zombies, place, most)
            out += [Attract(sid, d, src) for src in lures[place, most] for d in dice]
        ab = card.ability
        if ab.effects and ability_here(g, sid) and (not ab.per_round or sv.ability_uses < ab.per_round):
            # `chosen` is another survivor at the actor's location (data/README.md)
            targets = ([o for o in here if o != sid] if any(e.who == "chosen" for e in ab.effects)
                       else [None])
            if board.adds_blocked(g, seat, ab.effects):
                targets = []
            pay = [None] if ab.cost == 0 else [d for d in dice if d >= ab.cost]
            out += [UseAbility(sid, d, t) for d in pay for t in targets]
    if dice and s.waste and any(s.survivors[x].location == COLONY for x in p.survivors):
        out += [CleanWaste(d) for d in dice]
    main = g.c.mains[s.main]
    for card in p.hand:
        targets = card_targets(g, seat, card)
        if targets is not None:
            out += [PlayCard(card, t) for t in targets]
        if not p.exiled:
            out.append(AddToCrisis(card))
            if g.c.items[card].type in main.deliver:
                out.append(Deliver(card))
        elif g.c.items[card].type == "food":
            out += [FoodBoost(card, d) for d in dice if d < 6]
    for sid in p.survivors:
        sv = s.survivors[sid]
        for item in sv.equipped:
            if not p.exiled:
                out.append(AddToCrisis(item))
            if item not in s.handed:
                out += [HandOff(item, o) for o in board.at(g, sv.location) if o != sid]
    if s.food and not p.exiled:
        out += [SpendFood(d) for d in dice if d < 6]
    if any(o.hand for o in s.players if o.seat != seat and not o.out):  # no limit per turn (RULES.md)
        out += [Request(None)] + [Request(t) for t in REQUESTABLE]
    if not s.config.cooperative and not s.exile_called and not p.exiled:
        out += [CallExile(o.seat) for o in s.players if o.seat != seat and not o.exiled and not o.out]
    return out


def _attract_sources(zombies: dict[str, int], place: str, most: int) -> list[tuple[str, ...]]:
    """Every way to pick up to `most` zombies from the other places (one place per zombie)."""
    have = sorted(p for p, n in zombies.items() if n and p != place)
    out = []
    for n in range(1, most + 1):
        for combo in combinations_with_replacement(have, n):
            if all(combo.count(p) <= zombies[p] for p in set(combo)):
                out.append(combo)
    return out


# --- applying ------------------------------------------------------------------

def apply(g, a) -> None:
    handler = _APPLY[type(a)]
    handler(g, a)
    if type(a) is not EndTurn:
        g.s.facts.append(("action", None, None, None))


def _move(g, a: Move):
    s = g.s.survivors[a.survivor]
    frm = s.location
    s.location = a.to
    s.moved = True
    g.emit("move", Msg("{who} moves from {frm} to {to}.", who=g.sname(a.survivor), frm=g.place_name(frm),
                       to=g.place_name(a.to)), survivor=a.survivor, frm=frm, to=a.to)
    g.s.facts.append(("move", a.to, None, a.survivor))
    after_move(g, a.survivor)


def after_move(g, sid: str):
    """Move risks: the lasting move-risk, then exposure unless the move is safe."""
    s = g.s.survivors[sid]
    if board.lasting(g, "move-risk"):
        d = g.s.rng.d6()
        said = Msg("Treacherous going (while it lasts, each move rolls a die; a 1 wounds): {who} rolls 1 and is "
                   "hurt.", who=g.sname(sid)) if d == 1 else \
            Msg("Treacherous going (while it lasts, each move rolls a die; a 1 wounds): {who} rolls {roll}, "
                "unharmed.", who=g.sname(sid), roll=d)
        g.emit("roll", said, roll=d, survivor=sid)
        if d == 1:
            board.wound(g, sid, 1, why=N_("treacherous going"))
    if sid not in g.s.survivors:
        return
    if s.safe_move or board.passive(g, sid, "safe-move"):
        s.safe_move = False
        g.emit("safe", Msg("{who} arrives without exposure.", who=g.sname(sid)), survivor=sid)
        return
    exposure.roll(g, sid, N_("moved"))


def _attack(g, a: Attack):
    p = g.s.players[g.s.active]
    use_die(p, a.die)
    sv = g.s.survivors[a.survivor]
    place = sv.location
    if a.target.startswith("zombie"):
        entrance = int(a.target.split("-")[1]) - 1 if "-" in a.target else 0
        g.emit("attack", Msg("{who} attacks a zombie (die {die}).", who=g.sname(a.survivor), die=a.die),
               survivor=a.survivor, die=a.die)
        board.slay(g, p.seat, place, 1, entrance)
        extra = board.passive(g, a.survivor, "extra-kill")
        if extra:
            board.slay(g, p.seat, place, extra)
        g.s.facts.append(("kill", place, None, a.survivor))
        if board.passive(g, a.survivor, "safe-kill"):
            g.emit("safe", Msg("{who} kills cleanly: no exposure.", who=g.sname(a.survivor)), survivor=a.survivor)
        else:
            exposure.roll(g, a.survivor, N_("killed a zombie"))
        return
    target = g.s.survivors[a.target]
    victim = g.s.players[target.seat]
    p.deeds["attack-survivor"] = p.deeds.get("attack-survivor", 0) + 1
    d = g.s.rng.d6()
    hit = d <= g.c.survivors[a.target].attack
    who, whom = g.sname(a.survivor), g.sname(a.target)
    g.emit("attack-survivor", Msg("{who} attacks {target}: rolls {roll}, a hit.", who=who, target=whom, roll=d) if hit
           else Msg("{who} attacks {target}: rolls {roll}, a miss.", who=who, target=whom, roll=d),
           survivor=a.survivor, target=a.target, roll=d, hit=hit)
    if hit:
        if victim.hand:
            card = victim.hand.pop(g.s.rng.below(len(victim.hand)))
            p.hand.append(card)
            g.emit("steal", Msg("{player} takes a card from {victim}.", player=p.name, victim=victim.name), seat=p.seat,
                   victim=victim.seat)
        board.wound(g, a.target, 1, why=Msg("attacked by {who}", who=who))


def _search(g, a: Search):
    p = g.s.players[g.s.active]
    use_die(p, a.die)
    place = g.s.survivors[a.survivor].location
    deck = g.s.places[place].deck
    n = 1 + board.passive(g, a.survivor, "search-extra")
    drawn = [deck.pop(0) for _ in range(min(n, len(deck)))]
    board.drew_top(g, place, len(drawn))
    p.seen.pop(place, None)  # the searcher holds what it saw (some goes back under the deck)
    g.emit("search", Msg("{who} searches {place}.", who=g.sname(a.survivor), place=g.place_name(place)),
           survivor=a.survivor, location=place)
    g.emit("search-private", Msg("You find: {cards}.", cards=[g.item_name(c) for c in drawn]),
           private=p.seat, cards=list(drawn))
    g.s.pending.insert(0, Decision("search", p.seat, {"survivor": a.survivor, "place": place, "drawn": drawn}))


def _barricade(g, a: Barricade):
    p = g.s.players[g.s.active]
    use_die(p, a.die)
    place = g.s.survivors[a.survivor].location
    board.add_barricades(g, place, 1, a.entrance - 1, by=a.survivor)
    extra = board.passive(g, a.survivor, "barricade-plus")
    if extra:
        board.add_barricades(g, place, extra, by=a.survivor)
    g.s.facts.append(("barricade", place, None, a.survivor))


def _clean(g, a: CleanWaste):
    p = g.s.players[g.s.active]
    use_die(p, a.die)
    bonus = max((board.passive(g, x, "clean-plus") for x in p.survivors
                 if g.s.survivors[x].location == COLONY), default=0)
    n = min(CLEAN + bonus, len(g.s.waste))
    for _ in range(n):
        g.s.items_gone.append(g.s.waste.pop())
    left = len(g.s.waste)
    g.emit("clean", Msg("{player} cleans {n} card from the waste ({left} left).", player=p.name, n=n, left=left)
           if n == 1 else Msg("{player} cleans {n} cards from the waste ({left} left).", player=p.name, n=n, left=left),
           n=n, waste=left)
    g.s.facts.append(("clean", COLONY, None, None))


def _attract(g, a: Attract):
    p = g.s.players[g.s.active]
    use_die(p, a.die)
    place = g.s.survivors[a.survivor].location
    if place == COLONY:
        lure(g, p.seat, a.survivor, list(a.sources))
        return
    for src in a.sources:
        _lure_one(g, a.survivor, src, place, 0)


def lure(g, seat: int, sid: str, sources: list[str]):
    """Lure zombies from these places into the colony one by one (§4.2 attract: onto empty
    entrance spaces there): the player picks each one's entrance among those with an empty
    space ('lure' decision); with only one such entrance it goes there."""
    col = g.s.places[COLONY]
    while sources and g.s.phase != "over":
        open_ = [e for e in range(len(col.zombies)) if board.free_spaces(g, COLONY, e) > 0]
        if not open_:
            return  # (attract is only offered for as many zombies as there are empty spaces)
        if len(open_) > 1:
            g.s.pending.insert(0, Decision("lure", seat, {"survivor": sid, "sources": list(sources)}))
            return
        lure_into_colony(g, sid, sources.pop(0), open_[0])


def lure_into_colony(g, sid: str, src: str, entrance: int):
    _lure_one(g, sid, src, COLONY, entrance)


def _lure_one(g, sid: str, src: str, place: str, entrance: int):
    board.remove_zombies(g, src, 1)
    g.s.places[place].zombies[entrance] += 1
    lurer = g.s.survivors[sid].seat
    if any(sv.seat != lurer for sv in g.s.survivors.values() if sv.location == place):
        p = g.s.players[lurer]
        p.deeds["lure-onto-others"] = p.deeds.get("lure-onto-others", 0) + 1
    g.emit("zombie-added", Msg("{who} lures a zombie from {frm} to {where}.", who=g.sname(sid), frm=g.place_name(src),
                               where=board.where(g, place, entrance)), location=place, entrance=entrance, frm=src)


def _ability(g, a: UseAbility):
    p = g.s.players[g.s.active]
    if a.die is not None:
        use_die(p, a.die)
    sv = g.s.survivors[a.survivor]
    sv.ability_uses += 1
    ab = g.c.survivors[a.survivor].ability
    g.emit("ability", Msg("{who} uses {ability}.", who=g.sname(a.survivor), ability=ab.name), survivor=a.survivor,
           target=a.target)
    apply_all(g, ab.effects, Ctx(p.seat, a.survivor, a.target, ab.name))


def play_card(g, seat: int, card: str, on: str | None):
    """Play a card from a hand (own turn, or a requested card): equip it or apply it,
    then it goes to the waste (an exile's cards leave the game)."""
    p = g.s.players[seat]
    p.hand.remove(card)
    kind = g.c.items[card]
    if kind.equip:
        g.s.survivors[on].equipped.append(card)
        g.emit("equip", Msg("{who} equips {card}.", who=g.sname(on), card=kind.name), survivor=on, card=card)
    else:
        g.emit("play", Msg("{player} plays {card} on {who}.", player=p.name, card=kind.name, who=g.sname(on)) if on
               else Msg("{player} plays {card}.", player=p.name, card=kind.name), seat=seat, card=card, on=on)
        apply_all(g, kind.effects, Ctx(seat, on, on, kind.name))
        (g.s.items_gone if p.exiled else g.s.waste).append(card)
    if g.s.phase == "turns" and seat == g.s.active:
        g.s.facts.append(("play", on and g.s.survivors[on].location if on in g.s.survivors else None,
                          kind.type, on))


def _play(g, a: PlayCard):
    play_card(g, g.s.active, a.card, a.on)


def _take_card(g, p, card: str) -> None:
    """Take a card from the player's hand or off one of their survivors."""
    if card in p.hand:
        p.hand.remove(card)
        return
    for sid in p.survivors:
        if card in g.s.survivors[sid].equipped:
            g.s.survivors[sid].equipped.remove(card)
            return


def _crisis(g, a: AddToCrisis):
    p = g.s.players[g.s.active]
    _take_card(g, p, a.card)
    g.s.crisis_cards.append((p.seat, a.card))
    p.crisis_added += 1
    g.emit("crisis-add", Msg("{player} adds a card to the crisis, face down ({n} in all).", player=p.name,
                             n=len(g.s.crisis_cards)), seat=p.seat, count=len(g.s.crisis_cards))
    good = g.c.items[a.card].type in g.c.crises[g.s.crisis].types if g.s.crisis else False
    name = g.item_name(a.card)
    g.emit("crisis-add-private", Msg("You add {card} to the crisis: it matches.", card=name) if good else
           Msg("You add {card} to the crisis: it does not match.", card=name), private=p.seat, card=a.card, good=good)
    g.s.facts.append(("crisis", None, None, None))


def _deliver(g, a: Deliver):
    p = g.s.players[g.s.active]
    p.hand.remove(a.card)
    g.s.delivered.append(a.card)
    g.emit("deliver", Msg("{player} delivers {card} to the objective ({n} delivered).", player=p.name,
                          card=g.item_name(a.card), n=len(g.s.delivered)), seat=p.seat, card=a.card)


def _raise_die(g, p, die: int, why: str | Msg):
    p.unused.remove(die)
    p.unused.append(die + 1)
    g.emit("die-raised", Msg("{player} raises a {die} to {to} ({why}).", player=p.name, die=die, to=die + 1, why=why),
           seat=p.seat, frm=die)


def _spend_food(g, a: SpendFood):
    p = g.s.players[g.s.active]
    g.s.food -= 1
    _raise_die(g, p, a.die, Msg("a food token; {n} left", n=g.s.food))


def _boost(g, a: FoodBoost):
    p = g.s.players[g.s.active]
    p.hand.remove(a.card)
    g.s.items_gone.append(a.card)
    _raise_die(g, p, a.die, g.item_name(a.card))


def _request(g, a: Request):
    """§4.2 request: each other player in turn, from the left, may give one item card (any
    card, whatever was asked for); the requester plays each given card at once. Requests
    have no limit per turn (the AI keeps its own to one: game/winter/ai)."""
    s = g.s
    s.requests_made += 1
    p = s.players[s.active]
    p.last_request = (s.round, a.type, False)  # answered once someone gives (decisions._give)
    g.emit("request", Msg("{player} asks the others for a {type} card.", player=p.name, type=a.type) if a.type else
           Msg("{player} asks the others for item cards.", player=p.name), seat=p.seat, type=a.type)
    for i in range(1, len(s.players)):
        other = s.players[(p.seat + i) % len(s.players)]
        if not other.out and other.hand:
            s.pending.append(Decision("give", other.seat, {"requester": p.seat, "type": a.type}))


def _handoff(g, a: HandOff):
    holder = next(sv for sv in g.s.survivors.values() if a.item in sv.equipped)
    holder.equipped.remove(a.item)
    g.s.survivors[a.to].equipped.append(a.item)
    g.s.handed.append(a.item)
    g.emit("handoff", Msg("{who} hands {card} to {to}.", who=g.sname(holder.id), card=g.item_name(a.item),
                          to=g.sname(a.to)), frm=holder.id, to=a.to, card=a.item)


def _call_exile(g, a: CallExile):
    g.s.exile_called = True
    call_vote(g, g.s.active, a.target)


def _end(g, a: EndTurn):
    end_turn(g)


_APPLY = {
    Move: _move, Attack: _attack, Search: _search, Barricade: _barricade, CleanWaste: _clean,
    Attract: _attract, UseAbility: _ability, PlayCard: _play, AddToCrisis: _crisis, Deliver: _deliver,
    SpendFood: _spend_food, FoodBoost: _boost, Request: _request, HandOff: _handoff,
    CallExile: _call_exile, EndTurn: _end,
}
