"""A pending decision: what an engine waits for, the same shape in every game of the box.

A game keeps `state.pending: list[Decision]`, the head being the choice asked now, so the
shell and the AIs find "who decides what" the same way in every game. The queue itself is
a plain list (insert(0, d) interrupts, append(d) waits its turn, pop(0) resolves): helpers
around those three calls would only hide them.
"""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass(slots=True)
class Decision:
    """A choice the engine waits for: the seat that decides and what it's about."""

    kind: str  # a name the game's rules dispatch on ("vote", "search", "dial"...)
    seat: int
    data: dict = field(default_factory=dict)  # plain data only: states are pickled and hashed
