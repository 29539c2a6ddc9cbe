"""Expert mystery safes (showdown.md "Expert rules"): after the badge round, before the
showdown, each is revealed and resolved in seat order from the first player (a player's
in the order of its row). Team-win safes only show here; the showdown reads them."""

from __future__ import annotations

from game.core.i18n import Msg
from game.showdown.rules import cards
from game.showdown.rules import safes as rows
from game.showdown.rules.actions import Blast, Dagger, Poker

RED_DIE = (0, 3)  # the red die's faces: 0-1 lose the roll's gold, 2-3 win it
DAGGER_GUN = "pepperbox"


def effect(g, safe: str) -> str:
    return g.c.safes[safe].effect


def step(g) -> None:
    """The next mystery safe, found afresh each time (a blast may have removed one): the
    first unresolved one from the first player clockwise, in row order."""
    s = g.s
    waiting = [(p, x) for p in s.order() for x in s.safes[p] if effect(g, x) and x not in s.resolved]
    if not waiting:
        s.step = "showdown"
        return
    seat, safe = waiting[0]
    s.resolved.append(safe)
    rows.learn(s, None, seat, s.safes[seat].index(safe))
    what = effect(g, safe)
    g.emit("mystery", Msg("{who} reveals {safe}.", who=g.pname(seat), safe=g.sname(safe)), seat=seat, safe=safe, effect=what)
    if what == "sarsaparilla":
        s.spoiled[seat] += 1
    elif what == "cash":
        s.cash.append(seat)
    elif what == "dagger":
        g.ask_now("dagger", seat)
    elif what == "explosive" and blast_options(g, seat):
        g.ask_now("blast", seat)
    elif what == "poker" and s.hands[seat]:
        g.ask_now("poker", seat)


def dagger_options(g, seat: int) -> list[Dagger]:
    return [Dagger("gun"), Dagger("gold")]


def dagger(g, seat: int, a: Dagger) -> None:
    s = g.s
    if a.choice == "gun":
        s.adjust[seat] -= 1
        s.extra_guns[seat].append(DAGGER_GUN)
        g.emit("dagger", Msg("{who} gives up 1 gold for a showdown {gun}.", who=g.pname(seat), gun=g.gname(DAGGER_GUN)),
               seat=seat)
    else:
        s.adjust[seat] += 1
        s.minus[seat] += 1
        g.emit("dagger", Msg("{who} takes 1 gold; a {gun} roll will count against them.", who=g.pname(seat),
                             gun=g.gname(DAGGER_GUN)),
               seat=seat)


def blast_options(g, seat: int) -> list[Blast]:
    s = g.s
    shown = {(o, p) for o, p, _ in s.shown}
    return [Blast(o, p) for o in range(s.players) if o != seat for p in range(len(s.safes[o])) if (o, p) not in shown]


def blast(g, seat: int, a: Blast) -> None:
    s = g.s
    safe, guard = rows.remove(s, a.owner, a.position)
    s.out.append(safe)
    if guard:
        s.discards.append(guard)
    # a mystery blown up leaves the rows unresolved: it has no effect
    g.emit("blast", Msg("{who} blows up safe {n} of {owner}: {safe}.", who=g.pname(seat), n=a.position + 1,
                        owner=g.pname(a.owner), safe=g.sname(safe)),
           seat=seat, owner=a.owner, position=a.position, safe=safe)


def poker_options(g, seat: int) -> list[Poker]:
    return [Poker(c) for c in sorted(set(g.s.hands[seat]))]


def poker(g, seat: int, a: Poker) -> None:
    s = g.s
    cards.take(g, seat, a.card)
    gun = cards.gun_of(g, a.card)
    got = cards.roll(g, gun)
    red = s.rng.randint(*RED_DIE)
    delta = got if red >= 2 else -got
    s.adjust[seat] += delta
    who, gname = g.pname(seat), g.gname(gun)
    g.emit("poker", Msg("{who} rolls {n} with a {gun} and {red} on the red die: wins {n} gold.", who=who, n=got,
                        gun=gname, red=red) if delta > 0 else
           Msg("{who} rolls {n} with a {gun} and {red} on the red die: loses {n} gold.", who=who, n=got,
               gun=gname, red=red), seat=seat, roll=got, red=red, gold=delta, gun=gun)
    cards.discard(g, a.card)
    cards.refill(g, seat)
