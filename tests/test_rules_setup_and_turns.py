"""Scenario tests for Winter: setup (winter.md §3, §9), the start of a round (§4.1)
and every action of a turn (§4.2).

Each test builds a situation by hand and checks the exact outcome; dice and the
exposure die are scripted with ScriptedRng so that nothing is left to chance.
"""

import copy
import dataclasses
from collections import Counter

from invariants import item_places
from winter_kit import ScriptedRng, card_of, clear_board, dice, fixed_numbers, lineup, put, script, started, take

from game.core.i18n import Msg
from game.core.rng import Rng
from game.winter.ai.determinize import determinize
from game.winter.rules import Config, board, new_game
from game.winter.rules.actions import (
    AddToCrisis,
    Attack,
    Attract,
    Barricade,
    CallExile,
    CleanWaste,
    Decline,
    Draft,
    EndTurn,
    Give,
    HandOff,
    Move,
    PlayCard,
    Request,
    Search,
    SearchKeep,
    SearchNoise,
    SpendFood,
    UseAbility,
    Vote,
)
from game.winter.rules.content import LOCATIONS, default_content
from game.winter.rules.state import COLONY
from game.winter.rules.view import HIDDEN

MAIN = "heat-and-healing"  # normal side: morale 6, rounds 6, food 2, 1 zombie outside; no samples


# --- helpers -----------------------------------------------------------------

def calm(g, trigger="search"):
    """Only crossroads cards with this trigger stay in the game, so that a scenario
    is not interrupted by a card it did not ask for."""
    g.s.crossroads_deck = [x for x in g.s.crossroads_deck if g.c.crossroads[x].trigger.on == trigger]
    g.s.crossroads_held = None
    g._legal = None


def quiet(g):
    """No crossroads cards at all."""
    g.s.crossroads_deck = []
    g.s.crossroads_held = None
    g._legal = None


def set_hand(g, seat, *cards):
    p = g.s.players[seat]
    g.s.items_gone.extend(p.hand)
    p.hand = [take(g, c) for c in cards]
    g._legal = None


def at(g, sid, place):
    put(g, sid, place)
    g._legal = None


def scene(players=4, **cfg):
    """A started game at the first player's turn, with an empty board and no crossroads."""
    g = started(players=players, main=MAIN, **cfg)
    fixed_numbers(g)
    quiet(g)
    clear_board(g)
    return g


def of_type(legal, cls):
    return [a for a in legal if isinstance(a, cls)]


def cards_of_kind(g, kind, n):
    out = [cid for cid, k in g.c.items.items() if k.kind == kind][:n]
    assert len(out) == n
    return out


def cards_of_type(g, t, n):
    out = [cid for cid, k in g.c.items.items() if k.type == t][:n]
    assert len(out) == n
    return out


def draft_all(g, pick):
    """Drafts every seat with pick(offered) -> (keep, leader)."""
    while g.s.phase == "setup":
        d = g.s.pending[0]
        keep, leader = pick(g, g.s.players[d.seat].offered)
        g.apply(Draft(tuple(keep), leader))


# --- §3 setup ------------------------------------------------------------------

def test_setup_deals_five_starting_items_each_and_the_rest_leave_the_game():
    """§3.5: 5 starting items to each player; the rest of the 25 leave the game."""
    g = new_game(Config(players=4), 3)
    hands = [p.hand for p in g.s.players]
    assert [len(h) for h in hands] == [5, 5, 5, 5]
    dealt = [c for h in hands for c in h]
    assert len(set(dealt)) == 20
    assert sorted(dealt + g.s.items_gone) == sorted(g.c.decks["starting"])
    assert len(g.s.items_gone) == 5


def test_setup_two_player_variant_deals_seven_items_each():
    """§9 two players: 7 starting items each instead of 5 (25 - 14 = 11 leave the game)."""
    g = new_game(Config(players=2, two_player=True), 3)
    assert [len(p.hand) for p in g.s.players] == [7, 7]
    assert len(g.s.items_gone) == 11


def test_setup_offers_four_survivors_to_each_player():
    """§3.6: each player is dealt 4 survivors, all different, from the 30."""
    g = new_game(Config(players=4), 5)
    offers = [p.offered for p in g.s.players]
    assert [len(o) for o in offers] == [4, 4, 4, 4]
    assert len({sid for o in offers for sid in o}) == 16
    assert len(g.s.survivor_deck) == 30 - 16
    assert g.s.phase == "setup" and [d.kind for d in g.s.pending] == ["draft"] * 4


def test_setup_each_player_keeps_two_and_returns_two_to_the_deck():
    """§3.6: keep 2 of 4 (one leader, one follower); the other 2 go back into the deck."""
    g = new_game(Config(players=3), 8)
    offered = {p.seat: list(p.offered) for p in g.s.players}
    assert all(len(a.keep) == 2 for a in g.legal_actions())
    draft_all(g, lambda g, off: (off[1:3], off[2]))
    for p in g.s.players:
        assert p.survivors == [offered[p.seat][2], offered[p.seat][1]]  # leader first
        assert p.leader == offered[p.seat][2]
        for back in (offered[p.seat][0], offered[p.seat][3]):
            assert back in g.s.survivor_deck and back not in g.s.survivors
    assert len(g.s.survivor_deck) == 30 - 6


def test_setup_two_player_variant_keeps_three_of_four():
    """§9 two players: keep 3 of the 4 survivors."""
    g = new_game(Config(players=2, two_player=True), 2)
    assert {len(a.keep) for a in g.legal_actions()} == {3}
    draft_all(g, lambda g, off: (off[:3], off[0]))
    assert [len(p.survivors) for p in g.s.players] == [3, 3]
    assert len(g.s.survivor_deck) == 30 - 6


