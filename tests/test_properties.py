"""Properties over many seeded random games (issue: every card in one place, capacities,
wounds, bounds, termination, replay, view privacy)."""

import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from invariants import check_bounds, check_cards

from game.core.rng import Rng
from game.winter.rules import Config, new_game, replay
from game.winter.rules.actions import CallExile, EndTurn
from game.winter.rules.engine import _plain
from game.winter.rules.view import HIDDEN, scramble_hidden

VARIANTS = [{}, {"coop": True}, {"betrayer": True}, {"hardcore": True}, {"elimination": True},
            {"mature": False}]


def lively_choice(rng: Rng, legal):
    """Random, but rarely ends the turn or calls exile votes, so games go deeper than pure random."""
    pool = [a for a in legal if not isinstance(a, (EndTurn, CallExile))]
    if not pool or rng.below(100) < 12:
        return rng.choice(legal)
    return rng.choice(pool)


def play(config, seed, check=None, limit=6000):
    g = new_game(config, seed)
    rng = Rng(seed ^ 0x5EED)
    for _ in range(limit):
        if g.is_terminal():
            return g
        g.apply(lively_choice(rng, g.legal_actions()))
        if check:
            check(g)
    raise AssertionError(f"seed {seed}: game did not end in {limit} actions")


def both(g):
    check_cards(g)
    check_bounds(g)


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**31), players=st.integers(2, 5), variant=st.sampled_from(VARIANTS))
def test_invariants_hold_after_every_action(seed, players, variant):
    g = play(Config(players=players, **variant), seed, check=both)
    assert g.is_terminal()
    results = g.results()
    assert len(results) == players and all(r.reason for r in results)


def test_two_player_variant_keeps_invariants():
    for seed in range(5):
        play(Config(players=2, two_player=True), seed, check=both)


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 2**31), players=st.integers(2, 5))
def test_replaying_the_action_list_reproduces_the_game(seed, players):
    cfg = Config(players=players)
    g = play(cfg, seed)
    again = replay(cfg, seed, g.history)
    assert again.state_hash() == g.state_hash()
    assert again.s.ended_by == g.s.ended_by


def test_same_seed_same_actions_same_game_and_different_seeds_differ():
    a = play(Config(players=4), 11)
    b = play(Config(players=4), 11)
    c = play(Config(players=4), 12)
    assert a.history == b.history and a.state_hash() == b.state_hash()
    assert a.state_hash() != c.state_hash()


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 2**31), players=st.integers(2, 5), steps=st.integers(0, 150))
def test_a_view_does_not_change_when_other_seats_hidden_data_is_scrambled(seed, players, steps):
    g = new_game(Config(players=players), seed)
    rng = Rng(seed)
    for _ in range(steps):
        if g.is_terminal():
            break
        g.apply(lively_choice(rng, g.legal_actions()))
    rnd = random.Random(seed)
    for seat in range(players):
        before = _plain(g.view(seat))
        other = g.clone()
        scramble_hidden(other, seat, rnd)
        assert _plain(other.view(seat)) == before


def test_views_hide_hands_objectives_decks_and_the_rng():
    g = play(Config(players=4), 3, limit=6000) if False else new_game(Config(players=4), 3)
    v = g.view(0)
    assert v.rng.state == new_game(Config(players=4), 99).view(0).rng.state
    for p in v.players[1:]:
        assert all(c == HIDDEN for c in p.offered) and p.objective is None and not p.betrayer
    assert v.players[0].objective == g.s.players[0].objective
    assert all(c == HIDDEN for pl in v.places.values() for c in pl.deck)
    assert all(c == HIDDEN for c in v.survivor_deck + v.crossroads_deck + v.crisis_deck + v.items_gone)
