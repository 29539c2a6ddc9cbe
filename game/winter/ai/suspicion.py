"""Who is the betrayer? A posterior over seats from public evidence only.

Evidence (all public in every view):
- each resolved crisis (`crisis_history`): how many cards each seat added and how
  many did not match. A loyal AI never adds a mismatch, so mismatches point at the
  seats that added cards, in proportion to how many they added;
- failed crises a seat added nothing to (withholding: weak evidence);
- `deeds` (public tallies the engine keeps): attacks on other players' survivors,
  zombies lured onto a place where others' survivors stand, requests refused while
  holding cards, and up-votes on exiles that failed (a betrayer votes up on anyone);
  each is a likelihood ratio per deed, measured in seeded games (bench/ai.py). (A call itself is
  not counted: the betrayer calls on whoever looks guilty, so a call points as much at
  the caller as at the target.)

The model is plain Bayes over "seat s holds the betrayer objective" or "no
betrayer", with the prior from the objective deal (winter.md §3). An observer who
is loyal knows it is not the betrayer and that its own cards matched.
"""

from __future__ import annotations

from math import comb

from game.core.votes import tally
from game.winter.rules.board import voting_seats

LOYAL_MISMATCH = 0.01  # a loyal player's card fails to match (a mistake)
BETRAYER_MISMATCH = 0.55  # a betrayer who adds cards to a crisis slips in a mismatch (or two)
TRAITOR_BAD = (0.45, 0.45, 0.1)  # P(0, 1, 2 of its cards do not match), whatever it added
WITHHOLD = {False: 0.5, True: 0.6}  # P(adds nothing to a crisis that then fails | betrayer?)
VOTE_LINE = 0.55  # a Normal colonist votes up on an exile at this posterior on the target
VOTE_LINE_AFTER_EXILE = 0.85  # once someone is exiled: a second loyal exile ends the colony
DEED_ODDS = {"attack-survivor": 3.0, "lure-onto-others": 1.2, "refused": 1.2, "exile-yes-failed": 3.0}


def _binom(k: int, n: int, p: float) -> float:
    if k < 0 or k > n:
        return 0.0
    return comb(n, k) * p ** k * (1 - p) ** (n - k)


def _mismatch_likelihood(bad: int, added: dict[int, int], culprit: int | None, known_good: int | None) -> float:
    """P(this many mismatches | culprit is the betrayer, or None).

    A careful betrayer hides one mismatch among cover cards, so its share of the
    mismatches does not grow with the number of cards it added; loyal cards slip
    independently and rarely."""
    loyal_cards = sum(n for s, n in added.items() if s != culprit and s != known_good)
    traitor_cards = added.get(culprit, 0) if culprit is not None else 0
    if not traitor_cards:
        return _binom(bad, loyal_cards, LOYAL_MISMATCH)
    odds = [p for k, p in enumerate(TRAITOR_BAD) if k <= traitor_cards]
    return sum(p * _binom(bad - k, loyal_cards, LOYAL_MISMATCH) for k, p in enumerate(odds)) / sum(odds)


def prior(players: int, betrayer_variant: bool, observer: int | None) -> dict:
    """P(seat) for each seat (or the unknown others) and P(None): no betrayer in the game."""
    loyal_set_aside = (1 if betrayer_variant else 2) * players
    pool = loyal_set_aside + 1
    if observer is not None:
        pool -= 1  # the observer's own (loyal) card is out of the pool
    each = 1.0 / pool
    out: dict = {s: each for s in range(players) if s != observer}
    out[None] = 1.0 - each * len(out)
    return out


def posterior(view, observer: int | None, extra_history: list[dict] | None = None) -> dict:
    """P(betrayer = seat) for every seat but the observer, and P(None).

    `observer` None: what anyone could conclude from public facts alone (a betrayer
    uses this, and each loyal seat's version, to judge how it looks)."""
    s = view
    if s.config.cooperative:
        return {None: 1.0}
    post = prior(len(s.players), s.config.betrayer, observer)
    history = list(s.crisis_history) + list(extra_history or ())
    for h in history:
        added = {int(k): v for k, v in h["added"].items() if v}
        bad = h["bad"]
        failed = "need" in h and h["good"] - bad < h["need"]
        for culprit in post:
            like = _mismatch_likelihood(bad, added, culprit, observer)
            if failed:
                for seat in range(len(s.players)):
                    if seat == observer or added.get(seat) or s.players[seat].exiled:
                        continue
                    like *= WITHHOLD[seat == culprit] / WITHHOLD[False]
            post[culprit] *= like
    for p in s.players:
        for kind, n in p.deeds.items():
            if p.seat in post and n:
                post[p.seat] *= DEED_ODDS.get(kind, 1.0) ** n
    total = sum(post.values())
    if total <= 0:
        return prior(len(s.players), s.config.betrayer, observer)
    return {k: v / total for k, v in post.items()}


def vote_line(view, line: float) -> float:
    """The posterior a colonist needs to vote up: its own line, raised once someone is exiled."""
    return max(line, VOTE_LINE_AFTER_EXILE) if any(q.exiled for q in view.players) else line


def vote_carries(view, caller: int, target: int) -> bool:
    """Would an exile vote on `target` pass? Every other voter is read as a colonist who
    votes up at VOTE_LINE of its own posterior (its own loyalty known to it)."""
    voters = voting_seats(view)
    line = vote_line(view, VOTE_LINE)
    votes = {v: v == caller or (v != target and posterior(view, v).get(target, 0.0) >= line) for v in voters}
    return tally(votes, voters[0])


def how_i_look(view, me: int, extra_history: list[dict] | None = None) -> float:
    """The highest posterior on `me` among the other (voting) seats' points of view."""
    worst = 0.0
    for p in view.players:
        if p.seat == me or p.exiled or p.out:
            continue
        worst = max(worst, posterior(view, p.seat, extra_history).get(me, 0.0))
    return worst
