"""Showdown in the box: its spec as the shell, the command line and the simulator use it."""

import random

import pytest

from game import box
from game.core.hashing import plain


@pytest.fixture
def showdown():
    return box.get("showdown")


def test_the_start_up_check_turns_a_broken_map_into_one_line(showdown, monkeypatch):
    from game.render.tilemap import MapError
    from game.showdown import board_map

    def broken():
        raise MapError("maps/showdown.tmx: seat slot 3 needs an integer property 'entrance'")

    monkeypatch.setattr(board_map, "check_maps", broken)
    with pytest.raises(ValueError, match="^maps/showdown.tmx: seat slot 3"):
        showdown.check()
    monkeypatch.undo()
    showdown.check()


def test_the_spec_plays_a_game_with_random_agents_and_tells_the_outcome(showdown):
    spec = box.get("showdown")
    assert (spec.title, spec.min_players, spec.max_players) == ("Showdown", 2, 9)
    spec.check()
    assert spec.counts() == {"guns": 5, "town cards": 50, "safes": 20, "mystery safes": 7}
    cfg = spec.make_config(6, names=tuple("ABCDEF"))
    g = spec.new_game(cfg, 3)
    agents = [spec.make_agent(level, seat) for seat, level in enumerate(spec.levels * 2)][:6]
    while not g.is_terminal():
        seat = g.current_player()
        g.apply(agents[seat].act(g.view(seat), g.legal_actions()))
    out = spec.outcome(g, [])
    assert sum(r.won for r in out.seats) == 1 and out.headline.endswith("wins")
    again = spec.replay(spec.config_from_dict(spec.config_to_dict(cfg)), 3, g.history)
    assert again.state_hash() == g.state_hash()


def test_the_spec_refuses_bad_configs_and_levels(showdown):
    with pytest.raises(ValueError):
        showdown.make_config(10)
    with pytest.raises(ValueError):
        showdown.make_config(4, colour=True)
    with pytest.raises(ValueError):
        showdown.make_agent("grandmaster", 1)


def test_the_spec_scrambles_only_what_a_seat_does_not_know(showdown):
    g = showdown.new_game(showdown.make_config(4), 5)
    rnd = random.Random(1)
    for _ in range(40):
        g.apply(rnd.choice(g.legal_actions()))
    for seat in range(4):
        other = g.clone()
        showdown.scramble_hidden(other, seat, rnd)
        assert plain(other.view(seat)) == plain(g.view(seat))


def test_the_simulator_plays_showdown_through_the_box(showdown, capsys):
    import json

    from game.__main__ import main

    assert main(["sim", "--game", "showdown", "--games", "6", "--players", "3", "--json"]) == 0
    out = capsys.readouterr().out
    data = json.loads(out[out.rindex("\n{") + 1:] if "\n{" in out else out[out.index("{"):])
    assert data["errors"] == 0 and data["games"] == 6 and data["mean_participants"] >= 1
