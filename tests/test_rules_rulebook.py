"""Scenario tests for the rulebook's own words (../shared/seeds/dead-of-winter-rulebook.ko.txt),
where the engine used to read winter.md differently or decided for the player:

1. colony zombies: every batch starts at entrance 1 ("항상첫번째좀비를출입구 1 ...");
2. elimination: the hand leaves the game ("모든카드를게임에서제거합니다");
3. request: one or more item cards, any card may be given, played at once ("요청");
4. a bite spreads only to those who shared the place ("물린생존자와같은장소를공유한생존자중");
5. choices the rulebook gives a player: the new leader, a lured zombie's entrance, the
   first player's order of simultaneous effects.

Every test starts a seeded game past the draft with seat 0 first and on turn (winter_kit.game),
sets the board by hand and scripts the dice.
"""

from winter_kit import ScriptedRng, clear_board, dice, game, group, lift, script, table, take

from game.winter.ai.agents import LEVELS, make_agent
from game.winter.rules import colony
from game.winter.rules.actions import (
    ACTIONS,
    AddToCrisis,
    Attack,
    Attract,
    BiteChoice,
    Decline,
    EndTurn,
    Give,
    Lead,
    LureTo,
    PlayCard,
    Request,
    ResolveFirst,
)
from game.winter.rules.content import LOCATIONS, Effect
from game.winter.rules.effects import Ctx, apply_all
from game.winter.rules.state import COLONY, Decision
from game.winter.rules.view import HIDDEN

MAIN = "heat-and-healing"  # goal: deliveries, so food and kills never end the game early; no samples


# --- building situations -------------------------------------------------------------

def scene(players=4, **cfg):
    """game() on an empty board (no zombies, barricades, noise or helpless survivors)."""
    cfg.setdefault("main", MAIN)
    g = game(players, **cfg)
    clear_board(g)
    return g


def legal(g):
    g._legal = None
    return g.legal_actions()


def of(actions, cls):
    return [a for a in actions if isinstance(a, cls)]


def deck_top(g, *sids):
    for sid in reversed(sids):
        lift(g, sid)
        g.s.survivor_deck.insert(0, sid)


def cards(g, t, n, skip=0):
    out = [cid for cid, k in g.c.items.items() if k.type == t][skip:skip + n]
    assert len(out) == n
    return [take(g, c) for c in out]


def set_hand(g, seat, *cs):
    p = g.s.players[seat]
    g.s.items_gone.extend(p.hand)
    p.hand = [take(g, c) for c in cs]
    g._legal = None


class Quiet(ScriptedRng):
    """The scripted values, then the lowest face of everything (a d6 shows 1, exposure is blank)."""

    def below(self, n):
        return super().below(n) if self.values else 0


def colony_phase(g):
    """Every player ends their turn; the crisis is prevented exactly, the food paid."""
    g.s.food = (sum(1 for sv in g.s.survivors.values() if sv.location == COLONY) + g.s.helpless + 1) // 2
    voters = [p for p in g.s.players if not p.exiled and not p.out]
    g.s.crisis = "mould-in-the-cellar"  # food prevents it
    g.s.crisis_cards = [(0, c) for c in cards(g, "food", len(voters), skip=20)]
    g.s.rng = Quiet()
    r = g.s.round
    while g.s.round == r and g.s.phase != "over":
        assert not g.s.pending, g.s.pending
        g.apply(EndTurn())


def fx(name, value, **kw):
    return Effect(name, value, **kw)


# === 1. Colony zombies: every batch from entrance 1 =============================================
# "거주지에좀비를추가할때, 항상첫번째좀비를출입구 1 의비어있는칸에놓고, 두번째좀비를출입구 2 ..."

def test_each_colony_phase_puts_its_first_zombie_at_entrance_one():
    """8 survivors in the colony draw 4 zombies a round: entrances 1-4, then 1-4 again (the old
    game-long pointer put round 2's at 5, 6, 1, 2)."""
    g = scene()
    table(g)
    colony_phase(g)
    assert g.s.places[COLONY].zombies == [1, 1, 1, 1, 0, 0]
    colony_phase(g)
    assert g.s.places[COLONY].zombies == [2, 2, 2, 2, 0, 0]


