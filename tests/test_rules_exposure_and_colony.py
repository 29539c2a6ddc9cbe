"""Scenario tests for Winter: the exposure die and bites (winter.md §4.3, §5), the colony
phase (§4.4) and placing zombies (§4.5).

Each test builds a situation by hand and checks the exact outcome. The exposure die and
every d6 are scripted; the colony phase is driven through the real flow (every player
ends their turn) and the scripted RNG checks that nothing else was rolled.
"""

from collections import Counter

from winter_kit import ScriptedRng, card_of, dice, fixed_numbers, lineup, put, script, started, take

from game.winter.rules.actions import AddToCrisis, Attack, BiteChoice, EndTurn, Move
from game.winter.rules.content import LOCATIONS, default_content
from game.winter.rules.exposure import FACES
from game.winter.rules.state import COLONY

MAIN = "heat-and-healing"  # normal side: morale 6, rounds 6, food 2; goal: deliveries; no samples


# --- helpers -----------------------------------------------------------------

def scene(players=4, main=MAIN, **cfg):
    """A started game at the first player's turn: empty board, no crossroads, 10 food."""
    g = started(players=players, main=main, **cfg)
    fixed_numbers(g)
    g.s.crossroads_deck = []
    g.s.crossroads_held = None
    for pl in g.s.places.values():
        pl.zombies = [0] * len(pl.zombies)
        pl.barricades = [0] * len(pl.barricades)
        pl.noise = 0
    g.s.helpless = 0
    g.s.food = 10
    g._legal = None
    return g


def at(g, place, *sids):
    for sid in sids:
        put(g, sid, place)
    g._legal = None


def cards_of_type(g, t, n, skip=0):
    out = [cid for cid, k in g.c.items.items() if k.type == t][skip:skip + n]
    assert len(out) == n
    return [take(g, c) for c in out]


def set_crisis(g, crisis, *cards):
    """This round's crisis and the cards added to it (by the first player)."""
    g.s.crisis = crisis
    g.s.crisis_cards = [(g.s.first, c) for c in cards]


def prevent_crisis(g):
    """A crisis that is prevented exactly (4 matching cards for 4 players): no morale change."""
    n = len([p for p in g.s.players if not p.exiled and not p.out])
    set_crisis(g, "mould-in-the-cellar", *cards_of_type(g, "food", n, skip=20))


class Rolls(ScriptedRng):
    """The scripted rolls of the colony phase, then 1s for the next round's action dice,
    counted so that a test can check nothing else was rolled."""

    def __init__(self, *values):
        super().__init__(*values)
        self.filler = 0

    def below(self, n):
        if not self.values:
            self.filler += 1
            return 0
        return super().below(n)


def finish_round(g, *rolls):
    """Every remaining player ends their turn; the colony phase runs with these d6 rolls."""
    rng = Rolls(*rolls)
    g.s.rng = rng
    r = g.s.round
    while g.s.phase == "turns" and g.s.round == r:
        assert not g.s.pending
        g.apply(EndTurn())
    assert rng.values == [], "the colony phase rolled fewer dice than scripted"
    if g.s.phase == "over":
        assert rng.filler == 0
    else:
        assert rng.filler == sum(1 + len(p.survivors) for p in g.s.players if not p.out), \
            "the colony phase rolled more dice than scripted"
    return rng


# --- §2 / §4.3 the exposure die ------------------------------------------------------

def test_exposure_die_has_six_blank_three_wound_two_frostbite_one_bite():
    """§2: the exposure die has 12 faces: 6 blank, 3 wound, 2 frostbite, 1 bite."""
    assert Counter(FACES) == {"blank": 6, "wound": 3, "frostbite": 2, "bite": 1}


def _mover(face, wounds=0):
    g = scene()
    me = g.s.active
    lineup(g, {me: ["theo-nakamura", "aiko-brennan"]})
    g.s.survivors["theo-nakamura"].wounds = wounds
    script(g, face)
    morale = g.s.morale
    g.apply(Move("theo-nakamura", "police"))
    assert g.s.rng.values == []
    return g, morale


def test_exposure_blank_does_nothing():
    """§4.3 blank: nothing."""
    g, morale = _mover("blank")
    sv = g.s.survivors["theo-nakamura"]
    assert (sv.location, sv.wounds, sv.frost, g.s.morale) == ("police", 0, 0, morale)


def test_exposure_wound_gives_one_wound():
    """§4.3 wound: 1 wound."""
    g, morale = _mover("wound")
    sv = g.s.survivors["theo-nakamura"]
    assert (sv.wounds, sv.frost, g.s.morale) == (1, 0, morale)


