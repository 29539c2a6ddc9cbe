"""Showdown's rules, clause by clause (shared/rules/showdown.md; decisions:
game/showdown/RULES.md), with scripted dice (every die is rng.randint) and hands and rows
arranged by hand (tests/showdown_kit.py).

Dice: derringer d4, pepperbox d6, colt d8, schofield d10, winchester d12. With 4 players,
platform seats are 0-2 (platform 1), 3-5 (platform 2), 6-8 (platform 3).
"""

import pytest
from showdown_kit import answer, arrange, ask, dice, kinds, started

from game.core.sealed import HIDDEN as MASK
from game.showdown.rules import IllegalAction
from game.showdown.rules.actions import (
    Attach,
    Blast,
    Dagger,
    Defend,
    Discard,
    Draw,
    Duel,
    Duster,
    Give,
    Holster,
    Horse,
    Keep,
    Pass,
    Peek,
    Place,
    Poker,
    Rob,
    Slip,
    Stetson,
    Thief,
)
from game.showdown.rules.content import default_content
from game.showdown.rules.view import HIDDEN

C = "colt"
D = "derringer"
W = "winchester"
FOUR = [[C, C, C, C], [D, D, D, W], [D, D, D, W], [D, D, D, W]]
ROWS = [["gold-1"], ["gold-2", "gold-3", "gold-4"], ["gold-5"], ["gold-6"]]
STARS4 = [0, 3, 6, 1]  # seats 0 and 3 share platform 1


def pass_holsters(g):
    events = []
    while ask(g)[1] == "holster":
        events += g.apply(Pass())
    return events


def rob(g, target=1, position=0, card=C, defend=D):
    events = answer(g, Rob(card, target, position))
    if ask(g)[1] == "defend":
        events += answer(g, Defend(defend))
    return events + pass_holsters(g)


# --- data ---------------------------------------------------------------------------------

def test_the_data_has_50_town_cards_each_with_a_gun_and_15_specials():
    c = default_content()
    deck = c.deck()
    assert len(deck) == 50
    by_gun = {g: sum(c.town[x].gun == g for x in deck) for g in c.guns}
    assert by_gun == {"derringer": 12, "pepperbox": 11, "colt": 10, "schofield": 9, "winchester": 8}
    specials = {s: sum(c.town[x].special == s for x in deck) for s in ("duster", "holster", "horse", "stetson")}
    assert specials == {"duster": 4, "holster": 4, "horse": 4, "stetson": 3}
    assert sum(c.town[x].white for x in deck) == 2


def test_the_data_has_20_safes_and_dice_in_order():
    c = default_content()
    pile = c.safe_pile()
    assert len(pile) == 20
    assert sorted(c.safes[x].gold for x in pile if c.safes[x].kind == "gold") == [1, 1, 1, 2, 2, 2, 3, 3, 4, 4, 5, 6]
    assert [c.safes[x].badge for x in pile if c.safes[x].kind == "badge"] == [1, 2, 3, 4]
    assert [g.sides for g in c.guns.values()] == [4, 6, 8, 10, 12]


# --- setup --------------------------------------------------------------------------------

@pytest.mark.parametrize("players,platforms,seats", [(2, 2, 2), (3, 2, 3), (4, 3, 3), (6, 3, 3), (7, 3, 4),
                                                     (9, 3, 4)])
def test_platforms_and_faction_sizes_by_player_count(players, platforms, seats):
    s = started(players).s
    assert (s.platforms, s.per_platform) == (platforms, seats)
    assert len(set(s.stars)) == players and all(0 <= x < platforms * seats for x in s.stars)
    assert s.empty_seats()
    sizes = [len(s.members(f)) for f in range(platforms)]
    assert max(sizes) - min(sizes) <= 1  # dealt to the platforms in turn (RULES.md)


@pytest.mark.parametrize("players,hand,middle,rounds", [(4, 4, 3, 4), (7, 4, 3, 4), (8, 3, 2, 3), (9, 3, 2, 3)])
def test_hands_holdup_safes_and_rounds_by_player_count(players, hand, middle, rounds):
    s = started(players).s
    assert [len(h) for h in s.hands] == [hand] * players and len(s.deck) == 50 - hand * players
    assert len(s.middle) == middle and s.rounds == rounds
    assert sum(map(len, s.safes)) + len(s.middle) + len(s.out) == 20


def test_two_safes_each_one_passed_left_face_down_at_the_right_end():
    g = started(5)
    s = g.s
    assert [len(r) for r in s.safes] == [2] * 5
    for seat in range(5):
        left = (seat + 1) % 5
        [(owner, pos, safe)] = s.known[seat]
        assert (owner, pos) == (left, 1) and s.safes[left][1] == safe
        assert g.view(seat).safes[left][1] == safe and g.view((seat + 2) % 5).safes[left][1] == HIDDEN


def test_each_player_chooses_in_secret_which_safe_to_pass_and_all_pass_at_once():
    g = started(3, slip=None, dice=[6, 1, 1])
    dealt = [list(r) for r in g.s.safes]
    assert ask(g) == (0, "slip") and g.legal_actions() == [Slip(0), Slip(1)] and g.s.step == "pass"
    answer(g, Slip(1))
    assert g.view(1).passing.choices == {0: MASK} and g.s.safes == dealt
    ev = answer(g, Slip(0), Slip(1))
    assert g.s.safes == [[dealt[0][0], dealt[2][1]], [dealt[1][1], dealt[0][1]], [dealt[2][0], dealt[1][0]]]
    seen = [e for e in ev if e.kind == "safe-seen"]
    assert [(e.private, e.data["safe"]) for e in seen] == [(1, dealt[0][1]), (2, dealt[1][0]), (0, dealt[2][1])]
    assert "black-die" in kinds(ev) and ask(g) == (0, "play")


