"""Read a game's card data from TOML files, for every game of the box.

Every problem is a ContentError that names the file, the card and the field, so a
broken content file gives one clear line instead of a traceback. The games say what
their cards hold; this module only reads tables and checks types and keys.
"""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

# a card id: lower-case words joined by hyphens ("theo-nakamura", "start-01")
ID = re.compile(r"^[a-z0-9][a-z0-9-]*$")


class ContentError(ValueError):
    pass


def is_whole(value) -> bool:
    """An integer that is not a bool (TOML's true would pass isinstance(v, int))."""
    return isinstance(value, int) and not isinstance(value, bool)


def check_known(keys, known, where: str, what: str):
    """Raise when `keys` holds any name not in `known`: a typo must not pass silently."""
    extra = set(keys) - set(known)
    if extra:
        raise ContentError(f"{where}: unknown {what}(s) {', '.join(sorted(extra))}")


def load_toml(path: Path) -> dict:
    try:
        with open(path, "rb") as f:
            return tomllib.load(f)
    except FileNotFoundError:
        raise ContentError(f"{path.name}: file is missing") from None
    except tomllib.TOMLDecodeError as e:  # its message gives the line and column
        raise ContentError(f"{path.name}: not valid TOML: {e}") from None


def cards(data: dict, key: str, file: str) -> list[tuple[str, dict]]:
    """The (id, table) pairs of a file's [[key]] array, each with a well-formed id."""
    rows = data.get(key, [])
    if not isinstance(rows, list):
        raise ContentError(f"{file}: '{key}' must be an array of tables ([[{key}]])")
    out = []
    for n, row in enumerate(rows, 1):
        if not isinstance(row, dict):
            raise ContentError(f"{file}: {key} #{n} is not a table")
        cid = row.get("id")
        if not isinstance(cid, str) or not ID.match(cid):
            raise ContentError(f"{file}: {key} #{n}: missing or malformed id {cid!r}")
        out.append((cid, row))
    return out


def unique(store: dict, cid: str, file: str):
    if cid in store:
        raise ContentError(f"{file}: {cid}: id used twice")


class Reader:
    """Reads one card's table, reporting problems with the file and card named."""

    def __init__(self, file: str, card: str, table: dict):
        self.file, self.card, self.table = file, card, table
        self.used: set[str] = {"id"}  # every card's id is read by cards()

    def fail(self, msg: str):
        raise ContentError(f"{self.file}: {self.card}: {msg}")

    def get(self, key, kind, default=...):
        self.used.add(key)
        if key not in self.table:
            if default is ...:
                self.fail(f"missing '{key}'")
            return default
        v = self.table[key]
        if kind is int and not is_whole(v):
            self.fail(f"'{key}' must be a whole number, got {v!r}")
        if kind is not int and not isinstance(v, kind):
            self.fail(f"'{key}' must be {kind.__name__}, got {v!r}")
        return v

    def text(self, key, default=...):
        v = self.get(key, str, default)
        if v is not None and v is not ... and isinstance(v, str) and not v.strip() and default is ...:
            self.fail(f"'{key}' is empty")
        return v

    def one_of(self, value, allowed: tuple[str, ...], what: str) -> str:
        if value not in allowed:
            self.fail(f"{what} {value!r} is not one of {', '.join(allowed)}")
        return value

    def done(self):
        """Every key of the table must have been read: an unknown one is a typo."""
        check_known(self.table, self.used, f"{self.file}: {self.card}", "key")
