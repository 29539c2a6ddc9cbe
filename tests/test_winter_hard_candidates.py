"""What Winter's Hard searches (game/winter/ai/search.py candidates): Normal's best and its
close rivals; a betrayer never searches ending its turn early (its rollouts play the rest
of its turn as helpful-looking cover, and the search learned to leave dice idle)."""

from game.ai.search import close_rivals
from game.winter.ai.heuristic import HARD, NORMAL, HeuristicAgent
from game.winter.ai.search import MARGIN, WIDTH, candidates
from game.winter.rules import Config, new_game
from game.winter.rules.actions import EndTurn


def first_turn_with_end_among_rivals(seed: int, betrayer: bool):
    """Play Normal until a seat of the role has `end` among Normal's close rivals, not first."""
    g = new_game(Config(players=4, betrayer=True), seed)
    normal, judge = HeuristicAgent(1, NORMAL), HeuristicAgent(2, HARD)
    for _ in range(3000):
        if g.is_terminal():
            return None
        p, legal = g.current_player(), g.legal_actions()
        view = g.view(p)
        if not view.pending and len(legal) > 1 and view.players[p].betrayer == betrayer:
            ranked = judge.ranked(view, legal)
            rivals = close_rivals(ranked, MARGIN, WIDTH)
            if any(isinstance(a, EndTurn) for a in rivals[1:]):
                return view, ranked, rivals
        g.apply(normal.act(view, legal) if len(legal) > 1 else legal[0])
    return None


def test_a_betrayer_does_not_search_ending_its_turn_early():
    view, ranked, rivals = first_turn_with_end_among_rivals(1, betrayer=True)
    out = candidates(view, ranked)
    assert out[0] == rivals[0] and len(out) > 1
    assert not any(isinstance(a, EndTurn) for a in out)
    assert out == [a for a in rivals if not isinstance(a, EndTurn)]


def test_a_loyal_colonist_still_weighs_ending_its_turn():
    found = next(f for seed in range(1, 20) if (f := first_turn_with_end_among_rivals(seed, betrayer=False)))
    view, ranked, rivals = found
    assert candidates(view, ranked) == rivals
