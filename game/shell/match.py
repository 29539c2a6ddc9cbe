"""A game being played in the window: the engine, who sits where (human or AI),
whose private information is on screen, the AI worker and the game log."""

from __future__ import annotations

import copy
import queue
import threading
import time
import weakref
from dataclasses import dataclass
from typing import NamedTuple

from game import box, savegame
from game.ai.random_agent import RandomAgent
from game.core.events import Event
from game.core.i18n import language
from game.core.loop import agent_inputs, tell, watching
from game.shell import reasons, undo

YIELD = 0.0005  # seconds the frame loop gives the AI thread while it thinks

DEFAULT_NAMES = ["Ava", "Bruno", "Chen", "Dagny", "Emeka", "Farah", "Gus", "Hana", "Ivo"]
# Korean given names for a table set up in Korean. Not catalog entries on purpose: a
# name is a field of many sentences (str fields are looked up), and "Ava" must stay Ava
# in a game set up in English whatever the language it is later shown in.
DEFAULT_NAMES_KO = ["민지", "준호", "서연", "도윤", "하은", "지호", "수아", "예준", "지우"]


def default_names() -> list[str]:
    """The seats' names a new table starts with, in the language shown."""
    return DEFAULT_NAMES_KO if language() == "ko" else DEFAULT_NAMES


class LogEntry(NamedTuple):
    round: int | None
    event: Event
    aside: bool  # part of a phase the log can show apart (Winter's colony phase)


@dataclass
class SeatSetup:
    name: str
    human: bool = True
    level: str = "normal"  # new AI seats play Normal: strong and quick (Hard thinks up to its budget)
    away: bool = False  # a person's seat the computer took over (pause menu): theirs to take back


class AIWorker:
    """Runs one agent decision at a time on a background thread, so the window never
    waits for an AI to think. The agent gets copies (a view and the legal list). One
    thread lives as long as the worker (starting a thread per decision made the frame
    that started it wait for the thread to take the interpreter), and jobs and answers
    travel through queues: the frame loop never waits on a lock the thread holds."""

    def __init__(self):
        self._jobs: queue.SimpleQueue = queue.SimpleQueue()
        self._answers: queue.SimpleQueue = queue.SimpleQueue()
        self._thread: threading.Thread | None = None
        self._key = None  # the decision asked for last
        self._answer = None  # (result, error) for it, once it has come
        self._busy = False
        self.reason: str | None = None  # the agent's public line on the answer last polled
        self.wake = None  # called on the thread when an answer is in (App.wake: the window's loop rests meanwhile)

    @staticmethod
    def _serve(jobs: queue.SimpleQueue, answers: queue.SimpleQueue):
        """The thread: it holds the queues only, never the worker, so a worker no longer
        used is collected, and its finalizer's None ends the thread (one per match)."""
        while True:
            job = jobs.get()
            if job is None:
                return
            *question, wake = job
            answers.put(AIWorker._decide(*question))
            if wake is not None:
                wake()
            del job, question  # an idle thread keeps no game alive

    @staticmethod
    def _decide(key, agent, view, legal) -> tuple:
        try:
            action = agent.act(view, legal)
            return key, (action, reasons.reason_of(agent, view, action)), None  # why, in one public line
        except BaseException as e:  # reported to the main thread, which falls back
            return key, None, e

    def _collect(self):
        while True:
            try:
                key, result, error = self._answers.get_nowait()
            except queue.Empty:
                return
            if key == self._key:  # answers to older questions are dropped
                self._answer, self._busy = (result, error), False

    def busy(self) -> bool:
        self._collect()
        return self._busy

    def answered(self) -> bool:
        """An answer is in that the window has not played yet."""
        self._collect()
        return self._answer is not None

    def start(self, key, agent, view, legal):
        if self._thread is None:
            self._thread = threading.Thread(target=self._serve, args=(self._jobs, self._answers), name="ai-worker",
                                            daemon=True)
            self._thread.start()
            weakref.finalize(self, self._jobs.put, None)
        self._key, self._answer, self._busy = key, None, True
        self._jobs.put((key, agent, view, legal, self.wake))

    def poll(self, key):
        """The chosen action if the decision for `key` is ready, else None."""
        self._collect()
        if self._key != key or self._answer is None:
            return None
        (result, error), self._answer = self._answer, None
        if error is not None:
            raise error
        action, self.reason = result
        return action

    def wait(self, timeout=None):
        """Until the question asked last is answered (or the timeout)."""
        deadline = None if timeout is None else time.monotonic() + timeout
        while self.busy() and (deadline is None or time.monotonic() < deadline):
            time.sleep(0.002)


