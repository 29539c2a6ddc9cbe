"""Hard's betrayer sabotages more warily than Normal's (heuristic.HARD look_cost and safe): a
hidden card that does not match, which Normal's betrayer slips into a crisis, Hard's holds back
when the reveal would make it look worse; and its own seat in its rollouts plays it that way."""

from dataclasses import replace

from game.winter.ai.heuristic import HARD, NORMAL, HeuristicAgent
from game.winter.ai.search import OWN, WinterHooks
from game.winter.rules import Config, new_game
from game.winter.rules.actions import AddToCrisis
from game.winter.rules.content import default_content


def mismatch(view, a) -> bool:
    c = default_content()
    return isinstance(a, AddToCrisis) and c.items[a.card].type not in c.crises[view.crisis].types


def first_sabotage_hard_declines(seeds):
    """Normal plays every seat; the first betrayer turn where Normal's best is a mismatching
    crisis card and Hard's best is something else."""
    for seed in seeds:
        g = new_game(Config(players=4, betrayer=True), seed)
        normal, hard = HeuristicAgent(1, NORMAL), HeuristicAgent(1, HARD)
        for _ in range(3000):
            if g.is_terminal():
                break
            p, legal = g.current_player(), g.legal_actions()
            view = g.view(p)
            if view.players[p].betrayer and not view.pending and len(legal) > 1:
                best = normal.act(view, legal)
                if mismatch(view, best) and not mismatch(view, hard.act(view, legal)):
                    return view, legal
            g.apply(normal.act(view, legal) if len(legal) > 1 else legal[0])
    return None


def test_hard_holds_back_a_sabotage_normal_makes():
    view, legal = first_sabotage_hard_declines(range(1, 40))
    assert not mismatch(view, HeuristicAgent(1, OWN).act(view, legal))  # Normal but wary: the wariness, not the votes


def test_hard_plays_its_own_seat_warily_in_its_rollouts():
    assert OWN == replace(NORMAL, look_cost=HARD.look_cost, safe=HARD.safe) and OWN != NORMAL
    hooks = WinterHooks(3, default_content())
    g = new_game(Config(players=4, betrayer=True), 5)
    seat = g.current_player()
    chosen = []
    hooks.own_rollout.act = lambda view, legal: chosen.append("own") or legal[0]
    hooks.rollout_agent.act = lambda view, legal: chosen.append("others") or legal[0]
    legal = g.legal_actions()
    hooks.rollout(g, seat, legal)
    hooks.rollout(g, (seat + 1) % 4, legal)
    assert chosen == ["own", "others"]
