"""A deep copy of a game state, made by a function written once per state dataclass from
its type hints: what clone() and every view(seat) cost, the inner loop of the Hard search.

A pickle round trip (what the engines did before) walks every value through a byte
string; the copier here reads the hints once and then copies each field the way its
hint says: text, numbers and tuples of them are shared (nobody can change them), a
list of text is one slice, a list or dict of dataclasses calls those classes' copiers,
the RNG is a new Rng with the same integer. Untyped data (a pending decision's `data`,
a sealed choice) is copied by its runtime type.

A copy equals pickle's field for field and shares nothing mutable with the original
(tests/test_fast_copy.py checks both on the states of seeded games). It does not keep
aliasing: two fields holding the same list get two lists. No game state shares a list
between two places (the same test checks that too), since states are plain trees.
"""

from __future__ import annotations

import copy
import enum
import types
import typing
from dataclasses import fields, is_dataclass

from game.core.rng import Rng

_ATOMS = (int, str, bool, float, bytes, type(None), complex)
_ATOM_SET = frozenset(_ATOMS)


def copy_state(state):
    """A deep copy of `state` (a state dataclass, or any plain data in one)."""
    return copy_any(state)


def _same(value):
    return value


def _copy_rng(rng: Rng) -> Rng:
    out = Rng.__new__(Rng)
    out.state = rng.state
    return out


def _untyped(hint) -> bool:
    return hint is typing.Any or hint is object


def _immutable(hint) -> bool:
    """Whether every value of `hint` is immutable (so a copy may share it)."""
    origin, args = typing.get_origin(hint), typing.get_args(hint)
    if origin in (typing.Union, types.UnionType):
        return all(_immutable(a) for a in args)
    if origin is tuple:
        return bool(args) and all(_immutable(a) for a in args if a is not Ellipsis)
    if origin is typing.Literal:
        return True
    if isinstance(hint, type):
        if hint in _ATOMS or issubclass(hint, enum.Enum):
            return True
        if is_dataclass(hint) and hint.__dataclass_params__.frozen:
            hints = typing.get_type_hints(hint)
            return all(_immutable(hints[f.name]) for f in fields(hint))
    return False


# --- typed values: the copier of a hint, made once -----------------------------------------

_BY_HINT: dict = {}


def copier(hint):
    """The function that deep-copies a value of `hint`, made once per hint."""
    try:
        return _BY_HINT[hint]
    except KeyError:
        pass
    if isinstance(hint, type) and is_dataclass(hint) and not _immutable(hint):
        made = _dataclass_copier(hint)  # registers itself first: a class may hold itself
    else:
        made = _BY_HINT[hint] = _make(hint)
    return made


def _make(hint):
    if _untyped(hint) or hint in (list, dict, tuple):
        return copy_any
    if _immutable(hint):
        return _same
    if hint is Rng:
        return _copy_rng
    origin, args = typing.get_origin(hint), typing.get_args(hint)
    if origin in (typing.Union, types.UnionType):
        kinds = [a for a in args if a is not type(None)]
        if len(kinds) == 1:
            inner = copier(kinds[0])
            return lambda value: None if value is None else inner(value)
        return copy_any  # several kinds: tell them apart at run time
    if origin is list:
        item = args[0] if args else typing.Any
        if _immutable(item):
            return list.copy
        each = copier(item)
        return lambda value: [each(x) for x in value]
    if origin is dict:
        entry = args[1] if len(args) == 2 else typing.Any
        if _immutable(entry):
            return dict.copy
        each = copier(entry)
        return lambda value: {k: each(x) for k, x in value.items()}
    if origin is tuple:
        if args and args[-1] is not Ellipsis:
            parts = [copier(a) for a in args]
            return lambda value: tuple(c(x) for c, x in zip(parts, value))
        each = copier(args[0]) if args else copy_any
        return lambda value: tuple(each(x) for x in value)
    return copy_any  # a hint this module does not read: copy what is there


def _dataclass_copier(cls):
    """Writes, compiles and registers `cls`'s copier: one function whose body copies each
    field as its hint says (no loop over the fields at copy time)."""
    hints = typing.get_type_hints(cls)
    names = [f.name for f in fields(cls)]
    body, env = [], {"_new": object.__new__, "_cls": cls}
    frozen = cls.__dataclass_params__.frozen

    def stub(value):  # stands for the copier while it is being made (a class that holds itself)
        return _BY_HINT[cls](value)
    _BY_HINT[cls] = stub
    for i, name in enumerate(names):
        hint = hints[name]
        if _immutable(hint):
            expr = f"v.{name}"
        else:
            c = copier(hint)
            if c is list.copy:
                expr = f"v.{name}[:]"  # a slice is a new list (list.copy through a name is slower)
            else:
                env[f"_c{i}"] = c
                expr = f"_c{i}(v.{name})"
        body.append(f"    _set(n, {name!r}, {expr})" if frozen else f"    n.{name} = {expr}")
    env["_set"] = object.__setattr__
    source = "def copy_dataclass(v):\n    n = _new(_cls)\n" + "\n".join(body) + "\n    return n\n"
    exec(compile(source, f"<copier of {cls.__qualname__}>", "exec"), env)
    made = _BY_HINT[cls] = env["copy_dataclass"]
    _BY_TYPE[cls] = made
    return made


# --- untyped values: copied by their runtime type --------------------------------------------

# text and numbers are tested inline: most untyped data is made of them, and a call per
# value would cost more than the copy

def _copy_list(value: list) -> list:
    return [x if type(x) in _ATOM_SET else copy_any(x) for x in value]


def _copy_dict(value: dict) -> dict:
    return {k: x if type(x) in _ATOM_SET else copy_any(x) for k, x in value.items()}


def _copy_tuple(value: tuple) -> tuple:
    for x in value:
        if type(x) not in _ATOM_SET:
            return tuple(copy_any(x) for x in value)
    return value  # all immutable: share it


_BY_TYPE: dict = {t: _same for t in _ATOMS}
_BY_TYPE.update({list: _copy_list, dict: _copy_dict, tuple: _copy_tuple, Rng: _copy_rng})


def _for_type(kind: type):
    if issubclass(kind, enum.Enum):
        return _same
    if is_dataclass(kind):
        return copier(kind)
    return copy.deepcopy  # not a kind a state holds: the generic copy keeps it exact


def copy_any(value):
    """A deep copy of untyped data, by the runtime type of each value."""
    kind = type(value)
    f = _BY_TYPE.get(kind)
    if f is None:
        f = _BY_TYPE[kind] = _for_type(kind)
    return f(value)
