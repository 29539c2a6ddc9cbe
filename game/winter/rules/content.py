"""Load and validate Winter's card data (the vocabulary is in data/README.md).

Every problem is a ContentError that names the file and the card, so a broken
content file gives one clear line instead of a traceback.
"""

from __future__ import annotations

import re
import tomllib
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path

DATA_DIR = Path(__file__).parent.parent / "data"

LOCATIONS = ("police", "grocery", "school", "library", "hospital", "gas")
PLACES = ("colony",) + LOCATIONS
ITEM_TYPES = ("food", "medicine", "fuel", "tool", "weapon", "book", "outsider", "junk")
DECKS = ("starting",) + LOCATIONS
SELECTORS = ("actor", "chosen", "leader", "mine", "lowest-mine", "here", "lowest-here",
             "colony", "everyone", "leaders")
ACTOR_SELECTORS = ("actor", "chosen", "here", "lowest-here")
LASTING = ("move-risk", "hunger", "search-penalty", "frost", "calm")
PASSIVES = ("attack-bonus", "search-bonus", "safe-kill", "extra-kill", "safe-move", "bite-ward",
            "barricade-plus", "clean-plus", "attract-plus", "search-extra")
TRIGGERS = ("turn-start", "move", "search", "kill", "wounded", "barricade", "clean", "play",
            "crisis", "action")
FLAGS = ("not-co-op", "mature")

# effect name -> allowed parameters (besides the effect key itself)
EFFECTS: dict[str, tuple[str, ...]] = {
    "morale": (), "food": (), "starvation": (), "wound": ("who",), "frostbite": ("who",),
    "heal": ("who",), "kill": ("who",), "remove": ("who",), "zombies": ("at",), "slay": (),
    "barricade": (), "clean": (), "noise": ("at",), "quiet": ("at",), "helpless": (),
    "recruit": ("survivor",), "draw": ("from", "type"), "discard": ("players",), "dice": (),
    "reroll": (), "peek": ("at",), "safe-move": ("who",), "lasting": ("rounds",), "rounds": (),
    "samples": (), "steal": ("from",), "roll": ("pass", "fail"), "vote": ("yes", "no"),
}
# effects whose value is a word, not a number
_WORD_EFFECTS = {"lasting", "vote"}

# quantity -> allowed parameters
GLOBAL_QUANTITIES: dict[str, tuple[str, ...]] = {
    "morale": (), "food": (), "starvation": (), "waste": (), "helpless": (), "rounds-left": (),
    "round": (), "zombies": ("at",), "barricades": ("at",), "noise": ("at",),
    "barricaded-entrances": (), "clear-locations": (), "samples": (), "delivered": ("type",),
    "kills-total": (), "crisis-cards": (), "exiled-players": (),
}
PLAYER_QUANTITIES: dict[str, tuple[str, ...]] = {
    "hand": ("type",), "equipped": ("type",), "survivors": ("at",), "kills": (),
    "leader-influence": (), "occupation": ("name",), "wounds": (), "exiled": (),
}
QUANTITIES = GLOBAL_QUANTITIES | PLAYER_QUANTITIES

_ID = re.compile(r"^[a-z0-9][a-z0-9-]*$")


class ContentError(ValueError):
    pass


@dataclass(frozen=True, slots=True)
class Effect:
    name: str
    value: object  # int, or a word for lasting/vote
    who: str = "actor"
    at: str | None = None
    src: str | None = None  # draw from / steal from
    type: str | None = None
    players: str = "me"
    rounds: int = 1
    survivor: str | None = None
    then: tuple = ()  # roll pass / vote yes
    other: tuple = ()  # roll fail / vote no


@dataclass(frozen=True, slots=True)
class Condition:
    count: str
    min: int | None = None
    max: int | None = None
    at: str | None = None
    type: str | None = None
    name: str | None = None
    per_player: bool = False


@dataclass(frozen=True, slots=True)
class Location:
    id: str
    name: str
    survivor_spaces: int
    zombie_spaces: int
    noise_spaces: int
    entrances: int = 1
    favours: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class Ability:
    name: str
    text: str
    where: str  # "anywhere" or a place id
    cost: int = 0  # 0: no die needed
    per_round: int = 0  # 0: unlimited
    effects: tuple[Effect, ...] = ()
    passive: tuple[tuple[str, int], ...] = ()


