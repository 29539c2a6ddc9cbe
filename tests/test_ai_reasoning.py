"""How the Winter AIs reason: determinized worlds, suspicion from public evidence, and the
Normal player's judgement in hand-built situations (crisis, food, barricades, exile)."""

from invariants import check_cards
from test_ai_protocol import random_states
from winter_kit import put, started, take

from game.core.loop import decide
from game.core.rng import Rng
from game.winter.ai.agents import make_agent
from game.winter.ai.determinize import determinize
from game.winter.ai.heuristic import HARD, NORMAL, HeuristicAgent
from game.winter.ai.suspicion import posterior, prior
from game.winter.rules import WinterGame
from game.winter.rules.actions import AddToCrisis, Barricade, BiteChoice, CallExile, PlayCard, Vote
from game.winter.rules.engine import _plain
from game.winter.rules.state import COLONY, Decision
from game.winter.rules.view import redact

MAIN = "heat-and-healing"


def scene(players=4, main=MAIN, **cfg):
    """The first player's turn, no crossroads, an empty board, every survivor at home."""
    g = started(players=players, main=main, **cfg)
    g.s.crossroads_deck, g.s.crossroads_held = [], None
    for pl in g.s.places.values():
        pl.zombies = [0] * len(pl.zombies)
        pl.barricades = [0] * len(pl.barricades)
        pl.noise = 0
    for sv in g.s.survivors.values():
        sv.location = COLONY
    g._legal = None
    return g


def give_hand(g, seat, *cards):
    p = g.s.players[seat]
    g.s.items_gone.extend(p.hand)
    p.hand = [take(g, c) for c in cards]
    g._legal = None


def of_type(g, t, n=1):
    out = [cid for cid, k in g.c.items.items() if k.type == t and cid in g.s.items_gone + sum(
        (pl.deck for pl in g.s.places.values()), [])][:n]
    assert len(out) == n
    return out


def crisis(g, crisis_id):
    g.s.crisis = crisis_id
    g.s.crisis_cards = []
    for p in g.s.players:
        p.crisis_added = 0
    g._legal = None


def play_turn(g) -> list:
    """Normal plays the active seat's turn to its end (others answer what they are asked);
    returns the turn's events."""
    seat = g.s.active
    agents = {s: make_agent("normal", 40 + s) for s in range(len(g.s.players))}
    events = []
    while not g.is_terminal() and g.s.active == seat and g.s.phase == "turns":
        who = g.current_player()
        events += g.apply(decide(g, who, agents[who]))
    return events


def scores(g, seat=None):
    seat = g.current_player() if seat is None else seat
    ranked = HeuristicAgent(1, NORMAL).ranked(g.view(seat), g.legal_actions())
    return {str(a): s for s, a in ranked}, ranked[0][1]


def loyal(g, seat):
    p = g.s.players[seat]
    if p.betrayer:
        p.objective, p.betrayer = "pantry-stash", False


# --- determinized worlds ------------------------------------------------------------

def check_a_world(g, seat: int, n: int):
    """A world drawn for the seat (seed n) keeps every card, looks to the seat exactly like its
    view and offers the same actions; the view."""
    view = g.view(seat)
    world = determinize(view, seat, g.c, Rng(n), posterior(view, seat))
    wg = WinterGame.from_state(world, g.c)
    check_cards(wg)
    assert _plain(redact(world, seat)) == _plain(view)
    assert wg.legal_actions() == g.legal_actions()
    return view


def test_a_determinized_world_keeps_every_card_and_looks_the_same_from_the_seat():
    for n, (g, seat) in enumerate(random_states(150, every=5, seed=300)):
        check_a_world(g, seat, n)


def test_determinized_decks_favour_their_own_cards():
    g = scene()
    world = determinize(g.view(0), 0, g.c, Rng(1))
    for place in ("police", "grocery", "hospital"):
        deck = world.places[place].deck
        assert sum(x.startswith(place) for x in deck) == len(deck)


# --- suspicion ---------------------------------------------------------------------

