"""Mall's properties over seeded random games, 3-6 players: characters, zombies and cards
conserved, capacities held, every game ends, replays reproduce, views leak nothing,
and there is always something to do until the end."""

import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from invariants import mall as invariants

from game.core.hashing import plain
from game.core.rng import Rng
from game.mall.rules import Config, new_game, replay
from game.mall.rules.view import HIDDEN, scramble_hidden

LIMIT = 5000
CONFIGS = st.builds(Config, players=st.integers(3, 6), chief_bluff=st.booleans())


def play(config, seed, steps=LIMIT, check=None):
    """A game after up to `steps` random actions (`check(g)` after each)."""
    g = new_game(config, seed)
    rng = Rng(seed ^ 0x5EED)
    for _ in range(steps):
        if g.is_terminal():
            break
        g.apply(rng.choice(g.legal_actions()))
        if check:
            check(g)
    return g


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**31), config=CONFIGS)
def test_invariants_hold_after_every_action_and_every_game_ends(seed, config):
    g = play(config, seed, check=invariants)
    assert g.is_terminal(), f"seed {seed}: no end in {LIMIT} actions"
    assert g.s.ended_by in ("gathered", "few")
    assert g.current_player() is None and g.legal_actions() == []
    results = g.results()
    assert len(results) == config.players and any(r.won for r in results)
    assert all(r.score == sum(g.ckind(cid).value for cid in r.survivors) for r in results)


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 2**31), config=CONFIGS)
def test_replaying_the_action_strings_reproduces_the_state(seed, config):
    g = play(config, seed)
    again = replay(config, seed, g.history)
    assert again.state_hash() == g.state_hash() and again.s.ended_by == g.s.ended_by


def test_the_same_seed_gives_the_same_game_and_another_seed_another():
    a, b, c = (play(Config(players=5), s) for s in (11, 11, 12))
    assert a.history == b.history and a.state_hash() == b.state_hash() != c.state_hash()


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 2**31), config=CONFIGS, steps=st.integers(0, 250))
def test_a_view_does_not_change_when_other_seats_secrets_are_scrambled(seed, config, steps):
    g = play(config, seed, steps)
    rnd = random.Random(seed)
    for seat in range(config.players):
        before = plain(g.view(seat))
        legal = g.legal_actions() if g.current_player() == seat else None
        other = g.clone()
        scramble_hidden(other, seat, rnd)
        invariants(other)
        assert plain(other.view(seat)) == before
        if legal is not None:
            assert other.legal_actions() == legal


@settings(max_examples=30, deadline=None)
@given(seed=st.integers(0, 2**31), config=CONFIGS, steps=st.integers(0, 250))
def test_views_hide_other_hands_the_deck_the_unseen_box_and_the_rng(seed, config, steps):
    g = play(config, seed, steps)
    for seat in range(config.players):
        v = g.view(seat)
        assert v.rng.state == Rng(0).state
        assert all(set(h) <= {HIDDEN} and len(h) == len(g.s.hands[p]) for p, h in enumerate(v.hands) if p != seat)
        assert v.hands[seat] == g.s.hands[seat]
        assert all(card == HIDDEN for card, mark in zip(v.deck, v.deck_marks) if mark != seat)
        assert (v.box == g.s.box) == (seat in g.s.box_seen or not g.s.box)
