"""Where files are: assets and maps beside the package (from source) or inside the
PyInstaller bundle (frozen); never the current directory."""

from __future__ import annotations

import sys
from pathlib import Path


def root() -> Path:
    """The folder holding assets/ and maps/."""
    frozen = getattr(sys, "_MEIPASS", None)
    if frozen:
        return Path(frozen)
    return Path(__file__).resolve().parent.parent


def asset(*parts: str) -> Path:
    return root().joinpath("assets", *parts)


def map_file(name: str) -> Path:
    return root().joinpath("maps", f"{name}.tmx")
