"""Title, new game setup, pause, rules and game over."""

from __future__ import annotations

import random

import pygame

from game.ai.agents import LEVELS
from game.render import textfit
from game.render import ui as U
from game.shell.match import Match, SeatSetup
from game.shell.stack import Scene
from game.winter.rules import Config
from game.winter.rules.content import default_content

DEFAULT_NAMES = ["Ava", "Bruno", "Chen", "Dagny", "Emeka"]


class MenuScene(Scene):
    """A column of buttons; subclasses give the items and react to them."""

    title = ""
    subtitle = ""

    def __init__(self):
        super().__init__()
        self.buttons: list[U.Button] = []

    def items(self) -> list[tuple[str, str, bool]]:
        return []

    def pick(self, key: str):
        pass

    def handle_event(self, event) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for b in self.buttons:
                if b.enabled and b.rect.collidepoint(event.pos):
                    self.pick(b.key)
                    return True
            return True
        if event.type == pygame.KEYDOWN:
            live = [b for b in self.buttons if b.enabled]
            if pygame.K_1 <= event.key <= pygame.K_9 and event.key - pygame.K_1 < len(live):
                self.pick(live[event.key - pygame.K_1].key)
            elif event.key == pygame.K_ESCAPE:
                self.pick("back")
            return True
        return False

    def draw_backdrop(self, ui):
        ui.surface.fill(U.BG)
        w, h = ui.surface.get_size()
        t = pygame.time.get_ticks() * 0.001
        for i in range(140):
            x = (i * 131 + int(t * 12 * (1 + i % 4))) % max(w, 1)
            y = (i * 71 + int(t * 30 * (1 + i % 3))) % max(h, 1)
            pygame.draw.circle(ui.surface, (150 + i % 80, 170 + i % 60, 200 + i % 40), (x, y), 1 + i % 3)
        pts = [ui.p(x, 720 - 90 - 60 * abs(((x / 160) % 2) - 1)) for x in range(0, 1281, 40)]
        pygame.draw.polygon(ui.surface, (22, 34, 52), [ui.p(0, 720)] + pts + [ui.p(1280, 720)])

    def draw(self, ui):
        self.draw_backdrop(ui)
        ui.text(self.title, ui.p(640, 130), 64, U.SNOW, bold=True, display=True, anchor="center")
        if self.subtitle:
            ui.text(self.subtitle, ui.p(640, 190), 18, U.MUTED, anchor="center")
        self.draw_items(ui, top=260, step=58)

    def draw_items(self, ui, top: float, step: float):
        """The menu's buttons in one centred column."""
        self.buttons = []
        mouse = pygame.mouse.get_pos()
        for i, (label, key, enabled) in enumerate(self.items()):
            b = U.Button(ui.r(500, top + i * step, 280, 46), label, key, enabled)
            ui.button(b, mouse, 18)
            self.buttons.append(b)


class TitleScene(MenuScene):
    title = "Until the Thaw"
    subtitle = "Survive the winter together — unless someone among you wants the colony to fall."

    def __init__(self):
        super().__init__()
        self.resumable = None  # the latest unfinished save (savefiles.SaveInfo)

    def enter(self, app):
        super().enter(app)
        self.refresh()

    def resume(self):
        self.refresh()

    def refresh(self):
        from game.shell.savefiles import latest

        try:
            self.resumable = latest()
        except OSError:
            self.resumable = None

    def items(self):
        return [("Continue", "continue", self.resumable is not None), ("New game", "new", True),
                ("Quick game: you vs 3 AI", "quick", True), ("Load game", "load", True), ("Settings", "settings", True),
                ("How to play", "rules", True), ("Quit", "quit", True)]

    def pick(self, key):
        if key == "continue" and self.resumable is not None:
            self.app.load_save(self.resumable.path)
        elif key == "new":
            self.app.stack.push(NewGameScene())
        elif key == "quick":
            seats = [SeatSetup(DEFAULT_NAMES[0], True)] + [SeatSetup(n, False) for n in DEFAULT_NAMES[1:4]]
            cfg = Config(players=4, names=tuple(s.name for s in seats), mature=self.app.settings.mature_default)
            self.app.start_match(cfg, random.randrange(10**6), seats)
        elif key == "load":
            from game.shell.saveload import SaveLoadScene

            self.app.stack.push(SaveLoadScene("load"))
        elif key == "settings":
            from game.shell.settings_scene import SettingsScene

            self.app.stack.push(SettingsScene())
        elif key == "rules":
            self.app.stack.push(RulesScene())
        elif key in ("quit", "back"):
            self.app.quit()

    def draw(self, ui):
        super().draw(ui)
        info = self.resumable
        if info is not None and self.buttons:
            b = self.buttons[0]
            x, y = b.rect.right + ui.px(14), b.rect.top + ui.px(4)
            ui.text(info.label or "Saved game", (x, y), 13, U.TEXT, bold=True, max_width=440)
            ui.text(f"{'Round ' + str(info.round) + ' · ' if info.round else ''}{info.when()}",
                    (x, y + ui.px(19)), 12, U.MUTED, max_width=440)


