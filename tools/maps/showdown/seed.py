"""The seed of all of Showdown's map art: the same seed paints the same committed files."""

SEED = "showdown-1876"
