"""Languages: every string a player reads is in the Korean catalogs, the catalogs are
well formed and compiled, and the rules engines' log lines translate whole."""

import ast
import random
import re
import string
import sys
from pathlib import Path

import pytest

from game import box
from game.core import i18n
from game.core.i18n import Msg, josa, tr

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))
import i18n as catalogs  # noqa: E402  (tools/i18n.py)

HANGUL = re.compile(r"[\uac00-\ud7a3]")


@pytest.fixture
def korean():
    i18n.set_language("ko")
    yield
    i18n.set_language("en")


@pytest.fixture(scope="module")
def strings():
    return catalogs.source_strings()


def fields(text: str) -> set[str]:
    """The named fields of a format string, without their format specs (Korean particles)."""
    return {name for _lit, name, _spec, _conv in string.Formatter().parse(text) if name is not None}


@pytest.mark.parametrize("domain", catalogs.domains())
def test_every_string_has_a_korean_translation(domain, strings):
    cat = catalogs.read("ko", domain)
    missing = [f"{m!r} ({strings[domain][m][0]})" for m in strings[domain] if not (cat.get(m) and cat.get(m).string)]
    assert not missing, f"{len(missing)} strings of {domain} have no Korean yet, e.g.\n" + "\n".join(missing[:15])


@pytest.mark.parametrize("domain", catalogs.domains())
def test_translations_keep_their_fields(domain):
    for m in catalogs.read("ko", domain):
        if m.id and m.string:
            assert fields(m.string) == fields(m.id), f"{domain}: {m.id!r} -> {m.string!r}"
            assert m.string.count("\n") <= m.id.count("\n") + 2, m.id


@pytest.mark.parametrize("domain", catalogs.domains())
def test_compiled_catalogs_match_their_po(domain):
    import gettext
    import io

    mo = catalogs.po_path("ko", domain).with_suffix(".mo")
    assert mo.read_bytes() == catalogs.compile_mo("ko", domain), f"run: python tools/i18n.py ({mo.name} is stale)"
    loaded = gettext.GNUTranslations(io.BytesIO(mo.read_bytes()))
    for m in catalogs.read("ko", domain):
        if m.id and m.string:
            assert loaded.gettext(m.id) == m.string


def test_markers_hold_whole_sentences_not_f_strings():
    """_(), N_(), Msg() and emit() need a literal to look up: an f-string is English forever."""
    bad = []
    for path in sorted((ROOT / "game").rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not isinstance(node, ast.Call):
                continue
            name = getattr(node.func, "id", None) or getattr(node.func, "attr", None)
            at = {"_": 0, "N_": 0, "Msg": 0, "emit": 1}.get(name)
            if at is None or len(node.args) <= at:
                continue
            arg = node.args[at]
            if isinstance(arg, (ast.JoinedStr, ast.BinOp)) or (isinstance(arg, ast.Call) and
                                                                 getattr(arg.func, "attr", "") == "join"):
                bad.append(f"{path.relative_to(ROOT)}:{node.lineno}")
    assert not bad, "markers around built strings:\n" + "\n".join(bad)


def test_language_follows_the_system(monkeypatch):
    monkeypatch.setenv("LANGUAGE", "ko_KR:en")
    assert i18n.system_language() == "ko"
    monkeypatch.setenv("LANGUAGE", "de_DE")
    assert i18n.system_language() == "en"
    monkeypatch.setenv("LANGUAGE", "")
    monkeypatch.setenv("LC_ALL", "")
    monkeypatch.setenv("LC_MESSAGES", "")
    monkeypatch.setenv("LANG", "ko_KR.UTF-8")
    assert i18n.system_language() == "ko"
    with pytest.raises(ValueError, match="unknown language"):
        i18n.set_language("xx")


@pytest.mark.parametrize("word,particle,out", [
    ("민지", "이", "민지가"), ("민준", "가", "민준이"), ("민지", "은", "민지는"), ("민준", "는", "민준은"),
    ("총", "를", "총을"), ("카드", "을", "카드를"), ("학교", "으로", "학교로"), ("병원", "로", "병원으로"),
    ("서울", "으로", "서울로"), ("3", "이", "3이"), ("2", "이", "2가"), ("7", "로", "7로"), ("6", "로", "6으로"),
])
def test_korean_particles_follow_the_word(word, particle, out):
    assert josa(word, particle) == out


def test_a_message_reads_english_until_shown_in_korean(korean):
    m = Msg("{who} takes {n} wounds.", who="Ava", n=2)
    assert str(m) == "Ava takes 2 wounds."
    i18n._catalog._catalog["{who} takes {n} wounds."] = "{who:이} 부상 {n}개를 입습니다."  # a throwaway entry
    try:
        assert tr(m) == "Ava가 부상 2개를 입습니다." or HANGUL.search(tr(m))
    finally:
        del i18n._catalog._catalog["{who} takes {n} wounds."]


KOREAN_NAMES = ("민지", "준호", "서연", "도윤", "하은", "지호", "수아", "예준", "지우")


def _played_events(spec, players, seed, limit=4000):
    g = spec.new_game(spec.make_config(players, names=KOREAN_NAMES[:players]), seed)
    rnd = random.Random(seed)
    events = []
    for _ in range(limit):
        if g.is_terminal():
            break
        events += g.apply(rnd.choice(g.legal_actions()))
    return events


@pytest.mark.parametrize("game_id,players", [("winter", 2), ("winter", 5), ("mall", 3), ("mall", 6),
                                             ("showdown", 3), ("showdown", 7)])
def test_every_log_line_of_a_game_reads_in_korean(game_id, players, korean):
    """Random games: each event's line comes out in Hangul (its sentence and its parts)."""
    spec = box.get(game_id)
    english = []
    for seed in (1, 2):
        for e in _played_events(spec, players, seed):
            shown = e.shown()
            words = re.sub(r"\{[^}]*\}", "", shown)
            if not HANGUL.search(shown) or re.search(r"[A-Za-z]{3,}", words):
                english.append(f"{e.kind}: {shown}")
    assert not english, f"{len(english)} lines not in Korean, e.g.\n" + "\n".join(sorted(set(english))[:20])
