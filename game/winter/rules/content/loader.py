"""Read Winter's card files (game/winter/data/*.toml) into the schema's dataclasses.

The generic reading (types, unknown keys, ids, the file and card in every error) is
game.core.content's; this module knows what each of Winter's files holds.
"""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path

from game.core.content import ID, ContentError, Reader, cards, check_known, is_whole, load_toml, unique
from game.winter.rules.content import validation
from game.winter.rules.content.schema import (
    DECKS,
    EFFECTS,
    FLAGS,
    ITEM_TYPES,
    LASTING,
    LOCATIONS,
    PASSIVES,
    PLACES,
    PLAYER_QUANTITIES,
    QUANTITIES,
    SELECTORS,
    TRIGGERS,
    WORD_EFFECTS,
    Ability,
    Condition,
    Content,
    Crisis,
    Crossroads,
    Effect,
    ItemKind,
    Location,
    MainObjective,
    Objective,
    Option,
    Side,
    SurvivorCard,
    Trigger,
    uses_actor,
)

DATA_DIR = Path(__file__).parents[2] / "data"  # game/winter/data, also inside a bundle


def read_conditions(r: Reader, raw, what: str) -> tuple[Condition, ...]:
    if not isinstance(raw, list):
        r.fail(f"'{what}' must be a list of conditions")
    out = []
    for c in raw:
        if not isinstance(c, dict):
            r.fail(f"a condition in '{what}' is not a table: {c!r}")
        cr = Reader(r.file, r.card, c)
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
            r.one_of(at, PLACES + ("outside", "here"), "place")
        tp = cr.get("type", str, None) if "type" in params else None
        if tp is not None:
            r.one_of(tp, ITEM_TYPES, "type")
        name = cr.get("name", str) if "name" in params else None
        per = cr.get("per_player", bool, False)
        cr.done()
        out.append(Condition(q, lo, hi, at, tp, name, per))
    return tuple(out)


def read_effects(r: Reader, raw, what: str) -> tuple[Effect, ...]:
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
        er = Reader(r.file, r.card, e)
        value = er.get(name, str if name in WORD_EFFECTS else int)
        if name == "lasting":
            r.one_of(value, LASTING, "lasting modifier")
        kw = {}
        allowed = EFFECTS[name]
        if "who" in allowed:
            kw["who"] = r.one_of(er.get("who", str, "actor"), SELECTORS, "selector")
        if "at" in allowed:
            default = "here" if name in ("zombies", "noise", "quiet", "peek") else None
            at = er.get("at", str, default)
            places = PLACES + ("here", "outside") + (("everywhere",) if name == "zombies" else ())
            if name == "peek":
                places = LOCATIONS + ("here",)
            kw["at"] = r.one_of(at, places, "place")
        if name == "draw":
            kw["src"] = r.one_of(er.get("from", str, "here"), LOCATIONS + ("here",), "deck")
        if name == "steal":
            kw["src"] = r.one_of(er.get("from", str, "right"), ("left", "right"), "neighbour")
        if "type" in allowed:
            tp = er.get("type", str, None)
            kw["type"] = tp if tp is None else r.one_of(tp, ITEM_TYPES, "type")
        if "players" in allowed:
            kw["players"] = r.one_of(er.get("players", str, "me"), ("me", "each", "others"), "players")
        if "rounds" in allowed:
            kw["rounds"] = er.get("rounds", int, 1)
        if "survivor" in allowed:
            kw["survivor"] = er.get("survivor", str, None)
        if name == "roll":
            kw["then"] = read_effects(r, er.get("pass", list), "roll pass")
            kw["other"] = read_effects(r, er.get("fail", list), "roll fail")
            if not 1 <= value <= 6:
                r.fail("roll needs a target from 1 to 6")
        if name == "vote":
            kw["then"] = read_effects(r, er.get("yes", list), "vote yes")
            kw["other"] = read_effects(r, er.get("no", list), "vote no")
        er.done()
        out.append(Effect(name, value, **kw))
    return tuple(out)


