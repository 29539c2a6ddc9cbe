"""Board maps (maps/*.tmx from tools/make_maps.py): they load, their slots agree with the
rules' capacities, lie on the map and do not overlap, broken copies give MapError, and
the backgrounds render headless."""

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

from game.render.tilemap import TILE_LAYERS, MapError, Slot
from game.resources import map_file
from game.winter.board_map import MORALE_TRACK, ROUND_TRACK, check_maps, load_board, load_slots
from game.winter.rules.content import LOCATIONS, default_content
from game.winter.scenes.board_view import COLONY_RECT, LOC_H, LOC_W

MAPS = ("colony",) + LOCATIONS
CONTENT = default_content()
ROOT = Path(__file__).resolve().parent.parent
# the least map-to-window scale of a place at 1280×720 (game/winter/scenes/board_view.py)
TOKEN_SCALE = min(LOC_W / 384, LOC_H / 256, COLONY_RECT[2] / 768, COLONY_RECT[3] / 512)


def pixel_size(tmx):
    return tmx.width * tmx.tilewidth, tmx.height * tmx.tileheight


@pytest.mark.parametrize("name", MAPS)
def test_every_map_loads_with_pytmx_alone(name):
    tmx = pytmx.TiledMap(str(map_file(name)))
    assert tmx.orientation == "orthogonal"
    assert (tmx.tilewidth, tmx.tileheight) == (32, 32)
    assert pixel_size(tmx) == ((768, 512) if name == "colony" else (384, 256))
    tile_layers = [ly.name for ly in tmx.layers if isinstance(ly, pytmx.TiledTileLayer)]
    assert tile_layers == list(TILE_LAYERS)
    assert any(isinstance(ly, pytmx.TiledObjectGroup) and ly.name == "slots" for ly in tmx.layers)
    assert tmx.properties["location"] == name
    assert tmx.properties["name"] == CONTENT.locations[name].name


@pytest.mark.parametrize("name", MAPS)
def test_maps_are_plain_tiled_files(name):
    """What the Tiled editor needs: CSV layers, an external tileset that exists, gids in range."""
    path = map_file(name)
    root = ET.parse(path).getroot()
    assert root.get("orientation") == "orthogonal" and root.get("infinite") == "0"
    ts = root.find("tileset")
    tsx_path = path.parent / ts.get("source")
    assert tsx_path.is_file()
    tsx = ET.parse(tsx_path).getroot()
    image = tsx.find("image")
    assert (path.parent / "tilesets" / image.get("source")).is_file()
    count = int(tsx.get("tilecount"))
    columns = int(tsx.get("columns"))
    assert int(image.get("width")) == columns * 32
    assert int(image.get("height")) >= (count + columns - 1) // columns * 32
    for layer in root.findall("layer"):
        data = layer.find("data")
        assert data.get("encoding") == "csv" and data.get("compression") is None
        gids = [int(v) for v in data.text.replace("\n", "").split(",")]
        assert len(gids) == int(root.get("width")) * int(root.get("height"))
        assert all(0 <= g <= count for g in gids)
    ground = [int(v) for v in root.find("layer").find("data").text.replace("\n", "").split(",")]
    assert 0 not in ground, "the ground layer covers every cell"


@pytest.mark.parametrize("name", MAPS)
def test_slot_counts_agree_with_the_rules(name):
    loc = CONTENT.locations[name]
    slots = load_slots(name)

    def indices(kind, entrance=None):
        return sorted(s.index for s in slots.get(kind, []) if entrance is None or s.entrance == entrance)

    assert indices("survivor") == list(range(1, loc.survivor_spaces + 1))
    assert len(slots["zombie"]) == loc.entrances * loc.zombie_spaces
    for e in range(1, loc.entrances + 1):
        assert indices("zombie", e) == list(range(1, loc.zombie_spaces + 1))
    assert indices("noise") == list(range(1, loc.noise_spaces + 1))
    if name == "colony":
        assert loc.entrances == 6 and loc.survivor_spaces == 30
        assert indices("morale-track") == list(MORALE_TRACK) == list(range(11))
        assert indices("round-track") == list(ROUND_TRACK) == list(range(13))
        for kind in ("food", "waste", "crisis", "starvation", "objective", "title"):
            assert indices(kind) == [1], kind
        assert "deck" not in slots
    else:
        assert loc.entrances == 1
        assert {s.entrance for s in slots["zombie"]} == {1}
        assert indices("deck") == [1] and indices("title") == [1]
        assert not {"morale-track", "round-track", "food"} & set(slots)


