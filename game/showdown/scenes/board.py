"""Showdown's board scene: the street, the side panel and the choice bar; the human's clicks
turned into the engine's actions (choices.picker), and the play-back of what happened
(fights, holdups, the badge round and the showdown staged as moments)."""

from __future__ import annotations

import pygame

from game.core.i18n import _
from game.render import choice_bar
from game.shell.click_board import ClickBoard
from game.showdown import board_map
from game.showdown.rules.actions import Pass
from game.showdown.scenes import palette as P
from game.showdown.scenes import side_panel, table_view, words
from game.showdown.scenes.choices import TABLE_STEPS, picker
from game.showdown.scenes.stage import StageScene, staging
from game.showdown.scenes.table_view import TableView
from game.showdown.scenes.why import why_not

EVENT_TIME = {"slow": 0.5, "normal": 0.3, "fast": 0.12, "instant": 0.0}  # seconds an event holds the play-back
BAR = (8, 558, 904, 154)  # logical: under the street
BAR_AREA = (0, 554, 916, 166)  # logical: the bar's piece of the board's layer
ROLLED = ("fight-roll", "rolls", "black-die", "poker")
SOUNDS = {"black-die": "dice-d6", "drew": "card", "holdup-revealed": "reveal", "showdown-revealed": "reveal",
          "robbed": "gunshot", "fight-lost": "gunshot", "stars-swapped": "gunshot", "eliminated": "gunshot",
          "blast": "death", "showdown": "showdown", "game-over": "success"}  # rolls: the biggest die's own sound
OFFERS = ("holster", "thief")  # windows a human without the card is not asked in (the engine asks everyone)