def test_a_card_adding_colony_zombies_starts_at_entrance_one_too():
    """Any batch that adds zombies to the colony (here a card's, after a colony phase placed 4)
    starts again at entrance 1."""
    g = scene()
    table(g)
    colony_phase(g)
    apply_all(g, [fx("zombies", 2, at="colony")], Ctx(None, None, None, "a card"))
    assert g.s.places[COLONY].zombies == [2, 2, 1, 1, 0, 0]


def test_a_batch_meets_barricades_and_full_entrances_in_entrance_order():
    """The rulebook's placement: a zombie whose entrance is full takes a barricade there with it
    ("바리케이드토큰을제거하고놓을좀비도함께제거"), else the entrance is overrun and the
    lowest-influence survivor in the colony dies; either way the next zombie goes to the next
    entrance. A first batch of 1 fills entrance 1; the next batch of 3 starts at entrance 1."""
    g = scene()
    table(g)
    col = g.s.places[COLONY]
    col.zombies = [1, 3, 2, 0, 0, 0]
    col.barricades = [1, 0, 1, 0, 0, 0]
    morale = g.s.morale
    apply_all(g, [fx("zombies", 1, at="colony")], Ctx(None))
    assert (col.zombies, col.barricades) == ([2, 3, 2, 0, 0, 0], [1, 0, 1, 0, 0, 0])
    apply_all(g, [fx("zombies", 3, at="colony")], Ctx(None))
    assert col.zombies == [2, 3, 2, 0, 0, 0]  # nothing placed: two barricades and an overrun took them
    assert col.barricades == [0, 0, 0, 0, 0, 0]
    assert "howard-kim" not in g.s.survivors  # influence 5, the lowest in the colony
    assert g.s.morale == morale - 1


def test_the_objectives_starting_colony_zombies_and_the_first_colony_phase_both_start_at_one():
    """Setup's starting zombies are a batch (entrances 1, 2); the first colony phase's are another."""
    g = game(main="hold-until-the-thaw")
    assert g.s.places[COLONY].zombies == [1, 1, 0, 0, 0, 0]
    table(g)
    for p in LOCATIONS:
        g.s.places[p].zombies = [0]
    g.s.crossroads_deck = []
    colony_phase(g)
    assert g.s.phase == "turns" and g.s.places[COLONY].zombies == [2, 2, 1, 1, 0, 0]


# === 2. Elimination: the hand leaves the game ===================================================
# "그플레이어에핸드에있는 모든카드를게임에서제거합니다. 그플레이어역시게임에서 제외됩니다."

def test_an_eliminated_players_hand_leaves_the_game_and_never_reaches_the_waste():
    g = scene(elimination=True)
    table(g)
    group(g, 1, ("aiko-brennan", "police"))
    g.s.waste = cards(g, "junk", 8)
    p1 = g.s.players[1]
    held = list(p1.hand)
    assert len(held) == 5
    morale = g.s.morale
    apply_all(g, [fx("kill", 1)], Ctx(1, "aiko-brennan"))
    assert p1.out and p1.hand == []
    assert len(g.s.waste) == 8 and not set(held) & set(g.s.waste)
    assert g.s.items_gone[-5:] == held
    colony.check_waste(g)  # 8 cards: no morale lost (13 would have cost 1)
    assert g.s.morale == morale - 1  # only the death


# === 3. Request ==================================================================================
# "요청 : 자신의턴동안, 플레이어는하나이상의아이템카드를다른플레이어들에게요청할수있습니다.
#  다른플레이어들은자신에핸드에있는아이템카드한장을요청한플레이어에게줄수있습니다. 이렇게하면,
#  그카드를공개하고즉시플레이해야합니다. 요청한카드를위기에추가할수는없습니다."

def three(g):
    group(g, 0, "theo-nakamura")
    group(g, 1, "aiko-brennan")
    group(g, 2, "otis-wainwright")


