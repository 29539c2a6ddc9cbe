"""The kept pieces of Mall's and Showdown's boards (game/render/layer.py): a board that has
drawn a whole game frame after frame, redrawing a piece only when its key changed, shows
exactly what a board drawn afresh shows, pixel for pixel, at every human decision of a
game played by clicks (lit places and cards, the mouse over each) and as the computer
plays. A key that misses something a piece shows fails here."""

import random

import pygame
import pytest

from game import box
from game.render.layer import Layer
from game.shell.app import App
from game.shell.match import Match, SeatSetup
from game.shell.menus import GameOverScene
from tests.human_play import post_click, step

NAMES = ("Ada", "Ben", "Cy", "Dee", "Eve", "Fay", "Gus")


def frame(app) -> tuple[bytes, list[str]]:
    app.ui.drawn = []
    app.stack.draw(app.ui)
    return pygame.image.tobytes(app.ui.surface, "RGB"), sorted(app.ui.drawn)


def same(app, board, spec, n) -> bool:
    """The frame drawn now equals a fresh board's; else says where they differ (and the
    strings drawn by one and not the other)."""
    (a, texts), (b, fresh_texts) = frame(app), fresh_frame(app, board, spec)
    if a == b and texts == fresh_texts:
        return True
    size = app.ui.surface.get_size()
    kept, new = pygame.image.frombytes(a, size, "RGB"), pygame.image.frombytes(b, size, "RGB")
    diff = [(x, y) for y in range(0, size[1], 2) for x in range(0, size[0], 2) if kept.get_at((x, y)) != new.get_at((x, y))]
    if diff:
        xs, ys = [x for x, _ in diff], [y for _, y in diff]
        print(f"frame {n}: pixels differ in x {min(xs)}..{max(xs)}, y {min(ys)}..{max(ys)}")
    print("strings drawn, kept only:", sorted(set(texts) - set(fresh_texts))[:10], "fresh only:",
          sorted(set(fresh_texts) - set(texts))[:10], "counts:", len(texts), len(fresh_texts))
    return False


def fresh_frame(app, board, spec) -> tuple[bytes, list[str]]:
    """The same moment drawn by a new board of the same match (nothing kept)."""
    fresh = spec.board_scene(board.match)
    fresh.app, fresh.mouse = app, board.mouse
    for kept in ("tray", "before", "queue", "log_upto", "pulse"):  # what the play-back has shown so far
        if hasattr(board, kept):
            setattr(fresh, kept, getattr(board, kept))
    app.stack.scenes[-1] = fresh
    fresh.picker_now().restore(board.picker_now().state())  # the clicks made so far toward an action
    try:
        return frame(app)
    finally:
        app.stack.scenes[-1] = board


@pytest.mark.parametrize("game_id,players,seed", [("mall", 5, 3), ("showdown", 7, 4)])
def test_a_board_drawn_through_its_layer_matches_a_fresh_one(game_id, players, seed, tmp_path, monkeypatch):
    monkeypatch.setenv("UNTILTHETHAW_HOME", str(tmp_path))
    spec = box.get(game_id)
    app = App(size=(1280, 720), headless=True)
    app.settings.ai_pacing = app.settings.animation_speed = "instant"
    seats = [SeatSetup(NAMES[i], i == 0, "normal") for i in range(players)]
    match = Match(spec.make_config(players, NAMES[:players]), seed, seats, spec=spec)
    board = spec.board_scene(match)
    app.stack.reset(board)
    rng = random.Random(seed)
    checked = watched = 0
    try:
        for n in range(20_000):
            step(app)
            if isinstance(app.stack.top, GameOverScene) or match.game.is_terminal():
                break
            if app.stack.top is not board or board.queue:
                continue
            if board.deciding():
                controls = [(r, k) for r, k in board.controls() if k not in ("undo",)]
                assert controls, "a human decision with nothing to click"
                rect, _key = rng.choice(controls)
                for pos in ((2, 2), rect.center):  # away from everything, then over the choice (drawn brighter)
                    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
                    step(app)
                    if not board.deciding():  # the board answered it (a holster offer to one without)
                        break
                    assert same(app, board, spec, n), f"frame {n}: the kept layer differs"
                else:
                    checked += 1
                    post_click(rect.center)
            elif n % 7 == 0:  # the computer plays: kept pieces may lag two frames, no more
                step(app, 3)
                if app.stack.top is board and not board.queue and not board.deciding():
                    frame(app), frame(app)  # two frames with nothing new: every kept piece caught up
                    assert same(app, board, spec, n), f"frame {n}: the kept layer differs"
                    watched += 1
        assert match.game.is_terminal(), "the game did not end"
        assert checked >= 15 and watched >= 5, (checked, watched)
    finally:
        app.close()


def test_a_piece_is_drawn_again_only_when_its_key_changes_and_clears_what_lies_over_it():
    pygame.init()
    screen = pygame.Surface((200, 100))

    class Ui:
        surface, drawn, scale, text_scale = screen, [], 1.0, 1.0

    ui, layer, calls = Ui(), Layer((0, 0, 0)), []

    def paint(name, colour):
        def go():
            calls.append(name)
            ui.surface.fill(colour, pygame.Rect(0, 0, 200, 100))  # clipped to the piece
            ui.drawn.append(name)
            return name
        return go

    under, over = pygame.Rect(0, 0, 200, 100), pygame.Rect(100, 0, 100, 50)
    for key in (1, 1, 2):
        layer.frame()
        assert layer.piece(ui, "under", under, key, paint("under", (255, 0, 0))) == "under"
        layer.piece(ui, "over", over, "same", paint("over", (0, 0, 255)))
    assert calls == ["under", "over", "under", "over"]  # the key changed once: the piece over it went too
    layer.blit(ui)
    assert screen.get_at((150, 25))[:3] == (0, 0, 255) and screen.get_at((50, 75))[:3] == (255, 0, 0)
    assert ui.drawn.count("under") == 3  # a kept piece's strings count as drawn every frame
    layer.frame(0)  # no budget: a changed piece keeps its picture a frame longer
    layer.piece(ui, "under", under, 3, paint("under", (0, 255, 0)))
    assert calls[-1] == "over"
    layer.frame()
    layer.piece(ui, "under", under, 3, paint("under", (0, 255, 0)))
    assert calls[-1] == "under"


def test_winters_kept_panels_leave_nothing_behind_when_the_action_bar_grows_and_shrinks(tmp_path, monkeypatch):
    """Winter's board keeps its panels on a layer and clears a panel by its rect: a panel
    drawn past its rect (the hand pushed down under a tall action bar) left its title on the
    screen below the dice once the bar shrank again. Each panel is clipped to its rect."""
    from game.shell.screenshot import find_match
    from game.winter.scenes import board_panels, board_view

    monkeypatch.setenv("UNTILTHETHAW_HOME", str(tmp_path))
    spec = box.get("winter")
    app = App(size=(1280, 720), headless=True)
    try:
        match, _events = find_match(spec, 3, "board")
        board = spec.board_scene(match)
        app.stack.reset(board)
        step(app, 3)
        before = frame(app)[0]
        real = board_panels.bar_layout
        monkeypatch.setattr(board_view.P, "bar_layout", lambda painter, ui: (real(painter, ui)[0], 8))
        frame(app)  # the hand drawn seven rows down, as under a tall bar
        monkeypatch.setattr(board_view.P, "bar_layout", real)
        for _ in range(3):
            after = frame(app)[0]
        assert after == before
    finally:
        app.close()
