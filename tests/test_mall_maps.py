"""Mall's board map (maps/mall.tmx from tools/make_maps.py --game mall): it loads with
pytmx alone and through game.render.tilemap, every location holds its capacity of
character places, a queue, its closed frame, and the singles lie where they belong;
broken copies give a one-line MapError naming the file; the generator reproduces it."""

import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from itertools import combinations
from pathlib import Path

import map_kit
import pytest
import pytmx
from map_kit import drop_object, edit

from game.mall import board_map
from game.mall.board_map import CROWD, QUEUE, SINGLES, at, check_maps, load_board, load_slots
from game.render import tilemap
from game.render.tilemap import TILE_LAYERS, MapError
from game.resources import map_file

CAPACITIES = board_map.rule_capacities()  # the rules' data, which the map must agree with

ROOT = Path(__file__).resolve().parent.parent
SIZE = (1344, 704)
PARKING = 4


def inside(inner, outer):
    ix, iy, iw, ih = inner
    ox, oy, ow, oh = outer
    return ox <= ix and oy <= iy and ix + iw <= ox + ow and iy + ih <= oy + oh


def overlaps(a, b):
    ax, ay, aw, ah = a
    bx, by, bw, bh = b
    return ax < bx + bw and bx < ax + aw and ay < by + bh and by < ay + ah


def gap(a, b):
    """The distance between two rectangles (0 when they touch or overlap)."""
    ax, ay, aw, ah = a
    bx, by, bw, bh = b
    return max(0, bx - (ax + aw), ax - (bx + bw)) + max(0, by - (ay + ah), ay - (by + bh))


@pytest.fixture(scope="module")
def slots():
    return load_slots()


def test_the_map_loads_with_pytmx_alone():
    tmx = pytmx.TiledMap(str(map_file("mall")))
    assert tmx.orientation == "orthogonal" and (tmx.tilewidth, tmx.tileheight) == (32, 32)
    assert (tmx.width * tmx.tilewidth, tmx.height * tmx.tileheight) == SIZE
    assert [ly.name for ly in tmx.layers if isinstance(ly, pytmx.TiledTileLayer)] == list(TILE_LAYERS)
    group = next(ly for ly in tmx.layers if isinstance(ly, pytmx.TiledObjectGroup))
    assert group.name == "slots" and all(obj.type for obj in group)
    assert tmx.properties["game"] == "mall"


def test_the_map_is_a_plain_tiled_file():
    """CSV layers, an external tileset beside it, gids in range, ground under every cell."""
    path = map_file("mall")
    root = ET.parse(path).getroot()
    tsx = ET.parse(path.parent / root.find("tileset").get("source")).getroot()
    assert (path.parent / "tilesets" / tsx.find("image").get("source")).is_file()
    count = int(tsx.get("tilecount"))
    layers = root.findall("layer")
    for layer in layers:
        data = layer.find("data")
        assert data.get("encoding") == "csv"
        gids = [int(v) for v in data.text.replace("\n", "").split(",")]
        assert len(gids) == 42 * 22 and all(0 <= g <= count for g in gids)
    assert "0" not in layers[0].find("data").text.replace("\n", "").split(",")


def test_the_shared_reader_reads_it_unchanged(slots):
    """game.render.tilemap with no game rules: the same slots, and the same kinds."""
    assert tilemap.load_slots("mall") == slots
    assert set(slots) == board_map.KINDS


@pytest.mark.parametrize("n", sorted(CAPACITIES))
def test_every_location_has_its_places(slots, n):
    cap = CAPACITIES[n]
    people = [s.index for s in at(slots, "character", n)]
    if cap is None:
        assert n == PARKING and len(people) >= CROWD >= 24
        assert people == list(range(1, len(people) + 1))
    else:
        assert people == list(range(1, cap + 1))
    assert [s.index for s in at(slots, "zombie", n)] == list(range(1, QUEUE + 1)) and QUEUE >= 12
    assert [s.index for s in at(slots, "closed", n)] == ([] if cap is None else [1])
    assert [s.index for s in at(slots, "title", n)] == [1]
    assert [s.index for s in at(slots, "area", n)] == [1]


