"""Quantities and conditions (data/README.md): shared by crossroads triggers,
option requirements and every objective."""

from __future__ import annotations

from game.core.i18n import N_, Msg
from game.winter.rules.content import LOCATIONS, Condition
from game.winter.rules.state import COLONY


def _places(g, at: str | None, here: str | None) -> tuple[str, ...]:
    if at is None:
        return (COLONY,) + LOCATIONS
    if at == "outside":
        return LOCATIONS
    if at == "here":
        return (here,) if here in g.s.places else ()
    return (at,)


def quantity(g, q: Condition, seat: int, here: str | None = None) -> int:
    s = g.s
    name = q.count
    if name == "morale":
        return s.morale
    if name == "food":
        return s.food
    if name == "starvation":
        return s.starvation
    if name == "waste":
        return len(s.waste)
    if name == "helpless":
        return s.helpless
    if name == "rounds-left":
        return s.rounds_left
    if name == "round":
        return s.round
    if name == "zombies":
        return sum(sum(s.places[p].zombies) for p in _places(g, q.at, here))
    if name == "barricades":
        return sum(sum(s.places[p].barricades) for p in _places(g, q.at, here))
    if name == "noise":
        return sum(s.places[p].noise for p in _places(g, q.at, here))
    if name == "barricaded-entrances":
        return sum(1 for b in s.places[COLONY].barricades if b > 0)
    if name == "clear-locations":
        return sum(1 for p in LOCATIONS if not any(s.places[p].zombies))
    if name == "samples":
        return s.samples
    if name == "delivered":
        return sum(1 for c in s.delivered if q.type is None or g.c.items[c].type == q.type)
    if name == "kills-total":
        return s.kills_total
    if name == "crisis-cards":
        return len(s.crisis_cards)
    if name == "exiled-players":
        return sum(1 for p in s.players if p.exiled)
    p = s.players[seat]
    if name == "hand":
        return sum(1 for c in p.hand if q.type is None or g.c.items[c].type == q.type)
    if name == "equipped":
        return sum(1 for sid in p.survivors for c in s.survivors[sid].equipped
                   if q.type is None or g.c.items[c].type == q.type)
    if name == "survivors":
        places = _places(g, q.at, here)
        return sum(1 for sid in p.survivors if s.survivors[sid].location in places)
    if name == "kills":
        return p.kills
    if name == "leader-influence":
        return g.c.survivors[p.leader].influence if p.leader else 0
    if name == "occupation":
        return sum(1 for sid in p.survivors if g.c.survivors[sid].occupation == q.name)
    if name == "wounds":
        return sum(s.survivors[sid].wounds for sid in p.survivors)
    if name == "exiled":
        return int(p.exiled)
    raise KeyError(name)


def bounds(g, q: Condition) -> tuple[int | None, int | None]:
    k = g.s.starting_players if q.per_player else 1
    return (None if q.min is None else q.min * k, None if q.max is None else q.max * k)


def holds(g, q: Condition, seat: int, here: str | None = None) -> bool:
    v = quantity(g, q, seat, here)
    lo, hi = bounds(g, q)
    return (lo is None or v >= lo) and (hi is None or v <= hi)


def all_hold(g, conds, seat: int, here: str | None = None) -> bool:
    return all(holds(g, q, seat, here) for q in conds)


_WORDS = {
    "morale": N_("morale"), "food": N_("food in the supply"), "starvation": N_("starvation tokens"),
    "waste": N_("cards in the waste"), "helpless": N_("helpless survivors"), "rounds-left": N_("rounds left"),
    "round": N_("the round"), "zombies": N_("zombies"), "barricades": N_("barricades"), "noise": N_("noise tokens"),
    "barricaded-entrances": N_("barricaded colony entrances"), "clear-locations": N_("locations clear of zombies"),
    "samples": N_("samples"), "delivered": N_("cards delivered"), "kills-total": N_("zombies killed"),
    "crisis-cards": N_("cards in the crisis"), "exiled-players": N_("exiled players"), "hand": N_("cards in hand"),
    "equipped": N_("equipped items"), "survivors": N_("survivors"), "kills": N_("own zombie kills"),
    "leader-influence": N_("leader's influence"), "occupation": N_("survivors who are"), "wounds": N_("wounds"),
    "exiled": N_("exiled"),
}
# the counts that take an item type, as whole phrases ("food cards in hand")
_TYPED = {
    "delivered": lambda t: Msg("{type} cards delivered", type=t),
    "hand": lambda t: Msg("{type} cards in hand", type=t),
    "equipped": lambda t: Msg("{type} equipped items", type=t),
}
_AT = {"outside": N_("{what} outside the colony"), "here": N_("{what} here"),  # the places not on the board
       "everywhere": N_("{what} everywhere")}


def _what(g, q: Condition) -> str | Msg:
    """What a condition counts, in words."""
    if q.type and q.count in _TYPED:
        what = _TYPED[q.count](q.type)
    elif q.type:
        what = Msg("{type} {what}", type=q.type, what=_WORDS[q.count])
    else:
        what = _WORDS[q.count]
    if q.name:
        what = (Msg("survivors who are {name}", name=q.name) if what == _WORDS["occupation"] else
                Msg("{what} {name}", what=what, name=q.name))
    if q.at in g.c.locations:
        what = Msg("{what} at {place}", what=what, place=g.place_name(q.at))
    elif q.at:
        what = Msg(_AT[q.at], what=what)
    return what


def describe_msg(g, q: Condition, seat: int | None = None) -> Msg:
    """The condition in words, with the current value when a seat is given (str() is the English)."""
    what = _what(g, q)
    lo, hi = bounds(g, q)
    need = (Msg("at least {n}", n=lo) if hi is None else Msg("at most {n}", n=hi) if lo is None else
            Msg("{lo} to {hi}", lo=lo, hi=hi))
    if seat is not None:
        return Msg("{what}: {need} (is {value})", what=what, need=need, value=quantity(g, q, seat))
    return Msg("{what}: {need}", what=what, need=need)


def describe(g, q: Condition, seat: int | None = None) -> str:
    """The condition in words (English), with the current value when a seat is given."""
    return str(describe_msg(g, q, seat))