def read_passive(r: Reader, raw) -> tuple[tuple[str, int], ...]:
    if not isinstance(raw, dict):
        r.fail("'passive' must be a table")
    for k, v in raw.items():
        if k not in PASSIVES:
            r.fail(f"unknown passive {k!r}")
        if not is_whole(v) or v < 1:
            r.fail(f"passive {k!r} needs a positive whole number")
    return tuple(sorted(raw.items()))


def _load_locations(c: Content, d: Path):
    data = load_toml(d / "locations.toml")
    for pid in PLACES:
        if pid not in data:
            raise ContentError(f"locations.toml: {pid}: missing")
        r = Reader("locations.toml", pid, data[pid])
        loc = Location(pid, r.text("name"), r.get("survivor_spaces", int), r.get("zombie_spaces", int),
                       r.get("noise_spaces", int), r.get("entrances", int, 1),
                       tuple(r.get("favours", list, [])))
        r.done()
        for t in loc.favours:
            r.one_of(t, ITEM_TYPES, "type")
        c.locations[pid] = loc
    check_known(data, PLACES, "locations.toml", "location")


def _load_survivors(c: Content, d: Path):
    f = "survivors.toml"
    for sid, row in cards(load_toml(d / f), "survivor", f):
        unique(c.survivors, sid, f)
        r = Reader(f, sid, row)
        name, occ = r.text("name"), r.text("occupation")
        infl, atk, srch = r.get("influence", int), r.get("attack", int), r.get("search", int)
        if not (2 <= atk <= 6 and 2 <= srch <= 6):
            r.fail("attack and search must be 2..6")
        ab = r.get("ability", dict)
        r.get("text", str, None)
        r.done()
        ar = Reader(f, sid, ab)
        where = ar.one_of(ar.get("where", str, "anywhere"), PLACES + ("anywhere",), "where")
        passive = read_passive(ar, ar.get("passive", dict)) if "passive" in ab else ()
        effects = read_effects(ar, ar.get("effects", list), "ability effects") if "effects" in ab else ()
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
    data = load_toml(d / f)
    kinds = data.get("item", {})
    if not isinstance(kinds, dict):
        raise ContentError(f"{f}: 'item' must be tables [item.<kind>]")
    for kid, row in kinds.items():
        if not ID.match(kid) or not isinstance(row, dict):
            raise ContentError(f"{f}: item.{kid}: malformed")
        r = Reader(f, f"item.{kid}", row)
        tp = r.one_of(r.get("type", str), ITEM_TYPES, "type")
        equip = r.get("equip", bool, False)
        passive = read_passive(r, r.get("passive", dict)) if "passive" in row else ()
        if passive and not equip:
            r.fail("only equip items have a passive")
        effects = read_effects(r, r.get("effects", list, []), "effects")
        icon = r.get("icon", str, tp)
        if not ID.match(icon):
            r.fail(f"icon {icon!r} is not an icon name (lower-case words joined by '-')")
        c.item_kinds[kid] = ItemKind(kid, r.text("name"), tp, r.text("text"), effects, equip, passive, icon)
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
            if not is_whole(n) or n < 1:
                raise ContentError(f"{f}: decks.{deck}: {kid} count must be a positive whole number")
            ids += [c.item_kinds[kid]] * n
        prefix = "start" if deck == "starting" else deck
        cards = []
        for i, kind in enumerate(ids, 1):
            cid = f"{prefix}-{i:02d}"
            c.items[cid] = kind
            cards.append(cid)
        c.decks[deck] = tuple(cards)
    check_known(decks, DECKS, f"{f}: decks", "deck")


