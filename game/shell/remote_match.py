"""A seat of a table on a server, played in the window: a Match whose game is the seat's
view as the server last sent it (game/net/client.py RemoteTable), never the whole state.

The server plays every other seat (people elsewhere, its computer players): the board's
turn loop only waits for the next update for them (GameScene.step_turns takes `news()`
every frame). A decision of this seat is sent (RemoteTable.act) and its events come
back with the next update, into the log, so the board plays them back as ever. No
curtains (one person at this screen), undo asked of the server (undo{counter}: it judges), no local
saves (the server keeps the table).
At the end the update brings the table's record (config, seed, actions): the match's
`game` becomes the whole game replayed from it, so the game-over screen, the statistics
and the replay tell every secret, as after a local game (`told`); the board reads it too
then (seat_game), as a local board gets the engine at the end (Match.game_as).

    remote = RemoteTable.host(url, "mall", {}, seats, "Ann")   # ... until remote.latest
    app.stack.reset(online_board(RemoteMatch(remote)))
"""

from __future__ import annotations

import logging

from game import box
from game.core import snapshot
from game.core.events import Event
from game.core.i18n import N_, Msg, _
from game.net import protocol
from game.shell.match import AIWorker, LogEntry, Match, SeatSetup

log = logging.getLogger(__name__)


