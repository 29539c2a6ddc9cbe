"""core/files.py: whole-file writes now or on the writer thread, in the order asked."""

import logging

from game.core import files


def test_a_later_write_lands_after_settle(tmp_path):
    p = tmp_path / "a" / "save.json"
    files.write_later(p, "one")
    files.settle()
    assert p.read_text() == "one"


def test_writes_land_in_the_order_asked(tmp_path):
    p = tmp_path / "save.json"
    for i in range(50):
        files.write_later(p, f"later {i}")
    files.atomic_write_text(p, "now")  # waits for the writer first: never overwritten by an older text
    files.settle()
    assert p.read_text() == "now"
    files.write_later(p, "last")
    files.settle()
    assert p.read_text() == "last"
    assert sorted(x.name for x in tmp_path.iterdir()) == ["save.json"]  # no temp file left


def test_a_failed_later_write_is_logged_and_the_writer_goes_on(tmp_path, caplog):
    blocked = tmp_path / "file"
    blocked.write_text("not a folder")
    with caplog.at_level(logging.WARNING):
        files.write_later(blocked / "save.json", "x")  # its folder cannot be made
        files.settle()
    assert "failed" in caplog.text
    ok = tmp_path / "ok.json"
    files.write_later(ok, "y")
    files.settle()
    assert ok.read_text() == "y"
