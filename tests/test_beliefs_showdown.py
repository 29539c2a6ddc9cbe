"""Showdown's beliefs about the safes (game/showdown/ai/determinize.py): worlds drawn from a
seat's memory of its views stay consistent with its view, the belief reads nothing the seat
cannot see, and the evidence moves it the right way."""

import random
from collections import Counter

from game.core.hashing import plain
from game.core.rng import Rng
from game.showdown.ai.determinize import HOLDUP, ROBBED, Witness, belief, determinize, safe_odds
from game.showdown.ai.heuristic import NORMAL, HeuristicAgent
from game.showdown.rules import Config, new_game
from game.showdown.rules.state import Fight
from game.showdown.rules.view import HIDDEN, scramble_hidden


def normal_game(seed: int, until: int):
    """A 4-player game played by Normal for `until` actions, every seat's witness fed the views
    it was shown (its own decisions), as Hard's agent feeds it."""
    g = new_game(Config(players=4), seed)
    agent = HeuristicAgent(seed, NORMAL)
    witnesses = {p: Witness(p) for p in range(4)}
    for _ in range(until):
        if g.is_terminal():
            break
        p = g.current_player()
        view = g.view(p)
        witnesses[p].see(view)
        g.apply(agent.act(view, g.legal_actions()))
    return g, witnesses


def test_worlds_drawn_from_the_memory_look_to_the_seat_exactly_like_its_view():
    placed = 0
    for seed in range(8):
        g, witnesses = normal_game(seed, 60 + 9 * seed)
        if g.is_terminal():
            continue
        for seat in range(4):
            view = g.view(seat)
            evidence = belief(view, seat, witnesses[seat])
            placed += len(evidence["inside"])
            for k in range(3):
                world = determinize(view, seat, g.c, Rng(k), evidence)
                game = new_game(Config(players=4), 0)
                game.s = world
                assert plain(game.view(seat)) == plain(view)
                assert game.legal_actions() == g.legal_actions() or seat != g.current_player()
                safes = [x for row in world.safes for x in row] + world.middle + world.out
                safes += [world.holdup_safe] if world.holdup_safe else []  # turned up in a holdup
                assert HIDDEN not in safes
                assert Counter(safes) == Counter(g.c.safe_pile(False))  # every safe once
    assert placed  # the memory had something to place


def test_the_belief_does_not_change_when_what_the_seat_cannot_see_is_scrambled():
    rnd = random.Random(3)
    checked = 0
    for seed in range(6):
        g, witnesses = normal_game(seed, 70)
        for seat in range(4):
            other = g.clone()
            scramble_hidden(other, seat, rnd)
            memory = witnesses[seat]
            twin = Witness(seat)
            twin.last, twin.inside, twin.kept = memory.last, list(memory.inside), set(memory.kept)
            a, b = belief(g.view(seat), seat, memory), belief(other.view(seat), seat, twin)
            assert a == b
            view, scrambled = g.view(seat), other.view(seat)
            for p in range(4):
                for i, x in enumerate(view.safes[p]):
                    if p != seat and x == HIDDEN:
                        assert safe_odds(view, seat, g.c, (p, i), a) == safe_odds(scrambled, seat, g.c, (p, i), b)
                        checked += 1
    assert checked > 20


def scene():
    """Four players at a turn: seat 0 sees its own row only."""
    g = new_game(Config(players=4), 11)
    agent = HeuristicAgent(0, NORMAL)
    while g.s.step != "turns":
        g.apply(agent.act(g.view(g.current_player()), g.legal_actions()))
    return g


def mean_gold(odds: dict, c) -> float:
    return sum(p * c.safes[x].gold for x, p in odds.items())


def test_the_holdup_safe_is_believed_in_the_row_that_took_it():
    g = scene()
    s = g.s
    w = Witness(0)
    turned = s.middle[0]
    s.step, s.holdup_safe = "holdup", s.middle.pop(0)
    w.see(g.view(0))
    s.step, s.holdup_safe = "turns", None
    s.safes[2].append(turned)
    s.guards[2].append(None)
    evidence = belief(g.view(0), 0, w)
    assert evidence["inside"] == [(2, turned, HOLDUP)]
    view = g.view(0)
    prior = safe_odds(view, 0, g.c, (2, 0), {})
    odds = safe_odds(view, 0, g.c, (2, 0), evidence)
    assert odds[turned] > prior[turned] + 0.1
    assert abs(sum(odds.values()) - 1) < 1e-9
    assert safe_odds(view, 0, g.c, (1, 0), evidence) == safe_odds(view, 0, g.c, (1, 0), {})  # other rows as before


