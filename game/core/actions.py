"""Actions: small immutable values with a stable one-line string form.

Each game declares its actions in its own ActionSet, so two games of the box may
both have a `vote` or a `move`. `str(action)` is what save files store and the
game's `ActionSet.parse` reads it back: the action's name, then its fields in
order, separated by spaces.
Field encodings: int as digits, bool as yes/no, None as "-", tuple as a
comma list ("," alone for the empty tuple), str as is (ids have no spaces).
"""

import dataclasses
import typing


class ActionError(ValueError):
    """An action string or value that does not fit."""


class Action:
    NAME = ""
    _codecs: tuple = ()

    def __str__(self) -> str:
        parts = [self.NAME]
        for (name, codec) in self._codecs:
            parts.append(codec[0](getattr(self, name)))
        return " ".join(parts)


def _enc_opt(enc):
    return lambda v: "-" if v is None else enc(v)


def _dec_opt(dec):
    return lambda s: None if s == "-" else dec(s)


def _dec_bool(s: str) -> bool:
    if s not in ("yes", "no"):
        raise ActionError(f"expected yes or no, got {s!r}")
    return s == "yes"


def _dec_int(s: str) -> int:
    try:
        return int(s)
    except ValueError:
        raise ActionError(f"expected a number, got {s!r}") from None


def _codec(tp):
    origin = typing.get_origin(tp)
    args = typing.get_args(tp)
    if origin is typing.Union and type(None) in args:
        inner = next(a for a in args if a is not type(None))
        enc, dec = _codec(inner)
        return _enc_opt(enc), _dec_opt(dec)
    if tp is bool:
        return (lambda v: "yes" if v else "no"), _dec_bool
    if tp is int:
        return str, _dec_int
    if tp is str:
        return str, str
    if origin is tuple:
        _, dec = _codec(args[0])
        return (lambda v: ",".join(map(str, v)) or ","), (
            lambda s: () if s == "," else tuple(dec(x) for x in s.split(","))
        )
    raise TypeError(f"unsupported action field type {tp!r}")


class ActionSet:
    """One game's actions by name. Names are unique within a set only."""

    def __init__(self, game: str):
        self.game = game
        self._by_name: dict[str, type] = {}

    def action(self, name: str):
        """Class decorator: a frozen dataclass registered under `name`."""

        def wrap(cls):
            if name in self._by_name:
                raise ValueError(f"{self.game} action name {name!r} registered twice")
            cls = dataclasses.dataclass(frozen=True, slots=True)(cls)
            hints = typing.get_type_hints(cls)
            cls.NAME = name
            cls._codecs = tuple((f.name, _codec(hints[f.name])) for f in dataclasses.fields(cls))
            cls.__str__ = Action.__str__
            self._by_name[name] = cls
            return cls

        return wrap

    def parse(self, text: str) -> Action:
        parts = text.strip().split(" ")
        cls = self._by_name.get(parts[0])
        if cls is None:
            raise ActionError(f"{parts[0]!r} is not a {self.game} action")
        if len(parts) - 1 != len(cls._codecs):
            raise ActionError(f"{parts[0]} takes {len(cls._codecs)} values, got {len(parts) - 1}: {text!r}")
        values = {name: codec[1](raw) for (name, codec), raw in zip(cls._codecs, parts[1:])}
        return cls(**values)
