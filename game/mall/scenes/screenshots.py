"""Mall's own screenshot situations (`python -m game screenshot --game mall --scene ...`):
a vote asked of seat 0, the dials just revealed, and the board after a character was
lost (the scores so far)."""

from __future__ import annotations

SCENES = ("vote", "dials", "score")


def reached(game, scene: str, events: list) -> bool:
    if scene == "gameover":
        return game.is_terminal()
    if game.is_terminal():
        return False
    kinds = {e.kind for e in events}
    if scene == "dials":
        return "dials-revealed" in kinds
    if scene == "score":
        return "character-lost" in kinds and game.s.round >= 3
    mine = game.current_player() == 0
    if scene == "vote":
        return mine and game.s.pending[0].kind == "vote"
    return mine and game.s.round >= 2


def show(app, board, events: list, scene: str) -> None:
    if scene == "dials":
        from game.mall.scenes.reveal import RevealScene

        app.stack.push(RevealScene(board, next(e for e in events if e.kind == "dials-revealed")))