def test_the_highest_black_die_is_first_player_and_the_tied_reroll():
    g = started(4, dice=[3, 5, 5, 2, 2, 6])
    assert g.s.first == 2 and g.current_player() == 2 and ask(g) == (2, "play")
    assert g.s.queue == [3, 0, 1]


def test_two_laps_a_round_with_two_or_three_players():
    g = started(3, dice=[6, 1, 1])
    assert g.s.queue == [1, 2, 0, 1, 2]


# --- robbery ------------------------------------------------------------------------------

def test_a_robbery_won_takes_the_safe_and_shuffles_it_in():
    g = started(4)
    arrange(g, hands=FOUR, safes=ROWS, stars=STARS4)
    dice(g, 5, 3)
    ev = rob(g, target=1, position=1)
    s = g.s
    assert sorted(s.safes[0]) == ["gold-1", "gold-3"] and s.safes[1] == ["gold-2", "gold-4"]
    assert "robbed" in kinds(ev) and "safes-shuffled" in kinds(ev)
    assert g.view(0).safes[0] == s.safes[0] and g.view(2).safes[0] == [HIDDEN, HIDDEN]


def test_a_robbery_lost_changes_nothing_and_nobody_shuffles():
    g = started(4)
    arrange(g, hands=FOUR, safes=ROWS, stars=STARS4)
    dice(g, 2, 4)
    ev = rob(g, target=1, position=0)
    assert g.s.safes == ROWS and "safes-shuffled" not in kinds(ev) and "fight-lost" in kinds(ev)


def test_ties_reroll():
    g = started(4)
    arrange(g, hands=FOUR, safes=ROWS, stars=STARS4)
    dice(g, 3, 3, 1, 1, 4, 2)
    ev = rob(g)
    assert kinds(ev).count("reroll") == 2 and g.s.safes[1] == ["gold-3", "gold-4"]


def test_the_defender_must_answer_with_a_card_from_hand():
    g = started(4)
    arrange(g, hands=[[C], [D, W], [D], [D]], safes=ROWS, stars=STARS4)
    answer(g, Rob(C, 1, 0))
    assert ask(g) == (1, "defend") and g.legal_actions() == [Defend(D), Defend(W)]
    with pytest.raises(IllegalAction):
        g.apply(Pass())


def test_a_defender_with_no_card_has_no_die_and_loses():
    g = started(4)
    arrange(g, hands=[[C], [], [D], [D]], safes=ROWS, stars=STARS4)
    dice(g, 1)
    ev = rob(g)
    assert "no-answer" in kinds(ev) and "gold-2" in g.s.safes[0]


def test_everyone_who_played_refills_at_the_end_of_the_turn():
    g = started(4)
    arrange(g, hands=FOUR, safes=ROWS, stars=STARS4)
    deck = len(g.s.deck)
    dice(g, 2, 4)
    rob(g)
    assert [len(h) for h in g.s.hands] == [4, 4, 4, 4] and len(g.s.deck) == deck - 2
    assert ask(g) == (g.s.turn, "play")


def test_an_empty_deck_is_reshuffled_from_the_discards():
    g = started(4)
    arrange(g, hands=FOUR, safes=ROWS, stars=STARS4, deck=[])
    g.s.discards = [W, W]
    dice(g, 2, 4)
    ev = rob(g)
    assert "reshuffle" in kinds(ev) and [len(h) for h in g.s.hands] == [4] * 4 and len(g.s.deck) == 2


# --- duel ---------------------------------------------------------------------------------

def test_a_duel_won_swaps_the_stars():
    g = started(4)
    arrange(g, hands=FOUR, safes=ROWS, stars=STARS4)
    dice(g, 8, 1)
    answer(g, Duel(C, 2), Defend(D))
    pass_holsters(g)
    assert g.s.stars[0] == 6 and g.s.stars[2] == 0


def test_a_duel_won_in_your_own_faction_moves_the_loser_to_an_empty_seat_you_choose():
    g = started(4)
    arrange(g, hands=FOUR, safes=ROWS, stars=STARS4)
    dice(g, 8, 1)
    answer(g, Duel(C, 3), Defend(D))
    pass_holsters(g)
    assert ask(g) == (0, "place")
    assert g.legal_actions() == [Place(e) for e in (2, 4, 5, 7, 8)]
    g.apply(Place(8))
    assert g.s.stars == [0, 3, 6, 8]


def test_a_duel_lost_does_nothing():
    g = started(4)
    arrange(g, hands=FOUR, safes=ROWS, stars=STARS4)
    dice(g, 1, 4)
    answer(g, Duel(C, 2), Defend(D))
    pass_holsters(g)
    assert g.s.stars == STARS4


# --- the safe limit -----------------------------------------------------------------------

def test_a_fourth_safe_is_given_to_the_poorest_who_puts_it_at_the_right_end():
    g = started(4)
    rows = [["gold-1", "gold-2", "gold-3"], ["gold-4", "gold-5"], ["gold-6"], []]
    arrange(g, hands=FOUR, safes=rows, stars=STARS4)
    dice(g, 8, 1)
    rob(g, target=1, position=1)
    assert ask(g) == (0, "give") and len(g.s.safes[0]) == 4
    assert {a.to for a in g.legal_actions()} == {3}
    four = list(g.s.safes[0])
    ev = answer(g, Give(four.index("gold-5"), 3))
    assert g.s.safes[3] == ["gold-5"] and sorted(g.s.safes[0]) == ["gold-1", "gold-2", "gold-3"]
    assert "safe-given" in kinds(ev) and [3, 0, "gold-5"] in g.s.known[0]


