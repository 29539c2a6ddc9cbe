"""Headless full games of any game in the box: the `sim` command and the benchmarks."""

from __future__ import annotations

import time
import traceback
from dataclasses import dataclass, field

from game import box
from game.core.loop import play


def play_one(spec: box.GameSpec, config, seed: int, agents: list[str]):
    """Play one game to the end; returns the finished game and the number of actions.
    A game that does not end (core.loop.MAX_ACTIONS) raises RuntimeError: an error."""
    g = spec.new_game(config, seed)
    seats = [spec.make_agent(agents[i % len(agents)], seed * 31 + i) for i in range(spec.players_of(config))]
    return g, play(g, seats)


@dataclass
class SimStats:
    tally: object  # the game's own counters (GameSpec.sim_tally)
    games: int = 0
    seconds: float = 0.0
    actions: int = 0
    errors: int = 0
    error_samples: list = field(default_factory=list)

    def to_dict(self) -> dict:
        played = max(1, self.games - self.errors)
        return {
            "games": self.games,
            "games_per_second": round(self.games / self.seconds, 2) if self.seconds else 0.0,
            "us_per_action": round(self.seconds / self.actions * 1e6, 1) if self.actions else 0.0,
            **self.tally.to_dict(played),
            "errors": self.errors,
        }


def simulate(spec: box.GameSpec, config, games: int, seed: int, agents: list[str]) -> SimStats:
    st = SimStats(spec.sim_tally())
    start = time.perf_counter()
    for i in range(games):
        st.games += 1
        try:
            g, n = play_one(spec, config, seed + i, agents)
        except Exception:
            st.errors += 1
            if len(st.error_samples) < 3:
                st.error_samples.append(f"seed {seed + i}:\n{traceback.format_exc()}")
            continue
        st.actions += n
        st.tally.add(g)
    st.seconds = time.perf_counter() - start
    return st
