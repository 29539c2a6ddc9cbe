"""Fights (showdown.md "Turn"): robbery and duel, the defender's answer, holsters from
third parties, the roll with its rerolls, the outcome.

Holsters come in the source's order "attacker, defender, attacker's holster, defender's
holster": once both guns are laid, a window (core.reactions) for holsters to the attacker,
then one for holsters to the defender; each third party has the floor once per window,
clockwise from the attacker's left. A fighter with several keeps one, attacker first."""

from __future__ import annotations

from game.core.i18n import N_, Msg
from game.core.reactions import ReactionWindow
from game.showdown.rules import cards
from game.showdown.rules import safes as rows
from game.showdown.rules.actions import Defend, Holster, Keep, Pass, Place, Thief
from game.showdown.rules.state import BUILDINGS

HOLSTER_MIN_PLAYERS = 4  # with 2-3 players holsters are not given in others' fights


def progress(g) -> None:
    s, f = g.s, g.s.fight
    if not f.answered:
        if s.hands[f.defender]:
            g.ask("defend", f.defender)
        else:
            f.answered = True
            g.emit("no-answer", Msg("{who} has no card to answer with.", who=g.pname(f.defender)), seat=f.defender)
        return
    if f.thief_window is None:
        f.thief_window = ReactionWindow(thief_order(g))
    if not f.thief_window.closed:
        g.ask("thief", f.thief_window.current())
        return
    if f.window is None:
        thieves = [p for p, _ in f.thieves]
        third = [p for p in s.order(f.attacker) if p not in (f.attacker, f.defender, *thieves)]
        f.window = ReactionWindow(third if s.players >= HOLSTER_MIN_PLAYERS else [])
    if not f.window.closed:
        g.ask("holster", f.window.current())
        return
    if not f.for_defender:
        f.window, f.for_defender = None, True
        progress(g)
        return
    for fighter in (f.attacker, f.defender):
        if len(f.holsters.get(fighter, [])) > 1:
            g.ask("keep", fighter)
            return
    resolve(g)


def thief_order(g) -> list[int]:
    """Expert horse thieves: every third party is asked (holder of a white horse or not),
    clockwise from the attacker's left, in a robbery outside the badge round with 4+ players."""
    s, f = g.s, g.s.fight
    if not s.config.horse_thief or f.kind != "robbery" or s.step == "badge" or s.players < HOLSTER_MIN_PLAYERS:
        return []
    return [p for p in s.order(f.attacker) if p not in (f.attacker, f.defender)]


def thief_options(g, seat: int) -> list:
    return [Pass()] + [Thief(c) for c in sorted(set(g.s.hands[seat])) if g.c.town[c].white]


def thief(g, seat: int, a) -> None:
    s, f = g.s, g.s.fight
    if isinstance(a, Thief):
        f.thief_window.act(seat)
        cards.take(g, seat, a.card)
        f.thieves.append((seat, a.card))
        s.played.append(seat)
        g.emit("thief", Msg("{who} rides in as a horse thief with a {card} (d{sides}).", who=g.pname(seat),
                            card=g.tname(a.card), sides=g.c.sides(a.card)),
               seat=seat, card=a.card)
    f.thief_window.pass_(seat)


def defend_options(g, seat: int) -> list[Defend]:
    return [Defend(c) for c in sorted(set(g.s.hands[seat]))]


def defend(g, seat: int, a: Defend) -> None:
    s, f = g.s, g.s.fight
    cards.take(g, seat, a.card)
    f.defend_card, f.answered = a.card, True
    if seat not in s.played:
        s.played.append(seat)
    g.emit("defend", Msg("{who} answers with a {card} (d{sides}).", who=g.pname(seat), card=g.tname(a.card),
                         sides=g.c.sides(a.card)),
           seat=seat, card=a.card)


def holster_options(g, seat: int) -> list:
    f = g.s.fight
    out = [Pass()]
    fighter = f.defender if f.for_defender else f.attacker
    for card in sorted(set(g.s.hands[seat])):
        if g.c.town[card].special == "holster":
            out.append(Holster(card, fighter))
    return out


def holster(g, seat: int, a) -> None:
    s, f = g.s, g.s.fight
    if isinstance(a, Holster):
        f.window.act(seat)
        cards.take(g, seat, a.card)
        f.holsters.setdefault(a.fighter, []).append((seat, a.card))
        s.played.append(seat)
        g.emit("holster", Msg("{who} lends {fighter} a {card} (d{sides}).", who=g.pname(seat),
                              fighter=g.pname(a.fighter), card=g.tname(a.card), sides=g.c.sides(a.card)),
               seat=seat, fighter=a.fighter, card=a.card)
    f.window.pass_(seat)


def keep_options(g, seat: int) -> list[Keep]:
    return [Keep(c) for c in sorted({c for _, c in g.s.fight.holsters[seat]})]


