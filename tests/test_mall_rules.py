"""Mall's rules, clause by clause (shared/rules/mall.md; decisions: game/mall/RULES.md),
with scripted dice and boards arranged by hand (tests/mall_kit.py).

4 players: seats 0-3 are red, yellow, blue, green; 3 players: red, yellow, blue (kids);
5-6 players add purple, orange. Locations: 1 washrooms (3), 2 boutique (4), 3 toy shop
(4), 4 car park (parking), 5 control room (HQ, 3), 6 food hall (6, overrun 4).
"""

import pytest
from mall_kit import HQ, MARKET, PARK, answer, answer_all, arrange, ask, dice, kinds, started

from game.core.sealed import HIDDEN as MASK
from game.mall.rules import IllegalAction, board
from game.mall.rules.actions import Announce, Camera, Dial, Move, Pass, Place, Play, Truck, Victim, Vote
from game.mall.rules.view import HIDDEN, HIDDEN_DIE

NO_HANDS = {3: [[]] * 3, 4: [[]] * 4, 5: [[]] * 5, 6: [[]] * 6}


def dial_all(g, by_seat):
    return answer_all(g, "dial", by_seat, Dial)


def vote_all(g, by_seat):
    return answer_all(g, "vote", by_seat, Vote)


def pass_all(g):
    events = []
    while ask(g)[1] in ("items", "camera"):
        events += g.apply(Pass())
    return events


# --- setup ------------------------------------------------------------------------------

def test_three_players_are_the_kid_colours_with_four_characters_each():
    g = started(3)
    assert g.s.colours == ["red", "yellow", "blue"]
    assert sorted(c.kind for c in g.s.characters.values() if c.seat == 0) == ["bruiser", "marksman", "starlet",
                                                                              "youngster"]
    assert len(g.s.characters) == 12


@pytest.mark.parametrize("players", [4, 5, 6])
def test_more_players_have_three_characters_and_no_kid(players):
    g = started(players)
    assert len(g.s.characters) == 3 * players and len(set(g.s.colours)) == players
    assert not any(c.kind == "youngster" for c in g.s.characters.values())


@pytest.mark.parametrize("players,closed", [(3, [2]), (4, [2]), (5, []), (6, [])])
def test_location_2_is_closed_with_3_or_4_players(players, closed):
    assert started(players).s.closed == closed


def test_one_item_dealt_to_each_player_the_rest_is_the_deck():
    g = started(5)
    assert [len(h) for h in g.s.hands] == [1] * 5 and len(g.s.deck) == 21 - 5


def test_the_first_player_has_the_badge_and_places_first_then_clockwise_one_at_a_time():
    g = started(4, dice=[1, 3, 1, 3, 1, 3, 1, 3])
    first = g.s.chief
    seats = []
    for _ in range(4):
        seats.append(g.current_player())
        answer(g, g.legal_actions()[0])
    assert seats == [(first + i) % 4 for i in range(4)]
    assert ask(g) == (first, "place")  # a second lap: one character at a time


def test_placement_takes_either_die_with_room():
    g = started(4, dice=[1, 6])
    assert {a.location for a in g.legal_actions()} == {1, 6}
    mine = {c.id for c in g.s.characters.values() if c.seat == g.current_player()}
    assert {a.character for a in g.legal_actions()} == mine


def test_placement_a_full_die_leaves_the_other_and_both_full_anywhere_with_room():
    g = started(4, dice=[1, 3])
    g.s.characters["blue-starlet"].location = g.s.characters["blue-bruiser"].location = 1
    g.s.characters["green-starlet"].location = 1  # the washrooms (3) are full
    g._legal = None
    assert {a.location for a in g.legal_actions()} == {3}
    g = started(4, dice=[1, 5])
    for i, cid in enumerate(["blue-starlet", "blue-bruiser", "green-starlet", "green-bruiser", "yellow-starlet",
                             "yellow-bruiser"]):
        g.s.characters[cid].location = 1 if i < 3 else HQ
    g._legal = None
    assert {a.location for a in g.legal_actions()} == {3, PARK, MARKET}  # 2 is closed


def test_placement_a_closed_location_has_no_room():
    g = started(3, dice=[2, 2])
    assert {a.location for a in g.legal_actions()} == {1, 3, PARK, HQ, MARKET}
    g = started(4, dice=[2, 4])
    assert {a.location for a in g.legal_actions()} == {PARK}


def test_the_first_zombies_one_per_die_a_closed_location_void():
    g = started(4, dice=[PARK, PARK] * 12 + [2, 3, 3, 6])
    while ask(g)[1] == "place":
        answer(g, g.legal_actions()[0])
    assert g.s.zombies == {1: 0, 2: 0, 3: 2, 4: 0, 5: 0, 6: 1} and g.s.supply == 27
    assert g.s.round == 1 and all(c.location == PARK for c in g.s.characters.values())


