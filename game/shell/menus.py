"""The box's title, a game's new-game setup, pause, rules and game over: shared by
every game, which tells them what differs through its GameSpec."""

from __future__ import annotations

import random

import pygame

from game import box
from game.core.i18n import N_, _, tr
from game.render import textfit
from game.render import ui as U
from game.shell.keys import is_back
from game.shell.match import Match, SeatSetup, default_names
from game.shell.menu_scene import MenuScene
from game.shell.options_panel import cycle_option, draw_options
from game.shell.rules_scene import RulesScene
from game.shell.stack import Scene, button_maker, button_under
from game.shell.textinput import TextField

# the computer players' levels and the speeds, as shown (the values stay English ids)
WORDS = (N_("random"), N_("easy"), N_("normal"), N_("hard"), N_("slow"), N_("fast"), N_("instant"))


def secrets_told(match) -> bool:
    """The window holds the whole game: a local one, or an online one once its end brought
    the table's record (RemoteMatch.told); before that only the seat's view."""
    return not match.online or match.told


def leave_table(match) -> None:
    """The window leaves an online table's board for the title: its connection ends, so the
    others see the seat reconnecting, then the computer plays it (Continue takes it back)."""
    if match.online:
        match.remote.close(0)


def quick_seats(spec: box.GameSpec) -> list[SeatSetup]:
    """You against computer players at the game's usual table size."""
    n, names = spec.default_players, default_names()
    return [SeatSetup(names[0], True)] + [SeatSetup(name, False) for name in names[1:n]]


def setup_colour(spec: box.GameSpec, seat: int) -> tuple:
    """A seat's mark on the new-game screen: its colour in the game, or a plain one where
    the game deals colours at its start (Mall: a mark now would not be the colour then)."""
    if spec.colours_dealt:
        return U.MUTED
    return U.seat_colour(spec.seat_colour(seat), seat)


def start_quick(app, spec: box.GameSpec):
    seats = quick_seats(spec)
    options = {**spec.option_defaults(app.settings)}
    cfg = spec.make_config(len(seats), tuple(s.name for s in seats), **options)
    app.start_match(cfg, random.randrange(10**6), seats, spec)


