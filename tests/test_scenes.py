"""The window headless: the scene stack, the action picker, every scene renders,
hot-seat privacy on rendered frames and the curtain."""

import pygame
import pytest

from game.shell.stack import Scene, SceneStack
from game.winter.rules import Config
from game.winter.rules import actions as A
from game.winter.scenes.picker import Picker

# --- the stack -------------------------------------------------------------------------

class Probe(Scene):
    def __init__(self, name, log, transparent=False, consume=True):
        super().__init__()
        self.name, self.log, self.transparent, self.consume = name, log, transparent, consume

    def enter(self, app):
        self.log.append(f"enter {self.name}")

    def exit(self):
        self.log.append(f"exit {self.name}")

    def pause(self):
        self.log.append(f"pause {self.name}")

    def resume(self):
        self.log.append(f"resume {self.name}")

    def handle_event(self, event):
        self.log.append(f"event {self.name}")
        return self.consume

    def update(self, dt):
        self.log.append(f"update {self.name}")

    def draw(self, ui):
        self.log.append(f"draw {self.name}")


def test_stack_lifecycle_push_pop_replace_reset():
    log = []
    st = SceneStack()
    a, b, c = Probe("a", log), Probe("b", log), Probe("c", log)
    st.push(a)
    st.push(b)
    assert log == ["enter a", "pause a", "enter b"]
    log.clear()
    st.pop()
    assert log == ["exit b", "resume a"] and st.top is a
    log.clear()
    st.replace(c)
    assert log == ["exit a", "enter c"] and st.scenes == [c]
    log.clear()
    st.reset(a)
    assert log == ["exit c", "enter a"] and st.scenes == [a]


def test_events_go_top_down_until_consumed():
    log = []
    st = SceneStack()
    st.push(Probe("a", log))
    st.push(Probe("b", log, consume=False))
    st.push(Probe("c", log, consume=False))
    log.clear()
    assert st.handle_event(object()) is True
    assert log == ["event c", "event b", "event a"]
    log.clear()
    st.scenes[0].consume = False
    assert st.handle_event(object()) is False


def test_transparent_overlays_draw_over_the_scene_below_only():
    log = []
    st = SceneStack()
    st.push(Probe("floor", log))
    st.push(Probe("board", log))
    st.push(Probe("dialog", log, transparent=True))
    log.clear()
    st.draw(None)
    st.update(0.1)
    assert log == ["draw board", "draw dialog", "update board", "update dialog"]


def test_pop_a_given_scene_pops_everything_above_it():
    log = []
    st = SceneStack()
    a, b, c = Probe("a", log), Probe("b", log), Probe("c", log)
    for s in (a, b, c):
        st.push(s)
    st.pop(b)
    assert st.scenes == [a]


# --- the picker -------------------------------------------------------------------------

def test_picker_narrows_to_one_action_by_picks():
    legal = [A.EndTurn(), A.Move("x", "police"), A.Move("x", "school"), A.Search("x", 4), A.Search("x", 6),
             A.Move("y", "police"), A.CleanWaste(2)]
    p = Picker(legal)
    assert p.select("x")
    assert p.kinds() == [A.Move, A.Search]
    p.choose_kind(A.Search)
    assert p.open_field() == ("die", [4, 6])
    assert p.pick("die", 6)
    assert p.ready() == A.Search("x", 6)
    p.reset()
    assert p.select(None) and p.kinds() == [A.CleanWaste]
    assert not p.select("nobody")


# --- rendering headless ------------------------------------------------------------------

@pytest.fixture(scope="module")
def app():
    from game.shell.app import App

    a = App(headless=True)
    yield a
    a.close()


def frame(app):
    app.ui.drawn = []
    app.stack.draw(app.ui)
    return list(app.ui.drawn)


def match_at(scene, seed=3):
    from game.shell.screenshot import find_match
    from game.winter.spec import SPEC

    return find_match(SPEC, seed, scene)


@pytest.mark.parametrize("scene", ["title", "newgame", "board", "crisis", "crossroads", "search", "vote", "gameover",
                                   "draft", "curtain"])