# --- 1. truck search --------------------------------------------------------------------

def truck_game(deck, park=("red-starlet", "yellow-starlet"), players=4, hands=None):
    g = started(players)
    where = {cid: PARK for cid in park} | {"blue-bruiser": 1, "green-bruiser": 3, "red-bruiser": 1}
    events = arrange(g, where, hands=hands or NO_HANDS[players], deck=deck, step="truck")
    return g, events


def test_the_parking_lot_votes_who_searches_who_keeps_one_gives_one_and_returns_one():
    g, _ = truck_game(["dash", "crowbar", "cctv-feed", "play-dead"])
    assert ask(g) == (0, "vote") and {a.seat for a in g.legal_actions()} == {0, 1}
    events = vote_all(g, {0: 1, 1: 1})
    assert "votes-revealed" in kinds(events) and ask(g) == (1, "truck")
    assert g.s.pending[0].data["drawn"] == ["dash", "crowbar", "cctv-feed"]
    assert g.view(0).pending[0].data["drawn"] == [HIDDEN] * 3  # only the searcher sees the draw
    assert Truck("dash", "crowbar", 1) not in g.legal_actions()  # not to oneself
    events = answer(g, Truck("dash", "crowbar", 3))
    assert g.s.hands[1] == ["dash"] and g.s.hands[3] == ["crowbar"]
    assert g.s.deck == ["play-dead", "cctv-feed"] and g.s.deck_marks == [-1, 1]
    seen = {e.private: e for e in events if e.private is not None}
    assert seen[1].data["returned"] == ["cctv-feed"] and seen[3].data["card"] == "crowbar"
    assert g.view(3).gifts[-1][3] == "crowbar" and g.view(1).gifts[-1][3] == "crowbar"
    assert g.view(0).gifts[-1][3] == HIDDEN and g.view(1).deck == [HIDDEN, "cctv-feed"]
    assert g.view(0).deck == [HIDDEN, HIDDEN]


def test_truck_with_two_cards_keep_one_give_one():
    g, _ = truck_game(["dash", "crowbar"], park=("red-starlet",))
    assert ask(g) == (0, "truck")  # one colour there: no vote
    assert set(g.legal_actions()) == {Truck(k, v, to) for k, v in (("dash", "crowbar"), ("crowbar", "dash"))
                                      for to in (1, 2, 3)}
    answer(g, Truck("crowbar", "dash", 2))
    assert g.s.hands[0] == ["crowbar"] and g.s.hands[2] == ["dash"] and g.s.deck == []


def test_truck_with_one_card_keeps_it_and_with_none_nobody_searches():
    g, events = truck_game(["dash"], park=("red-starlet",))
    assert g.s.hands[0] == ["dash"] and g.s.deck == [] and "search" in kinds(events)
    assert g.s.step != "truck"
    g, events = truck_game([], park=("red-starlet",))
    assert "no-search" in kinds(events) and "search" not in kinds(events)


def test_nobody_in_the_parking_lot_nobody_searches():
    g, events = truck_game(["dash", "crowbar", "cctv-feed"], park=())
    assert "no-search" in kinds(events) and len(g.s.deck) == 3


def test_a_truck_tie_goes_to_the_others_and_still_tied_nobody_searches():
    g, _ = truck_game(["dash", "crowbar", "cctv-feed"])
    events = vote_all(g, {0: 1, 1: 0})
    assert "tie" in kinds(events) and ask(g) == (2, "vote")  # blue and green have no one there
    assert {a.seat for a in g.legal_actions()} == {0, 1}
    events = vote_all(g, {2: 0, 3: 1})
    assert "no-search" in kinds(events) and len(g.s.deck) == 3
    g, _ = truck_game(["dash", "crowbar", "cctv-feed"])
    vote_all(g, {0: 1, 1: 0})
    vote_all(g, {2: 0, 3: 0})
    assert ask(g) == (0, "truck")


def test_threats_add_votes_in_any_vote():
    g, _ = truck_game(["dash", "crowbar", "cctv-feed"], hands=[["strong-words"], [], [], []])
    assert ask(g) == (0, "items") and Play("strong-words", None) in g.legal_actions()
    answer(g, Play("strong-words", None), Pass())
    events = vote_all(g, {0: 0, 1: 1})
    assert next(e for e in events if e.kind == "votes-revealed").data["weights"] == {0: 2, 1: 1}
    assert ask(g) == (0, "truck")


# --- 2. chief election ------------------------------------------------------------------

def election_game(hq, chief=0, hands=None, players=4):
    g = started(players)
    where = {cid: HQ for cid in hq} | {"blue-bruiser": 1, "green-bruiser": 3, "red-bruiser": 1, "yellow-bruiser": 3}
    events = arrange(g, where, hands=hands or NO_HANDS[players], step="election", chief=chief)
    return g, events


