"""The random legal agent: a baseline, and the stand-in for AI seats until better ones exist."""

from __future__ import annotations

from ..rules.core.rng import Rng


class RandomAgent:
    name = "random"
    needs_view = False  # it ignores what it sees; the simulator skips building the view

    def __init__(self, seed: int = 0):
        self.rng = Rng(seed)

    def act(self, view, legal: list):
        return self.rng.choice(legal)


AGENTS = {"random": RandomAgent}


def make_agent(kind: str, seed: int):
    try:
        return AGENTS[kind](seed)
    except KeyError:
        raise ValueError(f"unknown agent {kind!r} (known: {', '.join(sorted(AGENTS))})") from None
