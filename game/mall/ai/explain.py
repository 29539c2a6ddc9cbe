"""Why a computer player voted as it did, in one public line.

- `explain(view, action)`: the line for a vote (the attack's, the truck's, the
  election's), for whom the truck's searcher gives a card, and for where a seat out of
  characters sends its zombie ("Chen votes Red out: Red leads with 19 points"), None for
  every other action;
- `explain_msg(view, action)`: the same as a Msg, shown in the player's language.

A line reads only what the whole table sees: the points showing (the characters on the
board and what each is worth), who stands where, each seat's votes there (threats played
count), the cards that hide people. Never a hand, a dial or the box's dice: the line is
the same whatever the others hold. A vote is sealed, so the window tells its line only
once the votes are shown, and a zombie's dial once the dials are (shell/reasons.py:
spec.sealed_action).

The reasons are the ones the computer's scores weigh (scores.py): in the truck and the
election it votes for itself, and otherwise for the colour with the fewest points (the
least threat); in an attack it votes out the leader, or a colour whose cheapest
character there is worth more than the leader's; it gives the truck's card to the seat
furthest behind; out of characters, it sends its zombie where the leaders stand.
"""

from __future__ import annotations

from game.core.i18n import Msg
from game.mall.rules import board
from game.mall.rules.actions import Dial, Truck, Vote
from game.mall.rules.content import default_content


class _Public:
    """The public facts one line is made of, read off a view."""

    def __init__(self, view, content):
        self.v, self.c = view, content

    def name(self, seat: int) -> str:
        return self.v.config.player_name(seat)

    def colour(self, seat: int) -> str:
        colour = self.v.colours[seat]
        return next(c.name for c in self.c.colours if c.id == colour)

    def points(self, seat: int) -> int:
        return sum(self.c.characters[ch.kind].value for ch in self.v.characters.values() if ch.seat == seat)

    def standing(self, seat: int) -> bool:
        """The seat still has characters (out of them, its dial sends a zombie)."""
        return any(ch.seat == seat for ch in self.v.characters.values())

    def cheapest(self, seat: int, where: int) -> int:
        """The least a colour can lose at `where`: its cheapest character there not hidden."""
        return min((self.c.characters[ch.kind].value for ch in board.here(self.v, where)
                    if ch.seat == seat and ch.id not in self.v.hidden), default=0)


def explain(view, action) -> str | None:
    """One public line on why this vote or gift, or None."""
    said = explain_msg(view, action)
    return None if said is None else str(said)


def explain_msg(view, action, content=None) -> Msg | None:
    """explain, to be shown in the player's language (tr)."""
    if view is None or not view.pending:
        return None
    d = view.pending[0]
    facts = _Public(view, content or default_content())
    if isinstance(action, Vote) and d.kind == "vote" and view.ballot is not None:
        return _vote(facts, d.seat, action.seat, view.ballot)
    if isinstance(action, Truck) and action.to is not None:
        return _gift(facts, d.seat, action.to)
    if isinstance(action, Dial) and d.kind == "dial" and not facts.standing(d.seat):
        return _zombie(facts, d.seat, action.location)
    return None


def _vote(f: _Public, me: int, pick: int, b) -> Msg:
    who, colour = f.name(me), f.colour(pick)
    if b.purpose == "attack":
        if pick == me:
            return Msg("{who} votes their own colour, {colour}, out.", who=who, colour=colour)
        return Msg("{who} votes {colour} out: {why}.", who=who, colour=colour, why=_attack_why(f, me, pick, b))
    if pick == me:
        if b.purpose == "truck":
            return Msg("{who} votes {colour}, their own colour: the winner searches the truck.",
                       who=who, colour=colour)
        return Msg("{who} votes {colour}, their own colour: the new chief sees where the zombies will come.",
                   who=who, colour=colour)
    why = _least_threat(f, pick, [c for c in b.candidates if c != me])
    if b.purpose == "truck":
        return Msg("{who} votes {colour} to search the truck: {why}.", who=who, colour=colour, why=why)
    return Msg("{who} votes {colour} for chief: {why}.", who=who, colour=colour, why=why)


