"""A full Winter state consistent with what one seat knows (its view), for simulation.

Every hidden card is dealt from what the seat cannot see: a location's deck gets
cards from that location's own stack first (ids name their deck), other hands,
face-down crisis cards and the cards out of the game get the rest. Decks the seat
cannot see are shuffled; its own peeks stay on top. Hidden objectives follow the
seat's suspicion: the betrayer is drawn from its posterior. Hands follow requests
refused: a request this round that nobody answered was declined by every other seat
holding cards, and a player keeps a card of the kind asked for less often than others
(REFUSED_KEEPS), so those hands are dealt that kind less often. The result keeps every
card, survivor, crisis, crossroads and objective exactly once (tests check it).
"""

from __future__ import annotations

import pickle

from game.core.rng import Rng
from game.winter.rules.view import HIDDEN

# how often a card of the kind asked for is dealt into a hand that refused the request, against
# another card (1: no evidence). Measured (bench/beliefs.py --game winter --fit --seed 9001, 60
# games): refusers held 24 such cards where hands dealt alike would hold 28.0, a ratio of 0.86
# (about ± 0.2 over 63 refusals): weak evidence, as Normal gives what helps more than what was asked
REFUSED_KEEPS = 0.85


def refusals(view, seat: int) -> dict[int, str]:
    """Seat -> the kind of card it declined to give, from this round's requests that nobody
    answered (public: `last_request`; a give is asked of every other seat holding cards);
    a request still going round says nothing yet."""
    out: dict[int, str] = {}
    asking = {d.data["requester"] for d in view.pending if d.kind == "give"}
    for rp in view.players:
        req = rp.last_request
        if not req or req[0] != view.round or req[2] or not req[1] or rp.seat in asking:
            continue
        for p in view.players:
            if p.seat not in (rp.seat, seat) and not p.out and p.hand:
                out[p.seat] = req[1]
    return out


def determinize(view, seat: int, content, rng: Rng, odds: dict | None = None):
    s = pickle.loads(pickle.dumps(view, pickle.HIGHEST_PROTOCOL))
    c = content
    _items(s, seat, c, rng)
    _survivors(s, seat, c, rng)
    _crises(s, c, rng)
    _crossroads(s, seat, c, rng)
    if not s.config.cooperative and s.phase != "over":
        _objectives(s, seat, c, rng, odds or {})
    _votes(s, seat, rng)
    s.rng = Rng(rng.next64())
    return s


def _items(s, seat, c, rng: Rng):
    me = s.players[seat]
    known = set(me.hand) | set(s.waste) | set(s.delivered)
    for sv in s.survivors.values():
        known.update(sv.equipped)
    known.update(card for who, card in s.crisis_cards if card != HIDDEN)
    for d in s.pending:
        if d.kind == "search" and d.seat == seat:
            known.update(d.data["drawn"])
    # a card given on request was named in public, and sits in its new holder's hand
    given = {d.seat: d.data["card"] for d in s.pending if d.kind == "play-given" and d.seat != seat}
    known.update(given.values())
    tops = {place: [x for x in cards if x not in known] for place, cards in me.seen.items()}
    for cards in tops.values():
        known.update(cards)
    pool = [x for x in c.items if x not in known]
    rng.shuffle(pool)
    # location decks: their own cards first
    for place, pl in s.places.items():
        if not pl.deck:
            continue
        top = [x for x in tops.get(place, []) if x][: len(pl.deck)]
        need = len(pl.deck) - len(top)
        own = [x for x in pool if x.startswith(place + "-")][:need]
        taken = set(own)
        rest = [x for x in pool if x not in taken]
        own += rest[: need - len(own)]
        taken = set(own)
        pool = [x for x in pool if x not in taken]
        rng.shuffle(own)
        pl.deck = top + own
    # everything else hidden: other hands, others' crisis cards and search draws, cards gone
    crisis_types = c.crises[s.crisis].types if s.crisis else ()

    def deal(prefer=None):
        if prefer:
            for i, x in enumerate(pool):
                if c.items[x].type in prefer:
                    return pool.pop(i)
        return pool.pop()

    def deal_refused(kind: str):
        """A card for a hand that declined a request for `kind`: that kind kept REFUSED_KEEPS as often."""
        for i in range(len(pool) - 1, -1, -1):
            if c.items[pool[i]].type != kind or rng.below(1000) < 1000 * REFUSED_KEEPS:
                return pool.pop(i)
        return pool.pop()

    refused = refusals(s, seat)

    s.crisis_cards = [(who, deal(crisis_types) if card == HIDDEN else card) for who, card in s.crisis_cards]
    for p in s.players:
        if p.seat != seat:
            n = len(p.hand)
            p.hand = [given[p.seat]] if p.seat in given and n else []
            kind = refused.get(p.seat)
            p.hand += [deal_refused(kind) if kind else deal() for _ in range(n - len(p.hand))]
    for d in s.pending:
        if d.kind == "search" and d.seat != seat:
            d.data["drawn"] = [deal() for _ in d.data["drawn"]]
    s.items_gone = [deal() for _ in s.items_gone]
    assert not pool, "hidden cards left over"


