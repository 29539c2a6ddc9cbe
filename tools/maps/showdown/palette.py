"""Showdown's colours: the street's dust, the boardwalk's planks, the roofs, and one
accent per platform (1 saloon, 2 bank, 3 hotel)."""

DUST = (214, 178, 124)
DUST_D = (186, 148, 98)
DUST_L = (232, 202, 152)
PLANK = (150, 102, 62)
PLANK_D = (104, 68, 40)
WALK = (128, 88, 56)
IRON = (62, 60, 64)
IRON_L = (112, 108, 112)
BRASS = (214, 172, 72)
BRASS_D = (146, 108, 36)
FELT = (46, 112, 72)
FELT_D = (30, 80, 52)
CREAM = (244, 232, 204)
INK = (40, 30, 24)
CACTUS = (86, 136, 74)
WATER = (92, 146, 176)

# platform number -> (name, accent, roof colour)
PLATFORMS = {1: ("saloon", (186, 62, 46), (140, 70, 52)),
             2: ("bank", (58, 98, 156), (118, 120, 128)),
             3: ("hotel", (58, 132, 84), (96, 120, 90))}
