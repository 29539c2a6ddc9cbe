"""Load on one table server: many tables at once, every person's seat played by a bot
client (game/net/bots.py) over loopback, against a real `python -m game serve` process.

    python bench/server.py [--tables 200] [--seats 4] [--people 4] [--game mall] [--level random]
                           [--pace 0.5,2] [--seconds 60]
    python bench/server.py --soak 10000 [--tables 16] [--pace 0,0]     # N games end to end

load   --tables tables playing at once for --seconds (a finished game is replaced by a new
       table), each bot thinking --pace seconds (drawn at random) before each decision, as
       people do; the tables start spread over the first pace interval.
soak   --soak N games played through one server, --tables at a time, progress every 100
       games; stops early (a report all the same) at --seconds if given.

Printed: the round trip of an action (act sent -> the first update past it) p50/p95/max,
the server's CPU (/proc/<pid>/stat utime+stime over the run) and resident memory
(VmRSS) per table, errors (the server's refusals and bots that failed), and lost actions:
every action a bot saw acknowledged is looked up in the store (sqlite3 on the data
folder) at the end. 127.0.0.1 only; numbers, no pass/fail (exit 1 on errors or losses).
"""

from __future__ import annotations

import argparse
import asyncio
import os
import random
import re
import signal
import sqlite3
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from game import box  # noqa: E402
from game.net import protocol  # noqa: E402
from game.net.bots import Bot, play_table  # noqa: E402
from game.net.store import FILE  # noqa: E402

START_WAIT = 30.0  # seconds the server may take to say where it serves
GAME_TIMEOUT = 600.0  # seconds one game may take before its bots give up


class ServerProcess:
    """`python -m game serve` on 127.0.0.1 over a data folder, as its own process: started,
    killed (SIGKILL: no goodbye, as a crash) and started again on the same port and data."""

    def __init__(self, data, port: int = 0):
        self.data, self.port = Path(data), port
        self.proc: subprocess.Popen | None = None
        self.url: str | None = None

    def start(self) -> str:
        """Start it; its ws:// address once it serves."""
        log = self.data.parent / f"{self.data.name}.server.log"
        env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
        with open(log, "w") as out:  # a file, not a pipe: a chatty server never blocks on a reader
            self.proc = subprocess.Popen([sys.executable, "-m", "game", "serve", "--port", str(self.port),
                                          "--data", str(self.data)], cwd=ROOT, env=env, stdout=out,
                                         stderr=subprocess.STDOUT)
        deadline = time.monotonic() + START_WAIT
        while time.monotonic() < deadline:
            found = re.search(r"ws://127\.0\.0\.1:(\d+)", log.read_text())
            if found:
                self.port, self.url = int(found.group(1)), found.group(0)
                return self.url
            if self.proc.poll() is not None:
                break
            time.sleep(0.05)
        self.kill()
        raise RuntimeError(f"the server did not start: {log.read_text()[-2000:]!r}")

    @property
    def pid(self) -> int:
        return self.proc.pid

    def kill(self) -> None:
        if self.proc is not None and self.proc.poll() is None:
            self.proc.send_signal(signal.SIGKILL)
        if self.proc is not None:
            self.proc.wait(timeout=30)

    def stop(self) -> None:
        if self.proc is not None and self.proc.poll() is None:
            self.proc.terminate()
            try:
                self.proc.wait(timeout=30)
            except subprocess.TimeoutExpired:
                self.kill()


