"""Checks across Winter's whole content, once every file is read: names that point
at other cards, objectives that can be reached, and the counts winter.md asks for."""

from __future__ import annotations

from game.core.content import ContentError
from game.winter.rules.content.schema import ITEM_TYPES, LOCATIONS, Content, walk

MINIMUM_COUNTS = {
    "survivors": 30, "starting items": 25, **{f"{d} deck": 20 for d in LOCATIONS}, "crises": 20,
    "crossroads": 80, "main objectives": 10, "secret objectives": 24, "betrayer objectives": 10,
    "exile objectives": 10,
}
# where each of those counts comes from, so a short count names its file and table
_COUNTED_IN = {
    "survivors": "survivors.toml: [[survivor]]", "starting items": "items.toml: decks.starting",
    **{f"{d} deck": f"items.toml: decks.{d}" for d in LOCATIONS}, "crises": "crises.toml: [[crisis]]",
    "crossroads": "crossroads/*.toml: [[crossroads]]", "main objectives": "objectives.toml: [[main]]",
    **{f"{k} objectives": f"objectives.toml: [[{k}]]" for k in ("secret", "betrayer", "exile")},
}


def check_references(c: Content):
    """Names a crossroads card uses (occupations, survivors) must be in the content."""
    occupations = {s.occupation for s in c.survivors.values()}
    for x in c.crossroads.values():
        conds = list(x.trigger.conditions) + [q for o in x.options for q in o.requires]
        for q in conds:
            if q.count == "occupation" and q.name not in occupations:
                raise ContentError(f"crossroads: {x.id}: no survivor has occupation {q.name!r}")
        for e in walk([e for o in x.options for e in o.effects]):
            if e.name == "recruit" and e.survivor and e.survivor not in c.survivors:
                raise ContentError(f"crossroads: {x.id}: recruit names unknown survivor {e.survivor!r}")


def _ceilings(c: Content) -> dict:
    """The most a quantity can ever be, from the content itself (None: no fixed ceiling)."""
    per_type = {t: sum(1 for k in c.items.values() if k.type == t) for t in ITEM_TYPES}
    equip_type = {t: sum(1 for k in c.items.values() if k.type == t and k.equip) for t in ITEM_TYPES}
    return {
        "hand": lambda q: per_type[q.type] if q.type else len(c.items),
        "equipped": lambda q: equip_type[q.type] if q.type else sum(equip_type.values()),
        "delivered": lambda q: per_type[q.type] if q.type else len(c.items),
        "occupation": lambda q: sum(1 for s in c.survivors.values() if s.occupation == q.name),
        "leader-influence": lambda q: max(s.influence for s in c.survivors.values()),
        "barricaded-entrances": lambda q: c.locations["colony"].entrances,
        "clear-locations": lambda q: len(LOCATIONS),
        "exiled": lambda q: 1,
        "exiled-players": lambda q: 5,
        "survivors": lambda q: len(c.survivors),
        "helpless": lambda q: c.locations["colony"].survivor_spaces,
        "round": lambda q: 12,
        "rounds-left": lambda q: 12,
        "crisis-cards": lambda q: len(c.items),
    }


def check_reachable(c: Content):
    """Every objective must be achievable: no condition may ask for more than the game
    holds (checked at the smallest table, 2 players, for per-player targets)."""
    ceil = _ceilings(c)

    def check(where: str, conds):
        for q in conds:
            k = 2 if q.per_player else 1
            lo = None if q.min is None else q.min * k
            hi = None if q.max is None else q.max * k
            if lo is not None and hi is not None and lo > hi:
                raise ContentError(f"{where}: {q.count} needs min ≤ max")
            if hi is not None and hi < 0:
                raise ContentError(f"{where}: {q.count} can never be below 0")
            if lo is not None and q.count in ceil and lo > ceil[q.count](q):
                raise ContentError(f"{where}: {q.count} ≥ {lo} can never happen (at most {ceil[q.count](q)})")

    for m in c.mains.values():
        check(f"objectives.toml: {m.id} (normal)", m.normal.goal)
        check(f"objectives.toml: {m.id} (hardcore)", m.hardcore.goal)
    for o in c.objectives.values():
        check(f"objectives.toml: {o.id}", o.conditions + o.exiled)
    for x in c.crossroads.values():
        check(f"crossroads: {x.id}", x.trigger.conditions + tuple(q for o in x.options for q in o.requires))


def check_counts(c: Content):
    """The box holds at least the cards winter.md §2 promises."""
    counts = c.counts()
    short = [f"{_COUNTED_IN[k]}: {k} {counts[k]} (needs {n})" for k, n in MINIMUM_COUNTS.items()
             if counts[k] < n]
    if short:
        raise ContentError("content is short of winter.md §2: " + "; ".join(short))