def test_a_tie_for_fewest_safes_is_the_givers_choice():
    g = started(4)
    rows = [["gold-1", "gold-2", "gold-3"], ["gold-4", "gold-5"], ["gold-6"], ["badge-1"]]
    arrange(g, hands=FOUR, safes=rows, stars=STARS4)
    dice(g, 8, 1)
    rob(g, target=1)
    assert {a.to for a in g.legal_actions()} == {1, 2, 3}  # seat 1, robbed, is down to one too


def test_with_every_other_player_at_three_the_safe_leaves_the_game():
    g = started(4, dice=[6, 1, 1, 1])
    rows = [["gold-1", "gold-2", "gold-3"], ["gold-4", "gold-5", "gold-6"], ["badge-1", "badge-2", "badge-3"],
            ["badge-4", "gun-colt", "gun-winchester"]]
    g.s.middle = ["gold-1"]
    arrange(g, hands=FOUR, safes=rows, stars=STARS4, seat=None)
    out = len(g.s.out)
    dice(g, 8, 1, 1, 1)
    answer(g, Draw(C), Draw(D), Draw(D), Draw(D))
    assert {a.to for a in g.legal_actions()} == {-1}
    g.apply(g.legal_actions()[0])
    assert len(g.s.out) == out + 1 and len(g.s.safes[0]) == 3


# --- holsters -----------------------------------------------------------------------------

H = "holster-colt"


def test_holster_windows_for_the_attacker_then_the_defender_clockwise_from_the_attacker():
    g = started(4)
    arrange(g, hands=FOUR, safes=ROWS, stars=STARS4, seat=1)
    answer(g, Rob(D, 3, 0), Defend(D))
    asked = []
    while ask(g)[1] == "holster":
        asked.append((g.current_player(), g.s.fight.for_defender))
        assert g.legal_actions() == [Pass()]  # no holster in hand: still asked (RULES.md)
        g.apply(Pass())
    assert asked == [(2, False), (0, False), (2, True), (0, True)]


def test_a_holster_adds_its_gun_die_to_a_fighter_and_stays_through_rerolls():
    g = started(4)
    arrange(g, hands=[[C], [D, W], [H, D], [D]], safes=ROWS, stars=STARS4)
    answer(g, Rob(C, 1, 0), Defend(D))
    assert ask(g) == (2, "holster") and g.legal_actions() == [Pass(), Holster(H, 0)]
    answer(g, Pass(), Pass())
    assert ask(g) == (2, "holster") and g.legal_actions() == [Pass(), Holster(H, 1)]
    dice(g, 5, 4, 1, 7, 2, 4)  # 5 against 4 + 1: a tie; 7 against 2 + 4
    ev = answer(g, Holster(H, 1), Pass())
    assert kinds(ev).count("fight-roll") == 2 and g.s.safes[1] == ["gold-3", "gold-4"]
    assert "holster-colt" in g.s.discards


def test_a_holstered_defender_holds():
    g = started(4)
    arrange(g, hands=[[C], [D, W], [H, D], [D]], safes=ROWS, stars=STARS4)
    answer(g, Rob(C, 1, 0), Defend(D), Pass(), Pass())
    dice(g, 5, 3, 4)  # attacker 5; defender 3 + holster 4
    ev = answer(g, Holster(H, 1), Pass())
    assert "fight-lost" in kinds(ev) and g.s.safes[1] == ROWS[1]
    assert [len(h) for h in g.s.hands] == [4, 4, 4, 1]  # the holster giver played a card: refilled


def test_a_fighter_given_two_holsters_keeps_one_and_returns_the_other():
    g = started(5)
    stars = [0, 3, 6, 1, 4]
    arrange(g, hands=[[C], [D, W], ["holster-derringer"], [H], [D]],
            safes=ROWS + [[]], stars=stars)
    answer(g, Rob(C, 1, 0), Defend(D), Holster("holster-derringer", 0), Holster(H, 0), Pass())
    answer(g, Pass(), Pass(), Pass())
    assert ask(g) == (0, "keep") and g.legal_actions() == [Keep(H), Keep("holster-derringer")]
    dice(g, 1, 8, 4)  # colt 1 + holster colt 8 against derringer 4
    answer(g, Keep(H))
    assert "gold-2" in g.s.safes[0]
    assert g.s.hands[2][0] == "holster-derringer" and len(g.s.hands[2]) == 1  # returned: not played, no refill


def test_no_holster_window_with_two_or_three_players():
    g = started(3)
    arrange(g, hands=[[C], [D, W], [H]], safes=ROWS[:3], stars=[0, 3, 1])
    dice(g, 2, 4)
    ev = answer(g, Rob(C, 1, 0), Defend(D))
    assert "fight-lost" in kinds(ev)


# --- 2-3 players: holsters attached on one's own turn ---------------------------------------

def test_with_two_or_three_players_a_holster_attaches_to_any_safe_or_character():
    g = started(3)
    arrange(g, hands=[[H, C], [D, W], [D]], safes=[["gold-1"], ["gold-2", "gold-3"], []], stars=[0, 3, 1])
    attach = [a for a in g.legal_actions() if a.NAME == "attach"]
    assert attach == [Attach(H, 0, 0), Attach(H, 1, 0), Attach(H, 1, 1), Attach(H, 0, -1), Attach(H, 1, -1),
                      Attach(H, 2, -1)]
    answer(g, Attach(H, 1, 1))
    assert g.s.guards[1] == [None, H] and len(g.s.hands[0]) == 4