class RemoteMatch(Match):
    """Match's face over a RemoteTable that has had its first update (remote.latest)."""

    online = True

    def __init__(self, remote):
        if remote.latest is None:
            raise ValueError("no update from the table yet: wait for RemoteTable.latest")
        self.remote = remote
        self.spec = box.get(remote.latest["game"])
        self.seed, self.start = 0, None  # the seed stays on the server
        self.agents, self.worker = {}, AIWorker()  # never started: the server plays the other seats
        self.log: list[LogEntry] = []
        self._aside, self._why, self._held = False, None, []
        self.steps = []  # undo never applies: an action sent is the table's
        self.waiting = False  # an action of ours is on its way: nothing more to click until the answer
        self.problem: str | None = None  # the server's last refusal, in words
        self._events_seen = 0  # visible events logged: an update after a reconnection repeats them all
        self._repeats = False
        self._news: list[int] = []
        self._counter = -1  # the table's counter of the update taken last
        self._marks: dict[int, tuple] = {}  # counter -> (log length, events seen, aside) once it was taken
        self.can_take_back = False  # the latest update's can_undo
        self.told = False  # the end's record came: `game` is the whole game, every secret in it
        self.presence: list[str] = []  # each seat's, as the server last said (server.PRESENCE)
        self.people: set[int] = set()  # seats seen held by a person: "computer" there is a takeover
        remote.poll()  # what came before sitting down is all in `latest`
        self._take(remote.latest)
        self.shown, self.last_shown = remote.seat, None
        self._news = []  # what happened before this window sat down is in the log, not played back

    # --- the server's updates ----------------------------------------------------------------
    def _take(self, update: dict) -> None:
        spec = self.spec
        game = spec.game_type.from_state(snapshot.decode(spec.state_type, update["view"]))
        legal = [spec.actions.parse(text) for text in update["legal"]]
        game.legal_actions = lambda: legal  # the server's list (one list: boards compare it by identity)
        game.history = [None] * update["counter"]  # its length is the table's counter (caches key on it)
        self._seat_game, self.config, self._decider = game, game.s.config, update["decider"]
        if not self.told and update.get("over") and update.get("record"):
            self._tell_all(update["record"])
        if not self.told:
            self.game = game
        # a person's seat is human (seat panels, statistics); only this window's decides here: is_human
        self.seats = [SeatSetup(s.get("name") or f"#{i + 1}", s.get("kind") == "person", s.get("level") or "normal")
                      for i, s in enumerate(update["seats"])]
        if update["counter"] < self._counter and update["counter"] in self._marks:  # an undo: its lines go
            at, self._events_seen, self._aside = self._marks[update["counter"]]
            del self.log[at:]
            self._news = [i for i in self._news if i < at]
        if self._repeats:
            events = update["events"][self._events_seen:]
        else:  # an update of a counter already taken (the first, read as `latest` too) adds nothing
            events = update["events"] if update["counter"] > self._counter else []
        # only a new state answers our action: the same counter again (someone joined) does not
        moved = update["counter"] != self._counter or self._repeats
        self._repeats, self._counter = False, update["counter"]
        self._follow_presence(update.get("presence") or [])
        before = self.round()
        for e, (rnd, aside) in zip(self._events(events), spec.log_marks(self._events(events), before, self._aside)):
            self.log.append(LogEntry(rnd, e, aside))
            self._news.append(len(self.log) - 1)
            self._aside = aside
        self._events_seen += len(events)
        self._marks = {n: m for n, m in self._marks.items() if n < self._counter}
        self._marks[self._counter] = (len(self.log), self._events_seen, self._aside)
        self.can_take_back = bool(update.get("can_undo"))
        if moved:
            self.waiting = False

    # a seat's presence changing, in the log (the board's strip shows where it stands: connection_strip)
    CHANGES = {"reconnecting": N_("{name} is reconnecting…"),
               "computer": N_("The computer plays for {name} until they are back"),
               "here": N_("{name} is back")}

    def _follow_presence(self, presence: list[str]) -> None:
        before, self.presence = self.presence, list(presence)
        for seat, now in enumerate(self.presence):
            if now in ("here", "reconnecting"):
                self.people.add(seat)
            was = before[seat] if seat < len(before) else None
            if seat == self.remote.seat or was is None or was == now or seat not in self.people:
                continue
            if now in self.CHANGES and (now != "here" or was in ("reconnecting", "computer")):
                self.note(Msg(self.CHANGES[now], name=self.seats[seat].name))
                self._news.append(len(self.log) - 1)

    def away(self) -> list[tuple[int, str]]:
        """Other people's seats not here now: (seat, "reconnecting" or "computer" for a takeover)."""
        return [(seat, now) for seat, now in enumerate(self.presence)
                if seat != self.remote.seat and seat in self.people and now in ("reconnecting", "computer")]

    def _tell_all(self, record: dict) -> None:
        """The game replayed from the record the end brings: every secret, as a local game has them."""
        spec = self.spec
        try:
            config = spec.config_from_dict(record["config"])
            whole = spec.replay(config, record["seed"], record["actions"])
        except (KeyError, TypeError, ValueError) as e:  # a record this version cannot replay: the view stays
            log.warning("the table's record does not replay here (%s): the end shows this seat's view", e)
            return
        self.game, self.config, self.seed, self.told = whole, config, record["seed"], True

    @staticmethod
    def _events(dicts) -> list[Event]:
        return [Event(d["kind"], d["text"], _int_keys(d.get("data") or {}), d.get("private"), _line(d.get("msg")))
                for d in dicts]

    def news(self) -> list[int]:
        """Polls the table (never waits): indexes in `log` of the events that came since."""
        for msg in self.remote.poll():
            kind = msg.get("type")
            if kind in ("hosted", "joined"):
                self._repeats = True  # a (re)connection: the next update tells every event again
            elif kind == "update":
                self._take(msg)
            elif kind == "error":
                self.problem, self.waiting = protocol.words(msg) or _("the server refused"), False
                self.note(_line(msg.get("msg")) or self.problem, self.remote.seat)
                self._news.append(len(self.log) - 1)
        news, self._news = self._news, []
        return news

    def forget_seat(self) -> None:
        """The seat's token is no longer kept for Continue (the table's end was shown)."""
        from game.net import seats_kept

        if self.remote.token:
            seats_kept.forget(self.remote.token)

    # --- Match's face ---------------------------------------------------------------------
    def decider(self) -> int | None:
        return self._decider

    def is_human(self, seat: int | None) -> bool:
        """Only this window's seat, and not while its action is on the way."""
        return seat is not None and seat == self.remote.seat and not self.waiting

    def hot_seat(self) -> bool:
        return False

    def sole_action(self):
        """None: the server plays every other seat's forced move, and this seat's is answered
        once through the board (a board playing it itself would send it again every frame
        while it is on its way)."""
        return None

    def must_hide(self) -> bool:
        return False

    def reveal_to(self, seat: int):
        """Never asked (no curtain): the screen shows this seat's view only."""

    def view(self):
        return self.seat_game().view(self.remote.seat)

    def seat_game(self):
        """The board's game: only what this seat's view holds, until the end tells all."""
        return self.game if self.told else self._seat_game

    def apply(self, action) -> list:
        """Sent to the server; the events come with its next update (news)."""
        self.remote.act(str(action))
        self.waiting = True
        return []

    def can_undo(self) -> bool:
        """The server says this seat may take back its last decision (the rules of undo.py)."""
        return self.can_take_back and not self.waiting and not self.told

    def undo(self) -> bool:
        """Asked of the server; the update that answers has the counter before, and the log
        goes back with it (_take)."""
        if not self.can_undo():
            return False
        self.remote.undo()
        self.waiting = True
        return True

    def listen(self, wake) -> None:
        self.remote.wake = wake  # the server's updates wake the window

    def thinking(self) -> bool:
        """Another seat (or the server, on our action) decides: its update wakes the window."""
        return True

    def ai_turn_ready(self):
        """Another seat decides on the server: nothing to do here but wait for news."""
        return None


def _line(data) -> Msg | None:
    """An event's line kept whole, to be shown in this window's language; None (its English
    text stands) when there is none or it does not read."""
    try:
        return None if data is None else Msg.from_data(data)
    except (ValueError, TypeError):
        return None


def _int_keys(value):
    """An event's data as the engine made it: JSON turned its int keys (votes by seat, dials
    by seat) into strings, and the boards index them by seat number."""
    if isinstance(value, dict):
        return {int(k) if isinstance(k, str) and k.lstrip("-").isdigit() else k: _int_keys(v)
                for k, v in value.items()}
    if isinstance(value, list):
        return [_int_keys(v) for v in value]
    return value


class NoAutosave:
    """The server keeps an online table: the window writes no save of it."""

    actions = 0

    def tick(self, match):
        return None

    def rewind(self, match):
        return None

    def write(self, match):
        return None


def online_board(match: RemoteMatch):
    """The game's board over a RemoteMatch."""
    board = match.spec.board_scene(match)
    board.autosaver = NoAutosave()
    return board
