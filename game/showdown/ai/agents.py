"""Showdown's computer players by level name (the spec's make_agent).

Every level but Random says why it robs or duels whom it does (explain.py): the window
logs the line."""

from __future__ import annotations

from game.ai.random_agent import RandomAgent
from game.showdown.ai import explain
from game.showdown.ai.heuristic import EASY, NORMAL, HeuristicAgent


def _hard(seed: int, **options):
    from game.showdown.ai.search import SearchAgent

    return SearchAgent(seed, **options)


def explained(agent):
    """The agent with its public reasons attached (how it chooses is untouched)."""
    agent.explain, agent.explain_msg = explain.explain, explain.explain_msg
    return agent


AGENTS = {"random": lambda seed, **_: RandomAgent(seed),
          "easy": lambda seed, **_: explained(HeuristicAgent(seed, EASY)),
          "normal": lambda seed, **_: explained(HeuristicAgent(seed, NORMAL)),
          "hard": lambda seed, **options: explained(_hard(seed, **options))}
LEVELS = tuple(AGENTS)


def make_agent(level: str, seed: int, **options):
    """A new agent of a level; options go to levels that take them (Hard: time_budget, simulations)."""
    try:
        build = AGENTS[level]
    except KeyError:
        raise ValueError(f"unknown level {level!r} (known: {', '.join(AGENTS)})") from None
    return build(seed, **options)
