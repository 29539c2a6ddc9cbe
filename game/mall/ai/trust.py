"""How far each seat's announcements as new chief can be believed, from the public
record of every earlier announcement against the dial it came with
(`view.announcements`, kept by the rules): a chief caught lying is doubted, one who
told the truth is believed a little more each time."""

from __future__ import annotations

PRIOR = 0.6  # a chief nobody has caught yet
BELIEVE = 0.35  # a true announcement moves trust this share of the way to 1
DOUBT = 0.35  # a false one keeps this share of it


def trust(view, seat: int, remember: bool = True) -> float:
    """`remember` False: a player who keeps no score of who lied (Easy)."""
    if not view.config.chief_bluff:
        return 1.0  # the announcement is the dial (RULES.md)
    t = PRIOR
    for _round, chief, said, dialled in view.announcements if remember else ():
        if chief == seat:
            t = t + (1 - t) * BELIEVE if said == dialled else t * DOUBT
    return t


def announcement(view, seat: int) -> int | None:
    """The current new chief's announced destination, for another seat to weigh."""
    d = view.dials
    if d is None or not view.new_chief or view.chief == seat:
        return None
    return d.announced.get(view.chief)
