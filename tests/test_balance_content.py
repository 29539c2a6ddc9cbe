"""Issue 12's balance numbers: the content says what RULES.md's "Balance" section says.

RULES.md lists every main objective's side (morale, rounds, starting food, goal) and
every crisis's failure; these tests read those tables and compare them with the data,
so a number changed in one place and not the other fails here."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from game.winter.rules import Config, new_game
from game.winter.rules.content import default_content

RULES = Path(__file__).resolve().parents[1] / "game" / "winter" / "RULES.md"


def _balance_section() -> str:
    text = RULES.read_text(encoding="utf-8")
    start = text.index("\n## Balance")
    nxt = text.find("\n## ", start + 5)
    return text[start:nxt if nxt != -1 else len(text)]


def _rows(heading: str) -> list[list[str]]:
    """The table rows (cells stripped) under a '### heading' of the Balance section."""
    sec = _balance_section()
    i = sec.index(f"### {heading}")
    j = sec.find("\n### ", i + 4)
    body = sec[i:j if j != -1 else len(sec)]
    rows = []
    for line in body.splitlines():
        if line.startswith("|") and not re.match(r"^\|[-| ]+\|$", line):
            rows.append([c.strip() for c in line.strip("|").split("|")])
    return rows[1:]  # the header row


def goal_words(side) -> str:
    """One objective side's goal in the words RULES.md's table uses: `fuel delivered ≥ 3/pp`."""
    out = []
    for cond in side.goal:
        what = cond.count
        if cond.type:
            what = f"{cond.type} {what}"
        if cond.at:
            what = f"{what} at {cond.at}"
        out.append(f"{what} ≥ {cond.min}{'/pp' if cond.per_player else ''}")
    return ", ".join(out)


def _new(cell: str) -> str:
    """'6 → 7' → '7'; '6' → '6'."""
    return cell.split("→")[-1].strip()


MAIN_ROWS = _rows("Main objectives")


def test_every_main_objective_side_is_in_the_table():
    c = default_content()
    listed = {(r[0], r[1]) for r in MAIN_ROWS}
    assert listed == {(m, side) for m in c.mains for side in ("normal", "hardcore")}


@pytest.mark.parametrize("row", MAIN_ROWS, ids=[f"{r[0]}-{r[1]}" for r in MAIN_ROWS])
def test_main_objective_numbers_follow_rules_md(row):
    mid, side_name, morale, rounds, food, goal = row[:6]
    side = getattr(default_content().mains[mid], side_name)
    assert side.morale == int(_new(morale))
    assert side.rounds == int(_new(rounds))
    assert side.food == int(_new(food))
    assert goal_words(side) == _new(goal)


CRISIS_ROWS = _rows("Crises")


@pytest.mark.parametrize("row", CRISIS_ROWS, ids=[r[0] for r in CRISIS_ROWS])
def test_crisis_failures_follow_rules_md(row):
    cid, _old, new = row[:3]
    crisis = default_content().crises[cid]
    assert crisis.text == new


def test_the_suggested_first_game_keeps_the_rulebooks_numbers():
    """winter.md §3.2: collect samples, morale 6, rounds 6, 1 zombie at each location,
    a sample on 4+, 3 samples per player."""
    m = default_content().mains["cold-specimens"]
    assert (m.normal.morale, m.normal.rounds) == (6, 6)
    assert m.samples_roll == 4
    assert goal_words(m.normal) == "samples ≥ 3/pp"
    g = new_game(Config(players=4, main="cold-specimens"), 1)
    assert (g.s.morale, g.s.rounds_left) == (6, 6)
    assert all(sum(g.s.places[p].zombies) == 1 for p in g.s.places if p != "colony")
    assert sum(g.s.places["colony"].zombies) == 0


def test_texts_say_the_goal_numbers():
    """Each side's card text names its per-player goal numbers (the table's numbers)."""
    for m in default_content().mains.values():
        for side in (m.normal, m.hardcore):
            for cond in side.goal:
                if cond.count in ("round", "clear-locations", "helpless", "samples", "delivered", "food",
                                  "barricades"):
                    assert str(cond.min) in side.text, (m.id, cond)


def condition_words(conds) -> str:
    """A card's conditions in the words RULES.md's secret table uses: `survivors at school ≥ 1`."""
    out = []
    for cond in conds:
        what = cond.count if not cond.at else f"{cond.count} at {cond.at}"
        out.append(f"{what} ≥ {cond.min}" if cond.max is None else f"{what} ≤ {cond.max}")
    return ", ".join(out)


SECRET_ROWS = _rows("Secret objectives")


@pytest.mark.parametrize("row", SECRET_ROWS, ids=[r[0] for r in SECRET_ROWS])
def test_secret_objective_numbers_follow_rules_md(row):
    card, _before, now = row[:3]
    obj = default_content().objectives[card]
    assert condition_words(obj.conditions) == now.split(" (")[0]
    for cond in obj.conditions:  # and the card says so
        assert str(cond.min if cond.max is None else cond.max) in obj.text
