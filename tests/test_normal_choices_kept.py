"""Mall's and Showdown's Normal and Easy players were made faster (issue 27) without
changing a single choice: seeded games of them, every table size and variant, play the
very actions they played before. The hash of those games' actions was recorded from the
code before the speed-up; a change to what these players choose on purpose records it
again (`python tests/test_normal_choices_kept.py` prints the hashes of the code as it is)."""

from __future__ import annotations

import hashlib
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game import box  # noqa: E402
from game.core.loop import play  # noqa: E402

TABLES = {"mall": [(3, "normal"), (4, "honest"), (5, "normal"), (6, "normal")],
          "showdown": [(3, "normal"), (4, "expert"), (5, "normal"), (7, "expert")]}
SEEDS = 3  # games per table

RECORDED = {
    "mall": "271e9de290f11f1f4b24db8d96ba0d744ede54baa5a782f9be6e4dc7dd0c5739",
    "showdown": "a6af94787dada6b5edd40855d240a69fa38c8c848ef9d68d19ba4b922dfb4997",
}


def actions_hash(game_id: str) -> str:
    """sha256 of the actions of every seeded game (Normal players, and one Easy seat)."""
    spec = box.get(game_id)
    digest = hashlib.sha256()
    for players, variant in TABLES[game_id]:
        config = spec.make_config(players, **spec.variants[variant])
        for seed in range(SEEDS):
            g = spec.new_game(config, seed)
            agents = [spec.make_agent("easy" if k == seed % players else "normal", seed * 11 + k)
                      for k in range(players)]
            play(g, agents)
            digest.update(("\n".join(g.history) + "\n\n").encode())
    return digest.hexdigest()


@pytest.mark.parametrize("game_id", sorted(RECORDED))
def test_normal_and_easy_choose_what_they_chose_before_the_speed_up(game_id):
    assert actions_hash(game_id) == RECORDED[game_id]


if __name__ == "__main__":
    for game_id in sorted(RECORDED):
        print(f'    "{game_id}": "{actions_hash(game_id)}",')
