"""What one seat may know: a redacted copy of the state, and its counterpart for the
privacy tests, `scramble_hidden`.

Secrets: others' hands (sizes are public), the deck's order, every safe face down but
one's own row, what the seat learnt (`known`) and what all were shown (badges, the
turned-up holdup safe, everything after the showdown's reveal); sealed cards before the
reveal; the RNG.
"""

from __future__ import annotations

from game.core.rng import Rng
from game.core.statecopy import copy_state
from game.showdown.rules.state import GameState

HIDDEN = "?"


def visible_safes(s: GameState, seat: int | None) -> set[tuple[int, int]]:
    """(owner, position) of the safes in rows that `seat` can see."""
    if s.revealed:
        return {(p, i) for p in range(s.players) for i in range(len(s.safes[p]))}
    out = {(o, p) for o, p, _ in s.shown}
    if seat is not None:
        out |= {(seat, i) for i in range(len(s.safes[seat]))}
        out |= {(o, p) for o, p, _ in s.known[seat]}
    return out


_REPLACED = ("rng", "hands", "deck", "safes", "middle", "out", "known", "holdup", "passing")


def redact(state: GameState, seat: int | None) -> GameState:
    # the fields replaced below are left out of the copy (and copied where a seat sees them)
    v: GameState = copy_state(state, but=_REPLACED)
    v.rng = Rng(0)
    v.hands = [list(h) if p == seat else [HIDDEN] * len(h) for p, h in enumerate(v.hands)]
    v.deck = [HIDDEN] * len(v.deck)
    see = visible_safes(v, seat)
    v.safes = [[x if (p, i) in see else HIDDEN for i, x in enumerate(row)] for p, row in enumerate(v.safes)]
    v.middle = [HIDDEN] * len(v.middle)
    v.out = [HIDDEN] * len(v.out)
    v.known = [copy_state(k) if p == seat else [] for p, k in enumerate(v.known)]
    if v.holdup is not None:
        v.holdup = v.holdup.visible_to(seat)
    if v.passing is not None:
        v.passing = v.passing.visible_to(seat)
    if v.showdown is not None and v.showdown.sealed is not None:
        v.showdown.sealed = v.showdown.sealed.visible_to(seat)
    return v


def scramble_hidden(g, seat: int, rnd) -> None:
    """Change in place, with `rnd` (a random.Random), everything `seat` may not know."""
    s = g.s
    slots = [(h, i) for p, h in enumerate(s.hands) if p != seat for i in range(len(h))]
    slots += [(s.deck, i) for i in range(len(s.deck))]
    cards = [lst[i] for lst, i in slots]
    rnd.shuffle(cards)
    for (lst, i), card in zip(slots, cards):
        lst[i] = card
    see = visible_safes(s, seat)
    spots = [(s.safes[p], i) for p in range(s.players) for i in range(len(s.safes[p])) if (p, i) not in see]
    spots += [(s.middle, i) for i in range(len(s.middle))] + [(s.out, i) for i in range(len(s.out))]
    safes = [lst[i] for lst, i in spots]
    rnd.shuffle(safes)
    for (lst, i), x in zip(spots, safes):
        lst[i] = x
    for p, k in enumerate(s.known):  # others' knowledge follows the safes it names
        if p != seat:
            for e in k:
                e[2] = s.safes[e[0]][e[1]]
    s.rng = Rng(rnd.randrange(2**62))
    for sealed in (s.holdup, s.showdown.sealed if s.showdown else None):
        if sealed is not None and not sealed.complete:
            for p in list(sealed.choices):
                if p != seat:
                    sealed.choices[p] = rnd.choice(s.hands[p])
    if s.passing is not None and not s.passing.complete:
        for p in list(s.passing.choices):
            if p != seat:
                s.passing.choices[p] = rnd.randrange(len(s.safes[p]))
