"""Play online as a person does it, with the mouse, through the real App loop: one window
hosts a Mall lobby (a person's seat, computer seats, an option changed, the takeover
wait chosen) on its own server on 127.0.0.1; a second window pastes the invitation,
looks, sits with its name and says it is ready; the host clicks Start and both boards
open by themselves, the joiner's name in the game's config. Every wait bounded."""

from __future__ import annotations

import time

import pygame
import pytest
from board_kit import no_cut_text, set_look
from human_play import click, post_key, redraw, step

from game.core.i18n import set_language
from game.net import seats_kept
from game.net.client import RemoteTable, parse_invite
from game.shell import online_scene, settings
from game.shell.online_scene import OnlineScene, addresses, lan_address

SECONDS = 30.0
LOOKS = [(scale, language) for scale in (0.8, 1.0, 1.2) for language in ("en", "ko")]


def frames_until(apps, condition, what: str, seconds: float = SECONDS):
    """Step every App (as their windows do) until condition() holds, bounded."""
    deadline = time.monotonic() + seconds
    while not condition():
        assert time.monotonic() < deadline, f"timed out waiting for {what}"
        for app in apps:
            step(app)
        time.sleep(0.005)


def keys(app) -> list:
    step(app)
    return [k for _, k in app.stack.top.controls()]


def texts(app) -> str:
    redraw(app)
    return "\n".join(app.ui.drawn)


@pytest.fixture
def own_server(monkeypatch):
    """The window's server made afresh for the test (in its user folder), stopped after."""
    monkeypatch.setattr(online_scene, "_server", None)
    yield
    if online_scene._server is not None:
        online_scene._server.stop()


def open_online(app) -> OnlineScene:
    app.to_title()
    step(app)
    click(app, "online")
    scene = app.stack.top
    assert isinstance(scene, OnlineScene)
    return scene


def host_mall_lobby(app) -> OnlineScene:
    scene = open_online(app)
    while scene.spec.id != "mall":
        click(app, "game")
    assert scene.seats == ["me", "person", "easy", "easy"]
    click(app, ("seat", 2))  # the computer at seat 3 plays better
    click(app, ("option", "chief_bluff"))  # an option of the game, as the new-game screen cycles it
    click(app, "wait")  # the computer takes an absent seat after 5 minutes
    assert scene.seats == ["me", "person", "normal", "easy"] and scene.values["chief_bluff"] is False
    assert scene.wait == 300 and not scene.open_to_lan
    click(app, "host")
    frames_until([app], lambda: scene.invitation() is not None and scene.remote.latest is not None, "the lobby")
    return scene


