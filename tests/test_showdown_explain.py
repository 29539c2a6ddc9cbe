"""Showdown's computer players say why they rob, duel, ride, lend a holster or blow up a
safe as they do: one line from public facts (game/showdown/ai/explain.py), the same
whatever the others hold, in the log at once, in Korean too.

4 players: 3 platforms of 3 seats (Saloon 0-2, Bank 3-5, Hotel 6-8); a faction is the
platform a star stands on.
"""

import random

import explain_kit
import pytest
from showdown_kit import answer, arrange, started
from test_mall_explain import HANGUL, parts, written_lines

from game import box
from game.core.i18n import catalog_for, set_language, tr
from game.shell.match import Match, SeatSetup
from game.showdown.ai.agents import LEVELS, make_agent
from game.showdown.ai.explain import explain, explain_msg
from game.showdown.rules import Config, new_game
from game.showdown.rules import safes as rows
from game.showdown.rules.actions import Blast, Defend, Duel, Holster, Horse, Pass, Rob

HAND = ["colt", "derringer", "winchester", "pepperbox"]


def normal_choice(g):
    """What Normal plays now, and its line."""
    seat = g.current_player()
    view = g.view(seat)
    agent = make_agent("normal", 1)
    action = agent.act(view, g.legal_actions())
    return action, agent.explain(view, action)


def three_factions(hands=(HAND, HAND, HAND, HAND)):
    """Player 1 and 4 in the Saloon, 2 in the Bank with the most safes, 3 alone in the Hotel."""
    g = started(4)
    arrange(g, hands=hands, safes=[["gold-1", "gold-2"], ["gold-3", "gold-4", "gold-5"], ["gold-6"],
                                   ["badge-1", "gold-1"]], stars=[0, 3, 6, 1])
    return g


def two_factions(hands=(HAND, HAND, HAND, HAND)):
    """Player 1 and 3 in the Saloon, 2 and 4 in the Bank."""
    g = started(4)
    arrange(g, hands=hands, safes=[["gold-1", "gold-2"], ["gold-3", "gold-4"], ["gold-6"], ["badge-1", "gold-1"]],
            stars=[0, 3, 1, 4])
    return g


def test_it_robs_the_rival_faction_with_the_most_safes_and_says_so():
    g = three_factions()
    action, line = normal_choice(g)
    assert isinstance(action, Rob) and action.target == 1
    assert line == "Player 1 robs Player 2: Player 2's faction, the Bank, holds the most safes of the rivals, 3."
    view = g.view(0)
    assert explain(view, Rob("colt", 2, 0)) == "Player 1 robs Player 3: Player 3 is in the Hotel, a rival faction."
    assert explain(view, Rob("colt", 3, 0)) == ("Player 1 robs Player 4: Player 4 is in Player 1's own faction; the "
                                                "gold stays in the Saloon, and a showdown gun would be Player 1's.")


def test_a_defender_with_no_card_is_named():
    g = two_factions(hands=(HAND, [], HAND, HAND))
    action, line = normal_choice(g)
    assert isinstance(action, Rob) and action.target == 1
    assert line == ("Player 1 robs Player 2: Player 2 is in the Bank, the rival faction, and Player 2 has no card "
                    "to answer with.")


def test_a_safe_looked_at_or_shown_to_all_is_the_reason():
    g = two_factions()
    rows.learn(g.s, 0, 1, 1)  # Player 1 looked at safe 2 of Player 2 (a peek: the table saw where)
    rows.learn(g.s, None, 3, 0)  # a badge shown to all
    view = g.view(0)
    assert explain(view, Rob("colt", 1, 1)) == "Player 1 robs Player 2: Player 1 has seen what safe 2 holds."
    assert explain(view, Rob("colt", 1, 0)) == "Player 1 robs Player 2: Player 2 is in the Bank, the rival faction."
    assert explain(view, Rob("colt", 3, 0)) == "Player 1 robs Player 4: safe 1 is Badge 1, shown to all."


def test_a_duel_says_where_a_win_takes_the_attacker():
    view = three_factions().view(0)
    assert explain(view, Duel("colt", 1)) == ("Player 1 duels Player 2: a win puts Player 1 in Player 2's seat in the "
                                              "Bank, where fewer share the win, 1 to the Saloon's 2.")
    assert explain(view, Duel("colt", 3)) == ("Player 1 duels Player 4: a win sends Player 4 out of the Saloon, "
                                              "Player 1's own faction: one fewer to share its win.")
    view = two_factions().view(0)
    assert explain(view, Duel("colt", 1)) == ("Player 1 duels Player 2: a win puts Player 1 in Player 2's seat in the "
                                              "Bank, the faction with the most safes, 4.")
    g = two_factions()
    g.s.safes[1] = ["gold-3"]
    assert explain(g.view(0), Duel("colt", 1)) == ("Player 1 duels Player 2: a win puts Player 1 in Player 2's seat in "
                                                   "the Bank, 3 safes to the Saloon's 3.")