def test_no_evidence_leaves_the_deal_odds():
    g = scene()
    post = posterior(g.view(0), 0)
    assert abs(sum(post.values()) - 1) < 1e-9
    assert post == prior(4, False, 0)
    assert abs(post[1] - 1 / 8) < 1e-9 and abs(post[None] - 5 / 8) < 1e-9
    assert posterior(started(players=4, coop=True).view(0), 0) == {None: 1.0}


def test_a_mismatch_only_one_other_seat_could_have_made_points_at_it():
    g = scene()
    g.s.crisis_history = [{"round": 1, "crisis": "x", "good": 3, "bad": 1, "need": 4,
                           "added": {"0": 2, "1": 0, "2": 2, "3": 0}}]
    post = posterior(g.view(0), 0)
    assert post[2] > 0.7 and post[1] < 0.1 and post[3] < 0.1


def test_a_mismatch_among_many_contributors_is_not_enough_to_accuse():
    g = scene()
    g.s.crisis_history = [{"round": 1, "crisis": "x", "good": 5, "bad": 1, "need": 4,
                           "added": {"0": 2, "1": 2, "2": 1, "3": 1}}]
    post = posterior(g.view(0), 0)
    assert max(post[s] for s in (1, 2, 3)) < 0.5


def test_attacks_on_survivors_raise_suspicion():
    g = scene()
    g.s.players[3].deeds["attack-survivor"] = 2
    post = posterior(g.view(0), 0)
    assert post[3] > post[1] > 0


# --- the Normal player's judgement ----------------------------------------------------

def test_colonists_do_not_call_exiles_without_evidence_and_do_with_it():
    g = scene()
    loyal(g, g.s.active)
    me = g.s.active
    others = [s for s in range(4) if s != me]
    by, _ = scores(g)
    assert all(by[str(CallExile(s))] < 0 for s in others)
    culprit = others[1]
    added = {str(s): 0 for s in range(4)}
    added[str(me)], added[str(culprit)] = 2, 2
    g.s.crisis_history = [{"round": 1, "crisis": "x", "good": 2, "bad": 2, "need": 4, "added": added}]
    by, _ = scores(g)
    assert by[str(CallExile(culprit))] > 0
    assert all(by[str(CallExile(s))] < 0 for s in others if s != culprit)


def _crises(*rows):
    """Public crisis records: (good, bad, {seat: cards added})."""
    out = []
    for good, bad, add in rows:
        added = {str(s): add.get(s, 0) for s in range(4)}
        out.append({"round": 1, "crisis": "x", "good": good, "bad": bad, "need": 4, "added": added})
    return out


def test_hard_reads_the_table_before_calling_an_exile():
    """Hard calls on weaker evidence than Normal when the other voters read the evidence
    the same way (the vote carries), and holds back where only it can see the case (its
    own cards matched, so the wrong one was the target's — the others cannot tell)."""
    g = scene()
    me = g.s.active
    loyal(g, me)
    o0, culprit, o2 = [s for s in range(4) if s != me]
    # two crises with the culprit in both, one wrong card in the first: everyone leans its way
    g.s.crisis_history = _crises((3, 1, {culprit: 2, o0: 2}), (4, 0, {o2: 2, o0: 2}))
    assert 0.5 <= posterior(g.view(me), me)[culprit] < NORMAL.call_exile
    hard = {str(a): v for v, a in HeuristicAgent(1, HARD).ranked(g.view(me), g.legal_actions())}
    by, _ = scores(g)
    assert hard[str(CallExile(culprit))] > 0 and by[str(CallExile(culprit))] < 0
    # one wrong card between my cards and the culprit's: sure for me, a coin toss for the others
    g.s.crisis_history = _crises((2, 1, {me: 2, culprit: 1}))
    assert posterior(g.view(me), me)[culprit] > NORMAL.call_exile
    assert max(posterior(g.view(o), o)[culprit] for o in (o0, o2)) < 0.5
    hard = {str(a): v for v, a in HeuristicAgent(1, HARD).ranked(g.view(me), g.legal_actions())}
    by, _ = scores(g)
    assert by[str(CallExile(culprit))] > 0 and hard[str(CallExile(culprit))] < 0


