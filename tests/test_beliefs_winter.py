"""Winter's beliefs (game/winter/ai/determinize.py with suspicion.posterior): worlds drawn from
them stay consistent with the seat's view, they read nothing the seat cannot see, and the
betrayer's deeds and refused requests move them the right way."""

import random
from collections import Counter

from test_ai_protocol import random_states
from test_ai_reasoning import check_a_world
from winter_kit import started

from game.core.rng import Rng
from game.winter.ai import determinize as sampler
from game.winter.ai.determinize import determinize, refusals
from game.winter.ai.suspicion import posterior
from game.winter.rules.view import scramble_hidden


def requested(g, requester: int, kind: str = "food") -> None:
    """`requester` asked for `kind` this round and nobody gave (public: last_request)."""
    g.s.players[requester].last_request = (g.s.round, kind, False)


def test_worlds_drawn_after_refused_requests_look_to_the_seat_exactly_like_its_view():
    checked = 0
    for n, (g, seat) in enumerate(random_states(60, every=7, seed=900)):
        if g.s.phase == "over" or any(d.kind == "give" for d in g.s.pending):
            continue
        requested(g, (seat + 1) % len(g.s.players))
        checked += bool(refusals(check_a_world(g, seat, n), seat))
    assert checked > 10


def test_the_belief_does_not_change_when_what_the_seat_cannot_see_is_scrambled():
    rnd = random.Random(6)
    checked = 0
    for g, seat in random_states(80, every=5, seed=901):
        if g.s.config.cooperative or g.s.players[seat].betrayer:
            continue
        requested(g, (seat + 1) % len(g.s.players))
        other = g.clone()
        scramble_hidden(other, seat, rnd)
        a, b = g.view(seat), other.view(seat)
        assert posterior(a, seat) == posterior(b, seat)
        assert refusals(a, seat) == refusals(b, seat)
        checked += 1
    assert checked > 20


def betrayer_counts(g, seat: int, worlds: int = 400) -> Counter:
    view = g.view(seat)
    odds = posterior(view, seat)
    return Counter(next((p.seat for p in determinize(view, seat, g.c, Rng(k), odds).players if p.betrayer), None)
                   for k in range(worlds))


def loyal_table():
    g = started(players=4, betrayer=True)
    for p in g.s.players:  # seat 0 is loyal: it knows it is not the betrayer
        if p.seat == 0 and p.betrayer:
            p.objective, p.betrayer = "pantry-stash", False
    return g


def test_a_seat_that_slipped_a_wrong_card_into_a_crisis_is_sampled_as_the_betrayer_more_often():
    g = loyal_table()
    before = betrayer_counts(g, 0)
    g.s.crisis_history = [{"round": 1, "crisis": "x", "good": 3, "bad": 1, "need": 4,
                           "added": {"0": 2, "1": 0, "2": 2, "3": 0}}]  # only seat 2 could have slipped it
    after = betrayer_counts(g, 0)
    assert after[2] > 2 * before[2]
    assert after[1] < before[1] and after[3] < before[3]
    assert 0 not in after  # never the seat itself


def test_a_refused_request_deals_the_refusers_fewer_cards_of_the_kind_asked_for(monkeypatch):
    g = loyal_table()
    kind = "food"

    def held(worlds: int = 300) -> float:
        view = g.view(0)
        total = 0
        for k in range(worlds):
            w = determinize(view, 0, g.c, Rng(k), posterior(view, 0))
            total += sum(g.c.items[x].type == kind for p in w.players if p.seat in (2, 3) for x in p.hand)
        return total / worlds

    none = held()
    requested(g, 1, kind)
    assert refusals(g.view(0), 0) == {2: kind, 3: kind}  # every other seat holding cards declined
    measured = held()
    monkeypatch.setattr(sampler, "REFUSED_KEEPS", 0.0)
    assert held() == 0  # with full trust in the evidence, the refusers hold none
    assert measured < none
