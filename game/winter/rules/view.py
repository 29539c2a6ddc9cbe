"""What one seat may know: a redacted copy of the state (boardgame.io's playerView).

Hidden: other hands and draft offers, secret objectives (until the game is over),
who the betrayer is, the held crossroads card, crisis contributions, every deck's
order, cards that left the game unseen, peeks, other seats' votes and search
draws, and the RNG. Hidden cards become HIDDEN so counts stay visible.
"""

from __future__ import annotations

from game.core.rng import Rng
from game.core.statecopy import copy_state
from game.winter.rules.state import Decision, WinterState

HIDDEN = "?"


def _mask(cards) -> list[str]:
    return [HIDDEN] * len(cards)


_REPLACED = ("rng", "survivor_deck", "crisis_deck", "crossroads_deck", "exile_deck", "objectives_unused", "items_gone",
             "crisis_cards", "pending")


def redact(state: WinterState, seat: int | None) -> WinterState:
    # the fields replaced below are left out of the copy
    v: WinterState = copy_state(state, but=_REPLACED)
    over = v.phase == "over"
    v.rng = Rng(0)
    for p in v.players:
        if p.seat == seat:
            continue
        p.hand = _mask(p.hand)
        p.offered = _mask(p.offered)
        p.seen = {}
        if not over:
            p.objective = None
            p.betrayer = False
            p.exile_card = None
    for pl in v.places.values():
        pl.deck = _mask(pl.deck)
    v.survivor_deck = _mask(v.survivor_deck)
    v.crisis_deck = _mask(v.crisis_deck)
    v.crossroads_deck = _mask(v.crossroads_deck)
    v.exile_deck = _mask(v.exile_deck)
    v.objectives_unused = []  # even its size is secret: it would tell whether an exile was the betrayer
    v.items_gone = _mask(v.items_gone)
    v.crisis_cards = [(who, card if who == seat else HIDDEN) for who, card in v.crisis_cards]
    if v.crossroads_held and v.crossroads_held[0] != seat:
        v.crossroads_held = (v.crossroads_held[0], HIDDEN)
    v.pending = [_redact_decision(d, seat) for d in v.pending]
    return v


def _redact_decision(d: Decision, seat: int | None) -> Decision:
    data = copy_state(d.data)
    if d.kind == "search" and d.seat != seat:
        data["drawn"] = _mask(data["drawn"])
    if d.kind == "vote":
        data["votes"] = {k: (v if k == seat else None) for k, v in data["votes"].items()}
    return Decision(d.kind, d.seat, data)


def scramble_hidden(g, seat, rnd):
    """Change what `seat` cannot know — other hands, objectives, deck orders, the RNG,
    others' crisis cards and a crossroads card held by someone else — in place, with
    `rnd` (a random.Random). The privacy tests' counterpart of redact: every view,
    legal list and frame of `seat` must stay the same."""
    s = g.s
    decks = [pl.deck for pl in s.places.values() if pl.deck]
    for p in s.players:
        if p.seat == seat:
            continue
        for i in range(len(p.hand)):
            deck = rnd.choice(decks)
            j = rnd.randrange(len(deck))
            p.hand[i], deck[j] = deck[j], p.hand[i]
        if p.objective and s.objectives_unused and s.phase != "over":
            j = rnd.randrange(len(s.objectives_unused))
            p.objective, s.objectives_unused[j] = s.objectives_unused[j], p.objective
    for deck in decks + [s.survivor_deck, s.crossroads_deck, s.crisis_deck]:
        rnd.shuffle(deck)
    s.rng = Rng(rnd.randrange(2**62))
    for k, (who, card) in enumerate(s.crisis_cards):
        if who != seat:
            deck = rnd.choice(decks)
            j = rnd.randrange(len(deck))
            s.crisis_cards[k], deck[j] = (who, deck[j]), card
    if s.crossroads_held and s.crossroads_held[0] != seat and s.crossroads_deck:
        held = s.crossroads_held[1]
        s.crossroads_held = (s.crossroads_held[0], s.crossroads_deck[0])
        s.crossroads_deck[0] = held
