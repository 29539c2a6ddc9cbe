"""The seed of all of Mall's map art: the same seed paints the same committed files."""

SEED = "mall-1982"
