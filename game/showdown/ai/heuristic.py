"""The Easy and Normal agents: score every legal action from the view, take the best.

Every score is a change in the seat's chance to win (table.Table.win: its faction the
richest, times its share of the faction's showdown strength), weighted by the chance the
action succeeds, less what the card spent is worth kept for the end. So Normal robs
rivals' safes (their gold counts twice: less for them, more for the faction) and seats
it knows hold gold, defends and lends holsters where the faction's gold is at stake,
duels or rides into the richest faction, bids at a holdup by what the safe is worth, and
keeps its strong guns as the showdown nears. Easy is the same player with noisy scores
and no thought for the guns it will need at the end.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.core.rng import Rng
from game.showdown.ai.determinize import safe_odds
from game.showdown.ai.table import HIDDEN, RACE, Table, die_mean, p_beats, p_top
from game.showdown.rules.actions import (
    Attach,
    Blast,
    Dagger,
    Defend,
    Discard,
    Draw,
    Duel,
    Duster,
    Give,
    Holster,
    Horse,
    Keep,
    Pass,
    Peek,
    Place,
    Poker,
    Rob,
    Slip,
    Stetson,
    Thief,
)
from game.showdown.rules.content import default_content
from game.showdown.rules.mystery import DAGGER_GUN

GUESS = 8  # an unseen answer to a fight: the die a defender is taken to roll
HOLDUP_GUESS = 8  # an unseen holdup card


@dataclass(frozen=True, slots=True)
class Style:
    name: str
    noise: float  # random jitter on every score (win-chance units)
    keeps: bool  # weighs keeping strong guns for the showdown (else spends them at once)
    race: tuple[float, float] = RACE  # how wide it takes the gold race (Table.temp)
    doubt: float = 0.0  # how much the gold in face-down safes widens the race (Table.width)
    mysteries: bool = False  # reads the expert mystery safes it sees (Table's `mysteries`)


NORMAL = Style("normal", noise=0.0, keeps=True)
EASY = Style("easy", noise=0.3, keeps=False)  # noise: measured 0.06 and 0.15 hardly weaker than Normal
# Hard's own reading of a view (its candidates; with the evidence its witness keeps): Normal
# takes each face-down safe at the mean and the race for sure once the rows it sees are ahead,
# though a dozen face-down safes are worth about 6 gold either way; a race as wide as that
# doubt keeps it robbing gold rather than riding off (docs/measured.md, "the gold race's width").
# With the expert rules it reads the mystery safes it sees: Normal takes them for empty safes and
# passes on the cash that wins its holder the showdown more than half the time
HARD = Style("hard", noise=0.0, keeps=True, race=(2.0, 1.5), doubt=1.0, mysteries=True)


def decider(view) -> int:
    return view.pending[0].seat


class Scorer:
    def __init__(self, view, content, seat: int, style: Style = NORMAL, evidence: dict | None = None):
        """`evidence`: what the seat remembers of the safes (determinize.Witness; Normal has none)."""
        self.v, self.c, self.seat = view, content, seat
        self.t = Table(view, content, seat, style.race, style.doubt, remembered(view, content, seat, evidence),
                       style.mysteries)
        self.t.keep = 1.0 if style.keeps else 0.0
        self.base = self.t.win()

    def score(self, a) -> float:
        m = getattr(self, "_" + type(a).__name__.lower(), None)
        return m(a) if m else 0.0

    # --- helpers -----------------------------------------------------------------------------
    def gun(self, card: str | None) -> list[int]:
        return [self.t.sides(card)] if card and card != HIDDEN else []

    def stars_after_duel(self, attacker: int, defender: int) -> list[float]:
        """The win chances after `attacker` beats `defender` (own faction: every placement)."""
        v = self.v
        if v.faction(attacker) != v.faction(defender):
            stars = list(v.stars)
            stars[attacker], stars[defender] = stars[defender], stars[attacker]
            return [self.t.win(stars=stars)]
        out = []
        for e in v.empty_seats():
            stars = list(v.stars)
            stars[defender] = e
            out.append(self.t.win(stars=stars))
        return out or [self.base]

    def duel_gain(self, attacker: int, defender: int) -> float:
        outs = self.stars_after_duel(attacker, defender)
        return (max(outs) if attacker == self.seat else min(outs) if defender == self.seat
                else sum(outs) / len(outs)) - self.base

    def defence_dice(self, defender: int, position: int, answer: str | None) -> list[int]:
        v = self.v
        dice = self.gun(answer) if answer is not None else ([GUESS] if v.hands[defender] else [])
        if position >= 0 and v.guards and v.guards[defender] and position < len(v.guards[defender]) \
                and v.guards[defender][position]:
            dice.append(self.t.sides(v.guards[defender][position]))
        if position < 0 and v.covers and v.covers[defender]:
            dice.append(self.t.sides(v.covers[defender]))
        return dice

    # --- a turn ------------------------------------------------------------------------------
    def _rob(self, a: Rob) -> float:
        p = p_beats(self.gun(a.card), self.defence_dice(a.target, a.position, None))
        gain = self.t.expected_moved(a.target, a.position, self.seat) - self.base
        return p * gain - self.t.reserve(a.card)

    def _duel(self, a: Duel) -> float:
        p = p_beats(self.gun(a.card), self.defence_dice(a.target, -1, None))
        return p * self.duel_gain(self.seat, a.target) - self.t.reserve(a.card)

    def _horse(self, a: Horse) -> float:
        stars = list(self.v.stars)
        stars[self.seat] = a.seat
        return self.t.win(stars=stars) - self.base - self.t.reserve(a.card) * 0.5

    def _duster(self, a: Duster) -> float:
        return 0.002 + 0.004 * max(0.0, 5.0 - self.t.hand_mean()) - self.t.reserve(a.card) * 0.5

    def _stetson(self, a: Stetson) -> float:
        hidden = sum(1 for p in range(self.v.players) if p != self.seat for x in self.v.safes[p] if x == HIDDEN)
        return (0.004 + 0.006 * (1 - self.t.progress)) * min(hidden, 2) - self.t.reserve(a.card) * 0.5

    def _attach(self, a: Attach) -> float:
        v = self.v
        if a.position < 0:
            ally = v.faction(a.owner) == v.faction(self.seat)
            return (0.004 if a.owner == self.seat else 0.002 if ally else -0.01) - 0.5 * self.t.reserve(a.card)
        else:
            thief = next((p for p in range(v.players) if v.faction(p) != v.faction(a.owner)), self.seat)
            stake = self.base - self.t.expected_moved(a.owner, a.position, thief)
        return 0.25 * stake - 0.5 * self.t.reserve(a.card)

    def _peek(self, a: Peek) -> float:
        x = self.v.safes[a.owner][a.position]
        if x != HIDDEN:
            return -1.0
        return 1.0 + (self.v.faction(a.owner) != self.v.faction(self.seat))

    def _slip(self, a: Slip) -> float:
        return self.t.expected_moved(self.seat, a.position, (self.seat + 1) % self.v.players) - self.base

    # --- fights ------------------------------------------------------------------------------
    def fight_stakes(self) -> tuple[float, float]:
        """The seat's win chance if the attacker wins, and if the defender holds."""
        f = self.v.fight
        if f.kind == "robbery":
            return self.t.expected_moved(f.defender, f.position, f.attacker), self.base
        return self.base + self.duel_gain(f.attacker, f.defender), self.base

    def sides_of(self, fighter: int, card: str | None) -> list[int]:
        f = self.v.fight
        dice = self.gun(card)
        dice += [self.t.sides(c) for _, c in f.holsters.get(fighter, [])]
        return dice

    def _defend(self, a: Defend) -> float:
        f = self.v.fight
        att = self.sides_of(f.attacker, f.attack_card)
        dfd = self.defence_dice(f.defender, f.position, a.card) + [self.t.sides(c) for _, c in
                                                                   f.holsters.get(f.defender, [])]
        won, held = self.fight_stakes()
        return p_beats(dfd, att) * (held - won) - self.t.reserve(a.card)

    def _holster(self, a: Holster) -> float:
        f = self.v.fight
        att = self.sides_of(f.attacker, f.attack_card)
        dfd = self.defence_dice(f.defender, f.position, f.defend_card if f.answered else None)
        dfd += [self.t.sides(c) for _, c in f.holsters.get(f.defender, [])]
        before = p_beats(att, dfd)
        if a.fighter == f.attacker:
            after = p_beats(att + [self.t.sides(a.card)], dfd)
        else:
            after = p_beats(att, dfd + [self.t.sides(a.card)])
        won, held = self.fight_stakes()
        return (after - before) * (won - held) - self.t.reserve(a.card) - 0.002

    def _thief(self, a: Thief) -> float:
        f = self.v.fight
        n = 2 + len(f.thieves)
        p = p_top(self.t.sides(a.card), [GUESS] * n) if n else 1.0
        gain = self.t.expected_moved(f.defender, f.position, self.seat) - self.base
        return p * gain - self.t.reserve(a.card) - 0.002

    def _pass(self, a: Pass) -> float:
        return 0.0

    def _keep(self, a: Keep) -> float:
        return self.t.sides(a.card)

    def _place(self, a: Place) -> float:
        loser = self.v.pending[0].data.get("loser")
        stars = list(self.v.stars)
        if loser is not None:
            stars[loser] = a.seat
        return self.t.win(stars=stars)

    def _give(self, a: Give) -> float:
        return self.t.expected_moved(self.seat, a.position, a.to if a.to >= 0 else None)

    def _discard(self, a: Discard) -> float:
        card = self.c.town[a.card]
        keep = die_mean(self.t.sides(a.card)) + (1.0 if card.special in ("holster", "stetson") else 0.0)
        return -keep

    # --- holdup, showdown, mysteries ----------------------------------------------------------
    def _draw(self, a: Draw) -> float:
        v = self.v
        if v.step == "showdown":
            return self.t.sides(a.card)
        others = [p for p in range(v.players) if p != self.seat and v.hands[p]]
        x = v.holdup_safe
        if not x or x == HIDDEN:
            return -self.t.reserve(a.card)
        mine = self.t.expected_moved(None, None, self.seat, x)
        theirs = (sum(self.t.expected_moved(None, None, p, x) for p in others) / len(others)) if others else mine
        p = p_top(self.t.sides(a.card), [HOLDUP_GUESS] * len(others))
        return p * (mine - theirs) - self.t.reserve(a.card)

    def _dagger(self, a: Dagger) -> float:
        if self.t.mysteries:  # the gold and the showdown gun each choice gives, read on the table
            gold, guns, me = list(self.t.gold), list(self.t.guns), self.seat
            pepperbox = die_mean(self.c.guns[DAGGER_GUN].sides)
            gold[me] += -1 if a.choice == "gun" else 1
            guns[me] = max(guns[me], pepperbox) if a.choice == "gun" else guns[me] - pepperbox
            return self.t.win(gold, guns)
        has_gun = self.t.guns[self.seat] > 0 and any(
            x != HIDDEN and self.c.safes[x].kind == "gun" for x in self.v.safes[self.seat])
        return 1.0 if (a.choice == "gun") != has_gun else 0.0

    def _blast(self, a: Blast) -> float:
        return self.t.expected_moved(a.owner, a.position, None)

    def _poker(self, a: Poker) -> float:
        if self.t.mysteries:  # the card's roll won or lost, even odds; the card is gone from the hand
            gold, n = list(self.t.gold), self.t.sides(a.card)
            out = 0.0
            for roll in range(1, n + 1):
                for sign in (1, -1):
                    gold[self.seat] = self.t.gold[self.seat] + sign * roll
                    out += self.t.win(gold) / (2 * n)
            return out - self.t.reserve(a.card)
        return -self.t.sides(a.card)


