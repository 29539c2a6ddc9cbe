"""The panels around the board's map: the top bar, seats, the prompt and action bar,
the hand, dice, the crisis, the secret objective and the game log. Each function
draws one panel for a BoardPainter and records its clickable regions."""

from __future__ import annotations

import pygame

from game.core.i18n import N_, _, tr
from game.render import textfit
from game.render import ui as U
from game.winter.rules.conditions import describe_msg, holds
from game.winter.rules.engine import WinterGame
from game.winter.rules.objectives import side
from game.winter.scenes import labels

TOP = (0, 0, 1280, 40)
SEATS_RECT = (8, 384, 372, 328)
PROMPT_RECT = (388, 384, 512, 34)
BAR_RECT = (388, 422, 512, 40)
HAND_RECT = (388, 466, 512, 142)
DICE_RECT = (388, 612, 512, 100)
CRISIS_RECT = (908, 384, 364, 92)
SECRET_RECT = (908, 480, 364, 114)  # room for its text and three conditions at a UI scale of 120 %
LOG_RECT = (908, 598, 364, 114)
ROW_H = 34  # one row of action-bar buttons
LOG_WINDOW = 600  # the log panel reads back this many entries at most (hundreds of lines)
BAD_KINDS = ("death", "overrun", "crisis-failed", "game-over", "eliminated")
GOOD_KINDS = ("crossroads", "vote-result", "exiled", "round", "crisis-prevented")
LEVEL_WORDS = {"random": N_("random"), "easy": N_("easy"), "normal": N_("normal"), "hard": N_("hard")}


def top_bar(painter, ui, v):
    g = painter.scene.game
    r = ui.r(*TOP)
    pygame.draw.rect(ui.surface, (10, 16, 28), r)
    edge = max(1, ui.px(1))
    pygame.draw.rect(ui.surface, U.EDGE, (r.x, r.bottom - edge, r.w, edge))  # inside the piece
    x = 10
    waste = len(v.waste)
    warn = waste % 10 >= 7
    waste_tip = _("Waste: {n} cards; every 10 cost 1 morale each colony phase — the next 10 is close!", n=waste) \
        if warn else _("Waste: {n} cards; every 10 cost 1 morale each colony phase", n=waste)
    items = [("morale", f"{v.morale}", U.BAD if v.morale <= 2 else U.TEXT, _("Morale")),
             ("round", _("R{round} · {left} left", round=v.round, left=v.rounds_left), U.TEXT,
              _("Round / rounds left")),
             ("food-token", f"{v.food}", U.TEXT, _("Food in the supply")),
             ("starvation", f"{v.starvation}", U.BAD if v.starvation else U.MUTED, _("Starvation tokens")),
             ("waste", f"{waste}", U.BAD if warn else U.TEXT, waste_tip),
             ("helpless", f"{v.helpless}", U.TEXT, _("Helpless survivors in the colony"))]
    for icon, text, colour, tip in items:
        ir = ui.r(x, 8, 24, 24)
        ui.icon(icon, ir, colour)
        tw = ui.text(text, ui.p(x + 28, 11), 17, colour, bold=True)
        painter.add(ir.union(tw), ("tip", tip))
        x += 28 + tw.width / ui.scale + 18
    m = g.c.mains[v.main]
    goal = painter.per_state("goal", lambda: goal_text(g, v))
    box = ui.r(x + 8, 3, 1270 - x - 8, 34)
    textfit.draw(ui, f"{tr(m.title)}: {goal}", box, 14, U.ACCENT, min_size=9, line_gap=0.95)
    painter.add(box, ("tip", f"{tr(m.title)} — {tr(side(g).text)}"))


def _seen(g, v):
    """The game as the screen shows it (the view, frozen during a colony phase), for counting."""
    return WinterGame.from_state(v, g.c)


def goal_text(g, v) -> str:
    """The main objective's conditions with their current values."""
    seen = _seen(g, v)
    return "; ".join(tr(describe_msg(seen, q, v.first)) for q in side(seen).goal)


def seat_line(scene, p) -> tuple:
    """What a seat's row shows (its key: the row is redrawn when this changes)."""
    return (p.name, p.exiled, p.out, p.leader, len(p.survivors), len(p.hand), p.crisis_added, tuple(sorted(p.unused)),
            scene.match.shown == p.seat)