def test_the_winner_is_newly_elected_even_if_already_chief_and_sees_the_dice():
    dice_ = [3, 1, 6, 6]
    g = started(4)
    dice(g, *dice_)
    arrange(g, {"red-starlet": HQ, "blue-bruiser": 1, "green-bruiser": 3, "red-bruiser": 1, "yellow-bruiser": 3},
            hands=NO_HANDS[4], step="election", chief=0)
    assert g.s.chief == 0 and g.s.new_chief and g.s.box == dice_
    assert g.view(0).box == dice_ and g.view(1).box == [HIDDEN_DIE] * 4


def test_the_election_vote_elects_the_winner():
    g, _ = election_game(("red-starlet", "yellow-marksman"), chief=2)
    events = vote_all(g, {2: 0, 3: 0, 0: 0, 1: 1} | {0: 0, 1: 1})
    assert "elected" in kinds(events) and g.s.chief == 1 and g.s.new_chief  # the gun guy's 2 votes


def test_an_empty_hq_keeps_the_old_chief_not_newly_elected_and_nobody_sees_the_dice():
    g, events = election_game((), chief=2)
    assert "no-election" in kinds(events) and g.s.chief == 2 and not g.s.new_chief
    assert g.s.box_seen == [] and g.view(2).box == [HIDDEN_DIE] * 4
    assert ask(g) == (2, "dial")  # the round goes on from the chief


def test_a_double_tie_elects_nobody():
    g, _ = election_game(("red-starlet", "yellow-starlet"), chief=3)
    vote_all(g, {0: 1, 1: 0})
    events = vote_all(g, {3: 0, 2: 1})
    assert "no-election" in kinds(events) and g.s.chief == 3 and not g.s.new_chief


# --- 3. the hidden roll, cameras ------------------------------------------------------------

def test_cameras_are_offered_from_the_chief_clockwise_to_every_holder_and_show_the_dice():
    g = started(4)
    dice(g, 5, 5, 1, 3)
    hands = [["dash"], [], ["cctv-feed"], ["crowbar"]]
    arrange(g, {"red-starlet": 1, "yellow-starlet": 3, "blue-starlet": 6, "green-starlet": 6}, hands=hands,
            step="approach", chief=2)
    asked = []
    while ask(g)[1] == "camera":
        asked.append(g.current_player())
        legal = g.legal_actions()
        assert (Camera() in legal) == (g.current_player() == 2)
        events = answer(g, Camera() if Camera() in legal else Pass())
        if g.current_player() != 2 and asked[-1] == 2:
            assert [e.data["dice"] for e in events if e.kind == "box-seen"] == [[5, 5, 1, 3]]
            assert next(e for e in events if e.kind == "box-seen").private == 2
    assert asked == [2, 3, 0]  # yellow holds no card: nothing to ask
    assert g.s.box_seen == [2] and g.view(2).box == [5, 5, 1, 3] and g.view(3).box == [HIDDEN_DIE] * 4
    assert "cctv-feed" in g.s.discards and g.s.hands[2] == []


# --- 4. destinations -------------------------------------------------------------------------

def test_a_closed_location_and_the_one_holding_all_ones_characters_cannot_be_dialled():
    g = started(4)
    arrange(g, {"red-starlet": 1, "red-bruiser": 1, "yellow-starlet": 3, "yellow-bruiser": 6}, hands=NO_HANDS[4],
            step="dials")
    assert ask(g) == (0, "dial") and {a.location for a in g.legal_actions()} == {3, 4, 5, 6}
    answer(g, Dial(3))
    assert {a.location for a in g.legal_actions()} == {1, 3, 4, 5, 6}


def test_the_new_chief_dials_first_and_the_dial_is_public():
    g = started(4, chief_bluff=False)  # the source's rule: the announcement is the dial
    arrange(g, {"red-starlet": 1, "yellow-starlet": 3, "blue-starlet": 6, "green-starlet": 6}, hands=NO_HANDS[4],
            step="dials", chief=2, new_chief=True)
    assert ask(g) == (2, "dial")
    events = answer(g, Dial(5))
    assert "announced" in kinds(events) and g.view(0).dials.announced == {2: 5}
    answer(g, Dial(1))
    assert g.view(0).dials.choices == {2: MASK, 3: MASK}  # who has dialled is public, not where...
    assert g.view(3).dials.choices[3] == 1  # ...but to its owner


def test_the_bluff_variant_announces_apart_and_the_dial_binds():
    g = started(4, chief_bluff=True)
    arrange(g, {"red-starlet": 1, "yellow-starlet": 3, "blue-starlet": 6, "green-starlet": 6}, hands=NO_HANDS[4],
            step="dials", chief=2, new_chief=True)
    answer(g, Dial(5))
    assert ask(g) == (2, "announce")
    answer(g, Announce(1))
    assert g.view(0).dials.announced == {2: 1} and ask(g) == (3, "dial")
    dial_all(g, {3: 1, 0: 3, 1: 1})
    assert g.s.characters["blue-starlet"].location == 5  # the dial, not the words


