"""The table server over real WebSockets on 127.0.0.1 (a port the system picks), each
test bounded in time: a Mall table with two people and two computer seats, played,
refused, flooded, resumed, watched and restarted."""

from __future__ import annotations

import asyncio
import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest
from websockets.asyncio.client import connect
from websockets.exceptions import ConnectionClosed

from game import box
from game.core.i18n import Msg, set_language
from game.net import protocol as p
from game.net import server as net_server
from game.net.server import running

ROOT = Path(__file__).resolve().parent.parent
SEATS = [{"kind": "person", "name": "Ann"}, {"kind": "person"}, {"kind": "ai", "level": "random"},
         {"kind": "ai", "level": "random"}]
WAIT = 10.0  # seconds any one message may take


def run(coro, limit: float = 60.0):
    return asyncio.run(asyncio.wait_for(coro, limit))


class Peer:
    """One test client: its messages as dicts (and the raw text, for the secrecy checks)."""

    def __init__(self, ws):
        self.ws, self.raw, self.last = ws, [], None

    async def send(self, msg) -> None:
        await self.ws.send(p.dump(msg) if isinstance(msg, dict) else msg)

    async def recv(self, timeout: float = WAIT) -> dict:
        text = await asyncio.wait_for(self.ws.recv(), timeout)
        self.raw.append(text)
        msg = json.loads(text)
        if msg["type"] == "update":
            self.last = msg
        return msg

    async def expect(self, kind: str) -> dict:
        msg = await self.recv()
        assert msg["type"] == kind, msg
        return msg

    async def current(self, table, after: int = -1) -> dict:
        """The update showing the table as it stands (past action `after`), once the
        computer seats are done."""
        while True:
            msg = await self.recv()
            if (msg["type"] == "update" and after < msg["counter"] == table.counter()
                    and (table.over() or table.seats[table.decider()]["kind"] == "person")):
                return msg

    async def drain(self, quiet: float = 0.2) -> None:
        """Read on until nothing comes for `quiet` seconds (updates may repeat a state)."""
        try:
            while True:
                await self.recv(quiet)
        except TimeoutError:
            pass

    async def silent(self, wait: float = 0.3) -> None:
        with pytest.raises(TimeoutError):
            await self.recv(wait)


async def seated(url, srv):
    """Ann hosts the table, Bea joins seat 1 by its code; both see the table as it stands."""
    host = Peer(await connect(url))
    await host.send(p.host("mall", SEATS))
    hosted = await host.expect("hosted")
    assert re.fullmatch(r"[A-Z2-9]{4}-[A-Z2-9]{4}", hosted["code"]) and hosted["seat"] == 0
    table = srv.tables[hosted["code"].replace("-", "")]
    guest = Peer(await connect(url))
    await guest.send(p.join(hosted["code"].lower(), 1, "Bea"))
    joined = await guest.expect("joined")
    assert joined["seat"] == 1 and joined["token"] != hosted["token"]
    while (await host.current(table))["seats"][1]["name"] != "Bea":  # the update after Bea sat down
        pass
    await guest.current(table)
    await host.drain()
    await guest.drain()
    return host, guest, table, hosted["token"], joined["token"]


async def play(peers, table, moves: int) -> None:
    """The deciding person plays their first legal action `moves` times."""
    for _ in range(moves):
        decider = peers[table.decider()]
        before = table.counter()
        await decider.send(p.act(decider.last["legal"][0], decider.last["counter"]))
        for peer in peers.values():
            await peer.current(table, before)
        assert table.counter() > before


def test_seats_hosted_without_a_name_keep_the_games_usual_names(tmp_path):
    async def body():
        async with running(tmp_path) as (srv, url):
            host, _guest, table, _, _ = await seated(url, srv)
            usual = box.get("mall").make_config(4)
            names = [s["name"] for s in host.last["seats"]]
            assert names == ["Ann", "Bea", usual.player_name(2), usual.player_name(3)] and all(names)
            assert [table.game.pname(i) for i in (2, 3)] == names[2:]  # the log's lines name them too

    run(body())


