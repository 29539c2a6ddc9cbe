"""The content vocabulary (game/winter/data/README.md), word by word.

Every card loads; every effect, selector, lasting kind, trigger, quantity and passive
is applied to a started game and its exact state change checked; every survivor
ability and every item can be used; a broken content file is a ContentError that
names the file and the card.
"""

import copy
import shutil

import pytest
from winter_kit import card_of, dice, game, group, hand, script, table, take

from game.core.content import Reader
from game.winter.rules import colony, content
from game.winter.rules.actions import (
    AddToCrisis,
    Attack,
    Attract,
    Barricade,
    BiteChoice,
    Choose,
    CleanWaste,
    Discard,
    EndTurn,
    Move,
    PlayCard,
    Search,
    SearchKeep,
    SpendFood,
    UseAbility,
    Vote,
)
from game.winter.rules.conditions import describe, holds, quantity
from game.winter.rules.content import LOCATIONS, Condition, ContentError, default_content, uses_actor
from game.winter.rules.content.loader import read_effects
from game.winter.rules.effects import Ctx, apply_all
from game.winter.rules.state import COLONY

# --- building situations -------------------------------------------------------------

def no_zombies(g):
    for pl in g.s.places.values():
        pl.zombies = [0] * len(pl.zombies)
        pl.barricades = [0] * len(pl.barricades)


def at(g, sid, place):
    g.s.survivors[sid].location = place
    g._legal = None


def legal(g):
    g._legal = None
    return g.legal_actions()


def fx(*tables):
    """Effects written as in a card file, read by the content loader."""
    return read_effects(Reader("test.toml", "test-card", {}), list(tables), "effects")


def run(g, tables, seat=0, actor="theo-nakamura", chosen=None):
    apply_all(g, fx(*tables) if isinstance(tables, list) else fx(tables), Ctx(seat, actor, chosen, "test"))
    g._legal = None


def cards(g, deck, t, n):
    """n card ids of type t from a location's starting deck list."""
    out = [c for c in g.c.decks[deck] if g.c.items[c].type == t][:n]
    assert len(out) == n
    return out


def wounds(g):
    return {sid: sv.wounds for sid, sv in g.s.survivors.items() if sv.wounds}


# === every card loads ======================================================================

def test_every_card_loads():
    """README: all cards load and validate; the product ships at least winter.md §2's counts."""
    c = content.load()
    counts = c.counts()
    assert counts["survivors"] == 30
    assert counts["starting items"] == 25
    for d in LOCATIONS:
        assert counts[f"{d} deck"] == 20
    assert counts["crises"] >= 20 and counts["crossroads"] >= 80
    assert counts["main objectives"] >= 10 and counts["secret objectives"] >= 24
    assert counts["betrayer objectives"] >= 10 and counts["exile objectives"] >= 10
    assert counts["locations"] == 6
    assert len({s.influence for s in c.survivors.values()}) == 30
    assert sorted(s.occupation for s in c.survivors.values()) == sorted(
        "Line Cook, Nurse, Schoolteacher, Librarian, Mechanic, Police Officer, Firefighter, Trucker, Pharmacist, "
        "Hunter, Electrician, Student, Retired Soldier, Veterinarian, Paramedic, Farmer, Carpenter, Chaplain, "
        "Radio Host, Lawyer, Mail Carrier, Ski Instructor, Plumber, Chemist, Security Guard, Surgeon, Bus Driver, "
        "Waitress, Ice Fisher, Accountant".split(", "))
    sizes = {pid: (loc.survivor_spaces, loc.zombie_spaces, loc.noise_spaces) for pid, loc in c.locations.items()}
    assert sizes == {"colony": (30, 3, 0), "police": (3, 3, 4), "grocery": (3, 3, 4), "school": (4, 4, 4),
                     "library": (3, 3, 4), "hospital": (4, 4, 4), "gas": (3, 3, 4)}
    used = {e.name for _, e in content.all_effects(c)}
    assert used <= set(content.EFFECTS)


# === effects ==================================================================================

def test_effect_morale():
    """`morale = N`: ± morale."""
    g = game()
    run(g, {"morale": 2})
    assert g.s.morale == 8
    run(g, {"morale": -3})
    assert g.s.morale == 5


def test_effect_food():
    """`food = N`: ± food tokens, never below 0."""
    g = game()
    run(g, {"food": 3})
    assert g.s.food == 5
    run(g, {"food": -7})
    assert g.s.food == 0


def test_effect_starvation():
    """`starvation = N`: add N starvation tokens."""
    g = game()
    run(g, {"starvation": 2})
    assert g.s.starvation == 2


SELECTED = {
    "actor": {"theo-nakamura"},
    "chosen": {"aiko-brennan"},
    "leader": {"theo-nakamura"},
    "mine": {"theo-nakamura", "kwame-asante"},
    "lowest-mine": {"kwame-asante"},
    "here": {"theo-nakamura", "kwame-asante", "aiko-brennan"},
    "lowest-here": {"kwame-asante"},
    "colony": {"jolene-marchetti", "otis-wainwright", "bianca-ferreira", "howard-kim"},
    "everyone": {"theo-nakamura", "kwame-asante", "aiko-brennan", "jolene-marchetti", "otis-wainwright",
                 "bianca-ferreira", "gideon-pryce", "howard-kim"},
    "leaders": {"theo-nakamura", "aiko-brennan", "otis-wainwright", "gideon-pryce"},
}


def selector_table(g):
    table(g)
    for sid in ("theo-nakamura", "kwame-asante", "aiko-brennan"):
        at(g, sid, "school")
    at(g, "gideon-pryce", "police")


@pytest.mark.parametrize("who", sorted(SELECTED))
def test_effect_wound(who):
    """`wound = N` with every `who` selector (actor theo at the school, chosen aiko)."""
    assert set(SELECTED) == set(content.SELECTORS)
    g = game()
    selector_table(g)
    run(g, {"wound": 1, "who": who}, chosen="aiko-brennan")
    assert wounds(g) == {sid: 1 for sid in SELECTED[who]}
    assert all(sv.frost == 0 for sv in g.s.survivors.values())


def test_effect_wound_default_is_the_actor_and_three_kill():
    """`wound = N` defaults to the actor; the third wound kills (§4.3)."""
    g = game()
    table(g)
    run(g, {"wound": 2}, actor="kwame-asante")
    assert wounds(g) == {"kwame-asante": 2}
    run(g, {"wound": 1}, actor="kwame-asante")
    assert "kwame-asante" not in g.s.survivors and g.s.morale == 5


