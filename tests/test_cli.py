"""The command line: sim, content, replay, bad flags."""

import json
import subprocess
import sys
from pathlib import Path

from game import savegame
from game.__main__ import main
from game.winter.rules import Config, new_game
from game.winter.spec import SPEC as WINTER


def save_game(g, path, extra=None):
    savegame.save_game(WINTER, g, path, extra)

ROOT = Path(__file__).resolve().parent.parent


def run(*args):
    return subprocess.run([sys.executable, "-m", "game", *args], cwd=ROOT, capture_output=True, text=True,
                          timeout=300)


def test_sim_json_has_the_promised_keys_and_no_errors(capsys):
    assert main(["sim", "--players", "4", "--games", "20", "--seed", "1", "--json"]) == 0
    d = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    for key in ("games", "games_per_second", "mean_rounds", "ended_by", "wins", "betrayers", "exiles", "errors"):
        assert key in d
    assert d["games"] == 20 and d["errors"] == 0
    assert set(d["ended_by"]) >= {"morale", "rounds", "objective"}
    assert sum(d["ended_by"].values()) == 20
    assert set(d["wins"]) >= {"loyal", "betrayer", "exiled"}


def test_sim_every_variant_and_an_objective(capsys):
    for variant, players in (("coop", 3), ("two-player", 2), ("betrayer", 4), ("hardcore", 5), ("elimination", 4)):
        assert main(["sim", "--players", str(players), "--games", "5", "--variant", variant, "--json"]) == 0
        d = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
        assert d["errors"] == 0
        if variant in ("coop", "two-player"):
            assert d["betrayers"] == 0 and d["exiles"] == 0
    assert main(["sim", "--games", "3", "--option", "main=cold-specimens", "--json"]) == 0


def test_bad_flags_give_clear_messages():
    r = run("sim", "--players", "9")
    assert r.returncode != 0 and "Winter is for 2 to 5 players" in r.stderr
    r = run("sim", "--game", "chess")
    assert r.returncode != 0 and "unknown game 'chess'" in r.stderr and "winter" in r.stderr
    r = run("sim", "--variant", "turbo")
    assert r.returncode != 0 and "no variant 'turbo'" in r.stderr
    r = run("sim", "--option", "wings=on")
    assert r.returncode != 0 and "KEY=VALUE" in r.stderr
    r = run("sim", "--variant", "two-player", "--players", "4")
    assert r.returncode != 0 and "exactly 2 players" in r.stderr
    r = run("sim", "--option", "main=no-such-goal", "--games", "1")
    assert r.returncode != 0 and "option main has no value 'no-such-goal'" in r.stderr
    r = run("sim", "--agents", "wizard", "--games", "1")
    assert r.returncode != 0 and "unknown agent" in r.stderr
    r = run("--frobnicate")
    assert r.returncode == 2 and "unrecognized arguments" in r.stderr


def test_content_command(capsys):
    assert main(["content", "--json"]) == 0
    counts = json.loads(capsys.readouterr().out)
    assert counts["survivors"] == 30 and counts["crossroads"] >= 80


def test_content_command_names_file_and_card_on_error(tmp_path, monkeypatch, capsys):
    import shutil

    from game.winter.rules import content

    data = tmp_path / "data"
    shutil.copytree(content.DATA_DIR, data)
    text = (data / "crises.toml").read_text()
    (data / "crises.toml").write_text(text.replace("fail = [", "fail = [{ explode = 1 }, ", 1))
    monkeypatch.setattr(content, "DATA_DIR", data)
    monkeypatch.setattr(content.load, "__defaults__", (data,))
    assert main(["content"]) == 1
    err = capsys.readouterr().err
    assert "crises.toml" in err and "explode" in err


def test_replay_verify(tmp_path):
    g = new_game(Config(players=3), 4)
    for _ in range(40):
        g.apply(g.legal_actions()[-1])
    p = tmp_path / "s.json"
    save_game(g, p)
    r = run("replay", str(p), "--verify")
    assert r.returncode == 0, r.stderr
    assert "verified" in r.stdout
    p.write_text(p.read_text()[:100])
    r = run("replay", str(p), "--verify")
    assert r.returncode == 1 and "damaged or truncated" in r.stderr and "Traceback" not in r.stderr


def test_help_on_each_subcommand():
    for sub in ("sim", "content", "replay", "play"):
        r = run(sub, "--help")
        assert r.returncode == 0 and "usage" in r.stdout


def test_title_window_smoke():
    r = run("--smoke")
    assert r.returncode == 0, r.stderr


def test_a_broken_map_stops_the_game_with_one_clear_line(tmp_path, monkeypatch, capsys):
    import shutil

    from game import resources
    from game.shell import app

    maps = tmp_path / "maps"
    shutil.copytree(resources.root() / "maps", maps)
    (maps / "school.tmx").write_text("<map><broken")
    from game.render import tilemap

    monkeypatch.setattr(resources, "map_file", lambda name: maps / f"{name}.tmx")
    monkeypatch.setattr(tilemap, "map_file", lambda name: maps / f"{name}.tmx")  # imported by name there
    assert app.run() == 2
    err = capsys.readouterr().err
    assert "cannot start" in err and "school" in err and "Traceback" not in err
