"""What things are worth to one seat, in one unit: a point of colony morale ≈ 1.

The colony's fortunes (morale, food, zombies, waste, the main objective) are
weighted by the seat's stance: +1 for a colonist, negative for a betrayer, about 0
for an exile; the seat's own survivors, cards and secret conditions always count.
Progress toward a goal is valued through the goal's own conditions, so any main,
secret, betrayer or exile objective in the data is understood without naming it.
"""

from __future__ import annotations

from collections import Counter

from game.winter.ai.crisis import CrisisOutlook
from game.winter.ai.situation import Situation
from game.winter.rules.content import LOCATIONS, uses_actor
from game.winter.rules.effects import Ctx, select
from game.winter.rules.state import COLONY

BETRAYER_COVER = 0.5  # a betrayer's stance while the colony is far from its goal (it looks helpful)
BETRAYER_STALL = 0.15  # and, negated, once the goal is all but reached (its hidden sabotage is apart)
LOSS = 25.0  # the colony falls (morale 0) — from a colonist's point of view
GOAL = 70.0  # the whole main objective
SECRET = 4.0  # the whole personal objective
DIE = 0.45  # an extra action die this turn
DRAW_GUESS = 0.5  # a card drawn blind, while the deck itself is being valued
CRISIS_LATER = 0.3  # a card that may match a later crisis
ZOMBIE_LATER = 0.35  # a zombie's cost beyond this round's overruns
EXPOSURE = {"wound": 3 / 12, "frostbite": 2 / 12, "bite": 1 / 12}


def stance(sit: Situation) -> float:
    """How much this seat wants the colony to do well."""
    if sit.coop:
        return 1.0
    if sit.betrayer:
        # a betrayer blends in while the goal is far, and stalls as it comes near
        return BETRAYER_COVER - (BETRAYER_COVER + BETRAYER_STALL) * goal_progress(sit) ** 2
    if sit.exiled:
        return 0.05
    return 1.0


def goal_progress(sit: Situation) -> float:
    """How far the main objective is, 0..1 (the mean of its counted conditions)."""
    if sit.progress is None:
        rows = [r for r in sit.goal_rows() if r[0].count != "round" and r[2]]
        sit.progress = sum(min(max(cur, 0), t) / t for _, cur, t in rows) / len(rows) if rows else 0.0
    return sit.progress


def _row_score(v: int, lo: int | None, hi: int | None) -> float:
    """How fully one condition holds, 0..1 (near misses of a maximum count a little)."""
    if lo is not None and lo > 0:
        got = min(v, lo) / lo
    else:
        got = 1.0
    if hi is not None and v > hi:
        got *= max(0.0, 1.0 - (v - hi) / 3)
    return got


def _matches(q, count: str, type_: str | None, at: str | None) -> bool:
    if q.count != count:
        return False
    if q.type is not None and q.type != type_:
        return False
    if q.at is not None and at is not None and q.at != at and not (q.at == "outside" and at in LOCATIONS):
        return False
    if q.at is not None and at is None:
        return False
    return True