def test_exposure_frostbite_gives_one_frostbite_wound():
    """§4.3 frostbite: 1 frostbite wound (it counts as a wound)."""
    g, morale = _mover("frostbite")
    sv = g.s.survivors["theo-nakamura"]
    assert (sv.wounds, sv.frost, g.s.morale) == (1, 1, morale)


def test_third_wound_kills():
    """§4.3: a survivor with 3 wounds dies; a death costs 1 morale (§5)."""
    g, morale = _mover("wound", wounds=2)
    assert "theo-nakamura" not in g.s.survivors
    assert "theo-nakamura" in g.s.survivors_gone
    assert g.s.morale == morale - 1


def test_frostbite_counts_toward_the_three_wounds():
    """§4.3: frostbite included in the 3 wounds."""
    g, morale = _mover("frostbite", wounds=2)
    assert "theo-nakamura" not in g.s.survivors
    assert g.s.morale == morale - 1


def test_killing_a_zombie_rolls_exposure_for_the_attacker():
    """§4.3: exposure after a survivor kills a zombie (frostbite here)."""
    g = scene()
    me = g.s.active
    lineup(g, {me: ["theo-nakamura"]})
    at(g, "police", "theo-nakamura")
    g.s.places["police"].zombies = [1]
    dice(g, me, 5)
    script(g, "frostbite")
    g.apply(Attack("theo-nakamura", 5, "zombie"))
    assert g.s.rng.values == []
    assert (g.s.survivors["theo-nakamura"].wounds, g.s.survivors["theo-nakamura"].frost) == (1, 1)


def test_death_outside_the_colony_shuffles_equipment_into_that_location_deck():
    """§5: equipped items of a survivor who dies outside the colony go into that location's deck."""
    g = scene()
    me = g.s.active
    lineup(g, {me: ["theo-nakamura", "aiko-brennan"]})
    bar = take(g, card_of(g, "crowbar"))
    g.s.survivors["theo-nakamura"].equipped = [bar]
    g.s.survivors["theo-nakamura"].wounds = 2
    size = len(g.s.places["police"].deck)
    script(g, "wound")
    g.apply(Move("theo-nakamura", "police"))
    assert "theo-nakamura" not in g.s.survivors
    assert bar in g.s.places["police"].deck and len(g.s.places["police"].deck) == size + 1
    assert bar not in g.s.players[me].hand


def test_death_in_the_colony_puts_equipment_in_the_owners_hand():
    """§5: equipped items of a survivor who dies in the colony go to its player's hand."""
    g = scene()
    me = g.s.active
    lineup(g, {me: ["theo-nakamura", "aiko-brennan"]})
    g.s.players[me].hand = []
    bar = take(g, card_of(g, "crowbar"))
    g.s.survivors["theo-nakamura"].equipped = [bar]
    g.s.survivors["theo-nakamura"].wounds = 2
    g.s.places[COLONY].zombies = [1, 0, 0, 0, 0, 0]
    dice(g, me, 4)
    script(g, "wound")
    g.apply(Attack("theo-nakamura", 4, "zombie-1"))
    assert "theo-nakamura" not in g.s.survivors
    assert g.s.players[me].hand == [bar]


def test_losing_the_last_survivor_loses_the_hand_and_draws_a_new_leader():
    """§5: a player who loses their last survivor loses their whole hand and draws a new
    survivor, who becomes their leader (in the colony)."""
    g = scene()
    me = g.s.active
    lineup(g, {me: ["theo-nakamura"]})
    hand = cards_of_type(g, "junk", 2)
    g.s.players[me].hand = list(hand)
    g.s.survivors["theo-nakamura"].wounds = 2
    top = g.s.survivor_deck[0]
    script(g, "wound")
    g.apply(Move("theo-nakamura", "police"))
    p = g.s.players[me]
    assert p.hand == [] and set(hand) <= set(g.s.items_gone)
    assert p.survivors == [top] and p.leader == top
    assert g.s.survivors[top].location == COLONY


# --- §4.3 bites ------------------------------------------------------------------------

def _bite_at_police():
    """Theo (33, seat A) walks into the precinct house where Dolores (23, seat B) and
    Aiko (44, seat A) are, and is bitten. Kwame (9, seat B) stays in the colony."""
    g = scene()
    a = g.s.active
    b = (a + 1) % 4
    lineup(g, {a: ["theo-nakamura", "aiko-brennan"], b: ["dolores-quintero", "kwame-asante"]})
    at(g, "police", "dolores-quintero", "aiko-brennan")
    morale = g.s.morale
    script(g, "bite")
    g.apply(Move("theo-nakamura", "police"))
    return g, a, b, morale