def test_not_a_new_chief_announces_nothing():
    g = started(4)
    arrange(g, {"red-starlet": 1, "yellow-starlet": 3, "blue-starlet": 6, "green-starlet": 6}, hands=NO_HANDS[4],
            step="dials", chief=2)
    assert "announced" not in kinds(answer(g, Dial(5)))


# --- 5. move ---------------------------------------------------------------------------

SPREAD = {"red-starlet": 1, "red-bruiser": 3, "yellow-starlet": 3, "yellow-bruiser": 6, "blue-starlet": 6,
          "blue-bruiser": PARK, "green-starlet": MARKET, "green-bruiser": 1}


def moving(box, where=SPREAD, zombies=None, hands=None, players=4, chief=0, closed=None):
    g = started(players)
    dice(g, *box)
    arrange(g, where, zombies=zombies, hands=hands or NO_HANDS[players], step="approach", chief=chief, closed=closed)
    pass_all(g)  # no camera
    return g


def test_the_reveal_places_the_box_zombies_a_closed_location_void():
    g = moving([2, 3, 3, 6])
    events = dial_all(g, {0: 3, 1: 1, 2: 1, 3: 3})
    assert kinds(events).count("die-void") == 1 and "dials-revealed" in kinds(events)
    assert g.s.zombies[3] == 2 and g.s.zombies[6] == 1 and g.s.zombies[2] == 0


def test_moves_go_from_the_chief_clockwise_one_character_not_already_there():
    g = moving([1, 1, 1, 1], chief=1)
    dial_all(g, {1: 1, 2: 3, 3: 3, 0: 6})
    assert ask(g) == (1, "move")
    assert set(g.legal_actions()) == {Move("yellow-starlet", None), Move("yellow-bruiser", None)}
    order = []
    while ask(g)[1] == "move":
        order.append(g.current_player())
        answer(g, g.legal_actions()[0])
    assert order == [1, 2, 3, 0]


def test_moving_to_a_full_location_goes_to_parking_and_from_parking_stays():
    full = {"yellow-starlet": 1, "blue-starlet": 1, "green-starlet": 1, "yellow-bruiser": 6, "blue-bruiser": 6,
            "green-bruiser": 6}
    g = moving([6, 6, 6, 6], where=full | {"red-starlet": 3, "red-bruiser": 3})
    dial_all(g, {0: 1, 1: 3, 2: 3, 3: 3})
    events = answer(g, Move("red-starlet", None))
    assert g.s.characters["red-starlet"].location == PARK and "full" in kinds(events)
    g = moving([6, 6, 6, 6], where=full | {"red-starlet": PARK, "red-bruiser": 3})
    dial_all(g, {0: 1, 1: 3, 2: 3, 3: 3})
    events = answer(g, Move("red-starlet", None))
    assert g.s.characters["red-starlet"].location == PARK
    assert next(e for e in events if e.kind == "move").text.endswith("stays in Car Park.")


def test_a_location_closes_at_8_zombies_with_nobody_there_never_the_parking_lot():
    g = moving([1, 1, 4, 4], zombies={1: 6, PARK: 9, 3: 7},
               where={"red-starlet": 3, "yellow-starlet": 6, "blue-starlet": 6, "green-starlet": 6, "red-bruiser": 5})
    events = dial_all(g, {0: 1, 1: 3, 2: 3, 3: 3})
    assert g.s.closed == [2, 1] and [e.data["location"] for e in events if e.kind == "closed"] == [1]
    assert g.s.zombies[1] == 8 and g.s.zombies[PARK] == 11
    g = moving([3, 3, 3, 3], zombies={3: 5}, where={"red-starlet": 3, "yellow-starlet": 6, "blue-starlet": 6,
                                                    "green-starlet": 6, "red-bruiser": 5})
    dial_all(g, {0: 1, 1: 1, 2: 1, 3: 1})
    assert 3 not in g.s.closed  # a character stands there


def test_a_just_closed_destination_sends_the_mover_to_the_parking_lot():
    g = moving([1, 1, 2, 2], zombies={1: 6},
               where={"red-starlet": 3, "red-bruiser": 5, "yellow-starlet": 6, "blue-starlet": 6, "green-starlet": 6})
    dial_all(g, {0: 1, 1: 3, 2: 3, 3: 3})
    answer(g, Move("red-starlet", None))
    assert 1 in g.s.closed and g.s.characters["red-starlet"].location == PARK


