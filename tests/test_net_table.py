"""The server's table (game/net/table.py): whole games with computer seats, refusals in
words that change nothing, each action stored before it is applied, and what each seat
is sent: its own view, never another seat's secrets or the seed."""

from __future__ import annotations

import json
import random

import pytest
from net_kit import SEED, config_dict, fingerprint, make_table, person_moves, seats

from game import box
from game.net.table import Table, TableError

# (game, seats, computer level): small and quick tables of each game
GAMES = [("mall", "pap", "normal"), ("showdown", "pa", "normal"), ("winter", "pa", "easy")]


class RecordingStore:
    """Keeps what it is given, and what the game looked like when it was."""

    def __init__(self, table_ref=None):
        self.created, self.appended, self.seats, self.table = [], [], [], table_ref

    def create(self, table_id, game_id, config_dict, seed, seats, settings=None):
        self.created.append((table_id, game_id, config_dict, seed, seats))
        self.settings = settings

    def set_config(self, table_id, config_dict, settings):
        self.configs = getattr(self, "configs", []) + [(table_id, config_dict, settings)]

    def append(self, table_id, n, action_text, note=None):
        applied = len(self.table.game.history) if self.table else None
        self.appended.append((table_id, n, action_text, applied))

    def set_seats(self, table_id, seats):
        self.seats.append((table_id, seats))

    def drop_last(self, table_id, n):
        assert self.appended[-1][1] == n
        self.dropped = getattr(self, "dropped", []) + [(n, len(self.table.game.history) if self.table else None)]
        self.appended.pop()

    def tables(self):
        return []

    def close(self):
        pass


class BrokenStore(RecordingStore):
    def append(self, table_id, n, action_text, note=None):
        raise OSError("disk full")


@pytest.mark.parametrize("game_id, kinds, level", GAMES)
def test_a_table_plays_a_whole_game_with_computer_seats(game_id, kinds, level):
    store = RecordingStore()
    table = make_table(game_id, kinds, level, store=store)
    store.table = table
    moves = person_moves(table, random.Random(4))
    assert table.over() and moves > 0 and table.counter() > moves  # people and computers both played
    # every action was stored first, in order, as the history holds it
    assert [a[1] for a in store.appended] == list(range(table.counter()))
    assert all(applied == n for _, n, _, applied in store.appended)
    assert [a[2] for a in store.appended] == table.game.history
    spec = box.get(game_id)
    replayed = spec.replay(spec.config_from_dict(table.config_dict), SEED, table.game.history)
    assert replayed.state_hash() == table.game.state_hash()
    final = table.update_for(0)
    json.dumps(final)  # JSON-able to the end
    assert final["over"] and final["legal"] == [] and final["counter"] == table.counter()
    # once over, the whole record is told (to replay with every secret revealed), and it replays
    record = final["record"]
    assert record == table.update_for(None)["record"] and record["seed"] == SEED
    again = spec.replay(spec.config_from_dict(record["config"]), record["seed"],
                        record["actions"])
    assert again.state_hash() == table.game.state_hash()


def test_a_table_of_computers_alone_plays_to_the_end_within_its_budget():
    table = make_table("showdown", "aa", "easy")
    assert table.ai_turns(budget=5) == 5 and table.counter() == 5
    while not table.over():
        assert table.ai_turns(budget=50) > 0
    assert table.ai_turns() == 0


def test_ai_turns_wait_for_a_person():
    table = make_table("showdown", "pa", "easy")
    person_first = table.decider() == 0
    played = table.ai_turns()
    assert table.decider() == 0 and (played == 0) == person_first


def refusals(table: Table):
    """(what is tried, words the refusal must hold) for a table waiting on a person."""
    seat, n = table.decider(), table.counter()
    legal = [str(a) for a in table.game.legal_actions()]
    other = next(s for s in range(len(table.seats)) if s != seat)
    spec = box.get(table.game_id)
    illegal = next(str(a) for a in _some_actions(spec, table) if str(a) not in legal)
    return [
        (lambda: table.act(seat, legal[0], n - 1 if n else n + 1), "moved on"),
        (lambda: table.act(other, legal[0], n), "not your decision"),
        (lambda: table.act(seat, "fly to the moon", n), "cannot read"),
        (lambda: table.act(seat, "", n), "cannot read"),
        (lambda: table.act(seat, illegal, n), "not a legal action"),
    ]


def _some_actions(spec, table):
    """Actions of the game that are well formed: from a different point of a game."""
    probe = spec.new_game(spec.config_from_dict(table.config_dict), SEED + 1)
    rnd = random.Random(2)
    for _ in range(60):
        if probe.is_terminal():
            break
        yield from probe.legal_actions()
        probe.apply(rnd.choice(probe.legal_actions()))


