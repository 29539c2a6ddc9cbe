"""The seed of all of Winter's map art: the same seed paints the same committed files."""

SEED = 1917
