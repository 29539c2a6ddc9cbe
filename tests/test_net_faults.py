"""Faults around online tables, over real sockets on 127.0.0.1, played by bot clients
(game/net/bots.py): the server killed (SIGKILL) mid-game and started again on its data,
a bot's process killed and started again with its kept token, a connection cut in the
middle of a message, and a client that never reads. Every wait is bounded."""

from __future__ import annotations

import asyncio
import base64
import functools
import os
import signal
import socket
import sqlite3
import sys
from pathlib import Path

import pytest
from test_bench_cli import bench
from websockets.asyncio.server import serve

from game import box
from game.core import snapshot
from game.net import protocol
from game.net import server as net_server
from game.net.bots import Bot, person_seats, seat_bots
from game.net.server import running
from game.net.store import FILE, load_tables, open_store

ROOT = Path(__file__).resolve().parent.parent
LIMIT = 120.0  # seconds a whole test may take
WAIT = 30.0  # seconds one awaited condition may take
PACE = (0.01, 0.03)  # the bots think a little: a game lasts long enough to be hit mid-way


ServerProcess = bench("server").ServerProcess  # the server as its own process, to be killed


def run(coro, limit: float = LIMIT):
    return asyncio.run(asyncio.wait_for(coro, limit))


async def until(condition, timeout: float = WAIT, what: str = "") -> None:
    async def poll():
        while not condition():
            await asyncio.sleep(0.01)
    try:
        await asyncio.wait_for(poll(), timeout)
    except TimeoutError:
        raise AssertionError(f"not within {timeout:g} s: {what}") from None


def stored(data: Path, table_id: str) -> dict:
    """A table as its store holds it, read with sqlite3 (the server may be dead)."""
    db = sqlite3.connect(f"file:{data / FILE}?mode=ro", uri=True)
    try:
        game, config, seed = db.execute("SELECT game, config, seed FROM tables WHERE id = ?", (table_id,)).fetchone()
        actions = [a for (a,) in db.execute("SELECT action FROM actions WHERE table_id = ? ORDER BY n", (table_id,))]
    finally:
        db.close()
    import json
    return {"game": game, "config": json.loads(config), "seed": int(seed), "actions": actions}


def replay(table: dict, upto: int | None = None):
    spec = box.get(table["game"])
    return spec.replay(spec.config_from_dict(table["config"]), table["seed"], table["actions"][:upto])


def counter(bots) -> int:
    return max((b.latest["counter"] for b in bots if b.latest), default=0)


def check_acknowledged(bots, table: dict) -> None:
    """What the clients were told is what the store holds: every acknowledged action at
    its place, and each client's last view is the replay of the stored actions up to it."""
    actions = table["actions"]
    for bot in bots:
        for n, action in bot.acked:
            assert n < len(actions) and actions[n] == action, f"acknowledged action {n} ({action}) not stored"
        if bot.latest is not None:
            seen = bot.latest["counter"]
            assert seen <= len(actions)
            game = replay(table, seen)
            assert bot.latest["view"] == snapshot.encode(game.view(bot.seat)), "a client saw a state not stored"
    # the store runs ahead of what anyone saw by at most the action in flight (four people, no computer)
    assert len(actions) <= counter(bots) + 1


def check_end(bots, table: dict) -> None:
    assert all(b.over for b in bots), "a client never saw the game over"
    record = bots[0].record
    assert record["actions"] == table["actions"]
    assert replay(table).is_terminal()
    assert replay(table).state_hash() == replay({**table, "actions": record["actions"]}).state_hash()
    check_acknowledged(bots, table)


# --- the server killed and started again ----------------------------------------------------
@pytest.mark.parametrize("game_id", ["mall", "showdown", "winter"])
def test_a_server_killed_mid_game_comes_back_as_it_was_and_the_bots_finish(tmp_path, game_id):
    data = tmp_path / "data"
    server = ServerProcess(data)
    url = server.start()

    async def main():
        bots = await seat_bots(url, game_id, 4, players=4, pace=PACE, seed=3, timeout=LIMIT)
        table_id = protocol.read_code(bots[0].code)
        kills = []
        for point in (8, 30, 55):
            await until(lambda point=point: counter(bots) >= point or bots[0].over, what=f"action {point}")
            if bots[0].over:
                break
            await asyncio.to_thread(server.kill)
            before = stored(data, table_id)
            check_acknowledged(bots, before)
            store = open_store(data)  # the tables as a restart loads them
            try:
                restarted = load_tables(store)[table_id]
            finally:
                store.close()
            assert restarted.game.state_hash() == replay(before).state_hash()
            assert restarted.counter() == len(before["actions"])
            kills.append(before)
            await asyncio.to_thread(server.start)  # the same port, the same data
        await asyncio.gather(*(b.task for b in bots))
        assert len(kills) >= 2, "the game ended before the server was killed twice"
        final = stored(data, table_id)
        check_end(bots, final)
        for before in kills:  # the game went on from exactly where the kill left it
            assert final["actions"][:len(before["actions"])] == before["actions"]
        assert all(b.reconnects >= len(kills) for b in bots), "a bot did not come back by itself"
        assert not [e for b in bots for e in b.errors if not e.startswith("the table has moved on")]

    try:
        run(main())
    finally:
        server.kill()


