"""Winter's actions. `str(a)` is the stable form saves store (see core.actions)."""

from __future__ import annotations

from typing import Optional

from game.core.actions import Action, ActionSet

ACTIONS = ActionSet("winter")


@ACTIONS.action("draft")
class Draft(Action):
    keep: tuple[str, ...]
    leader: str


@ACTIONS.action("move")
class Move(Action):
    survivor: str
    to: str


@ACTIONS.action("attack")
class Attack(Action):
    survivor: str
    die: int
    target: str  # "zombie", "zombie-N" (colony entrance N) or a survivor id


@ACTIONS.action("search")
class Search(Action):
    survivor: str
    die: int


@ACTIONS.action("keep")
class SearchKeep(Action):
    card: str


@ACTIONS.action("noise")
class SearchNoise(Action):
    pass


@ACTIONS.action("barricade")
class Barricade(Action):
    survivor: str
    die: int
    entrance: int  # 1..6 in the colony, 1 elsewhere


@ACTIONS.action("clean")
class CleanWaste(Action):
    die: int


@ACTIONS.action("attract")
class Attract(Action):
    survivor: str
    die: int
    sources: tuple[str, ...]  # one place per zombie moved


@ACTIONS.action("ability")
class UseAbility(Action):
    survivor: str
    die: Optional[int]
    target: Optional[str]


@ACTIONS.action("play")
class PlayCard(Action):
    card: str
    on: Optional[str]  # the survivor it is played on, when it needs one


@ACTIONS.action("crisis")
class AddToCrisis(Action):
    card: str


@ACTIONS.action("deliver")
class Deliver(Action):
    card: str


@ACTIONS.action("food")
class SpendFood(Action):
    die: int


@ACTIONS.action("boost")
class FoodBoost(Action):
    card: str
    die: int


@ACTIONS.action("request")
class Request(Action):
    """Ask the others for item cards (winter.md §4.2). `type` is what the requester says
    they need, or None for anything; it is a wish, not a limit: each other player may give
    any one item card. Saves from before kept `request <type>`, which still parses."""

    type: Optional[str]


@ACTIONS.action("give")
class Give(Action):
    card: str


@ACTIONS.action("decline")
class Decline(Action):
    pass


@ACTIONS.action("handoff")
class HandOff(Action):
    item: str
    to: str


@ACTIONS.action("exile")
class CallExile(Action):
    target: int


@ACTIONS.action("vote")
class Vote(Action):
    yes: bool


@ACTIONS.action("bite")
class BiteChoice(Action):
    sacrifice: bool


@ACTIONS.action("choose")
class Choose(Action):
    option: int


@ACTIONS.action("discard")
class Discard(Action):
    card: str


@ACTIONS.action("relocate")
class Relocate(Action):
    survivor: str
    to: str


@ACTIONS.action("lead")
class Lead(Action):
    """A player whose leader died names one of their followers the new leader (§5)."""

    survivor: str


@ACTIONS.action("lure-to")
class LureTo(Action):
    """Where a lured zombie goes in the colony: an entrance 1..6 with an empty space (§4.2 attract)."""

    entrance: int


@ACTIONS.action("first")
class ResolveFirst(Action):
    """The first player orders simultaneous effects (§8): this survivor's fate is resolved next."""

    survivor: str


@ACTIONS.action("end")
class EndTurn(Action):
    pass
