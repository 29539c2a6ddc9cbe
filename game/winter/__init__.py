"""Winter: the colony-survival game of the box (rules, AI, scenes)."""
