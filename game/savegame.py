"""Saving and loading a game of any game in the box (file format: core/save.py).

A save names its game ("game": the box id); loading replays its actions through
that game's spec, so a file can't hold an impossible state. Every way a file can
be wrong is a SaveError in words.

A save also keeps the version of the game's cards (GameSpec.content_version) and
its final state (core/snapshot.py), so that an update does not strand a game in
progress. Under the same cards loading is the replay and its hash check, as ever.
Under changed cards the actions are replayed all the same, and where they no
longer reach the saved state (or card ids now number other copies) the game goes
on from the kept state instead, checked against the saved hash and today's cards;
its history then starts there, and the saves that follow keep that state as their
"start". Only a save whose cards are gone is refused.
"""

from __future__ import annotations

import logging
from pathlib import Path
from typing import NamedTuple

from game import box
from game.core import snapshot
from game.core.i18n import N_, Msg
from game.core.save import SaveError, read_save, write_save

# the line a game loaded under changed cards tells its player
UPDATED = Msg("This game was saved with older cards; it continues as it stood.")

log = logging.getLogger(__name__)


class Loaded(NamedTuple):
    spec: box.GameSpec
    game: object
    data: dict  # the file's data (for the optional keys)
    start: dict | None  # the kept state the game's history starts from (None: its seed)
    notice: Msg | None  # UPDATED when the save was made under other cards


def save_game(spec: box.GameSpec, g, path: str | Path, extra: dict | None = None, later: bool = False,
              start: dict | None = None) -> None:
    """`extra`: optional keys of the front end ("seats", "meta"; see core/save.py);
    `later`: written on the writer thread (core/files.py); `start`: the kept state the
    game's history starts from (Loaded.start)."""
    keys = {**(extra or {}), **_kept(spec, g, start)}
    write_save(path, spec.id, spec.config_to_dict(g.config), g.seed, g.history, g.state_hash(), keys, later)


def _kept(spec: box.GameSpec, g, start: dict | None) -> dict:
    """What lets the save outlive a change of the game's cards."""
    if spec.state_type is None:
        return {}
    kept = {"content": spec.content_version()}
    index = spec.card_index(spec.content())
    if index:
        kept["cards"] = index
    try:
        kept["state"] = snapshot.encode(g.s)
    except TypeError as e:  # a state no test has met: the save still loads by replay under these cards
        log.warning("save without its state (it will not survive a change of cards): %s", e)
    return kept | ({"start": start} if start is not None else {})


def replay(spec: box.GameSpec, config, seed: int, actions: list[str], start: dict | None = None):
    """The game after `actions`, from its seed or from `start` (a kept state); ValueError
    in words when an action does not fit."""
    if start is None:
        return spec.replay(config, seed, actions)
    return spec.play_on(spec.resume(snapshot.decode(spec.state_type, start), seed), actions)


def load_game(path: str | Path, verify: bool = True):
    """Replay a save; returns (spec, game). Raises SaveError, in words."""
    loaded = load_game_data(path, verify)
    return loaded.spec, loaded.game


def load_game_data(path: str | Path, verify: bool = True) -> Loaded:
    """Like load_game, with the file's data, where the game's history starts and the
    notice for its player (see the module's docstring)."""
    data = read_save(path)
    try:
        spec = box.get(data["game"])
    except box.UnknownGame:
        raise SaveError.at(path, Msg("a save of another game, not in this box ({game})", game=repr(data["game"]))) from None
    try:
        config = spec.config_from_dict(data["config"])
    except (TypeError, ValueError) as e:
        raise SaveError.at(path, Msg("damaged save: bad config ({problem})", problem=str(e))) from None
    start = data.get("start")
    changed = spec.state_type is not None and data.get("content", spec.content_version()) != spec.content_version()
    if changed and data.get("cards", {}) != spec.card_index(spec.content()):
        return _go_on(path, spec, config, data)  # its ids name other copies now: only the kept state tells which
    try:
        g = replay(spec, config, data["seed"], data["actions"], start)
        problem = None if g.state_hash() == data["final_hash"] else Msg(
            "the saved game does not reproduce (final state differs; edited by hand, or "
            "saved by an incompatible version)")
    except ValueError as e:
        g, problem = None, Msg("the saved game does not replay: {problem}", problem=str(e))
    if problem is not None and changed:
        return _go_on(path, spec, config, data)
    if problem is not None and (verify or g is None):
        raise SaveError.at(path, problem)
    return Loaded(spec, g, data, start, UPDATED if changed else None)


def _go_on(path, spec: box.GameSpec, config, data: dict) -> Loaded:
    """The game from the save's kept state, made under other cards than today's."""
    kept = data.get("state")
    if kept is None:
        raise SaveError.at(path, Msg("saved with other cards, and it keeps no game state to continue from"))
    g = _kept_game(path, spec, kept, data["seed"])
    if g.state_hash() != data["final_hash"] or g.config != config:
        raise SaveError.at(path, Msg("damaged save: the kept game state does not match its check (edited by hand?)"))
    before, now = data.get("cards", {}), spec.card_index(spec.content())
    if not all(isinstance(k, str) and isinstance(v, str) for k, v in before.items()):
        raise SaveError.at(path, Msg("damaged save: '{key}' has the wrong type", key="cards"))
    gone = []
    if before and before != now:  # the update renumbered copies of cards: the same cards under today's ids
        kept, gone = snapshot.renumbered(kept, before, now)
        g = _kept_game(path, spec, kept, data["seed"])
    gone = [(N_("card"), card) for card in gone]
    try:
        gone += spec.missing_cards(g)
        if not gone:
            _read_through(spec, g)
    except Exception as e:  # the rules met something they cannot read
        raise SaveError.at(path, Msg("this game cannot go on with today's cards ({problem})",
                                     problem=f"{type(e).__name__}: {e}")) from None
    if gone:
        raise SaveError.at(path, Msg("this game holds cards that are no longer in the game: {cards}",
                                     cards=[Msg("{kind} '{id}'", kind=kind, id=cid) for kind, cid in gone]))
    return Loaded(spec, g, data, kept, UPDATED)


def _kept_game(path, spec: box.GameSpec, kept: dict, seed: int):
    try:
        return spec.resume(snapshot.decode(spec.state_type, kept), seed)
    except snapshot.StateError as e:
        raise SaveError.at(path, Msg("damaged save: the kept game state is malformed ({problem})",
                                     problem=str(e))) from None


def _read_through(spec: box.GameSpec, g) -> None:
    """Ask today's rules what a player would: where the game stands, what may be done,
    what each seat sees (raises whatever they cannot read)."""
    spec.progress(g)
    g.legal_actions()
    for seat in range(spec.players_of(g.config)):
        g.view(seat)