def test_every_scene_renders_to_png(tmp_path, scene):
    from game.shell.screenshot import render

    out = tmp_path / f"{scene}.png"
    render(5, str(out), scene, (1280, 720))
    img = pygame.image.load(str(out))
    assert img.get_size() == (1280, 720)
    # not a blank frame: many different colours
    colours = {img.get_at((x, y))[:3] for x in range(0, 1280, 7) for y in range(0, 720, 7)}
    assert len(colours) > 8


def test_board_renders_at_large_sizes(tmp_path):
    from game.shell.screenshot import render

    for size in ((1920, 1080), (2560, 1440)):
        out = tmp_path / "big.png"
        render(2, str(out), "board", size)
        assert pygame.image.load(str(out)).get_size() == size


def test_pause_rules_zoom_and_game_over_render(app):
    from game.shell.menus import GameOverScene, PauseScene, RulesScene
    from game.winter.scenes.board import BoardScene
    from game.winter.scenes.dialogs import ZoomScene

    match, _ = match_at("board")
    board = BoardScene(match)
    app.stack.reset(board)
    frame(app)
    # a card to zoom on: seat 0's, else anyone's (random seats may have given every card away)
    card = next((c for p in match.game.s.players for c in p.hand), next(iter(match.game.c.items)))
    for scene in (PauseScene(board), RulesScene(), ZoomScene(board, ("card", card)),
                  ZoomScene(board, ("survivor", match.game.s.players[0].leader))):
        app.stack.push(scene)
        assert frame(app)
        app.stack.pop()
    app.stack.push(GameOverScene(match))
    assert frame(app)


def hidden_words(g, me, log=()):
    """Card and objective names of other seats that seat `me` has no way to see
    (cards shown to everyone, like a requested card, are public)."""
    c = g.c
    mine = {c.items[e.data["card"]].name for e in (x[1] for x in log) if e.private is None and e.data.get("card") in c.items}
    p = g.s.players[me]
    mine |= {c.items[x].name for x in p.hand}
    mine |= {c.items[x].name for sv in g.s.survivors.values() for x in sv.equipped}
    secret = set()
    for q in g.s.players:
        if q.seat == me:
            continue
        secret |= {c.items[x].name for x in q.hand}
        if q.objective:
            secret.add(c.objectives[q.objective].title)
    if g.s.crossroads_held and g.s.crossroads_held[0] != me:
        secret.add(c.crossroads[g.s.crossroads_held[1]].title)
    return secret - mine


def two_humans(seed=4):
    from game.shell.match import Match, SeatSetup

    seats = [SeatSetup("Ada", True), SeatSetup("Ben", True), SeatSetup("Cy", False, "random")]
    return Match(Config(players=3, names=("Ada", "Ben", "Cy")), seed, seats)


def test_hot_seat_frames_never_show_another_seats_secrets(app):
    from game.shell.overlays import CurtainScene
    from game.winter.scenes.board import BoardScene

    m = two_humans()
    board = BoardScene(m)
    app.stack.reset(board)
    checked = curtains = 0
    for step in range(400):
        app.stack.update(0.5)
        top = app.stack.top
        if isinstance(top, CurtainScene):
            shown = " ".join(frame(app))
            assert "hand" not in shown and "Secret" not in shown  # the curtain hides everything
            curtains += 1
            top.lift()
            continue
        texts = frame(app)
        if m.shown is not None:
            leaked = [(w, [t for t in texts if w in t]) for w in hidden_words(m.game, m.shown, m.log)
                      if any(w in t for t in texts)]
            assert not leaked, f"seat {m.shown}'s frame shows {leaked}"
            checked += 1
        if m.game.is_terminal():
            break
        d = m.decider()
        if m.is_human(d) and d == m.shown:
            if app.stack.top is not board:
                app.stack.pop()
                board.dialog_open = False
            board.play(m.game.legal_actions()[-1] if step % 3 else m.game.legal_actions()[0])
    assert checked > 20 and curtains > 2