# --- a bot killed and started again -----------------------------------------------------------
def test_a_bot_process_killed_comes_back_with_its_token_and_finishes(tmp_path):
    async def main():
        async with running(tmp_path / "data") as (srv, url):
            kw = {"pace": PACE, "timeout": LIMIT}
            host = Bot.host(url, "mall", person_seats("mall", 4), **{k: v for k, v in kw.items() if k == "pace"})
            host.start(LIMIT)
            await until(host.seated.is_set, what="hosted")
            bots = [host] + [Bot.join(url, host.code, seat, pace=PACE, seed=seat) for seat in (1, 2)]
            for bot in bots[1:]:
                bot.start(LIMIT)
            table = srv.tables[protocol.read_code(host.code)]
            kept = tmp_path / "seat3.token"
            command = [sys.executable, "-m", "game.net.bots", url, "--join", host.code, "--seat", "3",
                       "--token-file", str(kept), "--pace", *map(str, PACE), "--timeout", str(LIMIT)]

            async def bot_process():
                return await asyncio.create_subprocess_exec(*command, cwd=ROOT, stdout=asyncio.subprocess.PIPE)

            proc = await bot_process()
            await until(lambda: table.counter() >= 20, what="20 actions with the bot process playing")
            proc.send_signal(signal.SIGKILL)
            await asyncio.wait_for(proc.wait(), WAIT)
            await until(lambda: srv.presence(table)[3] == "reconnecting", what="seat 3 seen reconnecting")
            stalled_at = table.counter()
            assert kept.exists()
            proc = await bot_process()  # the same token file: it resumes seat 3
            out, _ = await asyncio.wait_for(proc.communicate(), LIMIT)
            assert proc.returncode == 0 and b"over:" in out, out
            await asyncio.gather(*(b.task for b in bots))
            assert table.over() and table.counter() > stalled_at
            assert table.seats[3]["kind"] == "person", "the computer took the seat: the bot did not come back"
            check_end(bots, stored(tmp_path / "data", table.id))

    run(main())


def test_a_bot_whose_connection_is_cut_or_whose_client_dies_gets_its_seat_back(tmp_path):
    async def main():
        async with running(tmp_path / "data") as (srv, url):
            bots = await seat_bots(url, "mall", 4, pace=PACE, seed=5, timeout=LIMIT)
            table = srv.tables[protocol.read_code(bots[0].code)]
            await until(lambda: table.counter() >= 4, what="4 actions")
            bots[1].cut()  # the network drops: the bot resumes by itself
            await until(lambda: bots[1].reconnects >= 1 and srv.presence(table)[1] == "here", what="bot 1 back")
            await until(lambda: table.counter() >= 12, what="12 actions")
            gone = bots[2]
            gone.kill()  # this client is dead; a new one comes with its token
            await asyncio.gather(gone.task, return_exceptions=True)
            back = Bot.resume(url, gone.token, pace=PACE, seed=9)
            back.start(LIMIT)
            bots[2] = back
            await asyncio.gather(*(b.task for b in bots))
            assert back.seat == 2 and back.acked, "the new client did not play seat 2"
            assert table.over() and all(s["kind"] == "person" for s in table.seats)
            final = stored(tmp_path / "data", table.id)
            check_end(bots, final)
            for n, action in gone.acked:  # what the dead client was told is kept too
                assert final["actions"][n] == action

    run(main())


# --- raw sockets: a message cut in half, a client that never reads -------------------------------
def frame(text: str) -> bytes:
    """One masked WebSocket text frame, as a client sends it."""
    data, mask = text.encode(), os.urandom(4)
    n = len(data)
    size = bytes([0x80 | n]) if n < 126 else bytes([0x80 | 126]) + n.to_bytes(2, "big")
    return bytes([0x81]) + size + mask + bytes(b ^ mask[i % 4] for i, b in enumerate(data))