def cpu_seconds(pid: int) -> float:
    """The process's user + system CPU time so far (Linux /proc)."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")  # utime, stime


def rss_kib(pid: int) -> int:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1])
    return 0


def lost_actions(data: Path, acked: list[tuple[str, int, str]]) -> int:
    """Acknowledged actions (table code, counter, action) the store does not hold as such."""
    db = sqlite3.connect(f"file:{data / FILE}?mode=ro", uri=True)
    try:
        stored = {(t, n): a for t, n, a in db.execute("SELECT table_id, n, action FROM actions")}
    finally:
        db.close()
    return sum(stored.get((protocol.read_code(code), n)) != action for code, n, action in acked)


class Tally:
    """What the bots saw, over the whole run."""

    def __init__(self):
        self.rtts: list[float] = []
        self.acked: list[tuple[str, int, str]] = []
        self.refusals: list[str] = []
        self.reconnects = 0  # connections a bot lost and resumed (none, on a healthy server)
        self.failures: list[str] = []
        self.games = self.tables = 0
        self.start = time.monotonic()

    def add(self, bots: list[Bot]) -> None:
        for bot in bots:
            self.rtts += bot.rtts
            self.acked += [(bot.code, n, a) for n, a in bot.acked]
            self.refusals += bot.errors
            self.reconnects += bot.reconnects

    def errors(self) -> int:
        return len(self.refusals) + len(self.failures) + self.reconnects


async def one_table(url: str, args, tally: Tally, seed: int) -> None:
    """One game to its end (or cancelled at the run's end: what was acknowledged still counts)."""
    tally.tables += 1
    bots: list[Bot] = []
    try:
        bots = await play_table(url, args.game, args.people, players=args.seats, level=args.level,
                                pace=args.pace, seed=seed, timeout=GAME_TIMEOUT, collect=bots)
        tally.games += 1
    except asyncio.CancelledError:
        for bot in bots:
            bot.kill()
        raise
    except Exception as e:  # noqa: BLE001 - every failure is counted and named, the run goes on
        tally.failures.append(f"{type(e).__name__}: {e}")
        for bot in bots:
            bot.kill()
    finally:
        tally.add(bots)


async def lane(url: str, args, tally: Tally, lane_no: int, until: float, quota: list[int], log) -> None:
    """One table after another until time is up (or the soak's quota of games is used)."""
    rnd = random.Random(lane_no)
    await asyncio.sleep(rnd.uniform(0, args.pace[1] or 0.01 * args.tables / 100))  # spread the start
    while time.monotonic() < until and quota[0] > 0:
        quota[0] -= 1
        await one_table(url, args, tally, seed=rnd.randrange(1 << 30))
        if args.soak and tally.games % 100 == 0:
            rate = tally.games / (time.monotonic() - tally.start)
            log(f"{tally.games} games, {tally.errors()} errors, {len(tally.acked)} actions acknowledged, "
                f"{rate:.2f} games/s")


async def load(url: str, args, tally: Tally, log) -> None:
    until = time.monotonic() + args.seconds
    quota = [args.soak or 1 << 60]
    lanes = [asyncio.create_task(lane(url, args, tally, i, until, quota, log)) for i in range(args.tables)]
    await asyncio.wait(lanes, timeout=args.seconds)
    for task in lanes:  # the games still going at the end are cut; their acknowledged actions count
        task.cancel()
    await asyncio.gather(*lanes, return_exceptions=True)


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def report(args, tally: Tally, wall: float, cpu: float, rss_before: int, rss_after: int, lost: int, out,
           bots_cpu: float = 0.0) -> None:
    tables = args.tables
    mode = f"soak of {args.soak} games" if args.soak else f"{tables} tables for {args.seconds:g} s"
    out(f"load:           {mode}, {args.game}, {args.seats} seats ({args.people} bot people, level {args.level}), "
        f"pace {args.pace[0]:g}-{args.pace[1]:g} s")
    out(f"games:          {tally.games} finished, {tally.tables} tables hosted, {len(tally.acked)} actions "
        f"acknowledged ({len(tally.acked) / wall:.0f}/s)")
    if tally.rtts:
        ms = [1000 * r for r in tally.rtts]
        out(f"round trip:     p50 {statistics.median(ms):.1f} ms, p95 {percentile(ms, 0.95):.1f} ms, "
            f"max {max(ms):.1f} ms ({len(ms)} actions)")
    out(f"server CPU:     {cpu:.1f} s in {wall:.1f} s ({100 * cpu / wall:.0f}% of one core), "
        f"{1000 * cpu / max(1, tables) / wall:.1f} ms/s per table")
    out(f"bots' CPU:      {bots_cpu:.1f} s ({100 * bots_cpu / wall:.0f}% of one core: the clients, in this process)")
    out(f"server memory:  {rss_before / 1024:.1f} MiB at start, {rss_after / 1024:.1f} MiB at the end "
        f"({(rss_after - rss_before) / max(1, tally.tables):.1f} KiB per table hosted)")
    out(f"errors:         {tally.errors()} ({len(tally.refusals)} refusals, {len(tally.failures)} failed tables, "
        f"{tally.reconnects} lost connections)")
    for words in sorted(set(tally.refusals + tally.failures))[:5]:
        out(f"    {words[:200]}")
    out(f"lost actions:   {lost} of {len(tally.acked)} acknowledged not in the store")


def pace(text: str) -> tuple[float, float]:
    try:
        lo, hi = (float(x) for x in text.split(","))
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected LO,HI seconds such as 0.5,2; got {text!r}") from None
    if not 0 <= lo <= hi <= 60:
        raise argparse.ArgumentTypeError(f"expected 0 <= LO <= HI <= 60, got {text!r}")
    return lo, hi


def bounded(limit: int, low: int = 0):
    def parse(text: str) -> int:
        n = int(text)
        if not low <= n <= limit:
            raise argparse.ArgumentTypeError(f"expected {low} to {limit}, got {n}")
        return n
    return parse


def main(argv=None, out=print) -> int:
    ap = argparse.ArgumentParser(description="Tables of bot people against one real server (127.0.0.1 only).")
    ap.add_argument("--tables", type=bounded(2000, 1), default=200, help="tables at once (default 200)")
    ap.add_argument("--seats", type=bounded(9, 2), default=4, help="seats per table (default 4)")
    ap.add_argument("--people", type=bounded(9, 1), default=None, help="bot people per table (default: every seat)")
    ap.add_argument("--game", default="mall", choices=box.ids(), help="the game (default mall)")
    ap.add_argument("--level", default="random", help="how the bots choose: random or a computer level")
    ap.add_argument("--pace", type=pace, default=(0.5, 2.0), help="think time LO,HI seconds (default 0.5,2)")
    ap.add_argument("--seconds", type=bounded(7200, 1), default=None,
                    help="how long the load runs (default 60; a soak: no limit)")
    ap.add_argument("--soak", type=bounded(100_000), default=0, help="play N games end to end instead")
    args = ap.parse_args(argv)
    args.people = min(args.people or args.seats, args.seats)
    args.seconds = args.seconds or (10 ** 6 if args.soak else 60)
    with tempfile.TemporaryDirectory(prefix="server-bench-") as tmp:
        data = Path(tmp) / "data"
        server = ServerProcess(data)
        url = server.start()
        tally = Tally()
        try:
            rss_before, cpu_before, start = rss_kib(server.pid), cpu_seconds(server.pid), time.monotonic()
            bots_before = cpu_seconds(os.getpid())
            asyncio.run(load(url, args, tally, lambda line: out(f"[{time.strftime('%H:%M:%S')}] {line}")))
            wall, cpu = time.monotonic() - start, cpu_seconds(server.pid) - cpu_before
            bots_cpu = cpu_seconds(os.getpid()) - bots_before
            rss_after = rss_kib(server.pid)
        finally:
            server.stop()
        lost = lost_actions(data, tally.acked)
        report(args, tally, wall, cpu, rss_before, rss_after, lost, out, bots_cpu)
    return 1 if tally.errors() or lost else 0


if __name__ == "__main__":
    sys.exit(main())
