"""The box's plug-in point, proved with a game it has never seen: tests/toy_game.py
(a dice race with a hidden card) is registered at test time and then simulated,
saved and reloaded, set up and played in the window through the shared screens
and the hot-seat curtain — with no line of Winter or of the shell written for it.
Hot-seat privacy on rendered frames is checked for every game in the box."""

from __future__ import annotations

import json
import random

import pygame
import pytest
import toy_game
from human_play import click, post_key, step

from game import box
from game.__main__ import main
from game.core.save import SaveError
from game.shell.app import App
from game.shell.match import Match, SeatSetup
from game.shell.menus import GameOverScene, NewGameScene, PauseScene
from game.shell.overlays import CurtainScene
from game.shell.saveload import SaveLoadScene


@pytest.fixture
def race():
    spec = box.register(toy_game.SPEC)
    yield spec
    box.unregister(spec.id)


@pytest.fixture
def window(tmp_path, monkeypatch):
    monkeypatch.setenv("UNTILTHETHAW_HOME", str(tmp_path / "home"))
    app = App(headless=True)
    app.settings.ai_pacing = app.settings.animation_speed = "instant"
    yield app
    app.close()


def test_the_box_holds_its_games_and_names_the_ones_it_lacks(race):
    assert box.ids()[:1] == ["winter"] and "race" in box.ids()
    assert [s.id for s in box.games()][-1] == "race"
    with pytest.raises(box.UnknownGame, match="unknown game 'chess'.*winter, mall, showdown, race"):
        box.get("chess")


def test_sim_plays_a_registered_game(race, capsys):
    assert main(["sim", "--game", "race", "--games", "40", "--players", "3", "--variant", "long", "--json"]) == 0
    d = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    assert d["games"] == 40 and d["errors"] == 0 and d["us_per_action"] > 0
    with pytest.raises(SystemExit, match="Dice Race is for 2 to 3 players"):
        main(["sim", "--game", "race", "--players", "5", "--games", "1"])


def played(spec, seats, seed=3, steps=5, alive=False):
    """A match after `steps` random actions (`alive`: stopping before the game's end)."""
    m = Match(spec.make_config(len(seats), tuple(s.name for s in seats)), seed, seats, spec=spec)
    rnd = random.Random(seed)
    for _ in range(steps):
        if m.game.is_terminal():
            break
        a = rnd.choice(m.game.legal_actions())
        if alive:
            trial = m.game.clone()
            trial.apply(a)
            if trial.is_terminal():
                break
        m.apply(a)
    return m


def test_a_save_of_the_new_game_reloads_through_the_shell_and_the_command_line(race, window, capsys):
    from game.shell.savefiles import list_saves, load_match, save_match, slot_path

    m = played(race, [SeatSetup("Ada", True), SeatSetup("Ben", False, "easy")])
    save_match(m, slot_path("slot-1"), "Halfway down the track")
    info = next(i for i in list_saves() if i.slot == "slot-1")
    assert info.ok and info.game == "race" and info.title == "Dice Race" and info.round == 3
    again = load_match(slot_path("slot-1"))
    assert again.spec is race and again.game.state_hash() == m.game.state_hash()
    assert [s.level for s in again.seats] == ["normal", "easy"]
    assert main(["replay", str(slot_path("slot-1")), "--verify"]) == 0
    assert "5 actions of Dice Race" in capsys.readouterr().out
    box.unregister("race")  # the box no longer holds it: the save is refused in words, and kept
    before = slot_path("slot-1").read_bytes()
    with pytest.raises(SaveError, match="another game, not in this box"):
        load_match(slot_path("slot-1"))
    assert "not in this box" in next(i for i in list_saves() if i.slot == "slot-1").error
    assert slot_path("slot-1").read_bytes() == before


def test_two_people_set_up_and_play_the_new_game_in_the_window(race, window):
    app = window
    app.to_title()
    step(app)
    click(app, ("new", "race"))  # its tile on the title screen
    setup = app.stack.top
    assert isinstance(setup, NewGameScene) and setup.spec is race and len(setup.seats) == 2
    click(app, ("who", 1))  # AI random -> ... -> human: cycle the second seat to a person
    while not setup.seats[1].human:
        click(app, ("who", 1))
    click(app, ("option", "long"))
    click(app, ("start",))
    board = app.stack.find(toy_game.RaceBoard)
    assert board is not None and board.game.config.long
    curtains, turns, rng = 0, 0, random.Random(5)
    for _ in range(3000):
        step(app)
        top = app.stack.top
        if isinstance(top, GameOverScene):
            break
        if isinstance(top, CurtainScene):
            curtains += 1
            step(app, 60)  # the button wakes after a moment
            click(app, "go")
            continue
        if top is board and board.buttons:
            m = board.match
            texts = " ".join(app.ui.drawn)
            hidden = [c for seat, c in enumerate(board.game.s.cards) if seat != m.shown and c]
            assert not any(f"card {c}" in texts for c in hidden if c not in
                           [board.game.s.cards[m.shown]]), "another runner's card is on screen"
            click(app, rng.choice([b.key for b in board.buttons]))
            turns += 1
    assert isinstance(app.stack.top, GameOverScene), "the race did not end"
    assert curtains >= 2 and turns >= 4
    out = app.stack.top.outcome
    assert out.headline == "The race is over" and sum(r.won for r in out.seats) == 1


