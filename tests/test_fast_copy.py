"""core/statecopy.py: clone() and view(seat) copy a state with a copier written from the
state's type hints instead of a pickle round trip (issue 27). On every state of seeded
games of each game (random and Normal players, every variant) the copy must be what
pickle made, value for value and type for type, share nothing that can change with the
original, and every seat's view must encode byte for byte as before."""

from __future__ import annotations

import enum
import json
import pickle
from dataclasses import dataclass, field, fields, is_dataclass

import pytest

from game import box
from game.core import snapshot
from game.core.hashing import state_hash
from game.core.loop import decide
from game.core.pending import Decision
from game.core.rng import Rng
from game.core.sealed import HIDDEN, Sealed
from game.core.statecopy import copy_state

SEEDS = 4  # games per game: random players on even seeds, Normal ones on odd


def pickle_copy(state, but=()):
    """The copy clone() and view() made before (of every field: `but` is copy_state's)."""
    return pickle.loads(pickle.dumps(state, pickle.HIGHEST_PROTOCOL))


def games_states(game_id: str):
    """(game, seat deciding) at every state of seeded games, every variant and table size in turn."""
    spec = box.get(game_id)
    variants = list(spec.variants.values()) or [{}]
    for seed in range(SEEDS):
        players = spec.min_players + seed % (spec.max_players - spec.min_players + 1)
        try:
            config = spec.make_config(players, **variants[seed % len(variants)])
        except ValueError:
            config = spec.make_config(players)
        g = spec.new_game(config, seed)
        rng = Rng(seed)
        agents = [spec.make_agent("normal", seed * 7 + k) for k in range(players)] if seed % 2 else None
        while not g.is_terminal():
            seat = g.current_player()
            yield g, seat
            g.apply(decide(g, seat, agents[seat]) if agents else rng.choice(g.legal_actions()))
        yield g, None


def nodes(value, path="state"):
    """(path, value) of every part of `value`, the value itself first."""
    yield path, value
    if is_dataclass(value) and not isinstance(value, type):
        for f in fields(value):
            yield from nodes(getattr(value, f.name), f"{path}.{f.name}")
    elif isinstance(value, dict):
        for k, v in value.items():
            yield from nodes(k, f"{path} key {k!r}")
            yield from nodes(v, f"{path}[{k!r}]")
    elif isinstance(value, (list, tuple, set, frozenset)):
        for i, v in enumerate(value):
            yield from nodes(v, f"{path}[{i}]")


def mutable(value) -> bool:
    if is_dataclass(value) and not isinstance(value, type):
        return not type(value).__dataclass_params__.frozen
    return isinstance(value, (list, dict, set, Rng))


def differences(a, b, path="state") -> list[str]:
    """Where `a` and `b` differ in a value or in a type (== alone takes True for 1 and
    1.0 for 1)."""
    if type(a) is not type(b):
        return [f"{path}: {type(a).__name__} against {type(b).__name__}"]
    if is_dataclass(a) and not isinstance(a, type):
        return [d for f in fields(a) for d in differences(getattr(a, f.name), getattr(b, f.name), f"{path}.{f.name}")]
    if isinstance(a, dict):
        if list(a) != list(b):  # the same keys in the same order (what iterating the state sees)
            return [f"{path}: keys {list(a)} against {list(b)}"]
        return [d for k in a for d in differences(a[k], b[k], f"{path}[{k!r}]")]
    if isinstance(a, (list, tuple)):
        if len(a) != len(b):
            return [f"{path}: {len(a)} items against {len(b)}"]
        return [d for i, (x, y) in enumerate(zip(a, b)) for d in differences(x, y, f"{path}[{i}]")]
    if isinstance(a, Rng):
        return [] if a.state == b.state else [f"{path}: another RNG state"]
    return [] if a == b else [f"{path}: {a!r} against {b!r}"]


def shared(original, copy) -> list[str]:
    """Paths of the copy's changeable parts that are the original's very objects."""
    mine = {id(v) for _, v in nodes(original) if mutable(v)}
    return [p for p, v in nodes(copy) if mutable(v) and id(v) in mine]


@pytest.mark.parametrize("game_id", box.ids())
def test_a_copy_is_the_pickle_copy_and_shares_nothing_changeable(game_id):
    checked = 0
    for n, (g, _) in enumerate(games_states(game_id)):
        if n % 2:
            continue  # half the states: the walks are slow
        s = g.s
        copied = copy_state(s)
        assert differences(copied, pickle_copy(s)) == [], f"{game_id} state {checked}"
        assert state_hash(copied) == state_hash(s)
        assert shared(s, copied) == []
        clone = g.clone()
        assert differences(clone.s, s) == [] and shared(s, clone.s) == []
        assert clone.history == g.history and clone.history is not g.history
        checked += 1
    assert checked > 200


