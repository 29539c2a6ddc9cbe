"""Showdown: the third game of the box (shared/rules/showdown.md)."""
