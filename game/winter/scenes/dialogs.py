"""Overlays on Winter's board: decision dialogs (search, bite,
crossroads, votes, requests, discards, relocation, draft), the colony-phase
playback and the card zoom."""

from __future__ import annotations

import pygame

from game.core.i18n import N_, _, tr
from game.render import icons, textfit
from game.render import ui as U
from game.shell.overlays import Overlay
from game.winter.rules import actions as A
from game.winter.scenes import labels

HITS = {"wound": N_("wound"), "frostbite": N_("frostbite"), "kill": N_("kill")}  # an 'order' decision's kind


def _card_lines(c, cid) -> tuple[str, str, str]:
    """Name, kind and text of an item card or a survivor, for a card in a dialog."""
    if cid in c.survivors:
        sv = c.survivors[cid]
        return tr(sv.name), tr(sv.occupation), _("Influence {influence} · attack {attack}+ · search {search}+ · "
                                                 "{ability}", influence=sv.influence, attack=sv.attack,
                                                 search=sv.search, ability=sv.ability.name)
    name, kind, text = labels.item_lines(c, cid)
    return name, kind, text


class Guided:
    """A dialog of the board's that shows the guided first game's panel over itself (beside
    its own controls) and lets its buttons be clicked."""

    shows_guide = True

    def guide_event(self, event) -> bool:
        return self.board.guide_event(event)

    def draw_guide(self, ui):
        self.board.draw_guide(ui, self.board.guide_deciding())

    def controls(self) -> list:
        return self.board.guide_controls() + super().controls()