class Match:
    online = False  # a seat of a server's table (RemoteMatch): no local saves, seats or replay

    def __init__(self, config, seed: int, seats: list[SeatSetup], game=None, spec: box.GameSpec | None = None,
                 start: dict | None = None):
        self.spec = spec or box.get(box.DEFAULT)
        self.config = config
        self.seed = seed
        self.seats = seats
        self.start = start  # the kept state the game's history starts from (savegame.Loaded.start), None: its seed
        self.game = game or savegame.replay(self.spec, config, seed, [], start)
        self.agents = {i: self._agent(s.level, seed * 97 + i) for i, s in enumerate(seats) if not s.human}
        self.worker = AIWorker()
        self.log: list[LogEntry] = []
        self._aside = False  # inside a phase the log shows apart
        self._why = None  # (AI action, its public reason) until the action is applied
        self._held: list[str] = []  # reasons for secret up-votes, told once the votes are shown
        self.steps: list[undo.Step] = []  # one per action applied here: what undo needs
        humans = self.humans()
        # whose private information is on screen (None: public view only)
        self.shown: int | None = humans[0] if len(humans) == 1 else None
        self.last_shown: int | None = None  # whose secrets a computer player's move took off the screen

    def _agent(self, level: str, seed: int):
        try:
            return self.spec.make_agent(level, seed)
        except ValueError:  # a level this version does not know (an old save): play on at random
            return RandomAgent(seed)

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
        """The next decision is a human's, and someone else's secrets (or nobody's) are on
        screen, unless it is theirs again after only computer players' moves (comes_back)."""
        d = self.decider()
        return self.hot_seat() and self.is_human(d) and self.shown != d and not self.comes_back(d)

    def comes_back(self, seat) -> bool:
        """Nobody's secrets are on screen only because computer players moved since `seat`'s
        were: the same person is still at the screen, no curtain to lift (come_back)."""
        return self.shown is None and seat is not None and seat == self.last_shown

    def come_back(self):
        """The decider's secrets back on screen without a curtain, when comes_back says so."""
        if self.comes_back(self.decider()):
            self.shown = self.last_shown

    def sole_action(self):
        """The decider's one legal action when it has no other, else None: a rule every seat
        sees played (Showdown: a computer player holding no card to offer passes at once)."""
        legal = self.game.legal_actions()
        return legal[0] if len(legal) == 1 else None

    def lower_curtain(self):
        """Hot-seat: the curtain goes up for the next person: nobody's secrets stay on screen
        behind it (nor come back without it: come_back)."""
        self.shown = self.last_shown = None

    def reveal_to(self, seat: int):
        """The curtain was lifted by `seat`."""
        self.shown = seat
        self.last_shown = None
        self.steps.clear()  # undo never reaches behind a curtain

    def hide(self):
        """Hot-seat: while an AI takes its turn, nobody's secrets are on screen. An AI's
        answer inside a human's turn (a vote, a card given) keeps that screen as it is,
        so the same player is not asked to lift the curtain again for nothing; nor is a
        player whose turn comes after only computer players' moves (the draft's end)."""
        if self.must_hide():
            self.last_shown = self.shown
            self.shown = None

    def must_hide(self) -> bool:
        """hide() would take the secrets on screen away (asked while a computer player decides)."""
        owner = self.spec.turn_owner(self.game)
        return self.shown is not None and self.hot_seat() and not (self.is_human(owner) and owner == self.shown)

    def view(self):
        """The state as the seat on screen may see it (the seat game's, while the game goes on)."""
        g = self.seat_game()
        return self.game.view(self.shown) if g is self.game else g.s

    # --- what the board may know (docs/architecture.md) ------------------------------------
    _games_at: tuple = (None, -1)  # (engine, its length) the seat games below were made for
    _games: dict = {}

    def seat_game(self):
        """The board's game: the game as the seat on screen may know it, never the engine
        while the game goes on (game_as). Hot-seat privacy holds by construction: a board
        reads nothing of a seat that is not on screen, behind the curtain nobody's."""
        return self.game_as(self.shown)

    def decider_game(self):
        """The game as the seat that decides now may know it: for the window to answer a
        person's decision with one possible answer while another seat's screen is up
        (GameScene.lone_answer, hot-seat): the answer and its line go to that seat alone."""
        d = self.decider()
        return self.seat_game() if d == self.shown else self.game_as(d)

    def game_as(self, seat: int | None):
        """A game built over `seat`'s view (None: the public one), as RemoteMatch builds
        its game from the wire: its legal actions the engine's when `seat` decides (else
        none), its history as long as the engine's (caches key on it). One per seat and
        state, so a frame costs nothing. Once the game is over, the engine: every secret
        is told at the end. Boards never get it otherwise."""
        g = self.game
        if self._games_at[0] is not g or self._games_at[1] != len(g.history):
            self._games_at, self._games = (g, len(g.history)), {}
        made = self._games.get(seat)
        if made is None:
            made = self._games[seat] = g if g.is_terminal() else self._made_for(g, seat)
        return made

    def edited(self):
        """The engine was changed in place, not by an action (a test arranging a position):
        the seat games are made again from it."""
        self._games_at = (None, -1)

    def _made_for(self, g, seat: int | None):
        if self.spec.game_type is not None:
            made = self.spec.game_type.from_state(g.view(seat), g.c)
        else:  # a game with the box's least API (no from_state): the engine's face over the view
            made = copy.copy(g)
            made.s, made.seed = g.view(seat), 0  # the seed is the table's: it tells every secret
        decider = g.current_player()
        legal = g.legal_actions() if seat is not None and decider == seat else []
        made.legal_actions = lambda: legal  # one list per state: boards compare it by identity
        made.current_player = lambda: decider
        made.history = [None] * len(g.history)
        return made

    # --- playing ---------------------------------------------------------------
    def apply(self, action) -> list:
        before = self.round()  # the round the action was taken in, until a new one begins
        seat, moment = self.decider(), undo.moment(self.spec, self.game)
        step = (len(self.game.history), seat, self.is_human(seat), self.shown)
        marks = (len(self.log), self._aside, tuple(self._held))
        events = self.game.apply(action)
        quiet = undo.quiet(self.spec, action, events, moment, undo.moment(self.spec, self.game))
        self.steps.append(undo.Step(*step, quiet, *marks))
        tell(self.game, watching(self.agents), events)  # computer players watch play pass, as people do
        for e, (rnd, aside) in zip(events, self.spec.log_marks(events, before, self._aside)):
            self.log.append(LogEntry(rnd, e, aside))
            self._aside = aside
        why, self._why = self._why, None
        now, self._held = reasons.tell(self.spec, action, why[1] if why is not None and why[0] is action else None,
                                       events, self._held)
        for text in now:
            self.note(text)
        return events

    # --- undo (game/shell/undo.py) --------------------------------------------------------
    def can_undo(self) -> bool:
        """The last action was the on-screen human's own, revealed nothing, rolled nothing,
        and that human still decides in the same turn, behind no curtain since."""
        if not self.steps or self.game.is_terminal():
            return False
        last, d = self.steps[-1], self.decider()
        return (last.quiet and last.human and self.is_human(d) and last.at == len(self.game.history) - 1
                and last.seat == d == self.shown == last.shown)

    def undo(self) -> bool:
        """Take the last action back: the game replayed without it, its log lines gone."""
        if not self.can_undo():
            return False
        last = self.steps.pop()
        g = self.game
        self.game = savegame.replay(self.spec, g.config, g.seed, g.history[:last.at], self.start)
        tell(self.game, watching(self.agents), [])  # a computer player watching forgets the choice taken back
        del self.log[last.log_len:]
        self._aside, self._held, self._why = last.aside, list(last.held), None
        return True

    def note(self, text, seat: int | None = None):
        """A line of the window's own in the game log (seen by `seat` only, if given): a str
        (N_-marked) or a Msg, shown in the player's language (Event.shown)."""
        self.log.append(LogEntry(self.round(), Event.of("note", text, {"seat": seat}, seat), self._aside))

    def round(self) -> int | None:
        return self.spec.progress(self.game)["round"]

    def visible_log(self, upto: int | None = None, last: int | None = None) -> list[LogEntry]:
        """The entries the seat on screen may see, up to `upto`, from the `last` entries only if given."""
        end = len(self.log) if upto is None else min(upto, len(self.log))
        start = 0 if last is None else max(0, end - last)
        return [x for x in self.log[start:end] if x.event.visible_to(self.shown)]

    def news(self) -> list[int]:
        """Indexes in `log` of events that came from elsewhere since the last call: none here
        (an online table's come from its server: game/shell/remote_match.py)."""
        return []

    def listen(self, wake) -> None:
        """`wake` (App.wake) is called from another thread when an answer comes in."""
        self.worker.wake = wake

    def thinking(self) -> bool:
        """A computer player is deciding: its answer will wake the window."""
        return self.worker.busy()

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
        if action is not None and action not in self.game.legal_actions():
            action = self.game.legal_actions()[0]
        if action is not None:
            if self.worker.reason:
                self._why = (action, self.worker.reason)
            return action
        if not self.worker.busy():
            agent = self.agents[seat]
            view, legal = agent_inputs(self.game, seat, agent)
            self.worker.start(key, agent, view, list(legal))  # a copy: the engine's list is its cache
        # let the AI's thread have the interpreter for a moment: a loop that draws frames
        # back to back (tests, --smoke) would otherwise starve it
        time.sleep(YIELD)
        return None
