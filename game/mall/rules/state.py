"""Mall's game state: plain mutable data, cards and characters referenced by id.

Everything that changes during a game lives here, the RNG included, so a state can
be cloned (pickled), hashed and redacted for a seat. Texts and numbers of the cards
live in content.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from game.core.config import config_from_dict
from game.core.pending import Decision
from game.core.reactions import ReactionWindow
from game.core.rng import Rng
from game.core.sealed import Sealed

# s.step, in order; "place" is the setup's placement, "over" the end
STEPS = ("place", "truck", "election", "approach", "dials", "move", "attack", "over")
SUPPLY = 30  # zombies in the box


@dataclass(slots=True)
class Config:
    players: int = 4
    names: tuple[str, ...] = ()
    chief_bluff: bool = True  # RULES.md: mall.md's bluff by default; False plays the source's shown dial

    def to_dict(self) -> dict:
        return {"players": self.players, "names": list(self.names), "chief_bluff": self.chief_bluff}

    @classmethod
    def from_dict(cls, d: dict) -> Config:
        return config_from_dict(cls, d)

    def validate(self) -> None:
        if not isinstance(self.players, int) or isinstance(self.players, bool) or not 3 <= self.players <= 6:
            raise ValueError("Mall is for 3 to 6 players")
        if self.names and len(self.names) != self.players:
            raise ValueError("give one name per player")
        if not all(isinstance(n, str) for n in self.names):
            raise ValueError("names must be text")
        if not isinstance(self.chief_bluff, bool):
            raise ValueError("chief_bluff must be true or false")

    def player_name(self, seat: int) -> str:
        return self.names[seat] if self.names else f"Player {seat + 1}"


@dataclass(slots=True)
class Character:
    id: str  # "<colour>-<kind>"
    seat: int
    kind: str
    location: int | None = None  # None: not placed yet


@dataclass(slots=True)
class Ballot:
    """One vote in progress (mall.md "Votes"): the item window before it, the sealed dials,
    the tie-break among the players with no character there, the result."""

    purpose: str  # truck | election | attack
    where: int  # location number
    voters: list[int]  # who dials now, from the chief clockwise
    candidates: list[int]  # the colours (seats) that may be voted for
    weights: dict[int, int]  # seat -> votes
    window: ReactionWindow | None = None  # items (threats only, but in an attack)
    sealed: Sealed | None = None
    revote: bool = False
    done: bool = False
    winner: int | None = None  # the chosen seat; None: nobody
    tied: list[int] = field(default_factory=list)  # when still tied after the re-vote
    repelled: bool = False  # attack: the items ended it before the vote


@dataclass(slots=True)
class MallState:
    config: Config
    rng: Rng
    colours: list[str]  # per seat
    step: str = "place"
    stage: str = ""  # where the current step stands (rounds.py, moves.py, attack.py)
    round: int = 0
    chief: int = 0
    new_chief: bool = False  # elected this round (mall.md step 2)
    characters: dict[str, Character] = field(default_factory=dict)  # alive
    lost: list[str] = field(default_factory=list)  # removed characters, in order
    zombies: dict[int, int] = field(default_factory=dict)  # location -> zombies there
    supply: int = SUPPLY
    closed: list[int] = field(default_factory=list)
    # every new chief's word against their dial, public once revealed: (round, chief, announced, dialled)
    announcements: list[tuple[int, int, int, int]] = field(default_factory=list)
    deck: list[str] = field(default_factory=list)  # index 0 is the top
    deck_marks: list[int] = field(default_factory=list)  # per deck card: the seat that put it at the bottom, -1
    hands: list[list[str]] = field(default_factory=list)
    discards: list[str] = field(default_factory=list)  # played, face up
    gifts: list[tuple[int, int, int, str]] = field(default_factory=list)  # (round, giver, receiver, card)
    box: list[int] = field(default_factory=list)  # the hidden roll of step 3
    box_seen: list[int] = field(default_factory=list)  # seats that saw it
    dials: Sealed | None = None  # step 4
    ballot: Ballot | None = None
    hardware: dict[int, int] = field(default_factory=dict)  # location -> hardware played this round
    hidden: list[str] = field(default_factory=list)  # characters hidden this round
    attack_at: int = 0  # the location step 6 is checking
    pending: list[Decision] = field(default_factory=list)
    asked: int = 0  # decisions asked so far (the turn key's counter)
    ended_by: str | None = None  # gathered | few

    @property
    def players(self) -> int:
        return self.config.players

    def goto(self, step: str) -> None:
        self.step, self.stage = step, ""

    def order(self) -> list[int]:
        """Seats from the chief clockwise (seat + 1 is on the chief's left)."""
        return [(self.chief + i) % self.players for i in range(self.players)]
