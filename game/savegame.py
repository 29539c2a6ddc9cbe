"""Saving and loading a game of any game in the box (file format: core/save.py).

A save names its game ("game": the box id); loading replays its actions through
that game's spec, so a file can't hold an impossible state. Every way a file can
be wrong is a SaveError in words."""

from __future__ import annotations

from pathlib import Path

from game import box
from game.core.i18n import Msg
from game.core.save import SaveError, read_save, write_save


def save_game(spec: box.GameSpec, g, path: str | Path, extra: dict | None = None, later: bool = False) -> None:
    """`extra`: optional keys of the front end ("seats", "meta"; see core/save.py);
    `later`: written on the writer thread (core/files.py)."""
    write_save(path, spec.id, spec.config_to_dict(g.config), g.seed, g.history, g.state_hash(), extra, later)


def load_game(path: str | Path, verify: bool = True):
    """Replay a save; returns (spec, game). Raises SaveError, in words."""
    spec, g, _ = load_game_data(path, verify)
    return spec, g


def load_game_data(path: str | Path, verify: bool = True):
    """Like load_game, and also the file's data (for the optional keys)."""
    data = read_save(path)
    try:
        spec = box.get(data["game"])
    except box.UnknownGame:
        raise SaveError.at(path, Msg("a save of another game, not in this box ({game})", game=repr(data["game"]))) from None
    try:
        config = spec.config_from_dict(data["config"])
    except (TypeError, ValueError) as e:
        raise SaveError.at(path, Msg("damaged save: bad config ({problem})", problem=str(e))) from None
    try:
        g = spec.replay(config, data["seed"], data["actions"])
    except ValueError as e:
        raise SaveError.at(path, Msg("the saved game does not replay: {problem}", problem=str(e))) from None
    if verify and g.state_hash() != data["final_hash"]:
        raise SaveError.at(path, Msg("the saved game does not reproduce (final state differs; edited by hand, or "
                           "saved by an incompatible version)"))
    return spec, g, data
