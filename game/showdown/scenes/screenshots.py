"""Showdown's own situations for `python -m game screenshot --game showdown`: a fight
with a holster lent, a holdup's roll, the showdown's roll and the final count, each the
staged moment over the table; and the table when seat 0 plays a card."""

from __future__ import annotations

from game.showdown.rules import actions as A

SCENES = ("fight", "holdup", "showdown", "count")


def _roll(events, why: str):
    return next((e for e in events if e.kind == "rolls" and e.data.get("why") == why), None)


def moment(scene: str, events: list):
    """The event a scene stages, if the last action's events hold it."""
    if scene == "fight":
        return next((e for e in events if e.kind == "fight-roll"
                     and len(e.data["dice"]["attacker"]) + len(e.data["dice"]["defender"]) >= 3), None)
    if scene in ("holdup", "showdown"):
        return _roll(events, scene)
    if scene == "count":
        return next((e for e in events if e.kind == "safes-revealed"), None)
    return None


def reached(g, scene: str, events: list) -> bool:
    if scene == "gameover":
        return g.is_terminal()
    if scene in SCENES:
        return moment(scene, events) is not None
    if g.is_terminal():
        return False
    # the board: seat 0 about to play a card, a few rounds in
    return g.current_player() == 0 and g.s.pending[0].kind == "play" and g.s.round >= 2


def steer(g, legal, rng, scene: str):
    """Random play, nudged: in the fight scene holsters are lent and fights picked."""
    if scene == "fight":
        lend = [a for a in legal if isinstance(a, (A.Holster, A.Rob, A.Duel))]
        if lend:
            return rng.act(None, lend)
    return rng.act(None, legal)


def show(app, board, events: list, scene: str) -> None:
    from game.showdown.scenes.stage import StageScene, staging

    e = moment(scene, events)
    if e is None:
        return
    board.tray = board.rolled(e) if e.kind in ("fight-roll", "rolls") else board.tray
    st = StageScene(board, staging(board.game, board.view(), e))
    st.age = st.roll_time  # the dice at rest
    app.stack.push(st)
