"""A game's state as plain data and back, and the fingerprint of the cards it is played
with: what lets a saved game (or, later, a stored online table) outlive an update.

Both directions follow the state dataclasses' type hints, so a typed part is written
exactly as the state hash reads it (core/hashing.py: plain), and a stored state can be
checked against the hash saved beside it. Where a state holds untyped data (a pending
decision's `data`, a sealed choice) a value JSON would blur is tagged: a tuple as
{"~tuple": [...]}, a dict whose keys are not all text as {"~dict": [[key, value]...]}, a
dataclass as {"~obj": "module:Class", ...its fields}, an enum member (a view's
sealed.HIDDEN) as {"~enum": "module:Class", "name": ...}. `decode` refuses, in words naming
the place, any value of the wrong shape; what the values mean (does that card exist?)
is the game's to check (GameSpec.missing_cards).
"""

from __future__ import annotations

import enum
import hashlib
import json
import sys
import types
import typing
from dataclasses import MISSING, fields, is_dataclass
from functools import cache

from game.core.hashing import plain
from game.core.rng import Rng

_MASK = (1 << 64) - 1


class StateError(ValueError):
    """A stored state that does not fit the game's state types: str(e) names the place."""


def content_version(content) -> str:
    """A fingerprint of a game's loaded card data: the same cards, numbers and words give
    the same text, any change a different one."""
    text = json.dumps(plain(content), sort_keys=True, separators=(",", ":"), ensure_ascii=False)
    return hashlib.sha256(text.encode()).hexdigest()[:16]


def missing(kind: str, named, known) -> list[tuple[str, str]]:
    """The ids in `named` that `known` lacks, once each in order, as (kind, id): what a
    game's GameSpec.missing_cards gathers, table by table."""
    return [(kind, i) for i in dict.fromkeys(named) if i not in known]


def renumbered(data, before: dict[str, str], now: dict[str, str]) -> tuple[object, list[str]]:
    """A kept state's `data` with the ids of card copies renumbered by an update
    (GameSpec.card_index: id -> the card it is a copy of): the k-th copy of a card before
    is its k-th copy now. Also the cards (`before`'s words) it names that have no copy left."""
    copies: dict[str, list[str]] = {}
    for cid, card in now.items():
        copies.setdefault(card, []).append(cid)
    moved, gone, seen = {}, {}, {}
    for cid, card in before.items():
        k = seen[card] = seen.get(card, -1) + 1
        if k < len(copies.get(card, ())):
            moved[cid] = copies[card][k]
        else:
            gone[cid] = card
    named: list[str] = []

    def walk(v):
        if isinstance(v, str):
            if v in gone:
                named.append(gone[v])
            return moved.get(v, v)
        if isinstance(v, list):
            return [walk(x) for x in v]
        if isinstance(v, dict):
            return {walk(k): walk(x) for k, x in v.items()}
        return v
    return walk(data), list(dict.fromkeys(named))


def encode(state) -> dict:
    """JSON-ready data (dataclasses as objects, the RNG as its one integer); TypeError for
    a value no state should hold."""
    return _encode(type(state), state)


def decode(cls, data):
    """A `cls` (a state dataclass) from `encode`'s data; StateError in words when any
    part has the wrong shape."""
    return _decode(cls, data, "state")


@cache
def _hints(cls) -> dict:
    return typing.get_type_hints(cls)


def _untyped(hint) -> bool:
    return hint is typing.Any or hint is object


def _fits(hint, value) -> bool:
    """Whether `value` is of `hint`'s kind (which member of a union it is)."""
    kind = typing.get_origin(hint) or hint
    return _untyped(hint) or isinstance(value, kind) and not (kind is int and isinstance(value, bool))


def _encode(hint, value):
    return _encoder(hint)(value)