def _attack_why(f: _Public, me: int, pick: int, b) -> Msg:
    """The leader, else a dearer loss there than the leader's, else where it stands."""
    colour, points = f.colour(pick), f.points(pick)
    rivals = [c for c in b.candidates if c != me]
    top = _rank(f, pick, range(f.v.players))
    if top != "below":
        return (Msg("{colour} leads with {n} points", colour=colour, n=points) if top == "alone" else
                Msg("{colour} shares the lead with {n} points", colour=colour, n=points))
    top = _rank(f, pick, rivals)
    if top != "below":
        return (Msg("{colour} has the most points on the ballot, {n}", colour=colour, n=points) if top == "alone" else
                Msg("{colour} has as many points as anyone on the ballot, {n}", colour=colour, n=points))
    leader = max(rivals, key=lambda c: (f.points(c), -c))
    mine, theirs = f.cheapest(pick, b.where), f.cheapest(leader, b.where)
    if mine > theirs:
        return Msg("{colour} would lose at least {n} points there, {leader} only {m}", colour=colour, n=mine,
                   leader=f.colour(leader), m=theirs)
    return _behind(f, pick, rivals)


def _least_threat(f: _Public, pick: int, among: list[int]) -> Msg:
    colour, points = f.colour(pick), f.points(pick)
    low = _rank(f, pick, among, fewest=True)
    if low == "alone":
        return Msg("{colour} has the fewest points on the ballot, {n}: the least threat", colour=colour, n=points)
    if low == "tied":
        return Msg("{colour} has {n} points, as few as anyone on the ballot", colour=colour, n=points)
    return _behind(f, pick, among)


def _rank(f: _Public, pick: int, among, fewest: bool = False) -> str:
    """Whether `pick` has the most (fewest) points of `among`: "alone", "tied" or "below"."""
    sign = -1 if fewest else 1
    mine = sign * f.points(pick)
    others = [sign * f.points(c) for c in among if c != pick]
    if all(mine > o for o in others):
        return "alone"
    return "tied" if all(mine >= o for o in others) else "below"


def _behind(f: _Public, pick: int, among: list[int]) -> Msg:
    """A choice no single plain fact decided (Easy's noise, Hard's search): a close call,
    and where the colour stands."""
    leader = max(among, key=lambda c: (f.points(c), -c))
    if leader == pick:
        return Msg("a close call; {colour} has {n} points", colour=f.colour(pick), n=f.points(pick))
    return Msg("a close call; {colour} has {n} points, {leader} {m}", colour=f.colour(pick), n=f.points(pick),
               leader=f.colour(leader), m=f.points(leader))


def _gift(f: _Public, me: int, to: int) -> Msg:
    who, other, points = f.name(me), f.name(to), f.points(to)
    others = [p for p in range(f.v.players) if p != me]
    low = _rank(f, to, others, fewest=True)
    if low == "alone":
        why = Msg("{other} has the fewest points, {n}: the least threat", other=other, n=points)
    elif low == "tied":
        why = Msg("{other} has {n} points, as few as anyone", other=other, n=points)
    else:
        why = Msg("a close call; {other} has {n} points", other=other, n=points)
    return Msg("{who} gives a card to {other}: {why}.", who=who, other=other, why=why)


def _zombie(f: _Public, me: int, where: int) -> Msg:
    """Out of characters, the dial sends a zombie: onto the leaders' people."""
    there = sorted({ch.seat for ch in board.here(f.v, where)})
    return Msg("{who} sends a zombie to {place}: {why}.", who=f.name(me), place=f.c.locations[where].name,
               why=_zombie_why(f, me, there))


def _zombie_why(f: _Public, me: int, there: list[int]) -> Msg:
    if not there:
        return Msg("a close call; nobody stands there")
    top = max(there, key=lambda c: (f.points(c), -c))
    colour, points = f.colour(top), f.points(top)
    if _rank(f, top, range(f.v.players)) != "below":
        return Msg("{colour}, with {n} points, the most of anyone, has people there", colour=colour, n=points)
    rivals = [p for p in range(f.v.players) if p != me]
    if points > sum(f.points(p) for p in rivals) / len(rivals):
        return Msg("{colour}, ahead of the field with {n} points, has people there", colour=colour, n=points)
    return Msg("a close call; {colour} has {n} points and people there", colour=colour, n=points)
