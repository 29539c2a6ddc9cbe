"""Scenario tests, clause by clause: survivors coming and going (winter.md §5),
crossroads (§6), voting and exile (§7), variants (§9) and the win evaluation (§1, §10).

Every test starts a seeded game past the draft, puts seat 0 on turn (seat 1 is on
its left, seat 3 on its right), sets the board by hand and scripts the dice.
"""

import copy
import dataclasses

import pytest
from winter_kit import MAIN, card_of, dice, game, group, hand, lift, script, table, take

from game.core.rng import Rng
from game.winter.rules import Config, board, new_game
from game.winter.rules import setup as setup_mod
from game.winter.rules.actions import (
    AddToCrisis,
    BiteChoice,
    CallExile,
    Choose,
    Deliver,
    EndTurn,
    FoodBoost,
    Lead,
    Move,
    PlayCard,
    Relocate,
    SpendFood,
    UseAbility,
    Vote,
)
from game.winter.rules.content import LOCATIONS, Effect, default_content
from game.winter.rules.effects import Ctx, apply_all
from game.winter.rules.state import COLONY
from game.winter.rules.view import HIDDEN

# --- building situations -------------------------------------------------------

def deck_top(g, *sids):
    for sid in reversed(sids):
        lift(g, sid)
        g.s.survivor_deck.insert(0, sid)


def legal(g):
    g._legal = None
    return g.legal_actions()


def effect(name, value, **kw):
    return Effect(name, value, **kw)


def end_round(g, crisis="wasting-sickness"):
    """End every turn of this round with no other action; the crisis fails (morale -2)."""
    g.s.crisis = crisis
    start = g.s.round
    while g.s.round == start and g.s.phase != "over":
        assert not g.s.pending, g.s.pending
        g.apply(EndTurn())


def vote_all(g, *yes):
    """Cast the votes in the order the engine asks for them."""
    for y in yes:
        assert g.s.pending and g.s.pending[0].kind == "vote"
        g.apply(Vote(y))


# === §5 Survivors coming and going =============================================

def test_new_survivor_joins_followers_in_the_colony_and_brings_no_die_until_the_next_roll():
    """§5: a new survivor joins the player's followers and starts in the colony; it can
    act this turn but brings no die until the next dice roll."""
    g = game()
    table(g)
    all_in_colony = 8
    deck_top(g, "dolores-quintero")
    knock = card_of(g, "knock-at-the-door")
    hand(g, 0, knock)
    dice(g, 0, 4, 4, 2)
    g.apply(PlayCard(knock, None))
    p = g.s.players[0]
    assert p.survivors == ["theo-nakamura", "kwame-asante", "dolores-quintero"]
    assert p.leader == "theo-nakamura"
    assert g.s.survivors["dolores-quintero"].location == COLONY
    assert g.s.survivor_deck[0] != "dolores-quintero" and "dolores-quintero" not in g.s.survivor_deck
    assert p.unused == [4, 4, 2]
    assert Move("dolores-quintero", "school") in legal(g)
    # the next roll counts it: 1 + 3 survivors
    g.s.food = (all_in_colony + 1 + 1) // 2  # 9 in the colony eat 5; the larder stays short of its goal
    end_round(g)
    assert g.s.round == 2
    assert len(p.unused) == 4
    assert len(g.s.players[1].unused) == 3


def test_no_room_in_the_colony_means_recruit_and_helpless_cards_cannot_be_played():
    """§5: with no empty occupant space in the colony, effects that add survivors
    (helpless included) cannot be used."""
    g = game()
    table(g)
    knock, child = card_of(g, "knock-at-the-door"), card_of(g, "child-in-the-coatroom")
    hand(g, 0, knock, child)
    g.s.helpless = 30 - 8  # 8 survivors + 22 helpless fill the 30 spaces
    acts = legal(g)
    assert PlayCard(knock, None) not in acts
    assert PlayCard(child, None) not in acts
    assert AddToCrisis(knock) in acts and AddToCrisis(child) in acts
    g.s.helpless -= 1
    acts = legal(g)
    assert PlayCard(knock, None) in acts
    assert PlayCard(child, None) in acts


def test_ability_adding_helpless_is_not_offered_without_room():
    """§5: an ability that adds helpless survivors cannot be used with the colony full."""
    g = game()
    table(g)
    group(g, 0, ("harriet-okafor", "school"))
    dice(g, 0, 5)
    g.s.helpless = 30 - 6  # the 6 other survivors are in the colony
    assert not [a for a in legal(g) if isinstance(a, UseAbility)]
    g.s.helpless -= 1
    assert UseAbility("harriet-okafor", 5, None) in legal(g)


def test_death_by_a_third_wound_costs_one_morale_and_the_card_leaves_the_game():
    """§5 / §4.3: a survivor with 3 wounds dies: removed, morale -1, its card leaves the game."""
    g = game()
    table(g)
    g.s.survivors["kwame-asante"].wounds = 2
    apply_all(g, [effect("wound", 1)], Ctx(0, "kwame-asante"))
    assert "kwame-asante" not in g.s.survivors
    assert g.s.players[0].survivors == ["theo-nakamura"]
    assert g.s.survivors_gone[-1] == "kwame-asante"
    assert "kwame-asante" not in g.s.survivor_deck
    assert g.s.morale == 5