@dataclass(frozen=True, slots=True)
class SurvivorCard:
    id: str
    name: str
    occupation: str
    influence: int
    attack: int
    search: int
    ability: Ability


@dataclass(frozen=True, slots=True)
class ItemKind:
    kind: str
    name: str
    type: str
    text: str
    effects: tuple[Effect, ...] = ()
    equip: bool = False
    passive: tuple[tuple[str, int], ...] = ()


@dataclass(frozen=True, slots=True)
class Crisis:
    id: str
    title: str
    story: str
    text: str
    types: tuple[str, ...]
    fail: tuple[Effect, ...]


@dataclass(frozen=True, slots=True)
class Trigger:
    on: str
    at: str | None = None
    type: str | None = None
    conditions: tuple[Condition, ...] = ()


@dataclass(frozen=True, slots=True)
class Option:
    label: str
    text: str
    effects: tuple[Effect, ...]
    requires: tuple[Condition, ...] = ()


@dataclass(frozen=True, slots=True)
class Crossroads:
    id: str
    title: str
    story: str
    trigger: Trigger
    options: tuple[Option, ...]
    flags: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class Side:
    morale: int
    rounds: int
    food: int
    zombies: tuple[tuple[str, int], ...]  # (place, count), expanded per place
    text: str
    goal: tuple[Condition, ...]


@dataclass(frozen=True, slots=True)
class MainObjective:
    id: str
    title: str
    story: str
    normal: Side
    hardcore: Side
    samples_roll: int = 0  # 0: this objective keeps no samples
    deliver: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class Objective:
    id: str
    kind: str  # secret | betrayer | exile
    title: str
    story: str
    text: str
    conditions: tuple[Condition, ...]
    exiled: tuple[Condition, ...] = ()  # betrayer only: what counts once exiled


@dataclass(slots=True)
class Content:
    locations: dict[str, Location] = field(default_factory=dict)
    survivors: dict[str, SurvivorCard] = field(default_factory=dict)
    item_kinds: dict[str, ItemKind] = field(default_factory=dict)
    items: dict[str, ItemKind] = field(default_factory=dict)  # card id -> its kind
    decks: dict[str, tuple[str, ...]] = field(default_factory=dict)  # deck -> card ids
    crises: dict[str, Crisis] = field(default_factory=dict)
    crossroads: dict[str, Crossroads] = field(default_factory=dict)
    mains: dict[str, MainObjective] = field(default_factory=dict)
    objectives: dict[str, Objective] = field(default_factory=dict)

    def objectives_of(self, kind: str) -> list[str]:
        return [o.id for o in self.objectives.values() if o.kind == kind]

    def counts(self) -> dict[str, int]:
        return {
            "locations": len(self.locations) - 1,
            "survivors": len(self.survivors),
            "starting items": len(self.decks.get("starting", ())),
            **{f"{d} deck": len(self.decks.get(d, ())) for d in LOCATIONS},
            "item kinds": len(self.item_kinds),
            "crises": len(self.crises),
            "crossroads": len(self.crossroads),
            "main objectives": len(self.mains),
            **{f"{k} objectives": len(self.objectives_of(k)) for k in ("secret", "betrayer", "exile")},
        }


class _Reader:
    """Reads one card's table, reporting problems with the file and card named."""

    def __init__(self, file: str, card: str, table: dict):
        self.file, self.card, self.table = file, card, table
        self.used: set[str] = {"id"}  # every card's id is read by _cards

    def fail(self, msg: str):
        raise ContentError(f"{self.file}: {self.card}: {msg}")

    def get(self, key, kind, default=...):
        self.used.add(key)
        if key not in self.table:
            if default is ...:
                self.fail(f"missing '{key}'")
            return default
        v = self.table[key]
        if kind is int and (isinstance(v, bool) or not isinstance(v, int)):
            self.fail(f"'{key}' must be a whole number, got {v!r}")
        if kind is not int and not isinstance(v, kind):
            self.fail(f"'{key}' must be {kind.__name__}, got {v!r}")
        return v

    def text(self, key, default=...):
        v = self.get(key, str, default)
        if v is not None and v is not ... and isinstance(v, str) and not v.strip() and default is ...:
            self.fail(f"'{key}' is empty")
        return v

    def done(self):
        extra = set(self.table) - self.used
        if extra:
            self.fail(f"unknown key(s) {', '.join(sorted(extra))}")


