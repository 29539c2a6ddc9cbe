"""What Winter's cards are: the vocabulary words (places, item types, effects,
quantities...) and the frozen dataclasses the loader builds from the TOML files
(the words are explained in game/winter/data/README.md)."""

from __future__ import annotations

from dataclasses import dataclass, field

from game.core.i18n import N_

LOCATIONS = ("police", "grocery", "school", "library", "hospital", "gas")
PLACES = ("colony",) + LOCATIONS
# item types and lasting effects are named in the log: marked for the catalogs
ITEM_TYPES = (N_("food"), N_("medicine"), N_("fuel"), N_("tool"), N_("weapon"), N_("book"), N_("outsider"),
              N_("junk"))
DECKS = ("starting",) + LOCATIONS
SELECTORS = ("actor", "chosen", "leader", "mine", "lowest-mine", "here", "lowest-here",
             "colony", "everyone", "leaders")
ACTOR_SELECTORS = ("actor", "chosen", "here", "lowest-here")
LASTING = (N_("move-risk"), N_("hunger"), N_("search-penalty"), N_("frost"), N_("calm"))
PASSIVES = ("attack-bonus", "search-bonus", "safe-kill", "extra-kill", "safe-move", "bite-ward",
            "barricade-plus", "clean-plus", "attract-plus", "search-extra")
TRIGGERS = ("turn-start", "move", "search", "kill", "wounded", "barricade", "clean", "play",
            "crisis", "action")
FLAGS = ("not-co-op", "mature")

# effect name -> allowed parameters (besides the effect key itself)
EFFECTS: dict[str, tuple[str, ...]] = {
    "morale": (), "food": (), "starvation": (), "wound": ("who",), "frostbite": ("who",),
    "heal": ("who",), "kill": ("who",), "remove": ("who",), "zombies": ("at",), "slay": (),
    "barricade": (), "clean": (), "noise": ("at",), "quiet": ("at",), "helpless": (),
    "recruit": ("survivor",), "draw": ("from", "type"), "discard": ("players",), "dice": (),
    "reroll": (), "peek": ("at",), "safe-move": ("who",), "lasting": ("rounds",), "rounds": (),
    "samples": (), "steal": ("from",), "roll": ("pass", "fail"), "vote": ("yes", "no"),
}
# effects whose value is a word, not a number
WORD_EFFECTS = {"lasting", "vote"}

# quantity -> allowed parameters
GLOBAL_QUANTITIES: dict[str, tuple[str, ...]] = {
    "morale": (), "food": (), "starvation": (), "waste": (), "helpless": (), "rounds-left": (),
    "round": (), "zombies": ("at",), "barricades": ("at",), "noise": ("at",),
    "barricaded-entrances": (), "clear-locations": (), "samples": (), "delivered": ("type",),
    "kills-total": (), "crisis-cards": (), "exiled-players": (),
}
PLAYER_QUANTITIES: dict[str, tuple[str, ...]] = {
    "hand": ("type",), "equipped": ("type",), "survivors": ("at",), "kills": (),
    "leader-influence": (), "occupation": ("name",), "wounds": (), "exiled": (),
}
QUANTITIES = GLOBAL_QUANTITIES | PLAYER_QUANTITIES


@dataclass(frozen=True, slots=True)
class Effect:
    name: str
    value: object  # int, or a word for lasting/vote
    who: str = "actor"
    at: str | None = None
    src: str | None = None  # draw from / steal from
    type: str | None = None
    players: str = "me"
    rounds: int = 1
    survivor: str | None = None
    then: tuple = ()  # roll pass / vote yes
    other: tuple = ()  # roll fail / vote no


@dataclass(frozen=True, slots=True)
class Condition:
    count: str
    min: int | None = None
    max: int | None = None
    at: str | None = None
    type: str | None = None
    name: str | None = None
    per_player: bool = False


@dataclass(frozen=True, slots=True)
class Location:
    id: str
    name: str
    survivor_spaces: int
    zombie_spaces: int
    noise_spaces: int
    entrances: int = 1
    favours: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class Ability:
    name: str
    text: str
    where: str  # "anywhere" or a place id
    cost: int = 0  # 0: no die needed
    per_round: int = 0  # 0: unlimited
    effects: tuple[Effect, ...] = ()
    passive: tuple[tuple[str, int], ...] = ()