def test_two_people_play_each_seeing_only_their_own_seat(tmp_path):
    async def body():
        async with running(tmp_path) as (srv, url):
            host, guest, table, _, _ = await seated(url, srv)
            assert guest.last["seats"][1]["name"] == "Bea" and host.last["seats"][1]["name"] == "Bea"
            peers = {0: host, 1: guest}
            await play(peers, table, 8)
            for seat, peer in peers.items():
                assert peer.last["seat"] == seat
                assert peer.last["view"] == json.loads(json.dumps(table.update_for(seat)))["view"]
                assert bool(peer.last["legal"]) == (table.decider() == seat)
            assert host.last["view"] != guest.last["view"]
            for text in host.raw + guest.raw:
                assert "seed" not in json.loads(text) and str(table.seed) not in text
            await host.ws.close()
            await guest.ws.close()

    run(body())


def test_refused_messages_change_nothing_and_keep_the_connection(tmp_path):
    async def body():
        async with running(tmp_path) as (srv, url):
            host, guest, table, _, _ = await seated(url, srv)
            peers = {0: host, 1: guest}
            decider, other = peers[table.decider()], peers[1 - table.decider()]
            legal, counter = decider.last["legal"], decider.last["counter"]
            refusals = [
                (other, p.act(legal[0], counter), "not your decision"),
                (decider, p.act("dance wildly", counter), "cannot read"),
                (decider, p.act(legal[0], counter - 1), "moved on"),
                (decider, '{"type": "act", "action": ', "not JSON"),
                (decider, p.dump(p.resume("x" * (p.MAX_BYTES + 10))), "too long"),
                (decider, {"type": "shout"}, "unknown message type"),
                (decider, p.host("mall", SEATS), "at a table already"),
            ]
            for sender, msg, words in refusals:
                state = table.game.state_hash()
                await sender.send(msg)
                reply = await sender.expect("error")
                assert words in reply["message"], (words, reply)
                assert table.game.state_hash() == state and table.counter() == counter
                await (guest if sender is host else host).silent(0.1)
            await play(peers, table, 1)  # both connections still play

    run(body())


def test_a_table_that_cannot_be_is_refused_in_words(tmp_path):
    async def body():
        async with running(tmp_path) as (srv, url):
            peer = Peer(await connect(url))
            ai = {"kind": "ai", "level": "random"}
            for seats, options, words in [
                (SEATS, {}, "unknown game"),
                (SEATS * 2, {}, "for 3 to 6 players"),
                ([ai] * 4, {}, "needs a person"),
                ([*SEATS[:3], {"kind": "ai", "level": "genius"}], {}, "not 'genius'"),
                ([*SEATS[:3], {"kind": "robot"}], {}, "not 'robot'"),
                (SEATS, {"chief_bluff": "maybe"}, "no value 'maybe'"),
                (SEATS, {"speed": 3}, "unknown option"),
                ([*SEATS[:3], "seat"], {}, "each seat is an object"),
                (SEATS, {"reconnect_seconds": "soon"}, "a number of seconds"),
                (SEATS, {"takeover_level": "genius"}, "not 'genius'"),
            ]:
                game = "chess" if words == "unknown game" else "mall"
                await peer.send(p.host(game, seats, options))
                assert words in (await peer.expect("error"))["message"], words
            await peer.send(p.join("ZZZZ-ZZZZ", None))
            reply = await peer.expect("error")
            assert "no table has the code" in reply["message"]
            set_language("ko")  # a window in Korean shows it in Korean: the words come whole
            try:
                assert p.words(reply) == "코드가 'ZZZZ-ZZZZ'인 테이블이 없습니다"
            finally:
                set_language("en")
            await peer.send(p.act("pass", 0))
            assert "host or join a table first" in (await peer.expect("error"))["message"]
            assert srv.tables == {}

    run(body())


