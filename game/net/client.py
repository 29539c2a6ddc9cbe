"""The window's side of an online table: one background thread talks to the server
(websockets' threaded client), so a frame never waits on the network. The frame loop
asks `poll()` for what came since the last frame and reads `latest`, `status`, `error`.

    table = RemoteTable.host("ws://127.0.0.1:7341", "mall", {}, seats, "Ann")
    ... each frame: for msg in table.poll(): ...; table.act("...") when it is our turn

A dropped connection comes back by itself with the seat's token (status "reconnecting"
meanwhile, waits doubling from 0.2 s to 5 s). websockets is imported on the thread, not
here: the window's start-up does not load it.
"""

from __future__ import annotations

import collections
import json
import re
import ssl
import threading

from game.core.i18n import _
from game.net import protocol, tls

BACKOFF_START, BACKOFF_MAX = 0.2, 5.0  # seconds between reconnection attempts
FIRST_TRIES = 4  # attempts to reach the server before the first answer; after that, a seat is kept for good
OPEN_TIMEOUT = 5.0  # seconds the TCP + WebSocket handshake may take
TICK = 0.05  # the thread looks at the outbox (and at close()) this often while the server is quiet
MAX_INCOMING = 1 << 22  # an update (the whole view of a big table) fits with room to spare

# the room code's alphabet and shape, as game/net/server.py makes them (a test keeps the two alike)


class RemoteTable:
    """One seat (or a spectator's chair) at a table on a server, talked to from a thread.

    status: "connecting" (the first time), "connected" (seated: updates flow),
    "reconnecting" (lost; trying again with the token), "closed" (closed, refused or
    given up: `error` says why in words)."""

    def __init__(self, url: str, opening: dict, token: str | None = None):
        self.url = url
        self.token, self.seat, self.code = token, None, None
        self.latest: dict | None = None
        self.status, self.error = "connecting", None
        self._opening = opening
        self._seated_once = False  # a seat (or spectator's chair) was given: reconnections resume it
        self._inbox: collections.deque = collections.deque()
        self.wake = None  # called on the thread when a message is in (App.wake: the window rests meanwhile)
        self._outbox: collections.deque = collections.deque()
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, name="remote-table", daemon=True)
        self._thread.start()

    # --- the three ways to sit down (each returns at once) ---------------------------------
    @classmethod
    def host(cls, url: str, game: str, options: dict | None, seats: list[dict], name: str = "",
             lobby: bool = False, seat: int | None = None) -> RemoteTable:
        return cls(url, protocol.host(game, seats, options, name, lobby, seat))

    @classmethod
    def join(cls, url: str, code: str, seat: int | None, name: str = "") -> RemoteTable:
        return cls(url, protocol.join(code, seat, name))

    @classmethod
    def resume(cls, url: str, token: str) -> RemoteTable:
        return cls(url, protocol.resume(token), token=token)

    def _arrived(self, msg: dict) -> None:
        self._inbox.append(msg)
        if self.wake is not None:
            self.wake()

    # --- for the frame loop ------------------------------------------------------------------
    def poll(self) -> list[dict]:
        """The server's messages since the last poll (never waits)."""
        out = []
        while self._inbox:
            out.append(self._inbox.popleft())
        return out

    def act(self, action_text: str) -> None:
        """Send an action, quoting the counter of the latest update (the server refuses it in
        words, as an error message, if the table has moved on meanwhile)."""
        if self.latest is None:
            raise RuntimeError("no update from the table yet: nothing to act on")
        self._outbox.append(protocol.act(action_text, self.latest["counter"]))

    def undo(self) -> None:
        """Take back this seat's last decision (when the latest update says can_undo)."""
        if self.latest is None:
            raise RuntimeError("no update from the table yet: nothing to take back")
        self._outbox.append(protocol.undo(self.latest["counter"]))

    # --- the lobby's words (each sent from the thread: never waits; a refusal comes as an error) -----
    def sit(self, seat: int, name: str = "") -> None:
        """Watching: take open person seat `seat` (the answer, joined, gives seat and token)."""
        self._outbox.append(protocol.sit(seat, name))

    def ready(self, flag: bool = True) -> None:
        self._outbox.append(protocol.ready(flag))

    def stand(self) -> None:
        """In a lobby: give this seat up (its token with it) and watch again."""
        self._outbox.append(protocol.stand())

    def set_seat(self, seat: int, kind: str, level: str | None = None, name: str = "") -> None:
        """Host: an open seat to the computer at `level` (kind "ai"), or a person's again (and its new name)."""
        self._outbox.append(protocol.seat(seat, kind, level, name))

    def start(self) -> None:
        """Host: the lobby's game begins."""
        self._outbox.append(protocol.start())

    def close(self, wait: float = 2.0) -> None:
        self._stop.set()
        if self._thread is not threading.current_thread():
            self._thread.join(wait)
        self.status = "closed"

    # --- the thread ----------------------------------------------------------------------------
    def _run(self) -> None:
        from websockets.exceptions import ConnectionClosed, InvalidHandshake, InvalidURI
        from websockets.sync.client import connect

        delay, tries = BACKOFF_START, 0
        while not self._stop.is_set():
            tries += 1
            final = hosting = False
            try:
                with connect(self.url, open_timeout=OPEN_TIMEOUT, close_timeout=1.0, proxy=None,
                             max_size=MAX_INCOMING, ssl=tls.client_context(self.url)) as ws:
                    ws.send(protocol.dump(protocol.hello()))  # a server of another version refuses it in words
                    word = self._first_word()
                    ws.send(protocol.dump(word))
                    hosting = word["type"] == "host"
                    final = self._talk(ws)
                    if self.status == "connected":
                        delay, tries = BACKOFF_START, 0  # this connection worked: start the waits afresh
            except tls.TlsError as e:
                self.error, final = str(e), True
            except InvalidURI:
                self.error, final = _("{url} is not a server address (ws://host:port)", url=repr(self.url)), True
            except ConnectionClosed:
                self.error = _("the connection to the server was lost")
            except (OSError, TimeoutError, InvalidHandshake) as e:
                self.error = _("could not reach {url}: {why}", url=self.url, why=_words(e))
                final = isinstance(e, ssl.SSLCertVerificationError)  # trying again would not make it trusted
            if hosting and not self._seated_once and not final:
                # the host word went out unanswered: it may have made a table; never make a second
                self.error, final = _("the connection was lost before the server answered: host again"), True
            if final or self._stop.is_set():
                break
            if not self._seated_once and tries >= FIRST_TRIES:
                break  # never got in: the window says so rather than trying for ever
            self.status = "reconnecting" if self._seated_once else "connecting"
            self._stop.wait(delay)
            delay = min(delay * 2, BACKOFF_MAX)
        self.status = "closed"
        if self.wake is not None and not self._stop.is_set():  # given up: the resting window shows why
            self.wake()

    def _first_word(self) -> dict:
        """A seat comes back by its token; a spectator watches again by the code; else the opening."""
        if self._seated_once:
            return protocol.resume(self.token) if self.token else protocol.join(self.code, None)
        return self._opening

    def _talk(self, ws) -> bool:
        """Read and send until the connection ends (or close()); True when it must not be
        tried again (refused, or the server said bye)."""
        seated = False
        while not self._stop.is_set():
            if seated:
                while self._outbox:
                    ws.send(protocol.dump(self._outbox.popleft()))
            try:
                text = ws.recv(timeout=TICK)
            except TimeoutError:
                continue
            try:
                msg = json.loads(text)
            except ValueError:
                continue
            if not isinstance(msg, dict):
                continue
            kind = msg.get("type")
            if kind in ("hosted", "joined"):
                self.token = msg.get("token") or self.token
                self.seat, self.code = msg.get("seat"), msg.get("code")
                seated = self._seated_once = True
                self.status, self.error = "connected", None
            elif kind == "update":
                self.latest = msg
            elif kind == "error":
                self.error = protocol.words(msg) or _("the server refused")
                if not seated:  # the answer to the opening word: no seat to come back to
                    self._arrived(msg)
                    return True
            elif kind == "bye":
                self.error = protocol.words(msg, "reason") or _("the server said goodbye")
                self._arrived(msg)
                return True
            self._arrived(msg)
        if seated:  # closed: what was said last still goes (a stand before leaving the lobby)
            while self._outbox:
                ws.send(protocol.dump(self._outbox.popleft()))
        return True


