"""A seat of an online table played in the window: a server in this process on 127.0.0.1
(a port the system picks) hosts a Mall table of one person and computer players; the
real App loop shows the Mall board over a RemoteMatch and the person's decisions are
clicked on the board, each sent to the server, whose updates come back into the board.
The board only ever holds the seat's view (never another seat's secrets). Every wait bounded."""

from __future__ import annotations

import random
import time

from board_kit import no_cut_text, set_look
from human_play import click, post_click, step
from test_net_client import ServerThread, wait_for

from game.core import snapshot
from game.core.i18n import set_language
from game.net.client import RemoteTable
from game.shell.menus import GameOverScene
from game.shell.remote_match import RemoteMatch, online_board

SEATS = [{"kind": "person", "name": "Ann"}, {"kind": "ai", "level": "random"}, {"kind": "ai", "level": "random"}]
ROUNDS = 2  # rounds the person plays through (or the game's end, whichever comes first)
SECONDS = 120.0  # the whole game's bound


def test_a_person_plays_a_mall_seat_of_a_server_table_by_clicking_the_board(window, tmp_path):
    server = ServerThread(tmp_path / "server")
    remote = RemoteTable.host(server.url, "mall", {}, SEATS, "Ann")
    try:
        wait_for(lambda: remote.latest is not None, [], "the hosted table's first update")
        app = window()
        app.settings.animation_speed = "instant"
        match = RemoteMatch(remote)
        board = online_board(match)
        app.stack.reset(board)
        assert type(board).__name__ == "MallBoard" and match.shown == remote.seat == 0
        table = next(iter(server.srv.tables.values()))
        rng = random.Random(4)
        clicks = decisions = idle = 0
        hidden = False  # some frame's full state differed from the seat's view: there were secrets to keep
        deadline = time.monotonic() + SECONDS
        while time.monotonic() < deadline:
            top = app.stack.top
            if isinstance(top, GameOverScene):
                break
            if (match.round() or 0) > ROUNDS and decisions >= 3:
                break
            if top is not board and any(key == "ok" for _, key in top.controls()):  # a reveal
                click(app, "ok")
                continue
            # the board holds the seat's view as sent, nothing more
            latest = remote.latest
            if len(match.game.history) == latest["counter"]:
                assert snapshot.encode(match.game.s) == latest["view"]
            if top is board and board.deciding():
                legal = match.game.legal_actions()
                assert legal and [str(a) for a in legal] == remote.latest["legal"]
                controls = board.controls()  # [] until the board's first frame is drawn
                idle = 0 if controls else idle + 1
                assert idle < 60, "a decision of the person offers nothing to click"
                if controls:
                    decisions += 1
                    rect, key = rng.choice(controls)
                    post_click(rect.center)
                    clicks += 1
            step(app)
            time.sleep(0.002)  # the client's thread and the server's loop take their turns
            with table._lock:
                if table.counter() == len(match.game.history):
                    hidden |= snapshot.encode(table.game.s) != snapshot.encode(match.game.s)
        else:
            raise AssertionError(f"the online game did not move on in time: round {match.round()}, "
                                 f"{decisions} decisions, status {remote.status} {remote.error!r}")
        assert decisions >= 3 and clicks >= decisions, (decisions, clicks)
        assert hidden, "the board had the whole state of the table, secrets and all"
        assert match.problem is None, match.problem
        # the board's log: the table's events this seat may see, in order, none twice or lost
        with table._lock:
            told = [(e.kind, e.text) for e in table.events if e.visible_to(0)]
        logged = [(x.event.kind, x.event.text) for x in match.log if x.event.kind != "note"]  # notes: the window's own
        assert len(logged) >= 10 and logged == told[:len(logged)]
        assert not match.can_undo() and not match.needs_curtain()
        # the pause menu saves nothing and hands no seat to a local computer: the table is the server's
        board.pause_game()
        offered = {key: on for _label, key, on in app.stack.top.items()}
        assert offered["back"] and not offered["save"] and not offered["seats"] and not offered.get("take")
    finally:
        remote.close()
        server.stop()


