"""Showdown's data files are checked on load: one clear ContentError per problem."""

import shutil

import pytest

from game.core.content import ContentError
from game.showdown.rules.content import DATA_DIR, load


@pytest.fixture
def data(tmp_path):
    shutil.copytree(DATA_DIR, tmp_path / "data")
    return tmp_path / "data"


def edit(path, old, new):
    text = path.read_text()
    assert old in text
    path.write_text(text.replace(old, new, 1))


def test_the_shipped_data_loads():
    c = load()
    assert len(c.deck()) == 50 and len(c.safe_pile()) == 20 and len(c.safe_pile(True)) == 27
    assert sorted(c.counts) == list(range(2, 10))


@pytest.mark.parametrize("file,old,new,message", [
    ("town.toml", 'gun = "winchester"', 'gun = "musket"', "gun 'musket' is not in guns.toml"),
    ("town.toml", "copies = 8", "copies = 9", "51 town cards, 50 are needed"),
    ("town.toml", 'special = "duster"', 'special = "lasso"', "special 'lasso' is not one of"),
    ("guns.toml", "sides = 4", "sides = 1", "'sides' must be at least 2"),
    ("safes.toml", "badge = 2", "badge = 5", "badges must be numbered"),
    ("safes.toml", 'effect = "cash"', 'effect = "gold-rush"', "effect 'gold-rush' is not one of"),
    ("table.toml", "seats = 2\n", "seats = 1\n", "there must always be an empty seat"),
    ("table.toml", "holdup_safes = 2", "holdup_safes = 3", "one holdup safe per round but the last"),
    ("guns.toml", "sides = 6", "sides = 6\ncolour = 1", "unknown key(s) colour"),
])
def test_a_broken_file_is_one_clear_error(data, file, old, new, message):
    edit(data / file, old, new)
    with pytest.raises(ContentError, match=message.replace("(", r"\(").replace(")", r"\)")):
        load(data)
