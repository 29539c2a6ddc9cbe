"""The random legal agent: a baseline."""

from __future__ import annotations

from game.core.rng import Rng


class RandomAgent:
    name = "random"
    needs_view = False  # it ignores what it sees; the simulator skips building the view

    def __init__(self, seed: int = 0):
        self.rng = Rng(seed)

    def act(self, view, legal: list):
        return self.rng.choice(legal)

