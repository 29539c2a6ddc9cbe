"""Showdown: the third game of the box (rules, AI, scenes)."""
