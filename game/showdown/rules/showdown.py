"""The final showdown (showdown.md "Final showdown"): every safe turned up, faction gold,
who takes part, the exchanges of simultaneous cards plus the best showdown gun, the
eliminations, the winner; results()."""

from __future__ import annotations

from dataclasses import dataclass

from game.core.i18n import Msg
from game.core.sealed import Sealed
from game.showdown.rules import cards, mystery
from game.showdown.rules import safes as rows
from game.showdown.rules.lines import names_and, semicolons
from game.showdown.rules.state import ShowdownState


@dataclass(frozen=True)
class SeatResult:
    seat: int
    won: bool
    gold: int
    faction: int
    faction_gold: int
    participant: bool


def player_gold(g, seat: int) -> int:
    """Safes' gold plus what the expert dagger and poker deck added (it may go below 0)."""
    return rows.gold(g, seat) + g.s.adjust[seat]


def faction_gold(g) -> dict[int, int]:
    s = g.s
    out: dict[int, int] = {}
    for p in range(s.players):
        out[s.faction(p)] = out.get(s.faction(p), 0) + player_gold(g, p)
    return out


def usable_gun(g, seat: int) -> str | None:
    """The best showdown gun a seat may use: from its safes and a dagger, the best one
    cancelled by a bad sarsaparilla (expert)."""
    s = g.s
    guns = [g.c.safes[x].gun for x in s.safes[seat] if g.c.safes[x].kind == "gun"] + s.extra_guns[seat]
    guns.sort(key=lambda gun: -g.c.guns[gun].rank)
    guns = guns[s.spoiled[seat]:]
    return guns[0] if guns else None


def team_win(g, who: list[int]) -> list[int] | None:
    """Expert team-win safes held by participants, when no participant has a usable gun."""
    s = g.s
    if any(usable_gun(g, p) for p in who):
        return None
    held = {g.c.safes[x].effect for p in who for x in s.safes[p]}
    if "fair-share" in held:
        return list(range(s.players))
    if "peace" in held:
        return list(who)
    return None


def participants(g) -> list[int]:
    """The richest faction; tied: the fewest members among them; still tied: all tied;
    and (expert) every holder of cash."""
    s = g.s
    gold = faction_gold(g)
    top = max(gold.values())
    rich = [f for f, v in gold.items() if v == top]
    few = min(len(s.members(f)) for f in rich)
    chosen = {f for f in rich if len(s.members(f)) == few}
    return [p for p in s.order() if s.faction(p) in chosen or p in s.cash]


def showdown(g) -> None:
    s = g.s
    if s.showdown is None:
        s.revealed = True
        gold = faction_gold(g)
        s.gold = [gold.get(f, 0) for f in range(s.platforms)]
        held = [Msg("{who}: {safes}", who=g.pname(p), safes=[g.sname(x) for x in s.safes[p]]) if s.safes[p] else
                Msg("{who}: none", who=g.pname(p)) for p in range(s.players)]
        line = Msg("Every safe is turned up. {held}", held=semicolons(held))
        g.emit("safes-revealed", line,
            safes={str(p): list(s.safes[p]) for p in range(s.players)}, gold=list(s.gold))
        who = participants(g)
        s.showdown = ShowdownState(who, {p: [] for p in who})
        g.emit("showdown", Msg("To the showdown: {who}.", who=[g.pname(p) for p in who]), seats=list(who))
        team = team_win(g, who)  # a lone participant holding fair share without a gun: the table wins
        if team is not None or len(who) == 1:
            finish(g, team or who)
        return
    sd = s.showdown
    if sd.sealed is None:
        for p in sd.participants:
            if not s.hands[p] and sd.played[p]:
                s.hands[p], sd.played[p] = sd.played[p], []
                g.emit("take-back", Msg("{who} takes back the cards played in the showdown.", who=g.pname(p)), seat=p)
        sd.sealed = Sealed([p for p in sd.participants if s.hands[p]])
        for p in sd.sealed.seats:
            g.ask("draw", p)
        return
    exchange(g)


def exchange(g) -> None:
    s, sd = g.s, g.s.showdown
    chosen = sd.sealed.revealed()
    sd.sealed = None
    fired = [Msg("{who}: {card}", who=g.pname(p), card=g.tname(c)) for p, c in chosen.items()]
    line = semicolons(fired)
    g.emit("showdown-revealed", line,
           cards={str(p): c for p, c in chosen.items()})
    guns = {}
    for p in sd.participants:
        guns[p] = []
        if p in chosen:
            cards.take(g, p, chosen[p])
            sd.played[p].append(chosen[p])
            guns[p].append(cards.gun_of(g, chosen[p]))
        best = usable_gun(g, p)
        if best:
            guns[p].append(best)
        guns[p] += ["-" + mystery.DAGGER_GUN] * s.minus[p]
    loser = cards.roll_off(g, guns, highest=False, why="showdown")
    sd.participants.remove(loser)
    sd.eliminated.append(loser)
    g.emit("eliminated", Msg("{who} is out of the showdown.", who=g.pname(loser)), seat=loser)
    if len(sd.participants) == 1:
        finish(g, sd.participants)


def finish(g, winners: list[int]) -> None:
    s = g.s
    s.winners = list(winners)
    s.step = "over"
    names = names_and([g.pname(p) for p in winners])
    line = Msg("{who} wins the gold.", who=names) if len(winners) == 1 else Msg("{who} win the gold.", who=names)
    g.emit("game-over", line, seat=winners[0],
           seats=list(winners))


def results(g) -> list[SeatResult]:
    s = g.s
    sd = s.showdown
    return [SeatResult(p, p in s.winners, player_gold(g, p), s.faction(p), s.gold[s.faction(p)] if s.gold else 0,
                       sd is not None and (p in sd.participants or p in sd.eliminated)) for p in range(s.players)]