@pytest.mark.parametrize("name", MAPS)
def test_slots_lie_on_the_map_are_sorted_and_sized_sensibly(name):
    tmx = pytmx.TiledMap(str(map_file(name)))
    pw, ph = pixel_size(tmx)
    for kind, slots in load_slots(name).items():
        assert slots == sorted(slots, key=lambda s: (s.entrance or 0, s.index))
        for s in slots:
            assert isinstance(s, Slot) and s.kind == kind
            x, y, w, h = s.rect
            assert 0 <= x and 0 <= y and x + w <= pw and y + h <= ph, s
            if kind == "survivor":  # a token's footprint: 32 window px and more at 1280x720
                assert w == h and w * TOKEN_SCALE >= 32, s
            elif kind != "title":
                assert 24 <= w <= 48 and 24 <= h <= 64, s


def overlaps(a, b):
    ax, ay, aw, ah = a
    bx, by, bw, bh = b
    return ax < bx + bw and bx < ax + aw and ay < by + bh and by < ay + ah


@pytest.mark.parametrize("name", MAPS)
def test_no_two_slots_of_a_kind_overlap(name):
    for kind, slots in load_slots(name).items():
        for a, b in combinations(slots, 2):
            assert not overlaps(a.rect, b.rect), f"{name}: {kind} {a} overlaps {b}"


@pytest.mark.parametrize("name", MAPS)
def test_pieces_have_their_own_places(name):
    """Survivors, zombies and noise never share space with each other either."""
    slots = load_slots(name)
    pieces = [s for k in ("survivor", "zombie", "noise") for s in slots.get(k, [])]
    for a, b in combinations(pieces, 2):
        assert not overlaps(a.rect, b.rect), f"{name}: {a} overlaps {b}"


def test_colony_zombies_queue_outside_their_gates():
    """Each entrance's three spaces form a straight line leading away from the palisade."""
    slots = load_slots("colony")
    w, h = 768, 512
    for e in range(1, 7):
        line = [s for s in slots["zombie"] if s.entrance == e]
        centres = [s.center for s in line]
        xs, ys = {round(c[0]) for c in centres}, {round(c[1]) for c in centres}
        assert len(xs) == 1 or len(ys) == 1, f"entrance {e} is not lined up"
        # index 1 is nearest the camp's middle, 3 farthest
        dist = [abs(c[0] - w / 2) + abs(c[1] - h / 2) for c in centres]
        assert dist == sorted(dist), f"entrance {e}: index 1 must be nearest the gate"
    survivors = slots["survivor"]
    for z in slots["zombie"]:
        assert all(not overlaps(z.rect, s.rect) for s in survivors)


# --- broken maps -------------------------------------------------------------------


def copy_map(tmp_path, name="police", with_tileset=True):
    return map_kit.copy_map(tmp_path, name, with_tileset)


def test_an_untouched_copy_loads(tmp_path):
    assert load_slots("police", copy_map(tmp_path)) == load_slots("police")


@pytest.mark.parametrize("breakage, message", [
    *map_kit.READER_BREAKAGES,
    (lambda p: drop_object(p, type="survivor"), "survivor slots"),
    (lambda p: drop_object(p, type="zombie"), "zombie"),
    (lambda p: drop_object(p, type="deck"), "deck slots"),
    (lambda p: edit(p, 'type="noise"', 'type="nosie"'), "unknown kind 'nosie'"),
    (lambda p: edit(p, 'name="index" type="int" value="1"', 'name="index" type="int" value="x"'), "police"),
    (lambda p: edit(p, 'x="332"', 'x="3320"'), "outside"),
    (lambda p: edit(p, 'source="tilesets/winter.tsx"', 'source="tilesets/missing.tsx"'), "missing: tileset tilesets/missing.tsx"),
])
def test_a_corrupted_copy_gives_a_clear_map_error(tmp_path, breakage, message):
    path = copy_map(tmp_path)
    breakage(path)
    with pytest.raises(MapError) as err:
        load_slots("police", path)
    text = str(err.value)
    assert "police.tmx" in text and message in text, text


def test_missing_files_give_map_errors(tmp_path):
    with pytest.raises(MapError, match="nowhere.tmx: map file not found"):
        load_slots("police", tmp_path / "nowhere.tmx")
    with pytest.raises(MapError, match="police.tmx: a file it needs is missing"):
        load_slots("police", copy_map(tmp_path, with_tileset=False))