def test_a_request_may_name_nothing_and_each_other_player_may_give_any_item_card():
    g = scene(players=3)
    three(g)
    food, = cards(g, "food", 1)
    med, = cards(g, "medicine", 1)
    junk, = cards(g, "junk", 1)
    set_hand(g, 0)
    set_hand(g, 1, food, junk)
    set_hand(g, 2, med)
    asks = of(legal(g), Request)
    assert Request(None) in asks and Request("food") in asks
    g.apply(Request("food"))
    assert g.current_player() == 1
    assert set(legal(g)) == {Give(food), Give(junk), Decline()}  # not only the food asked for
    g.apply(Decline())
    assert g.current_player() == 2 and set(legal(g)) == {Give(med), Decline()}


def test_a_given_card_of_another_type_is_revealed_and_played_at_once_never_to_the_crisis():
    g = scene(players=3)
    three(g)
    g.s.survivors["theo-nakamura"].wounds = 1
    med, = cards(g, "medicine", 1)
    set_hand(g, 0)
    set_hand(g, 1, med)
    set_hand(g, 2)
    g.apply(Request("food"))
    events = g.apply(Give(med))
    assert any(e.kind == "give" and e.data["card"] == med for e in events)  # shown to everyone
    assert g.current_player() == 0
    assert legal(g) == [PlayCard(med, "theo-nakamura")]  # no AddToCrisis: it must be played now
    g.apply(PlayCard(med, "theo-nakamura"))
    assert g.s.survivors["theo-nakamura"].wounds == 0
    assert g.s.waste[-1] == med and g.s.crisis_cards == []
    assert AddToCrisis(med) not in legal(g)


def test_requests_have_no_limit_per_turn_even_after_everyone_declines():
    """p.11 "자신의턴동안 ... 요청할수있습니다": during their turn, with no limit. A request
    nobody gives to does not close requests (issue 25: that was a rule players do not have);
    the AI keeps its own requests to one a turn (test_ai_reasoning)."""
    g = scene(players=3)
    three(g)
    a, b = cards(g, "food", 2)
    set_hand(g, 0)
    set_hand(g, 1, a)
    set_hand(g, 2, b)
    g.apply(Request("food"))
    g.apply(Give(a))
    g.apply(PlayCard(a, None))
    g.apply(Decline())
    assert of(legal(g), Request)  # someone gave: ask again
    g.apply(Request(None))
    assert g.current_player() == 2  # seat 1's hand is empty: only seat 2 is asked
    g.apply(Decline())
    assert not g.s.pending and Request("food") in legal(g)  # refused: still free to ask
    g.apply(Request("food"))
    assert g.current_player() == 2 and set(legal(g)) == {Give(b), Decline()}


def test_requests_end_when_nobody_else_holds_a_card():
    """Each gift takes a card out of the others' hands for good: asking stops being legal
    once their hands are empty."""
    g = scene(players=3)
    three(g)
    set_hand(g, 0)
    set_hand(g, 1, *cards(g, "junk", 3))
    set_hand(g, 2, *cards(g, "book", 3))
    asked = 0
    while of(legal(g), Request) and asked < 20:
        asked += 1
        g.apply(Request(None))
        while g.s.pending:
            acts = legal(g)
            g.apply(next((x for x in acts if isinstance(x, Give)), acts[0]))
    assert asked == 3 and of(legal(g), Request) == []  # 3: seats 1 and 2 each give one card a request


def test_old_request_strings_still_parse():
    """Saves store str(action): `request food` (the old form) still reads as a request for food;
    a request for anything is `request -`."""
    assert ACTIONS.parse("request food") == Request("food")
    assert str(Request(None)) == "request -" and ACTIONS.parse("request -") == Request(None)


# === 4. A bite spreads to those who were there ===================================================
# "어떤생존자가물림주사위를굴려죽게되면, 물린생존자와같은장소를공유한생존자중, 가장낮은영향력을
#  가진생존자에게물림효과가확산됩니다."

