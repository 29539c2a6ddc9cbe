"""Crash safety: a rotating log file in the user folder, and what happens when
something unexpected goes wrong.

An exception in the window's loop does not close the game: it is written to the
log with its traceback, the game is autosaved (if it still replays), and an error
screen shows the log's path with *Continue* (from the last autosave). Outside the
loop (the window can't open...) the excepthook writes the log and prints one line
with its path.
"""

from __future__ import annotations

import logging
import logging.handlers
import sys
import traceback
from pathlib import Path

from game.shell.userdata import ensure, logs_dir

LOG_NAME = "untilthethaw.log"
LOG_BYTES = 512 * 1024
LOG_BACKUPS = 3
_FORMAT = "%(asctime)s %(levelname)s %(name)s: %(message)s"

log = logging.getLogger("game")


def log_path() -> Path:
    return logs_dir() / LOG_NAME


def _file_handler() -> logging.Handler | None:
    return next((h for h in logging.getLogger().handlers if getattr(h, "_untilthethaw", False)), None)


def setup_logging(stderr: bool = True, level: int = logging.INFO) -> Path | None:
    """Log to a rotating file in the user folder (and warnings to stderr). Safe to
    call again: a second call only moves the file if the user folder changed.
    Returns the log file, or None when it can't be written (the game goes on)."""
    root = logging.getLogger()
    if root.level == logging.NOTSET or root.level > level:
        root.setLevel(level)
    path = log_path()
    old = _file_handler()
    if old is not None and Path(old.baseFilename) == path.resolve():
        return path
    if old is not None:
        root.removeHandler(old)
        old.close()
    try:
        ensure(path.parent)
        fh = logging.handlers.RotatingFileHandler(path, maxBytes=LOG_BYTES, backupCount=LOG_BACKUPS,
                                                  encoding="utf-8", delay=True)
    except OSError as e:
        print(f"Until the Thaw: no log file ({path}: {e.strerror})", file=sys.stderr)
        return None
    fh._untilthethaw = True
    fh.setFormatter(logging.Formatter(_FORMAT))
    fh.setLevel(level)
    root.addHandler(fh)
    if stderr and sys.stderr is not None and not any(getattr(h, "_untilthethaw_err", False) for h in root.handlers):
        sh = logging.StreamHandler(sys.stderr)
        sh._untilthethaw_err = True
        sh.setLevel(logging.WARNING)
        sh.setFormatter(logging.Formatter("Until the Thaw: %(message)s"))
        root.addHandler(sh)
    return path


def stop_logging():
    """Close the log file (tests switch user folders)."""
    old = _file_handler()
    if old is not None:
        logging.getLogger().removeHandler(old)
        old.close()


def summary(exc: BaseException) -> str:
    text = str(exc).strip().splitlines()[0] if str(exc).strip() else ""
    return f"{type(exc).__name__}: {text}" if text else type(exc).__name__


def write_crash(exc: BaseException, where: str = "the game") -> Path | None:
    """Log the exception with its traceback; returns the log file's path."""
    path = setup_logging(stderr=False)
    tb = "".join(traceback.format_exception(type(exc), exc, exc.__traceback__))
    log.critical("unexpected error in %s: %s\n%s", where, summary(exc), tb)
    fh = _file_handler()
    if fh is not None:
        fh.flush()
    return path


def on_crash(app, exc: BaseException) -> bool:
    """An exception escaped a frame of the window. Log it, autosave, show the error
    screen. False when the error screen itself is failing (then the caller re-raises
    and the excepthook takes over)."""
    from game.shell.errors import ErrorScene

    if isinstance(app.stack.top, ErrorScene) or app.crashes >= 3:
        return False
    app.crashes += 1
    path = write_crash(exc, "the window")
    saved = None
    from game.shell.playing import GameScene

    board = app.stack.find(GameScene)
    if board is not None:
        from game.shell.savefiles import crash_autosave

        saved = crash_autosave(board.match)
        if saved is not None:
            log.info("game autosaved after the error: %s", saved)
    print(f"Until the Thaw hit an unexpected error ({summary(exc)}). Crash log: {path}"
          + (f"; the game was autosaved to {saved}" if saved else ""), file=sys.stderr)
    try:
        app.stack.reset(ErrorScene(summary(exc), path, saved))
    except Exception:
        return False
    return True


def excepthook(kind, exc, tb):
    """Last resort for an exception outside the loop: log it and say where."""
    if issubclass(kind, KeyboardInterrupt):
        sys.__excepthook__(kind, exc, tb)
        return
    try:
        path = write_crash(exc, "start-up or shut-down")
    except Exception:
        path = None
    sys.__excepthook__(kind, exc, tb)
    if sys.stderr is not None:
        print(f"Until the Thaw stopped on an unexpected error ({summary(exc)})."
              + (f" Crash log: {path}" if path else ""), file=sys.stderr)


def _thread_excepthook(args):
    if args.exc_type is SystemExit:
        return
    try:
        write_crash(args.exc_value, f"thread {args.thread.name if args.thread else '?'}")
    except Exception:
        pass


def install_excepthook():
    import threading

    sys.excepthook = excepthook
    threading.excepthook = _thread_excepthook
