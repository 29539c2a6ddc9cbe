"""`python -m game screenshot`: render one scene of a seeded game to a PNG, headless.

Seat 0 is the human on screen, the others are AIs. The game is driven by seeded
random choices until the asked-for situation comes up (trying further seeds if
this one never gets there)."""

from __future__ import annotations

from game.ai.random_agent import RandomAgent
from game.winter.rules import Config
from game.winter.rules import actions as A

SCENES = ("board", "crisis", "crossroads", "search", "vote", "gameover", "title", "newgame", "draft", "curtain",
          "load", "save", "settings", "error")
# scenes that show the user folder: drawn from a throwaway one with sample saves
FOLDER_SCENES = ("title", "load", "save", "error")
NAMES = ("Ava", "Bruno", "Chen", "Dagny")
MAX_ACTIONS = 3000


def _wanted(match, scene: str, events) -> bool:
    g = match.game
    s = g.s
    d = g.current_player()
    mine = d == 0
    if scene == "board":
        return mine and s.phase == "turns" and not s.pending and s.round >= 2 and len(g.legal_actions()) > 8
    if scene in ("search", "crossroads", "vote"):
        return mine and bool(s.pending) and s.pending[0].kind == scene
    if scene == "crisis":
        return any(e.kind == "crisis-reveal" for e in events) and s.phase != "over"
    if scene == "draft":
        return mine and bool(s.pending) and s.pending[0].kind == "draft"
    if scene == "gameover":
        return g.is_terminal()
    return True


def _steer(g, legal, rng: RandomAgent, scene: str):
    """Random play, nudged toward the wanted situation so it comes up quickly."""
    want = {"search": A.Search, "vote": A.CallExile}.get(scene)
    if g.current_player() == 0 and want is not None:
        hits = [a for a in legal if isinstance(a, want)]
        if hits:
            return rng.act(None, hits)
    calm = [a for a in legal if not isinstance(a, A.CallExile)] or legal
    return rng.act(None, calm)


def find_match(seed: int, scene: str, players: int = 4):
    from game.shell.match import Match, SeatSetup

    for attempt in range(40):
        seats = [SeatSetup(NAMES[i], i == 0, "random") for i in range(players)]
        match = Match(Config(players=players, names=NAMES[:players]), seed + attempt, seats)
        rng = RandomAgent(seed + attempt)
        events: list = []
        for _ in range(MAX_ACTIONS):
            if _wanted(match, scene, events):
                return match, events
            if match.game.is_terminal():
                break
            events = match.apply(_steer(match.game, match.game.legal_actions(), rng, scene))
    raise RuntimeError(f"no seed from {seed} reached the {scene!r} scene")


def sample_saves(seed: int):
    """A few saves of seeded games (one damaged) in the current user folder."""
    from game.shell.match import Match, SeatSetup
    from game.shell.savefiles import autosave, save_match, slot_path

    match, _ = find_match(seed, "board")
    autosave(match)
    save_match(match, slot_path("slot-1"), "Before the big supply run")
    seats = [SeatSetup("Ada", True), SeatSetup("Ben", True), SeatSetup("Cy", False, "normal")]
    other = Match(Config(players=3, names=("Ada", "Ben", "Cy")), seed + 1, seats)
    rng = RandomAgent(seed)
    for _ in range(60):
        other.apply(rng.act(None, [a for a in other.game.legal_actions() if not isinstance(a, A.CallExile)]
                            or other.game.legal_actions()))
    save_match(other, slot_path("slot-2"), "Hot-seat night with Ben")
    slot_path("slot-3").write_text(slot_path("slot-1").read_text()[:300], encoding="utf-8")
    return match


def render(seed: int, out: str, scene: str = "board", size=(1280, 720)) -> str:
    if scene in FOLDER_SCENES:
        from game.shell.userdata import temporary_home

        with temporary_home():
            return _render(seed, out, scene, size)
    return _render(seed, out, scene, size)


def _render(seed: int, out: str, scene: str = "board", size=(1280, 720)) -> str:
    from game.shell.app import App

    app = App(size, headless=True)
    try:
        import pygame

        from game.shell.menus import GameOverScene, NewGameScene, TitleScene
        from game.winter.scenes.board import BoardScene
        from game.winter.scenes.dialogs import ColonyPhaseScene, CurtainScene, decision_dialog

        if scene in ("title", "load", "save", "error"):
            match = sample_saves(seed)
        if scene == "title":
            app.stack.push(TitleScene())
        elif scene == "load":
            from game.shell.saveload import SaveLoadScene

            app.stack.push(SaveLoadScene("load"))
        elif scene == "save":
            from game.shell.menus import PauseScene
            from game.shell.saveload import SaveLoadScene

            board = BoardScene(match)
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
            app.stack.push(NewGameScene())
        else:
            match, events = find_match(seed, "board" if scene == "curtain" else scene)
            board = BoardScene(match)
            app.stack.push(board)
            if scene == "crisis":
                first = len(match.log) - len(events)
                batch = [(first + i, e) for i, e in enumerate(events) if e.visible_to(0)]
                start = next(i for i, (_, e) in enumerate(batch) if e.kind == "colony-phase")
                end = max(i for i, (_, e) in enumerate(batch) if e.kind in ("crisis-failed", "crisis-prevented"))
                board.frozen = board.view()
                overlay = ColonyPhaseScene(board, batch[start:])
                app.stack.push(overlay)
                overlay.reveal(end - start + 1)
            elif scene in ("search", "crossroads", "vote", "draft"):
                app.stack.push(decision_dialog(board, match.game.s.pending[0]))
            elif scene == "gameover":
                app.stack.push(GameOverScene(match))
            elif scene == "curtain":
                app.stack.push(CurtainScene(match, 0))
        app.ui.drawn = []
        app.stack.draw(app.ui)
        pygame.image.save(app.screen, out)
        return out
    finally:
        app.close()
