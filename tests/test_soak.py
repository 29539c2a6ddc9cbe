"""The soak at a reduced size (bench/soak.py runs 10,000 games per game): seeded full
games of every game, every variant and player count, mixed computer levels, the game's
invariants after every action. Zero exceptions, zero violations, every game ends."""

import importlib.util
import sys
from pathlib import Path

import pytest

from game import box

ROOT = Path(__file__).resolve().parent.parent
GAMES = 300  # per game; the floor for CI


def soak_module():
    spec = importlib.util.spec_from_file_location("bench_soak", ROOT / "bench" / "soak.py")
    module = importlib.util.module_from_spec(spec)
    sys.modules["bench_soak"] = module  # its dataclasses and its workers look it up there
    spec.loader.exec_module(module)
    return module


@pytest.mark.soak
@pytest.mark.parametrize("game_id", box.ids())
def test_soak(game_id):
    soak = soak_module()
    tally = soak.run([game_id], GAMES, seed=7, workers=2)[game_id]
    assert tally.games == GAMES
    assert len(tally.cells) == len(soak.cells(box.get(game_id))), "every variant and player count played"
    detail = "\n".join(f"#{r.index} {r.failure}: {r.detail}" for r in tally.samples)
    assert not any(tally.failures.values()), f"{tally.failures}\n{detail}"


def test_a_game_of_the_soak_is_the_same_game_when_run_again():
    soak = soak_module()
    a, b = soak.play_one("mall", 5, 7), soak.play_one("mall", 5, 7)
    assert a.failure is None and a.actions == b.actions > 0
    levels = {tuple(soak.plan(box.get("winter"), i, 7)[2]) for i in range(40)}
    assert len({lv for ls in levels for lv in ls}) == len(soak.LEVELS), "every level takes seats"


def test_the_soak_reports_a_broken_invariant(monkeypatch):
    import invariants

    soak = soak_module()

    def broken(g):
        assert g.s.round < 2, "round 2 reached"

    monkeypatch.setitem(invariants.CHECKS, "mall", broken)
    r = soak.play_one("mall", 0, 7)
    assert r.failure == "invariant" and "round 2 reached" in r.detail
