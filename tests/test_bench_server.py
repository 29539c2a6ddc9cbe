"""bench/server.py end to end at a tiny bounded load: a real server process, two tables
of bot people for a few seconds, its report printed (numbers are the bench's, no timing
is asserted here: only that the load ran, and no action was refused or lost)."""

from __future__ import annotations

import subprocess
import sys

from test_bench_cli import ROOT, bench

REPORT = ("load:", "games:", "round trip:", "server CPU:", "server memory:", "errors:", "lost actions:")


def test_a_tiny_load_prints_its_report_with_no_errors_and_nothing_lost():
    lines: list[str] = []
    assert bench("server").main(["--tables", "2", "--seconds", "4", "--pace", "0,0.05"], out=lines.append) == 0
    text = "\n".join(lines)
    for head in REPORT:
        assert any(line.startswith(head) for line in lines), f"no {head!r} line in:\n{text}"
    assert "errors:         0 " in text and "lost actions:   0 of" in text, text
    acknowledged = int(next(line for line in lines if line.startswith("games:")).split(", ")[2].split()[0])
    assert acknowledged > 0, text


def test_a_tiny_soak_plays_its_games_through():
    lines: list[str] = []
    assert bench("server").main(["--soak", "3", "--tables", "2", "--pace", "0,0"], out=lines.append) == 0
    assert any(line.startswith("games:          3 finished") for line in lines), "\n".join(lines)


def test_it_answers_help():
    r = subprocess.run([sys.executable, "bench/server.py", "--help"], cwd=ROOT, capture_output=True, text=True,
                       timeout=60)
    assert r.returncode == 0 and "--tables" in r.stdout and "--soak" in r.stdout, r.stderr
