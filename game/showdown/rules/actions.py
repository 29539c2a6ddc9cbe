"""Showdown's actions. `str(a)` is the stable form saves store (see core.actions).
Players are their seats, town cards their data ids, safes their positions in a row."""

from __future__ import annotations

from game.core.actions import Action, ActionSet

ACTIONS = ActionSet("showdown")


@ACTIONS.action("slip")
class Slip(Action):
    """Setup: pass the safe at `position` of your two face down to the player on your left."""

    position: int


@ACTIONS.action("rob")
class Rob(Action):
    """Lay a card's gun in front of the safe at `position` of `target`'s row."""

    card: str
    target: int
    position: int


@ACTIONS.action("duel")
class Duel(Action):
    """Lay a card's gun in front of `target`'s character."""

    card: str
    target: int


@ACTIONS.action("duster")
class Duster(Action):
    """Discard a duster, draw 4; discard 3 at the end of the turn."""

    card: str


@ACTIONS.action("horse")
class Horse(Action):
    """Ride your star to the empty platform seat `seat` of another faction."""

    card: str
    seat: int


@ACTIONS.action("attach")
class Attach(Action):
    """2-3 players: attach a holster to the safe at `position` of `owner`'s row, or
    (position -1) to `owner`'s character, for its next defence."""

    card: str
    owner: int
    position: int


@ACTIONS.action("stetson")
class Stetson(Action):
    """Play a stetson: then peek at safes in play."""

    card: str


@ACTIONS.action("peek")
class Peek(Action):
    """Look at the safe at `position` of `owner`'s row."""

    owner: int
    position: int


@ACTIONS.action("defend")
class Defend(Action):
    """Answer a fight with a card, as a gun."""

    card: str


@ACTIONS.action("holster")
class Holster(Action):
    """Lend a holster's gun to `fighter` in someone else's fight."""

    card: str
    fighter: int


@ACTIONS.action("thief")
class Thief(Action):
    """Expert: join someone else's robbery as a horse thief, rolling the white horse's gun."""

    card: str


@ACTIONS.action("keep")
class Keep(Action):
    """A fighter given several holsters keeps this one; the others go back."""

    card: str


@ACTIONS.action("pass")
class Pass(Action):
    """Give no holster."""


@ACTIONS.action("give")
class Give(Action):
    """Over the limit: give the safe at `position` (of four) to `to` (-1: it leaves the game)."""

    position: int
    to: int


@ACTIONS.action("place")
class Place(Action):
    """A duel won in your own faction: put the loser's star on the empty seat `seat`."""

    seat: int


@ACTIONS.action("discard")
class Discard(Action):
    """Duster: discard a card at the end of the turn."""

    card: str


@ACTIONS.action("draw")
class Draw(Action):
    """Holdup or showdown: the card chosen in secret, played as a gun."""

    card: str


@ACTIONS.action("dagger")
class Dagger(Action):
    """Expert dagger: "gun" (-1 gold, a pepperbox showdown gun) or "gold" (+1 gold, a pepperbox
    roll subtracted from each showdown roll)."""

    choice: str


@ACTIONS.action("blast")
class Blast(Action):
    """Expert explosive: remove the unrevealed safe at `position` of `owner`'s row from the game."""

    owner: int
    position: int


@ACTIONS.action("poker")
class Poker(Action):
    """Expert poker deck: play a card as a gun; its roll is won or lost by the red die."""

    card: str
