"""The board's prompt: one sentence saying whose turn it is, what is left to spend
and what is sensible next, in the words of the screen's controls."""

from __future__ import annotations

from game.core.i18n import N_, _, tr
from game.winter.rules import actions as A
from game.winter.scenes import why
from game.winter.scenes.picker import KIND_NAMES

FIELD_WORDS = {"die": N_("a die to pay with"), "to": N_("where to go (a lit place, or a button)"),
               "target": N_("a target (lit on the board, or a button)"), "on": N_("a survivor to play it on"),
               "entrance": N_("an entrance (a lit space, or a button)"),
               "sources": N_("where the zombies come from"), "type": N_("what to ask for"), "item": N_("an item"),
               "card": N_("a card")}


def dice_words(n: int) -> str:
    return _("no dice left") if n == 0 else _("{n} die", n=n) if n == 1 else _("{n} dice", n=n)


def survivor_dice(g, sid: str) -> str:
    """What each action of a survivor needs from a die: its card's numbers with its bonuses
    and the lasting penalties (the action bar's buttons say the same)."""
    attack, search = (why.die_need(g, sid, kind) for kind in (A.Attack, A.Search))
    attack = _("any die") if attack <= 1 else f"{attack}+"
    search = _("any die") if search <= 1 else f"{search}+"
    return _("attack needs {attack}, search {search}; barricade and lure take any die", attack=attack, search=search)


def status(board) -> str:
    g, m = board.game, board.match
    if board.frozen is not None:
        return _("Colony phase: the colony eats, the waste is counted, the crisis is revealed, zombies arrive.")
    d = m.decider()
    if d is None:
        return _("The game is over.")
    name = g.s.players[d].name
    if not m.is_human(d):
        if g.s.pending and g.s.pending[0].seat != g.s.active:
            return _("{name} (AI) is deciding…", name=name)
        return _("{name}'s turn (AI) — Space speeds the computer players up.", name=name)
    if d != m.shown:
        return _("Waiting for {name} to take the screen.", name=name)
    if board.queue:
        return "…"
    if g.s.pending:
        if board.guide_reading():  # the guide holds the question back while its page is read
            return _("A question for you waits: it opens once you have read the guide (Next).")
        return _("Your decision: choose in the window.")
    v = board.view()
    left = dice_words(len(v.players[d].unused))
    p = board.picker_now()
    if not p.legal:
        return _("Waiting…")
    if p.kind is None and p.subject is None and not p.colony:
        return _("Your turn — {left}: pick a survivor, a card or a colony action; Enter ends your turn.", left=left)
    if p.kind is None:
        if p.subject in g.c.survivors:
            return _("{who} ({left}): {dice}. Choose an action.", who=g.c.survivors[p.subject].name, left=left,
                     dice=survivor_dice(g, p.subject))
        if p.colony:
            return _("Colony actions ({left}): choose one, or Esc/Backspace to go back.", left=left)
        return _("{thing}: choose what to do with it, or Esc/Backspace to go back.", thing=_thing(g.c, p.subject))
    field = p.open_field()
    what = _(KIND_NAMES[p.kind]) if p.kind in KIND_NAMES else ""
    if p.kind is A.UseAbility and p.subject in g.c.survivors:
        what = tr(g.c.survivors[p.subject].ability.name)
    elif p.subject in g.c.items:
        verb = _("Equip") if p.kind is A.PlayCard and g.c.items[p.subject].equip else what
        what = _("{action} {card}", action=verb, card=g.c.items[p.subject].name)
    if field:
        words = _(FIELD_WORDS[field[0]]) if field[0] in FIELD_WORDS else field[0]
        return _("{action}: choose {what}; Esc/Backspace to go back.", action=what, what=words)
    return _("{action}: choose.", action=what)


def _thing(c, key: str) -> str:
    if key in c.items:
        return tr(c.items[key].name)
    return key