def test_death_in_the_colony_sends_equipped_items_to_the_hand():
    """§5: its equipped items go to its player's hand if it died in the colony."""
    g = game()
    table(g)
    axe = take(g, card_of(g, "fire-axe"))
    g.s.survivors["kwame-asante"].equipped.append(axe)
    before = list(g.s.players[0].hand)
    apply_all(g, [effect("kill", 1)], Ctx(0, "kwame-asante"))
    assert g.s.players[0].hand == before + [axe]
    assert axe not in g.s.places["colony"].deck and axe not in g.s.waste


def test_death_elsewhere_shuffles_equipped_items_into_that_location_deck():
    """§5: ... else the equipped items are shuffled into that location's deck."""
    g = game()
    table(g)
    g.s.survivors["kwame-asante"].location = "police"
    bar = take(g, card_of(g, "crowbar"))
    g.s.survivors["kwame-asante"].equipped.append(bar)
    before_hand = list(g.s.players[0].hand)
    before = len(g.s.places["police"].deck)
    apply_all(g, [effect("kill", 1)], Ctx(0, "kwame-asante"))
    assert bar in g.s.places["police"].deck
    assert len(g.s.places["police"].deck) == before + 1
    assert g.s.players[0].hand == before_hand
    assert g.s.morale == 5


def test_dead_leader_is_replaced_by_a_follower_the_player_chooses():
    """§5 (rulebook: "자신의추종자대열에서한생존자를선택해서그룹지도자로지정"): the player picks
    the new leader among the followers; until then the most influential one leads."""
    g = game()
    table(g)
    group(g, 0, "howard-kim", "theo-nakamura", "aiko-brennan")  # 5 leads; 33, 44 follow
    apply_all(g, [effect("kill", 1, who="leader")], Ctx(0, "theo-nakamura"))
    p = g.s.players[0]
    assert p.survivors == ["theo-nakamura", "aiko-brennan"]
    assert p.leader == "aiko-brennan"
    assert g.s.morale == 5
    assert (g.s.pending[0].kind, g.s.pending[0].seat) == ("leader", 0)
    assert set(legal(g)) == {Lead("theo-nakamura"), Lead("aiko-brennan")}
    g.apply(Lead("theo-nakamura"))
    assert p.leader == "theo-nakamura" and not g.s.pending


def test_losing_the_last_survivor_loses_the_hand_and_draws_a_new_leader():
    """§5: a player who loses their last survivor: the whole hand leaves the game and they
    draw a new survivor who becomes their leader (in the colony)."""
    g = game()
    table(g)
    group(g, 0, "theo-nakamura")
    deck_top(g, "dolores-quintero")
    p = g.s.players[0]
    cards = list(p.hand)
    assert len(cards) == 5
    apply_all(g, [effect("kill", 1)], Ctx(0, "theo-nakamura"))
    assert p.hand == []
    assert g.s.items_gone[-5:] == cards
    assert cards[0] not in g.s.waste
    assert p.survivors == ["dolores-quintero"] and p.leader == "dolores-quintero"
    assert g.s.survivors["dolores-quintero"].location == COLONY
    assert "dolores-quintero" not in g.s.survivor_deck
    assert g.s.morale == 5
    assert not p.out


def test_a_helpless_survivor_that_dies_costs_one_morale():
    """§5: a helpless survivor that dies: remove the token, lose 1 morale (§4.5: an overrun
    takes a helpless survivor only if no other survivor is in the colony)."""
    g = game()
    table(g)
    for sv, place in zip(g.s.survivors.values(), ["police", "police", "school", "school", "library", "library",
                                                  "hospital", "hospital"]):
        sv.location = place
    g.s.helpless = 2
    colony = g.s.places[COLONY]
    colony.zombies = [3, 0, 0, 0, 0, 0]
    colony.barricades = [0] * 6
    apply_all(g, [effect("zombies", 1, at="colony")], Ctx(None))
    assert g.s.helpless == 1
    assert g.s.morale == 5
    assert colony.zombies == [3, 0, 0, 0, 0, 0]
    assert len(g.s.survivors) == 8


def test_overrun_kills_a_survivor_before_a_helpless_one():
    """§4.5 with §5: the lowest-influence survivor in the colony dies, not a helpless one."""
    g = game()
    table(g)
    g.s.helpless = 2
    g.s.places[COLONY].zombies = [3, 0, 0, 0, 0, 0]
    apply_all(g, [effect("zombies", 1, at="colony")], Ctx(None))
    assert "howard-kim" not in g.s.survivors  # influence 5, the lowest
    assert g.s.helpless == 2
    assert g.s.morale == 5


def test_a_removed_survivor_costs_no_morale():
    """§5: a survivor removed by a card is not a death: no morale loss."""
    g = game()
    table(g)
    apply_all(g, [effect("remove", 1)], Ctx(0, "kwame-asante"))
    assert "kwame-asante" not in g.s.survivors
    assert g.s.survivors_gone[-1] == "kwame-asante"
    assert g.s.morale == 6


def test_a_survivor_removing_itself_by_ability_gains_only_the_card_morale():
    """§5: the Chaplain's ability removes him (no death) and gains the card's 1 morale."""
    g = game()
    table(g)
    group(g, 0, "theo-nakamura", "isaiah-mwangi")
    g.apply(UseAbility("isaiah-mwangi", None, None))
    assert "isaiah-mwangi" not in g.s.survivors
    assert g.s.morale == 7