def test_an_attached_holster_adds_to_that_safes_next_defence_then_goes():
    g = started(3)
    arrange(g, hands=[[C], [D, W], [D]], safes=[["gold-1"], ["gold-2", "gold-3"], []], stars=[0, 3, 1])
    g.s.guards[1][1] = H
    dice(g, 6, 3, 4)  # colt 6 against derringer 3 + the holster's colt 4
    ev = answer(g, Rob(C, 1, 1), Defend(D))
    assert "holster-used" in kinds(ev) and "fight-lost" in kinds(ev)
    assert g.s.guards[1] == [None, None] and H in g.s.discards


def test_a_safe_with_a_holster_keeps_its_place_in_a_shuffle_and_moves_with_the_safe():
    g = started(3, dice=[6, 1, 1])
    rows3 = [["gold-1", "gold-2", "gold-3"], ["gold-4"], ["gold-5"]]
    arrange(g, hands=[[C], [D, W], [D]], safes=rows3, stars=[0, 3, 1])
    g.s.guards[0][1] = H
    from game.showdown.rules import safes as rows

    for _ in range(10):
        rows.shuffle(g, 0)
        assert g.s.safes[0][1] == "gold-2"
    g.s.middle = ["gold-6"]
    arrange(g, seat=None)
    dice(g, 8, 1, 1)
    answer(g, Draw(C), Draw(D), Draw(D))
    given = g.s.safes[0].index("gold-2") if "gold-2" in g.s.safes[0] else None
    assert ask(g) == (0, "give") and given == 1
    answer(g, Give(1, 2))
    assert g.s.safes[2] == ["gold-5", "gold-2"] and g.s.guards[2] == [None, H]


def test_an_attached_holster_on_a_character_defends_its_next_duel():
    g = started(2)
    arrange(g, hands=[[C], [D, W]], safes=[["gold-1"], ["gold-2"]], stars=[0, 2])
    g.s.covers[1] = H
    dice(g, 8, 1, 7, 5, 1, 1)  # colt 8 against derringer 1 + colt 7: a tie; then 5 against 1 + 1
    ev = answer(g, Duel(C, 1), Defend(D))
    assert kinds(ev).count("fight-roll") == 2 and g.s.stars == [2, 0] and g.s.covers == [None, None]


# --- expert: the horse thief -----------------------------------------------------------------

WH = "white-horse-schofield"


def test_horse_thieves_are_asked_right_after_both_guns_are_laid_and_the_best_roll_takes_the_safe():
    g = started(4, horse_thief=True)
    arrange(g, hands=[[C], [D, W], [WH, D], [D]], safes=ROWS, stars=STARS4)
    answer(g, Rob(C, 1, 0), Defend(D))
    assert ask(g) == (2, "thief") and g.legal_actions() == [Pass(), Thief(WH)]
    answer(g, Thief(WH))
    assert ask(g) == (3, "thief")
    answer(g, Pass())
    assert ask(g) == (3, "holster")  # the thief neither gives nor takes holsters
    dice(g, 5, 3, 5, 2, 8)  # colt 5, derringer 3, schofield 5: attacker and thief reroll, 2 and 8
    ev = answer(g, Pass(), Pass())
    assert "thief" not in kinds(ev) and "gold-2" in g.s.safes[2] and g.s.safes[1] == ["gold-3", "gold-4"]
    assert len(g.s.hands[2]) == 4 and WH in g.s.discards  # the horse is refilled


def test_no_horse_thief_with_three_players_in_a_duel_or_in_the_badge_round():
    g = started(3, horse_thief=True)
    arrange(g, hands=[[C], [D, W], [WH]], safes=ROWS[:3], stars=[0, 3, 1])
    answer(g, Rob(C, 1, 0), Defend(D))
    assert ask(g)[1] != "thief"
    g = started(4, horse_thief=True)
    arrange(g, hands=[[C, C], [D, W], [WH, D], [D]], safes=ROWS, stars=STARS4)
    answer(g, Duel(C, 1), Defend(D))
    assert ask(g) == (2, "holster")
    g = started(4, horse_thief=True)
    arrange(g, hands=[[C], [D, W], [WH, D], [D]], safes=[["badge-1"], ["gold-2"], [], []], stars=STARS4,
            seat=None, step="badge")
    answer(g, Rob(C, 1, 0), Defend(D))
    assert ask(g) == (2, "holster")


def test_without_the_expert_rule_nobody_is_asked_to_steal():
    g = started(4)
    arrange(g, hands=[[C], [D, W], [WH, D], [D]], safes=ROWS, stars=STARS4)
    answer(g, Rob(C, 1, 0), Defend(D))
    assert ask(g) == (2, "holster")


# --- duster, horse, stetson --------------------------------------------------------------

def test_a_duster_draws_four_and_discards_three_at_the_end_of_the_turn():
    g = started(4)
    arrange(g, hands=[["duster-derringer", C, C, C]] + FOUR[1:], safes=ROWS, stars=STARS4)
    answer(g, Duster("duster-derringer"))
    assert len(g.s.hands[0]) == 7 and ask(g) == (0, "discard")
    answer(g, Discard(C), Discard(C), Discard(C))
    assert len(g.s.hands[0]) == 4 and ask(g)[1] == "play" and g.s.turn != 0


def test_a_horse_rides_to_an_empty_seat_of_another_faction():
    g = started(4)
    arrange(g, hands=[["horse-colt", C, C, C]] + FOUR[1:], safes=ROWS, stars=STARS4)
    horses = [a for a in g.legal_actions() if isinstance(a, Horse)]
    assert [a.seat for a in horses] == [4, 5, 7, 8]
    answer(g, Horse("horse-colt", 7))
    assert g.s.stars[0] == 7


