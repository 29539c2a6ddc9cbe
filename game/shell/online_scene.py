"""Play online, from the title, all with the mouse:

- Host: the game, each seat (Me, a person who joins, the computer at a level), the game's
  options, how long a dropped person's seat waits for them, and whether the table is open
  to the local network; Host opens a lobby table on the window's own server.
- Join: the invitation (pasted or typed) and Look: the lobby of that table, watched.
- The lobby (both): who sits where, present or not, ready or not; the host's invitation
  with Copy, its seats' kinds and Start; "Sit here" at an open seat; Ready; Watch only.
  When the table starts, the board opens by itself (a RemoteMatch over the RemoteTable).

The window's server listens on 127.0.0.1 unless the host opens it to the local network
(0.0.0.0; the invitation then shows this machine's address on it). The screen rests
between frames: the RemoteTable and the server wake it (App.wake) when something comes."""

from __future__ import annotations

import asyncio
import socket
import threading

import pygame

from game import box
from game.core.i18n import N_, _, tr
from game.net import protocol
from game.render import ui as U
from game.shell import userdata
from game.shell.match import default_names
from game.shell.options_panel import cycle_option, draw_options
from game.shell.settings import ONLINE_NAME_MAX
from game.shell.stack import Scene, button_maker, button_under
from game.shell.textinput import TextField, to_clipboard

HOST = "127.0.0.1"  # this machine only
EVERYWHERE = "0.0.0.0"  # every interface: the local network (and beyond, where the port is forwarded)
WAITS = (30, 60, 300)  # seconds a dropped person's seat may wait before the computer plays it
ME, PERSON = "me", "person"  # a seat of the host's: me, someone who joins, or a computer level
PRESENCE_WORDS = {"here": N_("present"), "reconnecting": N_("reconnecting…"), "computer": "", "open": N_("open seat")}


def lan_address(hostname=socket.gethostname, lookup=socket.gethostbyname_ex) -> str | None:
    """This machine's address on the local network, from its own names (no packet sent):
    the first address of its host name that is not a loopback one; None if it has none."""
    try:
        _name, _aliases, addresses = lookup(hostname())
    except OSError:
        return None
    return next((a for a in addresses if not a.startswith("127.")), None)


def addresses(open_to_lan: bool, find=lan_address) -> tuple[str, str | None]:
    """(where the window's server listens, the address the invitation shows): this machine
    only, or every interface and this machine's LAN address (None when it has none)."""
    return (EVERYWHERE, find()) if open_to_lan else (HOST, HOST)


class LocalServer:
    """A table server on its own event loop in a daemon thread, until stop().
    `wake` (App.wake) is called once it listens, or failed."""

    def __init__(self, data_dir, host: str = HOST, port: int = 0, wake=None):
        self.host, self.url, self.failed, self.wake = host, None, None, wake
        self.port = port
        self.ready = threading.Event()
        self._loop = self._halt = None
        self._args = (data_dir, host, port)
        self._thread = threading.Thread(target=self._main, name="table-server", daemon=True)
        self._thread.start()

    def _main(self) -> None:
        try:
            asyncio.run(self._serve())
        except Exception as e:  # noqa: BLE001 - told in the window
            self.failed = str(e) or type(e).__name__
            self._told()

    def _told(self) -> None:
        self.ready.set()
        if self.wake is not None:
            self.wake()

    async def _serve(self) -> None:
        from game.net.server import running

        self._loop, self._halt = asyncio.get_running_loop(), asyncio.Event()
        async with running(*self._args) as (_server, url):
            self.port = int(url.rsplit(":", 1)[1])
            self.url = f"ws://{HOST}:{self.port}"  # this window's own way in, whatever the server listens on
            self._told()
            await self._halt.wait()

    def stop(self, wait: float = 5.0) -> None:
        if self._loop is not None:
            self._loop.call_soon_threadsafe(self._halt.set)
        self._thread.join(wait)


_server: LocalServer | None = None


