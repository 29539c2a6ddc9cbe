"""Step 6, the zombie attack (mall.md): the crowd's and the beauties' zombies, then
locations 1 -> 6 in board order, each attacked one at a time; the parking lot holds one
vote per zombie. Then the round ends."""

from __future__ import annotations

from game.mall.rules import ballot, board, ending
from game.mall.rules.actions import Victim


def attack(g) -> None:
    s = g.s
    if s.stage == "":
        crowd_zombies(g)
        s.attack_at, s.stage = min(g.c.locations), "check"
    elif s.stage == "check":
        check(g)
    else:  # the ballot is done
        after_vote(g)


def crowd_zombies(g) -> None:
    """One zombie where most characters stand, one where most lure characters (beauties)
    stand; none on a tie; every location counts, the parking lot too."""
    s = g.s
    crowd = {loc: board.here(s, loc) for loc in g.c.locations}
    for why, count in (("the biggest crowd", len),
                       ("the most " + lure_words(g), lambda cs: sum(g.c.characters[c.kind].lure for c in cs))):
        sizes = {loc: count(cs) for loc, cs in crowd.items()}
        top = max(sizes.values())
        best = [loc for loc, n in sizes.items() if n == top]
        if top and len(best) == 1:
            board.add_zombie(g, best[0], why)


def lure_words(g) -> str:
    return "/".join(k.name.lower() + "s" for k in g.c.characters.values() if k.lure)


def check(g) -> None:
    s = g.s
    loc = s.attack_at
    if loc not in g.c.locations:
        end_round(g)
    elif board.is_parking(g, loc) and not board.here(s, loc):
        board.clear_zombies(g, loc, "nobody there to catch")
        s.attack_at += 1
    elif board.attacked(g, loc):
        guard = "no defence: one vote per zombie" if board.is_parking(g, loc) else f"defence {board.defence(g, loc)}"
        g.emit("attack", f"{s.zombies[loc]} zombie(s) attack {g.lname(loc)} ({guard}).",
               location=loc, zombies=s.zombies[loc], defence=board.defence(g, loc))
        ballot.open_ballot(g, "attack", loc)
        s.stage = "vote"
    else:
        s.attack_at += 1


def after_vote(g) -> None:
    s = g.s
    b = ballot.take(g)
    s.stage = "check"
    if b.winner is not None:
        g.emit("chosen", f"{g.colour_name(b.winner)} is chosen: {g.pname(b.winner)} gives up a character.",
               seat=b.winner, location=b.where)
        g.ask("victim", b.winner, where=b.where)
    elif b.tied:
        pool = [c.id for c in board.here(s, b.where) if c.seat in b.tied and c.id not in s.hidden]
        victim = pool[s.rng.below(len(pool))]
        g.emit("random-victim", f"Still tied: chance picks the {g.cname(victim)}.", character=victim)
        eaten(g, victim)
    else:
        why = "the attack is beaten off" if b.repelled else "nobody there can be chosen; the zombies stay"
        g.emit("no-victim", f"{g.lname(b.where)}: {why}.", location=b.where)
        s.attack_at += 1


def victim_options(g, seat: int, where: int) -> list[Victim]:
    s = g.s
    return [Victim(c.id) for c in board.here(s, where) if c.seat == seat and c.id not in s.hidden]


def eaten(g, cid: str) -> None:
    """The victim is removed. In the parking lot its vote used one zombie and the next vote
    follows; elsewhere the attack is over and all its zombies go."""
    s = g.s
    loc = s.characters[cid].location
    if ending.remove(g, cid, f"eaten in {g.lname(loc)}"):
        return
    if board.is_parking(g, loc):
        board.kill_zombies(g, loc, 1)
    else:
        board.clear_zombies(g, loc, "their attack is over")
        s.attack_at += 1


def end_round(g) -> None:
    s = g.s
    s.round += 1
    s.hardware, s.hidden, s.box_seen = {}, [], []
    s.new_chief, s.dials = False, None
    s.goto("truck")
    g.emit("round", f"Round {s.round}.", round=s.round)
