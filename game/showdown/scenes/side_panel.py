"""The side panel: the round and step, a line per player, the hand of the seat on screen
(its cards lit and clickable when a card is the next click) and the end of the log."""

from __future__ import annotations

import pygame

from game.core.i18n import N_, _, tr
from game.render import ui as U
from game.showdown.scenes import dice
from game.showdown.scenes import palette as P
from game.showdown.scenes.words import FACTION_NAMES, STEP_NAMES

X, W = 920, 352  # logical
BOTTOM = 712
AREA = (916, 0, 364, 720)  # logical: the panel's and its log's pieces of the board's layer
PANEL, LOG_BOTTOM = (X, 8, W, BOTTOM - 8), BOTTOM - 6  # logical
HAND = ""  # the key of the whole hand's rect among the cards' (no card id is empty)
SPECIALS = {"duster": N_("Duster: draw 4, discard 3"), "holster": N_("Holster: lend its gun in a fight"),
            "horse": N_("Horse: ride to another building"), "stetson": N_("Stetson: peek at safes")}
PLAIN = N_("Rob or duel with it")


def draw(ui, g, v, match, lit_cards: set, mouse, chosen: str | None = None) -> tuple[dict[str, pygame.Rect], int]:
    """Draw the panel but its log (log_panel.draw_below); the window rect of each card of the hand (its
    copies together) and of the whole hand (key HAND), and the window y where the log goes.
    `chosen`: the card picked for the action being made."""
    ui.panel(ui.r(*PANEL), U.PANEL, U.EDGE, radius=8)
    head = _("Round {n} of {total}", n=v.round, total=v.rounds) if v.step != "pass" else _("Setup")
    ui.text(head, ui.p(X + 12, 14), 18, U.SNOW, bold=True, display=True)
    ui.text(tr(STEP_NAMES.get(v.step, v.step)), ui.p(X + W - 12, 18), 13, U.ACCENT, bold=True, anchor="topright")
    y = _players(ui, g, v, match, 44)
    cards, y = _hand(ui, g, v, match.shown, lit_cards, mouse, y + 6, chosen)
    return cards, ui.p(0, y + 6)[1]


def _players(ui, g, v, match, y):
    decider = match.decider()
    tall = max(24 if v.players <= 6 else 20, _height(ui, 12, bold=True) + 2)  # large lettering: taller rows
    for p in range(v.players):
        r = ui.r(X + 8, y, W - 16, tall - 2)
        ui.panel(r, U.PANEL_HI if p == decider else (28, 40, 62), U.ACCENT if p == decider else None, radius=4)
        mid = y + tall / 2 - 1
        pygame.draw.circle(ui.surface, P.seat_colour(p), ui.p(X + 20, mid), ui.px(6))
        name = _("{who} (first)", who=g.pname(p)) if p == v.first and v.step != "pass" else g.pname(p)
        ui.text(name, ui.p(X + 32, mid), 12, U.TEXT, bold=True, anchor="midleft", max_width=150, min_size=10)
        faction = v.stars[p] // v.per_platform
        hand, safes = len(v.hands[p]), len(v.safes[p])
        line = _("{faction} · {cards} · {safes}", faction=FACTION_NAMES[faction],
                 cards=_("{n} card", n=hand) if hand == 1 else _("{n} cards", n=hand),
                 safes=_("{n} safe", n=safes) if safes == 1 else _("{n} safes", n=safes))
        ui.text(line, ui.p(X + W - 16, mid), 11, U.MUTED, anchor="midright", max_width=W - 48 - 150, min_size=9)
        y += tall
    return y


def _height(ui, size: float, bold: bool = False) -> float:
    """A line's height at `size` in logical pixels, at the player's UI scale and language."""
    return ui.font(size, bold).get_height() / ui.scale


def _hand(ui, g, v, shown, lit_cards, mouse, y, chosen):
    rects: dict[str, pygame.Rect] = {}
    if shown is None:
        ui.text(_("Hands are hidden while no one is on screen."), ui.p(X + 12, y), 12, U.MUTED)
        return rects, y + 20
    hand = v.hands[shown]
    title = _("Your hand · {who}", who=g.pname(shown)) if hand else _("Your hand · {who}: empty", who=g.pname(shown))
    ui.text(title, ui.p(X + 12, y), 13, U.SNOW, bold=True)
    y += max(20, _height(ui, 13, bold=True))
    name_h, words_h = _height(ui, 12, bold=True), _height(ui, 10)
    two_lines = len(hand) <= 5  # a big hand: a line per card
    tall = max(34, name_h + words_h + 4) if two_lines else max(26, name_h + 6)
    order = sorted(hand, key=lambda c: (g.c.guns[g.c.town[c].gun].sides, c))  # copies side by side
    # a card's copies are one target: any of them picks it and lights up with the rest under
    # the mouse (the board's hover key is the card, read off the rect of all its copies)
    hovered = next((c for i, c in enumerate(order)
                    if c in lit_cards and ui.r(X + 8, y + i * tall, W - 16, tall - 3).collidepoint(mouse)), None)
    for card in order:
        town = g.c.town[card]
        r = ui.r(X + 8, y, W - 16, tall - 3)
        lit, picked = card in lit_cards, card == chosen
        over = card == hovered
        ui.panel(r, (96, 78, 36) if picked else (56, 76, 110) if over else (40, 54, 80),
                 P.LIT if lit or picked else None, radius=4)
        chosen = None if picked else chosen  # one copy marked
        rects[card] = rects[card].union(r) if card in rects else r
        rects.setdefault(HAND, r)
        rects[HAND] = rects[HAND].union(r)
        side = ui.px(tall - 8)
        dice.draw_die(ui.surface, (r.left + ui.px(6) + side // 2, r.centery), side, g.c.guns[town.gun].sides,
                      g.c.guns[town.gun].sides)
        x = X + 14 + tall
        words = _(SPECIALS.get(town.special, PLAIN))
        if town.white:
            words = _("{words} · white horse", words=words)
        if two_lines:
            ui.text(tr(town.name), ui.p(x, y + 1), 12, U.ACCENT, bold=True)
            ui.text(words, ui.p(x, y + 1 + name_h), 10, U.TEXT, max_width=W - 40 - tall, min_size=8.5)
        else:
            name = ui.text(tr(town.name), ui.p(x, y + (tall - 3) / 2), 12, U.ACCENT, bold=True, anchor="midleft")
            ui.text(words, ui.p(X + W - 14, y + (tall - 3) / 2), 10, U.TEXT, anchor="midright",
                    max_width=(ui.p(X + W - 14, 0)[0] - name.right - ui.px(8)) / ui.scale, min_size=8.5)
        y += tall
    return rects, y
