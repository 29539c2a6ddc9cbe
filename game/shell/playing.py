"""The scene a game is played in: each game's board scene is one of these, so the
shell can find it on the stack and hand it the player's settings."""

from __future__ import annotations

from game.shell.stack import Scene


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

    @property
    def game(self):
        return self.match.game

    def follow_settings(self, settings):
        self.speed = settings.ai_pacing
        self.anim_speed = settings.animation_speed
        self.confirm = settings.confirm_actions
