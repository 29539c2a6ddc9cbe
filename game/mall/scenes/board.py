"""Mall's board scene: the map, the side panel and the choice bar, the human's clicks
turned into the engine's actions (choices.Picker), and the play-back of what happened
(zombies arriving one by one, dials and votes revealed together)."""

from __future__ import annotations

from game.core.i18n import _
from game.mall.scenes import choice_bar, map_view, side_panel, words
from game.mall.scenes import palette as P
from game.mall.scenes.choices import MAP_STEPS, Picker
from game.mall.scenes.map_view import MapView
from game.mall.scenes.why import why_not
from game.shell.click_board import ClickBoard

# seconds an event holds the play-back, by the animation setting
EVENT_TIME = {"slow": 0.5, "normal": 0.3, "fast": 0.12, "instant": 0.0}
ZOMBIE_TIME = {"slow": 0.6, "normal": 0.4, "fast": 0.15, "instant": 0.0}
PULSE = 0.5
REVEALS = ("dials-revealed", "votes-revealed")
SOUNDS = {"zombie-added": "growl", "character-lost": "death", "dials-revealed": "reveal", "votes-revealed": "reveal",
          "box-rolled": "dice", "placement-dice": "dice", "search": "card", "item-played": "card",
          "game-over": "success"}
PULSES = {"zombie-added": P.ZOMBIE, "character-lost": (235, 100, 90)}  # a location flashes: this colour


class MallBoard(ClickBoard):
    guide_panel = (924, 404, 344, 300)  # over the side panel's log

    def __init__(self, match):
        super().__init__(match)
        self.map: MapView | None = None
        self.pulse: dict[int, tuple] = {}  # location -> (1..0, colour): something just happened there

    def new_picker(self, legal: list) -> Picker:
        """A mover's dialled destination is part of its clicks only when a sprint offers others."""
        d = self.game.s.pending[0] if legal else None
        dest = self.view().dials.choices.get(d.seat) if d is not None and d.kind == "move" else None
        return Picker(legal, dest)

    def forced_line(self, d, action, g):
        return words.forced_line(g, d, action)

    def shown_zombies(self, v) -> dict[int, int]:
        """Zombies on the board as far as the play-back has come: the ones still queued
        arrive one by one."""
        z = dict(v.zombies)
        for _i, e in self.queue:
            if e.kind == "zombie-added" and e.data.get("location") in z:
                z[e.data["location"]] -= 1
        return z

    # --- the loop ------------------------------------------------------------------------
    def tick(self, dt: float):
        self.pulse = {loc: (t - dt / PULSE, c) for loc, (t, c) in self.pulse.items() if t - dt / PULSE > 0}

    def play_back(self, dt: float):
        speed = "instant" if self.fast_forward else self.anim_speed
        self.clock -= dt
        while self.queue and self.clock <= 0:
            i, ev = self.queue.pop(0)
            self.log_upto = max(self.log_upto, i + 1)
            if not ev.visible_to(self.match.shown):
                continue
            self.sound(SOUNDS.get(ev.kind), speed)
            if ev.kind in PULSES:  # one zombie at a time, the victim leaving
                self.pulse[ev.data["location"]] = (1.0, PULSES[ev.kind])
                self.clock += ZOMBIE_TIME[speed]
            elif ev.kind in REVEALS and speed != "instant" and self.app is not None:
                from game.mall.scenes.reveal import RevealScene

                self.app.stack.push(RevealScene(self, ev))
                return
            else:
                self.clock += EVENT_TIME[speed]

    # --- input ---------------------------------------------------------------------------
    def board_number(self, step) -> int | None:
        """A location's number on the map (its die face) is its key, wherever a place is chosen."""
        return step[1] if step[0] in MAP_STEPS else None

    def explain(self, pos):
        """A click that answers nothing: say why, citing the rules (F1 opens them there)."""
        if self.map is None or self.queue:
            return
        thing = next((("char", cid) for cid, r in self.map.tokens.items() if r.collidepoint(pos)), None)
        loc = self.map.location_at(pos)
        thing = thing or (("loc", loc) if loc is not None else None)
        if thing is not None:
            g = self.game
            d = g.s.pending[0] if g.s.pending and not g.is_terminal() else None
            self.say_why(why_not(g, self.view(), self.match.shown, d, self.picker_now().chosen, thing))

    def controls(self) -> list:
        """Every clickable choice of the last frame: (window rect, key)."""
        if self.map is None:
            return []
        opts = self.picker_now().options()
        out = self.guide_controls() + [(b.rect, b.key) for b in self.buttons]
        for step in opts:
            if step[0] in MAP_STEPS:
                out.append((self.map.area(step[1]), step))
            elif step[0] == "char" and step[1] in self.map.tokens:
                out.append((self.map.tokens[step[1]], step))
        return out

    def hit(self, pos):
        """The choice under a click: a button first, then a token, then a location."""
        for b in self.buttons:
            if b.rect.collidepoint(pos):
                return b.key
        opts = self.picker_now().options()
        for rect, key in self.controls():
            if key in opts and key[0] == "char" and rect.collidepoint(pos):
                return key
        loc = self.map.location_at(pos) if self.map else None
        return next((s for s in opts if s[0] in MAP_STEPS and s[1] == loc), None)

    # --- drawing ---------------------------------------------------------------------------
    def draw(self, ui):
        """The map, the side panel, its log and the bar are pieces of a layer, each drawn
        again only when what it shows changes; the flashes of places are drawn over it every frame."""
        if self.map is None:
            self.map = MapView()
        g, m = self.game, self.match
        v = self.view()
        p = self.picker_now()
        opts = p.options()
        d = g.s.pending[0] if g.s.pending and not g.is_terminal() else None
        lit = {s[1] for s in opts if s[0] in MAP_STEPS}
        chars = {s[1] for s in opts if s[0] == "char"}
        zombies = self.shown_zombies(v)
        self.begin_layer()
        self.layer.piece(ui, "map", ui.r(*map_view.AREA), (v, sorted(zombies.items()), sorted(lit), sorted(chars)),
                         lambda: self.map.draw(ui, g, v, zombies, lit, chars, self.mouse),
                         lambda _kept: self.map.hovered(self.mouse, lit, chars))
        self.panel_and_log(ui, side_panel.AREA, side_panel.PANEL, side_panel.LOG_BOTTOM, (v, m.decider(), m.shown),
                           lambda: (None, side_panel.draw(ui, g, v, m)))
        if d is None:
            prompt = _("The game is over.")
        elif self.queue:  # playing back: the latest line told
            seen = m.visible_log(upto=self.log_upto, last=1)
            prompt = seen[-1].event.shown() if seen else ""
        else:
            prompt = words.prompt(g, v, d, mine=bool(opts), chosen=p.chosen)
        prompt = self.why_prompt(prompt)
        labels = {s: words.label(g, d, s) for s in opts} if d is not None else {}
        back, undo, vote = p.can_go_back(), self.can_undo(), d is not None and d.kind == "vote"
        numbers = self.key_numbers(opts)
        self.buttons = self.layer.piece(
            ui, "bar", ui.r(*choice_bar.AREA), (v, prompt, opts, list(labels.items()), back, undo, vote),
            lambda: choice_bar.draw(ui, g, v, prompt, opts, labels, back, self.mouse, undo, vote=vote,
                                    numbers=numbers), self.over)
        self.layer.blit(ui)
        for loc, (t, colour) in self.pulse.items():
            self.map.pulse(ui, loc, t, colour)
            ui.redraw_in()  # it fades
        self.draw_guide(ui, self.deciding())
