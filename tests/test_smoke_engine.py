from winter_kit import started

from game.winter.rules.actions import EndTurn


def test_a_started_game_waits_for_the_first_player():
    g = started()
    assert g.s.phase == "turns"
    assert g.current_player() == g.s.first
    assert EndTurn() in g.legal_actions()
