"""The words client and server say over the wire: one JSON object per WebSocket text
message, its "type" naming what it is.

Client -> server:
    hello{protocol}                           which protocol the client speaks (optional first word)
    host{game, options, seats, name, lobby, seat}
                                              open a table; seats[i] = {"kind": "person"|"ai", "level", "name"};
                                              the host sits at `seat` (optional: a person's seat; default
                                              the first person's seat). lobby (optional,
                                              default false: the game starts at once) true: the table
                                              waits in a lobby, nothing played, until the host's start{}
    join{code, seat, name}                    take a free person seat by room code; seat null = watch
    resume{token}                             back to one's seat after a lost connection
    act{action, counter}                      one action, quoting the state counter it was chosen at
    undo{counter}                             take back one's own last decision (the rules of undo:
                                              game/shell/undo.py), quoting the counter it is asked at
    sit{seat, name}                           a watching connection takes an open person's seat (answer:
                                              joined{code, token, seat}, as join's)
    stand{}                                   a seated person (not the host) in a lobby gives the seat up:
                                              it is open again, the token forgotten; they watch on
    ready{ready}                              true/false: a seated person in a lobby is (not) ready
    seat{seat, kind, level, name}             host, in the lobby: an open seat becomes the computer's
                                              (kind "ai", level one of the game's) or a person's again
                                              (kind "person", level null or left out); name (optional):
                                              the seat's new name
    start{}                                   host, in the lobby: the game begins; refused while a
                                              person's seat is open with nobody in it
    ping{}
Server -> client:
    welcome{protocol, games}  hosted{code, token, seat}  joined{code, token, seat} (also the answer to
    resume)  update{...Table.update_for}  error{message}
    pong{}  bye{reason}

An update carries (Table.update_for, plus the server's presence):
    table, game, counter, seat, decider, view, legal, events, seats [{kind, level, name}], over, record,
    presence ["here"|"reconnecting"|"computer"|"open" per seat], can_undo (bool: undo{} would be taken now),
    lobby {"started": bool, "host": the host's seat (int), "ready": [bool per seat]}
A table hosted without lobby has lobby.started true from its first update. In a lobby a
seat is open while presence says "open"; at start the seats' names go into the game's
config and the next update has started true (counter 0: no action played yet).
After an undo every connection's next update has a counter one lower than before; its
events are only those after the actions kept (a client drops what it logged for the
action taken back).

`parse` is the one gate a client's text passes: anything that is not exactly one of the
shapes above is refused with a ProtocolError in words, before the server looks at it.
What the server sends is made only by the constructors below, so both sides agree on it.
"""

from __future__ import annotations

import json
import re
import secrets

from game.core.i18n import Msg, _, tr

PROTOCOL = 1
MAX_BYTES = 8192  # the largest client message: a host with many seats and options fits with room to spare


class ProtocolError(ValueError):
    """A client message that is not one of the protocol's shapes; str(e) says why."""


class VersionMismatch(ProtocolError):
    """A client of another protocol version: both sides say so in one line."""


# type -> {field: (accepted types, required)}; None in the types means the field may be null
_INT = (int,)
_BOOL = (bool,)
_CLIENT: dict[str, dict[str, tuple[tuple, bool]]] = {
    "hello": {"protocol": (_INT, True)},
    "host": {"game": ((str,), True), "options": ((dict,), False), "seats": ((list,), True),
             "name": ((str,), False), "lobby": (_BOOL, False), "seat": (_INT, False)},
    "join": {"code": ((str,), True), "seat": ((int, type(None)), False), "name": ((str,), False)},
    "resume": {"token": ((str,), True)},
    "act": {"action": ((str,), True), "counter": (_INT, True)},
    "undo": {"counter": (_INT, True)},
    "sit": {"seat": (_INT, True), "name": ((str,), False)},
    "ready": {"ready": (_BOOL, True)},
    "stand": {},
    "seat": {"seat": (_INT, True), "kind": ((str,), True), "level": ((str, type(None)), False),
             "name": ((str,), False)},
    "start": {},
    "ping": {},
}
CLIENT_TYPES = tuple(_CLIENT)
SERVER_TYPES = ("welcome", "hosted", "joined", "update", "error", "pong", "bye")
MAX_NAME = 40  # characters of a seat's name


def _type_words(types: tuple) -> str:
    words = {int: "a whole number", bool: "true or false", str: "text", dict: "an object", list: "a list",
             type(None): "null"}
    return " or ".join(words[t] for t in types)


