"""Steps 4 and 5 of a round (mall.md "Round"): secret destinations, the reveal, the
box's zombies and the closures, the moves."""

from __future__ import annotations

from game.core.i18n import Msg
from game.core.sealed import Sealed
from game.mall.rules import board, ending, items
from game.mall.rules.actions import Dial, Move, Pass
from game.mall.rules.setup import zombie_from_die

CLOSE_AT = 8


# --- 4. destinations -------------------------------------------------------------------
def dials(g) -> None:
    s = g.s
    if s.dials is None:
        s.dials = Sealed(s.order())  # a newly elected chief is first: the chief starts every step
    waiting = s.dials.pending()
    if waiting:
        g.ask("dial", waiting[0])
    else:
        s.goto("move")


def dial_options(g, seat: int) -> list[int]:
    """Any open location; not the one where all the seat's characters stand. Out of
    characters: any open location, for the seat's zombie."""
    s = g.s
    spots = {c.location for c in s.characters.values() if c.seat == seat}
    # every other location closed: the parking lot stays possible (its people then stay)
    return [loc for loc in board.open_locations(g) if not (len(spots) == 1 and loc in spots)] or [g.c.role("parking")]


def dial_choices(g, seat: int) -> list[int | None]:
    """What a seat may set its dial to; None: a seat out of characters adds no zombie
    (mall.md: it *may* add one)."""
    options: list[int | None] = list(dial_options(g, seat))
    return options if board.has_characters(g.s, seat) else [*options, None]


def dial_action(choice: int | None):
    """The action that sets a dial to `choice` (declining the zombie is a pass)."""
    return Pass() if choice is None else Dial(choice)


def dial_choice(a) -> int | None:
    return a.location if isinstance(a, Dial) else None


def dialled(g, seat: int, loc: int) -> None:
    s = g.s
    s.dials.commit(seat, loc)
    g.emit("dialled", Msg("{who} sets the dial.", who=g.pname(seat)), seat=seat)
    if seat == s.chief and s.new_chief:
        if s.config.chief_bluff:
            g.ask_now("announce", seat)
        else:
            announced(g, seat, loc)


def announced(g, seat: int, loc: int) -> None:
    g.s.dials.announce(seat, loc)
    g.emit("announced", Msg("{who}, the new chief, goes to {place}.", who=g.pname(seat), place=g.lname(loc)),
           seat=seat, location=loc)


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
            s.goto("attack")


def reveal(g) -> None:
    """The dials, the box's zombies (void on a closed location), the zombies of the players
    out of characters, then the closures (checked once)."""
    s = g.s
    chosen = s.dials.revealed()
    if s.new_chief and s.chief in s.dials.announced:  # the table remembers who told the truth
        s.announcements.append((s.round, s.chief, s.dials.announced[s.chief], chosen[s.chief]))
    dialled = [Msg("{who} {place}", who=g.pname(p), place=g.lname(loc)) if loc is not None else
               Msg("{who}: no zombie", who=g.pname(p)) for p, loc in chosen.items()]
    g.emit("dials-revealed", Msg("Dials: {dials}.", dials=dialled), dials=dict(chosen))
    g.emit("box-opened", Msg("The box opens: {dice}.", dice=list(s.box)), dice=list(s.box))
    for d in s.box:
        zombie_from_die(g, d)
    s.box = []
    for seat, loc in chosen.items():
        if loc is not None and not board.has_characters(s, seat):
            board.add_zombie(g, loc, Msg("{who} returns as a zombie", who=g.pname(seat)))
    for loc in board.open_locations(g):
        if not board.is_parking(g, loc) and s.zombies[loc] >= CLOSE_AT and not board.here(s, loc):
            s.closed.append(loc)
            g.emit("closed", Msg("{place} is overrun and closed for the rest of the game.", place=g.lname(loc)),
                   location=loc)


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
        g.emit("item-played", Msg("{who} plays {item}: off to {place} instead.", who=g.pname(seat),
                                  item=g.iname(card), place=g.lname(to)), seat=seat, item=card, target=str(to), where=to)
    start = ch.location
    if to != start and not board.has_room(g, to):
        g.emit("full", Msg("{place} is closed.", place=g.lname(to)) if to in s.closed else
               Msg("{place} is full.", place=g.lname(to)), location=to)
        to = g.c.role("parking")
    ch.location = to
    text = (Msg("{who}'s {character} stays in {place}.", who=g.pname(seat), character=g.cname(ch.id),
                place=g.lname(to)) if to == start else
            Msg("{who}'s {character} moves to {place}.", who=g.pname(seat), character=g.cname(ch.id),
                place=g.lname(to)))
    g.emit("move", text, seat=seat, character=ch.id, start=start, location=to)
