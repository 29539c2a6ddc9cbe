"""How far each seat's announcements as new chief can be believed.

The view keeps no history: the chief's announcement sits in `s.dials.announced` and
the dials are public once revealed, both only until the round ends. So an agent keeps
its own book, reading every view it is shown: a round whose dials it sees revealed
with an announcement in them is one more true or false word of that chief.
"""

from __future__ import annotations

PRIOR = 0.6  # a chief nobody has caught yet
BELIEVE = 0.35  # a true announcement moves trust this share of the way to 1
DOUBT = 0.35  # a false one keeps this share of it


class TrustBook:
    def __init__(self):
        self.trust: dict[int, float] = {}
        self.seen: set[tuple[int, int]] = set()  # (round, chief) already counted

    def of(self, view, seat: int) -> float:
        if not view.config.chief_bluff:
            return 1.0  # the announcement is the dial (RULES.md)
        return self.trust.get(seat, PRIOR)

    def observe(self, view) -> None:
        d = view.dials
        if d is None or not d.complete or not view.new_chief or view.chief not in d.announced:
            return
        key = (view.round, view.chief)
        if key in self.seen:
            return
        self.seen.add(key)
        old = self.trust.get(view.chief, PRIOR)
        honest = d.announced[view.chief] == d.choices[view.chief]
        self.trust[view.chief] = old + (1 - old) * BELIEVE if honest else old * DOUBT


def announcement(view, seat: int) -> int | None:
    """The current new chief's announced destination, for another seat to weigh."""
    d = view.dials
    if d is None or not view.new_chief or view.chief == seat:
        return None
    return d.announced.get(view.chief)