def test_a_bite_never_spreads_to_the_new_leader_drawn_for_the_bitten_players_last_survivor():
    """Theo (33), seat 0's only survivor, kills a zombie in the colony and is bitten: seat 0 draws
    Kwame (9) as its new leader, in the colony. The bite goes to Aiko (44), who was there, not to
    Kwame; when Aiko turns, seat 1's new leader (Howard, 5) is spared too."""
    g = scene()
    group(g, 0, "theo-nakamura")
    group(g, 1, "aiko-brennan")
    group(g, 2, ("otis-wainwright", "police"))
    group(g, 3, ("gideon-pryce", "school"))
    deck_top(g, "kwame-asante", "howard-kim")
    g.s.places[COLONY].zombies = [1, 0, 0, 0, 0, 0]
    dice(g, 0, 4)
    script(g, "bite")
    g.apply(Attack("theo-nakamura", 4, "zombie-1"))
    assert g.s.players[0].survivors == ["kwame-asante"]
    d = g.s.pending[0]
    assert (d.kind, d.seat, d.data["survivor"]) == ("bite", 1, "aiko-brennan")
    script(g, "wound")
    g.apply(BiteChoice(False))
    assert "aiko-brennan" not in g.s.survivors and g.s.players[1].survivors == ["howard-kim"]
    assert not g.s.pending
    assert g.s.survivors["kwame-asante"].wounds == 0 and g.s.survivors["howard-kim"].wounds == 0


# === 5a. The new leader: the player chooses ======================================================
# "어떤플레이어의그룹지도자가죽으면 ( 혹은다른방법으로인해잃게되면 ), 자신의추종자대열에서
#  한생존자를선택해서그룹지도자로지정해야합니다."

def test_the_player_whose_leader_died_chooses_the_new_one_even_on_anothers_turn():
    """An overrun on seat 0's turn kills seat 3's leader Howard (5, the lowest in the colony):
    seat 3 picks its new leader among its followers (not automatically the most influential)."""
    g = scene()
    table(g)
    group(g, 3, "howard-kim", "gideon-pryce", "ingrid-vasek")  # 5 leads; 68, 70 follow
    g.s.places[COLONY].zombies = [3, 0, 0, 0, 0, 0]
    apply_all(g, [fx("zombies", 1, at="colony")], Ctx(None))
    assert "howard-kim" not in g.s.survivors
    d = g.s.pending[0]
    assert (d.kind, d.seat, d.data) == ("leader", 3, {"was": "howard-kim"})
    assert g.current_player() == 3
    assert set(g.legal_actions()) == {Lead("gideon-pryce"), Lead("ingrid-vasek")}
    assert g.s.players[3].leader == "ingrid-vasek"  # meanwhile the most influential leads
    g.apply(Lead("gideon-pryce"))
    assert g.s.players[3].leader == "gideon-pryce"
    assert not g.s.pending and g.current_player() == 0


def test_with_one_follower_left_it_leads_without_a_question():
    g = scene()
    table(g)
    apply_all(g, [fx("kill", 1, who="leader")], Ctx(1))
    assert g.s.players[1].leader == "jolene-marchetti"
    assert not g.s.pending


# === 5b. A lured zombie: the player picks the entrance ===========================================
# "아무 장소의 좀비 2개를, 선택한 생존자의 장소의 비어 있는 출입구 칸에 놓습니다."

def test_the_player_picks_each_lured_zombies_colony_entrance():
    g = scene()
    table(g)
    g.s.places["police"].zombies = [1]
    g.s.places["school"].zombies = [1]
    col = g.s.places[COLONY]
    col.zombies = [3, 0, 0, 0, 0, 0]  # entrance 1 is full
    dice(g, 0, 2)
    g.apply(Attract("theo-nakamura", 2, ("police", "school")))
    d = g.s.pending[0]
    assert (d.kind, d.seat, d.data["sources"]) == ("lure", 0, ["police", "school"])
    assert legal(g) == [LureTo(e) for e in (2, 3, 4, 5, 6)]
    g.apply(LureTo(5))
    assert col.zombies == [3, 0, 0, 0, 1, 0] and g.s.places["police"].zombies == [0]
    g.apply(LureTo(2))
    assert col.zombies == [3, 1, 0, 0, 1, 0] and g.s.places["school"].zombies == [0]
    assert not g.s.pending and g.current_player() == 0


