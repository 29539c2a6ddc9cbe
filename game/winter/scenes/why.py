"""Why an action of Winter's cannot be taken now: one sentence citing the section of the
players' rules it rests on (assets/rules/winter.md). Pure Python; reads only the view of
the seat on screen (the content's card texts are public).

    why_kind(g, v, seat, d, subject, kind)   a kind of action greyed for a survivor, a card
                                             or the colony actions (subject None)
    why_click(g, v, seat, d, picks, thing)   a click on the board that answers nothing

`d` is the decision the game waits for (a pending one, or Decision("turn", active) in the
turn phase; None once over), `picks` the picker's state (subject, kind, fixed, colony), and
`thing` a board region's key: ("survivor", id), ("card", id), ("item", id), ("place", id),
("zombie", place, entrance), ("die", value)."""

from __future__ import annotations

from game.shell.rules_text import Reason
from game.winter.rules import actions as A
from game.winter.rules import board, turn
from game.winter.rules.engine import WinterGame
from game.winter.rules.state import COLONY
from game.winter.scenes.picker import KIND_NAMES

GOAL, ROUND, TURN, EXPOSURE, COLONY_PHASE, ZOMBIES, EXILE, CONTROLS = "1", "2", "3", "4", "5", "6", "7", "8"
SECTIONS = (GOAL, ROUND, TURN, EXPOSURE, COLONY_PHASE, ZOMBIES, EXILE, CONTROLS)  # every section cited below

SURVIVOR_KINDS = (A.Move, A.Attack, A.Search, A.Barricade, A.Attract, A.UseAbility)
CARD_KINDS = (A.PlayCard, A.AddToCrisis, A.Deliver)
ITEM_KINDS = (A.HandOff, A.AddToCrisis)
COLONY_KINDS = (A.CleanWaste, A.SpendFood, A.Request, A.CallExile)
ASKED = {"search": "keep a card or make noise", "bite": "the spreading bite", "crossroads": "the crossroads card",
         "vote": "the vote", "give": "the request for a card", "draft": "the choice of survivors",
         "leader": "the choice of a new leader", "lure": "where the lured zombie goes",
         "order": "which hit comes first", "play-given": "the card you were given", "discard": "the discard",
         "relocate": "where your survivor goes"}


def kinds_of(g, v, seat: int | None, subject) -> tuple:
    """Every kind of action a subject has at all (legal now or not): the action bar shows
    the ones not legal now greyed."""
    if seat is None:
        return ()
    if subject is None:
        return tuple(k for k in COLONY_KINDS if not (k is A.CallExile and g.s.config.cooperative))
    if subject in v.survivors:
        ab = g.c.survivors[subject].ability
        return tuple(k for k in SURVIVOR_KINDS if k is not A.UseAbility or ab.effects)
    if subject in v.players[seat].hand:
        deliver = g.c.mains[v.main].deliver if v.main in g.c.mains else ()
        return tuple(k for k in CARD_KINDS if k is not A.Deliver or deliver)
    return ITEM_KINDS


def kind_name(g, subject, kind) -> str:
    if kind is A.UseAbility and subject in g.c.survivors:
        return g.c.survivors[subject].ability.name
    if kind is A.PlayCard and subject in g.c.items and g.c.items[subject].equip:
        return "Equip"
    return KIND_NAMES[kind]


def _dice(dice) -> str:
    return ", ".join(map(str, sorted(dice))) if dice else "none left"


def _place(g, pid: str) -> str:
    return "the colony" if pid == COLONY else g.c.locations[pid].name


def _cap(words: str) -> str:
    return words[:1].upper() + words[1:]


def _not_now(g, v, seat, d) -> Reason | None:
    if d is None:
        return Reason("The game is over: the thaw came, or the colony fell.", GOAL)
    if seat is None or d.seat != seat:
        name = v.players[d.seat].name
        if d.kind == "turn":
            return Reason(f"It is {name}'s turn, not yours: wait for your own.", ROUND)
        return Reason(f"{name} is deciding now: your turn comes in its place.", ROUND)
    if d.kind == "colony":
        return Reason("The colony phase is under way: the next round's turns come after it.", COLONY_PHASE)
    if d.kind != "turn":
        return Reason(f"First answer {ASKED.get(d.kind, 'the question in the window')}.", TURN)
    if v.players[seat].out:
        return Reason("Your group is out of the game.", GOAL)
    return None


def why_kind(g, v, seat, d, subject, kind) -> Reason:
    """Why `kind` is not legal now for `subject` (a survivor, a card in hand, an equipped
    item, or None for the colony actions)."""
    first = _not_now(g, v, seat, d)
    if first is not None:
        return first
    seen = WinterGame.from_state(v, g.c)
    p = v.players[seat]
    dice = sorted(p.unused)
    if subject is None:
        return _colony(g, seen, v, p, kind, dice)
    if subject in v.survivors:
        owner = v.survivors[subject].seat
        if owner != seat:
            return Reason(f"{g.c.survivors[subject].name} is {v.players[owner].name}'s survivor: you act only "
                          "with your own.", TURN)
        return _survivor(g, seen, v, p, subject, kind, dice)
    return _card(g, seen, v, p, subject, kind, dice)