class TitleScene(MenuScene):
    """The box: a tile per game (picture, pitch, players; new game, quick game, rules)
    above the box-wide menu, whose Continue opens the latest save of any game."""

    title = N_("Until the Thaw")
    subtitle = N_("Games of survival and secret agendas.")
    TILE_W, TILE_H, GAP = 360, 250, 28

    def __init__(self):
        super().__init__()
        self.resumable = None  # the latest unfinished save (savefiles.SaveInfo)
        self.online = 0  # online seats kept (game/net/seats_kept.py)
        self.specs = box.games()
        self.tiles: list[U.Button] = []
        self.focus = 0  # the tile the keys act on

    def enter(self, app):
        super().enter(app)
        if app is not None and app.audio is not None:
            app.audio.ambient(None)  # the title is quiet: a game's loop ends with it
        self.refresh()

    def resume(self):
        self.refresh()

    def refresh(self):
        from game.net import seats_kept
        from game.shell.savefiles import latest

        try:
            self.resumable = latest()
        except OSError:
            self.resumable = None
        self.online = len(seats_kept.load())  # seats kept at online tables: Continue lists them too

    def items(self):
        can = self.resumable is not None or self.online > 0
        return [(_("Continue"), "continue", can), (_("Load game"), "load", True),
                (_("Play online"), "online", True), (_("Settings"), "settings", True), (_("Quit"), "quit", True)]

    def controls(self) -> list:
        return super().controls() + [(b.rect, b.key) for b in self.tiles if b.enabled]

    TILE_KEYS = {pygame.K_n: "new", pygame.K_q: "quick", pygame.K_r: "rules"}

    def handle_event(self, event) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for b in self.tiles:
                if b.rect.collidepoint(event.pos):
                    self.pick(b.key)
                    return True
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_LEFT, pygame.K_RIGHT):
            self.focus = (self.focus + (1 if event.key == pygame.K_RIGHT else -1)) % len(self.specs)
            return True
        if event.type == pygame.KEYDOWN and event.key in self.TILE_KEYS:
            self.pick((self.TILE_KEYS[event.key], self.specs[self.focus].id))
            return True
        return super().handle_event(event)

    def pick(self, key):
        if isinstance(key, tuple):  # a tile's button: (what, game id)
            what, spec = key[0], box.get(key[1])
            if what == "new":
                self.app.stack.push(NewGameScene(spec))
            elif what == "quick":
                start_quick(self.app, spec)
            elif what == "rules":
                self.app.stack.push(RulesScene(spec))
        elif key == "continue" and self.online:  # the saved game and the online tables, to choose from
            from game.shell.online_tables import OnlineTablesScene

            self.app.stack.push(OnlineTablesScene(self.resumable))
        elif key == "continue" and self.resumable is not None:
            self.app.load_save(self.resumable.path)
        elif key == "load":
            from game.shell.saveload import SaveLoadScene

            self.app.stack.push(SaveLoadScene("load"))
        elif key == "online":
            from game.shell.online_scene import OnlineScene

            self.app.stack.push(OnlineScene())
        elif key == "settings":
            from game.shell.settings_scene import SettingsScene

            self.app.stack.push(SettingsScene())
        elif key == "quit":  # (not the back key: the title is where "back" ends, and Quit is its button)
            self.app.quit()

    def draw(self, ui):
        self.draw_backdrop(ui)
        ui.text(_(self.title), ui.p(640, 70), 60, U.SNOW, bold=True, display=True, anchor="center")
        ui.text(_(self.subtitle), ui.p(640, 122), 18, U.MUTED, anchor="center")
        self.draw_tiles(ui, top=160)
        keys = (_("N new game · Q quick game · R rules · Left/Right choose a game") if len(self.specs) > 1
                else _("N new game · Q quick game · R rules"))
        ui.text(keys, ui.p(640, 160 + self.TILE_H + 8), 12, U.MUTED, anchor="center")
        self.draw_items(ui, top=160 + self.TILE_H + 34, step=52, height=42, size=17)
        info = self.resumable
        if self.buttons:
            b = self.buttons[0]
            x, y = b.rect.right + ui.px(14), b.rect.top + ui.px(2)
            if info is not None:
                label = info.shown_label() or _("saved game")
                ui.text(_("{game}: {label}", game=info.title, label=label), (x, y), 13, U.TEXT,
                        bold=True, max_width=440)
                ui.text(_("Round {n} · {when}", n=info.round, when=info.when()) if info.round else info.when(),
                        (x, y + ui.px(19)), 12, U.MUTED, max_width=440)
                y += ui.px(38)
            if self.online:
                ui.text(_("{n} online table(s) to come back to", n=self.online), (x, y), 12, U.ACCENT,
                        bold=info is None, max_width=440)

    def draw_tiles(self, ui, top: float):
        """One tile per game in the box, centred in a row."""
        self.tiles = []
        mouse = pygame.mouse.get_pos()
        n = len(self.specs)
        left = 640 - (n * self.TILE_W + (n - 1) * self.GAP) / 2
        for i, spec in enumerate(self.specs):
            x = left + i * (self.TILE_W + self.GAP)
            ui.panel(ui.r(x, top, self.TILE_W, self.TILE_H), U.PANEL, U.ACCENT if i == self.focus else U.EDGE)
            ui.icon(spec.picture, ui.r(x + 16, top + 16, 84, 84), U.SNOW)
            ui.text(tr(spec.title), ui.p(x + 116, top + 18), 30, U.SNOW, bold=True, display=True)
            players = _("{least}–{most} players", least=spec.min_players, most=spec.max_players)
            ui.text(players, ui.p(x + 116, top + 62), 14, U.MUTED)
            ui.wrapped(tr(spec.pitch), ui.r(x + 16, top + 112, self.TILE_W - 32, 70), 14, U.TEXT)
            for j, (label, what) in enumerate(((_("New game"), "new"), (_("Quick game"), "quick"),
                                               (_("Rules"), "rules"))):
                b = U.Button(ui.r(x + 16 + j * 112, top + 192, 104, 40), label, (what, spec.id), hot=j == 0)
                ui.button(b, mouse, 15)
                self.tiles.append(b)


