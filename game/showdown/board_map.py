"""Showdown's board map: a frontier town's main street on one map (maps/showdown.tmx),
read by the shared game.render.tilemap and checked against the table's counts.

Slot conventions (every slot is a rectangle object; its Tiled type/class is the kind):

    kind      entrance          index         what
    seat      platform 1..3     1..SEATS      a star's chair on the platform's porch
    platform  platform 1..3     1             the whole building and porch (clicks, highlights)
    title     platform 1..3     1             a band on the platform's sign for its name
    safe      player 1..9       1..SAFES+1    the player's row of safes, left to right; the
                                              last is the overflow (a 4th safe, passed on)
    holdup    -                 1..HOLDUPS    the holdup safes on the table, turned up 1 first
    deck, discard, dice  -      1             the town deck, its discards, the dice tray

Platforms: 1 saloon, 2 bank, 3 hotel. How many are used and how many seats each
(seats_per_platform) depends on the player count; a game with 2 platforms uses 1 and
2, and seats 1..n of each. Player p's safes are in row p (the seat order from the first
player), so a game of n players uses rows 1..n. The map is 1280x768 map pixels (40x24
tiles of 32 px).

Pure Python here: pygame is imported only when load_board draws the tiles.
"""

from __future__ import annotations

import math
from pathlib import Path

from game.render import tilemap
from game.render.tilemap import BoardMap, MapError, Slot, SlotCheck, expect_slots

MAP = "showdown"
PLAYERS = range(2, 10)   # 2..9 players
PLATFORMS = 3            # platforms drawn (a game with 2-3 players uses two)
SEATS = 4                # the most seats a platform has (7-9 players)
ROWS = 9                 # safe rows, one per player
SAFES = 3                # safes a player may hold
HOLDUPS = 3              # holdup safes (2 with 8-9 players)
PER_PLATFORM = ("seat", "platform", "title")
SINGLES = ("deck", "discard", "dice")
KINDS = frozenset(PER_PLATFORM + SINGLES + ("safe", "holdup"))


def platforms_used(players: int) -> int:
    """3 platforms, but 2 with 2-3 players."""
    _check_players(players)
    return 2 if players <= 3 else PLATFORMS


def seats_per_platform(players: int) -> int:
    """ceil(players / platforms) + 1, at most SEATS: 2 players 2, 3: 3, 4-6: 3, 7-9: 4
    (there is always an empty seat, so duels and horses can move stars)."""
    return min(SEATS, math.ceil(players / platforms_used(players)) + 1)


def holdups(players: int) -> int:
    """Holdup safes in the middle: 3, or 2 with 8-9 players."""
    _check_players(players)
    return 2 if players >= 8 else HOLDUPS


def seat_table() -> dict[int, tuple[int, int]]:
    """{players: (platforms, seats each)} for every player count."""
    return {n: (platforms_used(n), seats_per_platform(n)) for n in PLAYERS}


def _check_players(players):
    if players not in PLAYERS:
        raise ValueError(f"Showdown takes {PLAYERS[0]}-{PLAYERS[-1]} players, not {players}")


def check_slots() -> SlotCheck:
    """The check of a map's slots against the table's counts (for tilemap's `check`): the
    most any player count needs."""
    seats = max(s for _, s in seat_table().values())
    holds = max(holdups(n) for n in PLAYERS)

    def check(slots: dict[str, list[Slot]], label: str):
        for kind, what, count in (*((k, "platform", PLATFORMS) for k in PER_PLATFORM), ("safe", "player", ROWS)):
            bad = [s for s in slots.get(kind, []) if s.entrance not in range(1, count + 1)]
            if bad:
                raise MapError(f"{label}: {kind} slot {bad[0].index} needs an integer property 'entrance' "
                               f"naming its {what} (1..{count})")
        for n in range(1, PLATFORMS + 1):
            expect_slots(label, slots, "seat", range(1, seats + 1), entrance=n, group="platform")
            expect_slots(label, slots, "platform", [1], entrance=n, group="platform")
            expect_slots(label, slots, "title", [1], entrance=n, group="platform")
        for p in range(1, ROWS + 1):
            expect_slots(label, slots, "safe", range(1, SAFES + 2), entrance=p, group="player")
        expect_slots(label, slots, "holdup", range(1, holds + 1))
        for kind in SINGLES:
            expect_slots(label, slots, kind, [1])
        for kind in ("holdup", *SINGLES):
            if any(s.entrance is not None for s in slots[kind]):
                raise MapError(f"{label}: the {kind} slot belongs to no platform or player: drop its 'entrance'")
    return check


def at(slots: dict[str, list[Slot]], kind: str, entrance: int) -> list[Slot]:
    """A platform's or player's slots of `kind`, in index order."""
    return [s for s in slots.get(kind, []) if s.entrance == entrance]


def load_slots(path: Path | str | None = None) -> dict[str, list[Slot]]:
    """The street's slots by kind, checked. `path` overrides maps/showdown.tmx."""
    return tilemap.load_slots(MAP, path, kinds=KINDS, check=check_slots())


def load_board(path: Path | str | None = None) -> BoardMap:
    """The street's map with its images, checked as load_slots. Needs a pygame display."""
    return tilemap.load_board(MAP, path, kinds=KINDS, check=check_slots())


def check_maps():
    """The street's map loads and holds every slot the table needs; else MapError (start-up check)."""
    load_slots()
