"""The final showdown's exact odds (game/showdown/ai/showdown_odds.py) against the dice, the
engine and each other, and Hard firing the card they say."""

from __future__ import annotations

import itertools

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from showdown_kit import arrange, started

from game.core.rng import Rng
from game.showdown.ai.search import SearchAgent
from game.showdown.ai.showdown_odds import Fighter, _eliminated, card_odds, fighters, win_chance
from game.showdown.ai.table import p_beats
from game.showdown.rules.actions import Draw

C, D, W = "colt", "derringer", "winchester"
SIDES = st.sampled_from([4, 6, 8, 10, 12])


def test_two_in_the_showdown_is_one_roll_off():
    assert abs(win_chance(0, {0: Fighter((12,)), 1: Fighter((4,))}) - p_beats([12], [4])) < 1e-12
    duel = {0: Fighter((12,), guns=(8,)), 1: Fighter((6,), guns=(10,))}
    assert abs(win_chance(0, duel) - p_beats([12, 8], [6, 10])) < 1e-12
    assert win_chance(2, duel) == 0.0  # not in it


def _eliminated_by_enumeration(rolls) -> list[float]:
    """Every face of every die, the tied lowest rolling again: an independent count."""
    def out(group):
        dice = [rolls[i] for i in group]
        lose = dict.fromkeys(group, 0.0)
        stay = 0.0
        faces = [range(1, n + 1) for n in dice]
        each = 1.0
        for n in dice:
            each /= n
        for roll in itertools.product(*faces):
            low = min(roll)
            tied = tuple(i for i, r in zip(group, roll) if r == low)
            if len(tied) == 1:
                lose[tied[0]] += each
            elif len(tied) == len(group):
                stay += each
            else:
                for i, q in out(tied).items():
                    lose[i] += each * q
        return {i: v / (1 - stay) for i, v in lose.items()}

    got = out(tuple(range(len(rolls))))
    return [got[i] for i in range(len(rolls))]


def test_who_is_eliminated_counts_every_tie_and_reroll():
    for dice in [(4, 6, 8), (6, 6, 6), (4, 4, 12, 6), (8, 4)]:
        exact = _eliminated(tuple(((n,), 0, 6) for n in dice))
        assert max(abs(a - b) for a, b in zip(exact, _eliminated_by_enumeration(dice))) < 1e-9


def test_five_or_more_share_a_tie_evenly():
    """Past EXACT_TIES rollers a tie for the lowest is shared evenly among the tied: exact
    when they roll the same dice, and always a whole chance between them."""
    assert _eliminated(tuple(((6,), 0, 6) for _ in range(5))) == pytest.approx([0.2] * 5)
    mixed = _eliminated((((4,), 0, 6), ((12,), 0, 6), ((6,), 0, 6), ((6,), 1, 6), ((8,), 0, 6), ((10,), 0, 6)))
    assert sum(mixed) == pytest.approx(1.0) and mixed[1] < mixed[2] < mixed[3]


@settings(max_examples=40, deadline=None)
@given(st.lists(st.tuples(SIDES, st.integers(1, 3), st.sampled_from([(), (6,), (12,)]), st.integers(0, 1)),
                min_size=2, max_size=5))
def test_with_no_choice_to_make_the_chances_share_out_the_win(table):
    """Every hand one kind of card: the best order is the only one, and the chances add to 1."""
    fs = {p: Fighter((n,) * k, guns=g, minus=m) for p, (n, k, g, m) in enumerate(table)}
    assert abs(sum(win_chance(p, fs) for p in fs) - 1.0) < 1e-9


def showdown_of_three(hands, seed=1):
    """Seats 0, 1 and 2 share the richest platform; seat 3 stands alone and poorer."""
    g = started(4, seed=seed, dice=[6, 1, 1, 1])
    arrange(g, hands=hands, safes=[["gold-2"], ["gold-2"], ["gold-2"], ["gold-1"]], stars=[0, 1, 2, 3],
            seat=None, step="showdown")
    assert g.s.showdown.participants == [0, 1, 2]
    return g


def test_the_odds_match_the_engine_played_out():
    """The engine's showdown played 1,500 times from one table, the others firing their
    strongest card and the seat the card the odds choose: it won as often as they say."""
    hands = [[W, D, D], [C, C, C], [W, D, D], [D]]
    expected = win_chance(0, fighters(showdown_of_three(hands)))
    wins, n = 0, 1500
    for k in range(n):
        g = showdown_of_three(hands)
        g.s.rng = Rng(k)
        while not g.is_terminal():
            p, legal = g.current_player(), g.legal_actions()
            if p == 0:
                odds = card_odds(0, fighters(g))
                g.apply(max(legal, key=lambda a: odds[g.c.sides(a.card)]))
            else:
                g.apply(max(legal, key=lambda a: g.c.sides(a.card)))
        wins += g.s.winners == [0]
    se = (expected * (1 - expected) / n) ** 0.5
    assert abs(wins / n - expected) < 3.5 * se


def test_three_in_the_showdown_keep_the_best_card_for_the_last_duel():
    """Against two fighters who fire their strongest card, the seat with one winchester and
    derringers does better firing a derringer first and the winchester in the duel; Hard does."""
    g = showdown_of_three([[W, D, D], [C, C, C], [C, C, C], [D]])
    odds = card_odds(0, fighters(g))
    assert odds[4] > odds[12] + 0.01
    hard = SearchAgent(3, time_budget=None, simulations=8)
    assert hard.act(g.view(0), g.legal_actions()) == Draw(D)
    two = started(4, dice=[6, 1, 1, 1])  # with only two, the winchester now
    arrange(two, hands=[[W, D], [C, C], [D], [D]], safes=[["gold-2"], ["gold-2"], ["gold-1"], ["gold-1"]],
            stars=[0, 1, 3, 6], seat=None, step="showdown")
    assert two.s.showdown.participants == [0, 1]
    assert hard.act(two.view(0), two.legal_actions()) == Draw(W)
