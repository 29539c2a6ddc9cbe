"""What one seat reads from its view: each player's expected gold and showdown gun, and
how likely the seat is to win with a given table (its faction the richest, then the
showdown among the faction).

Everything comes from the view: the seat's own row, the safes it has seen (stetsons,
gifts, badges shown: the view's visible cells), the pool of safes it has not seen, the
public fight, the stars on the platforms.
"""

from __future__ import annotations

import math
from collections import Counter
from functools import lru_cache

from game.showdown.rules.mystery import DAGGER_GUN

HIDDEN = "?"
CARD_MEAN = 4.3  # a town card's mean roll, over the deck
GUN_FLOOR = 4.5  # a showdown strength's base (a card's roll and a bit)
RACE = (0.8, 1.5)  # the gold race's width in gold: at the game's end, and what it adds at its start


def die_mean(sides: int) -> float:
    return (sides + 1) / 2


def dist(sides_list: list[int]) -> list[float]:
    """The distribution of the sum of dice (index: total)."""
    return list(_dist(tuple(sides_list)))


@lru_cache(maxsize=4096)
def _dist(sides_list: tuple[int, ...]) -> tuple[float, ...]:
    out = [1.0]
    for n in sides_list:
        new = [0.0] * (len(out) + n)
        for t, p in enumerate(out):
            if p:
                for f in range(1, n + 1):
                    new[t + f] += p / n
        out = new
    return tuple(out)


def p_beats(a: list[int], b: list[int]) -> float:
    """P(a's dice total beats b's), ties rerolled; a side with no die loses (both none: 0.5)."""
    return _p_beats(tuple(a), tuple(b))  # the same few dice again and again: Hard's rollouts ask thousands of times


@lru_cache(maxsize=8192)
def _p_beats(a: tuple[int, ...], b: tuple[int, ...]) -> float:
    if not a:
        return 0.5 if not b else 0.0
    if not b:
        return 1.0
    da, db = _dist(a), _dist(b)
    cum, acc = [], 0.0
    for p in db:
        acc += p
        cum.append(acc)
    win = sum(p * (cum[min(t - 1, len(cum) - 1)] if t > 0 else 0.0) for t, p in enumerate(da))
    tie = sum(p * (db[t] if t < len(db) else 0.0) for t, p in enumerate(da))
    return win / (1 - tie) if tie < 1 else 0.5


def p_top(mine: int, others: list[int]) -> float:
    """P(one die of `mine` sides comes out strictly highest against `others`, ties rerolled)."""
    return _p_top(mine, tuple(others))


@lru_cache(maxsize=4096)
def _p_top(mine: int, others: tuple[int, ...]) -> float:
    others = list(others)
    if not others:
        return 1.0

    def cdf(n, x):
        return min(max(x, 0), n) / n

    def strict(n, rest):
        return sum((1 / n) * math.prod(cdf(m, x - 1) for m in rest) for x in range(1, n + 1))

    me = strict(mine, others)
    them = sum(strict(o, [mine] + others[:i] + others[i + 1:]) for i, o in enumerate(others))
    return me / (me + them) if me + them else 1 / (len(others) + 1)


def unseen_safes(view, content) -> Counter:
    """The safes a view has not seen, with how many of each: the pile less every row's known
    cells and the holdup safe turned up."""
    pool = Counter(content.safe_pile(view.config.mystery))
    for row in view.safes:  # a loop, not a Counter subtracted: every Normal decision makes a Table
        for x in row:
            if x != HIDDEN and pool[x] > 0:
                pool[x] -= 1
    if view.step == "holdup" and view.holdup_safe and pool[view.holdup_safe] > 0:
        pool[view.holdup_safe] -= 1
    return +pool