@pytest.mark.parametrize("game_id", ["mall", "showdown", "winter"])
def test_act_refuses_in_words_and_changes_nothing(game_id):
    store = RecordingStore()
    table = make_table(game_id, "p" * box.get(game_id).min_players, store=store)
    store.table = table
    rnd = random.Random(1)
    for _ in range(3):  # a few moves in, so the counter is not 0
        seat = table.decider()
        table.act(seat, str(rnd.choice(table.game.legal_actions())), table.counter())
    stored = len(store.appended)
    before = fingerprint(table)
    for attempt, words in refusals(table):
        with pytest.raises(TableError, match=words):
            attempt()
        assert fingerprint(table) == before and len(store.appended) == stored


def test_a_seat_the_computer_plays_refuses_its_person_and_gives_it_back():
    store = RecordingStore()
    table = make_table("showdown", "pp", store=store)
    seat = table.decider()
    table.set_seat(seat, "ai", "easy")
    assert store.seats[-1][1][seat] == {"kind": "ai", "level": "easy", "name": f"P{seat}"}
    with pytest.raises(TableError, match="computer plays this seat"):
        table.act(seat, str(table.game.legal_actions()[0]), table.counter())
    assert table.ai_turns(budget=1) == 1
    table.set_seat(seat, "person")
    assert table.seats[seat]["kind"] == "person" and table.seats[seat]["level"] is None
    with pytest.raises(TableError, match="computer plays at"):
        table.set_seat(seat, "ai", "genius")
    with pytest.raises(TableError, match="no seat 9"):
        table.set_seat(9, "ai", "easy")


def test_a_table_refuses_the_wrong_number_of_seats_and_actions_that_do_not_replay():
    with pytest.raises(TableError, match="needs 2 seats"):
        Table("t", "showdown", config_dict("showdown", 2), SEED, seats(["p", "p", "p"]))
    with pytest.raises(TableError, match="stored action 0"):
        make_table("showdown", "pp", actions=["fly away"])


@pytest.mark.parametrize("game_id", ["mall", "showdown", "winter"])
def test_an_action_the_store_fails_to_keep_is_not_applied(game_id):
    table = make_table(game_id, "p" * box.get(game_id).min_players, store=BrokenStore())
    seat, before = table.decider(), fingerprint(table)
    with pytest.raises(OSError, match="disk full"):
        table.act(seat, str(table.game.legal_actions()[0]), table.counter())
    assert fingerprint(table) == before


def test_ai_turns_with_a_broken_store_leave_the_game_as_it_was():
    table = make_table("showdown", "aa", store=BrokenStore())
    before = fingerprint(table)
    with pytest.raises(OSError):
        table.ai_turns()
    assert fingerprint(table) == before


def test_update_events_since_and_legal_only_for_the_decider():
    table = make_table("mall", "ppp")
    rnd = random.Random(5)
    for _ in range(12):
        table.act(table.decider(), str(rnd.choice(table.game.legal_actions())), table.counter())
    everything = table.update_for(None)["events"]
    assert len(everything) == sum(e.private is None for e in table.events) > 0
    since = len(table.events) - 3
    assert table.update_for(None, since)["events"] == [e.to_dict() for e in table.events[since:] if e.private is None]
    seat = table.decider()
    others = [s for s in range(3) if s != seat]
    assert table.update_for(seat)["legal"] == [str(a) for a in table.game.legal_actions()]
    assert all(table.update_for(s)["legal"] == [] for s in others)
    assert table.update_for(None)["legal"] == []
    assert table.update_for(seat)["seats"] == [{"kind": "person", "level": None, "name": f"P{i}"} for i in range(3)]
    with pytest.raises(TableError, match="no seat 3"):
        table.update_for(3)


def scrambled_twin(table: Table, seats, rnd) -> Table:
    """The same table, with everything each seat of `seats` may not know changed."""
    spec = box.get(table.game_id)
    twin = Table(table.id, table.game_id, table.config_dict, table.seed, table.seats)
    twin.game, twin.events, twin.steps = table.game.clone(), table.events, table.steps
    for seat in seats:
        spec.scramble_hidden(twin.game, seat, rnd)
    return twin


def walk(game_id: str, seed: int, stops: int):
    """A table of people playing at random, paused at `stops` points of its game."""
    players = box.get(game_id).min_players + seed % 2
    table = make_table(game_id, "p" * players, seed=SEED + seed)
    rnd = random.Random(seed)
    for _ in range(stops):
        for _ in range(rnd.randrange(1, 15)):
            if table.over():
                return
            table.act(table.decider(), str(rnd.choice(table.game.legal_actions())), table.counter())
        if not table.over():  # at the end every secret is told (the record): nothing left to keep
            yield table


