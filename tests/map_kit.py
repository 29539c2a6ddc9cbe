"""Breaking copies of board maps for the map tests: copy one (and its tilesets) to a
scratch folder, edit its text, drop a slot object."""

import shutil
import xml.etree.ElementTree as ET

from game.resources import map_file


def copy_map(tmp_path, name, with_tileset=True):
    dest = tmp_path / f"{name}.tmx"
    shutil.copy(map_file(name), dest)
    if with_tileset:
        shutil.copytree(map_file(name).parent / "tilesets", tmp_path / "tilesets")
    return dest


def edit(path, old, new, count=1):
    text = path.read_text(encoding="utf-8")
    assert old in text
    path.write_text(text.replace(old, new, count), encoding="utf-8")


def drop_object(path, **attrs):
    """Remove the first slot object whose XML attributes match (e.g. type="zombie")."""
    tree = ET.parse(path)
    group = next(g for g in tree.getroot().findall("objectgroup") if g.get("name") == "slots")
    group.remove(next(o for o in group.findall("object") if all(o.get(k) == v for k, v in attrs.items())))
    tree.write(path, encoding="utf-8", xml_declaration=True)


def truncate(path):
    path.write_text(path.read_text(encoding="utf-8")[:500], encoding="utf-8")


# what the shared reader (game.render.tilemap) refuses in any game's map: (breakage, message)
READER_BREAKAGES = [
    (truncate, "not valid XML"),
    (lambda p: edit(p, 'name="slots"', 'name="pieces"'), "object layer 'slots' missing"),
    (lambda p: edit(p, 'name="details"', 'name="decor"'), "tile layer 'details' missing"),
]
