"""Winter's engine: the OpenSpiel-shaped API every other part drives.

    g = new_game(Config(players=4), seed=7)
    while not g.is_terminal():
        seat = g.current_player()
        events = g.apply(choose(g.view(seat), g.legal_actions()))
    g.results()

With agents, core.loop.play(g, agents) is that loop.
"""

from __future__ import annotations

from game.core.actions import Action
from game.core.engine import IllegalAction, replay_actions
from game.core.events import Event
from game.core.hashing import plain as _plain  # noqa: F401  (tests read states with it)
from game.core.hashing import state_hash
from game.core.i18n import Msg
from game.core.statecopy import copy_state
from game.winter.rules import decisions, flow, objectives, turn
from game.winter.rules.actions import ACTIONS
from game.winter.rules.content import Content, default_content
from game.winter.rules.setup import new_state
from game.winter.rules.state import Config, WinterState
from game.winter.rules.view import redact


class WinterGame:
    GAME = "winter"
    ACTIONS = ACTIONS  # reads the strings in `history` and in saves

    def __init__(self, content: Content | None = None):
        self.c = content or default_content()
        self.s: WinterState | None = None
        self.history: list[str] = []  # the actions applied, as strings (what saves store)
        self.seed = 0
        self._events: list[Event] = []
        self._legal: list | None = None

    # --- the API ----------------------------------------------------------

    def current_player(self) -> int | None:
        """The seat that must decide now (pending choices first); None when the game is over."""
        s = self.s
        if s.phase == "over":
            return None
        if s.pending:
            return s.pending[0].seat
        return s.active

    def legal_actions(self) -> list[Action]:
        if self._legal is None:
            s = self.s
            if s.phase == "over":
                self._legal = []
            elif s.pending:
                self._legal = decisions.legal(self, s.pending[0])
            else:
                self._legal = turn.legal(self)
        return self._legal

    def apply(self, action: Action) -> list[Event]:
        if action not in self.legal_actions():
            raise IllegalAction(f"{action} is not legal now")
        self._legal = None
        self._events = []
        s = self.s
        if s.pending:
            decisions.apply(self, s.pending[0], action)
        else:
            turn.apply(self, action)
        flow.advance(self)
        self.history.append(str(action))
        events, self._events = self._events, []
        return events

    def view(self, seat: int | None) -> WinterState:
        """A copy of the state with everything `seat` may not know hidden."""
        return redact(self.s, seat)

    def clone(self) -> WinterGame:
        g = WinterGame.__new__(WinterGame)
        g.c = self.c
        g.s = copy_state(self.s)
        g.history = list(self.history)
        g.seed = self.seed
        g._events = []
        g._legal = None
        return g

    @classmethod
    def from_state(cls, state: WinterState, content: Content | None = None) -> WinterGame:
        """A game around a given state (an AI's determinized view); no history."""
        g = cls(content)
        g.s = state
        return g

    @property
    def config(self) -> Config:
        return self.s.config

    def is_terminal(self) -> bool:
        return self.s.phase == "over"

    def results(self) -> list[objectives.SeatResult]:
        return objectives.results(self)

    def state_hash(self) -> str:
        return state_hash(self.s)

    # --- helpers for the rules modules -------------------------------------

    def emit(self, kind: str, text: str | Msg, /, private: int | None = None, **data):
        self._events.append(Event.of(kind, text, data, private))

    def sname(self, sid: str) -> str:
        return self.c.survivors[sid].name

    def pname(self, seat: int) -> str:
        return self.s.players[seat].name

    def item_name(self, card: str) -> str:
        return self.c.items[card].name

    def place_name(self, place: str) -> str:
        loc = self.c.locations.get(place)
        return loc.name if loc else place


def new_game(config: Config | dict | None = None, seed: int = 0, content: Content | None = None) -> WinterGame:
    if config is None:
        config = Config()
    elif isinstance(config, dict):
        config = Config.from_dict(config)
    g = WinterGame(content)
    g.seed = seed
    new_state(g, config, seed)
    flow.advance(g)
    g._events = []
    return g


def replay(config: Config | dict, seed: int, actions: list[str], content: Content | None = None) -> WinterGame:
    return replay_actions(new_game(config, seed, content), actions)
