"""The Hard agent: Showdown's hooks for the box's search (game/ai/search.py).

Hard scores a view as Normal does, but with what it remembers of the safes (determinize.Witness,
fed in `act`; in the last round, a row whose owner's turn choices it watched is read from
them: choices.py, fed in `observe`), a gold race as wide as the gold it cannot see and, with
the expert rules, the mystery safes it sees (heuristic.HARD). Where those scores leave a real choice (a few actions
within a margin of its best), it samples worlds consistent with its view (determinize.py: unseen
hands, deck and safes, placed as the witness says; rivals' sealed holdup or showdown cards
already chosen are the card Normal would choose from the sampled hand), plays each candidate in
the same world with the same dice, lets Normal play every seat to the end of the round — each
seat from what it sees in that world (`Seen`), as the real players do — and scores its chance
to win: a finished game's result; in the last round the rollout runs on through the badge
round to the showdown and scores the showdown's odds; else Normal's win chance read from the
full table (the faction's share of the gold, the seat's showdown strength; with the expert
rules, who holds cash and a bad sarsaparilla). Elsewhere it plays its heuristic's choice, but
for the cards fired in the showdown itself: there it takes the card with the best exact odds
(showdown_odds.py) over sampled hands of the others, so with three or more left it keeps its
strongest card for the last duel.

Measured (paired with Normal in the same seat on the same 200 seeds, 4 players): with
all-seeing rollouts and random sealed cards Hard was 6.0 ± 2.5 points below Normal;
with rollouts from views, level with it. Rollouts to the showdown from every round
(0.6 s a decision) measured no stronger (+0.0 ± 2.5 over 300 seeds).
"""

from __future__ import annotations

import time

from game.ai.search import BUDGET, MonteCarloSearch, close_rivals
from game.core.rng import Rng
from game.core.sealed import HIDDEN as SEALED
from game.showdown.ai.choices import ROUND_STEPS, ChoiceReader, last_round
from game.showdown.ai.determinize import Seen, Witness, determinize
from game.showdown.ai.determinize import belief as safe_evidence
from game.showdown.ai.heuristic import HARD, NORMAL, HeuristicAgent, Scorer, decider
from game.showdown.ai.showdown_odds import card_odds, fighters, win_chance
from game.showdown.ai.table import Table
from game.showdown.rules import ShowdownGame
from game.showdown.rules.actions import Draw
from game.showdown.rules.content import default_content

MARGIN = 0.03  # candidates within this much win chance of Normal's best are worth a look
WIDTH = 4  # at most this many candidates
SHOWDOWN_WORLDS = 16  # sampled worlds for a card fired in the showdown


