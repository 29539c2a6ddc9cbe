"""Computer players. Agents see only `view(seat)` and the legal actions."""
