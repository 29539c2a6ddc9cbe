"""A full Showdown state consistent with what one seat knows (its view), for the search.

Unseen town cards (others' hands, the deck) are dealt from the cards the seat cannot
place; unseen safes (face-down cells of others' rows, the middle, those out of the game)
from the safes it has not seen; others' sealed choices not yet revealed are a card of
their hand (a holdup or showdown draw) or a position of their row (the setup's pass).
"""

from __future__ import annotations

import pickle
from collections import Counter

from game.core.rng import Rng
from game.core.sealed import HIDDEN as SEALED
from game.showdown.ai.table import HIDDEN


def determinize(view, seat: int, content, rng: Rng):
    s = pickle.loads(pickle.dumps(view, pickle.HIGHEST_PROTOCOL))
    _cards(s, content, rng)
    _safes(s, content, rng)
    _sealed(s, seat, rng)
    s.rng = Rng(rng.next64())
    return s


def _deal(slots: list, pool: list, rng: Rng) -> None:
    rng.shuffle(pool)
    for (lst, i), x in zip(slots, pool):
        lst[i] = x


def _cards(s, content, rng: Rng) -> None:
    slots = [(h, i) for h in s.hands for i, c in enumerate(h) if c == HIDDEN]
    slots += [(s.deck, i) for i, c in enumerate(s.deck) if c == HIDDEN]
    seen = Counter(c for h in s.hands for c in h if c != HIDDEN)
    seen += Counter(s.discards)
    if s.fight is not None:
        seen += Counter([c for c in (s.fight.attack_card, s.fight.defend_card) if c])
        seen += Counter(c for given in s.fight.holsters.values() for _, c in given)
        seen += Counter(c for _, c in s.fight.thieves)
    seen += Counter(c for row in (s.guards or []) for c in row if c)
    seen += Counter(c for c in (s.covers or []) if c)
    if s.showdown is not None:
        seen += Counter(c for cs in s.showdown.played.values() for c in cs)
    pool = list((Counter(content.deck()) - seen).elements())
    _deal(slots, pool, rng)


def _safes(s, content, rng: Rng) -> None:
    slots = [(row, i) for row in s.safes for i, x in enumerate(row) if x == HIDDEN]
    slots += [(s.middle, i) for i, x in enumerate(s.middle) if x == HIDDEN]
    slots += [(s.out, i) for i, x in enumerate(s.out) if x == HIDDEN]
    seen = Counter(x for row in s.safes for x in row if x != HIDDEN)
    turned = s.holdup_safe if s.step == "holdup" and s.holdup_safe and s.holdup_safe != HIDDEN else None
    if turned:
        seen[turned] += 1
    pool = list((Counter(content.safe_pile(s.config.mystery)) - seen).elements())
    _deal(slots, pool, rng)


def _sealed(s, seat: int, rng: Rng) -> None:
    for sealed in (s.holdup, s.showdown.sealed if s.showdown else None):
        if sealed is not None:
            for p, choice in list(sealed.choices.items()):
                if choice is SEALED and p != seat and s.hands[p]:
                    sealed.choices[p] = rng.choice(s.hands[p])
    if s.passing is not None:
        for p, choice in list(s.passing.choices.items()):
            if choice is SEALED and p != seat:
                sealed_pos = rng.below(len(s.safes[p])) if s.safes[p] else 0
                s.passing.choices[p] = sealed_pos
