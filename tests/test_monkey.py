"""The UI monkey (tests/monkey.py) at a reduced size: bench/monkey.py runs 10,000 events
per game. Seeded random clicks, drags, keys and resizes from each game's board across
whatever scenes they reach: no exception, the game legal after every event, and every
human decision with something on screen to answer it."""

import pytest
from monkey import run

from game import box

EVENTS = 600


@pytest.mark.soak
@pytest.mark.parametrize("game_id", box.ids())
def test_the_monkey_breaks_nothing(game_id, tmp_path):
    m = run(game_id, EVENTS, seed=5, home=tmp_path / "home")
    assert sum(m.stats.values()) == EVENTS
    assert len(m.scenes) >= 3, m.scenes  # it got about: the board and at least two other scenes
    assert m.decisions_checked >= 1
    assert m.rests_checked >= 1  # and it found the window at rest where nothing moved