def test_effect_frostbite():
    """`frostbite = N`: N frostbite wounds (counted as wounds) each."""
    g = game()
    table(g)
    run(g, {"frostbite": 1, "who": "mine"})
    for sid in ("theo-nakamura", "kwame-asante"):
        assert (g.s.survivors[sid].wounds, g.s.survivors[sid].frost) == (1, 1)
    assert g.s.survivors["aiko-brennan"].wounds == 0


def test_effect_heal():
    """`heal = N`: remove up to N wounds each, frostbite first."""
    g = game()
    selector_table(g)
    theo, kwame, aiko = (g.s.survivors[x] for x in ("theo-nakamura", "kwame-asante", "aiko-brennan"))
    theo.wounds, theo.frost = 2, 1
    kwame.wounds, kwame.frost = 1, 0
    run(g, {"heal": 1})
    assert (theo.wounds, theo.frost) == (1, 0)
    theo.wounds, theo.frost = 2, 2
    aiko.wounds = 1
    run(g, {"heal": 5, "who": "here"})
    assert (theo.wounds, theo.frost) == (0, 0)
    assert (kwame.wounds, aiko.wounds) == (0, 0)


def test_effect_kill():
    """`kill = 1`: those survivors die (normal death rules: morale -1 each)."""
    g = game()
    selector_table(g)
    run(g, {"kill": 1, "who": "lowest-here"})
    assert "kwame-asante" not in g.s.survivors
    assert g.s.morale == 5
    assert g.s.survivors_gone[-1] == "kwame-asante"


def test_effect_remove():
    """`remove = 1`: those survivors leave the game; not a death, no morale."""
    g = game()
    selector_table(g)
    top = g.s.survivor_deck[0]
    run(g, {"remove": 1, "who": "colony"})
    # seat 2 lost both survivors: a new leader from the deck (§5), still no morale lost
    assert set(g.s.survivors) == {"theo-nakamura", "kwame-asante", "aiko-brennan", "gideon-pryce", top}
    assert g.s.morale == 6
    assert g.s.players[1].leader == "aiko-brennan"
    assert g.s.players[2].survivors == [top] and g.s.players[2].leader == top
    assert {"jolene-marchetti", "otis-wainwright", "bianca-ferreira", "howard-kim"} <= set(g.s.survivors_gone)


@pytest.mark.parametrize("table_, expect", [
    ({"zombies": 2}, {"school": [2]}),
    ({"zombies": 1, "at": "police"}, {"police": [1]}),
    ({"zombies": 2, "at": "colony"}, {"colony": [1, 1, 0, 0, 0, 0]}),
    ({"zombies": 1, "at": "outside"}, {p: [1] for p in LOCATIONS}),
    ({"zombies": 1, "at": "everywhere"}, {"colony": [1, 0, 0, 0, 0, 0], **{p: [1] for p in LOCATIONS}}),
])
def test_effect_zombies(table_, expect):
    """`zombies = N` at a place (default here), placed by §4.5 (a colony batch starts at entrance 1)."""
    g = game()
    selector_table(g)
    no_zombies(g)
    run(g, table_)
    got = {p: pl.zombies for p, pl in g.s.places.items() if any(pl.zombies)}
    assert got == expect


def test_effect_zombies_negative_and_overrun():
    """`zombies = -N` removes up to N (not kills); adding to a full location overruns it."""
    g = game()
    selector_table(g)
    no_zombies(g)
    g.s.places[COLONY].zombies = [1, 3, 0, 0, 0, 0]
    run(g, {"zombies": -3, "at": "colony"})  # the fullest entrance first: [1, 2], [1, 1], [0, 1]
    assert g.s.places[COLONY].zombies == [0, 1, 0, 0, 0, 0]
    assert g.s.players[0].kills == 0 and g.s.kills_total == 0
    g.s.places["school"].zombies = [4]
    run(g, {"zombies": 1})
    assert g.s.places["school"].zombies == [4]
    assert "kwame-asante" not in g.s.survivors  # the lowest influence at the school


def test_effect_slay():
    """`slay = N`: kill up to N zombies at the actor's location, no exposure roll."""
    g = game()
    selector_table(g)
    g.s.places["school"].zombies = [3]
    script(g)  # nothing may be rolled
    run(g, {"slay": 2})
    assert g.s.places["school"].zombies == [1]
    assert (g.s.players[0].kills, g.s.kills_total) == (2, 2)
    run(g, {"slay": 4})
    assert g.s.places["school"].zombies == [0]
    assert g.s.players[0].kills == 3
    assert wounds(g) == {}


def test_effect_barricade():
    """`barricade = N`: up to N barricades at the actor's location (empty zombie spaces)."""
    g = game()
    selector_table(g)
    no_zombies(g)
    run(g, {"barricade": 2})
    assert g.s.places["school"].barricades == [2]
    run(g, {"barricade": 5})
    assert g.s.places["school"].barricades == [4]
    g.s.places[COLONY].barricades = [1, 0, 0, 0, 0, 0]
    run(g, {"barricade": 1}, actor="jolene-marchetti")
    assert g.s.places[COLONY].barricades == [1, 1, 0, 0, 0, 0]


def test_effect_clean():
    """`clean = N`: the top N cards of the waste leave the game."""
    g = game()
    pile = [take(g, c) for c in g.c.decks["police"][:5]]
    g.s.waste = list(pile)
    gone = len(g.s.items_gone)
    run(g, {"clean": 3})
    assert g.s.waste == pile[:2]
    assert g.s.items_gone[gone:] == [pile[4], pile[3], pile[2]]
    run(g, {"clean": 9})
    assert g.s.waste == []


def test_effect_noise():
    """`noise = N` at a place (default here): add up to N noise tokens (4 spaces each)."""
    g = game()
    selector_table(g)
    run(g, {"noise": 3})
    assert g.s.places["school"].noise == 3
    run(g, {"noise": 3})
    assert g.s.places["school"].noise == 4
    run(g, {"noise": 1, "at": "outside"})
    assert {p: g.s.places[p].noise for p in LOCATIONS} == {p: 1 for p in LOCATIONS} | {"school": 4}
    run(g, {"noise": 1, "at": "colony"})
    assert g.s.places[COLONY].noise == 0