class DecisionDialog(Guided, Overlay):
    """A pending decision of the seat on screen: a title, words, optional cards, and
    one button per legal choice."""

    def __init__(self, board, title: str, body: str, options: list[tuple[str, object, bool]],
                 cards: list[str] | None = None, card_buttons: dict | None = None, icon: str | None = None):
        super().__init__()
        self.board = board
        self.title, self.body, self.options = title, body, options
        self.cards = cards or []
        self.card_buttons = card_buttons or {}
        self.icon = icon
        self.buttons: list[U.Button] = []

    def choose(self, action):
        self.app.stack.pop(self)
        self.board.dialog_open = False
        self.board.request(action)

    def exit(self):
        self.board.dialog_open = False

    def handle_event(self, event) -> bool:
        if self.guide_event(event):
            return True
        b = self.clicked(event)
        if b is not None:
            self.choose(b.key)
            return True
        if event.type == pygame.KEYDOWN and pygame.K_1 <= event.key <= pygame.K_9:
            live = [b for b in self.buttons if b.enabled]
            i = event.key - pygame.K_1
            if i < len(live):
                self.choose(live[i].key)
            return True
        return super().handle_event(event)

    def draw(self, ui):
        ui.shade(140)
        c = self.board.game.c
        n_opts = len(self.options)
        cards_h = 150 if self.cards else 0
        per = 68 if any(" — " in t for t, _a, _e in self.options) else 44
        w = 760
        body_h = 0
        if self.body:
            f = ui.font(14)
            body_h = len(U.wrap(f, self.body, ui.px(w - 40))) * f.get_linesize() / ui.scale * 1.1 + 12
        h = min(660, 80 + body_h + cards_h + n_opts * per)
        x, y = (1280 - w) / 2, (720 - h) / 2
        box = ui.r(x, y, w, h)
        ui.panel(box, (22, 32, 50), U.ACCENT, radius=10)
        tx = x + 20
        if self.icon:
            ui.icon(self.icon, ui.r(x + 18, y + 16, 30, 30), U.ACCENT)
            tx += 40
        ui.text(self.title, ui.p(tx, y + 18), 22, U.SNOW, bold=True, display=True, max_width=w - 80)
        cy = y + 58
        if self.body:
            used = ui.wrapped(self.body, ui.r(x + 20, cy, w - 40, 96), 14, U.TEXT)
            cy += used / ui.scale + 10
        self.buttons = []
        mouse = pygame.mouse.get_pos()
        if self.cards:
            n = len(self.cards)
            cw = min(130, (w - 40 - (n - 1) * 10) / n)
            for i, cid in enumerate(self.cards):
                cr = ui.r(x + 20 + i * (cw + 10), cy, cw, 140)
                name, kind, text = _card_lines(c, cid)
                colour = U.TYPE_COLOURS.get(c.items[cid].type, U.EDGE) if cid in c.items else U.EDGE
                ui.panel(cr, (236, 232, 222), colour, radius=6)
                pic = pygame.Rect(cr.x + ui.px(6), cr.y + ui.px(6), ui.px(24), ui.px(24))
                portrait = icons.portrait(cid, pic.w, (50, 50, 60)) if cid in c.survivors else None
                if portrait is not None:
                    ui.surface.blit(portrait, pic)
                else:
                    ui.icon(c.items[cid].icon if cid in c.items else "survivor", pic, (50, 50, 60))
                textfit.draw(ui, kind, pygame.Rect(cr.x + ui.px(34), cr.y + ui.px(6), cr.w - ui.px(40), ui.px(24)),
                             10, (80, 80, 90), min_size=7, align="center", middle=True)
                textfit.draw(ui, name, pygame.Rect(cr.x + ui.px(6), cr.y + ui.px(34), cr.w - ui.px(12), ui.px(30)),
                             12, (20, 24, 32), min_size=8, bold=True)
                textfit.draw(ui, text, pygame.Rect(cr.x + ui.px(6), cr.y + ui.px(66), cr.w - ui.px(12),
                                                   ui.px(44 if cid in self.card_buttons else 70)),
                             10, (50, 50, 60), min_size=7)
                if cid in self.card_buttons:
                    label, action = self.card_buttons[cid]
                    b = U.Button(pygame.Rect(cr.x + ui.px(6), cr.bottom - ui.px(30), cr.w - ui.px(12), ui.px(24)),
                                 label, action, hot=True)
                    ui.button(b, mouse, 12)
                    self.buttons.append(b)
            cy += cards_h
        for text, action, enabled in self.options:
            head, _sep, detail = text.partition(" — ")
            bh = 62 if detail else 38
            b = U.Button(ui.r(x + 20, cy, w - 40, bh), "" if detail else head, action, enabled, hot=enabled)
            ui.button(b, mouse, 14)
            if detail:  # a crossroads option: its name, then what it does
                ui.text(head, (b.rect.x + ui.px(12), b.rect.y + ui.px(6)), 14, U.ACCENT if enabled else U.MUTED,
                        bold=True, max_width=w - 64)
                ui.wrapped(detail, pygame.Rect(b.rect.x + ui.px(12), b.rect.y + ui.px(26), b.rect.w - ui.px(24),
                                               ui.px(34)), 12, U.TEXT if enabled else U.MUTED, line_gap=1.0)
            self.buttons.append(b)
            cy += bh + 6
        self.draw_guide(ui)


def matching(c, cards, wish) -> list[str]:
    """The cards a request hopes for: of its type, or any when it names none."""
    return [cid for cid in cards if wish is None or c.items[cid].type == wish]