def test_a_closed_locations_zombies_stay_and_an_empty_supply_still_sends_zombies():
    """mall.md step 5: a closed location's zombies "play no further part"; RULES.md: the 30
    are a count of pieces, so with all 30 on the board the dice still bring theirs."""
    where = {"red-starlet": 3, "yellow-starlet": 6, "blue-starlet": PARK, "green-starlet": PARK}
    g = moving([3, 3, 6, 6], where=where, zombies={1: 11, 5: 11, PARK: 8}, closed=[2, 1, 5])
    assert g.s.supply == 0
    events = dial_all(g, {0: 6, 1: 3, 2: 3, 3: 3})
    assert g.s.zombies[1] == 11 and g.s.zombies[5] == 11  # still on their closed markers
    assert g.s.zombies[3] == 2 and g.s.zombies[6] == 2 and kinds(events).count("zombie-added") == 4
    assert g.s.supply == 0 and sum(g.s.zombies.values()) == 34


def test_zombies_killed_go_back_to_the_box_only_past_the_stand_ins():
    g = moving([3, 3, 6, 6], where={"red-starlet": 3, "yellow-starlet": 6, "blue-starlet": PARK,
                                    "green-starlet": PARK}, zombies={1: 11, 5: 11, PARK: 8}, closed=[2, 1, 5])
    dial_all(g, {0: 6, 1: 3, 2: 3, 3: 3})  # 34 on the board
    board.kill_zombies(g, PARK, 3)
    assert g.s.supply == 0  # three stand-ins gone
    board.kill_zombies(g, PARK, 3)
    assert g.s.supply == 2


def test_a_sprint_changes_the_destination_even_back_to_the_start():
    hands = [["dash"], ["dash"], [], []]
    g = moving([6, 6, 6, 6], hands=hands)
    dial_all(g, {0: 3, 1: 1, 2: 1, 3: 3})
    assert Move("red-starlet", 5) in g.legal_actions() and Move("red-starlet", 1) in g.legal_actions()
    assert Move("red-starlet", 2) not in g.legal_actions()  # closed
    answer(g, Move("red-starlet", 5))
    assert g.s.characters["red-starlet"].location == 5 and g.s.hands[0] == []
    answer(g, Move("yellow-bruiser", 6))  # back to where it stood: it stays
    assert g.s.characters["yellow-bruiser"].location == 6 and "dash" in g.s.discards


def test_with_every_other_location_closed_the_parking_lot_may_be_dialled_and_nobody_moves():
    g = started(4)
    events = arrange(g, {"red-starlet": PARK, "red-bruiser": PARK, "yellow-starlet": PARK, "blue-starlet": PARK,
                         "green-starlet": PARK}, zombies={1: 8, 3: 8, 5: 8, 6: 6}, hands=NO_HANDS[4], step="dials",
                     closed=[1, 2, 3, 5, 6])
    assert next(e for e in events if e.kind == "dials-revealed").data["dials"] == {0: PARK, 1: PARK, 2: PARK, 3: PARK}
    assert "move" not in kinds(events) and ask(g) == (0, "vote") and g.s.ballot.where == PARK


def test_a_player_out_of_characters_places_a_zombie_with_the_dice():
    g = moving([2, 2, 2, 2], where={k: v for k, v in SPREAD.items() if not k.startswith("green")})
    assert not any(c.seat == 3 for c in g.s.characters.values())
    events = dial_all(g, {0: 3, 1: 1, 2: 1, 3: 5})
    assert g.s.zombies[5] == 1 and any(e.kind == "zombie-added" and e.data["location"] == 5 for e in events)
    assert 3 not in [d.seat for d in g.s.pending]  # and does not move


def test_a_player_out_of_characters_may_add_no_zombie():
    """mall.md "Out of characters": the player *may* add a zombie (source: "놓을 수 있습니다")."""
    g = moving([2, 2, 2, 2], where={k: v for k, v in SPREAD.items() if not k.startswith("green")})
    assert Pass() not in g.legal_actions()  # a seat with characters must dial somewhere
    dial_all(g, {0: 3, 1: 1, 2: 1})
    assert ask(g) == (3, "dial") and Pass() in g.legal_actions() and Dial(5) in g.legal_actions()
    events = answer(g, Pass())
    assert next(e for e in events if e.kind == "dials-revealed").data["dials"][3] is None
    assert "zombie-added" not in kinds(events) and sum(g.s.zombies.values()) == 0
    assert any("Player 4: no zombie" in e.text for e in events if e.kind == "dials-revealed")


# --- 6. attack -------------------------------------------------------------------------

def attack(where, zombies, hands=None, players=4, chief=0, hidden=()):
    g = started(players)
    g.s.hidden = list(hidden)
    events = arrange(g, where, zombies=zombies, hands=hands or NO_HANDS[players], step="attack", chief=chief)
    return g, events


# 2 starlets + a bruiser at the toy shop (defence 4); as many characters and starlets at
# the food hall, so neither bonus zombie comes
TOUGH = {"red-starlet": 3, "yellow-starlet": 3, "blue-bruiser": 3, "blue-starlet": 6, "green-starlet": 6,
         "green-bruiser": 6}


