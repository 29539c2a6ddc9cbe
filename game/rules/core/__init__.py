"""Parts shared by every game of the box: RNG, actions, events, votes, saves."""

from .actions import Action, ActionError, ActionSet
from .events import Event
from .rng import Rng

__all__ = ["Action", "ActionError", "ActionSet", "Event", "Rng"]