class NewGameScene(Scene):
    """Seats (human or AI with a level, names), the game's options, seed."""

    def __init__(self, spec: box.GameSpec | None = None):
        super().__init__()
        self.spec = spec or box.get(box.DEFAULT)
        self.seats = quick_seats(self.spec)
        self.values = {o.id: o.default for o in self.spec.options}
        self.seed = ""
        self.editing: int | str | None = None  # a seat index (name) or "seed"
        self.field = TextField()  # the text of the one being edited
        self.buttons: list[U.Button] = []
        self.error = ""

    def enter(self, app):
        super().enter(app)
        if app is not None:
            self.values.update(self.spec.option_defaults(app.settings))

    def config(self):
        """The config of the game set up (ValueError in words when it does not fit)."""
        players = len(self.seats)
        values = {o.id: self.values[o.id] for o in self.spec.options if o.applies(players)}
        return self.spec.make_config(players, tuple(s.name or _("Player {n}", n=i + 1)
                                                    for i, s in enumerate(self.seats)), **values)

    def draw_options(self, ui, button):
        draw_options(ui, button, self.spec, self.values, len(self.seats))

    def handle_event(self, event) -> bool:
        if self.editing is not None and event.type in (pygame.KEYDOWN, pygame.TEXTINPUT, pygame.TEXTEDITING):
            if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_ESCAPE, pygame.K_TAB):
                self.edit(None)
            elif self.field.handle(event):
                self.set_text(self.field.text)
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:  # (Backspace is for the fields' letters)
            self.app.stack.pop(self)
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.edit(None)
            hit = button_under(self.buttons, event.pos)
            if hit is not None:
                self.press(hit.key)
            return True
        return False

    def edit(self, which: int | str | None):
        """Start typing into a seat's name or the seed (None: stop)."""
        self.editing = which
        if which is not None:
            self.field = TextField(self.get_text(), 16, str.isdigit if which == "seed" else lambda text: True)

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
            self.edit(rest[0])
        elif kind == "who":
            s = self.seats[rest[0]]
            levels = self.spec.levels
            if s.human:
                s.human, s.level = False, levels[0]
            elif levels.index(s.level) + 1 < len(levels):
                s.level = levels[levels.index(s.level) + 1]
            else:
                s.human = True
        elif kind == "seats":
            n = len(self.seats) + rest[0]
            if self.spec.min_players <= n <= self.spec.max_players:
                if n > len(self.seats):
                    self.seats.append(SeatSetup(default_names()[len(self.seats)], False))
                else:
                    self.seats.pop()
        elif kind == "option":
            cycle_option(self.spec, self.values, rest[0])
        elif kind == "seed":
            self.edit("seed")
        elif kind == "back":
            self.app.stack.pop(self)
        elif kind == "rules":
            self.app.stack.push(RulesScene(self.spec))
        elif kind == "guide":
            self.app.start_guide(self.spec)
        elif kind == "start":
            try:
                cfg = self.config()
            except ValueError as e:
                self.error = str(e)
                return
            seed = int(self.seed) if self.seed else random.randrange(10**6)
            self.app.start_match(cfg, seed, [SeatSetup(s.name or _("Player {n}", n=i + 1), s.human, s.level)
                                             for i, s in enumerate(self.seats)], self.spec)

    def draw(self, ui):
        ui.surface.fill(U.BG)
        mouse = pygame.mouse.get_pos()
        self.buttons = []

        button = button_maker(ui, self.buttons, mouse, 15)

        ui.text(_("New game of {game}", game=self.spec.title), ui.p(60, 30), 36, U.SNOW, bold=True, display=True)
        ui.text(_("Seats (clockwise)"), ui.p(60, 92), 16, U.MUTED, bold=True)
        pitch = min(54, 440 / len(self.seats))  # nine seats fit above the bottom buttons
        for i, s in enumerate(self.seats):
            y = 120 + i * pitch
            pygame.draw.rect(ui.surface, setup_colour(self.spec, i), ui.r(60, y + 6, 8, 34))
            button((80, y, 300, 44), "" if self.editing == i else s.name or "…", ("name", i), hot=self.editing == i)
            if self.editing == i:
                self.field.draw(ui, self.buttons[-1].rect.center, 15, U.TEXT, anchor="center", max_width=292,
                                bold=True)
            button((392, y, 200, 44), _("Human") if s.human else _("AI · {level}", level=s.level), ("who", i))
        y = 120 + len(self.seats) * pitch
        button((80, y, 140, 38), _("− seat"), ("seats", -1), len(self.seats) > self.spec.min_players)
        button((232, y, 140, 38), _("+ seat"), ("seats", 1), len(self.seats) < self.spec.max_players)
        self.draw_options(ui, button)
        ui.text(_("Seed (empty = random)"), ui.p(680, 456), 16, U.MUTED, bold=True)
        button((680, 482, 264, 42), "" if self.editing == "seed" else self.seed or _("random"), ("seed",),
               hot=self.editing == "seed")
        if self.editing == "seed":
            self.field.draw(ui, self.buttons[-1].rect.center, 15, U.TEXT, anchor="center", max_width=256, bold=True)
        if self.error:
            ui.text(tr(self.error), ui.p(680, 540), 15, U.BAD)
        button((60, 640, 180, 48), _("Back"), ("back",))
        button((256, 640, 180, 48), _("How to play"), ("rules",))
        if self.spec.guide_steps() is not None:  # offered loudest to a newcomer to this game
            new = self.app is not None and self.spec.id not in self.app.settings.guided
            button((452, 640, 220, 48), _("Guided first game"), ("guide",), hot=new)
            if new:
                ui.text(_("New to {game}? Try the guided first game.", game=self.spec.title), ui.p(452, 618), 13,
                        U.ACCENT)
        button((1040, 640, 180, 48), _("Start"), ("start",), hot=True, size=18)


