"""Until the Thaw: a semi-cooperative winter survival board game."""

__version__ = "0.1.0"