def test_exile_votes_follow_the_evidence_and_nobody_votes_against_themselves():
    g = scene()
    loyal(g, 1)
    g.s.crisis_history = [{"round": 1, "crisis": "x", "good": 2, "bad": 2, "need": 4,
                           "added": {"0": 0, "1": 2, "2": 2, "3": 0}}]
    g.s.pending = [Decision("vote", 1, {"motion": "exile", "target": 2, "voters": [1, 2, 3, 0], "votes": {}})]
    g._legal = None
    assert make_agent("normal", 1).act(g.view(1), g.legal_actions()) == Vote(True)
    g.s.pending[0].data["target"] = 3
    g._legal = None
    assert make_agent("normal", 1).act(g.view(1), g.legal_actions()) == Vote(False)
    g.s.pending[0] = Decision("vote", 2, {"motion": "exile", "target": 2, "voters": [1, 2, 3, 0], "votes": {1: True}})
    g._legal = None
    assert make_agent("normal", 2).act(g.view(2), g.legal_actions()) == Vote(False)


def test_the_last_colonist_tops_up_a_short_crisis_with_matching_cards():
    g = scene(coop=True, main="cold-specimens")  # medicine is not delivered in this one
    crisis(g, "festering-wounds")  # medicine; fail: -1 morale and a wound on every leader
    order = g.s.turn_order
    g.s.turn_index = len(order) - 1
    g.s.active = last = order[-1]
    fillers = of_type(g, "medicine", 4)
    g.s.crisis_cards = [(order[0], take(g, fillers[0])), (order[1], take(g, fillers[1])),
                        (order[2], take(g, fillers[2]))]
    junk = of_type(g, "junk")[0]
    give_hand(g, last, fillers[3], junk)
    by, _ = scores(g)
    assert by[str(AddToCrisis(fillers[3]))] > 0
    assert by[str(AddToCrisis(junk))] < 0  # never a card that does not match
    play_turn(g)  # the last turn: the crisis resolves at its end
    assert g.s.crisis_history[-1]["good"] == 4 and g.s.crisis_history[-1]["bad"] == 0


def test_a_crisis_already_won_with_room_to_spare_gets_no_more_cards():
    g = scene(coop=True, main="cold-specimens")
    crisis(g, "festering-wounds")
    me = g.s.active
    meds = of_type(g, "medicine", 7)
    g.s.crisis_cards = [(o, take(g, m)) for o, m in zip([1, 2, 3, 1, 2, 3], meds[:6])]
    give_hand(g, me, meds[6])
    by, _ = scores(g)
    assert by[str(AddToCrisis(meds[6]))] < 0


def test_a_hungry_colony_gets_fed():
    g = scene(coop=True)
    crisis(g, "horde-at-dusk")  # weapons: food cards are not wanted there
    me = g.s.active
    g.s.food = 0
    food = of_type(g, "food")[0]
    give_hand(g, me, food, of_type(g, "junk")[0])
    by, _ = scores(g)
    assert by[str(PlayCard(food, None))] > 0
    play_turn(g)  # it plays the card, or asks the others for food and they give
    assert g.s.food > 0


def test_a_hungry_colonist_asks_the_others_once_a_turn():
    """Every request is a question to each other player (a dialog for a human): the AI
    asks once a turn, however hungry it stays, and not again a round after nobody gave."""
    from game.winter.rules.actions import Request

    g = scene(coop=True)
    me = g.s.active
    g.s.food = 0
    give_hand(g, me)  # nothing of its own to feed the colony with
    junk = of_type(g, "junk", 9)
    for o in range(1, 4):
        give_hand(g, (me + o) % 4, *junk[3 * o - 3:3 * o])
    by, _ = scores(g)
    assert by[str(Request("food"))] > 0
    g.s.requests_made = 1  # a request this turn that someone answered: asking again is legal
    g.s.players[me].last_request = (g.s.round, "food", True)
    g._legal = None
    by, _ = scores(g)
    assert all(v < 0 for k, v in by.items() if k.startswith("request")), by
    g.s.requests_made = 0
    # a round ago nobody had food to give: it does not ask again so soon, unless it was given
    g.s.players[me].last_request = (g.s.round, "food", False)
    by, _ = scores(g)
    assert by[str(Request("food"))] < 0
    g.s.players[me].last_request = (g.s.round, "food", True)
    by, _ = scores(g)
    assert by[str(Request("food"))] > 0
    g.s.players[me].last_request = None
    events = play_turn(g)
    assert sum(1 for e in events if e.kind == "request") == 1


