"""Save files: JSON with format version, game, config, seed, the action list and a
hash of the final state. A save is replayed to load, so it can't hold an
impossible state; every way a file can be wrong is a SaveError in words.

Optional keys (older files lack them, older readers ignore them): "seats" (a list:
who sits where) and "meta" (an object: label, time saved, round...), the front end's
business; and what lets a save outlive an update of the cards (game/savegame.py):
"content" (the game's content version, core/snapshot.py), "state" (the final state,
snapshot.encode), "start" (the state the actions start from, when the game went on
from a save made under other cards) and "cards" (what each card id is a copy of, in a
game that numbers copies: GameSpec.card_index). Here only their type is checked.
"""

from __future__ import annotations

import json
from pathlib import Path

from game.core.files import atomic_write_text, settle, write_later
from game.core.i18n import Msg

FORMAT = 1
_KEYS = {"format": int, "game": str, "config": dict, "seed": int, "actions": list, "final_hash": str}
OPTIONAL_KEYS = {"seats": list, "meta": dict, "content": str, "state": dict, "start": dict, "cards": dict}


class SaveError(ValueError):
    """What is wrong with a save, in words: str(e) is "<path>: <reason>" in English; a
    window shows `reason` (a Msg, when made by `at`) in the player's language."""

    reason: Msg | None = None

    @classmethod
    def at(cls, path, reason: Msg) -> SaveError:
        e = cls(f"{path}: {reason}")
        e.reason = reason
        return e

    def shown(self) -> Msg | str:
        """The reason, without the file's path, kept whole for translation."""
        return self.reason if self.reason is not None else str(self)


def write_save(path: str | Path, game: str, config: dict, seed: int, actions: list[str], final_hash: str,
               extra: dict | None = None, later: bool = False) -> None:
    """Write atomically (files.atomic_write_text); `later`: on the writer thread (an
    autosave; settle() before reading it). `extra` adds optional keys (OPTIONAL_KEYS)
    beside the required ones."""
    data = {"format": FORMAT, "game": game, "config": config, "seed": seed, "actions": list(actions),
            "final_hash": final_hash}
    for key, value in (extra or {}).items():
        if key not in OPTIONAL_KEYS or not isinstance(value, OPTIONAL_KEYS[key]):
            raise ValueError(f"write_save: {key!r} is not an optional save key of the right type")
        data[key] = value
    # a key a line, each value compact: readable, and json's C encoder (indent= is pure Python)
    text = "{\n" + ",\n".join(f"{json.dumps(k)}: {json.dumps(v)}" for k, v in data.items()) + "\n}\n"
    (write_later if later else atomic_write_text)(path, text)


def read_save(path: str | Path) -> dict:
    settle()  # an autosave on its way lands first
    path = Path(path)
    try:
        raw = path.read_bytes()
    except FileNotFoundError:
        raise SaveError.at(path, Msg("no such save file")) from None
    except OSError as e:
        raise SaveError.at(path, Msg("cannot be read ({why})", why=e.strerror or str(e))) from None
    if not raw.strip():
        raise SaveError.at(path, Msg("the file is empty"))
    try:
        data = json.loads(raw.decode("utf-8"))
    except UnicodeDecodeError:
        raise SaveError.at(path, Msg("not a save file (not text)")) from None
    except json.JSONDecodeError as e:
        raise SaveError.at(path, Msg("damaged or truncated save (JSON error at line {line}, column {column})",
                           line=e.lineno, column=e.colno)) from None
    except RecursionError:
        raise SaveError.at(path, Msg("not a save file (nested too deeply)")) from None
    except ValueError:  # e.g. a number of more digits than Python converts
        raise SaveError.at(path, Msg("damaged save (a value no save holds)")) from None
    if not isinstance(data, dict):
        raise SaveError.at(path, Msg("not a save file (expected a JSON object)"))
    for key, kind in _KEYS.items():
        if key not in data:
            raise SaveError.at(path, Msg("damaged save: '{key}' is missing", key=key))
        if not isinstance(data[key], kind) or (kind is int and isinstance(data[key], bool)):
            raise SaveError.at(path, Msg("damaged save: '{key}' has the wrong type", key=key))
    if data["format"] > FORMAT:
        raise SaveError.at(path, Msg("saved by a newer version of the game (format {format}, this version reads up "
                           "to {known})", format=data["format"], known=FORMAT))
    if data["format"] < 1:
        raise SaveError.at(path, Msg("unknown save format {format}", format=data["format"]))
    if not all(isinstance(a, str) for a in data["actions"]):
        raise SaveError.at(path, Msg("damaged save: the action list holds something other than text"))
    for key, kind in OPTIONAL_KEYS.items():
        if key in data and not isinstance(data[key], kind):
            raise SaveError.at(path, Msg("damaged save: '{key}' has the wrong type", key=key))
    return data
