"""Mall's card data: what game/mall/data holds, and a broken file is one ContentError line
naming the file, the card and the field."""

import shutil

import pytest

from game.core.content import ContentError
from game.mall.rules.content import DATA_DIR, load


def test_the_data_holds_the_components_of_mall_md():
    c = load()
    assert {k.id: (k.value, k.defence, k.votes, k.lure, k.three_players_only) for k in c.characters.values()} == {
        "starlet": (7, 1, 1, True, False), "bruiser": (5, 2, 1, False, False), "marksman": (3, 1, 2, False, False),
        "youngster": (1, 1, 1, False, True)}
    assert {n: loc.capacity for n, loc in c.locations.items()} == {1: 3, 2: 4, 3: 4, 4: None, 5: 3, 6: 6}
    assert c.locations[2].closed_with == (3, 4) and c.locations[6].overrun == 4
    assert c.role("parking") == 4 and c.role("hq") == 5
    deck = c.deck()
    kinds = [c.items[i].kind for i in deck]
    assert len(deck) == 21 and {k: kinds.count(k) for k in set(kinds)} == {
        "weapon": 6, "hardware": 3, "hidden": 3, "sprint": 3, "threat": 3, "camera": 3}
    assert sorted(c.items[i].kill for i in deck if c.items[i].kind == "weapon") == [1, 1, 1, 2, 2, 2]
    assert [col.id for col in c.colours if col.kids] == ["red", "yellow", "blue"] and len(c.colours) == 6


@pytest.fixture
def data(tmp_path):
    folder = tmp_path / "data"
    shutil.copytree(DATA_DIR, folder)
    return folder


def broken(data, file, old, new):
    path = data / file
    text = path.read_text()
    assert old in text, old
    path.write_text(text.replace(old, new, 1))
    with pytest.raises(ContentError) as e:
        load(data)
    return str(e.value)


@pytest.mark.parametrize("file,old,new,message", [
    ("characters.toml", "value = 7", 'value = "7"', "characters.toml: starlet: 'value' must be a whole number"),
    ("characters.toml", "defence = 2", "defence = 0", "characters.toml: bruiser: 'defence' must be at least 1"),
    ("characters.toml", "votes = 2", "vots = 2", "characters.toml: marksman: missing 'votes'"),
    ("characters.toml", 'id = "orange"', 'id = "dark-orange"', "characters.toml: dark-orange: a colour id has no"),
    ("characters.toml", "kids = true\n\n[[colour]]\nid = \"blue\"", "kids = false\n\n[[colour]]\nid = \"blue\"",
     "characters.toml: colour: 6 colours are needed, 3 of them with kids"),
    ("locations.toml", "number = 6", "number = 7", "locations.toml: food-hall: 'number' must be a die face"),
    ("locations.toml", "number = 6", "number = 5", "locations.toml: location: one location per die face"),
    ("locations.toml", 'role = "hq"', 'role = "jail"', "locations.toml: control-room: role 'jail' is not one of"),
    ("locations.toml", 'role = "hq"', "", "exactly one location needs role = 'hq'"),
    ("locations.toml", "capacity = 3\ntext", "text", "locations.toml: washrooms: 'capacity' is required"),
    ("locations.toml", "closed_with = [3, 4]", "closed_with = [2]", "locations.toml: boutique: 'closed_with'"),
    ("items.toml", 'kind = "camera"', 'kind = "radio"', "items.toml: cctv-feed: kind 'radio' is not one of"),
    ("items.toml", "kill = 2", "kill = 0", "items.toml: double-barrel: 'kill' must be at least 1"),
    ("items.toml", 'kind = "sprint"', 'kind = "sprint"\nkill = 1', "items.toml: dash: only a weapon has 'kill'"),
    ("items.toml", 'name = "Crowbar"', 'name = "Crowbar"\nnmae = "x"', "items.toml: crowbar: unknown key(s) nmae"),
    ("items.toml", 'id = "crowbar"', 'id = "golf-club"', "items.toml: golf-club: id used twice"),
    ("items.toml", 'id = "crowbar"', 'id = "Crow Bar"', "items.toml: item #5: missing or malformed id"),
    ("items.toml", "[[item]]", "[item]", "items.toml: not valid TOML"),
])
def test_a_broken_file_names_file_card_and_field(data, file, old, new, message):
    assert message in broken(data, file, old, new)


def test_a_missing_file_is_named(data):
    (data / "items.toml").unlink()
    with pytest.raises(ContentError, match="items.toml: file is missing"):
        load(data)


def test_the_spec_check_turns_a_content_error_into_one_line(monkeypatch):
    from game.mall import spec as mall_spec

    def boom():
        raise ContentError("items.toml: dash: missing 'kind'")

    monkeypatch.setattr(mall_spec, "default_content", boom)
    with pytest.raises(ValueError, match="^items.toml: dash: missing 'kind'$"):
        mall_spec.SPEC.check()
    monkeypatch.undo()
    mall_spec.SPEC.check()
