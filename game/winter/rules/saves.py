"""Saving and loading Winter games (format in core/save.py)."""

from __future__ import annotations

from pathlib import Path

from game.core.actions import ActionError
from game.core.save import SaveError, read_save, write_save
from game.winter.rules.engine import IllegalAction, WinterGame, replay
from game.winter.rules.state import Config


def save_game(g: WinterGame, path: str | Path, extra: dict | None = None) -> None:
    """`extra`: optional keys of the front end ("seats", "meta"; see core/save.py)."""
    write_save(path, WinterGame.GAME, g.s.config.to_dict(), g.seed, g.history, g.state_hash(), extra)


def load_game(path: str | Path, verify: bool = True) -> WinterGame:
    """Replay a save. Raises SaveError, in words, for anything wrong with it."""
    return load_game_data(path, verify)[0]


def load_game_data(path: str | Path, verify: bool = True) -> tuple[WinterGame, dict]:
    """Like load_game, and also the file's data (for the optional keys)."""
    data = read_save(path)
    if data["game"] != WinterGame.GAME:
        raise SaveError(f"{path}: a save of another game ({data['game']!r})")
    try:
        config = Config.from_dict(data["config"])
    except (TypeError, ValueError) as e:
        raise SaveError(f"{path}: damaged save: bad config ({e})") from None
    try:
        g = replay(config, data["seed"], data["actions"])
    except (ActionError, IllegalAction) as e:
        raise SaveError(f"{path}: the saved game does not replay: {e}") from None
    except ValueError as e:
        raise SaveError(f"{path}: the saved game does not replay: {e}") from None
    if verify and g.state_hash() != data["final_hash"]:
        raise SaveError(f"{path}: the saved game does not reproduce (final state differs; edited by hand, "
                        "or saved by an incompatible version)")
    return g, data
