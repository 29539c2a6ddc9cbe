"""The agent registry: every computer player level by name.

An agent is `act(view, legal) -> action`: it sees only `view(seat)` and the legal
actions, keeps no global state (safe on a worker thread, one agent per seat) and is
deterministic for a seed (Hard: for a seed and a fixed number of simulations).
"""

from __future__ import annotations

from game.ai.random_agent import RandomAgent
from game.winter.ai.heuristic import EASY, NORMAL, HeuristicAgent


def _easy(seed: int, **_):
    return HeuristicAgent(seed, EASY)


def _normal(seed: int, **_):
    return HeuristicAgent(seed, NORMAL)


def _hard(seed: int, **options):
    from game.winter.ai.search import SearchAgent

    return SearchAgent(seed, **options)


def _random(seed: int, **_):
    return RandomAgent(seed)


AGENTS = {"random": _random, "easy": _easy, "normal": _normal, "hard": _hard}
LEVELS = tuple(AGENTS)


def make_agent(kind: str, seed: int, **options):
    """A new agent of a level; options go to levels that take them (Hard: time_budget)."""
    try:
        build = AGENTS[kind]
    except KeyError:
        raise ValueError(f"unknown agent {kind!r} (known: {', '.join(AGENTS)})") from None
    return build(seed, **options)
