"""A state's hash: sha256 of its plain-data form (dataclasses, dicts, lists), the RNG's
one integer included. Replays and saves compare it; every game of the box uses it."""

from __future__ import annotations

import hashlib
import json
from dataclasses import fields

from game.core.rng import Rng


def plain(obj):
    """JSON-ready data: dataclasses as dicts, dict keys as strings, tuples as lists, the
    RNG as its one integer."""
    if hasattr(obj, "__dataclass_fields__"):  # asdict() would copy the whole state first: autosaves hash often
        return {f.name: plain(getattr(obj, f.name)) for f in fields(obj)}
    if isinstance(obj, dict):
        return {str(k): plain(v) for k, v in obj.items()}
    if isinstance(obj, (list, tuple)):
        return [plain(v) for v in obj]
    if isinstance(obj, Rng):
        return obj.state
    return obj


def state_hash(state) -> str:
    """`state` is a dataclass with an `rng` (core.rng.Rng)."""
    data = plain(state)
    return hashlib.sha256(json.dumps(data, sort_keys=True, default=str).encode()).hexdigest()
