"""Autosave at the start of every player turn (and once when the game ends), told
by the game (GameSpec.turn_key)."""

from __future__ import annotations


class Autosaver:
    def __init__(self):
        self.last = None
        self.written = 0

    def tick(self, match):
        """Call every frame; writes the autosave when a turn has just begun."""
        k = match.spec.turn_key(match.game)
        if k is None or k == self.last:
            return None
        self.last = k
        from game.shell.savefiles import autosave

        path = autosave(match)
        if path is not None:
            self.written += 1
        return path