def test_effect_quiet():
    """`quiet = N` at a place (default here): remove up to N noise tokens."""
    g = game()
    selector_table(g)
    g.s.places["school"].noise = 3
    g.s.places["police"].noise = 1
    run(g, {"quiet": 2})
    assert g.s.places["school"].noise == 1
    run(g, {"quiet": 2, "at": "police"})
    assert g.s.places["police"].noise == 0


def test_effect_helpless():
    """`helpless = N`: N helpless survivors join the colony, room permitting."""
    g = game()
    table(g)
    run(g, {"helpless": 2})
    assert g.s.helpless == 2
    g.s.helpless = 30 - 8 - 1
    run(g, {"helpless": 3})
    assert g.s.helpless == 22


def test_effect_recruit():
    """`recruit = 1` (survivor = id): that survivor if still in the deck, else the top."""
    g = game()
    table(g)
    deck = [x for x in g.s.survivor_deck if x not in ("dolores-quintero", "nadia-petrova")]
    g.s.survivor_deck = ["nadia-petrova", *deck[:3], "dolores-quintero", *deck[3:]]
    run(g, {"recruit": 1, "survivor": "dolores-quintero"})
    assert g.s.players[0].survivors == ["theo-nakamura", "kwame-asante", "dolores-quintero"]
    assert g.s.survivors["dolores-quintero"].location == COLONY
    run(g, {"recruit": 1, "survivor": "dolores-quintero"})
    assert g.s.players[0].survivors[-1] == "nadia-petrova"
    run(g, {"recruit": 1})
    assert g.s.players[0].survivors[-1] == deck[0]
    assert g.s.survivor_deck == deck[1:]
    assert g.s.players[0].leader == "theo-nakamura"


def test_effect_draw():
    """`draw = N` from a deck (default here), with `type`: searched for, the deck shuffled."""
    g = game()
    selector_table(g)
    p = g.s.players[0]
    p.hand = []
    lib = list(g.s.places["library"].deck)
    run(g, {"draw": 2, "from": "library"})
    assert p.hand == lib[:2] and g.s.places["library"].deck == lib[2:]
    school = list(g.s.places["school"].deck)
    run(g, {"draw": 1})
    assert p.hand[-1] == school[0]
    grocery = list(g.s.places["grocery"].deck)
    food = [c for c in grocery if g.c.items[c].type == "food"]
    run(g, {"draw": 1, "from": "grocery", "type": "food"})
    assert p.hand[-1] == food[0]
    assert sorted(g.s.places["grocery"].deck) == sorted(c for c in grocery if c != food[0])
    run(g, {"draw": 1, "from": "grocery", "type": "medicine"})  # none there
    assert len(p.hand) == 4


@pytest.mark.parametrize("players, seats", [("me", [0]), ("each", [0, 1, 2, 3]), ("others", [1, 2, 3])])
def test_effect_discard(players, seats):
    """`discard = N` players me / each / others: each discards N cards of their choice."""
    g = game()
    table(g)
    run(g, {"discard": 2, "players": players})
    assert [(d.kind, d.seat) for d in g.s.pending] == [("discard", s) for s in seats]
    waste = len(g.s.waste)
    for seat in seats:
        for _ in range(2):
            assert g.current_player() == seat
            card = g.s.players[seat].hand[0]
            assert Discard(card) in g.legal_actions()
            g.apply(Discard(card))
            assert g.s.waste[-1] == card
    assert not g.s.pending
    assert len(g.s.waste) == waste + 2 * len(seats)
    assert [len(p.hand) for p in g.s.players] == [3 if s in seats else 5 for s in range(4)]


def test_effect_dice():
    """`dice = N`: the subject player rolls N extra action dice into the unused pool."""
    g = game()
    dice(g, 0, 2)
    script(g, 5, 1)
    run(g, {"dice": 2})
    assert g.s.players[0].unused == [2, 5, 1]


def test_effect_reroll():
    """`reroll = 1`: the subject player re-rolls all unused dice."""
    g = game()
    dice(g, 0, 1, 2, 3)
    g.s.players[0].used = [4]
    script(g, 6, 5, 4)
    run(g, {"reroll": 1})
    assert g.s.players[0].unused == [6, 5, 4]
    assert g.s.players[0].used == [4]


def test_effect_peek():
    """`peek = N` at a location or here: the subject player looks at the top N cards."""
    g = game()
    selector_table(g)
    run(g, [{"peek": 3, "at": "police"}, {"peek": 2}])
    seen = g.s.players[0].seen
    assert seen == {"police": g.s.places["police"].deck[:3], "school": g.s.places["school"].deck[:2]}
    assert g.view(1).players[0].seen == {}


def test_effect_safe_move():
    """`safe-move = 1` (who): the next move of those survivors this turn rolls no exposure."""
    g = game()
    selector_table(g)
    run(g, {"safe-move": 1, "who": "here"})
    assert {sid for sid, sv in g.s.survivors.items() if sv.safe_move} == SELECTED["here"]
    script(g)  # no exposure roll
    g.apply(Move("theo-nakamura", "police"))
    assert not g.s.survivors["theo-nakamura"].safe_move
    assert g.s.survivors["theo-nakamura"].location == "police"
    assert wounds(g) == {}


@pytest.mark.parametrize("phase, rnd, table_, expect", [
    ("turns", 1, {"lasting": "move-risk"}, ("move-risk", 1)),
    ("turns", 3, {"lasting": "frost", "rounds": 2}, ("frost", 4)),
    ("turns", 2, {"lasting": "calm", "rounds": 0}, ("calm", 0)),
    ("colony", 2, {"lasting": "hunger", "rounds": 1}, ("hunger", 3)),
])
def test_effect_lasting(phase, rnd, table_, expect):
    """`lasting = KIND` rounds (default 1, 0 = rest of the game); made in a colony phase it
    covers the next rounds (RULES.md)."""
    g = game()
    g.s.phase, g.s.round = phase, rnd
    run(g, table_)
    assert g.s.lasting == [expect]


def test_effect_lasting_expires_at_the_next_round():
    """RULES.md: a 1-round lasting effect made during round 1 is gone in round 2; rounds = 0 stays."""
    g = game()
    table(g)
    run(g, [{"lasting": "calm"}, {"lasting": "search-penalty", "rounds": 0}])
    g.s.crisis = "wasting-sickness"
    g.s.food = 4
    while g.s.round == 1:
        g.apply(EndTurn())
    assert g.s.lasting == [("search-penalty", 0)]


