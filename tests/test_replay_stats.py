"""After a game, in every game: the replay (every event, secrets marked with whose they
were, the whole state beside) and the statistics per seat, reached from the game-over
screen through the real App loop."""

from __future__ import annotations

import random
from collections import Counter

import pygame
import pytest
from human_play import click, post_key, step

from game import box
from game.shell.match import Match, SeatSetup
from game.shell.menus import GameOverScene
from game.shell.record import Record
from game.shell.replay import ReplayScene
from game.shell.stats_scene import StatsScene

NAMES = ("Ava", "Bruno", "Chen", "Dagny", "Emeka")
SEEDS = {"winter": 5, "mall": 5, "showdown": 5}


def played(game_id: str, seed: int | None = None):
    """A seeded game played at random to its end: the match and every event, in order."""
    spec = box.get(game_id)
    n = min(spec.default_players, 5)
    seats = [SeatSetup(NAMES[i], i == 0, "random") for i in range(n)]
    seed = SEEDS[game_id] if seed is None else seed
    m = Match(spec.make_config(n, tuple(s.name for s in seats)), seed, seats, spec=spec)
    rnd, events = random.Random(seed), []
    while not m.game.is_terminal():
        events += m.apply(rnd.choice(m.game.legal_actions()))
    return m, events


def to_game_over(app, m):
    app.stack.reset(m.spec.board_scene(m))
    for _ in range(30):
        step(app)
        if isinstance(app.stack.top, GameOverScene):
            return app.stack.top
        if not hasattr(app.stack.top, "match"):  # a moment the board stages: pass it
            app.stack.pop()
    raise AssertionError(f"no game-over screen: {app.stack.scenes}")


def shown(app) -> list[str]:
    """The top scene's strings, none of them cut short."""
    app.ui.drawn = []
    app.stack.top.draw(app.ui)
    cut = [t for t in app.ui.drawn if t.endswith("…")]
    assert not cut, f"text cut short: {cut[:5]}"
    return list(app.ui.drawn)


@pytest.mark.parametrize("game_id", ["winter", "mall", "showdown"])
def test_the_replay_steps_through_every_secret(window, game_id):
    app = window()
    m, _ = played(game_id)
    spec, g = m.spec, m.game
    over = to_game_over(app, m)
    click(app, "replay")
    rep = app.stack.top
    assert isinstance(rep, ReplayScene) and rep.pos == 0
    n = len(g.history)
    assert len(rep.record) == n and rep.record.final.state_hash() == g.state_hash()

    def at(k):
        expected = spec.reveal_all(spec.replay(g.config, g.seed, list(g.history[:k])))
        assert rep.record.lines_at(k) == expected
        flat = "".join(shown(app)).replace(" ", "")
        assert all(line.replace(" ", "") in flat for line in expected), "the whole state is on screen"
        assert f"Action {k} of {n}" in " ".join(app.ui.drawn)

    at(0)
    for _ in range(3):
        post_key(pygame.K_RIGHT)
    step(app)
    assert rep.pos == 3
    at(3)
    post_key(pygame.K_END)
    step(app)
    at(n)
    post_key(pygame.K_LEFT)
    post_key(pygame.K_PAGEUP)
    step(app)
    at(n - 11)
    click(app, "back")
    assert rep.pos == n - 12
    post_key(pygame.K_HOME)
    step(app)
    assert rep.pos == 0

    # every private event is shown at its step, marked with whose secret it was
    secrets = [(k, e) for k, st in enumerate(rep.record.steps, 1) for e in st.events if e.private is not None]
    assert secrets, "a game with no secret at all"
    for k, e in secrets:
        rep.go(k)
        drawn = set(shown(app))
        while True:  # a long step (Winter's colony phase) is read on down with the wheel
            was = rep.scroll
            rep.scroll -= 10
            drawn |= set(shown(app))
            if rep.scroll == was:
                break
        assert any(t.startswith(f"({m.seats[e.private].name}'s secret)") for t in drawn), (k, e.text)

    post_key(pygame.K_ESCAPE)
    step(app)
    assert app.stack.top is over