def test_no_ai_asks_twice_a_turn_however_noisy_while_the_rules_would_let_it():
    """Requests have no limit per turn (RULES.md, rulebook p.11); the AI's own policy keeps
    them to one a turn, refused or not: Easy's noisy scores never talk it into a second."""
    from game.winter.ai.heuristic import EASY
    from game.winter.rules.actions import Request

    g = scene(coop=True)
    me = g.s.active
    g.s.food = 0
    give_hand(g, me)
    junk = of_type(g, "junk", 9)
    for o in range(1, 4):
        give_hand(g, (me + o) % 4, *junk[3 * o - 3:3 * o])
    for answered in (False, True):
        g.s.requests_made = 1
        g.s.players[me].last_request = (g.s.round, "food", answered)
        g._legal = None
        assert Request("food") in g.legal_actions()  # the rules allow another
        for style in (EASY, NORMAL, HARD):
            for seed in range(20):
                ranked = HeuristicAgent(seed, style).ranked(g.view(me), g.legal_actions())
                assert not any(isinstance(a, Request) for _, a in ranked), (style.name, seed)


def test_the_entrance_about_to_be_overrun_gets_the_barricade():
    g = scene(coop=True)
    me = g.s.active
    sid = g.s.players[me].survivors[0]
    col = g.s.places[COLONY]
    col.zombies = [0, 0, 2, 0, 0, 0]
    # the colony phase's zombies go to entrances 1, 2, 3, ...: 3 fills, then overflows the next one
    g.s.players[me].unused = [1]
    g._legal = None
    by, _ = scores(g)
    assert by[str(Barricade(sid, 1, 3))] > max(by[str(Barricade(sid, 1, e))] for e in (1, 2, 4, 5, 6)) + 0.3


def test_a_bitten_survivor_rolls_rather_than_dies():
    g = scene()
    sid = g.s.players[1].survivors[0]
    g.s.pending = [Decision("bite", 1, {"survivor": sid, "place": COLONY})]
    g._legal = None
    assert make_agent("normal", 1).act(g.view(1), g.legal_actions()) == BiteChoice(False)


def test_searching_goes_where_the_needs_are():
    from game.winter.ai.situation import Situation
    from game.winter.ai.values import Values

    g = started(players=4, main="shelves-for-the-sickbay")  # deliver medicine
    sit = Situation(g.view(0), g.c, 0)
    val = Values(sit)
    assert val.search_value("hospital") > val.search_value("police")


def test_a_betrayer_hides_a_mismatch_among_many_cards_but_not_when_alone():
    g = scene()
    me = g.s.active
    p = g.s.players[me]
    p.objective, p.betrayer = "siphon", True
    for q in g.s.players:
        if q.seat != me and q.betrayer:
            q.objective, q.betrayer = "pantry-stash", False
    crisis(g, "festering-wounds")
    junk = of_type(g, "junk")[0]
    give_hand(g, me, junk)
    alone, _ = scores(g)
    others = [s for s in range(4) if s != me]
    meds = of_type(g, "medicine", 4)
    g.s.crisis_cards = [(o, take(g, m)) for o, m in zip(others + others[:1], meds)]
    for o in others:
        g.s.players[o].crisis_added = sum(1 for who, _ in g.s.crisis_cards if who == o)
    g._legal = None
    crowd, _ = scores(g)
    assert crowd[str(AddToCrisis(junk))] > alone[str(AddToCrisis(junk))]


def test_an_exile_plays_for_its_exile_objective():
    from game.winter.ai.situation import Situation

    g = scene()
    p = g.s.players[1]
    p.exiled, p.betrayer, p.objective = True, False, "winter-camp"
    for sid in p.survivors:
        put(g, sid, "school")
    sit = Situation(g.view(1), g.c, 1)
    assert [q.count for q, *_ in sit.secret_rows()] == ["survivors", "hand"]
