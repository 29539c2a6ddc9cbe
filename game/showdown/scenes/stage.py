"""Moments staged over the table: a fight's dice rolling between the fighters, cards
revealed together in a holdup or the showdown, the black die, the badge round, every safe
turned up and each faction's gold counted. The board pushes one when its play-back
reaches the event; a click or Enter goes on at once.

`staging(g, v, event)` says what to show (pure: the words and dice), `StageScene` shows it."""

from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from game.core.i18n import N_, _, tr
from game.render import ui as U
from game.shell.overlays import Overlay
from game.showdown.scenes import dice, table_view
from game.showdown.scenes import palette as P
from game.showdown.scenes.words import FACTION_NAMES

ROLL = {"slow": 1.2, "normal": 0.9, "fast": 0.5}  # seconds the dice tumble
HOLD = {"slow": 4.0, "normal": 2.8, "fast": 1.4}  # seconds the result stays up
WIDTH = 620  # logical
CENTRE_X = table_view.MAP_BOX[0] + table_view.MAP_BOX[2] / 2  # over the street: the log beside it stays in sight


@dataclass
class Row:
    seat: int | None
    name: str
    what: str = ""
    dice: list = field(default_factory=list)  # (sides, value, kind, subtracted)
    total: str = ""
    mark: str = ""  # "won", "lost" or ""


@dataclass
class Stage:
    title: str
    rows: list[Row]
    footer: list[str] = field(default_factory=list)
    rolls: bool = False


def _dice(g, pairs) -> list:
    return [(g.c.guns[gun].sides, abs(val), "gun", val < 0) for gun, val in pairs]


def _fight(g, e) -> Stage:
    a, d = e.data["attacker"], e.data["defender"]
    dd = e.data.get("dice", {})
    who_a, who_d = e.data["fighters"]
    robbery = e.data["fight"] == "robbery"
    title = (_("Robbery: {who} at safe {n} of {target}", who=g.pname(who_a), n=e.data["position"] + 1,
               target=g.pname(who_d)) if robbery
             else _("Duel: {who} against {target}", who=g.pname(who_a), target=g.pname(who_d)))
    help_ = {who_a: [], who_d: []}
    for fighter, giver in e.data.get("lent", []):
        help_[fighter].append(_("{who}'s holster", who=g.pname(giver)))
    if e.data.get("guard"):
        help_[who_d].append(_("a holster on the safe") if robbery else _("a holster on the player"))
    what = {}
    for p, verb in ((who_a, _("attacks")), (who_d, _("defends"))):
        what[p] = _("{verb} + {help}", verb=verb, help=help_[p]) if help_[p] else verb
    rows = [Row(who_a, g.pname(who_a), what[who_a], _dice(g, dd.get("attacker", [])), str(a)),
            Row(who_d, g.pname(who_d), what[who_d], _dice(g, dd.get("defender", [])), str(d))]
    if a == d and dd.get("defender"):
        footer = [_("A tie: both roll again.")]
    else:
        win, lose = (rows[0], rows[1]) if a > d else (rows[1], rows[0])
        win.mark, lose.mark = "won", "lost"
        if a <= d:
            footer = [_("{who} holds.", who=rows[1].name)]
        elif robbery:
            footer = [_("{who} wins the robbery.", who=rows[0].name)]
        else:
            footer = [_("{who} wins the duel.", who=rows[0].name)]
    return Stage(title, rows, footer, rolls=True)


def _roll_off(g, v, e) -> Stage:
    dd = e.data.get("dice", {})
    rolls = {int(p): t for p, t in e.data["rolls"].items()}
    low = not e.data.get("highest", True)
    best = (min if low else max)(rolls.values())
    tied = [p for p, t in rolls.items() if t == best]
    title = _(ROLL_TITLES.get(e.data.get("why"), THIEVES_TITLE))
    rows = []
    for p, t in rolls.items():
        mark = "" if len(tied) > 1 else ("lost" if low else "won") if p in tied else ""
        rows.append(Row(p, g.pname(p), "", _dice(g, dd.get(str(p), [])), str(t), mark))
    if len(tied) > 1:
        footer = [_("A tie: {who} roll again.", who=[g.pname(p) for p in tied])]
    elif low:
        footer = [_("{who} is out of the showdown.", who=g.pname(tied[0]))]
    else:
        footer = [_("{who} wins.", who=g.pname(tied[0]))]
    return Stage(title, rows, footer, rolls=True)


