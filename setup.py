"""Everything is in pyproject.toml; this only copies assets/ and maps/ into the
wheel as game/assets and game/maps, so `pip install .` (and pipx) give a game that
finds them (game/resources.py looks beside the package first). Editable installs
and the source tree use the folders where they are."""

import shutil
from pathlib import Path

from setuptools import setup
from setuptools.command.build_py import build_py

HERE = Path(__file__).resolve().parent
SKIP = shutil.ignore_patterns("screenshots", "*.pyc", "__pycache__")


class BuildPyWithData(build_py):
    def run(self):
        super().run()
        if getattr(self, "editable_mode", False):
            return
        for name in ("assets", "maps"):
            target = Path(self.build_lib) / "game" / name
            if target.exists():
                shutil.rmtree(target)
            shutil.copytree(HERE / name, target, ignore=SKIP)


setup(cmdclass={"build_py": BuildPyWithData})
