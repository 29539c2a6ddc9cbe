"""The one game loop (issue 13): sim, benchmarks and tests all play through core.loop."""

import pytest

from game.core.loop import agent_inputs, decide, play
from game.sim import play_one
from game.winter.ai.agents import make_agent
from game.winter.rules import Config, new_game
from game.winter.rules.view import HIDDEN
from game.winter.spec import SPEC as WINTER


class Endless:
    """A game that never ends: one seat, one legal action."""

    def __init__(self):
        self.applied = 0

    def is_terminal(self):
        return False

    def current_player(self):
        return 0

    def legal_actions(self):
        return ["wait"]

    def view(self, seat):
        raise AssertionError("a random agent needs no view")

    def apply(self, action):
        self.applied += 1


def test_play_counts_actions_and_reports_every_decision():
    g = new_game(Config(players=3), 4)
    agents = [make_agent(level, 40 + i) for i, level in enumerate(("random", "easy", "normal"))]
    seen = []
    n = play(g, agents, on_decision=lambda seat, action, seconds: seen.append((seat, str(action), seconds)))
    assert g.is_terminal() and n == len(g.history) == len(seen)
    assert [text for _, text, _ in seen] == g.history
    assert all(seconds >= 0 for *_, seconds in seen)


def test_same_game_with_or_without_the_callback_and_as_the_simulator_plays_it():
    cfg = Config(players=4, betrayer=True)
    runs = []
    for hook in (None, lambda *_: None):
        g = new_game(cfg, 9)
        play(g, [make_agent("normal", 9 * 31 + i) for i in range(4)], on_decision=hook)
        runs.append(g.history)
    assert runs[0] == runs[1] == play_one(WINTER, cfg, 9, ["normal"])[0].history


def test_a_game_past_max_actions_is_an_error():
    g = Endless()
    with pytest.raises(RuntimeError, match="no end after 50 actions"):
        play(g, [make_agent("random", 1)], max_actions=50)
    assert g.applied == 50


def test_an_agent_that_needs_no_view_gets_none_the_others_their_view():
    g = new_game(Config(players=4), 2)
    seat = g.current_player()
    assert agent_inputs(g, seat, make_agent("random", 1)) == (None, g.legal_actions())
    view, legal = agent_inputs(g, seat, make_agent("normal", 1))
    assert view is not None and view is not g.s and legal == g.legal_actions()
    assert decide(g, seat, make_agent("normal", 1)) in legal


class Watcher:
    """An agent that also watches play pass (core.loop.tell)."""

    def __init__(self, inner):
        self.inner, self.seen = inner, []

    def act(self, view, legal):
        return self.inner.act(view, legal)

    def observe(self, seat, view, events):
        self.seen.append((seat, view, events))


def test_a_watching_agent_is_shown_every_view_of_its_seat_and_the_events_it_may_see_alone():
    cfg = Config(players=3)
    plain = new_game(cfg, 4)
    play(plain, [make_agent("normal", 40 + i) for i in range(3)])
    g = new_game(cfg, 4)
    agents = [make_agent("normal", 40 + i) for i in range(3)]
    agents[1] = watcher = Watcher(agents[1])
    n = play(g, agents)
    assert g.history == plain.history  # watching changes nothing of the game
    assert len(watcher.seen) == n + 1 and {seat for seat, _, _ in watcher.seen} == {1}  # the start, then each action
    views = [view for _, view, _ in watcher.seen]
    others = [c for v in views for p in v.players if p.seat != 1 for c in p.hand]
    assert others and set(others) == {HIDDEN}  # its seat's view: no other hand shown
    assert any(c != HIDDEN for v in views for p in v.players if p.seat == 1 for c in p.hand)
    private = [e.private for _, _, events in watcher.seen for e in events if e.private is not None]
    assert private and set(private) == {1}  # its own secrets, no one else's
