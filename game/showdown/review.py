"""Showdown after the game: the whole state with every secret told (the replay's panel)
and the per-seat numbers of the statistics screen, counted from the game's events.

Pure: it reads a ShowdownGame and its events, never pygame (the shell draws the lines)."""

from __future__ import annotations

from game.core.i18n import N_, _, tr
from game.showdown.rules.state import BUILDINGS

# the steps' ids as reveal_all names them (a str part of a sentence is looked up in the catalogs)
STEP_WORDS = (N_("pass"), N_("turns"), N_("holdup"), N_("badge"), N_("mystery"), N_("showdown"), N_("over"))


def reveal_all(g) -> list[str]:
    """The round, every hand and every safe row face up, the sealed cards chosen so far
    (the safe passed, the holdup, the showdown), the fight on the table, the safes to come."""
    s = g.s
    head = dict(n=s.round, total=s.rounds, step=s.step, who=g.pname(s.first), cards=len(s.deck))
    if s.deck:
        lines = [_("Round {n} of {total}, {step}; first player {who}; {cards} town cards, next {card}", **head,
                   card=g.tname(s.deck[0]))]
    else:
        lines = [_("Round {n} of {total}, {step}; first player {who}; {cards} town cards", **head)]
    for seat in range(s.players):
        lines.append(_seat(g, seat))
    if s.passing is not None and s.passing.choices:
        lines.append(_("Passing left: {list}", list=[_("{who} {what}", who=g.pname(p), what=g.sname(s.safes[p][pos]))
                                                     for p, pos in s.passing.choices.items()]))
    if s.holdup_safe:
        chosen = [_("{who} {what}", who=g.pname(p), what=g.tname(c))
                  for p, c in (s.holdup.choices if s.holdup else {}).items()]
        lines.append(_("Holdup for {safe}: {chosen}", safe=g.sname(s.holdup_safe), chosen=chosen) if chosen else
                     _("Holdup for {safe}: no card chosen yet", safe=g.sname(s.holdup_safe)))
    sd = s.showdown
    if sd is not None and sd.sealed is not None and sd.sealed.choices:
        lines.append(_("Showdown cards: {list}", list=[_("{who} {what}", who=g.pname(p), what=g.tname(c))
                                                       for p, c in sd.sealed.choices.items()]))
    if s.fight is not None:
        f = s.fight
        what = _("safe {n} ({safe})", n=f.position + 1, safe=g.sname(s.safes[f.defender][f.position])) \
            if f.kind == "robbery" else _("a duel")
        answer = tr(g.tname(f.defend_card)) if f.defend_card else _("no answer yet")
        lines.append(_("Fight: {who} against {other} for {what}, {card} against {answer}", who=g.pname(f.attacker),
                       other=g.pname(f.defender), what=what, card=g.tname(f.attack_card), answer=answer))
    if s.middle:
        lines.append(_("Holdup safes to come: {list}", list=[g.sname(x) for x in s.middle]))
    if s.out:
        lines.append(_("Out of the game: {list}", list=[g.sname(x) for x in s.out]))
    return lines


def _seat(g, seat: int) -> str:
    s = g.s
    safes = s.safes[seat]
    gold = sum(g.c.safes[x].gold for x in safes) + (s.adjust[seat] if s.adjust else 0)
    row = [_("{safe} ({n})", safe=g.sname(x), n=g.c.safes[x].gold) for x in safes] or _("no safe")
    hand = [g.tname(c) for c in s.hands[seat]] or _("no cards")
    return _("{who} ({building}): {hand} · safes {row} = {n} gold", who=g.pname(seat),
             building=BUILDINGS[s.faction(seat)], hand=hand, row=row, n=gold)


FIGHTS, ROBBERIES, DUELS, HOLDUPS, SAFES, GOLD = (N_("Fights won"), N_("Robberies won"), N_("Duels won"),
                                                  N_("Holdups won"), N_("Safes taken"), N_("Gold gained"))


