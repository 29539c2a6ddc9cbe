"""Winter's card data: the schema (what a card is), the loader (reading the TOML
files in game/winter/data) and the checks across all of it. Import from here:
`from game.winter.rules.content import LOCATIONS, default_content`."""

from game.core.content import ContentError
from game.winter.rules.content.loader import DATA_DIR, default_content, load
from game.winter.rules.content.schema import (
    ACTOR_SELECTORS,
    DECKS,
    EFFECTS,
    FLAGS,
    GLOBAL_QUANTITIES,
    ITEM_TYPES,
    LASTING,
    LOCATIONS,
    PASSIVES,
    PLACES,
    PLAYER_QUANTITIES,
    QUANTITIES,
    SELECTORS,
    TRIGGERS,
    WORD_EFFECTS,
    Ability,
    Condition,
    Content,
    Crisis,
    Crossroads,
    Effect,
    ItemKind,
    Location,
    MainObjective,
    Objective,
    Option,
    Side,
    SurvivorCard,
    Trigger,
    all_effects,
    uses_actor,
)
from game.winter.rules.content.validation import MINIMUM_COUNTS

__all__ = [
    "ACTOR_SELECTORS", "DATA_DIR", "DECKS", "EFFECTS", "FLAGS", "GLOBAL_QUANTITIES", "ITEM_TYPES", "LASTING",
    "LOCATIONS", "MINIMUM_COUNTS", "PASSIVES", "PLACES", "PLAYER_QUANTITIES", "QUANTITIES", "SELECTORS",
    "TRIGGERS", "WORD_EFFECTS", "Ability", "Condition", "Content", "ContentError", "Crisis", "Crossroads",
    "Effect", "ItemKind", "Location", "MainObjective", "Objective", "Option", "Side", "SurvivorCard", "Trigger",
    "all_effects", "default_content", "load", "uses_actor",
]
