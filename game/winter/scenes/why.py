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

from game.core.i18n import N_, _, tr
from game.shell.rules_text import Reason
from game.winter.rules import actions as A
from game.winter.rules import board, turn
from game.winter.rules.engine import WinterGame
from game.winter.rules.state import COLONY
from game.winter.scenes import labels
from game.winter.scenes.picker import KIND_NAMES

GOAL, ROUND, TURN, EXPOSURE, COLONY_PHASE, ZOMBIES, EXILE, CONTROLS = "1", "2", "3", "4", "5", "6", "7", "8"
SECTIONS = (GOAL, ROUND, TURN, EXPOSURE, COLONY_PHASE, ZOMBIES, EXILE, CONTROLS)  # every section cited below

SURVIVOR_KINDS = (A.Move, A.Attack, A.Search, A.Barricade, A.Attract, A.UseAbility)
CARD_KINDS = (A.PlayCard, A.AddToCrisis, A.Deliver)
ITEM_KINDS = (A.HandOff, A.AddToCrisis)
COLONY_KINDS = (A.CleanWaste, A.SpendFood, A.Request, A.CallExile)
ASKED = {"search": N_("keep a card or make noise"), "bite": N_("the spreading bite"),
         "crossroads": N_("the crossroads card"), "vote": N_("the vote"), "give": N_("the request for a card"),
         "draft": N_("the choice of survivors"), "leader": N_("the choice of a new leader"),
         "lure": N_("where the lured zombie goes"), "order": N_("which hit comes first"),
         "play-given": N_("the card you were given"), "discard": N_("the discard"),
         "relocate": N_("where your survivor goes")}


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


def die_need(g, sid: str, kind) -> int:
    """The lowest die survivor `sid` pays `kind` with (1: any die), its bonuses and the
    lasting penalties counted: what the prompt, the action bar and the reasons say."""
    card = g.c.survivors[sid]
    if kind is A.Attack:
        return card.attack - board.passive(g, sid, "attack-bonus")
    if kind is A.Search:
        return card.search + (1 if board.lasting(g, "search-penalty") else 0) - board.passive(g, sid, "search-bonus")
    if kind is A.UseAbility:
        return card.ability.cost
    return 1


def kind_name(g, subject, kind) -> str:
    if kind is A.UseAbility and subject in g.c.survivors:
        return tr(g.c.survivors[subject].ability.name)
    if kind is A.PlayCard and subject in g.c.items and g.c.items[subject].equip:
        return _("Equip")
    return _(KIND_NAMES[kind])


def _dice(dice) -> str:
    return ", ".join(map(str, sorted(dice))) if dice else _("none left")


def _place(g, pid: str) -> str:
    return _("the colony") if pid == COLONY else tr(g.c.locations[pid].name)


def _cap(words: str) -> str:
    return words[:1].upper() + words[1:]


def _not_now(g, v, seat, d) -> Reason | None:
    if d is None:
        return Reason(_("The game is over: the thaw came, or the colony fell."), GOAL)
    if seat is None or d.seat != seat:
        name = v.players[d.seat].name
        if d.kind == "turn":
            return Reason(_("It is {name}'s turn, not yours: wait for your own.", name=name), ROUND)
        return Reason(_("{name} is deciding now: your turn comes in its place.", name=name), ROUND)
    if d.kind == "colony":
        return Reason(_("The colony phase is under way: the next round's turns come after it."), COLONY_PHASE)
    if d.kind != "turn":
        return Reason(_("First answer {what}.", what=_(ASKED.get(d.kind, N_("the question in the window")))), TURN)
    if v.players[seat].out:
        return Reason(_("Your group is out of the game."), GOAL)
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
            return Reason(_("{who} is {owner}'s survivor: you act only with your own.",
                            who=g.c.survivors[subject].name, owner=v.players[owner].name), TURN)
        return _survivor(g, seen, v, p, subject, kind, dice)
    return _card(g, seen, v, p, subject, kind, dice)


def _need_die(what: str, need: int, dice) -> Reason:
    if not dice:
        return Reason(_("{what} needs a die, and you have none left this round.", what=what), TURN)
    return Reason(_("{what} needs a die of at least {need} — your dice: {dice}.", what=what, need=need, dice=_dice(dice)),
                  TURN)


