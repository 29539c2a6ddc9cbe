"""Where the server keeps its tables: each table's config, seed and seats, every
accepted action in order, and the hash of each seat's token. A table is its actions
replayed from its seed, so this is all a restart needs (load_tables).

`Store` is the small interface a server needs; `SqliteStore` implements it with the
standard library in one file of the data directory. An action is durable before
`append` returns: a server killed right after has it on disk.

Beside them each table keeps its settings (JSON): {"started": bool (false: a lobby
waiting for its host's start), "host": its host's seat, "takeover": {"seconds", "level"}
or null (the server's defaults), "over": true once the game has ended (a finished table is
not loaded at start: the server brings it back only for someone who asks for it). A file written before settings existed gains the
column on opening; its tables read as started, with the default takeover.
"""

from __future__ import annotations

import json
import sqlite3
import threading
from pathlib import Path
from typing import Protocol

from game.net.table import Table

FILE = "tables.sqlite3"

SCHEMA = """
CREATE TABLE IF NOT EXISTS tables (
    id TEXT PRIMARY KEY,
    game TEXT NOT NULL,
    config TEXT NOT NULL,   -- JSON: GameSpec.config_to_dict
    seed TEXT NOT NULL,     -- text: a seed of any size survives
    seats TEXT NOT NULL,    -- JSON: [{"kind", "level", "name"}]
    settings TEXT NOT NULL DEFAULT '{}'  -- JSON: {"started", "host", "takeover"} (Table.settings)
);
CREATE TABLE IF NOT EXISTS actions (
    table_id TEXT NOT NULL REFERENCES tables(id),
    n INTEGER NOT NULL,     -- 0, 1, 2...: the table's counter before the action
    action TEXT NOT NULL,
    note TEXT,              -- JSON: a computer player's public reason for it (reasons.to_text), or NULL
    PRIMARY KEY (table_id, n)
) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS seat_tokens (
    table_id TEXT NOT NULL REFERENCES tables(id),
    seat INTEGER NOT NULL,
    hash TEXT NOT NULL UNIQUE,  -- SHA-256 of the token: a copied file opens no seat
    PRIMARY KEY (table_id, seat)
) WITHOUT ROWID;
"""


class StoreError(RuntimeError):
    """The store refuses a write that would corrupt a table (a gap or a repeat)."""


class Store(Protocol):
    """What a server needs to keep its tables (another database can plug in here)."""

    def create(self, table_id, game_id, config_dict, seed, seats, settings=None) -> None: ...

    def set_config(self, table_id, config_dict, settings) -> None: ...  # a lobby's start: names in the config

    def drop_last(self, table_id, n) -> None: ...  # an undo: action n, the last, goes (durable before it returns)

    def append(self, table_id, n, action_text, note=None) -> None: ...  # durable before it returns

    def set_seats(self, table_id, seats) -> None: ...

    def tables(self, table_id=None) -> list[dict]: ...  # {"id", "game", "config", "seed", "seats", "settings",
    # "actions": [...], "notes": [...]}: every table still being played, or the one table_id (played or over)

    def set_settings(self, table_id, settings) -> None: ...

    def has(self, table_id) -> bool: ...

    def set_token(self, table_id, seat, token_hash) -> None: ...  # the seat's token (its hash only), durable

    def tokens(self) -> dict[str, tuple[str, int]]: ...  # token hash -> (table_id, seat)

    def drop_token(self, table_id, seat) -> None: ...  # a seat given up in a lobby

    def close(self) -> None: ...