# === §6 Crossroads ===============================================================

def test_the_crossroads_card_is_drawn_by_the_player_on_the_right_and_kept_hidden():
    """§4.1 / §6: at the start of a turn the player on the active player's right draws
    a crossroads card and keeps it hidden."""
    g = game()
    table(g)
    g.s.crossroads_deck = ["a-bus-in-the-drift", "a-black-ice-ramp"]
    g.apply(EndTurn())
    assert g.s.active == 1
    assert g.s.crossroads_held == (0, "a-bus-in-the-drift")
    assert g.view(0).crossroads_held == (0, "a-bus-in-the-drift")
    assert g.view(1).crossroads_held == (0, HIDDEN)
    assert g.view(2).crossroads_held == (0, HIDDEN)
    assert g.view(1).crossroads_deck == [HIDDEN]


def test_an_untriggered_card_goes_to_the_bottom_of_the_deck_at_the_end_of_the_turn():
    """§6: untriggered, the card goes to the bottom of the deck at the end of the turn."""
    g = game()
    table(g)
    g.s.crossroads_deck = ["a-bus-in-the-drift", "a-black-ice-ramp", "a-stalled-plow"]
    g.apply(EndTurn())
    assert g.s.crossroads_deck == ["a-black-ice-ramp", "a-stalled-plow"]
    g.apply(EndTurn())
    assert g.s.crossroads_held == (1, "a-black-ice-ramp")
    assert g.s.crossroads_deck == ["a-stalled-plow", "a-bus-in-the-drift"]
    assert "a-bus-in-the-drift" not in g.s.crossroads_gone


def test_a_move_to_the_named_location_reveals_the_card_and_the_active_player_picks():
    """§6: when the trigger happens (after the action resolves) the card is revealed and
    the active player picks one option, applied at once; the card leaves the game."""
    g = game()
    table(g)
    g.s.crossroads_held = (3, "a-bus-in-the-drift")  # move to the school
    script(g, "blank", "blank")
    g.apply(Move("kwame-asante", "police"))
    assert g.s.crossroads_held == (3, "a-bus-in-the-drift")
    assert not g.s.pending
    g.apply(Move("theo-nakamura", "school"))
    assert g.s.crossroads_held is None
    d = g.s.pending[0]
    assert (d.kind, d.seat, d.data["card"], d.data["actor"]) == ("crossroads", 0, "a-bus-in-the-drift", "theo-nakamura")
    assert g.current_player() == 0
    assert g.legal_actions() == [Choose(0), Choose(1)]
    top = g.s.places["school"].deck[0]
    noise = g.s.places["school"].noise
    g.apply(Choose(0))  # make 1 noise here, take the top card of the school deck
    assert g.s.places["school"].noise == noise + 1
    assert g.s.players[0].hand[-1] == top
    assert g.s.crossroads_gone == ["a-bus-in-the-drift"]
    assert "a-bus-in-the-drift" not in g.s.crossroads_deck
    assert not g.s.pending


@pytest.mark.parametrize("food, options", [(0, [1]), (1, [0, 1])])
def test_an_option_whose_requirements_fail_is_not_offered(food, options):
    """§6: an option that cannot be met cannot be picked ('Salt the ramp' needs 1 food)."""
    g = game()
    table(g)
    g.s.food = food
    g.s.crossroads_held = (3, "a-black-ice-ramp")
    script(g, "blank")
    g.apply(Move("theo-nakamura", "hospital"))
    assert g.s.pending[0].data["options"] == options
    assert g.legal_actions() == [Choose(i) for i in options]


def test_a_card_with_no_option_that_can_be_met_leaves_the_game():
    """RULES.md §6: with no pickable option the card leaves the game with no effect."""
    g = game()
    table(g)
    c = copy.copy(default_content())
    c.crossroads = dict(c.crossroads)
    base = c.crossroads["a-black-ice-ramp"]
    opts = tuple(dataclasses.replace(o, requires=base.options[0].requires) for o in base.options)
    c.crossroads["t-blocked"] = dataclasses.replace(base, id="t-blocked", options=opts)
    g.c = c
    g.s.food = 0
    g.s.crossroads_held = (3, "t-blocked")
    script(g, "blank")
    g.apply(Move("theo-nakamura", "hospital"))
    assert not g.s.pending
    assert g.s.crossroads_held is None
    assert g.s.crossroads_gone == ["t-blocked"]
    assert g.s.food == 0


def test_the_trigger_waits_until_the_action_has_fully_resolved():
    """§6 / RULES.md: triggers on an action are checked after the action resolves, bite
    spread included."""
    g = game()
    table(g)
    g.s.survivors["jolene-marchetti"].location = "school"  # seat 1, influence 19
    g.s.crossroads_held = (3, "a-bus-in-the-drift")
    script(g, "bite")
    g.apply(Move("kwame-asante", "school"))
    assert "kwame-asante" not in g.s.survivors
    d = g.s.pending[0]
    assert (d.kind, d.seat, d.data["survivor"]) == ("bite", 1, "jolene-marchetti")
    assert g.s.crossroads_held == (3, "a-bus-in-the-drift")
    g.apply(BiteChoice(True))
    assert "jolene-marchetti" not in g.s.survivors
    assert g.s.morale == 4
    d = g.s.pending[0]
    assert (d.kind, d.seat, d.data["card"]) == ("crossroads", 0, "a-bus-in-the-drift")