def _survivor(g, seen, v, p, sid, kind, dice) -> Reason:
    sv = v.survivors[sid]
    card = g.c.survivors[sid]
    name = tr(card.name)
    place = sv.location
    where = _place(g, place)
    if kind is A.Move:
        if sv.moved:
            return Reason(_("{name} already moved this turn: each survivor moves once a turn.", name=name), TURN)
        return Reason(_("Every other place is full: a survivor moves only to a place with an empty space."), TURN)
    if kind is A.Attack:
        need = die_need(seen, sid, kind)
        if not any(d >= need for d in dice):
            return _need_die(_("{name}'s attack", name=name), need, dice)
        return Reason(_("There is nothing to attack in {where}: no zombie, and no other player's survivor.", where=where),
                      TURN)
    if kind is A.Search:
        if place == COLONY:
            return Reason(_("Nobody searches the colony: move to a location first, then search there."), TURN)
        if not v.places[place].deck:
            return Reason(_("The {where} deck is empty: nothing is left to find there.", where=where), TURN)
        return _need_die(_("{name}'s search", name=name), die_need(seen, sid, kind), dice)
    if kind in (A.Barricade, A.Attract):
        what = _("A barricade") if kind is A.Barricade else _("Luring zombies")
        if not dice:
            return Reason(_("{what} takes any die, and you have none left this round.", what=what), TURN)
        free = sum(board.free_spaces(seen, place, e) for e in range(len(v.places[place].zombies)))
        if not free:
            return Reason(_("Every zombie space in {where} is taken: there is no room for more.", where=where), TURN)
        return Reason(_("There are no zombies at the other places to lure here."), TURN)
    if kind is A.UseAbility:
        ab = card.ability
        ability = tr(ab.name)
        if not ab.effects:
            return Reason(_("{ability} works by itself: there is nothing to use.", ability=ability), TURN)
        if not turn.ability_here(seen, sid):
            return Reason(_("{ability} works only at {place}.", ability=ability, place=_place(g, ab.where)), TURN)
        if ab.per_round and sv.ability_uses >= ab.per_round:
            return Reason(_("{ability} was already used this round.", ability=ability), TURN)
        if ab.cost and not any(d >= ab.cost for d in dice):
            return _need_die(ability, ab.cost, dice)
        if board.adds_blocked(seen, p.seat, ab.effects):
            return Reason(_("{ability} would add someone, and the colony has no empty space.", ability=ability), TURN)
        return Reason(_("{ability} needs another survivor beside {name} in {where}.", ability=ability, name=name,
                        where=where), TURN)
    return Reason(_("{name} cannot do that.", name=name), TURN)


def _card(g, seen, v, p, cid, kind, dice) -> Reason:
    item = g.c.items[cid]
    card = tr(item.name)
    holder = next((x for x in p.survivors if x in v.survivors and cid in v.survivors[x].equipped), None)
    if kind is A.AddToCrisis:
        if p.exiled:
            return Reason(_("An exile cannot add cards to the crisis."), EXILE)
        return Reason(_("There is no crisis to add to now."), COLONY_PHASE)
    if kind is A.Deliver:
        if p.exiled:
            return Reason(_("An exile no longer works for the main objective."), EXILE)
        wanted = g.c.mains[v.main].deliver
        if holder is not None:
            return Reason(_("Only cards from your hand are put on the objective, not equipped ones."), GOAL)
        return Reason(_("The main objective takes only {wanted} cards, not {type}.", wanted=labels.types_and(wanted),
                        type=labels.type_name(item.type)), GOAL)
    if kind is A.PlayCard:
        if holder is not None:
            return Reason(_("{card} is already equipped: hand it off or add it to the crisis.", card=card), TURN)
        if p.exiled and item.type == "food":
            return Reason(_("An exile eats food only to raise a die (Eat: +1 on a die)."), EXILE)
        if board.adds_blocked(seen, p.seat, item.effects):
            return Reason(_("{card} would add someone, and the colony has no empty space.", card=card), TURN)
        return Reason(_("{card} is played on one of your survivors, and you have none.", card=card), TURN)
    if kind is A.HandOff:
        if holder is None:
            return Reason(_("Only an equipped item is handed off: play the card first."), TURN)
        if cid in v.handed:
            return Reason(_("{card} was already handed off this turn.", card=card), TURN)
        return Reason(_("No other survivor stands in {place} to take {card}.",
                        place=_place(g, v.survivors[holder].location), card=card), TURN)
    return Reason(_("{card} cannot do that.", card=card), TURN)


def _colony(g, seen, v, p, kind, dice) -> Reason:
    if kind is A.CleanWaste:
        if not dice:
            return Reason(_("Cleaning the waste takes any die, and you have none left this round."), TURN)
        if not v.waste:
            return Reason(_("The waste pile is empty: there is nothing to clean."), TURN)
        return Reason(_("Cleaning the waste needs one of your survivors in the colony."), TURN)
    if kind is A.SpendFood:
        if p.exiled:
            return Reason(_("An exile cannot spend the colony's food."), EXILE)
        if not v.food:
            return Reason(_("The colony has no food tokens to spend."), TURN)
        if not dice:
            return Reason(_("Food raises one of your dice, and you have none left this round."), TURN)
        return Reason(_("Food raises a die below 6 — your dice: {dice}.", dice=_dice(dice)), TURN)
    if kind is A.Request:
        return Reason(_("Nobody else holds a card to give you."), TURN)
    if kind is A.CallExile:
        if g.s.config.cooperative:
            return Reason(_("There are no exile votes in a co-op game."), EXILE)
        if p.exiled:
            return Reason(_("An exile cannot call an exile vote."), EXILE)
        if v.exile_called:
            return Reason(_("One exile vote a turn, and one was called already."), EXILE)
        return Reason(_("Nobody is left to exile."), EXILE)
    return Reason(_("That colony action is not possible now."), TURN)


