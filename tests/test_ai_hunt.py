"""The betrayer hunt: colonists call exiles on clear public evidence (and not without it),
say why in the game log, and the game-over screen tells what a betrayer did."""

import pytest
from test_ai_reasoning import loyal, scene, scores

from game.core.events import Event
from game.winter.ai.agents import make_agent
from game.winter.ai.explain import betrayer_summary, evidence, explain
from game.winter.rules.actions import CallExile, Vote
from game.winter.rules.state import Decision


def two_bad_crises(g, culprit, others):
    """The last two crises each had one wrong card; `culprit` added to both, a different
    other seat to each."""
    a, b = others
    g.s.crisis_history = [
        {"round": 1, "crisis": "x", "good": 2, "bad": 1, "need": 4, "added": {str(culprit): 1, str(a): 2},
         "hands": {}},
        {"round": 2, "crisis": "y", "good": 2, "bad": 1, "need": 4, "added": {str(culprit): 1, str(b): 2},
         "hands": {}},
    ]
    g._legal = None


def setup():
    g = scene()
    me = g.s.active
    loyal(g, me)
    others = [s for s in range(4) if s != me]
    return g, me, others


def test_a_seat_that_mismatched_two_crises_gets_called_and_the_others_do_not():
    g, me, (culprit, a, b) = setup()
    two_bad_crises(g, culprit, (a, b))
    by, _ = scores(g)
    assert by[str(CallExile(culprit))] > 0
    assert all(by[str(CallExile(s))] < 0 for s in (a, b))
    line = explain(g.view(me), CallExile(culprit))
    name = g.s.players[culprit].name
    assert line == (f"{g.s.players[me].name} calls for {name}'s exile: the last two crises each had one "
                    f"wrong card, and {name} added cards to both.")


def test_a_seat_with_no_evidence_is_not_called():
    g, me, others = setup()
    by, _ = scores(g)
    assert all(by[str(CallExile(s))] < 0 for s in others)
    assert all(not evidence(g.view(me), s) for s in others)
    # one seat's deeds are evidence against it, not against the quiet ones
    g.s.players[others[0]].deeds["exile-yes-failed"] = 1
    assert evidence(g.view(me), others[0]) and not evidence(g.view(me), others[1])


def test_only_exile_calls_and_up_votes_are_explained():
    g, me, (culprit, a, b) = setup()
    two_bad_crises(g, culprit, (a, b))
    view = g.view(me)
    assert explain(view, Vote(True)) is None  # no vote pending
    g.s.pending = [Decision("vote", a, {"motion": "exile", "target": culprit, "voters": [a, b, me, culprit],
                                        "votes": {}})]
    assert explain(g.view(a), Vote(True)).startswith(f"{g.s.players[a].name} votes for")
    assert explain(g.view(a), Vote(False)) is None


def run_ai(m, until, steps=200):
    """Let the Match's AIs play (as the window does) until an event of kind `until`."""
    for _ in range(steps):
        action = m.ai_turn_ready()
        if action is None:
            m.worker.wait(10)
            continue
        if any(e.kind == until for e in m.apply(action)):
            return True
    return False


def test_the_reason_for_an_ai_exile_call_is_in_the_match_log():
    from game.shell.match import Match, SeatSetup

    g, me, (culprit, a, b) = setup()
    two_bad_crises(g, culprit, (a, b))
    seats = [SeatSetup(f"AI {i}", False, "normal") for i in range(4)]
    m = Match(g.s.config, 1, seats, game=g)
    assert run_ai(m, "vote-called")
    notes = [x.event for x in m.log if x.event.kind == "note"]
    name = g.s.players[culprit].name
    assert notes and notes[0].private is None  # a public line
    assert notes[0].text.startswith(f"{g.s.players[me].name} calls for {name}'s exile: the last two crises")
    # up-votes are secret until the votes are shown: their reasons come after the result
    assert run_ai(m, "vote-result")
    kinds = [x.event.kind for x in m.log]
    result = kinds.index("vote-result")
    votes = [x.event.text for x in m.log if x.event.kind == "note" and " votes for " in x.event.text]
    assert all(kinds.index("note", result) > result for _ in votes)
    assert not any(" votes for " in x.event.text for x in m.log[:result] if x.event.kind == "note")


def finished_with_a_betrayer():
    g = scene()
    g.s.players[1].betrayer, g.s.players[1].objective = True, g.c.objectives_of("betrayer")[0]
    for s in (0, 2, 3):
        loyal(g, s)
    g.s.crisis_history = [
        {"round": 1, "crisis": "x", "good": 3, "bad": 2, "need": 4, "added": {"0": 2, "1": 3}, "hands": {}},
        {"round": 2, "crisis": "y", "good": 1, "bad": 0, "need": 4, "added": {"0": 1}, "hands": {}},
    ]
    g.s.players[1].deeds["refused"] = 2
    g.s.phase = "over"
    g.s.ended_by = "morale"
    events = [Event("crisis-add-private", "", {"good": False}, 1), Event("crisis-add-private", "", {"good": False}, 1),
              Event("crisis-add-private", "", {"good": True}, 1), Event("crisis-add-private", "", {"good": True}, 0)]
    return g, events


def test_the_betrayer_summary_tells_what_it_did():
    g, events = finished_with_a_betrayer()
    name = g.s.players[1].name
    assert betrayer_summary(g.s, events) == [
        f"{name} (betrayer) slipped two wrong cards into crises, withheld from one failed crisis "
        f"and refused two requests."]
    g.s.phase = "turns"
    assert betrayer_summary(g.s, events) == []  # nothing is told while the game goes on


@pytest.fixture(scope="module")
def app():
    from game.shell.app import App

    return App(headless=True)  # left open: closing quits the font module under later tests' cached fonts


def test_the_game_over_screen_shows_the_betrayer_summary(app):
    from game.shell.match import LogEntry, Match, SeatSetup
    from game.shell.menus import GameOverScene

    g, events = finished_with_a_betrayer()
    m = Match(g.s.config, 1, [SeatSetup(f"AI {i}", False, "normal") for i in range(4)], game=g)
    m.log = [LogEntry(1, e, False) for e in events]
    app.stack.reset(GameOverScene(m))
    app.ui.drawn = []
    app.stack.draw(app.ui)
    assert any(t.startswith(f"{g.s.players[1].name} (betrayer) slipped two wrong cards") for t in app.ui.drawn)


def test_an_agent_explains_only_from_the_view():
    g, me, (culprit, a, b) = setup()
    two_bad_crises(g, culprit, (a, b))
    agent = make_agent("normal", 3)
    before = agent.explain(g.view(me), CallExile(culprit))
    for p in g.s.players:  # hidden parts change: the line does not
        if p.seat != me:
            p.hand = list(reversed(p.hand))
            p.betrayer = not p.betrayer
    assert agent.explain(g.view(me), CallExile(culprit)) == before
