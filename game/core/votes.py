"""Votes: Winter's yes/no tally (winter.md §7) and a weighted plurality for colour votes
(Mall: one vote per character, gun guy and threat cards add weight)."""

from __future__ import annotations


def tally(votes: dict[int, bool], tie_breaker: int) -> bool:
    """True when the motion passes. `tie_breaker` is the seat whose vote decides a tie."""
    yes = sum(1 for v in votes.values() if v)
    no = len(votes) - yes
    if yes != no:
        return yes > no
    return votes.get(tie_breaker, False)


def totals(votes: dict[int, tuple[object, int]], options: list | None = None) -> dict:
    """Total weight per option voted for. `votes`: seat -> (option, weight).

    Ordered by `options` when given (a vote for anything else is an error), else by first
    appearance going up the seat numbers: never by the dict's insertion order, which would
    follow the order the votes came in."""
    out: dict = {}
    if options is not None:
        out = {o: 0 for o in options}
    for seat in sorted(votes):
        option, weight = votes[seat]
        if not isinstance(weight, int) or weight < 0:
            raise ValueError(f"seat {seat}: a weight is a whole number >= 0, got {weight!r}")
        if options is not None and option not in out:
            raise ValueError(f"seat {seat} voted for {option!r}, not one of {options}")
        out[option] = out.get(option, 0) + weight
    voted = {option for option, _ in votes.values()}
    return {o: t for o, t in out.items() if o in voted}


def plurality(votes: dict[int, tuple[object, int]], options: list | None = None) -> list:
    """The option(s) with the most total weight, ties in totals' order; [] when nobody voted.
    More than one means a tie: the game applies its own rule (Mall: a re-vote, then random_among)."""
    t = totals(votes, options)
    top = max(t.values(), default=0)
    return [o for o, w in t.items() if w == top]


def random_among(tied: list | tuple, rng):
    """One of `tied`, drawn with the game's RNG (core/rng.py). A single option is returned
    without a draw, so a tie-free game rolls the same dice whether or not it calls this."""
    if not isinstance(tied, (list, tuple)):
        raise TypeError("give a list: a set's order differs between runs")  # str hashes are salted
    if not tied:
        raise ValueError("nothing to choose among")
    return tied[0] if len(tied) == 1 else tied[rng.below(len(tied))]