def test_bite_kills_and_spreads_to_the_lowest_influence_survivor_there():
    """§4.3 bite: the survivor dies and the bite spreads to the lowest-influence survivor at
    the same location (Dolores, 23), whose player chooses; nothing else can happen meanwhile."""
    g, a, b, morale = _bite_at_police()
    assert "theo-nakamura" not in g.s.survivors
    assert g.s.morale == morale - 1
    assert g.current_player() == b
    assert g.s.pending[0].kind == "bite" and g.s.pending[0].data["survivor"] == "dolores-quintero"
    assert set(g.legal_actions()) == {BiteChoice(True), BiteChoice(False)}


def test_bite_sacrifice_stops_the_spread():
    """§4.3 bite (a): the survivor dies and the spreading stops."""
    g, a, b, morale = _bite_at_police()
    g.apply(BiteChoice(True))
    assert "dolores-quintero" not in g.s.survivors
    assert "aiko-brennan" in g.s.survivors and g.s.survivors["aiko-brennan"].wounds == 0
    assert g.s.morale == morale - 2
    assert not g.s.pending and g.current_player() == a


def test_bite_roll_blank_survives_and_stops():
    """§4.3 bite (b): roll exposure; blank — it lives and the spreading stops."""
    g, a, b, morale = _bite_at_police()
    script(g, "blank")
    g.apply(BiteChoice(False))
    assert g.s.rng.values == []
    assert g.s.survivors["dolores-quintero"].wounds == 0
    assert "aiko-brennan" in g.s.survivors
    assert g.s.morale == morale - 1
    assert not g.s.pending and g.current_player() == a


def test_bite_roll_any_other_face_dies_and_the_spread_continues():
    """§4.3 bite (b): any other face (even a plain wound) — it dies and the bite spreads on,
    to the next lowest there (Aiko, 44)."""
    g, a, b, morale = _bite_at_police()
    script(g, "wound")
    g.apply(BiteChoice(False))
    assert "dolores-quintero" not in g.s.survivors
    assert g.s.morale == morale - 2
    assert g.current_player() == a
    assert g.s.pending[0].kind == "bite" and g.s.pending[0].data["survivor"] == "aiko-brennan"


def test_bite_spread_stops_when_nobody_is_left_there():
    """§4.3: the spreading stops when nobody is left at the location; survivors elsewhere
    (Kwame in the colony, the lowest influence of all) are untouched."""
    g, a, b, morale = _bite_at_police()
    script(g, "frostbite", "bite")
    g.apply(BiteChoice(False))
    g.apply(BiteChoice(False))
    assert g.s.rng.values == []
    assert [sid for sid in g.s.survivors if g.s.survivors[sid].location == "police"] == []
    assert not g.s.pending
    assert g.s.morale == morale - 3
    assert g.s.survivors["kwame-asante"].wounds == 0
    # seat A lost both survivors and drew a new leader in the colony (§5)
    assert len(g.s.players[a].survivors) == 1
    assert g.s.survivors[g.s.players[a].leader].location == COLONY


def test_bite_alone_spreads_to_nobody():
    """§4.3: a bite with nobody else at the location only kills the bitten survivor."""
    g = scene()
    me = g.s.active
    lineup(g, {me: ["theo-nakamura", "aiko-brennan"]})
    morale = g.s.morale
    script(g, "bite")
    g.apply(Move("theo-nakamura", "school"))
    assert "theo-nakamura" not in g.s.survivors
    assert g.s.survivors["aiko-brennan"].wounds == 0
    assert not g.s.pending and g.s.morale == morale - 1


def test_bite_after_killing_a_zombie_spreads_where_the_kill_happened():
    """§4.3: a bite from a kill spreads at the attacker's location."""
    g = scene()
    a = g.s.active
    b = (a + 1) % 4
    lineup(g, {a: ["aiko-brennan"], b: ["dolores-quintero", "kwame-asante"]})
    at(g, "school", "aiko-brennan", "dolores-quintero")
    g.s.places["school"].zombies = [1]
    dice(g, a, 6)
    script(g, "bite")
    g.apply(Attack("aiko-brennan", 6, "zombie"))
    assert g.s.places["school"].zombies == [0]
    assert "aiko-brennan" not in g.s.survivors
    assert g.s.pending[0].kind == "bite" and g.s.pending[0].data["survivor"] == "dolores-quintero"


def test_bite_in_the_colony_never_spreads_to_helpless_survivors():
    """§4.3 (RULES.md): helpless survivors are tokens and take no part in a spread."""
    g = scene()
    me = g.s.active
    lineup(g, {me: ["theo-nakamura", "aiko-brennan"]})
    at(g, "police", "theo-nakamura")
    g.s.helpless = 2
    g.s.places[COLONY].zombies = [1, 0, 0, 0, 0, 0]
    dice(g, me, 6)
    script(g, "bite")
    g.apply(Attack("aiko-brennan", 6, "zombie-1"))
    assert "aiko-brennan" not in g.s.survivors
    assert g.s.helpless == 2 and not g.s.pending
    assert g.s.survivors["theo-nakamura"].wounds == 0