def test_a_flood_is_rate_limited_and_garbage_hangs_up(tmp_path):
    async def body():
        async with running(tmp_path) as (srv, url):
            host, guest, table, _, _ = await seated(url, srv)
            state = table.game.state_hash()
            for _ in range(net_server.BURST + 10):
                await guest.send(p.ping())
            replies = [await guest.recv() for _ in range(net_server.BURST + 10)]
            slowed = [m for m in replies if m["type"] == "error"]
            assert slowed and all("slow down" in m["message"] for m in slowed)
            assert sum(m["type"] == "pong" for m in replies) >= net_server.BURST - 2  # the join took one

            assert table.game.state_hash() == state
            await host.send(p.ping())  # the other player is untouched
            assert (await host.recv())["type"] == "pong"

            noisy = Peer(await connect(url))  # a fresh connection, well within the rate: only garbage
            for _ in range(net_server.MAX_BAD + 5):
                try:
                    await noisy.send("garbage")
                except ConnectionClosed:
                    break
            messages = []
            with pytest.raises(ConnectionClosed):
                while True:
                    messages.append(await noisy.recv())
            assert messages == [p.error("message is not JSON")] * net_server.MAX_BAD + [p.bye(Msg("too many bad messages"))]
            assert noisy.ws.close_code == 1008
            assert table.game.state_hash() == state
            await host.send(p.ping())  # the other player is untouched
            assert (await host.recv())["type"] == "pong"

    run(body())


def test_a_token_brings_its_holder_back_to_the_same_seat(tmp_path):
    async def body():
        async with running(tmp_path) as (srv, url):
            host, guest, table, _, token = await seated(url, srv)
            await guest.ws.close()
            if table.decider() == 0:  # the table moves on while Bea is away
                await play({0: host}, table, 1)
            back = Peer(await connect(url))
            await back.send(p.resume(token))
            assert (await back.expect("joined"))["seat"] == 1
            update = await back.current(table)
            assert update["seat"] == 1 and update["counter"] == table.counter()
            assert update["view"] == json.loads(json.dumps(table.update_for(1)))["view"]

            thief = Peer(await connect(url))
            await thief.send(p.join(table.id, 1))
            assert "taken" in (await thief.expect("error"))["message"]
            await thief.send(p.resume("not-a-token"))
            assert "not known" in (await thief.expect("error"))["message"]
            await play({0: host, 1: back}, table, 2)

    run(body())


async def until(peer, check, limit: float = WAIT) -> dict:
    """Read `peer`'s messages until an update passes `check`."""
    async with asyncio.timeout(limit):
        while True:
            msg = await peer.recv()
            if msg["type"] == "update" and check(msg):
                return msg


def test_a_dropped_person_is_reconnecting_then_the_computer_plays_until_they_come_back(tmp_path):
    async def body():
        async with running(tmp_path, reconnect_seconds=0.5) as (srv, url):
            host, guest, table, _, token = await seated(url, srv)
            assert host.last["presence"] == guest.last["presence"] == ["here", "here", "computer", "computer"]
            start, deciders = table.counter(), []  # who decided each action from here on
            apply = table.game.apply
            table.game.apply = lambda action: (deciders.append(table.decider()), apply(action))[1]

            await guest.ws.close()
            await until(host, lambda m: m["presence"][1] == "reconnecting")
            taken = await until(host, lambda m: m["presence"][1] == "computer")
            assert taken["seats"][1] == {"name": "Bea", "kind": "ai", "level": "normal"}
            for _ in range(30):  # the table goes on: the computer plays Bea's decisions
                if 1 in deciders:
                    break
                if table.decider() != 0:
                    await until(host, lambda m: m["counter"] == table.counter() and table.decider() == 0)
                await play({0: host}, table, 1)
            assert 1 in deciders and not table.over()

            back = Peer(await connect(url))
            await back.send(p.resume(token))
            assert (await back.expect("joined"))["seat"] == 1
            seen = await until(host, lambda m: m["presence"][1] == "here")
            assert seen["seats"][1] == {"name": "Bea", "kind": "person", "level": None}
            await back.current(table)
            for _ in range(30):  # on to Bea's next decision: it waits for her
                if table.decider() == 1:
                    break
                await play({0: host, 1: back}, table, 1)
            assert table.decider() == 1
            before = table.counter()
            await asyncio.sleep(0.8)  # longer than the takeover wait: no computer plays her seat now
            assert table.counter() == before and back.last["legal"]
            await play({0: host, 1: back}, table, 1)
            assert deciders[before - start] == 1 and table.seats[1]["kind"] == "person"

    run(body())


