"""Showdown after the game: the whole state with every secret told (the replay's panel)
and the per-seat numbers of the statistics screen, counted from the game's events.

Pure: it reads a ShowdownGame and its events, never pygame (the shell draws the lines)."""

from __future__ import annotations

from game.showdown.rules.state import BUILDINGS


def reveal_all(g) -> list[str]:
    """The round, every hand and every safe row face up, the sealed cards chosen so far
    (the safe passed, the holdup, the showdown), the fight on the table, the safes to come."""
    s = g.s
    nxt = f", next {g.tname(s.deck[0])}" if s.deck else ""
    lines = [f"Round {s.round} of {s.rounds}, {s.step}; first player {g.pname(s.first)}; "
             f"{len(s.deck)} town cards{nxt}"]
    for seat in range(s.players):
        lines.append(_seat(g, seat))
    if s.passing is not None and s.passing.choices:
        lines.append("Passing left: " + ", ".join(f"{g.pname(p)} {g.sname(s.safes[p][pos])}"
                                                  for p, pos in s.passing.choices.items()))
    if s.holdup_safe:
        chosen = ", ".join(f"{g.pname(p)} {g.tname(c)}" for p, c in (s.holdup.choices if s.holdup else {}).items())
        lines.append(f"Holdup for {g.sname(s.holdup_safe)}: {chosen or 'no card chosen yet'}")
    sd = s.showdown
    if sd is not None and sd.sealed is not None and sd.sealed.choices:
        lines.append("Showdown cards: " + ", ".join(f"{g.pname(p)} {g.tname(c)}" for p, c in sd.sealed.choices.items()))
    if s.fight is not None:
        f = s.fight
        what = f"safe {f.position + 1} ({g.sname(s.safes[f.defender][f.position])})" if f.kind == "robbery" else "a duel"
        answer = g.tname(f.defend_card) if f.defend_card else "no answer yet"
        lines.append(f"Fight: {g.pname(f.attacker)} against {g.pname(f.defender)} for {what}, "
                     f"{g.tname(f.attack_card)} against {answer}")
    if s.middle:
        lines.append("Holdup safes to come: " + ", ".join(map(g.sname, s.middle)))
    if s.out:
        lines.append("Out of the game: " + ", ".join(map(g.sname, s.out)))
    return lines


def _seat(g, seat: int) -> str:
    s = g.s
    safes = s.safes[seat]
    gold = sum(g.c.safes[x].gold for x in safes) + (s.adjust[seat] if s.adjust else 0)
    row = ", ".join(f"{g.sname(x)} ({g.c.safes[x].gold})" for x in safes) or "no safe"
    hand = ", ".join(map(g.tname, s.hands[seat])) or "no cards"
    return f"{g.pname(seat)} ({BUILDINGS[s.faction(seat)]}): {hand} · safes {row} = {gold} gold"


def stats(g, events: list) -> list[tuple[str, dict[int, int]]]:
    """Fights won (robberies, horse thieves' included, and duels), holdups won, safes taken
    and the gold in them. A safe gained is named only to its taker, in the private event
    right after the public one."""
    seats = range(g.s.players)
    labels = ("Fights won", "Robberies won", "Duels won", "Holdups won", "Safes taken", "Gold gained")
    rows = {label: dict.fromkeys(seats, 0) for label in labels}
    taker = None  # the seat whose gained safe the next private event names
    for e in events:
        if e.kind == "robbed":
            rows["Fights won"][e.data["attacker"]] += 1
            rows["Robberies won"][e.data["attacker"]] += 1
        elif e.kind in ("stars-swapped", "star-moved"):
            winner = e.data["attacker"] if e.kind == "stars-swapped" else e.data["seat"]
            rows["Fights won"][winner] += 1
            rows["Duels won"][winner] += 1
        elif e.kind == "safe-gained":
            taker = e.data["seat"]
            rows["Safes taken"][taker] += 1
            if e.data.get("how") == "holdup":
                rows["Holdups won"][taker] += 1
        elif e.kind == "safe-seen" and taker is not None and e.private == taker:
            rows["Gold gained"][taker] += g.c.safes[e.data["safe"]].gold
            taker = None
    return list(rows.items())


def action_words(g, a) -> str:
    """What an action does, in words, read against the game just before it (the replay)."""
    from game.showdown.rules import actions as A

    t = g.tname
    safe = getattr(a, "position", 0) + 1
    if isinstance(a, A.Rob):
        return f"robs safe {safe} of {g.pname(a.target)} with a {t(a.card)}"
    if isinstance(a, A.Duel):
        return f"duels {g.pname(a.target)} with a {t(a.card)}"
    if isinstance(a, A.Horse):
        return f"rides to the {BUILDINGS[a.seat // g.s.per_platform]} on a {t(a.card)}"
    if isinstance(a, A.Attach):
        where = "character" if a.position < 0 else f"safe {safe}"
        return f"attaches a {t(a.card)} to {g.pname(a.owner)}'s {where}"
    words = {
        A.Duster: lambda: f"plays a {t(a.card)}: draws 4, will discard 3",
        A.Stetson: lambda: f"plays a {t(a.card)} to look at safes",
        A.Peek: lambda: f"looks at safe {safe} of {g.pname(a.owner)}",
        A.Defend: lambda: f"answers with a {t(a.card)}",
        A.Holster: lambda: f"lends {g.pname(a.fighter)} a {t(a.card)}",
        A.Thief: lambda: f"rides in as a horse thief with a {t(a.card)}",
        A.Keep: lambda: f"keeps the {t(a.card)} lent",
        A.Pass: lambda: "passes",
        A.Give: lambda: f"gives safe {safe} to {g.pname(a.to)}" if a.to >= 0 else f"sends safe {safe} out of the game",
        A.Place: lambda: f"seats the loser at the {BUILDINGS[a.seat // g.s.per_platform]}",
        A.Discard: lambda: f"discards a {t(a.card)}",
        A.Draw: lambda: f"fires a {t(a.card)}",
        A.Dagger: lambda: "takes the dagger's pepperbox (−1 gold)" if a.choice == "gun" else "takes the dagger's gold",
        A.Blast: lambda: f"blows up safe {safe} of {g.pname(a.owner)}",
        A.Poker: lambda: f"plays a {t(a.card)} on the poker deck",
        A.Slip: lambda: f"passes safe {safe} to the left",
    }
    return words[type(a)]() if type(a) in words else str(a)
