"""Scores for the choices that interrupt a turn: the draft, a search's keep-or-noise,
a bite, a crossroads card, votes, requests, discards, an exile's relocation, a new
leader, a lured zombie's entrance and the order of simultaneous deaths."""

from __future__ import annotations

from game.winter.ai.suspicion import posterior, vote_line
from game.winter.rules.actions import (
    BiteChoice,
    Choose,
    Decline,
    Discard,
    Draft,
    Give,
    Lead,
    LureTo,
    PlayCard,
    Relocate,
    ResolveFirst,
    SearchKeep,
    SearchNoise,
    Vote,
)
from game.winter.rules.content import LOCATIONS


class DecisionScorer:
    def __init__(self, sit, val, style, odds: dict):
        self.sit, self.val, self.style, self.odds = sit, val, style, odds
        self.v, self.c = sit.v, sit.c
        self.d = sit.v.pending[0]

    def score(self, a) -> float:
        return getattr(self, _SCORERS[type(a)])(a)

    # --- setup -------------------------------------------------------------------------
    def draft(self, a: Draft) -> float:
        value = sum(self.survivor_merit(sid) for sid in a.keep)
        lead = self.c.survivors[a.leader]
        value += self.val.secret_delta("leader-influence", lead.influence)
        return value + 0.001 * lead.influence  # a senior leader goes first more often

    def survivor_merit(self, sid: str) -> float:
        card = self.c.survivors[sid]
        merit = 0.35 * (7 - card.attack) + 0.35 * (7 - card.search)
        ab = card.ability
        if ab.passive or ab.effects:
            merit += 0.4 if ab.where == "anywhere" else 0.2
        return merit

    # --- searching ---------------------------------------------------------------------
    def keep(self, a: SearchKeep) -> float:
        return self.val.card_value(a.card)

    def noise(self, a: SearchNoise) -> float:
        val = self.val
        drawn = self.d.data["drawn"]
        best = max(val.card_value(x) for x in drawn)
        place = self.d.data["place"]
        # a fresh draw: worth it when the deck's usual card beats what is in hand
        fresh = val.search_value(place)
        upside = max(0.0, fresh - best) + 0.25 * fresh
        return upside - 0.5 * val.zombie_cost(place, 1) - best

    # --- dangers -----------------------------------------------------------------------
    def bite(self, a: BiteChoice) -> float:
        # Rolling keeps a half chance of living and never costs more deaths on average.
        return 0.0 if a.sacrifice else 1.0

    def choose(self, a: Choose) -> float:
        card = self.c.crossroads[self.d.data["card"]]
        opt = card.options[a.option]
        return self.val.effects_value(opt.effects, actor=self.d.data["actor"])

    # --- votes -------------------------------------------------------------------------
    def vote(self, a: Vote) -> float:
        data = self.d.data
        if data["motion"] == "exile":
            return self.exile_vote(a.yes, data["target"])
        ctx = data["ctx"]
        subject = ctx.seat if ctx.seat is not None else self.sit.seat
        yes = self.val.effects_value(data["yes"], actor=ctx.actor, chosen=ctx.chosen, subject=subject)
        no = self.val.effects_value(data["no"], actor=ctx.actor, chosen=ctx.chosen, subject=subject)
        return yes if a.yes else no

    def exile_vote(self, yes: bool, target: int) -> float:
        sit = self.sit
        if target == sit.seat:
            return 0.0 if yes else 1.0
        if sit.betrayer:
            # every loyal exile brings the colony's end closer, but an up-vote on a motion that
            # fails is held against the voter: up only where the public suspects the target too
            from game.winter.ai.betrayal import VOTE_COVER

            public = posterior(self.v, None).get(target, 0.0)
            up = public >= VOTE_COVER or any(q.exiled and q.seat != sit.seat for q in self.v.players)
            return (1.0 if yes else 0.0) if up else (0.0 if yes else 1.0)
        p = self.odds.get(target, 0.0)
        need = vote_line(self.v, self.style.vote_exile)
        return (1.0 if p >= need else 0.0) if yes else 0.5

    # --- cards between players --------------------------------------------------------
    def give(self, a: Give) -> float:
        sit, val = self.sit, self.val
        requester = self.d.data["requester"]
        trust = 1.0 - self.odds.get(requester, 0.0) * 2
        if sit.betrayer or trust <= 0:
            return -1.0
        kind = self.c.items[a.card]
        # the requester plays it at once, on its best survivor (and it joins the waste)
        if kind.equip:
            help_ = 0.4
        else:
            targets = [s for s in self.v.players[requester].survivors if s in self.v.survivors] or [None]
            help_ = max(val.effects_value(kind.effects, actor=t, chosen=t, subject=requester) for t in targets)
            if not self.v.players[requester].exiled:
                help_ += val.waste(1)
        asked = 0.1 if kind.type == self.d.data.get("type") else 0.0  # what they asked for
        return trust * (max(help_, 0.0) + asked) * max(val.cw, 0.0) - val.card_value(a.card)

    def decline(self, a: Decline) -> float:
        return 0.0

    def play_given(self, a: PlayCard) -> float:
        return self.val.play_value(a.card, a.on)

    def discard(self, a: Discard) -> float:
        return -self.val.card_value(a.card)

    # --- choices the rulebook leaves to a player ----------------------------------------
    def lead(self, a: Lead) -> float:
        """The new leader: what my secret says about its influence, then a healthy senior one."""
        card = self.c.survivors[a.survivor]
        now = self.v.players[self.d.seat].leader
        cur = self.c.survivors[now].influence if now in self.c.survivors else 0
        wounds = self.v.survivors[a.survivor].wounds if a.survivor in self.v.survivors else 0
        return (self.val.secret_delta("leader-influence", card.influence - cur) - 0.1 * wounds
                + 0.001 * card.influence)

    def lure_to(self, a: LureTo) -> float:
        """A lured zombie goes where it adds least to the overruns to come."""
        sit = self.sit
        return -(sit.colony_danger_if(a.entrance - 1, dz=1) - sit.colony_danger) - 0.001 * a.entrance

    def resolve_first(self, a: ResolveFirst) -> float:
        """Deaths in my order: the others' survivors first, mine last (they may yet live if the
        game ends first), the least influential first."""
        sv = self.v.survivors.get(a.survivor)
        mine = sv is not None and sv.seat == self.sit.seat
        return (0.0 if mine else 1.0) - 0.001 * self.c.survivors[a.survivor].influence

    def relocate(self, a: Relocate) -> float:
        sit, val = self.sit, self.val
        place = a.to
        if place not in LOCATIONS:
            return -5.0
        danger = sit.location_danger(place, dsurv=1) - sit.location_danger(place)
        return (-danger * val.death_cost(a.survivor) - 0.1 * self.v.places[place].zombies[0]
                + val.secret_delta("survivors", 1, at=place) + 0.3 * val.search_value(place))


_SCORERS = {
    Draft: "draft", SearchKeep: "keep", SearchNoise: "noise", BiteChoice: "bite", Choose: "choose",
    Vote: "vote", Give: "give", Decline: "decline", PlayCard: "play_given", Discard: "discard",
    Relocate: "relocate", Lead: "lead", LureTo: "lure_to", ResolveFirst: "resolve_first",
}
