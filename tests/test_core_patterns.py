"""Shared decision patterns of the rules core (issue 13): sealed simultaneous choices,
reaction windows, the weighted plurality vote, the shared pending Decision; clause by clause,
as properties, and one scenario per game of the box."""

import copy
import itertools
import pickle
from dataclasses import asdict

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.core.reactions import ReactionWindow
from game.core.rng import Rng
from game.core.sealed import HIDDEN, Sealed
from game.core.votes import plurality, random_among, tally, totals

# --- sealed choices ---------------------------------------------------------------


def test_sealed_reveals_nothing_until_the_last_commit():
    s = Sealed([2, 0, 1])
    assert s.pending() == [2, 0, 1] and not s.complete
    s.commit(0, "red")
    s.commit(2, "blue")
    assert s.pending() == [1] and not s.complete
    with pytest.raises(ValueError, match="not revealed"):
        s.revealed()
    s.commit(1, "red")
    assert s.complete and s.pending() == []
    assert s.revealed() == {2: "blue", 0: "red", 1: "red"}


def test_revealed_follows_the_listed_order_not_the_commit_order():
    s = Sealed([3, 1, 2])
    for seat in (2, 3, 1):
        s.commit(seat, seat * 10)
    assert list(s.revealed()) == [3, 1, 2]


def test_a_seat_commits_once_and_only_a_listed_seat():
    s = Sealed([0, 1])
    s.commit(0, True)
    with pytest.raises(ValueError, match="already committed"):
        s.commit(0, False)
    with pytest.raises(ValueError, match="not one of"):
        s.commit(5, True)
    assert s.choices == {0: True}  # a refused commit changes nothing


def test_hidden_is_not_a_choice_and_seats_are_listed_once():
    with pytest.raises(ValueError):
        Sealed([0, 1]).commit(0, HIDDEN)
    with pytest.raises(ValueError, match="twice"):
        Sealed([0, 1, 0])
    with pytest.raises(ValueError, match="not listed"):
        Sealed([0, 1], {4: "x"})


def test_nobody_to_ask_is_complete_at_once():
    s = Sealed([])
    assert s.complete and s.pending() == [] and s.revealed() == {}


def test_a_redacted_copy_shows_who_committed_but_not_what():
    s = Sealed([0, 1, 2])
    s.commit(1, "toy store")
    s.commit(2, "parking")
    v = s.visible_to(2)
    assert v.choices == {1: HIDDEN, 2: "parking"}
    assert v.pending() == [0] and not v.complete  # who is still to choose: public
    assert s.visible_to(None).choices == {1: HIDDEN, 2: HIDDEN}  # a spectator sees no choice
    assert s.choices == {1: "toy store", 2: "parking"}  # the original is untouched


def test_after_the_reveal_every_view_sees_every_choice():
    s = Sealed([0, 1])
    s.commit(0, 4)
    s.commit(1, 6)
    assert s.visible_to(0).choices == s.visible_to(None).choices == {0: 4, 1: 6}


def test_a_view_does_not_share_mutable_choices_with_the_state():
    s = Sealed([0, 1])
    s.commit(0, ["card-a"])
    s.commit(1, ["card-b"])
    s.visible_to(0).choices[0].append("x")
    assert s.choices[0] == ["card-a"]


def test_an_announcement_is_public_binds_nothing_and_is_made_once():
    s = Sealed([3, 0, 1])  # Mall: the new chief (seat 3) picks first and announces
    s.commit(3, 5)
    s.announce(3, 2)  # says "security HQ"... the dial says 5
    with pytest.raises(ValueError, match="already announced"):
        s.announce(3, 1)
    with pytest.raises(ValueError, match="not one of"):
        s.announce(7, 1)
    v = s.visible_to(0)
    assert v.announced == {3: 2} and v.choices == {3: HIDDEN}
    s.commit(0, 1)
    s.commit(1, 1)
    assert s.revealed()[3] == 5  # the dial is binding, not the announcement
    with pytest.raises(ValueError, match="revealed"):
        s.announce(0, 4)


def test_sealed_pickles_copies_and_hashes_as_plain_data():
    s = Sealed([0, 1])
    s.commit(1, ("a", 2))
    s.announce(0, "x")
    v = s.visible_to(0)
    for c in (pickle.loads(pickle.dumps(v)), copy.deepcopy(v)):
        assert c == v and c.choices[1] is HIDDEN  # the mask survives as the same object
    assert asdict(s) == {"seats": [0, 1], "choices": {1: ("a", 2)}, "announced": {0: "x"}}


@st.composite
def seats_and_commits(draw):
    seats = draw(st.lists(st.integers(0, 8), unique=True, max_size=7))
    order = draw(st.permutations(seats))
    choices = {s: draw(st.one_of(st.booleans(), st.integers(-3, 9), st.sampled_from(["red", "blue", "?"])))
               for s in seats}
    return seats, order, choices


