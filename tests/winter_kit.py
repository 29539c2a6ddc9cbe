"""Building Winter situations for scenario tests.

Tests start a seeded game past the draft, then set up the board by hand
(survivor places, zombies, dice, cards) and script the dice with ScriptedRng.
"""

from game.rules.winter import Config, new_game
from game.rules.winter.actions import Draft
from game.rules.winter.exposure import FACES
from game.rules.winter.state import COLONY

FACE = {"blank": 0, "wound": FACES.index("wound"), "frostbite": FACES.index("frostbite"), "bite": FACES.index("bite")}


class ScriptedRng:
    """Stands in for the game's RNG: `below(n)` returns the scripted values in order.
    d6 rolls are scripted as the face (1..6); exposure as a face name."""

    def __init__(self, *values):
        self.values = list(values)

    def below(self, n):
        assert self.values, "the scenario rolled more dice than it scripted"
        v = self.values.pop(0)
        if isinstance(v, str):
            v = FACE[v]
        elif n == 6:
            v -= 1  # d6 faces are scripted as 1..6
        assert 0 <= v < n, f"scripted value {v} out of range {n}"
        return v

    def d6(self):
        return 1 + self.below(6)

    def randint(self, lo, hi):
        return lo + self.below(hi - lo + 1)

    def choice(self, seq):
        return seq[self.below(len(seq))]

    def shuffle(self, items):
        pass  # scenarios keep orders as they set them

    def next64(self):
        return 0


def started(players=4, seed=1, **cfg):
    """A game at the first player's first turn, every seat having drafted its first offer."""
    g = new_game(Config(players=players, **cfg), seed)
    while g.s.phase == "setup":
        d = g.s.pending[0]
        p = g.s.players[d.seat]
        keep = tuple(p.offered[: 3 if g.s.config.two_player else 2])
        g.apply(Draft(keep, keep[0]))
    return g


def script(g, *values):
    g.s.rng = ScriptedRng(*values)
    return g.s.rng


def put(g, sid, place):
    g.s.survivors[sid].location = place


def dice(g, seat, *values):
    g.s.players[seat].unused = list(values)
    g._legal = None


def card_of(g, kind):
    """Any card id of that item kind, wherever it is (tests move it where they need it)."""
    return next(cid for cid, k in g.c.items.items() if k.kind == kind)


def take(g, card):
    """Lift a card from wherever it is, so a test can place it (keeps each card in one place)."""
    s = g.s
    for lst in [s.waste, s.items_gone, s.delivered] + [p.hand for p in s.players] + \
               [pl.deck for pl in s.places.values()] + [sv.equipped for sv in s.survivors.values()]:
        if card in lst:
            lst.remove(card)
            return card
    s.crisis_cards = [(w, c) for w, c in s.crisis_cards if c != card]
    return card


def hand(g, seat, *cards):
    for c in cards:
        g.s.players[seat].hand.append(take(g, c))
    g._legal = None


def cards_of_type(g, t, n):
    return [cid for cid, k in g.c.items.items() if k.type == t][:n]


def survivors_of(g, seat):
    return list(g.s.players[seat].survivors)


def all_to_colony(g):
    for sv in g.s.survivors.values():
        sv.location = COLONY
