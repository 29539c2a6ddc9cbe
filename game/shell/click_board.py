"""A board whose human decisions are paths of clicks (game.shell.picker) and whose actions'
events play back one by one: what Mall's and Showdown's boards share.

A game's board subclasses ClickBoard and gives:
    new_picker(legal)   the Picker of the decision on screen (legal may be empty)
    play_back(dt)       pops self.queue as its events are shown
    hit(pos)            the click's step, or None;  explain(pos): why a click did nothing
    controls(), draw(ui)
and, where it needs them, key_options() (the steps the number keys pick), board_number()
(a step's number painted on the board, which is then its key) and before_turns() (an action the board plays itself before the turn loop, or None).
"""

from __future__ import annotations

import pygame

from game.render import log_panel
from game.render.layer import Layer
from game.shell.keys import is_back
from game.shell.picker import numbered
from game.shell.playing import GameScene

_STALE = object()  # a guide step no picker was made for: the next frame makes a new one


class ClickBoard(GameScene):
    background = (12, 16, 26)  # the window around the board's pieces

    def __init__(self, match):
        super().__init__(match)
        self.layer = Layer(self.background)  # the board's still pieces (game.render.layer)
        self._layer_seat = match.shown
        self.picker = self.new_picker([])
        self.picker_guide = None  # the guide's step the picker was made for
        self.buttons: list = []
        self.queue: list[tuple[int, object]] = []  # (index in match.log, event) still to play back
        self.log_upto = len(match.log)
        self.clock = 0.0
        self.mouse = (0, 0)
        self._view_key = None
        self._view = None

    def new_picker(self, legal: list):
        raise NotImplementedError

    # --- what the screen shows -------------------------------------------------------------
    def view(self):
        key = (len(self.game.history), self.match.shown)
        if key != self._view_key:
            self._view_key, self._view = key, self.match.view()
        return self._view

    def begin_layer(self):
        """Start a frame of the layer. While the computer plays, at most two changed pieces
        are drawn again a frame: a panel a frame late is not seen at 60 Hz, a frame that
        redraws them all is. Never while a human decides, or when the seat on screen
        changed: then every private piece goes at once."""
        shown = self.match.shown
        calm = not self.deciding() and shown == self._layer_seat
        self._layer_seat = shown
        self.layer.frame(2 if calm else None)

    def panel_and_log(self, ui, area: tuple, panel: tuple, log_bottom: int, key, paint, hover=None):
        """The side panel as tall as its picture (Layer.top_piece: paint returns what to keep
        and the window y where the log goes) and, below it, the log of what the seat on
        screen may see as a piece of its own: it changes most. Returns what paint kept.
        `area`: the logical box both are drawn in; `panel`, `log_bottom`: log_panel.draw_below's."""
        kept, y = self.layer.top_piece(ui, "panel", ui.r(*area), key, paint, hover)
        whole = ui.r(*area)
        entries = self.match.visible_log(upto=self.log_upto)
        self.layer.piece(ui, "log", pygame.Rect(whole.x, y, whole.w, whole.bottom - y),
                         (self.match.shown, len(entries), entries[-1] if entries else None),
                         lambda: log_panel.draw_below(ui, entries, panel, y, log_bottom))
        return kept

    def over(self, buttons) -> object:
        """The key of the button under the mouse, of `buttons` (a bar's, as last painted)."""
        return next((b.key for b in buttons if b.rect.collidepoint(self.mouse)), None)

    def deciding(self) -> bool:
        """The seat on screen decides now and the play-back has caught up."""
        m = self.match
        d = m.decider()
        return d is not None and m.is_human(d) and d == m.shown and not self.queue

    def language_changed(self):
        """The picker's labels are words: a new picker next frame (in the new language)."""
        self.picker_guide = _STALE

    def picker_now(self):
        legal = self.game.legal_actions() if self.deciding() else []
        if legal is not self.picker.source or self.guide_step() != self.picker_guide:  # a new decision or step
            self.picker = self.new_picker(self.guided(legal))
            self.picker.source, self.picker_guide = legal, self.guide_step()
        return self.picker

    def caught_up(self) -> bool:
        return not self.queue

    def undone(self):
        self.picker, self._view_key = self.new_picker([]), None
        self.log_upto = min(self.log_upto, len(self.match.log))

    # --- the loop ------------------------------------------------------------------------
    def update(self, dt: float):
        self.age_why(dt)
        self.tick(dt)
        self.autosaver.tick(self.match)
        if self.app is not None and self.app.stack.top is not self:
            return
        if self.queue:
            self.play_back(dt)
            return
        own = self.before_turns()
        if own is not None:
            self.play(own)
            return
        self.step_turns(dt)

    def turns_in(self) -> float | None:
        return 0.0 if self.before_turns() is not None else super().turns_in()

    def tick(self, dt: float):
        """What fades on the board with time (Mall's pulses: drawing them asks for the frames, UI.redraw_in)."""

    def before_turns(self):
        return None

    def play_back(self, dt: float):
        raise NotImplementedError

    def play(self, action):
        start = len(self.match.log)
        decision = self.pending_now()
        events = self.match.apply(action)
        self.guide_saw(decision, action)
        self.queue.extend((start + k, e) for k, e in enumerate(events))
        self.clock = 0.0

    def sound(self, name: str | None, speed: str):
        if name and speed != "instant" and self.app is not None and self.app.audio is not None:
            self.app.audio.play(name)

    def click(self, key):
        self.say_why(None)
        if key == "back":
            self.picker_now().back()
            return
        if key == "undo":
            self.undo()
            return
        picker = self.picker_now()
        action = picker.pick(key)
        if action is not None:
            self.play(action)
        elif picker.only() is not None:  # the clicks so far leave one answer: no question for it
            self.answer_alone(self.pending_now(), [picker.only()])

    # --- input ---------------------------------------------------------------------------
    def handle_event(self, event) -> bool:
        if self.guide_event(event):
            return True
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
            return True
        if event.type == pygame.MOUSEBUTTONDOWN:
            self.mouse = event.pos
            if event.button == 3:
                self.click("back")
            elif event.button == 1:
                key = self.hit(event.pos)
                if key is not None:
                    self.click(key)
                else:
                    self.explain(event.pos)
            return True
        if event.type == pygame.KEYDOWN:
            return self.key(event) or super().handle_event(event)
        return False

    def key_options(self) -> list:
        """The steps the number keys pick, in the buttons' order."""
        return self.picker_now().options()

    def board_number(self, step) -> int | None:
        """The number painted on the board for a step (Mall's locations), which is then its key."""
        return None

    def key_numbers(self, options: list | None = None) -> dict:
        """step -> the number key that picks it, as its button shows (game.shell.picker.numbered)."""
        return numbered(self.key_options() if options is None else options, self.board_number)

    def key(self, event) -> bool:
        opts = self.key_options()
        keys = {n: s for s, n in self.key_numbers(opts).items()}
        if is_back(event) and self.picker_now().can_go_back():
            self.click("back")
        elif pygame.K_1 <= event.key <= pygame.K_9 and event.key - pygame.K_0 in keys:
            self.click(keys[event.key - pygame.K_0])
        elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER) and len(opts) == 1:
            self.click(opts[0])
        elif event.key == pygame.K_SPACE:
            self.fast_forward = not self.match.is_human(self.match.decider())
        else:
            return False
        return True

    def hit(self, pos):
        raise NotImplementedError

    def explain(self, pos):
        """Say why a click that answers nothing did nothing (GameScene.say_why)."""

    def guide_controls(self) -> list:
        """The guide's buttons while it runs (they come first among the controls)."""
        return self.guide.controls() if self.guide is not None and not self.guide.over else []
