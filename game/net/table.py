"""One game on the server: its config, seed and seats, and the engine that plays it.

No network and no asyncio here: the server calls `act` for a connection's own seat,
`ai_turns` (on a worker thread) for the computer seats, and sends each connection
`update_for(its seat)`. Every accepted action is stored before it is applied, so a
table killed at any moment comes back from the store in the state its players saw.

A table hosted as a lobby (started False) waits: no action, no computer move, until
`start(names)` puts the seats' final names into its config and makes the engine anew
from the same seed (no action has been played yet).

A person may take back their own last action while the rules of undo allow it
(game/shell/undo.py: their own decision, nothing revealed or rolled since, still their
turn): the store drops it first, then the table replays its actions but that one.
"""

from __future__ import annotations

import threading

from game import box
from game.core import snapshot
from game.core.events import Event
from game.core.i18n import Msg
from game.core.loop import agent_inputs, tell, watching
from game.shell import reasons
from game.shell import undo as undo_rules  # the rules of undo, as at one screen (no window in it)

KINDS = ("person", "ai")


class TableError(ValueError):
    """An action or request the table refuses; str(e) says why, in words for the player
    (what a person can meet at a window comes as a Msg: each window shows it in its language)."""

    def words(self) -> str | Msg:
        return self.args[0] if self.args else ""


def seat_entry(seat: dict, levels) -> dict:
    """A seat as the table keeps it ({"kind", "level", "name"}), checked."""
    kind, level, name = seat.get("kind", "person"), seat.get("level"), seat.get("name", "")
    if kind not in KINDS:
        raise TableError(f"a seat is played by a person or the computer, not {kind!r}")
    if kind == "ai" and level not in levels:
        raise TableError(f"the computer plays at {', '.join(levels)}, not {level!r}")
    if not isinstance(name, str):
        raise TableError("a seat's name is text")
    return {"kind": kind, "level": level if kind == "ai" else None, "name": name}