def test_effect_rounds():
    """`rounds = N`: ± the round track, never below 1."""
    g = game()
    run(g, {"rounds": 2})
    assert g.s.rounds_left == 9
    run(g, {"rounds": -20})
    assert g.s.rounds_left == 1


def test_effect_samples():
    """`samples = N`: ± samples on the main objective, if it uses samples."""
    g = game(main="cold-specimens")
    run(g, {"samples": 2})
    assert g.s.samples == 2
    run(g, {"samples": -5})
    assert g.s.samples == 0
    g = game()
    run(g, {"samples": 2})
    assert g.s.samples == 0


@pytest.mark.parametrize("side, victim", [("right", 3), ("left", 1)])
def test_effect_steal(side, victim):
    """`steal = 1` from left / right: a random card from that neighbour's hand."""
    g = game()
    v = g.s.players[victim]
    v.hand = v.hand[:3]
    pick = v.hand[1]
    mine = list(g.s.players[0].hand)
    script(g, 1)  # the second card
    run(g, {"steal": 1, "from": side})
    assert g.s.players[0].hand == mine + [pick]
    assert pick not in v.hand and len(v.hand) == 2


@pytest.mark.parametrize("roll, food, morale", [(4, 3, 6), (6, 3, 6), (3, 2, 5), (1, 2, 5)])
def test_effect_roll(roll, food, morale):
    """`roll = N` pass / fail: a d6 ≥ N applies `pass`, else `fail`."""
    g = game()
    script(g, roll)
    run(g, {"roll": 4, "pass": [{"food": 1}], "fail": [{"morale": -1}]})
    assert (g.s.food, g.s.morale) == (food, morale)


@pytest.mark.parametrize("exiled, votes, passed", [
    (None, [True, True, True, False], True),
    (None, [False, False, True, True], False),
    (None, [True, False, True, False], True),    # tie: the first player (seat 0) said yes
    (2, [False, True, True], True),              # seat 2 is exiled and does not vote
])
def test_effect_vote(exiled, votes, passed):
    """`vote = "question"` yes / no: every non-exiled player votes; majority, ties to the first player."""
    g = game()
    table(g)
    if exiled is not None:
        g.s.players[exiled].exiled = True
    run(g, {"vote": "More soup?", "yes": [{"food": 2}], "no": [{"morale": -1}]})
    d = g.s.pending[0]
    assert d.kind == "vote" and d.data["question"] == "More soup?"
    assert d.data["voters"] == [s for s in range(4) if s != exiled]
    for yes in votes:
        g.apply(Vote(yes))
    assert not g.s.pending
    assert (g.s.food, g.s.morale) == ((4, 6) if passed else (2, 5))


def test_every_effect_has_a_test():
    names = set(globals())
    missing = [e for e in content.EFFECTS if f"test_effect_{e.replace('-', '_')}" not in names]
    assert missing == []


# === lasting modifiers, each affecting play =================================================

@pytest.mark.parametrize("d6, hurt", [(1, 1), (2, 0)])
def test_lasting_move_risk(d6, hurt):
    """`move-risk`: each move also rolls a d6; on 1 the mover takes a wound."""
    g = game()
    table(g)
    run(g, {"lasting": "move-risk"})
    script(g, d6, "blank")
    g.apply(Move("theo-nakamura", "police"))
    assert g.s.survivors["theo-nakamura"].wounds == hurt
    assert g.s.rng.values == []


@pytest.mark.parametrize("hungry, left", [(False, 2), (True, 1)])
def test_lasting_hunger(hungry, left):
    """`hunger`: the colony phase food cost is 1 higher (8 in the colony eat 4, or 5)."""
    g = game()
    table(g)
    if hungry:
        run(g, {"lasting": "hunger"})
    g.s.food = 6
    colony.pay_food(g)
    assert g.s.food == left and g.s.starvation == 0


def test_lasting_search_penalty():
    """`search-penalty`: searches need 1 more."""
    g = game()
    table(g)
    at(g, "theo-nakamura", "school")  # search 4
    dice(g, 0, 4, 5)
    assert {a for a in legal(g) if isinstance(a, Search)} == {Search("theo-nakamura", 4), Search("theo-nakamura", 5)}
    run(g, {"lasting": "search-penalty"})
    assert {a for a in legal(g) if isinstance(a, Search)} == {Search("theo-nakamura", 5)}


@pytest.mark.parametrize("d6, frost", [(1, 1), (3, 0)])
def test_lasting_frost(d6, frost):
    """`frost`: at the start of each turn, each survivor of that player outside the colony
    rolls a d6; on 1 a frostbite wound."""
    g = game()
    table(g)
    at(g, "aiko-brennan", "school")  # seat 1's; jolene stays in the colony
    run(g, {"lasting": "frost"})
    script(g, d6)
    g.apply(EndTurn())
    assert g.s.active == 1
    aiko = g.s.survivors["aiko-brennan"]
    assert (aiko.wounds, aiko.frost) == (frost, frost)
    assert g.s.survivors["jolene-marchetti"].wounds == 0
    assert g.s.rng.values == []


@pytest.mark.parametrize("calm, added", [(False, 2), (True, 0)])
def test_lasting_calm(calm, added):
    """`calm`: noise tokens add no zombies."""
    g = game()
    table(g)
    no_zombies(g)
    g.s.places["library"].noise = 2
    if calm:
        run(g, {"lasting": "calm"})
    script(g, 1, 3)
    colony.add_zombies(g)
    assert g.s.places["library"].zombies == [added]
    assert g.s.places["library"].noise == 0


def test_every_lasting_kind_has_a_test():
    names = set(globals())
    assert [k for k in content.LASTING if f"test_lasting_{k.replace('-', '_')}" not in names] == []


# === triggers ==================================================================================

def hold(g, card):
    g.s.crossroads_held = (3, card)


def revealed(g):
    d = g.s.pending[0]
    assert d.kind == "crossroads" and g.s.crossroads_held is None
    return d.seat, d.data["card"], d.data["actor"], d.data["options"]