def test_a_horse_with_no_empty_seat_elsewhere_is_only_a_gun():
    g = started(4)
    arrange(g, hands=[["horse-colt"]] + FOUR[1:], safes=ROWS, stars=[0, 3, 4, 5])
    g.s.stars = [0, 3, 4, 5]
    g.s.platforms, g.s.per_platform = 2, 3  # platform 2 full
    g._legal = None
    assert not any(isinstance(a, Horse) for a in g.legal_actions())
    assert Rob("horse-colt", 1, 0) in g.legal_actions()


def test_a_stetson_looks_at_two_safes_of_others_and_remembers_them():
    g = started(4)
    arrange(g, hands=[["stetson-colt", C, C, C]] + FOUR[1:], safes=ROWS, stars=STARS4)
    answer(g, Stetson("stetson-colt"))
    assert ask(g) == (0, "peek")
    ev = answer(g, Peek(1, 2))
    assert Peek(1, 2) not in g.legal_actions()
    ev += answer(g, Peek(3, 0))
    assert [e.data["position"] for e in ev if e.kind == "peek"] == [2, 0]
    seen = [e for e in ev if e.kind == "safe-seen"]
    assert all(e.private == 0 for e in seen)
    v = g.view(0)
    assert v.safes[1] == [HIDDEN, HIDDEN, "gold-4"] and v.safes[3] == ["gold-6"]
    assert g.view(2).safes[1] == [HIDDEN] * 3


def test_a_stetson_may_look_at_the_players_own_safes():
    """showdown.md: "look at any 2 safes in play" (source: "아무 금고 2개"): one's own row too."""
    g = started(4)
    arrange(g, hands=[["stetson-colt", C, C, C]] + FOUR[1:], safes=[["gold-1", "gold-2"]] + ROWS[1:], stars=STARS4)
    answer(g, Stetson("stetson-colt"))
    assert Peek(0, 0) in g.legal_actions() and Peek(0, 1) in g.legal_actions()
    ev = answer(g, Peek(0, 1))
    assert Peek(0, 1) not in g.legal_actions() and Peek(0, 0) in g.legal_actions()
    ev += answer(g, Peek(0, 0))
    assert [(e.data["owner"], e.data["position"]) for e in ev if e.kind == "peek"] == [(0, 1), (0, 0)]
    assert next(e for e in ev if e.kind == "peek").text == "Player 1 looks at their own safe 2."
    assert ask(g)[1] != "peek" and g.view(0).safes[0] == ["gold-1", "gold-2"]


def test_a_stetson_is_playable_when_only_the_players_own_row_holds_safes():
    g = started(4)
    arrange(g, hands=[["stetson-colt", C, C, C]] + FOUR[1:], safes=[["gold-1"], [], [], []], stars=STARS4)
    assert Stetson("stetson-colt") in g.legal_actions()
    ev = answer(g, Stetson("stetson-colt"))  # one safe in play: looked at without a question
    assert [(e.data["owner"], e.data["position"]) for e in ev if e.kind == "peek"] == [(0, 0)]
    assert ask(g)[1] != "peek"


def test_a_stetson_looks_at_one_safe_with_two_or_three_players():
    g = started(3)
    arrange(g, hands=[["stetson-colt", C], [D], [D]], safes=ROWS[:3], stars=[0, 3, 1])
    answer(g, Stetson("stetson-colt"), Peek(1, 0))
    assert ask(g)[1] != "peek"


def test_what_a_seat_learnt_is_forgotten_when_that_row_is_shuffled_and_shifts_on_a_removal():
    g = started(4)
    arrange(g, hands=[["stetson-colt", C, C, C]] + FOUR[1:], safes=ROWS, stars=STARS4)
    answer(g, Stetson("stetson-colt"), Peek(1, 2), Peek(1, 1))
    from game.showdown.rules import safes as rows

    g.s.safes[1].pop(0)
    g.s.safes[1].insert(0, "gold-2")
    assert rows.remove(g.s, 1, 0) == ("gold-2", None)
    assert sorted(map(tuple, g.s.known[0]))[-2:] == [(1, 0, "gold-3"), (1, 1, "gold-4")]
    rows.shuffle(g, 1)
    assert not [e for e in g.s.known[0] if e[0] == 1]


# --- holdups --------------------------------------------------------------------------------

def holdup(g, middle=("gold-6", "gold-5", "gold-4")):
    g.s.middle = list(middle)
    return arrange(g, hands=FOUR, safes=ROWS, stars=STARS4, seat=None, step="turns")


def test_a_holdup_follows_the_last_turn_of_a_round_with_the_safe_turned_up():
    g = started(4)
    ev = holdup(g)
    assert g.s.step == "holdup" and g.s.holdup_safe == "gold-6"
    assert [e for e in ev if e.kind == "holdup"][0].data["safe"] == "gold-6"
    assert ask(g) == (g.s.first, "draw")


def test_holdup_cards_are_secret_until_all_are_chosen_then_the_highest_takes_the_safe():
    g = started(4, dice=[6, 1, 1, 1])
    holdup(g)
    answer(g, Draw(C))
    assert g.view(1).holdup.choices == {0: MASK} and g.view(0).holdup.choices == {0: C}
    answer(g, Draw(D), Draw(D))
    dice(g, 2, 4, 1, 1)
    ev = answer(g, Draw(D))
    assert "holdup-revealed" in kinds(ev) and "gold-6" in g.s.safes[1]
    assert g.s.round == 2 and g.s.step == "turns" and [len(h) for h in g.s.hands] == [4] * 4
    assert g.s.discards[-4:] == [C, D, D, D]


