"""How many tables one server process holds: memory per table, and actions a second.

    python bench/tables.py [--game mall] [--idle 300] [--active 20] [--seconds 10] [--level random]

Starts `python -m game serve --port 0` on 127.0.0.1 with a throwaway data folder, and
talks to it only there:

    idle     --idle tables hosted one after another (one person's seat, the rest computer
             players at --level), each connection closed after its first update: the
             table stays in the server's memory. The server's resident memory (Linux
             /proc) before and after, per table; the store's file size per table; hosting
             time per table (its create is a durable commit).
    active   --active people at once, each at a table of their own with computer seats,
             answering every decision of theirs with its first legal action for
             --seconds. Printed: the people's actions a second, every action a second
             (the computers' too, read from the counters), and the time from sending an
             action to the update for the person's next decision, p50/p95 (it includes
             the computers' turns in between). A finished game is replaced by a new table.

Numbers only, no pass/fail. Bounded: at most 5000 idle tables, 200 active, 120 s.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import re
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from websockets.asyncio.client import connect  # noqa: E402

from game import box  # noqa: E402
from game.net import protocol as p  # noqa: E402

WAIT = 30.0  # seconds any one reply may take before the bench gives up


def rss_kib(pid: int) -> int | None:
    """The process's resident memory in KiB (None off Linux)."""
    try:
        for line in Path(f"/proc/{pid}/status").read_text().splitlines():
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
    except OSError:
        return None
    return None


def seats(game: str, level: str) -> list[dict]:
    spec = box.get(game)
    return [{"kind": "person", "name": "bench"}] + [{"kind": "ai", "level": level}] * (spec.default_players - 1)


async def recv(ws) -> dict:
    return json.loads(await asyncio.wait_for(ws.recv(), WAIT))


async def host_idle(url: str, game: str, level: str) -> None:
    async with connect(url) as ws:
        await ws.send(p.dump(p.host(game, seats(game, level))))
        while (await recv(ws))["type"] != "update":
            pass


async def play_for(url: str, game: str, level: str, until: float, latencies: list, counts: dict) -> None:
    """One person at a table of their own until `until`: first legal action each time."""
    while time.monotonic() < until:
        async with connect(url) as ws:
            await ws.send(p.dump(p.host(game, seats(game, level))))
            sent, last = None, 0
            while time.monotonic() < until:
                msg = await recv(ws)
                if msg["type"] == "error":
                    raise RuntimeError(msg["message"])
                if msg["type"] != "update":
                    continue
                counts["all"] += msg["counter"] - last
                last = msg["counter"]
                if msg["over"]:
                    break
                if msg["legal"]:
                    if sent is not None:
                        latencies.append(time.monotonic() - sent)
                    sent = time.monotonic()
                    await ws.send(p.dump(p.act(msg["legal"][0], msg["counter"])))
                    counts["people"] += 1


async def bench(url: str, pid: int, data: Path, args) -> None:
    before = rss_kib(pid)
    start = time.monotonic()
    for _ in range(args.idle):
        await host_idle(url, args.game, args.level)
    hosting = time.monotonic() - start
    after = rss_kib(pid)
    db = sum(f.stat().st_size for f in data.iterdir() if f.is_file())
    print(f"idle tables:          {args.idle} ({args.game}, {box.get(args.game).default_players} seats)")
    print(f"hosting per table:    {1000 * hosting / max(1, args.idle):.1f} ms")
    if before is not None and after is not None and args.idle:
        print(f"server memory:        {before / 1024:.1f} MiB before, {after / 1024:.1f} MiB after: "
              f"{(after - before) / args.idle:.1f} KiB per idle table")
    print(f"store on disk:        {db / 1024:.0f} KiB ({db / max(1, args.idle) / 1024:.1f} KiB per table)")

    latencies, counts = [], {"people": 0, "all": 0}
    until = time.monotonic() + args.seconds
    await asyncio.gather(*(play_for(url, args.game, args.level, until, latencies, counts)
                           for _ in range(args.active)))
    print(f"active tables:        {args.active} for {args.seconds:g} s")
    print(f"people's actions/s:   {counts['people'] / args.seconds:.0f}")
    print(f"all actions/s:        {counts['all'] / args.seconds:.0f} (computer seats included)")
    if len(latencies) >= 2:
        q = statistics.quantiles(latencies, n=20)
        print(f"act -> next decision: p50 {1000 * statistics.median(latencies):.1f} ms, p95 {1000 * q[18]:.1f} ms")
    mem = rss_kib(pid)
    if mem is not None:
        print(f"server memory now:    {mem / 1024:.1f} MiB")


def bounded(limit: int):
    def parse(text: str) -> int:
        n = int(text)
        if not 0 <= n <= limit:
            raise argparse.ArgumentTypeError(f"expected 0 to {limit}, got {n}")
        return n
    return parse


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description="Tables one server process holds (127.0.0.1 only).")
    ap.add_argument("--game", default="mall", help="which game's tables (default mall)")
    ap.add_argument("--idle", type=bounded(5000), default=300, help="idle tables to host (default 300)")
    ap.add_argument("--active", type=bounded(200), default=20, help="tables played at once (default 20)")
    ap.add_argument("--seconds", type=bounded(120), default=10, help="how long the active tables play (default 10)")
    ap.add_argument("--level", default="random", help="the computer seats' level (default random)")
    args = ap.parse_args(argv)
    with tempfile.TemporaryDirectory(prefix="tables-bench-") as tmp:
        data = Path(tmp)
        env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
        server = subprocess.Popen([sys.executable, "-m", "game", "serve", "--port", "0", "--data", str(data)],
                                  cwd=ROOT, env=env, stdout=subprocess.PIPE, text=True)
        try:
            line = server.stdout.readline()
            found = re.search(r"ws://127\.0\.0\.1:\d+", line)
            if not found:
                print(f"the server did not start: {line!r}", file=sys.stderr)
                return 1
            asyncio.run(bench(found.group(0), server.pid, data, args))
        finally:
            server.terminate()
            server.wait(timeout=30)
    return 0


if __name__ == "__main__":
    sys.exit(main())
