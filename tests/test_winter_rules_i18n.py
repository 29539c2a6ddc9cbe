"""Winter's rules speak in whole sentences: every log line of a game, every result and every
AI explanation is a Msg (or a constant text) whose sentences are all in the Korean catalogs.
Names of cards, places and people are the card catalogs' part, not checked here."""

import random

import pytest

from game import box
from game.core import i18n
from game.core.i18n import Msg, tr
from game.winter.ai.explain import betrayer_summary_msgs, evidence_msgs, explain_msg
from game.winter.rules.objectives import main_progress_msgs
from game.winter.rules.state import Config

SAME_IN_KOREAN = {"'{title}': {checks}", "{first}; {rest}", "{first}; {second}"}  # punctuation only


@pytest.fixture
def korean():
    i18n.set_language("ko")
    yield
    i18n.set_language("en")


def sentences(m: Msg):
    """The templates of a Msg and of every Msg inside its fields."""
    yield m.template
    for v in m.args.values():
        for x in v if isinstance(v, (list, tuple)) else [v]:
            if isinstance(x, Msg):
                yield from sentences(x)


@pytest.mark.parametrize("cfg", [dict(players=4), dict(players=5, betrayer=True, elimination=True),
                                 dict(players=2, two_player=True)])
def test_every_line_of_a_winter_game_is_a_translated_sentence(cfg, korean):
    spec = box.get("winter")
    untranslated = set()
    for seed in (1, 2):
        g = spec.new_game(Config(**cfg), seed)
        rnd = random.Random(seed)
        said, events = [], []
        while not g.is_terminal():
            action = rnd.choice(g.legal_actions())
            why = explain_msg(g.view(g.current_player()), action)
            if why is not None:
                said.append(why)
            events += g.apply(action)
        for e in events:
            if e.msg is None:
                if tr(e.text) == e.text:
                    untranslated.add(e.text)
                continue
            assert str(e.msg) == e.text
            said.append(e.msg)
        said += main_progress_msgs(g) + betrayer_summary_msgs(g.s, events)
        said += [r.said for r in g.results()]
        said += [m for t in range(len(g.s.players)) for m in evidence_msgs(g.view(0), t)]
        for m in said:
            tr(m)  # formats in Korean
            for template in sentences(m):
                if i18n._catalog.gettext(template) == template and template not in SAME_IN_KOREAN:
                    untranslated.add(template)
        for r in g.results():
            assert r.reason == str(r.said) and r.checks == tuple((str(t), ok) for t, ok in r.said_checks)
    assert not untranslated, sorted(untranslated)
