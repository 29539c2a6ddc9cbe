"""Winter's colony phase plays over the board as it stood before the phase. When the seat
on screen changes meanwhile (the computer takes a seat over, the next person sits down),
the board shows the new seat's own view of that moment: its hand, not a crash on the
other seat's hidden cards, and nothing of the seat that left."""

from game import box
from game.shell.screenshot import find_match
from game.winter.scenes.screenshots import show


def test_a_new_seat_on_screen_during_the_colony_phase_sees_its_own_board(window):
    app = window()
    spec = box.get("winter")
    match, events = find_match(spec, 3, "crisis", humans=2)
    board = spec.board_scene(match)
    app.stack.reset(board)
    match.shown = 0
    show(app, board, match, events, "crisis")  # the phase's dialog, over the frozen board
    assert board.frozen is not None
    app.ui.drawn = []
    app.stack.draw(app.ui)
    first = match.game.s.players[0]
    match.shown = 1  # as the curtain or a takeover does
    app.ui.drawn = []
    app.stack.draw(app.ui)  # raised KeyError('?') when the frozen board was seat 0's view
    second = board.view().players[1]
    assert second.hand == board.frozen.s.players[1].hand and "?" not in second.hand
    assert board.view().players[0].hand == ["?"] * len(board.frozen.s.players[0].hand)
    assert any(first.name in t for t in app.ui.drawn)  # the table still names everyone
