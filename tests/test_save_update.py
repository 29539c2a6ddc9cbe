"""A save survives an update (issue 25 §8). A save keeps its game's content version and
final state: under the same cards it is replayed and its hash checked as ever; under
changed cards the game goes on from the kept state with a line in its log, and only a
save whose cards are gone (or whose kept state is damaged) is refused, in words, the
file untouched. The save slots say which game each holds, in that game's colours and
the player's language."""

import importlib
import json
import re
import shutil
from contextlib import contextmanager
from functools import partial

import pytest

from game import box, savegame
from game.core import snapshot
from game.core.hashing import state_hash
from game.core.i18n import set_language, tr
from game.core.pending import Decision
from game.core.rng import Rng
from game.core.save import SaveError
from game.shell.match import Match, SeatSetup

GAMES = ("winter", "mall", "showdown")
# the module that reads each game's cards (load() and the cached default_content())
LOADERS = {"winter": "game.winter.rules.content.loader", "mall": "game.mall.rules.content",
           "showdown": "game.showdown.rules.content"}
# a balance change that a game in progress already holds (the starting morale, a deck's size), so
# that its actions no longer replay to the saved state: (file, pattern of the number, change)
REBALANCE = {"winter": ("objectives.toml", r"(?m)^morale = (\d+)", -1),
             "mall": ("items.toml", r"(?m)^copies = (\d+)", +1),
             "showdown": ("safes.toml", r"(?m)^copies = (\d+)", +1)}
# a card each game's deck holds from the start, taken out by the update: (file, text before, after, the card)
GONE = {"winter": ("items.toml", "grocery = { dented-soup-can = 2, pickled-beets = 2,",  # one can less, a jar more
                   "grocery = { dented-soup-can = 1, pickled-beets = 3,", "grocery/dented-soup-can"),
        "mall": ("items.toml", 'id = "double-barrel"', 'id = "double-barrels"', "double-barrel"),
        "showdown": ("safes.toml", 'id = "gold-4"', 'id = "gold-four"', "gold-4")}


@contextmanager
def cards(game_id, tmp_path, edit):
    """Today's cards are a copy of the game's data with `edit(file name, text) -> text`
    applied: the update. Yields the game's spec."""
    loader = importlib.import_module(LOADERS[game_id])
    copy = tmp_path / f"{game_id}-data"
    shutil.copytree(loader.DATA_DIR, copy, dirs_exist_ok=True)
    for f in copy.rglob("*.toml"):
        f.write_text(edit(f.name, f.read_text(encoding="utf-8")), encoding="utf-8")
    real = loader.load
    loader.load = partial(real, copy)
    loader.default_content.cache_clear()
    try:
        yield box.get(game_id)
    finally:
        loader.load = real
        loader.default_content.cache_clear()


def rebalanced(game_id, tmp_path):
    file, pattern, delta = REBALANCE[game_id]

    def edit(name, text):
        if name != file:
            return text
        changed = re.sub(pattern, lambda m: m.group(0).replace(m.group(1), str(int(m.group(1)) + delta)), text,
                         count=0 if game_id == "winter" else 1)
        assert changed != text
        return changed
    return cards(game_id, tmp_path, edit)


def reworded(game_id, tmp_path):
    """Only words change: the game's state is the same under them."""
    return cards(game_id, tmp_path, lambda name, text: re.sub(r'(?m)^text = "', 'text = "Now: ', text, count=1))


def without_card(game_id, tmp_path):
    file, before, after, _ = GONE[game_id]

    def edit(name, text):
        assert name != file or before in text
        return text.replace(before, after) if name == file else text
    return cards(game_id, tmp_path, edit)


@pytest.fixture
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("UNTILTHETHAW_HOME", str(tmp_path / "user"))
    yield tmp_path / "user"
    set_language("en")


def played(game_id, seed=3, steps=40, players=4, names=("Ava", "Bruno", "Chen", "Dagny")) -> Match:
    spec = box.get(game_id)
    seats = [SeatSetup(n, i == 0, "random") for i, n in enumerate(names[:players])]
    m = Match(spec.make_config(players=players, names=tuple(s.name for s in seats)), seed, seats, spec=spec)
    r = Rng(seed)
    for _ in range(steps):
        m.apply(r.choice(m.game.legal_actions()))
    assert not m.game.is_terminal()
    return m


