"""Mall's computer players: Easy and Normal score every legal action from the view
(heuristic.py); Hard searches with the box's search through Mall's hooks (search.py)."""