def _place(r: _Reader, value, allowed: tuple[str, ...], what: str) -> str:
    if value not in allowed:
        r.fail(f"{what} {value!r} is not one of {', '.join(allowed)}")
    return value


def _conditions(r: _Reader, raw, what: str) -> tuple[Condition, ...]:
    if not isinstance(raw, list):
        r.fail(f"'{what}' must be a list of conditions")
    out = []
    for c in raw:
        if not isinstance(c, dict):
            r.fail(f"a condition in '{what}' is not a table: {c!r}")
        cr = _Reader(r.file, r.card, c)
        q = cr.get("count", str)
        if q not in QUANTITIES:
            r.fail(f"unknown quantity {q!r} in '{what}'")
        params = QUANTITIES[q]
        lo = cr.get("min", int, None)
        hi = cr.get("max", int, None)
        if lo is None and hi is None:
            r.fail(f"condition {q!r} needs min or max")
        at = cr.get("at", str, None) if "at" in params else None
        if at is not None:
            _place(r, at, PLACES + ("outside", "here"), "place")
        tp = cr.get("type", str, None) if "type" in params else None
        if tp is not None:
            _place(r, tp, ITEM_TYPES, "type")
        name = cr.get("name", str) if "name" in params else None
        per = cr.get("per_player", bool, False)
        cr.done()
        out.append(Condition(q, lo, hi, at, tp, name, per))
    return tuple(out)


def _effects(r: _Reader, raw, what: str) -> tuple[Effect, ...]:
    if not isinstance(raw, list):
        r.fail(f"'{what}' must be a list of effects")
    out = []
    for e in raw:
        if not isinstance(e, dict):
            r.fail(f"an effect in '{what}' is not a table: {e!r}")
        # "rounds" is both an effect and a parameter of "lasting": a key that is a
        # parameter of another effect in the same table is that parameter.
        names = [k for k in e if k in EFFECTS and not any(k in EFFECTS[o] for o in e if o in EFFECTS and o != k)]
        if len(names) != 1:
            unknown = [k for k in e if k not in EFFECTS and not any(k in p for p in EFFECTS.values())]
            if unknown:
                r.fail(f"unknown effect {unknown[0]!r} in '{what}'")
            r.fail(f"each effect table needs exactly one effect, got {sorted(e)} in '{what}'")
        name = names[0]
        er = _Reader(r.file, r.card, e)
        value = er.get(name, str if name in _WORD_EFFECTS else int)
        if name == "lasting":
            _place(r, value, LASTING, "lasting modifier")
        kw = {}
        allowed = EFFECTS[name]
        if "who" in allowed:
            kw["who"] = _place(r, er.get("who", str, "actor"), SELECTORS, "selector")
        if "at" in allowed:
            default = "here" if name in ("zombies", "noise", "quiet", "peek") else None
            at = er.get("at", str, default)
            places = PLACES + ("here", "outside") + (("everywhere",) if name == "zombies" else ())
            if name == "peek":
                places = LOCATIONS + ("here",)
            kw["at"] = _place(r, at, places, "place")
        if name == "draw":
            kw["src"] = _place(r, er.get("from", str, "here"), LOCATIONS + ("here",), "deck")
        if name == "steal":
            kw["src"] = _place(r, er.get("from", str, "right"), ("left", "right"), "neighbour")
        if "type" in allowed:
            tp = er.get("type", str, None)
            kw["type"] = tp if tp is None else _place(r, tp, ITEM_TYPES, "type")
        if "players" in allowed:
            kw["players"] = _place(r, er.get("players", str, "me"), ("me", "each", "others"), "players")
        if "rounds" in allowed:
            kw["rounds"] = er.get("rounds", int, 1)
        if "survivor" in allowed:
            kw["survivor"] = er.get("survivor", str, None)
        if name == "roll":
            kw["then"] = _effects(r, er.get("pass", list), "roll pass")
            kw["other"] = _effects(r, er.get("fail", list), "roll fail")
            if not 1 <= value <= 6:
                r.fail("roll needs a target from 1 to 6")
        if name == "vote":
            kw["then"] = _effects(r, er.get("yes", list), "vote yes")
            kw["other"] = _effects(r, er.get("no", list), "vote no")
        er.done()
        out.append(Effect(name, value, **kw))
    return tuple(out)


