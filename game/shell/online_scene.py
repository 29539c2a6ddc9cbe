"""Play online, from the title: host a table (a server started in this process on
127.0.0.1, then the invitation to pass on) or join one by its invitation; once the table's
first update comes, its board over a RemoteMatch (game/shell/remote_match.py).

The server this window starts listens on 127.0.0.1 only: players on other machines join
a server started with `python -m game serve --host 0.0.0.0` (which opens it to the LAN)."""

from __future__ import annotations

import asyncio
import threading

import pygame

from game import box
from game.core.i18n import _, tr
from game.render import ui as U
from game.shell import userdata
from game.shell.match import default_names
from game.shell.stack import Scene, button_under
from game.shell.textinput import TextField, to_clipboard

HOST = "127.0.0.1"


class LocalServer:
    """A table server on its own event loop in a daemon thread, for as long as the window runs."""

    def __init__(self, data_dir, host: str = HOST, port: int = 0):
        self.url: str | None = None
        self.failed: str | None = None
        self.ready = threading.Event()
        self._args = (data_dir, host, port)
        threading.Thread(target=self._main, name="table-server", daemon=True).start()

    def _main(self) -> None:
        try:
            asyncio.run(self._serve())
        except Exception as e:  # noqa: BLE001 - told in the window
            self.failed = str(e) or type(e).__name__
            self.ready.set()

    async def _serve(self) -> None:
        from game.net.server import running

        async with running(*self._args) as (_server, url):
            self.url = url
            self.ready.set()
            await asyncio.Event().wait()  # until the process ends


_server: LocalServer | None = None


def local_server() -> LocalServer:
    """The window's own server, started the first time a table is hosted."""
    global _server
    if _server is None or _server.failed:
        _server = LocalServer(userdata.ensure(userdata.home() / "tables"))
    return _server