# --- §4.4.1 food -------------------------------------------------------------------------

def test_food_one_per_two_colony_survivors_rounded_up_outside_ones_do_not_eat():
    """§4.4.1: 3 survivors in the colony eat 2 food; the 2 outside eat nothing."""
    g = scene()
    f = g.s.first
    lineup(g, {f: ["theo-nakamura", "aiko-brennan"], (f + 1) % 4: ["dolores-quintero", "nils-aaltonen"],
               (f + 2) % 4: ["kwame-asante"]})
    at(g, "police", "theo-nakamura", "dolores-quintero")
    prevent_crisis(g)
    g.s.food = 5
    finish_round(g)
    assert g.s.food == 3
    assert g.s.starvation == 0


def test_food_helpless_survivors_eat_too():
    """§4.4.1: helpless survivors count: 3 survivors + 2 helpless = 5 → 3 food."""
    g = scene()
    f = g.s.first
    lineup(g, {f: ["theo-nakamura", "aiko-brennan", "nils-aaltonen"]})
    g.s.helpless = 2
    prevent_crisis(g)
    g.s.food = 5
    finish_round(g)
    assert g.s.food == 2


def test_food_short_adds_a_starvation_token_and_loses_morale_per_token():
    """§4.4.1: short supply: no food removed, +1 starvation token, then 1 morale per token
    (2 tokens already → 3 tokens → −3 morale)."""
    g = scene()
    f = g.s.first
    lineup(g, {f: ["theo-nakamura", "aiko-brennan", "nils-aaltonen"]})  # needs 2
    prevent_crisis(g)
    g.s.food = 1
    g.s.starvation = 2
    morale = g.s.morale = 6
    finish_round(g)
    assert g.s.food == 1
    assert g.s.starvation == 3
    assert g.s.morale == morale - 3


def test_food_exactly_enough_empties_the_supply_without_starvation():
    """§4.4.1: 4 survivors eat exactly 2 food."""
    g = scene()
    f = g.s.first
    lineup(g, {f: ["theo-nakamura", "aiko-brennan"], (f + 1) % 4: ["dolores-quintero", "nils-aaltonen"]})
    prevent_crisis(g)
    g.s.food = 2
    morale = g.s.morale
    finish_round(g)
    assert (g.s.food, g.s.starvation, g.s.morale) == (0, 0, morale)


# --- §4.4.2 waste ----------------------------------------------------------------------

def _waste_round(n):
    g = scene()
    lineup(g, {g.s.first: ["theo-nakamura"]})
    prevent_crisis(g)
    g.s.waste = [take(g, c) for c in list(g.c.decks["hospital"])[:n]]
    morale = g.s.morale
    finish_round(g)
    return morale - g.s.morale


def test_waste_loses_one_morale_per_ten_cards_rounded_down():
    """§4.4.2: 9 cards → 0, 10 → 1, 19 → 1, 20 → 2 morale lost."""
    assert [_waste_round(n) for n in (9, 10, 19, 20)] == [0, 1, 1, 2]


# --- §4.4.3 crisis --------------------------------------------------------------------------

def fail_effect(g, crisis, name):
    """What a crisis's failure changes `name` by (morale, food), as the content says."""
    return sum(e.value for e in g.c.crises[crisis].fail if e.name == name)


def _crisis_round(players=4, exiled=(), good=0, bad=0, crisis="wasting-sickness"):
    """wasting-sickness: prevented by medicine or food; fail: loses morale (RULES.md "Balance")."""
    g = scene(players=players)
    lineup(g, {g.s.first: ["theo-nakamura"]})
    for seat in exiled:
        g.s.players[seat].exiled = True
    cards = cards_of_type(g, "medicine", good) + cards_of_type(g, "junk", bad)
    set_crisis(g, crisis, *cards)
    morale = g.s.morale
    finish_round(g)
    return g, g.s.morale - morale, cards


def test_crisis_fails_below_the_number_of_players():
    """§4.4.3: 3 matching cards with 4 players: the fail effect (lose morale) applies."""
    g, delta, _ = _crisis_round(good=3)
    assert delta == fail_effect(g, "wasting-sickness", "morale") < 0


def test_crisis_prevented_at_exactly_the_number_of_players():
    """§4.4.3: total 4 with 4 players: prevented, no morale change."""
    g, delta, _ = _crisis_round(good=4)
    assert delta == 0


