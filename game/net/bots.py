"""Headless players of online tables: a Bot plays one seat over the real protocol (an
asyncio WebSocket client, many in one process), as a person at a window would, for the
load bench (bench/server.py) and the end-to-end and fault tests.

A bot decides only from its own update: the seat's view (decoded as the window decodes
it) and the legal actions the update offers; level "random" picks among those. Each act
quotes the update's counter. A refusal comes back in words: a stale one just waits for
the next update. A cut connection comes back by the seat's token (resume). The round
trip of an action is from sending it to the first update whose counter moved past it;
that action is then acknowledged (the server stored it before it said so).

    bot = Bot.host(url, "mall", seats, level="easy")       # or Bot.join(url, code, seat) / Bot.resume(url, token)
    await bot.play(timeout=60)                             # until the game is over
    bot.rtts, bot.acked, bot.errors, bot.record
"""

from __future__ import annotations

import asyncio
import json
import random
import time

from websockets.asyncio.client import connect
from websockets.exceptions import ConnectionClosed, InvalidHandshake

from game import box
from game.core import snapshot
from game.net import protocol
from game.net.client import BACKOFF_MAX, BACKOFF_START, MAX_INCOMING, OPEN_TIMEOUT
from game.net.server import BURST, RATE, RateLimit

STALE = "the table has moved on"  # the start of the server's refusal of an action quoting an old counter
RETRY = 0.1  # seconds before deciding again after a refusal that no update follows (the rate limit)
QUIET = 120.0  # seconds without a word from the server before the bot takes the connection for lost


class BotError(RuntimeError):
    """The bot cannot go on: refused before it sat down, or no way back to its seat."""


def choose(update: dict, level: str, agent, rng: random.Random) -> str:
    """The action (text) for the update's seat, from the update alone: its legal actions,
    and for a computer player its view decoded the way the window decodes it."""
    legal = update["legal"]
    if level == "random":
        return rng.choice(legal)
    spec = box.get(update["game"])
    view = snapshot.decode(spec.state_type, update["view"]) if getattr(agent, "needs_view", True) else None
    return str(agent.act(view, [spec.actions.parse(text) for text in legal]))


