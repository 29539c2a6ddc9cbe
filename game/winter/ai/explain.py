"""The AI explains itself, in one line, from public evidence only.

- `evidence(view, target)`: the public facts suspicion.py weighs against a seat, as
  short phrases, strongest first (crises with wrong cards it added to, failed crises
  it held back from, deeds);
- `explain(view, action)`: the log line for an exile call or an up-vote on an exile
  ("Bruno calls for Chen's exile: the last two crises each had one wrong card, and
  Chen added cards to both"), None for every other action;
- `betrayer_summary(state, events)`: after the game, one line on what a betrayer did
  (its own crisis cards are told to it in private events, revealed once the game is over).
"""

from __future__ import annotations

from game.core.i18n import N_, Msg
from game.winter.rules.actions import CallExile, Vote

# the lines are Msg, kept whole for the player's language; the str functions give the English
_WORDS = {1: N_("one"), 2: N_("two"), 3: N_("three"), 4: N_("four"), 5: N_("five")}


def _n(k: int) -> str:
    return _WORDS.get(k, str(k))


def _times(k: int) -> str | Msg:
    return N_("once") if k == 1 else N_("twice") if k == 2 else Msg("{n} times", n=_n(k))


def _wrong_cards(k: int) -> Msg:
    return Msg("{n} wrong card", n=_n(k)) if k == 1 else Msg("{n} wrong cards", n=_n(k))


def _failed_crises(k: int) -> Msg:
    return Msg("{n} failed crisis", n=_n(k)) if k == 1 else Msg("{n} failed crises", n=_n(k))


def _requests(k: int) -> Msg:
    return Msg("{n} request", n=_n(k)) if k == 1 else Msg("{n} requests", n=_n(k))


def _deed(kind: str, name: str, times) -> Msg:
    if kind == "attack-survivor":
        return Msg("{who} attacked others' survivors {times}", who=name, times=times)
    if kind == "exile-yes-failed":
        return Msg("{who} voted for exiles that failed {times}", who=name, times=times)
    if kind == "lure-onto-others":
        return Msg("{who} lured zombies onto others' survivors {times}", who=name, times=times)
    return Msg("{who} refused requests while holding cards {times}", who=name, times=times)


def _crises(last, each, who: str, both: bool) -> Msg:
    """"{last} crises {each}, and {who} added cards to both/all of them", as whole sentences."""
    if last is None:  # the last two
        if each is None:
            return Msg("the last two crises had wrong cards, and {who} added cards to both", who=who)
        return Msg("the last two crises each had {wrong}, and {who} added cards to both", wrong=each, who=who)
    if both:
        if each is None:
            return Msg("{n} crises had wrong cards, and {who} added cards to both", n=last, who=who)
        return Msg("{n} crises each had {wrong}, and {who} added cards to both", n=last, wrong=each, who=who)
    if each is None:
        return Msg("{n} crises had wrong cards, and {who} added cards to all of them", n=last, who=who)
    return Msg("{n} crises each had {wrong}, and {who} added cards to all of them", n=last, wrong=each, who=who)


def evidence(view, target: int) -> list[str]:
    """The public facts against `target`, as phrases, strongest first."""
    return [str(m) for m in evidence_msgs(view, target)]


