"""Parts shared by every game of the box: RNG, actions, events, votes, saves."""

from .actions import Action, ActionError, action, parse_action
from .events import Event
from .rng import Rng

__all__ = ["Action", "ActionError", "action", "parse_action", "Event", "Rng"]
