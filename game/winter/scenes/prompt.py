"""The board's prompt: one sentence saying whose turn it is, what is left to spend
and what is sensible next, in the words of the screen's controls."""

from __future__ import annotations

from game.winter.rules import actions as A
from game.winter.scenes.picker import KIND_NAMES

FIELD_WORDS = {"die": "a die to pay with", "to": "where to go (a lit place, or a button)",
               "target": "a target (lit on the board, or a button)", "on": "a survivor to play it on",
               "entrance": "an entrance (a lit space, or a button)", "sources": "where the zombies come from",
               "type": "what to ask for", "item": "an item", "card": "a card"}


def dice_words(n: int) -> str:
    return "no dice left" if n == 0 else f"{n} die" if n == 1 else f"{n} dice"


def survivor_dice(c, sid: str) -> str:
    """What each action of a survivor needs from a die, from its card."""
    sv = c.survivors[sid]
    attack = "any die" if sv.attack <= 1 else f"{sv.attack}+"
    search = "any die" if sv.search <= 1 else f"{sv.search}+"
    return f"attack needs {attack}, search {search}; barricade and lure take any die"


def status(board) -> str:
    g, m = board.game, board.match
    if board.frozen is not None:
        return "Colony phase: the colony eats, the waste is counted, the crisis is revealed, zombies arrive."
    d = m.decider()
    if d is None:
        return "The game is over."
    name = g.s.players[d].name
    if not m.is_human(d):
        if g.s.pending and g.s.pending[0].seat != g.s.active:
            return f"{name} (AI) is deciding…"
        return f"{name}'s turn (AI) — Space speeds the computer players up."
    if d != m.shown:
        return f"Waiting for {name} to take the screen."
    if board.queue:
        return "…"
    if g.s.pending:
        return "Your decision: choose in the window."
    v = board.view()
    left = dice_words(len(v.players[d].unused))
    p = board.picker_now()
    if not p.legal:
        return "Waiting…"
    if p.kind is None and p.subject is None and not p.colony:
        return f"Your turn — {left}: pick a survivor, a card or a colony action; Enter ends your turn."
    if p.kind is None:
        if p.subject in g.c.survivors:
            return f"{g.c.survivors[p.subject].name} ({left}): {survivor_dice(g.c, p.subject)}. Choose an action."
        if p.colony:
            return f"Colony actions ({left}): choose one, or Esc to go back."
        return f"{_thing(g.c, p.subject)}: choose what to do with it, or Esc to go back."
    field = p.open_field()
    what = KIND_NAMES.get(p.kind, "")
    if p.kind is A.UseAbility and p.subject in g.c.survivors:
        what = g.c.survivors[p.subject].ability.name
    elif p.subject in g.c.items:
        what = f"{'Equip' if p.kind is A.PlayCard and g.c.items[p.subject].equip else what} {g.c.items[p.subject].name}"
    if field:
        return f"{what}: choose {FIELD_WORDS.get(field[0], field[0])}; Esc to go back."
    return f"{what}: choose."


def _thing(c, key: str) -> str:
    if key in c.items:
        return c.items[key].name
    return key