class OnlineScene(Scene):
    """Host: the game, how many people (the other seats: computer players), your name.
    Join: the invitation, the seat number, your name. Then wait for the table."""

    def __init__(self):
        super().__init__()
        self.specs = box.games()
        self.game = 0  # index in specs
        self.people = 2
        self.fields = {"name": TextField(default_names()[0], 16), "invite": TextField("", 40),
                       "seat": TextField("2", 1, str.isdigit)}
        self.editing: str | None = None
        self.remote = None  # the RemoteTable once hosting or joining
        self.server: LocalServer | None = None
        self.problem: str | None = None
        self.buttons: list[U.Button] = []

    # --- what the buttons do ----------------------------------------------------------------
    def spec(self) -> box.GameSpec:
        return self.specs[self.game]

    def host(self) -> None:
        self.server = local_server()
        self.problem = None

    def join(self) -> None:
        from game.net.client import RemoteTable, parse_invite

        try:
            url, code = parse_invite(self.fields["invite"].text)
        except ValueError as e:
            self.problem = str(e)
            return
        seat = int(self.fields["seat"].text or "1") - 1
        self.problem = None
        self.remote = RemoteTable.join(url, code, seat, self.fields["name"].text)

    def seats(self) -> list[dict]:
        spec, name = self.spec(), self.fields["name"].text
        n = max(spec.default_players, self.people)
        return [{"kind": "person", "name": name}] + [{"kind": "person", "name": ""}] * (self.people - 1) + [
            {"kind": "ai", "level": "normal", "name": default_names()[i]} for i in range(self.people, n)]

    def invitation(self) -> str | None:
        r = self.remote
        if r is None or r.code is None or self.server is None or self.server.url is None:
            return None
        from game.net.client import invite

        port = int(self.server.url.rsplit(":", 1)[1])
        return invite(HOST, port, r.code)

    def update(self, dt: float):
        s = self.server
        if s is not None and self.remote is None and s.ready.is_set():
            if s.failed:
                self.problem, self.server = s.failed, None
            else:
                from game.net.client import RemoteTable

                self.remote = RemoteTable.host(s.url, self.spec().id, {}, self.seats(), self.fields["name"].text)
        r = self.remote
        if r is not None and r.status == "closed":
            self.problem, self.remote, self.server = r.error, None, None

    def changes_in(self):
        return 0.1 if self.server is not None or self.remote is not None else None  # the network is looked at

    def play(self) -> None:
        from game.shell.remote_match import RemoteMatch, online_board

        self.app.stack.reset(online_board(RemoteMatch(self.remote)))

    def press(self, key) -> None:
        if key in self.fields:
            self.editing = key
        elif key == "game":
            self.game = (self.game + 1) % len(self.specs)
            self.people = min(self.people, self.spec().max_players)
        elif key == "people":
            self.people = self.people % self.spec().max_players + 1
        elif key == "host":
            self.host()
        elif key == "join":
            self.join()
        elif key == "copy":
            to_clipboard(self.invitation() or "")
        elif key == "play":
            self.play()
        elif key == "back":
            if self.remote is not None:
                self.remote.close(0)
            self.app.stack.pop(self)

    def handle_event(self, event) -> bool:
        if self.editing is not None and event.type in (pygame.KEYDOWN, pygame.TEXTINPUT, pygame.TEXTEDITING):
            if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_ESCAPE, pygame.K_TAB):
                self.editing = None
            else:
                self.fields[self.editing].handle(event)
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.press("back")
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.editing = None
            hit = button_under(self.buttons, event.pos)
            if hit is not None:
                self.press(hit.key)
            return True
        return False

    # --- drawing ---------------------------------------------------------------------------
    def draw(self, ui):
        ui.surface.fill(U.BG)
        mouse = pygame.mouse.get_pos()
        self.buttons = []

        def button(rect, label, key, enabled=True, hot=False):
            b = U.Button(ui.r(*rect), label, key, enabled, hot)
            ui.button(b, mouse, 15)
            self.buttons.append(b)

        def field(rect, key):
            if self.editing == key:
                ui.panel(ui.r(*rect), U.PANEL, U.ACCENT)
                self.fields[key].draw(ui, ui.p(rect[0] + 12, rect[1] + rect[3] / 2), 15, U.SNOW, max_width=rect[2] - 24)
                self.buttons.append(U.Button(ui.r(*rect), "", key))
            else:
                button(rect, self.fields[key].text, key)

        busy = self.remote is not None or self.server is not None
        ui.text(_("Play online"), ui.p(60, 30), 36, U.SNOW, bold=True, display=True)
        ui.text(_("Your name"), ui.p(60, 100), 16, U.MUTED, bold=True)
        field((60, 126, 300, 42), "name")
        ui.text(_("Host a table"), ui.p(60, 200), 20, U.SNOW, bold=True)
        button((60, 236, 300, 42), _("Game: {game}", game=tr(self.spec().title)), "game", not busy)
        button((60, 290, 300, 42), _("People: {n}", n=self.people), "people", not busy)
        button((60, 344, 300, 42), _("Host"), "host", not busy, hot=True)
        ui.text(_("Join a table"), ui.p(680, 200), 20, U.SNOW, bold=True)
        ui.text(_("Invitation (address · code)"), ui.p(680, 236), 14, U.MUTED)
        field((680, 258, 460, 42), "invite")
        ui.text(_("Seat number"), ui.p(680, 312), 14, U.MUTED)
        field((680, 334, 100, 42), "seat")
        button((800, 334, 160, 42), _("Join"), "join", not busy, hot=True)
        y = 430
        if self.remote is not None:
            words = {"connecting": _("Connecting…"), "connected": _("Seated."), "reconnecting": _("Reconnecting…")}
            ui.text(words.get(self.remote.status, ""), ui.p(60, y), 16, U.TEXT)
            text = self.invitation()
            if text:
                ui.text(_("Invite the others with: {invite}", invite=text), ui.p(60, y + 30), 16, U.SNOW, bold=True)
                button((60, y + 62, 160, 40), _("Copy"), "copy")
            button((1040, 560, 180, 48), _("Play"), "play", self.remote.latest is not None, hot=True)
        elif self.server is not None:
            ui.text(_("Starting the server…"), ui.p(60, y), 16, U.TEXT)
        if self.problem:
            ui.wrapped(self.problem, ui.r(60, y + 120, 1100, 60), 14, U.TEXT)
        button((60, 640, 180, 48), _("Back"), "back")
