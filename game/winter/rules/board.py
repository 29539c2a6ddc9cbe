"""Primitive changes to the board that many rules share: morale, wounds and
deaths (§5), zombie placement with barricades and overruns (§4.5), survivors
joining, and the passives that modify them.

Every function takes the engine `g` (state `g.s`, content `g.c`, `g.emit`).
"""

from __future__ import annotations

from game.core.i18n import N_, Msg
from game.winter.rules.state import COLONY, Decision

ENTRANCES = 6


# --- queries -------------------------------------------------------------

def at(g, place: str) -> list[str]:
    """Living survivors at a place, lowest influence first."""
    found = [s.id for s in g.s.survivors.values() if s.location == place]
    found.sort(key=lambda sid: g.c.survivors[sid].influence)
    return found


def drew_top(g, place: str, n: int):
    """`n` cards left the top of `place`'s deck in everyone's sight: what each seat had seen
    of that top moves up by as many (they know the cards went, not where)."""
    for p in g.s.players:
        if place in p.seen:
            del p.seen[place][:n]


def shuffled(g, place: str):
    """`place`'s deck was shuffled: nobody knows its top any more."""
    for p in g.s.players:
        p.seen.pop(place, None)


def occupancy(g) -> dict[str, int]:
    """Occupants of every place at once (helpless survivors count in the colony)."""
    counts = dict.fromkeys(g.s.places, 0)
    for s in g.s.survivors.values():
        if s.location in counts:
            counts[s.location] += 1
    counts[COLONY] += g.s.helpless
    return counts


def occupants(g, place: str) -> int:
    n = sum(1 for s in g.s.survivors.values() if s.location == place)
    return n + (g.s.helpless if place == COLONY else 0)


def has_room(g, place: str, n: int = 1) -> bool:
    return occupants(g, place) + n <= g.c.locations[place].survivor_spaces


def adds_blocked(g, seat: int, effects) -> bool:
    """§5: with no empty occupant space in the colony, effects that add survivors
    (helpless included) cannot be used (an exile places newcomers outside)."""
    adds = any(e.name in ("recruit", "helpless") for e in effects)
    return adds and not g.s.players[seat].exiled and not has_room(g, COLONY)


def passive(g, sid: str, key: str) -> int:
    """Sum of a passive from the survivor's ability (where it applies) and equipped items."""
    s = g.s.survivors[sid]
    total = 0
    ab = g.c.survivors[sid].ability
    if ab.passive and ab.where in ("anywhere", s.location):
        total += dict(ab.passive).get(key, 0)
    for item in s.equipped:
        total += dict(g.c.items[item].passive).get(key, 0)
    return total


def lasting(g, kind: str) -> bool:
    return any(k == kind for k, _ in g.s.lasting)


def voters(g) -> list[int]:
    return voting_seats(g.s)


def voting_seats(s) -> list[int]:
    """Players who vote and count for crises: not exiled, not out; from the first player on.
    Takes a state or a seat's view (the AI reads who would vote from its view)."""
    n = len(s.players)
    order = [(s.first + i) % n for i in range(n)]
    return [i for i in order if not s.players[i].exiled and not s.players[i].out]


def neighbour(g, seat: int, step: int) -> int:
    """The next seat still in the game: step +1 is the left, -1 the right."""
    n = len(g.s.players)
    for i in range(1, n + 1):
        other = (seat + step * i) % n
        if not g.s.players[other].out:
            return other
    return seat


# --- morale and the end --------------------------------------------------

def change_morale(g, n: int, why: str | Msg):
    if n == 0 or g.s.phase == "over":
        return
    g.s.morale = max(0, g.s.morale + n)
    g.emit("morale", Msg("Morale {delta:+d} ({why}): now {morale}.", delta=n, why=why, morale=g.s.morale),
           delta=n, morale=g.s.morale)
    if g.s.morale <= 0:
        end_game(g, "morale")


def end_game(g, why: str):
    if g.s.phase == "over":
        return
    g.s.phase = "over"
    g.s.ended_by = why
    g.s.pending.clear()
    words = {"morale": N_("Morale has fallen to 0. The colony breaks apart."),
             "rounds": N_("The last round is over. The colony did not reach its goal."),
             "objective": N_("The colony has completed its objective!"),
             "wipeout": N_("No player is left in the game.")}
    g.emit("game-over", words[why], ended_by=why)


# --- wounds and deaths (§4.3, §5) ---------------------------------------

