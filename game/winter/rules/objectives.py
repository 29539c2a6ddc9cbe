"""Main objective progress and every player's win at the end (winter.md §1, §7, §9)."""

from __future__ import annotations

from dataclasses import dataclass

from game.core.i18n import N_, Msg
from game.winter.rules.conditions import all_hold, describe_msg, holds


def side(g):
    m = g.c.mains[g.s.main]
    return m.hardcore if (g.s.config.hardcore or g.s.config.cooperative) else m.normal


def main_complete(g) -> bool:
    return all_hold(g, side(g).goal, g.s.first)


def main_progress(g) -> list[str]:
    """The goal's conditions in words with the current values (for the UI and logs)."""
    return [str(m) for m in main_progress_msgs(g)]


def main_progress_msgs(g) -> list[Msg]:
    """main_progress, to be shown in the player's language (tr)."""
    return [describe_msg(g, q, g.s.first) for q in side(g).goal]


@dataclass(frozen=True, slots=True)
class SeatResult:
    seat: int
    won: bool
    kind: str  # loyal | betrayer | exiled | coop | out
    objective: str | None
    said: Msg | str  # the whole judgement in one line (shown with tr; reason is its English)
    said_checks: tuple[tuple[str | Msg, bool], ...] = ()  # each clause of it and whether it held

    @property
    def reason(self) -> str:
        """The judgement in English (the command line prints it)."""
        return str(self.said)

    @property
    def checks(self) -> tuple[tuple[str, bool], ...]:
        return tuple((str(text), ok) for text, ok in self.said_checks)

    def to_dict(self):
        return {"seat": self.seat, "won": self.won, "kind": self.kind, "objective": self.objective,
                "reason": self.reason}


def _result(seat, won, kind, objective, said: Msg, checks=()) -> SeatResult:
    return SeatResult(seat, won, kind, objective, said, tuple(checks))


def _marked(text, ok: bool) -> Msg:
    return Msg("{what} (met)", what=text) if ok else Msg("{what} (not met)", what=text)


def _says(checks) -> Msg | str:
    """The checks one after another: "a (met); b (not met)"."""
    marked = [_marked(text, ok) for text, ok in checks]
    said = marked[-1] if marked else ""
    for m in reversed(marked[:-1]):
        said = Msg("{first}; {rest}", first=m, rest=said)
    return said


def _check(g, conds, seat) -> tuple[bool, list[tuple[Msg, bool]]]:
    checks = [(describe_msg(g, q, seat), holds(g, q, seat)) for q in conds]
    return all(ok for _, ok in checks), checks


_ENDINGS = {"morale": N_("morale fell to 0"), "rounds": N_("the rounds ran out"),
            "wipeout": N_("every player was eliminated")}


def results(g) -> list[SeatResult]:
    s = g.s
    done = s.ended_by == "objective"
    colony = (N_("the colony completed its objective") if done else
              _ENDINGS.get(s.ended_by, N_("the game is not over")))
    out = []
    for p in s.players:
        if p.out:
            out.append(_result(p.seat, False, "out", p.objective, Msg("eliminated: lost their last survivor")))
            continue
        if s.config.cooperative:
            out.append(_result(p.seat, done, "coop", None, Msg("co-op: {why}", why=colony)))
            continue
        obj = g.c.objectives[p.objective]
        if p.betrayer:
            ok, checks = _check(g, obj.exiled if p.exiled else obj.conditions, p.seat)
            checks = [(Msg("the colony fails ({why})", why=colony), not done)] + checks
            said = (Msg("betrayer (exiled) '{title}': {checks}", title=obj.title, checks=_says(checks)) if p.exiled else
                    Msg("betrayer '{title}': {checks}", title=obj.title, checks=_says(checks)))
            out.append(_result(p.seat, not done and ok, "betrayer", obj.id, said, checks))
        elif p.exiled:
            ok, checks = _check(g, obj.conditions, p.seat)
            out.append(_result(p.seat, ok, "exiled", obj.id,
                               Msg("exiled '{title}': {checks}", title=obj.title, checks=_says(checks)), checks))
        else:
            ok, checks = _check(g, obj.conditions, p.seat)
            checks = [(colony, done)] + checks
            out.append(_result(p.seat, done and ok, "loyal", obj.id,
                               Msg("'{title}': {checks}", title=obj.title, checks=_says(checks)), checks))
    return out
