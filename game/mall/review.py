"""Mall after the game: the whole state with every secret told (the replay's panel) and
the per-seat numbers of the statistics screen, counted from the game's events.

Pure: it reads a MallGame and its events, never pygame (the shell draws the lines)."""

from __future__ import annotations


def reveal_all(g) -> list[str]:
    """The mall (zombies, closures), the hidden box, the dials and votes set so far, and
    each seat's hand and characters."""
    s = g.s
    crowd = ", ".join(f"{g.lname(loc)} {n}" for loc, n in sorted(s.zombies.items()) if n) or "none"
    lines = [f"Round {s.round}, {s.step}: {g.pname(s.chief)} is chief; zombies: {crowd}"
             + (f"; closed: {', '.join(map(g.lname, s.closed))}" if s.closed else "")]
    if s.box:
        lines.append(f"The box holds {', '.join(map(str, s.box))}")
    if s.dials is not None and s.dials.choices:
        lines.append("Dials: " + ", ".join(f"{g.pname(p)} {g.lname(loc)}" for p, loc in s.dials.choices.items()))
    b = s.ballot
    if b is not None and b.sealed is not None and b.sealed.choices:
        lines.append(f"Votes ({b.purpose} at {g.lname(b.where)}): "
                     + ", ".join(f"{g.pname(p)} {g.colour_name(c)}" for p, c in b.sealed.choices.items()))
    for seat in range(s.players):
        people = ", ".join(f"{g.cname(ch.id)} in {g.lname(ch.location)}" if ch.location is not None
                           else f"{g.cname(ch.id)} unplaced"
                           for ch in s.characters.values() if ch.seat == seat) or "nobody left"
        hand = ", ".join(map(g.iname, s.hands[seat])) or "no items"
        lines.append(f"{g.pname(seat)} ({g.colour_name(seat)}): {hand} · {people}")
    if s.deck:
        lines.append(f"Truck: {len(s.deck)} cards, next {g.iname(s.deck[0])}")
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
    return [("Characters lost", lost)] + [(f"Attack votes on {g.colour_name(t)}", row) for t, row in against.items()]


def action_words(g, a) -> str:
    """What an action does, in words, read against the game just before it (the replay)."""
    from game.mall.rules import actions as A

    if isinstance(a, A.Place):
        return f"places the {g.cname(a.character)} in {g.lname(a.location)}"
    if isinstance(a, A.Dial):
        return f"dials {g.lname(a.location)}"
    if isinstance(a, A.Announce):
        return f"announces {g.lname(a.location)}"
    if isinstance(a, A.Move):
        dash = f", dashing to {g.lname(a.sprint)}" if a.sprint is not None else ""
        return f"moves the {g.cname(a.character)}{dash}"
    if isinstance(a, A.Play):
        on = f" on the {g.cname(a.target)}" if a.target is not None else ""
        return f"plays {g.iname(a.item)}{on}"
    if isinstance(a, A.Vote):
        return f"votes {g.colour_name(a.seat)}"
    if isinstance(a, A.Truck):
        return f"keeps {g.iname(a.keep)}, gives {g.iname(a.give)} to {g.pname(a.to)}"
    if isinstance(a, A.Victim):
        return f"gives up the {g.cname(a.character)}"
    return {A.Camera: "uses the camera", A.Pass: "passes"}.get(type(a), str(a))
