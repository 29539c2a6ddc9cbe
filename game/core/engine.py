"""The engine of a game whose every choice is a pending decision (Mall, Showdown):
the box's game API around the game's own rules, and the helpers those rules call.

A game subclasses DecisionGame and names its parts: `ACTIONS` (its ActionSet),
`decisions` (a module with `legal(g, d)` and `apply(g, d, action)`), `flow` (a module
with `advance(g)`: run the game until a seat must decide), and static `redact(state,
seat)`, `new_state(g, config, rng)` and `default_content()`, plus `results()`. Its
state has `config`, `step` ("over" at the end), `pending` and `asked`.
"""

from __future__ import annotations

from game.core.events import Event
from game.core.hashing import state_hash
from game.core.i18n import Msg
from game.core.pending import Decision
from game.core.rng import Rng
from game.core.statecopy import copy_state


class IllegalAction(ValueError):
    pass


class DecisionGame:
    GAME = ""
    ACTIONS = None

    def __init__(self, content=None):
        self.c = content or self.default_content()
        self.s = None
        self.history: list[str] = []  # the actions applied, as strings (what saves store)
        self.seed = 0
        self._events: list[Event] = []
        self._legal: list | None = None

    @classmethod
    def start(cls, config, seed: int, content=None, rng: Rng | None = None):
        """A new game; `rng` replaces the seeded one (tests give a scripted one to choose the dice)."""
        config.validate()
        g = cls(content)
        g.seed = seed
        cls.new_state(g, config, rng if rng is not None else Rng(seed))
        cls.flow.advance(g)
        g._events = []
        return g

    @classmethod
    def from_state(cls, state, content=None):
        """A game around a given state (a save's kept state, an AI's world); no history."""
        g = cls(content)
        g.s = state
        return g

    # --- the API ------------------------------------------------------------------------
    def current_player(self) -> int | None:
        return self.s.pending[0].seat if self.s.pending and not self.is_terminal() else None

    def legal_actions(self) -> list:
        if self._legal is None:
            live = self.s.pending and not self.is_terminal()
            self._legal = self.decisions.legal(self, self.s.pending[0]) if live else []
        return self._legal

    def apply(self, action) -> list[Event]:
        if action not in self.legal_actions():
            raise IllegalAction(f"{action} is not legal now")
        self._legal = None
        self.decisions.apply(self, self.s.pending[0], action)
        self.flow.advance(self)
        self.history.append(str(action))
        events, self._events = self._events, []
        return events

    def view(self, seat: int | None):
        """A copy of the state with everything `seat` may not know hidden."""
        return self.redact(self.s, seat)

    def clone(self):
        g = type(self).__new__(type(self))
        g.c, g.seed, g.history, g._events, g._legal = self.c, self.seed, list(self.history), [], None
        g.s = copy_state(self.s)
        return g

    @property
    def config(self):
        return self.s.config

    def is_terminal(self) -> bool:
        return self.s.step == "over"

    def state_hash(self) -> str:
        return state_hash(self.s)

    # --- for the rules modules --------------------------------------------------------------
    def emit(self, kind: str, text: str | Msg, /, private: int | None = None, **data) -> None:
        self._events.append(Event.of(kind, text, data, private))

    def ask(self, kind: str, seat: int, **data) -> None:
        """Queue a decision for `seat` (after those already waiting)."""
        self.s.asked += 1
        self.s.pending.append(Decision(kind, seat, data))

    def ask_now(self, kind: str, seat: int, **data) -> None:
        """A decision that comes before those already waiting."""
        self.s.asked += 1
        self.s.pending.insert(0, Decision(kind, seat, data))

    def pname(self, seat: int) -> str:
        return self.s.config.player_name(seat)


def replay_actions(g, actions: list[str]):
    """Apply saved action strings to a new game `g`; IllegalAction names the first that
    does not fit at its point of the game."""
    for n, text in enumerate(actions, 1):
        try:
            g.apply(g.ACTIONS.parse(text))
        except IllegalAction:
            raise IllegalAction(f"action {n} ({text}) is not legal at that point of the game") from None
    return g
