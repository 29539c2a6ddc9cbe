"""The rounds (showdown.md "Holdup", "Badge round"): a round's laps of turns, the holdup
at the end of each round but the last, then the badge round."""

from __future__ import annotations

from game.core.i18n import N_, Msg
from game.core.sealed import Sealed
from game.showdown.rules import cards, turn
from game.showdown.rules import safes as rows
from game.showdown.rules.actions import Draw
from game.showdown.rules.lines import semicolons


def turns(g) -> None:
    s = g.s
    if s.queue:
        turn.start(g, s.queue.pop(0))
    elif s.round < s.rounds:
        s.step = "holdup"
    else:
        s.step, s.badge = "badge", 0
        g.emit("badge-round", "The badge round.")


def holdup(g) -> None:
    s = g.s
    if s.holdup is None:
        s.holdup_safe = s.middle.pop(0)
        g.emit("holdup", Msg("Holdup! The safe turned up holds {safe}.", safe=g.sname(s.holdup_safe)), safe=s.holdup_safe)
        s.holdup = Sealed([p for p in s.order() if s.hands[p]])
        for p in s.holdup.seats:
            g.ask("draw", p)
        return
    resolve_holdup(g)


def draw_options(g, seat: int) -> list[Draw]:
    return [Draw(c) for c in sorted(set(g.s.hands[seat]))]


def sealed_now(s) -> Sealed:
    return s.holdup if s.step == "holdup" else s.showdown.sealed


def draw(g, seat: int, a: Draw) -> None:
    sealed_now(g.s).commit(seat, a.card)
    g.emit("chose", Msg("{who} chooses a card.", who=g.pname(seat)), seat=seat)


def resolve_holdup(g) -> None:
    s = g.s
    chosen = s.holdup.revealed()
    fired = [Msg("{who}: {card}", who=g.pname(p), card=g.tname(c)) for p, c in chosen.items()]
    line = semicolons(fired) or Msg("Nobody draws.")
    g.emit("holdup-revealed", line,
           cards={str(p): c for p, c in chosen.items()})
    safe = s.holdup_safe
    s.holdup, s.holdup_safe = None, None
    for p, c in chosen.items():
        cards.take(g, p, c)
        cards.discard(g, c)
    if chosen:
        winner = cards.roll_off(g, {p: [cards.gun_of(g, c)] for p, c in chosen.items()}, why="holdup")
        rows.gain(g, winner, safe, N_("holdup"))
    else:
        s.out.append(safe)
    for p in chosen:
        cards.refill(g, p)
    s.round += 1
    s.step, s.queue = "turns", s.order() * s.laps
    g.emit("round", Msg("Round {n}.", n=s.round), round=s.round)


def badge(g) -> None:
    """The next badge is revealed and its holder takes a turn; after the last, the showdown."""
    s = g.s
    badges = sorted((x.badge, x.id) for x in g.c.safes.values() if x.kind == "badge")
    if s.badge >= len(badges):
        s.step = "mystery" if s.config.mystery else "showdown"
        return
    number, safe = badges[s.badge]
    s.badge += 1
    holder = next((p for p in range(s.players) if safe in s.safes[p]), None)
    if holder is None:
        g.emit("badge", Msg("Nobody holds badge {n}.", n=number), badge=number, seat=None)
        return
    pos = s.safes[holder].index(safe)
    rows.learn(s, None, holder, pos)
    g.emit("badge", Msg("{who} shows badge {n} and takes a turn.", who=g.pname(holder), n=number), badge=number, seat=holder,
           position=pos)
    turn.start(g, holder)