def test_a_holster_backs_its_own_faction_or_whoever_fights_the_richest_rival():
    g = three_factions(hands=(HAND, HAND, ["holster-colt", "colt"], ["holster-colt", "colt"]))
    answer(g, Rob("colt", 1, 0), Defend("colt"))
    told = []
    while g.s.pending and g.s.pending[0].kind == "holster":
        action, line = normal_choice(g)
        if isinstance(action, Holster):
            told.append(line)
        answer(g, action)
    assert told == ["Player 4 backs Player 1 against Player 2: Player 1 is in Player 4's own faction, the Saloon.",
                    "Player 3 backs Player 2 against Player 1: Player 1's faction, the Saloon, holds the most safes "
                    "of the rivals, 4."]


def test_a_ride_says_what_the_faction_offers():
    view = two_factions().view(0)
    assert explain(view, Horse("horse-pepperbox", 4)) == "Player 1 rides to the Bank: the Bank holds the most safes, 4."
    assert explain(view, Horse("horse-pepperbox", 6)) == ("Player 1 rides to the Hotel: nobody sits in the Hotel yet: "
                                                          "its win would be Player 1's alone.")
    view = three_factions().view(0)
    assert explain(view, Horse("horse-pepperbox", 4)) == ("Player 1 rides to the Bank: fewer share the Bank's win, 1 to "
                                                          "the Saloon's 2.")


def test_a_blast_names_the_rival_faction():
    view = three_factions().view(0)
    assert explain(view, Blast(1, 0)) == ("Player 1 blows up Player 2's safe 1: Player 2's faction, the Bank, holds the "
                                          "most safes of the rivals, 3.")
    assert explain(view, Blast(3, 1)) == ("Player 1 blows up Player 4's safe 2: a close call; Player 4 is in Player 1's "
                                          "own faction.")


def test_other_actions_have_no_line():
    view = two_factions().view(0)
    assert explain(view, Pass()) is None
    assert explain(None, Rob("colt", 1, 0)) is None


@pytest.mark.parametrize("level", [lv for lv in LEVELS if lv != "random"])
def test_every_computer_level_explains_itself(level):
    agent = make_agent(level, 3, **({"time_budget": None, "simulations": 2} if level == "hard" else {}))
    assert agent.explain is explain and agent.explain_msg is explain_msg


# --- from the view only ------------------------------------------------------------------------------

def explained_decisions(seed: int, players: int = 4, limit: int = 3000, **options):
    """(game before the decision, seat, action, line) for every explained decision of a seeded Normal game."""
    agents = [make_agent("normal", seed * 10 + i) for i in range(players)]
    return explain_kit.explained_decisions(new_game(Config(players=players, **options), seed), agents, limit)


def test_scrambled_secrets_leave_every_line_unchanged():
    spec = box.get("showdown")
    rnd = random.Random(5)
    seen, changed = set(), 0
    for seed, players in ((1, 3), (2, 4), (3, 7)):
        for g, seat, action, line in explained_decisions(seed, players, horse_thief=players > 3, mystery=True):
            other = g.clone()
            spec.scramble_hidden(other, seat, rnd)
            changed += other.s.hands != g.s.hands or other.s.safes != g.s.safes
            assert explain(other.view(seat), action) == line
            seen.add(type(action).__name__)
    assert seen >= {"Rob", "Duel", "Holster", "Horse"} and changed


# --- told in the window's log ---------------------------------------------------------------------

def test_a_line_follows_its_move_in_the_log():
    spec = box.get("showdown")
    m = Match(Config(players=4), 2, [SeatSetup(f"AI {i}", False, "normal") for i in range(4)], spec=spec)
    told = 0
    for _ in range(400):
        if m.game.is_terminal():
            break
        action = m.ai_turn_ready()
        if action is None:
            m.worker.wait(10)
            continue
        start, view = len(m.log), m.game.view(m.decider())
        m.apply(action)
        new = [x.event for x in m.log[start:]]
        notes = [e.text for e in new if e.kind == "note"]
        if isinstance(action, (Rob, Duel, Horse, Holster, Blast)):
            assert new[0].kind != "note" and new[-1].kind == "note"
            assert notes == [explain(view, action)]  # told at once, after the move's own lines
            told += 1
        else:
            assert not notes
    assert told >= 3


# --- Korean ------------------------------------------------------------------------------------

def test_every_line_reads_in_korean():
    templates, lines = set(), []
    for seed, players in ((1, 4), (4, 7)):
        for g, seat, action, _line in explained_decisions(seed, players, horse_thief=True, mystery=True):
            msg = explain_msg(g.view(seat), action)
            templates |= set(parts(msg))
            lines.append(msg)
    written = written_lines("showdown-rules", "game/showdown/ai/explain.py")
    assert templates <= written and len(templates) >= 6
    ko = catalog_for("ko")
    assert not sorted(t for t in written if ko.gettext(t) == t)  # each has its Korean
    try:
        set_language("ko")
        assert all(tr(m) != str(m) and HANGUL.search(tr(m)) for m in lines)
    finally:
        set_language("en")
