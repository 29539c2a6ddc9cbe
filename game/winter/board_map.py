"""Winter's board maps: the colony and the six locations (maps/<place>.tmx), read by
the shared game.render.tilemap and checked against the rules' capacities.

Slot conventions (every slot is a rectangle object; its Tiled type/class is the kind):

    kind            where                 index        entrance
    survivor        every map             1..spaces    -
    zombie          every map             1..spaces    1 at a location; 1..6 at the colony
    noise           locations             1..spaces    -
    deck, title     locations             1            -
    title, food, waste, crisis,
    starvation, objective   colony        1            -
    morale-track    colony                0..10        -
    round-track     colony                0..12        -

Counts equal the rules' capacities (game/winter/data/locations.toml). Zombie
index 1 is the space nearest the entrance; the colony's entrances are numbered 1..6
clockwise from the north-west gate. Survivor index 1 is the most central space: fill
slots in index order. The colony is 768x512 map pixels (32 px tiles), each location
384x256.

Pure Python here: pygame is imported only when load_board draws the tiles.
"""

from __future__ import annotations

from functools import partial
from pathlib import Path

from game.render import tilemap
from game.render.tilemap import BoardMap, MapError, Slot, expect_slots
from game.winter.rules.content import PLACES, default_content

MORALE_TRACK = range(0, 11)   # morale 0..10 (morale may rise above 10: show it on the last space)
ROUND_TRACK = range(0, 13)    # rounds left 0..12
COLONY_SINGLES = ("title", "food", "waste", "crisis", "starvation", "objective")
LOCATION_SINGLES = ("title", "deck")
KINDS = frozenset(("survivor", "zombie", "noise", "morale-track", "round-track") + COLONY_SINGLES + LOCATION_SINGLES)


def check_slots(name: str, slots: dict[str, list[Slot]], label: str):
    """The slots of place `name` must match its capacities in the rules, kind by kind."""
    locs = default_content().locations
    if name not in locs:
        raise MapError(f"{label}: no location {name!r} in the rules (known: {', '.join(locs)})")
    loc = locs[name]
    expect_slots(label, slots, "survivor", range(1, loc.survivor_spaces + 1))
    zombies = slots.get("zombie", [])
    bad = [s for s in zombies if s.entrance is None or not 1 <= s.entrance <= loc.entrances]
    if bad:
        raise MapError(f"{label}: zombie slot {bad[0].index} needs an integer property 'entrance' "
                       f"in 1..{loc.entrances}")
    for e in range(1, loc.entrances + 1):
        expect_slots(label, slots, "zombie", range(1, loc.zombie_spaces + 1), entrance=e)
    expect_slots(label, slots, "noise", range(1, loc.noise_spaces + 1))
    singles = COLONY_SINGLES if name == "colony" else LOCATION_SINGLES
    for kind in singles:
        expect_slots(label, slots, kind, [1])
    if name == "colony":
        expect_slots(label, slots, "morale-track", MORALE_TRACK)
        expect_slots(label, slots, "round-track", ROUND_TRACK)
    allowed = {"survivor", "zombie", "noise", *singles} | ({"morale-track", "round-track"} if name == "colony" else set())
    extra = sorted(set(slots) - allowed)
    if extra:
        raise MapError(f"{label}: slot kinds {', '.join(extra)} do not belong on this map")


def load_slots(name: str, path: Path | str | None = None) -> dict[str, list[Slot]]:
    """The slots of place `name` (a location id), checked against the rules' capacities.
    `path` overrides maps/<name>.tmx (the expected counts still come from `name`)."""
    return tilemap.load_slots(name, path, kinds=KINDS, check=partial(check_slots, name))


def load_board(name: str, path: Path | str | None = None) -> BoardMap:
    """Place `name`'s map with its images, checked as load_slots. Needs a pygame display."""
    return tilemap.load_board(name, path, kinds=KINDS, check=partial(check_slots, name))


def check_maps():
    """Every place's map loads and agrees with the rules; else MapError (start-up check)."""
    for place in PLACES:
        load_slots(place)