def _passive(r: _Reader, raw) -> tuple[tuple[str, int], ...]:
    if not isinstance(raw, dict):
        r.fail("'passive' must be a table")
    for k, v in raw.items():
        if k not in PASSIVES:
            r.fail(f"unknown passive {k!r}")
        if isinstance(v, bool) or not isinstance(v, int) or v < 1:
            r.fail(f"passive {k!r} needs a positive whole number")
    return tuple(sorted(raw.items()))


def uses_actor(effects: tuple[Effect, ...]) -> bool:
    for e in effects:
        if e.name in EFFECTS and "who" in EFFECTS[e.name] and e.who in ACTOR_SELECTORS:
            return True
        if e.at == "here" or e.src == "here" or e.name in ("slay", "barricade"):
            return True
        if uses_actor(e.then) or uses_actor(e.other):
            return True
    return False


def _load_toml(path: Path) -> dict:
    try:
        with open(path, "rb") as f:
            return tomllib.load(f)
    except FileNotFoundError:
        raise ContentError(f"{path.name}: file is missing") from None
    except tomllib.TOMLDecodeError as e:
        raise ContentError(f"{path.name}: not valid TOML: {e}") from None


def _cards(data: dict, key: str, file: str) -> list[tuple[str, dict]]:
    rows = data.get(key, [])
    if not isinstance(rows, list):
        raise ContentError(f"{file}: '{key}' must be an array of tables ([[{key}]])")
    out = []
    for n, row in enumerate(rows, 1):
        if not isinstance(row, dict):
            raise ContentError(f"{file}: {key} #{n} is not a table")
        cid = row.get("id")
        if not isinstance(cid, str) or not _ID.match(cid):
            raise ContentError(f"{file}: {key} #{n}: missing or malformed id {cid!r}")
        out.append((cid, row))
    return out


def _unique(store: dict, cid: str, file: str):
    if cid in store:
        raise ContentError(f"{file}: {cid}: id used twice")


def _load_locations(c: Content, d: Path):
    data = _load_toml(d / "locations.toml")
    for pid in PLACES:
        if pid not in data:
            raise ContentError(f"locations.toml: {pid}: missing")
        r = _Reader("locations.toml", pid, data[pid])
        loc = Location(pid, r.text("name"), r.get("survivor_spaces", int), r.get("zombie_spaces", int),
                       r.get("noise_spaces", int), r.get("entrances", int, 1),
                       tuple(r.get("favours", list, [])))
        r.done()
        for t in loc.favours:
            _place(r, t, ITEM_TYPES, "type")
        c.locations[pid] = loc
    extra = set(data) - set(PLACES)
    if extra:
        raise ContentError(f"locations.toml: unknown location(s) {', '.join(sorted(extra))}")


def _load_survivors(c: Content, d: Path):
    f = "survivors.toml"
    for sid, row in _cards(_load_toml(d / f), "survivor", f):
        _unique(c.survivors, sid, f)
        r = _Reader(f, sid, row)
        name, occ = r.text("name"), r.text("occupation")
        infl, atk, srch = r.get("influence", int), r.get("attack", int), r.get("search", int)
        if not (2 <= atk <= 6 and 2 <= srch <= 6):
            r.fail("attack and search must be 2..6")
        ab = r.get("ability", dict)
        r.get("text", str, None)
        r.done()
        ar = _Reader(f, sid, ab)
        where = _place(ar, ar.get("where", str, "anywhere"), PLACES + ("anywhere",), "where")
        passive = _passive(ar, ar.get("passive", dict)) if "passive" in ab else ()
        effects = _effects(ar, ar.get("effects", list), "ability effects") if "effects" in ab else ()
        if bool(passive) == bool(effects):
            ar.fail("an ability has either effects or a passive, not both or neither")
        ability = Ability(ar.text("name"), ar.text("text"), where, ar.get("cost", int, 0),
                          ar.get("per_round", int, 0), effects, passive)
        ar.done()
        if not 0 <= ability.cost <= 6:
            ar.fail("ability cost must be 0..6")
        c.survivors[sid] = SurvivorCard(sid, name, occ, infl, atk, srch, ability)
    seen: dict[int, str] = {}
    for s in c.survivors.values():
        if s.influence in seen:
            raise ContentError(f"{f}: {s.id}: influence {s.influence} also used by {seen[s.influence]}")
        seen[s.influence] = s.id