def test_a_host_and_a_joiner_meet_in_the_lobby_and_the_hosts_start_opens_both_boards(window, own_server,
                                                                                       monkeypatch):
    app = window()
    host = host_mall_lobby(app)
    latest = host.remote.latest
    assert latest["lobby"] == {"started": False, "host": 0, "ready": [False] * 4} and latest["counter"] == 0
    assert latest["presence"] == ["here", "open", "computer", "computer"]
    assert [(s["kind"], s["level"]) for s in latest["seats"]] == [
        ("person", None), ("person", None), ("ai", "normal"), ("ai", "easy")]
    assert "start" not in keys(app), "Start is offered while seat 2 is open"
    assert "Seat 2 is open" in texts(app)
    invitation = host.invitation()
    url, code = parse_invite(invitation)
    assert url.startswith("ws://127.0.0.1:") and invitation in texts(app)
    for scale, language in LOOKS:  # the lobby reads whole in each language, at each UI scale
        set_look(app, scale, language)
        redraw(app)
        no_cut_text(app, f"the lobby ({language}, {scale})")
    set_language("en")
    step(app)
    assert app.due() is None, "the lobby spins frames while nothing happens"
    assert host.remote.wake == app.wake, "nothing wakes the resting lobby when the table changes"

    # the other player's window: the invitation pasted, Look, then a seat
    other = window()
    joiner = open_online(other)
    click(other, "join_tab")
    monkeypatch.setattr(pygame.scrap, "get_init", lambda: True)
    monkeypatch.setattr(pygame.scrap, "get_text", lambda: invitation)
    click(other, "invite")
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_v, mod=pygame.KMOD_CTRL, unicode="\x16",
                                         scancode=0))
    step(other)
    assert joiner.fields["invite"].text == invitation
    joiner.fields["name"].set(host.fields["name"].text)  # the host's name: the table refuses it in words
    click(other, "look")
    frames_until([other], lambda: joiner.remote is not None and joiner.remote.latest is not None, "the look")
    assert joiner.remote.seat is None and joiner.mode == "lobby"
    sits = [k for k in keys(other) if isinstance(k, tuple) and k[0] == "sit"]
    assert sits == [("sit", 1)], "only the open person's seat offers Sit here"
    pygame.event.clear()
    click(other, ("sit", 1))
    frames_until([other], lambda: joiner.problem, "the refusal of a name already taken")
    assert "called" in joiner.problem and joiner.remote.seat is None
    joiner.fields["name"].set("Bea")
    click(other, ("sit", 1))
    frames_until([app, other], lambda: joiner.remote.seat == 1 and host.remote.latest["presence"][1] == "here",
                 "Bea seated, seen by the host")
    assert host.remote.latest["seats"][1]["name"] == "Bea" and "Bea" in texts(app)
    # Bea goes Back before the start: her seat is open again (and no longer kept); she looks and sits again
    first_token = joiner.remote.token
    click(other, "back")
    assert joiner.mode == "join" and joiner.remote is None
    frames_until([app], lambda: host.remote.latest["presence"][1] == "open", "Bea's seat open again")
    assert first_token not in {e["token"] for e in seats_kept.load()}
    click(other, "look")
    frames_until([other], lambda: joiner.remote is not None and joiner.remote.latest is not None, "the look again")
    click(other, ("sit", 1))
    frames_until([app, other], lambda: joiner.remote.seat == 1 and host.remote.latest["presence"][1] == "here",
                 "Bea seated again")
    click(other, "ready")
    frames_until([app, other], lambda: host.remote.latest["lobby"]["ready"][1], "Bea ready, seen by the host")
    assert "ready" in texts(app).split("\n")
    # both seats are kept for Continue
    kept = {(e["code"], e["seat"], bool(e.get("local"))) for e in seats_kept.load()}
    assert {(host.remote.code, 0, True), (joiner.remote.code, 1, False)} <= kept  # the host's: this window's server

    click(app, "start")
    frames_until([app, other], lambda: all(type(a.stack.top).__name__ == "MallBoard" for a in (app, other)),
                 "both boards open by themselves")
    boards = [app.stack.top, other.stack.top]
    assert [b.match.shown for b in boards] == [0, 1]
    for b in boards:
        assert b.match.config.names[1] == "Bea" and b.match.game.pname(1) == "Bea"  # not "Player 2"
        assert b.match.config.chief_bluff is False
        b.match.remote.close(0)


def test_a_watcher_looks_at_a_lobby_asks_to_watch_only_and_gets_the_spectators_board(window, own_server, tmp_path):
    from test_net_client import ServerThread

    server = ServerThread(tmp_path / "server")
    seats = [{"kind": "person", "name": "Ann"}, {"kind": "ai", "level": "random"}, {"kind": "ai", "level": "random"}]
    ann = RemoteTable.host(server.url, "mall", {}, seats, "Ann", lobby=True)
    try:
        deadline = time.monotonic() + SECONDS
        while ann.latest is None:
            assert time.monotonic() < deadline, "the lobby"
            time.sleep(0.01)
        app = window()
        scene = open_online(app)
        click(app, "join_tab")
        scene.fields["invite"].set(f"127.0.0.1:{server.port} {ann.code}")
        click(app, "look")
        frames_until([app], lambda: scene.remote is not None and scene.remote.latest is not None, "the look")
        assert not [k for k in keys(app) if isinstance(k, tuple)], "no seat is open"
        click(app, "watch")
        assert scene.watch_only and app.stack.top is scene  # not started yet: the lobby stays
        ann.start()
        frames_until([app], lambda: type(app.stack.top).__name__ == "MallBoard", "the spectator's board")
        board = app.stack.top
        assert board.match.shown is None and board.match.remote.seat is None
        played = []

        def moved() -> bool:  # Ann plays her first legal action whenever she decides
            latest = ann.latest
            if latest["legal"] and latest["counter"] not in played:
                played.append(latest["counter"])
                ann.act(latest["legal"][0])
            return board.match.remote.latest["counter"] > 3

        frames_until([app], moved, "the table moving on, seen by the spectator")
        assert board.match.game.view(None) is not None and not board.match.is_human(0)
        board.match.remote.close(0)
    finally:
        ann.close()
        server.stop()