class PauseScene(MenuScene):
    """Over a board. Its number keys do nothing: the menu opens on the back key, and a
    number pressed next was meant for the board's choices, not for a menu item."""

    transparent = True
    title = N_("Paused")
    numbered = False

    def __init__(self, board):
        super().__init__()
        self.board = board

    def items(self):
        speed = self.board.speed
        m = self.board.match
        live = not self.board.game.is_terminal()
        here = live and not m.online  # an online table is the server's: no local save, its seats are its own
        # the seat on screen can go to the computer (asked first); the seats screen does the rest
        mine = ([(_("Let the computer play {name}", name=m.seats[m.shown].name), "take", here)]
                if m.is_human(m.shown) else [])
        return [(_("Resume"), "back", True), (_("Save game"), "save", here),
                (_("Load game"), "load", True), (_("Settings"), "settings", True), (_("How to play"), "rules", True),
                (_("AI pacing: {speed}", speed=speed), "speed", True),
                (_("Seats: person or computer"), "seats", here), *mine, (_("Quit to title"), "title", True)]

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
            self.app.stack.push(RulesScene(self.board.match.spec))
        elif key == "speed":
            order = ["slow", "normal", "fast", "instant"]
            self.board.speed = order[(order.index(self.board.speed) + 1) % len(order)]
            self.app.settings.ai_pacing = self.board.speed
            self.app.save_settings()
        elif key == "take":
            from game.shell.takeover import offer_take_over

            offer_take_over(self.board, self.board.match.shown, leave=self)
        elif key == "seats":
            from game.shell.takeover import SeatsScene

            self.app.stack.push(SeatsScene(self.board, self))
        elif key == "fullscreen":
            self.app.toggle_fullscreen()
        elif key == "title":
            self.leave_to_title()

    def leave_to_title(self):
        """Nothing of the turn under way is lost: the autosave is written as the game stands
        (Continue on the title picks it up where it was left)."""
        from game.core.files import settle

        self.board.save_as_it_stands()
        settle()  # on the title, Continue reads it
        leave_table(self.board.match)
        self.app.to_title()

    def draw(self, ui):
        ui.shade(190)
        ui.text(_(self.title), ui.p(640, 150), 48, U.SNOW, bold=True, display=True, anchor="center")
        self.draw_items(ui, top=200, step=52, height=44)