def test_setup_all_survivors_start_in_the_colony():
    """§3.6: all survivors start in the colony."""
    g = started(players=5, seed=4)
    assert len(g.s.survivors) == 10
    assert {sv.location for sv in g.s.survivors.values()} == {COLONY}


def test_first_player_is_the_one_with_the_most_influential_leader_not_follower():
    """§3.7: the first player token goes to the highest-influence *leader*."""
    infl = default_content().survivors
    for seed in range(60):
        g = new_game(Config(players=3), seed)
        # each seat keeps its two most influential survivors and leads with the weaker one
        def pick(g, off):
            top = sorted(off, key=lambda x: -infl[x].influence)[:2]
            return [x for x in off if x in top], top[1]

        draft_all(g, pick)
        leaders = [infl[p.leader].influence for p in g.s.players]
        best_any = [max(infl[x].influence for x in p.survivors) for p in g.s.players]
        if leaders.index(max(leaders)) != best_any.index(max(best_any)):
            break
    else:
        raise AssertionError("no seed separates leader influence from follower influence")
    assert g.s.first == leaders.index(max(leaders))
    assert g.s.active == g.s.first and g.current_player() == g.s.first


def test_secret_objectives_one_each_and_every_card_accounted_for():
    """§3.3: each player gets 1 secret objective; the rest go back unseen; at most one betrayer."""
    g = new_game(Config(players=4), 11)
    c = g.c
    objs = [p.objective for p in g.s.players]
    assert len(set(objs)) == 4
    for p in g.s.players:
        assert c.objectives[p.objective].kind in ("secret", "betrayer")
        assert p.betrayer == (c.objectives[p.objective].kind == "betrayer")
    assert sum(p.betrayer for p in g.s.players) <= 1
    everything = sorted(c.objectives_of("secret") + c.objectives_of("betrayer"))
    assert sorted(objs + g.s.objectives_unused) == everything
    assert sorted(g.s.exile_deck) == sorted(c.objectives_of("exile"))


def _betrayer_games(seeds, **cfg):
    return sum(any(p.betrayer for p in new_game(Config(players=4, **cfg), seed).s.players) for seed in seeds)


def test_exactly_one_betrayer_in_the_pool_of_two_loyal_per_player():
    """§3.3: 2 loyal per player + 1 betrayer are set aside, so with 4 players a betrayer
    is dealt in P/(2P+1) = 4/9 of games (about 178 of 400)."""
    n = _betrayer_games(range(400))
    assert 140 <= n <= 215, n


def test_betrayer_variant_sets_aside_one_loyal_per_player():
    """§9 betrayer: 1 loyal per player + 1 betrayer, so a betrayer is dealt in P/(P+1) = 4/5
    of games (about 320 of 400)."""
    n = _betrayer_games(range(400), betrayer=True)
    assert 290 <= n <= 350, n


def test_coop_has_no_secret_objectives_and_no_exile_deck():
    """§9 co-op: no secret objectives, no exile."""
    for cfg in (dict(players=3, coop=True), dict(players=2, two_player=True)):
        g = new_game(Config(**cfg), 1)
        assert [p.objective for p in g.s.players] == [None] * cfg["players"]
        assert not any(p.betrayer for p in g.s.players)
        assert g.s.objectives_unused == [] and g.s.exile_deck == []


def _all_crossroads(g):
    held = [g.s.crossroads_held[1]] if g.s.crossroads_held else []
    return g.s.crossroads_deck + held + g.s.crossroads_gone


def test_not_coop_crossroads_are_removed_in_coop_only():
    """§9 co-op: crossroads flagged not-co-op are removed; otherwise all are in the deck."""
    c = default_content()
    flagged = {x for x, card in c.crossroads.items() if "not-co-op" in card.flags}
    assert flagged
    normal = started(players=3, seed=2)
    assert sorted(_all_crossroads(normal)) == sorted(c.crossroads)
    coop = started(players=3, seed=2, coop=True)
    assert sorted(_all_crossroads(coop)) == sorted(set(c.crossroads) - flagged)


def test_mature_crossroads_are_removed_when_mature_content_is_off():
    """§3.4 / §9: crossroads flagged mature are removed if the table chose so."""
    c = copy.copy(default_content())
    c.crossroads = dict(c.crossroads)
    for x in sorted(c.crossroads)[:3]:
        c.crossroads[x] = dataclasses.replace(c.crossroads[x], flags=("mature",))
    mature = [x.id for x in c.crossroads.values() if "mature" in x.flags]
    assert len(mature) >= 3
    on = new_game(Config(players=3, mature=True), 1, content=c)
    off = new_game(Config(players=3, mature=False), 1, content=c)
    assert set(mature) <= set(on.s.crossroads_deck)
    assert len(on.s.crossroads_deck) == len(c.crossroads)
    assert sorted(off.s.crossroads_deck) == sorted(set(c.crossroads) - set(mature))


def test_starting_zombies_follow_the_main_objective():
    """§3.2: the objective's starting zombies (here 1 at each location, 2 at the fuel stop)."""
    g = new_game(Config(players=4, main="furnace-watch"), 1)
    z = {p: sum(pl.zombies) for p, pl in g.s.places.items()}
    assert z == {COLONY: 0, "police": 1, "grocery": 1, "school": 1, "library": 1, "hospital": 1, "gas": 2}


