"""Autosave at the start of every player turn (and once when the game ends), told
from the engine's state: a new (round, turn) in the turns phase is a new turn."""

from __future__ import annotations


class Autosaver:
    def __init__(self):
        self.last = None
        self.written = 0

    @staticmethod
    def key(game):
        s = game.s
        if s.phase == "over":
            return ("over",)
        if s.phase != "turns":
            return None
        return (s.round, s.turn_index, s.active)

    def tick(self, match):
        """Call every frame; writes the autosave when a turn has just begun."""
        k = self.key(match.game)
        if k is None or k == self.last:
            return None
        self.last = k
        from game.shell.savefiles import autosave

        path = autosave(match)
        if path is not None:
            self.written += 1
        return path
