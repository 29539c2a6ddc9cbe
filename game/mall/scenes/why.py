"""Why a click on the mall does nothing: one sentence citing the rules section it rests on
(assets/rules/mall.md). Pure Python; reads only the view of the seat on screen.

`thing` is what lies under the click: ("loc", location) or ("char", character id).
"""

from __future__ import annotations

from game.mall.rules import board
from game.mall.scenes.status import on_view
from game.shell.rules_text import Reason

GOAL, MALL, SETUP, ROUND, ATTACKED, VOTES, OUT = "1", "2", "3", "4", "5", "6", "7"
SECTIONS = (GOAL, MALL, SETUP, ROUND, ATTACKED, VOTES, OUT)  # every section cited below
BUTTONS = {"vote": ("Vote with a colour button below.", ATTACKED), "items": ("Play a card or pass with the "
           "buttons below.", ATTACKED), "camera": ("Use the camera or not with the buttons below.", ROUND),
           "truck": ("Share the truck's cards with the buttons below.", ROUND)}


def why_not(g, v, seat: int | None, d, chosen: tuple, thing) -> Reason | None:
    if d is None:
        return Reason("The game is over: the scores are counted.", GOAL)
    if seat is None or d.seat != seat:
        return Reason(f"It is {g.pname(d.seat)}'s move, not yours: wait for your turn.", ROUND)
    what, value = thing
    if d.kind in BUTTONS:
        return Reason(*BUTTONS[d.kind])
    mine = what == "char" and v.characters[value].seat == seat
    if what == "char" and not mine:
        return Reason("That person is another player's: you only ever move or give up your own.", ROUND)
    if d.kind == "place":
        return _place(g, v, d, what, value)
    if d.kind in ("dial", "announce") and what == "loc":
        return _dial(g, v, seat, value)
    if d.kind == "move":
        return _move(g, v, seat, chosen, what, value)
    if d.kind == "victim" and what == "char":
        c = v.characters[value]
        if c.id in v.hidden:
            return Reason(f"{g.cname(value)} is playing dead: nobody may choose them this round.", ATTACKED)
        where = d.data.get("where")
        if c.location != where:
            return Reason(f"The zombies take someone who stands in the {g.lname(where)}.", ATTACKED)
    return Reason("That is not one of the lit choices: click a lit place or person.", ROUND)


def _place(g, v, d, what, value) -> Reason:
    if what == "char":
        return Reason("Click a lit place: the person to place is picked on the buttons below.", SETUP)
    if value in v.closed:
        return Reason(f"The {g.lname(value)} is shut: nobody goes there.", MALL)
    if not board.has_room(on_view(g, v), value):
        cap = g.c.locations[value].capacity
        return Reason(f"The {g.lname(value)} is full: it has room for {cap}.", MALL)
    dice = " or ".join(map(str, d.data.get("dice", [])))
    return Reason(f"Put your person in one of the places your dice show ({dice}), while one has room.", SETUP)


def _dial(g, v, seat, loc) -> Reason:
    if loc in v.closed:
        return Reason(f"The {g.lname(loc)} is shut for good: you may not dial it.", ROUND)
    spots = {c.location for c in v.characters.values() if c.seat == seat}
    if spots == {loc}:
        return Reason(f"All your people already stand in the {g.lname(loc)}: dial another place.", ROUND)
    return Reason("That is not one of the lit places.", ROUND)


def _move(g, v, seat, chosen, what, value) -> Reason:
    dest = v.dials.choices.get(seat) if v.dials else None
    if what == "char" and v.characters[value].location == dest:
        return Reason(f"{g.cname(value)} already stands in the {g.lname(dest)}: move someone else.", ROUND)
    if what == "loc" and isinstance(dest, int):
        return Reason(f"Your dial named the {g.lname(dest)}: your person runs there (a Dash card could send "
                      "them elsewhere).", ROUND)
    return Reason("Click one of your lit people to move.", ROUND)
