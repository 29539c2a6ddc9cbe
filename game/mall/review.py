"""Mall after the game: the whole state with every secret told (the replay's panel) and
the per-seat numbers of the statistics screen, counted from the game's events.

Pure: it reads a MallGame and its events, never pygame (the shell draws the lines).
Every line comes out in the player's language."""

from __future__ import annotations

from game.core.i18n import _


def reveal_all(g) -> list[str]:
    """The mall (zombies, closures), the hidden box, the dials and votes set so far, and
    each seat's hand and characters."""
    from game.mall.scenes.words import step_name

    s = g.s
    crowd = [_("{place} {n}", place=g.lname(loc), n=n) for loc, n in sorted(s.zombies.items()) if n] or _("none")
    args = {"n": s.round, "step": step_name(s.step), "who": g.pname(s.chief), "crowd": crowd}
    if s.closed:
        lines = [_("Round {n} · {step} — {who} is chief; zombies: {crowd}; closed: {closed}",
                   closed=[g.lname(loc) for loc in s.closed], **args)]
    else:
        lines = [_("Round {n} · {step} — {who} is chief; zombies: {crowd}", **args)]
    if s.box:
        lines.append(_("The box holds {dice}", dice=list(s.box)))
    if s.dials is not None and s.dials.choices:
        lines.append(_("Dials: {dials}", dials=[_("{who} {place}", who=g.pname(p), place=g.lname(loc))
                                                if loc is not None else _("{who}: no zombie", who=g.pname(p))
                                                for p, loc in s.dials.choices.items()]))
    b = s.ballot
    if b is not None and b.sealed is not None and b.sealed.choices:
        votes = [_("{who} {colour}", who=g.pname(p), colour=g.colour_name(c)) for p, c in b.sealed.choices.items()]
        purpose = {"truck": _("truck"), "election": _("election"), "attack": _("attack")}.get(b.purpose, b.purpose)
        lines.append(_("Votes ({purpose} at {place}): {votes}", purpose=purpose, place=g.lname(b.where), votes=votes))
    for seat in range(s.players):
        people = [_("{character} in {place}", character=g.cname(ch.id), place=g.lname(ch.location))
                  if ch.location is not None else _("{character} unplaced", character=g.cname(ch.id))
                  for ch in s.characters.values() if ch.seat == seat] or _("nobody left")
        hand = [g.iname(card) for card in s.hands[seat]] or _("no items")
        lines.append(_("{who} ({colour}): {hand} · {people}", who=g.pname(seat), colour=g.colour_name(seat),
                       hand=hand, people=people))
    if s.deck:
        lines.append(_("Truck: {n} cards, next {item}", n=len(s.deck), item=g.iname(s.deck[0])))
    return lines


def stats(g, events: list) -> list[tuple[str, dict[int, int]]]:
    """Characters lost, then each seat's attack votes by the colour they named (a re-vote
    counts again: it is a second dial)."""
    seats = range(g.s.players)
    lost = dict.fromkeys(seats, 0)
    against = {target: dict.fromkeys(seats, 0) for target in seats}
    for e in events:
        if e.kind == "character-lost":
            lost[e.data["seat"]] += 1
        elif e.kind == "votes-revealed" and e.data.get("purpose") == "attack":
            for voter, target in e.data["votes"].items():
                against[target][voter] += 1
    return [(_("Characters lost"), lost)] + [(_("Attack votes on {colour}", colour=g.colour_name(t)), row)
                                             for t, row in against.items()]


def action_words(g, a) -> str:
    """What an action does, in words, read against the game just before it (the replay)."""
    from game.mall.rules import actions as A

    if isinstance(a, A.Place):
        return _("places the {character} in {place}", character=g.cname(a.character), place=g.lname(a.location))
    if isinstance(a, A.Dial):
        return _("dials {place}", place=g.lname(a.location))
    if isinstance(a, A.Announce):
        return _("announces {place}", place=g.lname(a.location))
    if isinstance(a, A.Move):
        if a.sprint is not None:
            return _("moves the {character}, dashing to {place}", character=g.cname(a.character),
                     place=g.lname(a.sprint))
        return _("moves the {character}", character=g.cname(a.character))
    if isinstance(a, A.Play):
        if a.target is not None:
            return _("plays {item} on the {character}", item=g.iname(a.item), character=g.cname(a.target))
        return _("plays {item}", item=g.iname(a.item))
    if isinstance(a, A.Vote):
        return _("votes {colour}", colour=g.colour_name(a.seat))
    if isinstance(a, A.Truck):
        return _("keeps {item}, gives {gift} to {who}", item=g.iname(a.keep), gift=g.iname(a.give), who=g.pname(a.to))
    if isinstance(a, A.Victim):
        return _("gives up the {character}", character=g.cname(a.character))
    if isinstance(a, A.Camera):
        return _("uses the camera")
    if isinstance(a, A.Pass):
        return _("adds no zombie") if g.s.pending and g.s.pending[0].kind == "dial" else _("passes")
    return str(a)