def secret_progress(g, v, seat) -> list[tuple[str, bool]]:
    """Each condition of the seat's own objective in words, and whether it holds now."""
    if seat is None or v.players[seat].objective is None:
        return []
    p = v.players[seat]
    obj = g.c.objectives[p.objective]
    conds = obj.exiled if (p.betrayer and p.exiled and obj.exiled) else obj.conditions
    seen = _seen(g, v)
    return [(tr(describe_msg(seen, q, seat)), holds(seen, q, seat)) for q in conds]


def colony_marks(painter, ui, v, slots, slot_rect):
    for kind, value, icon, tip in (("food", v.food, "food-token", N_("Food supply")),
                                    ("waste", len(v.waste), "waste", N_("Waste pile")),
                                    ("starvation", v.starvation, "starvation", N_("Starvation tokens")),
                                    ("crisis", len(v.crisis_cards), "crisis", N_("Cards added to the crisis"))):
        if slots.get(kind):
            r = slot_rect(slots[kind][0])
            ui.panel(r, (10, 16, 28), None, radius=4, alpha=150)
            ui.icon(icon, r.inflate(-r.w // 3, -r.h // 3).move(-r.w // 6, 0), U.SNOW)
            ui.text(str(value), (r.right - ui.px(2), r.centery), 12, U.SNOW, bold=True, anchor="midright")
            painter.add(r, ("tip", f"{_(tip)}: {value}"))
    for kind, value in (("morale-track", v.morale), ("round-track", v.rounds_left)):
        for s in slots.get(kind, []):
            if s.index == min(value, 10 if kind == "morale-track" else 12):
                r = slot_rect(s)
                colour = U.BAD if kind == "morale-track" else U.ACCENT
                pygame.draw.circle(ui.surface, colour, r.center, max(3, r.w // 2 - 1))
                pygame.draw.circle(ui.surface, U.SNOW, r.center, max(3, r.w // 2 - 1), max(1, ui.px(1)))


def seats(painter, ui, v):
    scene = painter.scene
    g = scene.game
    r = ui.r(*SEATS_RECT)
    ui.panel(r)
    n = len(v.players)
    row_h = min(64, (SEATS_RECT[3] - 8) / n)
    for p in v.players:
        y = SEATS_RECT[1] + 4 + p.seat * row_h
        rr = ui.r(SEATS_RECT[0] + 4, y, SEATS_RECT[2] - 8, row_h - 4)
        active = p.seat == v.active and v.phase == "turns"
        deciding = p.seat == scene.match.decider()
        ui.panel(rr, U.PANEL_HI if active else U.PANEL, U.ACCENT if deciding else None, radius=6)
        colour = U.SEATS[p.seat % len(U.SEATS)]
        pygame.draw.rect(ui.surface, colour, ui.r(SEATS_RECT[0] + 6, y + 4, 6, row_h - 12))
        setup = scene.match.seats[p.seat]
        tags = [p.name]
        if p.seat == scene.match.shown:
            tags.append(_("you"))
        elif not setup.human:
            level = _(LEVEL_WORDS[setup.level]) if setup.level in LEVEL_WORDS else setup.level
            tags.append(_("AI {level}", level=level))
        if p.exiled:
            tags.append(_("EXILED"))
        if p.out:
            tags.append(_("OUT"))
        ui.text(" · ".join(tags), ui.p(SEATS_RECT[0] + 18, y + 4), 14, U.TEXT, bold=True, max_width=300)
        if p.seat == v.first:
            ui.icon("first-player", ui.r(SEATS_RECT[0] + SEATS_RECT[2] - 30, y + 4, 18, 18), U.ACCENT)
            painter.add(ui.r(SEATS_RECT[0] + SEATS_RECT[2] - 30, y + 4, 18, 18), ("tip", _("The first player")))
        leader = tr(g.c.survivors[p.leader].name) if p.leader else "—"
        n = len(p.survivors)
        ui.text(_("Leads {leader} · {n} survivor", leader=leader, n=n) if n == 1 else
                _("Leads {leader} · {n} survivors", leader=leader, n=n),
                ui.p(SEATS_RECT[0] + 18, y + 22), 12, U.MUTED, max_width=340)
        dice = " ".join(str(d) for d in sorted(p.unused)) or _("none")
        ui.text(_("Hand {n} · crisis +{added} · dice {dice}", n=len(p.hand), added=p.crisis_added, dice=dice),
                ui.p(SEATS_RECT[0] + 18, y + 38), 12, U.MUTED, max_width=340)
        painter.add(rr, ("seat", p.seat))


def bar_layout(painter, ui) -> tuple[list, int]:
    """The action bar's buttons, (x, row, width, text, key) in logical units, flowing into
    as many rows as they need; and how many rows that is (the hand moves down for them)."""
    scene = painter.scene
    choices = scene.choices()
    p = scene.picker
    f = ui.font(12, bold=True)
    items = []
    for label, key, hk in choices:
        text = f"[{hk.upper()}] {label}" if hk and key[0] == "kind" else f"{hk} · {label}" if hk else label
        items.append((text, ("choice", key)))
    for label, kind, hk in scene.greyed():  # not legal now: greyed, and a click says why
        items.append((f"[{hk.upper()}] {label}" if hk else label, ("why", kind)))
    if p.subject is not None or p.kind is not None or p.colony:
        items.append((_("Back (Esc)"), ("button", "cancel")))
    x0, x1 = BAR_RECT[0] + 6, BAR_RECT[0] + BAR_RECT[2] - 6
    placed, x, row = [], x0, 0
    for text, key in items:
        w = min(x1 - x0, f.size(text)[0] / ui.scale + 20)
        if x + w > x1 and x > x0:
            x, row = x0, row + 1
        placed.append((x, row, w, text, key))
        x += w + 6
    return placed, row + 1


def action_bar(painter, ui, v, layout):
    """The prompt, then the choices for the next pick as buttons (bar_layout), never
    dropping one: extra rows push the hand down."""
    scene = painter.scene
    pr = ui.r(*PROMPT_RECT)
    textfit.draw(ui, scene.why_prompt(scene.status_line()), pr.inflate(-ui.px(8), -ui.px(2)), 14, U.TEXT, min_size=9, line_gap=0.95)
    placed, rows = layout
    ui.panel(ui.r(BAR_RECT[0], BAR_RECT[1], BAR_RECT[2], 40 + (rows - 1) * ROW_H), (18, 28, 44),
             U.ACCENT if rows > 1 else U.EDGE)
    mouse = scene.mouse
    for x, row, w, text, key in placed:
        b = U.Button(ui.r(x, BAR_RECT[1] + 6 + row * ROW_H, w, 28), text, key[1], key[0] != "why",
                     hot=key[0] == "choice")
        ui.button(b, mouse, 12)
        if key[0] == "choice":
            painter.choice_buttons.append(b)
        painter.add(b.rect, key)


def hand(painter, ui, v, bar_rows: int = 1):
    """The seat's cards, below the action bar's extra rows (`bar_rows`): shorter then,
    its title never under a button."""
    r = ui.r(*HAND_RECT)
    ui.panel(r)
    seat = painter.scene.match.shown
    if seat is None:
        ui.text(_("Hands are hidden while no player is at the screen."), r.center, 14, U.MUTED, anchor="center")
        return
    p = v.players[seat]
    x, y = HAND_RECT[0], HAND_RECT[1] + (bar_rows - 1) * ROW_H
    head = ui.text(_("Your hand · {name} · {n} card", name=p.name, n=len(p.hand)) if len(p.hand) == 1 else
                   _("Your hand · {name} · {n} cards", name=p.name, n=len(p.hand)),
                   ui.p(x + 8, y + 4), 13, U.MUTED, bold=True, max_width=HAND_RECT[2] - 16)
    cards = [(c, None) for c in p.hand]
    for sid in p.survivors:
        cards += [(c, sid) for c in v.survivors[sid].equipped]
    n = max(1, len(cards))
    cw = min(74.0, (HAND_RECT[2] - 16 - (n - 1) * 4) / n)
    top = max(y + 24, (head.bottom - ui.oy) / ui.scale + 2)
    ch = HAND_RECT[1] + HAND_RECT[3] - 6 - top
    for i, (cid, on) in enumerate(cards):
        card(painter, ui, cid, ui.r(x + 8 + i * (cw + 4), top, cw, ch), on)
    if not cards:
        ui.text(_("No cards."), ui.p(x + 12, top + 16), 13, U.MUTED)


def card(painter, ui, cid, r, on=None):
    scene = painter.scene
    g = scene.game
    k = g.c.items[cid]
    colour = U.TYPE_COLOURS.get(k.type, U.EDGE)
    selected = scene.picker.subject == cid
    ui.panel(r, (236, 232, 222), U.ACCENT if selected else colour, radius=6)
    head = pygame.Rect(r.x, r.y, r.w, max(8, r.h // 6))
    pygame.draw.rect(ui.surface, colour, head, border_top_left_radius=ui.px(6), border_top_right_radius=ui.px(6))
    ui.text(labels.type_name(k.type).upper(), head.center, 9, (20, 20, 24), bold=True, anchor="center", max_width=r.w / ui.scale - 4)
    bottom = r.bottom - (ui.px(13) if on else ui.px(3))
    # the picture gives way to the name: as large as the room its lines leave (none under 12 px)
    f = ui.font(10, bold=True, text=tr(k.name))
    name_h = len(U.wrap(f, tr(k.name), r.w - ui.px(6))) * f.get_linesize()
    icon_w = min(r.w // 2, r.h // 3, bottom - head.bottom - 5 - name_h)
    if icon_w >= ui.px(12):
        ui.icon(k.icon, pygame.Rect(r.centerx - icon_w // 2, head.bottom + 3, icon_w, icon_w), (50, 50, 60))
    top = head.bottom + max(0, icon_w) + 5 if icon_w >= ui.px(12) else head.bottom + 3
    name_box = pygame.Rect(r.x + ui.px(3), top, r.w - ui.px(6), bottom - top)
    textfit.draw(ui, tr(k.name), name_box, 10, (20, 24, 32), min_size=7, bold=True, align="center")
    if on:
        textfit.draw(ui, _("on {who}", who=tr(g.c.survivors[on].name).split()[0]),
                     pygame.Rect(r.x + ui.px(2), r.bottom - ui.px(13), r.w - ui.px(4), ui.px(12)), 9, (90, 60, 20),
                     min_size=6, bold=True, align="center")
    if selected:
        pygame.draw.rect(ui.surface, U.ACCENT, r.inflate(4, 4), width=max(2, ui.px(2)), border_radius=ui.px(7))
    elif cid in scene.picker.subjects() and scene.picker.subject is None:
        pygame.draw.rect(ui.surface, (255, 230, 170), r.inflate(2, 2), width=max(1, ui.px(1)),
                         border_radius=ui.px(7))
    painter.add(r, ("item" if on else "card", cid))


def dice(painter, ui, v):
    scene = painter.scene
    r = ui.r(*DICE_RECT)
    ui.panel(r)
    seat = scene.match.shown
    mouse = scene.mouse
    if seat is not None:
        p = v.players[seat]
        hot = painter.highlight_dice()
        x = DICE_RECT[0] + 10
        ui.text(_("Your dice"), ui.p(x, DICE_RECT[1] + 6), 12, U.MUTED, bold=True)
        rolling = painter.time < painter.rolling_until
        for i, val in enumerate(sorted(p.unused)):
            dr = ui.r(x, DICE_RECT[1] + 24, 34, 34)
            if rolling:  # tumbling faces, jittering in place
                face = 1 + (int(painter.time * 23) + i * 5) % 6
                die(ui, dr.move(0, -ui.px(4) * ((int(painter.time * 30) + i) % 2)), face)
                x += 40
                continue
            die(ui, dr, val, val in hot)
            painter.add(dr, ("die", val))
            x += 40
        for val in sorted(p.used):
            dr = ui.r(x, DICE_RECT[1] + 30, 24, 24)
            die(ui, dr, val, False, used=True)
            x += 28
    # buttons: colony actions, end turn, and fast-forward while the computer plays or
    # undo while the player can take their last action back (never both at once)
    bx = DICE_RECT[0] + DICE_RECT[2] - 8
    legal = scene.picker_now().legal
    ai_turn = not scene.match.is_human(scene.match.decider()) and scene.match.decider() is not None
    last = ("undo", _("Undo (Ctrl+Z)"), True) if scene.can_undo() else ("fast", _("Faster (Space)"), ai_turn)
    for key, label, enabled in (("end-turn", _("End turn (Enter)"), any(type(a).__name__ == "EndTurn" for a in legal)),
                                ("colony", _("Colony actions"), bool(scene.global_kinds())), last):
        b = U.Button(ui.r(bx - 140, DICE_RECT[1] + 62, 140, 30), label, key, enabled)
        ui.button(b, mouse, 12)
        if enabled:
            painter.add(b.rect, ("button", key))
        bx -= 146


def die(ui, r, val, hot=False, used=False):
    face = (120, 126, 136) if used else (240, 240, 236)
    pygame.draw.rect(ui.surface, face, r, border_radius=ui.px(5))
    pygame.draw.rect(ui.surface, U.ACCENT if hot else (60, 60, 70), r, width=max(1, ui.px(2 if hot else 1)),
                     border_radius=ui.px(5))
    pips = {1: [(0, 0)], 2: [(-1, -1), (1, 1)], 3: [(-1, -1), (0, 0), (1, 1)],
            4: [(-1, -1), (1, -1), (-1, 1), (1, 1)], 5: [(-1, -1), (1, -1), (0, 0), (-1, 1), (1, 1)],
            6: [(-1, -1), (1, -1), (-1, 0), (1, 0), (-1, 1), (1, 1)]}[val]
    step = r.w // 4
    for dx, dy in pips:
        pygame.draw.circle(ui.surface, (20, 20, 28), (r.centerx + dx * step, r.centery + dy * step),
                           max(2, r.w // 10))


def crisis(painter, ui, v):
    g = painter.scene.game
    r = ui.r(*CRISIS_RECT)
    ui.panel(r, (44, 28, 34), (150, 80, 80))
    if v.crisis is None:
        ui.text(_("No crisis"), r.center, 14, U.MUTED, anchor="center")
        return
    cr = g.c.crises[v.crisis]
    ui.icon("crisis", ui.r(CRISIS_RECT[0] + 8, CRISIS_RECT[1] + 8, 22, 22), U.BAD)
    ui.text(_("Crisis: {title}", title=cr.title), ui.p(CRISIS_RECT[0] + 36, CRISIS_RECT[1] + 8), 15, U.TEXT, bold=True,
            max_width=320)
    need = sum(1 for p in v.players if not p.exiled and not p.out)
    textfit.draw(ui, _("Needs {types} · {n} card(s) added · prevented at {need}", types=labels.types_or(cr.types),
                       n=len(v.crisis_cards), need=need),
                 ui.r(CRISIS_RECT[0] + 10, CRISIS_RECT[1] + 32, 344, 16), 12, U.ACCENT, min_size=9)
    textfit.draw(ui, tr(cr.text), ui.r(CRISIS_RECT[0] + 10, CRISIS_RECT[1] + 50, 344, 40), 11, U.MUTED, min_size=8)
    painter.add(r, ("tip", f"{tr(cr.title)}: {tr(cr.story)} {tr(cr.text)} "
                           + _("Prevented at {need}; {more}+ gains 1 morale.", need=need, more=need + 2)))


def secret(painter, ui, v):
    """The shown seat's secret objective, spelled out, with each condition's progress."""
    scene = painter.scene
    g = scene.game
    r = ui.r(*SECRET_RECT)
    seat = scene.match.shown
    if seat is None or v.players[seat].objective is None:
        ui.panel(r)
        words = _("Co-op: the colony's objective is everyone's.") if g.s.config.cooperative else \
            _("Secret objectives are hidden while no player is at the screen.")
        textfit.draw(ui, words, r.inflate(-ui.px(16), -ui.px(12)), 12, U.MUTED, min_size=9)
        return
    p = v.players[seat]
    obj = g.c.objectives[p.objective]
    betrayer = p.betrayer
    ui.panel(r, (46, 26, 34) if betrayer else (30, 40, 30), U.BAD if betrayer else (110, 170, 120))
    progress = painter.per_state("secret-key", lambda: secret_progress(g, v, seat))
    role = _("BETRAYER") if betrayer else _("Exiled") if p.exiled else _("Secret objective")
    head = ui.text(f"{role}: {tr(obj.title)}", ui.p(SECRET_RECT[0] + 8, SECRET_RECT[1] + 4), 12,
                   U.BAD if betrayer else U.GOOD, bold=True, max_width=348)
    painter.add(head, ("tip", f"{tr(obj.title)}: {tr(obj.text)}"))
    y = (head.bottom - ui.oy) / ui.scale + 1
    rows = min(len(progress), 3)
    row_h = ui.font(10).get_linesize() / ui.scale  # a condition's line, as tall as its letters
    text_h = SECRET_RECT[1] + SECRET_RECT[3] - 4 - y - rows * row_h
    textfit.draw(ui, tr(obj.text), ui.r(SECRET_RECT[0] + 8, y, 348, text_h), 11, U.TEXT, min_size=8)
    y += text_h + 1
    for text, ok in progress[:rows]:
        U.mark(ui, ok, ui.r(SECRET_RECT[0] + 8, y + (row_h - 9) / 2, 9, 9))
        textfit.draw(ui, text, ui.r(SECRET_RECT[0] + 22, y, 334, row_h), 10, U.GOOD if ok else U.MUTED, min_size=8)
        y += row_h


def log_entries(scene) -> list:
    """The log lines the filter keeps, played back so far, for the seat on screen."""
    m = scene.match
    entries = m.visible_log(scene.log_upto, last=LOG_WINDOW)
    if scene.log_filter == "colony":
        entries = [x for x in entries if x.aside]
    elif scene.log_filter == "mine" and m.shown is not None:
        entries = [x for x in entries if _concerns(scene, x.event, m.shown)]
    return entries


def _concerns(scene, e, seat: int) -> bool:
    d = e.data
    s = scene.game.s
    if e.private == seat or d.get("seat") == seat or d.get("requester") == seat or d.get("target") == seat:
        return True
    sid = d.get("survivor")
    return sid is not None and sid in s.survivors and s.survivors[sid].seat == seat


def entry_text(scene, e) -> str:
    """An event's log line, in the second person for the seat on screen where it is about them."""
    if e.kind == "turn" and e.data.get("seat") == scene.match.shown:
        return _("Your turn.")
    return e.shown()


def log(painter, ui):
    scene = painter.scene
    r = ui.r(*LOG_RECT)
    painter.log_rect = r
    ui.panel(r)
    # filter tabs
    x = LOG_RECT[0] + 6
    for key, label in (("all", _("Everyone")), ("mine", _("Mine")), ("colony", _("Colony phase"))):
        f = ui.font(11, bold=True)
        w = f.size(label)[0] / ui.scale + 14
        tab = ui.r(x, LOG_RECT[1] + 4, w, 18)
        on = scene.log_filter == key
        ui.panel(tab, U.PANEL_HI if on else U.PANEL, U.ACCENT if on else U.EDGE, radius=4)
        ui.text(label, tab.center, 11, U.TEXT if on else U.MUTED, bold=True, anchor="center")
        painter.add(tab, ("log-filter", key))
        x += w + 4
    inner = ui.r(LOG_RECT[0] + 6, LOG_RECT[1] + 26, LOG_RECT[2] - 12, LOG_RECT[3] - 30)
    lines = log_lines(painter, ui, inner.width)
    f = ui.font(11)
    line_h = f.get_linesize()
    fit = max(1, inner.height // line_h)
    scroll = min(scene.log_scroll, max(0, len(lines) - fit))
    scene.log_scroll = scroll
    shown = lines[max(0, len(lines) - fit - scroll): len(lines) - scroll]
    while len(shown) > 1 and shown[0][0].startswith("    "):  # whole entries only
        shown = shown[1:]
    y = inner.top
    for text, colour in shown:
        ui.drawn.append(text)
        ui.surface.blit(U.render(f, text, colour), (inner.left, y))
        y += line_h
    if scroll:
        ui.text(_("{n} newer lines below (scroll)", n=scroll), (inner.right, inner.bottom), 10, U.ACCENT, anchor="bottomright")


def log_lines(painter, ui, width: int) -> list[tuple[str, tuple]]:
    """The wrapped log; each entry is wrapped once (not every frame, not every new line)."""
    scene = painter.scene
    f = ui.font(11)
    wraps = painter.cache.setdefault(("log-wraps", width, f), {})
    if len(wraps) > 3000:
        wraps.clear()
    lines: list[tuple[str, tuple]] = []
    for entry in log_entries(scene)[-150:]:
        e = entry.event
        text = entry_text(scene, e)
        key = (id(e), text)
        got = wraps.get(key)
        if got is None:
            colour = U.BAD if e.kind in BAD_KINDS else U.ACCENT if e.kind in GOOD_KINDS else \
                U.MUTED if e.kind == "note" else U.TEXT
            got = wraps[key] = [((f"R{entry.round} " if i == 0 else "    ") + line, colour)
                                for i, line in enumerate(U.wrap(f, text, width - ui.px(24)))]
        lines.extend(got)
    return lines
