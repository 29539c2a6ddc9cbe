"""Setup (showdown.md "Setup"): platforms and stars, town cards, safes (one passed left face
down), the holdup safes, the first player by the black die, the rounds."""

from __future__ import annotations

from game.core.i18n import Msg
from game.core.sealed import Sealed
from game.showdown.rules import safes as rows
from game.showdown.rules.actions import Slip
from game.showdown.rules.state import Config, GameState

BLACK_DIE = 6
SAFES_DEALT = 2


def new_state(g, config: Config, rng) -> GameState:
    n = config.players
    row = g.c.counts[n]
    s = GameState(config, rng, row.platforms, row.seats, row.hand, row.rounds, row.laps, row.peeks)
    g.s = s
    s.known = [[] for _ in range(n)]
    # stars drawn from the bag one by one, dealt to the platforms in turn (RULES.md)
    bag = list(range(n))
    rng.shuffle(bag)
    s.stars = [0] * n
    for i, seat in enumerate(bag):
        s.stars[seat] = (i % row.platforms) * row.seats + i // row.platforms
    s.deck = g.c.deck()
    rng.shuffle(s.deck)
    s.hands = [[] for _ in range(n)]
    for seat in range(n):
        s.hands[seat] = [s.deck.pop(0) for _ in range(row.hand)]
    pile = g.c.safe_pile(config.mystery)
    rng.shuffle(pile)
    s.safes = [[pile.pop(0) for _ in range(SAFES_DEALT)] for _ in range(n)]
    s.guards = [[None] * SAFES_DEALT for _ in range(n)]
    s.covers = [None] * n
    s.adjust, s.extra_guns, s.minus, s.spoiled = [0] * n, [[] for _ in range(n)], [0] * n, [0] * n
    s.middle = [pile.pop(0) for _ in range(row.holdup_safes)]
    s.out = pile
    s.step = "pass"
    g.emit("setup", Msg("{n} players on {platforms} platforms; {rounds} rounds. Each passes a safe left.", n=n,
                        platforms=row.platforms, rounds=row.rounds),
           players=n, stars=list(s.stars), platforms=row.platforms, seats=row.seats)
    return s


def passing(g) -> None:
    """Each player chooses in secret which of its two safes goes face down to its left
    (core.sealed); all pass at once, to the right end of the receiver's row."""
    s = g.s
    if s.passing is None:
        s.passing = Sealed(list(range(s.players)))
        for seat in range(s.players):
            g.ask("slip", seat)
        return
    chosen = s.passing.revealed()
    s.passing = None
    passed = {seat: s.safes[seat][pos] for seat, pos in chosen.items()}
    for seat, pos in chosen.items():
        rows.remove(s, seat, pos)
    for seat in range(s.players):
        left = (seat + 1) % s.players
        pos = rows.append(s, left, passed[seat])
        s.known[seat].append([left, pos, passed[seat]])
        g.emit("safe-seen", Msg("{who} passes you {safe}.", who=g.pname(seat), safe=g.sname(passed[seat])), private=left, seat=left,
               safe=passed[seat])
    g.emit("safes-passed", "Everyone passes a safe face down to the left.")
    first_player(g)
    s.step, s.queue = "turns", s.order() * s.laps
    g.emit("round", Msg("Round {n}.", n=1), round=1)


def slip_options(g, seat: int) -> list[Slip]:
    return [Slip(pos) for pos in range(len(g.s.safes[seat]))]


def slip(g, seat: int, a: Slip) -> None:
    g.s.passing.commit(seat, a.position)
    g.emit("chose", Msg("{who} chooses a safe to pass.", who=g.pname(seat)), seat=seat)


def first_player(g) -> None:
    """Everyone rolls the black die; the tied highest roll again."""
    s = g.s
    rolling = list(range(s.players))
    while True:
        rolls = {p: s.rng.randint(1, BLACK_DIE) for p in rolling}
        each = [Msg("{who} rolls {n}", who=g.pname(p), n=r) for p, r in rolls.items()]
        g.emit("black-die", Msg("{rolls}.", rolls=each),
               rolls={str(p): r for p, r in rolls.items()})
        top = max(rolls.values())
        rolling = [p for p in rolling if rolls[p] == top]
        if len(rolling) == 1:
            break
    s.first = rolling[0]
    g.emit("first-player", Msg("{who} is the first player for the whole game.", who=g.pname(s.first)), seat=s.first)
