"""Log lines made of parts: whole sentences (Msg) chained so that each language joins
them its own way ("A and B", "A: x; B: y"). The engine never translates."""

from __future__ import annotations

from game.core.i18n import N_, Msg

SEMICOLONS = N_("{a}; {b}")
AND = N_("{a} and {b}")


def chain(items: list, template: str) -> Msg | str:
    """`items` (Msg or str) joined pairwise by `template` (fields {a} and {b}); "" for none."""
    if not items:
        return ""
    out = items[0]
    for item in items[1:]:
        out = Msg(template, a=out, b=item)
    return out


def semicolons(items: list) -> Msg | str:
    return chain(items, SEMICOLONS)


def names_and(names: list[str]) -> Msg | str:
    return chain(names, AND)
