"""Showdown's board map (maps/showdown.tmx from tools/make_maps.py --game showdown): it
loads with pytmx alone and through game.render.tilemap, holds the seats, safes and
holdup spots the table needs at any player count, the pieces' places lie where they
belong; broken copies give a one-line MapError naming the file; the generator
reproduces it byte for byte."""

import subprocess
import sys
import xml.etree.ElementTree as ET
from itertools import combinations
from pathlib import Path

import map_kit
import pytest
import pytmx
from map_kit import drop_object, edit

from game.render import tilemap
from game.render.tilemap import TILE_LAYERS, MapError
from game.resources import map_file
from game.showdown import board_map
from game.showdown.board_map import (
    HOLDUPS,
    KINDS,
    ROWS,
    SAFES,
    SEATS,
    SINGLES,
    at,
    check_maps,
    holdups,
    load_board,
    load_slots,
    platforms_used,
    seat_table,
    seats_per_platform,
)

ROOT = Path(__file__).resolve().parent.parent
SIZE = (1280, 768)


def inside(inner, outer):
    ix, iy, iw, ih = inner
    ox, oy, ow, oh = outer
    return ox <= ix and oy <= iy and ix + iw <= ox + ow and iy + ih <= oy + oh


def overlaps(a, b):
    ax, ay, aw, ah = a
    bx, by, bw, bh = b
    return ax < bx + bw and bx < ax + aw and ay < by + bh and by < ay + ah


@pytest.fixture(scope="module")
def slots():
    return load_slots()


# --- the table's numbers -----------------------------------------------------------------


def test_the_seat_table_is_the_rules():
    """ceil(players / platforms) + 1, at most 4; 2 platforms with 2-3 players."""
    assert seat_table() == {2: (2, 2), 3: (2, 3), 4: (3, 3), 5: (3, 3), 6: (3, 3), 7: (3, 4), 8: (3, 4), 9: (3, 4)}
    for n, (plats, seats) in seat_table().items():
        assert plats * seats > n, "there is always an empty seat"
    assert max(seats_per_platform(n) for n in range(2, 10)) == SEATS == 4
    assert [holdups(n) for n in range(2, 10)] == [3] * 6 + [2, 2] and HOLDUPS == 3
    for bad in (1, 10):
        with pytest.raises(ValueError, match="2-9 players"):
            platforms_used(bad)


# --- the map ------------------------------------------------------------------------------


def test_the_map_loads_with_pytmx_alone():
    tmx = pytmx.TiledMap(str(map_file("showdown")))
    assert tmx.orientation == "orthogonal" and (tmx.tilewidth, tmx.tileheight) == (32, 32)
    assert (tmx.width * tmx.tilewidth, tmx.height * tmx.tileheight) == SIZE
    assert [ly.name for ly in tmx.layers if isinstance(ly, pytmx.TiledTileLayer)] == list(TILE_LAYERS)
    group = next(ly for ly in tmx.layers if isinstance(ly, pytmx.TiledObjectGroup))
    assert group.name == "slots" and all(obj.type for obj in group)
    assert tmx.properties["game"] == "showdown"


def test_the_map_is_a_plain_tiled_file():
    path = map_file("showdown")
    root = ET.parse(path).getroot()
    tsx = ET.parse(path.parent / root.find("tileset").get("source")).getroot()
    assert (path.parent / "tilesets" / tsx.find("image").get("source")).is_file()
    count = int(tsx.get("tilecount"))
    layers = root.findall("layer")
    for layer in layers:
        data = layer.find("data")
        assert data.get("encoding") == "csv"
        gids = [int(v) for v in data.text.replace("\n", "").split(",")]
        assert len(gids) == 40 * 24 and all(0 <= g <= count for g in gids)
    assert "0" not in layers[0].find("data").text.replace("\n", "").split(",")


def test_the_shared_reader_reads_it_unchanged(slots):
    assert tilemap.load_slots("showdown") == slots
    assert set(slots) == KINDS


@pytest.mark.parametrize("n", [1, 2, 3])
def test_every_platform_has_its_seats_title_and_area(slots, n):
    assert [s.index for s in at(slots, "seat", n)] == list(range(1, SEATS + 1))
    assert [s.index for s in at(slots, "title", n)] == [1]
    assert [s.index for s in at(slots, "platform", n)] == [1]
    area = at(slots, "platform", n)[0].rect
    for s in at(slots, "seat", n) + at(slots, "title", n):
        assert inside(s.rect, area), s
    xs = [s.center[0] for s in at(slots, "seat", n)]
    assert xs == sorted(xs), "seat 1 westmost"


@pytest.mark.parametrize("players", range(2, 10))
def test_every_player_count_finds_its_places(slots, players):
    plats, seats = seat_table()[players]
    for n in range(1, plats + 1):
        assert len(at(slots, "seat", n)[:seats]) == seats
    for p in range(1, players + 1):
        assert [s.index for s in at(slots, "safe", p)] == list(range(1, SAFES + 2))
    assert len(slots["holdup"][:holdups(players)]) == holdups(players)


