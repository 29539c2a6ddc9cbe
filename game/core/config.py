"""Reading a game's Config back from a save's dict, the same way for every game: only
the keys the config writes, names as a list, then the config's own validation."""

from __future__ import annotations


def config_from_dict(cls, d: dict):
    """`cls(**d)` validated; ValueError in words for anything a save should not hold."""
    if not isinstance(d, dict):
        raise ValueError("config must be an object")
    extra = set(d) - set(cls().to_dict())
    if extra:
        raise ValueError(f"unknown config key(s): {', '.join(sorted(extra))}")
    kw = dict(d)
    if "names" in kw:
        if not isinstance(kw["names"], list):
            raise ValueError("names must be a list")
        kw["names"] = tuple(kw["names"])
    cfg = cls(**kw)
    cfg.validate()
    return cfg
