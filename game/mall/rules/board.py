"""The board: who stands where, room, defence, the zombies and their supply, the dice."""

from __future__ import annotations

from game.core.i18n import Msg
from game.mall.rules.state import SUPPLY


def roll(s) -> int:
    """One die, from the state's RNG (tests script it by giving the game a scripted RNG)."""
    return s.rng.d6()


def here(s, loc: int) -> list:
    """The characters at `loc`, in a fixed order (by id)."""
    return sorted((c for c in s.characters.values() if c.location == loc), key=lambda c: c.id)


def seats_at(s, loc: int) -> list[int]:
    """Seats with a character at `loc`, from the chief clockwise."""
    present = {c.seat for c in s.characters.values() if c.location == loc}
    return [seat for seat in s.order() if seat in present]


def has_characters(s, seat: int) -> bool:
    return any(c.seat == seat for c in s.characters.values())


def is_parking(g, loc: int) -> bool:
    return g.c.locations[loc].role == "parking"


def open_locations(g) -> list[int]:
    return [n for n in g.c.locations if n not in g.s.closed]


def has_room(g, loc: int) -> bool:
    if loc in g.s.closed:
        return False
    cap = g.c.locations[loc].capacity
    return cap is None or len(here(g.s, loc)) < cap


def defence(g, loc: int) -> int:
    """1 per character (the data's defence: a tough guy 2), hidden ones too, + hardware played."""
    return sum(g.c.characters[c.kind].defence for c in here(g.s, loc)) + g.s.hardware.get(loc, 0)


def attacked(g, loc: int) -> bool:
    """Zombies >= defence; the parking lot has none; an overrun location falls at its number."""
    s = g.s
    z = s.zombies[loc]
    if loc in s.closed or not z or not here(s, loc):
        return False
    over = g.c.locations[loc].overrun
    return is_parking(g, loc) or z >= defence(g, loc) or (over is not None and z >= over)


def add_zombie(g, loc: int, why: str | Msg) -> None:
    """One zombie to `loc`. The box's 30 are a count of pieces, not a limit: when they are all
    on the board a zombie still comes (RULES.md), and a closed location's zombies stay there."""
    s = g.s
    s.zombies[loc] += 1
    _recount_supply(s)
    g.emit("zombie-added", Msg("A zombie comes to {place} ({why}).", place=g.lname(loc), why=why), location=loc,
           why=str(why))


def kill_zombies(g, loc: int, n: int) -> int:
    """Up to `n` zombies at `loc` back to the supply; how many went."""
    s = g.s
    n = min(n, s.zombies[loc])
    s.zombies[loc] -= n
    _recount_supply(s)
    return n


def _recount_supply(s) -> None:
    """The pieces left in the box: none while stand-ins are out."""
    s.supply = max(0, SUPPLY - sum(s.zombies.values()))


def clear_zombies(g, loc: int, why: str | Msg) -> None:
    n = kill_zombies(g, loc, g.s.zombies[loc])
    if n:
        g.emit("zombies-removed", Msg("{n} zombie(s) leave {place} ({why}).", n=n, place=g.lname(loc), why=why),
               location=loc, count=n)
