"""Words for actions (buttons, AI log lines) and for card and survivor tooltips."""

from __future__ import annotations

from game.core.i18n import N_, _, language, tr
from game.winter.rules import actions as A
from game.winter.rules.content import Content

# the item cards' types (the card data's `type`), as words
TYPE_NAMES = {"book": N_("book"), "food": N_("food"), "fuel": N_("fuel"), "junk": N_("junk"),
              "medicine": N_("medicine"), "outsider": N_("outsider"), "tool": N_("tool"), "weapon": N_("weapon")}


def type_name(t: str) -> str:
    """An item type in the player's language ("food" -> "식량")."""
    return _(TYPE_NAMES[t]) if t in TYPE_NAMES else tr(t)


def types_or(types) -> str:
    """Types joined with "or": "food or medicine"."""
    names = [type_name(t) for t in types]
    return names[0] if len(names) == 1 else _("{a} or {b}", a=", ".join(names[:-1]), b=names[-1])


def types_and(types) -> str:
    names = [type_name(t) for t in types]
    return names[0] if len(names) == 1 else _("{a} and {b}", a=", ".join(names[:-1]), b=names[-1])


def place_name(c: Content, pid: str) -> str:
    loc = c.locations.get(pid)
    return tr(loc.name) if loc else pid


def survivor_name(c: Content, sid: str) -> str:
    return tr(c.survivors[sid].name)


def item_name(c: Content, cid: str) -> str:
    return tr(c.items[cid].name)


def target_name(c: Content, target: str) -> str:
    if target == "zombie":
        return _("a zombie")
    if target.startswith("zombie-"):
        return _("a zombie at entrance {n}", n=int(target.split("-")[1]))
    return survivor_name(c, target) if target in c.survivors else target


def _with_die(text: str, a) -> str:
    die = getattr(a, "die", None)
    return text if die is None else _("{action} (die {n})", action=text, n=die)


def label(c: Content, a, players=None) -> str:
    """A short button label for an action."""
    sv = lambda sid: survivor_name(c, sid)  # noqa: E731
    it = lambda cid: item_name(c, cid)  # noqa: E731
    match a:
        case A.EndTurn():
            return _("End turn")
        case A.Move():
            return _("Move {who} to {place}", who=sv(a.survivor), place=place_name(c, a.to))
        case A.Attack():
            return _with_die(_("{who} attacks {target}", who=sv(a.survivor), target=target_name(c, a.target)), a)
        case A.Search():
            return _with_die(_("{who} searches", who=sv(a.survivor)), a)
        case A.Barricade():
            return _with_die(_("Barricade entrance {n}", n=a.entrance), a)
        case A.CleanWaste():
            return _with_die(_("Clean waste"), a)
        case A.Attract():
            src = ", ".join(place_name(c, s) for s in a.sources)
            return _with_die(_("Lure {n} from {places}", n=len(a.sources), places=src), a)
        case A.UseAbility():
            ability = tr(c.survivors[a.survivor].ability.name)
            text = _("{ability} on {who}", ability=ability, who=sv(a.target)) if a.target else ability
            return _with_die(text, a)
        case A.PlayCard():
            kind = c.items[a.card]
            if a.on:
                return (_("Equip {card} on {who}", card=it(a.card), who=sv(a.on)) if kind.equip else
                        _("Play {card} on {who}", card=it(a.card), who=sv(a.on)))
            return _("Equip {card}", card=it(a.card)) if kind.equip else _("Play {card}", card=it(a.card))
        case A.AddToCrisis():
            return _("Add {card} to the crisis", card=it(a.card))
        case A.Deliver():
            return _("Deliver {card} to the objective", card=it(a.card))
        case A.SpendFood():
            return _("Food token: {die} → {up}", die=a.die, up=a.die + 1)
        case A.FoodBoost():
            return _("{card}: {die} → {up}", card=it(a.card), die=a.die, up=a.die + 1)
        case A.Request():
            return _("Ask for {type} cards", type=type_name(a.type)) if a.type else _("Ask for any cards")
        case A.HandOff():
            return _("Hand {card} to {who}", card=it(a.item), who=sv(a.to))
        case A.CallExile():
            if players:
                return _("Vote to exile {who}", who=players[a.target].name)
            return _("Vote to exile seat {n}", n=a.target + 1)
        case A.Vote():
            return _("Vote yes") if a.yes else _("Vote no")
        case A.BiteChoice():
            return _("Put them down") if a.sacrifice else _("Roll the exposure die")
        case A.Choose():
            return _("Option {n}", n=a.option + 1)
        case A.SearchKeep():
            return _("Keep {card}", card=it(a.card))
        case A.SearchNoise():
            return _("Make noise and draw another")
        case A.Give():
            return _("Give {card}", card=it(a.card))
        case A.Decline():
            return _("Give nothing")
        case A.Discard():
            return _("Discard {card}", card=it(a.card))
        case A.Relocate():
            return _("Go to {place}", place=place_name(c, a.to))
        case A.Draft():
            return _("Keep {who}; lead with {leader}", who=", ".join(sv(k) for k in a.keep), leader=sv(a.leader))
        case A.Lead():
            return _("{who} leads the group", who=sv(a.survivor))
        case A.LureTo():
            return _("Lure it to entrance {n}", n=a.entrance)
        case A.ResolveFirst():
            return _("{who} first", who=sv(a.survivor))
    return str(a)