def _need_die(what: str, need: int, dice) -> Reason:
    if not dice:
        return Reason(f"{what} needs a die, and you have none left this round.", TURN)
    return Reason(f"{what} needs a die of at least {need} — your dice: {_dice(dice)}.", TURN)


def _survivor(g, seen, v, p, sid, kind, dice) -> Reason:
    sv = v.survivors[sid]
    card = g.c.survivors[sid]
    name = card.name
    place = sv.location
    where = _place(g, place)
    if kind is A.Move:
        if sv.moved:
            return Reason(f"{name} already moved this turn: each survivor moves once a turn.", TURN)
        return Reason("Every other place is full: a survivor moves only to a place with an empty space.", TURN)
    if kind is A.Attack:
        need = card.attack - board.passive(seen, sid, "attack-bonus")
        if not any(d >= need for d in dice):
            return _need_die(f"{name}'s attack", need, dice)
        return Reason(f"There is nothing to attack in {where}: no zombie, and no other player's survivor.", TURN)
    if kind is A.Search:
        if place == COLONY:
            return Reason("Nobody searches the colony: move to a location first, then search there.", TURN)
        if not v.places[place].deck:
            return Reason(f"The {where} deck is empty: nothing is left to find there.", TURN)
        need = card.search + (1 if board.lasting(seen, "search-penalty") else 0) - \
            board.passive(seen, sid, "search-bonus")
        return _need_die(f"{name}'s search", need, dice)
    if kind in (A.Barricade, A.Attract):
        what = "A barricade" if kind is A.Barricade else "Luring zombies"
        if not dice:
            return Reason(f"{what} takes any die, and you have none left this round.", TURN)
        free = sum(board.free_spaces(seen, place, e) for e in range(len(v.places[place].zombies)))
        if not free:
            return Reason(f"Every zombie space in {where} is taken: there is no room for more.", TURN)
        return Reason("There are no zombies at the other places to lure here.", TURN)
    if kind is A.UseAbility:
        ab = card.ability
        if not ab.effects:
            return Reason(f"{ab.name} works by itself: there is nothing to use.", TURN)
        if not turn.ability_here(seen, sid):
            return Reason(f"{ab.name} works only at {_place(g, ab.where)}.", TURN)
        if ab.per_round and sv.ability_uses >= ab.per_round:
            return Reason(f"{ab.name} was already used this round.", TURN)
        if ab.cost and not any(d >= ab.cost for d in dice):
            return _need_die(ab.name, ab.cost, dice)
        if board.adds_blocked(seen, p.seat, ab.effects):
            return Reason(f"{ab.name} would add someone, and the colony has no empty space.", TURN)
        return Reason(f"{ab.name} needs another survivor beside {name} in {where}.", TURN)
    return Reason(f"{name} cannot do that.", TURN)


def _card(g, seen, v, p, cid, kind, dice) -> Reason:
    item = g.c.items[cid]
    holder = next((x for x in p.survivors if x in v.survivors and cid in v.survivors[x].equipped), None)
    if kind is A.AddToCrisis:
        if p.exiled:
            return Reason("An exile cannot add cards to the crisis.", EXILE)
        return Reason("There is no crisis to add to now.", COLONY_PHASE)
    if kind is A.Deliver:
        if p.exiled:
            return Reason("An exile no longer works for the main objective.", EXILE)
        wanted = g.c.mains[v.main].deliver
        if holder is not None:
            return Reason("Only cards from your hand are put on the objective, not equipped ones.", GOAL)
        return Reason(f"The main objective takes only {' and '.join(wanted)} cards, not {item.type}.", GOAL)
    if kind is A.PlayCard:
        if holder is not None:
            return Reason(f"{item.name} is already equipped: hand it off or add it to the crisis.", TURN)
        if p.exiled and item.type == "food":
            return Reason("An exile eats food only to raise a die (Eat: +1 on a die).", EXILE)
        if board.adds_blocked(seen, p.seat, item.effects):
            return Reason(f"{item.name} would add someone, and the colony has no empty space.", TURN)
        return Reason(f"{item.name} is played on one of your survivors, and you have none.", TURN)
    if kind is A.HandOff:
        if holder is None:
            return Reason("Only an equipped item is handed off: play the card first.", TURN)
        if cid in v.handed:
            return Reason(f"{item.name} was already handed off this turn.", TURN)
        return Reason(f"No other survivor stands in {_place(g, v.survivors[holder].location)} to take "
                      f"{item.name}.", TURN)
    return Reason(f"{item.name} cannot do that.", TURN)


