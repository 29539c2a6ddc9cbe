"""Files replaced whole: now (atomic_write_text) or by a writer thread (write_later), so
that a frame never waits on the disk for an autosave.

A write now first lets the writer finish (settle): writes to a file land in the order
they were asked for, and a reader that settles first reads the latest."""

from __future__ import annotations

import atexit
import logging
import os
import tempfile
import threading
from pathlib import Path

log = logging.getLogger(__name__)


def atomic_write_text(path: str | Path, text: str) -> None:
    """Replace `path` with `text` so that a crash at any moment leaves either the old
    file or the new one, never a mix: a temp file beside it, fsync, rename over."""
    settle()
    _write(Path(path), text)


def _write(path: Path, text: str) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=path.name + ".", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            f.write(text)
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


class _Writer:
    """One daemon thread; a file asked for twice before it is written gets the later text
    only. A failure is logged, as a failed autosave is (the game goes on)."""

    def __init__(self):
        self.cond = threading.Condition()
        self.jobs: dict[Path, str] = {}
        self.busy = False
        self.thread: threading.Thread | None = None

    def put(self, path: Path, text: str) -> None:
        with self.cond:
            self.jobs[path] = text
            if self.thread is None:
                self.thread = threading.Thread(target=self._run, name="file-writer", daemon=True)
                self.thread.start()
            self.cond.notify_all()

    def settle(self) -> None:
        with self.cond:
            while self.jobs or self.busy:
                self.cond.wait()

    def _run(self) -> None:
        while True:
            with self.cond:
                while not self.jobs:
                    self.cond.wait()
                path = next(iter(self.jobs))
                text = self.jobs.pop(path)
                self.busy = True
            try:
                _write(path, text)
            except OSError as e:
                log.warning("writing %s failed: %s", path, e)
            finally:
                with self.cond:
                    self.busy = False
                    self.cond.notify_all()


_WRITER = _Writer()


def write_later(path: str | Path, text: str) -> None:
    """atomic_write_text on the writer thread; returns at once."""
    _WRITER.put(Path(path), text)


def settle() -> None:
    """Wait until every write asked for has landed (or failed)."""
    if threading.current_thread() is not _WRITER.thread:
        _WRITER.settle()


atexit.register(settle)  # a game that closes keeps its last autosave
