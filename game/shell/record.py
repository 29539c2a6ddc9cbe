"""A finished (or any) game, replayed once from its config, seed and action list, for the
replay and statistics screens: who decided each action, what it was, every event it
caused (private ones too), and the game at any point.

Built from the history rather than the match's log: the log holds the window's own notes
and, with undo, events of actions taken back; the history is exactly the game played.
No pygame here: the tests read it directly."""

from __future__ import annotations

from dataclasses import dataclass

from game.savegame import replay

SNAP = 25  # a copy of the game every SNAP actions: any point is at most SNAP actions away


@dataclass
class Step:
    seat: int | None  # who decided (None: nobody was asked, which no engine does today)
    action: str  # as saved
    words: str  # what it did, in words (GameSpec.action_words)
    sealed: bool  # a secret choice (a vote, a dial): told only here and once revealed
    events: list  # core.events.Event, private ones included


class Record:
    def __init__(self, spec, config, seed: int, history: list[str], start: dict | None = None):
        self.spec, self.config, self.seed, self.start = spec, config, seed, start
        self.history = list(history)  # from `start` (a kept state, savegame.Loaded), else from the seed
        g = replay(spec, config, seed, [], start)
        self._snaps = {0: _copy(g)}
        self.steps: list[Step] = []
        for k, text in enumerate(self.history, 1):
            action = spec.actions.parse(text)
            seat = g.current_player()
            words = spec.action_words(g, action)
            self.steps.append(Step(seat, text, words, spec.sealed_action(action), g.apply(action)))
            if k % SNAP == 0:
                self._snaps[k] = _copy(g)
        self.final = g
        self._at = None  # (k, round, lines) of the point shown

    @classmethod
    def of(cls, match) -> Record:
        g = match.game
        return cls(match.spec, g.config, g.seed, list(g.history), match.start)

    def __len__(self) -> int:
        return len(self.steps)

    def events(self) -> list:
        """Every event of the game, in order."""
        return [e for st in self.steps for e in st.events]

    def game_at(self, k: int):
        """A new copy of the game after its first k actions."""
        k = max(0, min(k, len(self.steps)))
        base = max(b for b in self._snaps if b <= k)
        g = _copy(self._snaps[base])
        if g is None:  # a game without clone(): replay from the start
            return replay(self.spec, self.config, self.seed, self.history[:k], self.start)
        for text in self.history[base:k]:
            g.apply(self.spec.actions.parse(text))
        return g

    def lines_at(self, k: int) -> list[str]:
        """The spec's whole-state lines after k actions."""
        return self._point(k)[2]

    def round_at(self, k: int):
        return self._point(k)[1]

    def _point(self, k: int):
        # the last point asked for is kept: a frame draws it, the next frames draw it again
        if self._at is None or self._at[0] != k:
            g = self.game_at(k)
            self._at = (k, self.spec.progress(g).get("round"), self.spec.reveal_all(g))
        return self._at

    def colours(self) -> dict[int, tuple]:
        """Each seat's colour where the game paints its own: its outcome's (Mall's colours
        are dealt per game), else the spec's for the seat; the shell's palette fills the rest."""
        found = {}
        if self.final.is_terminal():
            found = {r.seat: r.colour for r in self.spec.outcome(self.final, self.events()).seats if r.colour}
        seats = range(self.spec.players_of(self.config))
        return {i: found.get(i) or self.spec.seat_colour(i, self.final) for i in seats}

    def stats(self) -> list[tuple[str, dict[int, int]]]:
        return self.spec.stats(self.final, self.events())


def _copy(g):
    clone = getattr(g, "clone", None)
    return clone() if clone is not None else None
