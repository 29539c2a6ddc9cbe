"""bench/ladder.py's fit: ratings from seat cells (A in one seat among B seats), checked on
synthetic outcomes drawn from known ratings, and one tiny run on the toy game. No strength
is measured here: the ladder's numbers are the bench's."""

from __future__ import annotations

import json
import math
import random
import re

import pytest
import toy_game
from test_bench_cli import bench

from game import box

ladder = bench("ladder")
LEVELS = ["random", "easy", "normal", "hard"]


def chance(ra: float, rb: float, players: int) -> float:
    """The model's A seat win chance, written here from its Elo form."""
    return 1 / (1 + (players - 1) * 10 ** ((rb - ra) / 400))


def cells_from(true: dict, games: int, players: int, rnd=None) -> dict:
    """(A, B) -> (games, A's wins): drawn with `rnd`, or the expected count without it."""
    cells = {}
    for a in true:
        for b in true:
            if a != b:
                p = chance(true[a], true[b], players)
                wins = sum(rnd.random() < p for _ in range(games)) if rnd else games * p
                cells[(a, b)] = (games, wins)
    return cells


def test_expected_outcomes_give_back_the_ratings():
    true = {"random": 0, "easy": 250, "normal": 500, "hard": 620}
    ratings = ladder.fit(cells_from(true, 100_000, 4), 4, LEVELS, "random")
    for lv, (r, se) in ratings.items():
        assert abs(r - true[lv]) < 2, (lv, r)  # the one extra game per cell shrinks a little
        assert se < 10


@pytest.mark.parametrize("players", [3, 4, 6])
def test_drawn_outcomes_lie_within_their_intervals(players):
    """20 seeded ladders of 400 games a cell: the 95 % intervals of the three levels above the
    anchor hold the true rating about 95 times in 100, and the ratings are not biased."""
    true = {"random": 0, "easy": 180, "normal": 420, "hard": 520}
    covered, errors = 0, []
    for rep in range(20):
        ratings = ladder.fit(cells_from(true, 400, players, random.Random(100 * players + rep)), players, LEVELS,
                             "random")
        assert ratings["random"] == (0.0, 0.0)
        for lv in LEVELS[1:]:
            r, se = ratings[lv]
            assert 5 < se < 40
            covered += abs(r - true[lv]) < ladder.Z95 * se
            errors.append(r - true[lv])
    assert covered >= 0.85 * len(errors), covered
    assert abs(sum(errors) / len(errors)) < 10


def test_a_rating_is_relative_to_the_anchor():
    true = {"random": 0, "easy": 250, "normal": 500, "hard": 620}
    cells = cells_from(true, 1000, 4)
    by_random = ladder.fit(cells, 4, LEVELS, "random")
    by_normal = ladder.fit(cells, 4, LEVELS, "normal")
    assert by_normal["normal"] == (0.0, 0.0)
    for lv in LEVELS:
        assert by_normal[lv][0] == pytest.approx(by_random[lv][0] - by_random["normal"][0], abs=1e-6)


def test_equal_levels_get_equal_ratings():
    cells = {(a, b): (40, 10.0) for a in LEVELS for b in LEVELS if a != b}  # the fair share, 1 in 4
    for r, _ in ladder.fit(cells, 4, LEVELS, "random").values():
        assert r == pytest.approx(0, abs=1e-6)
    # a lone seat that wins less than its fair share whatever the levels: still no level above another
    cells = {(a, b): (40, 6.0) for a in LEVELS for b in LEVELS if a != b}
    rs = [r for r, _ in ladder.fit(cells, 4, LEVELS, "random").values()]
    assert max(rs) - min(rs) == pytest.approx(0, abs=1e-6)


def test_a_cell_won_every_time_stays_finite():
    cells = {("random", "hard"): (20, 0.0), ("hard", "random"): (20, 20.0)}
    ratings = ladder.fit(cells, 4, ["random", "hard"], "random")
    r, se = ratings["hard"]
    assert math.isfinite(r) and math.isfinite(se)
    assert 500 < r < 2000 and 50 < se < 1000
    # one more win in a 40-game cell moves the rating up, not to infinity
    more = ladder.fit({("random", "hard"): (40, 0.0), ("hard", "random"): (40, 40.0)}, 4, ["random", "hard"],
                      "random")["hard"]
    assert r < more[0] < r + 400