def test_starting_colony_zombies_go_to_entrances_one_by_one():
    """§3.2 + §4.5: 2 starting colony zombies go to entrances 1 and 2."""
    g = new_game(Config(players=4, main="hold-until-the-thaw"), 1)
    assert g.s.places[COLONY].zombies == [1, 1, 0, 0, 0, 0]
    assert all(g.s.places[p].zombies == [1] for p in LOCATIONS)


def test_morale_rounds_and_food_come_from_the_normal_side():
    """§3.2: starting morale, rounds and food from the objective's normal side."""
    side = default_content().mains["shelves-for-the-sickbay"].normal
    g = new_game(Config(players=4, main="shelves-for-the-sickbay"), 1)
    assert (g.s.morale, g.s.rounds_left, g.s.food) == (side.morale, side.rounds, side.food)


def test_hardcore_coop_and_two_player_use_the_hardcore_side():
    """§9: hardcore, co-op and two-player play the hardcore side."""
    side = default_content().mains["shelves-for-the-sickbay"].hardcore
    assert (side.morale, side.rounds) != (default_content().mains["shelves-for-the-sickbay"].normal.morale,
                                          default_content().mains["shelves-for-the-sickbay"].normal.rounds)
    for cfg in (dict(players=4, hardcore=True), dict(players=3, coop=True),
                dict(players=2, two_player=True)):
        g = new_game(Config(main="shelves-for-the-sickbay", **cfg), 1)
        assert (g.s.morale, g.s.rounds_left) == (side.morale, side.rounds), cfg
    g = new_game(Config(players=4, main="sweep-the-streets", hardcore=True), 1)
    assert all(g.s.places[p].zombies == [2] for p in LOCATIONS)


# --- §4.1 the start of a round ------------------------------------------------------

def test_a_crisis_is_revealed_at_the_start_of_each_round():
    """§4.1.1: the top crisis card is flipped each round; the old one is done."""
    g = started(players=3, seed=6, main=MAIN)
    quiet(g)
    first = g.s.crisis
    assert first is not None and first not in g.s.crisis_deck
    assert len(g.s.crisis_deck) == 19
    top = g.s.crisis_deck[0]
    while g.s.round == 1:
        g.apply(EndTurn())
    assert g.s.phase == "turns"
    assert g.s.crisis == top
    assert first in g.s.crises_done
    assert len(g.s.crisis_deck) == 18


def test_each_player_rolls_one_die_plus_one_per_survivor():
    """§4.1.2: 1 die + 1 per survivor; both pools are cleared first."""
    g = scene(players=3)
    f = g.s.first
    lineup(g, {f: ["theo-nakamura", "aiko-brennan", "dolores-quintero"], (f + 1) % 3: ["nils-aaltonen"],
               (f + 2) % 3: []})
    g.s.players[f].used = [2, 2]
    g.s.players[f].unused = [5]
    script(g, *([3] * 7))  # 4 + 2 + 1 dice for round 2 (nothing else rolls)
    while g.s.round == 1:
        g.apply(EndTurn())
    assert g.s.rng.values == []
    assert {p.seat: len(p.unused) for p in g.s.players} == {f: 4, (f + 1) % 3: 2, (f + 2) % 3: 1}
    assert all(p.used == [] for p in g.s.players)
    assert g.s.players[f].unused == [3, 3, 3, 3]


def test_a_new_survivor_brings_no_die_until_the_next_roll():
    """§5 / §4.1.2: a survivor that joins mid-round adds a die only at the next dice roll."""
    g = scene(players=2)
    me = g.s.active
    lineup(g, {me: ["theo-nakamura"], 1 - me: ["aiko-brennan"]})
    dice(g, me, 4, 4)
    recruit = card_of(g, "knock-at-the-door")
    set_hand(g, me, recruit)
    g.apply(PlayCard(recruit, None))
    assert len(g.s.players[me].survivors) == 2
    assert g.s.players[me].unused == [4, 4]
    g.s.crossroads_deck, g.s.crossroads_held = [], None  # no card may interrupt the round
    g.s.rng = ScriptedRng(*([1] * 5))  # round 2: 3 + 2 dice
    while g.s.round == 1:  # end the turns; answer any crisis discard
        g.apply(g.legal_actions()[0] if g.s.pending else EndTurn())
    assert len(g.s.players[me].unused) == 3


def test_turns_go_clockwise_from_the_first_player_and_the_right_hand_player_holds_the_crossroads():
    """§4.1.3: turns from the first player to the left (seat + 1); at the start of each turn the
    player on the right (seat - 1) draws a crossroads card."""
    g = started(players=4, seed=9, main=MAIN)
    calm(g)
    f = g.s.first
    deck_before = len(g.s.crossroads_deck)
    seen = []
    for _ in range(3):
        g.apply(EndTurn())
        seen.append((g.s.active, g.s.crossroads_held[0]))
    assert seen == [((f + i) % 4, (f + i - 1) % 4) for i in (1, 2, 3)]
    assert g.s.turn_order == [(f + i) % 4 for i in range(4)]
    assert len(g.s.crossroads_deck) == deck_before - 1  # one held; untriggered ones went to the bottom


def test_untriggered_crossroads_goes_to_the_bottom_at_the_end_of_the_turn():
    """§6: an untriggered card goes to the bottom of the deck at the end of the turn."""
    g = started(players=3, seed=9, main=MAIN)
    calm(g)
    g.apply(EndTurn())
    held = g.s.crossroads_held[1]
    g.apply(EndTurn())
    assert g.s.crossroads_deck[-1] == held
    assert g.s.crossroads_held[1] != held