def test_trigger_turn_start():
    """`turn-start`: checked as the turn begins; the actor is the leader."""
    g = game()
    table(g)
    g.s.crossroads_deck = ["b-first-night-inside"]
    g.apply(EndTurn())
    assert revealed(g) == (1, "b-first-night-inside", "aiko-brennan", [0, 1])
    g.apply(Choose(1))  # peek 3 at the police deck, the leader's next move is safe
    assert g.s.players[1].seen == {"police": g.s.places["police"].deck[:3]}
    assert g.s.survivors["aiko-brennan"].safe_move


def test_trigger_move():
    """`move` at `outside`: a move to any non-colony location."""
    g = game()
    table(g)
    hold(g, "a-whiteout")
    script(g, "blank")
    g.apply(Move("kwame-asante", "gas"))
    assert revealed(g) == (0, "a-whiteout", "kwame-asante", [0, 1])
    g.apply(Choose(0))  # this survivor takes 1 frostbite
    assert (g.s.survivors["kwame-asante"].wounds, g.s.survivors["kwame-asante"].frost) == (1, 1)


def test_trigger_search():
    """`search` at a location: once the searched card is kept."""
    g = game()
    table(g)
    no_zombies(g)
    at(g, "theo-nakamura", "police")
    dice(g, 0, 4)
    hold(g, "a-evidence-locker")
    top = g.s.places["police"].deck[0]
    g.apply(Search("theo-nakamura", 4))
    assert g.s.crossroads_held == (3, "a-evidence-locker")
    g.apply(SearchKeep(top))
    assert revealed(g) == (0, "a-evidence-locker", "theo-nakamura", [0, 1])
    g.apply(Choose(1))  # 2 barricades here
    assert g.s.places["police"].barricades == [2]


def test_trigger_kill():
    """`kill` at a location: after an attack kills a zombie there (and its exposure)."""
    g = game()
    table(g)
    at(g, "theo-nakamura", "grocery")
    g.s.places["grocery"].zombies = [2]
    dice(g, 0, 4)
    hold(g, "a-grocers-apron")
    script(g, "blank")
    g.apply(Attack("theo-nakamura", 4, "zombie"))
    assert revealed(g) == (0, "a-grocers-apron", "theo-nakamura", [0, 1])
    g.apply(Choose(1))  # +1 morale, 1 zombie here
    assert g.s.morale == 7 and g.s.places["grocery"].zombies == [2]


def test_trigger_wounded():
    """`wounded` at `outside`: a wound to one of the active player's survivors out there."""
    g = game()
    table(g)
    hold(g, "a-torn-coat")
    script(g, "wound")
    g.apply(Move("theo-nakamura", "school"))
    assert revealed(g) == (0, "a-torn-coat", "theo-nakamura", [0, 1])
    g.apply(Choose(1))  # lasting frost for 2 rounds
    assert g.s.lasting == [("frost", 2)]


def test_trigger_barricade():
    """`barricade` at a location."""
    g = game()
    table(g)
    no_zombies(g)
    at(g, "theo-nakamura", "hospital")
    dice(g, 0, 1)
    hold(g, "a-knocking")
    g.apply(Barricade("theo-nakamura", 1, 1))
    assert revealed(g) == (0, "a-knocking", "theo-nakamura", [0, 1])
    g.apply(Choose(1))
    assert g.s.morale == 5


def test_trigger_clean():
    """`clean` (at the colony): after a clean-waste action; the actor is the leader."""
    g = game()
    table(g)
    g.s.waste = [take(g, c) for c in g.c.decks["police"][:4]]
    dice(g, 0, 2)
    hold(g, "a-under-the-floorboard")
    g.apply(CleanWaste(2))
    assert len(g.s.waste) == 1
    assert revealed(g) == (0, "a-under-the-floorboard", "theo-nakamura", [0, 1])
    g.apply(Choose(0))
    assert g.s.food == 3


def test_trigger_play():
    """`play` with a `type`: only a card of that type triggers."""
    g = game()
    table(g)
    nails, soup = card_of(g, "box-of-nails"), card_of(g, "dented-soup-can")
    hand(g, 0, nails, soup)
    hold(g, "b-smell-carries")
    g.apply(PlayCard(nails, "theo-nakamura"))
    assert g.s.crossroads_held == (3, "b-smell-carries") and not g.s.pending
    g.apply(PlayCard(soup, None))
    assert revealed(g) == (0, "b-smell-carries", "theo-nakamura", [0, 1])
    g.apply(Choose(0))  # share it round: -1 food, +1 morale
    assert (g.s.food, g.s.morale) == (2, 7)


def test_trigger_crisis():
    """`crisis`: a card was added to the crisis."""
    g = game()
    table(g)
    card = g.s.players[0].hand[0]
    hold(g, "b-one-more-for-the-pile")
    g.apply(AddToCrisis(card))
    assert revealed(g) == (0, "b-one-more-for-the-pile", "theo-nakamura", [0, 1])
    assert g.s.crisis_cards == [(0, card)]


def test_trigger_action():
    """`action`: after any action, here with its `if` (waste ≥ 20)."""
    g = game()
    table(g)
    dice(g, 0, 2, 3)
    hold(g, "b-rats-in-the-refuse")
    g.apply(SpendFood(2))
    assert g.s.crossroads_held == (3, "b-rats-in-the-refuse")
    g.s.waste = [take(g, c) for c in g.c.decks["police"]]
    g.apply(SpendFood(3))
    assert revealed(g) == (0, "b-rats-in-the-refuse", "theo-nakamura", [0, 1])
    g.apply(Choose(0))  # clean 3, the leader takes a wound
    assert len(g.s.waste) == 17 and g.s.survivors["theo-nakamura"].wounds == 1


def test_every_trigger_has_a_test():
    names = set(globals())
    assert [t for t in content.TRIGGERS if f"test_trigger_{t.replace('-', '_')}" not in names] == []


# === quantities ====================================================================================