def test_the_host_chooses_the_takeover_wait_within_bounds_and_the_level(tmp_path):
    async def body():
        async with running(tmp_path) as (srv, url):
            for asked, level, kept in ((1, "hard", 5.0), (90, "easy", 90.0), (10**9, "random", 3600.0)):
                peer = Peer(await connect(url))
                await peer.send(p.host("mall", SEATS, {"reconnect_seconds": asked, "takeover_level": level}))
                code = (await peer.expect("hosted"))["code"]
                assert srv.takeovers[p.read_code(code)] == net_server.Takeover(kept, level)
                await peer.ws.close()

    run(body())


class Stalled:
    """A connection that never takes a message (its send waits forever)."""

    def __init__(self):
        self.aborted = asyncio.Event()
        self.transport = self

    async def send(self, text) -> None:
        await asyncio.Event().wait()

    def abort(self) -> None:
        self.aborted.set()


def test_a_stalled_connection_holds_no_table_and_is_dropped_after_the_send_timeout(tmp_path, monkeypatch):
    monkeypatch.setattr(net_server, "SEND_TIMEOUT", 3.0)

    async def body():
        async with running(tmp_path) as (srv, url):
            host, guest, table, _, _ = await seated(url, srv)
            stalled = srv._open(Stalled())
            srv._sit(stalled, table, None)  # watching the table, taking nothing
            began = asyncio.get_running_loop().time()
            await play({0: host, 1: guest}, table, 3)
            assert asyncio.get_running_loop().time() - began < 2.0  # never waited for the stalled one
            await asyncio.wait_for(stalled.ws.aborted.wait(), 6.0)
            assert stalled not in srv.watchers[table.id]
            await play({0: host, 1: guest}, table, 1)

    run(body())


def test_a_spectator_sees_only_the_public_view_and_cannot_act(tmp_path):
    async def body():
        async with running(tmp_path) as (srv, url):
            host, guest, table, _, _ = await seated(url, srv)
            watcher = Peer(await connect(url))
            await watcher.send(p.join(table.id, None))
            assert (await watcher.expect("joined")) == p.joined(p.show_code(table.id), None, None)
            seen = await watcher.current(table)
            assert seen["seat"] is None and seen["legal"] == []
            assert seen["view"] == json.loads(json.dumps(table.update_for(None)))["view"]
            assert seen["view"] not in (host.last["view"], guest.last["view"])
            legal = (host if table.decider() == 0 else guest).last["legal"]
            await watcher.send(p.act(legal[0], table.counter()))
            assert "spectator" in (await watcher.expect("error"))["message"]
            await play({0: host, 1: guest}, table, 1)
            assert (await watcher.current(table))["counter"] == table.counter()

    run(body())


def test_a_restarted_server_has_every_table_as_it_was_and_tokens_still_work(tmp_path):
    tokens = []
    async def first_run():
        async with running(tmp_path) as (srv, url):
            host, guest, table, host_token, guest_token = await seated(url, srv)
            await play({0: host, 1: guest}, table, 4)
            tokens.extend((host_token, guest_token))
            return table.id, table.game.state_hash(), table.counter(), host_token, guest_token

    async def second_run(table_id, state, counter, host_token, guest_token):
        async with running(tmp_path) as (srv, url):
            table = srv.tables[table_id]
            assert table.game.state_hash() == state and table.counter() == counter
            assert [s["name"] for s in table.seats[:2]] == ["Ann", "Bea"]
            peers = {}
            for seat, token in ((0, host_token), (1, guest_token)):
                peers[seat] = Peer(await connect(url))
                await peers[seat].send(p.resume(token))
                assert (await peers[seat].expect("joined"))["seat"] == seat
                assert (await peers[seat].current(table))["counter"] == counter
            await play(peers, table, 2)
            thief = Peer(await connect(url))  # the seats are still taken after the restart
            await thief.send(p.join(table_id, 1))
            assert "taken" in (await thief.expect("error"))["message"]

    run(second_run(*run(first_run())))
    assert [f.name for f in tmp_path.iterdir() if not f.name.startswith("tables.sqlite3")] == []  # one store
    stored = b"".join(f.read_bytes() for f in tmp_path.iterdir())
    assert stored.count(b"Ann") and not any(t.encode() in stored for t in tokens)  # the hashes only


