"""Undo within a human's own turn, for every game, decided by the shell alone.

An action may be taken back only when applying it told nobody anything new: it touched
no randomness (the RNG state is the same before and after: no die, no shuffle, no
random pick), emitted no private event (no card seen by one seat), no event its game
lists as revealing (GameSpec.reveals: a hidden card, dial or vote turned up without the
RNG) and was not a sealed choice (a vote, a dial, a secret card). It must also have
left the same seat deciding in the same turn (`turn`): an action that hands
the decision to someone else, or passes the turn on, cannot be taken back — nor can
anything once another seat has decided, the seat on screen has changed (a curtain), the
game has ended, or the action was an AI's. The engines are untouched: undo replays the
game's actions but the last (GameSpec.replay), the same path a save is loaded by.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Step:
    """What the shell knew when it applied one action: whether it may be taken back,
    and where the log stood before it (to take it back)."""

    at: int  # the action's index in game.history
    seat: int | None  # who decided it
    human: bool  # a human at the time (a seat an AI took over since is not undone for it)
    shown: int | None  # whose secrets were on screen
    quiet: bool  # the action itself revealed nothing, rolled nothing and kept the turn
    log_len: int  # len(match.log) before it
    aside: bool  # the log's "aside" mark before it
    held: tuple  # reasons held back for sealed choices, before it


def rng_state(game):
    """The state of the engine's seeded RNG (every game keeps it at game.s.rng); None when
    a game has none to compare, and then nothing of it is undoable."""
    rng = getattr(getattr(game, "s", None), "rng", None)
    return getattr(rng, "state", None)


def quiet(spec, action, events, before: tuple, after: tuple) -> bool:
    """Whether one applied action revealed nothing, rolled nothing and kept the turn and
    the decision where they were. `before`/`after` are `moment`s around it."""
    rng0, *seats0 = before
    rng1, *seats1 = after
    return (rng0 is not None and rng0 == rng1 and seats0 == seats1
            and not spec.sealed_action(action)
            and not any(e.private is not None for e in events)
            and not spec.reveals(events))


def moment(spec, game) -> tuple:
    """What `quiet` compares around an action."""
    if game.is_terminal():
        return rng_state(game), None, None
    return rng_state(game), game.current_player(), turn(spec, game)


def turn(spec, game):
    """The turn an action falls in: its owner where the game has turns that several
    decisions share (Winter's, Showdown's), else the question asked (GameSpec.turn_key:
    Mall's steps, where playing one more item is still the same question)."""
    owner = spec.turn_owner(game)
    return ("owner", owner) if owner is not None else ("key", spec.turn_key(game))
