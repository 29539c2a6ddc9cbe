"""Steps 1-5 of a round (mall.md "Round"): truck search, chief election, the hidden roll,
secret destinations, the reveal, zombies and closures, the moves.

Each runner is called by flow.advance when nothing waits for an answer; it moves its
step on by one stage (asks, opens a ballot, or hands over to the next step).
"""

from __future__ import annotations

from game.core.sealed import Sealed
from game.mall.rules import ballot, board, ending, items
from game.mall.rules.actions import Move, Truck
from game.mall.rules.setup import zombie_from_die

TRUCK_DRAW = 3
BOX_DICE = 4
CLOSE_AT = 8


def goto(s, step: str) -> None:
    s.step, s.stage = step, ""


# --- 1. truck search -------------------------------------------------------------------
def truck(g) -> None:
    s = g.s
    park = g.c.role("parking")
    if s.stage == "":
        if not s.deck or not board.here(s, park):
            g.emit("no-search", "Nobody searches the truck: " + ("the deck is empty." if not s.deck else
                                                                 f"nobody is in {g.lname(park)}."))
            goto(s, "election")
        else:
            ballot.open_ballot(g, "truck", park)
            s.stage = "vote"
    elif s.stage == "vote":
        b = ballot.take(g)
        if b.winner is None:
            g.emit("no-search", "Still tied: nobody searches the truck.", tied=b.tied)
            goto(s, "election")
            return
        drawn, s.deck, s.deck_marks = s.deck[:TRUCK_DRAW], s.deck[TRUCK_DRAW:], s.deck_marks[TRUCK_DRAW:]
        g.emit("search", f"{g.pname(b.winner)} searches the truck and draws {len(drawn)}.", seat=b.winner,
               count=len(drawn))
        if len(drawn) == 1:
            s.hands[b.winner] += drawn
            g.emit("keep", f"You keep {g.iname(drawn[0])}.", private=b.winner, card=drawn[0])
            goto(s, "election")
        else:
            g.ask("truck", b.winner, drawn=drawn)
            s.stage = "search"
    else:  # the search was answered
        goto(s, "election")


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
    g.emit("gift", f"{g.pname(seat)} keeps one card, gives one to {g.pname(a.to)}"
           + (" and puts one under the deck." if rest else "."), seat=seat, to=a.to, returned=len(rest))
    g.emit("keep", f"You keep {g.iname(a.keep)}, give {g.iname(a.give)} to {g.pname(a.to)}"
           + (f" and put {g.iname(rest[0])} under the deck." if rest else "."), private=seat,
           keep=a.keep, give=a.give, returned=rest)
    g.emit("given", f"{g.pname(seat)} gives you {g.iname(a.give)}.", private=a.to, card=a.give, giver=seat)


# --- 2. chief election -----------------------------------------------------------------
def election(g) -> None:
    s = g.s
    hq = g.c.role("hq")
    if s.stage == "":
        if board.here(s, hq):
            ballot.open_ballot(g, "election", hq)
            s.stage = "vote"
            return
        g.emit("no-election", f"Nobody in {g.lname(hq)}: {g.pname(s.chief)} stays chief.", chief=s.chief)
    else:
        b = ballot.take(g)
        if b.winner is None:
            g.emit("no-election", f"Still tied: nobody is elected; {g.pname(s.chief)} stays chief.", chief=s.chief)
        else:
            s.chief, s.new_chief = b.winner, True
            g.emit("elected", f"{g.pname(s.chief)} is elected chief.", chief=s.chief)
    goto(s, "approach")


# --- 3. zombies approach ---------------------------------------------------------------
def approach(g) -> None:
    """The hidden roll: a newly elected chief sees it; every other seat holding cards is
    offered the camera, from the chief clockwise (RULES.md)."""
    s = g.s
    s.box = [board.roll(s) for _ in range(BOX_DICE)]
    g.emit("box-rolled", f"{g.pname(s.chief)} rolls {BOX_DICE} dice in the box.", chief=s.chief)
    if s.new_chief:
        s.box_seen.append(s.chief)
        g.emit("box-seen", f"The dice in the box: {', '.join(map(str, s.box))}.", private=s.chief,
               dice=list(s.box))
    for seat in s.order():
        if seat not in s.box_seen and s.hands[seat]:
            g.ask("camera", seat)
    goto(s, "dials")