def test_frostbite_adds_a_wound_at_the_start_of_the_owners_turn():
    """§4.1.3: at the start of a player's turn each survivor with frostbite takes 1 more wound;
    other survivors are unaffected."""
    g = scene(players=3)
    f = g.s.first
    nxt = (f + 1) % 3
    lineup(g, {f: ["theo-nakamura"], nxt: ["aiko-brennan", "dolores-quintero", "nils-aaltonen"]})
    s = g.s.survivors
    s["aiko-brennan"].wounds, s["aiko-brennan"].frost = 1, 1
    s["dolores-quintero"].wounds = 1
    g.apply(EndTurn())
    assert g.s.active == nxt
    assert (s["aiko-brennan"].wounds, s["aiko-brennan"].frost) == (2, 1)
    assert s["dolores-quintero"].wounds == 1
    assert s["nils-aaltonen"].wounds == 0


def test_frostbite_at_turn_start_can_kill():
    """§4.1.3 + §4.3: a survivor with 2 wounds (one frostbite) takes the third at turn start and dies."""
    g = scene(players=3)
    f = g.s.first
    nxt = (f + 1) % 3
    lineup(g, {f: ["theo-nakamura"], nxt: ["aiko-brennan", "dolores-quintero"]})
    g.s.survivors["aiko-brennan"].wounds, g.s.survivors["aiko-brennan"].frost = 2, 1
    morale = g.s.morale
    g.apply(EndTurn())
    assert "aiko-brennan" not in g.s.survivors
    assert g.s.players[nxt].survivors == ["dolores-quintero"]
    assert g.s.players[nxt].leader == "dolores-quintero"
    assert g.s.morale == morale - 1


# --- §4.2 attack ------------------------------------------------------------------

def test_attack_needs_a_die_at_least_the_attack_value():
    """§4.2 attack: the die must show at least the survivor's attack value (Theo: 4+)."""
    g = scene()
    me = g.s.active
    lineup(g, {me: ["theo-nakamura"]})
    at(g, "theo-nakamura", "police")
    g.s.places["police"].zombies = [1]
    dice(g, me, 3, 4, 6)
    assert of_type(g.legal_actions(), Attack) == [Attack("theo-nakamura", 4, "zombie"),
                                                    Attack("theo-nakamura", 6, "zombie")]


def test_attacking_a_zombie_kills_it_and_rolls_exposure():
    """§4.2 attack zombie: it dies, the die is used, then exposure is rolled (a wound here)."""
    g = scene()
    me = g.s.active
    lineup(g, {me: ["theo-nakamura"]})
    at(g, "theo-nakamura", "police")
    g.s.places["police"].zombies = [2]
    dice(g, me, 2, 5)
    script(g, "wound")
    g.apply(Attack("theo-nakamura", 5, "zombie"))
    assert g.s.rng.values == []
    assert g.s.places["police"].zombies == [1]
    assert g.s.players[me].kills == 1
    assert (g.s.players[me].unused, g.s.players[me].used) == ([2], [5])
    assert g.s.survivors["theo-nakamura"].wounds == 1


def test_attacking_a_zombie_in_the_colony_takes_it_from_the_named_entrance():
    """§4.2 attack zombie: in the colony the player picks the entrance; only entrances with zombies."""
    g = scene()
    me = g.s.active
    lineup(g, {me: ["theo-nakamura"]})
    g.s.places[COLONY].zombies = [1, 0, 2, 0, 0, 1]
    dice(g, me, 4)
    assert of_type(g.legal_actions(), Attack) == [Attack("theo-nakamura", 4, f"zombie-{e}") for e in (1, 3, 6)]
    script(g, "blank")
    g.apply(Attack("theo-nakamura", 4, "zombie-3"))
    assert g.s.places[COLONY].zombies == [1, 0, 1, 0, 0, 1]
    assert g.s.survivors["theo-nakamura"].wounds == 0


def test_attacking_a_survivor_hits_on_reroll_at_most_target_attack():
    """§4.2 attack survivor: re-roll the die; ≤ the target's attack value (Dolores: 3) is a hit:
    1 wound and a random card from the target player's hand. No exposure roll."""
    g = scene()
    me = g.s.active
    foe = (me + 1) % 4
    lineup(g, {me: ["theo-nakamura"], foe: ["dolores-quintero"]})
    at(g, "theo-nakamura", "police")
    at(g, "dolores-quintero", "police")
    a, b = cards_of_type(g, "junk", 2)
    set_hand(g, foe, a, b)
    set_hand(g, me)
    dice(g, me, 4)
    assert Attack("theo-nakamura", 4, "dolores-quintero") in g.legal_actions()
    script(g, 3, 1)  # the re-roll, then which card (index 1)
    g.apply(Attack("theo-nakamura", 4, "dolores-quintero"))
    assert g.s.rng.values == []
    assert g.s.survivors["dolores-quintero"].wounds == 1
    assert g.s.players[me].hand == [b] and g.s.players[foe].hand == [a]
    assert g.s.survivors["theo-nakamura"].wounds == 0
    assert g.s.players[me].used == [4]


def test_attacking_a_survivor_misses_on_reroll_above_target_attack():
    """§4.2 attack survivor: a re-roll above the target's attack value does nothing."""
    g = scene()
    me = g.s.active
    foe = (me + 1) % 4
    lineup(g, {me: ["theo-nakamura"], foe: ["dolores-quintero"]})
    at(g, "theo-nakamura", "police")
    at(g, "dolores-quintero", "police")
    a = cards_of_type(g, "junk", 1)[0]
    set_hand(g, foe, a)
    set_hand(g, me)
    dice(g, me, 4)
    script(g, 4)
    g.apply(Attack("theo-nakamura", 4, "dolores-quintero"))
    assert g.s.rng.values == []
    assert g.s.survivors["dolores-quintero"].wounds == 0
    assert g.s.players[foe].hand == [a] and g.s.players[me].hand == []


