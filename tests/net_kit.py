"""Shared by the online-table tests: a table of any game, seats by kind, and a
random person's move."""

from __future__ import annotations

from game import box
from game.net.table import Table

SEED = 8675309123  # distinctive: a payload that held the seed would show it


def seats(kinds: list[str], level: str = "easy") -> list[dict]:
    """"p" for a person, "a" for the computer at `level`."""
    return [{"kind": "person", "level": None, "name": f"P{i}"} if k == "p" else
            {"kind": "ai", "level": level, "name": f"AI{i}"} for i, k in enumerate(kinds)]


def config_dict(game_id: str, players: int) -> dict:
    spec = box.get(game_id)
    return spec.config_to_dict(spec.make_config(players))


def make_table(game_id: str, kinds: str, level: str = "easy", store=None, seed: int = SEED,
               table_id: str = "t1", actions=()) -> Table:
    return Table(table_id, game_id, config_dict(game_id, len(kinds)), seed, seats(list(kinds), level),
                 store=store, actions=actions)


def person_moves(table: Table, rnd, limit: int = 5000) -> int:
    """Play the table to its end: people choose at random among the legal actions the
    update offers them, computer seats by ai_turns. Returns the number of people's moves."""
    moves = 0
    while not table.over() and table.counter() < limit:
        table.ai_turns()
        if table.over():
            break
        seat = table.decider()
        update = table.update_for(seat)
        table.act(seat, rnd.choice(update["legal"]), update["counter"])
        moves += 1
    return moves


def fingerprint(table: Table) -> tuple:
    """What must not change when the table refuses something."""
    return table.counter(), table.game.state_hash(), len(table.events), list(table.game.history)
