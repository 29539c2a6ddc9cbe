"""Survivor portraits: one game-icons.net icon per survivor in assets/icons/portraits/,
distinct, tintable, credited and shipped (see assets/CREDITS.md)."""

import re
from pathlib import Path

import pygame
import pytest

from game.render import icons
from game.render.icons import ICON_NAMES, portrait
from game.resources import asset
from game.winter.rules.content import default_content

ROOT = Path(__file__).resolve().parent.parent
PORTRAITS = asset("icons", "portraits")
CREDITS = asset("CREDITS.md").read_text(encoding="utf-8")
SURVIVOR_IDS = sorted(default_content().survivors)
COMMENT = re.compile(r'<!-- "([a-z0-9-]+)" by ([A-Za-z0-9 ]+), (https://game-icons\.net/1x1/[a-z0-9-]+/\1\.html), CC BY 3\.0 -->')


def svg_text(survivor_id: str) -> str:
    return (PORTRAITS / f"{survivor_id}.svg").read_text(encoding="utf-8")


def path_data(text: str) -> str:
    return " ".join(re.findall(r'\sd="([^"]+)"', text))


def test_every_survivor_has_exactly_one_portrait_file():
    assert len(SURVIVOR_IDS) == 30
    on_disk = sorted(p.stem for p in PORTRAITS.glob("*.svg"))
    assert on_disk == SURVIVOR_IDS
    assert icons.PORTRAIT_IDS == frozenset(SURVIVOR_IDS)


def test_portraits_are_thirty_different_icons():
    texts = [svg_text(sid) for sid in SURVIVOR_IDS]
    assert len(set(texts)) == 30
    paths = [path_data(t) for t in texts]
    assert all(paths) and len(set(paths)) == 30
    names = [COMMENT.search(t).group(1) for t in texts]
    assert len(set(names)) == 30


@pytest.mark.parametrize("survivor_id", SURVIVOR_IDS)
def test_portrait_is_a_tintable_credited_document(survivor_id):
    text = svg_text(survivor_id)
    assert text.startswith('<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 512 512"')
    assert text.rstrip().endswith("</svg>")
    assert 'fill="currentColor"' in text and "#" not in path_data(text)
    m = COMMENT.search(text)
    assert m, f"{survivor_id}: no source/author/licence comment"
    name, author, page = m.groups()
    # credited in CREDITS.md, in the icons section's portrait table, with the same icon, author and page
    line = next((ln for ln in CREDITS.splitlines() if f"`{survivor_id}.svg`" in ln), None)
    assert line is not None, f"{survivor_id}.svg is not in assets/CREDITS.md"
    assert f"| {name} |" in line and f"| {author} |" in line and page in line


@pytest.mark.parametrize("survivor_id", SURVIVOR_IDS)
def test_portrait_renders_at_24px(survivor_id):
    colour = (255, 196, 92)
    surf = portrait(survivor_id, 24, colour)
    assert isinstance(surf, pygame.Surface) and surf.get_size() == (24, 24)
    pixels = [surf.get_at((x, y)) for x in range(24) for y in range(24)]
    inked = [p for p in pixels if p.a >= 128]
    assert len(inked) >= 48, f"{survivor_id} at 24px draws (almost) nothing"
    assert any(p.a == 0 for p in pixels)
    assert all(abs(p.r - colour[0]) <= 2 and abs(p.g - colour[1]) <= 2 for p in pixels if p.a > 250)


def test_portraits_differ_from_each_other_when_rendered():
    masks = set()
    for sid in SURVIVOR_IDS:
        surf = portrait(sid, 24, "white")
        masks.add(bytes(surf.get_at((x, y)).a > 127 for x in range(24) for y in range(24)))
    assert len(masks) == 30


def test_portrait_is_cached_and_missing_ones_are_none():
    sid = SURVIVOR_IDS[0]
    a = portrait(sid, 24, (200, 10, 10))
    assert portrait(sid, 24, (200, 10, 10)) is a
    assert portrait(sid, 24, pygame.Color(200, 10, 10)) is a
    assert portrait(sid, 24.2, "#c80a0a") is a
    assert portrait(sid, 30, (200, 10, 10)) is not a
    assert portrait("no-such-survivor", 24, "white") is None
    assert portrait("../zombie", 24, "white") is None
    assert portrait("", 24, "white") is None


def test_portraits_stay_out_of_the_icon_names():
    assert not set(SURVIVOR_IDS) & set(ICON_NAMES)
    assert not set(SURVIVOR_IDS) & set(icons.available())


def test_packaging_ships_the_portraits_folder():
    """Every route that bundles assets/ takes its subfolders too (not a top-level glob)."""
    manifest = (ROOT / "MANIFEST.in").read_text().split("\n")
    assert "graft assets" in manifest
    spec = (ROOT / "build.spec").read_text()
    assert 'tree("assets", "assets")' in spec and '(ROOT / folder).rglob("*")' in spec
    setup = (ROOT / "setup.py").read_text()
    assert 'for name in ("assets", "maps")' in setup and "shutil.copytree(HERE / name, target" in setup