@cache
def _encoder(hint):
    """The function that encodes a value of `hint`, made once per hint: a view is encoded
    for every seat after every action of an online table, so the type hints are read once,
    not at every value."""
    if _untyped(hint):
        return _tagged
    origin, args = typing.get_origin(hint), typing.get_args(hint)
    if origin in (typing.Union, types.UnionType):
        def union(value):
            if value is None:
                return None
            return _encode(next((a for a in args if _fits(a, value)), object), value)
        return union
    if is_dataclass(hint):
        plan = None  # (field, encoder) pairs, made at the first value (a dataclass may hold itself)

        def dataclass(value):
            nonlocal plan
            if value is None:
                return None
            if isinstance(value, Rng):
                return value.state
            if plan is None:
                hints = _hints(hint)
                plan = [(f.name, _encoder(hints[f.name])) for f in fields(hint)]
            return {name: encode_field(getattr(value, name)) for name, encode_field in plan}
        return dataclass
    fixed = origin is tuple and args and args[-1] is not Ellipsis
    item = args[0] if args else object
    key, entry = args if len(args) == 2 else (object, object)

    def other(value):
        if value is None or value is True or value is False or type(value) in (int, str, float):
            return value
        if isinstance(value, Rng):
            return value.state
        if isinstance(value, (list, tuple)):
            if fixed:
                return [_encode(a, v) for a, v in zip(args, value)]
            encode_item = _encoder(item)
            return [encode_item(v) for v in value]
        if isinstance(value, dict):
            if _untyped(key):
                return _tagged(value)
            encode_entry = _encoder(entry)
            return {str(k): encode_entry(v) for k, v in value.items()}
        if isinstance(value, (int, float, str)):
            return value
        raise TypeError(f"a state holds {value!r}, which a save cannot keep")
    return other


def _tagged(value):
    """An untyped value, tagged where JSON would blur it."""
    if isinstance(value, tuple):
        return {"~tuple": [_tagged(v) for v in value]}
    if isinstance(value, list):
        return [_tagged(v) for v in value]
    if isinstance(value, dict):
        if all(isinstance(k, str) for k in value) and not (len(value) == 1 and next(iter(value)).startswith("~")):
            return {k: _tagged(v) for k, v in value.items()}
        return {"~dict": [[_tagged(k), _tagged(v)] for k, v in value.items()]}
    if is_dataclass(value) or isinstance(value, enum.Enum):
        cls = type(value)
        if not cls.__module__.startswith("game."):  # a tag names only the game's own classes (_class)
            raise TypeError(f"a state holds a {cls.__qualname__}, which a save cannot keep")
        if isinstance(value, enum.Enum):
            return {"~enum": f"{cls.__module__}:{cls.__qualname__}", "name": value.name}
        return {"~obj": f"{cls.__module__}:{cls.__qualname__}", **_encode(cls, value)}
    return _encode(type(value), value)


def _untag(data, where: str):
    if isinstance(data, list):
        return [_untag(v, f"{where}[{i}]") for i, v in enumerate(data)]
    if not isinstance(data, dict):
        return data
    if "~tuple" in data and len(data) == 1:
        return tuple(_untag(data["~tuple"], where))
    if "~dict" in data and len(data) == 1:
        pairs = data["~dict"]
        if not isinstance(pairs, list) or not all(isinstance(p, list) and len(p) == 2 for p in pairs):
            raise StateError(f"{where}: damaged pairs")
        return {_hashable(_untag(k, where), where): _untag(v, f"{where}[{k}]") for k, v in pairs}
    if "~enum" in data and len(data) == 2:
        member = getattr(_class(data["~enum"], where, enum.Enum), str(data.get("name")), None)
        if member is None:
            raise StateError(f"{where}: unknown member {data.get('name')!r} of {data['~enum']}")
        return member
    if "~obj" in data:
        return _dataclass(_class(data["~obj"], where), {k: v for k, v in data.items() if k != "~obj"}, where)
    return {k: _untag(v, f"{where}[{k}]") for k, v in data.items()}


def _hashable(key, where: str):
    try:
        hash(key)
    except TypeError:
        raise StateError(f"{where}: a key that cannot be one ({key!r})") from None
    return key


def _class(name, where: str, kind=None):
    """The dataclass (or `kind`: the enum) a tag names: one of the game's own, in a module
    its rules have loaded already (a file never makes the game import anything)."""
    module, _, qualname = name.partition(":") if isinstance(name, str) else ("", "", "")
    cls = getattr(sys.modules.get(module), qualname, None) if module.startswith("game.") else None
    if not (isinstance(cls, type) and (issubclass(cls, kind) if kind else is_dataclass(cls))):
        raise StateError(f"{where}: unknown kind of value {name!r}")
    return cls