class NewGameScene(Scene):
    """Seats (human or AI with a level, names), main objective, hardcore, variants, seed."""

    def __init__(self):
        super().__init__()
        self.seats = [SeatSetup(DEFAULT_NAMES[0], True)] + [
            SeatSetup(n, False) for n in DEFAULT_NAMES[1:4]]
        self.mains = [None] + sorted(default_content().mains)
        self.main_i = 0
        self.flags = {"hardcore": False, "coop": False, "two_player": False, "betrayer": False,
                      "elimination": False, "mature": True}
        self.seed = ""
        self.editing: int | str | None = None  # a seat index (name) or "seed"
        self.buttons: list[U.Button] = []
        self.error = ""

    def enter(self, app):
        super().enter(app)
        if app is not None:
            self.flags["mature"] = app.settings.mature_default

    def config(self) -> Config:
        f = dict(self.flags)
        if len(self.seats) != 2:
            f["two_player"] = False
        return Config(players=len(self.seats), names=tuple(s.name or f"Player {i + 1}" for i, s in enumerate(self.seats)),
                      main=self.mains[self.main_i], **f)

    def handle_event(self, event) -> bool:
        if event.type == pygame.KEYDOWN and self.editing is not None:
            if event.key in (pygame.K_RETURN, pygame.K_ESCAPE, pygame.K_TAB):
                self.editing = None
            elif event.key == pygame.K_BACKSPACE:
                self.set_text(self.get_text()[:-1])
            elif event.unicode and event.unicode.isprintable():
                text = self.get_text() + event.unicode
                if self.editing == "seed" and not event.unicode.isdigit():
                    return True
                self.set_text(text[:16])
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.stack.pop(self)
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.editing = None
            for b in self.buttons:
                if b.enabled and b.rect.collidepoint(event.pos):
                    self.press(b.key)
                    return True
            return True
        return False

    def get_text(self) -> str:
        return self.seed if self.editing == "seed" else self.seats[self.editing].name

    def set_text(self, text: str):
        if self.editing == "seed":
            self.seed = text
        else:
            self.seats[self.editing].name = text

    def press(self, key):
        kind, *rest = key
        if kind == "name":
            self.editing = rest[0]
        elif kind == "who":
            s = self.seats[rest[0]]
            levels = LEVELS
            if s.human:
                s.human, s.level = False, levels[0]
            elif levels.index(s.level) + 1 < len(levels):
                s.level = levels[levels.index(s.level) + 1]
            else:
                s.human = True
        elif kind == "seats":
            n = len(self.seats) + rest[0]
            if 2 <= n <= 5:
                if n > len(self.seats):
                    self.seats.append(SeatSetup(DEFAULT_NAMES[len(self.seats)], False))
                else:
                    self.seats.pop()
        elif kind == "main":
            self.main_i = (self.main_i + 1) % len(self.mains)
        elif kind == "flag":
            self.flags[rest[0]] = not self.flags[rest[0]]
        elif kind == "seed":
            self.editing = "seed"
        elif kind == "back":
            self.app.stack.pop(self)
        elif kind == "start":
            try:
                cfg = self.config()
                cfg.validate()
            except ValueError as e:
                self.error = str(e)
                return
            seed = int(self.seed) if self.seed else random.randrange(10**6)
            self.app.start_match(cfg, seed, [SeatSetup(s.name or f"Player {i + 1}", s.human, s.level)
                                             for i, s in enumerate(self.seats)])

    def draw(self, ui):
        ui.surface.fill(U.BG)
        mouse = pygame.mouse.get_pos()
        self.buttons = []

        def button(rect, label, key, enabled=True, hot=False, size=15):
            b = U.Button(ui.r(*rect), label, key, enabled, hot)
            ui.button(b, mouse, size)
            self.buttons.append(b)

        ui.text("New game", ui.p(60, 30), 36, U.SNOW, bold=True, display=True)
        ui.text("Seats (clockwise)", ui.p(60, 92), 16, U.MUTED, bold=True)
        for i, s in enumerate(self.seats):
            y = 120 + i * 54
            pygame.draw.rect(ui.surface, U.SEATS[i], ui.r(60, y + 6, 8, 34))
            label = (s.name + ("|" if self.editing == i else "")) or "…"
            button((80, y, 300, 44), label, ("name", i), hot=self.editing == i)
            button((392, y, 200, 44), "Human" if s.human else f"AI · {s.level}", ("who", i))
        y = 120 + len(self.seats) * 54
        button((80, y, 140, 38), "− seat", ("seats", -1), len(self.seats) > 2)
        button((232, y, 140, 38), "+ seat", ("seats", 1), len(self.seats) < 5)
        c = default_content()
        main = self.mains[self.main_i]
        ui.text("Main objective", ui.p(680, 92), 16, U.MUTED, bold=True)
        button((680, 120, 540, 44), "Random objective" if main is None else c.mains[main].title, ("main",))
        if main is not None:
            m = c.mains[main]
            sd = m.hardcore if self.flags["hardcore"] or self.flags["coop"] or self.flags["two_player"] else m.normal
            ui.wrapped(f"{m.story} {sd.text} Morale {sd.morale}, {sd.rounds} rounds.", ui.r(680, 172, 540, 80), 13,
                       U.TEXT)
        ui.text("Rules", ui.p(680, 262), 16, U.MUTED, bold=True)
        names = [("hardcore", "Hardcore side"), ("coop", "Co-op (no secrets)"), ("two_player", "Two-player rules"),
                 ("betrayer", "Betrayer more likely"), ("elimination", "Player elimination"),
                 ("mature", "Mature crossroads")]
        for i, (k, label) in enumerate(names):
            x, yy = 680 + (i % 2) * 276, 290 + (i // 2) * 52
            enabled = k != "two_player" or len(self.seats) == 2
            button((x, yy, 264, 42), f"{label}: {'on' if self.flags[k] else 'off'}", ("flag", k), enabled,
                   hot=self.flags[k])
        ui.text("Seed (empty = random)", ui.p(680, 456), 16, U.MUTED, bold=True)
        button((680, 482, 264, 42), (self.seed + ("|" if self.editing == "seed" else "")) or "random", ("seed",),
               hot=self.editing == "seed")
        if self.error:
            ui.text(self.error, ui.p(680, 540), 15, U.BAD)
        button((60, 640, 180, 48), "Back", ("back",))
        button((1040, 640, 180, 48), "Start", ("start",), hot=True, size=18)


class RulesScene(Scene):
    """How to play, in our own words, scrollable."""

    def __init__(self):
        super().__init__()
        from game.resources import asset

        try:
            self.text = asset("how-to-play.md").read_text(encoding="utf-8")
        except OSError:
            self.text = "The rules text is missing from this installation."
        self.scroll = 0

    def handle_event(self, event) -> bool:
        if event.type == pygame.MOUSEWHEEL:
            self.scroll = max(0, self.scroll - event.y * 3)
        elif event.type == pygame.KEYDOWN and event.key in (pygame.K_DOWN, pygame.K_PAGEDOWN):
            self.scroll += 3 if event.key == pygame.K_DOWN else 15
        elif event.type == pygame.KEYDOWN and event.key in (pygame.K_UP, pygame.K_PAGEUP):
            self.scroll = max(0, self.scroll - (3 if event.key == pygame.K_UP else 15))
        elif event.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN) and getattr(event, "button", 1) in (1, None):
            if event.type == pygame.MOUSEBUTTONDOWN and event.button != 1:
                return True
            self.app.stack.pop(self)
        return True

    def draw(self, ui):
        ui.surface.fill(U.BG)
        box = ui.r(140, 30, 1000, 660)
        ui.panel(box)
        f = ui.font(15)
        lines = []
        for para in self.text.splitlines():
            if para.startswith("#"):
                lines.append((para.lstrip("# "), True))
            else:
                lines += [(w, False) for w in U.wrap(f, para, box.w - ui.px(40))]
        per = int((660 - 60) / (f.get_linesize() / ui.scale + 2))
        self.scroll = min(self.scroll, max(0, len(lines) - per))
        y = 50
        for text, head in lines[self.scroll:self.scroll + per]:
            ui.text(text, ui.p(160, y), 17 if head else 15, U.ACCENT if head else U.TEXT, bold=head)
            y += f.get_linesize() / ui.scale + 2
        ui.text("Scroll with the wheel or arrows · click or press a key to close", ui.p(640, 676), 12, U.MUTED,
                anchor="center")


