"""Steps 1-3 of a round (mall.md "Round"): truck search, chief election, the hidden roll.

Each runner (here, moves.py, attack.py) is called by flow.advance when nothing waits for
an answer; it moves its step on by one stage: asks, opens a ballot, or goes to the next step.
"""

from __future__ import annotations

from game.core.i18n import Msg
from game.mall.rules import ballot, board
from game.mall.rules.actions import Truck

TRUCK_DRAW = 3
BOX_DICE = 4


# --- 1. truck search -------------------------------------------------------------------
def truck(g) -> None:
    s = g.s
    park = g.c.role("parking")
    if s.stage == "":
        if not s.deck or not board.here(s, park):
            g.emit("no-search", Msg("Nobody searches the truck: the deck is empty.") if not s.deck else
                   Msg("Nobody searches the truck: nobody is in {place}.", place=g.lname(park)))
            s.goto("election")
        else:
            ballot.open_ballot(g, "truck", park)
            s.stage = "vote"
    elif s.stage == "vote":
        b = ballot.take(g)
        if b.winner is None:
            g.emit("no-search", "Still tied: nobody searches the truck.", tied=b.tied)
            s.goto("election")
            return
        drawn, s.deck, s.deck_marks = s.deck[:TRUCK_DRAW], s.deck[TRUCK_DRAW:], s.deck_marks[TRUCK_DRAW:]
        g.emit("search", Msg("{who} searches the truck and draws {n}.", who=g.pname(b.winner), n=len(drawn)),
               seat=b.winner, count=len(drawn))
        if len(drawn) == 1:
            s.hands[b.winner] += drawn
            g.emit("keep", Msg("You keep {item}.", item=g.iname(drawn[0])), private=b.winner, card=drawn[0])
            s.goto("election")
        else:
            g.ask("truck", b.winner, drawn=drawn)
            s.stage = "search"
    else:  # the search was answered
        s.goto("election")


def truck_options(g, seat: int, drawn: list[str]) -> list[Truck]:
    """Keep one, give one to another seat, the rest (if any) under the deck."""
    others = [p for p in range(g.s.players) if p != seat]
    return list(dict.fromkeys(Truck(keep, give, to) for i, keep in enumerate(drawn)
                              for j, give in enumerate(drawn) if i != j for to in others))


def search(g, seat: int, drawn: list[str], a: Truck) -> None:
    s = g.s
    rest = list(drawn)
    rest.remove(a.keep)
    rest.remove(a.give)
    s.hands[seat].append(a.keep)
    s.hands[a.to].append(a.give)
    s.gifts.append((s.round, seat, a.to, a.give))
    s.deck += rest
    s.deck_marks += [seat] * len(rest)
    who, other, keep, give = g.pname(seat), g.pname(a.to), g.iname(a.keep), g.iname(a.give)
    if rest:
        public = Msg("{who} keeps one card, gives one to {other} and puts one under the deck.", who=who, other=other)
        mine = Msg("You keep {item}, give {gift} to {other} and put {back} under the deck.", item=keep, gift=give,
                   other=other, back=g.iname(rest[0]))
    else:
        public = Msg("{who} keeps one card, gives one to {other}.", who=who, other=other)
        mine = Msg("You keep {item}, give {gift} to {other}.", item=keep, gift=give, other=other)
    g.emit("gift", public, seat=seat, to=a.to, returned=len(rest))
    g.emit("keep", mine, private=seat, keep=a.keep, give=a.give, returned=rest)
    g.emit("given", Msg("{who} gives you {item}.", who=who, item=give), private=a.to, card=a.give, giver=seat)


# --- 2. chief election -----------------------------------------------------------------
def election(g) -> None:
    s = g.s
    hq = g.c.role("hq")
    if s.stage == "":
        if board.here(s, hq):
            ballot.open_ballot(g, "election", hq)
            s.stage = "vote"
            return
        g.emit("no-election", Msg("Nobody in {place}: {who} stays chief.", place=g.lname(hq), who=g.pname(s.chief)),
               chief=s.chief)
    else:
        b = ballot.take(g)
        if b.winner is None:
            g.emit("no-election", Msg("Still tied: nobody is elected; {who} stays chief.", who=g.pname(s.chief)),
                   chief=s.chief)
        else:
            s.chief, s.new_chief = b.winner, True
            g.emit("elected", Msg("{who} is elected chief.", who=g.pname(s.chief)), chief=s.chief)
    s.goto("approach")


# --- 3. zombies approach ---------------------------------------------------------------
def approach(g) -> None:
    """The hidden roll: a newly elected chief sees it; every other seat holding cards is
    offered the camera, from the chief clockwise (RULES.md)."""
    s = g.s
    s.box = [board.roll(s) for _ in range(BOX_DICE)]
    g.emit("box-rolled", Msg("{who} rolls {n} dice in the box.", who=g.pname(s.chief), n=BOX_DICE), chief=s.chief)
    if s.new_chief:
        s.box_seen.append(s.chief)
        g.emit("box-seen", Msg("The dice in the box: {dice}.", dice=list(s.box)), private=s.chief,
               dice=list(s.box))
    for seat in s.order():
        if seat not in s.box_seen and s.hands[seat]:
            g.ask("camera", seat)
    s.goto("dials")