def _load_items(c: Content, d: Path):
    f = "items.toml"
    data = _load_toml(d / f)
    kinds = data.get("item", {})
    if not isinstance(kinds, dict):
        raise ContentError(f"{f}: 'item' must be tables [item.<kind>]")
    for kid, row in kinds.items():
        if not _ID.match(kid) or not isinstance(row, dict):
            raise ContentError(f"{f}: item.{kid}: malformed")
        r = _Reader(f, f"item.{kid}", row)
        tp = _place(r, r.get("type", str), ITEM_TYPES, "type")
        equip = r.get("equip", bool, False)
        passive = _passive(r, r.get("passive", dict)) if "passive" in row else ()
        if passive and not equip:
            r.fail("only equip items have a passive")
        effects = _effects(r, r.get("effects", list, []), "effects")
        c.item_kinds[kid] = ItemKind(kid, r.text("name"), tp, r.text("text"), effects, equip, passive)
        r.done()
        for e in effects:
            if e.name == "recruit" and e.survivor and e.survivor not in c.survivors:
                r.fail(f"recruit names unknown survivor {e.survivor!r}")
    decks = data.get("decks")
    if not isinstance(decks, dict):
        raise ContentError(f"{f}: missing [decks]")
    for deck in DECKS:
        spec = decks.get(deck)
        if not isinstance(spec, dict):
            raise ContentError(f"{f}: decks.{deck}: missing")
        ids = []
        for kid, n in spec.items():
            if kid not in c.item_kinds:
                raise ContentError(f"{f}: decks.{deck}: unknown item {kid!r}")
            if isinstance(n, bool) or not isinstance(n, int) or n < 1:
                raise ContentError(f"{f}: decks.{deck}: {kid} count must be a positive whole number")
            ids += [c.item_kinds[kid]] * n
        prefix = "start" if deck == "starting" else deck
        cards = []
        for i, kind in enumerate(ids, 1):
            cid = f"{prefix}-{i:02d}"
            c.items[cid] = kind
            cards.append(cid)
        c.decks[deck] = tuple(cards)
    extra = set(decks) - set(DECKS)
    if extra:
        raise ContentError(f"{f}: decks: unknown deck(s) {', '.join(sorted(extra))}")


def _load_crises(c: Content, d: Path):
    f = "crises.toml"
    for cid, row in _cards(_load_toml(d / f), "crisis", f):
        _unique(c.crises, cid, f)
        r = _Reader(f, cid, row)
        types = tuple(_place(r, t, ITEM_TYPES, "type") for t in r.get("types", list))
        if not 1 <= len(types) <= 2:
            r.fail("a crisis names one or two types")
        fail = _effects(r, r.get("fail", list), "fail")
        if uses_actor(fail):
            r.fail("a crisis has no actor: don't use actor/chosen/here/slay/barricade in its effects")
        c.crises[cid] = Crisis(cid, r.text("title"), r.text("story"), r.text("text"), types, fail)
        r.done()


def _load_crossroads(c: Content, d: Path):
    files = sorted((d / "crossroads").glob("*.toml"))
    if not files:
        raise ContentError("crossroads/: no files")
    for path in files:
        f = f"crossroads/{path.name}"
        for cid, row in _cards(_load_toml(path), "crossroads", f):
            _unique(c.crossroads, cid, f)
            r = _Reader(f, cid, row)
            tr = _Reader(f, cid, r.get("trigger", dict))
            on = _place(tr, tr.get("on", str), TRIGGERS, "trigger")
            at = tr.get("at", str, None)
            if at is not None:
                _place(tr, at, PLACES + ("outside",), "place")
            tp = tr.get("type", str, None)
            if tp is not None:
                if on != "play":
                    tr.fail("only a 'play' trigger takes a type")
                _place(tr, tp, ITEM_TYPES, "type")
            conds = _conditions(tr, tr.get("if", list, []), "if")
            tr.done()
            options = []
            for o in r.get("options", list):
                if not isinstance(o, dict):
                    r.fail("an option is not a table")
                orr = _Reader(f, cid, o)
                options.append(Option(orr.text("label"), orr.text("text"),
                                      _effects(orr, orr.get("effects", list), "effects"),
                                      _conditions(orr, orr.get("requires", list, []), "requires")))
                orr.done()
            if len(options) == 1:
                if not any(e.name == "vote" for e in options[0].effects):
                    r.fail("a single-option card must hold a vote")
            elif len(options) != 2:
                r.fail("a crossroads card has exactly 2 options, or 1 with a vote")
            flags = tuple(_place(r, fl, FLAGS, "flag") for fl in r.get("flags", list, []))
            c.crossroads[cid] = Crossroads(cid, r.text("title"), r.text("story"),
                                           Trigger(on, at, tp, conds), tuple(options), flags)
            r.done()