class PauseScene(MenuScene):
    transparent = True
    title = "Paused"

    def __init__(self, board):
        super().__init__()
        self.board = board

    def items(self):
        speed = self.board.speed
        return [("Resume", "back", True), ("Save game", "save", not self.board.game.is_terminal()),
                ("Load game", "load", True), ("Settings", "settings", True), ("How to play", "rules", True),
                (f"AI pacing: {speed}", "speed", True), ("Quit to title", "title", True)]

    def pick(self, key):
        if key == "back":
            self.app.stack.pop(self)
        elif key in ("save", "load"):
            from game.shell.saveload import SaveLoadScene

            self.app.stack.push(SaveLoadScene(key, self.board.match))
        elif key == "settings":
            from game.shell.settings_scene import SettingsScene

            self.app.stack.push(SettingsScene())
        elif key == "rules":
            self.app.stack.push(RulesScene())
        elif key == "speed":
            order = ["slow", "normal", "fast", "instant"]
            self.board.speed = order[(order.index(self.board.speed) + 1) % len(order)]
            self.app.settings.ai_pacing = self.board.speed
            self.app.save_settings()
        elif key == "fullscreen":
            self.app.toggle_fullscreen()
        elif key == "title":
            self.app.to_title()

    def draw(self, ui):
        ui.shade(190)
        ui.text(self.title, ui.p(640, 150), 48, U.SNOW, bold=True, display=True, anchor="center")
        self.draw_items(ui, top=220, step=56)


