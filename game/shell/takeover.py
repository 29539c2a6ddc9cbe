"""The computer takes over a person's seat (a player who has to leave) and gives it back,
for every game, from the pause menu.

A seat handed over becomes an AI seat like any other (the turn loop's worker picks it
up at its next decision, no curtain is raised for it) and is marked `away`, so the menu
offers it back and a save keeps both (savefiles.py)."""

from __future__ import annotations

import pygame

from game.core.i18n import _
from game.render import textfit
from game.render import ui as U
from game.shell.keys import is_back
from game.shell.stack import Scene, button_under


def default_level(spec) -> str:
    return "normal" if "normal" in spec.levels else spec.levels[-1]


def hand_to_computer(match, seat: int, level: str | None = None):
    s = match.seats[seat]
    s.human, s.away, s.level = False, True, level or default_level(match.spec)
    match.agents[seat] = match._agent(s.level, match.seed * 97 + seat)  # seeded as a seat dealt to the AI
    _follow(match)


def offer_take_over(board, seat: int, level: str | None = None, leave=None):
    """Ask before the computer takes `seat` (a click meant for the board, landing on the
    menu that opened over it, must never hand a seat away); on yes, close the screens
    up to `leave` (the pause menu) and go back to the game."""
    from game.shell.overlays import ConfirmScene

    app, match = board.app, board.match

    def take():
        hand_to_computer(match, seat, level)
        if leave is not None and leave in app.stack.scenes:
            app.stack.pop(leave)
        board.seats_changed()

    question = _("The computer plays {name} until you take the seat back (in the pause menu: Seats).",
                 name=match.seats[seat].name)
    app.stack.push(ConfirmScene(board, None, question, then=take))


def hand_back(match, seat: int):
    s = match.seats[seat]
    s.human, s.away = True, False
    match.agents.pop(seat, None)
    _follow(match)


def _follow(match):
    """Whose secrets stay on screen, by the rule a new match starts with: the one person's
    if one is left; a spectator's (nobody's) if none; in hot-seat, nobody's unless the
    seat shown is still a person's (the next person lifts the curtain)."""
    humans = match.humans()
    if len(humans) == 1:
        match.shown = humans[0]
    elif match.shown not in humans:
        match.shown = None


class SeatsScene(Scene):
    """Every seat: a person's can go to the computer (at a level chosen here), a seat the
    computer took over can go back; seats dealt to the computer at the start stay as they are."""

    def __init__(self, board, pause=None):
        super().__init__()
        self.board, self.menu = board, pause  # (not `pause`: a Scene method)
        self.match = board.match
        self.levels = {i: default_level(self.match.spec) for i in range(len(self.match.seats))}
        self.buttons: list[U.Button] = []

    def press(self, key):
        what, seat = key if isinstance(key, tuple) else (key, None)
        if what == "level":
            order = self.match.spec.levels
            self.levels[seat] = order[(order.index(self.levels[seat]) + 1) % len(order)]
            return
        leave = self.menu if self.menu is not None and self.menu in self.app.stack.scenes else self
        if what == "take":  # asked first; on yes, back to the game
            offer_take_over(self.board, seat, self.levels[seat], leave)
            return
        if what == "give":
            hand_back(self.match, seat)
        # back to the game at once: a change of seats is what the player paused for
        self.app.stack.pop(leave)
        if what == "give":
            self.board.seats_changed()

    def handle_event(self, event) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            hit = button_under(self.buttons, event.pos)
            if hit is not None:
                self.press(hit.key)
                return True
        elif is_back(event):
            self.app.stack.pop(self)
        return True

    def draw(self, ui):
        ui.surface.fill(U.BG)
        ui.text(_("Who plays"), ui.p(640, 40), 40, U.SNOW, bold=True, display=True, anchor="midtop")
        ui.text(_("A player who has to leave can hand their seat to the computer, and take it back later."),
                ui.p(640, 96), 15, U.MUTED, anchor="midtop", max_width=1200)
        mouse = pygame.mouse.get_pos()
        self.buttons = []
        seats = self.match.seats
        pitch = min(58, 500 / max(1, len(seats)))
        for i, s in enumerate(seats):
            y = 136 + i * pitch
            colour = U.seat_colour(self.match.spec.seat_colour(i, self.match.seat_game()), i)
            pygame.draw.rect(ui.surface, colour, ui.r(120, y + 6, 8, pitch - 16))
            if s.human:
                who = _("{name}: a person", name=s.name)
            elif s.away:
                who = _("{name}: the computer ({level}), for now", name=s.name, level=s.level)
            else:
                who = _("{name}: the computer ({level})", name=s.name, level=s.level)
            textfit.draw(ui, who, ui.r(136, y, 460, pitch - 10), 17, U.TEXT, min_size=9, middle=True)
            if s.human:
                self.add(ui, mouse, (610, y, 360, pitch - 10), _("Let the computer play {name}", name=s.name),
                         ("take", i))
                self.add(ui, mouse, (982, y, 160, pitch - 10), _("Level: {level}", level=self.levels[i]), ("level", i))
            elif s.away:
                self.add(ui, mouse, (610, y, 360, pitch - 10), _("{name} plays again", name=s.name), ("give", i))
        self.add(ui, mouse, (540, 650, 200, 44), _("Back (Esc)"), "back")

    def add(self, ui, mouse, rect, label, key):
        b = U.Button(ui.r(*rect), label, key, hot=isinstance(key, tuple) and key[0] != "level")
        ui.button(b, mouse, 15)
        self.buttons.append(b)
