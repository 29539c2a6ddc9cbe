"""The player's own files: saves, settings and logs, in the per-user data folder
(platformdirs), never beside the executable nor in the current directory.

    Linux    ~/.local/share/UntilTheThaw/
    Windows  %LOCALAPPDATA%\\UntilTheThaw\\
    macOS    ~/Library/Application Support/UntilTheThaw/

UNTILTHETHAW_HOME=/some/folder puts everything there instead (tests, portable
installs, the --smoke check).
"""

from __future__ import annotations

import contextlib
import os
import tempfile
from pathlib import Path

APP_NAME = "UntilTheThaw"
ENV_HOME = "UNTILTHETHAW_HOME"


def home() -> Path:
    """The folder for this user's files (not created here)."""
    override = os.environ.get(ENV_HOME)
    if override:
        return Path(override).expanduser().resolve()
    from platformdirs import user_data_dir

    return Path(user_data_dir(APP_NAME, appauthor=False, roaming=False))


def saves_dir() -> Path:
    return home() / "saves"


def logs_dir() -> Path:
    return home() / "logs"


def settings_file() -> Path:
    return home() / "settings.json"


def ensure(folder: Path) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    return folder


@contextlib.contextmanager
def temporary_home():
    """Use a fresh empty folder as the user folder for a while (the smoke check must
    not touch the player's real saves), unless UNTILTHETHAW_HOME is already set."""
    if os.environ.get(ENV_HOME):
        yield home()
        return
    with tempfile.TemporaryDirectory(prefix="untilthethaw-", ignore_cleanup_errors=True) as tmp:
        os.environ[ENV_HOME] = tmp
        try:
            yield Path(tmp)
        finally:
            os.environ.pop(ENV_HOME, None)
