"""The server's store (game/net/store.py): tables and their actions kept in SQLite,
exactly the next action or a refusal, and a restart (load_tables) that gives every
table back in its exact state, even after the server was killed with SIGKILL."""

from __future__ import annotations

import json
import os
import random
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from net_kit import SEED, config_dict, fingerprint, make_table, person_moves, seats

from game import box
from game.net.store import StoreError, load_tables, open_store
from game.net.table import TableError

ROOT = Path(__file__).resolve().parent.parent


def test_a_store_keeps_tables_actions_and_seats_across_reopening(tmp_path):
    store = open_store(tmp_path / "data")
    config = config_dict("showdown", 2)
    store.create("a", "showdown", config, 2**70, seats(["p", "p"]))
    store.create("a", "mall", {}, 1, [])  # a second create of the same table changes nothing
    lobby = {"started": False, "host": 0, "takeover": {"seconds": 30.0, "level": "hard"}}
    store.create("b", "mall", config_dict("mall", 3), 5, seats(["p", "a", "a"]), settings=lobby)
    store.append("a", 0, "slip 0")
    store.append("a", 1, "slip 1", '"a reason"')
    store.set_seats("a", seats(["p", "a"], "hard"))
    store.close()
    again = open_store(tmp_path / "data")
    assert again.tables() == [
        {"id": "a", "game": "showdown", "config": config, "seed": 2**70, "seats": seats(["p", "a"], "hard"),
         "settings": {}, "actions": ["slip 0", "slip 1"], "notes": [None, '"a reason"']},
        {"id": "b", "game": "mall", "config": config_dict("mall", 3), "seed": 5, "seats": seats(["p", "a", "a"]),
         "settings": lobby, "actions": [], "notes": []},
    ]
    named = {**config_dict("mall", 3), "names": ["Ann", "Bea", "Cy"]}
    again.set_config("b", named, {**lobby, "started": True})
    again.close()
    third = open_store(tmp_path / "data")
    b = third.tables()[1]
    assert b["config"] == named and b["settings"] == {**lobby, "started": True}
    third.close()


def test_a_store_file_from_before_lobbies_gains_settings_and_its_tables_read_as_started(tmp_path):
    import sqlite3

    old = sqlite3.connect(tmp_path / "tables.sqlite3")
    old.executescript("""CREATE TABLE tables (id TEXT PRIMARY KEY, game TEXT NOT NULL, config TEXT NOT NULL,
                         seed TEXT NOT NULL, seats TEXT NOT NULL);""")
    old.execute("INSERT INTO tables VALUES (?, ?, ?, ?, ?)",
                ("a", "mall", json.dumps(config_dict("mall", 3)), "5", json.dumps(seats(["p", "a", "a"]))))
    old.commit()
    old.close()
    store = open_store(tmp_path)
    assert store.tables()[0]["settings"] == {}
    table = load_tables(store)["a"]
    assert table.started and table.takeover is None
    store.close()


def test_a_store_file_from_before_reasons_gains_notes_and_its_actions_replay(tmp_path):
    import sqlite3

    old = sqlite3.connect(tmp_path / "tables.sqlite3")
    old.executescript("""CREATE TABLE tables (id TEXT PRIMARY KEY, game TEXT NOT NULL, config TEXT NOT NULL,
                         seed TEXT NOT NULL, seats TEXT NOT NULL, settings TEXT NOT NULL DEFAULT '{}');
                         CREATE TABLE actions (table_id TEXT NOT NULL REFERENCES tables(id), n INTEGER NOT NULL,
                         action TEXT NOT NULL, PRIMARY KEY (table_id, n)) WITHOUT ROWID;""")
    played = make_table("showdown", "aa", "easy")
    played.ai_turns(budget=5)
    old.execute("INSERT INTO tables (id, game, config, seed, seats) VALUES (?, ?, ?, ?, ?)",
                ("a", "showdown", json.dumps(played.config_dict), str(played.seed), json.dumps(played.seats)))
    old.executemany("INSERT INTO actions VALUES (?, ?, ?)",
                    [("a", n, str(a)) for n, a in enumerate(played.game.history)])
    old.commit()
    old.close()
    store = open_store(tmp_path)
    assert store.tables()[0]["notes"] == [None] * 5
    back = load_tables(store)["a"]
    assert back.game.state_hash() == played.game.state_hash()
    assert [e.to_dict() for e in back.events] == [e.to_dict() for e in played.events if e.kind != "note"]
    back.ai_turns(budget=1)  # and it goes on
    assert len(store.tables()[0]["notes"]) == 6
    store.close()


