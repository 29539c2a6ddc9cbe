"""Where Winter's objects register their art: `@obj(name, w, h)` on a painter."""

from tools.maps.paint import Objects
from tools.maps.winter.seed import SEED

OBJECTS = Objects(SEED)
obj = OBJECTS.register