def test_cannot_attack_own_survivors_or_survivors_elsewhere():
    """§4.2 attack survivor: not your own, and only at the same location."""
    g = scene()
    me = g.s.active
    foe = (me + 1) % 4
    lineup(g, {me: ["theo-nakamura", "aiko-brennan"], foe: ["dolores-quintero", "nils-aaltonen"]})
    for sid in ("theo-nakamura", "aiko-brennan", "dolores-quintero"):
        at(g, sid, "police")
    g.s.helpless = 2
    dice(g, me, 6)
    targets = {(a.survivor, a.target) for a in of_type(g.legal_actions(), Attack)}
    assert targets == {("theo-nakamura", "dolores-quintero"), ("aiko-brennan", "dolores-quintero")}


# --- §4.2 search -----------------------------------------------------------------

def test_no_search_in_the_colony():
    """§4.2 search: not in the colony."""
    g = scene()
    me = g.s.active
    lineup(g, {me: ["theo-nakamura"]})
    dice(g, me, 6)
    assert of_type(g.legal_actions(), Search) == []


def test_search_needs_a_die_at_least_the_search_value():
    """§4.2 search: die ≥ search value (Theo: 4+)."""
    g = scene()
    me = g.s.active
    lineup(g, {me: ["theo-nakamura"]})
    at(g, "theo-nakamura", "police")
    dice(g, me, 3, 4, 5)
    assert of_type(g.legal_actions(), Search) == [Search("theo-nakamura", 4), Search("theo-nakamura", 5)]


def test_search_keep_the_first_card():
    """§4.2 search: draw the top card; keep it and stop (no noise)."""
    g = scene()
    me = g.s.active
    lineup(g, {me: ["theo-nakamura"]})
    at(g, "theo-nakamura", "police")
    set_hand(g, me)
    deck = list(g.s.places["police"].deck)
    dice(g, me, 4)
    g.apply(Search("theo-nakamura", 4))
    assert set(g.legal_actions()) == {SearchKeep(deck[0]), SearchNoise()}
    g.apply(SearchKeep(deck[0]))
    assert g.s.players[me].hand == [deck[0]]
    assert g.s.places["police"].deck == deck[1:]
    assert g.s.places["police"].noise == 0
    assert g.s.players[me].used == [4]


def test_search_make_noise_draw_again_keep_one_rest_to_the_bottom():
    """§4.2 search: each noise token buys one more draw; one card is kept, the others go to
    the bottom of the deck in order."""
    g = scene()
    me = g.s.active
    lineup(g, {me: ["theo-nakamura"]})
    at(g, "theo-nakamura", "police")
    set_hand(g, me)
    deck = list(g.s.places["police"].deck)
    dice(g, me, 4)
    g.apply(Search("theo-nakamura", 4))
    g.apply(SearchNoise())
    g.apply(SearchNoise())
    assert g.s.places["police"].noise == 2
    assert set(g.legal_actions()) == {SearchKeep(deck[0]), SearchKeep(deck[1]), SearchKeep(deck[2]), SearchNoise()}
    g.apply(SearchKeep(deck[1]))
    assert g.s.players[me].hand == [deck[1]]
    assert g.s.places["police"].deck == deck[3:] + [deck[0], deck[2]]
    assert g.s.places["police"].noise == 2
    assert not g.s.pending


def test_a_search_moves_up_what_others_had_seen_of_the_top_and_a_sampled_world_adds_up():
    """What a seat saw of a deck's top (a peek) follows the deck: when someone else draws
    from it, the cards drawn leave that seat's picture of the top. Else a world sampled from
    its view put a drawn card back on a deck too short for both and ran out of cards for
    the hidden hands (a Hard player's search crashed so)."""
    g = scene()
    me = g.s.active
    other = (me + 1) % len(g.s.players)
    lineup(g, {me: ["theo-nakamura"]})
    at(g, "theo-nakamura", "police")
    set_hand(g, me)
    police = g.s.places["police"]
    g.s.items_gone += police.deck[2:]
    del police.deck[2:]
    top = list(police.deck)
    g.s.players[other].seen["police"] = list(top)
    dice(g, me, 4)
    g.apply(Search("theo-nakamura", 4))
    g.apply(SearchNoise())
    assert g.s.players[other].seen["police"] == []
    g.apply(SearchKeep(top[0]))
    assert police.deck == [top[1]] and "police" not in g.s.players[me].seen
    view = g.view(other)
    for n in range(20):
        world = determinize(view, other, g.c, Rng(n))
        assert Counter(x for cards in item_places(world) for x in cards) == Counter(list(g.c.items))


def test_a_deck_shuffled_when_a_survivor_dies_there_has_no_known_top_for_anyone():
    """§5: a survivor who dies outside the colony leaves its items in that location's deck,
    shuffled: whatever any seat had seen of that deck's top is gone."""
    g = scene()
    me = g.s.active
    lineup(g, {me: ["theo-nakamura", "ruth-ellingsen"]})
    at(g, "theo-nakamura", "police")
    g.s.survivors["theo-nakamura"].equipped = [take(g, next(x for x, k in g.c.items.items() if k.equip))]
    for p in g.s.players:
        p.seen["police"] = list(g.s.places["police"].deck[:1])
    board.kill(g, "theo-nakamura", Msg("a test"))
    assert all("police" not in p.seen for p in g.s.players)