def test_a_safe_robbed_and_kept_leans_towards_gold():
    """A robber holding three that took a fourth gave one away and kept the best three."""
    g = scene()
    s = g.s
    w = Witness(0)
    robber, robbed = 1, 2
    while len(s.safes[robber]) < 3:
        s.safes[robber].append(s.middle.pop())
        s.guards[robber].append(None)
    s.fight = Fight("robbery", robber, robbed, 0, s.hands[robber][0])
    w.see(g.view(0))
    s.fight = None
    gone = s.safes[robbed].pop(0)
    s.guards[robbed].pop(0)
    s.out.append(gone)  # the robber's row is three again: one of its four left it
    evidence = belief(g.view(0), 0, w)
    assert evidence["kept"] == {robber}
    view = g.view(0)
    assert mean_gold(safe_odds(view, 0, g.c, (robber, 0), evidence), g.c) > \
        mean_gold(safe_odds(view, 0, g.c, (robber, 0), {}), g.c) + 0.2
    worlds = [determinize(view, 0, g.c, Rng(k), evidence) for k in range(300)]
    blind = [determinize(view, 0, g.c, Rng(k), {}) for k in range(300)]

    def gold(ws):
        return sum(g.c.safes[x].gold for w in ws for x in w.safes[robber]) / len(ws)

    assert gold(worlds) > gold(blind) + 0.5


def test_a_safe_robbed_from_ones_own_row_is_believed_in_the_robbers():
    """Seat 0 knows what it lost: the robber (who held fewer than three) took it into its row."""
    g = scene()
    s = g.s
    w = Witness(0)
    robber = 2
    lost = s.safes[0][1]
    s.fight = Fight("robbery", robber, 0, 1, s.hands[robber][0])
    w.see(g.view(0))
    s.fight = None
    s.safes[robber].append(s.safes[0].pop(1))
    s.guards[robber].append(s.guards[0].pop(1))
    evidence = belief(g.view(0), 0, w)
    assert evidence["inside"] == [(robber, lost, ROBBED)]
    view = g.view(0)
    assert safe_odds(view, 0, g.c, (robber, 0), evidence)[lost] > safe_odds(view, 0, g.c, (robber, 0), {})[lost] + 0.1
    worlds = [determinize(view, 0, g.c, Rng(k), evidence) for k in range(200)]
    assert sum(lost in ws.safes[robber] for ws in worlds) > 150  # ROBBED of the time, and by chance
    # a robbery seat 0 held off teaches nothing
    w2 = Witness(0)
    s.fight = Fight("robbery", robber, 0, 0, s.hands[robber][0])
    w2.see(g.view(0))
    s.fight = None
    assert belief(g.view(0), 0, w2)["inside"] == []


def test_a_safe_seen_before_its_row_was_shuffled_is_believed_still_in_that_row():
    g = scene()
    s = g.s
    w = Witness(0)
    s.known[0].append([3, 1, s.safes[3][1]])
    w.see(g.view(0))
    seen = s.safes[3][1]
    s.known[0] = [e for e in s.known[0] if e[0] != 3]  # row 3 took a safe and was shuffled: the place is forgotten
    s.safes[3].append(s.middle.pop())
    s.guards[3].append(None)
    evidence = belief(g.view(0), 0, w)
    assert [(p, x) for p, x, _ in evidence["inside"]] == [(3, seen)]
    view = g.view(0)
    assert safe_odds(view, 0, g.c, (3, 0), evidence)[seen] > safe_odds(view, 0, g.c, (3, 0), {})[seen] + 0.1
    # and once that row loses a safe, the memory is let go
    s.safes[3].pop()
    s.guards[3].pop()
    assert belief(g.view(0), 0, w)["inside"] == []


def test_a_known_safe_robbed_is_believed_in_the_robbers_even_when_the_next_cell_shifts_into_its_place():
    """Seat 0 knows row 3's first two safes; the first is robbed, the second slides into its
    place (still known, at position 0): the robbed one is in the robber's row, not forgotten."""
    from game.showdown.rules.safes import append, learn, remove

    g = scene()
    s = g.s
    w = Witness(0)
    robber = 2
    learn(s, 0, 3, 0)
    learn(s, 0, 3, 1)
    robbed, slid = s.safes[3][0], s.safes[3][1]
    s.fight = Fight("robbery", robber, 3, 0, s.hands[robber][0])
    w.see(g.view(0))
    s.fight = None
    safe, guard = remove(s, 3, 0)
    append(s, robber, safe, guard)
    assert g.view(0).safes[3][0] == slid  # the next known cell now sits where the robbed one was
    assert (robber, robbed, ROBBED) in belief(g.view(0), 0, w)["inside"]