class Table:
    """One game on the server: config, seed, seats, the engine; only the server holds it."""

    def __init__(self, table_id: str, game_id: str, config_dict: dict, seed: int, seats: list[dict],
                 store=None, actions=(), notes=(), started: bool = True, host: int | None = None,
                 takeover: dict | None = None):
        self.id, self.game_id, self.seed = table_id, game_id, seed
        self.started, self.host = started, host  # a lobby until started; the host's seat (it starts it)
        self.takeover = takeover  # the server's rule for a dropped person ({"seconds", "level"}), kept with the table
        self.spec = box.get(game_id)
        self.config_dict = dict(config_dict)
        config = self.spec.config_from_dict(self.config_dict)
        config.validate()
        players = self.spec.players_of(config)
        if len(seats) != players:
            raise TableError(f"{self.spec.title} with {players} players needs {players} seats, not {len(seats)}")
        self.seats = [seat_entry(s, self.spec.levels) for s in seats]
        self.ready = [False] * players  # in the lobby: who said they are ready (not stored: a restart clears it)
        if actions and not started:
            raise TableError(f"table {table_id}: a lobby that has not started holds no actions")
        self.game = self.spec.new_game(config, seed)
        self.events: list = []  # every event of the table in order: `since` counts in it
        # per applied action: (seat, by a person, quiet: undo.quiet, len(events) before it)
        self.steps: list[tuple[int | None, bool, bool, int]] = []
        self._agents: dict[int, object] = {}
        self._held: list = []  # computer players' reasons for secret votes, until the votes are shown
        # act (event loop) and ai_turns (worker thread) may run at once
        self._lock = threading.RLock()
        notes = list(notes) + [None] * (len(actions) - len(notes))
        for n, (text, note) in enumerate(zip(actions, notes)):  # a restart: the stored actions, checked as replayed
            try:
                action = self._legal_action(text)
            except TableError as e:
                raise TableError(f"table {table_id}: stored action {n} ({text}) does not replay: {e}") from None
            # who chose it is not stored: nothing before a restart is undone
            self._apply(action, person=False, reason=reasons.from_text(note))
        self.store = store
        if store is not None:  # a no-op for a table the store already holds
            store.create(table_id, game_id, self.config_dict, seed, self.seats, settings=self.settings())

    # --- where the game stands ------------------------------------------------------
    def counter(self) -> int:
        """The number of actions applied: the state counter every act quotes."""
        return len(self.game.history)

    def decider(self) -> int | None:
        return self.game.current_player()

    def over(self) -> bool:
        return self.game.is_terminal()

    def settings(self) -> dict:
        """What the store keeps of the table beside its config, seed, seats and actions."""
        return {"started": self.started, "host": self.host, "takeover": self.takeover, "over": self.over()}

    def lobby(self) -> dict:
        """The lobby's state as every update carries it (protocol.py)."""
        return {"started": self.started, "host": self.host, "ready": list(self.ready)}

    def update_for(self, seat: int | None, since: int = 0) -> dict:
        """What `seat` (None: a spectator) may see, JSON-able. Never the seed, another
        seat's secrets or a computer player's inputs: the view is the game's own
        redaction, the events those visible to the seat."""
        if seat is not None and not 0 <= seat < len(self.seats):
            raise TableError(f"there is no seat {seat} at this table")
        with self._lock:
            deciding = seat is not None and self.decider() == seat
            return {
                "table": self.id,
                "game": self.game_id,
                "counter": self.counter(),
                "seat": seat,
                "decider": self.decider(),
                "view": snapshot.encode(self.game.view(seat)),
                "legal": [str(a) for a in self.game.legal_actions()] if deciding else [],
                "events": [e.to_dict() for e in self.events[max(0, since):] if e.visible_to(seat)],
                "seats": [dict(s) for s in self.seats],
                "over": self.over(),
                "lobby": self.lobby(),
                "can_undo": seat is not None and self.can_undo(seat),
                # at the end every secret may be told: the whole record, to replay with all revealed
                "record": self.record() if self.over() else None,
            }

    def record(self) -> dict:
        """The table as a save holds it (config, seed, every action): sent only once the game is over."""
        with self._lock:
            return {"config": dict(self.config_dict), "seed": self.seed,
                    "actions": [str(a) for a in self.game.history]}

    # --- changing it ------------------------------------------------------------------
    def act(self, seat: int, action_text: str, counter: int) -> list:
        """A person's action for `seat`, quoting the counter it was chosen at. Refused
        (TableError, in words, the table unchanged) when stale, not this seat's turn,
        unreadable or illegal. Stored first, then applied; returns its events."""
        with self._lock:
            if not self.started:
                raise TableError(Msg("the game has not started yet: the host starts it from the lobby"))
            if counter != self.counter():
                raise TableError(Msg("the table has moved on (action {now}, you answered at {then}): look again "
                                     "and choose anew", now=self.counter(), then=counter))
            if self.over():
                raise TableError(Msg("the game is over"))
            if self.decider() != seat:
                raise TableError(Msg("it is not your decision: {name} decides now", name=self._seat_name(self.decider())))
            if self.seats[seat]["kind"] != "person":
                raise TableError(Msg("the computer plays this seat now"))
            return self._commit(self._legal_action(action_text), person=True)

    def ai_turns(self, budget: int = 200) -> int:
        """Play every pending computer-seat decision (at most `budget`); returns how many.
        The agent sees only view(seat) and the legal actions. It thinks outside the lock,
        so updates go on meanwhile; its answer counts only if the table has not moved."""
        played = 0
        while played < budget:
            with self._lock:
                seat = self.decider()
                if not self.started or seat is None or self.seats[seat]["kind"] != "ai":
                    break
                agent = self._agent(seat)
                at = self.counter()
                view, legal = agent_inputs(self.game, seat, agent)
            action = agent.act(view, legal)
            reason = reasons.reason_of(agent, view, action)  # from the seat's view: public words only
            with self._lock:
                if self.counter() != at or self.seats[seat]["kind"] != "ai":
                    continue  # someone else moved first: decide again
                self._commit(action, person=False, reason=reason)
            played += 1
        return played

    def set_seat(self, seat: int, kind: str, level: str | None = None) -> None:
        """The computer takes over an absent person's seat (kind "ai"), or gives it back."""
        if not 0 <= seat < len(self.seats):
            raise TableError(f"there is no seat {seat} at this table")
        with self._lock:
            entry = seat_entry({**self.seats[seat], "kind": kind, "level": level}, self.spec.levels)
            seats = [*self.seats[:seat], entry, *self.seats[seat + 1:]]
            if self.store is not None:
                self.store.set_seats(self.id, seats)
            self.seats = seats
            self._agents.pop(seat, None)

    def can_undo(self, seat: int) -> bool:
        """The seat's person may take back the last action: theirs, quiet, and they still decide."""
        with self._lock:
            if not self.started or self.over() or not self.steps:
                return False
            by, person, quiet, _ = self.steps[-1]
            return person and quiet and by == seat == self.decider() and self.seats[seat]["kind"] == "person"

    def undo(self, seat: int, counter: int) -> None:
        """Take back the seat's own last action (quoting the counter it saw). Refused
        (TableError, in words, the table unchanged) unless the rules of undo allow it.
        The store drops it first, then the table replays the others from the seed."""
        with self._lock:
            if counter != self.counter():
                raise TableError(Msg("the table has moved on (action {now}, you asked at {then})", now=self.counter(),
                                     then=counter))
            if not self.can_undo(seat):
                raise TableError(Msg("nothing to take back: only your own last decision, while it is still your "
                                     "turn and it revealed nothing"))
            kept = [str(a) for a in self.game.history[:-1]]
            game = self.spec.play_on(self.spec.new_game(self.spec.config_from_dict(self.config_dict), self.seed),
                                     kept)
            if self.store is not None:
                self.store.drop_last(self.id, len(kept))
            self.game = game
            del self.events[self.steps.pop()[3]:]
            tell(game, self._watchers(), [])  # a computer player watching forgets the choice taken back

    def set_ready(self, seat: int, ready: bool) -> None:
        with self._lock:
            self._lobby_only()
            self.ready[seat] = bool(ready)

    def start(self) -> None:
        """The lobby's game begins: the seats' names go into the config, the engine is made
        anew from the same seed (stored first). TableError in words when it cannot."""
        with self._lock:
            self._lobby_only()
            config_dict = {**self.config_dict, "names": [s["name"] for s in self.seats]}
            try:
                config = self.spec.config_from_dict(config_dict)
            except (ValueError, TypeError) as e:
                raise TableError(f"the game cannot start with these seats: {e}") from None
            game = self.spec.new_game(config, self.seed)
            config_dict = self.spec.config_to_dict(config)
            if self.store is not None:
                self.store.set_config(self.id, config_dict, {**self.settings(), "started": True})
            self.config_dict, self.game, self.events, self.started = config_dict, game, [], True
            self._agents.clear()

    # --- inside ---------------------------------------------------------------------------
    def _lobby_only(self) -> None:
        if self.started:
            raise TableError("the game has started already")

    def _legal_action(self, text: str):
        if not isinstance(text, str):
            raise TableError("an action is a line of text")
        try:
            action = self.spec.actions.parse(text)
        except (ValueError, KeyError, TypeError) as e:
            raise TableError(f"cannot read the action {text!r}: {e}") from None
        if action not in self.game.legal_actions():
            raise TableError(f"{text!r} is not a legal action now")
        return action

    def _commit(self, action, person: bool, reason=None) -> list:
        """Store, then apply: a store that fails leaves the game as it was."""
        if self.store is not None:
            self.store.append(self.id, self.counter(), str(action), reasons.to_text(reason))
        return self._apply(action, person, reason)

    def _apply(self, action, person: bool, reason=None) -> list:
        """Apply; a computer player's public `reason` joins the events as a line for everyone
        (a secret vote's once the votes are shown). Reasons are stored with their
        actions, so a table replayed from its store has the same log."""
        seat, before, first = self.decider(), undo_rules.moment(self.spec, self.game), len(self.events)
        events = self.game.apply(action)
        quiet = undo_rules.quiet(self.spec, action, events, before, undo_rules.moment(self.spec, self.game))
        self.steps.append((seat, person, quiet, first))
        tell(self.game, self._watchers(), events)
        self.events.extend(events)
        now, self._held = reasons.tell(self.spec, action, reason, events, self._held)
        self.events.extend(Event.of("note", line, {"seat": None}) for line in now)
        return events

    def _agent(self, seat: int):
        level = self.seats[seat]["level"]
        known = self._agents.get(seat)
        if known is None or known[0] != level:
            # seeded from the table so a computer seat plays alike run after run
            known = self._agents[seat] = (level, self.spec.make_agent(level, self.seed * 31 + seat))
        return known[1]

    def _watchers(self) -> list:
        """The computer players that watch play pass (core.loop.watching)."""
        return watching({seat: agent for seat, (_, agent) in self._agents.items()})

    def _seat_name(self, seat: int | None) -> str:
        if seat is None:
            return "no one"
        return self.seats[seat]["name"] or f"seat {seat + 1}"
