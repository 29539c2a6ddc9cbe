"""The window's network side (game/net/client.py) against a real server run in this
process on 127.0.0.1 (a port the system picks), every wait bounded: two RemoteTables
host and join a Mall table and play it through act/poll; the server dies and comes
back on the same port and data, and the clients find their seats again by themselves.
Plus invitations and the kept seats file."""

from __future__ import annotations

import asyncio
import json
import logging
import queue
import socket
import threading
import time

import pytest
from websockets.asyncio.server import serve

from game.net import client as net_client
from game.net import protocol, seats_kept
from game.net.client import RemoteTable, invite, parse_invite
from game.net.server import running

SEATS = [{"kind": "person", "name": "Ann"}, {"kind": "person"}, {"kind": "ai", "level": "random"},
         {"kind": "ai", "level": "random"}]
WAIT = 15.0  # seconds any one expected change may take


class ServerThread:
    """net_server.running on its own event loop in a thread, until stop()."""

    def __init__(self, data_dir, port: int = 0, ssl_context=None):
        self.data_dir, self.port, self.ssl_context = data_dir, port, ssl_context
        self.ready, self.failed = threading.Event(), None
        self.thread = threading.Thread(target=self._main, daemon=True)
        self.thread.start()
        assert self.ready.wait(WAIT), "the server did not start"
        assert self.failed is None, self.failed

    def _main(self) -> None:
        try:
            asyncio.run(self._serve())
        except BaseException as e:  # noqa: BLE001 - reported to the test thread
            self.failed = e
            self.ready.set()

    async def _serve(self) -> None:
        self.loop, self.halt = asyncio.get_running_loop(), asyncio.Event()
        async with running(self.data_dir, port=self.port, ssl_context=self.ssl_context) as (srv, url):
            self.srv, self.url = srv, url
            self.port = int(url.rsplit(":", 1)[1])
            self.ready.set()
            await self.halt.wait()

    def stop(self) -> None:
        self.loop.call_soon_threadsafe(self.halt.set)
        self.thread.join(WAIT)
        assert not self.thread.is_alive(), "the server did not stop"


