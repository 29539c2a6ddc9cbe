"""Mall's board map: the whole mall on one map (maps/mall.tmx), read by the shared
game.render.tilemap and checked against the locations' capacities.

Slot conventions (every slot is a rectangle object; its Tiled type/class is the kind).
Each location has one entrance, so a slot's `entrance` property is its location's
number (1 restroom, 2 clothing store, 3 toy store, 4 parking lot, 5 security HQ,
6 supermarket):

    kind        entrance        index           what
    character   1..6            1..capacity     a character's place; the parking lot
                                                (unlimited) holds CROWD or more
    zombie      1..6            1..QUEUE        the queue at the entrance, index 1 at the door
    closed      1..6 but 4      1               where the location's "closed" marker lies
    title       1..6            1               a band where the game writes the name
    area        1..6            1               the whole location (clicks, highlights)
    truck, deck, monitor, badge -   1           the truck (parking lot), the item deck (on
                                                the truck), the security monitor = the dice
                                                box and the chief's badge (security HQ)

Fill characters and zombies in index order: character 1 is the most central place,
zombie 1 the place nearest the door. The parking lot never closes, so it has no
closed slot. The map is 1344x704 map pixels (42x22 tiles of 32 px).

Pure Python here: pygame is imported only when load_board draws the tiles.
"""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path

from game.render import tilemap
from game.render.tilemap import BoardMap, MapError, Slot, SlotCheck, expect_slots

MAP = "mall"
CROWD = 24      # character places drawn for an unlimited location (the parking lot)
QUEUE = 12      # zombie places per entrance (a location closes at 8 or more)
PER_LOCATION = ("character", "zombie", "closed", "title", "area")
SINGLES = ("truck", "deck", "monitor", "badge")
KINDS = frozenset(PER_LOCATION + SINGLES)


def rule_capacities() -> dict[int, int | None]:
    """{location number: capacity, None = unlimited}, as the rules' data has them."""
    from game.mall.rules.content import default_content

    return {n: loc.capacity for n, loc in default_content().locations.items()}


def check_slots(capacities: Mapping[int, int | None]) -> SlotCheck:
    """The check of a map's slots against these capacities (for tilemap's `check`)."""
    def check(slots: dict[str, list[Slot]], label: str):
        for kind in PER_LOCATION:
            bad = [s for s in slots.get(kind, []) if s.entrance not in capacities]
            if bad:
                raise MapError(f"{label}: {kind} slot {bad[0].index} needs an integer property 'entrance' "
                               f"naming its location ({', '.join(map(str, sorted(capacities)))})")
        for n, cap in sorted(capacities.items()):
            expect = _expect_at(label, slots, n)
            # an unlimited location holds a crowd: CROWD places or more, numbered from 1
            size = max(CROWD, len(at(slots, "character", n))) if cap is None else cap
            expect("character", range(1, size + 1))
            expect("zombie", range(1, QUEUE + 1))
            expect("closed", [] if cap is None else [1])   # the unlimited parking lot never closes
            expect("title", [1])
            expect("area", [1])
        for kind in SINGLES:
            expect_slots(label, slots, kind, [1])
            if slots[kind][0].entrance is not None:
                raise MapError(f"{label}: the {kind} slot belongs to no location: drop its 'entrance'")
    return check


def _expect_at(label, slots, location):
    """expect_slots for one location, worded with "location"."""
    return lambda kind, indices: expect_slots(label, slots, kind, indices, entrance=location, group="location")


def at(slots: dict[str, list[Slot]], kind: str, location: int) -> list[Slot]:
    """A location's slots of `kind`, in index order."""
    return [s for s in slots.get(kind, []) if s.entrance == location]


def load_slots(path: Path | str | None = None, capacities: Mapping[int, int | None] | None = None
               ) -> dict[str, list[Slot]]:
    """The mall's slots by kind, checked against `capacities` (default: the rules'). `path`
    overrides maps/mall.tmx."""
    return tilemap.load_slots(MAP, path, kinds=KINDS, check=check_slots(capacities or rule_capacities()))


def load_board(path: Path | str | None = None, capacities: Mapping[int, int | None] | None = None) -> BoardMap:
    """The mall's map with its images, checked as load_slots. Needs a pygame display."""
    return tilemap.load_board(MAP, path, kinds=KINDS, check=check_slots(capacities or rule_capacities()))


def check_maps():
    """The mall's map loads and agrees with the rules' capacities; else MapError (start-up check)."""
    load_slots()