def test_crisis_other_cards_count_minus_one():
    """§4.4.3: −1 for each card not of a prevention type: 5 − 2 = 3 < 4, fails."""
    g, delta, _ = _crisis_round(good=5, bad=2)
    assert delta == fail_effect(g, "wasting-sickness", "morale") < 0


def test_crisis_either_prevention_type_counts():
    """§4.4.3: a crisis with two types: food and medicine both count +1."""
    g = scene()
    lineup(g, {g.s.first: ["theo-nakamura"]})
    set_crisis(g, "wasting-sickness", *cards_of_type(g, "medicine", 2), *cards_of_type(g, "food", 2, skip=20))
    morale = g.s.morale
    finish_round(g)
    assert g.s.morale == morale


def test_crisis_prevented_by_two_extra_gains_one_morale():
    """§4.4.3: total ≥ players + 2 (6 with 4 players) gains 1 morale."""
    g, delta, _ = _crisis_round(good=6)
    assert delta == 1


def test_crisis_prevented_by_one_extra_gains_nothing():
    """§4.4.3: total 5 with 4 players: prevented, no bonus; 7 − 1 = 6 gains the bonus."""
    assert _crisis_round(good=5)[1] == 0
    assert _crisis_round(good=6, bad=1)[1] == 0
    assert _crisis_round(good=7, bad=1)[1] == 1


def test_crisis_threshold_counts_only_non_exiled_players():
    """§4.4.3: the threshold is the number of non-exiled players (4 − 1 exiled = 3)."""
    g, delta, _ = _crisis_round(exiled=(1,), good=3)
    assert delta == 0


def test_crisis_with_no_cards_fails():
    """§4.4.3: nothing added: total 0 < players, the fail effect applies (lose food)."""
    g = scene()
    lineup(g, {g.s.first: ["theo-nakamura"]})  # eats 1
    set_crisis(g, "mould-in-the-cellar")
    g.s.food = 5
    finish_round(g)
    assert g.s.food == 5 - 1 + fail_effect(g, "mould-in-the-cellar", "food") < 4


def test_crisis_cards_leave_the_game():
    """§4.4.3: all added cards leave the game (not the waste)."""
    g, _, cards = _crisis_round(good=3, bad=1)
    assert set(cards) <= set(g.s.items_gone)
    assert g.s.waste == [] and g.s.crisis_cards == []


def test_crisis_cards_added_during_a_turn_are_scored():
    """§4.2 add to crisis + §4.4.3: cards added during turns are what the crisis counts."""
    g = scene(players=2)
    lineup(g, {g.s.first: ["theo-nakamura"]})
    g.s.crisis = "wasting-sickness"
    g.s.crisis_cards = []
    meds = cards_of_type(g, "medicine", 4)
    g.s.players[g.s.first].hand = list(meds)
    g._legal = None
    for c in meds:
        g.apply(AddToCrisis(c))
    morale = g.s.morale
    finish_round(g)
    assert g.s.morale == morale + 1  # 4 ≥ 2 + 2


# --- §4.4.4 zombies ---------------------------------------------------------------------------

def test_colony_draws_one_zombie_per_two_occupants_rounded_up():
    """§4.4.4: 3 survivors + 2 helpless in the colony → 3 zombies, at entrances 1, 2, 3."""
    g = scene()
    f = g.s.first
    lineup(g, {f: ["theo-nakamura", "aiko-brennan"], (f + 1) % 4: ["nils-aaltonen"]})
    g.s.helpless = 2
    prevent_crisis(g)
    finish_round(g)
    assert g.s.places[COLONY].zombies == [1, 1, 1, 0, 0, 0]
    assert all(g.s.places[p].zombies == [0] for p in LOCATIONS)


def test_each_location_draws_one_zombie_per_survivor_there():
    """§4.4.4: every other location: 1 zombie per survivor there (2 at the school, 1 at the
    precinct house); 1 survivor in the colony draws 1."""
    g = scene()
    f = g.s.first
    lineup(g, {f: ["theo-nakamura", "aiko-brennan"], (f + 1) % 4: ["dolores-quintero", "nils-aaltonen"]})
    at(g, "school", "theo-nakamura", "dolores-quintero")
    at(g, "police", "aiko-brennan")
    prevent_crisis(g)
    finish_round(g)
    z = {p: sum(pl.zombies) for p, pl in g.s.places.items()}
    assert z == {COLONY: 1, "police": 1, "grocery": 0, "school": 2, "library": 0, "hospital": 0, "gas": 0}