@settings(max_examples=200, deadline=None)
@given(seats_and_commits(), st.integers(0, 9))
def test_revealed_is_exactly_what_was_committed_and_views_leak_nothing(case, viewer):
    seats, order, choices = case
    s = Sealed(list(seats))
    for i, seat in enumerate(order):
        assert not s.complete
        for watcher in [*seats, viewer, None]:
            v = s.visible_to(watcher)
            assert v.pending() == s.pending() and set(v.choices) == set(s.choices)
            assert all(c is HIDDEN for seat_, c in v.choices.items() if seat_ != watcher)
            if watcher in s.choices:
                assert v.choices[watcher] == s.choices[watcher]
        s.commit(seat, choices[seat])
        assert s.pending() == [x for x in seats if x not in order[: i + 1]]
    assert s.complete
    assert s.revealed() == choices and list(s.revealed()) == list(seats)
    assert s.visible_to(viewer).choices == choices


# --- reaction windows ---------------------------------------------------------------


def floors(w: ReactionWindow, script: dict[int, list[str]]) -> list[tuple[int, str]]:
    """Run a window: each time a seat has the floor it takes its next scripted move
    ("act" or "pass"; "pass" when its script has run out). Returns who did what, in order."""
    done = []
    while (seat := w.current()) is not None:
        move = script[seat].pop(0) if script.get(seat) else "pass"
        (w.act if move == "act" else w.pass_)(seat)
        done.append((seat, move))
    return done


def test_one_lap_visits_every_seat_in_the_given_order_and_skips_nobody():
    w = ReactionWindow([3, 0, 2])
    assert floors(w, {}) == [(3, "pass"), (0, "pass"), (2, "pass")]
    assert w.closed and w.current() is None and w.acted == {}


def test_acting_keeps_the_floor_passing_hands_it_on():
    w = ReactionWindow([1, 2])
    w.act(1)
    assert w.current() == 1  # several items in one turn (Mall)
    w.act(1)
    w.pass_(1)
    assert w.current() == 2
    w.pass_(2)
    assert w.closed and w.acted == {1: 2}


def test_only_the_seat_with_the_floor_moves_and_nobody_after_closing():
    w = ReactionWindow([0, 1])
    with pytest.raises(ValueError, match="floor"):
        w.act(1)
    with pytest.raises(ValueError, match="floor"):
        w.pass_(7)
    w.close()
    with pytest.raises(ValueError, match="closed"):
        w.pass_(0)
    with pytest.raises(ValueError, match="twice"):
        ReactionWindow([0, 1, 0])


def test_close_ends_the_window_early():
    w = ReactionWindow([0, 1, 2])
    w.pass_(0)
    w.act(1)  # a weapon kill: the attack is over
    w.close()
    assert w.closed and w.current() is None and w.acted == {1: 1}


def test_nobody_to_react_is_closed_at_once():
    assert ReactionWindow([]).closed and ReactionWindow([], once=False).current() is None


def test_until_all_pass_in_a_row_an_act_reopens_the_lap():
    w = ReactionWindow([0, 1, 2], once=False)
    moves = floors(w, {1: ["act", "pass"], 2: ["act", "pass"]})
    assert moves == [(0, "pass"), (1, "act"), (1, "pass"), (2, "act"), (2, "pass"),
                     (0, "pass"), (1, "pass")]  # 0 had passed, and still answers 2's act
    assert w.closed and w.acted == {1: 1, 2: 1}


def test_one_act_per_turn_is_act_then_pass():
    w = ReactionWindow([0, 1], once=False)
    w.act(0)
    w.pass_(0)  # the game's rule: one act per turn
    assert w.current() == 1
    w.pass_(1)
    assert w.closed  # 0 had the last word: both passed since its act


@settings(max_examples=200, deadline=None)
@given(st.lists(st.integers(0, 8), unique=True, max_size=6), st.booleans(),
       st.lists(st.booleans(), max_size=40))
def test_a_window_closes_in_order_skipping_nobody_after_everyone_answers_the_last_act(order, once, acts):
    w = ReactionWindow(list(order), once=once)
    moves, acts = [], list(acts)
    while (seat := w.current()) is not None:
        act = acts.pop(0) if acts else False  # when the scripted acts run out everyone passes
        (w.act if act else w.pass_)(seat)
        moves.append((seat, act))
        assert len(moves) < 100
    assert w.closed
    passes = [s for s, a in moves if not a]
    assert passes == [order[i % len(order)] for i in range(len(passes))]  # the floor goes round in order
    assert all(seat == moves[i + 1][0] for i, (seat, a) in enumerate(moves) if a)  # an act keeps the floor
    assert w.acted == {s: n for s in order if (n := sum(a for x, a in moves if x == s))}
    if once:
        assert passes == list(order)  # one lap
    else:
        last_act = max((i for i, (_, a) in enumerate(moves) if a), default=-1)
        assert sorted(s for s, _ in moves[last_act + 1:]) == sorted(order)  # all passed in a row since


