"""The scene a game is played in. Each game's board scene is one of these: the
shell finds it on the stack and hands it the player's settings, and the turn loop
every game shares lives here (autosave at each turn, the game-over screen, the
hot-seat curtain before a human's secrets, computer players at the chosen pace)."""

from __future__ import annotations

from game.shell.autosave import Autosaver
from game.shell.stack import Scene

AI_DELAY = {"slow": 1.2, "normal": 0.55, "fast": 0.15, "instant": 0.0}  # seconds between AI actions


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

    @property
    def game(self):
        return self.match.game

    def enter(self, app):
        super().enter(app)
        if app is not None:
            self.follow_settings(app.settings)

    def follow_settings(self, settings):
        self.speed = settings.ai_pacing
        self.anim_speed = settings.animation_speed
        self.confirm = settings.confirm_actions

    def update(self, dt: float):
        """The turn loop while the board is on top (a dialog or the pause menu holds the game)."""
        self.autosaver.tick(self.match)
        if self.app is None or self.app.stack.top is self:
            self.step_turns(dt)

    def handle_event(self, event) -> bool:
        """Esc pauses; a game's board handles the rest and calls this for what it leaves."""
        import pygame

        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE and self.app is not None:
            from game.shell.menus import PauseScene

            self.app.stack.push(PauseScene(self))
            return True
        return False

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
        g, m = self.game, self.match
        if g.is_terminal():
            if not self.over_shown and self.app is not None:
                from game.shell.menus import GameOverScene

                self.over_shown = True
                self.app.stack.push(GameOverScene(m))
            return None
        d = m.decider()
        if m.is_human(d):
            self.fast_forward = False
            if m.needs_curtain():
                if self.app is not None:
                    from game.shell.overlays import CurtainScene

                    self.app.stack.push(CurtainScene(m, d, self))
                return None
            return d
        m.hide()
        self.ai_wait -= dt
        if self.ai_wait > 0 and not self.fast_forward:
            return None
        action = m.ai_turn_ready()
        if action is not None:
            if action not in g.legal_actions():
                action = g.legal_actions()[0]
            self.play(action)
            self.ai_wait = AI_DELAY["instant" if self.fast_forward else self.speed]
        return None
