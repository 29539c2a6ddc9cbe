"""Bad input never costs a traceback, a hang or a save: fuzzed saves of every game
(truncated, bit-flipped, wrong types, huge numbers, deep nesting, another game's name,
another version) each give one clear line from the shell, the save list and the command
line, and leave the file as it was; a writer killed at any moment of a save leaves the
previous save (or the new one) whole."""

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

from game import box
from game.core.save import SaveError
from game.shell.match import Match, SeatSetup

ROOT = Path(__file__).resolve().parent.parent


def a_save(game_id: str, folder: Path, seed: int = 4, steps: int = 40) -> Path:
    from game.shell.savefiles import save_match

    spec = box.get(game_id)
    n = spec.default_players
    seats = [SeatSetup(f"P{i}", i == 0, "easy") for i in range(n)]
    m = Match(spec.make_config(n, tuple(s.name for s in seats)), seed, seats, spec=spec)
    rnd = random.Random(seed)
    for _ in range(steps):
        if m.game.is_terminal():
            break
        m.apply(rnd.choice(m.game.legal_actions()))
    return save_match(m, folder / f"{game_id}-{seed}.json", "fuzz")


def deep(n: int):
    out: list = []
    for _ in range(n):
        out = [out]
    return out


def structured(game_id: str, data: dict) -> dict[str, str | bytes]:
    other = next(g for g in box.ids() if g != game_id)
    cases = {
        "empty": "", "spaces": "   \n", "not text": b"\xff\xfe\x00\x81garbage", "a list": "[1, 2]", "null": "null",
        "newer version": json.dumps({**data, "format": 99}), "format 0": json.dumps({**data, "format": 0}),
        "format as text": json.dumps({**data, "format": "1"}), "another game": json.dumps({**data, "game": other}),
        "unknown game": json.dumps({**data, "game": "chess"}),
        "huge seed": json.dumps({**data, "seed": 10 ** 400}), "huge format": json.dumps({**data, "format": 10 ** 30}),
        "a number past the digit limit": json.dumps(data)[:-1] + ', "x": ' + "9" * 5000 + "}",
        "negative seed": json.dumps({**data, "seed": -1}),
        "deep config": json.dumps({**data, "config": deep(50)}),
        "nesting past the parser": '{"config": ' + "[" * 100000 + "]" * 100000 + "}",
        "actions as text": json.dumps({**data, "actions": "end"}),
        "an action that is a list": json.dumps({**data, "actions": data["actions"] + [["x"]]}),
        "a million actions": json.dumps({**data, "actions": ["end"] * 1_000_000}),
        "a huge action": json.dumps({**data, "actions": ["x" * 2_000_000]}),
        "seats of the wrong kind": json.dumps({**data, "seats": [{"name": 3, "human": "yes"}]}),
        "config players 10**9": json.dumps({**data, "config": {**data["config"], "players": 10 ** 9}}),
        "config of the wrong type": json.dumps({**data, "config": [1, 2, 3]}),
        "hash of the wrong type": json.dumps({**data, "final_hash": 7}),
    }
    for key in data:
        cases[f"no {key}"] = json.dumps({k: v for k, v in data.items() if k != key})
    return cases


def mutants(game_id: str, path: Path) -> dict[str, str | bytes]:
    raw = path.read_bytes()
    data = json.loads(raw)
    cases: dict[str, str | bytes] = structured(game_id, data)
    rnd = random.Random(game_id)
    for frac in (0.02, 0.3, 0.5, 0.9, 0.999):
        cases[f"truncated at {frac:.0%}"] = raw[: int(len(raw) * frac)]
    for i in range(30):
        flipped = bytearray(raw)
        at = rnd.randrange(len(raw))
        flipped[at] ^= 1 << rnd.randrange(8)
        cases[f"bit flip {i} at byte {at}"] = bytes(flipped)
    return cases