def test_the_capacities_are_the_rules(slots):
    assert dict(CAPACITIES) == {1: 3, 2: 4, 3: 4, 4: None, 5: 3, 6: 6}
    assert len(slots["character"]) == 3 + 4 + 4 + CROWD + 3 + 6
    assert len(slots["zombie"]) == 6 * QUEUE
    assert len(slots["closed"]) == 5


def test_the_singles(slots):
    for kind in SINGLES:
        assert [(s.index, s.entrance) for s in slots[kind]] == [(1, None)], kind
    area = {n: at(slots, "area", n)[0].rect for n in CAPACITIES}
    truck = slots["truck"][0].rect
    assert inside(truck, area[PARKING]) and inside(slots["deck"][0].rect, truck)
    assert inside(slots["monitor"][0].rect, area[5]) and inside(slots["badge"][0].rect, area[5])
    assert slots["deck"][0].rect[2:] == (40, 56)


def test_places_lie_in_their_location_and_queues_at_its_entrance(slots):
    for n in CAPACITIES:
        area = at(slots, "area", n)[0].rect
        for kind in ("character", "closed", "title"):
            for s in at(slots, kind, n):
                assert inside(s.rect, area), s
        queue = at(slots, "zombie", n)
        assert all(not overlaps(z.rect, area) for z in queue)
        gaps = [gap(z.rect, area) for z in queue]
        assert gaps[0] <= 4 and max(gaps) <= 2 * 32 + 4, f"location {n}: the queue strays from the door"


def test_zombie_one_waits_at_the_door(slots):
    """The rank at the door fills first, from the door outward, then the rank behind it."""
    for n in CAPACITIES:
        area = at(slots, "area", n)[0].rect
        queue = at(slots, "zombie", n)
        ranks = [gap(z.rect, area) for z in queue]
        assert ranks == sorted(ranks) and len(set(ranks)) == 2, n
        door = queue[0].center
        for rank in set(ranks):
            line = [z for z, r in zip(queue, ranks, strict=True) if r == rank]
            spread = [abs(z.center[0] - door[0]) + abs(z.center[1] - door[1]) for z in line]
            assert spread == sorted(spread), (n, rank)


def test_areas_do_not_overlap_and_pieces_have_their_own_places(slots):
    areas = slots["area"]
    for a, b in combinations(areas, 2):
        assert not overlaps(a.rect, b.rect), (a, b)
    pieces = slots["character"] + slots["zombie"] + slots["closed"]
    for a, b in combinations(pieces, 2):
        assert not overlaps(a.rect, b.rect), (a, b)
    for s in pieces:
        x, y, w, h = s.rect
        assert 0 <= x and 0 <= y and x + w <= SIZE[0] and y + h <= SIZE[1]
        assert (w, h) == ((48, 48) if s.kind == "closed" else (28, 28)), s


def test_the_rules_capacities_plug_in():
    """check_slots takes the rules' own dict: other capacities, other verdicts."""
    load_slots(capacities={**CAPACITIES})
    with pytest.raises(MapError, match=r"mall.tmx: character \(location 2\) slots: the rules want 5"):
        load_slots(capacities={**CAPACITIES, 2: 5})
    with pytest.raises(MapError, match=r"character \(location 1\) slots: the rules want 2 \(indices 1..2\)"):
        load_slots(capacities={**CAPACITIES, 1: 2})
    with pytest.raises(MapError, match=r"character \(location 4\) slots: the rules want 30"):
        load_slots(capacities={**CAPACITIES, 4: 30})
    with pytest.raises(MapError, match="needs an integer property 'entrance' naming its location"):
        load_slots(capacities={n: c for n, c in CAPACITIES.items() if n != 6})


# --- broken maps -------------------------------------------------------------------


def copy_map(tmp_path, with_tileset=True):
    return map_kit.copy_map(tmp_path, "mall", with_tileset)


