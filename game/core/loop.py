"""The game loop every headless player shares (sim, benchmarks, tests).

A game here is anything with the engine API (`is_terminal`, `current_player`,
`legal_actions`, `apply`, `view`); an agent is `act(view, legal) -> action`, and
may watch play pass (`observe(seat, view, events)`: `tell`).
The window asks its agents on a thread, so it uses `agent_inputs` and `tell` alone.
"""

from __future__ import annotations

import time

MAX_ACTIONS = 20000  # a game this long is a bug


def agent_inputs(game, seat: int, agent) -> tuple:
    """(view, legal) for `agent` deciding for `seat`. An agent with `needs_view = False`
    gets None: building a redacted view costs more than its whole decision."""
    view = game.view(seat) if getattr(agent, "needs_view", True) else None
    return view, game.legal_actions()


def watching(agents) -> list[tuple[int, object]]:
    """(seat, agent) for the agents (a list by seat, or a dict) that watch play pass."""
    pairs = agents.items() if isinstance(agents, dict) else enumerate(agents)
    return [(seat, a) for seat, a in pairs if hasattr(a, "observe")]


def tell(game, watchers, events) -> None:
    """Show each watcher its seat's view after an action, and the action's events it may
    see: what a person at that seat is shown between its own decisions."""
    for seat, agent in watchers:
        agent.observe(seat, game.view(seat), [e for e in events if e.visible_to(seat)])


def decide(game, seat: int, agent):
    """The action `agent` chooses for `seat` now (not applied)."""
    return agent.act(*agent_inputs(game, seat, agent))


def play(game, agents, max_actions: int = MAX_ACTIONS, on_decision=None) -> int:
    """Play `game` to its end, `agents[seat]` deciding for each seat; returns the
    number of actions applied. `on_decision(seat, action, seconds)` is told each
    decision and how long the agent took (timed only when it is given).
    More than `max_actions` actions: RuntimeError."""
    n, watchers = 0, watching(agents)
    tell(game, watchers, [])
    while not game.is_terminal():
        if n >= max_actions:
            raise RuntimeError(f"no end after {max_actions} actions")
        seat = game.current_player()
        agent = agents[seat]
        view, legal = agent_inputs(game, seat, agent)
        if on_decision is None:
            action = agent.act(view, legal)
        else:
            start = time.perf_counter()
            action = agent.act(view, legal)
            on_decision(seat, action, time.perf_counter() - start)
        events = game.apply(action)
        if watchers:
            tell(game, watchers, events)
        n += 1
    return n
