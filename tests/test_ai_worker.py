"""The window's AI worker (game/shell/match.py): one thread per match that thinks on a
copy, and that ends with its match, keeping nothing of the game once idle."""

import gc
import threading
import time
import weakref

from game.shell.match import AIWorker


class Slow:
    def act(self, view, legal):
        time.sleep(0.01)
        return legal[-1]


def workers() -> int:
    return sum(1 for t in threading.enumerate() if t.name == "ai-worker")


def answer(w, key, view, legal):
    w.start(key, Slow(), view, legal)
    for _ in range(500):
        action = w.poll(key)
        if action is not None:
            return action
        time.sleep(0.01)
    raise AssertionError("no answer")


class View:  # something a finished game leaves behind
    pass


def test_a_dropped_worker_ends_its_thread_and_frees_what_it_was_given():
    before = workers()
    for i in range(5):  # five matches, one after another, as a long evening of play
        w = AIWorker()
        view = View()
        gone = weakref.ref(view)
        assert answer(w, ("k", i), view, [1, 2, 3]) == 3
        del view
        gc.collect()
        assert gone() is None, "the idle thread keeps the last view alive"
        del w
        gc.collect()
        for _ in range(200):
            if workers() == before:
                break
            time.sleep(0.01)
        assert workers() == before, "a match's AI thread outlived it"