class RequestPrompt(DecisionDialog):
    """Another player asks the seat on screen for a card: a compact prompt over the prompt
    line and the action bar, so the colony, the places and the hand stay in view. The cards
    of the hand that the request hopes for are lit; a click on any card of the hand (or its
    number key) gives it, Give nothing (or 0) declines."""

    AREA = (388, 384, 512, 78)  # logical: board_panels' PROMPT_RECT and BAR_RECT

    def __init__(self, board, d, legal):
        super().__init__(board, "", "", [(_("Give nothing (0)"), A.Decline(), True)], icon="request")
        self.d = d
        self.gives = {a.card: a for a in legal if isinstance(a, A.Give)}  # in the hand's order
        self.lit = matching(board.game.c, self.gives, d.data.get("type"))

    def card_rects(self) -> list[tuple[pygame.Rect, str]]:
        """The hand's cards that may be given, where the board drew them last."""
        painter = self.board.painter
        return [(r, k[1]) for r, k in (painter.regions if painter else ()) if k[0] == "card" and k[1] in self.gives]

    def controls(self) -> list:
        return self.board.guide_controls() + [(r, self.gives[cid]) for r, cid in self.card_rects()] + \
            [(b.rect, b.key) for b in self.buttons if b.enabled]

    def handle_event(self, event) -> bool:
        if self.guide_event(event):
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button in (1, 3):
            cid = next((cid for r, cid in self.card_rects() if r.collidepoint(event.pos)), None)
            if cid is not None and event.button == 1:
                self.choose(self.gives[cid])
                return True
            if cid is not None:
                self.app.stack.push(ZoomScene(self.board, ("card", cid)))
                return True
        if event.type == pygame.KEYDOWN and pygame.K_0 <= event.key <= pygame.K_9:
            n = event.key - pygame.K_0
            cards = list(self.gives)
            if n == 0:
                self.choose(A.Decline())
            elif n <= len(cards):
                self.choose(self.gives[cards[n - 1]])
            return True
        b = self.clicked(event)
        if b is not None:
            self.choose(b.key)
            return True
        return Overlay.handle_event(self, event)

    def words(self) -> tuple[str, str]:
        g = self.board.game
        asker = g.s.players[self.d.data["requester"]].name
        wish = self.d.data.get("type")
        if wish is None:
            return (_("{who} asks for cards", who=asker),
                    _("Click a card in your hand to give it (they play it at once), or give nothing."))
        title = _("{who} asks for a {type} card", who=asker, type=labels.type_name(wish))
        if self.lit:
            return title, _("Click a lit card in your hand to give it (they play it at once), or give nothing.")
        return title, _("You hold no {type} card. Any card of your hand may be given (they play it at once), "
                        "or nothing.", type=labels.type_name(wish))

    def draw(self, ui):
        x, y, w, h = self.AREA
        box = ui.r(*self.AREA)
        ui.panel(box, (22, 32, 50), U.ACCENT, radius=8)
        title, body = self.words()
        ui.icon(self.icon, ui.r(x + 10, y + 8, 22, 22), U.ACCENT)
        textfit.draw(ui, title, ui.r(x + 40, y + 6, w - 50, 26), 15, U.SNOW, min_size=10, bold=True, middle=True)
        textfit.draw(ui, body, ui.r(x + 12, y + 34, w - 190, 40), 12, U.TEXT, min_size=8, middle=True)
        mouse = pygame.mouse.get_pos()
        b = U.Button(ui.r(x + w - 170, y + 38, 160, 32), self.options[0][0], A.Decline(), hot=not self.lit)
        ui.button(b, mouse, 13)
        self.buttons = [b]
        for n, (r, cid) in enumerate(self.card_rects(), 1):
            self.light(ui, r, cid in self.lit, bool(self.lit), r.collidepoint(mouse), n)
        self.draw_guide(ui)

    def light(self, ui, r: pygame.Rect, lit: bool, some_lit: bool, over: bool, n: int):
        """A card of the hand that may be given: ringed brightly when the request hopes for
        it (the others veiled, still clickable), white under the mouse; its number key in
        the corner."""
        if some_lit and not lit and not over:
            ui.panel(r, (10, 14, 24), None, radius=6, alpha=120)
        colour = U.SNOW if over else U.ACCENT if lit else (150, 160, 175)
        if lit or over:
            pygame.draw.rect(ui.surface, (10, 12, 18), r.inflate(ui.px(8), ui.px(8)), width=ui.px(2),
                             border_radius=ui.px(9))
        pygame.draw.rect(ui.surface, colour, r.inflate(ui.px(5), ui.px(5)), width=ui.px(3 if lit or over else 1),
                         border_radius=ui.px(8))
        if n <= 9:
            badge = pygame.Rect(0, 0, ui.px(15), ui.px(15))
            badge.bottomright = (r.right - ui.px(3), r.bottom - ui.px(3))
            pygame.draw.ellipse(ui.surface, colour, badge)
            ui.text(str(n), badge.center, 9, (20, 24, 32), bold=True, anchor="center")