def _is_whole(v) -> bool:
    return isinstance(v, int) and not isinstance(v, bool)


def _decode(hint, data, where: str):
    origin, args = typing.get_origin(hint), typing.get_args(hint)
    if _untyped(hint):
        return _untag(data, where)  # untyped by the state itself (a choice, a decision's data)
    if origin in (typing.Union, types.UnionType):
        if data is None and type(None) in args:
            return None
        problems = []
        for arg in (a for a in args if a is not type(None)):
            try:
                return _decode(arg, data, where)
            except StateError as e:
                problems.append(str(e))
        raise StateError(problems[0] if len(problems) == 1 else f"{where}: {data!r} fits none of its types")
    if hint is Rng:
        if not _is_whole(data) or not 0 <= data <= _MASK:
            raise StateError(f"{where}: not a random generator's state")
        rng = Rng.__new__(Rng)
        rng.state = data
        return rng
    if is_dataclass(hint):
        return _dataclass(hint, data, where)
    if hint in (int, str, bool, float):
        ok = _is_whole(data) if hint is int else isinstance(data, hint) and (hint is bool or not isinstance(data, bool))
        if not ok:
            raise StateError(f"{where}: expected {_WORDS[hint]}, found {data!r}")
        return data
    if hint is type(None):
        if data is not None:
            raise StateError(f"{where}: expected nothing (null), found {data!r}")
        return None
    if (origin or hint) in (list, tuple):
        if not isinstance(data, list):
            raise StateError(f"{where}: expected a list, found {data!r}")
        if origin is tuple and args and args[-1] is not Ellipsis:
            if len(data) != len(args):
                raise StateError(f"{where}: expected {len(args)} values, found {len(data)}")
            return tuple(_decode(a, v, f"{where}[{i}]") for i, (a, v) in enumerate(zip(args, data)))
        item = args[0] if args else object
        items = [_decode(item, v, f"{where}[{i}]") for i, v in enumerate(data)]
        return items if (origin or hint) is list else tuple(items)
    if (origin or hint) is dict:
        if not isinstance(data, dict):
            raise StateError(f"{where}: expected an object, found {data!r}")
        key, value = args or (object, object)
        if _untyped(key):
            data = _untag(data, where)
            if not isinstance(data, dict):
                raise StateError(f"{where}: expected an object, found {data!r}")
            return data
        return {_key(key, k, where): _decode(value, v, f"{where}[{k}]") for k, v in data.items()}
    raise StateError(f"{where}: a value of a type a state does not hold ({hint})")  # a rules state the codec misses


_WORDS = {int: "a whole number", str: "text", bool: "true or false", float: "a number"}


def _key(hint, text: str, where: str):
    """A dict key: JSON writes every key as text, an int key back as int."""
    if hint is int:
        if not text.lstrip("-").isdigit():
            raise StateError(f"{where}: key {text!r} is not a whole number")
        return int(text)
    return _decode(hint, text, f"{where} key")


def _dataclass(cls, data, where: str):
    if not isinstance(data, dict):
        raise StateError(f"{where}: expected an object, found {data!r}")
    hints, kwargs = _hints(cls), {}
    known = {f.name for f in fields(cls) if f.init}
    unknown = sorted(set(data) - known)
    if unknown:
        raise StateError(f"{where}: unknown field(s) {', '.join(unknown)}")
    for f in fields(cls):
        if not f.init:
            continue
        if f.name in data:
            kwargs[f.name] = _decode(hints[f.name], data[f.name], f"{where}.{f.name}")
        elif f.default is MISSING and f.default_factory is MISSING:
            raise StateError(f"{where}: '{f.name}' is missing")
        # a field added since the save was written takes its default
    try:
        return cls(**kwargs)
    except (TypeError, ValueError) as e:  # the class's own checks (__post_init__)
        raise StateError(f"{where}: {e}") from None