@pytest.mark.parametrize("game_id", box.ids())
def test_every_damaged_save_is_one_clear_line_and_stays_as_it_was(game_id, tmp_path, monkeypatch):
    monkeypatch.setenv("UNTILTHETHAW_HOME", str(tmp_path / "home"))
    from game.shell.savefiles import load_match, read_info

    good = a_save(game_id, tmp_path)
    expected = load_match(good).game.state_hash()
    wrong = []
    for name, content in mutants(game_id, good).items():
        p = tmp_path / "bad.json"
        p.write_bytes(content if isinstance(content, bytes) else content.encode())
        before = p.read_bytes()
        try:
            m = load_match(p)
        except SaveError as e:
            msg = str(e)
            if "\n" in msg or not msg.strip() or "Traceback" in msg:
                wrong.append(f"{name}: not one clear line: {msg[:200]!r}")
        except Exception as e:  # noqa: BLE001
            wrong.append(f"{name}: {type(e).__name__}: {str(e)[:200]}")
        else:
            if m.game.state_hash() != expected:  # a harmless flip (a space, a name) may load
                wrong.append(f"{name}: loaded a different game")
        try:
            info = read_info(p)
            if not info.ok and ("\n" in info.error or not info.error):
                wrong.append(f"{name}: the save list says {info.error!r}")
        except Exception as e:  # noqa: BLE001
            wrong.append(f"{name}: the save list raised {type(e).__name__}: {str(e)[:200]}")
        if p.read_bytes() != before:
            wrong.append(f"{name}: the file was changed")
    assert not wrong, f"{len(wrong)} of {len(mutants(game_id, good))}:\n" + "\n".join(wrong)


def cli(*args, timeout=120):
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    return subprocess.run([sys.executable, "-m", "game", *args], cwd=ROOT, capture_output=True, text=True,
                          timeout=timeout, env=env)


@pytest.mark.parametrize("case", ["truncated at 50%", "another game", "nesting past the parser",
                                  "a number past the digit limit", "not text"])
def test_the_command_line_reads_a_damaged_save_as_one_line(case, tmp_path, monkeypatch):
    monkeypatch.setenv("UNTILTHETHAW_HOME", str(tmp_path / "home"))
    good = a_save("mall", tmp_path)
    content = mutants("mall", good)[case]
    p = tmp_path / "bad.json"
    p.write_bytes(content if isinstance(content, bytes) else content.encode())
    r = cli("replay", str(p), "--verify")
    assert r.returncode != 0
    lines = [x for x in r.stderr.splitlines() if x.strip()]
    assert len(lines) == 1 and "Traceback" not in r.stderr, r.stderr[-600:]


@pytest.mark.parametrize("args", [["--load"], ["sim", "--players", "0"],
                                  ["sim", "--game", "chess"], ["sim", "--games", "-5"], ["--lang", "xx"],
                                  ["screenshot", "--size", "axb"], ["sim", "--variant", "nope"],
                                  ["replay"], ["sim", "--option", "wings=1"], ["sim", "--players", "99"]])
def test_bad_command_line_values_are_one_clear_line(args, tmp_path, monkeypatch):
    monkeypatch.setenv("UNTILTHETHAW_HOME", str(tmp_path / "home"))
    r = cli(*args)
    assert r.returncode != 0, r.stdout[-300:]
    assert "Traceback" not in r.stderr, r.stderr[-800:]
    said = [x for x in r.stderr.splitlines() if x.strip() and not x.startswith(("usage:", " "))]
    assert len(said) == 1, r.stderr[-400:]  # argparse's usage lines, then one line saying what is wrong


WRITER = """
import sys
from game.core.files import atomic_write_text
path, a, b = sys.argv[1], open(sys.argv[2]).read(), open(sys.argv[3]).read()
print("ready", flush=True)
while True:
    atomic_write_text(path, a)
    atomic_write_text(path, b)
"""


def test_a_writer_killed_mid_save_leaves_a_whole_save(tmp_path, monkeypatch):
    """SIGKILL a process that saves over and over, at seeded moments: the slot always
    reads back as one of the two saves it was writing, and the save list ignores the
    temporary file a killed write leaves."""
    monkeypatch.setenv("UNTILTHETHAW_HOME", str(tmp_path / "home"))
    from game.shell.savefiles import list_saves, load_match, slot_path

    a, b = a_save("showdown", tmp_path, seed=1, steps=30), a_save("showdown", tmp_path, seed=2, steps=200)
    slot = slot_path("slot-1")
    slot.parent.mkdir(parents=True, exist_ok=True)
    slot.write_bytes(a.read_bytes())
    wanted = {a.read_bytes(), b.read_bytes()}
    rnd = random.Random(5)
    for _ in range(12 if hasattr(signal, "SIGKILL") else 0):
        proc = subprocess.Popen([sys.executable, "-c", WRITER, str(slot), str(a), str(b)], cwd=ROOT,
                                stdout=subprocess.PIPE, text=True)
        assert proc.stdout.readline().strip() == "ready"
        time.sleep(rnd.uniform(0.0, 0.05))  # a seeded moment in the loop, not a timing check
        proc.send_signal(signal.SIGKILL)
        proc.wait()
        assert slot.read_bytes() in wanted
        load_match(slot)
    assert [i.slot for i in list_saves() if i.slot == "slot-1" and i.ok] == ["slot-1"]
    assert all(i.ok or not i.exists for i in list_saves()), [i.error for i in list_saves() if i.exists and not i.ok]
