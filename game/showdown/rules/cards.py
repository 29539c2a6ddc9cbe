"""Town cards and dice: drawing, refilling, discarding, rolling a gun."""

from __future__ import annotations


def roll(g, gun: str) -> int:
    """One roll of `gun`'s die (every die of the game goes through rng.randint: tests script it)."""
    return g.s.rng.randint(1, g.c.guns[gun].sides)


def gun_of(g, card: str) -> str:
    return g.c.town[card].gun


def draw(g, seat: int, n: int = 1) -> int:
    """Draw up to `n` cards (an empty deck is reshuffled from the discards); the number drawn."""
    s = g.s
    got = 0
    for _ in range(n):
        if not s.deck:
            if not s.discards:
                break
            s.deck, s.discards = s.discards, []
            s.rng.shuffle(s.deck)
            g.emit("reshuffle", "The town deck is shuffled again from the discards.")
        card = s.deck.pop(0)
        s.hands[seat].append(card)
        g.emit("drew", f"{g.pname(seat)} draws {g.tname(card)}.", private=seat, seat=seat, card=card)
        got += 1
    if got:
        g.emit("draws", f"{g.pname(seat)} draws {got}.", seat=seat, count=got)
    return got


def refill(g, seat: int) -> None:
    need = g.s.hand_size - len(g.s.hands[seat])
    if need > 0:
        draw(g, seat, need)


def take(g, seat: int, card: str) -> None:
    """The card leaves `seat`'s hand (to the table)."""
    g.s.hands[seat].remove(card)


def discard(g, card: str) -> None:
    g.s.discards.append(card)