def test_colony_counts_are_checked_per_entrance(tmp_path):
    path = copy_map(tmp_path, "colony")
    edit(path, 'name="entrance" type="int" value="6"', 'name="entrance" type="int" value="5"')
    with pytest.raises(MapError, match=r"colony.tmx: zombie \(entrance 5\) slots"):
        load_slots("colony", path)


def test_a_map_under_the_wrong_name_is_refused(tmp_path):
    path = copy_map(tmp_path, "police")
    with pytest.raises(MapError, match="survivor slots: the rules want 4"):
        load_slots("school", path)
    with pytest.raises(MapError, match="no location 'mall'"):
        load_slots("mall", path)


def test_check_maps_passes_and_names_a_broken_map(tmp_path, monkeypatch):
    from game.render import tilemap

    check_maps()
    for name in MAPS:
        copy_map(tmp_path, name, with_tileset=name == "colony")
    drop_object(tmp_path / "gas.tmx", type="noise")
    monkeypatch.setattr(tilemap, "map_file", lambda name: tmp_path / f"{name}.tmx")
    with pytest.raises(MapError, match="gas.tmx: noise slots: the rules want 4"):
        check_maps()


def test_the_shared_reader_leaves_kinds_and_counts_to_the_game(tmp_path):
    from game.render import tilemap

    path = copy_map(tmp_path)
    edit(path, 'type="noise"', 'type="token"', count=-1)
    slots = tilemap.load_slots("police", path)  # no kinds given: any kind, no counts
    assert "token" in slots and "noise" not in slots
    with pytest.raises(MapError, match="unknown kind 'token'"):
        tilemap.load_slots("police", path, kinds={"survivor", "zombie", "deck", "title", "noise"})
    seen = []
    tilemap.load_slots("police", path, check=lambda slots, label: seen.append((sorted(slots), label)))
    assert seen and seen[0][1].endswith("police.tmx") and "token" in seen[0][0]


# --- rendering (headless: SDL_VIDEODRIVER=dummy from conftest) ----------------------


@pytest.mark.parametrize("name", MAPS)
def test_backgrounds_render_headless(display, name):
    board = load_board(name)
    assert board.size == ((768, 512) if name == "colony" else (384, 256))
    assert board.slots == load_slots(name)
    surf = board.render_background()
    assert surf.get_size() == board.size
    # real art: many colours, and the details layer is drawn over the ground
    colours = {tuple(surf.get_at((x, y))) for x in range(0, board.size[0], 7) for y in range(0, board.size[1], 7)}
    assert len(colours) > 200
    s = board.slot("survivor", 1)
    assert s.index == 1 and s.kind == "survivor"
    with pytest.raises(KeyError):
        board.slot("survivor", 99)


def test_load_board_reports_a_broken_tileset_image(display, tmp_path):
    path = copy_map(tmp_path)
    (tmp_path / "tilesets" / "winter.png").write_bytes(b"not a png")
    with pytest.raises(MapError, match="police.tmx"):
        load_board("police", path)


# --- the generator -----------------------------------------------------------------


def test_the_generator_reproduces_the_committed_maps(tmp_path):
    """tools/make_maps.py is the source of the maps: same seed, same files."""
    subprocess.run([sys.executable, str(ROOT / "tools" / "make_maps.py"), "--out", str(tmp_path)],
                   check=True, capture_output=True, cwd=tmp_path)
    for name in MAPS:
        assert (tmp_path / f"{name}.tmx").read_text() == map_file(name).read_text(), name
    tsx = map_file("colony").parent / "tilesets" / "winter.tsx"
    assert (tmp_path / "tilesets" / "winter.tsx").read_text() == tsx.read_text()


@pytest.mark.skipif(shutil.which("tmxrasterizer") is None, reason="Tiled's tmxrasterizer is not installed")
@pytest.mark.parametrize("name", MAPS)
def test_tiled_itself_reads_and_renders_the_maps(tmp_path, name):
    """Tiled's own map reader (via its tmxrasterizer tool, from the 'tiled' package)."""
    import os

    import pygame

    out = tmp_path / f"{name}.png"
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    subprocess.run(["tmxrasterizer", str(map_file(name)), str(out)], check=True, capture_output=True, env=env,
                   timeout=120)
    assert pygame.image.load(str(out)).get_size() == ((768, 512) if name == "colony" else (384, 256))