# --- weighted plurality -------------------------------------------------------------


def test_plurality_adds_weights():
    votes = {0: ("red", 1), 1: ("red", 1), 2: ("blue", 3)}  # a gun guy and a threat: 3 votes
    assert totals(votes) == {"red": 2, "blue": 3}
    assert plurality(votes) == ["blue"]


def test_a_tie_lists_every_tied_option_in_seat_order_whatever_the_vote_order():
    votes = {2: ("green", 1), 1: ("blue", 2), 0: ("red", 2), 3: ("red", 0)}
    assert plurality(votes) == ["red", "blue"]  # seat 0 named red first, seat 1 blue
    assert plurality(dict(reversed(votes.items()))) == ["red", "blue"]
    assert list(totals(votes)) == ["red", "blue", "green"]


def test_a_given_option_order_orders_the_tie_and_guards_the_options():
    votes = {0: ("red", 2), 1: ("blue", 2)}
    assert plurality(votes, ["blue", "yellow", "red"]) == ["blue", "red"]
    assert totals(votes, ["blue", "yellow", "red"]) == {"blue": 2, "red": 2}  # only what was voted for
    with pytest.raises(ValueError, match="not one of"):
        plurality(votes, ["blue"])


def test_weights_are_whole_and_not_negative_and_no_votes_elect_nobody():
    with pytest.raises(ValueError, match="weight"):
        plurality({0: ("red", -1)})
    with pytest.raises(ValueError, match="weight"):
        plurality({0: ("red", 1.5)})
    assert plurality({}) == [] and totals({}) == {}


def test_tally_is_unchanged():
    assert tally({0: True, 1: True, 2: False}, 2) is True
    assert tally({0: True, 1: False, 2: False}, 0) is False
    assert tally({0: True, 1: False}, 0) is True and tally({0: True, 1: False}, 1) is False
    assert tally({}, 0) is False


def test_random_among_is_reproducible_for_a_seed_and_fair_enough():
    tied = ["red", "blue", "green"]
    picks = [random_among(tied, Rng(seed)) for seed in range(60)]
    assert picks == [random_among(tied, Rng(seed)) for seed in range(60)]
    assert set(picks) == set(tied)
    rng = Rng(9)
    a = [random_among(tied, rng) for _ in range(8)]
    rng = Rng(9)
    assert a == [random_among(tied, rng) for _ in range(8)]


def test_random_among_one_option_rolls_nothing_and_refuses_sets_and_nothing():
    rng = Rng(4)
    assert random_among(("red",), rng) == "red" and rng == Rng(4)
    with pytest.raises(TypeError, match="list"):
        random_among({"red", "blue"}, rng)
    with pytest.raises(ValueError):
        random_among([], rng)


@settings(max_examples=300, deadline=None)
@given(st.dictionaries(st.integers(0, 8), st.tuples(st.sampled_from("abcd"), st.integers(0, 4)), max_size=7),
       st.randoms(use_true_random=False))
def test_plurality_is_the_maximum_and_ignores_the_vote_order(votes, shuffler):
    top = plurality(votes)
    weight = {o: sum(w for x, w in votes.values() if x == o) for o, _ in votes.values()}
    assert set(top) == {o for o, w in weight.items() if w == max(weight.values())}
    firsts = [votes[s][0] for s in sorted(votes)]
    assert top == sorted(top, key=firsts.index)  # a tie comes in seat order
    items = list(votes.items())
    shuffler.shuffle(items)
    assert plurality(dict(items)) == top


# --- the shared pending Decision ------------------------------------------------------


def test_winter_decision_is_the_core_one():
    from game.core.pending import Decision
    from game.winter.rules.state import Decision as WinterDecision

    assert WinterDecision is Decision
    d = Decision("vote", 1, {"sealed": Sealed([1, 2])})
    assert pickle.loads(pickle.dumps(d)) == d
    assert asdict(d) == {"kind": "vote", "seat": 1, "data": {"sealed": {"seats": [1, 2], "choices": {},
                                                                      "announced": {}}}}


# --- one scenario per game -------------------------------------------------------------


