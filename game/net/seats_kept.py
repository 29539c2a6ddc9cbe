"""The online seats this player holds, kept in online_seats.json in the user folder, so
that Continue can list online tables and come back to one by its token.

Each entry: {code, url, seat, token, game, name, when} (when: UTC, ISO 8601), and
"local": true for a table on the window's own server (its port changes from run to run:
Continue starts that server again and finds the table in its folder). A
damaged file reads as no seats with a warning in the log, never a crash; the next
keep() writes a sound one (atomically: a crash leaves the old file or the new).
"""

from __future__ import annotations

import json
import logging
from datetime import datetime, timezone
from pathlib import Path

from game.core.files import atomic_write_text
from game.shell.userdata import home

log = logging.getLogger(__name__)

FILE_NAME = "online_seats.json"
FIELDS = ("code", "url", "seat", "token", "game", "name", "when")


def kept_file() -> Path:
    return home() / FILE_NAME


def load(path: Path | None = None) -> list[dict]:
    """Every kept seat, the most recent first ([] for a missing or damaged file)."""
    path = Path(path or kept_file())
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        return []
    except (OSError, ValueError) as e:
        log.warning("the kept online seats in %s cannot be read (%s): listing none", path, e)
        return []
    if not isinstance(data, list):
        log.warning("the kept online seats in %s are not a list: listing none", path)
        return []
    good = [e for e in data if isinstance(e, dict) and set(FIELDS) <= set(e) and isinstance(e["token"], str)]
    if len(good) < len(data):
        log.warning("%d damaged entr(y/ies) in %s left out", len(data) - len(good), path)
    return sorted(good, key=lambda e: str(e["when"]), reverse=True)


def keep(code: str, url: str, seat: int | None, token: str, game: str, name: str = "",
         path: Path | None = None, when: str | None = None, local: bool = False) -> dict:
    """Keep (or refresh) a seat; one entry per token."""
    entry = {"code": code, "url": url, "seat": seat, "token": token, "game": game, "name": name,
             "when": when or datetime.now(timezone.utc).isoformat(timespec="seconds")}
    if local:
        entry["local"] = True
    _save([entry] + [e for e in load(path) if e["token"] != token], path)
    return entry


def forget(token: str, path: Path | None = None) -> None:
    """Drop a seat (its table is over, or the server no longer knows it)."""
    entries = load(path)
    kept = [e for e in entries if e["token"] != token]
    if len(kept) < len(entries):
        _save(kept, path)


def _save(entries: list[dict], path: Path | None) -> None:
    atomic_write_text(Path(path or kept_file()), json.dumps(entries, indent=1, ensure_ascii=False))