def slot_row(scene, slot: str) -> int:
    return next(k for k, info in enumerate(scene.rows) if info.slot == slot)


def test_pause_save_and_load_the_new_game_from_the_window(race, window):
    from game.shell.savefiles import read_info, slot_path

    app = window
    m = played(race, [SeatSetup("Ada", True), SeatSetup("Ben", False, "random")], steps=2)
    app.stack.reset(race.board_scene(m))
    step(app)
    post_key(pygame.K_ESCAPE)
    step(app, 2)
    assert isinstance(app.stack.top, PauseScene)
    click(app, "save")
    assert isinstance(app.stack.top, SaveLoadScene)
    click(app, ("row", slot_row(app.stack.top, "slot-2")))
    click(app, ("confirm",))
    info = read_info(slot_path("slot-2"))
    assert info.ok and info.title == "Dice Race"
    post_key(pygame.K_ESCAPE)  # back to the pause menu
    step(app, 2)
    click(app, "load")
    click(app, ("row", slot_row(app.stack.top, "slot-2")))
    click(app, ("confirm",))
    step(app, 2)
    assert isinstance(app.stack.top, toy_game.RaceBoard)
    assert app.stack.top.match.game.state_hash() == m.game.state_hash()


@pytest.mark.parametrize("game_id", list(dict.fromkeys(box.ids() + ["race"])))
def test_hot_seat_frames_do_not_change_when_other_seats_secrets_do(race, window, game_id):
    """For every game in the box: the text drawn on seat S's screen is the same
    whatever the hidden parts S does not own (hands, cards, decks, dice) are."""
    spec = box.get(game_id)
    rnd = random.Random(7)
    checked = 0
    for seed in range(4):
        n = spec.min_players + 1 if spec.max_players > spec.min_players else spec.min_players
        seats = [SeatSetup(f"P{i}", True) for i in range(n)]
        m = played(spec, seats, seed, steps=rnd.randrange(0, 60), alive=True)
        for seat in range(n):
            other = m.game.clone()
            spec.scramble_hidden(other, seat, rnd)
            frames = []
            for g in (m.game, other):
                match = Match(g.config, seed, seats, game=g, spec=spec)
                match.reveal_to(seat)
                board = spec.board_scene(match)
                window.stack.reset(board)
                window.ui.drawn = []
                board.draw(window.ui)  # the board itself, not a curtain over it
                frames.append(list(window.ui.drawn))
            assert frames[0] == frames[1], f"{game_id}: seat {seat} sees a change in others' secrets"
            checked += 1
    assert checked >= 8


def test_the_hard_search_plays_the_new_game_through_its_hooks(race, monkeypatch):
    """The box's search (game/ai/search.py) drives the toy game's Hard from views only,
    deterministically for a seed and a simulation cap."""
    from game.core.loop import play

    seen = []
    real = toy_game.RaceHooks.determinize

    def spy(self, view, seat, belief, rng):
        assert isinstance(view, toy_game.RaceState)
        assert all(c in (toy_game.HIDDEN, 0) for i, c in enumerate(view.cards) if i != seat)
        seen.append(seat)
        return real(self, view, seat, belief, rng)

    monkeypatch.setattr(toy_game.RaceHooks, "determinize", spy)

    def game(seed):
        g = race.new_game(race.make_config(2), seed)
        hard = race.make_agent("hard", seed, time_budget=None, simulations=12)
        play(g, [hard, race.make_agent("random", seed)] if seed % 2 else [race.make_agent("random", seed), hard])
        return g

    assert [game(s).history for s in (1, 2)] == [game(s).history for s in (1, 2)]
    assert seen and set(seen) == {0, 1}



def test_the_title_offers_every_game_to_the_keyboard_too(race, window):
    app = window
    app.to_title()
    step(app)
    title = app.stack.top
    assert [k for _, k in title.controls() if isinstance(k, tuple)] == [
        (verb, game) for game in ("winter", "mall", "showdown", "race") for verb in ("new", "quick", "rules")]
    assert "Dice Race" in app.ui.drawn and "2–3 players" in app.ui.drawn
    for _ in range(3):
        post_key(pygame.K_RIGHT)
    post_key(pygame.K_n)
    step(app, 2)
    assert isinstance(app.stack.top, NewGameScene) and app.stack.top.spec is race
    assert "New game of Dice Race" in app.ui.drawn and "Long track: off" in app.ui.drawn


def test_each_games_rules_open_from_its_new_game_screen_and_its_pause_menu(window):
    from game.shell.menus import RulesScene

    app = window
    for spec in box.games():
        app.stack.reset(NewGameScene(spec))
        click(app, ("rules",))
        assert isinstance(app.stack.top, RulesScene)
        step(app)
        assert f"How to play {spec.title}" in app.ui.drawn
        seats = [SeatSetup(f"P{i}", i == 0, "random") for i in range(spec.default_players)]
        m = Match(spec.make_config(len(seats)), 1, seats, spec=spec)
        app.stack.reset(spec.board_scene(m))
        app.stack.push(PauseScene(app.stack.top))
        click(app, "rules")
        step(app)
        assert isinstance(app.stack.top, RulesScene) and f"How to play {spec.title}" in app.ui.drawn