def test_with_one_entrance_with_room_the_lured_zombie_goes_there_without_a_question():
    g = scene()
    table(g)
    g.s.places["police"].zombies = [1]
    col = g.s.places[COLONY]
    col.zombies = [3, 3, 3, 2, 3, 3]
    dice(g, 0, 2)
    assert of(legal(g), Attract) == [Attract(sid, 2, ("police",)) for sid in g.s.players[0].survivors]
    g.apply(Attract("theo-nakamura", 2, ("police",)))
    assert col.zombies == [3, 3, 3, 3, 3, 3] and not g.s.pending


# === 5c. Simultaneous effects: the first player orders them ======================================
# "2개의게임효과가동시에발생하게되면, 선플레이어가어떤것을먼저해결할지결정합니다."

FEVER = [Effect("wound", 1, who="colony")]  # a failed crisis: every survivor in the colony is wounded


def test_the_first_player_orders_simultaneous_deaths_when_morale_runs_out_between_them():
    """Morale 1 and two survivors about to die of the same wound: whoever dies first ends the
    game, the other lives. The first player (seat 0) decides; Bianca (20) goes first, so Jolene
    (19, the lowest, who died first before) is alive at the end."""
    g = scene()
    table(g)
    g.s.morale = 1
    g.s.survivors["jolene-marchetti"].wounds = 2
    g.s.survivors["bianca-ferreira"].wounds = 2
    apply_all(g, FEVER, Ctx(None, None, None, "Fever"))
    assert all(g.s.survivors[x].wounds == 1 for x in ("theo-nakamura", "howard-kim", "gideon-pryce"))
    d = g.s.pending[0]
    assert (d.kind, d.seat, d.data["survivors"]) == ("order", 0, ["jolene-marchetti", "bianca-ferreira"])
    assert set(g.legal_actions()) == {ResolveFirst("jolene-marchetti"), ResolveFirst("bianca-ferreira")}
    g.apply(ResolveFirst("bianca-ferreira"))
    assert g.s.phase == "over" and g.s.ended_by == "morale"
    assert "bianca-ferreira" not in g.s.survivors and "jolene-marchetti" in g.s.survivors


def test_the_first_player_orders_two_last_survivors_deaths_who_draws_the_top_survivor():
    g = scene()
    table(g)
    group(g, 1, "jolene-marchetti")
    group(g, 2, "bianca-ferreira")
    g.s.survivors["jolene-marchetti"].wounds = 2
    g.s.survivors["bianca-ferreira"].wounds = 2
    deck_top(g, "ingrid-vasek", "nadia-petrova")
    g.s.first = 3  # the first player token is seat 3's: it decides, on seat 0's turn
    apply_all(g, FEVER, Ctx(None, None, None, "Fever"))
    assert (g.s.pending[0].kind, g.current_player()) == ("order", 3)
    g.apply(ResolveFirst("bianca-ferreira"))
    assert g.s.players[2].survivors == ["ingrid-vasek"]
    assert g.s.players[1].survivors == ["nadia-petrova"]
    assert not g.s.pending and g.current_player() == 0


def test_no_order_question_when_the_order_cannot_matter():
    g = scene()
    table(g)
    g.s.survivors["jolene-marchetti"].wounds = 2
    g.s.survivors["bianca-ferreira"].wounds = 2
    morale = g.s.morale
    apply_all(g, FEVER, Ctx(None, None, None, "Fever"))
    assert not g.s.pending
    assert "jolene-marchetti" not in g.s.survivors and "bianca-ferreira" not in g.s.survivors
    assert g.s.morale == morale - 2


# === The new decisions in views and for every AI level ============================================