def _side(r: _Reader, raw) -> Side:
    if not isinstance(raw, dict):
        r.fail("a side must be a table")
    sr = _Reader(r.file, r.card, raw)
    zraw = sr.get("zombies", dict, {})
    zombies = []
    for place, n in zraw.items():
        if isinstance(n, bool) or not isinstance(n, int) or n < 0:
            sr.fail(f"zombies.{place} must be a whole number")
        targets = LOCATIONS if place == "outside" else (_place(sr, place, PLACES + ("outside",), "place"),)
        zombies += [(t, n) for t in targets]
    side = Side(sr.get("morale", int), sr.get("rounds", int), sr.get("food", int, 0), tuple(zombies),
                sr.text("text"), _conditions(sr, sr.get("goal", list), "goal"))
    sr.done()
    if not (1 <= side.morale <= 10 and 1 <= side.rounds <= 12):
        sr.fail("morale must be 1..10 and rounds 1..12")
    if not side.goal:
        sr.fail("a side needs a goal")
    return side


def _load_objectives(c: Content, d: Path):
    f = "objectives.toml"
    data = _load_toml(d / f)
    for mid, row in _cards(data, "main", f):
        _unique(c.mains, mid, f)
        r = _Reader(f, mid, row)
        deliver = tuple(_place(r, t, ITEM_TYPES, "type") for t in r.get("deliver", list, []))
        m = MainObjective(mid, r.text("title"), r.text("story"), _side(r, r.get("normal", dict)),
                          _side(r, r.get("hardcore", dict)), r.get("samples_roll", int, 0), deliver)
        r.done()
        for side in (m.normal, m.hardcore):
            for g in side.goal:
                if g.count == "samples" and not m.samples_roll:
                    r.fail("a samples goal needs samples_roll")
                if g.count == "delivered" and not m.deliver:
                    r.fail("a delivered goal needs deliver types")
                if g.count in PLAYER_QUANTITIES:
                    r.fail(f"a main goal can't count a player's {g.count!r}")
        c.mains[mid] = m
    for kind in ("secret", "betrayer", "exile"):
        for oid, row in _cards(data, kind, f):
            if oid in c.objectives or oid in c.mains:
                raise ContentError(f"{f}: {oid}: id used twice")
            r = _Reader(f, oid, row)
            exiled = _conditions(r, r.get("exiled", list), "exiled") if kind == "betrayer" else ()
            c.objectives[oid] = Objective(oid, kind, r.text("title"), r.text("story"), r.text("text"),
                                          _conditions(r, r.get("conditions", list), "conditions"), exiled)
            r.done()


MINIMUM_COUNTS = {
    "survivors": 30, "starting items": 25, **{f"{d} deck": 20 for d in LOCATIONS}, "crises": 20,
    "crossroads": 80, "main objectives": 10, "secret objectives": 24, "betrayer objectives": 10,
    "exile objectives": 10,
}
# where each of those counts comes from, so a short count names its file and table
_COUNTED_IN = {
    "survivors": "survivors.toml: [[survivor]]", "starting items": "items.toml: decks.starting",
    **{f"{d} deck": f"items.toml: decks.{d}" for d in LOCATIONS}, "crises": "crises.toml: [[crisis]]",
    "crossroads": "crossroads/*.toml: [[crossroads]]", "main objectives": "objectives.toml: [[main]]",
    **{f"{k} objectives": f"objectives.toml: [[{k}]]" for k in ("secret", "betrayer", "exile")},
}


