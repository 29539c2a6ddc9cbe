"""The board: the colony and six locations from the Tiled maps, every seat at a glance,
the hand and dice of the seat on screen, the action bar and the game log.

It plays AI turns with pacing, asks human deciders through dialogs, puts up the
hot-seat curtain and plays events back as small animations. What a human may do
is read from the engine every frame (never remembered across actions), so the
screen offers exactly the legal actions once the playback has caught up.
"""

from __future__ import annotations

import pygame

from game.core.i18n import N_, Msg, _, tr
from game.shell.keys import is_back
from game.shell.playing import GameScene
from game.shell.rules_text import Reason
from game.winter.rules import actions as A
from game.winter.rules.state import COLONY, Decision
from game.winter.scenes import labels, prompt, why
from game.winter.scenes.board_view import BoardPainter
from game.winter.scenes.dialogs import matching
from game.winter.scenes.picker import GLOBAL_KINDS, HOTKEYS, KIND_NAMES, NO_ACTIONS, Picker, subject_of

EVENT_TIME = {"slow": 0.5, "normal": 0.28, "fast": 0.08, "instant": 0.0}
LOG_FILTERS = ("all", "mine", "colony")
KEY_KINDS = {getattr(pygame, f"K_{k}"): kind for kind, k in HOTKEYS.items()}


def _ends_batch(ev) -> bool:
    """The colony phase's events run until the next round begins or the game ends."""
    return ev.kind in ("round", "game-over")