def test_a_vote_option_calls_a_vote_of_all_non_exiled_players():
    """§6: some options call a vote of all non-exiled players (§7: majority, secret)."""
    g = game()
    table(g)
    g.s.players[2].exiled = True
    g.s.survivors["otis-wainwright"].location = "gas"
    g.s.survivors["bianca-ferreira"].location = "gas"
    g.s.survivors["theo-nakamura"].location = "police"
    g.s.crossroads_held = (3, "a-stranger-at-the-gate")  # move to the colony; a vote
    deck_top(g, "dolores-quintero")
    script(g, "blank")
    g.apply(Move("theo-nakamura", COLONY))
    assert g.legal_actions() == [Choose(0)]
    g.apply(Choose(0))
    d = g.s.pending[0]
    assert d.kind == "vote" and d.data["voters"] == [0, 1, 3]
    seen = []
    for yes in (True, True, False):
        seen.append(g.current_player())
        g.apply(Vote(yes))
    assert seen == [0, 1, 3]
    assert g.s.players[0].survivors == ["theo-nakamura", "kwame-asante", "dolores-quintero"]
    assert g.s.food == 1


def test_a_turn_start_trigger_fires_at_the_start_of_the_turn():
    """§6 / RULES.md: a turn-start card triggers as the turn begins (after frostbite);
    the active player picks; the actor is their leader."""
    g = game()
    table(g)
    g.s.crossroads_deck = ["b-first-night-inside"]  # turn-start, round 1 or less
    g.apply(EndTurn())
    d = g.s.pending[0]
    assert (d.kind, d.seat, d.data["card"], d.data["actor"]) == ("crossroads", 1, "b-first-night-inside",
                                                                 "aiko-brennan")
    assert g.s.crossroads_held is None
    g.apply(Choose(0))  # 1 barricade at the actor's location
    assert g.s.places[COLONY].barricades == [1, 0, 0, 0, 0, 0]


def test_a_trigger_whose_condition_fails_does_not_fire():
    """§6: the trigger's 'if' conditions must hold ('round' max 1 fails in round 2)."""
    g = game()
    table(g)
    g.s.round = 2
    g.s.crossroads_deck = ["b-first-night-inside"]
    g.apply(EndTurn())
    assert not g.s.pending
    assert g.s.crossroads_held == (0, "b-first-night-inside")


# === §7 Voting and exile ============================================================

def test_votes_are_secret_until_all_are_cast():
    """§7: votes are simultaneous and secret until revealed."""
    g = game()
    table(g)
    g.apply(CallExile(2))
    assert g.current_player() == 0
    g.apply(Vote(True))
    assert g.current_player() == 1
    assert g.view(1).pending[0].data["votes"] == {0: None}
    assert g.view(0).pending[0].data["votes"] == {0: True}
    g.apply(Vote(False))
    assert g.view(2).pending[0].data["votes"] == {0: None, 1: None}
    assert g.view(1).pending[0].data["votes"] == {0: None, 1: False}
    g.apply(Vote(True))
    events = g.apply(Vote(False))
    result = next(e for e in events if e.kind == "vote-result")
    assert result.data["votes"] == {"0": True, "1": False, "2": True, "3": False}


def test_a_majority_of_up_votes_exiles_the_named_player():
    """§7: a majority of up votes exiles the named player."""
    g = game()
    table(g)
    g.apply(CallExile(2))
    vote_all(g, False, True, True, True)
    assert g.s.players[2].exiled
    assert [p.exiled for p in g.s.players] == [False, False, True, False]


def test_a_minority_does_not_exile():
    """§7: without a majority of up votes nobody is exiled."""
    g = game()
    table(g)
    g.apply(CallExile(2))
    vote_all(g, True, False, False, False)
    assert not any(p.exiled for p in g.s.players)


@pytest.mark.parametrize("first, votes, exiled", [
    (0, {0: True, 1: True, 2: False, 3: False}, True),
    (0, {0: False, 1: True, 2: True, 3: False}, False),
    (1, {1: True, 2: False, 3: False, 0: True}, True),
    (1, {1: False, 2: True, 3: True, 0: False}, False),
])
def test_a_tie_is_broken_by_the_first_players_vote(first, votes, exiled):
    """§7: a tie is decided by the first player's vote."""
    g = game()
    table(g)
    g.s.first = first
    g.apply(CallExile(2))
    assert g.s.pending[0].data["voters"] == list(votes)
    for seat, yes in votes.items():
        assert g.current_player() == seat
        g.apply(Vote(yes))
    assert g.s.players[2].exiled is exiled


def test_no_vote_on_yourself_and_at_most_one_call_per_turn():
    """§7 / §4.2: you cannot call a vote on yourself; at most one exile vote per turn."""
    g = game()
    table(g)
    calls = [a for a in legal(g) if isinstance(a, CallExile)]
    assert calls == [CallExile(1), CallExile(2), CallExile(3)]
    g.apply(CallExile(3))
    vote_all(g, False, False, False, False)
    assert not [a for a in legal(g) if isinstance(a, CallExile)]