def known_state(g):
    s = g.s
    table(g)
    no_zombies(g)
    s.morale, s.food, s.starvation, s.helpless, s.rounds_left, s.round = 5, 3, 2, 2, 4, 3
    s.waste = [take(g, c) for c in g.c.decks["police"][:4]]
    s.places[COLONY].zombies = [1, 0, 2, 0, 0, 0]
    s.places["police"].zombies = [2]
    s.places["school"].zombies = [1]
    s.places[COLONY].barricades = [1, 1, 0, 0, 0, 0]
    s.places["hospital"].barricades = [1]
    s.places["library"].noise, s.places["gas"].noise = 2, 1
    s.samples = 2
    s.delivered = [take(g, c) for c in cards(g, "gas", "fuel", 2) + cards(g, "hospital", "medicine", 1)]
    s.kills_total = 7
    s.crisis_cards = [(1, take(g, cards(g, "school", "book", 1)[0])), (2, take(g, cards(g, "school", "tool", 1)[0]))]
    s.players[2].exiled = True
    p = s.players[0]
    p.hand = []
    hand(g, 0, *cards(g, "grocery", "food", 2), *cards(g, "police", "tool", 1))
    crowbar = take(g, card_of(g, "crowbar"))
    s.survivors["theo-nakamura"].equipped = [crowbar]
    at(g, "theo-nakamura", "police")
    s.survivors["theo-nakamura"].wounds = 1
    s.survivors["kwame-asante"].wounds = s.survivors["kwame-asante"].frost = 1
    p.kills = 4


QUANTITY_CASES = [
    ("morale", {}, 0, 5), ("food", {}, 0, 3), ("starvation", {}, 0, 2), ("waste", {}, 0, 4),
    ("helpless", {}, 0, 2), ("rounds-left", {}, 0, 4), ("round", {}, 0, 3),
    ("zombies", {}, 0, 6), ("zombies", {"at": "colony"}, 0, 3), ("zombies", {"at": "outside"}, 0, 3),
    ("zombies", {"at": "police"}, 0, 2), ("zombies", {"at": "here"}, 0, 2),
    ("barricades", {}, 0, 3), ("barricades", {"at": "colony"}, 0, 2), ("barricades", {"at": "outside"}, 0, 1),
    ("noise", {}, 0, 3), ("noise", {"at": "library"}, 0, 2),
    ("barricaded-entrances", {}, 0, 2), ("clear-locations", {}, 0, 4), ("samples", {}, 0, 2),
    ("delivered", {}, 0, 3), ("delivered", {"type": "fuel"}, 0, 2), ("kills-total", {}, 0, 7),
    ("crisis-cards", {}, 0, 2), ("exiled-players", {}, 0, 1),
    ("hand", {}, 0, 3), ("hand", {"type": "food"}, 0, 2), ("hand", {"type": "weapon"}, 0, 0),
    ("equipped", {}, 0, 1), ("equipped", {"type": "weapon"}, 0, 1), ("equipped", {"type": "tool"}, 0, 0),
    ("survivors", {}, 0, 2), ("survivors", {"at": "colony"}, 0, 1), ("survivors", {"at": "outside"}, 0, 1),
    ("survivors", {"at": "police"}, 0, 1), ("survivors", {"at": "school"}, 0, 0),
    ("kills", {}, 0, 4), ("kills", {}, 1, 0), ("leader-influence", {}, 0, 33), ("leader-influence", {}, 3, 68),
    ("occupation", {"name": "Paramedic"}, 0, 1), ("occupation", {"name": "Nurse"}, 0, 0),
    ("occupation", {"name": "Nurse"}, 1, 1), ("wounds", {}, 0, 2), ("exiled", {}, 0, 0), ("exiled", {}, 2, 1),
]


@pytest.mark.parametrize("count, params, seat, value", QUANTITY_CASES)
def test_quantity(count, params, seat, value):
    """Every condition quantity against a known state (subject = the seat; here = police)."""
    g = game()
    known_state(g)
    assert quantity(g, Condition(count, min=0, **params), seat, here="police") == value


def test_every_quantity_is_evaluated():
    assert set(content.QUANTITIES) == {c for c, *_ in QUANTITY_CASES}


def test_condition_bounds_and_per_player():
    """Conditions: min and/or max; per_player multiplies by the players who started."""
    g = game()
    known_state(g)
    assert holds(g, Condition("food", min=3), 0)
    assert not holds(g, Condition("food", min=4), 0)
    assert holds(g, Condition("food", max=3), 0) and not holds(g, Condition("food", max=2), 0)
    assert holds(g, Condition("food", min=2, max=3), 0) and not holds(g, Condition("food", min=1, max=2), 0)
    assert not holds(g, Condition("food", min=1, per_player=True), 0)  # needs 4
    assert holds(g, Condition("kills-total", min=1, per_player=True), 0)
    assert holds(g, Condition("kills-total", max=2, per_player=True), 0)
    assert not holds(g, Condition("kills-total", max=1, per_player=True), 0)


def test_a_condition_at_a_place_off_the_board_reads_as_words():
    """"outside", "here", "everywhere" are no place names: the line says them in words."""
    g = game()
    assert describe(g, Condition("survivors", min=1, at="outside")) == "survivors outside the colony: at least 1"
    assert describe(g, Condition("zombies", max=0, at="everywhere")).startswith("zombies everywhere")
    assert describe(g, Condition("survivors", min=1, at="police")).startswith("survivors at Precinct House")


# === passives ======================================================================================

def test_passive_attack_bonus():
    """`attack-bonus = N`: +N to the die when checking an attack (ability or equipped item)."""
    g = game()
    table(g)
    group(g, 0, ("ruth-ellingsen", "police"), ("theo-nakamura", "police"))  # both attack 4
    g.s.places["police"].zombies = [1]
    dice(g, 0, 3)
    attacks = {a for a in legal(g) if isinstance(a, Attack)}
    assert attacks == {Attack("ruth-ellingsen", 3, "zombie")}
    g.s.survivors["theo-nakamura"].equipped.append(take(g, card_of(g, "machete")))  # +2
    dice(g, 0, 2)
    assert {a for a in legal(g) if isinstance(a, Attack)} == {Attack("theo-nakamura", 2, "zombie")}
    script(g, "blank")
    g.apply(Attack("theo-nakamura", 2, "zombie"))
    assert g.s.places["police"].zombies == [0] and g.s.players[0].kills == 1


def test_passive_search_bonus():
    """`search-bonus = N`: +N to the die when checking a search."""
    g = game()
    table(g)
    group(g, 0, ("nadia-petrova", "school"), ("kwame-asante", "school"))  # both search 3
    dice(g, 0, 2)
    assert {a for a in legal(g) if isinstance(a, Search)} == {Search("nadia-petrova", 2)}