class Table:
    def __init__(self, view, content, seat: int, race: tuple[float, float] = RACE, doubt: float = 0.0,
                 beliefs: dict[int, dict[str, float]] | None = None, mysteries: bool = False):
        """`beliefs`: for some rows, the odds of what lies in each of their face-down cells (Hard's
        memory, determinize.safe_odds); other face-down cells hold the unseen pool's mean.
        `mysteries`: read the expert mystery safes it can see (a cash safe's holder in the
        showdown whatever its faction's gold, a bad sarsaparilla's holder without its best gun)
        and the chance of cash in a face-down one; else only a cash already resolved counts."""
        self.v, self.c, self.seat = view, content, seat
        self.beliefs = beliefs or {}
        self.mysteries = mysteries and view.config.mystery
        s = view
        self.n = s.players
        self.pool = sorted(unseen_safes(s, content).items())
        total = sum(k for _, k in self.pool)
        self.total = total
        safes = content.safes
        self.mean_gold = sum(safes[x].gold * k for x, k in self.pool) / total if total else 0.0
        guns = [(die_mean(content.guns[safes[x].gun].sides), k) for x, k in self.pool if safes[x].kind == "gun"]
        self.p_gun = sum(k for _, k in guns) / total if total else 0.0
        self.gun_mean = sum(m * k for m, k in guns) / max(1, sum(k for _, k in guns))
        if self.mysteries:
            # who joins the showdown anyway: a cash resolved, or one seen in a row (not yet resolved)
            self.cash = frozenset(s.cash) | {p for p, row in enumerate(s.safes) for x in row if self.effect(x) == "cash"}
        self.gold = [self.row_gold(p) + (s.adjust[p] if s.adjust else 0) for p in range(self.n)]
        self.guns = [self.row_gun(p) for p in range(self.n)]
        total_rounds = max(1, s.rounds)
        if s.step in ("pass",):
            self.progress = 0.0
        elif s.step in ("turns", "holdup"):
            self.progress = min(1.0, (s.round - 1 + (0.9 if s.step == "holdup" else 0.4)) / total_rounds)
        else:
            self.progress = 1.0
        self.temp = race[0] + race[1] * (1 - self.progress)  # the gold race's uncertainty, less as the game goes
        # and the gold in face-down safes: `doubt` times its variance per face-down cell of the two
        # factions compared widens the race (Normal: 0, it takes each such safe at the mean)
        self.doubt = doubt
        if doubt and total:
            self.gold_var = sum(safes[x].gold ** 2 * k for x, k in self.pool) / total - self.mean_gold ** 2
            self.face_down = [sum(1 for x in row if x == HIDDEN) for row in s.safes]
        self.keep = 1.0  # how much a strong gun kept for the end weighs (Easy: not at all)
        self._hand_mean = None
        self._values = None
        self._factions: dict[tuple, tuple] = {}
        self._seated: tuple | None = None  # factions() of the view's own stars
        self._expected: dict[tuple, float] = {}

    # --- safes ---------------------------------------------------------------------------
    def effect(self, x: str) -> str:
        return "" if x == HIDDEN else self.c.safes[x].effect

    def safe_gold(self, x: str) -> float:
        return self.mean_gold if x == HIDDEN else self.c.safes[x].gold

    def safe_gun(self, x: str) -> float:
        """The showdown strength a safe gives (its gun's mean roll; unseen: the expected one)."""
        if x == HIDDEN:
            return self.p_gun * self.gun_mean
        sf = self.c.safes[x]
        return die_mean(self.c.guns[sf.gun].sides) if sf.kind == "gun" else 0.0

    def row_gold(self, p: int) -> float:
        odds = self.beliefs.get(p)
        if odds is None:
            return sum(self.safe_gold(x) for x in self.v.safes[p])
        cell = sum(w * self.c.safes[y].gold for y, w in odds.items())
        return sum(cell if x == HIDDEN else self.c.safes[x].gold for x in self.v.safes[p])

    def row_gun(self, p: int, row=None) -> float:
        row = self.v.safes[p] if row is None else row
        known = [self.safe_gun(x) for x in row if x != HIDDEN]
        best = max(known, default=0.0)
        hidden = sum(1 for x in row if x == HIDDEN)
        extra = [die_mean(self.c.guns[g].sides) for g in (self.v.extra_guns[p] if self.v.extra_guns else [])]
        best = max([best] + extra)
        if self.mysteries:
            spoiled = sum(1 for x in row if self.effect(x) == "sarsaparilla")
            if spoiled:  # its best guns cancelled
                best = max(sorted(known + extra, reverse=True)[spoiled:], default=0.0)
            if self.v.minus and self.v.minus[p]:  # a dagger's roll against its own
                best -= self.v.minus[p] * die_mean(self.c.guns[DAGGER_GUN].sides)
        if hidden and best < self.gun_mean:
            best += (1 - (1 - self.p_gun) ** hidden) * (self.gun_mean - best)
        return best

    def outcomes(self, x: str) -> list[tuple[str, float]]:
        """A safe's possible contents with their weights (an unseen one: the pool)."""
        if x != HIDDEN:
            return [(x, 1.0)]
        return [(y, k / self.total) for y, k in self.pool] if self.total else [(x, 1.0)]

    def outcome_values(self) -> list[tuple[tuple[float, float, str], float]]:
        """An unseen safe's (gold, showdown strength, the safe itself if it is a cash or a
        sarsaparilla read with `mysteries`) with their weights: safes alike for the table (three 1-gold safes and the
        badges; the other mysteries) are one outcome."""
        if self._values is None:
            acc: dict[tuple[float, float, str], float] = {}
            for y, w in self.outcomes(HIDDEN):
                what = y if self.mysteries and self.effect(y) in ("cash", "sarsaparilla") else ""
                key = (self.safe_gold(y), self.safe_gun(y), what)
                acc[key] = acc.get(key, 0.0) + w
            self._values = list(acc.items())
        return self._values

    # --- cards -----------------------------------------------------------------------------
    def sides(self, card: str) -> int:
        return self.c.sides(card)

    def hand_mean(self) -> float:
        if self._hand_mean is None:  # asked by every win(); the hand does not change while a Table is read
            h = [c for c in self.v.hands[self.seat] if c != HIDDEN]
            self._hand_mean = sum(die_mean(self.sides(c)) for c in h) / len(h) if h else CARD_MEAN
        return self._hand_mean

    def reserve(self, card: str) -> float:
        """What spending a card costs in win chance: a strong gun is a showdown kept in hand."""
        return self.keep * 0.02 * (die_mean(self.sides(card)) - CARD_MEAN) * (0.3 + 0.7 * self.progress)

    # --- the win chance --------------------------------------------------------------------
    def win(self, gold=None, guns=None, stars=None, cash=None) -> float:
        """The seat's chance to win: its faction the richest (a soft race), times its share
        of the faction's showdown strength (with `mysteries`, the holders of cash join it; the
        seat holding cash fights the richest rival faction if its own is not the richest)."""
        v = self.v
        gold = self.gold if gold is None else gold
        guns = self.guns if guns is None else guns
        if stars is not None:
            factions, mine = self.factions(stars)
        else:
            if self._seated is None:
                self._seated = self.factions(v.stars)
            factions, mine = self._seated
        # the hot spot of Normal's choices and Hard's rollouts: plain loops, in the order a
        # sum of lists would add (the same floats to the last bit: the same choices)
        members = factions[mine][0]
        my_gold, rich = sum(map(gold.__getitem__, members), 0.0), 1.0
        for i, (others, larger, smaller, temp) in enumerate(factions):
            if i != mine:
                edge = my_gold - sum(map(gold.__getitem__, others), 0.0) + larger - smaller
                rich *= 1 / (1 + math.exp(-edge / temp))
        if self.mysteries:
            return self._win_with_cash(gold, guns, factions, mine, rich, self.cash if cash is None else cash)
        if self.seat in (v.cash or []):
            rich = max(rich, 0.9)
        seat, total, me = self.seat, 0, 0.0
        for p in members:  # strength(p), without a call per member
            if p == seat:
                me = GUN_FLOOR + guns[p] + (self.hand_mean() - CARD_MEAN)
                total += me
            else:
                total += GUN_FLOOR + guns[p]
        return rich * (me / total)

    def strength(self, p: int, guns) -> float:
        """A player's showdown strength: the base, its best gun, the seat's own hand."""
        return GUN_FLOOR + guns[p] + (self.hand_mean() - CARD_MEAN if p == self.seat else 0.0)

    def _win_with_cash(self, gold, guns, factions, mine, rich, cash) -> float:
        members = factions[mine][0]
        outside = [p for p in cash if p not in members]
        me = self.strength(self.seat, guns)
        won = rich * me / sum(self.strength(p, guns) for p in members + outside)
        if self.seat in cash and rich < 1.0:
            # not the richest: the seat fights whichever rival faction is (taken as the one with most gold)
            rival = max((f for i, f in enumerate(factions) if i != mine),
                        key=lambda f: sum(map(gold.__getitem__, f[0])), default=None)
            if rival is not None:
                fighters = set(rival[0]) | set(cash)
                won += (1 - rich) * me / sum(self.strength(p, guns) for p in fighters)
        return won

    def factions(self, stars) -> tuple[list[tuple[list[int], float, float, float]], int]:
        """For `stars`: each faction's members (in seat order; the factions in the order of
        their first seat) with the half point its size gives or takes against mine and the
        width of its race with mine, and which of them is mine. Made once per seating: win()
        asks it at every estimate."""
        key = tuple(stars)
        made = self._factions.get(key)
        if made is None:
            per = self.v.per_platform
            groups: dict[int, list[int]] = {}
            for p in range(self.n):
                groups.setdefault(stars[p] // per, []).append(p)
            mine = stars[self.seat] // per
            n_mine = len(groups[mine])
            made = self._factions[key] = (
                [(members, 0.5 * (len(members) > n_mine), 0.5 * (len(members) < n_mine),
                  self.width(members + groups[mine])) for members in groups.values()],
                list(groups).index(mine))
        return made

    def width(self, players: list[int]) -> float:
        """The race's width between the factions of `players`: the temperature, and the doubt
        in their face-down gold."""
        if not self.doubt or not self.total:
            return self.temp
        return math.sqrt(self.temp ** 2 + self.doubt * self.gold_var * sum(map(self.face_down.__getitem__, players)))

    def moved(self, safe: str, src: int | None, dst: int | None, src_row_index: int | None = None) -> float:
        """The win chance after `safe` goes from `src` (its row, at `src_row_index`) to `dst`
        (None: out of the game / from the middle)."""
        gold, guns = list(self.gold), list(self.guns)
        g = self.c.safes[safe].gold
        if src is not None:
            gold[src] -= g
            row = list(self.v.safes[src])
            if src_row_index is not None:
                row.pop(src_row_index)
            guns[src] = self.row_gun(src, row)
        if dst is not None:
            gold[dst] += g
            guns[dst] = max(guns[dst], self.safe_gun(safe))
        return self._win_after(safe, src, dst, gold, guns)

    def _win_after(self, safe: str, src: int | None, dst: int | None, gold, guns) -> float:
        """win() once `safe` has gone from `src` to `dst` (its gold and gun already moved in
        `gold` and `guns`), with what a mystery brings (with `mysteries`: a cash's holder, a
        sarsaparilla's cancelled gun)."""
        if self.mysteries and self.effect(safe):
            if dst is not None:
                guns[dst] = self.row_gun(dst, list(self.v.safes[dst]) + [safe])
            if self.effect(safe) == "cash":
                return self.win(gold, guns, cash=self.cash - {src} | ({dst} if dst is not None else set()))
        return self.win(gold, guns)

    def expected_moved(self, src: int | None, pos: int | None, dst: int | None, x: str | None = None) -> float:
        """The expected win chance after the safe at (src, pos) (or `x`) goes to `dst`; once
        per move (every card a robbery could be made with asks the same)."""
        key = (src, pos, dst, x)
        known = self._expected.get(key)
        if known is None:
            known = self._expected[key] = self._expected_moved(src, pos, dst, x)
        return known

    def _expected_moved(self, src: int | None, pos: int | None, dst: int | None, x: str | None) -> float:
        if x is None:
            x = self.v.safes[src][pos]
        if x == HIDDEN and src in self.beliefs:  # what it remembers of that row
            return sum(w * self.moved(y, src, dst, pos) for y, w in self.beliefs[src].items())
        if x == HIDDEN and src is not None:
            # the estimate counted the mean for this cell: take the mean out, the real one moves
            gold = list(self.gold)
            gold[src] -= self.mean_gold
            row = list(self.v.safes[src])
            row.pop(pos)
            guns = list(self.guns)
            guns[src] = self.row_gun(src, row)
            if dst is None:
                return self.win(gold, guns)
            out, g2, n2 = 0.0, list(gold), list(guns)
            for (add, gun, what), w in self.outcome_values():  # one cell changes: the same two lists
                g2[dst] = gold[dst] + add
                n2[dst] = max(guns[dst], gun)
                if what:  # a cash or a bad sarsaparilla (with `mysteries`)
                    out += w * self._win_after(what, None, dst, g2, list(n2))
                else:
                    out += w * self.win(g2, n2)
            return out
        return sum(w * self.moved(y, src, dst, pos) for y, w in self.outcomes(x))
