"""A full Mall state consistent with what one seat knows (its view), for the search.

Hidden cards (others' hands, the deck but the cards the seat put under it, another
searcher's draw) are dealt from the cards the seat cannot place. Unseen box dice are
rolled, each landing on a trusted chief's announced destination less often. Others'
sealed dials and votes are what Normal would choose in their seat; a new chief's dial
is its announcement as often as the seat trusts it.
"""

from __future__ import annotations

import pickle

from game.core.rng import Rng
from game.core.sealed import HIDDEN as SEALED
from game.mall.ai.danger import TRUSTED_AVOIDS
from game.mall.ai.scores import Scorer
from game.mall.ai.table import Table
from game.mall.rules import moves
from game.mall.rules.actions import Vote
from game.mall.rules.view import HIDDEN, HIDDEN_DIE


def determinize(view, seat: int, content, rng: Rng, style, announced: int | None, trust: float):
    s = pickle.loads(pickle.dumps(view, pickle.HIGHEST_PROTOCOL))
    _cards(s, content, rng)
    _box(s, seat, rng, announced, trust)
    _dials(s, seat, content, rng, style, trust)
    _votes(s, seat, content, rng, style)
    s.rng = Rng(rng.next64())
    return s


def _cards(s, content, rng: Rng) -> None:
    slots = [(hand, i) for hand in s.hands for i, card in enumerate(hand) if card == HIDDEN]
    slots += [(s.deck, i) for i, card in enumerate(s.deck) if card == HIDDEN]
    slots += [(d.data["drawn"], i) for d in s.pending if "drawn" in d.data
              for i, card in enumerate(d.data["drawn"]) if card == HIDDEN]
    pool = content.deck()
    seen = [c for hand in s.hands for c in hand] + list(s.deck) + list(s.discards)
    seen += [c for d in s.pending for c in d.data.get("drawn", ())]
    for card in seen:
        if card != HIDDEN and card in pool:
            pool.remove(card)
    rng.shuffle(pool)
    for (lst, i), card in zip(slots, pool):
        lst[i] = card


def _box(s, seat: int, rng: Rng, announced: int | None, trust: float) -> None:
    if seat in s.box_seen:
        return
    avoid = TRUSTED_AVOIDS * trust
    for i, d in enumerate(s.box):
        if d == HIDDEN_DIE:
            d = rng.d6()
            if d == announced and rng.below(1000) < 1000 * avoid:
                d = rng.d6()  # the chief said it goes there: the dice are likely elsewhere
            s.box[i] = d


def _dials(s, seat: int, content, rng: Rng, style, trust: float) -> None:
    d = s.dials
    if d is None:
        return
    for p, choice in list(d.choices.items()):
        if choice is not SEALED:
            continue
        told = d.announced.get(p)
        if told is not None and rng.below(1000) < 1000 * (trust if s.config.chief_bluff else 1.0):
            d.choices[p] = told
        else:
            t = Table(s, content, p)
            options = [moves.dial_action(choice) for choice in moves.dial_choices(t, p)]
            d.choices[p] = moves.dial_choice(_best(Scorer(t, style, rng, None, 0.0), options))


def _votes(s, seat: int, content, rng: Rng, style) -> None:
    b = s.ballot
    if b is None or b.sealed is None:
        return
    for p, choice in list(b.sealed.choices.items()):
        if choice is SEALED:
            scorer = Scorer(Table(s, content, p), style, rng, None, 0.0)
            b.sealed.choices[p] = _best(scorer, [Vote(c) for c in b.candidates]).seat


def _best(scorer: Scorer, options: list):
    return max(options, key=scorer.score)