def test_three_zombies_do_not_attack_two_beauties_and_a_tough_guy_four_do():
    g, events = attack(TOUGH, {3: 3})
    assert "attack" not in kinds(events) and "zombie-added" not in kinds(events)
    assert g.s.zombies[3] == 3 and g.s.round == 2  # they stay
    g, events = attack(TOUGH, {3: 4})
    assert [e.data for e in events if e.kind == "attack"] == [{"location": 3, "zombies": 4, "defence": 4}]
    assert ask(g) == (0, "vote")


def test_the_crowd_and_the_beauties_each_draw_a_zombie_none_on_a_tie_parking_counts():
    g, events = attack({"red-starlet": PARK, "yellow-starlet": PARK, "blue-bruiser": 3, "green-bruiser": 3,
                        "red-bruiser": 6}, {})
    added = [e.data for e in events if e.kind == "zombie-added"]
    assert [a["location"] for a in added] == [PARK]  # the crowd ties 2-2; the starlets go to the car park
    g, events = attack({"red-starlet": PARK, "yellow-starlet": PARK, "blue-bruiser": PARK, "green-bruiser": 3,
                        "red-bruiser": 6}, {})
    assert [e.data["location"] for e in events if e.kind == "zombie-added"] == [PARK, PARK]


def test_the_supermarket_falls_to_four_zombies_whatever_its_defence_and_hardware():
    where = {f"{c}-{k}": MARKET for c in ("red", "yellow", "blue") for k in ("starlet", "bruiser")}
    where |= {f"{c}-starlet": PARK for c in ("green", "purple", "orange")}
    where |= {f"{c}-bruiser": PARK for c in ("green", "purple", "orange")}
    hands = [["shop-shutters"], [], [], [], [], []]
    g, events = attack(where, {MARKET: 4}, hands=hands, players=6)
    assert [e.data["defence"] for e in events if e.kind == "attack"] == [9]
    assert ask(g) == (0, "items")
    answer(g, Play("shop-shutters", None), Pass())
    assert ask(g) == (0, "vote")  # still attacked: 4 zombies at the food hall


def test_a_hidden_character_counts_for_defence_but_cannot_be_chosen():
    where = {"red-bruiser": 1, "yellow-starlet": 1, "blue-starlet": 3, "green-bruiser": 3, "blue-bruiser": 6,
             "green-starlet": 6}
    g, _ = attack(where, {1: 3}, hands=[["play-dead"], [], [], []])
    assert ask(g) == (0, "items") and Play("play-dead", "red-bruiser") in g.legal_actions()
    answer(g, Play("play-dead", "red-bruiser"))
    assert board.defence(g, 1) == 3  # the hidden bruiser still holds off two
    events = answer(g, Pass())
    assert "red-bruiser" in g.s.characters and "yellow-starlet" not in g.s.characters  # yellow alone could be chosen
    assert "votes-revealed" not in kinds(events) and g.s.zombies[1] == 0


def test_a_character_hidden_earlier_in_the_round_still_defends():
    where = {"red-bruiser": 1, "yellow-starlet": 1, "blue-starlet": 3, "green-bruiser": 3, "blue-bruiser": 6,
             "green-starlet": 6}
    g, events = attack(where, {1: 2}, hidden=["red-bruiser"])
    assert "attack" not in kinds(events) and g.s.zombies[1] == 2


def test_nobody_to_choose_no_victim_and_the_zombies_stay():
    where = {"red-bruiser": 1, "blue-starlet": 3, "green-bruiser": 3, "blue-bruiser": 6, "green-starlet": 6,
             "yellow-starlet": 5}
    g, events = attack(where, {1: 2}, hidden=["red-bruiser"])
    assert "no-victim" in kinds(events) and g.s.zombies[1] == 2 and "red-bruiser" in g.s.characters


def test_a_weapon_kills_and_the_attack_is_tested_again():
    g, events = attack(TOUGH, {3: 5}, hands=[["double-barrel"], [], ["crowbar"], []])
    assert ask(g) == (0, "items")
    events = answer(g, Play("double-barrel", None))
    assert g.s.zombies[3] == 3 and "no-victim" in kinds(events)  # 3 < 4: over, the window closed
    assert g.s.hands[2] == ["crowbar"]  # blue never had the floor


def test_hardware_adds_defence_this_round_and_cannot_be_played_in_the_parking_lot():
    g, events = attack(TOUGH, {3: 4}, hands=[["shop-shutters"], [], [], []])
    events = answer(g, Play("shop-shutters", None))
    assert "no-victim" in kinds(events) and g.s.zombies[3] == 4 and g.s.hardware == {}  # cleared with the round
    where = {"red-starlet": PARK, "yellow-starlet": PARK, "blue-bruiser": 3, "green-bruiser": 3, "red-bruiser": 6,
             "blue-starlet": 6}
    g, _ = attack(where, {PARK: 1}, hands=[["shop-shutters", "crowbar"], [], [], []])
    assert ask(g) == (0, "items") and set(g.legal_actions()) == {Pass(), Play("crowbar", None)}


