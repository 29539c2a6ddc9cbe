"""Mall's beliefs about sealed dials (game/mall/ai/determinize.py dial_odds): worlds drawn from
them stay consistent with the seat's view, they read nothing the seat cannot see, and the
chief's record and where people stand move them the right way."""

import random

from game.core.hashing import plain
from game.core.rng import Rng
from game.core.sealed import HIDDEN as SEALED
from game.mall.ai.agents import make_agent
from game.mall.ai.determinize import determinize, dial_odds
from game.mall.ai.heuristic import NORMAL
from game.mall.ai.table import Table
from game.mall.rules import Config, moves, new_game
from game.mall.rules.actions import Announce, Dial
from game.mall.rules.content import default_content
from game.mall.rules.view import scramble_hidden
from tests.mall_kit import arrange, ask, dice, started

NO_HANDS = [[], [], [], []]
WHERE = {"red-starlet": 6, "red-bruiser": 5, "yellow-starlet": 3, "yellow-bruiser": 6,
         "blue-starlet": 4, "green-starlet": 4, "green-bruiser": 5}


def dial_states(games: int = 8):
    """(game, seat) at dial steps of Normal games where others' dials are sealed to the seat."""
    for seed in range(games):
        g = new_game(Config(players=4, chief_bluff=bool(seed % 2)), seed)
        agents = [make_agent("normal", i) for i in range(4)]
        while not g.is_terminal():
            d = g.s.dials
            if g.s.step == "dials" and d is not None and d.choices:
                yield g, g.current_player()
            p = g.current_player()
            g.apply(agents[p].act(g.view(p), g.legal_actions()))


def test_worlds_drawn_from_the_dial_odds_look_to_the_seat_exactly_like_its_view():
    c = default_content()
    checked = 0
    for g, seat in dial_states():
        view = g.view(seat)
        odds = dial_odds(view, seat, c)
        for k in range(2):
            world = new_game(Config(players=4), 0)
            world.s = determinize(view, seat, c, Rng(k), NORMAL, None, 0.0, odds)
            assert plain(world.view(seat)) == plain(view)
            assert world.legal_actions() == g.legal_actions()
            for p, dist in odds.items():
                assert world.s.dials.choices[p] in dist and world.s.dials.choices[p] is not SEALED
                assert set(dist) == set(moves.dial_choices(Table(view, c, p), p))
                assert abs(sum(dist.values()) - 1) < 1e-9
            checked += 1
    assert checked > 20


def test_the_dial_odds_do_not_change_when_what_the_seat_cannot_see_is_scrambled():
    c = default_content()
    rnd = random.Random(4)
    checked = 0
    for g, seat in dial_states(6):
        other = g.clone()
        scramble_hidden(other, seat, rnd)
        a, b = dial_odds(g.view(seat), seat, c), dial_odds(other.view(seat), seat, c)
        assert a == b
        checked += bool(a)
    assert checked > 10


def chief_table(seed: int = 1, record=()):
    """Red (seat 0) newly chief and may bluff, about to dial, with a record of earlier
    announcements (round, chief, said, dialled)."""
    g = started(4, seed=seed, chief_bluff=True)
    dice(g, 1, 3, 6, 6)
    arrange(g, WHERE, hands=NO_HANDS, step="approach", chief=0, new_chief=True)
    g.s.announcements = list(record)
    assert ask(g) == (0, "dial")
    return g


def test_a_chief_caught_lying_is_believed_less():
    said, dialled = 1, 3
    odds = {}
    for name, record in (("liar", [(1, 0, 2, 4), (2, 0, 6, 3)]), ("new", []), ("honest", [(1, 0, 2, 2), (2, 0, 6, 6)])):
        g = chief_table(record=record)
        g.apply(Dial(dialled))
        g.apply(Announce(said))
        odds[name] = dial_odds(g.view(1), 1, default_content())[0][said]
    assert odds["liar"] < odds["new"] < odds["honest"]


def test_nobody_is_believed_to_dial_where_all_their_people_already_stand():
    g = chief_table()
    g.apply(Dial(3))
    g.apply(Announce(3))
    while ask(g)[0] != 3:
        g.apply(g.legal_actions()[0])
    odds = dial_odds(g.view(3), 3, default_content())
    assert 4 not in odds[2] and 4 in odds[1]  # blue's only character stands in 4: the rules forbid that dial
    # and a better place for a seat's people is believed likelier than the uniform prior gives it
    best = max(odds[1], key=odds[1].get)
    assert odds[1][best] > 1.5 / len(odds[1])
