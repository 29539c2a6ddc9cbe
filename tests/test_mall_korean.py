"""Mall in Korean: the rules file has the English one's sections (the game cites them as
§N), and every word the board says of a random game (prompts, button labels, why-nots,
the replay panel, the game-over screen) comes out in Hangul."""

import random
import re

import pytest

from game import box
from game.core import i18n
from game.core.i18n import tr
from game.mall.rules.attack import LurePlural
from game.resources import asset
from game.shell.rules_text import parse

MALL = box.get("mall")
ENGLISH = re.compile(r"[A-Za-z]{3,}")
NAMES = ("민지", "준호", "서연", "도윤", "하은", "지호")


@pytest.fixture
def korean():
    i18n.set_language("ko")
    yield
    i18n.set_language("en")


def test_the_korean_rules_have_the_same_numbered_sections():
    english = parse(asset("rules/mall.md").read_text(encoding="utf-8"))
    korean = parse(asset("rules/ko/mall.md").read_text(encoding="utf-8"))
    assert [s.number for s in korean.sections] == [s.number for s in english.sections]
    assert all(re.search(r"[\uac00-\ud7a3]", s.title) for s in korean.sections)


def test_the_lure_kinds_read_as_plurals_in_english_and_as_names_in_korean(korean):
    m = LurePlural(["Starlet"])
    assert str(m) == "starlets"
    assert tr(m) == tr("Starlet") != "Starlet"


@pytest.mark.parametrize("players", [3, 6])
def test_the_board_speaks_korean_all_game(players, korean):
    from game.mall.review import action_words, reveal_all
    from game.mall.scenes import words
    from game.mall.scenes.choices import Picker
    from game.mall.scenes.status import seat_line
    from game.mall.scenes.why import why_not

    g = MALL.new_game(MALL.make_config(players, names=NAMES[:players]), 4)
    rnd = random.Random(4)
    said = []
    while not g.is_terminal():
        d = g.s.pending[0]
        v = g.view(d.seat)
        legal = g.legal_actions()
        p = Picker(legal, v.dials.choices.get(d.seat) if d.kind == "move" and v.dials else None)
        said += [words.prompt(g, v, d, mine=True), words.prompt(g, v, d, mine=False)]
        said += [words.label(g, d, s) for s in p.options()]
        said += [why_not(g, v, d.seat, d, (), ("loc", loc)).text for loc in g.c.locations]
        said += [seat_line(g, v, s) for s in range(players)] + reveal_all(g)
        a = rnd.choice(legal)
        said.append(action_words(g, a))
        g.apply(a)
    out = MALL.outcome(g, [])
    said += [out.headline, out.summary, *out.revealed] + [r.role + r.detail for r in out.seats]
    said += [label for label, _row in MALL.stats(g, [])]
    english = sorted({line for line in said if ENGLISH.search(line)})
    assert not english, "\n".join(english[:20])