def stats(g, events: list) -> list[tuple[str, dict[int, int]]]:
    """Fights won (robberies, horse thieves' included, and duels), holdups won, safes taken
    and the gold in them. A safe gained is named only to its taker, in the private event
    right after the public one. The labels come in the player's language."""
    seats = range(g.s.players)
    labels = (FIGHTS, ROBBERIES, DUELS, HOLDUPS, SAFES, GOLD)
    rows = {label: dict.fromkeys(seats, 0) for label in labels}
    taker = None  # the seat whose gained safe the next private event names
    for e in events:
        if e.kind == "robbed":
            rows[FIGHTS][e.data["attacker"]] += 1
            rows[ROBBERIES][e.data["attacker"]] += 1
        elif e.kind in ("stars-swapped", "star-moved"):
            winner = e.data["attacker"] if e.kind == "stars-swapped" else e.data["seat"]
            rows[FIGHTS][winner] += 1
            rows[DUELS][winner] += 1
        elif e.kind == "safe-gained":
            taker = e.data["seat"]
            rows[SAFES][taker] += 1
            if e.data.get("how") == "holdup":
                rows[HOLDUPS][taker] += 1
        elif e.kind == "safe-seen" and taker is not None and e.private == taker:
            rows[GOLD][taker] += g.c.safes[e.data["safe"]].gold
            taker = None
    return [(_(label), row) for label, row in rows.items()]


def action_words(g, a) -> str:
    """What an action does, in words, read against the game just before it (the replay)."""
    from game.showdown.rules import actions as A

    t = g.tname
    safe = getattr(a, "position", 0) + 1
    if isinstance(a, A.Rob):
        return _("robs safe {n} of {who} with a {card}", n=safe, who=g.pname(a.target), card=t(a.card))
    if isinstance(a, A.Duel):
        return _("duels {who} with a {card}", who=g.pname(a.target), card=t(a.card))
    if isinstance(a, A.Horse):
        return _("rides to the {building} on a {card}", building=BUILDINGS[a.seat // g.s.per_platform], card=t(a.card))
    if isinstance(a, A.Attach):
        if a.position < 0:
            return _("attaches a {card} to {who}'s character", card=t(a.card), who=g.pname(a.owner))
        return _("attaches a {card} to {who}'s safe {n}", card=t(a.card), who=g.pname(a.owner), n=safe)
    words = {
        A.Duster: lambda: _("plays a {card}: draws 4, will discard 3", card=t(a.card)),
        A.Stetson: lambda: _("plays a {card} to look at safes", card=t(a.card)),
        A.Peek: lambda: _("looks at safe {n} of {who}", n=safe, who=g.pname(a.owner)),
        A.Defend: lambda: _("answers with a {card}", card=t(a.card)),
        A.Holster: lambda: _("lends {who} a {card}", who=g.pname(a.fighter), card=t(a.card)),
        A.Thief: lambda: _("rides in as a horse thief with a {card}", card=t(a.card)),
        A.Keep: lambda: _("keeps the {card} lent", card=t(a.card)),
        A.Pass: lambda: _("passes"),
        A.Give: lambda: _("gives safe {n} to {who}", n=safe, who=g.pname(a.to)) if a.to >= 0 else
        _("sends safe {n} out of the game", n=safe),
        A.Place: lambda: _("seats the loser at the {building}", building=BUILDINGS[a.seat // g.s.per_platform]),
        A.Discard: lambda: _("discards a {card}", card=t(a.card)),
        A.Draw: lambda: _("fires a {card}", card=t(a.card)),
        A.Dagger: lambda: _("takes the dagger's pepperbox (−1 gold)") if a.choice == "gun" else
        _("takes the dagger's gold"),
        A.Blast: lambda: _("blows up safe {n} of {who}", n=safe, who=g.pname(a.owner)),
        A.Poker: lambda: _("plays a {card} on the poker deck", card=t(a.card)),
        A.Slip: lambda: _("passes safe {n} to the left", n=safe),
    }
    return words[type(a)]() if type(a) in words else str(a)
