"""What the others' turn choices tell of their own safes (Hard, in the last round).

A player who robs a rival when a duel or a ride would do, or rides off when it could rob,
says something about the gold its face-down safes hold. For every multiset of safes its
face-down cells may hold (as the seat saw the table just before the choice), Normal's
scores of the chooser's options in a world so dealt give the chance it chose as it did
(softened by TEMPERATURE); times the ways the unseen safes deal that multiset, a posterior
over the row. Choices since the row last changed multiply. In the last round Hard's
heuristic reads such a row by it instead of by its memory: its seat won +3.1 ± 0.9 points
more than with the memory alone, paired over the base seat cell's 1,600 deals (+9.1 ± 1.5 over
Normal; docs/measured.md, "the others' turn choices"). Read from the first round on, or with
the witness fed every view watched, it measured no better.

The reader must see the table as play passes, not only at its own decisions: the loop, the
window and the table server show it every view of its seat with the events it was shown
(core.loop.tell). A posterior is weighed only when the last round asks for it, once a choice.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from itertools import combinations_with_replacement
from math import comb, exp, prod

from game.core.rng import Rng
from game.showdown.ai.determinize import Seen, determinize
from game.showdown.ai.heuristic import NORMAL, Scorer
from game.showdown.ai.table import HIDDEN, unseen_safes
from game.showdown.rules import ShowdownGame
from game.showdown.rules.actions import Attach, Duel, Duster, Horse, Rob, Stetson

ROUND_STEPS = ("pass", "turns", "holdup")
TEMPERATURE = 0.01  # Normal's scores softened: at 0.01 a row's gold is guessed best (of 0.003-0.03)

# a turn's play, rebuilt from the public event it makes
PLAYS = {"robbery": lambda d: Rob(d["card"], d["target"], d["position"]),
         "duel": lambda d: Duel(d["card"], d["target"]),
         "duster": lambda d: Duster(d["card"]),
         "horse": lambda d: Horse(d["card"], d["to"]),
         "stetson": lambda d: Stetson(d["card"]),
         "attach": lambda d: Attach(d["card"], d["owner"], d["position"])}


def last_round(s) -> bool:
    """The round is the game's last (or the badge round and the showdown have come)."""
    return s.round >= s.rounds or s.step not in ROUND_STEPS


@dataclass
class Choice:
    before: object  # the reader's view just before it
    chooser: int
    action: object
    version: int  # the chooser's row as it was (ChoiceReader.versions)
    number: int  # the choices recorded before it (seeds its hand's draw)
    post: dict | None = field(default=None)  # its posterior, once weighed


class ChoiceReader:
    """One seat's record of the others' turn choices, fed every view the seat is shown."""

    def __init__(self, content, seed: int = 0):
        self.c, self.seed = content, seed
        self.choices: list[Choice] = []
        self.versions: list[int] = []  # per row, how often it has changed (a choice reads the row it was made with)
        self.lengths: list[int] = []
        self.before = None  # the view, when another seat chooses its turn's play next
        self.asked = -1
        self.made = 0

    def observe(self, seat: int, view, events) -> None:
        """The seat's view after an action, and the events of it that the seat was shown."""
        if view.asked < self.asked:  # taken back (undo): the choices made since are forgotten
            self.choices = [ch for ch in self.choices if ch.before.asked < view.asked]
            self.before = None
        self.asked = view.asked
        if self.before is not None:
            d = self.before.pending[0]
            play = next((PLAYS[e.kind](e.data) for e in events if e.kind in PLAYS and e.data.get("seat") == d.seat), None)
            if play is not None:
                self.choices.append(Choice(self.before, d.seat, play, self.versions[d.seat], self.made))
                self.made += 1
        lengths = [len(row) for row in view.safes]
        shuffled = {e.data.get("seat") for e in events if e.kind == "safes-shuffled"}
        if len(self.versions) != len(lengths):
            self.versions = [0] * len(lengths)
        for p, n in enumerate(lengths):
            if p in shuffled or self.lengths and n != self.lengths[p]:
                self.versions[p] += 1
        self.lengths = lengths
        self.choices = [ch for ch in self.choices if ch.version == self.versions[ch.chooser]]  # rows since changed
        d = view.pending[0] if view.pending else None
        self.before = view if d is not None and d.kind == "play" and view.step == "turns" and d.seat != seat else None

    def odds(self, seat: int, view) -> dict[int, dict[str, float]]:
        """In the last round, per row read from its owner's choices: the odds of the safe in
        one of its face-down cells (as determinize.safe_odds gives them)."""
        if not last_round(view):
            return {}
        posts: dict[int, list[dict]] = {}
        for ch in self.choices:
            if ch.post is None:
                ch.post = posterior(ch.before, seat, ch.chooser, ch.action, self.c, Rng(self.seed * 7919 + ch.number))
            if ch.post and len(next(iter(ch.post))) == sum(1 for x in view.safes[ch.chooser] if x == HIDDEN):
                posts.setdefault(ch.chooser, []).append(ch.post)
        out = {}
        for chooser, ps in posts.items():
            combos = combined(ps)
            total = sum(combos.values())
            if not total:
                continue
            cell: dict[str, float] = {}
            for c, w in combos.items():
                for x in c:
                    cell[x] = cell.get(x, 0.0) + w / total / len(c)
            out[chooser] = cell
        return out


def combined(posts: list[dict]) -> dict[tuple, float]:
    """A row read from several choices (their posteriors, the latest last): each multiset its
    prior times the chance of every choice."""
    return {c: prior * prod(p[c][1] if c in p else 0.0 for p in posts) for c, (prior, _) in posts[-1].items()}


def posterior(view, seat: int, chooser: int, action, content, rng: Rng) -> dict:
    """Every multiset of the chooser's face-down cells (as `seat`, whose `view` this is, saw
    them before the choice): its prior (the ways the unseen safes deal it) and the chance
    Normal holding it chose `action` (its hand drawn once, with `rng`)."""
    then = determinize(view, seat, content, rng)
    card = getattr(action, "card", None)
    if card and card not in then.hands[chooser]:
        then.hands[chooser][rng.below(len(then.hands[chooser]))] = card
    g = ShowdownGame.from_state(then, content)
    options = g.legal_actions()
    if action not in options:
        return {}
    cells = [i for i, x in enumerate(view.safes[chooser]) if x == HIDDEN]
    pool = unseen_safes(view, content)
    out, chance = {}, {}
    for combo in combinations_with_replacement(sorted(pool), len(cells)):
        prior = prod(comb(pool[x], k) for x, k in Counter(combo).items())
        if not prior:
            continue
        alike = tuple(sorted(_read(content, x) for x in combo))
        if alike not in chance:
            for i, x in zip(cells, combo):
                then.safes[chooser][i] = x
            scorer = Scorer(Seen(then, chooser), content, chooser, NORMAL)
            scores = [scorer.score(a) for a in options]
            top = max(scores)
            weights = [exp((x - top) / TEMPERATURE) for x in scores]
            chance[alike] = weights[options.index(action)] / sum(weights)
        out[combo] = (prior, chance[alike])
    return out


def _read(content, x: str) -> tuple:
    """A safe as Normal's table reads it: its gold and its gun (a badge is a 1-gold safe, a
    mystery an empty one), so rows alike so are scored once."""
    safe = content.safes[x]
    return safe.gold, safe.gun if safe.kind == "gun" else ""
