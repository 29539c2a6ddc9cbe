"""Packaging: resources are found the same way from source, installed and frozen
(never via the current directory); the build spec bundles what the game reads; the
gui-script exists. The frozen --smoke run itself is in .ci/run (it needs a build)."""

import os
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest

from game import resources

ROOT = Path(__file__).resolve().parent.parent


def test_resources_from_source_do_not_depend_on_the_current_folder(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    assert resources.root() == ROOT
    assert resources.asset("rules/winter.md").is_file() and resources.map_file("colony").is_file()


def test_frozen_resources_come_from_the_bundle(tmp_path, monkeypatch):
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    assert resources.root() == tmp_path
    assert resources.asset("fonts", "x.ttf") == tmp_path / "assets" / "fonts" / "x.ttf"
    assert resources.map_file("school") == tmp_path / "maps" / "school.tmx"


def test_the_spec_bundles_assets_maps_and_card_data():
    spec = (ROOT / "build.spec").read_text()
    for needed in ('tree("assets", "assets")', 'tree("maps", "maps")',
                   'tree("game/winter/data", "game/winter/data")', 'tree("game/mall/data", "game/mall/data")', "onefile", "onedir",
                   "collect_submodules(\"game\")", "packaging\" / \"launcher.py"):
        assert needed in spec, needed
    from game.winter.rules import content

    # the content loader looks in its game's folder: in the bundle that is game/winter/data
    assert content.DATA_DIR == Path(content.__file__).parents[2] / "data"
    assert content.DATA_DIR == ROOT / "game" / "winter" / "data"


def test_pyproject_declares_the_command_and_the_dependencies():
    meta = tomllib.loads((ROOT / "pyproject.toml").read_text())
    project = meta["project"]
    assert project["gui-scripts"]["untilthethaw"] == "game.__main__:main"
    assert any(d.startswith("platformdirs") for d in project["dependencies"])
    assert any(d.startswith("pyinstaller") for d in project["optional-dependencies"]["build"])
    assert "dist/" in (ROOT / ".gitignore").read_text().split()


@pytest.mark.skipif(not os.environ.get("UNTILTHETHAW_EXE"), reason="set UNTILTHETHAW_EXE to a built executable")
def test_the_frozen_executable_smoke(tmp_path):
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    r = subprocess.run([os.environ["UNTILTHETHAW_EXE"], "--smoke"], cwd=tmp_path, env=env, capture_output=True,
                       text=True, timeout=600)
    assert r.returncode == 0, r.stderr
    assert "autosave ok" in r.stdout
