"""`python -m game screenshot`: render one scene of a seeded game to a PNG, headless.

Seat 0 is the human on screen, the others are AIs. The game is driven by seeded
random choices (which the game may nudge, GameSpec.steer) until the asked-for
situation comes up, trying further seeds if this one never gets there. Scenes
of the box (title, new game, saves, settings, error) and of every game (board,
curtain, game over) are drawn here; a game adds its own (GameSpec.screenshot_scenes)."""

from __future__ import annotations

from contextlib import contextmanager

from game import box
from game.ai.random_agent import RandomAgent
from game.core.i18n import _

SHARED = ("board", "gameover", "title", "newgame", "curtain", "load", "save", "settings", "error")
# scenes that show the user folder: drawn from a throwaway one with sample saves
FOLDER_SCENES = ("title", "load", "save", "error")
MAX_ACTIONS = 3000


def names() -> tuple[str, ...]:
    """The seats' names, in the language shown (as the new-game screen gives them)."""
    from game.shell.match import default_names

    return tuple(default_names())


def scenes(spec: box.GameSpec) -> tuple[str, ...]:
    return SHARED + tuple(spec.screenshot_scenes)


def find_match(spec: box.GameSpec, seed: int, scene: str, players: int | None = None, humans: int = 1):
    """A match whose game has reached `scene`, and the events of its last action."""
    from game.shell.match import Match, SeatSetup

    players = players or spec.default_players
    who = names()
    for attempt in range(40):
        seats = [SeatSetup(who[i], i < humans, "random") for i in range(players)]
        match = Match(spec.make_config(players, who[:players]), seed + attempt, seats, spec=spec)
        rng = RandomAgent(seed + attempt)
        events: list = []
        for _step in range(MAX_ACTIONS):
            if spec.reached(match.game, scene, events):
                return match, events
            if match.game.is_terminal():
                break
            events = match.apply(spec.steer(match.game, match.game.legal_actions(), rng, scene))
    raise RuntimeError(f"no seed from {seed} reached the {scene!r} scene")


def sample_saves(spec: box.GameSpec, seed: int):
    """A few saves of seeded games (one hot-seat, one damaged) in the current user folder."""
    from game.shell.savefiles import autosave, save_match, slot_path

    match, _events = find_match(spec, seed, "board")
    autosave(match)
    save_match(match, slot_path("slot-1"), _("Before the big supply run"))
    other, _events = find_match(spec, seed + 1, "board", players=spec.min_players + 1, humans=2)
    save_match(other, slot_path("slot-2"), _("Hot-seat night with {name}", name=names()[1]))
    slot_path("slot-3").write_text(slot_path("slot-1").read_text()[:300], encoding="utf-8")
    return match


def render(seed: int, out: str, scene: str = "board", size=(1280, 720), game: str = box.DEFAULT,
           language: str | None = None, scale: float = 1.0) -> str:
    """Draw the scene to `out`; `language` (auto, en, ko) for the words, else the default
    settings' (auto: the system's); `scale` the UI scale setting (size of the lettering)."""
    import pygame

    with staged(seed, scene, size, game, language, scale) as app:
        pygame.image.save(app.screen, out)
    return out


@contextmanager
def staged(seed: int, scene: str = "board", size=(1280, 720), game: str = box.DEFAULT,
           language: str | None = None, scale: float = 1.0):
    """A headless App with the scene drawn once (its strings in app.ui.drawn), closed after."""
    from game.core.i18n import set_language

    set_language(language or "auto")  # before any match is set up: the seats' names follow it
    spec = box.get(game)
    if scene not in scenes(spec):
        raise RuntimeError(f"{spec.title} has no {scene!r} scene (known: {', '.join(scenes(spec))})")
    if scene in FOLDER_SCENES:
        from game.shell.userdata import temporary_home

        with temporary_home():
            yield from _staged(spec, seed, scene, size, language, scale)
        return
    yield from _staged(spec, seed, scene, size, language, scale)


def _staged(spec: box.GameSpec, seed: int, scene: str, size, language: str | None, scale: float):
    from game.shell.app import App

    app = App(size, headless=True, language=language)
    app.settings.ui_scale = scale
    app.apply_settings()
    try:
        from game.shell.menus import GameOverScene, NewGameScene, PauseScene, TitleScene
        from game.shell.overlays import CurtainScene

        if scene in FOLDER_SCENES:
            match = sample_saves(spec, seed)
        if scene == "title":
            app.stack.push(TitleScene())
        elif scene == "load":
            from game.shell.saveload import SaveLoadScene

            app.stack.push(SaveLoadScene("load"))
        elif scene == "save":
            from game.shell.saveload import SaveLoadScene

            board = spec.board_scene(match)
            app.stack.push(board)
            app.stack.push(PauseScene(board))
            app.stack.push(SaveLoadScene("save", match))
        elif scene == "settings":
            from game.shell.settings_scene import SettingsScene

            app.stack.push(SettingsScene())
        elif scene == "error":
            from game.shell.crash import log_path
            from game.shell.errors import ErrorScene
            from game.shell.savefiles import autosave_path

            app.stack.push(ErrorScene("KeyError: 'zombie-7'", log_path(), autosave_path()))
        elif scene == "newgame":
            app.stack.push(NewGameScene(spec))
        else:
            match, events = find_match(spec, seed, "board" if scene == "curtain" else scene)
            board = spec.board_scene(match)
            app.stack.push(board)
            if scene == "gameover":
                over = GameOverScene(match)
                over.age = over.COUNT_UP  # the scores counted up
                app.stack.push(over)
            elif scene == "curtain":
                app.stack.push(CurtainScene(match, 0, board))
            elif scene != "board":
                spec.show_scene(app, board, match, events, scene)
        app.ui.drawn = []
        app.stack.draw(app.ui)
        yield app
    finally:
        app.close()
