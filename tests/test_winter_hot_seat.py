"""Hot-seat through the real App loop: a curtain goes up only when the screen passes to
another person, never twice in a row for the same one (after the draft, computer players
drafting last used to bring a second "Pass to Bruno" to the player who had just drafted)."""

from __future__ import annotations

import pytest
from human_play import FRAME, HumanHarness

from game.shell.overlays import CurtainScene


def curtains_in_round_one(seed: int) -> list[tuple[int, str]]:
    """The seat (and game phase) of each curtain raised until round 2, two people and two
    computer players at the table."""
    h = HumanHarness.start(["human", "human", "normal", "normal"], seed)
    app, seen, top = h.app, [], None
    for _ in range(8000):
        g = h.match.game
        if g.s.round > 1 or g.is_terminal():
            return seen
        t = app.stack.top
        if isinstance(t, CurtainScene) and t is not top:
            seen.append((t.seat, g.s.phase))
        top = t
        h.act(t)
        app.step(FRAME)
        h.frames += 1
    return seen


@pytest.mark.parametrize("seed", [1, 3, 10])
def test_no_second_curtain_for_the_person_already_at_the_screen(seed):
    seen = curtains_in_round_one(seed)
    assert [phase for _seat, phase in seen[:2]] == ["setup", "setup"], "each person drafts behind a curtain"
    assert seen[0][0] != seen[1][0]
    for (a, pa), (b, pb) in zip(seen, seen[1:]):
        assert a != b, f"seat {a} is asked to lift the curtain again ({pa} then {pb}): {seen}"