def test_winter_exile_through_sealed_and_tally_matches_the_engine():
    """Every yes/no combination of a 4-player exile vote: the engine's result equals Sealed + tally
    (first player breaks ties), and equals plurality with the same tie rule."""
    from winter_kit import started

    from game.winter.rules.actions import CallExile, Vote

    base = started(players=4, seed=3)
    caller = base.s.active
    target = (caller + 2) % 4
    for combo in itertools.product([True, False], repeat=4):
        g = base.clone()
        g.apply(CallExile(target))
        voters = list(g.s.pending[0].data["voters"])
        sealed = Sealed(voters)
        events = []
        while g.s.pending and g.s.pending[0].kind == "vote":
            seat = g.s.pending[0].seat
            assert seat == sealed.pending()[0]  # the engine asks in the same order
            sealed.commit(seat, combo[voters.index(seat)])
            events = g.apply(Vote(combo[voters.index(seat)]))
        passed = next(e for e in events if e.kind == "vote-result").data["passed"]
        votes = sealed.revealed()
        assert tally(votes, voters[0]) == passed
        top = plurality({s: (v, 1) for s, v in votes.items()})
        assert (top[0] if len(top) == 1 else votes[voters[0]]) == passed
        assert g.s.players[target].exiled == passed


def test_mall_items_then_a_weighted_colour_vote_a_tie_a_revote_then_random():
    """Mall: an attack at the toy store, chief seat 2. Seats 0, 1, 2 have characters there,
    seat 3 has none. Items from the chief clockwise; a sealed colour vote, weighted; the tie
    goes to the players with no character there; still tied: a random victim colour."""
    colour = {0: "red", 1: "blue", 2: "green", 3: "yellow"}
    chief, present = 2, {0: 2, 1: 2, 2: 1}  # seat -> votes from its characters there (gun guy: +1)
    clockwise = [(chief + i) % 4 for i in range(4)]
    window = ReactionWindow([s for s in clockwise if s in present])
    assert floors(window, {0: ["act", "pass"]}) == [(2, "pass"), (0, "act"), (0, "pass"), (1, "pass")]
    weight = {s: n + window.acted.get(s, 0) for s, n in present.items()}  # seat 0 played a threat
    options = [colour[s] for s in clockwise if s in present]  # choosable colours, chief first

    dial = Sealed([s for s in clockwise if s in present])
    for seat, pick in ((0, "blue"), (1, "red"), (2, "red")):
        dial.commit(seat, pick)
    votes = {s: (c, weight[s]) for s, c in dial.revealed().items()}
    tied = plurality(votes, options)
    assert totals(votes, options) == {"red": 3, "blue": 3} and tied == ["red", "blue"]

    again = Sealed([s for s in clockwise if s not in present])  # one vote each, among the tied
    again.commit(3, "blue")
    assert plurality({s: (c, 1) for s, c in again.revealed().items()}, tied) == ["blue"]

    nobody = Sealed([])  # had everyone a character there: nobody votes again
    still = plurality({s: (c, 1) for s, c in nobody.revealed().items()}, tied) or tied
    picks = {random_among(still, Rng(seed)) for seed in range(20)}
    assert picks == {"red", "blue"} and random_among(still, Rng(5)) == random_among(still, Rng(5))


def test_mall_a_weapon_kill_ends_the_item_plays_early():
    window = ReactionWindow([1, 2, 3])
    window.pass_(1)
    window.act(2)  # the shotgun kills 2: fewer zombies than the defence now
    window.close()
    assert window.current() is None and window.acted == {2: 1}  # seat 3 never gets the floor


def test_showdown_holster_order_and_one_holster_per_fighter():
    """Showdown: seat 1 robs seat 3. After both guns are laid, the attacker's holster, then
    the defender's: the others, clockwise from the attacker, may give one; a fighter takes
    one only (extras would go back), so a window closes at the first holster given."""
    attacker, defender, seats = 1, 3, 4
    steps = [("gun", attacker), ("gun", defender)]
    bystanders = [(attacker + i) % seats for i in range(1, seats) if (attacker + i) % seats != defender]
    assert bystanders == [2, 0]
    holster = {}
    for fighter, script in ((attacker, {2: ["pass"], 0: ["act"]}), (defender, {2: ["act"]})):
        window = ReactionWindow(bystanders)
        while (seat := window.current()) is not None:
            if script.get(seat, ["pass"]).pop(0) == "act":
                window.act(seat)
                holster[fighter] = seat
                window.close()
            else:
                window.pass_(seat)
        steps.append(("holster", fighter))
    assert steps == [("gun", 1), ("gun", 3), ("holster", 1), ("holster", 3)]
    assert holster == {attacker: 0, defender: 2}


def test_showdown_holdup_cards_are_chosen_in_secret_and_shown_together():
    holdup = Sealed([0, 1, 2])
    holdup.commit(2, "colt-3")
    holdup.commit(0, "winchester-1")
    assert holdup.visible_to(1).choices == {0: HIDDEN, 2: HIDDEN}  # seat 1 still choosing, blind
    holdup.commit(1, "derringer-7")
    assert holdup.visible_to(1).choices == {0: "winchester-1", 1: "derringer-7", 2: "colt-3"}
