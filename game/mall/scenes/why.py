"""Why a click on the mall does nothing: one sentence citing the rules section it rests on
(assets/rules/mall.md). Pure Python; reads only the view of the seat on screen.

`thing` is what lies under the click: ("loc", location) or ("char", character id).
"""

from __future__ import annotations

from game.core.i18n import N_, Msg, _
from game.mall.rules import board
from game.mall.scenes.status import on_view
from game.mall.scenes.words import dash_name
from game.shell.rules_text import Reason

GOAL, MALL, SETUP, ROUND, ATTACKED, VOTES, OUT = "1", "2", "3", "4", "5", "6", "7"
SECTIONS = (GOAL, MALL, SETUP, ROUND, ATTACKED, VOTES, OUT)  # every section cited below
BUTTONS = {"vote": (N_("Vote with a colour button below."), ATTACKED),
           "items": (N_("Play a card or pass with the buttons below."), ATTACKED),
           "camera": (N_("Use the camera or not with the buttons below."), ROUND),
           "truck": (N_("Share the truck's cards with the buttons below."), ROUND)}


def why_not(g, v, seat: int | None, d, chosen: tuple, thing) -> Reason | None:
    if d is None:
        return Reason(_("The game is over: the scores are counted."), GOAL)
    if seat is None or d.seat != seat:
        return Reason(_("It is {who}'s move, not yours: wait for your turn.", who=g.pname(d.seat)), ROUND)
    what, value = thing
    if d.kind in BUTTONS:
        text, section = BUTTONS[d.kind]
        return Reason(_(text), section)
    mine = what == "char" and v.characters[value].seat == seat
    if what == "char" and not mine:
        return Reason(_("That person is another player's: you only ever move or give up your own."), ROUND)
    if d.kind == "place":
        return _place(g, v, d, what, value)
    if d.kind in ("dial", "announce") and what == "loc":
        return _dial(g, v, seat, value)
    if d.kind == "move":
        return _move(g, v, seat, chosen, what, value)
    if d.kind == "victim" and what == "char":
        c = v.characters[value]
        if c.id in v.hidden:
            return Reason(_("{character} is playing dead: nobody may choose them this round.", character=g.cname(value)),
                          ATTACKED)
        where = d.data.get("where")
        if c.location != where:
            return Reason(_("The zombies take someone who stands in the {place}.", place=g.lname(where)), ATTACKED)
    return Reason(_("That is not one of the lit choices: click a lit place or person."), ROUND)


def _place(g, v, d, what, value) -> Reason:
    if what == "char":
        return Reason(_("Click a lit place: the person to place is picked on the buttons below."), SETUP)
    if value in v.closed:
        return Reason(_("The {place} is shut: nobody goes there.", place=g.lname(value)), MALL)
    if not board.has_room(on_view(g, v), value):
        cap = g.c.locations[value].capacity
        return Reason(_("The {place} is full: it has room for {n}.", place=g.lname(value), n=cap), MALL)
    dice = ""
    for n in d.data.get("dice", []):
        dice = Msg("{first} or {second}", first=dice, second=n) if dice != "" else n
    return Reason(_("Put your person in one of the places your dice show ({dice}), while one has room.", dice=dice),
                  SETUP)


def _dial(g, v, seat, loc) -> Reason:
    if loc in v.closed:
        return Reason(_("The {place} is shut for good: you may not dial it.", place=g.lname(loc)), ROUND)
    spots = {c.location for c in v.characters.values() if c.seat == seat}
    if spots == {loc}:
        return Reason(_("All your people already stand in the {place}: dial another place.", place=g.lname(loc)), ROUND)
    return Reason(_("That is not one of the lit places."), ROUND)


def _move(g, v, seat, chosen, what, value) -> Reason:
    dest = v.dials.choices.get(seat) if v.dials else None
    if what == "char" and v.characters[value].location == dest:
        return Reason(_("{character} already stands in the {place}: move someone else.", character=g.cname(value),
                        place=g.lname(dest)), ROUND)
    if what == "loc" and isinstance(dest, int):
        return Reason(_("Your dial named the {place}: your person runs there (a {dash} card could send them "
                        "elsewhere).", place=g.lname(dest),
                        dash=dash_name(g)), ROUND)
    return Reason(_("Click one of your lit people to move."), ROUND)
