"""A full Mall state consistent with what one seat knows (its view), for the search.

Hidden cards (others' hands, the deck but the cards the seat put under it, another
searcher's draw) are dealt from the cards the seat cannot place. Unseen box dice are
rolled, each landing on a trusted chief's announced destination less often. Others'
sealed votes are what Normal would choose in their seat.

Others' sealed dials are drawn from the seat's belief (`dial_odds`), formed from the view
alone: where each seat's people stand makes some destinations better for it (Normal's
scores in that seat, softened by DIAL_TEMPERATURE: the seat does not see what the dialler
may know, such as the box's dice), and a new chief's announcement is true as often as its
record says (trust.py): the announced place has the chief's trust as its probability,
the other places share the rest by their softened scores.
"""

from __future__ import annotations

import pickle
from math import exp

from game.core.rng import Rng
from game.core.sealed import HIDDEN as SEALED
from game.mall.ai.danger import TRUSTED_AVOIDS
from game.mall.ai.heuristic import NORMAL
from game.mall.ai.scores import Scorer
from game.mall.ai.table import Table
from game.mall.ai.trust import announcement, trust
from game.mall.rules import moves
from game.mall.rules.actions import Vote
from game.mall.rules.view import HIDDEN, HIDDEN_DIE

# points of Normal's dial score per e-fold of odds: fitted by maximum likelihood on the
# dials of Normal's games (bench/beliefs.py --game mall --fit --seed 9001: 0.5 of 0.25-5)
DIAL_TEMPERATURE = 0.5


def dial_odds(view, seat: int, content, style=NORMAL) -> dict[int, dict]:
    """For every other seat whose dial is sealed in the view: each choice's probability."""
    d = view.dials
    if d is None:
        return {}
    sealed = [p for p, choice in d.choices.items() if choice is SEALED and p != seat]
    if not sealed:
        return {}
    v = pickle.loads(pickle.dumps(view, pickle.HIGHEST_PROTOCOL))
    if seat not in v.box_seen:
        v.box_seen = []  # what the box showed others is beyond this seat: their scores read the odds
    believed = trust(v, v.chief, style.trusts)
    out = {}
    for p in sealed:
        t = Table(v, content, p)
        told_to_p = announcement(v, p)
        scorer = Scorer(t, style, Rng(0), told_to_p, believed if told_to_p is not None else 0.0)
        choices = moves.dial_choices(t, p)
        scores = [scorer.score(moves.dial_action(x)) for x in choices]
        top = max(scores)
        w = [exp((sc - top) / DIAL_TEMPERATURE) for sc in scores]
        told = d.announced.get(p)
        if told is not None and told in choices:
            if not v.config.chief_bluff:
                w = [float(x == told) for x in choices]  # the announcement is the dial (RULES.md)
            else:
                rest = sum(wi for x, wi in zip(choices, w) if x != told)
                w = [believed if x == told else (1 - believed) * wi / rest if rest else 0.0 for x, wi in zip(choices, w)]
        total = sum(w)
        out[p] = {x: wi / total for x, wi in zip(choices, w)}
    return out


def determinize(view, seat: int, content, rng: Rng, style, announced: int | None, believed: float,
                dials: dict | None = None):
    """`dials`: dial_odds for this view (drawn from); None: formed here."""
    s = pickle.loads(pickle.dumps(view, pickle.HIGHEST_PROTOCOL))
    _cards(s, content, rng)
    _box(s, seat, rng, announced, believed)
    _dials(s, dials if dials is not None else dial_odds(view, seat, content, style), rng)
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


def _dials(s, odds: dict[int, dict], rng: Rng) -> None:
    for p, dist in sorted(odds.items()):
        roll = rng.below(1 << 30) / (1 << 30)
        choices = list(dist)
        pick = choices[-1]
        for x in choices:
            roll -= dist[x]
            if roll < 0:
                pick = x
                break
        s.dials.choices[p] = pick


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