def _cli(*args, **kw):
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    return subprocess.run([sys.executable, "-m", "game", *args], cwd=ROOT, env=env, capture_output=True,
                          text=True, timeout=60, **kw)


def test_the_rate_limit_refills_at_its_rate_up_to_its_burst():
    now = [0.0]
    limit = net_server.RateLimit(rate=10, burst=3, clock=lambda: now[0])
    assert [limit.allow() for _ in range(4)] == [True, True, True, False]
    now[0] += 0.1  # one message's worth
    assert [limit.allow() for _ in range(2)] == [True, False]
    now[0] += 100
    assert sum(limit.allow() for _ in range(10)) == 3


def test_serve_command_line_help_and_a_bad_port():
    shown = _cli("serve", "--help")
    assert shown.returncode == 0 and "--port" in shown.stdout and "0.0.0.0" in shown.stdout
    for port in ("99999", "seven", "-1"):
        bad = _cli("serve", "--port", port, "--data", "unused")
        assert bad.returncode == 2
        assert f"expected a port number from 0 to 65535 (0: any free port), got '{port}'" in bad.stderr


def test_the_window_start_up_does_not_load_websockets():
    probe = "import sys, game.__main__ as m; m.build_parser(); print('websockets' in sys.modules)"
    out = subprocess.run([sys.executable, "-c", probe], cwd=ROOT, capture_output=True, text=True, timeout=60)
    assert out.stdout.strip() == "False", out.stderr


@pytest.mark.parametrize("stop, inherited", [("SIGINT", "default"), ("SIGINT", "ignored"), ("SIGTERM", "default")])
def test_serve_runs_until_interrupted(tmp_path, stop, inherited):
    """The real command: it announces its address, answers a client, and stops cleanly on
    Ctrl+C or a service manager's SIGTERM, also when started from a shell's background job
    (SIGINT inherited as ignored: Python then raises no KeyboardInterrupt of its own)."""
    import signal

    def start():
        if inherited == "ignored":
            signal.signal(signal.SIGINT, signal.SIG_IGN)

    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    proc = subprocess.Popen([sys.executable, "-m", "game", "serve", "--port", "0", "--data", str(tmp_path)],
                            cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                            preexec_fn=start)
    try:
        line = proc.stdout.readline()
        url = re.search(r"ws://127\.0\.0\.1:\d+", line).group(0)

        async def ping():
            async with connect(url) as ws:
                await ws.send(p.dump(p.hello()))
                return json.loads(await asyncio.wait_for(ws.recv(), WAIT))

        assert run(ping()) == p.welcome(box.ids())
        proc.send_signal(getattr(signal, stop))
        assert proc.wait(timeout=30) == 0
        assert "server stopped" in proc.stdout.read()
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait(timeout=10)


# --- the lobby: a table that waits for its host's start --------------------------------------
LOBBY = [{"kind": "person", "name": "Ann"}, {"kind": "person"}, {"kind": "person"}, {"kind": "ai", "level": "random"}]


def lobby_state(srv, table) -> tuple:
    """What a refused lobby word must leave as it was."""
    return (table.started, [dict(s) for s in table.seats], list(table.ready), table.counter(),
            dict(table.config_dict), sorted(s for t, s in srv.held if t == table.id), srv.presence(table))


async def refused(peer, msg, words: str) -> None:
    await peer.send(msg)
    while (reply := await peer.recv())["type"] != "error":
        pass
    assert words in reply["message"], reply


async def settle(*peers) -> None:
    for peer in peers:
        await peer.drain()