class Values:
    def __init__(self, sit: Situation, colony: float | None = None, memo: dict | None = None):
        """`memo`: an agent's own cache of slow values (a deck's search value) that outlives one
        decision; keys carry what those values depend on most."""
        self.sit = sit
        self.memo = memo if memo is not None else {}
        self.v = sit.v
        self.c = sit.c
        self.cw = stance(sit) if colony is None else colony
        self._goal = sit.goal_rows()
        self._goal_counted = [r for r in self._goal if r[0].count != "round"]
        self._secret = sit.secret_rows()
        self._type_cache: dict[str, float] = {}
        self._card_cache: dict[tuple, float] = {}
        self._search_cache: dict[str, float] = {}
        self._use_cache: dict[str, float] = {}
        self._gain_cache: dict[str, float] = {}
        self._seen_in_decks: Counter | None = None  # cards I have seen, by (deck, kind)
        self._demand: float | None = None
        self.wants_move = lambda sid: False  # set by the turn scorer: is this survivor about to move?
        self._zombie_cache: dict = {}
        self._secret_cache: dict = {}
        self._death_cache: dict[str, float] = {}
        self._goal_cache: dict = {}
        self._exposure_cache: dict = {}
        self._kill_estimate: float | None = None
        self._mine_alive = [s for s in sit.me.survivors if s in sit.v.survivors]

    # --- goals ----------------------------------------------------------------------
    def goal_delta(self, count: str, delta: float, type_: str | None = None, at: str | None = None) -> float:
        """Colony value of changing a quantity the main objective counts (stance-weighted)."""
        if not self.cw or not delta:
            return 0.0
        key = (count, delta, type_, at)
        if key not in self._goal_cache:
            total = 0.0
            rows = self._goal_counted
            for q, cur, target in rows:
                if not _matches(q, count, type_, at) or not target:
                    continue
                before = min(cur, target) / target
                after = min(max(cur + delta, 0), target) / target
                # the last steps finish the game: they weigh more
                total += (after - before) * (1.0 + (1.0 if cur + max(delta, 0) >= target - 1 else 0.0))
            self._goal_cache[key] = self.cw * GOAL * total / max(1, len(rows))
        return self._goal_cache[key]

    def secret_delta(self, count: str, delta: float, type_: str | None = None, at: str | None = None) -> float:
        """Own value of changing a quantity my secret (or betrayer, or exile) objective counts."""
        if not delta or not self._secret:
            return 0.0
        key = (count, delta, type_, at)
        if key not in self._secret_cache:
            total = 0.0
            for q, cur, lo, hi in self._secret:
                if _matches(q, count, type_, at):
                    total += _row_score(cur + delta, lo, hi) - _row_score(cur, lo, hi)
            self._secret_cache[key] = self._secret_weight() * total / len(self._secret)
        return self._secret_cache[key]

    def _secret_weight(self) -> float:
        """A colonist's secret counts only if the main objective is completed, and only at the end:
        it weighs little while the goal is far and fully as the goal comes within reach."""
        sit = self.sit
        if sit.betrayer:
            return 1.5 * SECRET
        if sit.exiled:
            return SECRET
        return SECRET * (0.25 + 0.75 * goal_progress(sit) ** 2)

    def quantity_delta(self, count: str, delta: float, type_: str | None = None, at: str | None = None) -> float:
        return self.goal_delta(count, delta, type_, at) + self.secret_delta(count, delta, type_, at)

    # --- morale, food, waste ----------------------------------------------------------
    def morale_unit(self) -> float:
        return 1.0 + 1.5 / max(1, self.v.morale)

    def morale(self, n: int) -> float:
        """Stance-weighted value of a morale change."""
        m = self.v.morale
        if m + n <= 0:
            base = -LOSS
        else:
            base = n * self.morale_unit()
        return self.cw * base + self.secret_delta("morale", n)

    def food_unit(self) -> float:
        """A food token: dear when this colony phase is short, cheap once the next rounds are covered."""
        sit = self.sit
        if sit.food_short > 0:
            return 0.45 + (self.v.starvation + 1) * self.morale_unit() / sit.food_short
        ahead = sit.food_need * min(self.v.rounds_left, 3)
        if self.v.food < 2 * sit.food_need:
            return 0.8
        return 0.45 if self.v.food < ahead else 0.15

    def food(self, n: int) -> float:
        n = max(n, -self.v.food)
        return self.cw * self._food_tokens(n) + self.quantity_delta("food", n)

    def _food_tokens(self, n: int) -> float:
        """n food tokens, unweighted. Spending the colony below what its next meal needs
        costs the starvation it brings, whole: not one token's share of it."""
        sit, f = self.sit, self.v.food
        if n >= 0 or f + n >= sit.food_need or sit.food_short:
            return n * self.food_unit()
        spare = f - sit.food_need  # tokens above the meal, priced as usual
        return -(spare * self.food_unit() + self.starvation_cost() + 0.45 * -(n + spare))

    def starvation_cost(self) -> float:
        """One more starvation (unweighted): its morale now, and the token it leaves, which
        makes every later starvation dearer."""
        v = self.v
        loss = v.starvation + 1
        if v.morale - loss <= 0:
            return LOSS
        later = 0.5 * self.morale_unit() if v.rounds_left > 1 else 0.0
        return loss * self.morale_unit() + later

    def waste(self, n: int) -> float:
        """Value of n cards joining (n > 0) or leaving (n < 0) the waste before the colony phase."""
        sit = self.sit
        coming = len(sit.later_voters)  # others will play cards too
        now = sit.waste + coming
        steps = (now + n) // 10 - now // 10
        # waste costs morale at every colony phase until cleaned, not just this one
        cost = steps * self.morale_unit() * (1.5 if self.v.rounds_left > 1 else 1.0) + 0.04 * n
        if n < 0 and sit.waste + n < 0:
            cost = 0.04 * -sit.waste
        return -self.cw * cost + self.secret_delta("waste", n)

    # --- survivors ---------------------------------------------------------------------
    def survivor_worth(self, sid: str) -> float:
        """A survivor's worth to its group beyond the morale its death costs."""
        sv = self.v.survivors.get(sid)
        if sv is None:
            return 0.0
        if sv.seat == self.sit.seat:
            return 0.6 + 0.3 * min(self.v.rounds_left, 4) - self.secret_delta("survivors", -1, at=sv.location)
        return max(0.0, self.cw) * 0.4

    def death_cost(self, sid: str) -> float:
        if sid not in self._death_cache:
            sv = self.v.survivors.get(sid)
            if sv is None:
                return 0.0
            morale = 0.0 if self.v.players[sv.seat].exiled else -self.morale(-1)
            self._death_cache[sid] = morale + self.survivor_worth(sid)
        return self._death_cache[sid]

    @staticmethod
    def _risk(wounds: int, frost: int) -> float:
        """Chance-like weight of dying soon with these wounds. Frostbite wounds again at every
        turn start, so an unhealed frostbitten survivor is all but dead."""
        if frost:
            return 0.65 if wounds <= 1 else 0.95
        return (0.0, 0.22, 0.55)[min(wounds, 2)]

    def wound_cost(self, sid: str, n: int = 1, frost: bool = False) -> float:
        sv = self.v.survivors.get(sid)
        if sv is None or n <= 0:
            return 0.0
        mine = sv.seat == self.sit.seat
        secret = -self.secret_delta("wounds", n) if mine else 0.0
        if sv.wounds + n >= 3:
            return self.death_cost(sid) + secret
        after = self._risk(sv.wounds + n, sv.frost + (n if frost else 0))
        return (after - self._risk(sv.wounds, sv.frost)) * self.death_cost(sid) + secret

    def heal_value(self, sid: str, n: int) -> float:
        sv = self.v.survivors.get(sid)
        if sv is None or not sv.wounds:
            return 0.0
        k = min(n, sv.wounds)
        frost_after = max(0, sv.frost - k)
        gain = (self._risk(sv.wounds, sv.frost) - self._risk(sv.wounds - k, frost_after)) * self.death_cost(sid)
        if sv.seat == self.sit.seat:
            gain += self.secret_delta("wounds", -k)
        return gain

    def exposure_cost(self, sid: str, place: str | None = None) -> float:
        """Expected cost of one exposure roll for a survivor (at `place`, where a bite spreads)."""
        key = (sid, place)
        if key not in self._exposure_cache:
            at = place or self.sit.where(sid)
            bite = self.death_cost(sid)
            nxt = [o for o in self.sit.at.get(at, []) if o != sid]
            if nxt:
                bite += 0.5 * self.death_cost(nxt[0])
            self._exposure_cache[key] = (EXPOSURE["wound"] * self.wound_cost(sid, 1)
                                         + EXPOSURE["frostbite"] * self.wound_cost(sid, 1, True) + EXPOSURE["bite"] * bite)
        return self._exposure_cache[key]

    def mouths(self, n: int) -> float:
        """Colony value of n more (or fewer) mouths to feed over the next rounds."""
        sit = self.sit
        now = (sit.mouths + 1) // 2
        after = (sit.mouths + n + 1) // 2
        rounds = min(self.v.rounds_left, 3)
        return -self.cw * (after - now) * self.food_unit() * (0.6 + 0.4 * rounds) / 2

    # --- zombies -----------------------------------------------------------------------
    def _colony_victim_cost(self) -> float:
        here = self.sit.at.get(COLONY, [])
        if here:
            return self.death_cost(here[0])
        return -self.morale(-1) if self.v.helpless else 0.0

    def zombie_cost(self, place: str, n: int = 1) -> float:
        """Value lost when n zombies arrive at a place (n < 0: taken away)."""
        key = (place, n)
        if key not in self._zombie_cache:
            self._zombie_cache[key] = self._zombie_cost(place, n)
        return self._zombie_cache[key]

    def _zombie_cost(self, place: str, n: int) -> float:
        sit = self.sit
        if place == COLONY:
            col = self.v.places[COLONY]
            from game.winter.ai.situation import colony_danger
            if n > 0:
                # a batch placed the way §4.5 places it: from entrance 1 on
                after = colony_danger(col.zombies, col.barricades, sit.colony_adds, first=n)
            else:
                z = list(col.zombies)
                for _ in range(-n):  # taken from the fullest entrance
                    j = max(range(6), key=lambda i: z[i])
                    z[j] = max(0, z[j] - 1)
                after = colony_danger(z, col.barricades, sit.colony_adds)
            # every zombie that stays must be killed (a die, a risk) or fills a space for good
            return self.cw * ((after - sit.colony_danger) * self._colony_victim_cost() + ZOMBIE_LATER * n)
        if place not in LOCATIONS:
            return 0.0
        here = sit.at[place]
        cost = -self._clearing(place, n)
        if not here:
            return cost
        after = sit.location_danger(place, dz=n)
        victim = self.death_cost(here[0])
        mine = any(self.v.survivors[s].seat == sit.seat for s in here)
        weight = 1.0 if mine else max(self.cw, 0.0)
        return cost + weight * ((after - sit.loc_danger[place]) * victim + 0.7 * ZOMBIE_LATER * n)

    def _clearing(self, place: str, n: int) -> float:
        """Goal value of a location becoming clear of zombies (or no longer clear), for goals
        that count clear locations: worth less while survivors there still draw new ones."""
        z = sum(self.v.places[place].zombies)
        now, after = z == 0, max(0, z + n) == 0
        if now == after:
            return 0.0
        odds = 0.3 if self.sit.at[place] else 0.8
        return self.goal_delta("clear-locations", 1 if after else -1) * odds

    def kill_value(self, place: str, entrance: int | None = None, n: int = 1) -> float:
        """Value of killing n zombies at a place (threat, samples, kill counts)."""
        sit = self.sit
        pl = self.v.places[place]
        n = min(n, sum(pl.zombies))
        if n <= 0:
            return 0.0
        if place == COLONY and entrance is not None:
            after = sit.colony_danger_if(entrance, dz=-1)
            relief = self.cw * ((sit.colony_danger - after) * self._colony_victim_cost() + ZOMBIE_LATER)
            relief += self.zombie_cost(COLONY, -(n - 1)) * -1 if n > 1 else 0.0
        else:
            relief = -self.zombie_cost(place, -n)
        roll = self.c.mains[self.v.main].samples_roll
        samples = n * (7 - roll) / 6 if roll else 0.0
        value = relief + self.goal_delta("samples", samples) + self.goal_delta("kills-total", n)
        return value + self.secret_delta("kills", n)  # (a location's clearing is in zombie_cost)


    def barricade_value(self, place: str, entrance: int | None = None, n: int = 1) -> float:
        sit = self.sit
        if place == COLONY:
            col = self.v.places[COLONY]
            if entrance is None:  # the least barricaded entrance with room, as the engine does
                open_ = [i for i in range(6) if 3 - col.zombies[i] - col.barricades[i] > 0]
                if not open_:
                    return 0.0
                entrance = min(open_, key=lambda i: (col.barricades[i], i))
            after = sit.colony_danger_if(entrance, db=n)
            value = self.cw * ((sit.colony_danger - after) * self._colony_victim_cost() + 0.12 * n)
            if col.barricades[entrance] == 0:
                value += self.quantity_delta("barricaded-entrances", 1)
            return value + self.quantity_delta("barricades", n, at=COLONY)
        if place in LOCATIONS and sit.at[place]:
            after = sit.location_danger(place, db=n)
            mine = any(self.v.survivors[s].seat == sit.seat for s in sit.at[place])
            weight = 1.0 if mine else max(self.cw, 0.0)
            return weight * ((sit.loc_danger[place] - after) * self.death_cost(sit.at[place][0]) + 0.05 * n)
        return 0.0

    # --- cards -------------------------------------------------------------------------
    def type_value(self, t: str) -> float:
        """Worth of an unknown card of a type (draws by type, requests): its kinds' average."""
        if t not in self._type_cache:
            self._type_cache[t] = DRAW_GUESS
            cards = [x for x, k in self.c.items.items() if k.type == t]
            self._type_cache[t] = sum(self.card_value(x, mine=False) for x in cards) / max(1, len(cards))
        return self._type_cache[t]

    def crisis_demand(self) -> float:
        """What one more matching card would do for this round's crisis (suspicion aside)."""
        if self._demand is None:
            self._demand = CrisisOutlook(self, {}).match_value() if self.sit.crisis else 0.0
        return self._demand

    def card_value(self, card: str, mine: bool | None = None, crisis: bool = True) -> float:
        """Worth of a card: 0.85 of its best use (played, delivered, added to this crisis or a
        later one), plus what holding it does for my own objective. For a card I hold this
        is what losing it costs; for any other card, what gaining it brings. `crisis=False`
        leaves this round's crisis out: what adding the card to it gives up."""
        kind = self.c.items[card]
        if mine is None:
            mine = card in self.sit.me.hand or any(card in self.v.survivors[s].equipped for s in self.sit.my_survivors)
        key = (card if mine else kind.kind, crisis)
        if key not in self._card_cache:
            if mine:
                use = self._use_now(kind.type, self.standing_use(card), crisis)
                hold = -(self.secret_delta("hand", -1, type_=kind.type) + self.secret_delta("hand", -1))
                self._card_cache[key] = 0.85 * use + hold
            else:
                self._card_cache[key] = self.gained_value(kind.type, self.standing_use(card), crisis)
        return self._card_cache[key]

    def standing_use(self, card: str) -> float:
        """A card's best use but this round's crisis: played, delivered or kept for a later crisis
        (the same for every card of a kind)."""
        kind = self.c.items[card].kind
        use = self._use_cache.get(kind)
        if use is None:
            use = self._use_cache[kind] = max(self.play_value(card), self.deliver_value(card),
                                              CRISIS_LATER * max(self.cw, 0.2))
        return use

    def gained_value(self, type_: str, use: float, crisis: bool = True) -> float:
        """card_value of a card I do not hold, from its standing_use: this round's crisis and
        my hand's size are read now (a deck's memo keeps only the standing uses)."""
        hold = self._gain_cache.get(type_)
        if hold is None:  # what one more card of the type in my hand does for my objective
            hold = self._gain_cache[type_] = self.secret_delta("hand", 1, type_=type_) + self.secret_delta("hand", 1)
        return 0.85 * self._use_now(type_, use, crisis) + hold

    def _use_now(self, type_: str, use: float, crisis: bool) -> float:
        """A standing use, or what the card would do for this round's crisis if it matches."""
        if crisis and type_ in self.sit.crisis_types and not self.sit.exiled:
            return max(use, self.crisis_demand())
        return use

    def deliver_value(self, card: str) -> float:
        t = self.c.items[card].type
        if t not in self.sit.mainobj.deliver or self.sit.exiled:
            return 0.0
        return self.goal_delta("delivered", 1, type_=t)

    def play_value(self, card: str, on: str | None = None) -> float:
        """Value of playing a card now (on a survivor, or the best one)."""
        kind = self.c.items[card]
        targets = [on] if on else (self._mine_alive if (kind.equip or _needs_actor(kind)) else [None])
        if not targets:
            return 0.0
        best = -99.0
        for t in targets:
            if kind.equip:
                val = self.passive_value(dict(kind.passive), t) + self.quantity_delta("equipped", 1, type_=kind.type)
                val += self.quantity_delta("equipped", 1)
            else:
                val = self.effects_value(kind.effects, actor=t, chosen=t)
            best = max(best, val)
        return best

    def passive_value(self, passive: dict, sid: str | None) -> float:
        if sid is None or sid not in self.v.survivors:
            return 0.0
        card = self.c.survivors[sid]
        kill = self.kill_value_estimate()
        value = 0.0
        for key, n in passive.items():
            if key == "attack-bonus":
                value += n * 0.17 * kill * 2
            elif key == "extra-kill":
                value += n * kill * max(0.2, (7 - card.attack) / 6) * 1.5
            elif key == "safe-kill":
                value += self.exposure_cost(sid) * max(0.3, (7 - card.attack) / 6) * 2
            elif key == "safe-move":
                value += self.exposure_cost(sid) * 0.8
            elif key in ("search-bonus", "search-extra"):
                value += 0.3 * n
            elif key == "barricade-plus":
                value += 0.3 * n + 0.5 * self.quantity_delta("barricades", 1, at=COLONY)
            elif key in ("clean-plus", "attract-plus", "bite-ward"):
                value += 0.15 * n
        return value

    def kill_value_estimate(self) -> float:
        """What a typical zombie kill is worth now (for weapons)."""
        if self._kill_estimate is None:
            roll = self.c.mains[self.v.main].samples_roll
            value = 0.35 * max(self.cw, 0)
            if roll:
                value += self.goal_delta("samples", (7 - roll) / 6)
            self._kill_estimate = value + self.secret_delta("kills", 1)
        return self._kill_estimate

    def search_value(self, place: str) -> float:
        """Expected worth of the card one search at a location brings (kept from one draw)."""
        if place not in self._search_cache:
            self._search_cache[place] = DRAW_GUESS  # a deck's cards that draw from it value a draw at this
            self._search_cache[place] = self._drawn_worth(self._unseen_uses(place))
        return self._search_cache[place]

    def _unseen_uses(self, place: str) -> list[tuple[str, float, int]]:
        """Each kind of card in the deck I have not seen: its type, standing use and copies."""
        v, sit = self.v, self.sit
        if not v.places[place].deck:
            return []
        # the kinds' standing uses outlive this decision (the agent's memo) while the numbers
        # that move them most stand; the hand's size and this crisis are read now (gained_value)
        key = ("uses", sit.seat, v.round, v.active, v.food, v.morale, v.crisis)
        uses = self.memo.get(key)
        if uses is None:
            uses = self.memo[key] = {}
        kinds, where = _deck_kinds(self.c)
        if self._seen_in_decks is None:
            self._seen_in_decks = Counter((where[x], self.c.items[x].kind) for x in sit.seen_cards if x in where)
        seen, out = self._seen_in_decks, []
        for kind, type_, card, copies in kinds[place]:
            n = copies - seen[place, kind]
            if n:
                use = uses.get(kind)
                if use is None:
                    use = uses[kind] = self.standing_use(card)
                out.append((type_, use, n))
        return out

    def _drawn_worth(self, uses: list[tuple[str, float, int]]) -> float:
        if not uses:
            return 0.0
        vals = [(self.gained_value(t, u), n) for t, u, n in uses]
        avg = sum(x * n for x, n in vals) / sum(n for _, n in vals)
        return avg + 0.15 * (max(x for x, _ in vals) - avg)  # noise can buy a second look

    # --- effects -----------------------------------------------------------------------
    def effects_value(self, effects, actor: str | None = None, chosen: str | None = None,
                      subject: int | None = None) -> float:
        """Value of effects whose subject player is `subject` (default: me)."""
        subject = self.sit.seat if subject is None else subject
        return sum(self.effect_value(e, actor, chosen, subject) for e in effects)

    def _who(self, who: str, actor: str | None, chosen: str | None, subject: int) -> list[str]:
        return select(self.sit.g, who, Ctx(subject, actor, chosen))

    def _personal(self, subject: int) -> float:
        """Effects on the subject player's own hand and dice: mine count fully."""
        return 1.0 if subject == self.sit.seat else max(self.cw, 0.0) * 0.5

    def _place(self, at: str | None, actor: str | None) -> list[str]:
        if at in (None, "here"):
            sv = self.v.survivors.get(actor) if actor else None
            return [sv.location] if sv and sv.location in self.v.places else []
        if at == "outside":
            return list(LOCATIONS)
        if at == "everywhere":
            return [COLONY, *LOCATIONS]
        return [at]

    def effect_value(self, e, actor: str | None, chosen: str | None, subject: int) -> float:
        v, sit = self.v, self.sit

        def who(sel: str) -> list[str]:
            return self._who(sel, actor, chosen, subject)

        mine = self._personal(subject)
        name = e.name
        n = e.value if isinstance(e.value, int) else 0
        if name == "morale":
            return self.morale(n)
        if name == "food":
            return self.food(n)
        if name == "starvation":
            return -self.cw * n * 1.2 * self.morale_unit()
        if name in ("wound", "frostbite"):
            return -sum(self._for(s) * self.wound_cost(s, n, name == "frostbite") for s in who(e.who))
        if name == "heal":
            return sum(self._for(s) * self.heal_value(s, n) for s in who(e.who))
        if name == "kill":
            return -sum(self._for(s) * self.death_cost(s) for s in who(e.who))
        if name == "remove":
            return -sum(self._for(s) * self.survivor_worth(s) for s in who(e.who))
        if name == "zombies":
            return -sum(self.zombie_cost(p, n) for p in self._place(e.at, actor))
        if name == "slay":
            places = self._place("here", actor)
            return self.kill_value(places[0], n=n) if places else 0.0
        if name == "barricade":
            places = self._place("here", actor)
            return self.barricade_value(places[0], n=n) if places else 0.0
        if name == "clean":
            return self.waste(-min(n, len(v.waste)))
        if name in ("noise", "quiet"):
            sign = 1 if name == "noise" else -1
            return -sign * sum(0.5 * self.zombie_cost(p, 1) * min(n, v.places[p].noise if sign < 0 else n)
                               for p in self._place(e.at, actor) if p in LOCATIONS)
        if name == "helpless":
            if sit.exiled:
                return 0.0
            k = min(n, self.c.locations[COLONY].survivor_spaces - sit.mouths)
            return self.quantity_delta("helpless", k) + self.mouths(k) - 0.1 * k * max(self.cw, 0)
        if name == "recruit":
            if not v.survivor_deck:
                return 0.0
            gain = 0.6 + 0.3 * min(v.rounds_left, 4)
            if subject == sit.seat:
                gain += self.secret_delta("survivors", 1)
            return mine * gain + (0.0 if v.players[subject].exiled else self.mouths(1))
        if name == "draw":
            return mine * n * (self.type_value(e.type) if e.type else self._deck_value(e.src, actor))
        if name == "discard":
            own = min(n, len(v.players[subject].hand)) * 0.25 * mine if e.players in ("me", "each") else 0.0
            others = 0.0
            if e.players in ("each", "others"):
                others = max(self.cw, 0) * 0.2 * n * (len(v.players) - 1)
            return -(own + others)
        if name == "dice":
            return mine * n * DIE
        if name == "reroll":
            return mine * self.reroll_value() if subject == sit.seat else 0.0
        if name == "peek":
            return 0.08 * mine
        if name == "safe-move":
            return sum(0.9 * self.exposure_cost(s) for s in who(e.who)
                       if not v.survivors[s].safe_move and self.wants_move(s))
        if name == "lasting":
            rounds = e.rounds or max(1, v.rounds_left)
            return self.lasting_value(e.value, rounds)
        if name == "rounds":
            return self.cw * n * 1.2  # more time for the objective
        if name == "samples":
            return self.goal_delta("samples", n)
        if name == "steal":
            return 0.35 * mine
        if name == "roll":
            p = max(0.0, min(1.0, (7 - n) / 6))
            return (p * self.effects_value(e.then, actor, chosen, subject)
                    + (1 - p) * self.effects_value(e.other, actor, chosen, subject))
        if name == "vote":
            yes = self.effects_value(e.then, actor, chosen, subject)
            no = self.effects_value(e.other, actor, chosen, subject)
            return 0.5 * (yes + no) + 0.25 * abs(yes - no)
        return 0.0

    def _for(self, sid: str) -> float:
        """Weights effects on a survivor: mine fully, others' by how much I care for the colony."""
        sv = self.v.survivors.get(sid)
        if sv is None:
            return 0.0
        return 1.0 if sv.seat == self.sit.seat else max(self.cw, 0.0) * 0.8

    def _deck_value(self, src: str | None, actor: str | None) -> float:
        place = self._place("here", actor)[0] if src == "here" and actor else src
        return self.search_value(place) if place in LOCATIONS else 0.0

    def lasting_value(self, kind: str, rounds: int) -> float:
        sit, v = self.sit, self.v
        if kind == "hunger":
            return -self.cw * self.food_unit() * min(rounds, v.rounds_left)
        if kind == "move-risk":
            return -0.35 * min(rounds, v.rounds_left) * (1 if self.cw >= 0 else 0.5)
        if kind == "search-penalty":
            return -0.4 * min(rounds, 2)
        if kind == "frost":
            outside = sum(1 for s in v.survivors.values() if s.location in LOCATIONS)
            mine = sum(1 for s in sit.me.survivors if s in v.survivors and v.survivors[s].location in LOCATIONS)
            return -(0.15 * mine + 0.05 * max(self.cw, 0) * outside) * min(rounds, 2)
        if kind == "calm":
            return 0.2 * self.cw * sum(p.noise for p in v.places.values())
        return 0.0

    def reroll_value(self) -> float:
        dice = self.sit.me.unused
        # a die is worth more the higher it is; a fresh die averages 3.5
        gain = sum(DIE * (3.5 - d) / 3 for d in dice)
        return max(gain, -0.5)


_ACTOR: dict[int, tuple] = {}  # id(kind) -> (kind, whether its effects need an actor): content never changes
_DECKS: dict[int, tuple] = {}  # id(content) -> (content, its decks by kind, each card's deck)


def _deck_kinds(c) -> tuple[dict[str, list[tuple[str, str, str, int]]], dict[str, str]]:
    """Each location deck's kinds of card (kind, type, one card of it, copies), and which deck
    each card is in."""
    known = _DECKS.get(id(c))
    if known is None or known[0] is not c:
        kinds, where = {}, {}
        for place, cards in c.decks.items():
            by_kind: dict[str, list] = {}
            for x in cards:
                where[x] = place
                k = c.items[x]
                by_kind.setdefault(k.kind, [k.kind, k.type, x, 0])[3] += 1
            kinds[place] = [tuple(row) for row in by_kind.values()]
        known = _DECKS[id(c)] = (c, kinds, where)
    return known[1], known[2]


def _needs_actor(kind) -> bool:
    known = _ACTOR.get(id(kind))
    if known is None or known[0] is not kind:
        known = _ACTOR[id(kind)] = (kind, uses_actor(kind.effects))
    return known[1]

