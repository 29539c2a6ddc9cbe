"""Winter after the game: the whole state with every secret told (the replay's panel)
and the per-seat numbers of the statistics screen, counted from the game's events.

Pure: it reads a WinterGame and its events, never pygame (the shell draws the lines)."""

from __future__ import annotations


def reveal_all(g) -> list[str]:
    """The colony, the crisis with the cards added face down, the crossroads card held,
    and each player's side, secret objective, hand and dice."""
    s, c = g.s, g.c
    lines = [f"Round {s.round} ({s.rounds_left} left on the track), {s.phase}: morale {s.morale}, food {s.food}, "
             f"{len(s.waste)} waste, {s.helpless} helpless, {s.kills_total} zombies killed"]
    main = c.mains.get(s.main)
    if main is not None:
        extra = (f", {s.samples} samples" if main.samples_roll else "") + (
            f", {len(s.delivered)} delivered" if main.deliver else "")
        lines.append(f"Main objective: {main.title}{extra}")
    if s.crisis:
        crisis = c.crises[s.crisis]
        added = ", ".join(f"{g.pname(seat)} {g.item_name(card)} "
                          f"({'matches' if c.items[card].type in crisis.types else 'no match'})"
                          for seat, card in s.crisis_cards)
        lines.append(f"Crisis: {crisis.title} (needs {' or '.join(crisis.types)}); face down: {added or 'none yet'}")
    if s.crossroads_held:
        seat, card = s.crossroads_held
        lines.append(f"Crossroads held by {g.pname(seat)}: {c.crossroads[card].title}")
    for p in s.players:
        lines.append(_player(g, p))
    if s.pending:
        lines.append(_waiting(g, s.pending[0]))
    return lines


def _player(g, p) -> str:
    c = g.c
    side = "BETRAYER" if p.betrayer else "loyal"
    if p.exiled:
        side += ", exiled"
    if p.out:
        side += ", out"
    words = [f"{p.name} ({side})"]
    if p.objective:
        words.append(f"objective {c.objectives[p.objective].title}")
    if p.exile_card:
        words.append(f"exile card {c.objectives[p.exile_card].title}")
    words.append("hand: " + (", ".join(map(g.item_name, p.hand)) or "empty"))
    if p.unused:
        words.append("dice " + " ".join(map(str, p.unused)))
    return " · ".join(words)


def _waiting(g, d) -> str:
    """The decision being asked now, with what only its seat sees (cards drawn, votes so far)."""
    more = ""
    if d.kind == "search":
        more = ": drew " + ", ".join(map(g.item_name, d.data.get("drawn", ())))
    elif d.kind == "vote":
        votes = d.data.get("votes", {})
        more = ": so far " + (", ".join(f"{g.pname(v)} {'up' if y else 'down'}" for v, y in votes.items()) or "none")
    return f"Waiting on {g.pname(d.seat)} ({d.kind}){more}"


def stats(g, events: list) -> list[tuple[str, dict[int, int]]]:
    """Zombies killed, searches and the cards they turned up, crisis cards added and how
    many of those matched the crisis (told only to the one adding it: a private event)."""
    seats = range(len(g.s.players))
    rows = {label: dict.fromkeys(seats, 0) for label in
            ("Zombies killed", "Searches", "Cards found searching", "Crisis cards added", "Crisis cards that matched")}
    for e in events:
        if e.kind == "zombie-killed" and e.data.get("seat") is not None:
            rows["Zombies killed"][e.data["seat"]] += 1
        elif e.kind == "search-done":  # one per search, however many cards it drew
            rows["Searches"][e.data["seat"]] += 1
        elif e.kind == "search-private":
            rows["Cards found searching"][e.private] += len(e.data.get("cards", ()))
        elif e.kind == "crisis-add":
            rows["Crisis cards added"][e.data["seat"]] += 1
        elif e.kind == "crisis-add-private" and e.data.get("good"):
            rows["Crisis cards that matched"][e.private] += 1
    return list(rows.items())
