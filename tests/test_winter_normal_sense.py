"""Normal plays like a sensible person (issue 27): each test is a blunder seen in seeded
all-Normal games (or the window), rebuilt by hand, that the Normal player no longer makes.

    blunder (where seen)                                        fix
    2 of 5 food spent to raise a die 2 -> 3, the colony then    values.food prices a spend below
    short (the window; normal seeds 2 R2, 16 R2: 3 -> 1 food,   the next meal as the starvation it
    1 -> 0)                                                     brings, whole; turn_scores.spend_food
                                                                buys only a kill with such a token
    the last colonist ends its turn holding the matching card   turn_scores.add_to_crisis: the card's
    that prevents the crisis (normal seed 2 R2: 3 of 4, two     worth leaves out the crisis it is
    fuel in hand; outside co-op only)                           being added to
    a hand that alone prevents the crisis keeps every card      crisis.plan_value: one card's share of
    (normal seed 5 R2: 0 of 4, five medicine; seed 1 R3: 0 of   the best run of the hand's matching
    4, four fuel): one card alone changed nothing               cards
"""

from test_ai_reasoning import crisis, give_hand, of_type, play_turn, scene, scores
from winter_kit import group, take

from game.winter.rules import board
from game.winter.rules.actions import AddToCrisis, SpendFood
from game.winter.rules.state import COLONY


def plain(g, seat):
    """A loyal seat with no secret to pull it anywhere (its cards and food are the colony's)."""
    p = g.s.players[seat]
    p.objective, p.betrayer = None, False


def meal(g) -> int:
    return (board.occupants(g, COLONY) + 1) // 2


def test_the_colony_keeps_its_next_meal_rather_than_a_die_for_a_search():
    """A real window: 2 of the colony's 5 food raised a die from 2 to 3, and it starved."""
    g = scene(main="shelves-for-the-sickbay")  # medicine is delivered: a hospital search is dear
    me = g.s.active
    plain(g, me)
    group(g, me, ("jolene-marchetti", "hospital"))  # searches on a 3
    g.s.players[me].unused = [2]
    g.s.food = meal(g)
    g._legal = None
    by, best = scores(g)
    assert by[str(SpendFood(2))] < 0, by
    assert not isinstance(best, SpendFood)
    play_turn(g)
    assert g.s.food >= meal(g)


def test_food_to_spare_still_buys_the_die_a_search_needs():
    g = scene(main="shelves-for-the-sickbay")
    me = g.s.active
    plain(g, me)
    group(g, me, ("jolene-marchetti", "hospital"))
    g.s.players[me].unused = [2]
    g.s.food = 3 * meal(g) + 4
    g._legal = None
    by, best = scores(g)
    assert best == SpendFood(2), by
    assert by[str(SpendFood(2))] > 0


def last_seat(g):
    order = g.s.turn_order
    g.s.turn_index = len(order) - 1
    g.s.active = order[-1]
    plain(g, order[-1])
    g._legal = None
    return order[-1]


def test_the_last_colonist_adds_the_card_that_prevents_the_crisis_outside_coop():
    """Seed 2 round 2: 3 of 4 fuel in, the last seat held two fuel and ended its turn.
    Outside co-op each unseen card may be a betrayer's, and the card's worth counted this
    very crisis as what adding it would lose."""
    g = scene(main="cold-specimens")  # medicine is not delivered in this one
    crisis(g, "festering-wounds")  # medicine
    last = last_seat(g)
    order = g.s.turn_order
    meds = of_type(g, "medicine", 4)
    g.s.crisis_cards = [(order[i], take(g, meds[i])) for i in range(3)]
    for seat in order[:3]:
        g.s.players[seat].crisis_added = 1
    junk = of_type(g, "junk")[0]
    give_hand(g, last, meds[3], junk)
    by, _ = scores(g)
    assert by[str(AddToCrisis(meds[3]))] > 0, by
    play_turn(g)
    assert g.s.crisis_history[-1]["good"] == 4


def test_a_hand_that_can_prevent_the_crisis_alone_is_spent_on_it():
    """Seed 5 round 2: nobody had a medicine card but the last seat, who held five; one card
    alone changed nothing, so none went in, and every leader took a wound."""
    g = scene(main="cold-specimens")
    crisis(g, "festering-wounds")  # medicine; fail: every leader takes a wound
    last = last_seat(g)
    meds = of_type(g, "medicine", 4)
    give_hand(g, last, *meds)
    by, _ = scores(g)
    assert all(by[str(AddToCrisis(c))] > 0 for c in meds), by
    play_turn(g)
    assert g.s.crisis_history[-1]["good"] == 4
