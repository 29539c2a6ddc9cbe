"""Drawing the board scene's map: the colony and the six locations, their zombies,
barricades, noise and survivor tokens. Everything drawn that can be clicked or
hovered is recorded as a region (rect, key) so the scene can map clicks to game
things; the panels around the map are drawn by board_panels."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.core.i18n import N_, _, language, tr
from game.render import icons, textfit
from game.render import ui as U
from game.winter.rules.content import LOCATIONS
from game.winter.rules.state import COLONY
from game.winter.scenes import board_panels as P
from game.winter.scenes import labels

COLONY_RECT = (8, 46, 492, 328)
LOC_W, LOC_H = 252, 164
LOC_X = (508, 764, 1020)
LOC_Y = (46, 214)

SOUNDS = {"zombie-added": "growl", "overrun": "growl", "death": "death", "wound": "hurt", "frostbite": "hurt",
          "dice": "dice", "exposure": "dice", "search": "card", "draw": "card", "crisis-prevented": "success",
          "crisis-failed": "failure", "game-over": "failure", "zombie-killed": "kill", "bite-spreads": "bite",
          "vote-result": "reveal", "crossroads-drawn": "card"}
BARRICADE = (214, 160, 96)
FACES = {"blank": N_("blank"), "wound": N_("wound"), "frostbite": N_("frostbite"), "bite": N_("bite")}  # exposure die
CODE_SIZE = 9  # a token's board code: the smallest lettering that still reads at 1280×720


@dataclass
class Flourish:
    text: str
    pos: tuple[int, int]
    colour: tuple
    icon: str | None = None
    t: float = 0.0
    life: float = 1.2


def token_radius(slots, sx: float, sy: float) -> int:
    """A survivor token fills its slot, the footprint the map gives it (the maps keep
    footprints apart, so tokens never overlap): 16 px and more at 1280×720."""
    return min(int(min(s.rect[2] * sx, s.rect[3] * sy)) // 2 for s in slots)


def place_rect(ui, pid: str) -> pygame.Rect:
    if pid == COLONY:
        return ui.r(*COLONY_RECT)
    i = LOCATIONS.index(pid)
    return ui.r(LOC_X[i % 3], LOC_Y[i // 3], LOC_W, LOC_H)


class BoardPainter:
    def __init__(self, scene):
        self.scene = scene
        self.maps = {}
        self.bg_cache: dict = {}
        self.regions: list[tuple[pygame.Rect, tuple]] = []
        self.choice_buttons: list[U.Button] = []
        self.token_pos: dict[str, tuple[int, int]] = {}
        self.place_rects: dict[str, pygame.Rect] = {}
        self.flourishes: list[Flourish] = []
        self.log_rect: pygame.Rect | None = None
        self.time = 0.0
        self.moves: dict[str, tuple] = {}  # survivor -> (from, to, start time) of its slide
        self.rolling_until = 0.0  # the dice pool tumbles until then
        self.cache: dict = {}  # laid-out panels, by what they show
        self.pieces: dict = {}  # name -> (key, regions, strings drawn) of each panel and place on the layer
        self.layer: pygame.Surface | None = None  # the pieces, drawn where they go on screen
        self.layer_seat = None  # whose secrets the layer was drawn for
        self._tokens: list = []
        self.bar_rows = 1  # rows of the action bar this frame
        self._load_maps()

    def _load_maps(self):
        from game.winter.board_map import load_board

        for pid in (COLONY,) + LOCATIONS:
            self.maps[pid] = load_board(pid)

    # --- animation --------------------------------------------------------------
    def update(self, dt: float):
        self.time += dt
        for f in self.flourishes:
            f.t += dt
        self.flourishes = [f for f in self.flourishes if f.t < f.life]

    def moving(self) -> bool:
        """Something drawn animates: a flourish, the dice tumbling, a token sliding."""
        return bool(self.flourishes) or self.time < self.rolling_until or \
            any(self.time - t0 < self.GLIDE for _start, _end, t0 in self.moves.values())

    def play(self, ev):
        d = ev.data
        pos = None
        if "survivor" in d and d["survivor"] in self.token_pos:
            pos = self.token_pos[d["survivor"]]
        elif d.get("location") in self.place_rects:
            pos = self.place_rects[d["location"]].center
        elif d.get("to") in self.place_rects:
            pos = self.place_rects[d["to"]].center
        style = {
            "zombie-added": ("zombie", U.BAD, "+1"), "zombie-killed": ("skull", U.GOOD, _("slain")),
            "death": ("skull", U.BAD, _("died")), "wound": ("wound", U.BAD, "-1"),
            "frostbite": ("frostbite", (140, 200, 255), _("frost")),
            "exposure": ("die", U.TEXT, _(FACES[d["face"]]) if d.get("face") in FACES else d.get("face", "")),
            "barricade": ("barricade", U.ACCENT, "+1"), "barricade-broken": ("barricade", U.BAD, _("broken")),
            "overrun": ("zombie", U.BAD, _("OVERRUN")), "heal": ("medicine", U.GOOD, _("healed")),
            "noise": ("noise", U.ACCENT, _("noise")), "move": ("move", U.TEXT, ""),
            "morale": ("morale", U.GOOD if d.get("delta", 0) > 0 else U.BAD,
                       _("{delta} morale", delta=f"{d.get('delta', 0):+d}")),
        }.get(ev.kind)
        if ev.kind == "dice" and d.get("seat") == self.scene.match.shown:
            self.rolling_until = self.time + 0.6
        app = self.scene.app
        sound = SOUNDS.get(ev.kind)
        if ev.kind == "morale" and d.get("delta"):
            sound = "morale-up" if d["delta"] > 0 else "morale-down"
        if sound and app is not None and app.audio is not None:
            app.audio.play(sound)
        if style is None:
            return
        if pos is None:
            pos = self.scene.app.ui.p(640, 200) if self.scene.app else (640, 200)
        icon, colour, text = style
        self.flourishes.append(Flourish(text, pos, colour, icon))

    def per_state(self, name: str, compute):
        """A value worked out once per game state on screen (not every frame)."""
        sc = self.scene
        stamp = (id(sc.game), len(sc.game.history), sc.match.shown, id(sc.frozen))  # an undo makes a new game
        hit = self.cache.get(("state", name))
        if hit is None or hit[0] != stamp:
            hit = self.cache[("state", name)] = (stamp, compute())
        return hit[1]

    # --- hit testing -------------------------------------------------------------
    def add(self, rect: pygame.Rect, key: tuple):
        self.regions.append((rect, key))

    def hit(self, pos):
        for rect, key in reversed(self.regions):
            if rect.collidepoint(pos):
                return key
        return None

    def point_for(self, key) -> tuple[int, int] | None:
        """A point where a click hits `key` (regions drawn later may cover part of it)."""
        for rect, k in self.regions:
            if k != key:
                continue
            for fx, fy in ((0.5, 0.5), (0.25, 0.25), (0.75, 0.75), (0.25, 0.75), (0.75, 0.25), (0.5, 0.1)):
                pt = (rect.x + int(rect.w * fx), rect.y + int(rect.h * fy))
                if self.hit(pt) == key:
                    return pt
        return None

    def live_controls(self) -> list[tuple[pygame.Rect, tuple]]:
        """The regions a click on which does something for the decision on screen."""
        scene = self.scene
        p = scene.picker_now()
        if not p.legal:
            return [(r, k) for r, k in self.regions if k[0] == "button" and k[1] == "fast"]
        field = p.open_field() if p.kind else None
        subjects = set(p.subjects())
        out = []
        for r, k in self.regions:
            if k[0] in ("choice", "button"):
                out.append((r, k))
            elif field is not None and scene.click_value(k, field) is not None:
                out.append((r, k))
            elif k[0] in ("survivor", "card", "item") and k[1] in subjects and k[1] != p.subject:
                out.append((r, k))
        return out

    # --- drawing -----------------------------------------------------------------
    def draw(self, ui: U.UI):
        """The frame: a layer holding the panels and places, each drawn again only when
        what it shows changes, then what moves or follows the mouse: tokens, dice, the
        action bar, flourishes and the tooltip."""
        v = self.scene.view()
        bar = P.bar_layout(self, ui)  # its rows push the hand down
        self.bar_rows = bar[1]
        self.update_layer(ui, v)
        ui.surface.blit(self.layer, (0, 0))
        self.regions = [r for name in self.PIECES for r in self.pieces[name][1]]
        for name in self.PIECES:
            ui.drawn.extend(self.pieces[name][2])
        self.choice_buttons = []
        self._tokens = []
        for pid in (COLONY,) + LOCATIONS:
            self.place_tokens(ui, v, pid, place_rect(ui, pid))
        for s, centre, rad in self._tokens:
            self.token(ui, v, s, centre, rad)
        P.dice(self, ui, v)
        P.action_bar(self, ui, v, bar)
        self.effects(ui)
        if self.moving():
            ui.redraw_in()
        app = self.scene.app
        if app is None or app.stack.top is self.scene:  # never through a dialog
            self.tooltip(ui, v)

    PIECES = ("top", COLONY) + LOCATIONS + ("seats", "hand", "crisis", "secret", "log")

    def update_layer(self, ui, v):
        """Redraw, on the layer, each piece whose key (what it shows) has changed."""
        screen = ui.surface
        if self.layer is None or self.layer.get_size() != screen.get_size():
            self.layer = pygame.Surface(screen.get_size()).convert(screen) if pygame.display.get_surface() \
                else pygame.Surface(screen.get_size())
            self.layer.fill(U.BG)
            self.pieces = {}
        sc = self.scene
        common = (ui.surface.get_size(), ui.scale, ui.text_scale, tuple(U.SEATS), language())
        picks = (id(sc.picker), repr(sc.picker.state()))
        # each key is what its piece shows, so an action redraws only the pieces it changed
        shown = v.players[sc.match.shown] if sc.match.shown is not None else None
        specs = {
            "top": (ui.r(*P.TOP), (common, v.morale, v.round, v.rounds_left, v.food, v.starvation, len(v.waste),
                                   v.helpless, v.main, self.per_state("goal-key", lambda: P.goal_text(sc.game, v))),
                    lambda: P.top_bar(self, ui, v)),
            "seats": (ui.r(*P.SEATS_RECT), (common, sc.match.decider(), v.active, v.phase, v.first,
                                            tuple(P.seat_line(sc, p) for p in v.players)),
                      lambda: P.seats(self, ui, v)),
            "hand": (ui.r(*P.HAND_RECT), (common, sc.match.shown, picks, shown and tuple(shown.hand), self.bar_rows,
                                          shown and tuple((x, tuple(v.survivors[x].equipped)) for x in shown.survivors)),
                     lambda: P.hand(self, ui, v, self.bar_rows)),
            "crisis": (ui.r(*P.CRISIS_RECT), (common, v.crisis, len(v.crisis_cards),
                                              sum(1 for p in v.players if not p.exiled and not p.out)),
                       lambda: P.crisis(self, ui, v)),
            "secret": (ui.r(*P.SECRET_RECT), (common, sc.match.shown, shown and (shown.objective, shown.exiled),
                                              self.per_state("secret-key", lambda: P.secret_progress(sc.game, v, sc.match.shown))),
                       lambda: P.secret(self, ui, v)),
            "log": (ui.r(*P.LOG_RECT), (common, sc.match.shown, sc.log_upto, len(sc.match.log), sc.log_filter,
                                        sc.log_scroll), lambda: P.log(self, ui)),
        }
        for pid in (COLONY,) + LOCATIONS:
            rect = place_rect(ui, pid)
            specs[pid] = (rect, (common, self.place_key(v, pid), picks if self._lit(pid) else None),
                          lambda pid=pid, rect=rect: self.place(ui, v, pid, rect))
        stale = [n for n in self.PIECES if n not in self.pieces or self.pieces[n][0] != specs[n][1]]
        if not sc.human_turn() and all(n in self.pieces for n in self.PIECES) and self.layer_seat == sc.match.shown:
            # while the computer plays, at most two pieces a frame: a panel a frame late is
            # not seen at 60 Hz, a frame that redraws them all is. Never when the seat on
            # screen changed: then every private piece goes at once.
            if len(stale) > 2:
                ui.redraw_in()  # the rest next frame: a window at rest would show them stale
            stale = stale[:2]
        self.layer_seat = sc.match.shown
        ui.surface = self.layer
        try:
            for name in stale:
                rect, key, draw = specs[name]
                self.layer.fill(U.BG, rect)
                self.layer.set_clip(rect)  # a piece is cleared by its rect alone: it draws nowhere else
                mark = len(ui.drawn)
                self.regions = []
                draw()
                self.pieces[name] = (key, self.regions, ui.drawn[mark:])
                del ui.drawn[mark:]
        finally:
            self.layer.set_clip(None)
            ui.surface = screen

    def _lit(self, pid: str) -> bool:
        """Whether the picks on the board can light something up at this place."""
        p = self.scene.picker
        return p.kind is not None and p.open_field() is not None

    @staticmethod
    def place_key(v, pid: str) -> tuple:
        pl = v.places[pid]
        here = tuple(sorted(s.id for s in v.survivors.values() if s.location == pid))
        key = (pid, tuple(pl.zombies), tuple(pl.barricades), pl.noise, len(pl.deck), len(here))
        if pid == COLONY:
            key += (v.helpless, v.food, len(v.waste), v.starvation, len(v.crisis_cards), v.morale, v.rounds_left)
        return key

    def place(self, ui, v, pid, rect):
        g = self.scene.game
        self.place_rects[pid] = rect
        bm = self.maps[pid]
        key = (pid, rect.size)
        bg = self.bg_cache.get(key)
        if bg is None:
            bg = pygame.transform.smoothscale(bm.render_background(), rect.size)
            self.bg_cache[key] = bg
        ui.surface.blit(bg, rect)
        legal_places = self.highlight_places()
        edge = U.ACCENT if pid in legal_places else U.EDGE
        pygame.draw.rect(ui.surface, edge, rect, width=max(1, ui.px(3 if pid in legal_places else 1)),
                         border_radius=ui.px(4))
        self.add(rect, ("place", pid))
        sx, sy = rect.w / bm.size[0], rect.h / bm.size[1]

        def slot_rect(s):
            x, y, w, h = s.rect
            return pygame.Rect(rect.x + round(x * sx), rect.y + round(y * sy), max(6, round(w * sx)), max(6, round(h * sy)))

        slots = bm.slots
        pl = v.places[pid]
        loc = g.c.locations[pid]
        if slots.get("title"):
            title = slot_rect(slots["title"][0])
            ui.panel(title, (8, 14, 24), None, radius=4, alpha=170)
            textfit.draw(ui, tr(loc.name), title.inflate(-ui.px(4), 0), 12, U.SNOW, min_size=8, bold=True,
                         align="center", middle=True)
            here = sum(1 for s in v.survivors.values() if s.location == pid) + (v.helpless if pid == COLONY else 0)
            self.add(title, ("tip", _("{place}: {n} of {spaces} survivor spaces taken", place=loc.name, n=here,
                                      spaces=loc.survivor_spaces)))
        self.zombies(ui, pid, pl, slots.get("zombie", []), slot_rect)
        for i, s in enumerate(slots.get("noise", [])):
            r = slot_rect(s)
            if i < pl.noise:
                ui.icon("noise", r, (250, 220, 90))
            else:
                pygame.draw.circle(ui.surface, (60, 70, 90), r.center, max(2, r.w // 5))
        if pid != COLONY and slots.get("deck"):
            r = slot_rect(slots["deck"][0])
            ui.panel(r, (40, 50, 72), U.EDGE, radius=3)
            ui.text(str(len(pl.deck)), r.center, 12, U.SNOW, bold=True, anchor="center")
            self.add(r, ("tip", _("{place} deck: {n} cards (mostly {types})", place=loc.name, n=len(pl.deck),
                                  types=", ".join(labels.type_name(t) for t in loc.favours))))
        if pid == COLONY:  # helpless tokens take the spaces after the survivors'
            sslots = sorted(slots.get("survivor", []), key=lambda s: s.index)
            here = sum(1 for s in v.survivors.values() if s.location == pid)
            rad = token_radius(sslots, sx, sy)
            for slot in sslots[here:here + v.helpless]:
                r = slot_rect(slot)
                pygame.draw.circle(ui.surface, (40, 48, 60), r.center, rad)
                pygame.draw.circle(ui.surface, (200, 210, 220), r.center, rad, max(2, rad // 6))
                ui.icon("helpless", r.inflate(-rad // 2, -rad // 2), (200, 210, 220))
                self.add(r, ("tip", _("A helpless survivor: eats, counts for zombies, cannot act")))
            P.colony_marks(self, ui, v, slots, slot_rect)

    def place_tokens(self, ui, v, pid, rect):
        """Where this place's survivors stand (lowest influence first, as the rules count
        them); drawn every frame since they slide."""
        g = self.scene.game
        bm = self.maps[pid]
        sx, sy = rect.w / bm.size[0], rect.h / bm.size[1]
        key = (pid, rect.size, rect.topleft)
        centres = self.cache.get(("slots", key))
        if centres is None:
            sslots = sorted(bm.slots.get("survivor", []), key=lambda s: s.index)
            centres = [(rect.x + round((s.rect[0] + s.rect[2] / 2) * sx), rect.y + round((s.rect[1] + s.rect[3] / 2) * sy))
                       for s in sslots]
            centres = self.cache[("slots", key)] = (centres, token_radius(sslots, sx, sy))
        here = sorted((s for s in v.survivors.values() if s.location == pid),
                      key=lambda s: g.c.survivors[s.id].influence)
        spots, rad = centres
        self._tokens.extend((s, c, rad) for s, c in zip(here, spots))

    def zombies(self, ui, pid, pl, zombie_slots, slot_rect):
        """Zombies and barricades per entrance (barricades take the first spaces), with
        the colony's entrance numbers beside the space nearest each gate."""
        by_entrance: dict[int, list] = {}
        for s in zombie_slots:
            by_entrance.setdefault((s.entrance or 1) - 1, []).append(s)
        hot_targets = self.highlight_zombies()
        for e, ss in by_entrance.items():
            ss = sorted(ss, key=lambda s: s.index)
            b, z = pl.barricades[e], pl.zombies[e]
            for i, s in enumerate(ss):
                r = slot_rect(s)
                hot = (pid, e) in hot_targets
                if i < b:
                    pygame.draw.rect(ui.surface, (40, 26, 14), r, border_radius=ui.px(3))
                    ui.icon("barricade", r.inflate(-2, -2), BARRICADE)
                    pygame.draw.rect(ui.surface, BARRICADE, r, width=max(1, ui.px(1.5)), border_radius=ui.px(3))
                elif i < b + z:
                    pygame.draw.circle(ui.surface, (30, 12, 16), r.center, r.w // 2)
                    ui.icon("zombie", r.inflate(-4, -4), (150, 210, 120))
                elif hot:
                    pygame.draw.rect(ui.surface, U.ACCENT, r, width=max(1, ui.px(1)), border_radius=ui.px(3))
                if hot:
                    pygame.draw.circle(ui.surface, U.ACCENT, r.center, r.w // 2 + ui.px(2), max(1, ui.px(2)))
                self.add(r, ("zombie", pid, e))
            if pid == COLONY and ss:
                r = slot_rect(ss[0])
                tag = pygame.Rect(0, 0, ui.px(13), ui.px(13))
                tag.center = (r.left, r.top)
                pygame.draw.circle(ui.surface, (10, 16, 28), tag.center, tag.w // 2 + 1)
                pygame.draw.circle(ui.surface, U.ACCENT if b else U.SNOW, tag.center, tag.w // 2 + 1,
                                   max(1, ui.px(1)))
                ui.text(str(e + 1), tag.center, 9, U.SNOW, bold=True, anchor="center")
                self.add(tag, ("zombie", pid, e))

    def token(self, ui, v, s, centre, rad: int):
        """A survivor's token where it stands (or slides): a sprite drawn once per look."""
        picker = self.scene.picker
        c = self.glide(s.id, centre)
        selected = picker.subject == s.id
        hot = s.id in self.highlight_survivors()
        can_act = not selected and picker.subject is None and s.id in picker.subjects()
        look = (s.id, U.SEATS[s.seat % len(U.SEATS)], rad, selected or hot, can_act,
                v.players[s.seat].leader == s.id, s.wounds, s.frost, bool(s.equipped), ui.scale, ui.text_scale,
                language())
        sprite = self.cache.get(("token", look))
        if sprite is None:
            sprite = self.cache[("token", look)] = self.token_sprite(ui, s, rad, look)
        ui.surface.blit(sprite, (c[0] - rad - 3, c[1] - rad - 3))
        ui.drawn.append(labels.token_codes(self.scene.game.c)[s.id])
        if selected:  # a pulsing halo: the survivor the bar's actions are for
            k = 0.5 + 0.5 * abs(((ui.ambient_time() * 1.6) % 2) - 1)
            pygame.draw.circle(ui.surface, U.ACCENT, c, rad + ui.px(3 + 2 * k), max(1, ui.px(1.5)))
        hit = pygame.Rect(0, 0, rad * 2, rad * 2)
        hit.center = c
        self.add(hit, ("survivor", s.id))

    def token_sprite(self, ui, s, rad: int, look) -> pygame.Surface:
        """A light face with the portrait and board code, ringed in the owner's seat colour
        (a dark rim keeps the ring apart from the map under it); a gold rim when it can be
        picked; badges for the leader, wounds and an item."""
        _sid, colour, _rad, lit, can_act, leader, wounds, frost, equipped, *_rest = look
        sprite = pygame.Surface((2 * rad + 6, 2 * rad + 6), pygame.SRCALPHA)
        c = (rad + 3, rad + 3)
        screen, ui.surface = ui.surface, sprite
        mark = len(ui.drawn)
        try:
            pygame.draw.circle(sprite, (8, 10, 16), (c[0] + 1, c[1] + 2), rad)
            pygame.draw.circle(sprite, (236, 240, 246), c, rad)
            img = icons.portrait(s.id, int(rad * 1.3), (24, 30, 42))
            if img is not None:
                sprite.blit(img, img.get_rect(center=(c[0], c[1] - rad // 4)))
            code = labels.token_codes(self.scene.game.c)[s.id]
            f = ui.font(CODE_SIZE, bold=True)
            tw, th = f.size(code)
            pill = pygame.Rect(0, 0, tw + ui.px(4), th)
            pill.midbottom = (c[0], c[1] + rad - max(2, rad // 6))  # inside the ring: never cut by a neighbour
            pygame.draw.rect(sprite, (12, 16, 24), pill, border_radius=ui.px(3))
            ui.text(code, pill.center, CODE_SIZE, U.SNOW, bold=True, anchor="center")
            ring = max(3, rad // 4)
            pygame.draw.circle(sprite, colour, c, rad, ring)  # the owner's colour
            rim = U.ACCENT if lit else (255, 230, 170) if can_act else (12, 16, 24)
            pygame.draw.circle(sprite, rim, c, rad + (2 if lit else 1), 3 if lit else 2 if can_act else 1)
            # badges stay inside the token's own square, so neighbours never overlap
            badge = max(5, int(rad * 0.8))
            if leader:
                lr = pygame.Rect(c[0] + rad - badge, c[1] - rad, badge, badge)
                pygame.draw.circle(sprite, (12, 16, 24), lr.center, badge // 2 + 1)
                ui.icon("leader", lr, U.ACCENT)
            dot = max(2, rad // 4)
            for i in range(wounds):  # down the left of the ring, clear of the code
                pygame.draw.circle(sprite, (140, 200, 255) if i < frost else U.BAD,
                                   (c[0] - rad + dot - 1, c[1] - 2 * dot + i * (2 * dot + 1)), dot)
            if equipped:
                pygame.draw.circle(sprite, U.ACCENT, (c[0] - rad + dot, c[1] - rad + dot), dot)
        finally:
            ui.surface = screen
            del ui.drawn[mark:]
        return sprite

    GLIDE = 0.35

    def glide(self, sid: str, target) -> tuple[int, int]:
        """Where to draw a token that may be moving: it slides from its last spot."""
        start, end, t0 = self.moves.get(sid, (target, target, -1.0))
        if end != target:  # it moved since the last frame
            here = self.token_pos.get(sid, target)
            self.moves[sid] = (here, target, self.time)
            start, end, t0 = here, target, self.time
        k = min(1.0, (self.time - t0) / self.GLIDE) if t0 >= 0 else 1.0
        k = 1 - (1 - k) ** 3  # ease out
        pos = (round(start[0] + (end[0] - start[0]) * k), round(start[1] + (end[1] - start[1]) * k))
        self.token_pos[sid] = pos
        return pos

    def effects(self, ui):
        for f in self.flourishes:
            k = f.t / f.life
            x, y = f.pos
            y -= int(ui.px(30) * k)
            alpha = int(255 * (1 - k))
            if f.icon:
                size = ui.px(22)
                img = U.get_icon(f.icon, size, f.colour)
                if img is not None:
                    img = img.copy()
                    img.set_alpha(alpha)
                    ui.surface.blit(img, img.get_rect(midbottom=(x, y)))
            if f.text:
                fnt = ui.font(13, bold=True)
                img = fnt.render(f.text, True, f.colour)
                img.set_alpha(alpha)
                ui.surface.blit(img, img.get_rect(midtop=(x, y)))

    def tooltip(self, ui, v):
        key = self.hit(self.scene.mouse)
        if key is None:
            return
        g = self.scene.game
        lines: list[str] = []
        kind = key[0]
        if kind == "tip":
            lines = [key[1]]
        elif kind == "survivor" and key[1] in v.survivors:
            s = v.survivors[key[1]]
            lines = labels.survivor_lines(g.c, s.id)
            lines.append(_("{player} · wounds {wounds} (frostbite {frost})", player=v.players[s.seat].name,
                           wounds=s.wounds, frost=s.frost))
            if s.equipped:
                lines.append(_("Equipped: {cards}", cards=", ".join(tr(g.c.items[c].name) for c in s.equipped)))
        elif kind in ("card", "item"):
            lines = labels.item_lines(g.c, key[1])
        elif kind == "place":
            loc = g.c.locations[key[1]]
            lines = [tr(loc.name)]
        elif kind == "zombie":
            pl = v.places[key[1]]
            e = key[2]
            place = g.c.locations[key[1]].name
            lines = [_("{place}, entrance {n}", place=place, n=e + 1) if key[1] == COLONY else tr(place),
                     _("Zombies {zombies} · barricades {barricades} · spaces {spaces}", zombies=pl.zombies[e],
                       barricades=pl.barricades[e], spaces=g.c.locations[key[1]].zombie_spaces)]
        if not lines:
            return
        f = ui.font(12)
        width = min(ui.px(380), max(f.size(line)[0] for line in lines) + ui.px(16))
        wrapped = [w for line in lines for w in U.wrap(f, line, width - ui.px(16))]
        h = len(wrapped) * f.get_linesize() + ui.px(12)
        mx, my = self.scene.mouse
        box = pygame.Rect(mx + ui.px(14), my + ui.px(14), width, h)
        box.clamp_ip(ui.surface.get_rect())
        ui.panel(box, (8, 12, 20), U.ACCENT, radius=5)
        y = box.top + ui.px(6)
        for line in wrapped:
            ui.drawn.append(line)
            ui.surface.blit(U.render(f, line, U.TEXT), (box.left + ui.px(8), y))
            y += f.get_linesize()

    # --- what to highlight ---------------------------------------------------------
    def _field_values(self, names) -> list:
        p = self.scene.picker
        field = p.open_field() if p.kind else None
        if field and field[0] in names:
            return field[1]
        return []

    def highlight_places(self) -> set:
        return {x for x in self._field_values(("to",)) if isinstance(x, str) and x in self.place_rects}

    def highlight_survivors(self) -> set:
        return {x for x in self._field_values(("target", "on", "to")) if isinstance(x, str)}

    def highlight_zombies(self) -> set:
        out = set()
        subj = self.scene.picker.subject
        s = self.scene.game.s.survivors.get(subj)
        for x in self._field_values(("target",)):
            if isinstance(x, str) and x.startswith("zombie") and s:
                e = int(x.split("-")[1]) - 1 if "-" in x else 0
                out.add((s.location, e))
        for x in self._field_values(("entrance",)):
            if s:
                out.add((s.location, x - 1))
        return out

    def highlight_dice(self) -> set:
        return {x for x in self._field_values(("die",)) if x is not None}
