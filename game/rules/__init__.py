"""Pure-Python rules engines. Nothing here imports pygame (a test enforces it)."""
