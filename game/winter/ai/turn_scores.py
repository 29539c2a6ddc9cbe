"""Scores for the actions of a player's own turn (winter.md §4.2).

Each score is the action's expected gain in Values' units; ending the turn scores
0, so the agent keeps acting while something is worth more than nothing. Dice are
a budget: an action pays a little for using a higher die than it needs.
"""

from __future__ import annotations

from collections import Counter

from game.winter.ai.crisis import CrisisOutlook
from game.winter.ai.suspicion import vote_carries
from game.winter.rules.actions import (
    AddToCrisis,
    Attack,
    Attract,
    Barricade,
    CallExile,
    CleanWaste,
    Deliver,
    EndTurn,
    FoodBoost,
    HandOff,
    Move,
    PlayCard,
    Request,
    Search,
    SpendFood,
    UseAbility,
)
from game.winter.rules.content import LOCATIONS
from game.winter.rules.state import COLONY

DIE_STEP = 0.07  # cost per pip spent above what an action needs
MISMATCH_SHAME = 6.0  # a colonist never adds a card that does not match


class TurnScorer:
    def __init__(self, sit, val, style, odds: dict):
        self.sit, self.val, self.style, self.odds = sit, val, style, odds
        self.v, self.c = sit.v, sit.c
        self.dice = sorted(sit.me.unused)
        self.crisis = CrisisOutlook(val, odds) if sit.crisis else None
        self._station: dict = {}
        self._jobs: float | None = None
        self._wants: dict[str, bool] = {}
        self._uses: list | None = None
        val.wants_move = self.wants_move

    # --- dispatch ----------------------------------------------------------------------
    def score(self, a) -> float:
        return getattr(self, _SCORERS[type(a)])(a)

    def die_cost(self, die: int, needed: int = 1) -> float:
        return DIE_STEP * (die - needed) + 0.01

    # --- where survivors should be -------------------------------------------------------
    def wants_move(self, sid: str) -> bool:
        """Would this survivor move this turn even before exposure? (Then a safe move helps it.)"""
        if sid not in self._wants:
            sv = self.v.survivors.get(sid)
            wants = False
            if sv is not None and sv.seat == self.sit.seat and not sv.moved and self.v.active == self.sit.seat:
                here = self.station(sid, sv.location)
                best = max((self.station(sid, p) for p in (COLONY,) + LOCATIONS
                            if p != sv.location and self.sit.has_room(p)), default=here)
                wants = best - here > 0.3
            self._wants[sid] = wants
        return self._wants[sid]

    def can_pay(self, need: int) -> bool:
        return any(d >= need for d in self.dice)

    def colony_jobs(self) -> float:
        """What one more of my survivors in the colony could do there this turn."""
        if self._jobs is not None:
            return self._jobs
        sit, val = self.sit, self.val
        best = 0.0
        if self.dice:
            col = self.v.places[COLONY]
            best = max(best, max((val.barricade_value(COLONY, e) for e in range(6)
                                  if 3 - col.zombies[e] - col.barricades[e] > 0), default=0.0))
            if not any(self.v.survivors[s].location == COLONY for s in sit.my_survivors):
                best = max(best, val.waste(-3))
        self._jobs = best
        return best

    def station(self, sid: str, place: str) -> float:
        """Worth of this survivor being at `place` for the rest of this turn and round."""
        key = (sid, place)
        if key in self._station:
            return self._station[key]
        sit, val, v = self.sit, self.val, self.v
        card = self.c.survivors[sid]
        here = v.survivors[sid].location
        value = 0.0
        if card.ability.where == place and (card.ability.effects or card.ability.passive):
            value += 0.25
        if place == COLONY:
            value += 0.7 * self.colony_jobs()
            # attacking at the gate
            if any(d + sit.passive(sid, "attack-bonus") >= card.attack for d in self.dice):
                col = v.places[COLONY]
                kills = [val.kill_value(COLONY, e) for e in range(6) if col.zombies[e]]
                if kills:
                    value += 0.8 * (max(kills) - self.style.caution * val.exposure_cost(sid, COLONY) * 0.5)
            value -= self.food_saving(sid)
        else:
            srch = val.search_value(place) if v.places[place].deck else 0.0
            need = card.search - sit.passive(sid, "search-bonus")
            odds = max(0.0, (7 - need) / 6)
            now = 1.0 if self.can_pay(need) else 0.0
            value += srch * (now + 0.6 * odds)
            pl = v.places[place]
            if pl.zombies[0] and self.can_pay(card.attack - sit.passive(sid, "attack-bonus")):
                value += 0.5 * max(0.0, val.kill_value(place) - self.style.caution * val.exposure_cost(sid, place))
            # its own arrival draws a zombie at the colony phase
            present = here == place
            with_me = sit.location_danger(place, dsurv=0 if present else 1)
            without = sit.location_danger(place, dsurv=-1 if present else 0)
            value -= self.style.caution * (with_me - without) * val.death_cost(sid)
            value -= 0.5 * val.goal_delta("clear-locations", 1)
        value += val.secret_delta("survivors", 1, at=place) if place != here else 0.0
        if place != here:
            value += val.secret_delta("survivors", -1, at=here)
        self._station[key] = value
        return value

    def food_saving(self, sid: str) -> float:
        """What the colony saves if this survivor is not in it at the colony phase."""
        if self.sit.exiled:
            return 0.0
        if self.v.survivors[sid].location == COLONY:
            return self.val.mouths(-1)
        return -self.val.mouths(1)

    # --- actions -----------------------------------------------------------------------
    def end(self, a) -> float:
        return 0.0

    def move(self, a: Move) -> float:
        sit, val = self.sit, self.val
        sv = self.v.survivors[a.survivor]
        gain = self.station(a.survivor, a.to) - self.station(a.survivor, sv.location)
        if not (sv.safe_move or sit.passive(a.survivor, "safe-move")):
            gain -= self.style.caution * val.exposure_cost(a.survivor, a.to)
        return gain - 0.05

    def search(self, a: Search) -> float:
        place = self.sit.where(a.survivor)
        card = self.c.survivors[a.survivor]
        need = card.search - self.sit.passive(a.survivor, "search-bonus")
        return self.val.search_value(place) - self.die_cost(a.die, need)

    def attack(self, a: Attack) -> float:
        sit, val = self.sit, self.val
        if not a.target.startswith("zombie"):
            return self.attack_survivor(a)
        place = sit.where(a.survivor)
        entrance = int(a.target.split("-")[1]) - 1 if "-" in a.target else None
        n = 1 + sit.passive(a.survivor, "extra-kill")
        gain = val.kill_value(place, entrance, n)
        if not sit.passive(a.survivor, "safe-kill"):
            gain -= self.style.caution * val.exposure_cost(a.survivor, place)
        need = self.c.survivors[a.survivor].attack - sit.passive(a.survivor, "attack-bonus")
        return gain - self.die_cost(a.die, need)

    def attack_survivor(self, a: Attack) -> float:
        return -3.0  # public, wounding, and what loyal AIs read as betrayal

    def barricade(self, a: Barricade) -> float:
        place = self.sit.where(a.survivor)
        n = 1 + self.sit.passive(a.survivor, "barricade-plus")
        gain = self.val.barricade_value(place, a.entrance - 1 if place == COLONY else None, n)
        return gain - self.die_cost(a.die)

    def clean(self, a: CleanWaste) -> float:
        bonus = max((self.sit.passive(s, "clean-plus") for s in self.sit.my_survivors
                     if self.sit.where(s) == COLONY), default=0)
        n = min(3 + bonus, self.sit.waste)
        return self.val.waste(-n) - self.die_cost(a.die)

    def attract(self, a: Attract) -> float:
        val = self.val
        place = self.sit.where(a.survivor)
        taken = Counter(a.sources)
        gain = sum(-val.zombie_cost(src, -k) for src, k in taken.items()) - val.zombie_cost(place, len(a.sources))
        return gain - 0.3 - self.die_cost(a.die)

    def ability(self, a: UseAbility) -> float:
        ab = self.c.survivors[a.survivor].ability
        gain = self.val.effects_value(ab.effects, actor=a.survivor, chosen=a.target)
        if a.die is not None:
            gain -= self.die_cost(a.die, max(1, ab.cost))
        return gain - 0.02

    def play(self, a: PlayCard) -> float:
        val = self.val
        kind = self.c.items[a.card]
        gain = val.play_value(a.card, a.on)
        if not kind.equip and not self.sit.exiled:
            gain += val.waste(1)
        return gain - val.card_value(a.card)

    def add_to_crisis(self, a: AddToCrisis) -> float:
        kind = self.c.items[a.card]
        matches = kind.type in self.sit.crisis_types
        if not matches:
            return self.mismatch(a)
        # what the card gives up is its other uses: this crisis is the use being scored
        return (self.crisis.match_value() - self.val.card_value(a.card, crisis=False)
                - self.equipped_penalty(a.card))

    def mismatch(self, a: AddToCrisis) -> float:
        return -MISMATCH_SHAME

    def equipped_penalty(self, card: str) -> float:
        """Taking a card off a survivor also loses its passive."""
        for sid in self.sit.my_survivors:
            if card in self.v.survivors[sid].equipped:
                return self.val.passive_value(dict(self.c.items[card].passive), sid)
        return 0.0

    def deliver(self, a: Deliver) -> float:
        return self.val.deliver_value(a.card) - self.val.card_value(a.card) + 0.05

    def spend_food(self, a: SpendFood) -> float:
        # the colony's next meal comes first: a token it needs buys only a kill (a life saved
        # at the gate or a survivor's location), never one more search
        meal = self.v.food - 1 < self.sit.food_need and not self.sit.food_short
        return self.raise_value(a.die, searches=not meal) + self.val.food(-1)

    def food_boost(self, a: FoodBoost) -> float:
        return self.raise_value(a.die) - self.val.card_value(a.card)

    def raise_value(self, die: int, searches: bool = True) -> float:
        """What a die one pip higher would let my survivors do that no die of mine does now
        (scored against using this die as it is, which is that action's own score)."""
        return max((v for kind, need, v in self.die_uses() if need == die + 1 and (searches or kind == "kill")
                    and not any(d >= need for d in self.dice)), default=0.0) - 0.1

    def die_uses(self) -> list[tuple[str, int, float]]:
        """(search or kill, pips needed, value) of what my survivors could do with a die now."""
        if self._uses is None:
            sit, val, v = self.sit, self.val, self.v
            self._uses = []
            for sid in sit.my_survivors:
                card = self.c.survivors[sid]
                place = sit.where(sid)
                if place in LOCATIONS and v.places[place].deck:
                    self._uses.append(("search", card.search - sit.passive(sid, "search-bonus"),
                                       val.search_value(place)))
                if sum(v.places[place].zombies):
                    self._uses.append(("kill", card.attack - sit.passive(sid, "attack-bonus"),
                                       val.kill_value(place) - val.exposure_cost(sid)))
        return self._uses

    def request(self, a: Request) -> float:
        sit, val = self.sit, self.val
        if not val.cw > 0 and not sit.betrayer:
            return -1.0
        last = self.v.players[sit.seat].last_request
        if last and not last[2] and last[1] == a.type and self.v.round - last[0] <= 1:
            return -1.0  # nobody had one to give a round ago: asking again is only noise
        others = sum(len(p.hand) for p in self.v.players if p.seat != sit.seat and not p.out)
        # a given card is played at once: worth asking only for what is needed now (the others
        # may give anything, but a colonist gives what was asked for when it helps)
        if a.type == "food":
            gain = val.food(1) * 1.5 if sit.food_short else 0.0
        elif a.type == "medicine":
            gain = max((val.heal_value(s, 1) for s in sit.my_survivors), default=0.0)
        else:
            gain = 0.0
        return gain * min(1.0, others / 8) * 0.6 - 0.3

    def handoff(self, a: HandOff) -> float:
        val = self.val
        passive = dict(self.c.items[a.item].passive)
        holder = next(s for s, sv in self.v.survivors.items() if a.item in sv.equipped)
        mine = self.v.survivors[a.to].seat == self.sit.seat
        gain = val.passive_value(passive, a.to) - val.passive_value(passive, holder)
        if not mine:
            gain -= val.card_value(a.item) * (1.0 - max(val.cw, 0.0) * 0.5)
        return gain - 0.2

    def call_exile(self, a: CallExile) -> float:
        p = self.odds.get(a.target, 0.0)
        need = self.style.call_exile
        if any(q.exiled for q in self.v.players):
            need = max(need, 0.9)  # a second loyal exile would end the colony
        if p < need or (self.style.reads_table and not vote_carries(self.v, self.sit.seat, a.target)):
            return -1.0
        return 3.0 * p



_SCORERS = {
    EndTurn: "end", Move: "move", Search: "search", Attack: "attack", Barricade: "barricade",
    CleanWaste: "clean", Attract: "attract", UseAbility: "ability", PlayCard: "play",
    AddToCrisis: "add_to_crisis", Deliver: "deliver", SpendFood: "spend_food", FoodBoost: "food_boost",
    Request: "request", HandOff: "handoff", CallExile: "call_exile",
}