def test_a_shared_win_is_split_and_nobody_winning_is_everyone_tied():
    assert ladder.share(1, {1}, 4) == 1
    assert ladder.share(1, {0, 1}, 4) == 0.5
    assert ladder.share(1, {0}, 4) == 0
    assert ladder.share(1, set(), 4) == 0.25


def test_ceiling_is_hard_at_four_times_its_budget():
    assert ladder.budgets(8, None) == {"hard": ("sims", 8), "hard4x": ("sims", 32)}
    assert ladder.budgets(None, 0.5) == {"hard": 0.5, "hard4x": 2.0}
    from game.ai.search import BUDGET

    assert ladder.budgets(None, None) == {"hard": None, "hard4x": 4 * BUDGET}


def test_a_tiny_ladder_on_the_toy_game(capsys):
    spec = box.register(toy_game.SPEC)
    try:
        ladder.main(["--game", "race", "--players", "3", "--games", "3", "--levels", "random,hard,hard4x",
                     "--hard-sims", "2", "--workers", "1", "--json"])
    finally:
        box.unregister(spec.id)
    result = json.loads(capsys.readouterr().out)
    assert [row["level"] for row in result["levels"]] == ["random", "hard", "hard4x"]
    assert result["levels"][0] | {"games": 0} == {"level": "random", "rating": 0.0, "se": 0.0, "low": 0.0,
                                                 "high": 0.0, "games": 0}
    assert [row["games"] for row in result["levels"]] == [12, 12, 12]  # 3 games in each of its 4 cells
    assert len(result["cells"]) == 6 and all(c["games"] == 3 for c in result["cells"])
    assert all(0 <= c["score"] <= 3 for c in result["cells"])


def test_fields_keep_the_b_seats_to_some_levels_and_every_level_is_still_rated(capsys):
    spec = box.register(toy_game.SPEC)
    try:
        ladder.main(["--game", "race", "--players", "3", "--games", "2", "--levels", "random,easy,hard",
                     "--fields", "random,easy", "--hard-sims", "1", "--workers", "1", "--json"])
        with pytest.raises(SystemExit):
            ladder.main(["--game", "race", "--levels", "random,easy", "--fields", "hard"])
    finally:
        box.unregister(spec.id)
    result = json.loads(capsys.readouterr().out)
    assert sorted((c["a"], c["b"]) for c in result["cells"] if c["games"]) == [
        ("easy", "random"), ("hard", "easy"), ("hard", "random"), ("random", "easy")]
    assert [row["level"] for row in result["levels"]] == ["random", "easy", "hard"]


def test_the_table_prints_every_level_and_cell(capsys):
    true = {"random": 0, "easy": 250, "normal": 500, "hard": 620}
    result = ladder.summary(cells_from(true, 1000, 4), 4, LEVELS, "random")
    assert json.loads(json.dumps(result)) == result  # --json prints it
    ladder.print_tables(result)
    out = capsys.readouterr().out
    assert "| random | 0 | anchor | 6000 |" in out
    assert re.search(r"^\| hard \| 6\d\d \| 6\d\d to 6\d\d \| 6000 \|$", out, re.M), out
    assert re.search(r"^\| easy \| \d+ % \(1000\) \| – \| \d+ % \(1000\) \| \d+ % \(1000\) \|$", out, re.M), out


def test_a_cell_is_dealt_as_the_seat_cell_of_bench_ai():
    """Game i of the ladder's cell (A, B) is game i of `bench/ai.py --levels A --against B`: the
    same seed, seat and agents, so the same game (six toy games each way)."""
    spec = box.register(toy_game.SPEC)
    try:
        budget = ladder.budgets(2, None)
        for a, b in (("hard", "random"), ("random", "hard")):
            for i in range(6):
                seat, seed = i % 3, ladder.ai.SPREAD * (i + 1) + 5
                mine = ladder.ladder_game(("race", 3, a, b, seat, seed, budget, {}))
                theirs = ladder.ai.seat_game(("race", 3, a, b, seat, seed, budget["hard"], {}))
                assert (seat in mine["winners"]) == theirs["won"]
                assert mine["score"] == float(theirs["won"])  # the race has one winner
    finally:
        box.unregister(spec.id)
