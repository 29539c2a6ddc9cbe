"""Why a computer player robs, duels, rides, backs a fighter or blows up a safe as it
does, in one public line.

- `explain(view, action)`: the line for a robbery, a duel, a horse ride, a holster lent
  or a blast ("Dagny robs Ava: Ava is in the Bank, the rival faction, and Ava has no card
  to answer with"), None for every other action;
- `explain_msg(view, action)`: the same as a Msg, shown in the player's language.

A line reads only what the whole table sees: who sits in which faction, how many safes
each row holds, the safes shown to all, how many cards each hand holds, and which safes
the seat is known to have looked at (a peek is public, what it showed is not). Never a
hand, a safe's contents or the deck: the line is the same whatever the others hold.

The reasons are the ones the computer's scores weigh (heuristic.py): a safe taken from a
rival faction is gold out of theirs and into its own, one taken inside its own faction
keeps the gold and may bring it a showdown gun, a safe it has seen is one it knows is
worth the fight, and a defender with no card cannot answer; a duel won in another faction
takes the loser's seat there, and a horse rides there, when that faction looks richer or
has fewer to share its win; one won in its own faction sends a sharer of the win
elsewhere; a holster backs its own faction, or whoever fights a rival faction.
"""

from __future__ import annotations

from game.core.i18n import Msg
from game.showdown.rules.actions import Blast, Duel, Holster, Horse, Rob
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

    def platform(self, place: int) -> int:
        """The faction of a platform seat."""
        return place // self.v.per_platform

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
    """One public line on why this robbery, duel, ride, holster or blast, or None."""
    said = explain_msg(view, action)
    return None if said is None else str(said)


def explain_msg(view, action) -> Msg | None:
    """explain, to be shown in the player's language (tr)."""
    if view is None or not view.pending or not isinstance(action, (Rob, Duel, Horse, Holster, Blast)):
        return None
    f, me = _Public(view), view.pending[0].seat
    who = f.name(me)
    if isinstance(action, Horse):
        return Msg("{who} rides to the {building}: {why}.", who=who, building=BUILDINGS[f.platform(action.seat)],
                   why=_ride_why(f, me, f.platform(action.seat)))
    if isinstance(action, Holster):
        fight = view.fight
        other = fight.defender if action.fighter == fight.attacker else fight.attacker
        return Msg("{who} backs {fighter} against {other}: {why}.", who=who, fighter=f.name(action.fighter),
                   other=f.name(other), why=_backing_why(f, me, action.fighter, other))
    if isinstance(action, Blast):
        return Msg("{who} blows up {owner}'s safe {n}: {why}.", who=who, owner=f.name(action.owner),
                   n=action.position + 1, why=_safe_why(f, me, action.owner, action.position))
    why = _rob_why(f, me, action) if isinstance(action, Rob) else _duel_why(f, me, action.target)
    if not view.hands[action.target]:
        why = Msg("{why}, and {target} has no card to answer with", why=why, target=f.name(action.target))
    target = f.name(action.target)
    if isinstance(action, Rob):
        return Msg("{who} robs {target}: {why}.", who=who, target=target, why=why)
    return Msg("{who} duels {target}: {why}.", who=who, target=target, why=why)


def _rob_why(f: _Public, me: int, a: Rob) -> Msg:
    if f.v.faction(a.target) == f.v.faction(me):
        return Msg("{target} is in {who}'s own faction; the gold stays in the {building}, and a showdown gun "
                   "would be {who}'s", target=f.name(a.target), who=f.name(me), building=f.building(me))
    return _safe_why(f, me, a.target, a.position)


def _safe_why(f: _Public, me: int, owner: int, position: int) -> Msg:
    """Why that safe of another faction: shown to all, seen, or its faction's."""
    v, who, n = f.v, f.name(me), position + 1
    if v.faction(owner) == v.faction(me):
        return Msg("a close call; {owner} is in {who}'s own faction", owner=f.name(owner), who=who)
    if f.shown(owner, position):
        return Msg("safe {n} is {safe}, shown to all", n=n, safe=default_content().safes[v.safes[owner][position]].name)
    if f.seen(me, owner, position):
        return Msg("{who} has seen what safe {n} holds", who=who, n=n)
    return _rival_why(f, me, owner)


