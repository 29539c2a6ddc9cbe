"""Mall's computer players say why they vote (attack, truck, election) and whom the
truck's card goes to: one line from public facts (game/mall/ai/explain.py), the same
whatever the others hold, told after the votes are shown, in Korean too.

4 players: seats 0-3 are red, yellow, blue, green. Points: starlet 7, bruiser 5, marksman 3.
"""

import random
import re
import sys
from pathlib import Path

import explain_kit
import pytest
from mall_kit import HQ, MARKET, PARK, answer, arrange, ask, started

from game import box
from game.core.i18n import Msg, catalog_for, set_language, tr
from game.mall.ai.agents import LEVELS, make_agent
from game.mall.ai.explain import explain, explain_msg
from game.mall.rules import Config, new_game
from game.mall.rules.actions import Dial, Pass, Truck, Vote
from game.shell.match import Match, SeatSetup

NO_HANDS = [[]] * 4
HANGUL = re.compile(r"[\uac00-\ud7a3]")
TRUCK = {"red-starlet": PARK, "yellow-starlet": PARK, "blue-bruiser": 1, "green-bruiser": 3, "red-bruiser": 1}


def normal_choice(g):
    """What Normal plays now, and its line."""
    seat = g.current_player()
    view = g.view(seat)
    agent = make_agent("normal", 1)
    action = agent.act(view, g.legal_actions())
    return action, agent.explain(view, action)


def to_the_vote(g):
    while ask(g)[1] not in ("vote", None):
        answer(g, Pass())


def test_in_the_truck_vote_it_votes_for_itself_and_says_the_winner_searches():
    g = started(4)
    arrange(g, TRUCK, hands=NO_HANDS, deck=["dash", "crowbar", "cctv-feed"], step="truck")
    assert normal_choice(g) == (Vote(0), "Player 1 votes Red, their own colour: the winner searches the truck.")


def test_in_the_truck_revote_it_picks_the_least_threat_and_says_so():
    g = started(4)
    arrange(g, TRUCK, hands=NO_HANDS, deck=["dash", "crowbar", "cctv-feed"], step="truck")
    answer(g, Vote(0), Vote(1))  # a tie: blue and green, with no one there, vote again
    assert ask(g) == (2, "vote")
    assert normal_choice(g) == (Vote(1), "Player 3 votes Yellow to search the truck: Yellow has the fewest "
                                         "points on the ballot, 7: the least threat.")


def test_the_searcher_says_whom_the_card_goes_to():
    g = started(4)
    arrange(g, TRUCK, hands=NO_HANDS, deck=["dash", "crowbar", "cctv-feed"], step="truck")
    answer(g, Vote(0), Vote(0))
    action, line = normal_choice(g)
    assert isinstance(action, Truck) and action.to == 2
    assert line == "Player 1 gives a card to Player 3: Player 3 has 5 points, as few as anyone."


def test_in_the_election_it_votes_for_itself_and_says_the_chief_sees_the_dice():
    g = started(4)
    arrange(g, {"red-starlet": HQ, "blue-marksman": HQ, "yellow-bruiser": 1, "green-bruiser": 3}, hands=NO_HANDS,
            step="election")
    assert normal_choice(g) == (Vote(0), "Player 1 votes Red, their own colour: the new chief sees where the "
                                         "zombies will come.")
    assert explain(g.view(0), Vote(2)) == ("Player 1 votes Blue for chief: Blue has the fewest points on the "
                                           "ballot, 3: the least threat.")


def attack(where, zombies=4):
    g = started(4)
    arrange(g, where, zombies={MARKET: zombies}, hands=NO_HANDS, step="attack")
    to_the_vote(g)
    assert ask(g) == (0, "vote") and g.s.ballot.purpose == "attack"
    return g


def test_in_an_attack_it_votes_the_leader_out_and_says_so():
    g = attack({"red-starlet": MARKET, "yellow-bruiser": MARKET, "blue-marksman": MARKET, "green-starlet": 1,
                "yellow-starlet": 2})
    assert normal_choice(g) == (Vote(1), "Player 1 votes Yellow out: Yellow leads with 12 points.")
    assert explain(g.view(0), Vote(0)) == "Player 1 votes their own colour, Red, out."


def test_an_attack_line_names_a_dearer_loss_than_the_leaders_or_a_close_call():
    g = attack({"red-starlet": MARKET, "yellow-marksman": MARKET, "green-bruiser": MARKET, "yellow-starlet": 2,
                "yellow-bruiser": 1})
    view = g.view(0)
    assert explain(view, Vote(1)) == "Player 1 votes Yellow out: Yellow leads with 15 points."
    assert explain(view, Vote(3)) == "Player 1 votes Green out: Green would lose at least 5 points there, Yellow only 3."
    g = attack({"red-starlet": MARKET, "yellow-bruiser": MARKET, "blue-marksman": MARKET, "yellow-starlet": 2})
    assert explain(g.view(0), Vote(2)) == "Player 1 votes Blue out: a close call; Blue has 3 points, Yellow 12."


def test_a_shared_lead_is_not_called_a_lead():
    g = attack({"red-starlet": MARKET, "yellow-starlet": MARKET, "blue-starlet": MARKET})
    assert explain(g.view(0), Vote(1)) == "Player 1 votes Yellow out: Yellow shares the lead with 7 points."