class GameOverScene(Scene):
    """Every secret revealed: who won and why, in words (the game's Outcome)."""

    def __init__(self, match: Match):
        super().__init__()
        self.match = match
        self.outcome = match.spec.outcome(match.game, [x.event for x in match.log])
        self.buttons: list[U.Button] = []
        self.age = 0.0  # seconds shown: each row's clauses and points count up (COUNT_UP)

    COUNT_UP = 1.5

    def enter(self, app):
        super().enter(app)
        if self.match.online and self.match.told:  # the end of an online table, shown: nothing to come back to
            self.match.forget_seat()

    def update(self, dt: float):
        self.age += dt

    def changes_in(self):
        return 0.0 if self.age < self.COUNT_UP else None

    def counted(self, n: int) -> float:
        """How much of n the count-up has reached."""
        return n * min(1.0, self.age / self.COUNT_UP)

    def handle_event(self, event) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for b in self.buttons:
                if b.rect.collidepoint(event.pos):
                    self.pick(b.key)
            return True
        if is_back(event) or event.type == pygame.KEYDOWN and event.key == pygame.K_RETURN:
            self.pick("title")
        elif event.type == pygame.KEYDOWN and event.key in (pygame.K_r, pygame.K_s):
            self.pick("replay" if event.key == pygame.K_r else "stats")
        return True

    def pick(self, key: str):
        if key in ("replay", "stats"):  # every secret told, action by action; the numbers per seat
            if not secrets_told(self.match):  # only the seat's view of an online game, not its actions
                return
            from game.shell.replay import ReplayScene
            from game.shell.stats_scene import StatsScene

            self.app.stack.push((ReplayScene if key == "replay" else StatsScene)(self.match))
        elif key == "title":
            leave_table(self.match)
            self.app.to_title()
        else:
            self.app.quit()

    @staticmethod
    def checks(ui, items, x, y, h):
        """Each clause of a seat's result, with a tick or a cross, flowing left to right."""
        f = ui.font(12)
        cx, cy = x, y
        for text, ok in items:
            text = tr(text)
            w = min(1080, f.size(text)[0] / ui.scale + 40)
            if cx + w > x + 1080 and cx > x:
                cx, cy = x, cy + 18
            if cy + 14 > y + max(h, 16):
                break
            U.mark(ui, ok, ui.r(cx, cy + 2, 11, 11))
            textfit.draw(ui, text, ui.r(cx + 16, cy, w - 24, 16), 12, U.GOOD if ok else U.MUTED, min_size=8)
            cx += w

    def draw(self, ui):
        out = self.outcome
        ui.surface.fill(U.BG)
        ui.text(tr(out.headline), ui.p(640, 50), 44, U.SNOW, bold=True, display=True, anchor="center")
        ui.text(tr(out.summary), ui.p(640, 100), 17, U.MUTED, anchor="center")
        lines = out.revealed[:2]  # what was hidden, now that all is told
        for i, line in enumerate(lines):
            textfit.draw(ui, tr(line), ui.r(80, 122 + 22 * i, 1120, 20), 15, U.BAD, min_size=10, align="center")
        top = 140 + 22 * len(lines)
        row = min(110, (660 - top) / max(1, len(out.seats)))
        for i, r in enumerate(out.seats):
            y = top + i * row
            box_ = ui.r(80, y, 1120, row - 8)
            ui.panel(box_, (30, 52, 40) if r.won else (52, 30, 34), U.GOOD if r.won else U.BAD)
            colour = U.seat_colour(r.colour or self.match.spec.seat_colour(r.seat), r.seat)
            pygame.draw.rect(ui.surface, colour, ui.r(80, y, 10, row - 8))
            ui.text(_("{name} — WON", name=r.name) if r.won else _("{name} — lost", name=r.name), ui.p(104, y + 8),
                    20, U.GOOD if r.won else U.BAD, bold=True)
            role = _("{role} · {detail}", role=r.role, detail=r.detail) if r.detail else tr(r.role)
            textfit.draw(ui, role, ui.r(104, y + 34, 1080, min(30, row - 42)), 13, U.TEXT, min_size=9)
            shown = r.checks[:int(self.counted(len(r.checks)) + 0.999)]
            self.checks(ui, shown, 104, y + 66, row - 74)
            if r.score is not None:
                ui.text(_("{n} {unit}", n=round(self.counted(r.score)), unit=out.score_unit), ui.p(1180, y + 8), 20,
                        U.SNOW, bold=True, anchor="topright")
        self.buttons = []
        mouse = pygame.mouse.get_pos()
        items = ((_("Replay (R)"), "replay"), (_("Statistics (S)"), "stats"), (_("Back to title"), "title"),
                 (_("Quit"), "quit"))
        for i, (label, key) in enumerate(items):
            live = secrets_told(self.match) or key not in ("replay", "stats")
            b = U.Button(ui.r(210 + i * 220, 664, 200, 44), label, key, live, hot=key == "title")
            ui.button(b, mouse, 16)
            self.buttons.append(b)
