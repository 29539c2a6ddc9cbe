"""Winter's objects (the details layer), painted on a Pen and grouped by what they
are; each module registers its art with @obj."""

from tools.maps.winter.objects import board_pieces, camp, defences, interiors, nature, street  # noqa: F401 (they register)
from tools.maps.winter.objects.registry import OBJECTS

# The tileset holds the objects' tiles in this order, which fixes the tile ids of every
# committed map: add a new object at the end and the maps keep their numbers.
ORDER = (
    "pine", "pine_s", "pine_big", "tree_bare", "bush", "rock", "rubble", "crate", "crates", "foodcrates",
    "barrel", "firebarrel", "sacks", "tires", "woodpile", "logseat_h", "logseat_v", "campfire", "tent_olive",
    "tent_orange", "tent_blue", "palisade_n", "palisade_e", "palisade_s", "palisade_w", "tower", "gate_n",
    "gate_e", "gate_s", "gate_w", "sandbags_h", "sandbags_v", "fence_h", "fence_v", "fence_end_w",
    "fence_end_e", "aisle", "aisle2", "bookshelf", "bookshelf2", "bookshelf_v", "fridge", "checkout", "desk",
    "teacher_desk", "chalkboard", "lockers", "counter", "counter_v", "police_desk", "frontdesk", "icepatch",
    "handpump", "garden", "tally", "papers", "plant", "propane", "icebox", "filing", "bars_h", "bars_v", "cot",
    "bed", "curtain_v", "medcart", "wheelchair", "pump_island", "oildrums", "car_police", "car_red",
    "car_blue", "car_wreck", "ambulance", "cart", "snowman", "bench", "lamp", "table", "globe", "armchair",
    "trash", "bunk", "stove", "table_small", "sign", "plaque", "plaque_ice", "icon_morale", "icon_round",
    "cardmat",
)


def part_keys():
    """Every object's tile keys, in tileset order (each object must be in ORDER once)."""
    return OBJECTS.ordered_part_keys(ORDER, "tools/maps/winter/objects/__init__.py")