def decision_dialog(board, d) -> Overlay:
    """The dialog for a pending decision of the seat on screen."""
    g = board.game
    c = g.c
    s = g.s
    legal = g.legal_actions()
    name = s.players[d.seat].name
    opts = lambda acts: [(labels.label(c, a, s.players), a, True) for a in acts]  # noqa: E731
    if d.kind == "draft":
        return DraftDialog(board, d, legal)
    if d.kind == "search":
        keep = {a.card: (_("Keep"), a) for a in legal if isinstance(a, A.SearchKeep)}
        noise = [a for a in legal if isinstance(a, A.SearchNoise)]
        place = labels.place_name(c, d.data["place"])
        body = _("{who} searches {place}. Keep one card (the others go to the bottom of the deck), or make noise to "
                 "draw another.", who=c.survivors[d.data["survivor"]].name, place=place)
        return DecisionDialog(board, _("Search: {place}", place=place), body, opts(noise), cards=list(d.data["drawn"]),
                              card_buttons=keep, icon="search")
    if d.kind == "bite":
        sv = c.survivors[d.data["survivor"]]
        body = _("The bite spreads to {who}. Put them down now (they die, the spread stops), or roll the exposure "
                 "die: blank saves them and stops the spread; anything else kills them and it spreads on.",
                 who=sv.name)
        return DecisionDialog(board, _("The bite spreads"), body, opts(legal), icon="bite")
    if d.kind == "crossroads":
        card = c.crossroads[d.data["card"]]
        allowed = {a.option for a in legal}
        options = [(f"{tr(o.label)} — {tr(o.text)}", A.Choose(i), i in allowed) for i, o in enumerate(card.options)]
        return DecisionDialog(board, _("Crossroads: {title}", title=card.title), tr(card.story), options,
                              icon="crossroads")
    if d.kind == "vote":
        if d.data["motion"] == "exile":
            q = _("Exile {who} from the colony?", who=s.players[d.data["target"]].name)
        else:
            q = tr(d.data["question"])
        body = _("{question}  Votes are secret until everyone has voted; the first player breaks ties.", question=q)
        return DecisionDialog(board, _("{name}, cast your vote", name=name), body,
                              [(_("Thumbs up: yes"), A.Vote(True), True), (_("Thumbs down: no"), A.Vote(False), True)],
                              icon="vote-up")
    if d.kind == "give":
        return RequestPrompt(board, d, legal)
    if d.kind == "leader":
        gone = tr(c.survivors[d.data["was"]].name) if d.data.get("was") in c.survivors else _("Your leader")
        return DecisionDialog(board, _("Name a new leader"),
                              _("{who} is gone. Choose which of your survivors leads your group now (your leader is "
                                "the one whose loss ends your game).", who=gone),
                              opts(legal), cards=[a.survivor for a in legal], icon="leader")
    if d.kind == "lure":
        sv = c.survivors[d.data["survivor"]].name
        return DecisionDialog(board, _("Where does the lured zombie go?"),
                              _("{who} lures a zombie into the colony. Choose the entrance it takes (only entrances "
                                "with an empty space).", who=sv), opts(legal), icon="attract")
    if d.kind == "order":
        hit = d.data.get("kind", "hit")
        return DecisionDialog(board, _("Which comes first?"),
                              _("These survivors are hit at the same moment. As the first player you choose whose "
                                "{hit} is resolved first — it can decide whether the game ends before the others'.",
                                hit=_(HITS[hit]) if hit in HITS else _("hit")), opts(legal), cards=[a.survivor for a in legal],
                              icon="first-player")
    if d.kind == "play-given":
        return DecisionDialog(board, _("Play {card}", card=c.items[d.data["card"]].name),
                              _("A card you were given must be played at once. Choose who it is for."),
                              opts(legal), cards=[d.data["card"]], icon="hand")
    if d.kind == "discard":
        cards = {a.card: (_("Discard"), a) for a in legal}
        n = d.data["n"]
        source = d.data.get("source")
        return DecisionDialog(board, _("Discard {n} cards", n=n) if n > 1 else _("Discard {n} card", n=n),
                              _("Because of {source}: choose a card to discard.", source=tr(source)) if source
                              else _("Because of an effect: choose a card to discard."),
                              [], cards=list(cards), card_buttons=cards, icon="waste")
    if d.kind == "relocate":
        sv = c.survivors[d.data["survivor"]]
        return DecisionDialog(board, _("Where does {who} go?", who=sv.name),
                              _("Exiles live outside the colony. Choose a location with room."), opts(legal),
                              icon="exile")
    return DecisionDialog(board, _("Decide"), "", opts(legal))


