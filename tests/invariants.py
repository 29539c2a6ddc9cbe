"""Invariants each game's states keep, checked after every action by the property tests
and the soak (bench/soak.py, tests/test_soak.py): CHECKS[game id](game) raises
AssertionError on a broken state."""

from collections import Counter

from game.mall.rules.state import SUPPLY
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


def winter(g):
    check_cards(g)
    check_bounds(g)
    if not g.is_terminal():
        assert g.legal_actions(), f"nothing to do in {g.s.phase}: {g.s.pending[:1]}"


def mall(g):
    """Mall: characters, zombies and cards conserved, capacities held, never stuck."""
    s, c = g.s, g.c
    total = 12 if s.players == 3 else 3 * s.players
    assert len(s.characters) + len(s.lost) == total and not set(s.characters) & set(s.lost)
    assert s.supply == max(0, SUPPLY - sum(s.zombies.values())) and min(s.zombies.values()) >= 0  # RULES.md: stand-ins
    drawn = [card for d in s.pending for card in d.data.get("drawn", [])]
    cards = sum(map(len, s.hands)) + len(s.deck) + len(s.discards) + len(drawn)
    assert cards == len(c.deck()) and len(s.deck) == len(s.deck_marks)
    if s.step == "place":
        return
    for loc, where in c.locations.items():
        present = [ch for ch in s.characters.values() if ch.location == loc]
        assert where.capacity is None or len(present) <= where.capacity, f"{where.name} over capacity"
        assert not (present and loc in s.closed), f"a character in closed {where.name}"
    assert all(ch.location in c.locations for ch in s.characters.values())
    if not g.is_terminal():
        assert g.legal_actions(), f"nothing to do at {s.step}/{s.stage}: {s.pending[:1]}"


def showdown(g):
    """Showdown: cards and safes conserved, stars on distinct seats, the limit of 3, never stuck."""
    s, c = g.s, g.c
    table = []
    if s.fight is not None:
        f = s.fight
        table = [f.attack_card, f.defend_card] + [x for hs in f.holsters.values() for _, x in hs]
        table += [x for _, x in f.thieves]
    played = [x for cs in (s.showdown.played.values() if s.showdown else []) for x in cs]
    attached = [x for r in s.guards for x in r if x] + [x for x in s.covers if x]
    cards = [x for h in s.hands for x in h] + s.deck + s.discards + [x for x in table if x] + played + attached
    assert [len(r) for r in s.guards] == [len(r) for r in s.safes]
    assert sorted(cards) == c.deck()
    safes = [x for r in s.safes for x in r] + s.middle + s.out + ([s.holdup_safe] if s.holdup_safe else [])
    assert sorted(safes) == c.safe_pile(s.config.mystery)
    assert len(set(s.stars)) == s.players and all(0 <= x < s.platforms * s.per_platform for x in s.stars)
    giving = {d.seat for d in s.pending if d.kind == "give"}
    assert all(len(r) <= 3 or p in giving for p, r in enumerate(s.safes))
    for p, k in enumerate(s.known):
        assert all(s.safes[o][i] == x for o, i, x in k), f"seat {p} remembers a safe that is not there"
    if not g.is_terminal():
        assert g.legal_actions(), f"nothing to do at {s.step}: {s.pending[:1]}"


CHECKS = {"winter": winter, "mall": mall, "showdown": showdown}
