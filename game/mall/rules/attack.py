"""Step 6, the zombie attack (mall.md): the crowd's and the beauties' zombies, then
locations 1 -> 6 in board order, each attacked one at a time; the parking lot holds one
vote per zombie. Then the round ends."""

from __future__ import annotations

from game.core.i18n import N_, Msg
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
    for why, count in ((N_("the biggest crowd"), len),
                       (Msg("the most {kinds}", kinds=LurePlural(lure_names(g))),
                        lambda cs: sum(g.c.characters[c.kind].lure for c in cs))):
        sizes = {loc: count(cs) for loc, cs in crowd.items()}
        top = max(sizes.values())
        best = [loc for loc, n in sizes.items() if n == top]
        if top and len(best) == 1:
            board.add_zombie(g, best[0], why)


def lure_names(g) -> list[str]:
    return [k.name for k in g.c.characters.values() if k.lure]


class LurePlural(Msg):
    """The lure kinds, "starlets": in English each name lower case and plural, joined by
    "/"; in another language the names as its catalog has them."""

    __slots__ = ()

    def __init__(self, names: list[str]):
        super().__init__("{names}", names=tuple(names))

    def render(self, look) -> str:
        names = self.args["names"]
        shown = [look(n) for n in names]
        if shown == list(names):  # English: no catalog entry changed them
            return "/".join(n.lower() + "s" for n in names)
        return "/".join(shown)


def check(g) -> None:
    s = g.s
    loc = s.attack_at
    if loc not in g.c.locations:
        end_round(g)
    elif board.is_parking(g, loc) and not board.here(s, loc):
        board.clear_zombies(g, loc, N_("nobody there to catch"))
        s.attack_at += 1
    elif board.attacked(g, loc):
        if board.is_parking(g, loc):
            text = Msg("{n} zombie(s) attack {place} (no defence: one vote per zombie).", n=s.zombies[loc],
                       place=g.lname(loc))
        else:
            text = Msg("{n} zombie(s) attack {place} (defence {defence}).", n=s.zombies[loc], place=g.lname(loc),
                       defence=board.defence(g, loc))
        g.emit("attack", text, location=loc, zombies=s.zombies[loc], defence=board.defence(g, loc))
        ballot.open_ballot(g, "attack", loc)
        s.stage = "vote"
    else:
        s.attack_at += 1


def after_vote(g) -> None:
    s = g.s
    b = ballot.take(g)
    s.stage = "check"
    if b.winner is not None:
        g.emit("chosen", Msg("{colour} is chosen: {who} gives up a character.", colour=g.colour_name(b.winner),
                             who=g.pname(b.winner)), seat=b.winner, location=b.where)
        g.ask("victim", b.winner, where=b.where)
    elif b.tied:
        pool = [c.id for c in board.here(s, b.where) if c.seat in b.tied and c.id not in s.hidden]
        victim = pool[s.rng.below(len(pool))]
        g.emit("random-victim", Msg("Still tied: chance picks the {character}.", character=g.cname(victim)),
               character=victim)
        eaten(g, victim)
    else:
        text = (Msg("{place}: the attack is beaten off.", place=g.lname(b.where)) if b.repelled else
                Msg("{place}: nobody there can be chosen; the zombies stay.", place=g.lname(b.where)))
        g.emit("no-victim", text, location=b.where)
        s.attack_at += 1


def victim_options(g, seat: int, where: int) -> list[Victim]:
    s = g.s
    return [Victim(c.id) for c in board.here(s, where) if c.seat == seat and c.id not in s.hidden]


def eaten(g, cid: str) -> None:
    """The victim is removed. In the parking lot its vote used one zombie and the next vote
    follows; elsewhere the attack is over and all its zombies go."""
    s = g.s
    loc = s.characters[cid].location
    if ending.remove(g, cid, Msg("eaten in {place}", place=g.lname(loc))):
        return
    if board.is_parking(g, loc):
        board.kill_zombies(g, loc, 1)
    else:
        board.clear_zombies(g, loc, N_("their attack is over"))
        s.attack_at += 1


def end_round(g) -> None:
    s = g.s
    s.round += 1
    s.hardware, s.hidden, s.box_seen = {}, [], []
    s.new_chief, s.dials = False, None
    s.goto("truck")
    g.emit("round", Msg("Round {n}.", n=s.round), round=s.round)