def _colony(g, seen, v, p, kind, dice) -> Reason:
    if kind is A.CleanWaste:
        if not dice:
            return Reason("Cleaning the waste takes any die, and you have none left this round.", TURN)
        if not v.waste:
            return Reason("The waste pile is empty: there is nothing to clean.", TURN)
        return Reason("Cleaning the waste needs one of your survivors in the colony.", TURN)
    if kind is A.SpendFood:
        if p.exiled:
            return Reason("An exile cannot spend the colony's food.", EXILE)
        if not v.food:
            return Reason("The colony has no food tokens to spend.", TURN)
        if not dice:
            return Reason("Food raises one of your dice, and you have none left this round.", TURN)
        return Reason(f"Food raises a die below 6 — your dice: {_dice(dice)}.", TURN)
    if kind is A.Request:
        if turn.requests_closed(seen.s):
            return Reason("Nobody gave to your last request: no more requests this turn.", TURN)
        return Reason("Nobody else holds a card to give you.", TURN)
    if kind is A.CallExile:
        if g.s.config.cooperative:
            return Reason("There are no exile votes in a co-op game.", EXILE)
        if p.exiled:
            return Reason("An exile cannot call an exile vote.", EXILE)
        if v.exile_called:
            return Reason("One exile vote a turn, and one was called already.", EXILE)
        return Reason("Nobody is left to exile.", EXILE)
    return Reason("That colony action is not possible now.", TURN)


# --- clicks on the board ----------------------------------------------------------------------
def why_click(g, v, seat, d, picks: tuple, thing) -> Reason | None:
    """A click that answers nothing: why (None when there is nothing to say, e.g. a tooltip)."""
    what = thing[0]
    if what not in ("survivor", "card", "item", "place", "zombie", "die"):
        return None
    first = _not_now(g, v, seat, d)
    if first is not None:
        return first
    subject, kind, fixed, _ = picks
    p = v.players[seat]
    if what in ("survivor", "card", "item") and kind is None:
        return _cannot_act(g, v, seat, d, thing[1])
    if kind is None:
        if what == "die":
            return Reason("Pick a survivor or a card first: a die pays for the action you then choose.", CONTROLS)
        if what == "zombie":
            pid, e = thing[1], thing[2]
            if not v.places[pid].zombies[e]:
                where = "at that entrance" if pid == COLONY else "there"
                return Reason(f"{_cap(_place(g, pid))} has no zombies to attack {where}.", TURN)
            return Reason(f"To kill a zombie, pick one of your survivors in {_place(g, pid)}, then Attack.", CONTROLS)
        return Reason("Pick one of your survivors first, then Move, then a lit place.", CONTROLS)
    return _wrong_target(g, v, p, subject, kind, thing)


def _cannot_act(g, v, seat, d, sid) -> Reason:
    """A survivor or card of the seat's with nothing to do, or someone else's survivor."""
    p = v.players[seat]
    if sid in v.survivors and v.survivors[sid].seat == seat:
        sv = v.survivors[sid]
        name = g.c.survivors[sid].name
        if sv.moved and not p.unused:
            return Reason(f"{name} already moved this turn and you have no dice left.", TURN)
        if sv.moved:
            return Reason(f"{name} already moved this turn, and none of your dice ({_dice(p.unused)}) pays for "
                          "anything else here.", TURN)
        return why_kind(g, v, seat, d, sid, A.Move)
    if sid in v.survivors:
        return why_kind(g, v, seat, d, sid, A.Move)
    return why_kind(g, v, seat, d, sid, A.AddToCrisis if p.exiled else A.PlayCard)


def _wrong_target(g, v, p, subject, kind, thing) -> Reason:
    what = thing[0]
    name = g.c.survivors[subject].name if subject in g.c.survivors else KIND_NAMES[kind]
    here = v.survivors[subject].location if subject in v.survivors else None
    if what == "die":
        return Reason(f"That die does not pay for {kind_name(g, subject, kind)}: the lit dice do.", TURN)
    if what == "place":
        pid = thing[1]
        if kind is not A.Move:
            return Reason(f"{kind_name(g, subject, kind)} does not go to a place: pick from the lit choices.", TURN)
        if pid == here:
            return Reason(f"{name} is already in {_place(g, pid)}.", TURN)
        if p.exiled and pid == COLONY:
            return Reason("An exile lives outside the colony and may not go back in.", EXILE)
        spaces = g.c.locations[pid].survivor_spaces
        return Reason(f"{_cap(_place(g, pid))} is full: all {spaces} survivor spaces are taken.", TURN)
    if what == "zombie":
        pid = thing[1]
        if here is not None and pid != here:
            return Reason(f"{name} can only deal with zombies in {_place(g, here)}, where it stands.", TURN)
        if kind is A.Attack:
            return Reason("That entrance has no zombies to attack.", TURN)
        if kind is A.Barricade:
            return Reason("That entrance has no empty space for a barricade.", ZOMBIES)
        return Reason(f"{kind_name(g, subject, kind)} does not aim at zombies: pick from the lit choices.", TURN)
    if what == "survivor":
        sid = thing[1]
        other = g.c.survivors[sid].name
        if here is not None and v.survivors[sid].location != here:
            return Reason(f"{other} is not in {_place(g, here)}: {name} can only reach survivors beside it.", TURN)
        if v.survivors[sid].seat == p.seat and kind is A.Attack:
            return Reason("You never attack your own survivors.", TURN)
        return Reason(f"{other} is not one of the lit choices for {kind_name(g, subject, kind)}.", TURN)
    return Reason(f"That is not one of the lit choices for {kind_name(g, subject, kind)}.", TURN)
