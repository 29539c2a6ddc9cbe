"""Setup (mall.md "Setup"): colours and characters, the closed location, the badge, one
item each, the placement by two dice, the first zombies."""

from __future__ import annotations

from game.core.i18n import Msg
from game.mall.rules import board
from game.mall.rules.actions import Place
from game.mall.rules.state import Character, Config, MallState

FIRST_ZOMBIE_DICE = 4


def new_state(g, config: Config, rng) -> MallState:
    c = g.c
    n = config.players
    three = n == 3
    colours = [col.id for col in c.colours if col.kids or not three][:n]
    s = MallState(config, rng, colours)
    g.s = s
    s.zombies = {loc: 0 for loc in c.locations}
    s.closed = [loc for loc, where in c.locations.items() if n in where.closed_with]
    for seat, colour in enumerate(colours):
        for kind in c.characters.values():
            if three or not kind.three_players_only:
                cid = f"{colour}-{kind.id}"
                s.characters[cid] = Character(cid, seat, kind.id)
    s.chief = rng.below(n)  # the oldest player, in software a random seat
    s.deck = c.deck()
    rng.shuffle(s.deck)
    s.hands = [[s.deck.pop(0)] for _ in range(n)]
    s.deck_marks = [-1] * len(s.deck)
    text = Msg("{n} players. {who} takes the chief's badge and places first.", n=n, who=g.pname(s.chief))
    for loc in s.closed:
        text = Msg("{before} {place} is closed for this game.", before=text, place=c.locations[loc].name)
    g.emit("setup", text, chief=s.chief, colours=list(colours), closed=list(s.closed))
    return s


def next_placement(g) -> None:
    """Ask the next placer, or (all placed) roll the first zombies and start round 1.
    One character at a time from the first player clockwise: all have as many."""
    s = g.s
    waiting = [c for c in s.characters.values() if c.location is None]
    if not waiting:
        first_zombies(g)
        return
    placed = len(s.characters) - len(waiting)
    seat = s.order()[placed % s.players]
    dice = [board.roll(s), board.roll(s)]
    g.emit("placement-dice", Msg("{who} rolls {a} and {b}.", who=g.pname(seat), a=dice[0], b=dice[1]), seat=seat,
           dice=dice)
    g.ask("place", seat, dice=dice)


def placement_options(g, seat: int, dice: list[int]) -> list[Place]:
    """A die's location if it has room (either, when both have); neither: anywhere with room."""
    rooms = [d for d in dict.fromkeys(dice) if board.has_room(g, d)]
    rooms = rooms or [loc for loc in g.c.locations if board.has_room(g, loc)]
    mine = [c.id for c in g.s.characters.values() if c.seat == seat and c.location is None]
    return [Place(cid, loc) for cid in mine for loc in rooms]


def place(g, seat: int, action: Place) -> None:
    ch = g.s.characters[action.character]
    ch.location = action.location
    g.emit("placed", Msg("{who} places the {character} in {place}.", who=g.pname(seat), character=g.cname(ch.id),
                         place=g.lname(ch.location)), seat=seat, character=ch.id, location=ch.location)


def first_zombies(g) -> None:
    s = g.s
    dice = [board.roll(s) for _ in range(FIRST_ZOMBIE_DICE)]
    g.emit("first-zombies", Msg("{who} rolls {dice} for the first zombies.", who=g.pname(s.chief), dice=dice),
           dice=dice)
    for d in dice:
        zombie_from_die(g, d)
    s.round = 1
    s.goto("truck")
    g.emit("round", "Round 1.", round=1)


def zombie_from_die(g, die: int) -> None:
    """A die sends one zombie to its location; a closed location makes it void."""
    if die in g.s.closed:
        g.emit("die-void", Msg("A {n} falls on {place}, closed: no zombie.", n=die, place=g.lname(die)), location=die)
    else:
        board.add_zombie(g, die, Msg("a die showed {n}", n=die))
