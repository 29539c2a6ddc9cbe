"""The mall on screen: the map scaled into its box, and on it the characters, the zombie
queues, the closed markers, the chief's badge, the dice box and the deck, the names of
the locations and the lit places a click answers. Everything comes from the view of the
seat on screen."""

from __future__ import annotations

import pygame

from game.core.i18n import _, tr
from game.mall import board_map
from game.mall.rules.view import HIDDEN_DIE
from game.mall.scenes import palette as P
from game.mall.scenes.status import defence
from game.render import ui as U
from game.render.scaled_map import ScaledMap

MAP_BOX = (8, 8, 904, 472)  # logical: the left ~72% of the window, above the choice bar
AREA = (0, 0, 916, 485)  # logical: the map's piece of the board's layer (what it may draw on)


class MapView:
    def __init__(self):
        self.board = board_map.load_board()
        self.map = ScaledMap(self.board)
        self.tokens: dict[str, pygame.Rect] = {}  # character id -> window rect, last frame

    # --- geometry ---------------------------------------------------------------------
    @property
    def rect(self) -> pygame.Rect:
        return self.map.rect

    def to_window(self, rect) -> pygame.Rect:
        return self.map.to_window(rect)

    def slots(self, kind: str, loc: int | None = None) -> list[pygame.Rect]:
        found = self.board.slots.get(kind, []) if loc is None else board_map.at(self.board.slots, kind, loc)
        return [self.to_window(s.rect) for s in found]

    def area(self, loc: int) -> pygame.Rect:
        return self.slots("area", loc)[0]

    def location_at(self, pos) -> int | None:
        for s in self.board.slots.get("area", []):
            if self.to_window(s.rect).collidepoint(pos):
                return s.entrance
        return None

    # --- drawing ----------------------------------------------------------------------
    def hovered(self, mouse, lit, lit_chars) -> tuple:
        """The lit places and characters under the mouse (drawn brighter)."""
        return (tuple(loc for loc in lit if self.area(loc).collidepoint(mouse)),
                tuple(c for c in lit_chars if c in self.tokens and self.tokens[c].collidepoint(mouse)))

    def draw(self, ui, g, v, zombies: dict[int, int], lit, lit_chars: set, mouse):
        """`lit`: the locations a click answers; `lit_chars`: the characters."""
        self.map.place(ui, MAP_BOX)
        self.map.blit(ui)
        for loc in g.c.locations:
            if loc in v.closed:
                self._closed(ui, loc)
            if loc in lit:
                self._lit(ui, loc, mouse)
            self._zombies(ui, loc, zombies.get(loc, 0))
            self._title(ui, g, v, loc, zombies.get(loc, 0))
        self._characters(ui, g, v, lit_chars, mouse)
        self._dials(ui, g, v)
        self._badge(ui, v)
        self._box(ui, v)
        self._deck(ui, v)

    def _closed(self, ui, loc):
        a = self.area(loc)
        ui.panel(a, (10, 10, 14), None, radius=0, alpha=130)
        for r in self.slots("closed", loc):
            pygame.draw.rect(ui.surface, U.BAD, r, max(1, ui.px(2)))
            mark(ui, r)

    def _lit(self, ui, loc, mouse):
        a = self.area(loc)
        over = a.collidepoint(mouse)
        ui.panel(a.inflate(-ui.px(4), -ui.px(4)), P.LIT, None, radius=6, alpha=90 if over else 45)
        pygame.draw.rect(ui.surface, P.LIT, a.inflate(-ui.px(4), -ui.px(4)), ui.px(4 if over else 3),
                         border_radius=ui.px(6))

    def pulse(self, ui, loc, t, colour):
        """A zombie just arrived or someone left: the place flashes, fading as t goes 1 -> 0."""
        ui.panel(self.area(loc), colour, None, radius=0, alpha=int(110 * t))

    def _zombies(self, ui, loc, n):
        spots = self.slots("zombie", loc)
        for r in spots[:n]:
            pygame.draw.circle(ui.surface, (30, 44, 26), r.center, r.w // 2)
            pygame.draw.circle(ui.surface, P.ZOMBIE, r.center, r.w // 2 - ui.px(1))
            ui.icon("zombie", r.inflate(-ui.px(3), -ui.px(3)), (24, 34, 20))
        if n > len(spots):
            r = spots[-1]
            ui.text(f"+{n - len(spots)}", (r.right + ui.px(2), r.centery), 11, U.SNOW, bold=True, anchor="midleft")

    def _title(self, ui, g, v, loc, zombies):
        band = self.slots("title", loc)[0]
        name = tr(g.lname(loc))
        ui.text(name, band.center, 11, U.SNOW, bold=True, anchor="center")
        if loc in v.closed:
            words = _("closed")
        elif g.c.locations[loc].capacity is None:
            words = (_("{n} zombie · no defence", n=zombies) if zombies == 1 else
                     _("{n} zombies · no defence", n=zombies))
        else:
            d = defence(g, v, loc)
            words = (_("{n} zombie · defence {d}", n=zombies, d=d) if zombies == 1 else
                     _("{n} zombies · defence {d}", n=zombies, d=d))
        lines = [words]
        dead = [c for c in v.hidden if v.characters[c].location == loc]
        if dead:  # on the plate, not beside the tokens: there it reads on any floor and nothing covers it
            lines.append(_("playing dead: {who}", who=", ".join(token_words(g, v.characters[c]) for c in dead)))
        top = band.centery < self.rect.centery
        pos = (band.centerx, band.bottom + ui.px(2)) if top else (band.centerx, band.top - ui.px(2))
        f = ui.font(10, bold=True)
        h = f.get_height()
        plate = pygame.Rect(0, 0, max(f.size(x)[0] for x in lines) + ui.px(8), h * len(lines) + ui.px(2))
        setattr(plate, "midtop" if top else "midbottom", pos)
        plate.clamp_ip(self.area(loc))
        ui.panel(plate, (12, 16, 26), None, radius=4, alpha=200)
        for i, line in enumerate(lines):
            ui.text(line, (plate.centerx, plate.top + ui.px(1) + h * i), 10, U.SNOW, bold=True,
                    anchor="midtop")

    def _characters(self, ui, g, v, lit_chars, mouse):
        self.tokens = {}
        by_loc: dict[int, list] = {}
        for c in v.characters.values():
            if c.location is not None:
                by_loc.setdefault(c.location, []).append(c)
        for loc, people in by_loc.items():
            # by seat, not from the chief: tokens stay put when the badge changes hands
            people.sort(key=lambda c: (c.seat, -g.c.characters[c.kind].value))
            for c, r in zip(people, self.slots("character", loc)):
                self.tokens[c.id] = r
                self._token(ui, g, v, c, r, c.id in lit_chars, r.collidepoint(mouse))

    def _token(self, ui, g, v, c, r, lit, over):
        rad = round(r.w * 0.62)
        if lit:  # a thick lantern ring with a dark rim: it reads on light floors and dark ones
            ring = rad + ui.px(6 if over else 5)
            pygame.draw.circle(ui.surface, (15, 15, 20), r.center, ring + ui.px(1.5))
            pygame.draw.circle(ui.surface, P.LIT, r.center, ring)
        pygame.draw.circle(ui.surface, (15, 15, 20), r.center, rad)
        pygame.draw.circle(ui.surface, P.seat_colour(v, c.seat), r.center, rad - ui.px(1.5))
        ui.text(token_words(g, c), r.center, 10, P.ink(v, c.seat), bold=True, anchor="center")
        if c.id in v.hidden:  # played dead this round: out of the vote (named on the place's plate)
            pygame.draw.circle(ui.surface, U.SNOW, r.center, rad + ui.px(1), ui.px(2))

    def _dials(self, ui, g, v):
        """Once revealed, a pin of each seat's colour beside the place its dial named."""
        if v.dials is None or not v.dials.complete:
            return
        placed: dict[int, int] = {}
        f = ui.font(11, bold=True)
        for seat, loc in v.dials.revealed().items():
            if loc is None:  # out of characters, added no zombie
                continue
            band = self.slots("title", loc)[0]
            n = placed[loc] = placed.get(loc, 0) + 1
            right = max(band.right, band.centerx + f.size(tr(g.lname(loc)))[0] // 2)  # past the name
            c = (right + ui.px(4) + (n - 1) * ui.px(13) + ui.px(5), band.centery)
            pygame.draw.circle(ui.surface, (12, 16, 26), c, ui.px(6.5))
            pygame.draw.circle(ui.surface, P.seat_colour(v, seat), c, ui.px(5))

    def _badge(self, ui, v):
        r = self.slots("badge")[0].inflate(ui.px(6), ui.px(6))
        pygame.draw.circle(ui.surface, (20, 20, 20), r.center, r.w // 2 + ui.px(1))
        pygame.draw.circle(ui.surface, P.seat_colour(v, v.chief), r.center, r.w // 2)
        ui.icon("leader", r.inflate(-ui.px(4), -ui.px(4)), P.ink(v, v.chief))
        ui.text(_("Chief"), (r.centerx, r.bottom + ui.px(1)), 9, U.SNOW, bold=True, anchor="midtop")

    def _box(self, ui, v):
        """The dice box at the monitor: faces only for the seats that saw them."""
        if not v.box:
            return
        m = self.slots("monitor")[0]
        side = min(m.h - ui.px(4), (m.w - ui.px(10)) // max(1, len(v.box)))
        x = m.centerx - (side * len(v.box) + ui.px(2) * (len(v.box) - 1)) // 2
        for d in v.box:
            r = pygame.Rect(x, m.centery - side // 2, side, side)
            ui.panel(r, (240, 240, 236) if d != HIDDEN_DIE else (60, 66, 80), (20, 20, 20), radius=3)
            ui.text(str(d) if d != HIDDEN_DIE else "?", r.center, 11, (20, 20, 20) if d != HIDDEN_DIE else U.SNOW,
                    bold=True, anchor="center")
            x += side + ui.px(2)

    def _deck(self, ui, v):
        r = self.slots("deck")[0]
        ui.panel(r, (40, 50, 70), U.SNOW, radius=3)
        ui.text(str(len(v.deck)), r.center, 14, U.SNOW, bold=True, anchor="center")
        ui.text(_("item deck"), (r.centerx, r.bottom + ui.px(2)), 9, U.SNOW, bold=True, anchor="midtop")


def token_words(g, c) -> str:
    """What a character's token says: its kind's letter and value ("B5")."""
    kind = g.c.characters[c.kind]
    return P.letter(kind.name) + str(kind.value)


def mark(ui, r):
    w = max(1, ui.px(3))
    pygame.draw.line(ui.surface, U.BAD, r.topleft, r.bottomright, w)
    pygame.draw.line(ui.surface, U.BAD, r.bottomleft, r.topright, w)
