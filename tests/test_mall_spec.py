"""Mall in the box (game/mall/spec.py): a built-in tile after Winter, simulated, saved and
reloaded, its turns, secrets, outcome and tally."""

import json
import random

import pytest

from game import box
from game.__main__ import main
from game.core.loop import play
from game.mall.rules import Config
from game.mall.rules.actions import ACTIONS, Dial, Pass, Vote
from game.mall.spec import SPEC
from game.savegame import load_game, save_game
from game.sim import simulate


@pytest.fixture
def mall():
    spec = box.register(SPEC)
    yield spec
    box.unregister(spec.id)


def finished(players=4, seed=3, **options):
    g = SPEC.new_game(SPEC.make_config(players, **options), seed)
    play(g, [SPEC.make_agent("random", seed + i) for i in range(players)])
    return g


def test_mall_is_built_in_after_winter(mall):
    assert list(box.BUILT_IN)[:2] == ["winter", "mall"] and box.get("mall") is SPEC and "mall" in box.ids()
    assert (SPEC.min_players, SPEC.max_players, SPEC.default_players) == (3, 6, 4)
    assert SPEC.title and SPEC.pitch and SPEC.picture == "zombie"


def test_configs_are_checked_in_words_and_round_trip():
    for bad in (2, 7):
        with pytest.raises(ValueError, match="3 to 6"):
            SPEC.make_config(bad)
    with pytest.raises(ValueError, match="unknown option"):
        SPEC.make_config(4, colour_blind=True)
    with pytest.raises(ValueError, match="one name per player"):
        SPEC.make_config(4, ("Ada",))
    cfg = SPEC.make_config(5, ("A", "B", "C", "D", "E"), chief_bluff=False)
    assert SPEC.config_from_dict(json.loads(json.dumps(SPEC.config_to_dict(cfg)))) == cfg
    with pytest.raises(ValueError, match="unknown config key"):
        SPEC.config_from_dict({"players": 4, "zombies": 40})
    assert SPEC.variants["honest"] == {"chief_bluff": False} and SPEC.make_config(4).chief_bluff


@pytest.mark.parametrize("players", [3, 4, 5, 6])
def test_random_games_simulate_without_errors(players):
    stats = simulate(SPEC, SPEC.make_config(players), 25, 1, ["random"])
    d = stats.to_dict()
    assert d["games"] == 25 and d["errors"] == 0, stats.error_samples
    assert sum(d["ended_by"].values()) == 25 and d["mean_rounds"] >= 1
    assert d["mean_winning_score"] > 0 and d["mean_characters_lost"] > 0


def test_the_sim_command_plays_mall_once_registered(mall, capsys):
    assert main(["sim", "--game", "mall", "--games", "10", "--players", "5", "--variant", "honest", "--json"]) == 0
    d = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    assert d["games"] == 10 and d["errors"] == 0


def test_every_level_is_its_own_agent():
    for level in SPEC.levels:
        assert SPEC.make_agent(level, 1).name == level
    with pytest.raises(ValueError, match="unknown level"):
        SPEC.make_agent("godlike", 1)


def test_a_save_replays_to_the_same_state(mall, tmp_path):
    g = finished(6, seed=8)
    path = tmp_path / "mall.json"
    save_game(SPEC, g, path)
    spec, again = load_game(path)
    assert spec is SPEC and again.state_hash() == g.state_hash()
    assert all(str(ACTIONS.parse(a)) == a for a in g.history)


def test_progress_turn_keys_and_sealed_choices():
    g = SPEC.new_game(SPEC.make_config(4), 2)
    assert SPEC.progress(g) == {"round": None, "phase": "place"}
    keys, rng, sealed, reveals = [], random.Random(2), 0, set()
    while not g.is_terminal():
        keys.append(SPEC.turn_key(g))
        a = rng.choice(g.legal_actions())
        sealed += SPEC.sealed_action(a)
        reveals |= {e.kind for e in g.apply(a)} & set(SPEC.reveal_events)
    assert SPEC.turn_key(g) == ("over",) and SPEC.progress(g)["phase"] == "over"
    assert len(set(keys)) > 20 and sealed > 0 and reveals == {"dials-revealed", "votes-revealed"}
    assert SPEC.sealed_action(Dial(3)) and SPEC.sealed_action(Vote(1)) and not SPEC.sealed_action(Pass())
    assert SPEC.turn_owner(g) is None and "round" in SPEC.describe(g)


def test_one_seat_playing_a_second_item_keeps_its_turn():
    from mall_kit import arrange, started

    g = started(4)
    arrange(g, {"red-starlet": 3, "yellow-starlet": 3, "blue-bruiser": 3, "blue-starlet": 6, "green-starlet": 6,
                "green-bruiser": 6}, zombies={3: 6}, hands=[["strong-words", "strong-words"], [], [], []],
            step="attack")
    key = SPEC.turn_key(g)
    g.apply(g.legal_actions()[1])  # a threat: the floor stays with red
    assert g.current_player() == 0 and SPEC.turn_key(g) == key
    g.apply(Pass())
    assert SPEC.turn_key(g) != key


def test_the_outcome_names_winners_scores_and_survivors():
    g = finished(4, seed=5)
    out = SPEC.outcome(g, [])
    results = {r.seat: r for r in g.results()}
    assert len(out.seats) == 4 and out.headline.endswith(("wins", "win"))
    for row in out.seats:
        r = results[row.seat]
        assert row.won == r.won and f"{r.score} points" in row.detail
        assert sum(met for _, met in row.checks) == len(r.survivors)
    assert out.summary and all(line.endswith(".") for line in out.revealed)


def test_counts_and_the_tally():
    assert SPEC.counts() == {"characters": 4, "colours": 6, "locations": 6, "items": 21}
    tally = SPEC.sim_tally()
    for seed in range(3):
        tally.add(finished(3, seed))
    d = tally.to_dict(3)
    assert set(d) == {"mean_rounds", "ended_by", "mean_winning_score", "shared_wins", "mean_characters_lost"}
    assert sum(d["ended_by"].values()) == 3


def test_scramble_hidden_through_the_spec_keeps_the_view():
    from game.core.hashing import plain

    g = SPEC.new_game(Config(players=4), 9)
    rnd = random.Random(9)
    for _ in range(60):
        g.apply(rnd.choice(g.legal_actions()))
    assert not g.is_terminal()
    for seat in range(4):
        other = g.clone()
        SPEC.scramble_hidden(other, seat, rnd)
        assert plain(other.view(seat)) == plain(g.view(seat))
