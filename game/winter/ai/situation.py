"""What one seat's view says: the forecasts and threats every Winter AI reasons from.

Built once per decision from `view(seat)` (or, inside a simulation, from a full
state: then hidden cards are simply known). Nothing here looks past the view.
"""

from __future__ import annotations

from collections import Counter
from types import SimpleNamespace

from game.winter.rules import board
from game.winter.rules.conditions import bounds, quantity
from game.winter.rules.content import LOCATIONS
from game.winter.rules.state import COLONY
from game.winter.rules.view import HIDDEN

ENTRANCES = 6


def shim(state, content):
    """Lets the engine's read-only helpers (board, conditions) run on a view."""
    return SimpleNamespace(s=state, c=content)


# --- zombie forecasts (winter.md §4.5) ---------------------------------------------
# A barricade absorbs exactly one arriving zombie, so an entrance takes
# spaces - zombies + barricades more zombies before it is overrun.

def colony_overruns(zombies, barricades, batches, spaces: int = 3) -> int:
    """How many zombies of these colony batches overrun an entrance (each batch starts at
    entrance 1: its 1st zombie goes to entrance 1, the 2nd to 2, ... the 7th to 1 again)."""
    room = [spaces - z + b for z, b in zip(zombies, barricades)]
    hits = 0
    for n in batches:
        for k in range(n):
            e = k % ENTRANCES
            if room[e] > 0:
                room[e] -= 1
            else:
                hits += 1
    return hits


def colony_danger(zombies, barricades, n: int, spaces: int = 3, first: int = 0) -> float:
    """Overruns this colony phase (after a batch of `first` zombies arriving now, if any),
    plus half of those the next colony phase would add if nothing is done."""
    now = colony_overruns(zombies, barricades, [first, n], spaces)
    both = colony_overruns(zombies, barricades, [first, n, n], spaces)
    return now + 0.5 * (both - now)


def location_overruns(zombies: int, barricades: int, spaces: int, arriving: float) -> float:
    return max(0.0, arriving - (spaces - zombies + barricades))


class Situation:
    def __init__(self, view, content, seat: int):
        self.v = v = view
        self.c = c = content
        self.g = shim(view, content)
        self.seat = seat
        self.me = me = v.players[seat]
        self.coop = v.config.cooperative
        self.betrayer = me.betrayer
        self.exiled = me.exiled
        self.objective = c.objectives.get(me.objective) if me.objective else None
        mainobj = c.mains[v.main]
        self.mainobj = mainobj
        self.side = mainobj.hardcore if (v.config.hardcore or v.config.cooperative) else mainobj.normal
        self.players = len(v.players)
        self.voters = board.voters(self.g)
        self.need = len(self.voters)  # crisis threshold
        self.rounds_left = v.rounds_left
        self.my_survivors = [sid for sid in me.survivors if v.survivors[sid].location in v.places]
        self._goal_rows = self._secret_rows = None
        self.progress: float | None = None  # values.goal_progress, once read
        self._colony()
        self._locations()
        self._crisis()
        self._cards()

    # --- the colony --------------------------------------------------------------
    def _colony(self):
        v = self.v
        self.mouths = board.occupants(self.g, COLONY)
        hunger = 1 if board.lasting(self.g, "hunger") else 0
        self.food_need = (self.mouths + 1) // 2 + hunger
        self.food_short = max(0, self.food_need - v.food)
        col = v.places[COLONY]
        self.colony_adds = (self.mouths + 1) // 2
        self.colony_danger = colony_danger(col.zombies, col.barricades, self.colony_adds)
        waste = len(v.waste)
        self.waste = waste
        self.waste_room = 10 - waste % 10  # cards until the next morale loss step

    def colony_danger_if(self, entrance: int, dz: int = 0, db: int = 0) -> float:
        col = self.v.places[COLONY]
        z = list(col.zombies)
        b = list(col.barricades)
        z[entrance] += dz
        b[entrance] += db
        return colony_danger(z, b, self.colony_adds)

    # --- the six locations ---------------------------------------------------------
    def _locations(self):
        self.at = {p: board.at(self.g, p) for p in self.v.places}
        self.loc_danger = {p: self.location_danger(p) for p in LOCATIONS}

    def location_danger(self, place: str, dz: int = 0, db: int = 0, dsurv: int = 0) -> float:
        """Expected overrun deaths at a location this colony phase (noise: half a zombie each)."""
        pl = self.v.places[place]
        n = len(self.at[place]) + dsurv
        if n <= 0:
            return 0.0
        arriving = n + 0.5 * pl.noise
        return location_overruns(pl.zombies[0] + dz, pl.barricades[0] + db,
                                 self.c.locations[place].zombie_spaces, arriving)

    # --- the crisis ----------------------------------------------------------------
    def _crisis(self):
        v, c = self.v, self.c
        self.crisis = c.crises[v.crisis] if v.crisis else None
        self.crisis_types = self.crisis.types if self.crisis else ()
        self.crisis_count = len(v.crisis_cards)
        mine = [card for who, card in v.crisis_cards if who == self.seat and card != HIDDEN]
        self.crisis_mine_good = sum(1 for x in mine if c.items[x].type in self.crisis_types)
        self.crisis_mine_bad = len(mine) - self.crisis_mine_good
        self.crisis_others = self.crisis_count - len(mine)
        # seats whose turn is still to come this round (they may add cards yet)
        order = v.turn_order
        if v.phase == "turns" and v.active in order:
            later = order[order.index(v.active) + 1:]
        else:
            later = []
        self.later_voters = [s for s in later if s in self.voters and s != self.seat]

    # --- cards ---------------------------------------------------------------------
    def _cards(self):
        v, c = self.v, self.c
        me = self.me
        self.hand_types = Counter(c.items[x].type for x in me.hand if x != HIDDEN)
        seen = set(me.hand) | set(v.waste) | set(v.delivered)
        for sv in v.survivors.values():
            seen.update(sv.equipped)
        seen.update(card for _, card in v.crisis_cards)
        for d in v.pending:
            if d.kind == "search":
                seen.update(d.data["drawn"])
        self.seen_cards = seen

    # --- objectives ----------------------------------------------------------------
    def goal_rows(self):
        """(condition, current value, target) for each main-goal condition (kept: a view does
        not change while it is read)."""
        if self._goal_rows is None:
            self._goal_rows = self._read_goal()
        return self._goal_rows

    def _read_goal(self):
        rows = []
        for q in self.side.goal:
            lo, hi = bounds(self.g, q)
            rows.append((q, quantity(self.g, q, self.v.first), lo if lo is not None else hi))
        return rows

    def secret_rows(self):
        """(condition, value, min, max) of my own secret/betrayer/exile conditions."""
        if self._secret_rows is None:
            self._secret_rows = self._read_secret()
        return self._secret_rows

    def _read_secret(self):
        obj = self.objective
        if obj is None:
            return []
        conds = obj.exiled if (self.betrayer and self.exiled) else obj.conditions
        out = []
        for q in conds:
            lo, hi = bounds(self.g, q)
            out.append((q, quantity(self.g, q, self.seat), lo, hi))
        return out

    # --- small queries -------------------------------------------------------------
    def wounds(self, sid: str) -> int:
        return self.v.survivors[sid].wounds

    def passive(self, sid: str, key: str) -> int:
        return board.passive(self.g, sid, key)

    def where(self, sid: str) -> str:
        return self.v.survivors[sid].location

    def has_room(self, place: str) -> bool:
        return board.has_room(self.g, place)