async def open_lobby(url, srv, options=None):
    """Ann hosts a Mall lobby of three people's seats and a computer's; Bea looks, then sits at seat 1."""
    host = Peer(await connect(url))
    await host.send(p.host("mall", LOBBY, options or {}, "Ann", lobby=True))
    hosted = await host.expect("hosted")
    first = await host.expect("update")
    assert first["lobby"] == {"started": False, "host": 0, "ready": [False] * 4}
    assert first["presence"] == ["here", "open", "open", "computer"] and first["counter"] == 0
    table = srv.tables[p.read_code(hosted["code"])]
    guest = Peer(await connect(url))
    await guest.send(p.join(hosted["code"], None))
    assert (await guest.expect("joined"))["seat"] is None
    assert (await guest.expect("update"))["seat"] is None
    await guest.send(p.sit(1, "Bea"))
    sat = await guest.expect("joined")
    assert sat["seat"] == 1 and sat["token"] and sat["code"] == hosted["code"]
    seen = await until(host, lambda m: m["presence"][1] == "here")
    assert seen["seats"][1]["name"] == "Bea" and not seen["lobby"]["started"]
    await settle(host, guest)
    return host, guest, table, hosted["token"], sat["token"]


def test_a_lobby_waits_for_its_hosts_start_and_the_game_begins_with_the_joiners_names(tmp_path):
    async def body():
        async with running(tmp_path) as (srv, url):
            host, guest, table, _, _ = await open_lobby(url, srv)
            assert table.counter() == 0 and not table.started  # no computer moved, nothing played
            await refused(host, p.act("pass", 0), "has not started")
            watcher = Peer(await connect(url))
            await watcher.send(p.join(table.id, None))
            await watcher.expect("joined")
            await settle(host, guest, watcher)
            before = lobby_state(srv, table)
            for peer, msg, words in (
                    (watcher, p.sit(1, "Cy"), "seat 2 is taken: Bea sits there"),
                    (watcher, p.sit(3, "Cy"), "seat 4 is not a person's seat"),
                    (watcher, p.sit(2, "bea"), "called bea already"),
                    (guest, p.sit(2, "Bea"), "you sit at seat 2 already"),
                    (watcher, p.ready(True), "sit first"),
                    (guest, p.start(), "only the host"),
                    (guest, p.seat(2, "ai", "easy"), "only the host"),
                    (watcher, p.seat(2, "ai", "easy"), "only the host"),
                    (host, p.seat(0, "ai", "easy"), "the host's own seat"),
                    (host, p.seat(1, "ai", "easy"), "seat 2 is taken"),
                    (host, p.seat(2, "ai", "genius"), "the computer plays at"),
                    (host, p.seat(2, "robot"), "a person or the computer"),
                    (host, p.start(), "seat 3 is still open: wait for someone or give it to the computer")):
                await refused(peer, msg, words)
                assert lobby_state(srv, table) == before, msg
            await guest.send(p.ready(True))
            assert (await until(host, lambda m: m["lobby"]["ready"][1]))["lobby"]["ready"] == [False, True, False, False]
            await host.send(p.seat(2, "ai", "easy"))
            assert (await until(guest, lambda m: m["presence"][2] == "computer"))["seats"][2]["level"] == "easy"
            await host.send(p.seat(2, "person"))  # a person's seat again: open
            await until(guest, lambda m: m["presence"][2] == "open")
            await host.send(p.seat(2, "ai", "hard", "Chen"))
            assert (await until(guest, lambda m: m["presence"][2] == "computer"))["seats"][2]["name"] == "Chen"
            assert table.counter() == 0
            await host.send(p.start())
            started = await until(guest, lambda m: m["lobby"]["started"])
            assert started["lobby"]["host"] == 0
            names = ["Ann", "Bea", table.seats[2]["name"], table.seats[3]["name"]]
            assert table.config_dict["names"] == names and table.started
            assert [table.game.pname(i) for i in range(4)] == names  # the log's lines name the joiner
            assert srv.store.tables()[0]["config"]["names"] == names  # stored
            await settle(host, guest, watcher)
            after = lobby_state(srv, table)
            for peer, msg, words in ((host, p.start(), "started already"), (guest, p.ready(False), "started already"),
                                     (host, p.seat(2, "person"), "started already")):
                await refused(peer, msg, words)
            assert lobby_state(srv, table)[:3] == after[:3]

    run(body())