def evidence_msgs(view, target: int) -> list[Msg]:
    """evidence, to be shown in the player's language (tr)."""
    name = view.players[target].name
    out = []
    history = list(view.crisis_history)
    bad = [h for h in history if h["bad"] and h["added"].get(str(target))]
    if len(bad) == 1:
        h = bad[0]
        total = sum(h["added"].values())
        mine = h["added"][str(target)]
        if mine == total:
            out.append(Msg("a crisis had {wrong}, and {who} added all of its {total} cards",
                           wrong=_wrong_cards(h["bad"]), who=name, total=_n(total)))
        else:
            out.append(Msg("a crisis had {wrong}, and {who} added {n} of its {total} cards",
                           wrong=_wrong_cards(h["bad"]), who=name, n=_n(mine), total=_n(total)))
    elif bad:
        wrong = {h["bad"] for h in bad}
        each = _wrong_cards(wrong.pop()) if len(wrong) == 1 else None
        last = None if len(bad) == 2 and bad[-1] is history[-1] and bad[0] is history[-2] else _n(len(bad))
        out.append(_crises(last, each, name, len(bad) == 2))
    held = [h for h in history if "need" in h and h["good"] - h["bad"] < h["need"]
            and not h["added"].get(str(target)) and h.get("hands", {}).get(str(target), 1)]
    if held:
        out.append(Msg("{who} added nothing to {crises}", who=name, crises=_failed_crises(len(held))))
    deeds = view.players[target].deeds
    for kind in ("attack-survivor", "exile-yes-failed", "lure-onto-others", "refused"):
        if deeds.get(kind):
            out.append(_deed(kind, name, _times(deeds[kind])))
    return out


def _join(parts: list[Msg]) -> Msg:
    parts = parts[:2]
    return parts[0] if len(parts) == 1 else Msg("{first}; {second}", first=parts[0], second=parts[1])


def explain(view, action) -> str | None:
    """One public line on why this exile call or up-vote, or None."""
    said = explain_msg(view, action)
    return None if said is None else str(said)


def explain_msg(view, action) -> Msg | None:
    """explain, to be shown in the player's language (tr)."""
    if isinstance(action, CallExile):
        seat, target, calls = view.active, action.target, True
    elif isinstance(action, Vote) and action.yes and view.pending and view.pending[0].kind == "vote" \
            and view.pending[0].data.get("motion") == "exile":
        seat, target, calls = view.pending[0].seat, view.pending[0].data["target"], False
    else:
        return None
    facts = evidence_msgs(view, target)
    me, them = view.players[seat].name, view.players[target].name
    why = _join(facts) if facts else Msg("someone must answer for the colony's losses, and {who} looks likeliest",
                                         who=them)
    if calls:
        return Msg("{who} calls for {target}'s exile: {why}.", who=me, target=them, why=why)
    return Msg("{who} votes for {target}'s exile: {why}.", who=me, target=them, why=why)


def betrayer_summary(state, events) -> list[str]:
    """One line per betrayer on what it did, once the game is over (nothing before)."""
    return [str(m) for m in betrayer_summary_msgs(state, events)]


def betrayer_summary_msgs(state, events) -> list[Msg]:
    """betrayer_summary, to be shown in the player's language (tr)."""
    if state.phase != "over":
        return []
    lines = []
    for p in state.players:
        if not p.betrayer:
            continue
        wrong = sum(1 for e in events if e.kind == "crisis-add-private" and e.private == p.seat
                    and not e.data.get("good"))
        held = sum(1 for h in state.crisis_history if "need" in h and h["good"] - h["bad"] < h["need"]
                   and not h["added"].get(str(p.seat)))
        deeds = []
        deeds.append(Msg("slipped {cards} into crises", cards=_wrong_cards(wrong)) if wrong else
                     N_("added no wrong card"))
        if held:
            deeds.append(Msg("withheld from {crises}", crises=_failed_crises(held)))
        k = p.deeds.get("refused", 0)
        if k:
            deeds.append(Msg("refused {requests}", requests=_requests(k)))
        k = p.deeds.get("attack-survivor", 0)
        if k:
            deeds.append(Msg("attacked others' survivors {times}", times=_times(k)))
        k = p.deeds.get("lure-onto-others", 0)
        if k:
            deeds.append(Msg("lured zombies onto others {times}", times=_times(k)))
        if p.exiled:
            deeds.append(N_("was exiled"))
        deeds = deeds[:4]
        did = deeds[-1] if len(deeds) == 1 else Msg("{some} and {last}", some=deeds[:-1], last=deeds[-1])
        lines.append(Msg("{who} (betrayer) {did}.", who=p.name, did=did))
    return lines