class Bot:
    """One seat's player. `pace` (lo, hi): seconds of thought before each decision, drawn
    at random (people's pace); (0, 0) answers at once. `on_decision(update, action)` is
    told each decision and the update it was made from (tests check it)."""

    def __init__(self, url: str, opening: dict, *, level: str = "random", seed: int = 0,
                 pace: tuple[float, float] = (0.0, 0.0), token: str | None = None, on_decision=None):
        self.url, self.opening, self.level, self.pace = url, opening, level, pace
        self.rng = random.Random(seed)
        self.seed = seed
        self.agent = None
        self.on_decision = on_decision
        self.token, self.seat, self.code = token, None, None
        self.latest: dict | None = None
        self.over = False
        self.record: dict | None = None  # the whole game once it is over (config, seed, actions)
        self.rtts: list[float] = []  # seconds, one per action acknowledged on the connection it was sent on
        self.acked: list[tuple[int, str]] = []  # (counter it was played at, action): stored by the server
        self.errors: list[str] = []  # the server's refusals, in its words (stale ones included)
        self.reconnects = 0
        self.seated = asyncio.Event()  # hosted/joined: `code` and `token` are known
        self.ws = None
        self._pending: tuple[int, str, float, int] | None = None  # counter, action, sent at, connection
        self._chosen_at: int | None = None  # the counter of the decision made last (one per counter)
        self._connection = 0
        self._thinking: asyncio.Task | None = None
        self._lost_at: float | None = None  # when the seat's connection was lost (None: seated now)
        self.task: asyncio.Task | None = None  # play(), when started by start()
        self.dead = False  # kill(): never to play again
        self._pace = RateLimit(RATE * 0.8, BURST // 2)  # what it sends: under the server's limit, with room

    @classmethod
    def host(cls, url: str, game: str, seats: list[dict], options: dict | None = None, name: str = "", **kw) -> Bot:
        return cls(url, protocol.host(game, seats, options, name), **kw)

    @classmethod
    def join(cls, url: str, code: str, seat: int, name: str = "", **kw) -> Bot:
        return cls(url, protocol.join(code, seat, name), **kw)

    @classmethod
    def resume(cls, url: str, token: str, **kw) -> Bot:
        return cls(url, protocol.resume(token), token=token, **kw)

    # --- playing ---------------------------------------------------------------------------
    async def play(self, timeout: float = 300.0, patience: float = 30.0) -> Bot:
        """Play until the game is over (TimeoutError after `timeout` s); a lost connection
        is resumed by the token, retrying for up to `patience` s each time."""
        await asyncio.wait_for(self._play(patience), timeout)
        return self

    async def _play(self, patience: float) -> None:
        delay = BACKOFF_START
        while not self.over and not self.dead:
            try:
                async with connect(self.url, open_timeout=OPEN_TIMEOUT, close_timeout=1.0, proxy=None,
                                   max_size=MAX_INCOMING) as ws:
                    self.ws, self._connection = ws, self._connection + 1
                    self._chosen_at = None  # a decision sent before the cut may be lost: decide again
                    await ws.send(protocol.dump(self._first_word()))
                    await self._talk(ws)
            except (ConnectionClosed, OSError, TimeoutError, InvalidHandshake):
                if self.token is None:
                    raise BotError("the connection was lost before the server gave a seat") from None
            finally:
                self.ws = None
                if self._thinking is not None:
                    self._thinking.cancel()
            if self.over or self.dead:  # dead: a cancellation can be lost in wait_for (Python 3.11)
                return
            if self._lost_at is None:
                self._lost_at, delay = time.monotonic(), BACKOFF_START
            if time.monotonic() - self._lost_at > patience:
                raise BotError(f"no way back to seat {self.seat} in {patience:g} s")
            self.reconnects += 1
            await asyncio.sleep(delay)
            delay = min(delay * 2, BACKOFF_MAX)

    def _first_word(self) -> dict:
        return protocol.resume(self.token) if self.token else self.opening

    async def _talk(self, ws) -> None:
        while not self.over:
            msg = json.loads(await asyncio.wait_for(ws.recv(), QUIET))
            kind = msg.get("type")
            if kind in ("hosted", "joined"):
                self.token, self.seat, self.code = msg["token"], msg["seat"], msg["code"]
                self._lost_at = None
                self.seated.set()
            elif kind == "error":
                self._refused(msg["message"])
                if self.latest is not None and self._decides(self.latest):  # e.g. too fast: no update will come
                    await asyncio.sleep(RETRY)
                    self._chosen_at = self.latest["counter"]
                    await self._act(ws, self.latest)
            elif kind == "bye":
                raise BotError(f"the server said goodbye: {msg.get('reason')}")
            elif kind == "update":
                self._take(msg)
                if self._decides(msg):
                    self._chosen_at = msg["counter"]
                    if self.pace[1] > 0:
                        self._thinking = asyncio.create_task(self._think(ws, msg))
                    else:
                        await self._act(ws, msg)

    def _refused(self, message: str) -> None:
        self.errors.append(message)
        if not self.seated.is_set():
            raise BotError(f"refused: {message}")
        self._pending = None  # refused: nothing of ours is on its way
        if not message.startswith(STALE):
            self._chosen_at = None  # e.g. the computer had the seat: decide again at the next update

    def _take(self, update: dict) -> None:
        self.latest = update
        pending = self._pending
        if pending is not None and update["counter"] > pending[0]:
            if pending[3] == self._connection:
                self.rtts.append(time.monotonic() - pending[2])
            self.acked.append((pending[0], pending[1]))
            self._pending = None
        elif pending is not None and pending[3] != self._connection:
            self._pending = None  # sent on a lost connection and the table has not moved: never stored
        if update["over"]:
            self.over, self.record = True, update.get("record")

    def _decides(self, update: dict) -> bool:
        return (bool(update["legal"]) and update["decider"] == self.seat == update["seat"]
                and self._chosen_at != update["counter"] and self._pending is None)

    async def _think(self, ws, update: dict) -> None:
        await asyncio.sleep(self.rng.uniform(*self.pace))
        if self.latest is update:  # else the table moved (or said more) meanwhile: the newer update decides
            await self._act(ws, update)
        else:
            self._chosen_at = None
            if self._decides(self.latest):
                self._chosen_at = self.latest["counter"]
                await self._act(ws, self.latest)

    async def _act(self, ws, update: dict) -> None:
        if self.agent is None and self.level != "random":
            self.agent = box.get(update["game"]).make_agent(self.level, self.seed)
        if self.level == "random":
            action = choose(update, self.level, self.agent, self.rng)
        else:  # a thinking agent must not hold the other bots of the process
            action = await asyncio.to_thread(choose, update, self.level, self.agent, self.rng)
        if self.on_decision is not None:
            self.on_decision(update, action)
        while not self._pace.allow():  # a bot answers at once: it keeps under the server's rate limit
            await asyncio.sleep(1 / self._pace.rate)
        self._pending = (update["counter"], action, time.monotonic(), self._connection)
        try:
            await ws.send(protocol.dump(protocol.act(action, update["counter"])))
        except ConnectionClosed:
            pass  # the reader sees it too and resumes

    def start(self, timeout: float = 300.0) -> asyncio.Task:
        """play(timeout) as a task of its own (`self.task`)."""
        self.task = asyncio.create_task(self.play(timeout))
        return self.task

    def cut(self) -> None:
        """Drop the connection at once, as a lost network does (the bot resumes by its token)."""
        if self.ws is not None:
            self.ws.transport.abort()

    def kill(self) -> None:
        """The client dies: its connection dropped, its play over (a new Bot may resume the seat)."""
        self.dead = True
        self.cut()
        if self.task is not None:
            self.task.cancel()


def person_seats(game: str, people: int, players: int | None = None, level: str = "random") -> list[dict]:
    """A table's seats: the first `people` for persons (bots), the rest the server's computer at `level`."""
    players = players or box.get(game).default_players
    return [{"kind": "person", "name": f"Bot{i}"} if i < people else {"kind": "ai", "level": level}
            for i in range(players)]


async def seat_bots(url: str, game: str, people: int, players: int | None = None, level: str = "random",
                    pace: tuple[float, float] = (0.0, 0.0), seed: int = 0, options: dict | None = None,
                    ai_level: str = "random", timeout: float = 300.0, on_decision=None,
                    collect: list | None = None) -> list[Bot]:
    """A table hosted by the first bot, the other people's seats joined by its code; every
    bot playing (`bot.task`: its play(timeout)) and seated when this returns. `collect`
    gets each bot as it is made (the caller can stop them if this fails half way)."""
    kw = {"level": level, "pace": pace, "on_decision": on_decision}
    host = Bot.host(url, game, person_seats(game, people, players, ai_level), options, seed=seed, **kw)
    bots = collect if collect is not None else []
    bots.append(host)
    host.start(timeout)
    await asyncio.wait_for(host.seated.wait(), OPEN_TIMEOUT * 2)
    for seat in range(1, people):
        bots.append(Bot.join(url, host.code, seat, seed=seed * 7 + seat, **kw))
        bots[-1].start(timeout)
    await asyncio.wait_for(asyncio.gather(*(b.seated.wait() for b in bots)), OPEN_TIMEOUT * 2)
    return bots


async def play_table(url: str, game: str, people: int, timeout: float = 300.0, **kw) -> list[Bot]:
    """seat_bots, then every bot's game to its end."""
    bots = await seat_bots(url, game, people, timeout=timeout, **kw)
    await asyncio.gather(*(b.task for b in bots))
    return bots


def main(argv=None) -> int:
    """One bot as a process of its own (the fault tests kill it): it keeps its seat's token
    in --token-file, so started again with the same file it resumes that seat."""
    import argparse
    from pathlib import Path

    ap = argparse.ArgumentParser(prog="python -m game.net.bots", description="A bot playing one seat (127.0.0.1).")
    ap.add_argument("url", help="ws://127.0.0.1:PORT")
    ap.add_argument("--join", metavar="CODE", help="the table's room code (with --seat)")
    ap.add_argument("--seat", type=int, default=None)
    ap.add_argument("--token-file", required=True, help="where the seat's token is kept (resumed when it exists)")
    ap.add_argument("--level", default="random")
    ap.add_argument("--pace", type=float, nargs=2, default=(0.0, 0.0), metavar=("LO", "HI"))
    ap.add_argument("--timeout", type=float, default=300.0)
    args = ap.parse_args(argv)
    kept = Path(args.token_file)
    kw = {"level": args.level, "pace": tuple(args.pace)}
    if kept.exists():
        bot = Bot.resume(args.url, kept.read_text().strip(), **kw)
    elif args.join is not None and args.seat is not None:
        bot = Bot.join(args.url, args.join, args.seat, **kw)
    else:
        ap.error("give --join CODE --seat N, or a --token-file that exists")

    async def run() -> None:
        task = bot.start(args.timeout)
        await asyncio.wait({task, asyncio.ensure_future(bot.seated.wait())}, return_when=asyncio.FIRST_COMPLETED)
        if bot.token:
            part = kept.with_suffix(".part")  # whole or not at all: the process may be killed here too
            part.write_text(bot.token)
            part.replace(kept)
            print(f"seated at {bot.seat}", flush=True)
        await task

    asyncio.run(run())
    print(f"over: {len(bot.acked)} actions acknowledged, {len(bot.errors)} refusals", flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