@pytest.mark.parametrize("game_id", ["mall", "showdown", "winter"])
def test_a_seats_update_holds_none_of_another_seats_secrets_nor_the_seed(game_id):
    rnd, checked, told_private = random.Random(7), 0, 0
    for seed in range(4):
        for table in walk(game_id, seed, stops=6):
            for seat in range(len(table.seats)):
                mine = table.update_for(seat)
                text = json.dumps(mine)
                assert str(table.seed) not in text and "seed" not in mine and mine["record"] is None
                twin = scrambled_twin(table, [seat], rnd)  # everything `seat` may not know, changed
                assert json.dumps(twin.update_for(seat)) == text, f"seat {seat} is sent what it may not know"
                assert all(e["private"] in (None, seat) for e in mine["events"])
                told_private += sum(e["private"] == seat for e in mine["events"])
                checked += 1
    assert checked > 20
    if game_id != "showdown":  # a seat is told its own draws (Showdown tells none apart)
        assert told_private > 0


@pytest.mark.parametrize("game_id", ["mall", "showdown", "winter"])
def test_a_spectator_sees_only_what_is_public(game_id):
    rnd, checked, hidden = random.Random(8), 0, 0
    for seed in range(3):
        for table in walk(game_id, seed, stops=5):
            public = table.update_for(None)
            text = json.dumps(public)
            assert str(table.seed) not in text and public["legal"] == [] and public["seat"] is None
            assert all(e["private"] is None for e in public["events"])
            # every seat's secrets scrambled: what no seat may know, and each seat's own
            twin = scrambled_twin(table, range(len(table.seats)), rnd)
            assert json.dumps(twin.update_for(None)) == text
            hidden += sum(e.private is not None for e in table.events)
            checked += 1
    assert checked > 8
    if game_id != "showdown":
        assert hidden > 0  # there were private events to keep from the spectator


@pytest.mark.parametrize("game_id", ["mall", "showdown", "winter"])
def test_an_update_decodes_back_to_exactly_the_seats_view(game_id):
    """The one generic encoder (core/snapshot.py) round-trips every view, sealed hidden
    choices included: a client can rebuild the state dataclass it was sent."""
    from game.core import snapshot
    from game.core.hashing import plain

    spec = box.get(game_id)
    for table in walk(game_id, 1, stops=8):
        for seat in [None, *range(len(table.seats))]:
            sent = json.loads(json.dumps(table.update_for(seat)))
            assert plain(snapshot.decode(spec.state_type, sent["view"])) == plain(table.game.view(seat))


def test_a_computer_answer_to_a_table_that_moved_on_meanwhile_is_dropped(monkeypatch):
    """The agent thinks outside the table's lock: if the person takes the seat back and
    answers first, the computer's late answer must not be applied."""
    table = make_table("showdown", "pp")
    seat = table.decider()

    class TakenBack:
        calls = 0

        def act(self, view, legal):
            TakenBack.calls += 1
            table.set_seat(seat, "person")
            table.act(seat, str(legal[0]), 0)  # the person answers while the computer thinks
            return legal[-1]

    monkeypatch.setattr(box.get("showdown"), "make_agent", lambda level, seed, **options: TakenBack())
    table.set_seat(seat, "ai", "easy")
    legal = [str(a) for a in table.game.legal_actions()]
    assert table.ai_turns() == 0 and TakenBack.calls == 1
    assert table.game.history == [legal[0]]


def test_a_lobby_table_plays_nothing_until_it_starts_then_its_config_has_the_seats_names():
    store = RecordingStore()
    table = Table("t1", "mall", config_dict("mall", 3), SEED, seats(["p", "p", "a"]), store=store, started=False,
                  host=0)
    assert store.settings == {"started": False, "host": 0, "takeover": None, "over": False}
    assert table.ai_turns() == 0 and table.counter() == 0
    update = table.update_for(0)
    assert update["lobby"] == {"started": False, "host": 0, "ready": [False, False, False]}
    with pytest.raises(TableError, match="has not started"):
        table.act(table.decider() or 0, "x", 0)
    table.set_ready(1, True)
    table.seats[1]["name"] = "Bea"  # as the server renames a seat someone sat at
    before = table.game.state_hash()
    table.start()
    assert table.started and table.lobby()["started"] and table.game.pname(1) == "Bea"
    assert table.config_dict["names"] == ["P0", "Bea", "AI2"]
    assert store.configs == [("t1", table.config_dict, {"started": True, "host": 0, "takeover": None, "over": False})]
    assert table.counter() == 0 and table.game.state_hash() != before  # a new engine: the names are part of it
    with pytest.raises(TableError, match="started already"):
        table.start()
    with pytest.raises(TableError, match="started already"):
        table.set_ready(1, False)
    person_moves(table, random.Random(2))
    assert table.over()


