"""Saves of games played in the window: named slots, the autosave, Continue.

A window save is an ordinary save of its game (game/core/save.py: game, config, seed,
actions, final hash; `python -m game replay FILE --verify` reads it) plus two
optional keys: "seats" (name, human or AI, AI level per seat, "away" when the computer
took a person's seat over) and "meta" (label, time saved, round, phase, whether the game
is over). Files live in the user folder's saves/ (game/userdata.py):

    autosave.json      written at the start of every player turn, at the game's end
                       and after a crash
    slot-1.json ...    the player's named saves (SLOTS of them)

Every write is atomic; a file that can't be read is reported in words and never
touched.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass, field
from datetime import datetime
from functools import cache
from pathlib import Path

from game import box
from game.core.i18n import LANGUAGES, Msg, _, catalog_for, language, tr
from game.core.save import SaveError, read_save
from game.savegame import load_game_data, replay, save_game
from game.shell.match import Match, SeatSetup
from game.shell.userdata import saves_dir

SLOTS = 6
AUTOSAVE = "autosave"
VERSION = "0.1.0"

log = logging.getLogger(__name__)


@dataclass
class SaveInfo:
    """What a slot shows without replaying the game."""

    path: Path
    slot: str  # "autosave", "slot-1", ... or the file's stem
    game: str = ""  # the box id of its game
    title: str = ""  # and its title
    label: str = ""
    auto: bool = False  # the label is the one the game gave it (shown again in the player's language)
    saved_at: datetime | None = None
    round: int | None = None
    phase: str = ""
    over: bool = False
    seats: list[SeatSetup] = field(default_factory=list)
    colours: list[tuple] = field(default_factory=list)  # each seat's colour in its game, where the save says
    error: str | None = None  # why it can't be read (None: it looks fine)
    reason: Msg | str | None = None  # the error without the path, for the window (SaveError.shown)
    exists: bool = True

    @property
    def ok(self) -> bool:
        return self.exists and self.error is None

    def when(self) -> str:
        return shown_time(self.saved_at)

    def shown_label(self) -> str:
        """The save's name in the player's language: one the game gave it is made again
        from its parts (round, names), one the player typed is shown as typed."""
        return tr(auto_label(self.round, [s.name for s in self.seats]))[:60] if self.auto else self.label

    def colour(self, seat: int) -> tuple | None:
        """The seat's colour in its game (None: the box's palette)."""
        if seat < len(self.colours):
            return self.colours[seat]
        return box.get(self.game).seat_colour(seat) if self.game else None

    def seats_text(self) -> str:
        return ", ".join(s.name + ("" if s.human else f" (AI {s.level})") for s in self.seats)


def shown_time(at: datetime | None) -> str:
    """A moment in the player's local time and language (a save's, an online seat's)."""
    if at is None:
        return _("unknown time")
    at = at.astimezone()
    if language() == "en":
        return at.strftime("%a %d %b %Y, %H:%M")
    # strftime's day and month names are the C locale's (English): numbers only
    return _("{year}-{month}-{day} {hour}:{minute}", year=at.year, month=at.month, day=at.day, hour=f"{at.hour:02}",
             minute=f"{at.minute:02}")


def slot_path(slot: str) -> Path:
    return saves_dir() / f"{slot}.json"


def autosave_path() -> Path:
    return slot_path(AUTOSAVE)


def manual_slots() -> list[str]:
    return [f"slot-{i}" for i in range(1, SLOTS + 1)]


# --- writing -----------------------------------------------------------------------

def auto_label(round_: int | None, names: list[str]) -> Msg | str:
    """The label a save gets unless the player types one, in parts (translated when shown)."""
    names = ", ".join(names)
    return Msg("Round {n}: {names}", n=round_, names=names) if round_ is not None else names


def default_label(match: Match) -> str:
    return tr(auto_label(match.round(), [s.name for s in match.seats]))[:60]