def test_a_computer_players_reason_is_kept_with_its_action_and_comes_back_in_the_log(tmp_path):
    store = open_store(tmp_path)
    table = make_table("mall", "aaa", "normal", store=store)
    table.ai_turns(budget=60)
    notes = [n for n in store.tables()[0]["notes"] if n is not None]
    assert notes, "no computer player gave a reason in 60 moves"
    store.close()
    store = open_store(tmp_path)
    back = load_tables(store)["t1"]
    assert [e.to_dict() for e in back.events] == [e.to_dict() for e in table.events]
    assert any(e.kind == "note" for e in back.events)
    store.close()


def test_a_store_keeps_one_token_hash_per_seat_across_reopening(tmp_path):
    store = open_store(tmp_path)
    store.create("a", "showdown", config_dict("showdown", 2), 1, seats(["p", "p"]))
    assert store.tokens() == {}
    store.set_token("a", 0, "h0")
    store.set_token("a", 1, "h1")
    store.set_token("a", 1, "h1-again")  # a seat's new token replaces its old one
    store.close()
    again = open_store(tmp_path)
    assert again.tokens() == {"h0": ("a", 0), "h1-again": ("a", 1)}
    again.drop_token("a", 1)  # a seat given up in a lobby
    again.close()
    third = open_store(tmp_path)
    assert third.tokens() == {"h0": ("a", 0)}
    third.close()


def test_a_store_takes_only_the_next_action_of_a_table_it_holds(tmp_path):
    store = open_store(tmp_path)
    store.create("a", "showdown", config_dict("showdown", 2), 1, seats(["p", "p"]))
    store.append("a", 0, "slip 0")
    for table_id, n in (("a", 0), ("a", 2), ("nowhere", 0)):  # a repeat, a gap, an unknown table
        with pytest.raises(StoreError, match="not the next one"):
            store.append(table_id, n, "slip 1")
    assert store.tables()[0]["actions"] == ["slip 0"]
    store.close()


def test_a_store_drops_only_the_last_action_of_a_table_for_an_undo(tmp_path):
    store = open_store(tmp_path)
    store.create("a", "showdown", config_dict("showdown", 2), 1, seats(["p", "p"]))
    for n in range(3):
        store.append("a", n, f"slip {n}")
    for wrong in (1, 3, 7):
        with pytest.raises(StoreError, match="not the last"):
            store.drop_last("a", wrong)
    store.drop_last("a", 2)
    store.append("a", 2, "slip 9")  # the next action takes its place
    store.close()
    again = open_store(tmp_path)
    assert again.tables()[0]["actions"] == ["slip 0", "slip 1", "slip 9"]
    again.close()


def test_the_store_is_written_ahead_and_synchronously(tmp_path):
    store = open_store(tmp_path)
    assert store._db.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
    assert store._db.execute("PRAGMA synchronous").fetchone()[0] == 2  # FULL
    store.close()


