"""Mall's card data (game/mall/data/*.toml), read and checked with game.core.content.

A broken file is one ContentError naming the file, the card and the field. The rules
read every number from here (values, defence, votes, capacities, kills), so the data
can be tuned without touching the engine.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from game.core.content import ContentError, Reader, cards, load_toml, unique

DATA_DIR = Path(__file__).parents[1] / "data"  # game/mall/data, also inside a bundle
ITEM_KINDS = ("weapon", "hardware", "hidden", "sprint", "threat", "camera")
ROLES = ("", "parking", "hq")
DIE_FACES = tuple(range(1, 7))


@dataclass(frozen=True)
class CharacterKind:
    id: str
    name: str
    value: int  # points at the end
    defence: int  # against zombies
    votes: int
    lure: bool  # counts for "the location with the most beauties"
    three_players_only: bool
    text: str


@dataclass(frozen=True)
class Colour:
    id: str
    name: str
    kids: bool  # a colour of the 3-player game


@dataclass(frozen=True)
class Location:
    id: str
    number: int  # the die face
    name: str
    capacity: int | None  # None: no limit (the parking lot)
    role: str
    overrun: int | None
    closed_with: tuple[int, ...]
    text: str


@dataclass(frozen=True)
class Item:
    id: str
    name: str
    kind: str
    copies: int
    kill: int
    text: str


@dataclass(frozen=True)
class Content:
    characters: dict[str, CharacterKind]
    colours: tuple[Colour, ...]
    locations: dict[int, Location]  # by number
    items: dict[str, Item]

    def role(self, role: str) -> int:
        return next(n for n, loc in self.locations.items() if loc.role == role)

    def deck(self) -> list[str]:
        """Every item card, sorted, before the shuffle."""
        return sorted(i.id for i in self.items.values() for _ in range(i.copies))

    def counts(self) -> dict:
        return {"characters": len(self.characters), "colours": len(self.colours),
                "locations": len(self.locations), "items": len(self.deck())}


def _read(directory: Path, file: str, key: str, read_one) -> dict:
    out = {}
    for cid, table in cards(load_toml(directory / file), key, file):
        unique(out, cid, file)
        r = Reader(file, cid, table)
        out[cid] = read_one(r, cid)
        r.done()
    if not out:
        raise ContentError(f"{file}: no [[{key}]] entries")
    return out


def _whole(r: Reader, key: str, low: int, default=...):
    v = r.get(key, int, default)
    if v is not None and v < low:
        r.fail(f"'{key}' must be at least {low}, got {v}")
    return v


def _character(r: Reader, cid: str) -> CharacterKind:
    return CharacterKind(cid, r.text("name"), _whole(r, "value", 0), _whole(r, "defence", 1), _whole(r, "votes", 1),
                         r.get("lure", bool, False), r.get("three_players_only", bool, False), r.text("text"))


def _colour(r: Reader, cid: str) -> Colour:
    if "-" in cid:
        r.fail("a colour id has no hyphen (character ids are <colour>-<kind>)")
    return Colour(cid, r.text("name"), r.get("kids", bool, False))


def _location(r: Reader, cid: str) -> Location:
    number = r.get("number", int)
    if number not in DIE_FACES:
        r.fail(f"'number' must be a die face 1-6, got {number}")
    role = r.one_of(r.get("role", str, ""), ROLES, "role")
    capacity = _whole(r, "capacity", 1, None)
    if (capacity is None) != (role == "parking"):
        r.fail("'capacity' is required, except for the parking lot, which has no limit")
    closed = r.get("closed_with", list, [])
    if not all(isinstance(p, int) and 3 <= p <= 6 for p in closed) or (closed and role):
        r.fail("'closed_with' lists player counts 3-6, and only for a location with no role")
    return Location(cid, number, r.text("name"), capacity, role, _whole(r, "overrun", 1, None), tuple(closed),
                    r.text("text"))


def _item(r: Reader, cid: str) -> Item:
    kind = r.one_of(r.get("kind", str), ITEM_KINDS, "kind")
    kill = _whole(r, "kill", 1) if kind == "weapon" else _whole(r, "kill", 0, 0)
    if kind != "weapon" and kill:
        r.fail("only a weapon has 'kill'")
    return Item(cid, r.text("name"), kind, _whole(r, "copies", 1, 1), kill, r.text("text"))


def load(directory: Path = DATA_DIR) -> Content:
    chars = _read(directory, "characters.toml", "character", _character)
    colours = tuple(_read(directory, "characters.toml", "colour", _colour).values())
    if len(colours) < 6 or sum(c.kids for c in colours) < 3:
        raise ContentError("characters.toml: colour: 6 colours are needed, 3 of them with kids")
    by_id = _read(directory, "locations.toml", "location", _location)
    locations = {loc.number: loc for loc in by_id.values()}
    if sorted(locations) != list(DIE_FACES):
        raise ContentError("locations.toml: location: one location per die face 1-6 is needed")
    for role in ROLES[1:]:
        if sum(loc.role == role for loc in by_id.values()) != 1:
            raise ContentError(f"locations.toml: location: exactly one location needs role = {role!r}")
    items = _read(directory, "items.toml", "item", _item)
    return Content(chars, colours, dict(sorted(locations.items())), items)


@lru_cache(maxsize=1)
def default_content() -> Content:
    return load()
