"""Showdown's rules (shared/rules/showdown.md; our decisions: game/showdown/RULES.md). Pure Python."""

from game.showdown.rules.engine import IllegalAction, ShowdownGame, new_game, replay
from game.showdown.rules.state import Config

__all__ = ["Config", "IllegalAction", "ShowdownGame", "new_game", "replay"]