@pytest.mark.parametrize("game_id, kinds", [("mall", "pap"), ("showdown", "pa"), ("winter", "pa")])
def test_a_restart_gives_every_table_back_in_its_exact_state(tmp_path, game_id, kinds):
    store = open_store(tmp_path)
    table = make_table(game_id, kinds, "easy", store=store)
    other = make_table("showdown", "aa", "easy", store=store, table_id="t2", seed=3)
    other.ai_turns(budget=7)
    rnd = random.Random(6)
    for _ in range(8):  # part of a game
        table.ai_turns()
        if not table.over():
            table.act(table.decider(), rnd.choice(table.update_for(table.decider())["legal"]), table.counter())
    table.set_seat(0, "ai", "normal")
    store.close()
    store = open_store(tmp_path)
    tables = load_tables(store)
    assert sorted(tables) == ["t1", "t2"]
    back = tables["t1"]
    assert fingerprint(back) == fingerprint(table) and back.seats == table.seats and back.seed == SEED
    assert [e.to_dict() for e in back.events] == [e.to_dict() for e in table.events]
    assert back.update_for(1) == table.update_for(1) and back.update_for(None) == table.update_for(None)
    assert fingerprint(tables["t2"]) == fingerprint(other)
    # and it plays on, storing where it left off
    back.set_seat(0, "person")
    person_moves(back, random.Random(2), limit=back.counter() + 20)
    assert store.tables()[0]["actions"] == back.game.history
    store.close()


def test_a_table_whose_actions_no_longer_replay_is_named(tmp_path):
    store = open_store(tmp_path)
    store.create("broken", "showdown", config_dict("showdown", 2), 1, seats(["p", "p"]))
    store.append("broken", 0, "shoot everyone")
    with pytest.raises(TableError, match="table broken: stored action 0"):
        load_tables(store)
    store.close()


# A server that plays tables as fast as it can (people answering at random), one after
# another, printing each action's counter once `act` has returned (stored); it stops by
# itself after a while if nobody kills it.
SERVER = """
import random, sys, time
from game import box
from game.net.store import open_store
from game.net.table import Table
spec = box.get("mall")
config = spec.config_to_dict(spec.make_config(4))
store = open_store(sys.argv[1])
rnd = random.Random(3)
end = time.monotonic() + 30
number = 0
while time.monotonic() < end:
    number += 1
    table = Table(f"k{number}", "mall", config, 100 + number,
                  [{"kind": "person", "name": f"P{i}"} for i in range(4)], store=store)
    while not table.over() and time.monotonic() < end:
        table.act(table.decider(), str(rnd.choice(table.game.legal_actions())), table.counter())
        print(table.id, table.counter(), flush=True)
"""


def test_a_server_killed_with_sigkill_comes_back_with_every_action_it_acknowledged(tmp_path):
    data = tmp_path / "data"
    proc = subprocess.Popen([sys.executable, "-c", SERVER, str(data)], cwd=ROOT, stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True)
    acknowledged: dict[str, int] = {}
    try:
        deadline = time.monotonic() + 60
        while sum(acknowledged.values()) < 150 and time.monotonic() < deadline:
            line = proc.stdout.readline()
            if not line:
                break
            table_id, n = line.split()
            acknowledged[table_id] = int(n)
        os.kill(proc.pid, signal.SIGKILL)  # mid-stride: it plays on until the signal lands
    finally:
        proc.kill()
        proc.wait(timeout=10)
    assert proc.returncode == -signal.SIGKILL, proc.stderr.read()
    assert sum(acknowledged.values()) >= 150, proc.stderr.read()
    store = open_store(data)
    stored = {t["id"]: t for t in store.tables()}
    tables = load_tables(store)
    spec = box.get("mall")
    assert set(tables) == set(stored) >= set(acknowledged)
    for table_id, table in tables.items():
        actions = stored[table_id]["actions"]
        assert len(actions) >= acknowledged.get(table_id, 0)  # nothing acknowledged is lost
        assert table.game.history == actions
        replayed = spec.replay(spec.config_from_dict(stored[table_id]["config"]), stored[table_id]["seed"], actions)
        assert table.game.state_hash() == replayed.state_hash()
    store.close()