def test_the_invitation_shows_this_machines_lan_address_only_when_open_to_the_local_network():
    assert addresses(False, find=lambda: "192.168.1.20") == ("127.0.0.1", "127.0.0.1")
    assert addresses(True, find=lambda: "192.168.1.20") == ("0.0.0.0", "192.168.1.20")
    assert addresses(True, find=lambda: None) == ("0.0.0.0", None)
    assert lan_address(lambda: "box", lambda name: ("box", [], ["127.0.1.1", "192.168.1.20"])) == "192.168.1.20"
    assert lan_address(lambda: "box", lambda name: ("box", [], ["127.0.1.1"])) is None

    def unknown(name):
        raise OSError("no such host")

    assert lan_address(lambda: "box", unknown) is None


def test_the_host_screen_cycles_seats_with_exactly_one_me(window):
    app = window()
    scene = open_online(app)
    while scene.spec.id != "mall":
        click(app, "game")
    for _ in range(5):  # person, easy, normal, hard, me
        click(app, ("seat", 1))
    assert scene.seats[:2] == ["person", "me"] and scene.seats.count("me") == 1
    click(app, ("seat", 1))  # Me stays Me: it moves only when another seat takes it
    assert scene.seats.count("me") == 1
    click(app, ("players", 1))
    click(app, ("players", 1))
    assert len(scene.seats) == 6 and ("players", 1) not in keys(app)  # Mall's largest table
    for game_id in ("mall", "showdown", "winter"):  # Mall's 6 seats, Showdown's 9 in two columns, Winter's options
        while scene.spec.id != game_id:
            click(app, "game")
        while ("players", 1) in keys(app):
            click(app, ("players", 1))
        for scale, language in LOOKS:
            set_look(app, scale, language)
            redraw(app)
            no_cut_text(app, f"the host screen of {game_id} ({language}, {scale})")
    set_language("en")


def test_opening_to_the_local_network_starts_the_windows_server_again_on_its_port(monkeypatch):
    """The choice only (a stand-in server binds nothing): 127.0.0.1 by default, every
    interface once opened, the same port each time so its players reconnect by themselves."""
    made = []

    class Stand:
        def __init__(self, data_dir, host, port, wake):
            self.host, self.port, self.failed, self.wake, self.stopped = host, port or 7341, None, wake, False
            made.append(self)

        def stop(self):
            self.stopped = True

    monkeypatch.setattr(online_scene, "LocalServer", Stand)
    monkeypatch.setattr(online_scene, "_server", None)
    first = online_scene.local_server(False)
    assert first.host == "127.0.0.1" and online_scene.local_server() is first  # None: as it is
    opened = online_scene.local_server(True)
    assert first.stopped and (opened.host, opened.port) == ("0.0.0.0", 7341)
    assert online_scene.local_server() is opened and online_scene.local_server(True) is opened
    closed = online_scene.local_server(False)
    assert opened.stopped and (closed.host, closed.port) == ("127.0.0.1", 7341) and len(made) == 3


def test_keys_on_the_online_screen_never_reach_the_title_under_it(window):
    """R on the title opens a game's rules, N a new game, Q a quick one: on the online
    screen over it, a key typed outside a field must do none of that."""
    import pygame

    app = window()
    scene = open_online(app)
    for key, text in ((pygame.K_r, "r"), (pygame.K_n, "n"), (pygame.K_q, "q"), (pygame.K_1, "1")):
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode=text))
        pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=text))
        step(app)
        step(app)
    assert app.stack.top is scene


def test_the_name_typed_on_the_online_screen_is_there_the_next_time_also_after_a_restart(window, own_server):
    app = window()
    scene = open_online(app)
    click(app, "name")
    pygame.event.post(  # typed over the default: Ctrl+A selects it all first, as a person does
        pygame.event.Event(pygame.KEYDOWN, key=pygame.K_a, mod=pygame.KMOD_CTRL, unicode="", scancode=0))
    for ch in "Bruno":  # a Latin letter comes with its key (textinput.py)
        post_key(getattr(pygame, f"K_{ch.lower()}"), ch)
    step(app)
    assert scene.fields["name"].text == "Bruno"
    click(app, "host")
    frames_until([app], lambda: scene.remote is not None and scene.remote.latest is not None, "the lobby")
    assert scene.remote.latest["seats"][0]["name"] == "Bruno"
    scene.leave()
    app.stack.pop(scene)
    assert open_online(app).fields["name"].text == "Bruno"
    kept, warnings = settings.load()  # the game started anew reads it from the settings file
    assert kept.online_name == "Bruno" and not warnings
    again = window()
    again.settings = kept
    assert open_online(again).fields["name"].text == "Bruno"
