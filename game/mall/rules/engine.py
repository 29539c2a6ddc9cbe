"""Mall's engine: the box's game API around the state.

    g = new_game(Config(players=4), seed=7)
    while not g.is_terminal():
        g.apply(choose(g.view(g.current_player()), g.legal_actions()))
    g.results()
"""

from __future__ import annotations

from game.core.engine import DecisionGame, IllegalAction, replay_actions
from game.core.rng import Rng
from game.mall.rules import decisions, ending, flow
from game.mall.rules.actions import ACTIONS
from game.mall.rules.content import Content, default_content
from game.mall.rules.setup import new_state
from game.mall.rules.state import Config
from game.mall.rules.view import redact

__all__ = ["IllegalAction", "MallGame", "new_game", "replay"]


class MallGame(DecisionGame):
    GAME = "mall"
    ACTIONS = ACTIONS
    decisions, flow = decisions, flow
    redact, new_state, default_content = staticmethod(redact), staticmethod(new_state), staticmethod(default_content)

    def results(self) -> list[ending.SeatResult]:
        return ending.results(self)

    def colour_name(self, seat: int) -> str:
        return next(c.name for c in self.c.colours if c.id == self.s.colours[seat])

    def ckind(self, cid: str):
        """A character's kind (content), alive or lost: ids are <colour>-<kind>."""
        return self.c.characters[cid.split("-", 1)[1]]

    def cname(self, cid: str) -> str:
        return self.ckind(cid).name

    def lname(self, loc: int) -> str:
        return self.c.locations[loc].name

    def iname(self, card: str) -> str:
        return self.c.items[card].name


def new_game(config: Config | dict | None = None, seed: int = 0, content: Content | None = None,
             rng: Rng | None = None) -> MallGame:
    """`rng` replaces the seeded one (tests give a scripted one to choose the dice)."""
    config = Config.from_dict(config) if isinstance(config, dict) else (config or Config())
    return MallGame.start(config, seed, content, rng)


def replay(config: Config | dict, seed: int, actions: list[str], content: Content | None = None) -> MallGame:
    return replay_actions(new_game(config, seed, content), actions)
