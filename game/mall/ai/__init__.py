"""Mall's computer players: Easy and Normal score every legal action from the view
(heuristic.py); Hard searches with the box's search through Mall's hooks (search.py).

    table.py        what a seat reads off its view: itself, the scores, the leader, moves tried
    scores.py       what each kind of action is worth to a seat (Normal's and Easy's scores)
    danger.py       how likely this round's attack is to cost a seat a character, place by place
    trust.py        how far a new chief's announcement is believed, from that chief's record
    determinize.py  a full state consistent with a view; dial odds from what the seat saw
    explain.py      why a vote or a gift, in one public line from the view
    agents.py       every level by name (what Mall's spec hands the box)
"""
