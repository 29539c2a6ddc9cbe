"""Winter computer players: heuristic (Easy, Normal) and search (Hard).

    situation.py    what a view says: forecasts, threats, objective progress
    values.py       what cards, effects, survivors and places are worth to a seat
    suspicion.py    who is the betrayer, from public evidence only
    explain.py      why an exile call or vote, in one public line; what a betrayer did
    heuristic.py    the Easy and Normal agents: score every legal action, take the best
    determinize.py  a full state consistent with a view, for simulation
    evaluation.py   how good a whole state is for a seat (search leaves)
    search.py       the Hard agent: Winter's hooks for the box's search (game/ai/search.py)
    agents.py       every level by name (what Winter's spec hands the box)
"""
