"""Save files: JSON with format version, game, config, seed, the action list and a
hash of the final state. A save is replayed to load, so it can't hold an
impossible state; every way a file can be wrong is a SaveError in words.

Optional keys a front end may add (older files lack them, older readers ignore
them): "seats" (a list: who sits where) and "meta" (an object: label, time saved,
round...). Their contents are the front end's business; here only their type is
checked.
"""

from __future__ import annotations

import json
import os
import tempfile
from pathlib import Path

from game.core.i18n import Msg

FORMAT = 1
_KEYS = {"format": int, "game": str, "config": dict, "seed": int, "actions": list, "final_hash": str}
OPTIONAL_KEYS = {"seats": list, "meta": dict}


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
               extra: dict | None = None) -> None:
    """Write atomically: a temp file in the same folder, flushed, then renamed over.
    `extra` adds optional keys (OPTIONAL_KEYS) beside the required ones."""
    data = {"format": FORMAT, "game": game, "config": config, "seed": seed, "actions": list(actions),
            "final_hash": final_hash}
    for key, value in (extra or {}).items():
        if key not in OPTIONAL_KEYS or not isinstance(value, OPTIONAL_KEYS[key]):
            raise ValueError(f"write_save: {key!r} is not an optional save key of the right type")
        data[key] = value
    atomic_write_text(path, json.dumps(data, indent=1))


def atomic_write_text(path: str | Path, text: str) -> None:
    """Replace `path` with `text` so that a crash at any moment leaves either the old
    file or the new one, never a mix: a temp file beside it, fsync, rename over."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=path.name + ".", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            f.write(text)
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def read_save(path: str | Path) -> dict:
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
