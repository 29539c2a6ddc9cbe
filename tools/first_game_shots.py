"""The README's "Your first game" pictures: each game's guided first game, headless, at
three of its steps (JPEG, docs/first-game/<game>-<step>.jpg).

    python tools/first_game_shots.py                 # every game with a guide
    python tools/first_game_shots.py showdown 2 5 7  # one game, chosen steps (1-based)

The human's clicks are made at random among the board's controls (seeded), Next is
clicked where a step shows it; a step is photographed once its moment is on screen.
"""

from __future__ import annotations

import os
import random
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
OUT = ROOT / "docs" / "first-game"
STEPS = {"winter": (1, 3, 9), "mall": (1, 3, 5), "showdown": (2, 5, 7)}


def shoot(game_id: str, wanted: tuple[int, ...]) -> list[Path]:
    import pygame

    from game import box
    from game.shell.app import App

    spec = box.get(game_id)
    app = App(size=(1280, 720), headless=True)
    app.settings.ai_pacing, app.settings.animation_speed = "instant", "instant"
    app.start_guide(spec)
    board = app.stack.top
    rnd = random.Random(1)
    done, out = set(), []

    def frame(n=1):
        for _ in range(n):
            app.step(1 / 30)

    def press(key):
        rect = next(r for r, k in app.stack.top.controls() if k == key)
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=rect.center))
        frame()

    for _ in range(30_000):
        g = board.guide
        if g.over or len(done) == len(wanted):
            break
        top = app.stack.top
        frame()
        here = g.at + 1
        st = g.step
        ready = st is not None and (st.kind is None or g.waits_for(board.decision_now()))
        if here in wanted and here not in done and ready:
            path = OUT / f"{game_id}-{here}.jpg"
            pygame.image.save(app.screen, str(path))
            out.append(path)
            done.add(here)
        if top is not board:  # a dialog (Winter's) or a staged moment: go on through it
            keys = [k for _, k in top.controls() if not str(k).startswith("guide-skip")]
            for k in ("guide-next", "ok", "go"):
                if k in keys:
                    press(k)
                    break
            else:
                if keys:
                    pick = rnd.choice(keys)
                    rect = next(r for r, k in top.controls() if k == pick)
                    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=rect.center))
            continue
        keys = [k for _, k in board.controls()]
        if "guide-next" in keys:
            press("guide-next")
        else:
            choices = [(r, k) for r, k in board.controls() if not str(k).startswith("guide")]
            if choices:
                rect, _ = rnd.choice(choices)
                pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=rect.center))
    app.close()
    return out


def main(argv: list[str]) -> int:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("UNTILTHETHAW_HOME", str(Path("/tmp") / "untilthethaw-shots"))
    sys.path.insert(0, str(ROOT))
    from game import box

    OUT.mkdir(parents=True, exist_ok=True)
    if argv:
        jobs = {argv[0]: tuple(int(n) for n in argv[1:]) or STEPS.get(argv[0], (1, 2, 3))}
    else:
        jobs = {s.id: STEPS.get(s.id, (1, 2, 3)) for s in box.games() if s.guide_steps() is not None}
    for game_id, wanted in jobs.items():
        for path in shoot(game_id, wanted):
            print(path.relative_to(ROOT))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
