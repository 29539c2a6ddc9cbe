"""Hidden information, for every game and every kind of decision: scramble everything
seat S may not know (GameSpec.scramble_hidden: hands, objectives, crisis cards, dials,
votes before the reveal, the dice box, safes, deck orders, the RNG) and S's view, S's
legal actions, what S's computer player is given and the frame drawn for S must not
change. Random games are walked until each decision kind has been checked."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from game import box
from game.core.hashing import plain
from game.core.loop import agent_inputs
from game.shell.match import Match, SeatSetup

SEEDS = 30  # random games walked per game
PER_KIND = 3  # states checked per decision kind and game
FRAMES_PER_KIND = 1  # of which drawn on a board too (drawing costs the most)


def kind_of(game) -> str:
    """The kind of decision the game waits on: its first pending question, else its step."""
    s = game.s
    if getattr(s, "pending", None):
        return s.pending[0].kind
    return str(getattr(s, "phase", None) or getattr(s, "step", "?"))


def frame(window, spec, game, seat, seats, seed) -> list[str]:
    """The text drawn on seat's screen (the board, no curtain) for this game state."""
    match = Match(game.config, seed, seats, game=game, spec=spec)
    match.reveal_to(seat)
    board = spec.board_scene(match)
    window.stack.reset(board)
    window.ui.drawn = []
    board.draw(window.ui)
    return list(window.ui.drawn)


def same_for(spec, game, other, seat: int) -> list[str]:
    """What differs for `seat` between a game and its scrambled copy (nothing, we hope)."""
    diffs = []
    if plain(game.view(seat)) != plain(other.view(seat)):
        diffs.append("view")
    if game.current_player() == seat:
        if game.legal_actions() != other.legal_actions():
            diffs.append("legal actions")
        agent = spec.make_agent("normal", 1)
        a, b = agent_inputs(game, seat, agent), agent_inputs(other, seat, agent)
        if plain(a[0]) != plain(b[0]) or a[1] != b[1]:
            diffs.append("the AI's input")
    return diffs


@pytest.mark.parametrize("game_id", box.ids())
def test_no_decision_of_any_kind_leaks_what_a_seat_may_not_know(game_id, window):
    app = window()
    spec = box.get(game_id)
    rnd = random.Random(11)
    checked, drawn, kinds = Counter(), Counter(), set()
    leaks = []
    variants = list(spec.variants.values()) or [{}]
    for seed in range(SEEDS):
        players = spec.min_players + seed % (spec.max_players - spec.min_players + 1)
        seats = [SeatSetup(f"P{i}", True) for i in range(players)]
        try:  # every rules variant in turn (expert rules ask questions of their own)
            config = spec.make_config(players, tuple(s.name for s in seats), **variants[seed % len(variants)])
        except ValueError:
            config = spec.make_config(players, tuple(s.name for s in seats))
        g = spec.new_game(config, seed)
        for _ in range(3000):
            if g.is_terminal():
                break
            kind = kind_of(g)
            kinds.add(kind)
            if checked[kind] < PER_KIND:
                checked[kind] += 1
                for seat in range(players):
                    other = g.clone()
                    spec.scramble_hidden(other, seat, rnd)
                    diffs = same_for(spec, g, other, seat)
                    if drawn[kind] < FRAMES_PER_KIND and seat == g.current_player():
                        if frame(app, spec, g, seat, seats, seed) != frame(app, spec, other, seat, seats, seed):
                            diffs.append("the frame")
                    if diffs:
                        leaks.append(f"{kind}, seat {seat}: {', '.join(diffs)}")
                if g.current_player() is not None:
                    drawn[kind] += 1
            g.apply(rnd.choice(g.legal_actions()))
    assert not leaks, f"{game_id}: {len(leaks)} leaks\n" + "\n".join(leaks[:20])
    assert set(checked) == kinds and len(kinds) >= 9, sorted(kinds)
    print(f"{game_id}: {len(kinds)} kinds of decision checked: {', '.join(sorted(kinds))}")