# --- 4. destinations -------------------------------------------------------------------
def dials(g) -> None:
    s = g.s
    if s.dials is None:
        s.dials = Sealed(s.order())  # a newly elected chief is first: the chief starts every step
    waiting = s.dials.pending()
    if waiting:
        g.ask("dial", waiting[0])
    else:
        goto(s, "move")


def dial_options(g, seat: int) -> list[int]:
    """Any open location; not the one where all the seat's characters stand. Out of
    characters: any open location, for the seat's zombie."""
    s = g.s
    spots = {c.location for c in s.characters.values() if c.seat == seat}
    # every other location closed: the parking lot stays possible (its people then stay)
    return [loc for loc in board.open_locations(g) if not (len(spots) == 1 and loc in spots)] or [g.c.role("parking")]


def dialled(g, seat: int, loc: int) -> None:
    s = g.s
    s.dials.commit(seat, loc)
    g.emit("dialled", f"{g.pname(seat)} sets the dial.", seat=seat)
    if seat == s.chief and s.new_chief:
        if s.config.chief_bluff:
            g.ask_now("announce", seat)
        else:
            announced(g, seat, loc)


def announced(g, seat: int, loc: int) -> None:
    g.s.dials.announce(seat, loc)
    g.emit("announced", f"{g.pname(seat)}, the new chief, goes to {g.lname(loc)}.", seat=seat, location=loc)


# --- 5. move ---------------------------------------------------------------------------
def move(g) -> None:
    s = g.s
    if s.stage == "":
        reveal(g)
        for seat in s.order():  # every seat with a character to move moves one, from the chief clockwise
            if board.has_characters(s, seat) and move_options(g, seat):
                g.ask("move", seat)
        s.stage = "moves"
    else:
        g.emit("moved", "Everyone has moved.")
        if not ending.check(g):
            goto(s, "attack")


def reveal(g) -> None:
    """The dials, the box's zombies (void on a closed location), the zombies of the players
    out of characters, then the closures (checked once)."""
    s = g.s
    chosen = s.dials.revealed()
    g.emit("dials-revealed", "Dials: " + ", ".join(f"{g.pname(p)} {g.lname(loc)}" for p, loc in chosen.items()) + ".",
           dials=dict(chosen))
    g.emit("box-opened", f"The box opens: {', '.join(map(str, s.box))}.", dice=list(s.box))
    for d in s.box:
        zombie_from_die(g, d)
    s.box = []
    for seat, loc in chosen.items():
        if not board.has_characters(s, seat):
            board.add_zombie(g, loc, f"{g.pname(seat)} returns as a zombie")
    for loc in board.open_locations(g):
        if not board.is_parking(g, loc) and s.zombies[loc] >= CLOSE_AT and not board.here(s, loc):
            s.closed.append(loc)
            g.emit("closed", f"{g.lname(loc)} is overrun and closed for the rest of the game.", location=loc)


def move_options(g, seat: int) -> list[Move]:
    s = g.s
    dest = s.dials.choices[seat]
    movers = [c.id for c in s.characters.values() if c.seat == seat and c.location != dest]
    sprint = any(items.kind(g, c) == "sprint" for c in s.hands[seat])
    elsewhere = [loc for loc in board.open_locations(g) if loc != dest] if sprint else []
    return [Move(cid, to) for cid in movers for to in [None, *elsewhere]]


def do_move(g, seat: int, a: Move) -> None:
    """Full or just closed: the parking lot instead (a character already there stays)."""
    s = g.s
    ch = s.characters[a.character]
    to = s.dials.choices[seat]
    if a.sprint is not None:
        card = next(c for c in s.hands[seat] if items.kind(g, c) == "sprint")
        items.discard(g, seat, card)
        to = a.sprint
        g.emit("item-played", f"{g.pname(seat)} plays {g.iname(card)}: off to {g.lname(to)} instead.",
               seat=seat, item=card, target=str(to), where=to)
    start = ch.location
    if to != start and not board.has_room(g, to):
        g.emit("full", f"{g.lname(to)} is {'closed' if to in s.closed else 'full'}.", location=to)
        to = g.c.role("parking")
    ch.location = to
    verb = "stays in" if to == start else "moves to"
    g.emit("move", f"{g.pname(seat)}'s {g.cname(ch.id)} {verb} {g.lname(to)}.", seat=seat, character=ch.id,
           start=start, location=to)