def _is_auto(label: str, round_: int | None, names: list[str]) -> bool:
    """Whether a save's label (of a file that does not say) is the one the game gave it, in any language."""
    made = auto_label(round_, names)
    return any(label == (made.render(_catalog(lang).gettext) if isinstance(made, Msg) else made)[:60]
               for lang in LANGUAGES)


_catalog = cache(catalog_for)  # read once: a list of saves asks for each language per file


def save_match(match: Match, path: Path, label: str = "", kind: str = "slot", later: bool = False) -> Path:
    """Write the match (seats and all) atomically to `path` (`later`: on the writer
    thread, core/files.py)."""
    g = match.game
    label = (label or default_label(match))[:60]
    meta = {"label": label, "auto": label == default_label(match), "saved_at": datetime.now().astimezone().isoformat(),
            **match.spec.progress(g), "over": g.is_terminal(), "kind": kind, "version": VERSION}
    colours = [match.spec.seat_colour(i, g) for i in range(len(match.seats))]
    if all(colours):  # the game's own colours, dealt in this game (Mall's), for the slot to show
        meta["colours"] = [list(c) for c in colours]
    seats = [{"name": st.name, "human": st.human, "level": st.level, **({"away": True} if st.away else {})}
             for st in match.seats]
    save_game(match.spec, g, path, {"seats": seats, "meta": meta}, later, match.start)
    return Path(path)


def autosave(match: Match, kind: str = "autosave", later: bool = False) -> Path | None:
    """Write the autosave; a failure (disk full, no rights) is logged, never raised:
    the game goes on without it. `later`: on the writer thread, the game not waiting for
    the disk (a failure is logged there)."""
    path = autosave_path()
    try:
        return save_match(match, path, default_label(match), kind, later)
    except OSError as e:
        log.warning("autosave failed: %s: %s", path, e)
        return None


def crash_autosave(match: Match) -> Path | None:
    """After a crash: save the game as it stood, but only if its action list replays
    to exactly this state (a half-applied action must not become the save). Otherwise
    the autosave from the start of the turn stays. An online table is its server's: none."""
    if match.online:
        return None
    try:
        g = match.game
        again = replay(match.spec, g.config, g.seed, list(g.history), match.start)
        if again.state_hash() != g.state_hash():
            log.warning("crash autosave skipped: the game state does not replay; keeping the last autosave")
            return autosave_path() if autosave_path().exists() else None
        return save_match(match, autosave_path(), default_label(match), "crash")
    except Exception as e:  # whatever broke the game may break this too
        log.warning("crash autosave failed: %s", e)
        return autosave_path() if autosave_path().exists() else None


# --- reading -----------------------------------------------------------------------

def _seats(data: dict, players: int, where, levels=()) -> list[SeatSetup]:
    raw = data.get("seats")
    if raw is None:  # an older save, or one made outside the window: seat 0 plays, the rest are AIs
        names = data["config"].get("names") or [f"Player {i + 1}" for i in range(players)]
        return [SeatSetup(str(names[i]), i == 0, "normal") for i in range(players)]
    if len(raw) != players:
        raise SaveError.at(where, Msg("damaged save: {n} seats for a {players}-player game", n=len(raw), players=players))
    seats = []
    for i, s in enumerate(raw):
        if (not isinstance(s, dict) or not isinstance(s.get("name"), str) or not isinstance(s.get("human"), bool)
                or not isinstance(s.get("level", "normal"), str)):
            raise SaveError.at(where, Msg("damaged save: seat {n} is not a name with human true/false and a level",
                               n=i + 1))
        level = s.get("level", "normal")
        away = s.get("away") is True and not s["human"]  # taken over by the computer: the person may come back
        seats.append(SeatSetup(s["name"][:40], s["human"], level if level in levels else "normal", away))
    return seats


