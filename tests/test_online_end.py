"""The end of an online game in the window: a table of each game on a server in this process
(127.0.0.1, a port the system picks), one person's seat played by the test through the
real App loop and two computer seats, to its end. The last update brings the table's
record: the game-over screen's Statistics and Replay work and the replay tells secrets
(another seat's) that the seat's view never held. Every wait bounded."""

from __future__ import annotations

import json
import random
import time

import pytest
from human_play import click, post_click, step
from test_net_client import ServerThread, wait_for

from game.net import seats_kept
from game.net.client import RemoteTable
from game.shell.menus import GameOverScene
from game.shell.remote_match import RemoteMatch, _int_keys, online_board
from game.shell.savefiles import autosave_path, crash_autosave

SEATS = [{"kind": "person", "name": "Ann"}, {"kind": "ai", "level": "random", "name": "Bruno"},
         {"kind": "ai", "level": "easy", "name": "Chen"}]
SECONDS = 120.0  # the whole game's bound


def keys(value):
    """Every dict key inside value."""
    if isinstance(value, dict):
        return [*value, *(k for v in value.values() for k in keys(v))]
    return [k for v in value for k in keys(v)] if isinstance(value, list) else []


def play_to_the_end(app, match, board, seed: int = 5, seconds: float = SECONDS):
    """Step the App, the person answering at random whenever their seat decides on the
    board, and clicking what a dialog or overlay over it offers, until the game-over
    screen is on top; returns it."""
    rng = random.Random(seed)
    deadline = time.monotonic() + seconds
    while not isinstance(app.stack.top, GameOverScene):
        assert time.monotonic() < deadline, (f"the online game did not end in time: status {match.remote.status} "
                                             f"{match.remote.error!r}, problem {match.problem!r}, "
                                             f"top {type(app.stack.top).__name__}")
        top = app.stack.top
        controls = top.controls()
        if top is not board and controls:  # a reveal's OK, a question's answers (Winter asks in dialogs)
            post_click(rng.choice(controls)[0].center)
            step(app)
            continue
        if top is board and board.caught_up() and match.is_human(match.decider()):
            match.apply(rng.choice(match.seat_game().legal_actions()))
        step(app)
        time.sleep(0.002)  # the client's thread and the server's loop take their turns
    return app.stack.top


@pytest.mark.parametrize("game_id", ["mall", "showdown", "winter"])
def test_the_end_of_an_online_game_tells_every_secret_in_statistics_and_replay(window, tmp_path, game_id):
    server = ServerThread(tmp_path / "server")
    remote = RemoteTable.host(server.url, game_id, {}, SEATS, "Ann")
    try:
        wait_for(lambda: remote.latest is not None, [], "the hosted table's first update")
        app = window()  # (the user folder: a fresh one of the test's)
        app.settings.animation_speed = "instant"
        seats_kept.keep(remote.code, server.url, remote.seat, remote.token, game_id, "Ann")
        match = RemoteMatch(remote)
        board = online_board(match)
        app.stack.reset(board)
        assert not match.told
        over = play_to_the_end(app, match, board)
        assert seats_kept.load() == [], "a finished table is still offered by Continue"
        table = next(iter(server.srv.tables.values()))
        assert match.told and match.seed == table.seed
        assert [str(a) for a in match.game.history] == [str(a) for a in table.game.history]
        assert match.game.state_hash() == table.game.state_hash()  # the whole game, not the seat's view
        assert match.seat_game() is match.game  # the board too, as a local one at the end (Match.game_as)
        # the log's events as the table made them, seat numbers as numbers again (JSON makes
        # them strings: Mall's reveal of the votes looks its seats up by number)
        logged = [(x.event.kind, x.event.data) for x in match.log if x.event.kind != "note"]
        with table._lock:
            assert logged == [(e.kind, _int_keys(json.loads(json.dumps(e.data)))) for e in table.events
                              if e.visible_to(0) and e.kind != "note"]
        assert not [k for _, d in logged for k in keys(d) if isinstance(k, str) and k.isdigit()]
        # the table is the server's: even after a crash, no local save of it (the whole game would replay now)
        assert crash_autosave(match) is None and not autosave_path().exists()
        step(app)
        live = {b.key: b.enabled for b in over.buttons}
        assert live["stats"] and live["replay"], live
        # the statistics
        click(app, "stats")
        assert type(app.stack.top).__name__ == "StatsScene"
        app.stack.pop(app.stack.top)
        # the replay: another seat's secret, which the seat's log never had
        click(app, "replay")
        replay = app.stack.top
        assert type(replay).__name__ == "ReplayScene" and len(replay.record) == table.counter()
        seen = {x.event.text for x in match.log}
        k, secret = next((k, e) for k, st in enumerate(replay.record.steps, 1) for e in st.events
                         if e.private not in (None, 0) and e.text not in seen)
        replay.go(k)
        step(app)
        told = f"({SEATS[secret.private]['name']}'s secret) {secret.shown()}"
        assert any(len(t) > 20 and told.startswith(t) for t in app.ui.drawn), "the replay does not show another seat's secret"
    finally:
        remote.close()
        server.stop()
