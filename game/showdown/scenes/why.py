"""Why a click on the table does nothing: one sentence citing the rules section it rests
on (assets/rules/showdown.md). Pure Python; reads only the view of the seat on screen.
The sentence comes in the player's language; the section numbers are the same in every
language's rules file.

`thing` is what lies under the click: ("safe", (owner, position)), ("star", player),
("seat", platform seat), ("card", id) in the hand, ("holdup", None) or ("deck", None).
"""

from __future__ import annotations

from game.core.i18n import N_, _
from game.shell.rules_text import Reason

GOAL, TABLE, TURN, HOLDUP, SHOWDOWN, EXPERT, SMALL = "1", "2", "3", "4", "5", "6", "7"
# every section a reason below may cite (tests check them against the rules file)
SECTIONS = (GOAL, TABLE, TURN, HOLDUP, SHOWDOWN, EXPERT, SMALL)


def why_not(g, v, seat: int | None, d, chosen: tuple, thing) -> Reason | None:
    """`d`: the decision waiting (None once the game is over), `seat`: the seat on screen,
    `chosen`: the clicks already made toward an action."""
    if d is None:
        return Reason(_("The game is over: every safe has been opened."), SHOWDOWN)
    what, value = thing
    if seat is None or d.seat != seat:
        who = g.pname(d.seat)
        return Reason(_("It is {who}'s move, not yours: wait for your turn or for a fight you are asked into.", who=who),
                      TURN)
    if what == "holdup":
        return Reason(_("The holdup safes stay in the middle: one is turned up at the end of each round but the "
                      "last, and the best gun in the holdup takes it."), HOLDUP)
    if what == "deck":
        return Reason(_("You never draw by hand: everyone who played a card refills at the end of the turn."), TURN)
    use = chosen[1][1] if len(chosen) > 1 and chosen[1][0] == "use" else None
    if d.kind == "play" and not chosen and what != "card":
        return Reason(_("First pick a card from your hand: every card is a gun, some also have a special."), TURN)
    if what == "safe":
        owner = value[0]
        if d.kind == "play" and use == "rob" and owner == seat:
            return Reason(_("You cannot rob yourself: lay the gun at another player's safe."), TURN)
        if d.kind == "play" and use in ("duel", "horse"):
            return Reason(_("A duel is fought at a player's star and a horse rides to an empty chair, not at a "
                          "safe."), TURN)
        if d.kind == "peek" and owner == seat:
            return Reason(_("You may look at your own safes any time: the hat looks at other players'."), TABLE)
        if d.kind == "give" and owner != seat:
            return Reason(_("Over the limit you give away one of your own four safes."), TURN)
        if d.kind == "slip" and owner != seat:
            return Reason(_("At the start everyone passes one of their own two safes to the left."), TABLE)
        if d.kind == "blast" and owner == seat:
            return Reason(_("Dynamite blows up another player's hidden safe, never your own."), EXPERT)
    if what == "star":
        if d.kind == "play" and use == "duel" and value == seat:
            return Reason(_("You cannot duel yourself: lay the gun at another player's star."), TURN)
        if d.kind == "play" and use == "rob":
            return Reason(_("A robbery is laid at one safe of a player's row, not at the player."), TURN)
    if what == "seat":
        taken = value in v.stars
        if taken:
            return Reason(_("That chair is taken: a star moves only to an empty chair."), TURN)
        if d.kind == "play" and use == "horse" and value // v.per_platform == v.stars[seat] // v.per_platform:
            return Reason(_("A horse rides to a chair on another porch, not your own."), TURN)
        if d.kind == "play" and use != "horse":
            return Reason(_("Only a Fast Horse (or winning a duel on your own porch) moves a star to an empty "
                          "chair."), TURN)
    if what == "card" and d.kind in ("holster", "thief"):
        return Reason(_("Only a Spare Holster is lent in a fight, and only a White Horse card rides in as a "
                      "thief."), TURN if d.kind == "holster" else EXPERT)
    return Reason(_asked(d.kind), TURN)


ASKED = {"defend": N_("Answer the fight with a card from your hand: its gun is your die."),
         "draw": N_("Pick the card you fire from your hand: the others choose theirs at the same time."),
         "discard": N_("The Long Coat asks you to throw away cards from your hand."),
         "dagger": N_("Choose one of the dagger's two offers on the buttons."),
         "poker": N_("Play a card from your hand to the poker deck."),
         "place": N_("Click a lit empty chair for the player you beat.")}
NOT_LIT = N_("That is not one of the lit choices: the lit safes, players, chairs and cards are.")


def _asked(kind: str) -> str:
    return _(ASKED.get(kind, NOT_LIT))
