"""Parts shared by every game of the box: RNG, actions, events, votes, saves, and the
decision patterns (pending decisions, sealed choices, reaction windows)."""

from .actions import Action, ActionError, ActionSet
from .events import Event
from .pending import Decision
from .reactions import ReactionWindow
from .rng import Rng
from .sealed import Sealed

__all__ = ["Action", "ActionError", "ActionSet", "Event", "Rng", "Decision", "ReactionWindow", "Sealed"]