def test_search_noise_is_limited_by_empty_noise_spaces():
    """§4.2 search: noise only while a noise space is empty (4 at the precinct house)."""
    g = scene()
    me = g.s.active
    lineup(g, {me: ["theo-nakamura"]})
    at(g, "theo-nakamura", "police")
    g.s.places["police"].noise = 3
    deck = list(g.s.places["police"].deck)
    dice(g, me, 4)
    g.apply(Search("theo-nakamura", 4))
    g.apply(SearchNoise())
    assert g.s.places["police"].noise == 4
    assert set(g.legal_actions()) == {SearchKeep(deck[0]), SearchKeep(deck[1])}


# --- §4.2 barricade, clean waste, attract -------------------------------------------

def test_barricade_with_any_die_fills_an_empty_zombie_space():
    """§4.2 barricade: any die puts a barricade on an empty zombie space at the location."""
    g = scene()
    me = g.s.active
    lineup(g, {me: ["theo-nakamura"]})
    at(g, "theo-nakamura", "police")
    g.s.places["police"].zombies = [1]
    dice(g, me, 1)
    assert of_type(g.legal_actions(), Barricade) == [Barricade("theo-nakamura", 1, 1)]
    g.apply(Barricade("theo-nakamura", 1, 1))
    assert g.s.places["police"].barricades == [1]
    assert g.s.places["police"].zombies == [1]
    assert g.s.players[me].used == [1]


def test_no_barricade_without_an_empty_zombie_space():
    """§4.2 barricade: needs an empty zombie space (3 at the precinct house: 2 zombies + 1 barricade)."""
    g = scene()
    me = g.s.active
    lineup(g, {me: ["theo-nakamura"]})
    at(g, "theo-nakamura", "police")
    g.s.places["police"].zombies = [2]
    g.s.places["police"].barricades = [1]
    dice(g, me, 6)
    assert of_type(g.legal_actions(), Barricade) == []


def test_barricade_in_the_colony_goes_on_the_named_entrance():
    """§4.2 barricade (RULES.md): in the colony the player names an entrance with room."""
    g = scene()
    me = g.s.active
    lineup(g, {me: ["theo-nakamura"]})
    g.s.places[COLONY].zombies = [3, 0, 0, 0, 0, 0]
    dice(g, me, 2)
    assert {a.entrance for a in of_type(g.legal_actions(), Barricade)} == {2, 3, 4, 5, 6}
    events = g.apply(Barricade("theo-nakamura", 2, 4))
    assert g.s.places[COLONY].barricades == [0, 0, 0, 1, 0, 0]
    # the log names who built it, and where
    line = next(e for e in events if e.kind == "barricade")
    assert line.text == f"Theo Nakamura ({g.pname(me)}) builds a barricade at The Colony, entrance 4."
    assert line.data["survivor"] == "theo-nakamura"


def test_clean_waste_removes_the_top_three_cards_from_the_game():
    """§4.2 clean waste: any die, removes the top 3 waste cards from the game."""
    g = scene()
    me = g.s.active
    lineup(g, {me: ["theo-nakamura"]})
    waste = [take(g, c) for c in cards_of_type(g, "junk", 5)]
    g.s.waste = list(waste)
    dice(g, me, 1)
    assert of_type(g.legal_actions(), CleanWaste) == [CleanWaste(1)]
    g.apply(CleanWaste(1))
    assert g.s.waste == waste[:2]
    assert set(waste[2:]) <= set(g.s.items_gone)


def test_clean_waste_needs_a_survivor_in_the_colony():
    """§4.2 clean waste: only with at least one of your survivors in the colony."""
    g = scene()
    me = g.s.active
    lineup(g, {me: ["theo-nakamura"], (me + 1) % 4: ["aiko-brennan"]})
    at(g, "theo-nakamura", "police")
    g.s.waste = [take(g, c) for c in cards_of_type(g, "junk", 4)]
    dice(g, me, 3)
    assert of_type(g.legal_actions(), CleanWaste) == []


def test_attract_moves_up_to_two_zombies_here():
    """§4.2 attract: any die, up to 2 zombies from any locations to empty spaces here."""
    g = scene()
    me = g.s.active
    lineup(g, {me: ["theo-nakamura"]})
    at(g, "theo-nakamura", "police")
    g.s.places["school"].zombies = [3]
    g.s.places["grocery"].zombies = [1]
    dice(g, me, 1)
    sources = {a.sources for a in of_type(g.legal_actions(), Attract)}
    assert sources == {("grocery",), ("school",), ("grocery", "school"), ("school", "school")}
    g.apply(Attract("theo-nakamura", 1, ("school", "school")))
    assert g.s.places["police"].zombies == [2]
    assert g.s.places["school"].zombies == [1]
    assert g.s.places["grocery"].zombies == [1]


def test_attract_is_limited_by_empty_zombie_spaces():
    """§4.2 attract: zombies go to *empty* zombie spaces (1 left at the precinct house)."""
    g = scene()
    me = g.s.active
    lineup(g, {me: ["theo-nakamura"]})
    at(g, "theo-nakamura", "police")
    g.s.places["police"].zombies = [1]
    g.s.places["police"].barricades = [1]
    g.s.places["school"].zombies = [3]
    dice(g, me, 1)
    assert {a.sources for a in of_type(g.legal_actions(), Attract)} == {("school",)}


# --- §4.2 abilities -----------------------------------------------------------------