@dataclass(frozen=True, slots=True)
class SurvivorCard:
    id: str
    name: str
    occupation: str
    influence: int
    attack: int
    search: int
    ability: Ability


@dataclass(frozen=True, slots=True)
class ItemKind:
    kind: str
    name: str
    type: str
    text: str
    effects: tuple[Effect, ...] = ()
    equip: bool = False
    passive: tuple[tuple[str, int], ...] = ()
    icon: str = ""  # the picture on the card (an icon name); its type's when the data names none


@dataclass(frozen=True, slots=True)
class Crisis:
    id: str
    title: str
    story: str
    text: str
    types: tuple[str, ...]
    fail: tuple[Effect, ...]


@dataclass(frozen=True, slots=True)
class Trigger:
    on: str
    at: str | None = None
    type: str | None = None
    conditions: tuple[Condition, ...] = ()


@dataclass(frozen=True, slots=True)
class Option:
    label: str
    text: str
    effects: tuple[Effect, ...]
    requires: tuple[Condition, ...] = ()


@dataclass(frozen=True, slots=True)
class Crossroads:
    id: str
    title: str
    story: str
    trigger: Trigger
    options: tuple[Option, ...]
    flags: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class Side:
    morale: int
    rounds: int
    food: int
    zombies: tuple[tuple[str, int], ...]  # (place, count), expanded per place
    text: str
    goal: tuple[Condition, ...]


@dataclass(frozen=True, slots=True)
class MainObjective:
    id: str
    title: str
    story: str
    normal: Side
    hardcore: Side
    samples_roll: int = 0  # 0: this objective keeps no samples
    deliver: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class Objective:
    id: str
    kind: str  # secret | betrayer | exile
    title: str
    story: str
    text: str
    conditions: tuple[Condition, ...]
    exiled: tuple[Condition, ...] = ()  # betrayer only: what counts once exiled


@dataclass(slots=True)
class Content:
    locations: dict[str, Location] = field(default_factory=dict)
    survivors: dict[str, SurvivorCard] = field(default_factory=dict)
    item_kinds: dict[str, ItemKind] = field(default_factory=dict)
    items: dict[str, ItemKind] = field(default_factory=dict)  # card id -> its kind
    decks: dict[str, tuple[str, ...]] = field(default_factory=dict)  # deck -> card ids
    crises: dict[str, Crisis] = field(default_factory=dict)
    crossroads: dict[str, Crossroads] = field(default_factory=dict)
    mains: dict[str, MainObjective] = field(default_factory=dict)
    objectives: dict[str, Objective] = field(default_factory=dict)

    def objectives_of(self, kind: str) -> list[str]:
        return [o.id for o in self.objectives.values() if o.kind == kind]

    def counts(self) -> dict[str, int]:
        return {
            "locations": len(self.locations) - 1,
            "survivors": len(self.survivors),
            "starting items": len(self.decks.get("starting", ())),
            **{f"{d} deck": len(self.decks.get(d, ())) for d in LOCATIONS},
            "item kinds": len(self.item_kinds),
            "crises": len(self.crises),
            "crossroads": len(self.crossroads),
            "main objectives": len(self.mains),
            **{f"{k} objectives": len(self.objectives_of(k)) for k in ("secret", "betrayer", "exile")},
        }


def uses_actor(effects: tuple[Effect, ...]) -> bool:
    """Whether the effects need someone acting (a crisis has no actor)."""
    for e in effects:
        if e.name in EFFECTS and "who" in EFFECTS[e.name] and e.who in ACTOR_SELECTORS:
            return True
        if e.at == "here" or e.src == "here" or e.name in ("slay", "barricade"):
            return True
        if uses_actor(e.then) or uses_actor(e.other):
            return True
    return False


def walk(effects):
    """The effects with those nested in rolls and votes."""
    for e in effects:
        yield e
        yield from walk(e.then)
        yield from walk(e.other)


def all_effects(c: Content):
    """Every effect in the content with where it comes from (for tests and tools)."""
    for s in c.survivors.values():
        for e in walk(s.ability.effects):
            yield f"survivor {s.id}", e
    for k in c.item_kinds.values():
        for e in walk(k.effects):
            yield f"item {k.kind}", e
    for x in c.crises.values():
        for e in walk(x.fail):
            yield f"crisis {x.id}", e
    for x in c.crossroads.values():
        for e in walk([e for o in x.options for e in o.effects]):
            yield f"crossroads {x.id}", e