def _rival_why(f: _Public, me: int, seat: int) -> Msg:
    """`seat` is in a rival faction: the only one, the one with the most safes, or one of them."""
    v, name, building = f.v, f.name(seat), f.building(seat)
    rivals = [x for x in f.factions() if x != v.faction(me)]
    if len(rivals) == 1:
        return Msg("{target} is in the {building}, the rival faction", target=name, building=building)
    theirs = f.safes(v.faction(seat))
    if theirs == max(f.safes(x) for x in rivals):
        return Msg("{target}'s faction, the {building}, holds the most safes of the rivals, {n}",
                   target=name, building=building, n=theirs)
    return Msg("{target} is in the {building}, a rival faction", target=name, building=building)


def _backing_why(f: _Public, me: int, fighter: int, other: int) -> Msg:
    v = f.v
    if v.faction(fighter) == v.faction(me):
        return Msg("{fighter} is in {who}'s own faction, the {building}", fighter=f.name(fighter), who=f.name(me),
                   building=f.building(me))
    if v.faction(other) != v.faction(me):
        return _rival_why(f, me, other)
    # a duel across factions swaps the seats if the attacker wins: which row the faction keeps
    fight, mine, theirs = v.fight, len(v.safes[fighter]), len(v.safes[other])
    if fight.kind == "duel" and fighter == fight.attacker and mine > theirs:
        return Msg("a win brings {fighter} into the {building} in {other}'s place, {n} safes to {m}",
                   fighter=f.name(fighter), building=f.building(me), other=f.name(other), n=mine, m=theirs)
    if fight.kind == "duel" and fighter == fight.defender and theirs > mine:
        return Msg("if {fighter} holds, {other} stays in the {building}, {n} safes to {fighter}'s {m}",
                   fighter=f.name(fighter), building=f.building(me), other=f.name(other), n=theirs, m=mine)
    return Msg("a close call; {other} is in {who}'s own faction", other=f.name(other), who=f.name(me))


def _joining(f: _Public, me: int, faction: int) -> tuple[str, int, int]:
    """Why a seat would move to `faction`, from what the table sees: "most" (it holds the
    most safes, n), "fewer" (fewer share its win: n members to m), else "safes" (n to m)."""
    v = f.v
    theirs, mine = f.safes(faction), f.safes(v.faction(me))
    if all(theirs > f.safes(x) for x in f.factions() if x != faction):
        return "most", theirs, 0
    there, here = len(v.members(faction)), len(v.members(v.faction(me)))
    if there < here:
        return "fewer", there, here
    return "safes", theirs, mine


def _duel_why(f: _Public, me: int, target: int) -> Msg:
    v = f.v
    if v.faction(target) == v.faction(me):
        return Msg("a win sends {target} out of the {building}, {who}'s own faction: one fewer to share its win",
                   target=f.name(target), who=f.name(me), building=f.building(me))
    case, n, m = _joining(f, me, v.faction(target))
    parts = {"who": f.name(me), "target": f.name(target), "building": f.building(target), "n": n}
    if case == "most":
        return Msg("a win puts {who} in {target}'s seat in the {building}, the faction with the most safes, {n}",
                   **parts)
    if case == "fewer":
        return Msg("a win puts {who} in {target}'s seat in the {building}, where fewer share the win, {n} to "
                   "the {mine}'s {m}", **parts, mine=f.building(me), m=m)
    return Msg("a win puts {who} in {target}'s seat in the {building}, {n} safes to the {mine}'s {m}", **parts,
               mine=f.building(me), m=m)


def _ride_why(f: _Public, me: int, faction: int) -> Msg:
    case, n, m = _joining(f, me, faction)
    building, mine = BUILDINGS[faction], f.building(me)
    if case == "most":
        return Msg("the {building} holds the most safes, {n}", building=building, n=n)
    if case == "fewer" and n == 0:
        return Msg("nobody sits in the {building} yet: its win would be {who}'s alone", building=building,
                   who=f.name(me))
    if case == "fewer":
        return Msg("fewer share the {building}'s win, {n} to the {mine}'s {m}", building=building, n=n, mine=mine,
                   m=m)
    return Msg("the {building} holds {n} safes to the {mine}'s {m}", building=building, n=n, mine=mine, m=m)
