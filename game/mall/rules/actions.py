"""Mall's actions. `str(a)` is the stable form saves store (see core.actions).
Locations are their numbers (the die faces), colours their seats, cards their item ids."""

from __future__ import annotations

from typing import Optional

from game.core.actions import Action, ActionSet

ACTIONS = ActionSet("mall")


@ACTIONS.action("place")
class Place(Action):
    """Setup: put one of your characters at a location the two dice allow."""

    character: str
    location: int


@ACTIONS.action("truck")
class Truck(Action):
    """The searcher keeps one drawn card, gives one to another seat, the rest goes under the deck."""

    keep: str
    give: Optional[str]
    to: Optional[int]


@ACTIONS.action("camera")
class Camera(Action):
    """Discard a security camera to see the hidden dice."""


@ACTIONS.action("pass")
class Pass(Action):
    """Play no (more) items now; decline the camera; out of characters, add no zombie this round."""


@ACTIONS.action("play")
class Play(Action):
    """Play an item before a vote; `target` is the character a hidden card protects."""

    item: str
    target: Optional[str]


@ACTIONS.action("dial")
class Dial(Action):
    """Step 4, in secret: where to move (or, out of characters, where your zombie goes)."""

    location: int


@ACTIONS.action("announce")
class Announce(Action):
    """The newly elected chief says where they go (chief_bluff: true or not)."""

    location: int


@ACTIONS.action("vote")
class Vote(Action):
    """A secret vote for a colour (its seat)."""

    seat: int


@ACTIONS.action("move")
class Move(Action):
    """Step 5: which character moves; `sprint` plays a sprint card to go there instead."""

    character: str
    sprint: Optional[int]


@ACTIONS.action("victim")
class Victim(Action):
    """The losing colour's owner gives up one of their characters there."""

    character: str