def test_the_counts(slots):
    assert len(slots["seat"]) == 3 * 4 and len(slots["safe"]) == ROWS * (SAFES + 1) == 36
    assert [s.index for s in slots["holdup"]] == [1, 2, 3]
    for kind in SINGLES:
        assert [(s.index, s.entrance) for s in slots[kind]] == [(1, None)], kind


def test_rows_read_left_to_right_and_places_do_not_overlap(slots):
    for p in range(1, ROWS + 1):
        row = at(slots, "safe", p)
        assert [s.center[0] for s in row] == sorted(s.center[0] for s in row)
        assert len({s.center[1] for s in row}) == 1
    areas = slots["platform"]
    for a, b in combinations(areas, 2):
        assert not overlaps(a.rect, b.rect)
    pieces = slots["seat"] + slots["safe"] + slots["holdup"] + slots["deck"] + slots["discard"] + slots["dice"]
    for a, b in combinations(pieces, 2):
        assert not overlaps(a.rect, b.rect), (a, b)
    for s in slots["safe"] + slots["holdup"] + slots["deck"] + slots["discard"] + slots["dice"]:
        assert not any(overlaps(s.rect, a.rect) for a in areas), s
    for s in pieces:
        x, y, w, h = s.rect
        assert 0 <= x and 0 <= y and x + w <= SIZE[0] and y + h <= SIZE[1]
        assert min(w, h) >= 40, s   # big enough to read at 72% of a 1280 px window


# --- broken maps ---------------------------------------------------------------------------


def give_entrance(path, name):
    """Give the slot object `name` an entrance property (1)."""
    tree = ET.parse(path)
    o = next(o for o in tree.getroot().iter("object") if o.get("name") == name)
    ET.SubElement(o.find("properties"), "property", name="entrance", type="int", value="1")
    tree.write(path, encoding="utf-8", xml_declaration=True)


@pytest.mark.parametrize("breakage, message", [
    *map_kit.READER_BREAKAGES,
    (lambda p: drop_object(p, name="seat 2 3"), "seat (platform 2) slots: the rules want 4"),
    (lambda p: drop_object(p, name="safe 9 4"), "safe (player 9) slots: the rules want 4"),
    (lambda p: drop_object(p, name="holdup 2"), "holdup slots: the rules want 3"),
    (lambda p: drop_object(p, name="title 3"), "title (platform 3) slots: the rules want 1"),
    (lambda p: drop_object(p, name="dice 1"), "dice slots: the rules want 1"),
    (lambda p: edit(p, 'type="deck"', 'type="pile"'), "unknown kind 'pile'"),
    (lambda p: edit(p, 'name="entrance" type="int" value="1"', 'name="entrance" type="int" value="7"'),
     "naming its"),
    (lambda p: give_entrance(p, "dice 1"), "the dice slot belongs to no platform or player"),
    (lambda p: edit(p, 'source="tilesets/showdown.tsx"', 'source="tilesets/gone.tsx"'), "missing: tileset"),
])
def test_a_broken_copy_gives_a_one_line_map_error(tmp_path, breakage, message):
    path = map_kit.copy_map(tmp_path, "showdown")
    breakage(path)
    with pytest.raises(MapError) as err:
        load_slots(path)
    text = str(err.value)
    assert "showdown.tmx" in text and message in text and "\n" not in text, text


def test_check_maps_passes_and_names_a_broken_map(tmp_path, monkeypatch):
    check_maps()
    path = map_kit.copy_map(tmp_path, "showdown")
    drop_object(path, name="deck 1")
    monkeypatch.setattr(tilemap, "map_file", lambda name: tmp_path / f"{name}.tmx")
    with pytest.raises(MapError, match="showdown.tmx: deck slots: the rules want 1"):
        check_maps()


def test_the_module_imports_no_pygame():
    code = "import sys, game.showdown.board_map; assert 'pygame' not in sys.modules"
    subprocess.run([sys.executable, "-c", code], check=True, cwd=ROOT)


def test_the_background_renders_headless(display, slots):
    board = load_board()
    assert board.size == SIZE and board.slots == slots
    surf = board.render_background()
    colours = {tuple(surf.get_at((x, y))) for x in range(0, SIZE[0], 7) for y in range(0, SIZE[1], 7)}
    assert len(colours) > 500
    assert board.slot("safe", 4, entrance=9).entrance == 9
    assert board_map.MAP == "showdown"


def test_the_generator_reproduces_the_committed_map(tmp_path):
    subprocess.run([sys.executable, str(ROOT / "tools" / "make_maps.py"), "--game", "showdown", "--out",
                    str(tmp_path)], check=True, capture_output=True, cwd=tmp_path)
    here = map_file("showdown").parent
    for rel in ("showdown.tmx", "tilesets/showdown.tsx", "tilesets/showdown.png"):
        assert (tmp_path / rel).read_bytes() == (here / rel).read_bytes(), rel
    assert not (tmp_path / "mall.tmx").exists() and not (tmp_path / "colony.tmx").exists()
