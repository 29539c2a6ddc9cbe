"""Setup (winter.md §3, variants §9)."""

from __future__ import annotations

from game.core.i18n import N_, Msg
from game.core.rng import Rng
from game.winter.rules import board
from game.winter.rules.content import LOCATIONS
from game.winter.rules.objectives import side
from game.winter.rules.rounds import start_round
from game.winter.rules.state import COLONY, Config, Decision, Place, Player, WinterState

STARTING_ITEMS = 5
STARTING_ITEMS_TWO_PLAYER = 7
SURVIVORS_DEALT = 4


def new_state(g, config: Config, seed: int) -> WinterState:
    """Build the state on `g` (whose content is set) and deal up to the survivor draft."""
    config.validate()
    c = g.c
    rng = Rng(seed)
    s = WinterState(config, rng)
    g.s = s
    n = config.players
    s.starting_players = n
    s.players = [Player(i, config.player_name(i)) for i in range(n)]
    # 1-2. board and main objective
    if config.main is not None and config.main not in c.mains:
        raise ValueError(f"unknown main objective {config.main!r}")
    s.main = config.main or rng.choice(sorted(c.mains))
    sd = side(g)
    s.morale, s.rounds_left, s.food = sd.morale, sd.rounds, sd.food
    for pid, loc in c.locations.items():
        s.places[pid] = Place(pid, [0] * loc.entrances, [0] * loc.entrances)
    # 3. secret objectives: 2 (betrayer variant: 1) loyal per player + 1 betrayer
    if not config.cooperative:
        loyal = sorted(c.objectives_of("secret"))
        rng.shuffle(loyal)
        k = (1 if config.betrayer else 2) * n
        traitors = sorted(c.objectives_of("betrayer"))
        betrayer = rng.choice(traitors)
        pool = loyal[:k] + [betrayer]
        rng.shuffle(pool)
        for p in s.players:
            p.objective = pool.pop()
            p.betrayer = p.objective == betrayer
        s.objectives_unused = pool + loyal[k:] + [t for t in traitors if t != betrayer]
        s.exile_deck = sorted(c.objectives_of("exile"))
        rng.shuffle(s.exile_deck)
    # 4. decks
    s.crisis_deck = sorted(c.crises)
    rng.shuffle(s.crisis_deck)
    s.crossroads_deck = sorted(x.id for x in c.crossroads.values()
                               if (config.mature or "mature" not in x.flags)
                               and not (config.cooperative and "not-co-op" in x.flags))
    rng.shuffle(s.crossroads_deck)
    s.survivor_deck = sorted(c.survivors)
    rng.shuffle(s.survivor_deck)
    # 5. starting items; the rest leave the game unseen
    start = list(c.decks["starting"])
    rng.shuffle(start)
    per = STARTING_ITEMS_TWO_PLAYER if config.two_player else STARTING_ITEMS
    for p in s.players:
        p.hand, start = start[:per], start[per:]
    s.items_gone.extend(start)
    for pid in LOCATIONS:
        s.places[pid].deck = list(c.decks[pid])
        rng.shuffle(s.places[pid].deck)
    # starting zombies of the main objective
    for place, count in sd.zombies:
        board.add_zombies(g, place, count, N_("the objective's setup"))
    # 6. survivors: 4 dealt, each player keeps 2 (two-player: 3) and names a leader
    for p in s.players:
        p.offered, s.survivor_deck = s.survivor_deck[:SURVIVORS_DEALT], s.survivor_deck[SURVIVORS_DEALT:]
        s.pending.append(Decision("draft", p.seat))
    title = c.mains[s.main].title
    g.emit("setup", Msg("Main objective: {title} (hardcore). Morale {morale}, {n} rounds.", title=title, morale=s.morale,
                        n=s.rounds_left) if sd is c.mains[s.main].hardcore else
           Msg("Main objective: {title} (normal). Morale {morale}, {n} rounds.", title=title, morale=s.morale,
               n=s.rounds_left), main=s.main)
    return s


def finish(g):
    """7. After the draft: the highest-influence leader goes first; round 1 starts."""
    s = g.s
    s.first = max(range(len(s.players)), key=lambda i: g.c.survivors[s.players[i].leader].influence)
    g.emit("first-player", Msg("{player} has the most influential leader and goes first.", player=g.pname(s.first)),
           seat=s.first)
    assert all(sv.location == COLONY for sv in s.survivors.values())
    start_round(g)
