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


def copy_state(state, but: tuple[str, ...] = ()):
    """A deep copy of `state` (a state dataclass, or any plain data in one). `but`: fields
    of the state dataclass left out of the copy, the copy holding the original's values:
    for a view, which replaces them at once (copying a hand only to hide it costs)."""
    if not but:
        return copy_any(state)
    key = (type(state), but)
    made = _BUT.get(key)
    if made is None:
        made = _BUT[key] = _dataclass_copier(type(state), frozenset(but))
    return made(state)


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


# --- typed values: the copier of a hint, written once ------------------------------------

_BY_HINT: dict = {}
_BUT: dict = {}  # (class, fields left out) -> copier


def copier(hint):
    """The function that deep-copies a value of `hint`, made once per hint."""
    made = _BY_HINT.get(hint)
    if made is None:
        if isinstance(hint, type) and is_dataclass(hint) and not _immutable(hint):
            made = _dataclass_copier(hint)
        else:
            env: dict = {}
            made = _BY_HINT[hint] = _compile(f"    return {_expression(hint, 'v', env, 0)}", env, hint)
    return made


def _expression(hint, x: str, env: dict, depth: int) -> str:
    """Python source that copies the value named by `x` (a name or an attribute) of `hint`:
    lists, dicts and optional values written inline, so a field costs no call of its own."""
    if _immutable(hint):
        return x
    origin, args = typing.get_origin(hint), typing.get_args(hint)
    y, k = f"y{depth}", f"k{depth}"
    if origin in (typing.Union, types.UnionType):
        kinds = [a for a in args if a is not type(None)]
        if len(kinds) == 1:
            return f"(None if {x} is None else {_expression(kinds[0], x, env, depth)})"
    elif origin is list and args:
        if _immutable(args[0]):
            return f"{x}[:]"
        return f"[{_expression(args[0], y, env, depth + 1)} for {y} in {x}]"
    elif origin is dict and len(args) == 2:
        if _immutable(args[1]):
            return f"{x}.copy()"
        return f"{{{k}: {_expression(args[1], y, env, depth + 1)} for {k}, {y} in {x}.items()}}"
    elif hint is Rng or isinstance(hint, type) and is_dataclass(hint):
        name = f"_c{len(env)}"
        env[name] = _copy_rng if hint is Rng else copier(hint)
        return f"{name}({x})"
    env["_any"] = copy_any  # untyped, a union of kinds, a tuple with parts to copy: by runtime type
    return f"_any({x})"


def _compile(body: str, env: dict, hint):
    env.update(_new=object.__new__, _set=object.__setattr__)
    name = getattr(hint, "__qualname__", None) or str(hint)
    exec(compile(f"def copy(v):\n{body}\n", f"<copier of {name}>", "exec"), env)
    return env["copy"]


def _dataclass_copier(cls, but: frozenset = frozenset()):
    """Writes, compiles and registers `cls`'s copier: one function whose body copies each
    field as its hint says (no loop over the fields at copy time); the fields in `but`
    are shared, not copied (copy_state's `but`: not registered as the class's copier)."""
    hints = typing.get_type_hints(cls)
    frozen = cls.__dataclass_params__.frozen
    unknown = but - {f.name for f in fields(cls)}
    if unknown:
        raise ValueError(f"{cls.__qualname__} has no field {', '.join(sorted(unknown))}")
    if not but:
        def stub(value):  # stands for the copier while it is being made (a class that holds itself)
            return _BY_HINT[cls](value)
        _BY_HINT[cls] = stub
    env, lines = {"_cls": cls}, ["    n = _new(_cls)"]
    for f in fields(cls):
        expr = f"v.{f.name}" if f.name in but else _expression(hints[f.name], f"v.{f.name}", env, 0)
        lines.append(f"    _set(n, {f.name!r}, {expr})" if frozen else f"    n.{f.name} = {expr}")
    made = _compile("\n".join(lines + ["    return n"]), env, cls)
    if not but:
        _BY_HINT[cls] = _BY_TYPE[cls] = made
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
