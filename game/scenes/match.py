"""A game being played in the window: the engine, who sits where (human or AI),
whose private information is on screen, the AI worker and the game log."""

from __future__ import annotations

import threading
from dataclasses import dataclass
from typing import NamedTuple

from ..ai.agents import make_agent
from ..rules.core.events import Event
from ..rules.winter import Config, new_game
from ..rules.winter.engine import WinterGame


class LogEntry(NamedTuple):
    round: int
    event: Event
    colony: bool  # part of a colony phase


@dataclass
class SeatSetup:
    name: str
    human: bool = True
    level: str = "normal"  # new AI seats play Normal: strong and quick (Hard thinks up to its budget)


class AIWorker:
    """Runs one agent decision at a time on a background thread, so the window never
    waits for an AI to think. The agent gets copies (a view and the legal list)."""

    def __init__(self):
        self._thread: threading.Thread | None = None
        self._result = None
        self._key = None
        self._error: BaseException | None = None

    def busy(self) -> bool:
        return self._thread is not None and self._thread.is_alive()

    def start(self, key, agent, view, legal):
        self._key, self._result, self._error = key, None, None

        def work():
            try:
                self._result = agent.act(view, legal)
            except BaseException as e:  # reported to the main thread, which falls back
                self._error = e

        self._thread = threading.Thread(target=work, name="ai-worker", daemon=True)
        self._thread.start()

    def poll(self, key):
        """The chosen action if the decision for `key` is ready, else None."""
        if self._key != key or self.busy() or self._thread is None:
            return None
        if self._error is not None:
            err, self._error = self._error, None
            self._thread = None
            raise err
        self._thread = None
        return self._result

    def wait(self, timeout=None):
        if self._thread is not None:
            self._thread.join(timeout)


class Match:
    def __init__(self, config: Config, seed: int, seats: list[SeatSetup], game: WinterGame | None = None):
        self.config = config
        self.seed = seed
        self.seats = seats
        self.game = game or new_game(config, seed)
        self.agents = {i: self._agent(s.level, seed * 97 + i) for i, s in enumerate(seats) if not s.human}
        self.worker = AIWorker()
        self.log: list[LogEntry] = []
        self._in_colony = False
        humans = self.humans()
        # whose private information is on screen (None: public view only)
        self.shown: int | None = humans[0] if len(humans) == 1 else None

    @staticmethod
    def _agent(level: str, seed: int):
        try:
            return make_agent(level, seed)
        except ValueError:
            return make_agent("random", seed)

    # --- seats ---------------------------------------------------------------
    def humans(self) -> list[int]:
        return [i for i, s in enumerate(self.seats) if s.human]

    def is_human(self, seat: int | None) -> bool:
        return seat is not None and self.seats[seat].human

    def decider(self) -> int | None:
        return self.game.current_player()

    def hot_seat(self) -> bool:
        return len(self.humans()) > 1

    def needs_curtain(self) -> bool:
        """The next decision is a human's, and someone else's secrets (or nobody's) are on screen."""
        d = self.decider()
        return self.hot_seat() and self.is_human(d) and self.shown != d

    def reveal_to(self, seat: int):
        """The curtain was lifted by `seat`."""
        self.shown = seat

    def hide(self):
        """Hot-seat: while an AI takes its turn, nobody's secrets are on screen. An AI's
        answer inside a human's turn (a vote, a card given) keeps that screen as it is,
        so the same player is not asked to lift the curtain again for nothing."""
        s = self.game.s
        if self.hot_seat() and not (s.phase == "turns" and self.is_human(s.active) and s.active == self.shown):
            self.shown = None

    def view(self):
        return self.game.view(self.shown)

    # --- playing ---------------------------------------------------------------
    def apply(self, action) -> list:
        rnd = self.game.s.round  # the round the action was taken in, until a new one begins
        events = self.game.apply(action)
        for e in events:
            if e.kind == "round":
                rnd = e.data.get("round", rnd)
            if e.kind == "colony-phase":
                self._in_colony = True
            elif e.kind in ("round", "game-over"):
                self._in_colony = False
            self.log.append(LogEntry(rnd, e, self._in_colony or e.kind == "colony-phase"))
        return events

    def note(self, text: str, seat: int | None = None):
        """A line of the window's own in the game log (seen by `seat` only, if given)."""
        self.log.append(LogEntry(self.game.s.round, Event("note", text, {"seat": seat}, seat), self._in_colony))

    def visible_log(self, upto: int | None = None) -> list[LogEntry]:
        return [x for x in self.log[:upto] if x.event.visible_to(self.shown)]

    def ai_turn_ready(self):
        """Start or collect the AI's decision; returns an action when one is ready."""
        seat = self.decider()
        if seat is None or self.is_human(seat):
            return None
        key = (len(self.game.history), seat)
        try:
            action = self.worker.poll(key)
        except Exception:
            action = self.game.legal_actions()[0]  # a broken agent must not stop the game
        if action is not None:
            return action
        if not self.worker.busy():
            self.worker.start(key, self.agents[seat], self.game.view(seat), list(self.game.legal_actions()))
        return None