def test_out_of_characters_it_sends_its_zombie_onto_the_leader_and_says_so():
    g = started(4)
    arrange(g, {"red-starlet": MARKET, "yellow-bruiser": MARKET, "yellow-starlet": 3, "blue-bruiser": 1},
            hands=NO_HANDS, step="dials")
    assert g.current_player() == 0 and explain(g.view(0), Dial(1)) is None  # people to move: not a target
    while g.current_player() != 3:  # green is out of characters: its dial is a zombie's
        answer(g, make_agent("normal", 1).act(g.view(g.current_player()), g.legal_actions()))
    assert normal_choice(g) == (Dial(3), "Player 4 sends a zombie to Toy Shop: Yellow, with 12 points, the most of "
                                         "anyone, has people there.")  # the starlet alone there, not with red
    view = g.view(3)
    assert explain(view, Dial(1)) == ("Player 4 sends a zombie to Washrooms: a close call; Blue has 5 points and "
                                      "people there.")
    assert explain(view, Dial(PARK)) == "Player 4 sends a zombie to Car Park: a close call; nobody stands there."
    assert explain(view, Pass()) is None  # no zombie: nothing to say


def test_other_actions_have_no_line():
    g = attack({"red-starlet": MARKET, "yellow-bruiser": MARKET})
    assert explain(g.view(0), Pass()) is None
    assert explain(None, Vote(1)) is None


@pytest.mark.parametrize("level", [lv for lv in LEVELS if lv != "random"])
def test_every_computer_level_explains_itself(level):
    agent = make_agent(level, 3, **({"time_budget": None, "simulations": 2} if level == "hard" else {}))
    assert agent.explain is explain and agent.explain_msg is explain_msg


# --- from the view only ------------------------------------------------------------------------------

def explained_decisions(seed: int, players: int = 4, limit: int = 2000):
    """(game before the decision, seat, action, line) for every explained decision of a seeded Normal game."""
    agents = [make_agent("normal", seed * 10 + i) for i in range(players)]
    return explain_kit.explained_decisions(new_game(Config(players=players), seed), agents, limit)


def test_scrambled_secrets_leave_every_line_unchanged():
    spec = box.get("mall")
    rnd = random.Random(5)
    seen, changed = set(), 0
    for seed in (1, 2, 3):
        for g, seat, action, line in explained_decisions(seed, players=4 + seed % 3):
            for _ in range(2):
                other = g.clone()
                spec.scramble_hidden(other, seat, rnd)
                changed += other.s.hands != g.s.hands or other.s.box != g.s.box
                assert explain(other.view(seat), action) == line
            seen.add(g.s.ballot.purpose if isinstance(action, Vote) else type(action).__name__)
    assert seen == {"attack", "truck", "election", "Truck", "Dial"}
    assert changed  # the scramble did hide something away


# --- told in the window's log, a secret vote's only once the votes are shown ------------------------

@pytest.mark.parametrize("players, seed", [(4, 4), (6, 2)])
def test_a_vote_or_zombie_reason_reaches_the_log_only_after_the_choices_are_shown(players, seed):
    spec = box.get("mall")
    m = Match(Config(players=players), seed, [SeatSetup(f"AI {i}", False, "normal") for i in range(players)],
              spec=spec)
    told_votes = told_zombies = 0
    for _ in range(3000):
        if m.game.is_terminal():
            break
        action = m.ai_turn_ready()
        if action is None:
            m.worker.wait(10)
            continue
        start = len(m.log)
        events = m.apply(action)
        new = m.log[start:]
        notes = [x.event.text for x in new if x.event.kind == "note"]
        if any(e.kind in spec.reveal_events for e in events):
            shown_at = next(i for i, x in enumerate(new) if x.event.kind in spec.reveal_events)
            said = [i for i, x in enumerate(new) if x.event.kind == "note"]
            assert all(i > shown_at for i in said)
            told_votes += sum(" votes " in notes_ for notes_ in notes)
            told_zombies += sum(" sends a zombie " in notes_ for notes_ in notes)
        elif isinstance(action, (Vote, Dial)):
            assert not notes, f"a secret choice's reason before the choices were shown: {notes}"
        elif isinstance(action, Truck):
            assert notes and " gives a card to " in notes[0]
    assert told_votes >= 4 and (told_zombies or players == 4)


# --- Korean ------------------------------------------------------------------------------------

def parts(msg: Msg):
    yield msg.template
    for v in msg.args.values():
        if isinstance(v, Msg):
            yield from parts(v)


def written_lines(domain: str, module: str) -> set[str]:
    """Every sentence a module marks for translation (tools/i18n.py finds them as the catalogs do)."""
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tools"))
    import i18n as catalogs

    return {m for m, where in catalogs.source_strings()[domain].items() if any(module in w for w in where)}


def test_every_line_reads_in_korean():
    templates, lines = set(), []
    for seed in (1, 6):
        for g, seat, action, _line in explained_decisions(seed, players=5):
            msg = explain_msg(g.view(seat), action)
            templates |= set(parts(msg))
            lines.append(msg)
    written = written_lines("mall-rules", "game/mall/ai/explain.py")
    assert templates <= written and len(templates) >= 8
    ko = catalog_for("ko")
    assert not sorted(t for t in written if ko.gettext(t) == t)  # each has its Korean
    try:
        set_language("ko")
        assert all(tr(m) != str(m) and HANGUL.search(tr(m)) for m in lines)
    finally:
        set_language("en")
