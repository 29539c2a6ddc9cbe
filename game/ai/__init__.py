"""Computer players shared by the box. Agents see only `view(seat)` and the legal actions.

    random_agent.py  the random legal agent
    search.py        Hard's search: determinized Monte Carlo through a game's hooks
"""