def test_ability_with_a_number_needs_a_die_at_least_that_number():
    """§4.2 ability: Aiko's heal needs a die of 3+; it may be used several times a turn."""
    g = scene()
    me = g.s.active
    lineup(g, {me: ["aiko-brennan", "theo-nakamura"]})
    g.s.survivors["theo-nakamura"].wounds = 2
    dice(g, me, 2, 3, 3)
    uses = of_type(g.legal_actions(), UseAbility)
    assert {a.die for a in uses if a.survivor == "aiko-brennan"} == {3}
    g.apply(UseAbility("aiko-brennan", 3, "theo-nakamura"))
    assert UseAbility("aiko-brennan", 3, "theo-nakamura") in g.legal_actions()
    g.apply(UseAbility("aiko-brennan", 3, "theo-nakamura"))
    assert g.s.survivors["theo-nakamura"].wounds == 0
    assert g.s.players[me].unused == [2] and g.s.players[me].used == [3, 3]


def test_ability_on_another_survivor_cannot_target_itself():
    """§8 card text: Aiko heals *another* survivor at this location."""
    g = scene()
    me = g.s.active
    lineup(g, {me: ["aiko-brennan", "theo-nakamura"]})
    dice(g, me, 5)
    targets = {a.target for a in of_type(g.legal_actions(), UseAbility) if a.survivor == "aiko-brennan"}
    assert targets == {"theo-nakamura"}


def test_once_per_round_ability_is_used_once():
    """§4.2 ability: a once-per-round ability (Nils, colony, 4+: +1 food) is offered once."""
    g = scene()
    me = g.s.active
    lineup(g, {me: ["nils-aaltonen"]})
    dice(g, me, 3, 4, 5)
    assert {a.die for a in of_type(g.legal_actions(), UseAbility)} == {4, 5}
    food = g.s.food
    g.apply(UseAbility("nils-aaltonen", 4, None))
    assert g.s.food == food + 1
    assert of_type(g.legal_actions(), UseAbility) == []
    assert g.s.players[me].unused == [3, 5]


def test_ability_at_a_named_location_only_there():
    """§2 survivors: an ability at a named location works only there (Nils: the colony)."""
    g = scene()
    me = g.s.active
    lineup(g, {me: ["nils-aaltonen"]})
    at(g, "nils-aaltonen", "grocery")
    dice(g, me, 6)
    assert of_type(g.legal_actions(), UseAbility) == []


# --- §4.2 cards ------------------------------------------------------------------------

def test_playing_a_card_applies_it_and_puts_it_on_the_waste():
    """§4.2 play a card: it goes on the waste pile (food card: +1 food token)."""
    g = scene()
    me = g.s.active
    lineup(g, {me: ["theo-nakamura"]})
    can = card_of(g, "dented-soup-can")
    set_hand(g, me, can)
    food = g.s.food
    g.apply(PlayCard(can, None))
    assert g.s.food == food + 1
    assert g.s.waste == [can]
    assert g.s.players[me].hand == []


def test_playing_an_equip_card_puts_it_next_to_a_survivor():
    """§4.2 play a card: an equip card goes next to one of your survivors, not to the waste."""
    g = scene()
    me = g.s.active
    lineup(g, {me: ["theo-nakamura", "aiko-brennan"]})
    bar = card_of(g, "crowbar")
    set_hand(g, me, bar)
    assert set(of_type(g.legal_actions(), PlayCard)) == {PlayCard(bar, "theo-nakamura"),
                                                         PlayCard(bar, "aiko-brennan")}
    g.apply(PlayCard(bar, "aiko-brennan"))
    assert g.s.survivors["aiko-brennan"].equipped == [bar]
    assert g.s.waste == [] and g.s.players[me].hand == []


def test_only_the_active_player_plays_cards():
    """§4.2 play a card: only on your own turn."""
    g = scene()
    me = g.s.active
    other = (me + 1) % 4
    lineup(g, {me: ["theo-nakamura"], other: ["aiko-brennan"]})
    can = card_of(g, "dented-soup-can")
    set_hand(g, other, can)
    set_hand(g, me)
    assert g.current_player() == me
    assert of_type(g.legal_actions(), PlayCard) == []


def test_add_to_crisis_from_hand_and_equipped_only_the_count_is_public():
    """§4.2 add cards to the crisis: from hand and equipped, face down; only the count is public."""
    g = scene()
    me = g.s.active
    other = (me + 1) % 4
    lineup(g, {me: ["theo-nakamura"], other: ["aiko-brennan"]})
    can, bar = card_of(g, "dented-soup-can"), card_of(g, "crowbar")
    set_hand(g, me, can)
    g.s.survivors["theo-nakamura"].equipped = [take(g, bar)]
    g._legal = None
    assert {AddToCrisis(can), AddToCrisis(bar)} <= set(g.legal_actions())
    g.apply(AddToCrisis(can))
    g.apply(AddToCrisis(bar))
    assert g.s.crisis_cards == [(me, can), (me, bar)]
    assert g.s.players[me].hand == [] and g.s.survivors["theo-nakamura"].equipped == []
    assert g.s.players[me].crisis_added == 2
    assert g.view(other).crisis_cards == [(me, HIDDEN), (me, HIDDEN)]
    assert g.view(me).crisis_cards == [(me, can), (me, bar)]


# --- §4.2 move ---------------------------------------------------------------------------