def _survivors(s, seat, c, rng: Rng):
    known = set(s.survivors) | set(s.survivors_gone) | set(s.players[seat].offered)
    pool = [x for x in c.survivors if x not in known]
    rng.shuffle(pool)
    for p in s.players:
        if p.seat != seat:
            p.offered = [pool.pop() for _ in p.offered]
    assert len(pool) == len(s.survivor_deck), "survivors do not add up"
    s.survivor_deck = pool


def _crises(s, c, rng: Rng):
    known = set(s.crises_done) | ({s.crisis} if s.crisis else set())
    pool = sorted(x for x in c.crises if x not in known)
    rng.shuffle(pool)
    s.crisis_deck = pool


def _crossroads(s, seat, c, rng: Rng):
    cfg = s.config
    eligible = [x.id for x in c.crossroads.values()
                if (cfg.mature or "mature" not in x.flags) and not (cfg.cooperative and "not-co-op" in x.flags)]
    known = set(s.crossroads_gone)
    known.update(d.data["card"] for d in s.pending if d.kind == "crossroads")
    if s.crossroads_held and s.crossroads_held[1] != HIDDEN:
        known.add(s.crossroads_held[1])
    pool = [x for x in eligible if x not in known]
    rng.shuffle(pool)
    if s.crossroads_held and s.crossroads_held[1] == HIDDEN:
        s.crossroads_held = (s.crossroads_held[0], pool.pop())
    s.crossroads_deck = pool


def _objectives(s, seat, c, rng: Rng, odds: dict):
    me = s.players[seat]
    betrayer = None
    if not me.betrayer:
        roll = rng.below(10_000) / 10_000
        for who, p in sorted(odds.items(), key=lambda kv: (kv[0] is None, kv[0] or 0)):
            if who is None:
                continue
            roll -= p
            if roll < 0:
                betrayer = who
                break
    known = {me.objective, me.exile_card} - {None}
    secrets = [x for x in c.objectives_of("secret") if x not in known]
    traitors = [x for x in c.objectives_of("betrayer") if x not in known]
    exiles = [x for x in c.objectives_of("exile") if x not in known]
    for pool in (secrets, traitors, exiles):
        rng.shuffle(pool)
    for p in s.players:
        if p.seat == seat:
            continue
        p.betrayer = p.seat == betrayer
        if p.betrayer:
            p.objective = traitors.pop()
            p.exile_card = exiles.pop() if p.exiled else None
        else:
            p.objective = exiles.pop() if p.exiled else secrets.pop()
            p.exile_card = p.objective if p.exiled else None
    s.exile_deck = exiles
    s.objectives_unused = secrets + traitors  # (a view does not show this pile, not even its size)


def _votes(s, seat, rng: Rng):
    for d in s.pending:
        if d.kind == "vote":
            d.data["votes"] = {k: (v if v is not None else bool(rng.below(2))) for k, v in d.data["votes"].items()}
