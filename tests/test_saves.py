"""Saves: JSON format version + config + seed + actions + final hash; corrupt files
give clear errors; writes are atomic."""

import json

import pytest

from game import savegame
from game.core.rng import Rng
from game.core.save import FORMAT, SaveError, read_save
from game.winter.rules import Config, new_game
from game.winter.spec import SPEC as WINTER


def save_game(g, path, extra=None):
    savegame.save_game(WINTER, g, path, extra)


def load_game(path, verify=True):
    return savegame.load_game(path, verify)[1]


def played(seed=5, steps=120, players=4):
    g = new_game(Config(players=players), seed)
    r = Rng(seed)
    for _ in range(steps):
        if g.is_terminal():
            break
        g.apply(r.choice(g.legal_actions()))
    return g


@pytest.mark.parametrize("seed,steps", [(1, 0), (2, 17), (3, 60), (4, 400)])
def test_round_trip_at_any_point(tmp_path, seed, steps):
    g = played(seed, steps)
    path = tmp_path / "game.json"
    save_game(g, path)
    data = json.loads(path.read_text())
    assert data["format"] == FORMAT and data["seed"] == seed and data["actions"] == g.history
    again = load_game(path)
    assert again.state_hash() == g.state_hash()
    assert again.current_player() == g.current_player()
    # the reloaded game plays on exactly like the original
    if not g.is_terminal():
        a = g.legal_actions()[0]
        assert [e.text for e in again.apply(a)] == [e.text for e in g.apply(a)]


def write(tmp_path, text):
    p = tmp_path / "bad.json"
    p.write_text(text) if isinstance(text, str) else p.write_bytes(text)
    return p


def good(tmp_path):
    g = played(7, 80)
    p = tmp_path / "good.json"
    save_game(g, p)
    return p, json.loads(p.read_text())


@pytest.mark.parametrize("mutate,words", [
    (lambda t, d: t[: len(t) // 2], "truncated"),
    (lambda t, d: "", "empty"),
    (lambda t, d: "[1, 2]", "expected a JSON object"),
    (lambda t, d: json.dumps({**d, "format": FORMAT + 1}), "newer version"),
    (lambda t, d: json.dumps({k: v for k, v in d.items() if k != "seed"}), "'seed' is missing"),
    (lambda t, d: json.dumps({**d, "seed": "x"}), "wrong type"),
    (lambda t, d: json.dumps({**d, "actions": d["actions"] + ["fly away"]}), "does not replay"),
    (lambda t, d: json.dumps({**d, "actions": ["end"] + d["actions"]}), "does not replay"),
    (lambda t, d: json.dumps({**d, "final_hash": "0" * 64}), "does not reproduce"),
    (lambda t, d: json.dumps({**d, "config": {**d["config"], "players": 9}}), "bad config"),
    (lambda t, d: json.dumps({**d, "config": {**d["config"], "wings": True}}), "bad config"),
    (lambda t, d: json.dumps({**d, "game": "chess"}), "another game"),
    (lambda t, d: b"\xff\xfe\x00garbage", "not text"),
])
def test_every_kind_of_damage_is_a_clear_error(tmp_path, mutate, words):
    p, data = good(tmp_path)
    bad = write(tmp_path, mutate(p.read_text(), data))
    before = bad.read_bytes()
    with pytest.raises(SaveError) as err:
        load_game(bad)
    assert words in str(err.value)
    assert bad.read_bytes() == before  # a bad save is left untouched


def test_missing_file_is_a_clear_error(tmp_path):
    with pytest.raises(SaveError, match="no such save file"):
        read_save(tmp_path / "nope.json")


def test_a_failed_write_keeps_the_previous_save(tmp_path, monkeypatch):
    g = played(8, 50)
    p = tmp_path / "slot.json"
    save_game(g, p)
    before = p.read_bytes()

    def boom(*a, **k):
        raise OSError("disk full")

    monkeypatch.setattr("os.replace", boom)
    g.apply(g.legal_actions()[0])
    with pytest.raises(OSError):
        save_game(g, p)
    assert p.read_bytes() == before
    assert [x.name for x in tmp_path.iterdir()] == ["slot.json"]  # no temp file left behind


def test_a_winter_save_written_before_the_box_registry_still_loads(tmp_path, monkeypatch):
    """tests/fixtures/winter-save-2026-12.json was written by the window (seats, meta)
    before games plugged into the box; it still loads, in the shell and the CLI."""
    import shutil
    from pathlib import Path

    from game.shell.savefiles import load_match, read_info

    fixture = Path(__file__).parent / "fixtures" / "winter-save-2026-12.json"
    copy = tmp_path / "old.json"
    shutil.copy(fixture, copy)
    info = read_info(copy)
    assert info.ok and info.game == "winter" and info.title == "Winter" and info.round == 3
    assert [(s.name, s.human, s.level) for s in info.seats] == [("Ava", True, "normal"), ("Bo", False, "easy"),
                                                                ("Cy", False, "normal")]
    m = load_match(copy)
    data = json.loads(fixture.read_text())
    assert m.game.state_hash() == data["final_hash"] and len(m.game.history) == 78
    assert m.game.config.betrayer and m.game.s.round == 3
    assert copy.read_bytes() == fixture.read_bytes()  # loading never rewrites a save