def test_exiled_players_do_not_vote_and_cannot_call_or_be_named():
    """§7: exiled players do not vote; (RULES.md) only a non-exiled player calls a vote."""
    g = game()
    table(g)
    g.s.players[3].exiled = True
    assert [a for a in legal(g) if isinstance(a, CallExile)] == [CallExile(1), CallExile(2)]
    g.apply(CallExile(2))
    assert g.s.pending[0].data["voters"] == [0, 1, 2]
    for seat in (0, 1, 2):
        assert g.current_player() == seat
        g.apply(Vote(True))
    assert g.s.players[2].exiled
    g.s.active = 3
    assert not [a for a in legal(g) if isinstance(a, CallExile)]


def test_an_exiled_loyal_player_swaps_the_secret_objective_for_an_exile_objective():
    """§7: an exiled player draws 1 exile objective; a non-betrayer's secret objective is
    replaced by it."""
    g = game()
    table(g)
    p = g.s.players[2]
    p.objective, p.betrayer = "pantry-stash", False
    g.s.exile_deck = ["lone-hunter", "winter-camp"]
    g.apply(CallExile(2))
    vote_all(g, True, True, True, True)
    assert p.exiled
    assert p.objective == "lone-hunter" and p.exile_card == "lone-hunter"
    assert g.s.exile_deck == ["winter-camp"]


def test_an_exiled_betrayer_keeps_the_betrayer_objective():
    """§7: a betrayer keeps the betrayer objective (the drawn card is ignored)."""
    g = game()
    table(g)
    p = g.s.players[2]
    p.objective, p.betrayer = "siphon", True
    g.s.exile_deck = ["lone-hunter", "winter-camp"]
    g.apply(CallExile(2))
    vote_all(g, True, True, True, True)
    assert p.exiled
    assert p.objective == "siphon"
    assert p.exile_card == "lone-hunter"
    assert g.s.exile_deck == ["winter-camp"]


def test_exiled_survivors_in_the_colony_move_out_with_exposure():
    """§7: all the exile's survivors in the colony move out to non-colony locations of
    their choice (normal move rules, exposure included; not their move action)."""
    g = game()
    table(g)
    group(g, 2, "otis-wainwright", "bianca-ferreira", ("isaiah-mwangi", "police"))
    group(g, 1, ("aiko-brennan", "police"), ("jolene-marchetti", "police"))  # police is now full
    g.apply(CallExile(2))
    script(g, "wound", "blank")
    vote_all(g, True, True, True, True)
    d = g.s.pending[0]
    assert (d.kind, d.seat, d.data["survivor"]) == ("relocate", 2, "otis-wainwright")
    assert [x.kind for x in g.s.pending] == ["relocate", "relocate"]
    assert g.current_player() == 2
    assert g.legal_actions() == [Relocate("otis-wainwright", to) for to in LOCATIONS if to != "police"]
    g.apply(Relocate("otis-wainwright", "school"))
    assert g.s.survivors["otis-wainwright"].location == "school"
    assert g.s.survivors["otis-wainwright"].wounds == 1
    assert not g.s.survivors["otis-wainwright"].moved
    g.apply(Relocate("bianca-ferreira", "gas"))
    assert g.s.survivors["bianca-ferreira"].location == "gas"
    assert g.s.survivors["isaiah-mwangi"].location == "police"
    assert not g.s.pending and g.current_player() == 0
    assert g.s.rng.values == []


def test_exiled_player_cannot_add_to_the_crisis_nor_spend_food_but_can_boost_with_a_food_card():
    """§7: an exiled player cannot add cards to the crisis; cannot spend food tokens but may
    play a food card (without its effect) for +1 on a die; the card leaves the game."""
    g = game()
    table(g)
    p = g.s.players[0]
    p.exiled = True
    for sid in p.survivors:
        g.s.survivors[sid].location = "school"
    soup = card_of(g, "dented-soup-can")
    p.hand = []
    hand(g, 0, soup)
    axe = take(g, card_of(g, "fire-axe"))
    g.s.survivors["theo-nakamura"].equipped.append(axe)
    g.s.food = 3
    dice(g, 0, 3, 6)
    acts = legal(g)
    assert not [a for a in acts if isinstance(a, (AddToCrisis, SpendFood, Deliver))]
    assert not [a for a in acts if isinstance(a, PlayCard) and a.card == soup]
    assert [a for a in acts if isinstance(a, FoodBoost)] == [FoodBoost(soup, 3)]
    assert Move("theo-nakamura", COLONY) not in acts
    g.apply(FoodBoost(soup, 3))
    assert sorted(p.unused) == [4, 6]
    assert g.s.food == 3
    assert g.s.items_gone[-1] == soup and soup not in g.s.waste


def test_cards_played_by_an_exile_leave_the_game_instead_of_going_to_waste():
    """§7: the cards an exiled player plays leave the game instead of going to the waste."""
    g = game()
    table(g)
    p = g.s.players[0]
    p.exiled = True
    g.s.survivors["theo-nakamura"].location = "school"
    nails = card_of(g, "box-of-nails")
    hand(g, 0, nails)
    waste = list(g.s.waste)
    g.apply(PlayCard(nails, "theo-nakamura"))
    assert g.s.places["school"].barricades == [1]
    assert g.s.items_gone[-1] == nails
    assert g.s.waste == waste