def test_a_table_hosted_without_a_lobby_starts_at_once_as_before(tmp_path):
    async def body():
        async with running(tmp_path) as (srv, url):
            host, _guest, table, _, _ = await seated(url, srv)
            assert host.last["lobby"] == {"started": True, "host": 0, "ready": [False] * 4} and table.started
            await refused(host, p.start(), "started already")
            await refused(host, p.ready(True), "started already")

    run(body())


def test_a_restarted_server_keeps_each_lobby_and_each_tables_takeover(tmp_path):
    async def first_run():
        async with running(tmp_path) as (srv, url):
            host, guest, table, host_token, guest_token = await open_lobby(
                url, srv, {"reconnect_seconds": 30, "takeover_level": "hard"})
            await guest.send(p.ready(True))
            await host.send(p.seat(2, "ai", "easy"))
            await until(host, lambda m: m["presence"][2] == "computer")
            plain = Peer(await connect(url))
            await plain.send(p.host("mall", SEATS, {"reconnect_seconds": 45, "takeover_level": "easy"}))
            other = p.read_code((await plain.expect("hosted"))["code"])
            return table.id, other, host_token, guest_token

    async def second_run(table_id, other, host_token, guest_token):
        async with running(tmp_path) as (srv, url):
            table = srv.tables[table_id]
            assert not table.started and table.counter() == 0
            assert [(s["name"], s["kind"], s["level"]) for s in table.seats[:3]] == [
                ("Ann", "person", None), ("Bea", "person", None), (table.seats[2]["name"], "ai", "easy")]
            assert srv.takeovers[table_id] == net_server.Takeover(30.0, "hard")
            assert srv.takeovers[other] == net_server.Takeover(45.0, "easy")
            assert srv.tables[other].started
            host = Peer(await connect(url))
            await host.send(p.resume(host_token))
            assert (await host.expect("joined"))["seat"] == 0
            first = await host.expect("update")
            assert first["lobby"]["started"] is False and first["presence"][1] == "reconnecting"
            await host.send(p.start())  # Bea holds her seat (a token): it is not open
            await until(host, lambda m: m["lobby"]["started"])
            assert table.game.pname(1) == "Bea"
            guest = Peer(await connect(url))
            await guest.send(p.resume(guest_token))
            assert (await guest.expect("joined"))["seat"] == 1

    run(second_run(*run(first_run())))


def test_the_host_sits_at_the_person_seat_it_chooses(tmp_path):
    async def body():
        async with running(tmp_path) as (srv, url):
            peer = Peer(await connect(url))
            await refused(peer, p.host("mall", LOBBY, name="Ann", seat=3), "seat 4 is not one")
            await refused(peer, p.host("mall", LOBBY, name="Ann", seat=9), "seat 10 is not one")
            assert srv.tables == {}
            await peer.send(p.host("mall", LOBBY, name="Cy", lobby=True, seat=2))
            assert (await peer.expect("hosted"))["seat"] == 2
            update = await peer.expect("update")
            assert update["lobby"]["host"] == 2 and update["seats"][2]["name"] == "Cy"
            assert update["presence"] == ["open", "open", "here", "computer"]

    run(body())


def quiet_choice(table) -> str:
    """A legal action that the rules of undo would let its person take back, else the first."""
    from game.shell import undo

    legal = table.game.legal_actions()
    for action in legal:
        game = table.game.clone()
        before = undo.moment(table.spec, game)
        events = game.apply(action)
        if undo.quiet(table.spec, action, events, before, undo.moment(table.spec, game)):
            return str(action)
    return str(legal[0])


