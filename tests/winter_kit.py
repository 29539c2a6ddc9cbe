"""Building Winter situations for scenario tests.

Tests start a seeded game past the draft, then set up the board by hand
(survivor places, zombies, dice, cards) and script the dice with ScriptedRng.
"""

from game.winter.rules import Config, new_game
from game.winter.rules.actions import Draft
from game.winter.rules.exposure import FACES
from game.winter.rules.state import COLONY, Survivor

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


# --- seating survivors by hand ------------------------------------------------------

MAIN = "full-larder"  # no samples: killing zombies rolls no extra dice


SCENE_MORALE, SCENE_ROUNDS, SCENE_FOOD = 6, 7, 2  # the scenes' own numbers (RULES.md "Balance" tunes the objectives')


def fixed_numbers(g):
    """Scenes start at morale 6, 7 rounds left and 2 food whatever the objective's side says, so the
    rules tests do not follow the balance numbers (tests/test_balance_content.py pins those)."""
    if not g.s.config.hardcore and not g.s.config.cooperative:
        g.s.morale, g.s.rounds_left, g.s.food = SCENE_MORALE, SCENE_ROUNDS, SCENE_FOOD


def game(players=4, **cfg):
    """A started game with seat 0 first and on turn, and no crossroads card around."""
    cfg.setdefault("main", MAIN)
    g = started(players, seed=1, **cfg)
    s = g.s
    assert not s.pending
    fixed_numbers(g)
    s.first = s.active = 0
    s.turn_order = list(range(players))
    s.turn_index = 0
    s.crossroads_deck = []
    s.crossroads_held = None
    g._legal = None
    return g


def lift(g, sid):
    s = g.s
    if sid in s.survivors:
        owner = s.players[s.survivors.pop(sid).seat]
        owner.survivors.remove(sid)
        if owner.leader == sid:
            owner.leader = owner.survivors[0] if owner.survivors else None
    for pile in (s.survivor_deck, s.survivors_gone):
        if sid in pile:
            pile.remove(sid)


def group(g, seat, *members):
    """Give `seat` exactly these survivors: ids (in the colony) or (id, place); the first leads."""
    s = g.s
    p = s.players[seat]
    for sid in list(p.survivors):
        lift(g, sid)
        s.survivor_deck.append(sid)
    for m in members:
        sid, place = (m, COLONY) if isinstance(m, str) else m
        lift(g, sid)
        s.survivors[sid] = Survivor(sid, seat, place)
        p.survivors.append(sid)
    p.leader = p.survivors[0] if p.survivors else None
    g._legal = None


def table(g):
    """Known groups without passives, everyone in the colony."""
    group(g, 0, "theo-nakamura", "kwame-asante")       # influence 33, 9
    group(g, 1, "aiko-brennan", "jolene-marchetti")     # 44, 19
    group(g, 2, "otis-wainwright", "bianca-ferreira")   # 40, 20
    group(g, 3, "gideon-pryce", "howard-kim")           # 68, 5


def lineup(g, groups):
    """Every seat gets exactly the survivors listed (first = leader), in the colony,
    unwounded; seats not listed get none."""
    s = g.s
    for p in s.players:
        for sid in p.survivors:
            del s.survivors[sid]
            s.survivor_deck.append(sid)
        p.survivors, p.leader = [], None
    for seat, sids in groups.items():
        for sid in sids:
            s.survivor_deck.remove(sid)
            s.players[seat].survivors.append(sid)
            s.survivors[sid] = Survivor(sid, seat, COLONY)
        s.players[seat].leader = sids[0] if sids else None
    g._legal = None


def clear_board(g):
    """No zombies, barricades, noise or helpless survivors anywhere."""
    for pl in g.s.places.values():
        pl.zombies = [0] * len(pl.zombies)
        pl.barricades = [0] * len(pl.barricades)
        pl.noise = 0
    g.s.helpless = 0
    g._legal = None
