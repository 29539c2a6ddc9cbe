"""Town cards and dice: drawing, refilling, discarding, rolling a gun."""

from __future__ import annotations

from game.core.i18n import Msg


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
        g.emit("drew", Msg("{who} draws {card}.", who=g.pname(seat), card=g.tname(card)), private=seat, seat=seat, card=card)
        got += 1
    if got:
        g.emit("draws", Msg("{who} draws {n}.", who=g.pname(seat), n=got), seat=seat, count=got)
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


def roll_off(g, guns: dict[int, list[str]], highest: bool = True, why: str = "") -> int:
    """Everyone rolls their dice (a gun written "-pepperbox" is subtracted); the tied best
    roll again among themselves; the one left. `why` (holdup, showdown, thief) tells the window."""
    rolling = list(guns)
    if not any(guns[p] for p in rolling):  # nobody has a die (never in a real game): chance decides
        return g.s.rng.choice(rolling)
    while True:
        dice = {p: [[gun.lstrip("-"), -roll(g, gun[1:]) if gun.startswith("-") else roll(g, gun)] for gun in guns[p]]
                for p in rolling}  # each die as it fell (a subtracted one negative)
        totals = {p: sum(v for _, v in dice[p]) for p in rolling}
        each = [Msg("{who} rolls {n}", who=g.pname(p), n=t) for p, t in totals.items()]
        g.emit("rolls", Msg("{rolls}.", rolls=each),
               rolls={str(p): t for p, t in totals.items()}, dice={str(p): d for p, d in dice.items()},
               why=why, highest=highest)
        best = (max if highest else min)(totals.values())
        rolling = [p for p in rolling if totals[p] == best]
        if len(rolling) == 1:
            return rolling[0]
        g.emit("reroll", Msg("A tie: {who} roll again.", who=[g.pname(p) for p in rolling]))
