"""How good a whole Winter state is for one seat: the leaf value of Hard's search.

A finished game scores its result. Otherwise the state is valued in the same units
as Values (a morale point ≈ 1), from the seat's stance: morale with a steep floor,
progress on the main objective against the rounds left, food against the coming
meals, the zombies about to overrun, the waste, and the seat's own survivors, cards
and personal objective. A loyal colonist's secret is what its own win turns on once
the colony gets there, so the leaf weighs it as the whole of that stake (a finished
game's WIN) times how near the main objective is: with only Values' small secret weight
the search played the colony's game and not its own (issue 27: +4.6 ± 1.9 points for
Hard's loyal seat over 800 deals; with the stake, +9.0 ± 2.0). The betrayer's secret is
its win once the colony fails, so it weighs the same stake times how far the main
objective still is (docs/measured.md: the betrayer's seat, with and without it).
"""

from __future__ import annotations

from game.winter.ai.situation import Situation
from game.winter.ai.values import GOAL, LOSS, SECRET, Values, goal_progress
from game.winter.rules import WinterGame

WIN = 2 * GOAL  # a finished game outweighs any unfinished one
# a card still in hand at the leaf is a maybe, not 85 % of its best use (Values.card_value):
# valued in full, the search learned to hold cards instead of playing or delivering them
HAND_KEEP = 0.5
SECRET_AT_STAKE = WIN  # a finished game with the secret met against one without


def morale_worth(m: int) -> float:
    """Concave: the last points of morale are the ones that matter."""
    if m <= 0:
        return -LOSS
    return sum(3.0 if k <= 2 else 1.5 for k in range(1, m + 1))


def evaluate(state, seat: int, content) -> float:
    sit = Situation(state, content, seat)
    if state.phase == "over":
        return _final(state, seat, content, sit)
    val = Values(sit)
    cw = val.cw
    colony = morale_worth(state.morale)
    progress = goal_progress(sit)
    # behind schedule with few rounds left is worth less
    colony += GOAL * progress * (1.0 if state.rounds_left > 1 else 0.8)
    colony -= 1.5 * state.starvation
    colony -= sit.food_short * val.food_unit()
    colony += 0.3 * min(state.food, 2 * sit.food_need)
    colony -= (sit.waste // 10) * 1.2 + 0.05 * (sit.waste % 10)
    colony -= 2.0 * sit.colony_danger + 1.5 * sum(sit.loc_danger.values())
    colony += 0.8 * sum(1 for sv in state.survivors.values() if not state.players[sv.seat].exiled)
    own = 0.0
    for sid in sit.me.survivors:
        if sid in state.survivors:
            sv = state.survivors[sid]
            own += val.survivor_worth(sid) * (1 - val._risk(sv.wounds, sv.frost))
            own += sum(val.passive_value(dict(content.items[x].passive), sid) for x in sv.equipped)
    own += HAND_KEEP * sum(val.card_value(x) for x in sit.me.hand)
    share = _secret_share(sit)
    own += SECRET * share
    if sit.exiled:  # an exile's objective wins without the colony's: Values' weight serves
        return cw * colony + own
    # a loyal colonist's secret decides its win as the goal nears, the betrayer's as it recedes
    near = (1 - progress) if sit.betrayer else progress
    return cw * colony + own + SECRET_AT_STAKE * near * share


def _secret_share(sit) -> float:
    rows = sit.secret_rows()
    if not rows:
        return 0.0
    ok = 0.0
    for _, v, lo, hi in rows:
        got = min(v, lo) / lo if lo else 1.0
        if hi is not None and v > hi:
            got = 0.0
        ok += got
    return ok / len(rows)


def _final(state, seat: int, content, sit) -> float:
    mine = next(r for r in WinterGame.from_state(state, content).results() if r.seat == seat)
    done = state.ended_by == "objective"
    if sit.coop:
        return WIN if done else -WIN
    score = WIN if mine.won else 0.0
    if not sit.betrayer and not sit.exiled:
        score += (WIN if done else -WIN) * 0.5  # the colony's fate is most of a colonist's game
    return score
