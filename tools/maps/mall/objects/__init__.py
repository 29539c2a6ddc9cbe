"""Mall's objects (the details layer), painted on a Pen and grouped by where they
stand; each module registers its art with @obj."""

from tools.maps.mall.objects import hall, market, parking, security, shops, signs  # noqa: F401 (they register)
from tools.maps.mall.objects.registry import OBJECTS

# The tileset holds the objects' tiles in this order, which fixes the tile ids of the
# committed map: add a new object at the end and the map keeps its numbers.
ORDER = (
    "num1", "num2", "num3", "num4", "num5", "num6", "plate1", "plate2", "plate3", "plate4", "plate5", "plate6",
    "closed_spot", "fountain", "bench", "planter", "palm", "bin", "kiosk", "stall", "sinks", "wetsign", "mop",
    "rack", "clothes_table", "fitting", "counter", "toyshelf", "teddy", "ball", "blocks", "toycar", "train",
    "aisle3", "aisle4", "chiller", "checkout", "produce", "cart", "monitors", "chair", "chief_desk", "lockers",
    "cabinet", "cooler", "truck", "car_red", "car_blue", "car_silver", "car_green", "car_yellow", "lamp", "cone",
    "corral", "fence_h", "gatepost", "stall_w", "lockers_s", "lockers_e", "chiller_s", "chiller_w", "plan_board",
)


def part_keys():
    """Every object's tile keys, in tileset order (each object must be in ORDER once)."""
    return OBJECTS.ordered_part_keys(ORDER, "tools/maps/mall/objects/__init__.py")
