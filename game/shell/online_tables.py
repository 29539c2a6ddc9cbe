"""Continue, with online tables: the game saved on this computer (the autosave) and the
seats this player keeps at tables on servers (game/net/seats_kept.py). Resume takes a
seat back by its token (RemoteTable.resume) and opens its board once the table's first
update comes; a seat the server refuses (it no longer knows the token) or that cannot be
reached is offered to forget. A finished game is forgotten once its end is shown
(GameOverScene). A table of the window's own server ("local") starts that server again
first: its port is new each run, its tables are in the user folder."""

from __future__ import annotations

from datetime import datetime

import pygame

from game import box
from game.core.i18n import _, tr
from game.net import seats_kept
from game.render import ui as U
from game.shell.menu_scene import MenuScene
from game.shell.stack import button_maker

ROWS = 6  # online tables listed (the most recent first)
POLL = 0.1  # seconds between looks at a seat being resumed (its updates wake the window too)


def game_title(game_id: str) -> str:
    return tr(box.get(game_id).title) if game_id in box.ids() else game_id


def kept_when(entry: dict) -> str:
    from game.shell.savefiles import shown_time

    try:
        return shown_time(datetime.fromisoformat(str(entry["when"])))
    except ValueError:
        return shown_time(None)


class OnlineTablesScene(MenuScene):
    """The autosave (if any) above the kept online seats, each with Resume and Forget
    (a menu's clicks and back key; its rows drawn here)."""

    numbered = False

    def __init__(self, autosave=None):
        super().__init__()
        self.autosave = autosave  # savefiles.SaveInfo of the autosave, or None
        self.entries = seats_kept.load()[:ROWS]
        self.trying: dict | None = None  # the entry being resumed
        self.remote = None  # its RemoteTable once its server is known
        self.server = None  # the window's own server, starting, for a local entry
        self.problems: dict[str, str] = {}  # by token: why it could not be resumed
        self.refused: set[str] = set()  # tokens the server answered with a refusal (not known there)

    # --- resuming -----------------------------------------------------------------------
    def resume(self, entry: dict) -> None:
        self.stop_trying()
        self.trying = entry
        self.problems.pop(entry["token"], None)
        if entry.get("local"):
            from game.shell.online_scene import local_server

            self.server = local_server()
        else:
            self.connect(entry["url"])

    def connect(self, url: str) -> None:
        from game.net.client import RemoteTable

        self.remote = RemoteTable.resume(url, self.trying["token"])
        self.remote.wake = self.app.wake

    def stop_trying(self) -> None:
        if self.remote is not None:
            self.remote.close(0)
        self.trying = self.remote = self.server = None

    def update(self, dt: float):
        entry = self.trying
        if entry is None:
            return
        if self.remote is None:  # the window's own server, starting
            if self.server.failed:
                self.problems[entry["token"]] = self.server.failed
                self.stop_trying()
            elif self.server.url:
                self.connect(self.server.url)
            return
        r = self.remote
        refused = any(msg.get("type") == "error" for msg in r.poll())  # (the board's match starts from `latest`)
        if refused:
            self.refused.add(entry["token"])
        if r.latest is not None and r.status == "connected":
            from game.shell.remote_match import RemoteMatch, online_board

            seats_kept.keep(r.code or entry["code"], entry["url"], r.seat, entry["token"], entry["game"],
                            entry["name"], local=bool(entry.get("local")))  # the latest played comes first
            self.trying = self.remote = self.server = None  # the board's from now on
            self.app.stack.reset(online_board(RemoteMatch(r)))
        elif r.status == "closed":
            lead = (_("The server no longer knows this seat: forget it.") if entry["token"] in self.refused else
                    _("The server cannot be reached now: try again later, or forget it."))
            self.problems[entry["token"]] = f"{lead} ({r.error})" if r.error else lead  # the client's own words too
            self.stop_trying()

    def changes_in(self) -> float | None:
        return POLL if self.trying is not None else None

    def exit(self):
        self.stop_trying()

    # --- input ---------------------------------------------------------------------------
    def pick(self, key) -> None:
        kind, *rest = (key,) if isinstance(key, str) else key
        if kind == "saved" and self.autosave is not None:
            self.app.load_save(self.autosave.path)
        elif kind == "resume":
            self.resume(self.entries[rest[0]])
        elif kind == "forget":
            token = self.entries[rest[0]]["token"]
            if self.trying is not None and self.trying["token"] == token:
                self.stop_trying()
            seats_kept.forget(token)
            self.problems.pop(token, None)
            self.entries = seats_kept.load()[:ROWS]
        elif kind == "back":
            self.stop_trying()
            self.app.stack.pop(self)

    # --- drawing -------------------------------------------------------------------------
    def draw(self, ui):
        self.draw_backdrop(ui)
        mouse = pygame.mouse.get_pos()
        self.buttons = []

        button = button_maker(ui, self.buttons, mouse, 15)

        ui.text(_("Continue"), ui.p(640, 40), 44, U.SNOW, bold=True, display=True, anchor="midtop")
        y = 112
        info = self.autosave
        if info is not None:
            ui.text(_("On this computer"), ui.p(160, y), 15, U.MUTED, bold=True)
            ui.panel(ui.r(160, y + 24, 960, 58))
            label = info.shown_label() or _("saved game")
            ui.text(_("{game}: {label}", game=info.title, label=label), ui.p(180, y + 32), 16, U.TEXT, bold=True,
                    max_width=660)
            ui.text(_("Round {n} · {when}", n=info.round, when=info.when()) if info.round else info.when(),
                    ui.p(180, y + 56), 13, U.MUTED, max_width=660)
            button((960, y + 32, 144, 42), _("Continue"), "saved", hot=True)
            y += 104
        ui.text(_("Online tables"), ui.p(160, y), 15, U.MUTED, bold=True)
        y += 24
        if not self.entries:
            ui.text(_("No online table to come back to."), ui.p(180, y + 8), 15, U.TEXT)
        for i, entry in enumerate(self.entries):
            self.draw_entry(ui, button, i, entry, y)
            y += 76
        button((160, 640, 180, 48), _("Back"), "back")

    def draw_entry(self, ui, button, i: int, entry: dict, y: float):
        token = entry["token"]
        trying = self.trying is not None and self.trying["token"] == token
        problem = self.problems.get(token)
        ui.panel(ui.r(160, y, 960, 68), U.PANEL, U.BAD if problem else U.ACCENT if trying else U.EDGE)
        ui.text(_("{game} · table {code}", game=game_title(entry["game"]), code=entry["code"]), ui.p(180, y + 8), 16,
                U.TEXT, bold=True, max_width=600)
        seat = entry["seat"] + 1 if isinstance(entry["seat"], int) else "–"
        line = (problem if problem else _("Connecting…") if trying else
                _("{name} at seat {n} · {when}", name=entry["name"] or "–", n=seat, when=kept_when(entry)))
        ui.text(line, ui.p(180, y + 38), 13, U.BAD if problem else U.MUTED, max_width=620, min_size=10)
        button((820, y + 13, 140, 42), _("Resume"), ("resume", i), not trying, hot=not problem)
        button((972, y + 13, 132, 42), _("Forget"), ("forget", i), hot=bool(problem))
