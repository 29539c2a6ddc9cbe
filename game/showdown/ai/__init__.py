"""Showdown's computer players (levels: agents.py)."""