def remembered(view, content, seat: int, evidence: dict | None) -> dict[int, dict[str, float]]:
    """The odds of a face-down cell's safe in each row the evidence speaks of: a row read from
    its owner's choices (choices.py) as read, else as the seat remembers it."""
    if not evidence:
        return {}
    read = evidence.get("read", {})
    rows = {p for p, _, _ in evidence["inside"]} | set(evidence["kept"])
    out = dict(read)
    for p in sorted(rows - set(read)):
        cells = [i for i, x in enumerate(view.safes[p]) if x == HIDDEN]
        if cells:
            out[p] = safe_odds(view, seat, content, (p, cells[0]), evidence)
    return out


class HeuristicAgent:
    needs_view = True

    def __init__(self, seed: int = 0, style: Style = NORMAL, content=None):
        self.name = style.name
        self.style = style
        self.rng = Rng(seed)
        self.c = content or default_content()

    def act(self, view, legal: list):
        if len(legal) == 1:
            return legal[0]
        return self.ranked(view, legal)[0][1]

    def ranked(self, view, legal: list, evidence: dict | None = None) -> list[tuple[float, object]]:
        """Every legal action with its score, best first (ties keep the engine's order);
        `evidence`: what the seat remembers of the safes."""
        scorer = Scorer(view, self.c, decider(view), self.style, evidence)
        scored = []
        for i, a in enumerate(legal):
            s = scorer.score(a)
            if self.style.noise:
                s += self.style.noise * (self.rng.below(1000) / 1000 - 0.5)
            scored.append((s, -i, a))
        scored.sort(key=lambda t: (t[0], t[1]), reverse=True)
        return [(s, a) for s, _, a in scored]