class DraftDialog(Guided, Overlay):
    """Pick survivors to keep (2, or 3 in the two-player variant) and a leader, privately."""

    def __init__(self, board, d, legal):
        super().__init__()
        self.board, self.d, self.legal = board, d, legal
        self.offered = list(board.game.s.players[d.seat].offered)
        self.keep_n = len(legal[0].keep)
        self.chosen: list[str] = []
        self.buttons: list[U.Button] = []
        self.card_rects: dict[str, pygame.Rect] = {}

    def exit(self):
        self.board.dialog_open = False

    def step_back(self) -> bool:
        """Esc or Backspace puts back the survivor chosen last."""
        if not self.chosen:
            return False
        self.chosen.pop()
        return True

    def controls(self) -> list:
        return [(r, ("survivor", sid)) for sid, r in self.card_rects.items()] + super().controls()

    def handle_event(self, event) -> bool:
        if self.guide_event(event):
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for sid, r in self.card_rects.items():
                if r.collidepoint(event.pos):
                    if sid in self.chosen:
                        self.chosen.remove(sid)
                    elif len(self.chosen) < self.keep_n:
                        self.chosen.append(sid)
                    return True
        b = self.clicked(event)
        if b is not None:
            self.app.stack.pop(self)
            self.board.play(b.key)
            return True
        return super().handle_event(event)

    def draw(self, ui):
        ui.shade(160)
        c = self.board.game.c
        box = ui.r(90, 60, 1100, 600)
        ui.panel(box, (22, 32, 50), U.ACCENT, radius=10)
        name = self.board.game.s.players[self.d.seat].name
        ui.text(_("{name}: choose {n} survivors, then your leader", name=name, n=self.keep_n), ui.p(110, 78), 24,
                U.SNOW, bold=True, display=True, max_width=1060)
        ui.text(_("The leader with the highest influence at the table goes first."), ui.p(110, 112), 14, U.MUTED)
        self.card_rects = {}
        for i, sid in enumerate(self.offered):
            r = ui.r(110 + i * 266, 140, 250, 330)
            chosen = sid in self.chosen
            ui.panel(r, (236, 232, 222), U.ACCENT if chosen else U.EDGE, radius=8)
            if chosen:
                pygame.draw.rect(ui.surface, U.ACCENT, r.inflate(6, 6), width=ui.px(3), border_radius=ui.px(9))
            sv = c.survivors[sid]
            portrait = icons.portrait(sid, ui.px(40), (60, 70, 90))
            if portrait is not None:
                ui.surface.blit(portrait, ui.r(110 + i * 266 + 12, 152, 40, 40))
            else:
                ui.icon("survivor", ui.r(110 + i * 266 + 12, 152, 40, 40), (60, 70, 90))
            textfit.draw(ui, tr(sv.name), ui.r(110 + i * 266 + 60, 150, 182, 22), 17, (20, 24, 32), min_size=11,
                         bold=True, middle=True)
            textfit.draw(ui, tr(sv.occupation), ui.r(110 + i * 266 + 60, 173, 182, 20), 13, (70, 70, 80), min_size=9)
            ui.text(_("Influence {n}", n=sv.influence), ui.p(110 + i * 266 + 14, 206), 15, (20, 24, 32), bold=True)
            ui.text(_("Attack {attack}+   Search {search}+", attack=sv.attack, search=sv.search),
                    ui.p(110 + i * 266 + 14, 230), 14, (40, 40, 50))
            ui.text(tr(sv.ability.name), ui.p(110 + i * 266 + 14, 262), 14, (120, 70, 20), bold=True, max_width=220)
            ui.wrapped(labels.ability_text(c, sid), ui.r(110 + i * 266 + 14, 284, 222, 170), 12, (50, 50, 60))
            self.card_rects[sid] = r
        self.buttons = []
        mouse = pygame.mouse.get_pos()
        if len(self.chosen) == self.keep_n:
            keep = set(self.chosen)
            acts = [a for a in self.legal if set(a.keep) == keep]
            for i, a in enumerate(acts):
                b = U.Button(ui.r(110 + i * 330, 500, 310, 44), _("Lead with {who}", who=c.survivors[a.leader].name), a,
                             hot=True)
                ui.button(b, mouse, 15)
                self.buttons.append(b)
        else:
            ui.text(_("Click {n} more survivor(s) to keep.", n=self.keep_n - len(self.chosen)),
                    ui.p(440 if self.board.guide_controls() else 640, 520), 16, U.MUTED, anchor="center")
        self.objective(ui, ui.r(110, 556, 660 if self.board.guide_controls() else 1060, 90))
        self.draw_guide(ui)

    def objective(self, ui, r):
        """The drafting seat's own secret objective, which its survivors are chosen for:
        only while that seat's secrets are on screen (hot-seat: after its curtain)."""
        seat = self.d.seat
        p = self.board.view().players[seat] if self.board.match.shown == seat else None
        if p is None or p.objective is None:
            return
        obj = self.board.game.c.objectives[p.objective]
        ui.panel(r, (46, 26, 34) if p.betrayer else (30, 40, 30), U.BAD if p.betrayer else (110, 170, 120))
        role = _("BETRAYER") if p.betrayer else _("Your secret objective")
        inner = r.inflate(-ui.px(20), -ui.px(12))
        head = ui.text(f"{role}: {tr(obj.title)}", inner.topleft, 15, U.BAD if p.betrayer else U.GOOD, bold=True,
                       max_width=inner.w / ui.scale)
        textfit.draw(ui, tr(obj.text), pygame.Rect(inner.x, head.bottom + ui.px(4), inner.w, inner.bottom - head.bottom - ui.px(4)),
                     13, U.TEXT, min_size=9)