def test_noise_tokens_add_a_zombie_on_one_to_three_and_are_removed():
    """§4.4.4: each noise token is removed with a d6 roll; 1–3 adds a zombie there.
    Locations in board order: police 3 tokens (1, 4, 3), school 1 token (6)."""
    g = scene()
    lineup(g, {g.s.first: ["theo-nakamura"]})
    g.s.places["police"].noise = 3
    g.s.places["school"].noise = 1
    prevent_crisis(g)
    finish_round(g, 1, 4, 3, 6)
    assert g.s.places["police"].zombies == [2]
    assert g.s.places["school"].zombies == [0]
    assert all(pl.noise == 0 for pl in g.s.places.values())


def test_survivor_zombies_come_before_noise_zombies():
    """§4.4.4: survivors' zombies first, then noise; at a full location the noise zombie
    overruns it (3 spaces: 2 there, +1 for the survivor, +1 noise → overrun)."""
    g = scene()
    f = g.s.first
    lineup(g, {f: ["theo-nakamura", "aiko-brennan"]})
    at(g, "police", "theo-nakamura")
    g.s.places["police"].zombies = [2]
    g.s.places["police"].noise = 1
    prevent_crisis(g)
    morale = g.s.morale
    finish_round(g, 2)
    assert g.s.places["police"].zombies == [3]
    assert "theo-nakamura" not in g.s.survivors
    assert g.s.morale == morale - 1


# --- §4.4.5–7 objective, round marker, first player -----------------------------------------------

def test_completed_main_objective_ends_the_game_before_the_round_marker_moves():
    """§4.4.5: the main objective is checked; if completed the game ends at once
    (round marker and first player stay)."""
    g = scene()
    f = g.s.first
    lineup(g, {f: ["theo-nakamura"]})
    side = g.c.mains[MAIN].normal
    g.s.round = next((cond.min for cond in side.goal if cond.count == "round"), 1)  # from its round on
    goal = {cond.type: cond.min * 4 for cond in side.goal if cond.count == "delivered"}  # per player, 4 players
    g.s.delivered = cards_of_type(g, "fuel", goal["fuel"]) + cards_of_type(g, "medicine", goal["medicine"])
    prevent_crisis(g)
    rounds = g.s.rounds_left
    finish_round(g)
    assert g.s.phase == "over" and g.s.ended_by == "objective"
    assert g.s.rounds_left == rounds and g.s.first == f
    assert g.s.places[COLONY].zombies == [1, 0, 0, 0, 0, 0]  # step 4 ran before step 5


def test_objective_is_checked_after_food_is_paid():
    """§4.4 order: food (step 1) before the objective (step 5). Full larder needs N food per
    player (from its round on): N·4 + 1 food − 1 eaten wins; N·4 + 1 − 2 does not."""
    goal = {cond.count: cond.min for cond in default_content().mains["full-larder"].normal.goal}
    need = goal["food"] * 4
    g = scene(main="full-larder")
    g.s.round = goal.get("round", 1)
    lineup(g, {g.s.first: ["theo-nakamura", "aiko-brennan"]})
    prevent_crisis(g)
    g.s.food = need + 1
    finish_round(g)
    assert g.s.ended_by == "objective"

    g = scene(main="full-larder")
    g.s.round = goal.get("round", 1)
    lineup(g, {g.s.first: ["theo-nakamura", "aiko-brennan", "nils-aaltonen"]})
    prevent_crisis(g)
    g.s.food = need + 1
    finish_round(g)
    assert g.s.phase == "turns" and g.s.food == need - 1


def test_objective_is_checked_after_zombies_are_added():
    """§4.4 order: zombies (step 4) before the objective (step 5). Sweep the streets needs
    N clear locations (from its round on): survivors at 6 − N locations draw zombies there and
    leave N clear; at 6 − N + 1 locations only N − 1 are left."""
    goal = {cond.count: cond.min for cond in default_content().mains["sweep-the-streets"].normal.goal}
    busy = 6 - goal["clear-locations"]
    group = ["theo-nakamura", "aiko-brennan", "fatima-zahedi", "jules-marchand", "nils-aaltonen", "margarethe-holm"]
    places = ("police", "school", "library", "hospital", "gas", "grocery")
    g = scene(main="sweep-the-streets")
    g.s.round = goal.get("round", 1)
    f = g.s.first
    lineup(g, {f: group[:busy + 1]})
    for sid, place in zip(group[:busy], places[:busy], strict=True):
        at(g, place, sid)
    prevent_crisis(g)
    finish_round(g)
    assert g.s.ended_by == "objective"

    g = scene(main="sweep-the-streets")
    g.s.round = goal.get("round", 1)
    lineup(g, {f: group[:busy + 1]})
    for sid, place in zip(group[:busy + 1], places[:busy + 1], strict=True):
        at(g, place, sid)
    prevent_crisis(g)
    finish_round(g)
    assert g.s.phase == "turns"


