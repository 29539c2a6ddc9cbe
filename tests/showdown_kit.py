"""Helpers for Showdown's rule tests: scripted dice, hands and rows arranged by hand.

    g = started(4, dice=[...])        # the next die rolls (any die: rng.randint) in order
    arrange(g, hands=..., safes=..., stars=..., turn=0)
"""

from __future__ import annotations

from game.core.rng import Rng
from game.showdown.rules import Config, flow, new_game, turn
from game.showdown.rules.actions import Slip


class ScriptedRng(Rng):
    """The game's RNG whose die rolls (randint) come from a queue while it lasts (tests only)."""

    __slots__ = ("queue",)

    def __init__(self, seed: int = 0, dice=()):
        super().__init__(seed)
        self.queue = list(dice)

    def __getstate__(self):
        return (self.state, self.queue)

    def __setstate__(self, state):
        self.state, self.queue = state

    def randint(self, lo: int, hi: int) -> int:
        if self.queue:
            v = self.queue.pop(0)
            assert lo <= v <= hi, f"scripted {v} is not a face of a {hi}-sided die"
            return v
        return super().randint(lo, hi)


def started(players: int = 4, seed: int = 1, dice=(), slip: int | None = 0, **options):
    """A new game with scripted dice; everyone passes the safe at `slip` left (None: not yet)."""
    g = new_game(Config(players=players, **options), seed, rng=ScriptedRng(seed, dice))
    while slip is not None and g.s.step == "pass":
        g.apply(Slip(slip))
    return g


def dice(g, *faces: int) -> None:
    g.s.rng.queue[:0] = list(faces)


def arrange(g, hands=None, safes=None, stars=None, seat: int = 0, deck=None, step: str = "turns", queue=None,
            round_: int | None = None):
    """Put the game at the start of `seat`'s turn with these hands, rows and stars; returns the events."""
    s = g.s
    if hands is not None:
        s.hands = [list(h) for h in hands]
    if safes is not None:
        s.safes = [list(r) for r in safes]
        s.guards = [[None] * len(r) for r in safes]
        s.covers = [None] * s.players
        s.known = [[] for _ in range(s.players)]
        s.shown = []
    if stars is not None:
        s.stars = list(stars)
    if deck is not None:
        s.deck = list(deck)
    if round_ is not None:
        s.round = round_
    if queue is None:  # the rest of the lap after `seat`
        queue = [p for p in s.order(seat)[1:] if p != s.first] if seat is not None else []
    s.pending, s.fight, s.owe_discards, s.step, s.queue = [], None, {}, step, list(queue)
    g._legal, g._events = None, []
    if step == "turns" and seat is not None:
        turn.start(g, seat)
    flow.advance(g)
    events, g._events = g._events, []
    return events


def answer(g, *actions):
    events = []
    for a in actions:
        events += g.apply(a)
    return events


def ask(g):
    return (g.current_player(), g.s.pending[0].kind) if g.s.pending else (None, None)


def kinds(events) -> list[str]:
    return [e.kind for e in events]