def _revealed(g, v, e) -> Stage:
    chosen = {int(p): c for p, c in e.data.get("cards", {}).items()}
    rows = [Row(p, g.pname(p), tr(g.tname(c)), [(g.c.sides(c), None, "gun", False)]) for p, c in chosen.items()]
    if e.kind == "holdup-revealed":
        return Stage(_("Holdup: the cards are turned together"), rows,
                     [_("Nobody fires: the safe leaves the game.")] if not rows else [_("Each fires its card's gun.")])
    return Stage(_("The showdown: the cards are turned together"), rows,
                 [_("Each fires its card's gun plus the best showdown gun in its safes; the lowest is out.")])


def _black_die(g, e) -> Stage:
    rolls = {int(p): t for p, t in e.data["rolls"].items()}
    top = max(rolls.values())
    rows = [Row(p, g.pname(p), "", [(6, t, "black", False)], str(t), "won" if t == top and
                list(rolls.values()).count(top) == 1 else "") for p, t in rolls.items()]
    tied = [p for p, t in rolls.items() if t == top]
    footer = [_("{who} goes first for the whole game.", who=g.pname(tied[0]))] if len(tied) == 1 else \
        [_("A tie: {who} roll again.", who=[g.pname(p) for p in tied])]
    return Stage(_("The black die: who goes first"), rows, footer, rolls=True)