def _wound_line(who: str, n: int, frost: bool, why: str | Msg) -> Msg:
    if frost:
        if why:
            return (Msg("{who} takes {n} frostbite wound ({why}).", who=who, n=n, why=why) if n == 1 else
                    Msg("{who} takes {n} frostbite wounds ({why}).", who=who, n=n, why=why))
        return (Msg("{who} takes {n} frostbite wound.", who=who, n=n) if n == 1 else
                Msg("{who} takes {n} frostbite wounds.", who=who, n=n))
    if why:
        return (Msg("{who} takes {n} wound ({why}).", who=who, n=n, why=why) if n == 1 else
                Msg("{who} takes {n} wounds ({why}).", who=who, n=n, why=why))
    return Msg("{who} takes {n} wound.", who=who, n=n) if n == 1 else Msg("{who} takes {n} wounds.", who=who, n=n)


def wound(g, sid: str, n: int = 1, frost: bool = False, why: str | Msg = ""):
    s = g.s.survivors.get(sid)
    if s is None or n <= 0:
        return
    s.wounds += n
    if frost:
        s.frost += n
    kind = "frostbite" if frost else "wound"
    g.emit(kind, _wound_line(g.sname(sid), n, frost, why), survivor=sid, wounds=s.wounds)
    if s.seat == g.s.active and g.s.phase == "turns":
        g.s.facts.append(("wounded", s.location, None, sid))
    if s.wounds >= 3:
        kill(g, sid, Msg("{who} ({player}) died of wounds."))


def first_seat(g) -> int:
    """The first player, or the next player still in the game after them."""
    s = g.s
    return s.first if not s.players[s.first].out else neighbour(g, s.first, 1)


def _fatal(g, sid: str, kind: str, n: int) -> bool:
    return kind == "kill" or g.s.survivors[sid].wounds + n >= 3


def _hit(g, sid: str, kind: str, n: int, why: str):
    if sid not in g.s.survivors:
        return
    if kind == "kill":
        kill(g, sid, Msg("{who} ({player}) died ({why}).", why=why) if why else Msg("{who} ({player}) died."))
    else:
        wound(g, sid, n, frost=kind == "frostbite", why=why)


def strike(g, sids, kind: str, n: int = 1, why: str = ""):
    """One effect on several survivors at once (`kind`: wound, frostbite or kill), §8.
    The ones it does not kill take it first, in the order given; the deaths follow in
    the first player's order ('order' decision) when that order can matter, else in
    the order given."""
    sids = [x for x in sids if x in g.s.survivors]
    fatal = [x for x in sids if _fatal(g, x, kind, n)]
    for x in sids:
        if x not in fatal:
            _hit(g, x, kind, n, why)
    resolve_deaths(g, fatal, kind, n, why)


def resolve_deaths(g, fatal, kind: str, n: int, why: str):
    while g.s.phase != "over":
        fatal = [x for x in fatal if x in g.s.survivors]
        if not fatal:
            return
        if len(fatal) > 1 and order_matters(g, fatal):
            g.s.pending.insert(0, Decision("order", first_seat(g), {
                "kind": kind, "n": n, "why": why, "survivors": fatal}))
            return
        _hit(g, fatal.pop(0), kind, n, why)


def order_matters(g, fatal) -> bool:
    """Whether the order of these deaths can change the game: morale runs out before all of
    them have died (who is still alive at the end), or two players lose their last survivor
    (who draws the top of the survivor deck)."""
    s = g.s
    costly = sum(1 for x in fatal if not s.players[s.survivors[x].seat].exiled)
    if costly > s.morale:
        return True
    if s.config.elimination or not s.survivor_deck:
        return False
    last = {s.survivors[x].seat for x in fatal
            if all(y in fatal for y in s.players[s.survivors[x].seat].survivors)}
    return len(last) > 1


def heal(g, sid: str, n: int):
    s = g.s.survivors.get(sid)
    if s is None or s.wounds == 0:
        return
    healed = min(n, s.wounds)
    s.wounds -= healed
    s.frost = max(0, s.frost - healed)  # frostbite heals first
    who = g.sname(sid)
    g.emit("heal", Msg("{who} heals {n} wound.", who=who, n=healed) if healed == 1 else
           Msg("{who} heals {n} wounds.", who=who, n=healed), survivor=sid, wounds=s.wounds)


def kill(g, sid: str, why: Msg):
    """A death (§5): morale loss unless the owner is exiled. `why` is the log's whole line,
    Msg("{who} ({player}) died of wounds.", ...): {who} and {player} are filled in here."""
    _take_off(g, sid, died=True, why=why)