def keep(g, seat: int, a: Keep) -> None:
    s, f = g.s, g.s.fight
    given = f.holsters[seat]
    kept = next(x for x in given if x[1] == a.card)
    for giver, card in given:
        if (giver, card) != kept:
            s.hands[giver].append(card)
            if giver in s.played:
                s.played.remove(giver)
            g.emit("holster-back", Msg("{who} returns {giver}'s holster.", who=g.pname(seat), giver=g.pname(giver)),
                   seat=seat, giver=giver)
    f.holsters[seat] = [kept]


def dice_of(g, fighter: int, card: str | None) -> list[str]:
    guns = [cards.gun_of(g, card)] if card else []
    return guns + [cards.gun_of(g, c) for _, c in g.s.fight.holsters.get(fighter, [])]


def resolve(g) -> None:
    s, f = g.s, g.s.fight
    att, dfd = dice_of(g, f.attacker, f.attack_card), dice_of(g, f.defender, f.defend_card)
    # 2-3 players: a holster on the safe or the character adds its gun to this defence, then goes
    if f.kind == "robbery":
        guard, s.guards[f.defender][f.position] = s.guards[f.defender][f.position], None
    else:
        guard, s.covers[f.defender] = s.covers[f.defender], None
    if guard:
        dfd.append(cards.gun_of(g, guard))
        who, card, sides = g.pname(f.defender), g.tname(guard), g.c.sides(guard)
        g.emit("holster-used", Msg("The {card} guarding {who}'s safe adds its d{sides}.", who=who, card=card,
                                   sides=sides) if f.kind == "robbery" else
               Msg("The {card} guarding {who} adds its d{sides}.", who=who, card=card, sides=sides),
               seat=f.defender, card=guard)
    thief_won = None
    if f.thieves:
        guns = {f.attacker: att, f.defender: dfd, **{p: [cards.gun_of(g, c)] for p, c in f.thieves}}
        best = cards.roll_off(g, guns, why="thief")
        thief_won = best if best not in (f.attacker, f.defender) else None
        a, d = (1, 0) if best == f.attacker else (0, 1)
    while not f.thieves:
        dice = {"attacker": [[gun, cards.roll(g, gun)] for gun in att],
                "defender": [[gun, cards.roll(g, gun)] for gun in dfd]}  # each die shown as it fell
        a, d = (sum(v for _, v in dice[side]) for side in ("attacker", "defender"))
        att_name, dfd_name = g.pname(f.attacker), g.pname(f.defender)
        g.emit("fight-roll", Msg("{who} rolls {n}, {other} rolls {m}.", who=att_name, n=a, other=dfd_name, m=d)
               if dfd else Msg("{who} rolls {n}, {other} has no die.", who=att_name, n=a, other=dfd_name), attacker=a, defender=d, dice=dice,
               fighters=[f.attacker, f.defender], fight=f.kind, position=f.position, guard=bool(guard),
               lent=[[fighter, giver] for fighter, given in f.holsters.items() for giver, _ in given])
        if a != d or not dfd:
            break
        g.emit("reroll", "A tie: both roll again.")
    won = a > d
    table = [f.attack_card, f.defend_card, guard] + [c for _, c in f.thieves]
    for card in table + [c for hs in f.holsters.values() for _, c in hs]:
        if card:
            cards.discard(g, card)
    s.fight = None
    if thief_won is not None:
        safe, _ = rows.remove(s, f.defender, f.position)
        g.emit("robbed", Msg("{who} steals safe {n} of {owner}.", who=g.pname(thief_won), n=f.position + 1,
                             owner=g.pname(f.defender)),
               attacker=thief_won, defender=f.defender, position=f.position)
        rows.gain(g, thief_won, safe, N_("horse thief"))
        return
    if not won:
        g.emit("fight-lost", Msg("{who} holds.", who=g.pname(f.defender)), attacker=f.attacker, defender=f.defender)
        return
    if f.kind == "robbery":
        safe, _ = rows.remove(s, f.defender, f.position)
        g.emit("robbed", Msg("{who} takes safe {n} of {owner}.", who=g.pname(f.attacker), n=f.position + 1,
                             owner=g.pname(f.defender)),
               attacker=f.attacker, defender=f.defender, position=f.position)
        rows.gain(g, f.attacker, safe, N_("robbery"))
    elif s.faction(f.attacker) == s.faction(f.defender):
        g.ask_now("place", f.attacker, loser=f.defender)
    else:
        s.stars[f.attacker], s.stars[f.defender] = s.stars[f.defender], s.stars[f.attacker]
        g.emit("stars-swapped", Msg("{who} wins the duel and swaps seats with {loser}.", who=g.pname(f.attacker),
                                    loser=g.pname(f.defender)),
               attacker=f.attacker, defender=f.defender)


def place_options(g, seat: int) -> list[Place]:
    return [Place(e) for e in g.s.empty_seats()]


def place(g, seat: int, d, a: Place) -> None:
    loser = d.data["loser"]
    g.s.stars[loser] = a.seat
    g.emit("star-moved", Msg("{who} wins the duel and moves {loser} to the {building}.", who=g.pname(seat),
                             loser=g.pname(loser), building=BUILDINGS[a.seat // g.s.per_platform]), seat=seat, loser=loser, to=a.seat)