class BoardScene(GameScene):
    def __init__(self, match, speed: str = "normal"):
        super().__init__(match)
        self.speed = speed  # AI pacing
        self.anim_speed = speed  # event playback
        self.painter: BoardPainter | None = None
        self.picker = Picker()
        self.queue: list[tuple[int, object]] = []  # (index in match.log, event) waiting to be played back
        self.log_upto = len(match.log)  # the log shows entries played back so far
        self.event_clock = 0.0
        self.mouse = (0, 0)
        self.log_scroll = 0
        self.log_filter = "all"
        self.dialog_open = False
        self.before = None  # the game before the last action: where a colony phase starts from
        self.frozen = None  # the game as it was, drawn while the colony phase plays (nothing spoiled early)
        self.in_colony_phase = False  # its dialog is open: the board has not caught up (frozen may be None after a load)
        self._view_key = None
        self._view = None
        self._guide_at = None  # the guide's step the picker was narrowed for
        self.turn_down_requests = True  # a request for a kind the seat holds none of: declined alone

    def enter(self, app):
        super().enter(app)
        self.painter = BoardPainter(self)

    # --- what the screen shows -------------------------------------------------------
    def view(self):
        """The state as the seat on screen may see it (one redacted copy per game state)."""
        if self.frozen is None:
            return self.match.view()  # the seat game's state (Match.seat_game)
        key = (id(self.frozen), len(self.frozen.history), self.match.shown)  # (frozen is held: its id stays its own)
        if key != self._view_key:
            self._view_key, self._view = key, self.frozen.view(self.match.shown)
        return self._view

    def frozen_changed(self):
        """The colony phase's dialog moved the frozen game's counters on: a new view."""
        self._view_key = None

    def human_turn(self) -> bool:
        """A human on screen may take turn actions now: their turn, nothing pending, playback done."""
        g, m = self.game, self.match
        d = m.decider()
        return d is not None and m.is_human(d) and d == m.shown and not g.s.pending and self.caught_up()

    def caught_up(self) -> bool:
        return not self.queue and not self.in_colony_phase

    def undone(self):
        self.picker, self._view_key, self.before = Picker(), None, None
        self.log_upto, self.log_scroll = min(self.log_upto, len(self.match.log)), 0

    def legal_for_screen(self):
        return self.game.legal_actions() if self.human_turn() else NO_ACTIONS

    def picker_now(self) -> Picker:
        """The action picker over what the screen offers now; a new one whenever the
        engine's legal list changes (a new state) or play-back starts or ends."""
        legal = self.legal_for_screen()
        at = (self.guide.at, self.guide.over) if self.guide is not None else None
        if legal is not self.picker.source or at != self._guide_at:
            self.picker = Picker(self.guided(legal) if legal else legal)
            self.picker.source, self._guide_at = legal, at
        return self.picker

    # --- the guided first game ---------------------------------------------------------
    def decision_now(self):
        """The decision the game waits for: the colony phase while its dialog plays, a pending
        decision, or the active player's turn ("turn", which is no pending decision in Winter)."""
        g = self.game
        if self.frozen is not None:
            return Decision("colony", self.match.shown) if self.match.shown is not None else None
        if g.is_terminal():
            return None
        if g.s.pending:
            return g.s.pending[0]
        return Decision("turn", g.s.active) if g.s.phase == "turns" else None

    def guide_deciding(self) -> bool:
        """The seat on screen is asked something now (its turn, a dialog, the colony phase)."""
        m = self.match
        if self.frozen is not None:
            return m.shown is not None and m.is_human(m.shown)
        d = m.decider()
        return d is not None and m.is_human(d) and d == m.shown  # (its own moves playing back too)

    def guide_reading(self) -> bool:
        """A guide step the player reads and clicks Next on: the board stays in view (no dialog)."""
        return self.guide is not None and not self.guide.over and self.guide.step is not None \
            and self.guide.step.kind is None

    def guide_controls(self) -> list:
        return self.guide.controls() if self.guide is not None and not self.guide.over else []

    @property
    def guide_panel(self):
        from game.winter.scenes.guide import panel

        return panel(self) if self.guide is not None else None

    # --- the loop ---------------------------------------------------------------------
    def update(self, dt: float):
        if self.painter:
            self.painter.update(dt)
        self.age_why(dt)
        self.autosaver.tick(self.match)
        if self.app is not None and self.app.stack.top is not self:
            return  # a dialog, the colony phase or the pause menu is up: the game waits
        if self.queue:
            self.play_back(dt)
            return
        if self.step_turns(dt) is not None and self.game.s.pending and not self.guide_reading():
            self.ask(self.game.s.pending[0])

    def turns_in(self) -> float | None:
        """Also: a human's pending decision gets its dialog (ask) in the next frame."""
        g, m = self.game, self.match
        asks = g.s.pending and not g.is_terminal() and m.is_human(m.decider()) and not self.dialog_open \
            and not self.guide_reading()
        return 0.0 if asks else super().turns_in()

    def play_back(self, dt: float):
        """Show queued events one at a time; a colony phase opens its own step-by-step view."""
        self.event_clock -= dt
        speed = "instant" if self.fast_forward else self.anim_speed
        m = self.match
        while self.queue and self.event_clock <= 0:
            i, ev = self.queue.pop(0)
            if ev.kind == "colony-phase" and m.humans() and self.app is not None:
                self.colony_phase(i, ev)
                return
            self.log_upto = max(self.log_upto, i + 1)
            if not ev.visible_to(m.shown):
                continue
            self.painter.play(ev)
            self.event_clock += EVENT_TIME[speed]

    def colony_phase(self, i, ev):
        """Hand the colony phase's events to its dialog; the board stays as it was before
        the phase until the dialog reaches each result."""
        from game.winter.scenes.dialogs import ColonyPhaseScene

        batch = [(i, ev)]
        while self.queue and not _ends_batch(self.queue[0][1]):
            batch.append(self.queue.pop(0))
        if self.queue and self.queue[0][1].kind == "game-over":  # the ending is the phase's last line
            batch.append(self.queue.pop(0))
        self.fast_forward = False
        self.frozen = self.before
        self.in_colony_phase = True
        self.app.stack.push(ColonyPhaseScene(self, batch))

    def colony_phase_done(self):
        if self.match.shown is not None:
            self.guide_saw(Decision("colony", self.match.shown), None)
        self.frozen, self.in_colony_phase = None, False

    def seats_changed(self):
        """A decision's dialog asked the seat as it was: close it; `ask` opens it again if
        a person still decides."""
        from game.winter.scenes.dialogs import DecisionDialog, DraftDialog

        super().seats_changed()
        for scene in [s for s in self.app.stack.scenes if isinstance(s, (DecisionDialog, DraftDialog))]:
            self.app.stack.pop(scene)

    def ask(self, d):
        """A human's pending decision: a dialog (one with a single answer was answered by
        the turn loop: answer_alone)."""
        if not self.dialog_open:
            from game.winter.scenes.dialogs import decision_dialog

            self.dialog_open = True
            self.app.stack.push(decision_dialog(self, d))

    def follow_settings(self, settings):
        super().follow_settings(settings)
        self.turn_down_requests = settings.turn_down_requests

    def forced_line(self, d, action, g):
        """What the log tells a seat the window answered for it; a search's cards and a
        crossroads' story are shown all the same (None)."""
        if isinstance(action, A.Decline):
            return N_("You have no cards to give: you give nothing.")
        if d.kind == "play-given":
            return Msg("{card} can be played one way only: you play it.", card=g.item_name(action.card))
        if d.kind == "discard":
            return Msg("{card} is your only card: you discard it.", card=g.item_name(action.card))
        if d.kind == "relocate":
            return Msg("Only {place} has room: {who} goes there.", place=g.place_name(action.to),
                       who=g.sname(action.survivor))
        return None

    def own_answer(self, d, legal, g):
        """A request for a kind the seat holds none of is turned down, while the setting says so."""
        wish = d.data.get("type") if d.kind == "give" else None
        hand = g.s.players[d.seat].hand
        if wish and self.turn_down_requests and hand and A.Decline() in legal and not matching(g.c, hand, wish):
            return A.Decline(), Msg("{who} asks for a {type} card and you hold none: you give nothing (Settings: "
                                    "turn down requests).", who=g.pname(d.data["requester"]),
                                    type=labels.TYPE_NAMES.get(wish, wish))
        return super().own_answer(d, legal, g)

    def play(self, action):
        """Apply an action (a human's click or an AI's choice) and queue its events."""
        self.before = self.game  # the seat game: a copy the action does not change (Match.seat_game)
        start = len(self.match.log)
        decision = self.decision_now()
        events = self.match.apply(action)
        self.guide_saw(decision, action)
        self.queue.extend((start + k, e) for k, e in enumerate(events))
        self.event_clock = 0.0
        self.picker.reset()
        self.log_scroll = 0

    def request(self, action):
        """A human's action: confirmed first when it hurts someone or cannot be undone."""
        why = self.needs_confirmation(action)
        if why and self.confirm and self.app is not None:
            from game.shell.overlays import ConfirmScene

            self.app.stack.push(ConfirmScene(self, action, why))
            return
        self.play(action)

    def needs_confirmation(self, action) -> str | None:
        c, s = self.game.c, self.game.s
        if isinstance(action, A.Attack) and action.target in c.survivors:
            owner = s.players[s.survivors[action.target].seat].name
            return _("Attack {who}, one of {owner}'s survivors? This cannot be taken back.",
                     who=c.survivors[action.target].name, owner=owner)
        if isinstance(action, A.CallExile):
            return _("Call a vote to exile {who}? Everyone votes; an exile cannot be taken back.",
                     who=s.players[action.target].name)
        if isinstance(action, A.Discard):
            return _("Discard {card}? It goes to the waste pile.", card=c.items[action.card].name)
        if isinstance(action, A.EndTurn):
            return self.dice_left_unused()
        return None

    def dice_left_unused(self) -> str | None:
        """Ending the turn while a die could still pay for an action: the dice are lost."""
        if not any(getattr(a, "die", None) is not None for a in self.game.legal_actions()):
            return None
        n = len(self.game.s.players[self.game.s.active].unused)
        return (_("End your turn with {n} die unused? It is lost: new dice are rolled next round.", n=n) if n == 1
                else _("End your turn with {n} dice unused? They are lost: new dice are rolled next round.", n=n))

    def draw(self, ui):
        self.painter.draw(ui)
        if self.app is None or not getattr(self.app.stack.top, "shows_guide", False):  # else the dialog does
            self.draw_guide(ui, self.guide_deciding())

    def controls(self) -> list:
        return self.guide_controls() + (self.painter.live_controls() if self.painter else [])

    # --- input ---------------------------------------------------------------------
    def handle_event(self, event) -> bool:
        if self.guide_event(event):
            return True
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
            return True
        if event.type == pygame.MOUSEWHEEL:
            if self.painter.log_rect and self.painter.log_rect.collidepoint(self.mouse):
                self.log_scroll = max(0, self.log_scroll + 3 * event.y)
            return True
        if event.type == pygame.KEYDOWN:
            return self.key(event) or super().handle_event(event)
        if event.type == pygame.MOUSEBUTTONDOWN:
            self.mouse = event.pos
            if event.button == 3:
                hit = self.painter.hit(event.pos)
                if hit and hit[0] in ("card", "item", "survivor"):
                    from game.winter.scenes.dialogs import ZoomScene

                    self.app.stack.push(ZoomScene(self, hit))
                return True
            if event.button == 1:
                self.click(self.painter.hit(event.pos))
                return True
        return False

    def key(self, event) -> bool:
        p = self.picker_now()
        k = event.key
        if is_back(event):  # Esc or Backspace: one pick back, else the pause menu
            if p.picking():
                p.back()
                return True
            return False
        if k == pygame.K_SPACE:
            self.fast_forward = not self.match.is_human(self.match.decider())
            return True
        if k in (pygame.K_RETURN, pygame.K_KP_ENTER):
            if A.EndTurn() in p.legal:
                self.request(A.EndTurn())
            return True
        if k in KEY_KINDS:
            self.hotkey(KEY_KINDS[k])
            return True
        if pygame.K_1 <= k <= pygame.K_9:
            self.number(k - pygame.K_0)
            return True
        return False

    def hotkey(self, kind):
        """A kind's letter: that action for the selected survivor or card (colony-wide
        ones from anywhere; with one possible subject, that one); if it cannot be taken,
        the reason why."""
        self.say_why(None)
        p = self.picker_now()
        if kind in GLOBAL_KINDS and not p.colony and not p.select(None):
            self.explain_kind(None, kind)
            return
        if kind not in p.kinds():
            subjects = {subject_of(a) for a in p.legal if type(a) is kind}
            if len(subjects) != 1 or not p.select(subjects.pop()):
                if p.subject is not None or p.colony:
                    self.explain_kind(p.subject, kind)
                elif not subjects:
                    self.explain_kind(self.first_subject(kind), kind)
                return
        if p.choose_kind(kind):
            self.after_pick()

    def first_subject(self, kind):
        """One of the seat's own survivors or cards a kind of action would be for (for its reason)."""
        v, seat = self.view(), self.match.shown
        if kind in GLOBAL_KINDS or seat is None:
            return None
        p = v.players[seat]
        if kind in why.SURVIVOR_KINDS:
            return p.survivors[0] if p.survivors else None
        if kind is A.HandOff:
            return next((c for x in p.survivors if x in v.survivors for c in v.survivors[x].equipped), None)
        return p.hand[0] if p.hand else None

    # --- "why not?" ------------------------------------------------------------------
    def guide_reason(self, subject, kind=None):
        """The guided game keeps a choice back that the rules allow: say so."""
        p = self.picker
        if self.guide is None or self.guide.over or len(p.legal) == len(p.source):
            return None
        if any((kind is None or type(a) is kind) and subject_of(a) == subject for a in p.source) or \
                (subject is None and kind is not None and any(type(a) is kind for a in p.source)):
            return Reason(_("The guided game waits for another action now: follow the guide, or skip it to play "
                            "freely."), why.CONTROLS)
        return None

    def explain_kind(self, subject, kind):
        """A greyed kind of action (its button or its key): why it cannot be taken."""
        if not self.caught_up():
            return
        if subject is None and kind not in GLOBAL_KINDS:
            return
        reason = self.guide_reason(subject, kind) or why.why_kind(self.game, self.view(), self.match.shown,
                                                                   self.decision_now(), subject, kind)
        self.say_why(reason)

    def explain(self, hit, picks):
        """A click on the board that answers nothing: why, citing the rules (F1 opens them there)."""
        if not self.caught_up():
            return
        subject = hit[1] if hit[0] in ("survivor", "card", "item") else None
        reason = (self.guide_reason(subject) if subject is not None and picks[1] is None else None) or \
            why.why_click(self.game, self.view(), self.match.shown, self.decision_now(), picks, hit)
        if reason is not None:
            self.say_why(reason)

    def number(self, n: int):
        """1..9: the n-th choice of the open field (for a die, the die showing n). Never a
        kind from the action bar: a die prompt skipped for identical dice must not turn the
        player's die number into "spend food" (kinds have their letters)."""
        field = self.picker_now().open_field() if self.picker.kind else None
        if not field:
            return
        if field[0] == "die":
            if n in field[1]:
                self.click(("choice", ("die", n)))
            return
        buttons = self.painter.choice_buttons
        if n - 1 < len(buttons) and buttons[n - 1].enabled:
            self.click(("choice", buttons[n - 1].key))

    def click(self, hit):
        if hit is None:
            return
        self.say_why(None)
        kind, *rest = hit
        p = self.picker_now()
        if kind == "why":  # a greyed kind of action
            self.explain_kind(p.subject, rest[0])
            return
        if kind == "button":
            self.button(rest[0])
            return
        if kind == "log-filter":
            self.log_filter, self.log_scroll = rest[0], 0
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
            picks = p.state()
            if not p.select(rest[0]):
                self.explain(hit, picks)
                p.reset()
            elif len(p.kinds()) == 1:
                p.choose_kind(p.kinds()[0])
                self.after_pick()
            return
        self.explain(hit, p.state())

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
        ready = self.picker.ready()
        if ready is not None:
            self.request(ready)

    def button(self, key):
        p = self.picker_now()
        if key == "end-turn":
            if A.EndTurn() in p.legal:
                self.request(A.EndTurn())
        elif key == "colony":
            p.select(None)
        elif key == "cancel":
            p.back()
        elif key == "undo":
            self.undo()
        elif key == "fast":
            self.fast_forward = True
        elif key == "pause":
            from game.shell.menus import PauseScene

            self.app.stack.push(PauseScene(self))

    # --- words for the painter ---------------------------------------------------------
    def choices(self) -> list[tuple[str, tuple, str | None]]:
        """(label, (field, value), hotkey) for what the player can pick next in the action bar."""
        p = self.picker_now()
        c = self.game.c
        if p.kind is None:  # the kinds for the selection; with none, the colony-wide ones
            out = []
            for k in p.kinds():
                name = _(KIND_NAMES[k])
                if k is A.UseAbility:
                    name = tr(c.survivors[p.subject].ability.name)
                if k is A.PlayCard and c.items[p.subject].equip:
                    name = _("Equip")
                if p.subject in c.survivors:
                    name = self.with_dice(name, k)
                out.append((name, ("kind", k), HOTKEYS.get(k)))
            return out
        field = p.open_field()
        if field is None:
            return []
        name, values = field
        if name == "die":
            return [(_("die {n}", n=v) if v is not None else _("no die"), (name, v), str(v) if v else None)
                    for v in values]
        return [(self.value_label(name, v), (name, v), str(i + 1) if i < 9 else None) for i, v in enumerate(values)]

    def with_dice(self, name: str, kind) -> str:
        """A survivor's kind of action with what it needs and the dice that pay for it:
        "Attack 3+ (die 6)", "Search 5+ (dice 5, 6)", "Barricade (any die)"."""
        dice = self.picker.dice_for(kind)
        if not dice:
            return name
        need = why.die_need(self.game, self.picker.subject, kind)
        if len(dice) == 1:
            which = _("die {n}", n=dice[0])
        elif need <= 1:
            which = _("any die")
        else:
            which = _("dice {list}", list=", ".join(map(str, dice)))
        if need > 1:
            return _("{action} {need}+ ({dice})", action=name, need=need, dice=which)
        return _("{action} ({dice})", action=name, dice=which)

    def value_label(self, name: str, v) -> str:
        c = self.game.c
        if name == "type":  # a request's wish; None asks for anything
            return _("any cards") if v is None else _("{type} cards", type=labels.type_name(v))
        if v is None:
            return _("no die") if name == "die" else "—"
        if name == "entrance":
            return _("entrance {n}", n=v)
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
        return prompt.status(self)

    def greyed(self) -> list[tuple[str, type, str | None]]:
        """(label, kind, hotkey) of the kinds of action the selection has but may not take now:
        the action bar shows them greyed, and a click on one says why."""
        p = self.picker_now()
        if p.kind is not None or (p.subject is None and not p.colony):
            return []
        g, have = self.game, set(p.kinds())
        return [(why.kind_name(g, p.subject, k), k, HOTKEYS.get(k))
                for k in why.kinds_of(g, self.view(), self.match.shown, p.subject) if k not in have]

    def global_kinds(self) -> list:
        p = self.picker_now()
        return [k for k in GLOBAL_KINDS if any(type(a) is k for a in p.legal)]