def notices(match) -> list[str]:
    return [str(x.event.text) for x in match.log if x.event.kind == "note"]


def save(match, path):
    from game.shell.savefiles import save_match

    return save_match(match, path)


def load(path):
    from game.shell.savefiles import load_match

    return load_match(path)


# --- a game goes on after its cards change ----------------------------------------------------------------------

@pytest.mark.parametrize("game_id", GAMES)
def test_a_save_goes_on_after_a_number_in_its_cards_changes(home, tmp_path, game_id):
    m = played(game_id)
    path = save(m, tmp_path / "before.json")
    written = path.read_bytes()
    before = box.get(game_id).content_version()
    with rebalanced(game_id, tmp_path) as spec:
        assert spec.content_version() != before
        try:  # the update is real: the actions no longer reach the saved game
            reached = spec.replay(m.config, m.seed, m.game.history).state_hash() == m.game.state_hash()
        except ValueError:
            reached = False
        assert not reached
        again = load(path)
        # where it stood: every card, die and turn (the seeded RNG too), its history starting here
        assert again.game.state_hash() == m.game.state_hash() and again.game.s.rng == m.game.s.rng
        assert again.game.s == m.game.s and again.game.history == [] and again.start is not None
        assert again.game.c is spec.content()  # and played with today's cards
        assert notices(again) == [str(savegame.UPDATED)]
        # it plays on, and its next save replays under today's cards from where it went on
        r = Rng(9)
        for _ in range(12):
            if not again.game.is_terminal():
                again.apply(r.choice(again.game.legal_actions()))
        data = json.loads(save(again, tmp_path / "after.json").read_text())
        assert data["content"] == spec.content_version() and data["start"] == json.loads(written)["state"]
        third = load(tmp_path / "after.json")
        assert third.game.state_hash() == again.game.state_hash() and third.game.history == again.game.history
        assert notices(third) == []  # same cards: nothing to tell
        # the replay and statistics screens, and undo, replay from the kept state too
        from game.shell.record import Record

        record = Record.of(third)
        assert record.final.state_hash() == third.game.state_hash()
        assert record.game_at(3).state_hash() == savegame.replay(spec, m.config, m.seed, data["actions"][:3],
                                                                 data["start"]).state_hash()
    assert path.read_bytes() == written


def test_winter_cards_renumbered_by_an_update_stay_the_same_cards(home, tmp_path):
    """Winter's item ids number copies in a deck ("grocery-03"): one more soup can in the
    grocery deck moves every later grocery card to the next number."""
    m = played("winter", steps=80)
    kinds = [[m.game.c.items[cid].kind for cid in deck] for deck in (m.game.s.places["grocery"].deck,
                                                                    *(p.hand for p in m.game.s.players))]
    path = save(m, tmp_path / "s.json")

    def one_more_can(name, text):
        return text.replace("grocery = { dented-soup-can = 2,", "grocery = { dented-soup-can = 3,")
    with cards("winter", tmp_path, one_more_can) as spec:
        assert spec.card_index(spec.content()) != json.loads(path.read_text())["cards"]
        again = load(path)
        g = again.game
        assert [[g.c.items[cid].kind for cid in deck] for deck in (g.s.places["grocery"].deck,
                                                                   *(p.hand for p in g.s.players))] == kinds
        assert g.s.places["grocery"].deck != m.game.s.places["grocery"].deck  # under today's numbers
        assert spec.missing_cards(g) == [] and notices(again) == [str(savegame.UPDATED)]
        assert load(save(again, tmp_path / "again.json")).game.state_hash() == g.state_hash()


@pytest.mark.parametrize("game_id", GAMES)
def test_a_change_the_game_never_met_keeps_its_whole_history(home, tmp_path, game_id):
    m = played(game_id)
    path = save(m, tmp_path / "s.json")
    with reworded(game_id, tmp_path):
        again = load(path)
    assert again.game.history == m.game.history and again.start is None  # replayed: undo, replay, stats intact
    assert again.game.state_hash() == m.game.state_hash() and notices(again) == [str(savegame.UPDATED)]


