"""Winter's Normal and Easy players were made faster (issue 27) without changing a single
choice: seeded games of them, in each variant they meet most, play the very actions they
played before. The hash was recorded from the code before the speed-up (after Normal's
blunders were fixed: tests/test_winter_normal_sense.py); a change to what these players
choose on purpose records it again (`python tests/test_winter_normal_choices_kept.py`
prints the hash of the code as it is). Recorded again when a deck's search value came to
keep its kinds' standing uses across decisions and read the hand and the crisis anew
(values.Values.search_value: Normal's games changed, balance and the seat cells were
measured again, docs/measured.md)."""

from __future__ import annotations

import hashlib
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game import box  # noqa: E402
from game.core.loop import play  # noqa: E402

VARIANTS = ("normal", "betrayer", "coop")
SEEDS = 3  # games per variant
RECORDED = "af1367348724bc7878c8ef708169e2ed69ff3e01ba177c960d80e5d82daf4478"


def actions_hash() -> str:
    """sha256 of the actions of every seeded game (Normal players, and one Easy seat)."""
    spec = box.get("winter")
    digest = hashlib.sha256()
    for variant in VARIANTS:
        config = spec.make_config(4, **spec.variants[variant])
        for seed in range(SEEDS):
            g = spec.new_game(config, seed)
            agents = [spec.make_agent("easy" if k == seed % 4 else "normal", seed * 11 + k) for k in range(4)]
            play(g, agents)
            digest.update("\n".join(str(a) for a in g.history).encode() + b"\n--\n")
    return digest.hexdigest()


def test_seeded_normal_games_play_the_same_actions():
    assert actions_hash() == RECORDED


if __name__ == "__main__":
    print(actions_hash())
