"""Showdown's engine: the box's game API around the state.

    g = new_game(Config(players=5), seed=7)
    while not g.is_terminal():
        g.apply(choose(g.view(g.current_player()), g.legal_actions()))
    g.results()
"""

from __future__ import annotations

import pickle

from game.core.events import Event
from game.core.hashing import state_hash
from game.core.pending import Decision
from game.core.rng import Rng
from game.showdown.rules import decisions, flow, showdown
from game.showdown.rules.actions import ACTIONS
from game.showdown.rules.content import Content, default_content
from game.showdown.rules.setup import new_state
from game.showdown.rules.state import Config, GameState
from game.showdown.rules.view import redact


class IllegalAction(ValueError):
    pass


class ShowdownGame:
    GAME = "showdown"
    ACTIONS = ACTIONS

    def __init__(self, content: Content | None = None):
        self.c = content or default_content()
        self.s: GameState | None = None
        self.history: list[str] = []
        self.seed = 0
        self._events: list[Event] = []
        self._legal: list | None = None

    # --- the API ------------------------------------------------------------------------
    def current_player(self) -> int | None:
        return self.s.pending[0].seat if self.s.pending and self.s.step != "over" else None

    def legal_actions(self) -> list:
        if self._legal is None:
            s = self.s
            self._legal = decisions.legal(self, s.pending[0]) if s.pending and s.step != "over" else []
        return self._legal

    def apply(self, action) -> list[Event]:
        if action not in self.legal_actions():
            raise IllegalAction(f"{action} is not legal now")
        self._legal = None
        decisions.apply(self, self.s.pending[0], action)
        flow.advance(self)
        self.history.append(str(action))
        events, self._events = self._events, []
        return events

    def view(self, seat: int | None) -> GameState:
        """A copy of the state with everything `seat` may not know hidden."""
        return redact(self.s, seat)

    def clone(self) -> ShowdownGame:
        g = ShowdownGame.__new__(ShowdownGame)
        g.c, g.seed, g.history, g._events, g._legal = self.c, self.seed, list(self.history), [], None
        g.s = pickle.loads(pickle.dumps(self.s, pickle.HIGHEST_PROTOCOL))
        return g

    @property
    def config(self) -> Config:
        return self.s.config

    def is_terminal(self) -> bool:
        return self.s.step == "over"

    def results(self) -> list[showdown.SeatResult]:
        return showdown.results(self)

    def state_hash(self) -> str:
        return state_hash(self.s)

    # --- for the rules modules --------------------------------------------------------------
    def emit(self, kind: str, text: str, /, private: int | None = None, **data) -> None:
        self._events.append(Event(kind, text, data, private))

    def ask(self, kind: str, seat: int, **data) -> None:
        self.s.asked += 1
        self.s.pending.append(Decision(kind, seat, data))

    def ask_now(self, kind: str, seat: int, **data) -> None:
        self.s.asked += 1
        self.s.pending.insert(0, Decision(kind, seat, data))

    def pname(self, seat: int) -> str:
        return self.s.config.player_name(seat)

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
    config.validate()
    g = ShowdownGame(content)
    g.seed = seed
    new_state(g, config, rng if rng is not None else Rng(seed))
    flow.advance(g)
    g._events = []
    return g


def replay(config: Config | dict, seed: int, actions: list[str], content: Content | None = None) -> ShowdownGame:
    g = new_game(config, seed, content)
    for n, text in enumerate(actions, 1):
        try:
            g.apply(ACTIONS.parse(text))
        except IllegalAction:
            raise IllegalAction(f"action {n} ({text}) is not legal at that point of the game") from None
    return g