def _words(e: BaseException) -> str:
    if isinstance(e, ssl.SSLCertVerificationError):
        return _("its certificate is not trusted ({why}); for a home-made one, set {variable} to the certificate's "
                 "file", why=e.verify_message, variable=tls.CA_VARIABLE)
    if isinstance(e, ssl.SSLError):
        return _("the secured connection failed ({why}); is the address ws:// rather than wss://?", why=str(e.reason or e))
    if type(e).__name__ == "InvalidMessage":  # websockets' (imported on the thread only): not a table server's answer
        return _("{why}: not a table server, or a secured one (then the address starts with wss://)", why=str(e))
    if isinstance(e, ConnectionRefusedError):
        return _("nobody is serving there (connection refused)")
    if isinstance(e, TimeoutError):
        return _("no answer in time")
    return str(e) or type(e).__name__


# --- invitations: what one player reads out to another ------------------------------------
def invite(host: str, port: int, code: str, secured: bool = False) -> str:
    """ "192.168.1.20:7341 · K7PX-3QMA": the address and room code to pass on; a secured
    table's (TLS) starts with wss://, so the invitation itself says so."""
    code = protocol.checked_code(code)
    address = f"[{host}]" if ":" in host else host
    return f"{'wss://' if secured else ''}{address}:{port} · {code[:4]}-{code[4:]}"


_ADDRESS = re.compile(r"(?:(wss?)://)?(\[[0-9A-Fa-f:.]+\]|[A-Za-z0-9._-]+):(\d{1,5})/?")


def parse_invite(text: str) -> tuple[str, str]:
    """(ws://host:port, XXXX-XXXX) from an invite as typed: "192.168.1.20:7341 · K7PX-3QMA",
    "ws://host:7341 k7px3qma"; spaces, dashes and case do not matter. ValueError in words."""
    text = text.strip().replace("·", " ")
    match = _ADDRESS.match(text)
    if not match:
        raise ValueError(_("an invite starts with the server's address and port, like 192.168.1.20:7341"))
    scheme, host, port = match.group(1) or "ws", match.group(2), int(match.group(3))
    if not 0 < port < 65536:
        raise ValueError(_("{port} is not a port number (1 to 65535)", port=port))
    rest = text[match.end():]
    if not rest.strip():
        raise ValueError(_("the invite has no room code after the address (like K7PX-3QMA)"))
    code = protocol.checked_code(rest)
    return f"{scheme}://{host}:{port}", f"{code[:4]}-{code[4:]}"
