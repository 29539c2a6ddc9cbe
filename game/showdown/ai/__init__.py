"""Showdown's computer players: Easy and Normal score every legal action by the seat's
chance to win read from its view (heuristic.py, table.py); Hard searches with the box's
search through Showdown's hooks (search.py).

    table.py        the factions, their expected gold and each seat's showdown strength
    heuristic.py    the Easy and Normal agents: score every legal action, take the best
    determinize.py  a full state consistent with a view; a Witness remembers the safes seen
    explain.py      why a robbery, duel, ride or holster, in one public line from the view
    agents.py       every level by name (what Showdown's spec hands the box)
"""
