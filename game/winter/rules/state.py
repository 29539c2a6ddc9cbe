"""Winter's game state: plain mutable data, cards referenced by id.

Everything that changes during a game lives here, including the RNG, so a
state can be cloned, hashed and compared. Card texts live in content.
"""

from __future__ import annotations

from dataclasses import dataclass, field

# Decision is shared by every game and re-exported here. Winter's kinds (decisions.py): draft, search,
# bite, crossroads, vote, give, play-given, discard, relocate, leader, lure, order.
from game.core.i18n import N_
from game.core.pending import Decision
from game.core.rng import Rng

COLONY = "colony"
# a seat's name when none is given (a name in the log is looked up in the catalogs)
DEFAULT_NAMES = (N_("Player 1"), N_("Player 2"), N_("Player 3"), N_("Player 4"), N_("Player 5"))


@dataclass(slots=True)
class Survivor:
    id: str
    seat: int
    location: str
    wounds: int = 0  # frostbite included
    frost: int = 0  # how many of the wounds are frostbite
    moved: bool = False  # moved this turn
    safe_move: bool = False  # next move this turn rolls no exposure
    ability_uses: int = 0  # this round
    equipped: list[str] = field(default_factory=list)


@dataclass(slots=True)
class Player:
    seat: int
    name: str
    leader: str | None = None
    survivors: list[str] = field(default_factory=list)
    hand: list[str] = field(default_factory=list)
    objective: str | None = None  # secret, betrayer or exile objective id
    betrayer: bool = False
    exile_card: str | None = None  # drawn when exiled (a betrayer keeps but ignores it)
    exiled: bool = False
    out: bool = False  # eliminated (variant)
    unused: list[int] = field(default_factory=list)
    used: list[int] = field(default_factory=list)
    kills: int = 0
    offered: list[str] = field(default_factory=list)  # survivors dealt at setup, not yet drafted
    seen: dict[str, list[str]] = field(default_factory=dict)  # deck -> top cards peeked
    crisis_added: int = 0  # cards added to this round's crisis (public)
    deeds: dict[str, int] = field(default_factory=dict)  # public tallies AIs judge by: attack-survivor,
    # refused (a request, while holding cards), lure-onto-others, exile-yes-failed
    last_request: tuple | None = None  # (round, wished type, answered?) of the latest request (public)


@dataclass(slots=True)
class Place:
    id: str
    zombies: list[int]  # per entrance
    barricades: list[int]  # per entrance
    noise: int = 0
    deck: list[str] = field(default_factory=list)


@dataclass(slots=True)
class Config:
    players: int = 4
    names: tuple[str, ...] = ()
    coop: bool = False
    two_player: bool = False
    betrayer: bool = False  # variant: 1 loyal objective per player set aside instead of 2
    hardcore: bool = False
    elimination: bool = False
    mature: bool = True
    main: str | None = None  # main objective id, None = random

    VARIANTS = ("coop", "two-player", "betrayer", "hardcore", "elimination")

    @property
    def cooperative(self) -> bool:
        return self.coop or self.two_player

    def to_dict(self) -> dict:
        return {"players": self.players, "names": list(self.names), "coop": self.coop,
                "two_player": self.two_player, "betrayer": self.betrayer, "hardcore": self.hardcore,
                "elimination": self.elimination, "mature": self.mature, "main": self.main}

    @classmethod
    def from_dict(cls, d: dict) -> Config:
        if not isinstance(d, dict):
            raise ValueError("config must be an object")
        known = set(cls().to_dict())
        extra = set(d) - known
        if extra:
            raise ValueError(f"unknown config key(s): {', '.join(sorted(extra))}")
        kw = dict(d)
        if "names" in kw:
            kw["names"] = tuple(kw["names"])
        cfg = cls(**kw)
        cfg.validate()
        return cfg

    def validate(self):
        if not isinstance(self.players, int) or not 2 <= self.players <= 5:
            raise ValueError("players must be 2 to 5")
        if self.two_player and self.players != 2:
            raise ValueError("the two-player variant needs exactly 2 players")
        if self.names and len(self.names) != self.players:
            raise ValueError("give one name per player")
        for k in ("coop", "two_player", "betrayer", "hardcore", "elimination", "mature"):
            if not isinstance(getattr(self, k), bool):
                raise ValueError(f"{k} must be true or false")
        if self.main is not None and not isinstance(self.main, str):
            raise ValueError("main must be an objective id")

    def player_name(self, seat: int) -> str:
        return self.names[seat] if self.names else DEFAULT_NAMES[seat]


@dataclass(slots=True)
class WinterState:
    config: Config
    rng: Rng
    phase: str = "setup"  # setup | turns | colony | over
    round: int = 1
    rounds_left: int = 0
    morale: int = 0
    food: int = 0
    starvation: int = 0
    helpless: int = 0
    waste: list[str] = field(default_factory=list)  # last element is the top
    items_gone: list[str] = field(default_factory=list)  # items out of the game
    players: list[Player] = field(default_factory=list)
    survivors: dict[str, Survivor] = field(default_factory=dict)  # in play
    survivor_deck: list[str] = field(default_factory=list)  # index 0 is the top
    survivors_gone: list[str] = field(default_factory=list)
    places: dict[str, Place] = field(default_factory=dict)
    crisis_deck: list[str] = field(default_factory=list)
    crisis: str | None = None
    crisis_cards: list[tuple[int, str]] = field(default_factory=list)  # (seat, card), face down
    crises_done: list[str] = field(default_factory=list)
    crossroads_deck: list[str] = field(default_factory=list)
    crossroads_held: tuple[int, str] | None = None  # (holder seat, card), hidden
    crossroads_gone: list[str] = field(default_factory=list)
    main: str = ""
    samples: int = 0
    delivered: list[str] = field(default_factory=list)
    objectives_unused: list[str] = field(default_factory=list)  # set aside unseen
    exile_deck: list[str] = field(default_factory=list)
    starting_players: int = 0
    first: int = 0
    active: int = 0
    turn_order: list[int] = field(default_factory=list)
    turn_index: int = 0
    pending: list[Decision] = field(default_factory=list)
    lasting: list[tuple[str, int]] = field(default_factory=list)  # (kind, last round; 0 = game)
    colony_step: int = 0
    kills_total: int = 0
    # public record of each resolved crisis: round, crisis, cards added per seat, matches, mismatches
    crisis_history: list[dict] = field(default_factory=list)
    facts: list[tuple] = field(default_factory=list)  # (on, place, type, survivor) since last check
    handed: list[str] = field(default_factory=list)  # items handed off this turn
    exile_called: bool = False
    requests_made: int = 0  # requests asked this turn (public; the AI asks once a turn)
    ended_by: str | None = None  # morale | rounds | objective | wipeout

    def player(self, seat: int) -> Player:
        return self.players[seat]
