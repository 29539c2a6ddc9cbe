"""Two real windows at one online table, each a process of its own, over real sockets on
127.0.0.1: a server process (`python -m game serve --port 0`), a window that hosts a table
of two people and computer players, and a window that joins it by the room code. Each
window (tests/online_window_proc.py) plays its seat by clicking what its screen offers,
through the App's loop, to the game-over screen, and checks at each of its decisions that
the actions reachable through the screen are the seat's legal actions as the server sent
them. Every game, every wait bounded; the processes are ended by the test if still there."""

from __future__ import annotations

import json
import os
import queue
import re
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

HERE = Path(__file__).resolve().parent
# two people and a computer, the fewest seats every game allows; Showdown's offers of a holster
# or a horse thief to the others come only from 4 players on (rules/fight.py HOLSTER_MIN_PLAYERS)
SEATS = {"mall": 3, "showdown": 4, "winter": 3}
SECONDS = 120.0  # each window's bound on its whole game (one takes 5 to 60 s on this machine, by game and load)
START = 30.0  # the server's and the hosted table's bound on starting


def summaries(windows: list, timeout: float) -> list[dict]:
    """Each window's summary, with its exit status; as soon as one fails, the others are not
    waited for (a window whose partner is stuck waits for its turn until its bound)."""
    deadline = time.monotonic() + timeout
    while any(w.summary is None for w in windows):
        done = [w.summary for w in windows if w.summary is not None]
        if any(not s["over"] or s["problem"] for s in done):
            break
        assert time.monotonic() < deadline, f"timed out waiting for the windows; {[w.tail() for w in windows]}"
        time.sleep(0.1)
    for w in windows:
        if w.summary is not None:
            w.proc.wait(10)
            w.summary["exit"] = w.proc.returncode
    return [w.summary or {"over": False, "problem": "not finished (the other window failed)"} for w in windows]


class Child:
    """A process of ours whose stdout lines are read on a thread; stderr goes to a file."""

    def __init__(self, args: list[str], folder: Path, name: str):
        env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy", "PYTHONUNBUFFERED": "1",
               "LANGUAGE": "en", "UNTILTHETHAW_HOME": str(folder / f"home-{name}")}
        self.name, self.err = name, folder / f"{name}.stderr"
        self.lines: queue.Queue = queue.Queue()
        self.seen: list[str] = []
        self.summary: dict | None = None  # its last line, once it has played
        with open(self.err, "w") as err:
            self.proc = subprocess.Popen([sys.executable, *args], stdout=subprocess.PIPE, stderr=err, text=True,
                                         env=env, cwd=HERE.parent)
        threading.Thread(target=self._read, daemon=True).start()

    def _read(self) -> None:
        for line in self.proc.stdout:
            line = line.strip()
            if line.startswith('{"summary"'):
                self.summary = json.loads(line)["summary"]
            self.lines.put(line)
        self.lines.put(None)  # the end of its output

    def line(self, wanted, what: str, timeout: float) -> str:
        """The first line of its output for which wanted(line) holds, waited for (bounded)."""
        deadline = time.monotonic() + timeout
        while True:
            try:
                line = self.lines.get(timeout=max(0.0, deadline - time.monotonic()))
            except queue.Empty:
                raise AssertionError(f"timed out waiting for {what}; {self.tail()}") from None
            if line is None:
                raise AssertionError(f"it ended before {what}; {self.tail()}")
            self.seen.append(line)
            if wanted(line):
                return line

    def tail(self) -> str:
        return f"output {self.seen[-3:]}, stderr: {self.err.read_text()[-1500:]}"

    def stop(self) -> None:
        if self.proc.poll() is None:
            self.proc.terminate()
            try:
                self.proc.wait(10)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait(10)


NEEDS: dict[str, str] = {}  # a game whose play waits on a product fix: its reason (strict xfail)
GAMES = [pytest.param(g, marks=pytest.mark.xfail(strict=True, reason=NEEDS[g])) if g in NEEDS else g for g in SEATS]


@pytest.mark.parametrize("game_id", GAMES)
def test_two_windows_in_their_own_processes_play_a_server_table_to_its_end(game_id, tmp_path):
    children: list[Child] = []

    def start(args: list[str], name: str) -> Child:
        children.append(Child(args, tmp_path, name))
        return children[-1]

    window = [str(HERE / "online_window_proc.py"), "--seconds", str(SECONDS)]
    try:
        server = start(["-m", "game", "serve", "--port", "0", "--data", str(tmp_path / "tables")], "server")
        url = re.search(r"ws://127\.0\.0\.1:\d+", server.line(lambda x: "ws://" in x, "the server", START)).group(0)
        host = start([*window, "--url", url, "--host", game_id, "--players", str(SEATS[game_id]), "--seed", "1"], "host")
        code = json.loads(host.line(lambda x: x.startswith('{"code"'), "the hosted table", START))["code"]
        joiner = start([*window, "--url", url, "--join", code, "--seat", "1", "--seed", "2"], "joiner")
        played = summaries([host, joiner], SECONDS + START)
        failed = [f"{w.name}: {s}; {w.tail()}" for w, s in zip((host, joiner), played) if s["problem"] or not s["over"]]
        assert not failed, "\n".join(failed)
        for s in played:
            assert s["checked"] > 0 and s["mismatches"] == [], s
            assert s["clicks"] >= s["checked"] and s["exit"] == 0, s
        assert [(s["game"], s["seat"]) for s in played] == [(game_id, 0), (game_id, 1)]
    finally:
        for child in children:
            child.stop()