def test_the_victim_vote_weights_the_gun_guy_and_threats_and_the_owner_picks():
    where = {"red-starlet": 6, "red-bruiser": 6, "yellow-marksman": 6, "blue-starlet": 6, "green-bruiser": 3,
             "green-starlet": 3, "blue-bruiser": 3, "yellow-starlet": 1}
    g, events = attack(where, {6: 5}, hands=[[], [], ["strong-words"], []])
    assert ask(g) == (2, "items")
    answer(g, Play("strong-words", None), Pass())
    events = vote_all(g, {0: 1, 1: 0, 2: 0})
    assert next(e for e in events if e.kind == "votes-revealed").data["weights"] == {0: 2, 1: 2, 2: 2}
    assert ask(g) == (0, "victim")  # red 4 votes (blue's threat), yellow 2
    assert set(g.legal_actions()) == {Victim("red-starlet"), Victim("red-bruiser")}
    events = answer(g, Victim("red-bruiser"))
    assert "red-bruiser" in g.s.lost and g.s.zombies[6] == 0 and g.s.supply == 30


def test_a_tie_goes_to_those_with_no_character_there_then_chance():
    where = {"red-starlet": 1, "yellow-starlet": 1, "blue-starlet": 3, "green-starlet": 3, "blue-bruiser": 6,
             "green-bruiser": 6}
    victims = set()
    for seed in range(12):
        g = started(4, seed=seed)
        arrange(g, where, zombies={1: 2}, hands=NO_HANDS[4], step="attack")
        events = vote_all(g, {0: 1, 1: 0})
        assert "tie" in kinds(events) and ask(g) == (2, "vote")
        assert {a.seat for a in g.legal_actions()} == {0, 1}
        events = vote_all(g, {2: 0, 3: 1})
        victims |= {e.data["character"] for e in events if e.kind == "random-victim"}
        again = started(4, seed=seed)
        arrange(again, where, zombies={1: 2}, hands=NO_HANDS[4], step="attack")
        vote_all(again, {0: 1, 1: 0})
        vote_all(again, {2: 0, 3: 1})
        assert again.s.lost == g.s.lost  # the same seed draws the same victim
    assert victims == {"red-starlet", "yellow-starlet"}  # a double tie picks at random


def test_the_re_vote_decides_and_the_loser_gives_up_a_character():
    where = {"red-starlet": 1, "yellow-starlet": 1, "blue-starlet": 3, "green-starlet": 3, "blue-bruiser": 6,
             "green-bruiser": 6}
    g, _ = attack(where, {1: 2})
    vote_all(g, {0: 1, 1: 0})
    vote_all(g, {2: 0, 3: 0})
    assert "red-starlet" in g.s.lost and g.s.zombies[1] == 0


def test_everyone_there_tied_with_nobody_to_vote_again_is_chance():
    where = {"red-starlet": MARKET, "yellow-starlet": MARKET, "blue-starlet": MARKET, "red-bruiser": 1,
             "yellow-bruiser": 3, "blue-bruiser": PARK}
    g, _ = attack(where, {MARKET: 3}, players=3)
    events = vote_all(g, {0: 1, 1: 2, 2: 0})
    assert "tie" not in kinds(events) and "random-victim" in kinds(events)


def test_the_parking_lot_votes_once_per_zombie_each_victim_leaving():
    where = {f"{c}-starlet": PARK for c in ("red", "yellow", "blue")}
    where |= {f"{c}-starlet": MARKET for c in ("green", "purple", "orange")}
    where |= {f"{c}-bruiser": 3 for c in ("red", "yellow", "blue")}
    g, events = attack(where, {PARK: 2}, players=6)
    assert "no defence" in next(e.text for e in events if e.kind == "attack")
    vote_all(g, {0: 1, 1: 2, 2: 1})
    assert g.s.lost[-1] == "yellow-starlet" and ask(g) == (0, "vote")
    assert g.s.ballot.voters == [0, 2]  # the victim does not vote again
    vote_all(g, {0: 2, 2: 2})
    assert g.s.lost[-2:] == ["yellow-starlet", "blue-starlet"] and g.s.zombies[PARK] == 0
    assert g.s.characters["red-starlet"].location == PARK and g.s.round == 2


def test_the_parking_lot_without_characters_loses_its_zombies():
    g, _ = attack({"red-starlet": 1, "yellow-starlet": 3, "blue-bruiser": 6, "green-bruiser": 5, "red-bruiser": 3},
                  {PARK: 3})
    assert g.s.zombies[PARK] == 0 and g.s.supply == 30 - sum(g.s.zombies.values())