def test_an_exile_adds_no_helpless_survivors():
    """§7: an exiled player adds no helpless survivors."""
    g = game()
    table(g)
    g.s.players[0].exiled = True
    child = card_of(g, "hiding-under-desks")
    hand(g, 0, child)
    g.apply(PlayCard(child, None))
    assert g.s.helpless == 0
    assert g.s.items_gone[-1] == child
    apply_all(g, [effect("helpless", 2)], Ctx(0, "theo-nakamura"))
    assert g.s.helpless == 0


def test_an_exile_places_new_survivors_outside_the_colony():
    """§7: an exiled player places new survivors at a non-colony location (RULES.md: of their
    choice, without exposure)."""
    g = game()
    table(g)
    p = g.s.players[0]
    p.exiled = True
    for sid in p.survivors:
        g.s.survivors[sid].location = "school"
    deck_top(g, "dolores-quintero")
    knock = card_of(g, "knock-at-the-door")
    hand(g, 0, knock)
    script(g)  # no exposure roll may happen
    g.apply(PlayCard(knock, None))
    d = g.s.pending[0]
    assert (d.kind, d.seat, d.data["survivor"]) == ("relocate", 0, "dolores-quintero")
    assert g.legal_actions() == [Relocate("dolores-quintero", to) for to in LOCATIONS]
    g.apply(Relocate("dolores-quintero", "gas"))
    assert g.s.survivors["dolores-quintero"].location == "gas"
    assert g.s.survivors["dolores-quintero"].wounds == 0
    assert p.survivors == ["theo-nakamura", "kwame-asante", "dolores-quintero"]


def test_an_exiles_survivor_deaths_cost_no_morale():
    """§7: an exiled player's survivors' deaths cost no morale."""
    g = game()
    table(g)
    g.s.players[0].exiled = True
    g.s.survivors["kwame-asante"].location = "school"
    apply_all(g, [effect("kill", 1)], Ctx(0, "kwame-asante"))
    assert "kwame-asante" not in g.s.survivors
    assert g.s.morale == 6


def test_an_exile_losing_the_last_survivor_places_the_new_leader_outside():
    """§5 with §7: the hand leaves the game and the new leader is placed at a non-colony
    location of the exile's choice (RULES.md: without exposure); no morale is lost."""
    g = game()
    table(g)
    p = g.s.players[0]
    p.exiled = True
    group(g, 0, ("theo-nakamura", "school"))
    deck_top(g, "dolores-quintero")
    cards = list(p.hand)
    script(g)
    apply_all(g, [effect("kill", 1)], Ctx(0, "theo-nakamura"))
    assert p.hand == [] and g.s.items_gone[-len(cards):] == cards
    assert p.leader == "dolores-quintero"
    assert g.s.morale == 6
    d = g.s.pending[0]
    assert (d.kind, d.seat, d.data["survivor"]) == ("relocate", 0, "dolores-quintero")
    assert g.legal_actions() == [Relocate("dolores-quintero", to) for to in LOCATIONS]
    g.apply(Relocate("dolores-quintero", "library"))
    assert g.s.survivors["dolores-quintero"].location == "library"
    assert g.s.survivors["dolores-quintero"].wounds == 0


def test_two_loyal_exiles_drop_morale_to_zero_and_end_the_game():
    """§7: if two players are exiled and neither held a betrayer objective, morale drops to
    0 at once (and the game ends, §1)."""
    g = game()
    table(g)
    for seat in (1, 2):
        g.s.players[seat].objective, g.s.players[seat].betrayer = "pantry-stash", False
    g.s.players[1].exiled = True
    g.apply(CallExile(2))
    vote_all(g, True, True, True)
    assert g.s.players[2].exiled
    assert g.s.morale == 0
    assert g.s.phase == "over" and g.s.ended_by == "morale"
    assert g.is_terminal() and g.legal_actions() == []


def test_two_exiles_with_a_betrayer_among_them_keep_the_morale():
    """§7: the morale drop needs both exiles to be non-betrayers."""
    g = game()
    table(g)
    g.s.players[1].objective, g.s.players[1].betrayer = "siphon", True
    g.s.players[2].objective, g.s.players[2].betrayer = "pantry-stash", False
    g.s.players[1].exiled = True
    g.apply(CallExile(2))
    script(g, "blank", "blank")
    vote_all(g, True, True, True)
    assert g.s.players[2].exiled
    assert g.s.morale == 6
    assert g.s.phase == "turns"
    assert [d.kind for d in g.s.pending] == ["relocate", "relocate"]


# === §9 Variants =====================================================================

def test_coop_variant():
    """§9 co-op: hardcore side of the main objective, no secret objectives, no exile;
    cards flagged not-co-op are removed."""
    g = game(coop=True)
    table(g)
    c = g.c
    side = c.mains[MAIN].hardcore
    normal = c.mains[MAIN].normal
    assert (side.morale, side.rounds, side.food) != (normal.morale, normal.rounds, normal.food)  # tells them apart
    assert (g.s.morale, g.s.food) == (side.morale, side.food)
    assert g.s.rounds_left == side.rounds
    assert all(p.objective is None and not p.betrayer for p in g.s.players)
    assert g.s.exile_deck == []
    fresh = new_game(Config(players=4, coop=True, main=MAIN), 1)
    expected = {x.id for x in c.crossroads.values() if "not-co-op" not in x.flags}
    assert set(fresh.s.crossroads_deck) == expected
    assert len(expected) < len(c.crossroads)
    assert not [a for a in legal(g) if isinstance(a, CallExile)]


