"""Winter's own situations for `python -m game screenshot --game winter`: when a
seeded game has reached one, how random play is nudged toward it, and the dialog
drawn over the board for it."""

from __future__ import annotations

from game.winter.rules import actions as A

SCENES = ("crisis", "crossroads", "search", "vote", "draft")


def reached(g, scene: str, events) -> bool:
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


def steer(g, legal, rng, scene: str):
    """Random play, nudged toward the wanted situation so it comes up quickly."""
    want = {"search": A.Search, "vote": A.CallExile}.get(scene)
    if g.current_player() == 0 and want is not None:
        hits = [a for a in legal if isinstance(a, want)]
        if hits:
            return rng.act(None, hits)
    calm = [a for a in legal if not isinstance(a, A.CallExile)] or legal
    return rng.act(None, calm)


def show(app, board, match, events, scene: str):
    """Push the overlay of one of SCENES over `board`."""
    from game.winter.scenes.dialogs import ColonyPhaseScene, decision_dialog

    if scene == "crisis":
        first = len(match.log) - len(events)
        batch = [(first + i, e) for i, e in enumerate(events) if e.visible_to(0)]
        start = next(i for i, (_, e) in enumerate(batch) if e.kind == "colony-phase")
        end = max(i for i, (_, e) in enumerate(batch) if e.kind in ("crisis-failed", "crisis-prevented"))
        board.frozen = board.game.clone()
        overlay = ColonyPhaseScene(board, batch[start:])
        app.stack.push(overlay)
        overlay.reveal(end - start + 1)
    else:
        app.stack.push(decision_dialog(board, board.game.s.pending[0]))
