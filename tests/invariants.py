"""Invariants every Winter state keeps, checked after every action in property tests."""

from collections import Counter

from game.winter.rules import board
from game.winter.rules.content import LOCATIONS
from game.winter.rules.state import COLONY


def item_places(s):
    places = [s.waste, s.items_gone, s.delivered, [c for _, c in s.crisis_cards]]
    places += [p.hand for p in s.players]
    places += [pl.deck for pl in s.places.values()]
    places += [sv.equipped for sv in s.survivors.values()]
    places += [d.data["drawn"] for d in s.pending if d.kind == "search"]
    return places


def check_cards(g):
    s, c = g.s, g.c
    items = Counter(x for lst in item_places(s) for x in lst)
    assert items == Counter(list(c.items)), _diff(items, c.items, "items")
    survivors = Counter(list(s.survivors) + s.survivor_deck + s.survivors_gone
                        + [x for p in s.players for x in p.offered])
    assert survivors == Counter(list(c.survivors)), _diff(survivors, c.survivors, "survivors")
    crises = Counter(s.crisis_deck + s.crises_done + ([s.crisis] if s.crisis else []))
    assert crises == Counter(list(c.crises)), _diff(crises, c.crises, "crises")
    held = [s.crossroads_held[1]] if s.crossroads_held else []
    shown = [d.data["card"] for d in s.pending if d.kind == "crossroads"]
    xr = Counter(s.crossroads_deck + s.crossroads_gone + held + shown)
    in_game = {x.id for x in c.crossroads.values()
               if (s.config.mature or "mature" not in x.flags)
               and not (s.config.cooperative and "not-co-op" in x.flags)}
    assert xr == Counter(in_game), _diff(xr, in_game, "crossroads")
    if not s.config.cooperative:
        objs = Counter(s.objectives_unused + s.exile_deck + [p.objective for p in s.players]
                       + [p.exile_card for p in s.players if p.exile_card and p.betrayer])
        assert objs == Counter(list(c.objectives)), _diff(objs, c.objectives, "objectives")
    for p in s.players:
        for sid in p.survivors:
            assert s.survivors[sid].seat == p.seat
        assert (p.leader in p.survivors) if p.survivors else p.leader is None or p.out or s.phase == "over"


def _diff(have, want, what):
    want = Counter(list(want))
    return f"{what}: extra {dict(have - want)}, missing {dict(want - have)}"


def check_bounds(g):
    s, c = g.s, g.c
    for pid, pl in s.places.items():
        cap = c.locations[pid].zombie_spaces
        for z, b in zip(pl.zombies, pl.barricades):
            assert z >= 0 and b >= 0 and z + b <= cap, (pid, pl.zombies, pl.barricades)
        assert 0 <= pl.noise <= c.locations[pid].noise_spaces
        assert board.occupants(g, pid) <= c.locations[pid].survivor_spaces, pid
    for sv in s.survivors.values():
        assert 0 <= sv.frost <= sv.wounds < 3, sv
        assert sv.location in s.places or (sv.location == "limbo" and (s.phase == "over" or any(
            d.kind == "relocate" and d.data["survivor"] == sv.id for d in s.pending)))
        if s.players[sv.seat].exiled and not any(d.kind == "relocate" and d.data["survivor"] == sv.id
                                                   for d in s.pending):
            assert sv.location != COLONY or s.phase == "over"
    assert 0 <= s.morale <= 20
    assert 0 <= s.rounds_left <= 20 and s.round >= 1
    assert s.food >= 0 and s.starvation >= 0 and s.helpless >= 0
    for p in s.players:
        assert all(1 <= d <= 6 for d in p.unused + p.used)
    if s.phase == "over":
        assert s.ended_by in ("morale", "rounds", "objective", "wipeout")
        assert not s.pending
    assert set(LOCATIONS) | {COLONY} == set(s.places)
