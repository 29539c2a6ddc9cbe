"""The committed replay of each game (tests/fixtures/replays/<game>.json) that the
determinism test plays back: a fixed seed and table of computer players of every level
but Hard, to the end, saved as an ordinary save whose meta also holds a digest of every
event (kind, English text, data) of the game.

    python tools/make_replays.py     rewrite them (only when a rules change is meant to
                                     change the games; say so in the commit)
"""

from __future__ import annotations

import hashlib
import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from game import box  # noqa: E402
from game.core.loop import play  # noqa: E402

SEED = 2026
LEVELS = ("normal", "easy", "random", "normal", "easy", "random", "normal", "easy", "random")
FOLDER = ROOT / "tests" / "fixtures" / "replays"


def digest(events) -> str:
    """A digest of the events as data: any change of order, wording or number shows."""
    lines = [json.dumps([e.kind, e.text, e.data, e.private], sort_keys=True, default=str) for e in events]
    return hashlib.sha256("\n".join(lines).encode()).hexdigest()


def played(game_id: str):
    """(game, events) of the fixed game: the same on every run and machine."""
    spec = box.get(game_id)
    n = spec.default_players
    g = spec.new_game(spec.make_config(n), SEED)
    agents = [spec.make_agent(LEVELS[i], SEED + i) for i in range(n)]
    events = []
    real = g.apply

    def apply(action):
        out = real(action)
        events.extend(out)
        return out

    g.apply = apply
    play(g, agents)
    del g.apply
    return g, events


def main() -> int:
    from game.savegame import save_game

    FOLDER.mkdir(parents=True, exist_ok=True)
    for game_id in box.ids():
        g, events = played(game_id)
        path = FOLDER / f"{game_id}.json"
        save_game(box.get(game_id), g, path, {"meta": {"label": "determinism", "events_sha256": digest(events)}})
        print(f"{path.relative_to(ROOT)}: {len(g.history)} actions, {len(events)} events")
    return 0


if __name__ == "__main__":
    sys.exit(main())