def winter_counts(g, events):
    """Counted here another way where the state keeps a tally (kills, cards added)."""
    s = g.s
    added = Counter()
    for h in s.crisis_history:
        for seat, n in h["added"].items():
            added[int(seat)] += n
    for seat, _ in s.crisis_cards:
        added[seat] += 1
    good = Counter(e.private for e in events if e.kind == "crisis-add-private" and e.data["good"])
    searches = Counter(e.data["seat"] for e in events if e.kind == "search-done")
    found = Counter()
    for e in events:
        if e.kind == "search-private":
            found[e.private] += len(e.data["cards"])
    return {"Zombies killed": {p.seat: p.kills for p in s.players}, "Searches": searches,
            "Cards found searching": found, "Crisis cards added": added, "Crisis cards that matched": good}


def mall_counts(g, events):
    s = g.s
    counts = {"Characters lost": {seat: sum(cid.startswith(s.colours[seat] + "-") for cid in s.lost)
                                  for seat in range(s.players)}}
    for target in range(s.players):
        counts[f"Attack votes on {g.colour_name(target)}"] = Counter(
            voter for e in events if e.kind == "votes-revealed" and e.data["purpose"] == "attack"
            for voter, pick in e.data["votes"].items() if pick == target)
    return counts


def showdown_counts(g, events):
    robberies = Counter(e.data["attacker"] for e in events if e.kind == "robbed")
    duels = Counter(e.data["attacker"] for e in events if e.kind == "stars-swapped")
    duels.update(e.data["seat"] for e in events if e.kind == "star-moved")
    gained = [(i, e) for i, e in enumerate(events) if e.kind == "safe-gained"]
    gold = Counter()
    for i, e in gained:  # the safe is named to its taker in the event right after
        seen = events[i + 1]
        assert seen.kind == "safe-seen" and seen.private == e.data["seat"]
        gold[e.data["seat"]] += g.c.safes[seen.data["safe"]].gold
    return {"Fights won": robberies + duels, "Robberies won": robberies, "Duels won": duels,
            "Holdups won": Counter(e.data["seat"] for _, e in gained if e.data["how"] == "holdup"),
            "Safes taken": Counter(e.data["seat"] for _, e in gained), "Gold gained": gold}


COUNTS = {"winter": winter_counts, "mall": mall_counts, "showdown": showdown_counts}


@pytest.mark.parametrize("game_id", ["winter", "mall", "showdown"])
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_the_statistics_match_the_events(game_id, seed):
    m, events = played(game_id, seed)
    rows = m.spec.stats(m.game, events)
    expected = COUNTS[game_id](m.game, events)
    assert [label for label, _ in rows] == list(expected)
    seats = range(len(m.seats))
    for label, values in rows:
        assert values == {seat: expected[label].get(seat, 0) for seat in seats}, label
    assert sum(sum(v.values()) for _, v in rows) > 0, "a game where nothing was counted"
    # the record, rebuilt from the history alone, counts the same
    assert Record.of(m).stats() == rows


@pytest.mark.parametrize("game_id", ["winter", "mall", "showdown"])
def test_the_statistics_screen_from_the_game_over_screen(window, game_id):
    app = window()
    m, events = played(game_id)
    over = to_game_over(app, m)
    click(app, "stats")
    scene = app.stack.top
    assert isinstance(scene, StatsScene)
    drawn = shown(app)
    for label, values in m.spec.stats(m.game, events):
        assert label in drawn and all(str(v) in drawn for v in values.values())
    assert all(s.name in " ".join(drawn) for s in m.seats)
    post_key(pygame.K_ESCAPE)
    step(app)
    assert app.stack.top is over
    # and from the replay, with S
    click(app, "replay")
    post_key(pygame.K_s)
    step(app)
    assert isinstance(app.stack.top, StatsScene)
    shown(app)


@pytest.mark.parametrize("game_id", ["mall", "showdown"])
def test_the_replay_tells_every_action_in_words(game_id):
    """Each action of random games, read against the game just before it, in words: never
    the saved form, never an error."""
    spec = box.get(game_id)
    for seed in range(4):
        g = spec.new_game(spec.make_config(spec.min_players + seed), seed)
        rnd = random.Random(seed)
        while not g.is_terminal():
            a = rnd.choice(g.legal_actions())
            words = spec.action_words(g, a)
            assert words and words != str(a) and "chooses" not in words, (a, words)
            g.apply(a)
