"""Autosave at the start of every player turn (and once when the game ends), told
by the game (GameSpec.turn_key). The file is written on the writer thread
(core/files.py): a frame never waits for the disk."""

from __future__ import annotations


class Autosaver:
    def __init__(self):
        self.last = None
        self.written = 0
        self.actions = 0  # how many actions the last autosave holds

    def tick(self, match):
        """Call every frame; writes the autosave when a turn has just begun."""
        k = match.spec.turn_key(match.game)
        if k is None or k == self.last:
            return None
        self.last = k
        return self.write(match)

    def rewind(self, match):
        """After an undo: an autosave that holds the action taken back is written again
        without it (Continue must never bring back what the player undid)."""
        if self.actions > len(match.game.history):
            return self.write(match)
        return None

    def write(self, match):
        from game.shell.savefiles import autosave

        path = autosave(match, later=True)
        if path is not None:
            self.written += 1
            self.actions = len(match.game.history)
        return path
