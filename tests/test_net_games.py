"""Every game played to its end over real sockets on 127.0.0.1 by bot clients
(game/net/bots.py), each seat's bot deciding from its own update only: four bot people,
and two bots with two of the server's computer players. The table ends, every client
sees it over, and the game the server holds is exactly its stored actions replayed."""

from __future__ import annotations

import asyncio

import pytest

from game import box
from game.core import snapshot
from game.net import protocol
from game.net import server as net_server
from game.net.bots import play_table
from game.net.server import running

LIMIT = 60.0  # seconds one game over the wire may take


def check_decisions(decisions: list[tuple[dict, str]], record: dict, game_id: str) -> None:
    """Each decision was made from its seat's own update: the view the seat had at that
    counter, the legal actions then, and the action is the one the game recorded."""
    spec = box.get(game_id)
    by_counter = {}
    for update, action in decisions:
        assert update["decider"] == update["seat"] is not None, "a bot acted on another seat's turn"
        assert action in update["legal"], "a bot chose outside its update's legal actions"
        assert update["counter"] not in by_counter, "two decisions at one counter"
        by_counter[update["counter"]] = (update, action)
    game = spec.new_game(spec.config_from_dict(record["config"]), record["seed"])
    for n, text in enumerate(record["actions"]):
        if n in by_counter:
            update, action = by_counter[n]
            assert update["view"] == snapshot.encode(game.view(update["seat"])), f"action {n}: not the seat's view"
            assert update["legal"] == [str(a) for a in game.legal_actions()]
            assert action == text, f"action {n}: the bot's choice is not what the table played"
        game.apply(spec.actions.parse(text))
    assert not set(by_counter) - set(range(len(record["actions"]))), "a decision the table never played"


async def play_and_check(tmp_path, game_id: str, people: int) -> None:
    decisions: list[tuple[dict, str]] = []
    async with running(tmp_path) as (srv, url):
        bots = await play_table(url, game_id, people, players=4, level="random", seed=people,
                                on_decision=lambda update, action: decisions.append((update, action)),
                                timeout=LIMIT)
        table = srv._table(protocol.read_code(bots[0].code))  # finished and left: back from the store
        assert table.over()
        assert all(bot.over for bot in bots), "a client never saw the game over"
        assert all(bot.record == bots[0].record for bot in bots)
        assert not [e for bot in bots for e in bot.errors], "the server refused a bot's action"
        [stored] = srv.store.tables(table.id)
        spec = box.get(game_id)
        replayed = spec.replay(spec.config_from_dict(stored["config"]), stored["seed"], stored["actions"])
        assert replayed.state_hash() == table.game.state_hash()
        assert stored["actions"] == bots[0].record["actions"]
        for bot in bots:  # every action a bot saw acknowledged is the stored one
            assert bot.acked and all(stored["actions"][n] == a for n, a in bot.acked)
        assert sum(len(bot.acked) for bot in bots) == len(decisions)
        if people < 4:  # the computer seats played too
            assert len(decisions) < len(stored["actions"])
        else:
            assert len(decisions) == len(stored["actions"])
        check_decisions(decisions, bots[0].record, game_id)


@pytest.mark.parametrize("people", [4, 2])
@pytest.mark.parametrize("game_id", ["mall", "showdown", "winter"])
def test_a_game_played_to_its_end_by_bot_clients(tmp_path, game_id, people):
    asyncio.run(asyncio.wait_for(play_and_check(tmp_path, game_id, people), LIMIT))


def test_finished_games_leave_room_for_new_tables(tmp_path, monkeypatch):
    """A server that has played MAX_TABLES games in all still hosts: finished tables leave memory."""
    monkeypatch.setattr(net_server, "MAX_TABLES", 2)

    async def main():
        async with running(tmp_path) as (srv, url):
            for seed in range(3):  # one more game than the server holds tables at once
                bots = await play_table(url, "mall", 4, seed=seed, timeout=LIMIT)
                assert all(bot.over for bot in bots)

    asyncio.run(asyncio.wait_for(main(), LIMIT))