def test_round_marker_moves_down_one():
    """§4.4.6: the round marker moves down 1; the next round begins."""
    g = scene()
    lineup(g, {g.s.first: ["theo-nakamura"]})
    prevent_crisis(g)
    g.s.rounds_left = 6
    finish_round(g)
    assert (g.s.rounds_left, g.s.round, g.s.phase) == (5, 2, "turns")


def test_round_marker_at_zero_ends_the_game():
    """§4.4.6 / §1: at 0 the game ends, the main objective counts as not completed."""
    g = scene()
    lineup(g, {g.s.first: ["theo-nakamura"]})
    prevent_crisis(g)
    g.s.rounds_left = 1
    finish_round(g)
    assert (g.s.rounds_left, g.s.phase, g.s.ended_by) == (0, "over", "rounds")


def test_first_player_token_passes_to_the_right():
    """§4.4.7: the first player token passes right (seat − 1); the next round starts there."""
    g = scene()
    f = g.s.first
    lineup(g, {f: ["theo-nakamura"]})
    prevent_crisis(g)
    finish_round(g)
    assert g.s.first == (f - 1) % 4
    assert g.s.active == (f - 1) % 4
    assert g.s.turn_order == [(f - 1 + i) % 4 for i in range(4)]


def test_colony_phase_runs_in_order_and_stops_when_morale_hits_zero():
    """§4.4 order + §1: starvation (−1), waste (−1), then the failed crisis takes the rest of
    the morale: the game ends there, so no zombies are added and the round marker stays."""
    g = scene()
    lineup(g, {g.s.first: ["theo-nakamura", "aiko-brennan"]})
    g.s.morale = 2 - fail_effect(g, "wasting-sickness", "morale")
    g.s.food = 0
    g.s.waste = [take(g, c) for c in list(g.c.decks["hospital"])[:10]]
    set_crisis(g, "wasting-sickness")
    rounds = g.s.rounds_left
    finish_round(g)
    assert (g.s.morale, g.s.phase, g.s.ended_by) == (0, "over", "morale")
    assert g.s.starvation == 1
    assert g.s.places[COLONY].zombies == [0] * 6
    assert g.s.rounds_left == rounds


def test_morale_never_drops_below_zero():
    """§1: morale reaching 0 ends the game at once (and stays 0)."""
    g = scene()
    lineup(g, {g.s.first: ["theo-nakamura"]})
    g.s.morale = 1
    set_crisis(g, "wasting-sickness")
    finish_round(g)
    assert (g.s.morale, g.s.ended_by) == (0, "morale")


# --- §4.5 placing zombies --------------------------------------------------------------------

def test_seventh_colony_zombie_goes_to_entrance_one():
    """§4.5: colony zombies go to entrances 1, 2, … 6, then 1 again (13 helpless → 7 zombies)."""
    g = scene()
    lineup(g, {g.s.first: []})
    g.s.helpless = 13
    prevent_crisis(g)
    finish_round(g)
    assert g.s.places[COLONY].zombies == [2, 1, 1, 1, 1, 1]


def test_colony_placement_starts_at_entrance_one_every_colony_phase():
    """§4.5 (rulebook: "항상첫번째좀비를출입구 1"): each colony phase's zombies start again at
    entrance 1: 2 zombies in round 1 (entrances 1, 2), 2 in round 2 (entrances 1, 2 again)."""
    g = scene()
    f = g.s.first
    lineup(g, {f: ["theo-nakamura"]})
    g.s.helpless = 3
    prevent_crisis(g)
    finish_round(g)
    assert g.s.places[COLONY].zombies == [1, 1, 0, 0, 0, 0]
    prevent_crisis(g)
    finish_round(g)
    assert g.s.places[COLONY].zombies == [2, 2, 0, 0, 0, 0]


def test_barricade_absorbs_a_zombie_at_a_full_entrance():
    """§4.5: the target entrance has no empty space but a barricade: both are removed."""
    g = scene()
    lineup(g, {g.s.first: ["theo-nakamura"]})
    g.s.places[COLONY].zombies = [2, 0, 0, 0, 0, 0]
    g.s.places[COLONY].barricades = [1, 0, 0, 0, 0, 0]
    prevent_crisis(g)
    morale = g.s.morale
    finish_round(g)
    assert g.s.places[COLONY].zombies == [2, 0, 0, 0, 0, 0]
    assert g.s.places[COLONY].barricades == [0] * 6
    assert "theo-nakamura" in g.s.survivors and g.s.morale == morale