def wait_frames(app, condition, what: str, seconds: float = 60.0):
    """Step the App (as the window does) until condition() holds, bounded (a bound, not a
    speed: a loaded machine steps a staged fight slowly)."""
    deadline = time.monotonic() + seconds
    while not condition():
        assert time.monotonic() < deadline, f"timed out waiting for {what}"
        step(app)
        time.sleep(0.005)


def test_the_window_rests_while_another_person_decides_and_their_move_wakes_it(window, tmp_path):
    """Waiting on the server spins no frames (App.due() is None), as with a local computer
    player; the update that the other person's move brings ends the rest (App.wake)."""
    import pygame

    server = ServerThread(tmp_path / "server")
    seats = [{"kind": "person", "name": "Ann"}, {"kind": "person", "name": "Bea"}, {"kind": "ai", "level": "random"}]
    ann = RemoteTable.host(server.url, "mall", {}, seats, "Ann")
    bea = None
    try:
        wait_for(lambda: ann.latest is not None, [], "the hosted table's first update")
        app = window()
        match = RemoteMatch(ann)
        board = online_board(match)
        app.stack.reset(board)
        deadline = time.monotonic() + 30
        while match.decider() != 1:  # Ann answers whatever she is asked until Bea's seat decides
            assert time.monotonic() < deadline, "Bea's seat never came to decide"
            if match.decider() == 0 and match.is_human(0) and board.caught_up():
                match.apply(match.game.legal_actions()[0])
            step(app)
            time.sleep(0.005)
        wait_frames(app, lambda: board.caught_up() and app.stack.top is board, "the board caught up")
        step(app)
        assert app.due() is None, "the window spins frames while another person decides"
        pygame.event.clear()
        counter = match.remote.latest["counter"]
        bea = RemoteTable.join(server.url, ann.code, 1, "Bea")
        wait_for(lambda: bea.latest is not None and bea.latest["legal"], [], "Bea's decision")
        bea.act(bea.latest["legal"][0])
        wait_for(lambda: pygame.event.peek(pygame.USEREVENT), [], "the update to wake Ann's window")
        wait_frames(app, lambda: match.remote.latest["counter"] > counter and len(match.game.history) > counter,
                    "Bea's move on Ann's board")
    finally:
        for remote in (ann, bea):
            if remote is not None:
                remote.close()
        server.stop()


