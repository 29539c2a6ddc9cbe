"""Showdown's card data (game/showdown/data/*.toml), read and checked with game.core.content.

The rules read every number from here: the guns' dice, the town cards and their specials,
the safes, and what changes with the number of players.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from game.core.content import ContentError, Reader, cards, load_toml, unique

DATA_DIR = Path(__file__).parents[1] / "data"
SPECIALS = ("", "duster", "holster", "horse", "stetson")
SAFE_KINDS = ("gold", "badge", "gun", "mystery")
EFFECTS = ("", "sarsaparilla", "cash", "dagger", "explosive", "poker", "peace", "fair-share")
TOWN_CARDS = 50


@dataclass(frozen=True)
class Gun:
    id: str
    name: str
    sides: int
    rank: int  # 0 is the weakest (the file's order)


@dataclass(frozen=True)
class TownCard:
    id: str
    name: str
    gun: str
    special: str
    white: bool
    copies: int
    text: str


@dataclass(frozen=True)
class Safe:
    id: str
    name: str
    kind: str
    gold: int
    badge: int  # 0 unless a badge
    gun: str  # "" unless a showdown gun
    copies: int
    effect: str = ""  # a mystery safe's (expert)


@dataclass(frozen=True)
class Count:
    """One player count's numbers."""

    players: int
    platforms: int
    seats: int  # per platform: the faction size limit (project)
    hand: int
    holdup_safes: int
    rounds: int
    laps: int  # laps of turns per round
    peeks: int  # safes a stetson looks at


@dataclass(frozen=True)
class Content:
    guns: dict[str, Gun]
    town: dict[str, TownCard]
    safes: dict[str, Safe]
    counts: dict[int, Count]

    def deck(self) -> list[str]:
        return sorted(c.id for c in self.town.values() for _ in range(c.copies))

    def safe_pile(self, mystery: bool = False) -> list[str]:
        """Every safe before the shuffle; the mystery safes only when `mystery` (expert)."""
        return sorted(s.id for s in self.safes.values() for _ in range(s.copies) if mystery or s.kind != "mystery")

    def sides(self, card: str) -> int:
        return self.guns[self.town[card].gun].sides

    def totals(self) -> dict:
        return {"guns": len(self.guns), "town cards": len(self.deck()), "safes": len(self.safe_pile()),
                "mystery safes": len(self.safe_pile(True)) - len(self.safe_pile())}


def _read(directory: Path, file: str, key: str, read_one) -> dict:
    out = {}
    for cid, table in cards(load_toml(directory / file), key, file):
        unique(out, cid, file)
        r = Reader(file, cid, table)
        out[cid] = read_one(r, cid, len(out))
        r.done()
    if not out:
        raise ContentError(f"{file}: no [[{key}]] entries")
    return out


def _whole(r: Reader, key: str, low: int, default=...):
    v = r.get(key, int, default)
    if v < low:
        r.fail(f"'{key}' must be at least {low}, got {v}")
    return v


def load(directory: Path = DATA_DIR) -> Content:
    guns = _read(directory, "guns.toml", "gun",
                 lambda r, cid, n: Gun(cid, r.text("name"), _whole(r, "sides", 2), n))

    def gun_of(r: Reader, default=...):
        g = r.get("gun", str, default)
        if g and g not in guns:
            r.fail(f"gun {g!r} is not in guns.toml")
        return g

    def town(r: Reader, cid: str, n: int) -> TownCard:
        special = r.one_of(r.get("special", str, ""), SPECIALS, "special")
        white = r.get("white", bool, False)
        if white and special != "horse":
            r.fail("only a horse can be white")
        return TownCard(cid, r.text("name"), gun_of(r), special, white, _whole(r, "copies", 1, 1), r.text("text"))

    def safe(r: Reader, cid: str, n: int) -> Safe:
        kind = r.one_of(r.get("kind", str), SAFE_KINDS, "kind")
        badge = _whole(r, "badge", 1) if kind == "badge" else _whole(r, "badge", 0, 0)
        gun = gun_of(r) if kind == "gun" else gun_of(r, "")
        if (kind == "gun") != bool(gun) or (kind != "badge" and badge):
            r.fail("only a showdown gun safe has 'gun', only a badge has 'badge'")
        effect = r.one_of(r.get("effect", str, ""), EFFECTS, "effect")
        if (kind == "mystery") != bool(effect):
            r.fail("a mystery safe, and only one, has an 'effect'")
        return Safe(cid, r.text("name"), kind, r.get("gold", int), badge, gun, _whole(r, "copies", 1, 1), effect)

    def count(r: Reader, cid: str, n: int) -> Count:
        c = Count(*(_whole(r, k, 1) for k in ("players", "platforms", "seats", "hand", "holdup_safes", "rounds",
                                                "laps", "peeks")))
        if c.platforms * c.seats <= c.players:
            r.fail("there must always be an empty seat")
        if c.holdup_safes != c.rounds - 1:
            r.fail("one holdup safe per round but the last")
        return c

    town_cards = _read(directory, "town.toml", "card", town)
    safes = _read(directory, "safes.toml", "safe", safe)
    counts = {c.players: c for c in _read(directory, "table.toml", "count", count).values()}
    content = Content(guns, town_cards, safes, counts)
    if len(content.deck()) != TOWN_CARDS:
        raise ContentError(f"town.toml: {len(content.deck())} town cards, {TOWN_CARDS} are needed")
    badges = sorted(s.badge for s in safes.values() if s.kind == "badge")
    if badges != list(range(1, len(badges) + 1)) or any(s.copies > 1 for s in safes.values() if s.kind == "badge"):
        raise ContentError("safes.toml: badges must be numbered 1, 2, ... once each")
    if sorted(counts) != list(range(2, 10)):
        raise ContentError("table.toml: one row per player count 2-9 is needed")
    for c in counts.values():
        if 2 * c.players + c.holdup_safes > len(content.safe_pile()):
            raise ContentError(f"table.toml: not enough safes for {c.players} players")
    return content


@lru_cache(maxsize=1)
def default_content() -> Content:
    return load()
