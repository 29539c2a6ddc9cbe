"""The board: the colony and six locations from the Tiled maps, every seat at a glance,
the hand and dice of the seat on screen, the action bar and the game log.

It plays AI turns with pacing, asks human deciders through dialogs, puts up the
hot-seat curtain and plays events back as small animations.
"""

from __future__ import annotations

import pygame

from ..rules.winter import actions as A
from ..rules.winter.state import COLONY
from . import labels
from .autosave import Autosaver
from .board_view import BoardPainter
from .picker import GLOBAL_KINDS, KIND_NAMES, Picker
from .stack import Scene

AI_DELAY = {"slow": 1.2, "normal": 0.55, "fast": 0.15, "instant": 0.0}
EVENT_TIME = {"slow": 0.5, "normal": 0.28, "fast": 0.08, "instant": 0.0}


class BoardScene(Scene):
    def __init__(self, match, speed: str = "normal"):
        super().__init__()
        self.match = match
        self.speed = speed  # AI pacing
        self.anim_speed = speed  # event playback
        self.autosaver = Autosaver()
        self.fast_forward = False
        self.painter: BoardPainter | None = None
        self.picker = Picker([])
        self._picker_at = -1
        self.ai_wait = 0.0
        self.queue: list = []  # events waiting to be played back
        self.event_clock = 0.0
        self.mouse = (0, 0)
        self.log_scroll = 0
        self.dialog_open = False
        self.over_shown = False

    def enter(self, app):
        super().enter(app)
        self.painter = BoardPainter(self)
        if app is not None:
            self.speed, self.anim_speed = app.settings.ai_pacing, app.settings.animation_speed

    # --- what the screen shows -------------------------------------------------------
    @property
    def game(self):
        return self.match.game

    def view(self):
        return self.match.view()

    def legal_for_screen(self) -> list:
        """Turn actions the seat on screen may take now (none while others decide)."""
        g = self.game
        d = self.match.decider()
        if d is None or not self.match.is_human(d) or d != self.match.shown or g.s.pending or self.queue:
            return []
        return g.legal_actions()

    def picker_now(self) -> Picker:
        n = len(self.game.history)
        if n != self._picker_at:
            self.picker = Picker(self.legal_for_screen())
            self._picker_at = n
        return self.picker

    # --- the loop ---------------------------------------------------------------------
    def update(self, dt: float):
        if self.painter:
            self.painter.update(dt)
        self.autosaver.tick(self.match)
        if self.app is not None and self.app.stack.top is not self:
            return  # a dialog, the colony phase or the pause menu is up: the game waits
        if self.queue:
            self.event_clock -= dt
            speed = "instant" if self.fast_forward else self.anim_speed
            while self.queue and self.event_clock <= 0:
                ev = self.queue.pop(0)
                self.painter.play(ev)
                if ev.kind == "colony-phase" and not self.fast_forward and self.anim_speed != "instant":
                    from .dialogs import ColonyPhaseScene

                    batch = [ev]
                    while self.queue and self.queue[0].kind not in ("round", "game-over"):
                        batch.append(self.queue.pop(0))
                    self.app.stack.push(ColonyPhaseScene(self, batch))
                    return
                self.event_clock += EVENT_TIME[speed]
            return
        g = self.game
        if g.is_terminal():
            if not self.over_shown:
                self.over_shown = True
                from .menus import GameOverScene

                self.app.stack.push(GameOverScene(self.match))
            return
        m = self.match
        d = m.decider()
        if m.is_human(d):
            self.fast_forward = False
            if m.needs_curtain():
                from .dialogs import CurtainScene

                self.app.stack.push(CurtainScene(m, d))
                return
            if g.s.pending and not self.dialog_open:
                from .dialogs import decision_dialog

                self.dialog_open = True
                self.app.stack.push(decision_dialog(self, g.s.pending[0]))
            return
        m.hide()
        self.ai_wait -= dt
        if self.ai_wait > 0 and not self.fast_forward:
            return
        action = m.ai_turn_ready()
        if action is not None:
            if action not in g.legal_actions():
                action = g.legal_actions()[0]
            self.play(action)
            self.ai_wait = AI_DELAY["instant" if self.fast_forward else self.speed]

    def play(self, action):
        """Apply an action (a human's click or an AI's choice) and queue its events."""
        events = self.match.apply(action)
        self.queue.extend(e for e in events if e.visible_to(self.match.shown))
        self.event_clock = 0.0
        self.picker.reset()
        self.log_scroll = 0

    def draw(self, ui):
        self.painter.draw(ui)

    # --- input ---------------------------------------------------------------------
    def handle_event(self, event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
            return True
        if event.type == pygame.MOUSEWHEEL:
            if self.painter.log_rect and self.painter.log_rect.collidepoint(self.mouse):
                self.log_scroll = max(0, self.log_scroll + event.y)
            return True
        if event.type == pygame.KEYDOWN:
            return self.key(event)
        if event.type == pygame.MOUSEBUTTONDOWN:
            if event.button == 3:
                hit = self.painter.hit(event.pos)
                if hit and hit[0] in ("card", "item", "survivor"):
                    from .dialogs import ZoomScene

                    self.app.stack.push(ZoomScene(self, hit))
                return True
            if event.button == 1:
                self.click(self.painter.hit(event.pos))
                return True
        return False

    def key(self, event) -> bool:
        p = self.picker_now()
        if event.key == pygame.K_ESCAPE:
            if p.subject is not None or p.kind is not None:
                p.reset()
            else:
                from .menus import PauseScene

                self.app.stack.push(PauseScene(self))
            return True
        if event.key == pygame.K_SPACE:
            self.fast_forward = True
            return True
        if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER) and A.EndTurn() in p.legal:
            self.play(A.EndTurn())
            return True
        if pygame.K_1 <= event.key <= pygame.K_9:
            buttons = self.painter.choice_buttons
            i = event.key - pygame.K_1
            if i < len(buttons) and buttons[i].enabled:
                self.click(("choice", buttons[i].key))
            return True
        return False

    def click(self, hit):
        if hit is None:
            return
        kind, *rest = hit
        p = self.picker_now()
        if kind == "button":
            self.button(rest[0])
            return
        if kind == "choice":  # a value for the open field, or an action kind
            what, value = rest[0]
            if what == "kind":
                p.choose_kind(value)
            else:
                p.pick(what, value)
            self.after_pick()
            return
        field = p.open_field()
        # a board click fills the open field when it fits, else selects a subject
        value = self.click_value(hit, field)
        if field and value is not None and p.pick(field[0], value):
            self.after_pick()
            return
        if kind in ("survivor", "card", "item"):
            if not p.select(rest[0]):
                p.reset()
            elif len(p.kinds()) == 1:
                p.choose_kind(p.kinds()[0])
                self.after_pick()

    def click_value(self, hit, field):
        """The value a board click gives the open field, if it is one of its choices."""
        if field is None:
            return None
        name, values = field
        kind, *rest = hit
        if kind == "zombie":
            place, entrance = rest
            if name == "entrance":
                v = entrance + 1
            else:
                v = f"zombie-{entrance + 1}" if place == COLONY else "zombie"
        elif kind in ("die", "place", "survivor"):
            v = rest[0]
        else:
            return None
        return v if v in values else None

    def after_pick(self):
        p = self.picker
        ready = p.ready()
        if ready is not None:
            self.play(ready)

    def button(self, key):
        p = self.picker_now()
        if key == "end-turn":
            if A.EndTurn() in p.legal:
                self.play(A.EndTurn())
        elif key == "colony":
            p.select(None)
        elif key == "cancel":
            p.reset()
        elif key == "fast":
            self.fast_forward = True
        elif key == "pause":
            from .menus import PauseScene

            self.app.stack.push(PauseScene(self))

    # --- helpers for the painter -------------------------------------------------------
    def choices(self) -> list[tuple[str, tuple]]:
        """(label, (field, value)) for what the player can pick next in the action bar."""
        p = self.picker_now()
        c = self.game.c
        if p.kind is None:
            if p.subject is None and not p.legal:
                return []
            kinds = p.kinds()
            return [(KIND_NAMES[k] + (f": {c.survivors[p.subject].ability.name}" if k is A.UseAbility else ""),
                     ("kind", k)) for k in kinds]
        field = p.open_field()
        if field is None:
            return []
        name, values = field
        return [(self.value_label(name, v), (name, v)) for v in values]

    def value_label(self, name: str, v) -> str:
        c = self.game.c
        if v is None:
            return "no die" if name == "die" else "—"
        if name == "die":
            return f"die {v}"
        if name == "entrance":
            return f"entrance {v}"
        if name == "sources":
            return " + ".join(labels.place_name(c, x) for x in v)
        if name == "target" and isinstance(v, int):
            return self.game.s.players[v].name
        if isinstance(v, str) and (v in c.survivors or v.startswith("zombie")):
            return labels.target_name(c, v)
        if isinstance(v, str) and v in c.locations:
            return labels.place_name(c, v)
        return str(v)

    def status_line(self) -> str:
        g = self.game
        m = self.match
        d = m.decider()
        if d is None:
            return "The game is over."
        name = g.s.players[d].name
        if not m.is_human(d):
            return f"{name} (AI) is thinking…"
        p = self.picker_now()
        if not p.legal:
            return f"Waiting for {name}."
        if p.kind is None and p.subject is None:
            return f"{name}: select a survivor or a card, or a colony action."
        field = p.open_field()
        if field:
            word = {"die": "a die", "to": "where to go", "target": "a target", "on": "a survivor",
                    "entrance": "an entrance", "sources": "where to lure from", "type": "what to ask for"}
            return f"Choose {word.get(field[0], field[0])}."
        return "Choose an action."

    def global_kinds(self) -> list:
        p = self.picker_now()
        return [k for k in GLOBAL_KINDS if any(type(a) is k for a in p.legal)]
