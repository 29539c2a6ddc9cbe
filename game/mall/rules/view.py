"""What one seat may know: a redacted copy of the state, and its counterpart for the
privacy tests, `scramble_hidden`.

Every secret has an owner: a hand (its size is public), the deck's order (a seat knows
the cards it put under it), the dice in the box (the newly elected chief and camera
users), a truck search's draw (the searcher) and the card given (giver and receiver),
dials and votes before the reveal (a truthful chief's announcement is public), the RNG.
"""

from __future__ import annotations

from game.core.rng import Rng
from game.core.statecopy import copy_state
from game.mall.rules.moves import dial_choices
from game.mall.rules.state import MallState

HIDDEN = "?"  # a card face down
HIDDEN_DIE = 0  # a die in the box, unseen


def redact(state: MallState, seat: int | None) -> MallState:
    # the fields replaced below are left out of the copy (and copied where a seat sees them)
    v: MallState = copy_state(state, but=("rng", "hands", "deck", "gifts", "dials"))
    v.rng = Rng(0)
    v.hands = [list(h) if p == seat else [HIDDEN] * len(h) for p, h in enumerate(v.hands)]
    if seat in v.deck_marks:  # it put cards under the deck
        v.deck = [card if mark == seat else HIDDEN for card, mark in zip(v.deck, v.deck_marks)]
    else:
        v.deck = [HIDDEN] * len(v.deck)
    v.gifts = [(r, giver, to, card if seat in (giver, to) else HIDDEN) for r, giver, to, card in v.gifts]
    if seat not in v.box_seen:
        v.box = [HIDDEN_DIE] * len(v.box)
    if v.dials is not None:
        v.dials = v.dials.visible_to(seat)
    if v.ballot is not None and v.ballot.sealed is not None:
        v.ballot.sealed = v.ballot.sealed.visible_to(seat)
    for d in v.pending:
        if "drawn" in d.data and d.seat != seat:
            d.data["drawn"] = [HIDDEN] * len(d.data["drawn"])
    return v


def _unknown_cards(s, seat: int) -> list[tuple[list, int]]:
    """(list, index) of every card `seat` cannot place: others' hands but the cards it gave
    them (while they hold such a card), the deck but the cards it put under it, others' draws."""
    slots = []
    for p, hand in enumerate(s.hands):
        if p == seat:
            continue
        known = [card for _, giver, to, card in s.gifts if giver == seat and to == p]
        for i, card in enumerate(hand):
            if card in known:
                known.remove(card)
            else:
                slots.append((hand, i))
    slots += [(s.deck, i) for i, mark in enumerate(s.deck_marks) if mark != seat]
    slots += [(d.data["drawn"], i) for d in s.pending if "drawn" in d.data and d.seat != seat
              for i in range(len(d.data["drawn"]))]
    return slots


def scramble_hidden(g, seat: int, rnd) -> None:
    """Change in place, with `rnd` (a random.Random), everything `seat` may not know:
    seat's view, its legal actions and what it can deduce must stay the same."""
    s = g.s
    slots = _unknown_cards(s, seat)
    cards = [lst[i] for lst, i in slots]
    rnd.shuffle(cards)
    for (lst, i), card in zip(slots, cards):
        lst[i] = card
    if seat not in s.box_seen:
        s.box = [rnd.randint(1, 6) for _ in s.box]
    s.rng = Rng(rnd.randrange(2**62))
    if s.dials is not None and not s.dials.complete:
        for p in list(s.dials.choices):
            if p != seat and not (p in s.dials.announced and not s.config.chief_bluff):
                s.dials.choices[p] = rnd.choice(dial_choices(g, p))
    b = s.ballot
    if b is not None and b.sealed is not None and not b.sealed.complete:
        for p in list(b.sealed.choices):
            if p != seat:
                b.sealed.choices[p] = rnd.choice(b.candidates)
