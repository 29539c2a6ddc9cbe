"""Save and load: the named slots (and, to load, the autosave) with their date,
round and seats. A file that can't be read shows why, in red, and can't be
loaded; it is only ever removed by the player's own Delete."""

from __future__ import annotations

import pygame

from game.core.i18n import _, tr
from game.render import ui as U
from game.shell.keys import is_back
from game.shell.stack import Scene, button_maker, button_under
from game.shell.textinput import TextField

ROW_H, ROW_GAP, TOP, VISIBLE = 60, 6, 112, 7


def _reason(info) -> str:
    """The error without the file's path in front (the row already names the file), in the
    player's language."""
    if getattr(info, "reason", None) is not None:
        return tr(info.reason)
    text = info.error or ""
    prefix = f"{info.path}: "
    return text[len(prefix):] if text.startswith(prefix) else text


class SaveLoadScene(Scene):
    def __init__(self, mode: str, match=None):
        super().__init__()
        assert mode in ("save", "load")
        self.mode, self.match = mode, match
        self.rows: list = []
        self.selected: int | None = None
        self.field = TextField(limit=60)  # the save's name
        self.name_edited = False
        self.confirm_delete = False
        self.confirm_overwrite = False
        self.scroll = 0
        self.note, self.note_ok = "", True
        self.buttons: list[U.Button] = []

    @property
    def name(self) -> str:
        return self.field.text

    @name.setter
    def name(self, text: str):
        self.field.set(text)

    # --- data ----------------------------------------------------------------------
    def enter(self, app):
        super().enter(app)
        self.refresh()

    def resume(self):
        self.refresh()

    def refresh(self):
        from game.shell.savefiles import AUTOSAVE, list_saves

        infos = list_saves()
        if self.mode == "save":
            self.rows = [i for i in infos if i.slot.startswith("slot-")]
        else:
            self.rows = [i for i in infos if i.exists]
        if self.selected is None or self.selected >= len(self.rows):
            if self.mode == "save":
                empty = [k for k, i in enumerate(self.rows) if not i.exists]
                self.select(empty[0] if empty else 0)
            else:
                ok = [k for k, i in enumerate(self.rows) if i.ok and i.slot != AUTOSAVE] or \
                     [k for k, i in enumerate(self.rows) if i.ok]
                newest = max(ok, key=lambda k: self.rows[k].saved_at.timestamp()) if ok else None
                self.select(newest if newest is not None else (0 if self.rows else None))

    def select(self, k: int | None):
        from game.shell.savefiles import default_label

        self.selected = k
        self.confirm_delete = self.confirm_overwrite = False
        if k is not None:
            self.scroll = min(max(self.scroll, k - VISIBLE + 1), k)
        if self.mode == "save" and not self.name_edited and self.match is not None:
            info = self.current()
            self.name = info.label if info is not None and info.ok and info.label else default_label(self.match)

    def current(self):
        return self.rows[self.selected] if self.selected is not None and self.selected < len(self.rows) else None

    @staticmethod
    def slot_title(info, lower: bool = False) -> str:
        """The slot's name as shown ("Slot 2"; "slot 2" inside a sentence)."""
        if info.slot == "autosave":
            return _("autosave") if lower else _("Autosave")
        if info.slot.startswith("slot-"):
            return _("slot {n}", n=info.slot[5:]) if lower else _("Slot {n}", n=info.slot[5:])
        return info.path.name

    # --- actions -------------------------------------------------------------------
    def can_confirm(self) -> bool:
        info = self.current()
        if info is None:
            return False
        if self.mode == "load":
            return info.ok
        return self.match is not None and not self.match.game.is_terminal() and bool(self.name.strip())

    def can_delete(self) -> bool:
        info = self.current()
        return info is not None and info.exists and info.slot != "autosave"

    def confirm(self):
        if not self.can_confirm():
            return
        info = self.current()
        if self.mode == "load":
            self.app.load_save(info.path)
            return
        if info.exists and not self.confirm_overwrite:  # a save is gone once written over: asked first
            self.confirm_overwrite = True
            return
        from game.shell.savefiles import save_match

        try:
            save_match(self.match, info.path, self.name.strip(), "slot")
        except OSError as e:
            self.note, self.note_ok = _("Could not save: {problem}", problem=str(e)), False
            return
        self.note, self.note_ok = _("Saved “{name}” in {slot}.", name=self.name.strip(),
                                    slot=self.slot_title(info, lower=True)), True
        self.name_edited = self.confirm_overwrite = False
        self.refresh()

    def delete(self):
        if not self.can_delete():
            return
        if not self.confirm_delete:
            self.confirm_delete = True
            return
        info = self.current()
        try:
            info.path.unlink()
            self.note, self.note_ok = _("Deleted {slot}.", slot=self.slot_title(info, lower=True)), True
        except OSError as e:
            self.note, self.note_ok = _("Could not delete: {problem}", problem=str(e)), False
        self.selected = None
        self.refresh()

    def press(self, key):
        kind, *rest = key
        if kind == "row":
            self.select(rest[0])
        elif kind == "confirm":
            self.confirm()
        elif kind == "delete":
            self.delete()
        elif kind == "back":
            self.app.stack.pop(self)

    # --- input ---------------------------------------------------------------------
    def handle_event(self, event) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            hit = button_under(self.buttons, event.pos)
            if hit is not None:
                self.press(hit.key)
            return True
        if event.type == pygame.MOUSEWHEEL:
            self.scroll = max(0, min(self.scroll - event.y, max(0, len(self.rows) - VISIBLE)))
            return True
        if self.mode == "save":
            before = self.name
            if self.field.handle(event):  # letters, Backspace, Ctrl+A
                self.name_edited |= self.name != before
                return True
        if event.type != pygame.KEYDOWN:
            return event.type in (pygame.MOUSEBUTTONUP, pygame.TEXTINPUT, pygame.TEXTEDITING)
        k = event.key
        if is_back(event):  # (saving, Backspace is the name's: the field took it)
            self.app.stack.pop(self)
        elif k in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.confirm()
        elif k in (pygame.K_UP, pygame.K_DOWN) and self.rows:
            cur = self.selected if self.selected is not None else -1
            self.select(max(0, min(len(self.rows) - 1, cur + (1 if k == pygame.K_DOWN else -1))))
        elif k == pygame.K_DELETE:
            self.delete()
        return True

    # --- drawing -------------------------------------------------------------------
    def draw(self, ui):
        from game.shell.userdata import saves_dir

        ui.surface.fill(U.BG)
        mouse = pygame.mouse.get_pos()
        self.buttons = []
        ui.text(_("Save game") if self.mode == "save" else _("Load game"), ui.p(60, 30), 36, U.SNOW, bold=True,
                display=True)
        ui.text(_("Saves are kept in {path}", path=str(saves_dir())), ui.p(60, 80), 13, U.MUTED, max_width=1160)
        if not self.rows:
            ui.text(_("No saved games yet. The game saves itself at the start of every turn."), ui.p(640, 300), 18,
                    U.MUTED, anchor="center")
        for n, k in enumerate(range(self.scroll, min(len(self.rows), self.scroll + VISIBLE))):
            self.draw_row(ui, self.rows[k], k, TOP + n * (ROW_H + ROW_GAP), mouse)
        if len(self.rows) > VISIBLE:
            ui.text(_("{first}–{last} of {n} · scroll for more", first=self.scroll + 1,
                      last=min(len(self.rows), self.scroll + VISIBLE), n=len(self.rows)), ui.p(1220, 90), 12, U.MUTED,
                    anchor="topright")
        if self.note:
            ui.text(self.note, ui.p(640, 596), 15, U.GOOD if self.note_ok else U.BAD, anchor="center",
                    max_width=1160)

        button = button_maker(ui, self.buttons, mouse, 17)

        button((60, 640, 180, 48), _("Back"), ("back",))
        button((256, 640, 180, 48), _("Really delete?") if self.confirm_delete else _("Delete"), ("delete",),
               self.can_delete(), hot=self.confirm_delete)
        if self.mode == "save":
            field = ui.r(452, 640, 572, 48)
            ui.panel(field, U.PANEL, U.ACCENT, radius=6)
            label = ui.text(_("Name"), (field.left + ui.px(12), field.centery), 13, U.MUTED, bold=True,
                            anchor="midleft")
            x = label.right + ui.px(10)  # the name after its label, however wide the letters
            blink = pygame.time.get_ticks() % 1000
            ui.redraw_in((500 - blink % 500) / 1000)  # the caret blinks
            self.field.draw(ui, (x, field.centery), 17, U.TEXT, max_width=(field.right - x) / ui.scale - 12,
                            caret=blink < 500)
            info = self.current()
            label = (_("Really overwrite?") if self.confirm_overwrite else _("Overwrite")) if info is not None and \
                info.exists else _("Save")
        else:
            label = _("Load")
        button((1040, 640, 180, 48), label, ("confirm",), self.can_confirm(), hot=True, size=18)

    def draw_row(self, ui, info, k, y, mouse):
        rect = ui.r(60, y, 1160, ROW_H)
        sel = k == self.selected
        edge = U.ACCENT if sel else (U.BAD if info.error else U.EDGE)
        over = rect.collidepoint(mouse)
        ui.panel(rect, U.PANEL_HI if sel or over else U.PANEL, edge, radius=6)
        self.buttons.append(U.Button(rect, "", ("row", k)))
        ui.text(self.slot_title(info).upper(), ui.p(78, y + 10), 11, U.ACCENT if sel else U.MUTED, bold=True)
        if info.title:  # which game of the box it holds
            ui.text(_(info.title), ui.p(78, y + 30), 14, U.SNOW, bold=True, max_width=104)
        if not info.exists:
            ui.text(_("Empty slot"), ui.p(190, y + 8), 17, U.MUTED, bold=True)
            return
        if info.error:
            ui.text(_("This save can't be loaded"), ui.p(190, y + 8), 17, U.BAD, bold=True)
            ui.text(_reason(info), ui.p(190, y + 34), 13, U.BAD, max_width=1010)
            return
        ui.text(info.shown_label() or _("Saved game"), ui.p(190, y + 7), 17, U.TEXT, bold=True, max_width=700)
        x = 190
        for i, s in enumerate(info.seats):
            colour = U.seat_colour(info.colour(i), i)
            pygame.draw.rect(ui.surface, colour, ui.r(x, y + 38, 10, 10), border_radius=ui.px(2))
            r = ui.text(s.name, ui.p(x + 15, y + 33), 13, U.TEXT, max_width=150)
            x += 15 + r.width / ui.scale + 5
            tag = _("you") if s.human and sum(t.human for t in info.seats) == 1 else (_("human") if s.human else
                                                                                       _("AI {level}", level=s.level))
            r = ui.text(tag, ui.p(x, y + 34), 12, U.MUTED)
            x += r.width / ui.scale + 16
            if x > 860:
                break
        ui.text(info.when(), ui.p(1204, y + 9), 14, U.TEXT, anchor="topright")
        where = _("Game over") if info.over else (_("Round {n}", n=info.round) if info.round else "")
        if info.phase == "setup" and not info.over:
            where = _("Setting up")
        ui.text(where, ui.p(1204, y + 34), 13, U.MUTED, anchor="topright")
