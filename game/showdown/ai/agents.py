"""Showdown's computer players by level name (the spec's make_agent)."""

from __future__ import annotations

from game.ai.random_agent import RandomAgent
from game.showdown.ai.heuristic import EASY, NORMAL, HeuristicAgent


def _hard(seed: int, **options):
    from game.showdown.ai.search import SearchAgent

    return SearchAgent(seed, **options)


AGENTS = {"random": lambda seed, **_: RandomAgent(seed),
          "easy": lambda seed, **_: HeuristicAgent(seed, EASY),
          "normal": lambda seed, **_: HeuristicAgent(seed, NORMAL),
          "hard": _hard}
LEVELS = tuple(AGENTS)


def make_agent(level: str, seed: int, **options):
    """A new agent of a level; options go to levels that take them (Hard: time_budget, simulations)."""
    try:
        build = AGENTS[level]
    except KeyError:
        raise ValueError(f"unknown level {level!r} (known: {', '.join(AGENTS)})") from None
    return build(seed, **options)