@pytest.mark.parametrize("sid, equip", [("joel-haverford", None), ("theo-nakamura", "hunting-rifle")])
def test_passive_safe_kill(sid, equip):
    """`safe-kill = 1`: no exposure after a kill."""
    g = game()
    table(g)
    group(g, 0, (sid, "police"))
    if equip:
        g.s.survivors[sid].equipped.append(take(g, card_of(g, equip)))
    g.s.places["police"].zombies = [2]
    dice(g, 0, 6)
    script(g)  # an exposure roll would fail the test
    g.apply(Attack(sid, 6, "zombie"))
    assert g.s.places["police"].zombies == [1]
    assert g.s.survivors[sid].wounds == 0


@pytest.mark.parametrize("sid, place, equip, left", [
    ("margarethe-holm", "police", None, 1),
    ("theo-nakamura", "police", "patrol-carbine", 0),
    ("marcus-oyelaran", "police", None, 2),   # his passive works in the colony only
    ("marcus-oyelaran", COLONY, None, 1),
])
def test_passive_extra_kill(sid, place, equip, left):
    """`extra-kill = N`: an attack on a zombie kills N more there (where the ability applies)."""
    g = game()
    table(g)
    no_zombies(g)
    group(g, 0, (sid, place))
    if equip:
        g.s.survivors[sid].equipped.append(take(g, card_of(g, equip)))
    if place == COLONY:
        g.s.places[COLONY].zombies = [1, 2, 0, 0, 0, 0]
        target = "zombie-1"
    else:
        g.s.places[place].zombies = [3]
        target = "zombie"
    dice(g, 0, 6)
    script(g, "blank")
    g.apply(Attack(sid, 6, target))
    assert sum(g.s.places[place].zombies) == left
    assert g.s.players[0].kills == 3 - left
    assert g.s.kills_total == 3 - left


def test_passive_safe_move():
    """`safe-move = 1`: moves roll no exposure."""
    g = game()
    table(g)
    group(g, 0, "jules-marchand")
    script(g)
    g.apply(Move("jules-marchand", "school"))
    assert g.s.survivors["jules-marchand"].location == "school"
    assert g.s.survivors["jules-marchand"].moved


def test_passive_bite_ward():
    """`bite-ward = 1`: skipped by a bite spread."""
    g = game()
    table(g)
    group(g, 1, ("fatima-zahedi", "school"), ("aiko-brennan", "school"))  # influence 39, 44
    script(g, "bite")
    g.apply(Move("kwame-asante", "school"))
    d = g.s.pending[0]
    assert (d.kind, d.seat, d.data["survivor"]) == ("bite", 1, "aiko-brennan")
    g.apply(BiteChoice(True))
    assert set(g.s.players[1].survivors) == {"fatima-zahedi"}


@pytest.mark.parametrize("sid, equip", [("ansel-brody", None), ("theo-nakamura", "carpenters-toolbelt")])
def test_passive_barricade_plus(sid, equip):
    """`barricade-plus = N`: each barricade action places N more."""
    g = game()
    table(g)
    no_zombies(g)
    group(g, 0, (sid, "school"))
    if equip:
        g.s.survivors[sid].equipped.append(take(g, card_of(g, equip)))
    dice(g, 0, 1)
    g.apply(Barricade(sid, 1, 1))
    assert g.s.places["school"].barricades == [2]


def test_passive_clean_plus():
    """`clean-plus = N`: each clean-waste action removes N more."""
    g = game()
    table(g)
    group(g, 0, "hector-ybarra")
    g.s.waste = [take(g, c) for c in g.c.decks["police"][:8]]
    dice(g, 0, 1)
    g.apply(CleanWaste(1))
    assert len(g.s.waste) == 3


def test_passive_attract_plus():
    """`attract-plus = N`: attract moves N more zombies."""
    g = game()
    table(g)
    no_zombies(g)
    group(g, 0, ("vivian-castellanos", "school"), ("theo-nakamura", "hospital"))
    g.s.places["police"].zombies = [3]
    dice(g, 0, 1)
    attracts = {a.sources for a in legal(g) if isinstance(a, Attract) and a.survivor == "vivian-castellanos"}
    assert ("police", "police", "police") in attracts
    assert max(len(a.sources) for a in legal(g) if isinstance(a, Attract) and a.survivor == "theo-nakamura") == 2
    g.apply(Attract("vivian-castellanos", 1, ("police", "police", "police")))
    assert g.s.places["school"].zombies == [3] and g.s.places["police"].zombies == [0]


@pytest.mark.parametrize("place, drawn", [("library", 2), ("school", 1)])
def test_passive_search_extra(place, drawn):
    """`search-extra = 1`: the first draw of a search draws one more card (where it applies)."""
    g = game()
    table(g)
    group(g, 0, ("ezra-lindqvist", place))  # search 2, library only
    dice(g, 0, 2)
    top = g.s.places[place].deck[:2]
    g.apply(Search("ezra-lindqvist", 2))
    assert g.s.pending[0].data["drawn"] == top[:drawn]


def test_every_passive_has_a_test():
    names = set(globals())
    assert [k for k in content.PASSIVES if f"test_passive_{k.replace('-', '_')}" not in names] == []


# === every ability and every item can be used ==========================================================

ACTIVE = sorted(sid for sid, s in default_content().survivors.items() if s.ability.effects)