@pytest.mark.parametrize("game_id", box.ids())
def test_no_state_holds_one_changeable_part_in_two_places(game_id):
    """What lets a copy be a plain tree walk: pickle would keep two places holding one
    list as one list, a tree copy makes two."""
    for g, _ in games_states(game_id):
        seen: dict[int, str] = {}
        for path, v in nodes(g.s):
            if mutable(v):
                assert id(v) not in seen, f"{path} is {seen[id(v)]}"
                seen[id(v)] = path


@pytest.mark.parametrize("game_id", box.ids())
def test_playing_a_clone_to_its_end_leaves_the_original_untouched(game_id):
    rolled = 0
    for n, (g, _) in enumerate(games_states(game_id)):
        if n % 25 or g.is_terminal():
            continue
        before, rng_before = snapshot.encode(g.s), g.s.rng.state
        clone, r = g.clone(), Rng(n)
        while not clone.is_terminal():
            clone.apply(r.choice(clone.legal_actions()))
        rolled += clone.s.rng.state != rng_before  # the clone's dice rolled on...
        assert g.s.rng.state == rng_before  # ...the original's did not
        assert snapshot.encode(g.s) == before
    assert rolled > 10


@pytest.mark.parametrize("game_id", box.ids())
def test_every_view_is_byte_for_byte_the_one_of_before(game_id, monkeypatch):
    """view(seat) now against the view made with a pickle copy (the code before), for every
    seat and a spectator, on every state; and a view shares nothing changeable with the state."""
    spec = box.get(game_id)
    view_module = __import__(f"game.{game_id}.rules.view", fromlist=["redact"])
    checked = 0
    for n, (g, _) in enumerate(games_states(game_id)):
        if n % 3:
            continue  # a third of the states: views cost a seat each
        for seat in [None, *range(spec.players_of(g.config))]:
            now = g.view(seat)
            with monkeypatch.context() as m:
                m.setattr(view_module, "copy_state", pickle_copy)
                before = g.view(seat)
            assert json.dumps(snapshot.encode(now)) == json.dumps(snapshot.encode(before))
            assert differences(now, before) == []
            assert shared(g.s, now) == []
            checked += 1
    assert checked > 500


# --- the copier on kinds of data the games' states hold today only in part -----------------

class Colour(enum.Enum):
    RED = "red"


@dataclass(frozen=True, slots=True)
class Move:
    to: int
    why: str = ""


@dataclass(slots=True)
class Node:
    name: str
    rng: Rng
    next: Node | None = None  # a class that holds itself
    data: dict = field(default_factory=dict)  # untyped, as a decision's data
    pairs: list[tuple[int, list[int]]] = field(default_factory=list)  # a tuple with a list inside
    by_seat: dict[int, list[str]] = field(default_factory=dict)
    either: int | str | list = 0  # several kinds: told apart at run time
    pending: list[Decision] = field(default_factory=list)


def test_untyped_nested_recursive_and_frozen_parts_are_copied_as_pickle_copies_them():
    node = Node("a", Rng(3), Node("b", Rng(4), data={"x": [1, 2]}), pairs=[(1, [2, 3])],
                by_seat={0: ["c"]}, either=[1, [2]])
    node.data = {"sealed": Sealed([0, 1], {0: HIDDEN}, {1: 5}), "move": Move(2, "near"), "colour": Colour.RED,
                 (1, 2): ("t", [4]), "f": 1.5, "n": None, "t": True, "node": Node("c", Rng(5))}
    node.pending = [Decision("vote", 1, {"votes": {0: None, 1: [Move(1)]}})]
    copied = copy_state(node)
    assert differences(copied, pickle_copy(node)) == []
    assert shared(node, copied) == []
    assert copied.data["sealed"].choices[0] is HIDDEN and copied.data["colour"] is Colour.RED
    copied.next.data["x"].append(9)
    copied.pairs[0][1].append(9)
    copied.data[(1, 2)][1].append(9)
    copied.rng.next64()
    assert node.next.data["x"] == [1, 2] and node.pairs == [(1, [2, 3])] and node.data[(1, 2)] == ("t", [4])
    assert node.rng == Rng(3)


def test_a_copy_but_some_fields_shares_those_alone_and_names_no_other():
    node = Node("a", Rng(3), Node("b", Rng(4)), by_seat={0: ["c"]}, pairs=[(1, [2])])
    copied = copy_state(node, but=("by_seat", "next"))
    assert copied.by_seat is node.by_seat and copied.next is node.next
    paths = shared(node, copied)
    assert {"state.next", "state.by_seat"} <= set(paths)
    assert all(p.startswith(("state.next", "state.by_seat")) for p in paths)  # nothing else
    assert differences(copied, node) == []
    with pytest.raises(ValueError, match="no field hand"):
        copy_state(node, but=("hand",))
