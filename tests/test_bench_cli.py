"""The bench scripts' command lines: each answers --help, and the generic paths
(ai.py's seat cells, render.py's static board, the Winter-only notes) run on the
toy game, registered in this process. Their numbers are not checked: speed and
strength live in the benches, not in tests."""

from __future__ import annotations

import importlib.util
import json
import re
import subprocess
import sys
from pathlib import Path

import pytest
import toy_game

from game import box

ROOT = Path(__file__).resolve().parent.parent
SCRIPTS = ("ai", "balance", "beliefs", "engine", "idle", "ladder", "memory", "monkey", "render", "seats",
           "showdown_info", "showdown_race", "soak", "server", "startup", "tables")


def bench(name: str):
    """bench/<name>.py as a module (the scripts are not a package)."""
    spec = importlib.util.spec_from_file_location(f"bench_{name}", ROOT / "bench" / f"{name}.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.fixture
def race():
    spec = box.register(toy_game.SPEC)
    yield spec
    box.unregister(spec.id)


@pytest.mark.parametrize("name", SCRIPTS)
def test_every_bench_script_answers_help(name):
    r = subprocess.run([sys.executable, f"bench/{name}.py", "--help"], cwd=ROOT, capture_output=True, text=True,
                       timeout=60)
    assert r.returncode == 0, r.stderr
    assert "usage:" in r.stdout
    if name not in ("startup", "seats", "showdown_info", "showdown_race"):  # start-up times the title screen; seats names cells
        assert "--game" in r.stdout


def test_ai_seat_cells_on_any_game(race, capsys):
    bench("ai").main(["--game", "race", "--players", "3", "--games", "6", "--levels", "random,easy",
                      "--against", "random", "--workers", "1"])
    out = capsys.readouterr().out
    assert "12 games of Dice Race, 3 players, 6 per cell" in out
    # one row a cell: the tested level, the others', games, wins, win rate ± SE, fair share, edge, mean score
    # (the toy game scores nothing: "–"), mean rounds ± SE and decisions per game ± SE
    for level in ("random", "easy"):
        assert re.search(rf"^\| {level} \| random \| 6 \| \d \| \d+ % ± \d+ \| 33 % \| [+-]\d+ \| – \| "
                         rf"\d+\.\d ± \d+\.\d \| \d+\.\d ± \d+\.\d \|$", out, re.M), out
    assert "| level | decisions | p50 ms | p95 ms | max ms |" in out
    assert "completion" not in out  # Winter's own tables are Winter's


def test_seat_substitution_plays_each_deal_twice_and_reports_the_paired_gain(capsys):
    seats = bench("seats")
    assert seats.main(["--cells", "mall", "--games", "2", "--hard-sims", "1", "--workers", "1", "--json"]) == 0
    out = capsys.readouterr().out
    assert "2 deals a cell, each played twice" in out
    assert re.search(r"^\| mall \| 2 \| \d+\.\d % \| \d+\.\d % \| [+-]\d+\.\d ± \d+\.\d \| "
                     r"[+-]\d+\.\d to [+-]\d+\.\d \| \d+ \| \d+ \|$", out, re.M), out
    games = [json.loads(line) for line in out.splitlines() if line.startswith("{")]
    assert sorted(g["level"] for g in games) == ["hard", "hard", "normal", "normal"]
    with pytest.raises(SystemExit, match="unknown cell"):
        seats.main(["--cells", "chess"])


def test_the_oracle_seat_samples_the_true_game_every_time(monkeypatch):
    """--level oracle: Hard whose every sampled world is the game as it stands (a bound)."""
    seats = bench("seats")
    spec = box.get("mall")
    g = spec.new_game(spec.make_config(4), 3)
    agent = seats.seat_agent(spec, seats.ORACLE, 1, ("sims", 1), g)
    world = agent.hooks.determinize(g.view(0), 0, None, None)
    assert world.s == g.s and world is not g
    assert type(seats.seat_agent(spec, "normal", 1, None, g)).__name__ != type(agent).__name__


def test_showdown_hard_told_a_part_of_the_game_samples_the_rest():
    """showdown_info.py: Hard told the rows (or the hands) gets them true in every world;
    what it is not told is still drawn from its view."""
    info = bench("showdown_info")
    spec = box.get("showdown")
    g = spec.new_game(spec.make_config(4), 3)
    seat = g.current_player()
    agent = info.seats.make_agent(spec, "hard", 1, ("sims", 1))
    rows = agent.hooks.determinize(g.view(seat), seat, agent.hooks.belief(g.view(seat), seat), agent.rng)
    hands = rows.clone()
    info.told(rows, g, "oracle-rows", agent.rng)
    info.told(hands, g, "oracle-hands", agent.rng)
    assert rows.s.safes == g.s.safes and sorted(rows.s.middle + rows.s.out) == sorted(g.s.middle + g.s.out)
    assert hands.s.hands == g.s.hands and sorted(hands.s.deck) == sorted(g.s.deck)
    assert hands.s.safes != g.s.safes  # not told: drawn (this seed's deal differs from the draw)
    early = hands.clone()
    info.told(early, g, "oracle-rows-end", agent.rng)  # round 1: the last round is not yet
    assert early.s == hands.s


def test_winter_only_measurements_say_so(race, capsys):
    bench("ai").main(["--game", "race", "--games", "1", "--variants", "coop", "--workers", "1"])
    assert "ai: completion, exile and hunt tables exist for winter only" in capsys.readouterr().out
    assert bench("balance").main(["--game", "race"]) == 0
    assert capsys.readouterr().out.strip() == "balance: per-objective tables exist for winter only"
    assert bench("render").main(["--game", "race", "--scenarios", "dice"]) == 0
    assert capsys.readouterr().out.strip() == "render: the dice and slides scenarios exist for winter only"


def test_render_static_and_live_boards_of_any_game(race, capsys):
    assert bench("render").main(["--game", "race", "--frames", "3", "--warmup", "1", "--sizes", "640x360"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("board: seed ") and re.search(r"^static\s+640x360 ", out, re.M), out
    assert re.search(r"^live-ai\s+640x360 ", out, re.M), out
    assert "dice" not in out and "slides" not in out


def test_ai_rejects_a_level_the_game_lacks(race):
    with pytest.raises(SystemExit):
        bench("ai").main(["--game", "race", "--levels", "grandmaster"])


def test_idle_measures_the_window_left_alone(capsys):
    assert bench("idle").main(["--seconds", "0.5", "--settle", "0.2", "--states", "title,decision",
                               "--games", "mall", "--drivers", "dummy"]) == 0
    out = capsys.readouterr().out
    assert re.search(r"^\| title +\| +\d+\.\d % \| +\d+ \| +(\d+|–) \|$", out, re.M), out
    assert re.search(r"^\| decision mall +\| +\d+\.\d % \| +\d+ \| +(\d+|–) \|$", out, re.M), out


def test_showdown_hard_reading_the_others_choices_draws_their_rows_from_them():
    """showdown_info.py choices-end: a choice is mostly likelier with the chooser's true row than
    with the rows it could hold on average, and a world drawn so stays consistent with the view."""
    info = bench("showdown_info")
    spec = box.get("showdown")

    def last_round_with_choices(seed):
        g = spec.new_game(spec.make_config(4), seed)
        choices = info.Choices(g)
        agents = [spec.make_agent("normal", k) for k in range(4)]
        while not g.is_terminal() and not (info.last_round(g.s) and choices.live(0, g.view(0))):
            seat = g.current_player()
            g.apply(agents[seat].act(g.view(seat), g.legal_actions()))
        return g, choices

    likelier = []
    for seed in range(3, 13):
        g, choices = last_round_with_choices(seed)
        view = g.view(0)
        for chooser, posts in choices.live(0, view).items():
            truth = tuple(sorted(x for x, seen in zip(g.s.safes[chooser], view.safes[chooser]) if seen == "?"))
            for post in posts:
                mean = sum(p * like for p, like in post.values()) / sum(p for p, _ in post.values())
                likelier.append(post[truth][1] > mean)
    assert len(likelier) >= 20 and sum(likelier) > 0.7 * len(likelier)  # 20 of 26 as measured

    g, choices = last_round_with_choices(5)
    view = g.view(0)
    hard = info.seats.make_agent(spec, "hard", 1, ("sims", 1))

    def every_safe(s):
        return sorted([x for row in s.safes for x in row] + list(s.middle) + list(s.out))

    for level in ("choices-end", "oracle-choosers-end"):
        draw = info.read_choices(hard.hooks.determinize, choices, level)
        world = draw(view, 0, hard.hooks.belief(view, 0), hard.rng)
        assert every_safe(world.s) == every_safe(g.s)
        assert all(x == y for row, seen in zip(world.s.safes, view.safes) for x, y in zip(row, seen) if y != "?")
        if level == "oracle-choosers-end":
            for chooser in choices.live(0, view):
                assert sorted(world.s.safes[chooser]) == sorted(g.s.safes[chooser])


@pytest.mark.parametrize("rules", [[], ["--expert"]])
def test_showdown_race_with_normals_own_setting_plays_exactly_normal(capsys, rules):
    """showdown_race.py: the heuristic with Normal's race, no memory and (expert) no reading of
    the mystery safes is Normal, deal for deal (a gain of exactly 0); Hard's setting plays and
    is reported beside it."""
    race = bench("showdown_race")
    assert race.main(["--games", "6", "--workers", "1", "--setting", "0.8,1.5,0,0,0", "--setting", "2,1.5,1,1",
                      *rules]) == 0
    out = capsys.readouterr().out
    assert "6 deals from seed 0" in out
    assert re.search(r"^\| 0\.8 \| 1\.5 \| 0 \| no \| no \| (\d+\.\d) % \| \1 % \| \+0\.0 ± 0\.0 \|", out, re.M), out
    assert re.search(r"^\| 2 \| 1\.5 \| 1 \| yes \| yes \| \d+\.\d % \| \d+\.\d % \| [+-]\d+\.\d ± \d+\.\d \|",
                     out, re.M), out