# --- clicks on the board ----------------------------------------------------------------------
def why_click(g, v, seat, d, picks: tuple, thing) -> Reason | None:
    """A click that answers nothing: why (None when there is nothing to say, e.g. a tooltip)."""
    what = thing[0]
    if what not in ("survivor", "card", "item", "place", "zombie", "die"):
        return None
    first = _not_now(g, v, seat, d)
    if first is not None:
        return first
    subject, kind, fixed, _colony = picks
    p = v.players[seat]
    if what in ("survivor", "card", "item") and kind is None:
        return _cannot_act(g, v, seat, d, thing[1])
    if kind is None:
        if what == "die":
            return Reason(_("Pick a survivor or a card first: a die pays for the action you then choose."), CONTROLS)
        if what == "zombie":
            pid, e = thing[1], thing[2]
            if not v.places[pid].zombies[e]:
                if pid == COLONY:
                    return Reason(_("{place} has no zombies to attack at that entrance.", place=_cap(_place(g, pid))),
                                  TURN)
                return Reason(_("{place} has no zombies to attack there.", place=_cap(_place(g, pid))), TURN)
            return Reason(_("To kill a zombie, pick one of your survivors in {place}, then Attack.",
                            place=_place(g, pid)), CONTROLS)
        return Reason(_("Pick one of your survivors first, then Move, then a lit place."), CONTROLS)
    return _wrong_target(g, v, p, subject, kind, thing)


def _cannot_act(g, v, seat, d, sid) -> Reason:
    """A survivor or card of the seat's with nothing to do, or someone else's survivor."""
    p = v.players[seat]
    if sid in v.survivors and v.survivors[sid].seat == seat:
        sv = v.survivors[sid]
        name = tr(g.c.survivors[sid].name)
        if sv.moved and not p.unused:
            return Reason(_("{name} already moved this turn and you have no dice left.", name=name), TURN)
        if sv.moved:
            return Reason(_("{name} already moved this turn, and none of your dice ({dice}) pays for anything else "
                            "here.", name=name, dice=_dice(p.unused)), TURN)
        return why_kind(g, v, seat, d, sid, A.Move)
    if sid in v.survivors:
        return why_kind(g, v, seat, d, sid, A.Move)
    return why_kind(g, v, seat, d, sid, A.AddToCrisis if p.exiled else A.PlayCard)


def _wrong_target(g, v, p, subject, kind, thing) -> Reason:
    what = thing[0]
    name = tr(g.c.survivors[subject].name) if subject in g.c.survivors else _(KIND_NAMES[kind])
    action = kind_name(g, subject, kind)
    here = v.survivors[subject].location if subject in v.survivors else None
    if what == "die":
        return Reason(_("That die does not pay for {action}: the lit dice do.", action=action), TURN)
    if what == "place":
        pid = thing[1]
        if kind is not A.Move:
            return Reason(_("{action} does not go to a place: pick from the lit choices.", action=action), TURN)
        if pid == here:
            return Reason(_("{name} is already in {place}.", name=name, place=_place(g, pid)), TURN)
        if p.exiled and pid == COLONY:
            return Reason(_("An exile lives outside the colony and may not go back in."), EXILE)
        spaces = g.c.locations[pid].survivor_spaces
        return Reason(_("{place} is full: all {n} survivor spaces are taken.", place=_cap(_place(g, pid)), n=spaces), TURN)
    if what == "zombie":
        pid = thing[1]
        if here is not None and pid != here:
            return Reason(_("{name} can only deal with zombies in {place}, where it stands.", name=name,
                            place=_place(g, here)), TURN)
        if kind is A.Attack:
            return Reason(_("That entrance has no zombies to attack."), TURN)
        if kind is A.Barricade:
            return Reason(_("That entrance has no empty space for a barricade."), ZOMBIES)
        return Reason(_("{action} does not aim at zombies: pick from the lit choices.", action=action), TURN)
    if what == "survivor":
        sid = thing[1]
        other = tr(g.c.survivors[sid].name)
        if here is not None and v.survivors[sid].location != here:
            return Reason(_("{other} is not in {place}: {name} can only reach survivors beside it.", other=other,
                            place=_place(g, here), name=name), TURN)
        if v.survivors[sid].seat == p.seat and kind is A.Attack:
            return Reason(_("You never attack your own survivors."), TURN)
        return Reason(_("{other} is not one of the lit choices for {action}.", other=other, action=action), TURN)
    return Reason(_("That is not one of the lit choices for {action}.", action=action), TURN)
