"""A guided first game: a short script of prompts laid over a game's board that point at
each part of it and walk the player through a round, skippable at any step.

A game gives its steps (GameSpec.guide_steps) and a fixed setup (GameSpec.guide_setup);
the board holds the Guide (GameScene.guide), asks it to narrow the human's choices while
a step waits for one kind of decision, tells it each action played, and draws it last.

    Step("Your safes: only you see inside.", point=lambda b: b.table.row_rect(0))   # Next
    Step("Rob a safe: ...", kind="play", allow=lambda a: a.name == "rob")            # waits
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import pygame

from game.core.i18n import N_, _, tr
from game.render import textfit
from game.render import ui as U

PANEL = (700, 404, 520, 140)  # logical: over the board's lower right, clear of its choice bar


@dataclass
class Step:
    text: str  # English, N_-marked where written (or a Msg): shown in the player's language
    point: Callable | None = None  # board -> a window Rect the step is about, or None
    kind: str | None = None  # the decision this step waits for (None: the player clicks Next)
    allow: Callable | None = None  # action -> bool: the choices left to the player in that decision
    waiting: str = N_("Watch the others play: the guide goes on when it is your move.")
    answering: str = N_("Answer what the board asks below: the guide goes on at your next turn.")
    until: Callable | None = None  # game -> bool: the step is passed when its moment did not come in time


class Guide:
    def __init__(self, steps: list[Step]):
        self.steps = steps
        self.at = 0
        self.buttons: list[U.Button] = []
        self.over = False
        self.marks: list[tuple[int, int]] = []  # (actions played, the step before the last of them moved it on)
        self.shown: tuple[str, str] | None = None  # (heading, words) as last drawn

    @property
    def step(self) -> Step | None:
        return self.steps[self.at] if self.at < len(self.steps) else None

    def advance(self):
        self.at += 1
        self.over = self.at >= len(self.steps)

    def skip(self):
        self.over = True
        self.marks = []  # skipped for good: an undo does not bring it back

    def waits_for(self, decision) -> bool:
        st = self.step
        return st is not None and st.kind is not None and decision is not None and decision.kind == st.kind

    def narrow(self, decision, legal: list) -> list:
        """The legal actions the step leaves to the player (all of them when it leaves none)."""
        if not self.over and self.waits_for(decision) and self.step.allow is not None:
            return [a for a in legal if self.step.allow(a)] or legal
        return legal

    def played(self, decision, action, human: bool, actions: int = 0):
        """A human's action in the decision the step waits for ends the step (`actions`:
        how many the game has played with it, so that an undo can take the step back)."""
        if not self.over and human and self.waits_for(decision) and (self.step.allow is None or self.step.allow(action)):
            self.marks.append((actions, self.at))
            self.advance()

    def rewind(self, actions: int):
        """The game went back to `actions` played (an undo): back to the step it was at then."""
        while self.marks and self.marks[-1][0] > actions:
            self.at = self.marks.pop()[1]
            self.over = False

    # --- the window ----------------------------------------------------------------------------
    def handle(self, event) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for b in self.buttons:
                if b.rect.collidepoint(event.pos):
                    self.press(b.key)
                    return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_n and self.step and self.step.kind is None:
            self.advance()
            return True
        return False

    def press(self, key):
        if key == "guide-next":
            self.advance()
        elif key == "guide-skip":
            self.skip()

    def controls(self) -> list:
        return [(b.rect, b.key) for b in self.buttons]

    def draw(self, ui, board, ready: bool, mine: bool = False, panel: tuple = PANEL):
        """`ready`: the step's decision is the player's now; else `mine`: another decision
        is (the step says to answer it), or the others play (it says to watch)."""
        self.buttons = []
        st = self.step
        if st is not None and st.until is not None and st.until(board.game):
            self.advance()
            st = self.step
        if self.over or st is None:
            return
        target = st.point(board) if st.point else None
        if target is not None and (st.kind is None or ready):
            pygame.draw.rect(ui.surface, (15, 12, 10), target.inflate(ui.px(14), ui.px(14)), ui.px(3),
                             border_radius=ui.px(8))
            pygame.draw.rect(ui.surface, (120, 220, 255), target.inflate(ui.px(10), ui.px(10)), ui.px(3),
                             border_radius=ui.px(8))
        box = ui.r(*panel)
        ui.panel(box, (16, 34, 52), (120, 220, 255), radius=10)
        own = st.kind is None or ready
        words = st.text if own else st.answering if mine else st.waiting
        # a step's number goes with its own words; a note while its moment has not come is not a step
        head = _("Guide {n}/{total}", n=self.at + 1, total=len(self.steps)) if own else _("Guide · meanwhile")
        self.shown = (head, words)
        ui.text(head, (box.x + ui.px(12), box.y + ui.px(8)), 12, (120, 220, 255), bold=True)
        textfit.draw(ui, tr(words), pygame.Rect(box.x + ui.px(12), box.y + ui.px(28), box.w - ui.px(24),
                                            box.h - ui.px(76)), 14, U.SNOW, min_size=10)
        mouse = pygame.mouse.get_pos()
        x = box.right - ui.px(12)
        for label, key in (((_("Next (N)"), "guide-next"),) if st.kind is None else ()) + ((_("Skip the guide"),
                                                                                             "guide-skip"),):
            w = ui.px(130)
            b = U.Button(pygame.Rect(x - w, box.bottom - ui.px(40), w, ui.px(30)), label, key,
                         hot=key == "guide-next")
            ui.button(b, mouse, 13)
            self.buttons.append(b)
            x -= w + ui.px(8)
