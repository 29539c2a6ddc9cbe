"""A turn (showdown.md "Turn"): play one town card, as a gun (robbery, duel) or as its
special (duster, horse, stetson; with 2-3 players a holster attached to a safe or a character); at the end, duster discards, then everyone who played a
card refills."""

from __future__ import annotations

from game.core.i18n import Msg
from game.showdown.rules import cards, fight
from game.showdown.rules import safes as rows
from game.showdown.rules.actions import Attach, Discard, Duel, Duster, Horse, Peek, Rob, Stetson
from game.showdown.rules.state import BUILDINGS, Fight

DUSTER_DRAW = 4
DUSTER_DISCARD = 3


def start(g, seat: int) -> None:
    s = g.s
    s.turn, s.played = seat, []
    g.emit("turn", Msg("{who}'s turn.", who=g.pname(seat)), seat=seat)
    if play_options(g, seat):
        g.ask("play", seat)
    else:
        g.emit("no-card", Msg("{who} has no card to play.", who=g.pname(seat)), seat=seat)


def play_options(g, seat: int) -> list:
    s = g.s
    out = []
    others = [p for p in range(s.players) if p != seat]
    for card in sorted(set(s.hands[seat])):
        out += [Rob(card, p, pos) for p in others for pos in range(len(s.safes[p]))]
        out += [Duel(card, p) for p in others]
        special = g.c.town[card].special
        if special == "duster":
            out.append(Duster(card))
        elif special == "horse":
            out += [Horse(card, e) for e in s.empty_seats() if e // s.per_platform != s.faction(seat)]
        elif special == "stetson" and peek_options(g, seat, []):
            out.append(Stetson(card))
        elif special == "holster" and s.players < fight.HOLSTER_MIN_PLAYERS:
            out += [Attach(card, p, pos) for p in range(s.players) for pos in range(len(s.safes[p]))
                    if s.guards[p][pos] is None]
            out += [Attach(card, p, -1) for p in range(s.players) if s.covers[p] is None]
    return out


def play(g, seat: int, a) -> None:
    s = g.s
    cards.take(g, seat, a.card)
    s.played.append(seat)
    if isinstance(a, (Rob, Duel)):
        robbery = isinstance(a, Rob)
        s.fight = Fight("robbery" if robbery else "duel", seat, a.target, a.position if robbery else -1, a.card)
        who, card, sides, target = g.pname(seat), g.tname(a.card), g.c.sides(a.card), g.pname(a.target)
        g.emit("robbery" if robbery else "duel",
               Msg("{who} lays a {card} (d{sides}) in front of safe {n} of {target}.", who=who, card=card,
                   sides=sides, n=a.position + 1, target=target) if robbery else
               Msg("{who} lays a {card} (d{sides}) in front of {target}.", who=who, card=card, sides=sides,
                   target=target),
               seat=seat, target=a.target, position=s.fight.position, card=a.card)
        return
    if isinstance(a, Attach):
        if a.position < 0:
            s.covers[a.owner] = a.card
        else:
            s.guards[a.owner][a.position] = a.card
        who, owner = g.pname(seat), g.pname(a.owner)
        g.emit("attach", Msg("{who} attaches a holster to {owner}'s character.", who=who, owner=owner)
               if a.position < 0 else
               Msg("{who} attaches a holster to {owner}'s safe {n}.", who=who, owner=owner, n=a.position + 1),
               seat=seat, owner=a.owner, position=a.position, card=a.card)
        return
    cards.discard(g, a.card)
    if isinstance(a, Duster):
        g.emit("duster", Msg("{who} plays a duster and draws {n}.", who=g.pname(seat), n=DUSTER_DRAW), seat=seat, card=a.card)
        cards.draw(g, seat, DUSTER_DRAW)
        s.owe_discards[seat] = DUSTER_DISCARD
    elif isinstance(a, Horse):
        s.stars[seat] = a.seat
        g.emit("horse", Msg("{who} rides to the {building}.", who=g.pname(seat),
                            building=BUILDINGS[a.seat // s.per_platform]), seat=seat,
               to=a.seat, card=a.card)
    elif isinstance(a, Stetson):
        g.emit("stetson", Msg("{who} plays a stetson.", who=g.pname(seat)), seat=seat, card=a.card)
        g.ask_now("peek", seat, left=s.peeks, seen=[])


def peek_options(g, seat: int, seen: list) -> list[Peek]:
    """Any safe in play (one's own too: showdown.md "any 2 safes") but those looked at by this stetson."""
    s = g.s
    return [Peek(p, pos) for p in range(s.players) for pos in range(len(s.safes[p])) if [p, pos] not in seen]


def peek(g, seat: int, d, a: Peek) -> None:
    rows.learn(g.s, seat, a.owner, a.position)
    safe = g.s.safes[a.owner][a.position]
    line = (Msg("{who} looks at their own safe {n}.", who=g.pname(seat), n=a.position + 1) if a.owner == seat else
            Msg("{who} looks at safe {n} of {owner}.", who=g.pname(seat), n=a.position + 1, owner=g.pname(a.owner)))
    g.emit("peek", line, seat=seat,
           owner=a.owner, position=a.position)
    g.emit("safe-seen", Msg("It holds {safe}.", safe=g.sname(safe)), private=seat, seat=seat, safe=safe)
    seen = d.data["seen"] + [[a.owner, a.position]]
    left = d.data["left"] - 1
    if left and peek_options(g, seat, seen):
        g.ask_now("peek", seat, left=left, seen=seen)


def discard_options(g, seat: int) -> list[Discard]:
    return [Discard(c) for c in sorted(set(g.s.hands[seat]))]


def discard(g, seat: int, a: Discard) -> None:
    s = g.s
    cards.take(g, seat, a.card)
    cards.discard(g, a.card)
    g.emit("discard", Msg("{who} discards a {card}.", who=g.pname(seat), card=g.tname(a.card)), seat=seat, card=a.card)
    s.owe_discards[seat] -= 1
    if not s.owe_discards[seat] or not s.hands[seat]:
        del s.owe_discards[seat]


def end(g) -> None:
    """The end of the turn: duster discards first, then the refills, from the player whose turn it was."""
    s = g.s
    for seat in list(s.owe_discards):
        g.ask("discard", seat)
        return
    for seat in s.order(s.turn):
        if seat in s.played:
            cards.refill(g, seat)
    s.turn, s.played = None, []


def progress(g) -> None:
    """Nothing is asked: the fight goes on, or the turn ends."""
    if g.s.fight is not None:
        fight.progress(g)
    else:
        end(g)