def parse(text: str | bytes) -> dict:
    """A client's message as a dict of a known type with fields of the right types
    (ProtocolError in words otherwise). Unknown extra fields are refused too: a client
    that sends them is talking another protocol."""
    if isinstance(text, bytes):
        raise ProtocolError("binary messages are not part of the protocol; send JSON text")
    if len(text.encode("utf-8", "surrogatepass")) > MAX_BYTES:
        raise ProtocolError(f"message too long (over {MAX_BYTES} bytes)")
    try:
        msg = json.loads(text)
    except (ValueError, RecursionError):
        raise ProtocolError("message is not JSON") from None
    if not isinstance(msg, dict):
        raise ProtocolError("message is not a JSON object")
    kind = msg.get("type")
    if not isinstance(kind, str):
        raise ProtocolError('message has no "type"')
    if kind not in _CLIENT:
        raise ProtocolError(f"unknown message type {kind[:40]!r} (known: {', '.join(CLIENT_TYPES)})")
    fields = _CLIENT[kind]
    extra = sorted(set(msg) - set(fields) - {"type"})
    if extra:
        raise ProtocolError(f"{kind}: unknown field(s) {', '.join(repr(f[:40]) for f in extra[:5])}")
    for name, (types, required) in fields.items():
        if name not in msg:
            if required:
                raise ProtocolError(f"{kind}: missing field {name!r}")
            continue
        value = msg[name]
        # bool is an int to Python, never to the protocol
        if (isinstance(value, bool) and bool not in types) or not isinstance(value, types):
            raise ProtocolError(f"{kind}: field {name!r} must be {_type_words(types)}")
    if "name" in msg and len(msg["name"]) > MAX_NAME:
        raise ProtocolError(f"{kind}: name longer than {MAX_NAME} characters")
    if kind == "hello" and msg["protocol"] != PROTOCOL:
        raise VersionMismatch(Msg("this server speaks protocol {ours}, not {theirs}: the two games are different "
                                  "versions; use the same version on both", ours=PROTOCOL, theirs=msg["protocol"]))
    return msg


def dump(msg: dict) -> str:
    """A message as the wire's text (compact; the server's messages are plain JSON data)."""
    return json.dumps(msg, separators=(",", ":"), ensure_ascii=False)


# --- what the server says --------------------------------------------------------------
def welcome(games: list[str]) -> dict:
    return {"type": "welcome", "protocol": PROTOCOL, "games": list(games)}


def hosted(code: str, token: str, seat: int) -> dict:
    return {"type": "hosted", "code": code, "token": token, "seat": seat}


def joined(code: str, token: str | None, seat: int | None) -> dict:
    """A seat taken (token: keep it to come back) or, seat None, a spectator (no token)."""
    return {"type": "joined", "code": code, "token": token, "seat": seat}


def update(payload: dict) -> dict:
    """Table.update_for(seat): the connection's own view of the table."""
    return {"type": "update", **payload}


def error(message: str | Msg) -> dict:
    """A refusal: its English words, and a Msg also whole, for the window's language."""
    out = {"type": "error", "message": str(message)}
    if isinstance(message, Msg):
        out["msg"] = message.to_data()
    return out


def words(msg: dict, key: str = "message") -> str:
    """A server's refusal or goodbye in the window's language where it came whole (a
    server's own word, else its English)."""
    try:
        return tr(Msg.from_data(msg["msg"]))
    except (KeyError, ValueError, TypeError):
        return str(msg.get(key) or "")


def pong() -> dict:
    return {"type": "pong"}


def bye(reason: str | Msg) -> dict:
    out = {"type": "bye", "reason": str(reason)}
    if isinstance(reason, Msg):
        out["msg"] = reason.to_data()
    return out


# --- what the client says (for clients and tests: the same shapes parse accepts) --------
def hello() -> dict:
    return {"type": "hello", "protocol": PROTOCOL}


def host(game: str, seats: list[dict], options: dict | None = None, name: str = "", lobby: bool = False,
         seat: int | None = None) -> dict:
    msg = {"type": "host", "game": game, "options": dict(options or {}), "seats": list(seats), "name": name}
    if lobby:  # without lobby or seat: the shape from before lobbies
        msg["lobby"] = True
    if seat is not None:
        msg["seat"] = seat
    return msg


def join(code: str, seat: int | None, name: str = "") -> dict:
    return {"type": "join", "code": code, "seat": seat, "name": name}


def resume(token: str) -> dict:
    return {"type": "resume", "token": token}


def act(action: str, counter: int) -> dict:
    return {"type": "act", "action": action, "counter": counter}


def undo(counter: int) -> dict:
    return {"type": "undo", "counter": counter}


def sit(seat: int, name: str = "") -> dict:
    return {"type": "sit", "seat": seat, "name": name}


def stand() -> dict:
    return {"type": "stand"}


def ready(flag: bool) -> dict:
    return {"type": "ready", "ready": bool(flag)}


def seat(seat: int, kind: str, level: str | None = None, name: str = "") -> dict:
    msg = {"type": "seat", "seat": seat, "kind": kind, "level": level}
    return {**msg, "name": name} if name else msg


def start() -> dict:
    return {"type": "start"}


def ping() -> dict:
    return {"type": "ping"}


# --- room codes: one table's name as players read it to each other ----------------------------
CODE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"  # no 0/O or 1/I to misread
CODE_LENGTH = 8  # 32**8 = 2**40 codes: not guessable at the rate limit


def new_code() -> str:
    return "".join(secrets.choice(CODE_ALPHABET) for _ in range(CODE_LENGTH))


def show_code(table_id: str) -> str:
    """A room code as players read it aloud: XXXX-XXXX."""
    return f"{table_id[:4]}-{table_id[4:]}"


def read_code(text: str) -> str:
    """A typed room code as the table id: case, dashes and spaces do not matter."""
    return re.sub(r"[\s\-]", "", text).upper()


def checked_code(text: str) -> str:
    """read_code, refusing in words what cannot be a room code (a typed invite)."""
    code = read_code(text)
    wrong = sorted({c for c in code if c not in CODE_ALPHABET})
    if wrong:
        raise ValueError(_("a room code has only letters and digits 2-9 (no 0, O, 1 or I); not {wrong}",
                           wrong=repr("".join(wrong))))
    if len(code) != CODE_LENGTH:
        raise ValueError(_("a room code has {n} characters, like K7PX-3QMA; this one has {got}", n=CODE_LENGTH,
                           got=len(code)))
    return code
