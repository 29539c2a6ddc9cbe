"""Mall: the second game of the box (rules, AI, scenes)."""
