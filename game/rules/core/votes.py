"""Secret votes (winter.md §7): majority of up votes; the first player breaks ties."""


def tally(votes: dict[int, bool], tie_breaker: int) -> bool:
    """True when the motion passes. `tie_breaker` is the seat whose vote decides a tie."""
    yes = sum(1 for v in votes.values() if v)
    no = len(votes) - yes
    if yes != no:
        return yes > no
    return votes.get(tie_breaker, False)
