"""Showdown's engine: the box's game API around the state.

    g = new_game(Config(players=5), seed=7)
    while not g.is_terminal():
        g.apply(choose(g.view(g.current_player()), g.legal_actions()))
    g.results()
"""

from __future__ import annotations

from game.core.engine import DecisionGame, IllegalAction, replay_actions
from game.core.rng import Rng
from game.showdown.rules import decisions, flow, showdown
from game.showdown.rules.actions import ACTIONS
from game.showdown.rules.content import Content, default_content
from game.showdown.rules.setup import new_state
from game.showdown.rules.state import Config
from game.showdown.rules.view import redact

__all__ = ["IllegalAction", "ShowdownGame", "new_game", "replay"]


class ShowdownGame(DecisionGame):
    GAME = "showdown"
    ACTIONS = ACTIONS
    decisions, flow = decisions, flow
    redact, new_state, default_content = staticmethod(redact), staticmethod(new_state), staticmethod(default_content)

    def results(self) -> list[showdown.SeatResult]:
        return showdown.results(self)

    def tname(self, card: str) -> str:
        return self.c.town[card].name

    def gname(self, gun: str) -> str:
        return self.c.guns[gun].name

    def sname(self, safe: str) -> str:
        return self.c.safes[safe].name


def new_game(config: Config | dict | None = None, seed: int = 0, content: Content | None = None,
             rng: Rng | None = None) -> ShowdownGame:
    """`rng` replaces the seeded one (tests give a scripted one to choose the dice)."""
    config = Config.from_dict(config) if isinstance(config, dict) else (config or Config())
    return ShowdownGame.start(config, seed, content, rng)


def replay(config: Config | dict, seed: int, actions: list[str], content: Content | None = None) -> ShowdownGame:
    return replay_actions(new_game(config, seed, content), actions)