def wait_for(condition, clients, what: str, timeout: float = WAIT):
    """Poll the clients (as a frame loop would) until condition() holds."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        for c in clients:
            c.poll()
        if condition():
            return
        time.sleep(0.01)
    raise AssertionError(f"timed out waiting for {what}: " + "; ".join(
        f"{c.status} {c.error!r} counter {c.latest and c.latest['counter']}" for c in clients))


@pytest.fixture
def closing():
    made = []
    yield made
    for thing in made:
        (thing.close if isinstance(thing, RemoteTable) else thing.stop)()


def seated(url, closing):
    ann = RemoteTable.host(url, "mall", {}, SEATS, "Ann")
    closing.append(ann)
    assert ann.status == "connecting"  # returned at once
    wait_for(lambda: ann.status == "connected" and ann.latest is not None, [ann], "the host's table")
    bea = RemoteTable.join(url, ann.code.lower(), 1, "Bea")
    closing.append(bea)
    wait_for(lambda: bea.latest is not None and ann.latest["seats"][1]["name"] == "Bea", [ann, bea], "Bea seated")
    return ann, bea


def settled(peers) -> bool:
    """Both have the update of the same state, and a person is to decide (no computer busy)."""
    return len({p.latest["counter"] for p in peers}) == 1 and any(p.latest["legal"] for p in peers)


def play(peers, moves: int) -> None:
    """Whoever is offered actions plays the first one, `moves` times; both see it."""
    for _ in range(moves):
        wait_for(lambda: settled(peers) or peers[0].latest["over"], peers, "a person's turn")
        if peers[0].latest["over"]:
            return
        mover = next(p for p in peers if p.latest["legal"])
        before = mover.latest["counter"]
        mover.act(mover.latest["legal"][0])
        wait_for(lambda before=before: all(p.latest["counter"] > before for p in peers), peers, "the action seen by both")


def test_two_windows_host_join_and_play_each_seeing_only_their_seat(tmp_path, closing):
    server = ServerThread(tmp_path)
    closing.append(server)
    ann, bea = seated(server.url, closing)
    assert (ann.seat, bea.seat) == (0, 1) and ann.code == bea.code and ann.token != bea.token
    play([ann, bea], 6)
    wait_for(lambda: settled([ann, bea]), [ann, bea], "a quiet table")
    table = server.srv.tables[ann.code.replace("-", "")]
    assert table.counter() == ann.latest["counter"] == bea.latest["counter"] >= 6
    for peer in (ann, bea):
        assert peer.latest["seat"] == peer.seat
        assert peer.latest["view"] == json.loads(json.dumps(table.update_for(peer.seat)))["view"]
        assert bool(peer.latest["legal"]) == (table.decider() == peer.seat)
    assert ann.latest["view"] != bea.latest["view"]


def test_a_refused_action_is_an_error_in_words_and_the_seat_stays(tmp_path, closing):
    server = ServerThread(tmp_path)
    closing.append(server)
    ann, bea = seated(server.url, closing)
    wait_for(lambda: settled([ann, bea]), [ann, bea], "a person's turn")
    idle = next(p for p in (ann, bea) if not p.latest["legal"])
    counter = idle.latest["counter"]
    idle.act("no such action")
    wait_for(lambda: idle.error, [], "the refusal")
    assert idle.status == "connected" and idle.latest["counter"] == counter


def test_a_wrong_room_code_closes_with_the_reason(tmp_path, closing):
    server = ServerThread(tmp_path)
    closing.append(server)
    lost = RemoteTable.join(server.url, "ABCD-EFGH", 0, "Cy")
    closing.append(lost)
    wait_for(lambda: lost.status == "closed", [lost], "the refusal")
    assert "code" in lost.error and lost.token is None


def test_nobody_serving_gives_up_in_words(closing, monkeypatch):
    monkeypatch.setattr(net_client, "BACKOFF_START", 0.01)
    with socket.socket() as s:  # a port nobody listens on: bound, never listening
        s.bind(("127.0.0.1", 0))
        url = f"ws://127.0.0.1:{s.getsockname()[1]}"
        alone = RemoteTable.host(url, "mall", {}, SEATS)
        closing.append(alone)
        wait_for(lambda: alone.status == "closed", [alone], "giving up")
    assert "could not reach" in alone.error


def test_a_host_word_left_unanswered_is_not_sent_twice(closing):
    """A server that takes the word and hangs up may have made the table: no second table."""
    heard = []

    async def hang_up(ws):
        heard.append(await ws.recv())  # the hello
        heard.append(await ws.recv())  # the word that may have made a table
        await ws.close()

    async def main(ready, halt):
        async with serve(hang_up, "127.0.0.1", 0) as srv:
            ready.put(f"ws://127.0.0.1:{srv.sockets[0].getsockname()[1]}")
            await asyncio.get_running_loop().run_in_executor(None, halt.wait, WAIT)

    ready, halt = queue.Queue(), threading.Event()
    thread = threading.Thread(target=lambda: asyncio.run(main(ready, halt)), daemon=True)
    thread.start()
    try:
        host = RemoteTable.host(ready.get(timeout=WAIT), "mall", {}, SEATS)
        closing.append(host)
        wait_for(lambda: host.status == "closed", [host], "giving up")
        assert "host again" in host.error and [json.loads(h)["type"] for h in heard] == ["hello", "host"]
    finally:
        halt.set()
        thread.join(WAIT)


def test_a_spectator_watches_the_public_view_and_comes_back_by_code(tmp_path, closing):
    server = ServerThread(tmp_path)
    ann, bea = seated(server.url, closing)
    watcher = RemoteTable.join(server.url, ann.code, None, "Cy")
    closing.append(watcher)
    wait_for(lambda: watcher.latest is not None, [watcher], "the public view")
    assert watcher.seat is None and watcher.token is None and watcher.latest["legal"] == []
    table = server.srv.tables[ann.code.replace("-", "")]
    assert watcher.latest["view"] == json.loads(json.dumps(table.update_for(None)))["view"]
    port, before = server.port, watcher.latest
    server.stop()
    server = ServerThread(tmp_path, port)
    closing.append(server)
    wait_for(lambda: watcher.status == "connected" and watcher.latest is not before, [watcher], "watching again")
    assert watcher.seat is None and watcher.latest["counter"] == before["counter"]


def test_a_restarted_server_is_found_again_by_token(tmp_path, closing):
    server = ServerThread(tmp_path)
    ann, bea = seated(server.url, closing)
    play([ann, bea], 3)
    wait_for(lambda: settled([ann, bea]), [ann, bea], "a person's turn")
    before = (ann.latest, bea.latest)
    counter, views = ann.latest["counter"], (ann.latest["view"], bea.latest["view"])
    port = server.port
    server.stop()
    wait_for(lambda: ann.status == bea.status == "reconnecting", [ann, bea], "the loss noticed")
    ann.poll(), bea.poll()
    server = ServerThread(tmp_path, port)
    closing.append(server)
    wait_for(lambda: ann.status == bea.status == "connected", [ann, bea], "both back", timeout=30)
    wait_for(lambda: ann.latest is not before[0] and bea.latest is not before[1], [ann, bea], "a fresh update")
    assert ann.latest["counter"] == bea.latest["counter"] == counter
    assert (ann.seat, bea.seat) == (0, 1) and (ann.latest["view"], bea.latest["view"]) == views
    play([ann, bea], 2)  # and the table plays on
    assert ann.latest["counter"] > counter


def test_a_resumed_seat_from_a_kept_token(tmp_path, closing):
    server = ServerThread(tmp_path)
    closing.append(server)
    ann, bea = seated(server.url, closing)
    kept = tmp_path / "kept.json"
    seats_kept.keep(bea.code, server.url, bea.seat, bea.token, "mall", "Bea", path=kept)
    bea.close()
    entry = seats_kept.load(kept)[0]
    again = RemoteTable.resume(entry["url"], entry["token"])
    closing.append(again)
    wait_for(lambda: again.status == "connected" and again.latest is not None, [again], "the seat again")
    assert again.seat == 1 and again.code == ann.code and again.latest["seat"] == 1


def test_invites_read_tolerantly_and_refuse_in_words():
    assert invite("192.168.1.20", 7341, "k7px3qma") == "192.168.1.20:7341 · K7PX-3QMA"
    assert parse_invite("192.168.1.20:7341 · K7PX-3QMA") == ("ws://192.168.1.20:7341", "K7PX-3QMA")
    assert parse_invite("  ws://example.lan:9000   k7px3qma ") == ("ws://example.lan:9000", "K7PX-3QMA")
    assert parse_invite("localhost:7341 k7px - 3qma") == ("ws://localhost:7341", "K7PX-3QMA")
    assert parse_invite(invite("::1", 7341, "K7PX-3QMA")) == ("ws://[::1]:7341", "K7PX-3QMA")
    for text, words in [("K7PX-3QMA", "address"), ("192.168.1.20 K7PX-3QMA", "address"),
                        ("host:7341", "no room code"), ("host:7341 K7PX-3QM", "8 characters"),
                        ("host:7341 K0PX-3QMA", "no 0"), ("host:99999 K7PX-3QMA", "port")]:
        with pytest.raises(ValueError, match=words):
            parse_invite(text)


def test_the_client_reads_codes_as_the_server_makes_them():
    for _ in range(50):
        code = protocol.new_code()
        shown = protocol.show_code(code)
        assert parse_invite(f"h:1 {shown.lower()}")[1] == shown and protocol.read_code(shown) == code


def test_kept_seats_round_trip_and_a_damaged_file_lists_none(tmp_path, caplog):
    kept = tmp_path / "sub" / "online_seats.json"
    assert seats_kept.load(kept) == []
    seats_kept.keep("K7PX-3QMA", "ws://h:1", 0, "tok-a", "mall", "Ann", path=kept, when="2026-01-01T00:00:00+00:00")
    seats_kept.keep("AAAA-BBBB", "ws://h:1", 2, "tok-b", "mall", "Ann", path=kept, when="2026-01-02T00:00:00+00:00")
    seats_kept.keep("K7PX-3QMA", "ws://h:2", 0, "tok-a", "mall", "Ann", path=kept, when="2026-01-03T00:00:00+00:00")
    got = seats_kept.load(kept)
    assert [(e["token"], e["url"]) for e in got] == [("tok-a", "ws://h:2"), ("tok-b", "ws://h:1")]
    assert set(got[0]) == set(seats_kept.FIELDS)
    seats_kept.forget("tok-a", path=kept)
    assert [e["token"] for e in seats_kept.load(kept)] == ["tok-b"]
    for damage in ("{not json", '{"a": 1}', "\udcff"):
        kept.write_bytes(damage.encode("utf-8", "surrogateescape"))
        with caplog.at_level(logging.WARNING, logger="game.net.seats_kept"):
            caplog.clear()
            assert seats_kept.load(kept) == []
            assert "none" in caplog.text
    kept.write_text(json.dumps([{"token": "x"}, {**{f: f for f in seats_kept.FIELDS}, "when": "2020-01-01"}]))
    assert [e["token"] for e in seats_kept.load(kept)] == ["token"]
    seats_kept.keep("K7PX-3QMA", "ws://h:1", 0, "tok-c", "mall", path=kept)  # writes a sound file again
    assert [e["token"] for e in seats_kept.load(kept)] == ["tok-c", "token"]


def test_the_lobby_words_from_windows_a_watcher_sits_readies_and_the_host_starts(tmp_path, closing):
    server = ServerThread(tmp_path)
    closing.append(server)
    seats = [{"kind": "person", "name": "Ann"}, {"kind": "person"}, {"kind": "person"}]
    ann = RemoteTable.host(server.url, "mall", {}, seats, "Ann", lobby=True)
    closing.append(ann)
    wait_for(lambda: ann.latest is not None, [ann], "the lobby")
    assert ann.latest["lobby"] == {"started": False, "host": 0, "ready": [False] * 3}
    bea = RemoteTable.join(server.url, ann.code, None)
    closing.append(bea)
    wait_for(lambda: bea.latest is not None, [bea], "Bea looking")
    assert bea.seat is None and bea.token is None
    bea.sit(1, "Bea")  # returns at once, as act does
    wait_for(lambda: bea.seat == 1 and bea.token and ann.latest["seats"][1]["name"] == "Bea", [ann, bea], "Bea sat")
    bea.ready(True)
    wait_for(lambda: ann.latest["lobby"]["ready"][1], [ann, bea], "Bea ready")
    ann.start()  # seat 3 is open: refused in words, nothing changes
    wait_for(lambda: ann.error and "seat 3 is still open" in ann.error, [ann], "the refusal")
    ann.set_seat(2, "ai", "random")
    wait_for(lambda: ann.latest["presence"][2] == "computer", [ann], "the computer at seat 3")
    ann.start()
    wait_for(lambda: bea.latest["lobby"]["started"] and ann.latest["lobby"]["started"], [ann, bea], "the start")
    assert server.srv.tables[protocol.read_code(ann.code)].game.pname(1) == "Bea"
    play([ann, bea], 2)


def test_a_window_takes_back_its_quiet_decision_with_undo(tmp_path, closing):
    from test_net_server import quiet_choice

    server = ServerThread(tmp_path)
    closing.append(server)
    seats = [{"kind": "person", "name": "Ann"}, {"kind": "person", "name": "Bea"}]
    ann = RemoteTable.host(server.url, "winter", {}, seats, "Ann")
    closing.append(ann)
    wait_for(lambda: ann.latest is not None, [ann], "the table")
    bea = RemoteTable.join(server.url, ann.code, 1, "Bea")
    closing.append(bea)
    peers = [ann, bea]
    wait_for(lambda: bea.latest is not None, peers, "Bea seated")
    table = server.srv.tables[protocol.read_code(ann.code)]
    for _ in range(100):  # a quiet action where there is one until one can be taken back
        wait_for(lambda: settled(peers), peers, "a person's turn")
        mover = next(p for p in peers if p.latest["legal"])
        if mover.latest["can_undo"]:
            break
        at = mover.latest["counter"]
        mover.act(quiet_choice(table))
        wait_for(lambda at=at: all(p.latest["counter"] > at for p in peers), peers, "the action seen by both")
    assert mover.latest["can_undo"]
    before = mover.latest["counter"]
    mover.undo()  # returns at once
    wait_for(lambda: all(p.latest["counter"] == before - 1 for p in peers), peers, "the decision taken back")
    assert mover.latest["legal"]  # the same seat decides again


def test_a_client_of_another_protocol_version_is_told_in_one_line_and_the_server_says_so(
        tmp_path, closing, monkeypatch, caplog):
    server = ServerThread(tmp_path)
    closing.append(server)
    monkeypatch.setattr(protocol, "hello", lambda: {"type": "hello", "protocol": protocol.PROTOCOL + 1})
    with caplog.at_level(logging.WARNING, logger="game.net.server"):
        newer = RemoteTable.host(server.url, "mall", {}, SEATS, "Ann")
        closing.append(newer)
        wait_for(lambda: newer.status == "closed", [newer], "the refusal")
    assert newer.error.startswith(f"this server speaks protocol {protocol.PROTOCOL}, not {protocol.PROTOCOL + 1}")
    assert not server.srv.tables  # its host word after the hello was never read
    said = [r.getMessage() for r in caplog.records if "another version" in r.getMessage()]
    assert len(said) == 1 and f"not {protocol.PROTOCOL + 1}" in said[0]