def _load_crises(c: Content, d: Path):
    f = "crises.toml"
    for cid, row in cards(load_toml(d / f), "crisis", f):
        unique(c.crises, cid, f)
        r = Reader(f, cid, row)
        types = tuple(r.one_of(t, ITEM_TYPES, "type") for t in r.get("types", list))
        if not 1 <= len(types) <= 2:
            r.fail("a crisis names one or two types")
        fail = read_effects(r, r.get("fail", list), "fail")
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
        for cid, row in cards(load_toml(path), "crossroads", f):
            unique(c.crossroads, cid, f)
            r = Reader(f, cid, row)
            tr = Reader(f, cid, r.get("trigger", dict))
            on = tr.one_of(tr.get("on", str), TRIGGERS, "trigger")
            at = tr.get("at", str, None)
            if at is not None:
                tr.one_of(at, PLACES + ("outside",), "place")
            tp = tr.get("type", str, None)
            if tp is not None:
                if on != "play":
                    tr.fail("only a 'play' trigger takes a type")
                tr.one_of(tp, ITEM_TYPES, "type")
            conds = read_conditions(tr, tr.get("if", list, []), "if")
            tr.done()
            options = []
            for o in r.get("options", list):
                if not isinstance(o, dict):
                    r.fail("an option is not a table")
                orr = Reader(f, cid, o)
                options.append(Option(orr.text("label"), orr.text("text"),
                                      read_effects(orr, orr.get("effects", list), "effects"),
                                      read_conditions(orr, orr.get("requires", list, []), "requires")))
                orr.done()
            if len(options) == 1:
                if not any(e.name == "vote" for e in options[0].effects):
                    r.fail("a single-option card must hold a vote")
            elif len(options) != 2:
                r.fail("a crossroads card has exactly 2 options, or 1 with a vote")
            flags = tuple(r.one_of(fl, FLAGS, "flag") for fl in r.get("flags", list, []))
            c.crossroads[cid] = Crossroads(cid, r.text("title"), r.text("story"),
                                           Trigger(on, at, tp, conds), tuple(options), flags)
            r.done()


def read_side(r: Reader, raw) -> Side:
    if not isinstance(raw, dict):
        r.fail("a side must be a table")
    sr = Reader(r.file, r.card, raw)
    zraw = sr.get("zombies", dict, {})
    zombies = []
    for place, n in zraw.items():
        if not is_whole(n) or n < 0:
            sr.fail(f"zombies.{place} must be a whole number")
        targets = LOCATIONS if place == "outside" else (sr.one_of(place, PLACES + ("outside",), "place"),)
        zombies += [(t, n) for t in targets]
    side = Side(sr.get("morale", int), sr.get("rounds", int), sr.get("food", int, 0), tuple(zombies),
                sr.text("text"), read_conditions(sr, sr.get("goal", list), "goal"))
    sr.done()
    if not (1 <= side.morale <= 10 and 1 <= side.rounds <= 12):
        sr.fail("morale must be 1..10 and rounds 1..12")
    if not side.goal:
        sr.fail("a side needs a goal")
    return side


def _load_objectives(c: Content, d: Path):
    f = "objectives.toml"
    data = load_toml(d / f)
    for mid, row in cards(data, "main", f):
        unique(c.mains, mid, f)
        r = Reader(f, mid, row)
        deliver = tuple(r.one_of(t, ITEM_TYPES, "type") for t in r.get("deliver", list, []))
        m = MainObjective(mid, r.text("title"), r.text("story"), read_side(r, r.get("normal", dict)),
                          read_side(r, r.get("hardcore", dict)), r.get("samples_roll", int, 0), deliver)
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
        for oid, row in cards(data, kind, f):
            if oid in c.objectives or oid in c.mains:
                raise ContentError(f"{f}: {oid}: id used twice")
            r = Reader(f, oid, row)
            exiled = read_conditions(r, r.get("exiled", list), "exiled") if kind == "betrayer" else ()
            c.objectives[oid] = Objective(oid, kind, r.text("title"), r.text("story"), r.text("text"),
                                          read_conditions(r, r.get("conditions", list), "conditions"), exiled)
            r.done()


def load(data_dir: Path | str = DATA_DIR, *, check_counts: bool = True) -> Content:
    d = Path(data_dir)
    c = Content()
    _load_locations(c, d)
    _load_survivors(c, d)
    _load_items(c, d)
    _load_crises(c, d)
    _load_crossroads(c, d)
    _load_objectives(c, d)
    validation.check_references(c)
    validation.check_reachable(c)
    if check_counts:
        validation.check_counts(c)
    return c


@lru_cache(maxsize=1)
def default_content() -> Content:
    return load()