class GameOverScene(Scene):
    """Every secret revealed: who won and why, in words."""

    def __init__(self, match: Match):
        super().__init__()
        self.match = match
        self.buttons: list[U.Button] = []

    def handle_event(self, event) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for b in self.buttons:
                if b.rect.collidepoint(event.pos):
                    self.app.to_title() if b.key == "title" else self.app.quit()
            return True
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_ESCAPE):
            self.app.to_title()
        return True

    def betrayer_lines(self) -> list[str]:
        from game.winter.ai.explain import betrayer_summary

        return betrayer_summary(self.match.game.s, [x.event for x in self.match.log])

    @staticmethod
    def checks(ui, r, x, y, h):
        """Each clause of a seat's result, with a tick or a cross, flowing left to right."""
        from game.winter.scenes.board_panels import mark

        items = r.checks or ((r.reason, r.won),)
        f = ui.font(12)
        cx, cy = x, y
        for text, ok in items:
            w = min(1080, f.size(text)[0] / ui.scale + 40)
            if cx + w > x + 1080 and cx > x:
                cx, cy = x, cy + 18
            if cy + 14 > y + max(h, 16):
                break
            mark(ui, ok, ui.r(cx, cy + 2, 11, 11))
            textfit.draw(ui, text, ui.r(cx + 16, cy, w - 24, 16), 12, U.GOOD if ok else U.MUTED, min_size=8)
            cx += w

    def draw(self, ui):
        g = self.match.game
        s = g.s
        ui.surface.fill(U.BG)
        words = {"objective": "The colony completed its objective.", "morale": "Morale fell to 0: the colony broke.",
                 "rounds": "The winter outlasted the colony: time ran out.",
                 "wipeout": "No player was left."}
        ui.text("The thaw comes" if s.ended_by == "objective" else "The colony falls", ui.p(640, 50), 44,
                U.SNOW, bold=True, display=True, anchor="center")
        ui.text(f"{words.get(s.ended_by, '')}  Round {s.round}, morale {s.morale}.", ui.p(640, 100), 17, U.MUTED,
                anchor="center")
        lines = self.betrayer_lines()[:2]  # what a betrayer did, now that all is told
        for i, line in enumerate(lines):
            textfit.draw(ui, line, ui.r(80, 122 + 22 * i, 1120, 20), 15, U.BAD, min_size=10, align="center")
        top = 140 + 22 * len(lines)
        results = g.results()
        n = len(results)
        row = min(110, (660 - top) / n)
        for r in results:
            p = s.players[r.seat]
            y = top + r.seat * row
            box = ui.r(80, y, 1120, row - 8)
            ui.panel(box, (30, 52, 40) if r.won else (52, 30, 34), U.GOOD if r.won else U.BAD)
            pygame.draw.rect(ui.surface, U.SEATS[r.seat], ui.r(80, y, 10, row - 8))
            ui.text(f"{p.name} — {'WON' if r.won else 'lost'}", ui.p(104, y + 8), 20, U.GOOD if r.won else U.BAD,
                    bold=True)
            role = {"loyal": "Loyal colonist", "betrayer": "BETRAYER", "exiled": "Exiled", "coop": "Co-op",
                    "out": "Eliminated"}[r.kind]
            title = ""
            if r.objective:
                obj = g.c.objectives[r.objective]
                title = f" · {obj.title}: {obj.text}"
            textfit.draw(ui, f"{role}{title}", ui.r(104, y + 34, 1080, 30), 13, U.TEXT, min_size=9)
            self.checks(ui, r, 104, y + 66, row - 74)
        self.buttons = []
        mouse = pygame.mouse.get_pos()
        for i, (label, key) in enumerate((("Back to title", "title"), ("Quit", "quit"))):
            b = U.Button(ui.r(440 + i * 220, 664, 200, 44), label, key, hot=i == 0)
            ui.button(b, mouse, 16)
            self.buttons.append(b)