class ColonyPhaseScene(Guided, Overlay):
    """The colony phase, step by step: food, waste, the crisis cards one by one with
    the running total, zombies arriving, noise. The board behind keeps the state from
    before the phase, and the log and the morale and food counters follow this
    dialog, so nothing is known before it is shown here. Skip shows it all at once."""

    STEP = 0.55
    ICONS = {"crisis-reveal": "crisis", "zombie-added": "zombie", "food-paid": "food-token", "noise-roll": "noise",
             "death": "skull", "morale": "morale", "barricade-broken": "barricade", "overrun": "zombie",
             "starving": "starvation"}
    KEY = ("food-paid", "starving", "morale", "crisis-prevented", "crisis-failed", "death", "overrun",
           "helpless-death")  # the lines that stay in view however long the phase

    def __init__(self, board, batch):
        super().__init__()
        self.board = board
        self.batch = batch  # (index in the match log, event), the whole phase
        self.items = [(i, e) for i, e in batch if e.visible_to(board.match.shown)]
        self.events = [e for _i, e in self.items]
        self.shown = 0
        self.clock = self.STEP
        self.buttons: list[U.Button] = []

    def changes_in(self):
        return max(0.0, self.STEP - self.clock) if self.shown < len(self.events) else None

    def update(self, dt):
        self.clock += dt
        if self.shown < len(self.events) and self.clock >= self.STEP:
            self.clock = 0.0
            self.reveal(self.shown + 1)

    def reveal(self, n: int):
        """Show the first n events: on the board, in the log and on the counters."""
        frozen = self.board.frozen.s if self.board.frozen is not None else None
        for e in self.events[self.shown:n]:
            self.board.painter.play(e)
            if frozen is not None:
                if "morale" in e.data and e.kind == "morale":
                    frozen.morale = e.data["morale"]
                if e.kind == "food-paid":
                    frozen.food = e.data["food"]
                if e.kind == "starving":
                    frozen.food = 0
        if frozen is not None:
            self.board.frozen_changed()
        self.shown = n
        if n:
            self.board.log_upto = max(self.board.log_upto, self.items[n - 1][0] + 1)

    def handle_event(self, event) -> bool:
        if self.guide_event(event):
            return True
        b = self.clicked(event)
        if b is not None:
            self.press(b.key)
            return True
        # Enter, not Space: Space hurries the computer players, and a player pressing it
        # through their turns must not skip the colony phase's summary
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.press("skip" if self.shown < len(self.events) else "done")
            return True
        return super().handle_event(event)

    def press(self, key):
        if key == "skip":
            self.reveal(len(self.events))
        else:
            self.app.stack.pop(self)

    def exit(self):
        self.board.log_upto = max(self.board.log_upto, self.batch[-1][0] + 1)
        self.board.colony_phase_done()

    def draw(self, ui):
        ui.shade(150)
        box = ui.r(240, 60, 800, 600)
        ui.panel(box, (20, 28, 44), U.ACCENT, radius=10)
        ui.icon("campfire", ui.r(260, 76, 30, 30), U.ACCENT)
        rnd = self.batch[0][1].data.get("round", "")
        ui.text(_("Colony phase · round {n}", n=rnd), ui.p(300, 78), 24, U.SNOW, bold=True, display=True)
        visible = self.events[: self.shown]
        reveals = [e for e in visible if e.kind == "crisis-reveal"]
        bottom = 448 if reveals else 586  # the crisis strip has its own space below the lines
        f = ui.font(13)
        step = f.get_linesize() / ui.scale + 2
        max_lines = int((bottom - 120) / step)
        # long lines wrap (a crisis's failure text is long); the newest lines stay in view
        rows = []
        for e in visible:
            colour = U.BAD if e.kind in ("crisis-failed", "death", "overrun", "starving", "morale") and \
                e.data.get("delta", -1) < 0 else U.GOOD if e.kind in ("crisis-prevented", "food-paid") else U.TEXT
            if e.kind == "crisis-reveal":
                colour = U.GOOD if e.data.get("good") else U.BAD
            for i, line in enumerate(U.wrap(f, e.shown(), ui.px(734))):
                rows.append((self.ICONS.get(e.kind) if i == 0 else None, line, colour, e.kind in self.KEY))
        y = 120
        for icon, line, colour in self.fit_rows(rows, max_lines):
            if icon:
                ui.icon(icon, ui.r(262, y, 16, 16), colour)
            ui.text(line, ui.p(286, y), 13, colour)
            y += step
        if reveals:
            self.crisis_strip(ui, visible, reveals)
        mouse = pygame.mouse.get_pos()
        done = self.shown >= len(self.events)
        ui.text(_("{n} of {total}", n=self.shown, total=len(self.events)), ui.p(262, 612), 13, U.MUTED)
        b = U.Button(ui.r(880, 604, 140, 40), _("Continue") if done else _("Skip"), "done" if done else "skip",
                     hot=True)
        ui.button(b, mouse, 15)
        self.buttons = [b]
        self.draw_guide(ui)

    @staticmethod
    def fit_rows(rows, room: int) -> list:
        """The lines that fit `room`: every one of what the colony ate, the morale lost and the
        crisis's result (KEY), then the newest of the rest; one line, where the first is left
        out, says how many are (the log's Colony phase tab has them all)."""
        if len(rows) <= room:
            return [r[:3] for r in rows]
        room -= 1  # the line that counts what is left out
        key = [i for i, r in enumerate(rows) if r[3]][-room:]
        rest = [i for i, r in enumerate(rows) if not r[3]]
        keep = set(key) | set(rest[len(rest) - (room - len(key)):] if room > len(key) else [])
        note = (None, _("… {n} more lines in the log (Colony phase tab)", n=len(rows) - len(keep)), U.MUTED)
        out = []
        for i, r in enumerate(rows):
            if i in keep:
                out.append(r[:3])
            elif note not in out:
                out.append(note)
        return out

    def crisis_strip(self, ui, visible, reveals):
        """The crisis cards revealed so far, face up in a row, with the running total."""
        c = self.board.game.c
        n = len(reveals)
        cw = min(70, (600 - (n - 1) * 6) / max(n, 1))
        pygame.draw.line(ui.surface, U.EDGE, ui.p(260, 456), ui.p(1020, 456), max(1, ui.px(1)))
        for i, e in enumerate(reveals):
            k = c.items[e.data["card"]]
            r = ui.r(260 + i * (cw + 6), 466, cw, 100)
            ui.panel(r, (236, 232, 222), U.TYPE_COLOURS.get(k.type, U.EDGE), radius=5)
            ui.icon(k.icon, pygame.Rect(r.centerx - r.w // 4, r.y + ui.px(8), r.w // 2, r.w // 2), (50, 50, 60))
            good = e.data["good"]
            ui.text("+1" if good else "−1", (r.centerx, r.bottom - ui.px(6)), 16,
                    (40, 140, 70) if good else (170, 50, 40), bold=True, anchor="midbottom")
        total = reveals[-1].data["total"]
        need = next((e.data["need"] for e in visible if e.kind in ("crisis-failed", "crisis-prevented")), None)
        ui.text(_("Total {n}", n=total), ui.p(1020, 470), 26, U.SNOW, bold=True, anchor="topright")
        if need is not None:
            ui.text(_("needs {n}", n=need), ui.p(1020, 506), 16, U.GOOD if total >= need else U.BAD, anchor="topright")


class ZoomScene(Overlay):
    """A right-clicked card or survivor, large."""

    def __init__(self, board, hit):
        super().__init__()
        self.board, self.hit = board, hit

    def handle_event(self, event) -> bool:
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN):
            self.app.stack.pop(self)
            return True
        return super().handle_event(event)

    def draw(self, ui):
        ui.shade(170)
        c = self.board.game.c
        kind, key = self.hit[0], self.hit[1]
        r = ui.r(440, 110, 400, 500)
        if kind == "survivor":
            lines = labels.survivor_lines(c, key)
            colour, icon = U.EDGE, "survivor"
        else:
            lines = labels.item_lines(c, key)
            colour, icon = U.TYPE_COLOURS.get(c.items[key].type, U.EDGE), c.items[key].icon
        ui.panel(r, (236, 232, 222), colour, radius=12)
        pygame.draw.rect(ui.surface, colour, ui.r(440, 110, 400, 60), border_top_left_radius=ui.px(12),
                         border_top_right_radius=ui.px(12))
        textfit.draw(ui, lines[0], ui.r(450, 112, 380, 56), 22, (20, 20, 24), min_size=12, bold=True, align="center",
                     middle=True)
        portrait = icons.portrait(key, ui.px(140), (50, 50, 60)) if kind == "survivor" else None
        if portrait is not None:
            ui.surface.blit(portrait, ui.r(570, 190, 140, 140))
        else:
            ui.icon(icon, ui.r(570, 190, 140, 140), (50, 50, 60))
        y = 350
        for line in lines[1:]:
            y += ui.wrapped(line, ui.r(470, y, 340, 120), 16, (30, 30, 40)) / ui.scale + 10
        ui.text(_("Click to close"), ui.p(640, 590), 12, (90, 90, 100), anchor="center")
