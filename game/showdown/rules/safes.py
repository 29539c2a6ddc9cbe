"""Safes: the rows, what each seat knows of others' rows, gains, the limit of 3 and the gift.

A seat always knows its own row. `known[seat]` lists [owner, position, safe] for what it
learnt of others' rows (a stetson, the safe it passed or gave); `shown` what all know
(a badge revealed). A removal shifts the later positions; a shuffle forgets the row.
"""

from __future__ import annotations

from game.core.i18n import Msg
from game.showdown.rules.actions import Give

LIMIT = 3


def _lists(s):
    return [*s.known, s.shown]


def learn(s, seat: int | None, owner: int, position: int) -> None:
    """`seat` (None: everyone) now knows the safe at `position` of `owner`'s row."""
    lst = s.shown if seat is None else s.known[seat]
    entry = [owner, position, s.safes[owner][position]]
    if seat is not None and owner == seat:
        return
    lst[:] = [e for e in lst if e[:2] != [owner, position]] + [entry]


def remove(s, owner: int, position: int) -> tuple[str, str | None]:
    """The safe taken out of the row and the holster attached to it (2-3 players)."""
    safe = s.safes[owner].pop(position)
    guard = s.guards[owner].pop(position)
    for lst in _lists(s):
        lst[:] = [[o, p - (o == owner and p > position), x] for o, p, x in lst
                  if not (o == owner and p == position)]
    return safe, guard


def shuffle(g, owner: int) -> None:
    """A random order; a safe with a holster attached keeps its place (2-3 players)."""
    s = g.s
    free = [i for i, guard in enumerate(s.guards[owner]) if guard is None]
    moved = [s.safes[owner][i] for i in free]
    s.rng.shuffle(moved)
    for i, x in zip(free, moved):
        s.safes[owner][i] = x
    for lst in _lists(s):
        lst[:] = [e for e in lst if e[0] != owner]
    g.emit("safes-shuffled", Msg("{who} shuffles their safes.", who=g.pname(owner)), seat=owner)


def append(s, owner: int, safe: str, guard: str | None = None) -> int:
    s.safes[owner].append(safe)
    s.guards[owner].append(guard)
    return len(s.safes[owner]) - 1


def gain(g, seat: int, safe: str, how: str, guard: str | None = None) -> None:
    """`seat` gains `safe` (robbery or holdup): it sees it and shuffles it in; a 4th means a gift."""
    s = g.s
    append(s, seat, safe, guard)
    g.emit("safe-gained", Msg("{who} takes a safe ({how}).", who=g.pname(seat), how=how), seat=seat, how=how)
    g.emit("safe-seen", Msg("It holds {safe}.", safe=g.sname(safe)), private=seat, seat=seat, safe=safe)
    if len(s.safes[seat]) > LIMIT:
        g.ask_now("give", seat)
    else:
        shuffle(g, seat)


def receivers(s, seat: int) -> list[int]:
    """The players with the fewest safes (under the limit); [-1] when everyone else holds 3."""
    others = [p for p in range(s.players) if p != seat and len(s.safes[p]) < LIMIT]
    if not others:
        return [-1]
    few = min(len(s.safes[p]) for p in others)
    return [p for p in others if len(s.safes[p]) == few]


def give_options(g, seat: int) -> list[Give]:
    s = g.s
    return [Give(pos, to) for pos in range(len(s.safes[seat])) for to in receivers(s, seat)]


def give(g, seat: int, a: Give) -> None:
    s = g.s
    safe, guard = remove(s, seat, a.position)
    if a.to < 0:
        s.out.append(safe)
        if guard:
            s.discards.append(guard)
        g.emit("safe-out", Msg("{who} holds too many safes; one leaves the game face down.", who=g.pname(seat)), seat=seat)
    else:
        pos = append(s, a.to, safe, guard)
        s.known[seat].append([a.to, pos, safe])
        g.emit("safe-given", Msg("{who} holds too many safes and gives one to {to}.", who=g.pname(seat), to=g.pname(a.to)),
               seat=seat, to=a.to, position=pos)
        g.emit("safe-seen", Msg("It holds {safe}.", safe=g.sname(safe)), private=a.to, seat=a.to, safe=safe)
    shuffle(g, seat)


def gold(g, seat: int) -> int:
    return sum(g.c.safes[x].gold for x in g.s.safes[seat])