def strip_drawn(app) -> str | None:
    """The connection strip's words in the frame just drawn (None: no strip drawn): its
    words among those drawn (the log may have them too) and its colour across the top."""
    from game.shell.connection_strip import COLOUR, HEIGHT, online_match, strip_text

    match = online_match(app)
    text = match and strip_text(match)
    x = app.screen.get_width() // 2 - app.ui.font(16, True, text=text or "").size(text or "")[0] // 2 - app.ui.px(12)
    band = app.screen.get_at((x, app.ui.px(HEIGHT) // 2))[:3] == COLOUR  # its left end, in the strip's colour
    return text if text and text in app.ui.drawn and band else None


def logged(match) -> list[str]:
    return [str(x.event.shown()) for x in match.log if x.event.kind == "note"]


def test_another_person_dropping_out_shows_on_the_board_and_in_the_log_until_they_are_back(window, tmp_path):
    """Bruno's window closes: Ann's board says he is reconnecting, then that the computer
    plays for him (the server's takeover), and nothing once he is back; the log has a line each time."""
    import asyncio

    server = ServerThread(tmp_path / "server")
    server.srv.reconnect_seconds = 3600  # the takeover comes when the test says (below), not by the clock
    seats = [{"kind": "person", "name": "Ann"}, {"kind": "person", "name": "Bruno"}, {"kind": "ai", "level": "random"}]
    ann = RemoteTable.host(server.url, "mall", {}, seats, "Ann")
    bruno = back = None
    try:
        wait_for(lambda: ann.latest is not None, [], "the hosted table's first update")
        bruno = RemoteTable.join(server.url, ann.code, 1, "Bruno")
        wait_for(lambda: bruno.latest is not None, [], "Bruno's seat")
        app = window()
        match = RemoteMatch(ann)
        app.stack.reset(online_board(match))
        wait_frames(app, lambda: match.presence[:2] == ["here", "here"], "both people at the table")
        assert strip_drawn(app) is None and not logged(match)
        # both people are people on this board (seat tags, statistics), though only Ann decides here
        assert [s.human for s in match.seats] == [True, True, False] and not match.is_human(1)
        bruno.close()
        wait_frames(app, lambda: strip_drawn(app) == "Bruno is reconnecting…", "the strip: Bruno reconnecting")
        assert logged(match) == ["Bruno is reconnecting…"]
        set_language("ko")  # the strip speaks the player's language
        step(app)
        assert strip_drawn(app) not in (None, "Bruno is reconnecting…") and "Bruno" in strip_drawn(app)
        set_language("en")
        table = next(iter(server.srv.tables.values()))

        async def take_over():  # what the server's timer does after the table's wait
            server.srv.timers.pop((table.id, 1)).cancel()
            await server.srv._take_over(table, 1, "random")

        asyncio.run_coroutine_threadsafe(take_over(), server.loop).result(10)
        wait_frames(app, lambda: strip_drawn(app) == "The computer plays for Bruno until they are back",
                    "the strip: the computer plays for Bruno")
        assert logged(match)[-1] == "The computer plays for Bruno until they are back"
        assert not match.seats[1].human  # the computer's now
        back = RemoteTable.resume(server.url, bruno.token)
        wait_frames(app, lambda: match.presence[1] == "here", "Bruno back at the table")
        step(app)
        assert strip_drawn(app) is None and not match.away()
        assert logged(match)[-1] == "Bruno is back" and len(logged(match)) == 3
        assert match.seats[1].human
    finally:
        for remote in (ann, bruno, back):
            if remote is not None:
                remote.close()
        server.stop()


def test_the_window_says_when_its_own_connection_is_lost_and_offers_the_title_when_it_is_gone_for_good(
        window, tmp_path):
    from game.shell.connection_strip import TableClosedScene
    from game.shell.menus import TitleScene

    server = ServerThread(tmp_path / "server")
    remote = RemoteTable.host(server.url, "mall", {}, SEATS, "Ann")
    again = None
    try:
        wait_for(lambda: remote.latest is not None, [], "the hosted table's first update")
        app = window()
        match = RemoteMatch(remote)
        app.stack.reset(online_board(match))
        step(app)
        assert strip_drawn(app) is None
        server.stop()  # the server goes: the client tries again by itself
        wait_frames(app, lambda: strip_drawn(app) == "Reconnecting to the table…", "the strip: reconnecting")
        # a server on the same port that never heard of the table: the seat's token is refused, for good
        again = ServerThread(tmp_path / "elsewhere", port=server.port)
        wait_frames(app, lambda: isinstance(app.stack.top, TableClosedScene), "the message that the table is gone")
        step(app)
        assert "The table is out of reach" in app.ui.drawn and strip_drawn(app) is None
        click(app, "title")
        assert isinstance(app.stack.top, TitleScene)
    finally:
        remote.close()
        for running in (server, again):
            if running is not None and running.thread.is_alive():
                running.stop()


def test_continue_on_the_title_lists_the_online_tables_kept_and_resumes_one_or_forgets_one_gone(window, tmp_path):
    """The window that held Ann's seat closed; a new one's Continue lists her table (and a
    seat the server never heard of), resumes hers by its token onto its board, and offers
    to forget the other when the server refuses it."""
    from game.net import seats_kept
    from game.shell.menus import TitleScene
    from game.shell.online_tables import OnlineTablesScene

    server = ServerThread(tmp_path / "server")
    ann = RemoteTable.host(server.url, "mall", {}, SEATS, "Ann")
    back = None
    try:
        wait_for(lambda: ann.latest is not None, [], "the hosted table's first update")
        app = window()  # its user folder: the test's own (conftest's window sets it)
        app.to_title()
        step(app)
        assert not dict((k, on) for _, k, on in app.stack.top.items())["continue"], "nothing to continue yet"
        seats_kept.keep("ZZZZ-ZZZZ", server.url, 1, "a token the server never gave", "mall", "Ann",
                        when="2026-01-01T00:00:00+00:00")
        seats_kept.keep(ann.code, server.url, ann.seat, ann.token, "mall", "Ann")
        ann.close()  # the first window is gone; its seat is kept
        app.to_title()
        step(app)
        assert any("1 online table" in t or "2 online table" in t for t in app.ui.drawn)
        click(app, "continue")
        scene = app.stack.top
        assert isinstance(scene, OnlineTablesScene) and [e["token"] for e in scene.entries] == \
            [ann.token, "a token the server never gave"]
        step(app)
        assert any(ann.code in t for t in app.ui.drawn) and any("ZZZZ-ZZZZ" in t for t in app.ui.drawn)
        for language in ("ko", "en"):  # the list reads whole in each language
            set_look(app, 1.0, language)
            step(app)
            no_cut_text(app, f"the online tables ({language})")
        # the seat the server does not know: refused in words, then forgotten
        click(app, ("resume", 1))
        wait_frames(app, lambda: scene.problems, "the server's answer to an unknown token")
        step(app)
        assert "no longer knows this seat" in scene.problems["a token the server never gave"]
        assert scene.problems["a token the server never gave"] in app.ui.drawn
        click(app, ("forget", 1))
        assert [e["token"] for e in seats_kept.load()] == [ann.token] and len(scene.entries) == 1
        # Ann's seat: its board once the table's first update comes
        click(app, ("resume", 0))
        wait_frames(app, lambda: type(app.stack.top).__name__ == "MallBoard", "Ann's board again")
        match = app.stack.top.match
        back = match.remote
        assert match.online and back.seat == 0 and back.token == ann.token and back.status == "connected"
        table = next(iter(server.srv.tables.values()))
        assert match.remote.latest["counter"] == table.counter()
        # Quit to title lets the seat go (the others see it reconnecting); Continue still has her table
        app.stack.top.pause_game()
        click(app, "title")
        assert isinstance(app.stack.top, TitleScene) and app.stack.top.online == 1
        wait_for(lambda: back.status == "closed" and server.srv.presence(table)[0] == "reconnecting", [],
                 "the seat let go")
    finally:
        for remote in (ann, back):
            if remote is not None:
                remote.close()
        server.stop()


def test_continue_takes_back_a_seat_at_a_table_of_the_windows_own_server_started_again(window, monkeypatch):
    """A table hosted on the window's own server (its port new each run): the window closed,
    a new one's Continue starts that server again on the user folder's tables and resumes."""
    from game.net import seats_kept
    from game.shell import online_scene

    monkeypatch.setattr(online_scene, "_server", None)
    app = window()  # the user folder (and so the server's tables): the test's own
    first = online_scene.local_server()
    ann = back = None
    try:
        assert first.ready.wait(10) and not first.failed, first.failed
        ann = RemoteTable.host(first.url, "mall", {}, SEATS, "Ann")
        wait_for(lambda: ann.latest is not None, [], "the hosted table's first update")
        counter = ann.latest["counter"]
        seats_kept.keep(ann.code, first.url, ann.seat, ann.token, "mall", "Ann", local=True)
        ann.close()
        first.stop()  # the window that hosted it closed: its server with it
        monkeypatch.setattr(online_scene, "_server", None)
        app.to_title()
        click(app, "continue")
        click(app, ("resume", 0))
        wait_frames(app, lambda: type(app.stack.top).__name__ == "MallBoard", "Ann's board on the server again")
        back = app.stack.top.match.remote
        assert online_scene._server is not None and back.url == online_scene._server.url
        assert back.seat == 0 and back.token == ann.token and back.latest["counter"] >= counter
    finally:
        for remote in (ann, back):
            if remote is not None:
                remote.close()
        if online_scene._server is not None:
            online_scene._server.stop()


def test_continue_on_a_table_that_ended_meanwhile_shows_its_end_and_forgets_it(window, tmp_path):
    """Ann's seat played to the end away from the window (here by the test, over the wire);
    Continue resumes it: its end, every secret told, and the seat is no longer kept."""
    from game.net import seats_kept
    from game.shell.online_tables import OnlineTablesScene

    server = ServerThread(tmp_path / "server")
    ann = RemoteTable.host(server.url, "mall", {}, SEATS, "Ann")
    back = None
    try:
        wait_for(lambda: ann.latest is not None, [], "the hosted table's first update")
        rng = random.Random(3)
        deadline = time.monotonic() + SECONDS
        while not ann.latest["over"]:
            assert time.monotonic() < deadline, "the table did not end in time"
            counter = ann.latest["counter"]
            if ann.latest["legal"]:
                ann.act(rng.choice(ann.latest["legal"]))
            wait_for(lambda at=counter: ann.latest["counter"] > at or ann.latest["over"], [ann], "the table to move on")
        app = window()
        seats_kept.keep(ann.code, server.url, ann.seat, ann.token, "mall", "Ann")
        ann.close()
        app.to_title()
        click(app, "continue")
        assert isinstance(app.stack.top, OnlineTablesScene)
        click(app, ("resume", 0))
        wait_frames(app, lambda: isinstance(app.stack.top, GameOverScene), "the end of the table")
        match = app.stack.top.match
        back = match.remote
        assert match.told and seats_kept.load() == [], "the finished table is still offered by Continue"
        click(app, "replay")
        assert type(app.stack.top).__name__ == "ReplayScene"
    finally:
        for remote in (ann, back):
            if remote is not None:
                remote.close()
        server.stop()


def test_ctrl_z_in_an_online_window_takes_back_its_quiet_decision_and_its_log_lines(window, tmp_path, monkeypatch):
    """Undo online: the server judges (undo.py's rules); the window's log and board go back
    with the update that answers, and an update of the same counter never frees a second send."""
    import secrets

    import pygame
    from test_net_server import quiet_choice

    # The table's secret seed, fixed: a deal where Ann soon has a decision she may take
    # back (seed 4: her pick of a stetson, the game's fifth action). About one random
    # deal in four has none before the game ends, and the test would wait in vain.
    monkeypatch.setattr(secrets, "randbits", lambda bits: 4)
    server = ServerThread(tmp_path / "server")
    seats = [{"kind": "person", "name": "Ann"}, {"kind": "person", "name": "Bea"}]
    ann = RemoteTable.host(server.url, "showdown", {}, seats, "Ann")
    bea = None
    try:
        wait_for(lambda: ann.latest is not None, [], "the table")
        app = window()
        match = RemoteMatch(ann)
        board = online_board(match)
        app.stack.reset(board)
        bea = RemoteTable.join(server.url, ann.code, 1, "Bea")
        table = server.srv.tables[ann.code.replace("-", "")]
        assert table.seed == 4

        def settled():
            if app.stack.top is not board and any(key == "ok" for _, key in app.stack.top.controls()):
                click(app, "ok")  # a reveal to read
            return table.decider() == 1 or (table.decider() == 0 and app.stack.top is board and not match.waiting
                                            and len(match.game.history) == table.counter() and board.deciding())

        for _ in range(200):  # quiet decisions until Ann's last one can be taken back
            wait_frames(app, settled, "a person's decision")
            if table.decider() == 1:
                wait_for(lambda: bea.latest is not None and bea.latest["counter"] == table.counter(), [bea], "Bea")
                at = table.counter()
                bea.act(quiet_choice(table))
                wait_frames(app, lambda at=at: table.counter() > at, "Bea's move")
                continue
            if match.can_undo():
                break
            board.play(next(a for a in match.game.legal_actions() if str(a) == quiet_choice(table)))
            assert match.waiting and not match.can_undo()  # on its way: nothing more to click or take back
        assert match.can_undo()
        wait_frames(app, lambda: board.queue == [] and board.caught_up(), "the board caught up")
        counter, lines = table.counter(), len(match.log)
        text_before = [e.event.text for e in match.log]
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_z, mod=pygame.KMOD_CTRL, unicode="z"))
        wait_frames(app, lambda: len(match.game.history) == counter - 1 and not match.waiting, "the undo's update")
        assert table.counter() == counter - 1 and match.decider() == 0 and match.game.legal_actions()
        assert len(match.log) < lines and [e.event.text for e in match.log] == text_before[:len(match.log)]
        assert match.problem is None, match.problem
    finally:
        ann.close()
        if bea is not None:
            bea.close()
        server.stop()
