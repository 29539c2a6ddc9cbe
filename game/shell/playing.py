"""The scene a game is played in. Each game's board scene is one of these: the
shell finds it on the stack and hands it the player's settings, and the turn loop
every game shares lives here (autosave at each turn, the game-over screen, the
hot-seat curtain before a human's secrets, computer players at the chosen pace)."""

from __future__ import annotations

from game.core.i18n import _
from game.shell.autosave import Autosaver
from game.shell.stack import Scene, soonest

AI_DELAY = {"slow": 1.2, "normal": 0.55, "fast": 0.15, "instant": 0.0}  # seconds between AI actions
REASON_TIME = 6.0  # seconds a "why not?" stays in a board's prompt


class GameScene(Scene):
    """A game's board. `match` is the shell's Match; the settings below are the
    player's (game/shell/settings.py) and the board follows them while it runs."""

    def __init__(self, match):
        super().__init__()
        self.match = match
        self.speed = "normal"  # AI pacing
        self.anim_speed = "normal"
        self.confirm = True  # ask before hard moves
        self.fast_forward = False  # play the computer players' turns at once (Space)
        self.autosaver = Autosaver()
        self.ai_wait = 0.0
        self.over_shown = False
        self.reason = None  # why the last click did nothing (a rules_text.Reason), for a while
        self.reason_age = 0.0
        self.guide = None  # a guided first game's script (shell.guide.Guide), while it runs
        self.queue: list = []  # (index in match.log, event) still to play back (a board fills it)
        self.answered_alone: set[int] = set()  # indexes in game.history of answers the window gave itself

    @property
    def game(self):
        """The game as the seat on screen may know it (Match.seat_game), never the engine
        while it goes on: what a board draws and offers is read from here alone."""
        return self.match.seat_game()

    def enter(self, app):
        super().enter(app)
        if app is not None:
            self.match.listen(app.wake)  # the window rests while a computer player thinks
            self.follow_settings(app.settings)
            if app.audio is not None:  # each game's quiet loop under its board
                app.audio.ambient(f"ambient-{self.match.spec.id}")

    def follow_settings(self, settings):
        self.speed = settings.ai_pacing
        self.anim_speed = settings.animation_speed
        self.confirm = settings.confirm_actions

    def update(self, dt: float):
        """The turn loop while the board is on top (a dialog or the pause menu holds the game)."""
        self.autosaver.tick(self.match)
        if self.app is None or self.app.stack.top is self:
            self.step_turns(dt)

    def changes_in(self) -> float | None:
        """A "why not?" fades by itself, and the turn loop moves on while the board is on top."""
        on_top = self.app is None or self.app.stack.top is self
        return soonest(REASON_TIME - self.reason_age if self.reason is not None else None,
                       self.turns_in() if on_top else None)

    def turns_in(self) -> float | None:
        """When the board's loop has work with no input (see step_turns): None while a person
        decides, once the game's end is shown, and while a computer player thinks (its
        answer wakes the window: Match.listen)."""
        g, m = self.game, self.match
        if self.queue:
            return 0.0
        if g.is_terminal():
            return None if self.over_shown else 0.0
        d = m.decider()
        if m.is_human(d):
            alone = self.lone_answer(*self.decider_asks()) is not None
            return 0.0 if alone or m.needs_curtain() else None
        if m.must_hide():
            return 0.0
        if self.ai_wait > 0 and not self.fast_forward:
            return self.ai_wait
        return None if m.thinking() else 0.0

    def handle_event(self, event) -> bool:
        """Esc or Backspace pauses (a board steps back out of a half-made choice first),
        Ctrl+Z undoes, F1 opens the rules (at the section the last "why not?" cited); a
        game's board handles the rest and calls this for what it leaves."""
        import pygame

        from game.shell.keys import is_back

        if is_back(event) and self.app is not None:
            self.pause_game()
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_F1 and self.app is not None:
            from game.shell.rules_scene import RulesScene

            self.app.stack.push(RulesScene(self.match.spec, self.reason.section if self.reason else None))
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_z and event.mod & pygame.KMOD_CTRL:
            self.undo()
            return True
        return False

    def save_as_it_stands(self):
        """Leaving the game (to the title, or closing the window) loses nothing of the turn
        under way: the autosave is written as the game stands, unless it already is."""
        m = self.match
        if not m.game.is_terminal() and len(m.game.history) != self.autosaver.actions:
            self.autosaver.write(m)

    def pause_game(self):
        """The pause menu over the board (the board's dialogs open it through here)."""
        from game.shell.menus import PauseScene

        self.app.stack.push(PauseScene(self))

    # --- the guided first game -----------------------------------------------------------
    def guided(self, legal: list) -> list:
        """The human's choices, narrowed while a guide step waits for one of them."""
        if self.guide is None or self.guide.over:
            return legal
        return self.guide.narrow(self.decision_now() if legal else None, legal)

    def decision_now(self):
        """The decision the game waits for (None once it is over): the first pending one. A
        game whose main turn is not a pending decision says so here (Winter: "turn")."""
        return self.pending_now()

    def pending_now(self, g=None):
        """The first pending decision of a game that keeps them (core/pending.py); None for a
        game without (a race of turns only) and once the game is over. `g`: the seat game
        it is read from (None: the board's)."""
        g = self.game if g is None else g
        pending = getattr(g.s, "pending", None)
        return pending[0] if pending and not g.is_terminal() else None

    def decider_asks(self) -> tuple:
        """(decision, legal actions, game) of the seat that decides now, read from what that
        seat may know (Match.decider_game): in hot-seat the window may answer a person not
        on screen (answer_alone), to them alone."""
        g = self.match.decider_game()
        return self.pending_now(g), g.legal_actions(), g

    def guide_step(self):
        """Which step the guide is at (None: no guide): a board rebuilds its choices when it moves."""
        return None if self.guide is None or self.guide.over else self.guide.at

    def guide_saw(self, decision, action) -> None:
        if self.guide is not None:
            self.guide.played(decision, action, self.match.is_human(decision.seat) if decision else False,
                              len(self.match.game.history))

    def guide_event(self, event) -> bool:
        return self.guide is not None and not self.guide.over and self.guide.handle(event)

    guide_panel = None  # a board's place for the guide's panel (logical x, y, w, h); None: the default

    def draw_guide(self, ui, deciding: bool) -> None:
        if self.guide is not None and not self.guide.over:
            from game.shell.guide import PANEL

            d = self.decision_now()
            self.guide.draw(ui, self, deciding and self.guide.waits_for(d), deciding, self.guide_panel or PANEL)

    # --- questions with one answer -------------------------------------------------------
    def forced_line(self, d, action, g):
        """The log line (an N_ string or a Msg) that tells a seat the window answered its
        decision `d` with `action`, the only answer it has; None: a person must see this
        decision (a card found, a story to read, their turn), so it is asked all the same.
        `g`: the game as that seat may know it."""
        return None

    def own_answer(self, d, legal: list, g):
        """(action, log line) when the window answers `d` itself, else None: the one legal
        action a forced_line is given for (a board adds answers its settings give)."""
        if len(legal) != 1:
            return None
        line = self.forced_line(d, legal[0], g)
        return None if line is None else (legal[0], line)

    def lone_answer(self, d, legal: list, g=None):
        """own_answer for a human's decision the window answers now (answer_alone). Never while
        the guide waits for this decision (it shows it), never from the guide's narrowing
        (`legal` is the engine's). `g`: the game as `d`'s seat may know it (None: the board's)."""
        if d is None or not self.match.is_human(d.seat):
            return None
        if self.guide is not None and not self.guide.over and self.guide.waits_for(d):
            return None
        return self.own_answer(d, legal, self.game if g is None else g)

    def answer_alone(self, d, legal: list, g=None) -> bool:
        """A human's decision with one possible answer is not asked: the window plays it and
        says so in the log, to that seat only."""
        own = self.lone_answer(d, legal, g)
        if own is None:
            return False
        action, line = own
        self.play(action)
        self.answered_alone.add(len(self.match.game.history) - 1)
        m = self.match
        m.note(line, d.seat)
        self.queue.append((len(m.log) - 1, m.log[-1].event))  # told in its turn of the play-back
        return True

    # --- "why not?" -------------------------------------------------------------------
    def say_why(self, reason) -> None:
        """Show why a click did nothing (None: nothing to say) until the next click or a while."""
        self.reason, self.reason_age = reason, 0.0

    def age_why(self, dt: float) -> None:
        self.reason_age += dt
        if self.reason is not None and self.reason_age > REASON_TIME:
            self.reason = None

    def why_prompt(self, prompt: str) -> str:
        """The prompt line, or the reason while it is shown (in the player's language; the
        reason's text may be a Msg or a N_ string)."""
        if self.reason is None:
            return prompt
        return _("Why not? {why} (F1: rules §{section})", why=self.reason.text, section=self.reason.section)

    # --- undo (game/shell/undo.py) ------------------------------------------------------
    def can_undo(self) -> bool:
        """The Undo control is offered: the match allows it, and the board is on top and
        shows the game as it stands (nothing playing back)."""
        on_top = self.app is None or self.app.stack.top is self
        return on_top and self.caught_up() and self.match.can_undo()

    def undo(self) -> bool:
        """Take back the human's last action (Ctrl+Z or the board's Undo control)."""
        if not self.can_undo():
            return False
        self.match.undo()
        while len(self.match.game.history) in self.answered_alone and self.match.can_undo():
            self.match.undo()  # an answer the window gave goes back with the action that led to it
        self.answered_alone = {i for i in self.answered_alone if i < len(self.match.game.history)}
        self.autosaver.rewind(self.match)
        if self.guide is not None:
            self.guide.rewind(len(self.match.game.history))
        self.undone()
        return True

    def caught_up(self) -> bool:
        """Nothing of the last actions is still playing back (a board with play-back says)."""
        return True

    def undone(self):
        """After an undo: a board forgets its picks and whatever it kept of the state taken back."""

    def seats_changed(self):
        """A seat went to the computer or came back (pause menu): a curtain raised for the
        old seats goes; the turn loop raises one again if the next decider needs it. A
        board whose dialogs ask a seat closes them too (Winter)."""
        from game.shell.overlays import CurtainScene

        for scene in [s for s in self.app.stack.scenes if isinstance(s, CurtainScene)]:
            self.app.stack.pop(scene)
        self.ai_wait = 0.0

    def play(self, action):
        """Apply an action (a human's click or an AI's choice)."""
        self.match.apply(action)

    def step_turns(self, dt: float) -> int | None:
        """Move the game on by one frame; the seat of a human who must decide now
        (their secrets are on screen), else None."""
        for i in self.match.news():  # an online table's events from the server (RemoteMatch), played back
            self.queue.append((i, self.match.log[i].event))
        if self.queue:
            return None  # what came plays back first: nothing is asked before the board has shown it
        g, m = self.game, self.match
        if g.is_terminal():
            if not self.over_shown and self.app is not None:
                from game.shell.menus import GameOverScene

                self.over_shown = True
                self.app.stack.push(GameOverScene(m))
            return None
        d = m.decider()
        if m.is_human(d):
            if self.answer_alone(*self.decider_asks()):
                return None  # no curtain, no question: nothing of that seat's is shown
            self.fast_forward = False
            m.come_back()
            if m.needs_curtain():
                m.lower_curtain()
                if self.app is not None:
                    from game.shell.overlays import CurtainScene

                    self.app.stack.push(CurtainScene(m, d, self))
                return None
            return d
        m.hide()
        self.ai_wait -= dt
        if self.ai_wait > 0 and not self.fast_forward:
            return None
        action = m.ai_turn_ready()  # always legal (the board's game lists no other seat's actions)
        if action is not None:
            self.play(action)
            self.ai_wait = AI_DELAY["instant" if self.fast_forward else self.speed]
        return None
