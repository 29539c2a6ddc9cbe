"""Layering rules of DEVELOPERS.md: game/rules and game/ai never import pygame."""

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent / "game"


def imported_modules(path: Path):
    tree = ast.parse(path.read_text(encoding="utf-8"))
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            yield from (a.name for a in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module:
            yield node.module


def test_rules_and_ai_import_no_pygame():
    offenders = []
    for folder in ("rules", "ai"):
        for path in (ROOT / folder).rglob("*.py"):
            for mod in imported_modules(path):
                if mod.split(".")[0] in ("pygame", "pygame_gui", "pytmx"):
                    offenders.append(f"{path.relative_to(ROOT)} imports {mod}")
    assert not offenders, offenders


def test_the_check_itself_sees_imports(tmp_path):
    f = tmp_path / "x.py"
    f.write_text("import os\nfrom pygame import Rect\n")
    assert "pygame" in list(imported_modules(f))


def test_ai_agents_do_not_import_the_state_module_directly():
    """Agents work from views; they may not reach into the live engine's state module."""
    for path in (ROOT / "ai").rglob("*.py"):
        for mod in imported_modules(path):
            assert "winter.engine" not in mod, f"{path.name} imports {mod}"


def test_shared_parts_import_no_game():
    """game/core and game/render serve every game of the box, so they never import one
    (a game folder is one holding its rules: game/winter, later game/mall...)."""
    games = {p.parent.name for p in ROOT.glob("*/rules")} | {"winter", "mall", "showdown"}
    offenders = []
    for folder in ("core", "render"):
        for path in (ROOT / folder).rglob("*.py"):
            for mod in imported_modules(path):
                parts = mod.split(".")
                if parts[0] == "game" and len(parts) > 1 and parts[1] in games:
                    offenders.append(f"{path.relative_to(ROOT)} imports {mod}")
    assert not offenders, offenders
