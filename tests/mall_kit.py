"""Helpers for Mall's rule tests: scripted dice, a board arranged by hand, answers.

    g = started(4, dice=[3, 5])              # new game, the next d6 rolls are 3 then 5
    arrange(g, {"red-starlet": 6}, zombies={6: 4}, step="attack")
"""

from __future__ import annotations

from game.core.rng import Rng
from game.mall.rules import Config, flow, new_game
from game.mall.rules.state import SUPPLY

HQ, PARK, MARKET = 5, 4, 6  # the data's control room, car park, food hall


class ScriptedRng(Rng):
    """The game's RNG whose d6 rolls come from a queue while it lasts (tests only)."""

    __slots__ = ("queue",)

    def __init__(self, seed: int = 0, dice=()):
        super().__init__(seed)
        self.queue = list(dice)

    def __getstate__(self):
        return (self.state, self.queue)

    def __setstate__(self, state):
        self.state, self.queue = state

    def d6(self) -> int:
        return self.queue.pop(0) if self.queue else super().d6()


def started(players: int = 4, seed: int = 1, dice=(), **options):
    """A new game with scripted dice (placement first, then whatever comes)."""
    return new_game(Config(players=players, **options), seed, rng=ScriptedRng(seed, dice))


def dice(g, *faces: int) -> None:
    """The next d6 rolls of `g`."""
    g.s.rng.queue[:0] = list(faces)


def arrange(g, where: dict[str, int], zombies: dict[int, int] | None = None, hands=None, step: str = "truck",
            chief: int = 0, deck=None, closed=None, new_chief: bool = False):
    """Put the game at the start of `step` with exactly these characters (the others are
    lost), zombies, hands and deck, then run the engine to its first question; returns
    the events on the way."""
    s = g.s
    for cid in list(s.characters):
        if cid in where:
            s.characters[cid].location = where[cid]
        else:
            del s.characters[cid]
            s.lost.append(cid)
    assert set(where) <= set(s.characters), "a character id of the test is wrong"
    s.zombies = {loc: (zombies or {}).get(loc, 0) for loc in g.c.locations}
    s.supply = SUPPLY - sum(s.zombies.values())
    if hands is not None:
        s.hands = [list(h) for h in hands]
    if deck is not None:
        s.deck, s.deck_marks = list(deck), [-1] * len(deck)
    if closed is not None:
        s.closed = list(closed)
    s.chief, s.new_chief = chief, new_chief
    s.pending, s.ballot, s.dials, s.box, s.box_seen = [], None, None, [], []
    s.step, s.stage, s.round = step, "", max(1, s.round)
    g._legal, g._events = None, []
    flow.advance(g)
    events, g._events = g._events, []
    return events


def answer(g, *actions):
    """Apply the actions in turn; the events of all of them."""
    events = []
    for a in actions:
        events += g.apply(a)
    return events


def ask(g):
    """(seat, kind) of the question asked now."""
    return (g.current_player(), g.s.pending[0].kind) if g.s.pending else (None, None)


def kinds(events) -> list[str]:
    return [e.kind for e in events]


def answer_all(g, kind: str, by_seat: dict, make) -> list:
    """Answer the questions of `kind` asked in a row of the seats in `by_seat`, `make(by_seat[seat])`,
    until the answers are revealed (one ballot, one set of dials)."""
    events = []
    while ask(g)[1] == kind and g.current_player() in by_seat:
        events += g.apply(make(by_seat[g.current_player()]))
        if any(e.kind in ("votes-revealed", "dials-revealed") for e in events):
            break
    return events
