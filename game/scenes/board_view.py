"""Drawing the board scene. Everything drawn that can be clicked or hovered is
recorded as a region (rect, key) so the scene can map clicks to game things."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from ..render import ui as U
from ..rules.winter.conditions import describe
from ..rules.winter.content import LOCATIONS
from ..rules.winter.objectives import side
from ..rules.winter.state import COLONY
from . import labels

# logical layout (1280×720)
TOP = (0, 0, 1280, 40)
COLONY_RECT = (8, 46, 492, 328)
LOC_W, LOC_H = 252, 164
LOC_X = (508, 764, 1020)
LOC_Y = (46, 214)
SEATS_RECT = (8, 384, 372, 328)
BAR_RECT = (388, 384, 512, 40)
HAND_RECT = (388, 430, 512, 176)
DICE_RECT = (388, 612, 512, 100)
CRISIS_RECT = (908, 384, 364, 92)
LOG_RECT = (908, 482, 364, 230)


SOUNDS = {"zombie-added": "growl", "overrun": "growl", "death": "death", "wound": "hurt", "frostbite": "hurt",
          "dice": "dice", "exposure": "dice", "search": "card", "draw": "card", "crisis-prevented": "success",
          "crisis-failed": "failure", "game-over": "failure"}


@dataclass
class Flourish:
    text: str
    pos: tuple[int, int]
    colour: tuple
    icon: str | None = None
    t: float = 0.0
    life: float = 1.2


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
        self._load_maps()

    def _load_maps(self):
        from ..render.tilemap import load_board

        for pid in (COLONY,) + LOCATIONS:
            self.maps[pid] = load_board(pid)

    # --- animation --------------------------------------------------------------
    def update(self, dt: float):
        self.time += dt
        for f in self.flourishes:
            f.t += dt
        self.flourishes = [f for f in self.flourishes if f.t < f.life]

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
            "zombie-added": ("zombie", U.BAD, "+1"), "zombie-killed": ("skull", U.GOOD, "slain"),
            "death": ("skull", U.BAD, "died"), "wound": ("wound", U.BAD, "-1"),
            "frostbite": ("frostbite", (140, 200, 255), "frost"), "exposure": ("die", U.TEXT, d.get("face", "")),
            "barricade": ("barricade", U.ACCENT, "+1"), "barricade-broken": ("barricade", U.BAD, "broken"),
            "overrun": ("zombie", U.BAD, "OVERRUN"), "heal": ("medicine", U.GOOD, "healed"),
            "noise": ("noise", U.ACCENT, "noise"), "move": ("move", U.TEXT, ""),
            "morale": ("morale", U.GOOD if d.get("delta", 0) > 0 else U.BAD, f"{d.get('delta', 0):+d} morale"),
        }.get(ev.kind)
        if ev.kind == "dice" and d.get("seat") == self.scene.match.shown:
            self.rolling_until = self.time + 0.6
        app = self.scene.app
        sound = SOUNDS.get(ev.kind)
        if sound and app is not None and app.audio is not None:
            app.audio.play(sound)
        if style is None:
            return
        if pos is None:
            pos = self.scene.app.ui.p(640, 200) if self.scene.app else (640, 200)
        icon, colour, text = style
        self.flourishes.append(Flourish(text, pos, colour, icon))

    # --- hit testing -------------------------------------------------------------
    def add(self, rect: pygame.Rect, key: tuple):
        self.regions.append((rect, key))

    def hit(self, pos):
        for rect, key in reversed(self.regions):
            if rect.collidepoint(pos):
                return key
        return None

    # --- drawing -----------------------------------------------------------------
    def draw(self, ui: U.UI):
        self.regions = []
        self.choice_buttons = []
        v = self.scene.view()
        ui.surface.fill(U.BG)
        self.top_bar(ui, v)
        self.place(ui, v, COLONY, ui.r(*COLONY_RECT))
        for i, pid in enumerate(LOCATIONS):
            self.place(ui, v, pid, ui.r(LOC_X[i % 3], LOC_Y[i // 3], LOC_W, LOC_H))
        self.seats(ui, v)
        self.action_bar(ui, v)
        self.hand(ui, v)
        self.dice(ui, v)
        self.crisis(ui, v)
        self.log(ui)
        self.effects(ui)
        self.tooltip(ui, v)

    def top_bar(self, ui, v):
        g = self.scene.game
        r = ui.r(*TOP)
        pygame.draw.rect(ui.surface, (10, 16, 28), r)
        pygame.draw.line(ui.surface, U.EDGE, r.bottomleft, r.bottomright, max(1, ui.px(1)))
        x = 10
        waste = len(v.waste)
        warn = waste % 10 >= 7
        items = [("morale", f"{v.morale}", U.BAD if v.morale <= 2 else U.TEXT, "Morale"),
                 ("round", f"R{v.round} · {v.rounds_left} left", U.TEXT, "Round / rounds left"),
                 ("food-token", f"{v.food}", U.TEXT, "Food in the supply"),
                 ("starvation", f"{v.starvation}", U.BAD if v.starvation else U.MUTED, "Starvation tokens"),
                 ("waste", f"{waste}", U.BAD if warn else U.TEXT,
                  f"Waste: {waste} cards; every 10 cost 1 morale each colony phase"
                  + (" — the next 10 is close!" if warn else "")),
                 ("helpless", f"{v.helpless}", U.TEXT, "Helpless survivors in the colony")]
        for icon, text, colour, tip in items:
            ir = ui.r(x, 8, 24, 24)
            ui.icon(icon, ir, colour)
            tr = ui.text(text, ui.p(x + 28, 11), 17, colour, bold=True)
            self.add(ir.union(tr), ("tip", tip))
            x += 28 + tr.width / ui.scale + 18
        m = g.c.mains[v.main]
        goal = "; ".join(describe(g, q, v.first) for q in side(g).goal)
        gr = ui.text(f"{m.title}: {goal}", ui.p(x + 8, 12), 14, U.ACCENT, max_width=1270 - x - 180)
        self.add(gr, ("tip", f"{m.title} — {side(g).text}"))
        ui.text(self.scene.status_line(), ui.p(1270, 12), 14, U.MUTED, anchor="topright", max_width=175)

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
        pygame.draw.rect(ui.surface, edge, rect, width=max(1, ui.px(2 if pid in legal_places else 1)),
                         border_radius=ui.px(4))
        self.add(rect, ("place", pid))
        sx, sy = rect.w / bm.size[0], rect.h / bm.size[1]

        def slot_rect(s):
            x, y, w, h = s.rect
            return pygame.Rect(rect.x + round(x * sx), rect.y + round(y * sy), max(6, round(w * sx)), max(6, round(h * sy)))

        slots = bm.slots
        pl = v.places[pid]
        loc = g.c.locations[pid]
        # title
        if slots.get("title"):
            tr = slot_rect(slots["title"][0])
            ui.panel(tr, (8, 14, 24), None, radius=4, alpha=170)
            ui.text(loc.name, tr.center, 12, U.SNOW, bold=True, anchor="center", max_width=tr.w / ui.scale)
            here = sum(1 for s in v.survivors.values() if s.location == pid) + (v.helpless if pid == COLONY else 0)
            self.add(tr, ("tip", f"{loc.name}: {here} of {loc.survivor_spaces} survivor spaces taken"))
        # zombies and barricades per entrance: barricades take the first spaces
        zombie_slots = slots.get("zombie", [])
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
                    ui.icon("barricade", r.inflate(-2, -2), (196, 150, 96))
                elif i < b + z:
                    pygame.draw.circle(ui.surface, (30, 12, 16), r.center, r.w // 2)
                    ui.icon("zombie", r.inflate(-4, -4), (150, 210, 120))
                elif hot:
                    pygame.draw.rect(ui.surface, U.ACCENT, r, width=max(1, ui.px(1)), border_radius=ui.px(3))
                if hot:
                    pygame.draw.circle(ui.surface, U.ACCENT, r.center, r.w // 2 + ui.px(2), max(1, ui.px(2)))
                self.add(r, ("zombie", pid, e))
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
            self.add(r, ("tip", f"{loc.name} deck: {len(pl.deck)} cards (mostly {', '.join(loc.favours)})"))
        # survivors (lowest influence first, as the rules count them), then helpless tokens
        here = sorted((s for s in v.survivors.values() if s.location == pid),
                      key=lambda s: g.c.survivors[s.id].influence)
        sslots = slots.get("survivor", [])
        for s, slot in zip(here, sslots):
            self.token(ui, v, s, slot_rect(slot))
        if pid == COLONY:
            for slot in sslots[len(here):len(here) + v.helpless]:
                r = slot_rect(slot)
                ui.icon("helpless", r.inflate(-4, -4), (200, 210, 220))
                self.add(r, ("tip", "A helpless survivor: eats, counts for zombies, cannot act"))
            self.colony_marks(ui, v, slots, slot_rect)

    def colony_marks(self, ui, v, slots, slot_rect):
        for kind, value, icon, tip in (("food", v.food, "food-token", "Food supply"),
                                        ("waste", len(v.waste), "waste", "Waste pile"),
                                        ("starvation", v.starvation, "starvation", "Starvation tokens"),
                                        ("crisis", len(v.crisis_cards), "crisis", "Cards added to the crisis")):
            if slots.get(kind):
                r = slot_rect(slots[kind][0])
                ui.panel(r, (10, 16, 28), None, radius=4, alpha=150)
                ui.icon(icon, r.inflate(-r.w // 3, -r.h // 3).move(-r.w // 6, 0), U.SNOW)
                ui.text(str(value), (r.right - ui.px(2), r.centery), 12, U.SNOW, bold=True, anchor="midright")
                self.add(r, ("tip", f"{tip}: {value}"))
        for kind, value in (("morale-track", v.morale), ("round-track", v.rounds_left)):
            for s in slots.get(kind, []):
                if s.index == value:
                    r = slot_rect(s)
                    colour = U.BAD if kind == "morale-track" else U.ACCENT
                    pygame.draw.circle(ui.surface, colour, r.center, max(3, r.w // 2 - 1))
                    pygame.draw.circle(ui.surface, U.SNOW, r.center, max(3, r.w // 2 - 1), max(1, ui.px(1)))

    def token(self, ui, v, s, r):
        g = self.scene.game
        card = g.c.survivors[s.id]
        owner = v.players[s.seat]
        colour = U.SEATS[s.seat % len(U.SEATS)]
        rad = max(6, min(r.w, r.h) // 2)
        c = self.glide(s.id, r.center)
        selected = self.scene.picker.subject == s.id
        hot = s.id in self.highlight_survivors()
        pygame.draw.circle(ui.surface, (8, 10, 16), (c[0] + 1, c[1] + 2), rad)
        pygame.draw.circle(ui.surface, colour, c, rad)
        pygame.draw.circle(ui.surface, U.ACCENT if (selected or hot) else U.SNOW, c, rad,
                           max(1, ui.px(2.5 if (selected or hot) else 1)))
        initials = "".join(w[0] for w in card.name.split()[:2])
        ui.text(initials, c, 11, (10, 14, 20), bold=True, anchor="center")
        if owner.leader == s.id:
            ui.icon("leader", pygame.Rect(c[0] - rad // 2, c[1] - rad - rad // 2, rad, rad), U.ACCENT)
        for i in range(s.wounds):
            frost = i < s.frost
            pygame.draw.circle(ui.surface, (140, 200, 255) if frost else U.BAD,
                               (c[0] - rad + 3 + i * max(4, rad // 2), c[1] + rad - 1), max(2, rad // 4))
        if s.equipped:
            pygame.draw.circle(ui.surface, U.ACCENT, (c[0] + rad - 2, c[1] - rad + 3), max(2, rad // 4))
        hit = pygame.Rect(0, 0, rad * 2, rad * 2)
        hit.center = c
        self.add(hit, ("survivor", s.id))

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

    def seats(self, ui, v):
        g = self.scene.game
        r = ui.r(*SEATS_RECT)
        ui.panel(r)
        n = len(v.players)
        row_h = min(64, (SEATS_RECT[3] - 8) / n)
        for p in v.players:
            y = SEATS_RECT[1] + 4 + p.seat * row_h
            rr = ui.r(SEATS_RECT[0] + 4, y, SEATS_RECT[2] - 8, row_h - 4)
            active = p.seat == v.active and v.phase == "turns"
            deciding = p.seat == self.scene.match.decider()
            ui.panel(rr, U.PANEL_HI if active else U.PANEL, U.ACCENT if deciding else None, radius=6)
            colour = U.SEATS[p.seat % len(U.SEATS)]
            pygame.draw.rect(ui.surface, colour, ui.r(SEATS_RECT[0] + 6, y + 4, 6, row_h - 12))
            setup = self.scene.match.seats[p.seat]
            tag = "" if setup.human else f" · AI {setup.level}"
            flags = (" · EXILED" if p.exiled else "") + (" · OUT" if p.out else "")
            ui.text(f"{p.name}{tag}{flags}", ui.p(SEATS_RECT[0] + 18, y + 4), 14, U.TEXT, bold=True,
                    max_width=250)
            if p.seat == v.first:
                ui.icon("first-player", ui.r(SEATS_RECT[0] + SEATS_RECT[2] - 30, y + 4, 18, 18), U.ACCENT)
            leader = g.c.survivors[p.leader].name if p.leader else "—"
            ui.text(f"Leads {leader} · {len(p.survivors)} survivor{'s' if len(p.survivors) != 1 else ''}",
                    ui.p(SEATS_RECT[0] + 18, y + 22), 12, U.MUTED, max_width=340)
            dice = " ".join(str(d) for d in sorted(p.unused)) or "no dice"
            ui.text(f"Hand {len(p.hand)} · crisis +{p.crisis_added} · dice {dice}",
                    ui.p(SEATS_RECT[0] + 18, y + 38), 12, U.MUTED, max_width=340)
            self.add(rr, ("seat", p.seat))

    def action_bar(self, ui, v):
        r = ui.r(*BAR_RECT)
        ui.panel(r, (18, 28, 44))
        scene = self.scene
        choices = scene.choices()
        x = BAR_RECT[0] + 6
        mouse = scene.mouse
        f = ui.font(12, bold=True)
        for i, (label, key) in enumerate(choices[:9]):
            text = f"{i + 1}. {label}"
            w = min(240, f.size(text)[0] / ui.scale + 20)
            if x + w > BAR_RECT[0] + BAR_RECT[2] - 6:
                break
            b = U.Button(ui.r(x, BAR_RECT[1] + 6, w, 28), text, key, hot=True)
            ui.button(b, mouse, 12)
            self.choice_buttons.append(b)
            self.add(b.rect, ("choice", key))
            x += w + 6
        if not choices:
            ui.text(scene.status_line(), ui.p(BAR_RECT[0] + 10, BAR_RECT[1] + 12), 13, U.MUTED, max_width=490)

    def hand(self, ui, v):
        g = self.scene.game
        r = ui.r(*HAND_RECT)
        ui.panel(r)
        seat = self.scene.match.shown
        if seat is None:
            ui.text("Hands are hidden while no player is at the screen.", r.center, 14, U.MUTED, anchor="center")
            return
        p = v.players[seat]
        ui.text(f"Your hand · {p.name}", ui.p(HAND_RECT[0] + 8, HAND_RECT[1] + 4), 13, U.MUTED, bold=True)
        if p.objective:
            obj = g.c.objectives[p.objective]
            o = ui.text(f"Secret: {obj.title}", ui.p(HAND_RECT[0] + HAND_RECT[2] - 8, HAND_RECT[1] + 4), 13,
                        U.BAD if p.betrayer else U.ACCENT, bold=True, anchor="topright", max_width=300)
            self.add(o, ("tip", f"{obj.title}: {obj.text}"))
        cards = [(c, None) for c in p.hand]
        for sid in p.survivors:
            cards += [(c, sid) for c in v.survivors[sid].equipped]
        n = max(1, len(cards))
        cw = min(74.0, (HAND_RECT[2] - 16 - (n - 1) * 4) / n)
        for i, (cid, on) in enumerate(cards):
            cr = ui.r(HAND_RECT[0] + 8 + i * (cw + 4), HAND_RECT[1] + 24, cw, 112)
            self.card(ui, cid, cr, on)
        if not cards:
            ui.text("No cards.", ui.p(HAND_RECT[0] + 12, HAND_RECT[1] + 40), 13, U.MUTED)
        ui.text(f"Delivered to the objective: {len(v.delivered)}", ui.p(HAND_RECT[0] + 8, HAND_RECT[1] + 150),
                12, U.MUTED)

    def card(self, ui, cid, r, on=None):
        g = self.scene.game
        k = g.c.items[cid]
        colour = U.TYPE_COLOURS.get(k.type, U.EDGE)
        selected = self.scene.picker.subject == cid
        ui.panel(r, (236, 232, 222), U.ACCENT if selected else colour, radius=6)
        head = pygame.Rect(r.x, r.y, r.w, max(8, r.h // 5))
        pygame.draw.rect(ui.surface, colour, head, border_top_left_radius=ui.px(6), border_top_right_radius=ui.px(6))
        ui.text(k.type.upper(), head.center, 9, (20, 20, 24), bold=True, anchor="center")
        ui.icon(k.type, pygame.Rect(r.centerx - r.w // 4, head.bottom + 4, r.w // 2, r.w // 2), (50, 50, 60))
        name_box = pygame.Rect(r.x + 3, head.bottom + r.w // 2 + 6, r.w - 6, r.bottom - head.bottom - r.w // 2 - 8)
        ui.wrapped(k.name, name_box, 10, (20, 24, 32), bold=True, line_gap=1.0)
        if on:
            ui.text(f"on {g.c.survivors[on].name.split()[0]}", (r.centerx, r.bottom - ui.px(3)), 9, (90, 60, 20),
                    bold=True, anchor="midbottom")
        if selected:
            pygame.draw.rect(ui.surface, U.ACCENT, r.inflate(4, 4), width=max(2, ui.px(2)), border_radius=ui.px(7))
        self.add(r, ("item" if on else "card", cid))

    def dice(self, ui, v):
        r = ui.r(*DICE_RECT)
        ui.panel(r)
        seat = self.scene.match.shown
        mouse = self.scene.mouse
        if seat is not None:
            p = v.players[seat]
            hot = self.highlight_dice()
            x = DICE_RECT[0] + 10
            ui.text("Dice", ui.p(x, DICE_RECT[1] + 6), 12, U.MUTED, bold=True)
            rolling = self.time < self.rolling_until
            for i, val in enumerate(sorted(p.unused)):
                dr = ui.r(x, DICE_RECT[1] + 24, 34, 34)
                if rolling:  # tumbling faces, jittering in place
                    face = 1 + (int(self.time * 23) + i * 5) % 6
                    self.die(ui, dr.move(0, -ui.px(4) * ((int(self.time * 30) + i) % 2)), face)
                    x += 40
                    continue
                self.die(ui, dr, val, val in hot)
                self.add(dr, ("die", val))
                x += 40
            for val in sorted(p.used):
                dr = ui.r(x, DICE_RECT[1] + 30, 24, 24)
                self.die(ui, dr, val, False, used=True)
                x += 28
        # buttons: colony actions, end turn, fast-forward
        bx = DICE_RECT[0] + DICE_RECT[2] - 8
        legal = self.scene.picker_now().legal
        for key, label, enabled in (("end-turn", "End turn", any(type(a).__name__ == "EndTurn" for a in legal)),
                                    ("colony", "Colony actions", bool(self.scene.global_kinds())),
                                    ("fast", "Fast-forward", not self.scene.match.is_human(self.scene.match.decider()))):
            b = U.Button(ui.r(bx - 116, DICE_RECT[1] + 62, 116, 30), label, key, enabled)
            ui.button(b, mouse, 13)
            if enabled:
                self.add(b.rect, ("button", key))
            bx -= 122

    def die(self, ui, r, val, hot=False, used=False):
        face = (120, 126, 136) if used else (240, 240, 236)
        pygame.draw.rect(ui.surface, face, r, border_radius=ui.px(5))
        pygame.draw.rect(ui.surface, U.ACCENT if hot else (60, 60, 70), r, width=max(1, ui.px(2 if hot else 1)),
                         border_radius=ui.px(5))
        pips = {1: [(0, 0)], 2: [(-1, -1), (1, 1)], 3: [(-1, -1), (0, 0), (1, 1)],
                4: [(-1, -1), (1, -1), (-1, 1), (1, 1)], 5: [(-1, -1), (1, -1), (0, 0), (-1, 1), (1, 1)],
                6: [(-1, -1), (1, -1), (-1, 0), (1, 0), (-1, 1), (1, 1)]}[val]
        step = r.w // 4
        for dx, dy in pips:
            pygame.draw.circle(ui.surface, (20, 20, 28), (r.centerx + dx * step, r.centery + dy * step),
                               max(2, r.w // 10))

    def crisis(self, ui, v):
        g = self.scene.game
        r = ui.r(*CRISIS_RECT)
        ui.panel(r, (44, 28, 34), (150, 80, 80))
        if v.crisis is None:
            ui.text("No crisis", r.center, 14, U.MUTED, anchor="center")
            return
        cr = g.c.crises[v.crisis]
        ui.icon("crisis", ui.r(CRISIS_RECT[0] + 8, CRISIS_RECT[1] + 8, 22, 22), U.BAD)
        ui.text(f"Crisis: {cr.title}", ui.p(CRISIS_RECT[0] + 36, CRISIS_RECT[1] + 8), 15, U.TEXT, bold=True,
                max_width=320)
        need = sum(1 for p in v.players if not p.exiled and not p.out)
        ui.text(f"Needs {' or '.join(cr.types)} · {len(v.crisis_cards)} card(s) added · needs {need}",
                ui.p(CRISIS_RECT[0] + 10, CRISIS_RECT[1] + 34), 12, U.ACCENT, max_width=344)
        ui.wrapped(cr.text, ui.r(CRISIS_RECT[0] + 10, CRISIS_RECT[1] + 52, 344, 38), 11, U.MUTED, line_gap=1.0)
        self.add(r, ("tip", f"{cr.title}: {cr.story} {cr.text} Prevented at {need}; {need + 2}+ gains 1 morale."))

    def log(self, ui):
        r = ui.r(*LOG_RECT)
        self.log_rect = r
        ui.panel(r)
        entries = self.scene.match.visible_log()
        f = ui.font(11)
        line_h = f.get_linesize()
        inner = r.inflate(-ui.px(12), -ui.px(10))
        lines: list[tuple[str, tuple]] = []
        for rnd, e in entries[-120:]:
            colour = U.BAD if e.kind in ("death", "overrun", "crisis-failed", "game-over") else \
                U.ACCENT if e.kind in ("crossroads", "vote-result", "exiled", "round") else U.TEXT
            for i, line in enumerate(U.wrap(f, e.text, inner.width - ui.px(24))):
                lines.append(((f"R{rnd} " if i == 0 else "    ") + line, colour))
        fit = max(1, inner.height // line_h)
        scroll = min(self.scene.log_scroll, max(0, len(lines) - fit))
        shown = lines[max(0, len(lines) - fit - scroll): len(lines) - scroll]
        y = inner.top
        for text, colour in shown:
            ui.drawn.append(text)
            ui.surface.blit(f.render(text, True, colour), (inner.left, y))
            y += line_h

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
            lines.append(f"{v.players[s.seat].name} · wounds {s.wounds} (frostbite {s.frost})")
            if s.equipped:
                lines.append("Equipped: " + ", ".join(g.c.items[c].name for c in s.equipped))
        elif kind in ("card", "item"):
            lines = labels.item_lines(g.c, key[1])
        elif kind == "place":
            loc = g.c.locations[key[1]]
            lines = [loc.name]
        elif kind == "zombie":
            pl = v.places[key[1]]
            e = key[2]
            lines = [f"{g.c.locations[key[1]].name}" + (f", entrance {e + 1}" if key[1] == COLONY else ""),
                     f"Zombies {pl.zombies[e]} · barricades {pl.barricades[e]} · spaces {g.c.locations[key[1]].zombie_spaces}"]
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
            ui.surface.blit(f.render(line, True, U.TEXT), (box.left + ui.px(8), y))
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
        for x in self._field_values(("target",)):
            if isinstance(x, str) and x.startswith("zombie"):
                subj = self.scene.picker.subject
                s = self.scene.game.s.survivors.get(subj)
                if s:
                    e = int(x.split("-")[1]) - 1 if "-" in x else 0
                    out.add((s.location, e))
        subj = self.scene.picker.subject
        s = self.scene.game.s.survivors.get(subj)
        for x in self._field_values(("entrance",)):
            if s:
                out.add((s.location, x - 1))
        return out

    def highlight_dice(self) -> set:
        return {x for x in self._field_values(("die",)) if x is not None}
