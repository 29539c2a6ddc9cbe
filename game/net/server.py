"""The table server: WebSocket connections around the tables (table.py) and their store.

Each connection speaks for at most one seat of one table (or watches, with no seat):
the seat its `host`, `join` or `resume` gave it, never another. Every client word
passes protocol.parse first; a refused one gets an error reply and changes nothing.
After an accepted action (stored before it is applied, by the table) the computer seats
play on a worker thread, and every connection of the table gets its own update_for,
with each seat's presence. Updates are made under the table's lock and queued; each
connection's own writer sends them (bounded by SEND_TIMEOUT), so a slow client holds
no table. A person whose connection drops shows as "reconnecting"; after the table's
wait (host option reconnect_seconds) the computer plays the seat until they resume
with their token, and the seat is theirs again from its next decision.

A table hosted as a lobby (host{..., lobby: true}) waits for its host's start{}:
watchers (join with seat null) sit at open person seats, say they are ready, the host
gives open seats to the computer (seat{}), and no takeover clock runs before the start.

    python -m game serve --port 7341 --data DIR [--host 127.0.0.1]

The default host, 127.0.0.1, takes only this machine's connections; --host 0.0.0.0
opens the server to the local network (and beyond, wherever the port is forwarded).
"""

from __future__ import annotations

import asyncio
import hashlib
import logging
import secrets
import time
from contextlib import asynccontextmanager
from dataclasses import dataclass, field
from pathlib import Path

from websockets.asyncio.server import serve
from websockets.exceptions import ConnectionClosed

from game import box
from game.core.i18n import Msg
from game.net import protocol
from game.net.store import load_tables, open_store
from game.net.table import Table, TableError

log = logging.getLogger("game.net.server")

RATE, BURST = 20.0, 40  # messages per second a connection may send, and its burst
MAX_BAD = 20  # refused messages (malformed, oversize, over the rate) before the server hangs up
WIRE_MAX = 4 * protocol.MAX_BYTES  # larger frames close the connection; between the two, an error reply
AI_BATCH = 20  # computer decisions per worker-thread trip: the players see the table move in steps
SEND_TIMEOUT = 10.0  # a connection that does not take a message in this long is dropped
OUTBOX = 128  # messages waiting for a connection: one this far behind is dropped
MAX_TABLES = 10_000  # the server refuses new tables past this (memory: see bench/tables.py)
RECONNECT_SECONDS = 60.0  # how long a dropped person's seat waits before the computer plays it
RECONNECT_RANGE = (5, 3600)  # what a host may choose (host option reconnect_seconds)
TAKEOVER_LEVEL = "normal"  # the computer that plays an absent person's seat (host option takeover_level)
# a seat's presence, in every update: a person connected, a dropped person within the timeout,
# the computer (a computer seat, or an absent person's), a person's seat no one has taken yet
PRESENCE = ("here", "reconnecting", "computer", "open")


def token_hash(token: str) -> str:
    return hashlib.sha256(token.encode("utf-8", "surrogatepass")).hexdigest()  # any JSON text, lone surrogates too


class RateLimit:
    """A token bucket: `rate` messages a second on average, `burst` at once."""

    def __init__(self, rate: float = RATE, burst: int = BURST, clock=time.monotonic):
        self.rate, self.burst, self.clock = rate, burst, clock
        self.tokens, self.at = float(burst), clock()

    def allow(self) -> bool:
        now = self.clock()
        self.tokens = min(self.burst, self.tokens + (now - self.at) * self.rate)
        self.at = now
        if self.tokens < 1:
            return False
        self.tokens -= 1
        return True


@dataclass(eq=False)
class Client:
    """One connection: the table and seat it speaks for (seat None: watching)."""

    ws: object
    table: Table | None = None
    seat: int | None = None
    since: int = 0  # the table's events this connection has been sent
    limit: RateLimit = field(default_factory=RateLimit)
    bad: int = 0
    bye: Msg = Msg("too many bad messages")  # what the server says when it hangs up on the connection
    # what is said to it waits here, in order, for its writer task (Server._write): whoever
    # speaks to a connection never waits for it, so a slow one holds no table
    outbox: asyncio.Queue = field(default_factory=lambda: asyncio.Queue(OUTBOX))
    writer: asyncio.Task | None = None


@dataclass
class Takeover:
    """A table's rule for a dropped person: wait `seconds`, then the computer at `level` plays."""

    seconds: float = RECONNECT_SECONDS
    level: str = TAKEOVER_LEVEL