@pytest.mark.parametrize("sid", ACTIVE)
def test_every_active_ability_can_be_used(sid):
    """Each survivor's active ability is offered at its place with a die, and works."""
    g = game()
    table(g)
    ab = g.c.survivors[sid].ability
    place = "library" if ab.where == "anywhere" else ab.where
    partner = "howard-kim" if sid != "howard-kim" else "kwame-asante"
    group(g, 0, (sid, place), (partner, place))
    g.s.survivors[partner].wounds = 2
    if place != COLONY:
        g.s.places[place].zombies = [2]
        g.s.places[place].noise = 2
    dice(g, 0, 6)
    chosen = any(e.who == "chosen" for e in ab.effects)
    action = UseAbility(sid, None if ab.cost == 0 else 6, partner if chosen else None)
    acts = legal(g)
    assert action in acts
    if chosen:
        assert UseAbility(sid, action.die, sid) not in acts  # README: another survivor
    s, p = g.s, g.s.players[0]
    before = copy.deepcopy((s.food, s.helpless, s.morale, s.places[place].noise, s.places[place].zombies,
                            s.places[place].barricades, len(p.hand), len(p.unused), p.seen))
    g.apply(action)
    food, helpless, morale, noise, zombies, barricades, n_hand, n_unused, seen = before
    paid = 0 if ab.cost == 0 else 1
    assert len(p.used) == paid
    for e in ab.effects:
        if e.name == "food":
            assert s.food == food + e.value
        elif e.name == "heal":
            assert s.survivors[partner].wounds == max(0, 2 - e.value)
        elif e.name == "helpless":
            assert s.helpless == helpless + e.value
        elif e.name == "barricade":
            assert s.places[place].barricades == [barricades[0] + e.value]
        elif e.name == "draw":
            assert len(p.hand) == n_hand + 1 and g.c.items[p.hand[-1]].type == e.type
        elif e.name == "quiet":
            assert s.places[place].noise == max(0, noise - e.value)
        elif e.name == "slay":
            assert s.places[place].zombies == [max(0, zombies[0] - e.value)]
        elif e.name == "peek":
            assert p.seen[place] == s.places[place].deck[:e.value]
        elif e.name == "safe-move":
            assert s.survivors[sid].safe_move and s.survivors[partner].safe_move
        elif e.name == "reroll":
            assert len(p.unused) == n_unused - paid
        elif e.name == "dice":
            assert len(p.unused) == n_unused + e.value
        elif e.name == "morale":
            assert s.morale == morale + e.value
        elif e.name == "remove":
            assert sid not in s.survivors and sid in s.survivors_gone
        else:
            raise AssertionError(f"no check for {e.name}")
    if sid in s.survivors:
        assert s.survivors[sid].ability_uses == 1


KINDS = sorted(default_content().item_kinds)


@pytest.mark.parametrize("kind", KINDS)
def test_every_item_can_be_played_or_equipped(kind):
    """Each item card can be played (to the waste) or equipped by a survivor on its turn."""
    g = game()
    table(g)
    card = card_of(g, kind)
    hand(g, 0, card)
    theo = g.s.survivors["theo-nakamura"]
    theo.location = "school"
    theo.wounds = 2
    g.s.places["school"].zombies = [2]
    g.s.waste = [take(g, c) for c in g.c.decks["gas"] if c != card][:5]
    k = g.c.items[card]
    target = "theo-nakamura" if (k.equip or uses_actor(k.effects)) else None
    assert PlayCard(card, target) in legal(g)
    s = g.s
    food, helpless, survivors = s.food, s.helpless, len(s.players[0].survivors)
    g.apply(PlayCard(card, target))
    assert card not in s.players[0].hand
    if k.equip:
        assert theo.equipped == [card] and card not in s.waste
    else:
        assert s.waste[-1] == card or any(e.name == "clean" for e in k.effects)
    for e in k.effects:
        if e.name == "food":
            assert s.food == food + e.value
        elif e.name == "helpless":
            assert s.helpless == helpless + e.value
        elif e.name == "recruit":
            assert len(s.players[0].survivors) == survivors + 1
        elif e.name == "heal":
            assert theo.wounds == max(0, 2 - e.value)


# === broken content ==================================================================================

@pytest.fixture
def data(tmp_path):
    d = tmp_path / "data"
    shutil.copytree(content.DATA_DIR, d)
    return d


def broken(d):
    with pytest.raises(ContentError) as e:
        content.load(d)
    return str(e.value)


def test_a_copy_of_the_data_loads(data):
    assert content.load(data).counts() == default_content().counts()


def test_bad_toml_names_the_file(data):
    with open(data / "survivors.toml", "a") as f:
        f.write("\n[[survivor]]\nid = = \"oops\"\n")
    msg = broken(data)
    assert msg.startswith("survivors.toml: not valid TOML")


def test_an_unknown_effect_names_the_file_and_the_card(data):
    with open(data / "items.toml", "a") as f:
        f.write('\n[item.magic-bean]\nname = "Magic Bean"\ntype = "food"\ntext = "Grow."\n'
                'effects = [{ beanstalk = 1 }]\n')
    assert broken(data) == "items.toml: item.magic-bean: unknown effect 'beanstalk' in 'effects'"


def test_an_unknown_key_names_the_file_and_the_card(data):
    with open(data / "crises.toml", "a") as f:
        f.write('\n[[crisis]]\nid = "hail"\ntitle = "Hail"\nstory = "Ice."\ntext = "Fail: -1 morale."\n'
                'types = ["fuel"]\nfail = [{ morale = -1 }]\ncolour = "grey"\n')
    assert broken(data) == "crises.toml: hail: unknown key(s) colour"


def test_an_unknown_condition_names_the_file_and_the_card(data):
    path = data / "crossroads" / "b.toml"
    text = path.read_text()
    assert text.count('{ count = "waste", min = 20 }') == 1
    path.write_text(text.replace('{ count = "waste", min = 20 }', '{ count = "rats", min = 20 }'))
    assert broken(data) == "crossroads/b.toml: b-rats-in-the-refuse: unknown quantity 'rats' in 'if'"


def test_a_duplicate_id_names_the_file_and_the_card(data):
    path = data / "survivors.toml"
    text = path.read_text()
    first = text[text.index("[[survivor]]"):text.index("[[survivor]]", text.index("[[survivor]]") + 1)]
    path.write_text(text + "\n" + first.replace("influence = 23", "influence = 99"))
    assert broken(data) == "survivors.toml: dolores-quintero: id used twice"


def test_a_duplicate_crossroads_id_across_files_is_an_error(data):
    a = (data / "crossroads" / "a.toml").read_text()
    start = a.index('[[crossroads]]\nid = "a-bus-in-the-drift"')
    end = a.index("[[crossroads]]", start + 1)
    (data / "crossroads" / "c.toml").write_text(a[start:end])
    assert broken(data) == "crossroads/c.toml: a-bus-in-the-drift: id used twice"


def test_a_short_deck_names_the_file_and_the_deck(data):
    path = data / "items.toml"
    text = path.read_text()
    assert text.count("knock-at-the-door = 1, parking-tickets = 2 }") == 1
    path.write_text(text.replace("knock-at-the-door = 1, parking-tickets = 2 }", "knock-at-the-door = 1, parking-tickets = 1 }"))
    assert broken(data) == "content is short of winter.md §2: items.toml: decks.police: police deck 19 (needs 20)"