def test_a_lobby_with_clashing_names_does_not_start_and_stays_a_lobby():
    table = Table("t1", "mall", config_dict("mall", 3), SEED, seats(["p", "p", "a"]), started=False, host=0)
    table.seats[1]["name"] = 5  # what the config refuses: the table says so and stays a lobby
    with pytest.raises(TableError, match="cannot start"):
        table.start()
    assert not table.started and table.counter() == 0


def test_a_lobby_that_holds_actions_is_refused():
    with pytest.raises(TableError, match="holds no actions"):
        Table("t1", "mall", config_dict("mall", 3), SEED, seats(["p", "a", "a"]), started=False, actions=["x"])


def quiet_point(kinds: str = "pp", seed: int = 1):
    """A Winter table of people at random, stopped just after a person's quiet action
    (one undo may take back), with the fingerprint from before it."""
    store = RecordingStore()
    table = make_table("winter", kinds, store=store)
    store.table = table
    rnd = random.Random(seed)
    while not table.over():
        table.ai_turns()
        before = fingerprint(table)
        seat = table.decider()
        table.act(seat, str(rnd.choice(table.game.legal_actions())), table.counter())
        if table.can_undo(seat):
            return table, store, seat, before
    raise AssertionError("no quiet action in the whole game")


def test_a_person_takes_back_their_own_quiet_decision_stored_first_then_replayed():
    table, store, seat, before = quiet_point()
    update = table.update_for(seat)
    assert update["can_undo"] and not table.update_for(1 - seat)["can_undo"]
    counter = table.counter()
    table.undo(seat, counter)
    assert fingerprint(table) == before  # the state, the counter, the events and the history of before
    assert store.dropped == [(counter - 1, counter)]  # dropped from the store while the game still had it
    assert [a[2] for a in store.appended] == [str(a) for a in table.game.history]
    # the table goes on from there as if the action had never been
    person_moves(table, random.Random(3))
    assert table.over()


def test_an_undo_that_the_rules_do_not_allow_is_refused_in_words_and_changes_nothing():
    table, _store, seat, _ = quiet_point()
    kept = fingerprint(table)
    for who, counter, words in ((1 - seat, table.counter(), "nothing to take back"),
                                (seat, table.counter() - 1, "moved on")):
        with pytest.raises(TableError, match=words):
            table.undo(who, counter)
        assert fingerprint(table) == kept
    # a computer's action is never taken back for a person, nor one that revealed or rolled
    ai = make_table("winter", "pa")
    for _ in range(500):  # on to a point where the computer's action came last and the person decides
        if ai.decider() == 0 and ai.steps and not ai.steps[-1][1]:
            break
        if ai.decider() == 0:
            ai.act(0, str(ai.game.legal_actions()[0]), ai.counter())
        ai.ai_turns(1)
    assert ai.decider() == 0 and not ai.steps[-1][1]
    with pytest.raises(TableError, match="nothing to take back"):
        ai.undo(0, ai.counter())
    loud = make_table("mall", "ppp")
    loud.act(loud.decider(), str(loud.game.legal_actions()[0]), 0)
    assert not loud.steps[-1][2] or loud.decider() != loud.steps[-1][0]
    with pytest.raises(TableError, match="nothing to take back"):
        loud.undo(loud.steps[-1][0], 1)


def test_a_restarted_table_takes_back_nothing_from_before_the_restart():
    table, _store, seat, _ = quiet_point()
    again = make_table("winter", "pp", actions=[str(a) for a in table.game.history])
    assert again.game.state_hash() == table.game.state_hash() and not again.can_undo(seat)


def test_a_computer_player_watches_the_table_pass_and_forgets_a_choice_taken_back():
    """A table shows its computer players every view of their seat as play passes (as the
    window does): Hard records a person's stetson as it is played, and forgets it when the
    person takes it back."""
    from game.showdown.rules.actions import Stetson

    table = make_table("showdown", "papp", "hard")
    hard = box.get("showdown").make_agent("hard", 1, time_budget=None, simulations=3)
    table._agents[1] = ("hard", hard)  # quick and deterministic, as the table would make it otherwise
    reader, rnd = hard.hooks.reader, random.Random(2)
    while not table.over():
        table.ai_turns()
        seat, legal = table.decider(), table.game.legal_actions()
        stetsons = [a for a in legal if isinstance(a, Stetson)]
        action = stetsons[0] if stetsons and table.game.s.step == "turns" else rnd.choice(legal)
        table.act(seat, str(action), table.counter())
        if stetsons and action in stetsons and table.can_undo(seat):
            made = reader.choices[-1]
            assert (made.chooser, made.action) == (seat, action)
            table.undo(seat, table.counter())
            assert made not in reader.choices
            assert reader.made > 1  # it watched the others' plays before
            return
    raise AssertionError("no person played a stetson")