def _decisions():
    """A game paused at each new decision kind: leader (seat 3), lure (seat 0), order (seat 0)."""
    g = scene()
    table(g)
    group(g, 3, "howard-kim", "gideon-pryce", "ingrid-vasek")
    g.s.places[COLONY].zombies = [3, 0, 0, 0, 0, 0]
    apply_all(g, [fx("zombies", 1, at="colony")], Ctx(None))
    yield g
    g = scene()
    table(g)
    g.s.places["police"].zombies = [1]
    dice(g, 0, 2)
    g.apply(Attract("theo-nakamura", 2, ("police",)))
    yield g
    g = scene()
    table(g)
    g.s.morale = 1
    for x in ("jolene-marchetti", "theo-nakamura"):
        g.s.survivors[x].wounds = 2
    apply_all(g, FEVER, Ctx(None, None, None, "Fever"))
    yield g


def test_every_seat_sees_the_new_decisions_and_nothing_hidden_leaks():
    for g in _decisions():
        d = g.s.pending[0]
        for seat in range(4):
            v = g.view(seat)
            assert (v.pending[0].kind, v.pending[0].seat, v.pending[0].data) == (d.kind, d.seat, d.data)
            assert all(c == HIDDEN for p in v.players if p.seat != seat for c in p.hand)


def test_every_ai_level_answers_the_new_decisions():
    for g in _decisions():
        seat = g.current_player()
        acts = g.legal_actions()
        assert len(acts) > 1
        for level in LEVELS:
            opts = {"time_budget": None, "simulations": 2} if level == "hard" else {}
            assert make_agent(level, 3, **opts).act(g.view(seat), list(acts)) in acts, level


def test_normal_names_the_leader_its_secret_wants():
    """Seat 3 holds "The Old Guard" (its leader's influence at least 45): Normal names Gideon
    (68) over Otis (40), though Gideon is wounded."""
    g = scene()
    table(g)
    group(g, 3, "howard-kim", "otis-wainwright", "gideon-pryce")
    g.s.players[3].objective, g.s.players[3].betrayer = "old-guard", False
    g.s.survivors["gideon-pryce"].wounds = 1
    g.s.pending = [Decision("leader", 3, {"was": "howard-kim"})]
    lift(g, "howard-kim")
    g._legal = None
    assert make_agent("normal", 1).act(g.view(3), g.legal_actions()) == Lead("gideon-pryce")


def test_normal_lures_a_zombie_where_it_causes_no_overrun():
    """8 colonists draw 4 zombies at the colony phase, onto entrances 1-4 (2 zombies each): a
    lured zombie there would make one of them overrun now, so Normal sends it to entrance 5."""
    g = scene()
    table(g)
    g.s.places[COLONY].zombies = [2, 2, 2, 2, 0, 0]
    g.s.pending = [Decision("lure", 0, {"survivor": "theo-nakamura", "sources": ["police"]})]
    g.s.places["police"].zombies = [1]
    g._legal = None
    assert make_agent("normal", 1).act(g.view(0), g.legal_actions()) == LureTo(5)


def test_normal_as_first_player_lets_the_others_survivors_go_first():
    g = scene()
    table(g)
    g.s.pending = [Decision("order", 0, {"kind": "wound", "n": 1, "why": "Fever",
                                         "survivors": ["kwame-asante", "jolene-marchetti"]})]
    g._legal = None
    assert make_agent("normal", 1).act(g.view(0), g.legal_actions()) == ResolveFirst("jolene-marchetti")


def test_normal_gives_what_helps_and_keeps_junk():
    """Asked for food, a colonist gives a card that helps the requester now (any type) and never
    junk, which would only feed the waste."""
    g = scene(players=3)
    three(g)
    g.s.survivors["theo-nakamura"].wounds = 2
    junk, = cards(g, "junk", 1)
    set_hand(g, 0)
    set_hand(g, 1, junk)
    set_hand(g, 2)
    g.s.pending = [Decision("give", 1, {"requester": 0, "type": "food"})]
    g._legal = None
    assert make_agent("normal", 1).act(g.view(1), g.legal_actions()) == Decline()
