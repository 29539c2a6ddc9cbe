"""Winter: the colony-survival game (rules: shared/rules/winter.md, decisions: RULES.md)."""

from game.winter.rules.engine import IllegalAction, WinterGame, new_game, replay, state_hash
from game.winter.rules.state import Config

__all__ = ["Config", "IllegalAction", "WinterGame", "new_game", "replay", "state_hash"]
