"""The scene stack and every screen of the game."""
