"""Determinism: the committed replay of each game (tools/make_replays.py) comes out the
same on every run and machine — the state hash at the end, every event as data, and
the computer players' choices from the same seeds. A set iterated in hash order, a float
printed differently or a dict's order leaking into play would break it."""

import json
import sys
from pathlib import Path

import pytest

from game import box
from game.savegame import load_game

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))
import make_replays  # noqa: E402


@pytest.mark.parametrize("game_id", box.ids())
def test_the_committed_replay_reproduces_exactly(game_id):
    path = make_replays.FOLDER / f"{game_id}.json"
    data = json.loads(path.read_text())
    spec, g = load_game(path)  # replays every action and checks the final state hash
    assert spec.id == game_id and g.is_terminal() and g.state_hash() == data["final_hash"]
    again, events = make_replays.played(game_id)
    assert again.history == data["actions"], "the computer players chose differently from the same seeds"
    assert make_replays.digest(events) == data["meta"]["events_sha256"], "the events differ"


def test_the_digest_sees_a_changed_event():
    g, events = make_replays.played("mall")
    before = make_replays.digest(events)
    events[5].data = {**events[5].data, "extra": 1}
    assert make_replays.digest(events) != before