def test_a_holdup_tie_rerolls_among_the_tied_only():
    g = started(4, dice=[6, 1, 1, 1])
    holdup(g)
    dice(g, 4, 4, 1, 1, 2, 3)  # seats 0 and 1 tie at 4; they roll again: 2 and 3
    answer(g, Draw(C), Draw(D), Draw(D), Draw(D))
    assert "gold-6" in g.s.safes[1]


def test_after_the_last_holdup_one_more_lap_then_the_badge_round():
    g = started(4, dice=[6, 1, 1, 1])
    ev = arrange(g, hands=FOUR, safes=ROWS, stars=STARS4, seat=None, round_=4)
    assert "holdup" not in kinds(ev) and "badge-round" in kinds(ev) and "safes-revealed" in kinds(ev)
    g = started(4, dice=[6, 1, 1, 1])
    assert g.s.queue == [1, 2, 3] and g.s.rounds == 4 and len(g.s.middle) == 3  # 3 holdups, 4 laps


# --- badge round ----------------------------------------------------------------------------

def test_badges_in_order_each_holder_takes_a_turn_and_the_badge_is_shown():
    g = started(4, dice=[6, 1, 1, 1])
    rows = [["gold-1"], ["badge-2", "gold-2"], ["badge-1"], ["gold-6"]]
    g.s.badge = 0
    g.s.middle = ["badge-3"]
    ev = arrange(g, hands=FOUR, safes=rows, stars=STARS4, seat=None, step="badge")
    assert ask(g) == (2, "play")
    assert [e.data["badge"] for e in ev if e.kind == "badge"] == [1]
    assert g.view(0).safes[2] == ["badge-1"]
    dice(g, 1, 4)
    rob(g, target=0, card=D, defend=C)
    assert ask(g) == (1, "play") and g.view(3).safes[1][0] == "badge-2"


def test_a_badge_robbed_in_the_badge_round_gives_its_new_holder_the_turn():
    g = started(4, dice=[6, 1, 1, 1])
    rows = [["gold-1"], ["badge-2", "gold-2"], ["badge-1"], ["gold-6"]]
    arrange(g, hands=FOUR, safes=rows, stars=STARS4, seat=None, step="badge")
    dice(g, 4, 1)
    rob(g, target=1, position=0, card=D, defend=D)
    assert ask(g) == (2, "play") and "badge-2" in g.s.safes[2]
    assert g.s.badge == 2


# --- final showdown ------------------------------------------------------------------------

def showdown(g, rows, stars=STARS4, hands=FOUR):
    return arrange(g, hands=hands, safes=rows, stars=stars, seat=None, step="showdown")


def test_the_richest_faction_goes_to_the_showdown_and_a_lone_member_wins():
    g = started(4, dice=[6, 1, 1, 1])
    ev = showdown(g, [["gold-1"], ["gold-2"], ["gold-6"], ["gold-3"]])
    assert g.is_terminal() and g.s.winners == [2] and g.s.gold == [4, 2, 6]
    assert "safes-revealed" in kinds(ev)
    assert [r.won for r in g.results()] == [False, False, True, False]
    assert g.view(0).safes[1] == ["gold-2"]


def test_a_gold_tie_goes_to_the_faction_with_fewest_members():
    g = started(4, dice=[6, 1, 1, 1])
    showdown(g, [["gold-3"], ["gold-2"], ["gold-6"], ["gold-3"]])
    assert g.s.showdown.participants == [2]


def test_still_tied_all_tied_factions_fight_with_their_best_showdown_gun():
    g = started(4, dice=[6, 1, 1, 1])
    showdown(g, [["gold-4", "gun-pepperbox", "gun-winchester"], ["gold-2", "gold-2"], ["gold-4"], []],
             stars=[0, 3, 6, 4])
    assert g.s.gold == [4, 4, 4] and g.s.showdown.participants == [0, 2]
    dice(g, 1, 12, 4)  # seat 0: colt 1 + the winchester 12; seat 2: derringer 4
    ev = answer(g, Draw(C), Draw(D))
    assert g.s.winners == [0] and [e.data["seat"] for e in ev if e.kind == "eliminated"] == [2]


def test_the_lowest_is_eliminated_one_per_exchange_ties_for_lowest_reroll_then_cards_come_back():
    g = started(6, dice=[6, 1, 1, 1, 1, 1])
    rows = [["gold-1"], ["gold-1"], ["gold-1"], ["gold-2"], ["gold-2"], ["gold-2"]]
    showdown(g, rows, stars=[0, 3, 6, 1, 4, 7], hands=[[D]] * 6)
    assert g.s.showdown.participants == [0, 1, 2, 3, 4, 5]  # 3 gold and 2 members each
    deck = len(g.s.deck)
    dice(g, 4, 4, 1, 4, 1, 4, 2, 3)  # seats 2 and 4 tie for lowest; they reroll 2 and 3
    ev = answer(g, *[Draw(D)] * 6)
    assert [e.data["seat"] for e in ev if e.kind == "eliminated"] == [2]
    assert g.s.hands[2] == [] and len(g.s.deck) == deck  # no refills
    assert kinds(ev).count("take-back") == 5 and g.s.hands[0] == [D] and ask(g)[1] == "draw"
    dice(g, 4, 4, 1, 4, 4)  # seats 0, 1, 3, 4, 5: seat 3 is lowest
    ev = answer(g, *[Draw(D)] * 5)
    assert [e.data["seat"] for e in ev if e.kind == "eliminated"] == [3]