@pytest.mark.parametrize("game_id", GAMES)
def test_a_save_whose_cards_are_gone_is_refused_in_words(home, tmp_path, game_id):
    m = played(game_id)
    path = save(m, tmp_path / "s.json")
    written = path.read_bytes()
    with without_card(game_id, tmp_path):
        with pytest.raises(SaveError) as e:
            load(path)
    assert "no longer in the game" in str(e.value) and f"'{GONE[game_id][3]}'" in str(e.value)
    assert path.read_bytes() == written


def test_the_refusal_is_told_in_the_players_language(home, tmp_path):
    path = save(played("mall"), tmp_path / "s.json")
    with without_card("mall", tmp_path):
        with pytest.raises(SaveError) as e:
            load(path)
    set_language("ko")
    shown = tr(e.value.shown())
    assert "double-barrel" in shown and "no longer" not in shown and tr(savegame.UPDATED) != str(savegame.UPDATED)


def test_in_the_window_the_notice_is_a_line_of_the_log(home, tmp_path):
    from game.shell.app import App

    path = save(played("showdown"), tmp_path / "s.json")
    app = App(headless=True)
    try:
        with rebalanced("showdown", tmp_path):
            assert app.load_save(path)
            for _ in range(3):
                app.step(1 / 60)
            board = app.stack.top
            assert board.match.start is not None and notices(board.match) == [str(savegame.UPDATED)]
    finally:
        app.close()


def test_the_replay_command_says_so_too(home, tmp_path, capsys):
    from game.__main__ import main

    path = save(played("winter"), tmp_path / "s.json")
    with rebalanced("winter", tmp_path):
        assert main(["replay", str(path), "--verify"]) == 0
    out = capsys.readouterr().out
    assert str(savegame.UPDATED) in out and "replayed 0 actions from its kept state of Winter" in out


# --- what is still refused ----------------------------------------------------------------------------------------

def edited(path, change):
    data = json.loads(path.read_text())
    change(data)
    path.write_text(json.dumps(data))
    return path.read_bytes()


def smuggled(d):
    """A kept state edited, and the hash made to match it."""
    d["state"]["round"] += 1
    d["final_hash"] = state_hash(snapshot.decode(box.get(d["game"]).state_type, d["state"]))


@pytest.mark.parametrize("change", [
    lambda d: d["actions"].pop(),  # an action taken out: the kept state must not paper over it
    lambda d: d.update(final_hash="0" * 64),
    smuggled,
], ids=["action", "hash", "state-and-hash"])
def test_under_the_same_cards_a_tampered_save_is_still_refused(home, tmp_path, change):
    path = save(played("mall"), tmp_path / "s.json")
    written = edited(path, change)
    with pytest.raises(SaveError, match="does not (replay|reproduce)"):
        load(path)
    assert path.read_bytes() == written


@pytest.mark.parametrize("change,words", [
    (lambda d: d["state"].update(morale=d["state"]["morale"] + 1), "does not match its check"),
    (lambda d: d["state"].update(players="everyone"), r"malformed \(state.players: expected a list"),
    (lambda d: d["state"]["players"][1].update(hand=[3]), r"state.players\[1\].hand\[0\]: expected text"),
    (lambda d: d["state"].update(wings=True), "unknown field"),
    (lambda d: d["state"].pop("rng"), "'rng' is missing"),
    (lambda d: d["state"].update(rng=-1), "state.rng: not a random generator"),
    (lambda d: d["state"]["survivors"].update(x={"seat": 0}), r"state.survivors\[x\]: 'id' is missing"),
    (lambda d: d.pop("state"), "keeps no game state"),
    (lambda d: d.update(state=[1, 2]), "wrong type"),
])
def test_a_damaged_kept_state_is_refused_in_words_and_the_file_left_alone(home, tmp_path, change, words):
    m = played("winter", steps=60)
    path = save(m, tmp_path / "s.json")
    written = edited(path, change)
    with rebalanced("winter", tmp_path):
        with pytest.raises(SaveError, match=words):
            load(path)
    assert path.read_bytes() == written


def test_an_older_save_without_a_content_version_loads_as_it_always_did(home, tmp_path):
    m = played("winter")
    path = save(m, tmp_path / "s.json")
    edited(path, lambda d: (d.pop("content"), d.pop("state")))
    assert load(path).game.history == m.game.history
    with rebalanced("winter", tmp_path):
        with pytest.raises(SaveError, match="does not reproduce"):
            load(path)


