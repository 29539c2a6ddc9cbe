"""Showdown's game state: plain mutable data, cards and safes referenced by their ids.

Everything that changes lives here, the RNG included, so a state can be cloned (pickled),
hashed and redacted for a seat. Town cards and safes are their data ids (copies share one).
Seats on the platforms are numbered platform * seats_per_platform + place.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from game.core.config import config_from_dict
from game.core.i18n import N_
from game.core.pending import Decision
from game.core.reactions import ReactionWindow
from game.core.rng import Rng
from game.core.sealed import Sealed

BUILDINGS = (N_("Saloon"), N_("Bank"), N_("Hotel"))  # the platforms, in order (the map paints them so)
# s.step, in order: "pass" (setup's safe passed left), "turns" (a round's laps), "holdup", "badge", "mystery" (expert), "showdown", "over"
STEPS = ("pass", "turns", "holdup", "badge", "mystery", "showdown", "over")


@dataclass(slots=True)
class Config:
    players: int = 4
    names: tuple[str, ...] = ()
    horse_thief: bool = False  # expert rule (not with 2-3 players, not in the badge round)
    mystery: bool = False  # expert rule: the mystery safes are shuffled in

    def to_dict(self) -> dict:
        return {"players": self.players, "names": list(self.names), "horse_thief": self.horse_thief,
                "mystery": self.mystery}

    @classmethod
    def from_dict(cls, d: dict) -> Config:
        return config_from_dict(cls, d)

    def validate(self) -> None:
        if not isinstance(self.players, int) or isinstance(self.players, bool) or not 2 <= self.players <= 9:
            raise ValueError("Showdown is for 2 to 9 players")
        if self.names and len(self.names) != self.players:
            raise ValueError("give one name per player")
        if not all(isinstance(n, str) for n in self.names):
            raise ValueError("names must be text")
        if not isinstance(self.horse_thief, bool) or not isinstance(self.mystery, bool):
            raise ValueError("expert options are true or false")

    def player_name(self, seat: int) -> str:
        return self.names[seat] if self.names else f"Player {seat + 1}"


@dataclass(slots=True)
class Fight:
    """A robbery or a duel in progress."""

    kind: str  # robbery | duel
    attacker: int
    defender: int
    position: int  # robbery: the safe's position in the defender's row; duel: -1
    attack_card: str
    defend_card: str | None = None  # None: not answered yet, or no card to answer with
    answered: bool = False
    holsters: dict[int, list[tuple[int, str]]] = field(default_factory=dict)  # fighter -> [(giver, card)]
    window: ReactionWindow | None = None
    thieves: list[tuple[int, str]] = field(default_factory=list)  # expert: (seat, white horse)
    thief_window: ReactionWindow | None = None
    for_defender: bool = False  # whose holster window is open: the attacker's first, then the defender's


@dataclass(slots=True)
class ShowdownState:
    participants: list[int]  # still in, from the first player clockwise
    played: dict[int, list[str]] = field(default_factory=dict)  # seat -> cards played in the showdown
    sealed: Sealed | None = None
    eliminated: list[int] = field(default_factory=list)  # in order


@dataclass(slots=True)
class GameState:
    config: Config
    rng: Rng
    platforms: int
    per_platform: int
    hand_size: int
    rounds: int
    laps: int
    peeks: int
    step: str = "turns"
    round: int = 1
    first: int = 0
    stars: list[int] = field(default_factory=list)  # per player: its platform seat
    deck: list[str] = field(default_factory=list)  # index 0 is the top
    discards: list[str] = field(default_factory=list)
    hands: list[list[str]] = field(default_factory=list)
    safes: list[list[str]] = field(default_factory=list)  # per player, left to right
    # 2-3 players: the holster attached to each safe (same shape as safes; None: none) and to
    # each character; public, they move with their safe and keep its place in a shuffle
    guards: list[list[str | None]] = field(default_factory=list)
    covers: list[str | None] = field(default_factory=list)
    middle: list[str] = field(default_factory=list)  # holdup safes, index 0 on top
    out: list[str] = field(default_factory=list)  # safes out of the game, face down
    # what a seat knows of others' safes: per seat, [owner, position, safe]; kept up to date
    # when rows change (a removal shifts the positions, a shuffle forgets the row)
    known: list[list[list]] = field(default_factory=list)
    shown: list[list] = field(default_factory=list)  # the same, known to all (badges revealed)
    revealed: bool = False  # the showdown turned every safe up
    queue: list[int] = field(default_factory=list)  # turns still to play in this step
    turn: int | None = None  # whose turn it is
    played: list[int] = field(default_factory=list)  # seats that played a card this turn
    owe_discards: dict[int, int] = field(default_factory=dict)  # duster: seat -> cards to discard
    fight: Fight | None = None
    passing: Sealed | None = None  # setup: the safe each passes left (a position in its row)
    holdup: Sealed | None = None
    holdup_safe: str | None = None  # the turned-up middle safe
    badge: int = 0  # the badge round: the badge whose turn is played
    showdown: ShowdownState | None = None
    # expert mystery safes: those revealed and resolved (public), and their lasting effects
    resolved: list[str] = field(default_factory=list)
    adjust: list[int] = field(default_factory=list)  # per seat: gold added (dagger, poker deck)
    extra_guns: list[list[str]] = field(default_factory=list)  # per seat: showdown guns gained (dagger)
    minus: list[int] = field(default_factory=list)  # per seat: pepperbox rolls subtracted (dagger)
    spoiled: list[int] = field(default_factory=list)  # per seat: bad sarsaparillas resolved
    cash: list[int] = field(default_factory=list)  # seats that join the showdown anyway
    winners: list[int] = field(default_factory=list)
    gold: list[int] = field(default_factory=list)  # per faction, at the showdown
    pending: list[Decision] = field(default_factory=list)
    asked: int = 0

    @property
    def players(self) -> int:
        return self.config.players

    def order(self, start: int | None = None) -> list[int]:
        """Seats clockwise (seat + 1 is on the left) from `start`, the first player by default."""
        start = self.first if start is None else start
        return [(start + i) % self.players for i in range(self.players)]

    def faction(self, seat: int) -> int:
        return self.stars[seat] // self.per_platform

    def empty_seats(self) -> list[int]:
        return [p for p in range(self.platforms * self.per_platform) if p not in self.stars]

    def members(self, faction: int) -> list[int]:
        return [p for p in range(self.players) if self.faction(p) == faction]