class SqliteStore:
    """The tables in one SQLite file: WAL (readers never wait for the writer) and
    synchronous=FULL (a commit is on disk before it returns, power loss included)."""

    def __init__(self, path):
        self.path = Path(path)
        # one connection shared by the event loop and the AI's worker thread, under a lock
        self._db = sqlite3.connect(self.path, check_same_thread=False, isolation_level=None)
        self._lock = threading.Lock()
        with self._lock:
            self._db.execute("PRAGMA journal_mode=WAL")
            self._db.execute("PRAGMA synchronous=FULL")
            self._db.executescript(SCHEMA)
            # a file from before lobbies has no settings, one from before reasons no notes
            for table, column, kind in (("tables", "settings", "TEXT NOT NULL DEFAULT '{}'"), ("actions", "note", "TEXT")):
                if column not in {row[1] for row in self._db.execute(f"PRAGMA table_info({table})")}:
                    self._db.execute(f"ALTER TABLE {table} ADD COLUMN {column} {kind}")

    def create(self, table_id, game_id, config_dict, seed, seats, settings=None) -> None:
        """Record a new table; a table already recorded stays as it is (so both the
        server and Table may call it)."""
        self._write("INSERT OR IGNORE INTO tables (id, game, config, seed, seats, settings) VALUES (?, ?, ?, ?, ?, ?)",
                    (table_id, game_id, json.dumps(config_dict), str(int(seed)), json.dumps(seats),
                     json.dumps(settings or {})))

    def set_config(self, table_id, config_dict, settings) -> None:
        """A lobby's start: the config with the seats' final names, and the settings, at once."""
        self._write("UPDATE tables SET config = ?, settings = ? WHERE id = ?",
                    (json.dumps(config_dict), json.dumps(settings), table_id))

    def append(self, table_id, n, action_text, note=None) -> None:
        """Action `n` of a table (with its `note`, if any); refused unless it is exactly the next one."""
        with self._lock:
            cur = self._db.execute(
                "INSERT INTO actions (table_id, n, action, note) SELECT ?, ?, ?, ? WHERE EXISTS "
                "(SELECT 1 FROM tables WHERE id = ?) AND "
                "(SELECT COUNT(*) FROM actions WHERE table_id = ?) = ?",
                (table_id, n, action_text, note, table_id, table_id, n))
            if cur.rowcount != 1:
                raise StoreError(f"table {table_id}: action {n} is not the next one to store")

    def drop_last(self, table_id, n) -> None:
        """Forget action `n` of a table (an undo); refused unless it is the last one stored."""
        with self._lock:
            cur = self._db.execute(
                "DELETE FROM actions WHERE table_id = ? AND n = ? AND "
                "n = (SELECT MAX(n) FROM actions WHERE table_id = ?)", (table_id, n, table_id))
            if cur.rowcount != 1:
                raise StoreError(f"table {table_id}: action {n} is not the last one stored")

    def set_seats(self, table_id, seats) -> None:
        self._write("UPDATE tables SET seats = ? WHERE id = ?", (json.dumps(seats), table_id))

    def tables(self, table_id=None) -> list[dict]:
        """Every table still being played (a restart's), or only `table_id`, over or not."""
        where, values = ("WHERE id = ?", (table_id,)) if table_id is not None else \
            ("WHERE json_extract(settings, '$.over') IS NOT 1", ())
        with self._lock:
            rows = self._db.execute(f"SELECT id, game, config, seed, seats, settings FROM tables {where} "
                                    "ORDER BY rowid", values).fetchall()
            moves = {i: self._db.execute("SELECT action, note FROM actions WHERE table_id = ? ORDER BY n",
                                         (i,)).fetchall() for i, *_ in rows}
        return [{"id": i, "game": g, "config": json.loads(c), "seed": int(s), "seats": json.loads(seats),
                 "settings": json.loads(settings), "actions": [a for a, _ in moves[i]],
                 "notes": [note for _, note in moves[i]]}
                for i, g, c, s, seats, settings in rows]

    def set_settings(self, table_id, settings) -> None:
        self._write("UPDATE tables SET settings = ? WHERE id = ?", (json.dumps(settings), table_id))

    def has(self, table_id) -> bool:
        with self._lock:
            return self._db.execute("SELECT 1 FROM tables WHERE id = ?", (table_id,)).fetchone() is not None

    def set_token(self, table_id, seat, token_hash) -> None:
        """The hash of the seat's token; a seat has one token, so this replaces an earlier one."""
        self._write("INSERT OR REPLACE INTO seat_tokens (table_id, seat, hash) VALUES (?, ?, ?)",
                    (table_id, seat, token_hash))

    def drop_token(self, table_id, seat) -> None:
        self._write("DELETE FROM seat_tokens WHERE table_id = ? AND seat = ?", (table_id, seat))

    def tokens(self) -> dict[str, tuple[str, int]]:
        with self._lock:
            return {h: (t, seat) for t, seat, h in self._db.execute("SELECT table_id, seat, hash FROM seat_tokens")}

    def close(self) -> None:
        with self._lock:
            self._db.close()

    def _write(self, sql: str, values: tuple) -> None:
        with self._lock:  # autocommit: each statement is its own durable transaction
            self._db.execute(sql, values)


def open_store(data_dir) -> SqliteStore:
    """The store in `data_dir` (made if missing)."""
    folder = Path(data_dir)
    folder.mkdir(parents=True, exist_ok=True)
    return SqliteStore(folder / FILE)


def load_tables(store, table_id=None) -> dict[str, Table]:
    """Every stored table still being played (or only `table_id`, over or not) in its exact
    state: its actions replayed from its seed. TableError names a table whose actions no
    longer replay."""
    tables = {}
    for t in store.tables(table_id):
        settings = t.get("settings") or {}
        tables[t["id"]] = Table(t["id"], t["game"], t["config"], t["seed"], t["seats"], store=store,
                                actions=t["actions"], notes=t.get("notes", ()), started=settings.get("started", True),
                                host=settings.get("host"), takeover=settings.get("takeover"))
    return tables