# --- the state as data, and the cards' fingerprint ---------------------------------------------------------------

@pytest.mark.parametrize("game_id", GAMES)
def test_every_state_of_a_game_comes_back_exactly(game_id):
    spec = box.get(game_id)
    for seed in (1, 2):
        g = spec.new_game(spec.make_config(players=3 + seed), seed)
        r = Rng(seed)
        while not g.is_terminal():
            data = json.loads(json.dumps(snapshot.encode(g.s), allow_nan=False))
            back = snapshot.decode(spec.state_type, data)
            assert back == g.s and snapshot.encode(back) == data
            assert back.rng.state == g.s.rng.state and spec.resume(back, g.seed).state_hash() == g.state_hash()
            for _ in range(7):
                if not g.is_terminal():
                    g.apply(r.choice(g.legal_actions()))


def test_untyped_data_keeps_its_tuples_keys_and_objects():
    from game.winter.rules.content import Effect
    from game.winter.rules.effects import Ctx

    spec = box.get("winter")
    g = spec.new_game(spec.make_config(players=3), 1)
    odd = {"votes": {4: True, 0: False}, "pair": (1, "a"), "yes": (Effect("morale", 1),), "ctx": Ctx(2, "x"),
           "~tuple": [1], "nested": [{"k": (None, 2.5)}]}
    g.s.pending.insert(0, Decision("vote", 0, odd))
    back = snapshot.decode(spec.state_type, json.loads(json.dumps(snapshot.encode(g.s))))
    assert back.pending[0].data == odd and type(back.pending[0].data["yes"][0]) is Effect
    with pytest.raises(snapshot.StateError, match="unknown kind of value"):
        snapshot.decode(Decision, {"kind": "x", "seat": 0, "data": {"a": {"~obj": "os:system"}}})


def test_the_content_version_is_the_cards_and_nothing_else(tmp_path):
    versions = {gid: box.get(gid).content_version() for gid in GAMES}
    assert len(set(versions.values())) == 3 and all(len(v) == 16 for v in versions.values())
    set_language("ko")
    try:
        assert {gid: box.get(gid).content_version() for gid in GAMES} == versions  # not the language shown
    finally:
        set_language("en")
    with rebalanced("mall", tmp_path) as spec:
        assert spec.content_version() != versions["mall"]
    assert box.get("mall").content_version() == versions["mall"]


# --- the slots say which game they hold ---------------------------------------------------------------------------

def test_each_slot_says_its_game_in_its_colours_and_language(home):
    from game.mall.scenes.palette import COLOURS
    from game.shell.savefiles import list_saves, read_info, save_match, slot_path

    matches = {gid: played(gid, players=3 if gid == "mall" else 4) for gid in GAMES}
    for n, m in enumerate(matches.values(), 1):
        save_match(m, slot_path(f"slot-{n}"))
    typed = save_match(matches["winter"], slot_path("slot-4"), "before the storm")
    infos = {i.slot: i for i in list_saves() if i.exists}
    assert [infos[f"slot-{n}"].title for n in (1, 2, 3)] == ["Winter", "Mall", "Showdown"]
    mall = infos["slot-2"]
    dealt = matches["mall"].game.s.colours
    assert [mall.colour(i) for i in range(3)] == [COLOURS[c] for c in dealt]  # the kids' colours of a 3-player game
    assert infos["slot-3"].colour(1) == box.get("showdown").seat_colour(1)
    assert infos["slot-1"].shown_label() == "Round 1: Ava, Bruno, Chen, Dagny"
    set_language("ko")
    assert read_info(slot_path("slot-1")).shown_label() == "1라운드: Ava, Bruno, Chen, Dagny"
    assert read_info(typed).shown_label() == "before the storm"  # a name the player typed stays as typed


def test_an_older_save_label_is_shown_in_the_players_language(home):
    from game.shell.savefiles import read_info, save_match, slot_path

    path = save_match(played("winter"), slot_path("slot-1"))
    edited(path, lambda d: d["meta"].pop("auto"))  # written before saves said whose label it is
    set_language("ko")
    assert read_info(path).shown_label() == "1라운드: Ava, Bruno, Chen, Dagny"
