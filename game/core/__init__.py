"""Parts shared by every game of the box: RNG, actions, events, votes, saves, and the
decision patterns (pending decisions, sealed choices, reaction windows)."""

from game.core.actions import Action, ActionError, ActionSet
from game.core.events import Event
from game.core.pending import Decision
from game.core.reactions import ReactionWindow
from game.core.rng import Rng
from game.core.sealed import Sealed

__all__ = ["Action", "ActionError", "ActionSet", "Event", "Rng", "Decision", "ReactionWindow", "Sealed"]
