"""The final showdown worked out exactly: a seat's chance to be the last one standing,
and which card it should fire, when every other participant plays as Normal does (its
strongest card at every exchange) and the seat plays its cards in the best order.

An exchange: every participant fires a card (its die) plus its best showdown gun, less a
pepperbox for each dagger it took; the lowest total is out, the tied lowest roll again
among themselves (showdown.md "Final showdown"). With three or more in the showdown,
firing the strongest card first spends the die the last duel needs on an exchange where
surviving only asks not to be the lowest of several; the odds here weigh that.

Plain numbers only (die sides), no game state: `fighters(game)` reads them from a full
game, as Hard's sampled worlds are.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from functools import lru_cache
from math import prod

from game.showdown.ai.table import dist
from game.showdown.rules import mystery
from game.showdown.rules.showdown import usable_gun

EXACT_TIES = 4  # up to this many rollers, who loses a tie's reroll is counted exactly


@dataclass(frozen=True, slots=True)
class Fighter:
    hand: tuple[int, ...]  # die sides of the cards in hand, strongest first
    played: tuple[int, ...] = ()  # fired in this showdown (taken back once the hand is empty)
    guns: tuple[int, ...] = ()  # the best showdown gun's die, if any
    minus: int = 0  # dice subtracted (expert dagger)
    minus_sides: int = 6

    def ready(self) -> Fighter:
        """Its cards for the next exchange: with none left, it takes back those it fired."""
        if not self.hand and self.played:
            return replace(self, hand=tuple(sorted(self.played, reverse=True)), played=())
        return self

    def fire(self, sides: int | None) -> Fighter:
        if sides is None:
            return self
        hand = list(self.hand)
        hand.remove(sides)
        return replace(self, hand=tuple(hand), played=self.played + (sides,))

    def roll(self, sides: int | None) -> tuple:
        """What it rolls firing a card of `sides` (None: no card)."""
        return ((sides,) if sides else ()) + self.guns, self.minus, self.minus_sides


def fighters(game) -> dict[int, Fighter]:
    """The showdown's participants as Fighters, from a full game in its showdown."""
    s, c = game.s, game.c
    out = {}
    for p in s.showdown.participants:
        gun = usable_gun(game, p)
        out[p] = Fighter(tuple(sorted((c.sides(x) for x in s.hands[p]), reverse=True)),
                         tuple(c.sides(x) for x in s.showdown.played.get(p, [])),
                         (c.guns[gun].sides,) if gun else (), s.minus[p], c.guns[mystery.DAGGER_GUN].sides)
    return out


def win_chance(seat: int, table: dict[int, Fighter]) -> float:
    """The seat's chance to win the showdown from here, choosing its cards well."""
    if seat not in table:
        return 0.0
    return _solve(seat, _key(table))[0]


def card_odds(seat: int, table: dict[int, Fighter]) -> dict[int, float]:
    """For each card the seat could fire now (by its die's sides): its chance to win."""
    return dict(_solve(seat, _key(table))[1])  # a copy: the memo's own must not change


def _key(table: dict[int, Fighter]) -> tuple:
    return tuple(sorted(table.items()))


@lru_cache(maxsize=65536)
def _solve(seat: int, table: tuple) -> tuple[float, dict[int, float]]:
    who = [p for p, _ in table]
    if len(who) == 1:
        return (1.0 if who[0] == seat else 0.0), {}
    ready = {p: f.ready() for p, f in table}
    fired = {p: (f.hand[0] if f.hand else None) for p, f in ready.items()}  # Normal: the strongest
    mine = sorted(set(ready[seat].hand), reverse=True) or [None]
    odds = {}
    for card in mine:
        fired[seat] = card
        out = _eliminated(tuple(ready[p].roll(fired[p]) for p in who))
        after = {p: ready[p].fire(fired[p]) for p in who}
        odds[card] = sum(q * _solve(seat, tuple((p, after[p]) for p in who if p != loser))[0]
                         for loser, q in zip(who, out) if loser != seat and q)
    return max(odds.values()), {k: v for k, v in odds.items() if k is not None}


@lru_cache(maxsize=4096)
def _totals(dice: tuple[int, ...], minus: int, minus_sides: int) -> dict[int, float]:
    """The distribution of a roll: the dice added, `minus` dice of `minus_sides` taken off."""
    out: dict[int, float] = {}
    less = dist([minus_sides] * minus)
    for t, p in enumerate(dist(list(dice))):
        for u, q in enumerate(less):
            if p and q:
                out[t - u] = out.get(t - u, 0.0) + p * q
    return out


@lru_cache(maxsize=16384)
def _eliminated(rolls: tuple) -> tuple[float, ...]:
    """P(each roller is the one out): the lowest total; the tied lowest roll again."""
    dists = [_totals(*r) for r in rolls]
    n = len(dists)
    values = sorted(set().union(*dists))
    above = [{v: sum(p for t, p in d.items() if t > v) for v in values} for d in dists]
    if n > EXACT_TIES:
        return _ties_shared(dists, values, above)
    out = [0.0] * n
    for mask in range(1, 1 << n):  # the set tied at the lowest total, for every total
        tied = [i for i in range(n) if mask >> i & 1]
        chance = sum(prod(dists[i].get(v, 0.0) for i in tied) * prod(above[k][v] for k in range(n) if k not in tied)
                     for v in values)
        if not chance:
            continue
        if len(tied) == 1:
            out[tied[0]] += chance
        elif len(tied) < n:
            for i, q in zip(tied, _eliminated(tuple(rolls[i] for i in tied))):
                out[i] += chance * q
    tie_all = 1.0 - sum(out)  # everyone tied: the same roll again, so the odds stand as they are
    total = 1.0 - tie_all
    return tuple(x / total for x in out) if total > 0 else tuple(1.0 / n for _ in range(n))


def _ties_shared(dists, values, above) -> tuple[float, ...]:
    """As _eliminated, but a tie for the lowest shared evenly among the tied: counting who
    loses the reroll takes every subset of the table (2^n), too slow for a showdown of five
    or more, where the tied ones seldom differ much."""
    n = len(dists)
    out = [0.0] * n
    for v in values:
        for i in range(n):
            mine = dists[i].get(v, 0.0)
            if not mine:
                continue
            ways = [1.0]  # ways[k]: P(exactly k of the others tie at v, the rest above it)
            for k in range(n):
                if k == i:
                    continue
                at, up = dists[k].get(v, 0.0), above[k][v]
                ways = [w * up + (ways[j - 1] * at if j else 0.0) for j, w in enumerate(ways)] + [ways[-1] * at]
            out[i] += mine * sum(w / (j + 1) for j, w in enumerate(ways))
    return tuple(out)
