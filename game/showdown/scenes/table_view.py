"""The street on screen: the map scaled into its box, and on it the stars on the porches,
each player's card and row of safes, the holdup safes, the deck and discards, the dice
tray, a fight laid out between its fighters, and the lit places a click answers.
Everything comes from the view of the seat on screen."""

from __future__ import annotations

import pygame

from game.core.i18n import _
from game.render import ui as U
from game.render.scaled_map import ScaledMap
from game.showdown import board_map
from game.showdown.rules.view import HIDDEN
from game.showdown.scenes import dice
from game.showdown.scenes import palette as P
from game.showdown.scenes.words import FACTION_NAMES

MAP_BOX = (8, 8, 904, 542)  # logical: the left of the window, above the choice bar
AREA = (0, 0, 916, 554)  # logical: the street's piece of the board's layer (what it may draw on)


class TableView:
    def __init__(self):
        self.board = board_map.load_board()
        self.map = ScaledMap(self.board)
        self.tokens: dict[int, pygame.Rect] = {}  # player -> its star's window rect, last frame
        self._slots: tuple = (None, {})  # (the map's rect, slot key -> window rect): looked up often

    # --- geometry ---------------------------------------------------------------------
    def slot(self, kind: str, entrance: int | None, index: int) -> pygame.Rect:
        key = (kind, entrance, index)
        if self._slots[0] != self.map.rect:  # placed anew (another window size)
            self._slots = (pygame.Rect(self.map.rect), {})
        r = self._slots[1].get(key)
        if r is None:
            found = board_map.at(self.board.slots, kind, entrance) if entrance is not None else \
                self.board.slots.get(kind, [])
            r = self._slots[1][key] = self.map.to_window(next(s for s in found if s.index == index).rect)
        return pygame.Rect(r)

    def safe_rect(self, owner: int, position: int) -> pygame.Rect:
        return self.slot("safe", owner + 1, position + 1)

    def chair_rect(self, v, platform_seat: int) -> pygame.Rect:
        return self.slot("seat", platform_seat // v.per_platform + 1, platform_seat % v.per_platform + 1)

    def card_rect(self, owner: int) -> pygame.Rect:
        """The player's character card: over the row's number plate, left of the first safe."""
        a, b = self.safe_rect(owner, 0), self.safe_rect(owner, 1)
        return a.move(-(b.x - a.x), 0)

    def targets(self, v, step) -> pygame.Rect | None:
        """Where a table step is clicked."""
        what, value = step
        if what == "safe":
            owner, pos = value
            return self.safe_rect(owner, pos) if pos <= board_map.SAFES else None
        if what == "seat":
            return self.chair_rect(v, value)
        if what == "star":
            return self.tokens.get(value)
        return None

    def thing_at(self, v, pos):
        """What lies under a click on the table (for "why?"), or None."""
        for p, r in self.tokens.items():
            if r.collidepoint(pos):
                return ("star", p)
        for p in range(v.players):
            for i in range(len(v.safes[p])):
                if self.safe_rect(p, i).collidepoint(pos):
                    return ("safe", (p, i))
        for f in range(v.platforms):
            for i in range(v.per_platform):
                if self.slot("seat", f + 1, i + 1).collidepoint(pos):
                    return ("seat", f * v.per_platform + i)
        if any(self.map.to_window(s.rect).collidepoint(pos) for s in self.board.slots.get("holdup", [])):
            return ("holdup", None)
        if self.slot("deck", None, 1).collidepoint(pos):
            return ("deck", None)
        return None

    # --- drawing ----------------------------------------------------------------------
    def hovered(self, v, lit: set, mouse) -> tuple:
        """The lit table steps under the mouse (drawn brighter)."""
        return tuple(s for s in lit if (r := self.targets(v, s)) is not None and r.collidepoint(mouse))

    def row_rect(self, ui, p: int) -> pygame.Rect:
        """Row p on screen: its card and safes with room for the rings, and its line above."""
        r = self.card_rect(p).union(self.safe_rect(p, board_map.SAFES)).inflate(ui.px(12), ui.px(12))
        return pygame.Rect(r.x, r.y - ui.px(12), r.w, r.h + ui.px(12))

    def rows_top(self, ui) -> int:
        """The window y where the rows begin: the street above it is one piece of the
        board's layer, each row another (a turn changes a row or two)."""
        return min(self.row_rect(ui, p).top for p in range(board_map.ROWS))

    def row_key(self, v, shown, p: int, lit: set, mouse) -> tuple:
        """What row p shows (the key of its piece)."""
        steps = [s for s in lit if s[0] == "safe" and s[1][0] == p]
        over = [s for s in steps if (r := self.targets(v, s)) is not None and r.collidepoint(mouse)]
        return (p < v.players and (v.safes[p], v.guards[p], len(v.hands[p]), v.stars[p] // v.per_platform,
                                   v.adjust[p] if v.adjust else None), p == shown, sorted(steps), over)

    def draw(self, ui, g, v, lit: set, mouse, tray: list):
        """The street above the rows (draw_row, draw_fight): platforms, chairs and stars, the
        holdup, the deck and the dice tray. `lit`: the table steps a click answers now;
        `tray`: the dice last rolled, as (sides, value, kind)."""
        self.map.place(ui, MAP_BOX)
        self.map.blit(ui)
        self._platforms(ui, g, v)
        self._chairs(ui, v, lit, mouse)
        self._stars(ui, g, v, lit, mouse)
        self._holdup(ui, g, v)
        self._deck(ui, g, v)
        self._tray(ui, tray)

    def draw_row(self, ui, g, v, shown, p: int, lit: set, mouse):
        """Row p on its own ground (the map under it): a player's card and safes, or covered."""
        self.map.blit(ui)
        if p < v.players:
            self._row(ui, g, v, shown, p, lit, mouse)
        else:
            self._unused_row(ui, p)

    def draw_fight(self, ui, g, v, fight_dice: dict):
        """A fight under way, over the street and the rows: `fight_dice`: seat -> the dice
        it has laid."""
        if v.fight is not None and v.fight.attacker in self.tokens:
            self._fight(ui, g, v, fight_dice)

    def _platforms(self, ui, g, v):
        for f in range(board_map.PLATFORMS):
            band = self.slot("title", f + 1, 1)
            if f >= v.platforms:
                ui.panel(self.slot("platform", f + 1, 1), (20, 18, 16), None, radius=0, alpha=170)
                ui.text(_("Closed (2–3 players)"), band.center, 12, U.SNOW, bold=True, anchor="center")
                continue
            members = [p for p in range(v.players) if v.stars[p] // v.per_platform == f]
            count = _("{n} gold", n=v.gold[f]) if v.gold else _("{n} of {total}", n=len(members), total=v.per_platform)
            long = _("The {faction} · {count}", faction=FACTION_NAMES[f], count=count)
            size = 13 if ui.font(13, bold=True).size(long)[0] <= band.w else 11
            words = long if size == 13 else _("{faction} · {count}", faction=FACTION_NAMES[f], count=count)
            ui.text(words, band.center, size, (40, 30, 22), bold=True, anchor="center", max_width=band.w / ui.scale)

    def _chairs(self, ui, v, lit, mouse):
        """Chairs beyond this game's faction size are covered; empty chairs a click answers are lit."""
        for f in range(v.platforms):
            for i in range(board_map.SEATS):
                r = self.slot("seat", f + 1, i + 1)
                if i >= v.per_platform:
                    ui.panel(r.inflate(ui.px(4), ui.px(4)), (58, 40, 28), None, radius=4, alpha=235)
                elif ("seat", f * v.per_platform + i) in lit:
                    ring(ui, r, r.collidepoint(mouse))

    def _stars(self, ui, g, v, lit, mouse):
        self.tokens = {}
        for p in range(v.players):
            r = self.chair_rect(v, v.stars[p])
            big = r.inflate(ui.px(8), ui.px(8))
            self.tokens[p] = big
            if ("star", p) in lit:
                ring(ui, big, big.collidepoint(mouse))
            token(ui, g, p, big)
            ui.text(g.pname(p), (big.centerx, big.bottom + ui.px(1)), 10, U.SNOW, bold=True, anchor="midtop",
                    max_width=70)
            if p == v.first and v.step != "pass":
                ui.text(_("1st"), (big.right - ui.px(2), big.top), 9, P.LIT, bold=True, anchor="midleft")
            if v.covers and v.covers[p]:
                ui.icon("holster", pygame.Rect(big.left - ui.px(12), big.top, ui.px(14), ui.px(14)), P.LIT)

    def _row(self, ui, g, v, shown, p, lit, mouse):
        card = self.card_rect(p)
        ui.panel(card, P.seat_colour(p), (20, 16, 12), radius=5)
        ui.text(P.initials(g.pname(p)), (card.centerx, card.centery - ui.px(4)), 15, P.ink(p), bold=True,
                anchor="center")
        star = pygame.Rect(0, 0, ui.px(13), ui.px(13))
        star.midbottom = (card.centerx, card.bottom - ui.px(2))
        draw_star(ui, star, P.faction_colour(v.stars[p] // v.per_platform))
        first = self.safe_rect(p, 0)
        hand = len(v.hands[p])
        cards = _("{n} card", n=hand) if hand == 1 else _("{n} cards", n=hand)
        words = _("{who} · {faction} · {cards}", who=g.pname(p), faction=FACTION_NAMES[v.stars[p] // v.per_platform],
                  cards=cards)
        if v.adjust and v.adjust[p]:
            words = _("{words} · {n} gold", words=words, n=f"{v.adjust[p]:+d}")
        ui.text(words, (card.left, first.top - ui.px(2)), 10, U.SNOW if p != shown else P.LIT, bold=True,
                anchor="bottomleft", max_width=300)
        for i, safe in enumerate(v.safes[p]):
            r = self.safe_rect(p, i)
            self._safe(ui, g, safe, r, seen=safe != HIDDEN and p != shown)
            if v.guards[p][i]:
                ui.icon("holster", pygame.Rect(r.right - ui.px(13), r.top + ui.px(1), ui.px(12), ui.px(12)), P.LIT)
            if ("safe", (p, i)) in lit:
                ring(ui, r, r.collidepoint(mouse))

    def _unused_row(self, ui, p):
        a, last = self.card_rect(p), self.safe_rect(p, board_map.SAFES)
        ui.panel(pygame.Rect(a.left - ui.px(4), a.top - ui.px(4), last.right - a.left + ui.px(8), a.h + ui.px(8)),
                 (40, 26, 18), None, radius=4, alpha=215)

    def _safe(self, ui, g, safe, r, seen: bool = False):
        if safe == HIDDEN:
            ui.panel(r, P.FACE_DOWN, (18, 18, 22), radius=4)
            ui.icon("safe", r.inflate(-r.w // 3, -r.h // 3), (96, 104, 120))
            return
        face = g.c.safes[safe]
        icon, text, colour = P.safe_face(face)
        ui.panel(r, (58, 46, 34), colour, radius=4)
        if icon == "badge":
            draw_star(ui, r.inflate(-r.w // 4, -r.h // 4).move(0, -r.h // 10), colour)
        elif icon:
            ui.icon(icon, r.inflate(-r.w // 3, -r.h // 3).move(0, -r.h // 10), colour)
        if text:
            ui.text(text, (r.centerx, r.bottom - ui.px(2)) if icon else r.center, 13 if icon else 15, colour,
                    bold=True, anchor="midbottom" if icon else "center")
        if face.kind == "gun":
            ui.text(f"d{g.c.guns[face.gun].sides}", (r.centerx, r.bottom - ui.px(1)), 10, colour, bold=True,
                    anchor="midbottom")
        if seen:  # someone else's safe this seat knows: marked, so it is not taken for its own
            pygame.draw.circle(ui.surface, P.LIT, (r.left + ui.px(5), r.top + ui.px(5)), ui.px(3))

    def _holdup(self, ui, g, v):
        n = len([s for s in self.board.slots.get("holdup", [])])
        up = v.holdup_safe
        for i in range(n):
            r = self.slot("holdup", None, i + 1)
            if i == 0 and up is not None:
                self._safe(ui, g, up, r.inflate(ui.px(6), ui.px(6)))
            elif i < len(v.middle) + (up is not None):
                self._safe(ui, g, HIDDEN, r)
        first = self.slot("holdup", None, 1)
        left = len(v.middle)
        ui.text(_("Holdup safes: {n} left · one turned up", n=left) if up else _("Holdup safes: {n} left", n=left),
                (first.centerx + first.w,
                first.bottom + ui.px(16)), 11, U.SNOW, bold=True, anchor="midtop")

    def _deck(self, ui, g, v):
        deck, pile = self.slot("deck", None, 1), self.slot("discard", None, 1)
        ui.text(str(len(v.deck)), deck.center, 16, U.SNOW, bold=True, anchor="center")
        ui.text(_("town deck"), (deck.centerx, deck.bottom + ui.px(3)), 10, (40, 30, 22), bold=True, anchor="midtop")
        if v.discards:
            top = g.c.town[v.discards[-1]]
            ui.panel(pile.inflate(-ui.px(4), -ui.px(4)), (236, 224, 196), (40, 30, 22), radius=3)
            ui.icon("revolver", pile.inflate(-pile.w // 3, -pile.h // 2).move(0, -pile.h // 6), (60, 44, 30))
            ui.text(f"d{g.c.guns[top.gun].sides}", (pile.centerx, pile.bottom - ui.px(6)), 12, (60, 44, 30),
                    bold=True, anchor="midbottom")
        ui.text(_("discards {n}", n=len(v.discards)), (pile.centerx, pile.bottom + ui.px(3)), 10, (40, 30, 22), bold=True,
                anchor="midtop")

    def _tray(self, ui, tray):
        r = self.slot("dice", None, 1)
        if not tray:
            return
        size = min(r.h - ui.px(6), (r.w - ui.px(8)) // max(1, len(tray)))
        x = r.centerx - size * len(tray) // 2 + size // 2
        for sides, value, kind in tray:
            dice.draw_die(ui.surface, (x, r.centery), size, sides, value, kind=kind)
            x += size

    def _fight(self, ui, g, v, fight_dice):
        """The fight between its fighters: a line from the attacker to what it attacks and,
        half-way, the dice each side has laid (an unanswered defence is a "?")."""
        f = v.fight
        a = self.tokens[f.attacker]
        target = self.safe_rect(f.defender, f.position) if f.kind == "robbery" else self.tokens[f.defender]
        pygame.draw.line(ui.surface, (20, 12, 8), a.center, target.center, ui.px(6))
        pygame.draw.line(ui.surface, (232, 72, 52), a.center, target.center, ui.px(3))
        ring(ui, target, True, colour=(232, 72, 52))
        side = ui.px(26)
        sides = [fight_dice.get(f.attacker, []), fight_dice.get(f.defender, [])]
        vs_word = _("vs")
        vs = ui.font(12, bold=True).size(vs_word)[0] + ui.px(8)
        w = side * (len(sides[0]) + len(sides[1])) + vs + ui.px(12)
        mid = ((a.centerx + target.centerx) // 2, (a.centery + target.centery) // 2)
        plate = pygame.Rect(0, 0, w, side + ui.px(8))
        plate.center = mid
        ui.panel(plate, (30, 22, 16), (232, 72, 52), radius=6, alpha=235)
        x = plate.left + ui.px(6) + side // 2
        for k, laid in enumerate(sides):
            for sides_, value, kind in laid:
                dice.draw_die(ui.surface, (x, plate.centery), side, sides_, value, kind=kind)
                x += side
            if k == 0:
                ui.text(vs_word, (x - side // 2 + vs // 2, plate.centery), 12, U.SNOW, bold=True, anchor="center")
                x += vs


def ring(ui, r, over: bool, colour=P.LIT):
    """A lit outline with a dark rim: it reads on the light street and the dark rows."""
    w = ui.px(4 if over else 3)
    pygame.draw.rect(ui.surface, (15, 12, 10), r.inflate(w * 2 + ui.px(2), w * 2 + ui.px(2)), ui.px(2),
                     border_radius=ui.px(7))
    pygame.draw.rect(ui.surface, colour, r.inflate(w * 2, w * 2), w, border_radius=ui.px(6))


def token(ui, g, p, r):
    pygame.draw.circle(ui.surface, (15, 12, 10), r.center, r.w // 2)
    pygame.draw.circle(ui.surface, P.seat_colour(p), r.center, r.w // 2 - ui.px(1.5))
    ui.text(P.initials(g.pname(p)), r.center, 12, P.ink(p), bold=True, anchor="center")


def draw_star(ui, r, colour):
    """A five-pointed star (the faction's) in `r`."""
    import math

    cx, cy, out = r.centerx, r.centery, r.w / 2
    pts = [(cx + math.cos(math.radians(-90 + 36 * i)) * (out if i % 2 == 0 else out * 0.45),
            cy + math.sin(math.radians(-90 + 36 * i)) * (out if i % 2 == 0 else out * 0.45)) for i in range(10)]
    pygame.draw.polygon(ui.surface, (20, 16, 12), [(x, y + 1) for x, y in pts])
    pygame.draw.polygon(ui.surface, colour, pts)