def test_curtain_goes_up_between_two_humans_and_not_for_one():
    from game.shell.match import Match, SeatSetup

    m = two_humans()
    assert m.shown is None and m.needs_curtain()
    m.reveal_to(m.decider())
    assert not m.needs_curtain()
    solo = Match(Config(players=3), 1, [SeatSetup("A", True), SeatSetup("B", False, "random"),
                                        SeatSetup("C", False, "random")])
    assert solo.shown == 0
    for _ in range(200):
        if solo.is_human(solo.decider()):
            assert not solo.needs_curtain()
            solo.apply(solo.game.legal_actions()[0])
        else:
            solo.apply(solo.game.legal_actions()[-1])
        if solo.game.is_terminal():
            break


def test_a_request_for_anything_is_labelled_in_words(app):
    """The request picker's first choice (no wish) reads "any cards", not a dash."""
    from game.winter.scenes.board import BoardScene

    match, _ = match_at("board")
    board = BoardScene(match)
    assert board.value_label("type", None) == "any cards"
    assert board.value_label("type", "medicine") == "medicine cards"
    assert board.value_label("die", None) == "no die"


def test_escape_pauses_from_every_dialog_of_the_game(app):
    """A player can always reach the pause menu: Esc over the draft, a decision or the
    colony phase opens it (a confirmation or a zoomed card keeps Esc for itself)."""
    from game.core.events import Event
    from game.shell.menus import PauseScene
    from game.winter.scenes.board import BoardScene
    from game.winter.scenes.dialogs import ColonyPhaseScene, DecisionDialog, DraftDialog

    match, _ = match_at("draft")
    board = BoardScene(match)
    app.stack.reset(board)
    d = match.game.s.pending[0]
    dialogs = [DraftDialog(board, d, match.game.legal_actions()),
               DecisionDialog(board, "A choice", "Pick one.", [("Yes", A.EndTurn(), True)]),
               ColonyPhaseScene(board, [(0, Event("colony", "Colony phase of round 1.", {"round": 1}))])]
    for dialog in dialogs:
        app.stack.push(dialog)
        app.stack.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode=""))
        assert isinstance(app.stack.top, PauseScene), type(dialog).__name__
        app.stack.pop()
        app.stack.pop(dialog)


def test_a_number_key_never_starts_an_action_from_the_bar(app):
    """Numbers fill the open field (a die, an entrance, a target); with none open they do
    nothing, so a die number typed after an automatic die choice cannot spend food."""
    from game.winter.scenes.board import BoardScene

    match, _ = match_at("board")
    board = BoardScene(match)
    app.stack.reset(board)
    frame(app)
    before = (match.game.s.food, [list(p.unused) for p in match.game.s.players])
    board.picker_now().reset()
    for n in range(1, 10):
        board.number(n)
        assert board.picker_now().kind is None
    assert (match.game.s.food, [list(p.unused) for p in match.game.s.players]) == before


def test_input_stops_at_a_whole_screen_scene_and_passes_under_an_overlay():
    """A key typed on a screen never acts on the screen hidden under it; an overlay (a
    dialog over the board) lets what it leaves reach the board; other events pass on."""
    heard = []

    class Deaf(Scene):
        def __init__(self, name, transparent):
            super().__init__()
            self.name, self.transparent = name, transparent

        def handle_event(self, event):
            heard.append(self.name)
            return False

    stack = SceneStack()
    for name, transparent in (("title", False), ("screen", False), ("dialog", True)):
        stack.push(Deaf(name, transparent))
    key = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_r, mod=0, unicode="r")
    assert not stack.handle_event(key, is_input=True) and heard == ["dialog", "screen"]
    heard.clear()
    stack.handle_event(pygame.event.Event(pygame.USEREVENT))
    assert heard == ["dialog", "screen", "title"]


def test_keys_on_the_new_game_screen_never_reach_the_title_under_it(app):
    from human_play import step

    from game import box
    from game.shell.menus import NewGameScene

    app.to_title()
    step(app)
    scene = NewGameScene(box.get("mall"))
    app.stack.push(scene)
    step(app)
    for key, text in ((pygame.K_r, "r"), (pygame.K_n, "n"), (pygame.K_q, "q")):
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode=text))
        step(app)
        step(app)
    assert app.stack.top is scene
