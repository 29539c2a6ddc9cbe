"""The boundaries of the box, read from the import statements of every module
(those inside functions too):

- a game's rules and AI, the core, the shared AI, the box registry and the online
  tables (game/net) never import pygame (the rules run headless, in the simulator,
  the AI's search and the server);
- no game imports another game;
- nothing outside a game's folder imports it: the shell, the command line, the
  simulator and the shared packages reach games only through game/box.py;
- no import cycles anywhere in game/.
"""

import ast
from pathlib import Path

from game import box

ROOT = Path(__file__).resolve().parent.parent / "game"
# every game folder (game/<id>/spec.py), built in or registered at run time
GAMES = sorted(set(box.BUILT_IN) | {p.parent.name for p in ROOT.glob("*/spec.py")})
GRAPHICS = ("pygame", "pygame_gui", "pytmx")


def module_name(path: Path) -> str:
    parts = list(path.relative_to(ROOT.parent).with_suffix("").parts)
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


MODULES = {module_name(p): p for p in ROOT.rglob("*.py")}


def imported_modules(path: Path):
    tree = ast.parse(path.read_text(encoding="utf-8"))
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            yield from (a.name for a in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module:
            # `from pkg import mod` is an import of pkg.mod; of pkg itself only for a name in it
            subs = [f"{node.module}.{a.name}" for a in node.names if f"{node.module}.{a.name}" in MODULES]
            yield from subs
            if len(subs) < len(node.names):
                yield node.module


def game_of(module: str) -> str | None:
    parts = module.split(".")
    return parts[1] if len(parts) > 1 and parts[0] == "game" and parts[1] in GAMES else None


def offenders(rule):
    found = []
    for name, path in MODULES.items():
        for mod in set(imported_modules(path)):
            why = rule(name, mod)
            if why:
                found.append(f"{name} imports {mod}: {why}")
    return sorted(found)


def headless(name: str) -> bool:
    parts = name.split(".")
    if game_of(name):
        return len(parts) > 2 and parts[2] in ("rules", "ai")
    return parts[1] in ("core", "ai", "box", "sim", "savegame", "net") if len(parts) > 1 else False


def test_rules_and_ai_import_no_graphics():
    assert headless("game.winter.rules.turn") and headless("game.core.rng") and not headless("game.shell.app")
    assert not offenders(lambda name, mod: headless(name) and mod.split(".")[0] in GRAPHICS and "graphics")


def test_no_game_imports_another_game():
    assert not offenders(lambda name, mod: game_of(name) and game_of(mod) and game_of(mod) != game_of(name)
                         and "another game")


def test_only_the_box_registry_reaches_a_game_from_outside():
    """The registry names each game's spec module as a string (importlib), not an import."""
    assert not offenders(lambda name, mod: not game_of(name) and game_of(mod) and "a game's internals")


def test_there_are_no_import_cycles():
    graph = {name: {m for m in imported_modules(path) if m in MODULES and m != name}
             for name, path in MODULES.items()}
    cycles = strongly_connected(graph)
    assert not cycles, cycles


def strongly_connected(graph: dict) -> list[list[str]]:
    """Tarjan's algorithm, iterative: the groups of two or more modules that import each other."""
    index, low, on, stack, out, counter = {}, {}, set(), [], [], [0]
    for root in graph:
        if root in index:
            continue
        work = [(root, iter(sorted(graph[root])))]
        index[root] = low[root] = counter[0]
        counter[0] += 1
        stack.append(root)
        on.add(root)
        while work:
            v, children = work[-1]
            for w in children:
                if w not in index:
                    index[w] = low[w] = counter[0]
                    counter[0] += 1
                    stack.append(w)
                    on.add(w)
                    work.append((w, iter(sorted(graph[w]))))
                    break
                if w in on:
                    low[v] = min(low[v], index[w])
            else:
                work.pop()
                if work:
                    low[work[-1][0]] = min(low[work[-1][0]], low[v])
                if low[v] == index[v]:
                    group = []
                    while True:
                        w = stack.pop()
                        on.discard(w)
                        group.append(w)
                        if w == v:
                            break
                    if len(group) > 1:
                        out.append(sorted(group))
    return out


def test_the_checks_see_what_they_must(tmp_path):
    f = tmp_path / "x.py"
    f.write_text("import os\ndef f():\n    from pygame import Rect\n")
    assert "pygame" in list(imported_modules(f))
    assert game_of("game.winter.scenes.board") == "winter" and game_of("game.shell.app") is None
    assert strongly_connected({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]
    assert strongly_connected({"a": {"b"}, "b": set()}) == []


def test_ai_agents_do_not_import_the_live_engine():
    """Agents work from views; they may not reach into the live engine."""
    assert not offenders(lambda name, mod: ".ai." in name + "." and game_of(name) and mod.endswith("rules.engine")
                         and "the engine")
