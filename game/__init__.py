"""Until the Thaw: a semi-cooperative winter survival board game."""

import os

__version__ = "0.1.0"

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")  # keep the command line quiet