def test_two_player_variant():
    """§9 two players: co-op rules; 7 starting items each and 3 of 4 survivors kept."""
    g = game(2, two_player=True)
    assert [len(p.hand) for p in g.s.players] == [7, 7]
    assert [len(p.survivors) for p in g.s.players] == [3, 3]
    assert len(g.s.items_gone) == 25 - 14
    assert all(p.objective is None for p in g.s.players)
    assert g.s.morale == g.c.mains[MAIN].hardcore.morale
    assert not [a for a in legal(g) if isinstance(a, CallExile)]
    assert len(g.s.survivor_deck) == 30 - 6


class RecordingRng(Rng):
    shuffled: list = []

    def shuffle(self, items):
        super().shuffle(items)
        RecordingRng.shuffled.append(list(items))


@pytest.mark.parametrize("betrayer_variant, loyal_per_player", [(False, 2), (True, 1)])
def test_secret_objectives_set_aside_per_player(monkeypatch, betrayer_variant, loyal_per_player):
    """§3.3 / §9 betrayer: 2 loyal objectives per player (betrayer variant: 1) and 1 betrayer
    objective are set aside, shuffled and dealt one each."""
    monkeypatch.setattr(setup_mod, "Rng", RecordingRng)
    RecordingRng.shuffled = []
    g = new_game(Config(players=4, betrayer=betrayer_variant, main=MAIN), 5)
    c = g.c
    secrets, traitors = set(c.objectives_of("secret")), set(c.objectives_of("betrayer"))
    piles = [pile for pile in RecordingRng.shuffled if set(pile) & secrets and set(pile) & traitors]
    assert len(piles) == 1
    pile = piles[0]
    assert len(pile) == 4 * loyal_per_player + 1
    assert len(set(pile) & traitors) == 1
    dealt = [p.objective for p in g.s.players]
    assert set(dealt) <= set(pile)
    assert sum(p.betrayer for p in g.s.players) == len(set(dealt) & traitors)


def test_hardcore_variant():
    """§9 hardcore: the hardcore side of the main objective, other rules as normal."""
    g = game(hardcore=True)
    side = g.c.mains[MAIN].hardcore
    assert (g.s.morale, g.s.rounds_left, g.s.food) == (side.morale, side.rounds, side.food)
    assert all(p.objective for p in g.s.players)
    assert [a for a in legal(g) if isinstance(a, CallExile)] == [CallExile(1), CallExile(2), CallExile(3)]


def test_elimination_variant():
    """§9 elimination: a player whose last survivor dies is out and their hand leaves the game
    (rulebook: "모든카드를게임에서제거합니다", not the waste); they are skipped in the turn
    order, don't vote and can't be named."""
    g = game(elimination=True)
    table(g)
    group(g, 1, ("aiko-brennan", "police"))
    p1 = g.s.players[1]
    cards = list(p1.hand)
    deck = list(g.s.survivor_deck)
    apply_all(g, [effect("kill", 1)], Ctx(1, "aiko-brennan"))
    assert p1.out
    assert p1.survivors == [] and p1.hand == [] and p1.unused == []
    assert g.s.items_gone[-len(cards):] == cards and not set(cards) & set(g.s.waste)
    assert g.s.survivor_deck == deck
    assert g.s.morale == 5
    assert [a for a in legal(g) if isinstance(a, CallExile)] == [CallExile(2), CallExile(3)]
    g.apply(EndTurn())
    assert g.s.active == 2
    g.apply(CallExile(3))
    assert g.s.pending[0].data["voters"] == [0, 2, 3]
    vote_all(g, False, False, False)
    g.s.food = 3
    end_round(g)
    assert (g.s.round, g.s.first, g.s.active) == (2, 3, 3)
    assert g.s.turn_order == [3, 0, 2]
    assert p1.unused == [] and len(g.s.players[0].unused) == 3
    assert g.results()[1].kind == "out"


def test_without_elimination_the_player_plays_on():
    """§5 against §9: without the variant the player draws a new leader and is not out."""
    g = game()
    table(g)
    group(g, 1, ("aiko-brennan", "police"))
    apply_all(g, [effect("kill", 1)], Ctx(1, "aiko-brennan"))
    assert not g.s.players[1].out
    assert len(g.s.players[1].survivors) == 1


@pytest.mark.parametrize("mature", [True, False])
def test_mature_content_off_removes_mature_crossroads(mature):
    """§3.4 / §9: cards flagged mature are removed if the table chose so."""
    c = copy.copy(default_content())
    c.crossroads = dict(c.crossroads)
    c.crossroads["a-whiteout"] = dataclasses.replace(c.crossroads["a-whiteout"], flags=("mature",))
    g = new_game(Config(players=4, mature=mature, main=MAIN), 3, content=c)
    assert ("a-whiteout" in g.s.crossroads_deck) is mature
    flagged = sum(1 for x in c.crossroads.values() if "mature" in x.flags)
    assert flagged >= 2  # the shipped content flags some cards too
    assert len(g.s.crossroads_deck) == len(c.crossroads) - (0 if mature else flagged)


# === Win evaluation (§1, §7, §10; RULES.md "Winning") =================================

