"""The replay after a game, for every game: step through the match action by action with
every secret told. On the left, what happened up to the point shown (each action, who
took it, every event it caused, private ones marked with whose secret they were); on the
right, the whole state at that point in the game's own words (GameSpec.reveal_all).

Left/Right step, PageUp/PageDown ten at a time, Home/End, the wheel scrolls the events,
a click on the bar jumps; Esc goes back to the results."""

from __future__ import annotations

import pygame

from game.core.i18n import _, tr
from game.render import textfit
from game.render import ui as U
from game.shell.keys import is_back
from game.shell.record import Record
from game.shell.stack import Scene, button_under

SECRET = (236, 200, 120)  # a private event: warm, apart from the public log's white
LOG = (40, 100, 630, 500)  # the events (logical x, y, w, h)
STATE = (690, 100, 550, 500)  # the whole state
BAR = (40, 614, 1200, 14)  # where the point shown stands in the game
KEYS = {pygame.K_RIGHT: 1, pygame.K_LEFT: -1, pygame.K_PAGEDOWN: 10, pygame.K_PAGEUP: -10}


def seat_colour(colours: dict, seat: int):
    return U.seat_colour(colours.get(seat), seat)


class ReplayScene(Scene):
    def __init__(self, match, record: Record | None = None):
        super().__init__()
        self.match = match
        self.record = record or Record.of(match)
        self.colours = self.record.colours()
        self.pos = 0  # actions applied at the point shown (0: the game as set up)
        self.scroll = 0  # lines the events are scrolled back
        self.buttons: list[U.Button] = []
        self.bar: pygame.Rect | None = None

    @property
    def spec(self):
        return self.record.spec

    def name(self, seat: int | None) -> str:
        return self.match.seats[seat].name if seat is not None else _("Nobody")

    # --- moving --------------------------------------------------------------------
    def go(self, pos: int):
        self.pos = max(0, min(len(self.record), pos))
        self.scroll = 0

    def press(self, key):
        n = len(self.record)
        moves = {"start": 0, "back": self.pos - 1, "forward": self.pos + 1, "end": n}
        if key in moves:
            self.go(moves[key])
        elif key == "stats":
            from game.shell.stats_scene import StatsScene

            self.app.stack.push(StatsScene(self.match, self.record))
        elif key == "close":
            self.app.stack.pop(self)

    def handle_event(self, event) -> bool:
        if event.type == pygame.KEYDOWN:
            if event.key in KEYS:
                self.go(self.pos + KEYS[event.key])
            elif event.key in (pygame.K_HOME, pygame.K_END):
                self.go(0 if event.key == pygame.K_HOME else len(self.record))
            elif event.key == pygame.K_s:
                self.press("stats")
            elif is_back(event):
                self.press("close")
        elif event.type == pygame.MOUSEWHEEL:
            self.scroll += event.y * 2  # up: earlier lines; down: on through a long step
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            hit = button_under(self.buttons, event.pos)
            if hit is not None:
                self.press(hit.key)
                return True
            if self.bar is not None and self.bar.inflate(0, 16).collidepoint(event.pos):
                self.go(round((event.pos[0] - self.bar.left) / max(1, self.bar.width) * len(self.record)))
        return True  # the results below wait

    # --- what the events panel shows ----------------------------------------------------
    def entries(self, k: int) -> list[tuple[str, tuple, int | None]]:
        """Step k's lines: (text, colour, seat of the colour bar)."""
        if k == 0:
            return [(_("The game as it was set up, before anyone chose."), U.MUTED, None)]
        st = self.record.steps[k - 1]
        if st.seat is None:
            line = (_("{k}. Nobody {words} (a secret choice, revealed later)", k=k, words=st.words) if st.sealed
                    else _("{k}. Nobody {words}", k=k, words=st.words))
        else:
            who = self.name(st.seat)
            line = (_("{k}. {who} {words} (a secret choice, revealed later)", k=k, who=who, words=st.words)
                    if st.sealed else _("{k}. {who} {words}", k=k, who=who, words=st.words))
        out = [(line, U.ACCENT, st.seat)]
        for e in st.events:
            if e.private is None:
                out.append((e.shown(), U.TEXT, None))
            else:
                out.append((_("({name}'s secret) {text}", name=self.name(e.private), text=e.shown()), SECRET,
                            e.private))
        if not st.events:
            out.append((_("(nothing shown to the table)"), U.MUTED, None))
        return out

    def log_lines(self, ui, f, width: int, room: int) -> list:
        """The wrapped lines to draw, oldest first. The point shown ends the list when it
        fits, else it starts it (a long step, Winter's colony phase, is read from its top
        down); earlier steps fill the room above. `scroll` > 0 looks back, < 0 reads on
        down a long step; it is kept within what there is."""
        def wrapped(k):
            return [(line, colour, seat, k) for text, colour, seat in self.entries(k)
                    for line in U.wrap(f, text, width)]

        current = wrapped(self.pos)
        lines, k = list(current), self.pos - 1
        while k >= 0 and len(lines) < len(current) + room + max(0, self.scroll):
            lines = wrapped(k) + lines
            k -= 1
        before = len(lines) - len(current)  # lines of earlier steps gathered
        if len(current) > room:
            top = max(0, min(before - self.scroll, len(lines) - room))
            self.scroll = before - top
            return lines[top:top + room]
        end = max(min(room, len(lines)), min(len(lines), len(lines) - self.scroll))
        self.scroll = len(lines) - end
        return lines[max(0, end - room):end]

    # --- drawing -----------------------------------------------------------------------
    def draw(self, ui):
        ui.surface.fill(U.BG)
        n = len(self.record)
        rnd = self.record.round_at(self.pos)
        ui.text(_("Replay of {game}", game=self.spec.title), ui.p(40, 24), 30, U.SNOW, bold=True, display=True)
        where = (_("Action {k} of {n} · round {round} · every secret shown", k=self.pos, n=n, round=rnd) if rnd
                 else _("Action {k} of {n} · every secret shown", k=self.pos, n=n))
        ui.text(where, ui.p(1240, 34), 18, U.ACCENT, bold=True, anchor="topright")
        self.draw_log(ui)
        self.draw_state(ui)
        self.draw_bar(ui)
        self.draw_buttons(ui)

    def draw_log(self, ui):
        x, y, w, h = LOG
        ui.text(_("What happened"), ui.p(x, y - 26), 15, U.MUTED, bold=True)
        box = ui.r(x, y, w, h)
        ui.panel(box)
        f = ui.font(13)
        step = f.get_linesize()
        room = max(1, (box.height - ui.px(16)) // step)
        lines = self.log_lines(ui, f, box.width - ui.px(36), room)
        top = box.top + ui.px(8)
        for i, (line, colour, seat, k) in enumerate(lines):
            yy = top + i * step
            if k == self.pos:  # the point shown stands out
                pygame.draw.rect(ui.surface, U.PANEL_HI, (box.left + ui.px(4), yy, box.width - ui.px(8), step))
            if seat is not None:
                pygame.draw.rect(ui.surface, seat_colour(self.colours, seat), (box.left + ui.px(10), yy + 2, ui.px(5),
                                                                             step - 4))
            ui.text(line, (box.left + ui.px(22), yy), 13, colour if k == self.pos else _dim(colour))

    def draw_state(self, ui):
        x, y, w, h = STATE
        ui.text(_("Everything at action {k}", k=self.pos), ui.p(x, y - 26), 15, U.MUTED, bold=True)
        ui.panel(ui.r(x, y, w, h))
        text = "\n".join(tr(line) for line in self.record.lines_at(self.pos))
        textfit.draw(ui, text, ui.r(x + 14, y + 10, w - 28, h - 20), 14, U.TEXT, min_size=8, line_gap=1.1)

    def draw_bar(self, ui):
        x, y, w, h = BAR
        self.bar = ui.r(x, y, w, h)
        ui.panel(self.bar, U.PANEL, U.EDGE, radius=4)
        done = self.pos / max(1, len(self.record))
        if done:
            ui.panel(ui.r(x, y, max(8, w * done), h), U.ACCENT, None, radius=4)

    def draw_buttons(self, ui):
        n = len(self.record)
        items = ((_("Start (Home)"), "start", self.pos > 0), (_("Back (Left)"), "back", self.pos > 0),
                 (_("Forward (Right)"), "forward", self.pos < n), (_("End (End)"), "end", self.pos < n),
                 (_("Statistics (S)"), "stats", True), (_("Results (Esc)"), "close", True))
        self.buttons = []
        mouse = pygame.mouse.get_pos()
        for i, (label, key, enabled) in enumerate(items):
            b = U.Button(ui.r(40 + i * 202, 646, 190, 44), label, key, enabled, hot=key == "forward")
            ui.button(b, mouse, 15)
            self.buttons.append(b)
        ui.text(_("PageUp/PageDown: ten actions · the wheel scrolls the events · click the bar to jump"),
                ui.p(640, 698), 11, U.MUTED, anchor="midtop")


def _dim(colour) -> tuple:
    """An earlier step's line: the same hue, quieter."""
    return tuple(int(c * 0.72 + 14 * 0.28) for c in colour)