def test_a_person_takes_back_a_quiet_decision_and_every_connection_sees_the_table_before_it(tmp_path):
    seats = [{"kind": "person", "name": "Ann"}, {"kind": "person", "name": "Bea"}]
    async def body():
        async with running(tmp_path) as (srv, url):
            ann = Peer(await connect(url))
            await ann.send(p.host("winter", seats, name="Ann"))
            code = (await ann.expect("hosted"))["code"]
            table = srv.tables[p.read_code(code)]
            bea = Peer(await connect(url))
            await bea.send(p.join(code, 1, "Bea"))
            await bea.expect("joined")
            peers = {0: ann, 1: bea}
            for peer in peers.values():
                await peer.current(table)
            for _ in range(200):  # a quiet action where there is one (else the first) until one can be taken back
                seat = table.decider()
                if table.can_undo(seat) or table.over():
                    break
                before = table.counter()
                await peers[seat].send(p.act(quiet_choice(table), before))
                for peer in peers.values():
                    await peer.current(table, before)
            assert table.can_undo(seat)
            await settle(ann, bea)
            assert peers[seat].last["can_undo"] and not peers[1 - seat].last["can_undo"]
            counter = table.counter()
            await refused(peers[1 - seat], p.undo(counter), "nothing to take back")
            await refused(peers[seat], p.undo(counter - 1), "moved on")
            assert table.counter() == counter
            await peers[seat].send(p.undo(counter))
            for peer in peers.values():
                back = await until(peer, lambda m: m["counter"] == counter - 1)
                assert back["events"] == []  # nothing new: the action's lines are the ones to drop
            assert [a for a in srv.store.tables()[0]["actions"]] == [str(a) for a in table.game.history]
            await play(peers, table, 2)  # and the table goes on from there

    run(body())


def test_a_joiner_gives_up_a_lobby_seat_and_it_is_open_again_its_token_forgotten(tmp_path):
    async def body():
        async with running(tmp_path) as (srv, url):
            host, guest, table, _, token = await open_lobby(url, srv)
            await guest.send(p.ready(True))
            await until(host, lambda m: m["lobby"]["ready"][1])
            await refused(host, p.stand(), "the host's own seat")
            await guest.send(p.stand())
            seen = await until(host, lambda m: m["presence"][1] == "open")
            assert seen["lobby"]["ready"][1] is False and seen["seats"][1]["name"] == "Player 2"
            assert (table.id, 1) not in srv.held and srv.store.tokens() == srv.tokens
            assert all(s != (table.id, 1) for s in srv.store.tokens().values())
            await refused(guest, p.stand(), "no seat to give up")  # watching again
            thief = Peer(await connect(url))
            await thief.send(p.resume(token))
            assert "not known" in (await thief.expect("error"))["message"]
            await guest.send(p.sit(1, "Bea"))  # and anyone (Bea again) may sit there
            assert (await guest.expect("joined"))["seat"] == 1
            await host.send(p.seat(2, "ai", "easy"))
            await host.send(p.start())
            await until(guest, lambda m: m["lobby"]["started"])
            await refused(guest, p.stand(), "started already")

    run(body())


def test_a_finished_table_leaves_memory_when_its_people_leave_and_comes_back_for_them(tmp_path):
    """Ten thousand games through one server must not all stay in memory: a finished table
    nobody is at is kept in the store only; a restart does not load it; a seat token or
    the code brings its end (with the record) back."""
    async def first_run():
        async with running(tmp_path) as (srv, url):
            host, guest, table, host_token, _ = await seated(url, srv)
            peers = {0: host, 1: guest}
            while not table.over():
                await play(peers, table, 1)
            assert table.id in srv.tables  # someone is still at it
            await host.ws.close()
            await guest.ws.close()
            for _ in range(100):
                if table.id not in srv.tables:
                    break
                await asyncio.sleep(0.05)
            assert table.id not in srv.tables and table.id not in srv.locks and table.id not in srv.watchers
            return table.id, table.game.state_hash(), host_token

    async def second_run(table_id, state, host_token):
        async with running(tmp_path) as (srv, url):
            assert table_id not in srv.tables  # not replayed at start
            back = Peer(await connect(url))
            await back.send(p.resume(host_token))
            assert (await back.expect("joined"))["seat"] == 0
            end = await back.expect("update")
            assert end["over"] and end["record"]["actions"] and srv.tables[table_id].game.state_hash() == state
            watcher = Peer(await connect(url))
            await watcher.send(p.join(table_id, None))
            await watcher.expect("joined")
            assert (await watcher.expect("update"))["over"]

    run(second_run(*run(first_run())))
