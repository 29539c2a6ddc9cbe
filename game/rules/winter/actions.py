"""Winter's actions. `str(a)` is the stable form saves store (see core.actions)."""

from __future__ import annotations

from typing import Optional

from ..core.actions import Action, action


@action("draft")
class Draft(Action):
    keep: tuple[str, ...]
    leader: str


@action("move")
class Move(Action):
    survivor: str
    to: str


@action("attack")
class Attack(Action):
    survivor: str
    die: int
    target: str  # "zombie", "zombie-N" (colony entrance N) or a survivor id


@action("search")
class Search(Action):
    survivor: str
    die: int


@action("keep")
class SearchKeep(Action):
    card: str


@action("noise")
class SearchNoise(Action):
    pass


@action("barricade")
class Barricade(Action):
    survivor: str
    die: int
    entrance: int  # 1..6 in the colony, 1 elsewhere


@action("clean")
class CleanWaste(Action):
    die: int


@action("attract")
class Attract(Action):
    survivor: str
    die: int
    sources: tuple[str, ...]  # one place per zombie moved


@action("ability")
class UseAbility(Action):
    survivor: str
    die: Optional[int]
    target: Optional[str]


@action("play")
class PlayCard(Action):
    card: str
    on: Optional[str]  # the survivor it is played on, when it needs one


@action("crisis")
class AddToCrisis(Action):
    card: str


@action("deliver")
class Deliver(Action):
    card: str


@action("food")
class SpendFood(Action):
    die: int


@action("boost")
class FoodBoost(Action):
    card: str
    die: int


@action("request")
class Request(Action):
    """Ask the others for item cards (winter.md §4.2). `type` is what the requester says
    they need, or None for anything; it is a wish, not a limit: each other player may give
    any one item card. Saves from before kept `request <type>`, which still parses."""

    type: Optional[str]


@action("give")
class Give(Action):
    card: str


@action("decline")
class Decline(Action):
    pass


@action("handoff")
class HandOff(Action):
    item: str
    to: str


@action("exile")
class CallExile(Action):
    target: int


@action("vote")
class Vote(Action):
    yes: bool


@action("bite")
class BiteChoice(Action):
    sacrifice: bool


@action("choose")
class Choose(Action):
    option: int


@action("discard")
class Discard(Action):
    card: str


@action("relocate")
class Relocate(Action):
    survivor: str
    to: str


@action("lead")
class Lead(Action):
    """A player whose leader died names one of their followers the new leader (§5)."""

    survivor: str


@action("lure-to")
class LureTo(Action):
    """Where a lured zombie goes in the colony: an entrance 1..6 with an empty space (§4.2 attract)."""

    entrance: int


@action("first")
class ResolveFirst(Action):
    """The first player orders simultaneous effects (§8): this survivor's fate is resolved next."""

    survivor: str


@action("end")
class EndTurn(Action):
    pass
