"""Words for actions (buttons, AI log lines) and for card and survivor tooltips."""

from __future__ import annotations

from game.winter.rules import actions as A
from game.winter.rules.content import Content


def place_name(c: Content, pid: str) -> str:
    loc = c.locations.get(pid)
    return loc.name if loc else pid


def target_name(c: Content, target: str) -> str:
    if target == "zombie":
        return "a zombie"
    if target.startswith("zombie-"):
        return f"a zombie at entrance {target.split('-')[1]}"
    return c.survivors[target].name if target in c.survivors else target


def label(c: Content, a, players=None) -> str:
    """A short button label for an action."""
    sv = c.survivors
    it = c.items
    die = f" (die {a.die})" if getattr(a, "die", None) is not None else ""
    match a:
        case A.EndTurn():
            return "End turn"
        case A.Move():
            return f"Move {sv[a.survivor].name} to {place_name(c, a.to)}"
        case A.Attack():
            return f"{sv[a.survivor].name} attacks {target_name(c, a.target)}{die}"
        case A.Search():
            return f"{sv[a.survivor].name} searches{die}"
        case A.Barricade():
            return f"Barricade entrance {a.entrance}{die}"
        case A.CleanWaste():
            return f"Clean waste{die}"
        case A.Attract():
            src = ", ".join(place_name(c, s) for s in a.sources)
            return f"Lure {len(a.sources)} from {src}{die}"
        case A.UseAbility():
            t = f" on {sv[a.target].name}" if a.target else ""
            return f"{sv[a.survivor].ability.name}{t}{die}"
        case A.PlayCard():
            kind = it[a.card]
            verb = "Equip" if kind.equip else "Play"
            return f"{verb} {kind.name}" + (f" on {sv[a.on].name}" if a.on else "")
        case A.AddToCrisis():
            return f"Add {it[a.card].name} to the crisis"
        case A.Deliver():
            return f"Deliver {it[a.card].name} to the objective"
        case A.SpendFood():
            return f"Food token: {a.die} → {a.die + 1}"
        case A.FoodBoost():
            return f"{it[a.card].name}: {a.die} → {a.die + 1}"
        case A.Request():
            return f"Ask for {a.type} cards" if a.type else "Ask for any cards"
        case A.HandOff():
            return f"Hand {it[a.item].name} to {sv[a.to].name}"
        case A.CallExile():
            who = players[a.target].name if players else f"seat {a.target + 1}"
            return f"Vote to exile {who}"
        case A.Vote():
            return "Vote yes" if a.yes else "Vote no"
        case A.BiteChoice():
            return "Put them down" if a.sacrifice else "Roll the exposure die"
        case A.Choose():
            return f"Option {a.option + 1}"
        case A.SearchKeep():
            return f"Keep {it[a.card].name}"
        case A.SearchNoise():
            return "Make noise and draw another"
        case A.Give():
            return f"Give {it[a.card].name}"
        case A.Decline():
            return "Give nothing"
        case A.Discard():
            return f"Discard {it[a.card].name}"
        case A.Relocate():
            return f"Go to {place_name(c, a.to)}"
        case A.Draft():
            return f"Keep {', '.join(sv[k].name for k in a.keep)}; lead with {sv[a.leader].name}"
        case A.Lead():
            return f"{sv[a.survivor].name} leads the group"
        case A.LureTo():
            return f"Lure it to entrance {a.entrance}"
        case A.ResolveFirst():
            return f"{sv[a.survivor].name} first"
    return str(a)


def survivor_lines(c: Content, sid: str) -> list[str]:
    s = c.survivors[sid]
    ab = s.ability
    where = "" if ab.where == "anywhere" else f" (at {place_name(c, ab.where)})"
    cost = f" Costs a die of {ab.cost}+." if ab.cost else ""
    per = f" {ab.per_round}× per round." if ab.per_round else ""
    return [f"{s.name} — {s.occupation}",
            f"Influence {s.influence} · Attack {s.attack}+ · Search {s.search}+",
            f"{ab.name}{where}: {ab.text}{cost}{per}"]


def item_lines(c: Content, cid: str) -> list[str]:
    k = c.items[cid]
    kind = f"{k.type}{' · equip' if k.equip else ''}"
    return [k.name, kind, k.text]


_CODES: dict[int, dict[str, str]] = {}


def token_codes(c: Content) -> dict[str, str]:
    """A short code per survivor, unique among all survivors: initials ("RE"), or,
    where two share them, more of the first name ("AiB", "AnB")."""
    key = id(c.survivors)
    if key not in _CODES:
        def code(name: str, k: int) -> str:
            words = name.split()
            return words[0][:k].capitalize() + "".join(w[0] for w in words[1:2]).upper() if k > 1 else \
                "".join(w[0] for w in words[:2]).upper()

        out: dict[str, str] = {}
        pending = {sid: s.name for sid, s in c.survivors.items()}
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
