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

from game.winter.rules.actions import CallExile, Vote

_WORDS = {1: "one", 2: "two", 3: "three", 4: "four", 5: "five"}


def _n(k: int) -> str:
    return _WORDS.get(k, str(k))


def _times(k: int) -> str:
    return "once" if k == 1 else "twice" if k == 2 else f"{_n(k)} times"


def _plural(k: int, word: str) -> str:
    return f"{_n(k)} {word}{'' if k == 1 else 's'}"


def evidence(view, target: int) -> list[str]:
    """The public facts against `target`, as phrases, strongest first."""
    name = view.players[target].name
    out = []
    history = list(view.crisis_history)
    bad = [h for h in history if h["bad"] and h["added"].get(str(target))]
    if len(bad) == 1:
        h = bad[0]
        total = sum(h["added"].values())
        mine = h["added"][str(target)]
        out.append(f"a crisis had {_plural(h['bad'], 'wrong card')}, and {name} added "
                   f"{'all' if mine == total else _n(mine)} of its {_n(total)} cards")
    elif bad:
        wrong = {h["bad"] for h in bad}
        each = f"each had {_plural(wrong.pop(), 'wrong card')}" if len(wrong) == 1 else "had wrong cards"
        last = "the last two" if len(bad) == 2 and bad[-1] is history[-1] and bad[0] is history[-2] else _n(len(bad))
        out.append(f"{last} crises {each}, and {name} added cards to {'both' if len(bad) == 2 else 'all of them'}")
    held = [h for h in history if "need" in h and h["good"] - h["bad"] < h["need"]
            and not h["added"].get(str(target)) and h.get("hands", {}).get(str(target), 1)]
    if held:
        out.append(f"{name} added nothing to {_plural(len(held), 'failed crisis')}".replace("crisiss", "crises"))
    deeds = view.players[target].deeds
    for kind, words in (("attack-survivor", "attacked others' survivors"),
                        ("exile-yes-failed", "voted for exiles that failed"),
                        ("lure-onto-others", "lured zombies onto others' survivors"),
                        ("refused", "refused requests while holding cards")):
        if deeds.get(kind):
            out.append(f"{name} {words} {_times(deeds[kind])}")
    return out


def _join(parts: list[str]) -> str:
    parts = parts[:2]
    return parts[0] if len(parts) == 1 else f"{parts[0]}; {parts[1]}"


def explain(view, action) -> str | None:
    """One public line on why this exile call or up-vote, or None."""
    if isinstance(action, CallExile):
        seat, target, verb = view.active, action.target, "calls for"
    elif isinstance(action, Vote) and action.yes and view.pending and view.pending[0].kind == "vote" \
            and view.pending[0].data.get("motion") == "exile":
        seat, target, verb = view.pending[0].seat, view.pending[0].data["target"], "votes for"
    else:
        return None
    facts = evidence(view, target)
    me, them = view.players[seat].name, view.players[target].name
    why = _join(facts) if facts else f"someone must answer for the colony's losses, and {them} looks likeliest"
    return f"{me} {verb} {them}'s exile: {why}."


def betrayer_summary(state, events) -> list[str]:
    """One line per betrayer on what it did, once the game is over (nothing before)."""
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
        deeds.append(f"slipped {_plural(wrong, 'wrong card')} into crises" if wrong else "added no wrong card")
        if held:
            deeds.append(f"withheld from {_plural(held, 'failed crisis')}".replace("crisiss", "crises"))
        k = p.deeds.get("refused", 0)
        if k:
            deeds.append(f"refused {_plural(k, 'request')}")
        k = p.deeds.get("attack-survivor", 0)
        if k:
            deeds.append(f"attacked others' survivors {_times(k)}")
        k = p.deeds.get("lure-onto-others", 0)
        if k:
            deeds.append(f"lured zombies onto others {_times(k)}")
        if p.exiled:
            deeds.append("was exiled")
        deeds = deeds[:4]
        lines.append(f"{p.name} (betrayer) " + ", ".join(deeds[:-1]) + (" and " if len(deeds) > 1 else "")
                     + deeds[-1] + ".")
    return lines
