"""Dials and votes revealed together: each seat's choice side by side (and the tally of
a vote), held on screen a moment over the board; a click or Enter goes on at once."""

from __future__ import annotations

import pygame

from game.core.i18n import _, tr
from game.mall.scenes import palette as P
from game.render import ui as U
from game.shell.overlays import Overlay

HOLD = {"slow": 4.0, "normal": 2.6, "fast": 1.2}


class RevealScene(Overlay):
    def __init__(self, board, event):
        super().__init__()
        self.board, self.event = board, event
        self.age = 0.0
        self.rect = None

    def hold(self) -> float:
        return 0.0 if self.board.fast_forward else HOLD.get(self.board.anim_speed, 2.6)

    def changes_in(self):
        return max(0.0, self.hold() - self.age)  # it closes then

    def update(self, dt):
        self.age += dt
        if self.age >= self.hold():
            self.close()

    def close(self):
        if self.app is not None and self.app.stack.top is self:
            self.app.stack.pop(self)

    def controls(self) -> list:
        return [(self.rect, "ok")] if self.rect else []

    def handle_event(self, event) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 or \
                event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            self.close()
            return True
        return super().handle_event(event)

    def rows(self):
        """(seat, what they chose, its colour or None) per seat, and the tally lines."""
        g, e = self.board.game, self.event
        if e.kind == "dials-revealed":
            said = self.board.view().dials.announced if self.board.view().dials else {}
            lied = {seat: loc for seat, loc in said.items() if loc != e.data["dials"][seat]}
            return [(seat, _("{place} (announced {said})", place=g.lname(loc), said=g.lname(lied[seat]))
                     if seat in lied else tr(g.lname(loc)) if loc is not None else _("no zombie"), None)
                    for seat, loc in e.data["dials"].items()], []
        votes, weights = e.data["votes"], e.data["weights"]
        rows = [(seat, _("{colour} ×{n}", colour=g.colour_name(pick), n=weights[seat]), pick)
                for seat, pick in votes.items()]
        tally: dict[int, int] = {}
        for seat, pick in votes.items():
            tally[pick] = tally.get(pick, 0) + weights[seat]
        lines = [_("{colour}: {n} vote", colour=g.colour_name(c), n=n) if n == 1 else
                 _("{colour}: {n} votes", colour=g.colour_name(c), n=n)
                 for c, n in sorted(tally.items(), key=lambda x: -x[1])]
        return rows, lines

    def draw(self, ui):
        g, v = self.board.game, self.board.view()
        rows, tally = self.rows()
        e = self.event
        if e.kind == "dials-revealed":
            title = _("Dials revealed")
        elif e.data.get("revote"):
            title = _("Votes at {place} (again)", place=g.lname(e.data["where"]))
        else:
            title = _("Votes at {place}", place=g.lname(e.data["where"]))
        h = 96 + 34 * len(rows) + 22 * len(tally)
        self.rect = ui.r(180, 360 - h / 2, 560, h)
        ui.panel(self.rect, (22, 30, 46), U.ACCENT, radius=10)
        x, y = 204, 360 - h / 2 + 16
        ui.text(title, ui.p(x, y), 22, U.SNOW, bold=True, display=True)
        y += 40
        for seat, what, pick in rows:
            pygame.draw.circle(ui.surface, P.seat_colour(v, seat), ui.p(x + 10, y + 12), ui.px(9))
            ui.text(g.pname(seat), ui.p(x + 28, y + 2), 16, U.TEXT, bold=True)
            if pick is not None:
                pygame.draw.circle(ui.surface, P.seat_colour(v, pick), ui.p(x + 190, y + 12), ui.px(9))
            ui.text(what, ui.p(x + 208 if pick is not None else x + 190, y + 2), 16, U.ACCENT, bold=True)
            y += 34
        for line in tally:
            ui.text(line, ui.p(x, y), 14, U.SNOW)
            y += 22
        ui.text(_("Click or press Enter to go on"), ui.p(x, y + 6), 12, U.MUTED)