def test_barricade_stays_when_the_entrance_has_room():
    """§4.5: a barricade is only used up when the entrance has no empty space."""
    g = scene()
    lineup(g, {g.s.first: ["theo-nakamura"]})
    g.s.places[COLONY].zombies = [1, 0, 0, 0, 0, 0]
    g.s.places[COLONY].barricades = [1, 0, 0, 0, 0, 0]
    prevent_crisis(g)
    finish_round(g)
    assert g.s.places[COLONY].zombies == [2, 0, 0, 0, 0, 0]
    assert g.s.places[COLONY].barricades == [1, 0, 0, 0, 0, 0]


def test_overrun_kills_the_lowest_influence_survivor_there():
    """§4.5: an overrun entrance: the zombie is removed and the lowest-influence survivor
    in the colony dies (Dolores 23, of another seat), costing 1 morale."""
    g = scene()
    f = g.s.first
    lineup(g, {f: ["theo-nakamura", "aiko-brennan"], (f + 1) % 4: ["dolores-quintero", "kwame-asante"]})
    at(g, "police", "kwame-asante")  # the lowest influence of all (9), but not in the colony
    g.s.places[COLONY].zombies = [3, 0, 0, 0, 0, 0]
    prevent_crisis(g)
    morale = g.s.morale
    finish_round(g)
    # colony: 3 survivors → 2 zombies: entrance 1 is overrun, entrance 2 gets one
    assert g.s.places[COLONY].zombies == [3, 1, 0, 0, 0, 0]
    assert "dolores-quintero" not in g.s.survivors
    assert {"theo-nakamura", "aiko-brennan", "kwame-asante"} <= set(g.s.survivors)
    assert g.s.morale == morale - 1


def test_overrun_takes_a_survivor_before_a_helpless_one():
    """§4.5: a helpless survivor dies only if no other survivor is there."""
    g = scene()
    lineup(g, {g.s.first: ["theo-nakamura"]})
    g.s.helpless = 1
    g.s.places[COLONY].zombies = [3, 0, 0, 0, 0, 0]
    prevent_crisis(g)
    morale = g.s.morale
    finish_round(g)
    assert "theo-nakamura" not in g.s.survivors  # and the player draws a new leader (§5)
    assert g.s.helpless == 1
    assert g.s.morale == morale - 1


def test_overrun_with_only_helpless_survivors_kills_one_helpless():
    """§4.5: with no survivor in the colony, an overrun kills a helpless survivor (−1 morale)."""
    g = scene()
    f = g.s.first
    lineup(g, {f: ["theo-nakamura"]})
    at(g, "school", "theo-nakamura")
    g.s.helpless = 2
    g.s.places[COLONY].zombies = [3, 0, 0, 0, 0, 0]
    prevent_crisis(g)
    morale = g.s.morale
    finish_round(g)
    assert g.s.helpless == 1
    assert g.s.places[COLONY].zombies == [3, 0, 0, 0, 0, 0]
    assert g.s.morale == morale - 1
    assert "theo-nakamura" in g.s.survivors


def test_overrun_of_an_empty_place_does_nothing_more():
    """§4.5: an overrun where nobody is: the zombie is removed, nothing else happens
    (a crisis adds 2 colony zombies; entrance 1 is full, 2 has room)."""
    g = scene()
    lineup(g, {g.s.first: ["theo-nakamura"]})
    at(g, "school", "theo-nakamura")
    g.s.places[COLONY].zombies = [3, 0, 0, 0, 0, 0]
    g.s.places["school"].zombies = [0]
    set_crisis(g, "dead-generator")  # fail: 2 zombies at the colony (RULES.md "Balance")
    morale = g.s.morale
    finish_round(g)
    assert g.s.places[COLONY].zombies == [3, 1, 0, 0, 0, 0]
    assert g.s.morale == morale + fail_effect(g, "dead-generator", "morale")  # the crisis only
    assert "theo-nakamura" in g.s.survivors


def test_every_location_zombie_goes_to_its_one_entrance_and_overruns_there():
    """§4.5: a location has one entrance: zombies fill its spaces (school: 4), then overrun it,
    killing the lowest-influence survivor there (Kwame 9), not one elsewhere."""
    g = scene()
    f = g.s.first
    lineup(g, {f: ["theo-nakamura", "aiko-brennan"], (f + 1) % 4: ["kwame-asante", "dolores-quintero"]})
    at(g, "school", "theo-nakamura", "aiko-brennan", "kwame-asante")
    g.s.places["school"].zombies = [2]
    prevent_crisis(g)
    morale = g.s.morale
    finish_round(g)
    # 3 survivors at the school: 2 zombies fill it, the 3rd overruns it
    assert g.s.places["school"].zombies == [4]
    assert "kwame-asante" not in g.s.survivors
    assert {"theo-nakamura", "aiko-brennan", "dolores-quintero"} <= set(g.s.survivors)
    assert g.s.morale == morale - 1