class ShowdownBoard(ClickBoard):
    background = (24, 18, 14)
    guide_panel = (300, 392, 604, 150)  # over rows 5, 6, 8 and 9: empty at the guide's table of four

    def __init__(self, match):
        super().__init__(match)
        self.table: TableView | None = None
        self.cards: dict = {}  # card id -> window rect of the hand, last frame ("": the whole hand)
        self.tray: list = []  # the dice last rolled, for the tray
        self.before = None  # the view before the action playing back

    def new_picker(self, legal: list):
        return picker(legal, self.match.decider() if legal else None)

    # --- what the screen shows -------------------------------------------------------------
    def view(self):
        """The view of the seat on screen; while an action's events play back, the view from
        before it, so the table does not tell what the staged moments are about to."""
        if self.queue and self.before is not None:
            return self.before
        return super().view()

    def undone(self):
        super().undone()
        self.before = None

    # --- the loop ------------------------------------------------------------------------
    def before_turns(self):
        """A computer player asked for a holster or a horse thief with no such card passes
        at once, with no pause: only players who hold one are asked, as at a real table (a
        person passes the same way, told in the log: forced_line)."""
        g = self.game
        if g.is_terminal() or not g.s.pending or g.s.pending[0].kind not in OFFERS:
            return None
        if self.match.is_human(g.s.pending[0].seat):
            return None
        return Pass() if self.match.sole_action() == Pass() else None

    def forced_line(self, d, action, g):
        return words.forced_line(g, d, action)

    def play_back(self, dt: float):
        speed = "instant" if self.fast_forward else self.anim_speed
        self.clock -= dt
        while self.queue and self.clock <= 0:
            i, ev = self.queue.pop(0)
            self.log_upto = max(self.log_upto, i + 1)
            if not ev.visible_to(self.match.shown):
                continue
            if ev.kind in ROLLED:
                self.tray = self.rolled(ev)
            sound = SOUNDS.get(ev.kind)
            if ev.kind in ROLLED and ev.kind != "black-die":
                sound = f"dice-d{max((s for s, _, _ in self.tray), default=6)}"
            self.sound(sound, speed)
            stage = staging(self.game, self.view(), ev)
            if stage is not None and speed != "instant" and self.app is not None:
                self.app.stack.push(StageScene(self, stage, seed=i))
                return
            self.clock += EVENT_TIME[speed]

    def rolled(self, ev) -> list:
        """The dice of a roll event as (sides, value, kind) for the tray."""
        g, d = self.game, ev.data
        if ev.kind == "black-die":
            return [(6, v, "black") for v in d["rolls"].values()]
        if ev.kind == "poker":
            return [(g.c.guns[d["gun"]].sides, d["roll"], "gun"), (4, d["red"], "red")]
        groups = d["dice"].values() if ev.kind == "rolls" else (d["dice"]["attacker"], d["dice"]["defender"])
        return [(g.c.guns[gun].sides, abs(v), "gun") for group in groups for gun, v in group]

    def play(self, action):
        self.before = self.view() if not self.queue else self.before
        super().play(action)

    def explain(self, pos):
        """A click that answers nothing: say why, citing the rules (F1 opens them there)."""
        if self.table is None or self.queue:
            return
        v = self.view()
        thing = self.table.thing_at(v, pos)
        if thing is None:
            thing = next((("card", c) for c, r in self.cards.items() if c and r.collidepoint(pos)), None)
        if thing is None:
            return
        g = self.game
        d = g.s.pending[0] if g.s.pending and not g.is_terminal() else None
        self.say_why(why_not(g, v, self.match.shown, d, self.picker_now().chosen, thing))

    def key_options(self) -> list:
        return [s for s in self.picker_now().options() if s[0] not in TABLE_STEPS]  # the buttons' order

    def controls(self) -> list:
        """Every clickable choice of the last frame: (window rect, key); buttons first."""
        if self.table is None:
            return []
        out = self.guide_controls() + [(b.rect, b.key) for b in self.buttons]
        v = self.view()
        for step in self.picker_now().options():
            if step[0] == "card" and step[1] in self.cards:
                out.append((self.cards[step[1]], step))
            elif step[0] in TABLE_STEPS or step[0] == "star":
                r = self.table.targets(v, step)
                if r is not None:
                    out.append((r, step))
        return out

    def hit(self, pos):
        for rect, key in self.controls():
            if rect.collidepoint(pos):
                return key
        return None

    # --- drawing ---------------------------------------------------------------------------
    def fight_dice(self, g, v) -> dict:
        """The dice each fighter has laid so far (a defence not yet answered: "?")."""
        f = v.fight
        if f is None:
            return {}
        laid = {f.attacker: [(g.c.sides(f.attack_card), g.c.sides(f.attack_card), "gun")],
                f.defender: [(g.c.sides(f.defend_card), g.c.sides(f.defend_card), "gun")] if f.defend_card else
                [(6, None, "gun")] if not f.answered else []}
        for fighter, given in f.holsters.items():
            laid.setdefault(fighter, []).extend((g.c.sides(c), g.c.sides(c), "gun") for _, c in given)
        return laid

    def draw(self, ui):
        """The street, the side panel, its log and the bar are pieces of a layer, each drawn again
        only when what it shows changes."""
        if self.table is None:
            self.table = TableView()
        g, m = self.game, self.match
        v = self.view()
        p = self.picker_now()
        opts = p.options()
        d = g.s.pending[0] if g.s.pending and not g.is_terminal() else None
        lit = {s for s in opts if s[0] in TABLE_STEPS or s[0] == "star"}
        self.begin_layer()
        t = self.table
        t.map.place(ui, table_view.MAP_BOX)
        area = ui.r(*table_view.AREA)
        street = pygame.Rect(area.x, area.y, area.w, t.rows_top(ui) - area.y)
        self.layer.piece(ui, "street", street, (v, sorted(lit), list(self.tray)),
                         lambda: t.draw(ui, g, v, lit, self.mouse, self.tray), lambda _kept: t.hovered(v, lit, self.mouse))
        ground = pygame.Rect(area.x, street.bottom, area.w, area.bottom - street.bottom)
        self.layer.piece(ui, "ground", ground, None, lambda: t.map.blit(ui))  # the street between the rows
        for row in range(board_map.ROWS):  # each row again only when it changes
            self.layer.piece(ui, f"row {row}", t.row_rect(ui, row).clip(area), t.row_key(v, m.shown, row, lit, self.mouse),
                             lambda row=row: t.draw_row(ui, g, v, m.shown, row, lit, self.mouse))
        lit_cards = {s[1] for s in opts if s[0] == "card"}
        chosen = p.chosen[0][1] if p.chosen and p.chosen[0][0] == "card" else None
        self.cards = self.panel_and_log(
            ui, side_panel.AREA, side_panel.PANEL, side_panel.LOG_BOTTOM,
            (v, m.decider(), m.shown, sorted(lit_cards), chosen),
            lambda: side_panel.draw(ui, g, v, m, lit_cards, self.mouse, chosen),
            lambda kept: next((c for c in lit_cards if c in kept[0] and kept[0][c].collidepoint(self.mouse)), None))
        if d is None:
            prompt = _("The game is over.")
        elif self.queue:  # playing back: the latest line told
            seen = m.visible_log(upto=self.log_upto, last=1)
            prompt = seen[-1].event.shown() if seen else ""
        else:
            prompt = words.prompt(g, v, d, mine=bool(opts), chosen=p.chosen)
        prompt = self.why_prompt(prompt)
        bar = [s for s in opts if s[0] not in TABLE_STEPS]
        labels = {s: words.label(g, v, d, s) for s in bar} if d is not None else {}
        stripes = {s: P.seat_colour(s[1]) for s in bar if s[0] == "star"}
        back, undo = p.can_go_back(), self.can_undo()
        self.buttons = self.layer.piece(
            ui, "bar", ui.r(*BAR_AREA), (prompt, bar, list(labels.items()), stripes, back, undo),
            lambda: choice_bar.draw(ui, BAR, prompt, bar, labels, back, self.mouse, stripes, prompt_height=30,
                                    undo=undo, numbers=self.key_numbers(bar)), self.over)
        self.layer.blit(ui)
        t.draw_fight(ui, g, v, self.fight_dice(g, v))
        self.draw_guide(ui, self.deciding())