def load(data_dir: Path | str = DATA_DIR, *, check_counts: bool = True) -> Content:
    d = Path(data_dir)
    c = Content()
    _load_locations(c, d)
    _load_survivors(c, d)
    _load_items(c, d)
    _load_crises(c, d)
    _load_crossroads(c, d)
    _load_objectives(c, d)
    _cross_check(c)
    _check_reachable(c)
    if check_counts:
        counts = c.counts()
        short = [f"{_COUNTED_IN[k]}: {k} {counts[k]} (needs {n})" for k, n in MINIMUM_COUNTS.items()
                 if counts[k] < n]
        if short:
            raise ContentError("content is short of winter.md §2: " + "; ".join(short))
    return c


def _cross_check(c: Content):
    occupations = {s.occupation for s in c.survivors.values()}
    for x in c.crossroads.values():
        conds = list(x.trigger.conditions) + [q for o in x.options for q in o.requires]
        for q in conds:
            if q.count == "occupation" and q.name not in occupations:
                raise ContentError(f"crossroads: {x.id}: no survivor has occupation {q.name!r}")
        for e in _walk([e for o in x.options for e in o.effects]):
            if e.name == "recruit" and e.survivor and e.survivor not in c.survivors:
                raise ContentError(f"crossroads: {x.id}: recruit names unknown survivor {e.survivor!r}")


def _ceilings(c: Content) -> dict:
    """The most a quantity can ever be, from the content itself (None: no fixed ceiling)."""
    per_type = {t: sum(1 for k in c.items.values() if k.type == t) for t in ITEM_TYPES}
    equip_type = {t: sum(1 for k in c.items.values() if k.type == t and k.equip) for t in ITEM_TYPES}
    return {
        "hand": lambda q: per_type[q.type] if q.type else len(c.items),
        "equipped": lambda q: equip_type[q.type] if q.type else sum(equip_type.values()),
        "delivered": lambda q: per_type[q.type] if q.type else len(c.items),
        "occupation": lambda q: sum(1 for s in c.survivors.values() if s.occupation == q.name),
        "leader-influence": lambda q: max(s.influence for s in c.survivors.values()),
        "barricaded-entrances": lambda q: c.locations["colony"].entrances,
        "clear-locations": lambda q: len(LOCATIONS),
        "exiled": lambda q: 1,
        "exiled-players": lambda q: 5,
        "survivors": lambda q: len(c.survivors),
        "helpless": lambda q: c.locations["colony"].survivor_spaces,
        "round": lambda q: 12,
        "rounds-left": lambda q: 12,
        "crisis-cards": lambda q: len(c.items),
    }


def _check_reachable(c: Content):
    """Every objective must be achievable: no condition may ask for more than the game
    holds (checked at the smallest table, 2 players, for per-player targets)."""
    ceil = _ceilings(c)

    def check(where: str, conds):
        for q in conds:
            k = 2 if q.per_player else 1
            lo = None if q.min is None else q.min * k
            hi = None if q.max is None else q.max * k
            if lo is not None and hi is not None and lo > hi:
                raise ContentError(f"{where}: {q.count} needs min ≤ max")
            if hi is not None and hi < 0:
                raise ContentError(f"{where}: {q.count} can never be below 0")
            if lo is not None and q.count in ceil and lo > ceil[q.count](q):
                raise ContentError(f"{where}: {q.count} ≥ {lo} can never happen (at most {ceil[q.count](q)})")

    for m in c.mains.values():
        check(f"objectives.toml: {m.id} (normal)", m.normal.goal)
        check(f"objectives.toml: {m.id} (hardcore)", m.hardcore.goal)
    for o in c.objectives.values():
        check(f"objectives.toml: {o.id}", o.conditions + o.exiled)
    for x in c.crossroads.values():
        check(f"crossroads: {x.id}", x.trigger.conditions + tuple(q for o in x.options for q in o.requires))


def _walk(effects):
    for e in effects:
        yield e
        yield from _walk(e.then)
        yield from _walk(e.other)


def all_effects(c: Content):
    """Every effect in the content with where it comes from (for tests and tools)."""
    for s in c.survivors.values():
        for e in _walk(s.ability.effects):
            yield f"survivor {s.id}", e
    for k in c.item_kinds.values():
        for e in _walk(k.effects):
            yield f"item {k.kind}", e
    for x in c.crises.values():
        for e in _walk(x.fail):
            yield f"crisis {x.id}", e
    for x in c.crossroads.values():
        for e in _walk([e for o in x.options for e in o.effects]):
            yield f"crossroads {x.id}", e


@lru_cache(maxsize=1)
def default_content() -> Content:
    return load()
