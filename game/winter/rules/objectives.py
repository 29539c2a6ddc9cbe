"""Main objective progress and every player's win at the end (winter.md §1, §7, §9)."""

from __future__ import annotations

from dataclasses import dataclass

from game.winter.rules.conditions import all_hold, describe, holds


def side(g):
    m = g.c.mains[g.s.main]
    return m.hardcore if (g.s.config.hardcore or g.s.config.cooperative) else m.normal


def main_complete(g) -> bool:
    return all_hold(g, side(g).goal, g.s.first)


def main_progress(g) -> list[str]:
    """The goal's conditions in words with the current values (for the UI and logs)."""
    return [describe(g, q, g.s.first) for q in side(g).goal]


@dataclass(frozen=True, slots=True)
class SeatResult:
    seat: int
    won: bool
    kind: str  # loyal | betrayer | exiled | coop | out
    objective: str | None
    reason: str  # the whole judgement in one line (the command line prints it)
    checks: tuple[tuple[str, bool], ...] = ()  # each clause of it and whether it held


    def to_dict(self):
        return {"seat": self.seat, "won": self.won, "kind": self.kind, "objective": self.objective,
                "reason": self.reason}


def _mark(ok: bool) -> str:
    return "(met)" if ok else "(not met)"


def _says(checks) -> str:
    return "; ".join(f"{text} {_mark(ok)}" for text, ok in checks)


def _check(g, conds, seat) -> tuple[bool, list[tuple[str, bool]]]:
    checks = [(describe(g, q, seat), holds(g, q, seat)) for q in conds]
    return all(ok for _, ok in checks), checks


def results(g) -> list[SeatResult]:
    s = g.s
    done = s.ended_by == "objective"
    colony = ("the colony completed its objective" if done else
              {"morale": "morale fell to 0", "rounds": "the rounds ran out",
               "wipeout": "every player was eliminated"}.get(s.ended_by, "the game is not over"))
    out = []
    for p in s.players:
        if p.out:
            out.append(SeatResult(p.seat, False, "out", p.objective, "eliminated: lost their last survivor"))
            continue
        if s.config.cooperative:
            out.append(SeatResult(p.seat, done, "coop", None, f"co-op: {colony}"))
            continue
        obj = g.c.objectives[p.objective]
        if p.betrayer:
            ok, checks = _check(g, obj.exiled if p.exiled else obj.conditions, p.seat)
            checks = [(f"the colony fails ({colony})", not done)] + checks
            head = f"betrayer{' (exiled)' if p.exiled else ''} '{obj.title}'"
            out.append(SeatResult(p.seat, not done and ok, "betrayer", obj.id, f"{head}: {_says(checks)}",
                                  tuple(checks)))
        elif p.exiled:
            ok, checks = _check(g, obj.conditions, p.seat)
            out.append(SeatResult(p.seat, ok, "exiled", obj.id, f"exiled '{obj.title}': {_says(checks)}",
                                  tuple(checks)))
        else:
            ok, checks = _check(g, obj.conditions, p.seat)
            checks = [(colony, done)] + checks
            out.append(SeatResult(p.seat, done and ok, "loyal", obj.id, f"'{obj.title}': {_says(checks)}",
                                  tuple(checks)))
    return out
