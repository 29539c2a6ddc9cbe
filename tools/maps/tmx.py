"""Writing Tiled files: a tileset (<name>.png and <name>.tsx) and orthogonal maps
(.tmx) with CSV tile layers and an object layer of slots, in the form
game/render/tilemap.py reads and the Tiled editor opens.

Tiles are named by keys; a tileset numbers them in the order they were added (gid =
place + 1), so a generator that adds them in a fixed order writes the same files
every run.
"""

from __future__ import annotations

from pathlib import Path
from xml.sax.saxutils import escape

import pygame

from tools.maps.paint import T

COLUMNS = 16    # tileset columns


class Tileset:
    """Collects tile keys in a fixed order; paints and writes them as one sheet."""

    def __init__(self, name: str, keys=()):
        self.name = name
        self.keys: list[str] = []
        self.gids: dict[str, int] = {}
        for k in keys:
            self.add(k)

    def add(self, key) -> int:
        if key not in self.gids:
            self.keys.append(key)
            self.gids[key] = len(self.keys)  # firstgid = 1
        return self.gids[key]

    def paint(self, paint_tile) -> pygame.Surface:
        rows = (len(self.keys) + COLUMNS - 1) // COLUMNS
        sheet = pygame.Surface((COLUMNS * T, rows * T), pygame.SRCALPHA)
        for n, key in enumerate(self.keys):
            sheet.blit(paint_tile(key), ((n % COLUMNS) * T, (n // COLUMNS) * T))
        return sheet

    def write(self, folder: Path, paint_tile):
        """<name>.png from paint_tile(key) -> a T x T surface, and <name>.tsx naming each
        tile's key (type "object" for a part "name@col,row", else "ground")."""
        folder.mkdir(parents=True, exist_ok=True)
        sheet = self.paint(paint_tile)
        pygame.image.save(sheet, str(folder / f"{self.name}.png"))
        w, h = sheet.get_size()
        out = ['<?xml version="1.0" encoding="UTF-8"?>',
               f'<tileset version="1.8" tiledversion="1.8.2" name="{self.name}" tilewidth="{T}" tileheight="{T}" '
               f'tilecount="{len(self.keys)}" columns="{COLUMNS}">',
               f' <image source="{self.name}.png" width="{w}" height="{h}"/>']
        for n, key in enumerate(self.keys):
            kind = "object" if "@" in key else "ground"
            out.append(f' <tile id="{n}" type="{kind}">')
            out.append(f'  <properties>\n   <property name="key" value="{escape(key)}"/>\n  </properties>')
            out.append(" </tile>")
        out.append("</tileset>")
        (folder / f"{self.name}.tsx").write_text("\n".join(out) + "\n", encoding="utf-8")


def write_map(path: Path, tiles: Tileset, size: tuple[int, int], props: dict, layers, slots, background: str):
    """A map of size (w, h) cells using `tiles` (at tilesets/<name>.tsx beside it).
    layers: (name, grid of keys or None) in drawing order; slots: dicts with kind, x, y,
    w, h, index, entrance, name (objects of the "slots" layer)."""
    w, h = size

    def csv(grid):
        rows = [",".join(str(tiles.gids[key]) if key else "0" for key in row) for row in grid]
        return ",\n".join(rows)
    slots = sorted(slots, key=lambda s: (s["kind"], s["entrance"] or 0, s["index"] or 0))
    out = ['<?xml version="1.0" encoding="UTF-8"?>',
           f'<map version="1.8" tiledversion="1.8.2" orientation="orthogonal" renderorder="right-down" '
           f'width="{w}" height="{h}" tilewidth="{T}" tileheight="{T}" infinite="0" '
           f'backgroundcolor="{background}" nextlayerid="{len(layers) + 2}" nextobjectid="{len(slots) + 1}">',
           " <properties>"]
    for k, v in props.items():
        out.append(f'  <property name="{k}" value="{escape(str(v))}"/>')
    out += [" </properties>",
            f' <tileset firstgid="1" source="tilesets/{tiles.name}.tsx"/>']
    for lid, (lname, grid) in enumerate(layers, 1):
        out += [f' <layer id="{lid}" name="{lname}" width="{w}" height="{h}">',
                '  <data encoding="csv">', csv(grid), "</data>", " </layer>"]
    out.append(f' <objectgroup id="{len(layers) + 1}" name="slots" color="#ff5050">')
    for oid, s in enumerate(slots, 1):
        label = s["name"] or " ".join(str(v) for v in (s["kind"], s["entrance"], s["index"]) if v is not None)
        out.append(f'  <object id="{oid}" name="{escape(label)}" type="{s["kind"]}" x="{s["x"]}" y="{s["y"]}" '
                   f'width="{s["w"]}" height="{s["h"]}">')
        props = [(n, s[n]) for n in ("entrance", "index") if s[n] is not None]
        if props:
            out.append("   <properties>")
            for n, v in props:
                out.append(f'    <property name="{n}" type="int" value="{v}"/>')
            out.append("   </properties>")
        out.append("  </object>")
    out += [" </objectgroup>", "</map>"]
    path.write_text("\n".join(out) + "\n", encoding="utf-8")