class Server:
    """The tables of one data directory and the connections playing them.
    `reconnect_seconds` overrides every table's takeover wait (tests)."""

    def __init__(self, data_dir, reconnect_seconds: float | None = None):
        self.data_dir = Path(data_dir)
        self.data_dir.mkdir(parents=True, exist_ok=True)
        self.store = open_store(self.data_dir)
        self.tables: dict[str, Table] = load_tables(self.store)
        # seat tokens, by their SHA-256 (the store keeps only that): a token brings its holder
        # back to the same seat, also after a restart; one token per seat, so a taken seat stays taken
        self.tokens: dict[str, tuple[str, int]] = self.store.tokens()
        self.held: set[tuple[str, int]] = set(self.tokens.values())  # person seats someone has a token for
        self.watchers: dict[str, set[Client]] = {}
        self.locks: dict[str, asyncio.Lock] = {}  # one change of a table at a time
        # per table, kept in the store with it (a table from before that gets the defaults)
        self.takeovers: dict[str, Takeover] = {t.id: Takeover(**t.takeover) for t in self.tables.values()
                                               if t.takeover}
        self.reconnect_seconds = reconnect_seconds
        self.timers: dict[tuple[str, int], asyncio.TimerHandle] = {}  # dropped seats awaiting the computer
        self.ended: set[str] = set()  # tables in memory known to be over (and stored as such)
        self.tasks: set[asyncio.Task] = set()

    def start(self) -> None:
        """In the event loop: after a restart every held person seat is a dropped one."""
        for table_id, seat in self.held:
            table = self.tables.get(table_id)
            if table is not None:
                self._await_return(table, seat)

    def close(self) -> None:
        for timer in self.timers.values():
            timer.cancel()
        self.store.close()

    # --- a connection ----------------------------------------------------------------
    async def handler(self, ws) -> None:
        client = self._open(ws)
        try:
            async for text in ws:
                if client.limit.allow():
                    await self._receive(client, text)
                else:
                    self._refuse(client, Msg("too many messages: slow down"))
                if client.bad >= MAX_BAD:
                    self._send(client, protocol.bye(client.bye))
                    try:  # the replies and the bye first
                        await asyncio.wait_for(client.outbox.join(), SEND_TIMEOUT)
                    except TimeoutError:
                        pass
                    closing = asyncio.create_task(ws.close(1008, str(client.bye)[:120]))
                    async for _ in ws:  # read out what it sent meanwhile, else the close handshake stalls
                        pass
                    await closing
                    break
        except ConnectionClosed:
            pass
        finally:
            self._leave(client)
            client.writer.cancel()

    def _open(self, ws) -> Client:
        """A new connection, with its writer task."""
        client = Client(ws)
        client.writer = asyncio.get_running_loop().create_task(self._write(client))
        return client

    async def _receive(self, client: Client, text) -> None:
        try:
            msg = protocol.parse(text)
        except protocol.ProtocolError as e:
            self._refuse(client, e.args[0])
            if isinstance(e, protocol.VersionMismatch):  # the server's one line of it; nothing after it is read
                log.warning("a client of another version was refused: %s", e)
                client.bad, client.bye = MAX_BAD, Msg("another version of the game")
            return
        try:
            await getattr(self, "_on_" + msg["type"])(client, msg)
        except TableError as e:  # a player's mistake (stale, not theirs, illegal): not garbage
            self._send(client, protocol.error(e.words()))

    def _refuse(self, client: Client, message: str | Msg) -> None:
        client.bad += 1
        self._send(client, protocol.error(message))

    # --- the client's words --------------------------------------------------------------
    async def _on_hello(self, client: Client, msg: dict) -> None:
        self._send(client, protocol.welcome(box.ids()))

    async def _on_ping(self, client: Client, msg: dict) -> None:
        self._send(client, protocol.pong())

    async def _on_host(self, client: Client, msg: dict) -> None:
        self._not_seated(client)
        if len(self.tables) >= MAX_TABLES:
            raise TableError(Msg("the server is full: no new tables now"))
        options = dict(msg.get("options", {}))
        takeover = self._takeover_options(options, msg["game"])
        table, seat = self._new_table({**msg, "options": options}, takeover)
        self.tables[table.id] = table
        self.takeovers[table.id] = takeover
        token = self._issue(table.id, seat)
        self._sit(client, table, seat)
        self._send(client, protocol.hosted(protocol.show_code(table.id), token, seat))
        await self._broadcast(table)
        await self._play_computers(table)

    async def _on_join(self, client: Client, msg: dict) -> None:
        self._not_seated(client)
        table = self._table(protocol.read_code(msg["code"]))
        if table is None:
            raise TableError(Msg("no table has the code {code}", code=repr(msg["code"][:20])))
        seat, token = msg.get("seat"), None
        if seat is not None:
            self._open_seat(table, seat)
            token = self._issue(table.id, seat)
            if msg.get("name"):
                self._rename(table, seat, msg["name"])
        self._sit(client, table, seat)
        self._send(client, protocol.joined(protocol.show_code(table.id), token, seat))
        await self._broadcast(table)  # the others see the new name (and the newcomer the table)

    async def _on_resume(self, client: Client, msg: dict) -> None:
        self._not_seated(client)
        found = self.tokens.get(token_hash(msg["token"]))
        table = self._table(found[0]) if found is not None else None
        if table is None:
            raise TableError(Msg("that seat token is not known here"))
        seat = found[1]
        self._sit(client, table, seat)
        if table.seats[seat]["kind"] == "ai":  # the computer played it meanwhile: the person decides from now on
            table.set_seat(seat, "person")  # no await since the check: a takeover cannot slip in between
        self._send(client, protocol.joined(protocol.show_code(table.id), msg["token"], seat))
        await self._broadcast(table)  # the others see them back

    async def _on_act(self, client: Client, msg: dict) -> None:
        table = client.table
        if table is None:
            raise TableError("host or join a table first")
        if client.seat is None:
            raise TableError("a spectator cannot act")
        async with self._lock(table):
            # on a thread: the store's commit waits for the disk
            await asyncio.to_thread(table.act, client.seat, msg["action"], msg["counter"])
        await self._broadcast(table)
        await self._play_computers(table)

    async def _on_undo(self, client: Client, msg: dict) -> None:
        table = client.table
        if table is None or client.seat is None:
            raise TableError("only a seated person takes back their own decision")
        async with self._lock(table):
            await asyncio.to_thread(table.undo, client.seat, msg["counter"])  # the store's write waits for the disk
            for other in self.watchers.get(table.id, ()):  # the events after the action taken back are gone
                other.since = min(other.since, len(table.events))
        await self._broadcast(table)

    # --- the lobby's words ----------------------------------------------------------------
    async def _on_sit(self, client: Client, msg: dict) -> None:
        table, seat = client.table, msg["seat"]
        if table is None:
            raise TableError("look at a table first (join it with seat null)")
        if client.seat is not None:
            raise TableError(f"you sit at seat {client.seat + 1} already")
        self._open_seat(table, seat)
        name = msg.get("name") or ""
        if name and any(s["name"].casefold() == name.casefold() for i, s in enumerate(table.seats) if i != seat):
            raise TableError(Msg("someone at this table is called {name} already: choose another name", name=name))
        token = self._issue(table.id, seat)
        if name:
            self._rename(table, seat, name)
        client.seat, client.since = seat, 0
        self._send(client, protocol.joined(protocol.show_code(table.id), token, seat))
        await self._broadcast(table)

    async def _on_stand(self, client: Client, msg: dict) -> None:
        table, seat = self._in_lobby(client), client.seat
        if seat is None:
            raise TableError("a watcher has no seat to give up")
        if seat == table.host:
            raise TableError(Msg("the host's own seat stays the host's"))
        self.store.drop_token(table.id, seat)  # stored first, as every change
        for digest in [d for d, held in self.tokens.items() if held == (table.id, seat)]:
            del self.tokens[digest]
        self.held.discard((table.id, seat))
        table.ready[seat] = False
        self._rename(table, seat, table.spec.make_config(len(table.seats)).player_name(seat))
        client.seat = None
        await self._broadcast(table)

    async def _on_ready(self, client: Client, msg: dict) -> None:
        table = self._in_lobby(client)
        if client.seat is None:
            raise TableError(Msg("a watcher has no seat to be ready at: sit first"))
        table.set_ready(client.seat, msg["ready"])
        await self._broadcast(table)

    async def _on_seat(self, client: Client, msg: dict) -> None:
        table = self._hosts_lobby(client)
        seat, kind = msg["seat"], msg["kind"]
        if seat == table.host:
            raise TableError(Msg("the host's own seat stays the host's"))
        if not 0 <= seat < len(table.seats):
            raise TableError(f"there is no seat {seat + 1} at this table")
        if (table.id, seat) in self.held:
            raise TableError(Msg("seat {n} is taken: {name} sits there", n=seat + 1, name=table.seats[seat]["name"]))
        table.set_seat(seat, kind, msg.get("level") if kind == "ai" else None)
        table.ready[seat] = False
        if msg.get("name"):
            self._rename(table, seat, msg["name"])
        await self._broadcast(table)

    async def _on_start(self, client: Client, msg: dict) -> None:
        table = self._hosts_lobby(client)
        presence = self.presence(table)
        if "open" in presence:
            raise TableError(Msg("seat {n} is still open: wait for someone or give it to the computer",
                                 n=presence.index("open") + 1))
        async with self._lock(table):
            table.start()
        here = {c.seat for c in self.watchers.get(table.id, ())}
        for table_id, seat in sorted(self.held):  # the takeover clock runs from the start for anyone away
            if table_id == table.id and seat not in here:
                self._await_return(table, seat)
        await self._broadcast(table)
        await self._play_computers(table)

    def _in_lobby(self, client: Client) -> Table:
        if client.table is None:
            raise TableError("host or join a table first")
        if client.table.started:
            raise TableError(Msg("the game has started already: the lobby is closed"))
        return client.table

    def _hosts_lobby(self, client: Client) -> Table:
        table = self._in_lobby(client)
        if client.seat is None or client.seat != table.host:
            raise TableError(Msg("only the host may do that"))
        return table

    def _open_seat(self, table: Table, seat: int) -> None:
        """TableError in words unless `seat` is a person's seat no one holds."""
        if not 0 <= seat < len(table.seats) or table.seats[seat]["kind"] != "person":
            raise TableError(f"seat {seat + 1} is not a person's seat at this table")
        if (table.id, seat) in self.held:
            raise TableError(Msg("seat {n} is taken: {name} sits there", n=seat + 1, name=table.seats[seat]["name"]))

    # --- tables ------------------------------------------------------------------------
    def _new_table(self, msg: dict, takeover: Takeover | None = None) -> tuple[Table, int]:
        """A table of the host's game and seats, with a fresh code and a secret seed;
        the host sits at the first person's seat (TableError in words)."""
        try:
            spec = box.get(msg["game"])
        except box.UnknownGame as e:
            raise TableError(str(e)) from None
        seats = msg["seats"]
        if not all(isinstance(s, dict) for s in seats):
            raise TableError("each seat is an object: {kind, level, name}")
        if not spec.min_players <= len(seats) <= spec.max_players:
            raise TableError(f"{spec.title} is for {spec.min_players} to {spec.max_players} players")
        people = [i for i, s in enumerate(seats) if s.get("kind", "person") == "person"]
        if not people:
            raise TableError("a table needs a person's seat for its host")
        seat = msg.get("seat", people[0])
        if seat not in people:
            raise TableError(f"the host sits at a person's seat, and seat {seat + 1} is not one")
        seats = [dict(s) for s in seats]
        if msg.get("name"):
            seats[seat]["name"] = msg["name"]
        try:
            usual = spec.make_config(len(seats))  # a seat given no name keeps the game's usual one, not ""
        except (ValueError, TypeError) as e:
            raise TableError(str(e)) from None
        for i, s in enumerate(seats):
            s["name"] = s.get("name") or usual.player_name(i)
        names = tuple(s["name"] for s in seats)
        if not all(isinstance(n, str) and len(n) <= protocol.MAX_NAME for n in names):
            raise TableError(f"a seat's name is text of at most {protocol.MAX_NAME} characters")
        options = msg.get("options", {})
        for option in spec.options:
            if option.id in options and options[option.id] not in option.choices:
                raise TableError(f"option {option.id} has no value {options[option.id]!r}")
        try:
            config = spec.make_config(len(seats), names, **options)
        except (ValueError, TypeError) as e:
            raise TableError(str(e)) from None
        table_id = self._fresh_id()
        seed = secrets.randbits(62)  # never leaves the server
        return Table(table_id, spec.id, spec.config_to_dict(config), seed, seats, store=self.store,
                     started=not msg.get("lobby", False), host=seat,
                     takeover=None if takeover is None else {"seconds": takeover.seconds, "level": takeover.level}), seat

    def _fresh_id(self) -> str:
        while True:
            table_id = protocol.new_code()
            if table_id not in self.tables and not self.store.has(table_id):
                return table_id

    def _rename(self, table: Table, seat: int, name: str) -> None:
        seats = [dict(s) for s in table.seats]
        seats[seat]["name"] = name
        self.store.set_seats(table.id, seats)  # stored first, as every change
        table.seats = seats

    def _issue(self, table_id: str, seat: int) -> str | None:
        """A new token for the seat (stored first), or None when someone holds it already."""
        if (table_id, seat) in self.held:
            return None
        token = secrets.token_urlsafe(16)  # 128 bits
        digest = token_hash(token)
        self.store.set_token(table_id, seat, digest)
        self.tokens[digest] = (table_id, seat)
        self.held.add((table_id, seat))
        return token

    def _lock(self, table: Table) -> asyncio.Lock:
        return self.locks.setdefault(table.id, asyncio.Lock())

    async def _play_computers(self, table: Table) -> None:
        """The computer seats' pending decisions, AI_BATCH at a time on a worker thread
        (the event loop goes on serving), everyone updated after each batch."""
        while True:
            async with self._lock(table):
                try:
                    played = await asyncio.to_thread(table.ai_turns, AI_BATCH)
                except Exception:  # a bug in an agent must not take the server down
                    log.exception("table %s: a computer seat failed", table.id)
                    return
            if not played:
                return
            await self._broadcast(table)

    # --- a dropped person: reconnecting, then the computer ---------------------------------
    @staticmethod
    def _takeover_options(options: dict, game_id: str) -> Takeover:
        """The host's reconnect_seconds (clamped to RECONNECT_RANGE) and takeover_level,
        taken out of the game's options (TableError in words)."""
        takeover = Takeover()
        if "reconnect_seconds" in options:
            seconds = options.pop("reconnect_seconds")
            if isinstance(seconds, bool) or not isinstance(seconds, (int, float)):
                raise TableError("reconnect_seconds is a number of seconds")
            takeover.seconds = float(min(max(seconds, RECONNECT_RANGE[0]), RECONNECT_RANGE[1]))
        if "takeover_level" in options:
            takeover.level = options.pop("takeover_level")
            levels = box.get(game_id).levels if game_id in box.ids() else (takeover.level,)
            if takeover.level not in levels:
                raise TableError(f"the computer plays at {', '.join(levels)}, not {takeover.level!r}")
        return takeover

    def presence(self, table: Table) -> list[str]:
        """Each seat's presence (PRESENCE), as every update carries it."""
        here = {c.seat for c in self.watchers.get(table.id, ())}
        return ["computer" if s["kind"] == "ai" else "here" if i in here
                else "reconnecting" if (table.id, i) in self.held else "open"
                for i, s in enumerate(table.seats)]

    def _await_return(self, table: Table, seat: int) -> None:
        """A person's seat lost its connection: the computer plays it after the table's wait."""
        if (not table.started or table.over() or table.seats[seat]["kind"] != "person"
                or (table.id, seat) in self.timers):  # a lobby waits for its people
            return
        takeover = self.takeovers.get(table.id, Takeover())
        seconds = takeover.seconds if self.reconnect_seconds is None else self.reconnect_seconds
        self.timers[table.id, seat] = asyncio.get_running_loop().call_later(
            seconds, lambda: self._spawn(self._take_over(table, seat, takeover.level)))

    async def _take_over(self, table: Table, seat: int, level: str) -> None:
        self.timers.pop((table.id, seat), None)
        if seat in {c.seat for c in self.watchers.get(table.id, ())} or table.seats[seat]["kind"] != "person":
            return  # back in time
        table.set_seat(seat, "ai", level)
        await self._broadcast(table)
        await self._play_computers(table)

    def _spawn(self, coro) -> None:
        """A task of the server's own (kept referenced until it ends)."""
        task = asyncio.get_running_loop().create_task(coro)
        self.tasks.add(task)
        task.add_done_callback(self.tasks.discard)

    # --- connections -----------------------------------------------------------------------
    @staticmethod
    def _not_seated(client: Client) -> None:
        if client.table is not None:
            raise TableError("this connection is at a table already: open another to play elsewhere")

    def _sit(self, client: Client, table: Table, seat: int | None) -> None:
        client.table, client.seat, client.since = table, seat, 0
        self.watchers.setdefault(table.id, set()).add(client)
        timer = self.timers.pop((table.id, seat), None)
        if timer is not None:  # back before the computer took the seat
            timer.cancel()

    def _leave(self, client: Client) -> None:
        """A connection gone: if it was the last at a person's seat, the others see the
        seat reconnecting, and the computer plays it after the table's wait."""
        table = client.table
        watchers = self.watchers.get(table.id, set()) if table is not None else set()
        if client not in watchers:
            return
        watchers.discard(client)
        if client.seat is not None and client.seat not in {c.seat for c in watchers}:
            self._await_return(table, client.seat)
            self._spawn(self._broadcast(table))
        self._retire(table)

    def _send_update(self, client: Client) -> None:
        """The client's own update, queued (the caller holds the table's lock: every change
        of a table passes it, so its events cannot move between these two lines)."""
        table = client.table
        payload = {**table.update_for(client.seat, since=client.since), "presence": self.presence(table)}
        client.since = len(table.events)
        self._send(client, protocol.update(payload))

    async def _broadcast(self, table: Table) -> None:
        """Every connection of the table its own update: made under the lock, sent outside it."""
        if self.tables.get(table.id) is not table:
            return  # retired meanwhile (_retire): nobody is there to tell
        async with self._lock(table):
            for client in list(self.watchers.get(table.id, ())):
                self._send_update(client)
            if table.over() and table.id not in self.ended:  # kept as over: a restart leaves it be
                self.ended.add(table.id)
                await asyncio.to_thread(self.store.set_settings, table.id, table.settings())

    # --- finished tables: kept in the store, not in memory -----------------------------------
    def _table(self, table_id: str) -> Table | None:
        """A table by id: in memory, or a finished one brought back from the store for
        someone who asks for it (its end, its record)."""
        table = self.tables.get(table_id)
        if table is None and self.store.has(table_id):
            table = load_tables(self.store, table_id).get(table_id)
            if table is not None:
                self.tables[table_id] = table
                if table.over():
                    self.ended.add(table_id)
        return table

    def _retire(self, table: Table) -> None:
        """A finished table nobody is at leaves memory (the store keeps it): a server that
        has played ten thousand games holds only those still going."""
        if table.over() and table.id in self.ended and not self.watchers.get(table.id):
            for kept in (self.tables, self.watchers, self.locks, self.takeovers):
                kept.pop(table.id, None)

    def _send(self, client: Client, msg: dict) -> None:
        """Queue a message for the client; never waits. A client too far behind is dropped."""
        try:
            client.outbox.put_nowait(protocol.dump(msg))
        except asyncio.QueueFull:
            self._drop(client)

    async def _write(self, client: Client) -> None:
        """The client's writer: its messages in order, each bounded by SEND_TIMEOUT."""
        try:
            while True:
                text = await client.outbox.get()
                await asyncio.wait_for(client.ws.send(text), SEND_TIMEOUT)
                client.outbox.task_done()
        except ConnectionClosed:
            self._leave(client)
        except TimeoutError:  # a half-sent message leaves the stream unusable
            self._drop(client)

    def _drop(self, client: Client) -> None:
        self._leave(client)
        client.ws.transport.abort()


@asynccontextmanager
async def running(data_dir, host: str = "127.0.0.1", port: int = 0, reconnect_seconds: float | None = None,
                  ssl_context=None):
    """A server on host:port (0: the system picks a free port) for the `async with`
    body: yields (Server, its address: ws://, or wss:// with an ssl_context: game/net/tls.py)."""
    server = Server(data_dir, reconnect_seconds)
    server.start()
    try:
        async with serve(server.handler, host, port, max_size=WIRE_MAX, ssl=ssl_context) as ws_server:
            bound = ws_server.sockets[0].getsockname()[1]
            yield server, f"{'wss' if ssl_context else 'ws'}://{host}:{bound}"
    finally:
        server.close()


async def run(data_dir, host: str, port: int, stop: asyncio.Event | None = None, announce=print,
              ssl_context=None) -> None:
    """Serve until `stop` is set (or the process is interrupted)."""
    stop = stop or asyncio.Event()
    async with running(data_dir, host, port, ssl_context=ssl_context) as (server, url):
        announce(f"serving {len(server.tables)} table(s) on {url} (data: {server.data_dir})"
                 + (" · secured (TLS)" if ssl_context else ""))
        await stop.wait()