def ability_text(c: Content, sid: str) -> str:
    """What a survivor's ability does, with its cost and how often it may be used."""
    ab = c.survivors[sid].ability
    words = [tr(ab.text)]
    if ab.cost:
        words.append(_("Costs a die of {n}+.", n=ab.cost))
    if ab.per_round:
        words.append(_("{n}× per round.", n=ab.per_round))
    return " ".join(words)


def survivor_lines(c: Content, sid: str) -> list[str]:
    s = c.survivors[sid]
    ab = s.ability
    if ab.where == "anywhere":
        line = _("{ability}: {text}", ability=ab.name, text=ability_text(c, sid))
    else:
        line = _("{ability} (at {place}): {text}", ability=ab.name, place=place_name(c, ab.where),
                 text=ability_text(c, sid))
    return [_("{name} — {occupation}", name=s.name, occupation=s.occupation),
            _("Influence {influence} · Attack {attack}+ · Search {search}+", influence=s.influence,
              attack=s.attack, search=s.search),
            line]


def item_lines(c: Content, cid: str) -> list[str]:
    k = c.items[cid]
    kind = _("{type} · equip", type=type_name(k.type)) if k.equip else type_name(k.type)
    return [tr(k.name), kind, tr(k.text)]


_CODES: dict[tuple, dict[str, str]] = {}


def token_codes(c: Content) -> dict[str, str]:
    """A short code per survivor, unique among all survivors: initials ("RE"), or,
    where two share them, more of the first name ("AiB", "AnB")."""
    key = (id(c.survivors), language())  # from the names as the player reads them
    if key not in _CODES:
        def code(name: str, k: int) -> str:
            words = name.split()
            return words[0][:k].capitalize() + "".join(w[0] for w in words[1:2]).upper() if k > 1 else \
                "".join(w[0] for w in words[:2]).upper()

        out: dict[str, str] = {}
        pending = {sid: tr(s.name) for sid, s in c.survivors.items()}
        k = 1
        while pending:
            trial = {sid: code(name, k) for sid, name in pending.items()}
            counts: dict[str, int] = {}
            for v in list(trial.values()) + list(out.values()):
                counts[v] = counts.get(v, 0) + 1
            for sid, v in trial.items():
                if counts[v] == 1 or k > 6:
                    out[sid] = v if counts[v] == 1 else sid
                    del pending[sid]
            k += 1
        _CODES[key] = out
    return _CODES[key]