def test_three_in_the_showdown_and_taking_back_played_cards():
    g = started(4, dice=[6, 1, 1, 1])
    hands = [[C], [D], [D], [D]]
    showdown(g, [["gold-2"], ["gold-2"], ["gold-2"], ["gold-2"]], stars=[0, 3, 6, 1], hands=hands)
    # platforms: {0,3}=4, {1}=2, {2}=2: platform 1 is richest alone
    assert g.s.showdown.participants == [0, 3]
    dice(g, 2, 2, 5, 1)
    ev = answer(g, Draw(C), Draw(D))
    assert g.s.winners == [0] and kinds(ev).count("reroll") == 1


# --- expert: mystery safes ---------------------------------------------------------------------

def mysteries(g, rows, stars=STARS4, hands=FOUR):
    return arrange(g, hands=hands, safes=rows, stars=stars, seat=None, step="mystery")


def test_mystery_safes_are_shuffled_in_at_setup():
    s = started(9, mystery=True).s
    assert sum(map(len, s.safes)) + len(s.middle) + len(s.out) == 27


def test_mysteries_are_revealed_in_seat_order_from_the_first_player_before_the_showdown():
    g = started(4, dice=[1, 6, 1, 1], mystery=True)  # seat 1 is first
    rows = [["gold-1", "mystery-cash"], ["mystery-sarsaparilla"], ["gold-6"], ["mystery-peace", "gold-2"]]
    ev = mysteries(g, rows)
    assert [e.data["seat"] for e in ev if e.kind == "mystery"] == [1, 3, 0]
    assert kinds(ev).index("safes-revealed") > kinds(ev).index("mystery")
    assert g.s.cash == [0] and g.s.spoiled == [0, 1, 0, 0]


def test_cash_joins_the_showdown_though_its_faction_is_not_the_richest():
    g = started(4, dice=[6, 1, 1, 1], mystery=True)
    mysteries(g, [["mystery-cash"], ["gold-1"], ["gold-6"], []])
    assert g.s.showdown.participants == [0, 2]


def test_bad_sarsaparilla_leaves_the_second_best_showdown_gun():
    g = started(4, dice=[6, 1, 1, 1], mystery=True)
    rows = [["mystery-cash", "gun-winchester", "gun-pepperbox"], ["mystery-sarsaparilla", "gun-colt", "gun-schofield"],
            ["gold-1"], ["gold-2"]]
    mysteries(g, rows, stars=[0, 3, 6, 4])
    assert g.s.showdown.participants == [0, 1, 3]
    dice(g, 1, 12, 1, 8, 4)  # seat 0: colt + winchester; seat 1: derringer + colt (not schofield); seat 3: derringer
    ev = answer(g, Draw(C), Draw(D), Draw(D))
    assert [e.data["seat"] for e in ev if e.kind == "eliminated"] == [3]


def test_a_dagger_for_a_gun_costs_one_gold_for_gold_it_counts_against_each_roll():
    g = started(4, dice=[6, 1, 1, 1], mystery=True)
    mysteries(g, [["mystery-dagger", "gold-2"], ["gold-1"], ["gold-1"], []])
    assert ask(g) == (0, "dagger")
    answer(g, Dagger("gun"))
    assert g.s.adjust[0] == -1 and g.s.extra_guns[0] == ["pepperbox"]
    assert g.s.gold == [1, 1, 1] and g.s.showdown.participants == [1, 2]  # 2 - 1: tied, the fewest members
    g = started(4, dice=[6, 1, 1, 1], mystery=True)
    mysteries(g, [["mystery-dagger", "gold-2"], ["gold-3"], ["gold-1"], []], stars=[0, 3, 6, 7])
    answer(g, Dagger("gold"))
    assert g.s.gold == [3, 3, 1] and g.s.showdown.participants == [0, 1]
    dice(g, 8, 6, 3)  # seat 0: colt 8 - pepperbox 6 = 2; seat 1: derringer 3
    ev = answer(g, Draw(C), Draw(D))
    assert [e.data["seat"] for e in ev if e.kind == "eliminated"] == [0] and g.s.winners == [1]


def test_an_explosive_removes_an_unrevealed_safe_of_another_player_and_a_mystery_hit_does_nothing():
    g = started(4, dice=[6, 1, 1, 1], mystery=True)
    mysteries(g, [["mystery-explosive"], ["mystery-sarsaparilla", "gold-6"], ["gold-1"], []])
    assert ask(g) == (0, "blast") and g.legal_actions() == [Blast(1, 0), Blast(1, 1), Blast(2, 0)]
    ev = answer(g, Blast(1, 0))
    assert "mystery-sarsaparilla" in g.s.out and [e for e in ev if e.kind == "blast"][0].data["safe"]
    assert g.s.spoiled == [0, 0, 0, 0] and "mystery" not in kinds(ev)


def test_a_poker_deck_wins_or_loses_a_guns_roll_by_the_red_die_and_refills():
    g = started(4, dice=[6, 1, 1, 1], mystery=True)
    mysteries(g, [["mystery-poker", "gold-6"], ["gold-1"], ["gold-1"], []], hands=[[C, W]] + FOUR[1:])
    assert ask(g) == (0, "poker")
    dice(g, 7, 1)
    answer(g, Poker(C))
    assert g.s.adjust[0] == -7 and len(g.s.hands[0]) == 4
    g = started(4, dice=[6, 1, 1, 1], mystery=True)
    mysteries(g, [["mystery-poker", "gold-6"], ["gold-1"], ["gold-1"], []], hands=[[C, W]] + FOUR[1:])
    dice(g, 7, 2)
    answer(g, Poker(C))
    assert g.s.adjust[0] == 7