def remove(g, sid: str, why: Msg):
    """Removed by a card: not a death, no morale loss (`why` as for kill)."""
    _take_off(g, sid, died=False, why=why)


def _take_off(g, sid: str, died: bool, why: Msg):
    s = g.s.survivors.pop(sid, None)
    if s is None:
        return
    p = g.s.players[s.seat]
    p.survivors.remove(sid)
    g.s.survivors_gone.append(sid)
    g.emit("death" if died else "removed", Msg(why.template, **why.args, who=g.sname(sid), player=p.name),
           survivor=sid, seat=s.seat, location=s.location)
    if s.equipped:
        if s.location == COLONY:
            p.hand.extend(s.equipped)
        else:
            deck = g.s.places[s.location].deck
            deck.extend(s.equipped)
            g.s.rng.shuffle(deck)
            shuffled(g, s.location)
        s.equipped.clear()
    if died and not p.exiled:
        change_morale(g, -1, Msg("{who} died", who=g.sname(sid)))
    if p.leader == sid:
        # §5: the player chooses the new leader among the followers ('leader' decision);
        # until then (and when there is only one) the most influential one leads
        p.leader = max(p.survivors, key=lambda x: g.c.survivors[x].influence, default=None)
        if len(p.survivors) > 1 and g.s.phase != "over" and \
                not any(d.kind == "leader" and d.seat == p.seat for d in g.s.pending):
            g.s.pending.insert(0, Decision("leader", p.seat, {"was": sid}))
    if not p.survivors and g.s.phase != "over":
        _lost_last(g, p)


def _lost_last(g, p):
    if g.s.config.elimination:
        # §9 (rulebook: "그플레이어에핸드에있는 모든카드를게임에서제거합니다"): the hand leaves the game
        g.s.items_gone.extend(p.hand)
        p.hand.clear()
        p.out = True
        p.unused.clear()
        g.emit("eliminated", Msg("{player} has lost their last survivor and is out of the game; "
                                 "their hand leaves the game.", player=p.name), seat=p.seat)
        if all(q.out for q in g.s.players):
            end_game(g, "wipeout")
        return
    g.s.items_gone.extend(p.hand)
    p.hand.clear()
    g.emit("hand-lost", Msg("{player} lost their last survivor; their hand leaves the game.", player=p.name),
           seat=p.seat)
    if g.s.survivor_deck:
        sid = g.s.survivor_deck.pop(0)
        join(g, p.seat, sid)
        p.leader = sid


def join(g, seat: int, sid: str):
    """A new survivor joins a player's group (§5): in the colony, or where an exile chooses."""
    from game.winter.rules.state import Survivor

    p = g.s.players[seat]
    p.survivors.append(sid)
    g.s.survivors[sid] = Survivor(sid, seat, COLONY)
    if p.leader is None:
        p.leader = sid
    g.emit("joined", Msg("{who} joins {player}'s group.", who=g.sname(sid), player=p.name), survivor=sid, seat=seat)
    if p.exiled:
        g.s.survivors[sid].location = "limbo"
        g.s.pending.insert(0, Decision("relocate", seat, {"survivor": sid, "exposure": False}))


def add_helpless(g, seat: int, n: int):
    if g.s.players[seat].exiled:
        return
    n = min(n, g.c.locations[COLONY].survivor_spaces - occupants(g, COLONY))
    if n > 0:
        g.s.helpless += n
        g.emit("helpless", Msg("{n} helpless survivor join the colony.", n=n) if n == 1 else
               Msg("{n} helpless survivors join the colony.", n=n), n=n)


def kill_helpless(g, why: str | Msg):
    g.s.helpless -= 1
    g.emit("helpless-death", Msg("A helpless survivor dies ({why}).", why=why))
    change_morale(g, -1, N_("a helpless survivor died"))


# --- zombies and barricades (§4.5) ---------------------------------------

def spaces(g, place: str) -> int:
    return g.c.locations[place].zombie_spaces


def free_spaces(g, place: str, entrance: int) -> int:
    pl = g.s.places[place]
    return spaces(g, place) - pl.zombies[entrance] - pl.barricades[entrance]


def where(g, place: str, entrance: int) -> str | Msg:
    """A place's name, with the entrance in the colony (for the log)."""
    if place == COLONY:
        return Msg("{place}, entrance {n}", place=g.place_name(place), n=entrance + 1)
    return g.place_name(place)


