"""Why a computer player robs or duels whom it does, in one public line.

- `explain(view, action)`: the line for a robbery or a duel ("Dagny robs Ava: Ava is in
  the Bank, the rival faction, and has no card to answer with"), None for every other
  action;
- `explain_msg(view, action)`: the same as a Msg, shown in the player's language.

A line reads only what the whole table sees: who sits in which faction, how many safes
each row holds, the safes shown to all, the holsters attached, how many cards each
hand holds, and which safes the robber is known to have looked at (the peeks are public,
what they showed is not). Never a hand, a safe's contents or the deck: the line is the
same whatever the others hold.

The reasons are the ones the computer's scores weigh (heuristic.py): a safe taken from a
rival faction is gold out of theirs and into its own, one taken inside its own faction
keeps the gold and may bring it a showdown gun, a safe it has seen is one it knows is
worth the fight, and a defender with no card cannot answer; a duel won in another faction
takes the loser's seat there (in a richer faction, or one with fewer to share its win),
one won in its own sends a sharer of the win elsewhere.
"""

from __future__ import annotations

from game.core.i18n import Msg
from game.showdown.rules.actions import Duel, Rob
from game.showdown.rules.content import default_content
from game.showdown.rules.state import BUILDINGS


class _Public:
    """The public facts one line is made of, read off a view."""

    def __init__(self, view):
        self.v = view

    def name(self, seat: int) -> str:
        return self.v.config.player_name(seat)

    def building(self, seat: int) -> str:
        return BUILDINGS[self.v.faction(seat)]

    def safes(self, faction: int) -> int:
        return sum(len(self.v.safes[p]) for p in self.v.members(faction))

    def factions(self) -> list[int]:
        """The factions with members."""
        return sorted({self.v.faction(p) for p in range(self.v.players)})

    def seen(self, seat: int, owner: int, position: int) -> bool:
        """`seat` is known to have looked at that safe (its peek, or the safe it passed or gave)."""
        return any(e[0] == owner and e[1] == position for e in self.v.known[seat])

    def shown(self, owner: int, position: int) -> bool:
        return any(e[0] == owner and e[1] == position for e in self.v.shown)


def explain(view, action) -> str | None:
    """One public line on why this robbery or duel, or None."""
    said = explain_msg(view, action)
    return None if said is None else str(said)


def explain_msg(view, action) -> Msg | None:
    """explain, to be shown in the player's language (tr)."""
    if view is None or not view.pending or not isinstance(action, (Rob, Duel)):
        return None
    f, me = _Public(view), view.pending[0].seat
    why = _rob_why(f, me, action) if isinstance(action, Rob) else _duel_why(f, me, action.target)
    if not view.hands[action.target]:
        why = Msg("{why}, and {target} has no card to answer with", why=why, target=f.name(action.target))
    who, target = f.name(me), f.name(action.target)
    if isinstance(action, Rob):
        return Msg("{who} robs {target}: {why}.", who=who, target=target, why=why)
    return Msg("{who} duels {target}: {why}.", who=who, target=target, why=why)


def _rob_why(f: _Public, me: int, a: Rob) -> Msg:
    v, who, target, n = f.v, f.name(me), f.name(a.target), a.position + 1
    if v.faction(a.target) == v.faction(me):
        return Msg("{target} is in {who}'s own faction; the gold stays in the {building}, and a showdown gun "
                   "would be {who}'s", target=target, who=who, building=f.building(me))
    if f.shown(a.target, a.position):
        return Msg("safe {n} is {safe}, shown to all", n=n, safe=default_content().safes[v.safes[a.target][a.position]].name)
    if f.seen(me, a.target, a.position):
        return Msg("{who} has seen what safe {n} holds", who=who, n=n)
    rivals = [x for x in f.factions() if x != v.faction(me)]
    building = f.building(a.target)
    if len(rivals) == 1:
        return Msg("{target} is in the {building}, the rival faction", target=target, building=building)
    mine, most = f.safes(v.faction(a.target)), max(f.safes(x) for x in rivals)
    if mine == most:
        return Msg("{target}'s faction, the {building}, holds the most safes of the rivals, {n}",
                   target=target, building=building, n=mine)
    return Msg("{target} is in the {building}, a rival faction", target=target, building=building)


def _duel_why(f: _Public, me: int, target: int) -> Msg:
    v = f.v
    if v.faction(target) == v.faction(me):
        return Msg("a win sends {target} out of the {building}, {who}'s own faction: one fewer to share its win",
                   target=f.name(target), who=f.name(me), building=f.building(me))
    theirs, mine = f.safes(v.faction(target)), f.safes(v.faction(me))
    if all(theirs > f.safes(x) for x in f.factions() if x != v.faction(target)):
        return Msg("a win puts {who} in {target}'s seat in the {building}, the faction with the most safes, {n}",
                   who=f.name(me), target=f.name(target), building=f.building(target), n=theirs)
    there, here = len(v.members(v.faction(target))), len(v.members(v.faction(me)))
    if there < here:
        return Msg("a win puts {who} in {target}'s seat in the {building}, where fewer share the win, {n} to "
                   "the {mine}'s {m}", who=f.name(me), target=f.name(target), building=f.building(target), n=there,
                   mine=f.building(me), m=here)
    return Msg("a win puts {who} in {target}'s seat in the {building}, {n} safes to the {mine}'s {m}",
               who=f.name(me), target=f.name(target), building=f.building(target), n=theirs, mine=f.building(me),
               m=mine)
