"""Winter after the game: the whole state with every secret told (the replay's panel)
and the per-seat numbers of the statistics screen, counted from the game's events.

Pure: it reads a WinterGame and its events, never pygame (the shell draws the lines).
The words come in the player's language (card and place names too)."""

from __future__ import annotations

from game.core.i18n import N_, _, tr
from game.winter.scenes.labels import types_or

PHASES = {"setup": N_("setup"), "turns": N_("turns"), "colony": N_("colony phase"), "over": N_("over")}
DECISIONS = {"search": N_("search"), "bite": N_("bite"), "crossroads": N_("crossroads"), "vote": N_("vote"),
             "give": N_("give"), "draft": N_("draft"), "leader": N_("leader"), "lure": N_("lure"),
             "order": N_("order"), "play-given": N_("play-given"), "discard": N_("discard"),
             "relocate": N_("relocate")}
STATS = (N_("Zombies killed"), N_("Searches"), N_("Cards found searching"), N_("Crisis cards added"),
         N_("Crisis cards that matched"))


def _word(table: dict, key: str) -> str:
    return _(table[key]) if key in table else key


def _item(g, card) -> str:
    return tr(g.item_name(card))


def reveal_all(g) -> list[str]:
    """The colony, the crisis with the cards added face down, the crossroads card held,
    and each player's side, secret objective, hand and dice."""
    s, c = g.s, g.c
    lines = [_("Round {round} ({left} left on the track), {phase}: morale {morale}, food {food}, {waste} waste, "
               "{helpless} helpless, {kills} zombies killed", round=s.round, left=s.rounds_left,
               phase=_word(PHASES, s.phase), morale=s.morale, food=s.food, waste=len(s.waste), helpless=s.helpless,
               kills=s.kills_total)]
    main = c.mains.get(s.main)
    if main is not None:
        extra = ""
        if main.samples_roll:
            extra += _(", {n} samples", n=s.samples)
        if main.deliver:
            extra += _(", {n} delivered", n=len(s.delivered))
        lines.append(_("Main objective: {title}", title=main.title) + extra)
    if s.crisis:
        crisis = c.crises[s.crisis]
        added = ", ".join(_("{who} {card} (matches)", who=g.pname(seat), card=_item(g, card))
                          if c.items[card].type in crisis.types else
                          _("{who} {card} (no match)", who=g.pname(seat), card=_item(g, card))
                          for seat, card in s.crisis_cards)
        lines.append(_("Crisis: {title} (needs {types}); face down: {added}", title=crisis.title,
                       types=types_or(crisis.types),
                       added=added or _("none yet")))
    if s.crossroads_held:
        seat, card = s.crossroads_held
        lines.append(_("Crossroads held by {who}: {title}", who=g.pname(seat), title=c.crossroads[card].title))
    for p in s.players:
        lines.append(_player(g, p))
    if s.pending:
        lines.append(_waiting(g, s.pending[0]))
    return lines


def _player(g, p) -> str:
    c = g.c
    sides = [_("BETRAYER") if p.betrayer else _("loyal")]
    if p.exiled:
        sides.append(_("exiled"))
    if p.out:
        sides.append(_("out"))
    words = [f"{p.name} ({', '.join(sides)})"]
    if p.objective:
        words.append(_("objective {title}", title=c.objectives[p.objective].title))
    if p.exile_card:
        words.append(_("exile card {title}", title=c.objectives[p.exile_card].title))
    words.append(_("hand: {cards}", cards=", ".join(_item(g, x) for x in p.hand) or _("empty")))
    if p.unused:
        words.append(_("dice {list}", list=" ".join(map(str, p.unused))))
    return " · ".join(words)


def _waiting(g, d) -> str:
    """The decision being asked now, with what only its seat sees (cards drawn, votes so far)."""
    asked = _("Waiting on {who} ({decision})", who=g.pname(d.seat), decision=_word(DECISIONS, d.kind))
    if d.kind == "search":
        return asked + _(": drew {cards}", cards=", ".join(_item(g, x) for x in d.data.get("drawn", ())))
    if d.kind == "vote":
        votes = d.data.get("votes", {})
        cast = ", ".join(_("{who} up", who=g.pname(v)) if y else _("{who} down", who=g.pname(v))
                         for v, y in votes.items())
        return asked + _(": so far {votes}", votes=cast or _("none"))
    return asked


def stats(g, events: list) -> list[tuple[str, dict[int, int]]]:
    """Zombies killed, searches and the cards they turned up, crisis cards added and how
    many of those matched the crisis (told only to the one adding it: a private event)."""
    seats = range(len(g.s.players))
    killed, searches, found, added, matched = rows = [dict.fromkeys(seats, 0) for _label in STATS]
    for e in events:
        if e.kind == "zombie-killed" and e.data.get("seat") is not None:
            killed[e.data["seat"]] += 1
        elif e.kind == "search-done":  # one per search, however many cards it drew
            searches[e.data["seat"]] += 1
        elif e.kind == "search-private":
            found[e.private] += len(e.data.get("cards", ()))
        elif e.kind == "crisis-add":
            added[e.data["seat"]] += 1
        elif e.kind == "crisis-add-private" and e.data.get("good"):
            matched[e.private] += 1
    return [(_(label), row) for label, row in zip(STATS, rows)]
