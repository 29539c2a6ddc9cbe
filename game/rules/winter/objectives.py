"""Main objective progress and every player's win at the end (winter.md §1, §7, §9)."""

from __future__ import annotations

from dataclasses import dataclass

from .conditions import all_hold, describe, holds


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
    reason: str

    def to_dict(self):
        return {"seat": self.seat, "won": self.won, "kind": self.kind, "objective": self.objective,
                "reason": self.reason}


def _mark(ok: bool) -> str:
    return "[met]" if ok else "[NOT met]"


def _check(g, conds, seat) -> tuple[bool, str]:
    parts = []
    ok = True
    for q in conds:
        good = holds(g, q, seat)
        ok &= good
        parts.append(f"{describe(g, q, seat)} {_mark(good)}")
    return ok, "; ".join(parts)


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
            conds = obj.exiled if p.exiled else obj.conditions
            ok, why = _check(g, conds, p.seat)
            won = not done and ok
            reason = (f"betrayer{' (exiled)' if p.exiled else ''} '{obj.title}': "
                      f"{colony} {_mark(not done)}; {why}")
            out.append(SeatResult(p.seat, won, "betrayer", obj.id, reason))
        elif p.exiled:
            ok, why = _check(g, obj.conditions, p.seat)
            out.append(SeatResult(p.seat, ok, "exiled", obj.id, f"exiled '{obj.title}': {why}"))
        else:
            ok, why = _check(g, obj.conditions, p.seat)
            reason = f"'{obj.title}': {colony} {_mark(done)}; {why}"
            out.append(SeatResult(p.seat, done and ok, "loyal", obj.id, reason))
    return out