def test_move_once_per_turn_then_roll_exposure():
    """§4.2 move: each survivor moves at most once a turn; exposure is rolled on arrival."""
    g = scene()
    me = g.s.active
    lineup(g, {me: ["theo-nakamura", "aiko-brennan"]})
    script(g, "wound")
    g.apply(Move("theo-nakamura", "police"))
    assert g.s.rng.values == []
    assert g.s.survivors["theo-nakamura"].location == "police"
    assert g.s.survivors["theo-nakamura"].wounds == 1
    moves = of_type(g.legal_actions(), Move)
    assert not any(m.survivor == "theo-nakamura" for m in moves)
    assert {m.to for m in moves if m.survivor == "aiko-brennan"} == set(LOCATIONS)


def test_move_only_to_a_location_with_an_empty_survivor_space():
    """§4.2 move: only to a location with an empty survivor space (3 at the precinct house)."""
    g = scene()
    me = g.s.active
    other = (me + 1) % 4
    lineup(g, {me: ["theo-nakamura"], other: ["aiko-brennan", "dolores-quintero", "nils-aaltonen"]})
    for sid in ("aiko-brennan", "dolores-quintero", "nils-aaltonen"):
        at(g, sid, "police")
    assert {m.to for m in of_type(g.legal_actions(), Move)} == set(LOCATIONS) - {"police"}


def test_move_needs_no_die():
    """§4.2 move: no die is spent."""
    g = scene()
    me = g.s.active
    lineup(g, {me: ["theo-nakamura"]})
    dice(g, me, 2, 5)
    script(g, "blank")
    g.apply(Move("theo-nakamura", "school"))
    assert g.s.players[me].unused == [2, 5] and g.s.players[me].used == []


# --- §4.2 food tokens, requests, hand off, exile --------------------------------------------

def test_spend_food_token_adds_one_to_a_die_up_to_six():
    """§4.2 spend food: each token adds +1 to an unused die (max 6)."""
    g = scene()
    me = g.s.active
    lineup(g, {me: ["theo-nakamura"]})
    g.s.food = 2
    dice(g, me, 3, 6)
    assert of_type(g.legal_actions(), SpendFood) == [SpendFood(3)]
    g.apply(SpendFood(3))
    assert sorted(g.s.players[me].unused) == [4, 6]
    assert g.s.food == 1
    g.s.food = 0
    g._legal = None
    assert of_type(g.legal_actions(), SpendFood) == []


def test_request_each_may_give_one_and_the_requester_plays_it_at_once():
    """§4.2 request: each other player, from the left, may give one item card (any card, not
    only the type asked for); the requester reveals and plays it at once, never to the crisis.
    A request someone gave to may be followed by another (RULES.md)."""
    g = scene(players=3)
    me = g.s.active
    left, right = (me + 1) % 3, (me + 2) % 3
    lineup(g, {me: ["theo-nakamura"], left: ["aiko-brennan"], right: ["nils-aaltonen"]})
    can, jar = cards_of_kind(g, "dented-soup-can", 2)
    junk = cards_of_type(g, "junk", 1)[0]
    set_hand(g, me)
    set_hand(g, left, can, junk)
    set_hand(g, right, jar)
    food = g.s.food
    g.apply(Request("food"))
    assert g.current_player() == left
    assert set(g.legal_actions()) == {Give(can), Give(junk), Decline()}
    g.apply(Give(can))
    assert g.current_player() == me
    assert g.legal_actions() == [PlayCard(can, None)]
    g.apply(PlayCard(can, None))
    assert g.s.food == food + 1 and g.s.waste == [can]
    assert g.current_player() == right
    g.apply(Decline())
    assert g.current_player() == me and not g.s.pending
    assert g.s.players[right].hand == [jar] and g.s.players[left].hand == [junk]
    assert g.s.crisis_cards == []
    assert Request("food") in of_type(g.legal_actions(), Request)


def test_hand_off_an_equipped_item_to_a_survivor_at_the_same_location():
    """§4.2 hand off: an equipped item to another survivor at the same location (once per turn
    per item, RULES.md)."""
    g = scene()
    me = g.s.active
    lineup(g, {me: ["theo-nakamura", "aiko-brennan", "nils-aaltonen"]})
    at(g, "nils-aaltonen", "police")
    bar = take(g, card_of(g, "crowbar"))
    g.s.survivors["theo-nakamura"].equipped = [bar]
    g._legal = None
    assert of_type(g.legal_actions(), HandOff) == [HandOff(bar, "aiko-brennan")]
    g.apply(HandOff(bar, "aiko-brennan"))
    assert g.s.survivors["aiko-brennan"].equipped == [bar]
    assert g.s.survivors["theo-nakamura"].equipped == []
    assert of_type(g.legal_actions(), HandOff) == []


def test_vote_to_exile_at_most_once_per_turn_and_never_on_yourself():
    """§4.2 / §7: vote to exile another player, at most once per turn."""
    g = scene(players=3)
    me = g.s.active
    lineup(g, {me: ["theo-nakamura"], (me + 1) % 3: ["aiko-brennan"], (me + 2) % 3: ["nils-aaltonen"]})
    calls = of_type(g.legal_actions(), CallExile)
    assert {c.target for c in calls} == {(me + 1) % 3, (me + 2) % 3}
    g.apply(CallExile((me + 1) % 3))
    for _ in range(3):
        g.apply(Vote(False))
    assert not any(p.exiled for p in g.s.players)
    assert g.current_player() == me
    assert of_type(g.legal_actions(), CallExile) == []


def test_no_exile_vote_in_coop():
    """§9 co-op: no exile."""
    g = scene(players=3, coop=True)
    assert of_type(g.legal_actions(), CallExile) == []