class ShowdownHooks:
    """Showdown for the search: Normal proposes and plays the rollouts, a round is the horizon."""

    def __init__(self, seed: int, content):
        self.c = content
        self.judge = HeuristicAgent(seed ^ 0x5EA5, HARD, content)  # proposes the candidates
        self.rollout_agent = HeuristicAgent(seed ^ 0xA11, NORMAL, content)
        self.witnesses: dict[int, Witness] = {}  # per seat: what it has seen of the safes
        self.reader = ChoiceReader(content, seed)  # the others' turn choices, as play passes

    def witness(self, seat: int) -> Witness:
        return self.witnesses.setdefault(seat, Witness(seat))

    def seat(self, view) -> int:
        return decider(view)

    def candidates(self, view, legal: list) -> list:
        return close_rivals(self.judge.ranked(view, legal, self.belief(view, decider(view))), MARGIN, WIDTH)

    def belief(self, view, seat: int) -> dict:
        """What the seat has seen of the safes (determinize.Witness), this view included, and
        the rows it reads from their owners' last choices (choices.py)."""
        return {**safe_evidence(view, seat, self.witness(seat)), "read": self.reader.odds(seat, view)}

    def determinize(self, view, seat: int, evidence: dict, rng: Rng) -> ShowdownGame:
        g = ShowdownGame(self.c)
        g.s = determinize(view, seat, self.c, rng, evidence)
        self._sealed_as_normal(g.s, seat)
        return g

    def _sealed_as_normal(self, s, seat: int) -> None:
        """Others' sealed cards (holdup, showdown) already chosen but unseen: the card Normal
        would have chosen from its hand in this world (a random card of the hand bid as
        often with a derringer as with a winchester)."""
        sealed = s.holdup if s.step == "holdup" else (s.showdown.sealed if s.showdown else None)
        if sealed is None or sealed.complete:
            return
        for p, choice in list(sealed.choices.items()):
            if p != seat and choice is not SEALED and s.hands[p] and choice in s.hands[p]:
                scorer = Scorer(Seen(s, p), self.c, p, NORMAL)
                options = [Draw(c) for c in sorted(set(s.hands[p]))]
                sealed.choices[p] = max(options, key=scorer.score).card

    def branch(self, world: ShowdownGame, dice: int) -> ShowdownGame:
        g = world.clone()
        g.s.rng = Rng(dice)
        return g

    def rollout(self, g: ShowdownGame, seat: int, legal: list):
        # every seat plays from what it sees in this world (Seen), as the real players do
        return self.rollout_agent.ranked(Seen(g.s, decider(g.s)), legal)[0][1]

    def horizon(self, world: ShowdownGame, g: ShowdownGame) -> bool:
        if last_round(world.s):
            # the last round: on through the badge round to the showdown, where the gold is counted
            return g.s.showdown is not None
        return g.s.round > world.s.round or g.s.step not in ROUND_STEPS

    def evaluate(self, g: ShowdownGame, seat: int) -> float:
        if g.is_terminal():
            winners = g.s.winners
            return 1.0 / len(winners) if seat in winners else 0.0
        if g.s.showdown is not None:
            return self.showdown_chance(g, seat)
        return Table(g.s, self.c, seat, mysteries=True).win()  # with the expert rules, who holds cash

    def showdown_chance(self, g: ShowdownGame, seat: int) -> float:
        """The seat's chance in a showdown whose participants are known (showdown_odds)."""
        return win_chance(seat, fighters(g))

    def showdown_card(self, view, legal: list, worlds: int, rng: Rng, budget: float | None = None):
        """The card to fire in the showdown: the best chance to be the last one standing,
        over sampled worlds (the others' hands unseen; they fire their strongest card), as
        many as `budget` seconds allow (at least one; None: all of them)."""
        seat = decider(view)
        evidence = self.belief(view, seat)
        total: dict[int, float] = {}
        deadline = time.perf_counter() + budget if budget else None
        for k in range(worlds):
            if k and deadline is not None and time.perf_counter() > deadline:
                break
            world = self.determinize(view, seat, evidence, rng)
            for sides, chance in card_odds(seat, fighters(world)).items():
                total[sides] = total.get(sides, 0.0) + chance
        ranked = [a for _, a in self.judge.ranked(view, legal)]  # ties: its heuristic's choice
        return max(ranked, key=lambda a: total.get(self.c.sides(a.card), -1.0))


class SearchAgent(MonteCarloSearch):
    name = "hard"

    def __init__(self, seed: int = 0, time_budget: float | None = BUDGET, simulations: int | None = None,
                 content=None):
        """`time_budget` seconds per searched decision (None: no clock); `simulations` caps the
        sampled worlds (set it, with time_budget=None, for play that is deterministic for a seed)."""
        super().__init__(ShowdownHooks(seed, content or default_content()), seed, time_budget, simulations)

    def observe(self, seat: int, view, events) -> None:
        """Every view of the seat as play passes, and the events it was shown (core.loop.tell)."""
        self.hooks.reader.observe(seat, view, events)

    def act(self, view, legal: list):
        self.hooks.witness(decider(view)).see(view)  # every view it is shown, the forced moves' too
        if view.step == "showdown" and len(legal) > 1 and all(isinstance(a, Draw) for a in legal):
            # exact odds per world cost less than a rollout: more worlds (a showdown of five or
            # more costs tens of ms a world, so the clock still rules)
            return self.hooks.showdown_card(view, legal, SHOWDOWN_WORLDS, self.rng, self.time_budget)
        return super().act(view, legal)