async def raw_open(url: str, rcvbuf: int | None = None):
    """A TCP connection through the WebSocket handshake, then ours to misuse."""
    host, port = url.removeprefix("ws://").rsplit(":", 1)
    sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    if rcvbuf:  # a small window fills fast
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, rcvbuf)
    sock.setblocking(False)
    await asyncio.wait_for(asyncio.get_running_loop().sock_connect(sock, (host, int(port))), WAIT)
    reader, writer = await asyncio.open_connection(sock=sock, limit=1024)
    key = base64.b64encode(os.urandom(16)).decode()
    writer.write(f"GET / HTTP/1.1\r\nHost: {host}:{port}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
                 f"Sec-WebSocket-Key: {key}\r\nSec-WebSocket-Version: 13\r\n\r\n".encode())
    head = await asyncio.wait_for(reader.readuntil(b"\r\n\r\n"), WAIT)
    assert head.startswith(b"HTTP/1.1 101"), head
    return reader, writer


def test_a_connection_cut_mid_message_harms_no_one(tmp_path):
    async def main():
        async with running(tmp_path / "data") as (srv, url):
            bots = await seat_bots(url, "mall", 4, pace=PACE, seed=7, timeout=LIMIT)
            table = srv.tables[protocol.read_code(bots[0].code)]
            for point in (5, 20, 35):
                await until(lambda point=point: table.counter() >= point or table.over(), what=f"action {point}")
                # a spectator: its join whole, then half a frame, then gone
                _, writer = await raw_open(url)
                writer.write(frame(protocol.dump(protocol.join(bots[0].code, None))))
                await until(lambda: len(srv.watchers[table.id]) == 5, what="the spectator seated")
                half = frame(protocol.dump(protocol.act("x" * 200, table.counter())))
                writer.write(half[:len(half) // 2])
                await writer.drain()
                writer.close()
                await until(lambda: len(srv.watchers[table.id]) <= 4, what="the cut connection let go")
                _, writer = await raw_open(url)  # a frame header only, never seated
                writer.write(frame("{")[:3])
                writer.close()
            await asyncio.gather(*(b.task for b in bots))
            check_end(bots, stored(tmp_path / "data", table.id))
            assert all(b.reconnects == 0 for b in bots), "a cut stranger's connection dropped a player"
            again = await seat_bots(url, "mall", 4, seed=8, timeout=LIMIT)  # the server still hosts
            await asyncio.gather(*(b.task for b in again))
            assert all(b.over for b in again)

    run(main())


def test_a_client_that_never_reads_holds_only_its_own_table_until_the_takeover(tmp_path, monkeypatch):
    # keepalive pings every 0.5 s (20 s in the real server) find the silent client out sooner
    monkeypatch.setattr(net_server, "serve", functools.partial(serve, ping_interval=0.5, ping_timeout=0.5))
    options = {"takeover_level": "random"}

    async def main():
        async with running(tmp_path / "data", reconnect_seconds=1) as (srv, url):
            # table C: bots at seats 0, 2, 3; seat 1 a person who never reads (nor acts)
            host = Bot.host(url, "mall", person_seats("mall", 4), options, pace=PACE)
            host.start(LIMIT)
            await until(host.seated.is_set, what="hosted")
            silent_seat = await raw_open(url, rcvbuf=4096)
            silent_seat[1].write(frame(protocol.dump(protocol.join(host.code, 1))))
            c_bots = [host] + [Bot.join(url, host.code, seat, pace=PACE, seed=seat) for seat in (2, 3)]
            for bot in c_bots[1:]:
                bot.start(LIMIT)
            c_table = srv.tables[protocol.read_code(host.code)]
            # tables A (watched by a silent spectator) and B, played meanwhile
            a_bots = await seat_bots(url, "mall", 4, pace=PACE, seed=11, options=options, timeout=LIMIT)
            silent_watcher = await raw_open(url, rcvbuf=4096)
            silent_watcher[1].write(frame(protocol.dump(protocol.join(a_bots[0].code, None))))
            b_bots = await seat_bots(url, "mall", 4, pace=PACE, seed=12, options=options, timeout=LIMIT)
            others = a_bots + b_bots
            await asyncio.gather(*(b.task for b in others + c_bots))
            assert c_table.seats[1]["kind"] == "ai", "the silent seat was never taken over"
            assert c_table.over() and all(b.over for b in others + c_bots)
            # the other tables went on meanwhile: every action of theirs answered, none slow
            for bot in others:
                assert len(bot.rtts) == len(bot.acked) > 0
            slow = [r for b in others for r in b.rtts if r > net_server.SEND_TIMEOUT / 2]
            assert not slow, f"{len(slow)} round trips held up behind a silent client"
            assert not [e for b in others + c_bots for e in b.errors]
            for reader_writer in (silent_seat, silent_watcher):
                reader_writer[1].close()

    run(main())
