"""Player settings, kept in settings.json in the user folder (game/userdata.py).

A missing file means defaults. A broken file (not JSON, not an object, a newer
format) falls back to all defaults; a single bad value falls back to that value's
default. Either way a warning says what was wrong, and the file is left as it was
until the player changes a setting (which writes it anew, atomically).
"""

from __future__ import annotations

import json
import logging
from dataclasses import asdict, dataclass, fields
from pathlib import Path

from game.core.files import atomic_write_text
from game.core.i18n import LANGUAGES, Msg

FORMAT = 1
SPEEDS = ("slow", "normal", "fast", "instant")
WINDOW_SIZES = ((1280, 720), (1366, 768), (1600, 900), (1920, 1080), (2560, 1440))
UI_SCALES = (0.8, 0.9, 1.0, 1.1, 1.2)
MIN_WINDOW = (960, 540)
ONLINE_NAME_MAX = 16  # the Play online screen's name field
MAX_WINDOW = (7680, 4320)

log = logging.getLogger(__name__)


class Said(str):
    """A warning: the English line (a str, as logged) that keeps its Msg, so the window
    shows it in the player's language (tr(w.msg))."""

    msg: Msg

    def __new__(cls, msg: Msg):
        out = super().__new__(cls, str(msg))
        out.msg = msg
        return out


@dataclass
class Settings:
    window_size: tuple[int, int] = (1280, 720)
    fullscreen: bool = False
    ui_scale: float = 1.0  # text size: multiplies the UI's scale factor for letters
    animation_speed: str = "normal"  # how fast events play back on the board
    ai_pacing: str = "normal"  # the pause between computer players' moves
    volume: float = 0.8  # 0..1
    colour_blind: bool = False  # seat colours from a palette told apart with any colour vision
    mature_default: bool = True  # new games include the crossroads cards flagged mature
    confirm_actions: bool = True  # ask before an attack on a survivor, an exile vote or a discard
    turn_down_requests: bool = True  # Winter: a request for a kind of card the player holds none of is declined
    guided: tuple[str, ...] = ()  # games whose guided first game was offered and taken
    language: str = "auto"  # "auto" (the system's), or one of game.core.i18n.LANGUAGES
    online_name: str = ""  # the name last given on the Play online screen ("": the default one)

    def to_dict(self) -> dict:
        d = asdict(self)
        d["window_size"] = list(self.window_size)
        d["guided"] = list(self.guided)
        return {"format": FORMAT, **d}

    def copy(self) -> Settings:
        return Settings(**asdict(self))


def _check(name: str, value):
    """The value, cleaned, or raise ValueError saying what is wrong with it."""
    if name == "window_size":
        if (not isinstance(value, (list, tuple)) or len(value) != 2
                or not all(isinstance(v, int) and not isinstance(v, bool) for v in value)):
            raise ValueError(Msg("expected [width, height]"))
        w, h = value
        if not (MIN_WINDOW[0] <= w <= MAX_WINDOW[0] and MIN_WINDOW[1] <= h <= MAX_WINDOW[1]):
            raise ValueError(Msg("{w}x{h} is out of range", w=w, h=h))
        return (w, h)
    if name in ("fullscreen", "colour_blind", "mature_default", "confirm_actions", "turn_down_requests"):
        if not isinstance(value, bool):
            raise ValueError(Msg("expected true or false"))
        return value
    if name in ("animation_speed", "ai_pacing"):
        if value not in SPEEDS:
            raise ValueError(Msg("expected one of {choices}", choices=", ".join(SPEEDS)))
        return value
    if name in ("ui_scale", "volume"):
        if isinstance(value, bool) or not isinstance(value, (int, float)) or value != value:
            raise ValueError(Msg("expected a number"))
        lo, hi = (UI_SCALES[0], UI_SCALES[-1]) if name == "ui_scale" else (0.0, 1.0)
        if not lo <= value <= hi:
            raise ValueError(Msg("expected {lo} to {hi}", lo=lo, hi=hi))
        return float(value)
    if name == "language":
        if value != "auto" and value not in LANGUAGES:
            raise ValueError(Msg("expected one of {choices}", choices=", ".join(("auto",) + LANGUAGES)))
        return value
    if name == "online_name":
        if not isinstance(value, str) or len(value) > ONLINE_NAME_MAX:
            raise ValueError(Msg("expected a name of at most {n} letters", n=ONLINE_NAME_MAX))
        return value
    if name == "guided":
        if not isinstance(value, (list, tuple)) or not all(isinstance(v, str) for v in value):
            raise ValueError(Msg("expected a list of game ids"))
        return tuple(value)
    raise ValueError(Msg("unknown setting"))


def from_dict(data: dict) -> tuple[Settings, list[str]]:
    """Settings from a parsed file, and a warning per value that fell back to its default."""
    warnings = []
    s = Settings()
    names = {f.name for f in fields(Settings)}
    for key, value in data.items():
        if key == "format":
            continue
        if key not in names:
            warnings.append(Said(Msg("unknown setting {key} ignored", key=repr(key))))
            continue
        try:
            setattr(s, key, _check(key, value))
        except ValueError as e:
            warnings.append(Said(Msg("{key}: {problem} (got {value}); using the default {default}", key=key,
                                 problem=e.args[0], value=repr(value), default=repr(getattr(Settings(), key)))))
    return s, warnings


def load(path: Path | None = None) -> tuple[Settings, list[str]]:
    """Read the settings file. Never raises: anything wrong falls back to defaults,
    with warnings (also logged) in words."""
    if path is None:
        from game.shell.userdata import settings_file

        path = settings_file()
    path = Path(path)
    warnings: list[str] = []
    try:
        raw = path.read_bytes()
    except FileNotFoundError:
        return Settings(), []
    except OSError as e:
        warnings.append(Said(Msg("{path} cannot be read ({why}); using the default settings", path=str(path),
                             why=e.strerror or str(e))))
        raw = None
    s = Settings()
    if raw is not None:
        try:
            data = json.loads(raw.decode("utf-8"))
        except (UnicodeDecodeError, json.JSONDecodeError):
            data = None
            warnings.append(Said(Msg("{path} is damaged (not valid JSON); using the default settings", path=str(path))))
        if data is not None and not isinstance(data, dict):
            warnings.append(Said(Msg("{path} is not a settings file (expected a JSON object); using the default "
                                 "settings", path=str(path))))
        elif isinstance(data, dict):
            fmt = data.get("format", FORMAT)
            if not isinstance(fmt, int) or isinstance(fmt, bool) or fmt > FORMAT:
                warnings.append(Said(Msg("{path} was written by a newer version of the game; using the default "
                                     "settings", path=str(path))))
            else:
                s, bad = from_dict(data)
                warnings += [Said(Msg("{path}: {warning}", path=str(path), warning=w.msg)) for w in bad]
    for w in warnings:
        log.warning("settings: %s", w)
    return s, warnings


def save(s: Settings, path: Path | None = None) -> Path:
    if path is None:
        from game.shell.userdata import settings_file

        path = settings_file()
    atomic_write_text(path, json.dumps(s.to_dict(), indent=1))
    return Path(path)