def test_the_attack_checks_locations_1_to_6_in_order():
    where = {"red-starlet": 1, "yellow-starlet": 3, "blue-starlet": 6, "green-starlet": 5, "red-bruiser": PARK,
             "blue-bruiser": 6, "yellow-bruiser": 3, "green-bruiser": 1, "red-marksman": 5, "blue-marksman": 3,
             "yellow-marksman": 6, "green-marksman": PARK}
    g, events = attack(where, {1: 3, 3: 4, 5: 2, 6: 4})
    while not g.is_terminal() and g.s.round == 1:
        events += answer(g, g.legal_actions()[0])
    assert [e.data["location"] for e in events if e.kind == "attack"] == [1, 3, 5, 6]


def test_threats_may_be_played_again_in_the_re_vote():
    where = {"red-starlet": 1, "yellow-starlet": 1, "blue-starlet": 3, "green-starlet": 3, "blue-bruiser": 6,
             "green-bruiser": 6}
    g, _ = attack(where, {1: 2}, hands=[[], [], [], ["strong-words"]])
    vote_all(g, {0: 1, 1: 0})
    assert ask(g) == (3, "items") and set(g.legal_actions()) == {Pass(), Play("strong-words", None)}
    answer(g, Play("strong-words", None), Pass())
    events = vote_all(g, {2: 0, 3: 1})
    assert next(e for e in events if e.kind == "votes-revealed").data["weights"] == {2: 1, 3: 2}
    assert "yellow-starlet" in g.s.lost


def test_players_out_of_characters_vote_in_a_tie_break():
    where = {"red-starlet": 1, "yellow-starlet": 1, "blue-starlet": 3, "blue-bruiser": 6, "red-bruiser": 3,
             "yellow-bruiser": 6}
    g, _ = attack(where, {1: 2})
    vote_all(g, {0: 1, 1: 0})
    assert ask(g) == (2, "vote")
    vote_all(g, {2: 1, 3: 1})  # green has no character left, and votes
    assert "yellow-starlet" in g.s.lost


# --- the end ---------------------------------------------------------------------------

def test_the_game_ends_with_four_characters_left():
    where = {"red-starlet": 1, "yellow-starlet": 3, "blue-starlet": 6, "green-starlet": 5, "red-bruiser": 3}
    g, events = attack(where, {1: 1})
    assert g.is_terminal() and g.s.ended_by == "few" and "game-over" in kinds(events)
    assert g.current_player() is None and g.legal_actions() == []


def test_with_six_players_the_game_ends_at_six():
    where = {f"{c}-starlet": 3 if i % 2 else 6 for i, c in enumerate(("red", "yellow", "blue", "green", "purple",
                                                                       "orange"))}
    where["red-bruiser"] = 1
    g, _ = attack(where, {1: 2}, players=6)
    assert g.is_terminal() and g.s.ended_by == "few" and len(g.s.characters) == 6


def test_the_game_ends_when_everyone_left_stands_in_one_location_after_the_moves():
    where = {"red-starlet": 6, "red-bruiser": 3, "yellow-starlet": 6, "yellow-bruiser": 1, "blue-starlet": 6,
             "blue-bruiser": 5}
    g = moving([2, 2, 2, 2], where=where)
    events = dial_all(g, {0: 6, 1: 6, 2: 6, 3: 1})
    assert g.is_terminal() and g.s.ended_by == "gathered" and "game-over" in kinds(events)


def test_everyone_in_the_parking_lot_does_not_end_the_game():
    where = {"red-starlet": PARK, "red-bruiser": 3, "yellow-starlet": PARK, "yellow-bruiser": 1,
             "blue-starlet": PARK, "blue-bruiser": 5}
    g = moving([2, 2, 2, 2], where=where)
    dial_all(g, {0: PARK, 1: PARK, 2: PARK, 3: 1})
    assert not g.is_terminal() and {c.location for c in g.s.characters.values()} == {PARK}


def test_scores_tie_break_on_items_then_a_shared_win():
    g = started(4)
    arrange(g, {"red-starlet": 1, "yellow-bruiser": 3, "yellow-marksman": 3, "blue-starlet": 6, "green-bruiser": 6}, hands=[["dash"], [], ["crowbar"], []], step="truck",
            deck=[])
    rows = {r.seat: r for r in g.results()}
    assert [rows[s].score for s in range(4)] == [7, 8, 7, 5]
    assert rows[1].won and rows[1].place == 1 and rows[0].place == rows[2].place == 2 and rows[3].place == 4
    g.s.characters.pop("yellow-marksman")
    rows = {r.seat: r for r in g.results()}
    assert [r.seat for r in rows.values() if r.won] == [0, 2]  # 7 points and one item each: shared


def test_an_illegal_action_is_refused():
    g = started(4)
    with pytest.raises(IllegalAction):
        g.apply(Place("nobody", 1))