@pytest.mark.parametrize("breakage, message", [
    *map_kit.READER_BREAKAGES,
    (lambda p: drop_object(p, name="character 3 2"), "character (location 3) slots: the rules want 4"),
    (lambda p: drop_object(p, name="zombie 6 12"), "zombie (location 6) slots: the rules want 12"),
    (lambda p: drop_object(p, name="closed 5"), "closed (location 5) slots: the rules want 1"),
    (lambda p: drop_object(p, name="character 4 24"), "character (location 4) slots: the rules want 24"),
    (lambda p: drop_object(p, name="badge"), "badge slots: the rules want 1"),
    (lambda p: edit(p, 'type="truck"', 'type="van"'), "unknown kind 'van'"),
    (lambda p: edit(p, 'name="entrance" type="int" value="2"', 'name="entrance" type="int" value="9"'),
     "naming its location"),
    (lambda p: edit(p, 'source="tilesets/mall.tsx"', 'source="tilesets/gone.tsx"'), "missing: tileset"),
])
def test_a_broken_copy_gives_a_one_line_map_error(tmp_path, breakage, message):
    path = copy_map(tmp_path)
    breakage(path)
    with pytest.raises(MapError) as err:
        load_slots(path)
    text = str(err.value)
    assert "mall.tmx" in text and message in text and "\n" not in text, text


def test_missing_files_give_map_errors(tmp_path):
    with pytest.raises(MapError, match="nowhere.tmx: map file not found"):
        load_slots(tmp_path / "nowhere.tmx")
    with pytest.raises(MapError, match="mall.tmx: a file it needs is missing"):
        load_slots(copy_map(tmp_path, with_tileset=False))


def test_check_maps_passes_and_names_a_broken_map(tmp_path, monkeypatch):
    check_maps()
    path = copy_map(tmp_path)
    drop_object(path, name="monitor")
    monkeypatch.setattr(tilemap, "map_file", lambda name: tmp_path / f"{name}.tmx")
    with pytest.raises(MapError, match="mall.tmx: monitor slots: the rules want 1"):
        check_maps()


def test_the_module_imports_no_pygame():
    code = "import sys, game.mall.board_map; assert 'pygame' not in sys.modules"
    subprocess.run([sys.executable, "-c", code], check=True, cwd=ROOT)


# --- rendering (headless: SDL_VIDEODRIVER=dummy from conftest) ----------------------


def test_the_background_renders_headless(display, slots):
    board = load_board()
    assert board.size == SIZE and board.slots == slots
    surf = board.render_background()
    colours = {tuple(surf.get_at((x, y))) for x in range(0, SIZE[0], 7) for y in range(0, SIZE[1], 7)}
    assert len(colours) > 500
    assert board.slot("character", 24, entrance=PARKING).entrance == PARKING
    assert board.slot("zombie", 1, entrance=1).kind == "zombie"


# --- the generator -----------------------------------------------------------------


def test_the_generator_reproduces_the_committed_map(tmp_path):
    """tools/make_maps.py --game mall is the source of the map: same seed, same bytes."""
    subprocess.run([sys.executable, str(ROOT / "tools" / "make_maps.py"), "--game", "mall", "--out", str(tmp_path)],
                   check=True, capture_output=True, cwd=tmp_path)
    here = map_file("mall").parent
    for rel in ("mall.tmx", "tilesets/mall.tsx", "tilesets/mall.png"):
        assert (tmp_path / rel).read_bytes() == (here / rel).read_bytes(), rel
    assert not (tmp_path / "colony.tmx").exists(), "--game mall writes Mall's files only"


@pytest.mark.skipif(shutil.which("tmxrasterizer") is None, reason="Tiled's tmxrasterizer is not installed")
def test_tiled_itself_renders_the_map(tmp_path):
    import os

    import pygame

    out = tmp_path / "mall.png"
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    subprocess.run(["tmxrasterizer", str(map_file("mall")), str(out)], check=True, capture_output=True, env=env,
                   timeout=120)
    assert pygame.image.load(str(out)).get_size() == SIZE
