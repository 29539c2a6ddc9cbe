"""Winter Hard's leaf value (game/winter/ai/evaluation.py): a secret weighs what its holder's
win turns on: a loyal colonist's more as the main objective nears, the betrayer's more
while it is far (the colony failing is the other half of the betrayer's win)."""

import pytest
from winter_kit import cards_of_type, game, hand, table

from game.winter.ai import evaluation


def secret_gain(monkeypatch, betrayer: bool, progress: float) -> float:
    """What holding two food cards adds to seat 0's leaf value (Pantry Stash wants two in
    hand; the betrayer's Hidden Larder three)."""
    monkeypatch.setattr(evaluation, "goal_progress", lambda sit: progress)
    values = []
    for held in (False, True):
        g = game()
        table(g)
        me = g.s.players[0]
        me.objective, me.betrayer, me.hand = ("the-hidden-larder" if betrayer else "pantry-stash"), betrayer, []
        if held:
            hand(g, 0, *cards_of_type(g, "food", 2))
        values.append(evaluation.evaluate(g.s, 0, g.c))
    return values[1] - values[0]


def test_a_loyal_colonists_secret_weighs_its_win_as_the_goal_nears(monkeypatch):
    far, near = secret_gain(monkeypatch, False, 0.1), secret_gain(monkeypatch, False, 0.9)
    assert near - far == pytest.approx(evaluation.SECRET_AT_STAKE * 0.8)
    assert near > 100  # two cards that decide a win outweigh anything but a finished game


def test_a_betrayers_secret_weighs_its_win_while_the_goal_is_far(monkeypatch):
    far, near = secret_gain(monkeypatch, True, 0.1), secret_gain(monkeypatch, True, 0.9)
    assert far - near == pytest.approx(evaluation.SECRET_AT_STAKE * 0.8 * 2 / 3)
