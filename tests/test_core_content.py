"""The shared card-data reader (game/core/content.py): every problem is one ContentError
line naming the file, the card and the field, whatever game reads its cards with it."""

import pytest

from game.core.content import ContentError, Reader, cards, check_known, is_whole, load_toml, unique


def error(fn, *args):
    with pytest.raises(ContentError) as e:
        fn(*args)
    return str(e.value)


def test_load_toml_names_the_file_and_the_position_of_a_syntax_error(tmp_path):
    path = tmp_path / "cards.toml"
    path.write_text('[[card]]\nid = "a"\nname = \n')
    msg = error(load_toml, path)
    assert msg.startswith("cards.toml: not valid TOML: ") and "line 3" in msg
    assert "\n" not in msg


def test_load_toml_names_a_missing_file(tmp_path):
    assert error(load_toml, tmp_path / "gone.toml") == "gone.toml: file is missing"


def test_cards_need_a_table_and_a_well_formed_id():
    assert [cid for cid, _ in cards({"card": [{"id": "a-1"}, {"id": "b"}]}, "card", "f.toml")] == ["a-1", "b"]
    assert cards({}, "card", "f.toml") == []
    assert error(cards, {"card": {"id": "a"}}, "card", "f.toml") == \
        "f.toml: 'card' must be an array of tables ([[card]])"
    assert error(cards, {"card": [{"id": "a"}, 3]}, "card", "f.toml") == "f.toml: card #2 is not a table"
    assert error(cards, {"card": [{"id": "Bad Id"}]}, "card", "f.toml") == \
        "f.toml: card #1: missing or malformed id 'Bad Id'"


def test_an_id_used_twice_is_named():
    unique({}, "a", "f.toml")
    assert error(unique, {"a": 1}, "a", "f.toml") == "f.toml: a: id used twice"


def test_reader_checks_types_and_names_file_card_and_field():
    r = Reader("f.toml", "card-1", {"n": 2, "flag": True, "name": " ", "tags": ["x"]})
    assert r.get("n", int) == 2 and r.get("tags", list) == ["x"] and r.get("gone", int, 7) == 7
    assert error(r.get, "flag", int) == "f.toml: card-1: 'flag' must be a whole number, got True"
    assert error(r.get, "n", str) == "f.toml: card-1: 'n' must be str, got 2"
    assert error(r.get, "missing", int) == "f.toml: card-1: missing 'missing'"
    assert error(r.text, "name") == "f.toml: card-1: 'name' is empty"
    assert r.text("name", "") == " "  # an optional text may be blank


def test_reader_one_of_lists_the_allowed_words():
    r = Reader("f.toml", "card-1", {})
    assert r.one_of("b", ("a", "b"), "colour") == "b"
    assert error(r.one_of, "z", ("a", "b"), "colour") == "f.toml: card-1: colour 'z' is not one of a, b"


def test_reader_done_rejects_keys_nobody_read():
    r = Reader("f.toml", "card-1", {"id": "card-1", "name": "x", "nmae": "y", "zz": 1})
    r.text("name")
    assert error(r.done) == "f.toml: card-1: unknown key(s) nmae, zz"
    r.get("nmae", str), r.get("zz", int)
    r.done()


def test_check_known_and_is_whole():
    check_known({"a": 1}, ("a", "b"), "f.toml", "deck")
    assert error(check_known, {"a", "c", "d"}, ("a",), "f.toml: decks", "deck") == "f.toml: decks: unknown deck(s) c, d"
    assert is_whole(3) and is_whole(-1) and not is_whole(True) and not is_whole(2.0) and not is_whole("3")
