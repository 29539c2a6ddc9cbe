"""Where files are: inside the PyInstaller bundle (frozen, sys._MEIPASS), inside the
package (an installed wheel: game/assets, game/maps, copied there by setup.py) or
beside the package (the source tree, editable installs); never the current
directory."""

from __future__ import annotations

import sys
from pathlib import Path


def root() -> Path:
    """The folder holding assets/ and maps/."""
    frozen = getattr(sys, "_MEIPASS", None)
    if frozen:
        return Path(frozen)
    package = Path(__file__).resolve().parent
    if (package / "assets").is_dir():
        return package
    return package.parent


def asset(*parts: str) -> Path:
    return root().joinpath("assets", *parts)


def map_file(name: str) -> Path:
    return root().joinpath("maps", f"{name}.tmx")
