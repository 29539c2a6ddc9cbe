"""Public numbers read off a view with the rules' own functions: defence, each seat's
characters, cards and score so far."""

from __future__ import annotations

from types import SimpleNamespace

from game.core.i18n import _
from game.mall.rules import board


def on_view(g, v):
    """The view dressed as a game for the rules' read-only helpers (they read .c and .s)."""
    return SimpleNamespace(c=g.c, s=v)


def defence(g, v, loc: int) -> int:
    return board.defence(on_view(g, v), loc)


def seat_line(g, v, seat: int) -> str:
    mine = [c for c in v.characters.values() if c.seat == seat]
    score = sum(g.c.characters[c.kind].value for c in mine)
    cards = len(v.hands[seat])
    if cards == 1:
        return _("{n} left · {cards} card · {score} pts", n=len(mine), cards=cards, score=score)
    return _("{n} left · {cards} cards · {score} pts", n=len(mine), cards=cards, score=score)