def add_zombies(g, place: str, n: int, why: str = ""):
    """Add n zombies one at a time (§4.5). In the colony every batch starts again at
    entrance 1: the 1st of the batch goes to entrance 1, the 2nd to 2, ... the 7th to 1."""
    for i in range(n):
        if g.s.phase == "over":
            return
        _place_zombie(g, place, i % ENTRANCES if place == COLONY else 0, why)


def _place_zombie(g, place: str, e: int, why: str):
    pl = g.s.places[place]
    spot = where(g, place, e)
    if free_spaces(g, place, e) > 0:
        pl.zombies[e] += 1
        g.emit("zombie-added", Msg("A zombie arrives at {where} ({why}).", where=spot, why=why) if why else
               Msg("A zombie arrives at {where}.", where=spot), location=place, entrance=e)
    elif pl.barricades[e] > 0:
        pl.barricades[e] -= 1
        g.emit("barricade-broken", Msg("A zombie breaks a barricade at {where}; both are gone.", where=spot),
               location=place, entrance=e)
    else:
        g.emit("overrun", Msg("{where} is overrun!", where=spot), location=place, entrance=e)
        victims = at(g, place)
        if victims:
            kill(g, victims[0], Msg("{who} ({player}) was killed when {where} was overrun.", where=spot))
        elif place == COLONY and g.s.helpless > 0:
            kill_helpless(g, Msg("{where} was overrun", where=spot))


def remove_zombies(g, place: str, n: int) -> int:
    """Take up to n zombies away (not kills); fullest entrance first. Returns how many."""
    pl = g.s.places[place]
    done = 0
    while done < n and any(pl.zombies):
        e = max(range(len(pl.zombies)), key=lambda i: pl.zombies[i])
        pl.zombies[e] -= 1
        done += 1
    if done:
        name = g.place_name(place)
        g.emit("zombie-removed", Msg("{n} zombie leaves {place}.", n=done, place=name) if done == 1 else
               Msg("{n} zombies leave {place}.", n=done, place=name), location=place, n=done)
    return done


def slay(g, seat: int, place: str, n: int, entrance: int | None = None) -> int:
    """Kill up to n zombies at a place (an entrance first if given). Kills count for the
    player and for samples. Returns how many died."""
    pl = g.s.places[place]
    done = 0
    while done < n:
        if entrance is not None and pl.zombies[entrance] > 0:
            e = entrance
        elif any(pl.zombies):
            e = max(range(len(pl.zombies)), key=lambda i: pl.zombies[i])
        else:
            break
        pl.zombies[e] -= 1
        done += 1
        g.s.players[seat].kills += 1
        g.s.kills_total += 1
        g.emit("zombie-killed", Msg("A zombie dies at {place}.", place=g.place_name(place)), location=place,
               entrance=e, seat=seat)
        take_sample(g)
    return done


def take_sample(g):
    roll = g.c.mains[g.s.main].samples_roll
    if not roll:
        return
    d = g.s.rng.d6()
    if d >= roll:
        g.s.samples += 1
        g.emit("sample", Msg("Sample roll {roll}: a sample is kept ({n} in all).", roll=d, n=g.s.samples),
               roll=d, samples=g.s.samples)
    else:
        g.emit("sample-lost", Msg("Sample roll {roll}: nothing worth keeping.", roll=d), roll=d)


def add_barricades(g, place: str, n: int, entrance: int | None = None, by: str | None = None) -> int:
    """Put up to n barricades on empty zombie spaces (`by`: the survivor who builds them,
    named in the log). In the colony without a chosen entrance, the least barricaded
    entrances come first."""
    pl = g.s.places[place]
    done = 0
    while done < n:
        if entrance is not None:
            e = entrance if free_spaces(g, place, entrance) > 0 else None
        else:
            open_ = [i for i in range(len(pl.zombies)) if free_spaces(g, place, i) > 0]
            e = min(open_, key=lambda i: (pl.barricades[i], i)) if open_ else None
        if e is None:
            break
        pl.barricades[e] += 1
        done += 1
        spot = where(g, place, e)
        if by in g.s.survivors:
            owner = g.pname(g.s.survivors[by].seat)
            text = Msg("{who} ({player}) builds a barricade at {where}.", who=g.sname(by), player=owner, where=spot)
        else:
            text = Msg("A barricade goes up at {where}.", where=spot)
        g.emit("barricade", text, location=place, entrance=e, survivor=by)
    return done