def objectives_for(g):
    s = g.s
    for seat, obj, betrayer in ((0, "pantry-stash", False), (1, "pantry-stash", False),
                                (2, "lone-hunter", False), (3, "siphon", True)):
        s.players[seat].objective, s.players[seat].betrayer = obj, betrayer
        s.players[seat].hand = []
    food = [c for c in g.c.decks["grocery"] if g.c.items[c].type == "food"]
    fuel = [c for c in g.c.decks["gas"] if g.c.items[c].type == "fuel"]
    hand(g, 0, *food[:2])
    hand(g, 1, food[2])
    hand(g, 3, *fuel[:2])
    s.players[2].exiled = True
    s.players[2].kills = 5


def test_results_when_the_colony_completes_its_objective():
    """§1: a loyal player wins with the main objective completed and their own condition;
    a betrayer loses when the colony succeeds; an exile counts only the exile objective."""
    g = game()
    table(g)
    objectives_for(g)
    board.end_game(g, "objective")
    r = g.results()
    assert [(x.seat, x.won, x.kind, x.objective) for x in r] == [
        (0, True, "loyal", "pantry-stash"), (1, False, "loyal", "pantry-stash"),
        (2, True, "exiled", "lone-hunter"), (3, False, "betrayer", "siphon")]
    assert r[0].reason == "'Pantry Stash': the colony completed its objective (met); food cards in hand: at least 2 (is 2) (met)"
    assert r[1].reason == "'Pantry Stash': the colony completed its objective (met); food cards in hand: at least 2 (is 1) (not met)"
    assert r[1].checks == (("the colony completed its objective", True), ("food cards in hand: at least 2 (is 1)", False))
    assert r[2].reason == "exiled 'Lone Hunter': own zombie kills: at least 5 (is 5) (met)"
    assert r[3].reason == ("betrayer 'Siphon': the colony fails (the colony completed its objective) (not met); "
                           "fuel cards in hand: at least 2 (is 2) (met)")


def test_results_when_morale_falls():
    """§1: ended by morale, the main objective counts as not completed: loyal players lose,
    the betrayer with its condition wins, the exile is judged on its own card."""
    g = game()
    table(g)
    objectives_for(g)
    board.change_morale(g, -6, "test")
    assert g.s.ended_by == "morale"
    r = g.results()
    assert [(x.won, x.kind) for x in r] == [(False, "loyal"), (False, "loyal"), (True, "exiled"), (True, "betrayer")]
    assert r[3].reason == "betrayer 'Siphon': the colony fails (morale fell to 0) (met); fuel cards in hand: at least 2 (is 2) (met)"
    assert r[0].reason.startswith("'Pantry Stash': morale fell to 0 (not met)")


def test_an_exiled_betrayer_is_judged_on_the_exiled_conditions():
    """§7 / RULES.md: a betrayer exiled counts its card's 'exiled' conditions."""
    g = game()
    table(g)
    objectives_for(g)
    g.s.players[3].exiled = True
    board.end_game(g, "rounds")
    r = g.results()[3]
    assert (r.won, r.kind) == (False, "betrayer")  # both survivors are in the colony
    assert r.reason == ("betrayer (exiled) 'Siphon': the colony fails (the rounds ran out) (met); "
                        "fuel cards in hand: at least 2 (is 2) (met); survivors outside the colony: at least 2 (is 0) (not met)")
    for sid in g.s.players[3].survivors:
        g.s.survivors[sid].location = "gas"
    assert g.results()[3].won


@pytest.mark.parametrize("why, won, words", [("objective", True, "the colony completed its objective"),
                                             ("rounds", False, "the rounds ran out"),
                                             ("morale", False, "morale fell to 0")])
def test_coop_results(why, won, words):
    """§9 co-op: everyone wins or loses together."""
    g = game(coop=True)
    board.end_game(g, why)
    assert [(r.won, r.kind, r.objective, r.reason) for r in g.results()] == [(won, "coop", None, f"co-op: {words}")] * 4


def test_the_game_ends_by_morale_in_the_colony_phase():
    """§1 / §4.4: starvation takes the last morale: ended_by morale."""
    g = game()
    table(g)
    g.s.morale, g.s.food, g.s.starvation = 2, 0, 1
    end_round(g)
    assert g.s.phase == "over" and g.s.ended_by == "morale"
    assert g.s.starvation == 2 and g.s.morale == 0


def test_the_game_ends_when_the_rounds_run_out():
    """§1 / §4.4.6: the round marker reaches 0: ended_by rounds."""
    g = game()
    table(g)
    g.s.rounds_left, g.s.food = 1, 4
    end_round(g)
    assert g.s.phase == "over" and g.s.ended_by == "rounds"
    crisis = g.c.crises[g.s.crisis_history[-1]["crisis"]]  # failed: nobody added a card
    lost = sum(e.value for e in crisis.fail if e.name == "morale")
    assert g.s.rounds_left == 0 and g.s.food == 0 and g.s.morale == 6 + lost


def test_the_game_ends_when_the_main_objective_is_completed():
    """§1 / §4.4.5: the main objective completed in the colony phase ends the game before the
    round marker moves ('A Full Larder': N food per player after paying food, from its round on)."""
    goal = {cond.count: cond.min for cond in default_content().mains["full-larder"].normal.goal}
    g = game()
    table(g)
    g.s.round = goal.get("round", 1)
    g.s.food = goal["food"] * 4 + 4
    end_round(g)
    assert g.s.phase == "over" and g.s.ended_by == "objective"
    assert g.s.food == goal["food"] * 4 and g.s.rounds_left == 7
