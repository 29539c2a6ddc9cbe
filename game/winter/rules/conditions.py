"""Quantities and conditions (data/README.md): shared by crossroads triggers,
option requirements and every objective."""

from __future__ import annotations

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
    "morale": "morale", "food": "food in the supply", "starvation": "starvation tokens",
    "waste": "cards in the waste", "helpless": "helpless survivors", "rounds-left": "rounds left",
    "round": "the round", "zombies": "zombies", "barricades": "barricades", "noise": "noise tokens",
    "barricaded-entrances": "barricaded colony entrances", "clear-locations": "locations clear of zombies",
    "samples": "samples", "delivered": "cards delivered", "kills-total": "zombies killed",
    "crisis-cards": "cards in the crisis", "exiled-players": "exiled players", "hand": "cards in hand",
    "equipped": "equipped items", "survivors": "survivors", "kills": "own zombie kills",
    "leader-influence": "leader's influence", "occupation": "survivors who are", "wounds": "wounds",
    "exiled": "exiled",
}


def describe(g, q: Condition, seat: int | None = None) -> str:
    """The condition in words, with the current value when a seat is given."""
    what = _WORDS[q.count]
    if q.type:
        what = f"{q.type} {what}"
    if q.name:
        what = f"{what} {q.name}"
    if q.at:
        what = f"{what} at {g.place_name(q.at) if q.at in g.c.locations else q.at}"
    lo, hi = bounds(g, q)
    need = (f"at least {lo}" if hi is None else f"at most {hi}" if lo is None else f"{lo} to {hi}")
    text = f"{what}: {need}"
    if seat is not None:
        text += f" (is {quantity(g, q, seat)})"
    return text