def local_server(open_to_lan: bool | None = None, wake=None) -> LocalServer:
    """The window's own server, started the first time a table is hosted (or resumed);
    started again (on the same port: its players reconnect by themselves) when the host
    opens it to the local network or closes it again. open_to_lan None: as it is."""
    global _server
    if open_to_lan is None:
        open_to_lan = _server is not None and not _server.failed and _server.host == EVERYWHERE
    host = EVERYWHERE if open_to_lan else HOST
    if _server is not None and not _server.failed and _server.host != host:
        port = _server.port
        _server.stop()
        _server = LocalServer(userdata.ensure(userdata.home() / "tables"), host, port, wake)
    elif _server is None or _server.failed:
        _server = LocalServer(userdata.ensure(userdata.home() / "tables"), host, 0, wake)
    if wake is not None:
        _server.wake = wake
    return _server


class OnlineScene(Scene):
    """Three views: "host" (set a table up), "join" (an invitation), "lobby" (a table's seats
    until it starts)."""

    def __init__(self):
        super().__init__()
        self.specs = box.games()
        self.game = 0  # index in specs
        self.mode = "host"
        self.fields = {"name": TextField(default_names()[0], ONLINE_NAME_MAX), "invite": TextField("", 40)}
        self.editing: str | None = None
        self.open_to_lan = False
        self.wait = WAITS[1]
        self.watch_only = False  # a watcher who asked for the spectator's board
        self.remote = None  # the RemoteTable once hosting or looking
        self.server: LocalServer | None = None
        self.shown_host: str | None = None  # the address the invitation shows
        self.problem: str | None = None
        self.kept: set[str] = set()  # tokens already kept for Continue
        self.buttons: list[U.Button] = []
        self._set_game(0)

    # --- the host's table -------------------------------------------------------------------
    @property
    def spec(self) -> box.GameSpec:
        return self.specs[self.game]

    def _set_game(self, index: int) -> None:
        self.game = index
        spec = self.spec
        self.seats = [ME] + [PERSON] + [self.levels()[0]] * (spec.default_players - 2)
        self.values = {o.id: o.default for o in spec.options}
        if self.app is not None:
            self.values.update(spec.option_defaults(self.app.settings))

    def enter(self, app):
        super().enter(app)
        if app is not None:
            self.values.update(self.spec.option_defaults(app.settings))
            if app.settings.online_name.strip():
                self.fields["name"].set(app.settings.online_name)

    def my_name(self) -> str:
        """The name typed, remembered for the next time (the settings file)."""
        name = self.fields["name"].text
        if self.app is not None and name.strip() and name != self.app.settings.online_name:
            self.app.settings.online_name = name
            self.app.save_settings()
        return name

    def levels(self) -> list[str]:
        return [lv for lv in self.spec.levels if lv != "random"]

    def cycle_seat(self, i: int) -> None:
        """Person -> each computer level -> Me (taken from the seat that had it) -> Person."""
        order = [PERSON, *self.levels(), ME]
        kind = order[(order.index(self.seats[i]) + 1) % len(order)] if self.seats[i] != ME else ME
        if kind == ME:
            self.seats = [PERSON if s == ME else s for s in self.seats]
        self.seats[i] = kind

    @staticmethod
    def seat_name(i: int, person: bool) -> str:
        """An unnamed seat's name: a person's until someone sits there, or the computer's."""
        names = default_names()
        return _("Player {n}", n=i + 1) if person else names[i % len(names)]

    def host_seats(self) -> list[dict]:
        name = self.fields["name"].text
        return [{"kind": "person", "name": name} if s == ME else {"kind": "person", "name": self.seat_name(i, True)}
                if s == PERSON else {"kind": "ai", "level": s, "name": self.seat_name(i, False)}
                for i, s in enumerate(self.seats)]

    def host_options(self) -> dict:
        players = len(self.seats)
        return {**{o.id: self.values[o.id] for o in self.spec.options if o.applies(players)},
                "reconnect_seconds": self.wait}

    def host(self) -> None:
        self.problem = None
        bind, self.shown_host = addresses(self.open_to_lan)
        if self.shown_host is None:
            self.shown_host = HOST
            self.problem = _("This machine has no address on a local network: only this machine can join.")
        self.server = local_server(self.open_to_lan, self.app.wake if self.app else None)
        self.mode = "lobby"

    def look(self) -> None:
        from game.net.client import RemoteTable, parse_invite

        try:
            url, code = parse_invite(self.fields["invite"].text)
        except ValueError as e:
            self.problem = str(e)
            return
        self.problem, self.watch_only = None, False
        self.remote = self._listened(RemoteTable.join(url, code, None, self.my_name()))
        self.mode = "lobby"

    def _listened(self, remote):
        if self.app is not None:
            remote.wake = self.app.wake
        return remote

    # --- the lobby ----------------------------------------------------------------------------
    def hosting(self) -> bool:
        return self.server is not None

    def invitation(self) -> str | None:
        r = self.remote
        if r is None or r.code is None or self.server is None or self.server.url is None:
            return None
        from game.net.client import invite

        return invite(self.shown_host or HOST, self.server.port, r.code)

    def lobby(self) -> dict | None:
        return None if self.remote is None or self.remote.latest is None else self.remote.latest["lobby"]

    def start_refusal(self) -> str | None:
        """Why the host cannot start now (None: it can)."""
        latest = self.remote.latest if self.remote else None
        if latest is None:
            return _("Waiting for the table…")
        if "open" in latest["presence"]:
            return _("Seat {n} is open: wait for someone or give it to the computer.",
                     n=latest["presence"].index("open") + 1)
        return None

    def update(self, dt: float):
        s = self.server
        if s is not None and self.remote is None and s.ready.is_set():
            if s.failed:
                self.problem, self.server, self.mode = s.failed, None, "host"
            else:
                from game.net.client import RemoteTable

                me = self.seats.index(ME)
                self.remote = self._listened(RemoteTable.host(
                    s.url, self.spec.id, self.host_options(), self.host_seats(), self.my_name(),
                    lobby=True, seat=me))
        r = self.remote
        if r is None:
            return
        for msg in r.poll():
            if msg.get("type") == "error":
                self.problem = protocol.words(msg)
            elif msg.get("type") in ("hosted", "joined"):
                self.problem = None
        if r.token and r.token not in self.kept and r.latest is not None:
            from game.net import seats_kept

            self.kept.add(r.token)
            seats_kept.keep(r.code, self.server.url if self.hosting() else r.url, r.seat, r.token,
                            r.latest["game"], self.fields["name"].text, local=self.hosting())
        if r.status == "closed":
            self.problem = r.error or self.problem
            self.leave()
        elif r.latest is not None and r.latest["lobby"]["started"] and (r.seat is not None or self.watch_only):
            self.play()

    def play(self) -> None:
        from game.shell.remote_match import RemoteMatch, online_board

        self.app.stack.reset(online_board(RemoteMatch(self.remote)))

    def give_up_seat(self) -> None:
        """A joiner leaving a lobby before the start: the seat is open again for someone else."""
        r, lobby = self.remote, self.lobby()
        if r is not None and r.seat is not None and lobby and not lobby["started"] and r.seat != lobby["host"]:
            r.stand()  # sent as the connection closes
            if r.token:
                from game.net import seats_kept

                seats_kept.forget(r.token)

    def leave(self) -> None:
        """Out of the lobby, back to where it was entered from (a seat taken stays kept)."""
        if self.remote is not None:
            self.remote.close(0)
        self.mode = "host" if self.hosting() else "join"
        self.remote = self.server = None

    def press(self, key) -> None:
        kind, *rest = key if isinstance(key, tuple) else (key,)
        r = self.remote
        if kind in self.fields:
            self.editing = kind
        elif kind in ("host_tab", "join_tab"):
            self.mode, self.problem = kind[:-4], None
        elif kind == "game":
            self._set_game((self.game + 1) % len(self.specs))
        elif kind == "seat":
            self.cycle_seat(rest[0])
        elif kind == "players":
            n = len(self.seats) + rest[0]
            if self.spec.min_players <= n <= self.spec.max_players:
                self.seats = self.seats + [PERSON] if n > len(self.seats) else self.seats[:-1]
                if ME not in self.seats:
                    self.seats[0] = ME
        elif kind == "option":
            cycle_option(self.spec, self.values, key[1])
        elif kind == "wait":
            self.wait = WAITS[(WAITS.index(self.wait) + 1) % len(WAITS)]
        elif kind == "lan":
            self.open_to_lan = not self.open_to_lan
        elif kind == "host":
            self.host()
        elif kind == "look":
            self.look()
        elif kind == "copy":
            to_clipboard(self.invitation() or "")
        elif kind == "sit" and r is not None:
            r.sit(rest[0], self.my_name())
        elif kind == "give" and r is not None:  # the host cycles an open seat: person, computer levels
            seat = r.latest["seats"][rest[0]]
            order = [None, *self.levels()]
            now = seat["level"] if seat["kind"] == "ai" and seat["level"] in order else None
            level = order[(order.index(now) + 1) % len(order)]
            r.set_seat(rest[0], "ai" if level else "person", level, self.seat_name(rest[0], not level))
        elif kind == "ready" and r is not None:
            r.ready(not self.lobby()["ready"][r.seat])
        elif kind == "watch":
            self.watch_only = True
            if self.lobby() and self.lobby()["started"]:
                self.play()
        elif kind == "start" and r is not None:
            r.start()
        elif kind == "back":
            if self.mode == "lobby":
                self.give_up_seat()
                self.leave()
            else:
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
        # a whole screen: no key falls through to the title under it (R opened a game's rules there)
        return event.type in (pygame.KEYDOWN, pygame.TEXTINPUT, pygame.TEXTEDITING)

    # --- drawing ---------------------------------------------------------------------------
    def draw(self, ui):
        ui.surface.fill(U.BG)
        mouse = pygame.mouse.get_pos()
        self.buttons = []

        button = button_maker(ui, self.buttons, mouse, 15)

        def field(rect, key):
            if self.editing == key:
                ui.panel(ui.r(*rect), U.PANEL, U.ACCENT)
                self.fields[key].draw(ui, ui.p(rect[0] + 12, rect[1] + rect[3] / 2), 15, U.SNOW, max_width=rect[2] - 24)
                self.buttons.append(U.Button(ui.r(*rect), "", key))
            else:
                button(rect, self.fields[key].text, key)

        if self.mode == "lobby":
            self.draw_lobby(ui, button)
        else:
            ui.text(_("Play online"), ui.p(60, 24), 36, U.SNOW, bold=True, display=True)
            button((60, 84, 270, 40), _("Host a table"), "host_tab", hot=self.mode == "host")
            button((350, 84, 270, 40), _("Join a table"), "join_tab", hot=self.mode == "join")
            ui.text(_("Your name"), ui.p(60, 140), 14, U.MUTED, bold=True)
            field((60, 162, 260, 40), "name")
            if self.mode == "host":
                self.draw_host(ui, button)
            else:
                ui.text(_("Invitation (address · code)"), ui.p(60, 222), 14, U.MUTED, bold=True)
                field((60, 244, 560, 42), "invite")
                button((60, 300, 200, 44), _("Look"), "look", hot=True)
                ui.wrapped(_("Paste the invitation you were sent (Ctrl+V), then Look: you see the table's seats, "
                             "and sit at an open one or only watch."), ui.r(680, 244, 540, 80), 14, U.TEXT)
            button((60, 640, 180, 48), _("Back"), "back")
        if self.problem:  # (in the lobby: between Back and Start, under the seats)
            where = (260, 632, 400, 64) if self.mode == "lobby" else (680, 560, 540, 60)
            ui.wrapped(self.problem, ui.r(*where), 14, U.BAD)

    def draw_host(self, ui, button):
        spec = self.spec
        button((340, 162, 280, 40), _("Game: {game}", game=tr(spec.title)), "game")
        ui.text(_("Seats"), ui.p(60, 222), 14, U.MUTED, bold=True)
        n = len(self.seats)
        button((480, 214, 64, 32), "−", ("players", -1), n > spec.min_players)
        button((556, 214, 64, 32), "+", ("players", 1), n < spec.max_players)
        rows = 5 if n <= 5 else (n + 1) // 2
        width = 560 if n <= 5 else 275
        for i, s in enumerate(self.seats):
            x, y = 60 + (i // rows) * 285, 254 + (i % rows) * 44
            words = {ME: _("Me"), PERSON: _("Person (someone joins)")}
            label = words.get(s) or _("Computer · {level}", level=tr(s))
            button((x, y, width, 38), f"{i + 1}. {label}", ("seat", i), hot=s == ME)
        y = 254 + min(rows, 5) * 44 + 12
        seconds = self.wait
        wait = _("{n} s", n=seconds) if seconds < 120 else _("{n} min", n=seconds // 60)
        button((60, y, 560, 40), _("The computer plays an absent seat after: {wait}", wait=wait), "wait")
        button((60, y + 50, 560, 40), _("Open to the local network: {on}",
                                        on=_("on") if self.open_to_lan else _("off")), "lan", hot=self.open_to_lan)
        button((440, 640, 180, 48), _("Host"), "host", hot=True)
        draw_options(ui, button, self.spec, self.values, len(self.seats))  # as the new-game screen shows them

    def draw_lobby(self, ui, button):
        r = self.remote
        latest = r.latest if r is not None else None
        title = tr(box.get(latest["game"]).title) if latest else tr(self.spec.title)
        ui.text(_("Lobby · {game}", game=title), ui.p(60, 24), 36, U.SNOW, bold=True, display=True)
        text = self.invitation()
        if text:
            ui.text(_("Invite the others with: {invite}", invite=text), ui.p(60, 92), 18, U.SNOW, bold=True)
            button((1040, 84, 180, 40), _("Copy"), "copy")
        elif latest is not None and not latest["lobby"]["started"]:
            words = _("Waiting for the host to start.") if r.seat is not None else _(
                "Sit at an open seat, or watch only.")
            ui.text(words, ui.p(60, 92), 18, U.SNOW, bold=True)
        status = {"connecting": _("Connecting…"), "reconnecting": _("Reconnecting…")}
        if r is None:
            ui.text(_("Starting the server…"), ui.p(60, 130), 15, U.TEXT)
        elif r.status in status or latest is None:
            ui.text(status.get(r.status, _("Connecting…")), ui.p(60, 130), 15, U.TEXT)
        if latest is not None:
            self.draw_seats(ui, button, latest)
        button((60, 640, 180, 48), _("Back"), "back")
        if latest is None:
            return
        lobby, seat = latest["lobby"], r.seat
        if seat is not None and seat == lobby["host"] and not lobby["started"]:
            why = self.start_refusal()
            if why:
                ui.wrapped(why, ui.r(680, 630, 340, 60), 13, U.MUTED)
            button((1040, 640, 180, 48), _("Start"), "start", why is None, hot=True)
        elif seat is not None and not lobby["started"]:
            ready = lobby["ready"][seat]
            button((1040, 640, 180, 48), _("Not ready") if ready else _("Ready"), "ready", hot=not ready)
        elif seat is None:
            button((1000, 640, 220, 48), _("Watch only"), "watch", not self.watch_only, hot=lobby["started"])
            if self.watch_only:
                ui.text(_("The board opens when the host starts."), ui.p(680, 652), 14, U.MUTED)

    def draw_seats(self, ui, button, latest):
        lobby, presence, mine = latest["lobby"], latest["presence"], self.remote.seat
        hosting = mine is not None and mine == lobby["host"] and not lobby["started"]
        for head, x in ((_("Seat"), 60), (_("Name"), 130), (_("Played by"), 420), (_("Present"), 660)):
            ui.text(head, ui.p(x, 150), 13, U.MUTED, bold=True)
        for i, s in enumerate(latest["seats"]):
            y = 176 + i * 46
            ui.panel(ui.r(60, y, 1160, 40), U.PANEL if i != mine else U.PANEL_HI)
            ui.text(str(i + 1), ui.p(80, y + 10), 15, U.MUTED, bold=True)
            name = s["name"] + ("  · " + _("host") if i == lobby["host"] else "") + ("  · " + _("you") if i == mine else "")
            ui.text(name, ui.p(130, y + 10), 15, U.SNOW, bold=i == mine, max_width=280)
            kind = _("Computer · {level}", level=tr(s["level"])) if s["kind"] == "ai" else _("Person")
            ui.text(kind, ui.p(420, y + 10), 15, U.TEXT)
            word = PRESENCE_WORDS.get(presence[i], "")
            if word:
                ui.text(tr(word), ui.p(660, y + 10), 15, U.GOOD if presence[i] == "here" else U.ACCENT)
            if s["kind"] == "person" and lobby["ready"][i] and not lobby["started"]:
                ui.text(_("ready"), ui.p(800, y + 10), 15, U.GOOD, bold=True)
            if hosting and i != mine and presence[i] in ("open", "computer"):
                button((960, y + 3, 250, 34), _("Change: person / computer"), ("give", i))
            elif mine is None and presence[i] == "open":
                button((960, y + 3, 250, 34), _("Sit here"), ("sit", i), hot=True)