def _meta(data: dict) -> dict:
    meta = data.get("meta") or {}
    out = {"label": "", "auto": None, "saved_at": None, "round": None, "phase": "", "over": False, "colours": []}
    if isinstance(meta.get("label"), str):
        out["label"] = meta["label"][:60]
    if isinstance(meta.get("auto"), bool):
        out["auto"] = meta["auto"]
    colours = meta.get("colours")
    if isinstance(colours, list) and all(isinstance(c, list) and len(c) == 3 and all(
            isinstance(v, int) and 0 <= v <= 255 for v in c) for c in colours):
        out["colours"] = [tuple(c) for c in colours]
    if isinstance(meta.get("saved_at"), str):
        try:
            out["saved_at"] = datetime.fromisoformat(meta["saved_at"])
            if out["saved_at"].tzinfo is None:
                out["saved_at"] = out["saved_at"].astimezone()
        except ValueError:
            pass
    if isinstance(meta.get("round"), int):
        out["round"] = meta["round"]
    if isinstance(meta.get("phase"), str):
        out["phase"] = meta["phase"]
    if isinstance(meta.get("over"), bool):
        out["over"] = meta["over"]
    return out


def read_info(path: Path, slot: str | None = None) -> SaveInfo:
    """What a slot shows; a file that can't be read gives an info with `error` set."""
    path = Path(path)
    info = SaveInfo(path, slot or path.stem)
    if not path.exists():
        info.exists = False
        return info
    try:
        data = read_save(path)
        spec = box.get(data["game"])
        info.game, info.title = spec.id, spec.title
        players = data["config"].get("players")
        if not isinstance(players, int) or not spec.min_players <= players <= spec.max_players:
            raise SaveError.at(path, Msg("damaged save: bad config (players)"))
        info.seats = _seats(data, players, path, spec.levels)
    except box.UnknownGame:
        info.reason = Msg("a save of another game, not in this box ({game})", game=repr(data["game"]))
        info.error = f"{path}: {info.reason}"
        return info
    except SaveError as e:
        info.error, info.reason = str(e), e.shown()
        return info
    m = _meta(data)
    info.label, info.saved_at, info.round, info.phase, info.over, info.colours = (
        m["label"], m["saved_at"], m["round"], m["phase"], m["over"], m["colours"])
    info.auto = m["auto"] if m["auto"] is not None else _is_auto(info.label, info.round, [s.name for s in info.seats])
    if info.saved_at is None:
        info.saved_at = datetime.fromtimestamp(path.stat().st_mtime).astimezone()
    return info


def list_saves() -> list[SaveInfo]:
    """The autosave, the manual slots (empty ones too) and any other save file in the
    folder (e.g. one copied there by hand)."""
    folder = saves_dir()
    known = [AUTOSAVE] + manual_slots()
    infos = [read_info(slot_path(s), s) for s in known]
    if folder.is_dir():
        others = sorted(p for p in folder.glob("*.json") if p.stem not in known)
        infos += [read_info(p) for p in others]
    return infos


def latest() -> SaveInfo | None:
    """The most recently saved game, or None when there is none or it has ended."""
    found = [i for i in list_saves() if i.ok]
    if not found:
        return None
    newest = max(found, key=lambda i: i.saved_at.timestamp())
    return None if newest.over else newest


def load_match(path: Path) -> Match:
    """Replay a save into a Match with its seats. Raises SaveError in words for any
    damage (truncated, corrupt, a newer format, edited by hand); the file is never
    changed. With several humans, nobody's secrets are on screen until the curtain. A
    save made under other cards says so in the game's log (savegame.UPDATED)."""
    spec, g, data, start, notice = load_game_data(path, verify=True)
    seats = _seats(data, spec.players_of(g.config), path, spec.levels)
    match = Match(g.config, g.seed, seats, spec=spec, start=start)
    # replay once more through the match so its game log is there as if played here
    for text in g.history:
        match.apply(spec.actions.parse(text))
    if match.game.state_hash() != g.state_hash():  # cannot happen unless the engine is not deterministic
        raise SaveError.at(path, Msg("the saved game does not reproduce twice the same way"))
    if notice is not None:
        match.note(notice)
    if match.hot_seat():
        match.shown = None
    return match
