"""Pending decisions: choices that interrupt the turn (draft, search, bite spread,
crossroads, votes, requests, discards, exile relocation, a new leader, where a lured
zombie goes, the order of simultaneous deaths)."""

from __future__ import annotations

from itertools import combinations

from game.core.i18n import Msg
from game.core.votes import tally
from game.winter.rules import board, exposure
from game.winter.rules.actions import (
    BiteChoice,
    Choose,
    Decline,
    Discard,
    Draft,
    Give,
    Lead,
    LureTo,
    PlayCard,
    Relocate,
    ResolveFirst,
    SearchKeep,
    SearchNoise,
    Vote,
)
from game.winter.rules.content import LOCATIONS
from game.winter.rules.effects import Ctx, apply_all
from game.winter.rules.exile import exile
from game.winter.rules.setup import finish
from game.winter.rules.state import COLONY
from game.winter.rules.turn import after_move, card_targets, lure, lure_into_colony, play_card

# kinds whose only legal option is applied without asking (flow.advance)
ONLY_CHOICE_AUTO = frozenset({"leader", "lure", "order"})


def deed(p, kind: str) -> None:
    """Count a public deed (state.Player.deeds), what the table judges a player by."""
    p.deeds[kind] = p.deeds.get(kind, 0) + 1


def legal(g, d) -> list:
    s = g.s
    p = s.players[d.seat]
    k = d.kind
    if k == "draft":
        keep = 3 if s.config.two_player else 2
        return [Draft(tuple(c), lead) for c in combinations(p.offered, keep) for lead in c]
    if k == "search":
        place = d.data["place"]
        out = [SearchKeep(c) for c in d.data["drawn"]]
        if s.places[place].noise < g.c.locations[place].noise_spaces and s.places[place].deck:
            out.append(SearchNoise())
        return out
    if k == "bite":
        return [BiteChoice(True), BiteChoice(False)]
    if k == "crossroads":
        return [Choose(i) for i in d.data["options"]]
    if k == "vote":
        return [Vote(True), Vote(False)]
    if k == "give":
        # §4.2: any one item card from the hand, whatever was asked for
        return [Give(c) for c in dict.fromkeys(p.hand)] + [Decline()]
    if k == "play-given":
        targets = card_targets(g, d.seat, d.data["card"]) or []
        return [PlayCard(d.data["card"], t) for t in targets]
    if k == "discard":
        return [Discard(c) for c in p.hand]
    if k == "relocate":
        return [Relocate(d.data["survivor"], to) for to in LOCATIONS if board.has_room(g, to)]
    if k == "leader":
        return [Lead(sid) for sid in p.survivors] if len(p.survivors) > 1 else []
    if k == "lure":
        if not d.data["sources"]:
            return []
        return [LureTo(e + 1) for e in range(len(s.places[COLONY].zombies)) if board.free_spaces(g, COLONY, e) > 0]
    if k == "order":
        return [ResolveFirst(sid) for sid in d.data["survivors"] if sid in s.survivors]
    raise KeyError(k)


def auto(g, d):
    """Resolve a decision that has no legal choice."""
    s = g.s
    s.pending.pop(0)
    if d.kind == "play-given":
        card = d.data["card"]
        s.players[d.seat].hand.remove(card)
        (s.items_gone if s.players[d.seat].exiled else s.waste).append(card)
        g.emit("play", Msg("{player} can't use {card}; it is discarded.", player=g.pname(d.seat),
                           card=g.item_name(card)), card=card)
    elif d.kind == "relocate":
        board.kill(g, d.data["survivor"], Msg("{who} ({player}) found no shelter outside the colony and froze."))
    elif d.kind == "lure" and d.data["sources"]:
        g.emit("lure-stopped", "No entrance of the colony has room: the other zombies stay where they are.")
    # 'leader' with one survivor (or none) needs nothing: the provisional leader stays
    # other kinds always have a choice (or, like discard, nothing left to do)


def apply(g, d, a):
    s = g.s
    s.pending.pop(0)
    _APPLY[d.kind](g, d, a)


def _draft(g, d, a: Draft):
    s = g.s
    p = s.players[d.seat]
    back = [c for c in p.offered if c not in a.keep]
    p.offered = []
    s.survivor_deck.extend(back)
    s.rng.shuffle(s.survivor_deck)
    for sid in sorted(a.keep, key=lambda x: x != a.leader):
        board.join(g, d.seat, sid)
    p.leader = a.leader
    g.emit("drafted", Msg("{player} leads {who}'s group.", player=p.name, who=g.sname(a.leader)), seat=d.seat,
           leader=a.leader)
    if not any(q.offered for q in s.players):
        finish(g)