def test_peace_makes_the_participants_and_fair_share_the_whole_table_win_when_nobody_has_a_gun():
    g = started(4, dice=[6, 1, 1, 1], mystery=True)
    mysteries(g, [["mystery-peace", "gold-2"], ["gold-1"], ["gold-2"], []], stars=[0, 3, 6, 4])
    assert g.is_terminal() and g.s.winners == [0, 2]
    g = started(4, dice=[6, 1, 1, 1], mystery=True)
    mysteries(g, [["mystery-fair-share", "gold-2"], ["gold-1"], ["gold-2"], []], stars=[0, 3, 6, 4])
    assert g.s.winners == [0, 1, 2, 3]
    g = started(4, dice=[6, 1, 1, 1], mystery=True)
    mysteries(g, [["mystery-peace", "gold-2"], ["gold-1"], ["gold-2", "gun-colt"], []], stars=[0, 3, 6, 4])
    assert not g.is_terminal() and ask(g)[1] == "draw"  # a participant has a gun: they fight it out


def test_a_lone_participant_holding_fair_share_without_a_gun_shares_the_win_with_the_whole_table():
    """showdown.md: a team-win safe takes effect when its holder is a participant; with no
    showdown gun, "fair share" makes all players at the table win, however many take part."""
    g = started(4, dice=[6, 1, 1, 1], mystery=True)
    mysteries(g, [["gold-1"], ["gold-2"], ["mystery-fair-share", "gold-6"], ["gold-1"]])
    assert g.s.showdown.participants == [2] and g.s.winners == [0, 1, 2, 3]
    assert [r.won for r in g.results()] == [True] * 4


def test_a_lone_participant_with_a_showdown_gun_or_peace_wins_alone():
    g = started(4, dice=[6, 1, 1, 1], mystery=True)
    mysteries(g, [["gold-1"], ["gold-2"], ["mystery-fair-share", "gold-6", "gun-colt"], ["gold-1"]])
    assert g.is_terminal() and g.s.winners == [2]  # "otherwise the participants fight it out": one is left
    g = started(4, dice=[6, 1, 1, 1], mystery=True)
    mysteries(g, [["gold-1"], ["gold-2"], ["mystery-peace", "gold-6"], ["gold-1"]])
    assert g.s.winners == [2]  # all participants: the one


def test_a_showdown_gun_cancelled_by_sarsaparilla_counts_as_none_for_peace():
    g = started(4, dice=[6, 1, 1, 1], mystery=True)
    rows = [["mystery-peace", "gold-2"], ["gold-1"], ["gold-2", "gun-colt", "mystery-sarsaparilla"], []]
    mysteries(g, rows, stars=[0, 3, 6, 4])
    assert g.s.winners == [0, 2]


def test_a_seat_with_no_card_at_all_passes_its_turn():
    g = started(4)
    ev = arrange(g, hands=[[], [D, W], [D], [D]], safes=ROWS, stars=STARS4, deck=[])
    g.s.discards = []
    assert "no-card" in kinds(ev) and ask(g) == (1, "play")


def test_a_holdup_with_no_card_anywhere_sends_the_safe_out_of_the_game():
    g = started(4)
    g.s.middle = ["gold-6", "gold-5", "gold-4"]
    out = len(g.s.out)
    ev = arrange(g, hands=[[]] * 4, safes=ROWS, stars=STARS4, seat=None, deck=[])
    assert g.s.out[out:] == ["gold-6", "gold-5", "gold-4"] and kinds(ev).count("holdup") == 3
    assert g.is_terminal()  # nobody can draw: the turns pass, the showdown is decided by chance


def test_an_illegal_action_is_refused():
    g = started(4)
    with pytest.raises(IllegalAction):
        g.apply(Duel("no-such-card", 1))


@pytest.mark.parametrize("players,turns,holdups", [(2, 16, 3), (3, 24, 3), (5, 20, 3), (8, 24, 2)])
def test_a_whole_game_has_its_laps_holdups_badge_turns_and_one_showdown(players, turns, holdups):
    """4 turns each (3 with 8-9 players; 8 with 2-3), a holdup after each round but the
    last, a turn per badge held, then the showdown."""
    import random

    g = started(players, seed=players)
    rnd = random.Random(players)
    events = []
    while not g.is_terminal():
        events += g.apply(rnd.choice(g.legal_actions()))
    k = kinds(events)
    badge_turns = sum(1 for e in events if e.kind == "badge" and e.data["seat"] is not None)
    assert k.count("turn") == turns + badge_turns - 1  # the first turn began in new_game
    assert k.count("holdup") == holdups and k.count("badge") == 4
    assert k.index("badge-round") > max(i for i, x in enumerate(k) if x == "holdup")
    assert k.count("safes-revealed") == 1 and k[-1] == "game-over"


def test_eight_players_hold_three_cards_and_a_duster_brings_the_hand_back_to_three():
    g = started(8)
    assert [len(h) for h in g.s.hands] == [3] * 8
    hands = [["duster-pepperbox", C, C]] + [[D, D, W]] * 7
    arrange(g, hands=hands, safes=[["gold-1"]] * 8, stars=[0, 4, 8, 1, 5, 9, 2, 6], deck=[D, W, W, W] + g.s.deck)
    answer(g, Duster("duster-pepperbox"))
    assert len(g.s.hands[0]) == 6
    answer(g, Discard(C), Discard(C), Discard(D))
    assert len(g.s.hands[0]) == 3
