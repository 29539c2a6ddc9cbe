"""Headless full games: the `sim` command and the benchmarks."""

from __future__ import annotations

import time
import traceback
from dataclasses import dataclass, field

from game.ai.agents import make_agent
from game.core.loop import play
from game.winter.rules import Config, new_game


def play_one(config: Config, seed: int, agents: list[str]):
    """Play one game to the end; returns the finished game and the number of actions.
    A game that does not end (core.loop.MAX_ACTIONS) raises RuntimeError: an error."""
    g = new_game(config, seed)
    seats = [make_agent(agents[i % len(agents)], seed * 31 + i) for i in range(config.players)]
    return g, play(g, seats)


@dataclass
class SimStats:
    games: int = 0
    seconds: float = 0.0
    actions: int = 0
    rounds: int = 0
    ended_by: dict = field(default_factory=lambda: {"morale": 0, "rounds": 0, "objective": 0})
    wins: dict = field(default_factory=lambda: {"loyal": 0, "betrayer": 0, "exiled": 0, "coop": 0})
    betrayers: int = 0
    exiles: int = 0
    errors: int = 0
    error_samples: list = field(default_factory=list)

    def to_dict(self) -> dict:
        played = max(1, self.games - self.errors)
        return {
            "games": self.games,
            "games_per_second": round(self.games / self.seconds, 2) if self.seconds else 0.0,
            "us_per_action": round(self.seconds / self.actions * 1e6, 1) if self.actions else 0.0,
            "mean_rounds": round(self.rounds / played, 2),
            "ended_by": self.ended_by,
            "wins": self.wins,
            "betrayers": self.betrayers,
            "exiles": self.exiles,
            "errors": self.errors,
        }


def simulate(config: Config, games: int, seed: int, agents: list[str]) -> SimStats:
    st = SimStats()
    start = time.perf_counter()
    for i in range(games):
        st.games += 1
        try:
            g, n = play_one(config, seed + i, agents)
        except Exception:
            st.errors += 1
            if len(st.error_samples) < 3:
                st.error_samples.append(f"seed {seed + i}:\n{traceback.format_exc()}")
            continue
        st.actions += n
        st.rounds += g.s.round
        st.ended_by[g.s.ended_by] = st.ended_by.get(g.s.ended_by, 0) + 1
        for r in g.results():
            if r.won and r.kind in st.wins:
                st.wins[r.kind] += 1
        st.betrayers += sum(1 for p in g.s.players if p.betrayer)
        st.exiles += sum(1 for p in g.s.players if p.exiled)
    st.seconds = time.perf_counter() - start
    return st