def _search(g, d, a):
    s = g.s
    place = d.data["place"]
    deck = s.places[place].deck
    drawn = d.data["drawn"]
    if isinstance(a, SearchNoise):
        s.places[place].noise += 1
        card = deck.pop(0)
        board.drew_top(g, place, 1)
        drawn = drawn + [card]
        g.emit("noise", Msg("{who} makes noise to search on ({n} at {place}).", who=g.sname(d.data["survivor"]),
                            n=s.places[place].noise, place=g.place_name(place)),
               location=place, noise=s.places[place].noise)
        g.emit("search-private", Msg("You find: {cards}.", cards=[g.item_name(card)]), private=d.seat, cards=[card])
        s.pending.insert(0, type(d)("search", d.seat, {**d.data, "drawn": drawn}))
        return
    drawn = list(drawn)
    drawn.remove(a.card)
    s.players[d.seat].hand.append(a.card)
    deck.extend(drawn)
    who = g.pname(d.seat)
    g.emit("search-done", Msg("{player} keeps one card and returns {n} to the bottom.", player=who, n=len(drawn))
           if drawn else Msg("{player} keeps one card.", player=who), seat=d.seat, returned=len(drawn))
    if s.phase == "turns" and d.seat == s.active:
        s.facts.append(("search", place, None, d.data["survivor"]))


def _bite(g, d, a: BiteChoice):
    exposure.resolve_choice(g, d.data["survivor"], d.data["place"], a.sacrifice, d.data.get("among"))


def _crossroads(g, d, a: Choose):
    s = g.s
    card = g.c.crossroads[d.data["card"]]
    opt = card.options[a.option]
    s.crossroads_gone.append(card.id)
    g.emit("crossroads-choice", Msg("{player} chooses: {option}.", player=g.pname(d.seat), option=opt.label),
           card=card.id, option=a.option)
    apply_all(g, opt.effects, Ctx(d.seat, d.data["actor"], None, card.title))


def _vote(g, d, a: Vote):
    s = g.s
    votes = {**d.data["votes"], d.seat: a.yes}
    voters = d.data["voters"]
    g.emit("vote-cast", Msg("{player} has voted.", player=g.pname(d.seat)), seat=d.seat)
    if len(votes) < len(voters):
        nxt = voters[len(votes)]
        s.pending.insert(0, type(d)("vote", nxt, {**d.data, "votes": votes}))
        return
    passed = tally(votes, voters[0])
    shown = [Msg("{player} up", player=g.pname(v)) if votes[v] else Msg("{player} down", player=g.pname(v))
             for v in voters]
    g.emit("vote-result", Msg("Votes: {votes}. The motion passes.", votes=shown) if passed else
           Msg("Votes: {votes}. The motion fails.", votes=shown),
           votes={str(k): v for k, v in votes.items()}, passed=passed)
    if d.data["motion"] == "exile":
        for v in voters:
            if votes[v] and not passed:
                deed(s.players[v], "exile-yes-failed")
        if passed:
            exile(g, d.data["target"])
        return
    apply_all(g, d.data["yes"] if passed else d.data["no"], d.data["ctx"])


def _give(g, d, a):
    s = g.s
    if isinstance(a, Decline):
        g.emit("decline", Msg("{player} gives nothing.", player=g.pname(d.seat)), seat=d.seat)
        deed(s.players[d.seat], "refused")  # a give is only asked of a player holding cards
        return
    requester = d.data["requester"]
    rp = s.players[requester]
    rp.last_request = rp.last_request[:2] + (True,)
    s.players[d.seat].hand.remove(a.card)
    s.players[requester].hand.append(a.card)
    g.emit("give", Msg("{player} gives {card} to {to}, who plays it at once.", player=g.pname(d.seat),
                       card=g.item_name(a.card), to=g.pname(requester)), seat=d.seat, to=requester, card=a.card)
    s.pending.insert(0, type(d)("play-given", requester, {"card": a.card}))


def _play_given(g, d, a: PlayCard):
    play_card(g, d.seat, a.card, a.on)


def _discard(g, d, a: Discard):
    s = g.s
    s.players[d.seat].hand.remove(a.card)
    s.waste.append(a.card)
    g.emit("discard", Msg("{player} discards {card}.", player=g.pname(d.seat), card=g.item_name(a.card)),
           seat=d.seat, card=a.card)
    n = d.data["n"] - 1
    if n > 0 and s.players[d.seat].hand:
        s.pending.insert(0, type(d)("discard", d.seat, {**d.data, "n": n}))


def _relocate(g, d, a: Relocate):
    sv = g.s.survivors[a.survivor]
    sv.location = a.to
    g.emit("move", Msg("{who} leaves for {place}.", who=g.sname(a.survivor), place=g.place_name(a.to)),
           survivor=a.survivor, to=a.to)
    if d.data["exposure"]:
        after_move(g, a.survivor)


def _leader(g, d, a: Lead):
    p = g.s.players[d.seat]
    p.leader = a.survivor
    g.emit("leader", Msg("{player} names {who} the new leader.", player=p.name, who=g.sname(a.survivor)),
           seat=d.seat, leader=a.survivor)


def _lure(g, d, a: LureTo):
    sources = list(d.data["sources"])
    lure_into_colony(g, d.data["survivor"], sources.pop(0), a.entrance - 1)
    lure(g, d.seat, d.data["survivor"], sources)


def _order(g, d, a: ResolveFirst):
    rest = [x for x in d.data["survivors"] if x != a.survivor]
    data = d.data
    board._hit(g, a.survivor, data["kind"], data["n"], data["why"])
    board.resolve_deaths(g, rest, data["kind"], data["n"], data["why"])


_APPLY = {
    "draft": _draft, "search": _search, "bite": _bite, "crossroads": _crossroads, "vote": _vote,
    "give": _give, "play-given": _play_given, "discard": _discard, "relocate": _relocate,
    "leader": _leader, "lure": _lure, "order": _order,
}