def _count(g, v, e) -> Stage:
    """Every safe turned up and each faction's gold counted."""
    gold = e.data["gold"]
    safes = {int(p): row for p, row in e.data["safes"].items()}
    rows = []
    for f in range(len(gold)):
        members = [p for p in range(v.players) if v.stars[p] // v.per_platform == f]
        rows.append(Row(None, _("The {faction}: {n} gold", faction=FACTION_NAMES[f], n=gold[f]), "", [], "",
                        "won" if gold[f] == max(gold) else ""))
        for p in members:
            mine = sum(g.c.safes[x].gold for x in safes[p]) + (v.adjust[p] if v.adjust else 0)
            held = ", ".join(tr(g.sname(x)) for x in safes[p]) or _("no safe")
            rows.append(Row(p, g.pname(p), held, [], f"{mine}"))
    return Stage(_("Every safe turned up: the gold counted"), rows, [_("The richest faction goes to the showdown.")])


def _poker(g, e) -> Stage:
    p = e.data["seat"]
    row = Row(p, g.pname(p), _("poker deck"), [(g.c.guns[e.data["gun"]].sides, e.data["roll"], "gun", False),
                                                (4, e.data["red"], "red", False)],
              _("{n} gold", n=f"{e.data['gold']:+d}"))
    return Stage(_("The poker deck"), [row], [_("Red die 2–3 wins the roll in gold, 0–1 loses it.")], rolls=True)


MYSTERIES = {
    "sarsaparilla": N_("Bad sarsaparilla: {who}'s best showdown gun will not fire."),
    "cash": N_("Cash: {who} goes to the showdown whatever the faction's gold."),
    "dagger": N_("Dagger: {who} gives up 1 gold for a showdown pepperbox, or takes 1 gold with a pepperbox "
                 "roll against them."),
    "explosive": N_("Dynamite: {who} blows up another player's hidden safe."),
    "poker": N_("Poker deck: {who} plays a card; the red die says whether its roll is won or lost in gold."),
    "peace": N_("Peace pipe: if nobody at the showdown has a gun, all of them win."),
    "fair-share": N_("Fair share: if nobody at the showdown has a gun, everybody wins."),
}
ROLL_TITLES = {"holdup": N_("Holdup: the highest roll takes the safe"),
               "showdown": N_("The showdown: the lowest roll is out")}
THIEVES_TITLE = N_("Horse thieves: the highest roll wins")


def staging(g, v, e) -> Stage | None:
    """The moment to stage for event `e`, seen by a seat whose view is `v`; None: a log line is enough."""
    k = e.kind
    if k == "fight-roll":
        return _fight(g, e)
    if k == "rolls":
        return _roll_off(g, v, e)
    if k in ("holdup-revealed", "showdown-revealed"):
        return _revealed(g, v, e)
    if k == "black-die":
        return _black_die(g, e)
    if k == "safes-revealed":
        return _count(g, v, e)
    if k == "poker" and "gun" in e.data:
        return _poker(g, e)
    if k == "mystery":
        who = g.pname(e.data["seat"])
        effect = e.data["effect"]
        return Stage(_("Mystery safe: {safe}", safe=g.sname(e.data["safe"])), [Row(e.data["seat"], who, _("turns it up"))],
                     [_(MYSTERIES[effect], who=who) if effect in MYSTERIES else ""])
    if k == "badge" and e.data.get("seat") is not None:
        p = e.data["seat"]
        return Stage(_("Badge {n}", n=e.data["badge"]), [Row(p, g.pname(p), _("shows the badge"))],
                     [_("{who} takes one more turn.", who=g.pname(p))])
    if k == "badge-round":
        return Stage(_("The badge round"), [], [_("The badges are shown in order, 1 first: each holder takes one "
                                                  "more turn. Then every safe is turned up.")])
    if k == "showdown":
        who = e.data["seats"]
        rows = [Row(p, g.pname(p), _("The {faction}", faction=FACTION_NAMES[v.stars[p] // v.per_platform]))
                for p in who]
        return Stage(_("To the showdown"), rows, [_("Only one walks away with the gold.") if len(who) > 1 else
                                                  _("Alone at the showdown: the gold is theirs.")])
    return None


class StageScene(Overlay):
    def __init__(self, board, stage: Stage, seed: int = 0):
        super().__init__()
        self.board, self.stage = board, stage
        self.age = 0.0
        self.rect = None
        speed = board.anim_speed if board.anim_speed in ROLL else "fast"
        self.roll_time = ROLL[speed] if stage.rolls else 0.0
        self.hold = self.roll_time + HOLD[speed]
        self.rolls = [[dice.Roll(sides, value, seed + 31 * i + j, self.roll_time or 0.01, kind=kind)
                       if value is not None else None for j, (sides, value, kind, _) in enumerate(row.dice)]
                      for i, row in enumerate(stage.rows)]

    def changes_in(self):
        return 0.0 if self.board.fast_forward else max(0.0, self.hold - self.age)  # it closes then

    def update(self, dt):
        self.age += dt
        if self.age >= self.hold or self.board.fast_forward:
            self.close()

    def close(self):
        if self.app is not None and self.app.stack.top is self:
            self.app.stack.pop(self)

    def controls(self) -> list:
        return [(self.rect, "ok")] if self.rect else []

    def handle_event(self, event) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 or \
                event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            self.close()
            return True
        return super().handle_event(event)

    def draw(self, ui):
        st = self.stage
        rolling = self.age < self.roll_time
        if rolling:
            ui.redraw_in()
        tall = 44 if any(r.dice for r in st.rows) else 28
        w = WIDTH
        footer = [line for text in st.footer for line in U.wrap(ui.font(15, True, text=text), text, ui.px(w - 44))]
        h = 84 + tall * len(st.rows) + 22 * len(footer) + 28
        top = max(12, 360 - h / 2)
        left = CENTRE_X - w / 2
        self.rect = ui.r(left, top, w, h)
        ui.panel(self.rect, (30, 22, 16), P.LIT, radius=10)
        x, y = left + 22, top + 16
        ui.text(st.title, ui.p(x, y), 22, U.SNOW, bold=True, display=True, max_width=w - 44, min_size=15)
        y += 42
        for i, row in enumerate(st.rows):
            self._row(ui, row, self.rolls[i], x, y, w - 44, tall, rolling)
            y += tall
        for line in footer:
            if rolling and st.rolls:
                break
            ui.text(line, ui.p(x, y + 4), 15, P.LIT, bold=True)
            y += 22
        ui.text(_("Click or press Enter to go on"), ui.p(x, top + h - 24), 12, U.MUTED, max_width=w - 44, min_size=9)

    def _row(self, ui, row, rolls, x, y, w, tall, rolling):
        if row.mark and not rolling:
            ui.panel(ui.r(x - 8, y, w + 16, tall - 4), (70, 96, 60) if row.mark == "won" else (96, 48, 44), None,
                     radius=6, alpha=160)
        if row.seat is not None:
            pygame.draw.circle(ui.surface, P.seat_colour(row.seat), ui.p(x + 9, y + tall / 2 - 2), ui.px(8))
        ui.text(row.name, ui.p(x + 24, y + (tall - 4) / 2), 15, U.SNOW, bold=True, anchor="midleft", max_width=200,
                min_size=11)
        ui.text(row.what, ui.p(x + 230, y + (tall - 4) / 2), 13, U.TEXT, anchor="midleft",
                max_width=w - 230 - 44 * len(row.dice) - 50, min_size=9.5)
        side = ui.px(tall - 8)
        dx = x + w - 50 - (tall - 4) * len(row.dice)
        for j, (sides, value, kind, minus) in enumerate(row.dice):
            cx, cy = ui.p(dx + (tall - 4) * j + (tall - 4) / 2, y + (tall - 4) / 2)
            face, angle, off = value, 0.0, (0, 0)
            if rolling and rolls[j] is not None:
                face, angle, off = rolls[j].at(self.age)
            dice.draw_die(ui.surface, (cx + off[0], cy + off[1]), side, sides, face, kind=kind, angle=angle)
            if minus:
                ui.text("−", (cx - side // 2 - ui.px(2), cy), 16, U.BAD, bold=True, anchor="midright")
        if row.total and not rolling:
            ui.text(row.total, ui.p(x + w, y + (tall - 4) / 2), 18, P.LIT, bold=True, anchor="midright")
