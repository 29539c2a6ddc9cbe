"""Mall's rules (shared/rules/mall.md; our decisions: game/mall/RULES.md). Pure Python."""

from game.mall.rules.engine import IllegalAction, MallGame, new_game, replay
from game.mall.rules.state import Config

__all__ = ["Config", "IllegalAction", "MallGame", "new_game", "replay"]
