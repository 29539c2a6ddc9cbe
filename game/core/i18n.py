"""Languages: English (the source text) and Korean, from gettext catalogs.

    _("Settings")                      the interface string in the current language
    _("Round {n}", n=3)                ... formatted; str arguments are translated too
    N_("Ranged weapon")                marks a string for the catalogs, returns it as is
    Msg("{who} rolls {n}.", who=..)    a sentence kept whole until shown (rules events):
                                       str(msg) is English, tr(msg) the current language
    tr(x)                              a Msg, or a str looked up in the catalogs

Catalogs are game/locale/<lang>/LC_MESSAGES/<domain>.mo (made from the .po files beside
them by tools/i18n.py); every domain of a language is loaded, so a msgid is found
wherever it lives. The rules engines build Msg and never translate: only the window
does, so saves, logs and AI input stay the same in every language.

Korean particles follow the word before them (민지가, 준호는): a Korean template writes
`{who:가}` (or any of 이/가, 은/는, 을/를, 과/와, 으로/로) and the right one is chosen
for the value, letters and digits alike.
"""

from __future__ import annotations

import functools
import gettext
import locale
import os
import string
from pathlib import Path

LANGUAGES = ("en", "ko")  # English is the source text: it has no catalog
LANGUAGE_NAMES = {"en": "English", "ko": "한국어"}
LOCALE_DIR = Path(__file__).resolve().parent.parent / "locale"

_language = "en"
_catalog: gettext.NullTranslations = gettext.NullTranslations()


def N_(text: str) -> str:
    """Mark a string for the catalogs where it is defined; translate it with _() where shown."""
    return text


def system_language() -> str:
    """The system's language if the game has it, else English."""
    names = [os.environ.get(v, "") for v in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG")]
    try:
        names.append(locale.getlocale()[0] or "")
    except ValueError:
        pass
    for name in names:
        if name and name not in ("C", "POSIX"):
            code = name.split(":")[0][:2].lower()
            return code if code in LANGUAGES else "en"
    return "en"


def catalog_for(lang: str) -> gettext.NullTranslations:
    """All of a language's domains as one catalog (English: none)."""
    cat = gettext.NullTranslations()
    if lang == "en":
        return cat
    folder = LOCALE_DIR / lang / "LC_MESSAGES"
    for mo in sorted(folder.glob("*.mo")):
        with mo.open("rb") as f:
            part = gettext.GNUTranslations(f)
        part.add_fallback(cat)
        cat = part
    return cat


def set_language(lang: str) -> str:
    """Switch the language ("auto": the system's); returns the one now in use."""
    global _language, _catalog
    if lang == "auto":
        lang = system_language()
    if lang not in LANGUAGES:
        raise ValueError(f"unknown language {lang!r}; expected one of {', '.join(('auto',) + LANGUAGES)}")
    _language, _catalog = lang, catalog_for(lang)
    return lang


def language() -> str:
    return _language


# --- formatting ----------------------------------------------------------------------------------------

# each particle pair: (after a final consonant, after a vowel); either spelling names the pair
_JOSA = {"이": ("이", "가"), "가": ("이", "가"), "은": ("은", "는"), "는": ("은", "는"),
         "을": ("을", "를"), "를": ("을", "를"), "과": ("과", "와"), "와": ("과", "와"),
         "으로": ("으로", "로"), "로": ("으로", "로")}
_DIGIT_CODA = "1101001110"  # 영 일 이 삼 사 오 육 칠 팔 구: 1 where the reading ends in a consonant
_DIGIT_RIEUL = "0100000110"  # 일 칠 팔 end in ㄹ, which takes 로 like a vowel


def _coda(word: str) -> tuple[bool, bool]:
    """(ends in a final consonant, that consonant is ㄹ) for the last sayable character."""
    for ch in reversed(word):
        if "가" <= ch <= "힣":
            final = (ord(ch) - 0xAC00) % 28
            return final != 0, final == 8
        if ch.isdigit():
            d = int(ch)
            return _DIGIT_CODA[d] == "1", _DIGIT_RIEUL[d] == "1"
        if ch.isalpha():  # a Latin name: read as it sounds most often, ending in a vowel
            return ch.lower() in "lmnkptr", ch.lower() in "lr"
    return False, False


def josa(word: str, particle: str) -> str:
    """word followed by the form of particle that fits it."""
    after_consonant, after_vowel = _JOSA[particle]
    coda, rieul = _coda(word)
    if particle in ("으로", "로"):
        return word + (after_consonant if coda and not rieul else after_vowel)
    return word + (after_consonant if coda else after_vowel)


class _Formatter(string.Formatter):
    def format_field(self, value, spec):
        if spec in _JOSA:
            return josa(str(value), spec)
        return super().format_field(value, spec)


_FORMATTER = _Formatter()


def _arg(value, look) -> object:
    if isinstance(value, Msg):
        return value.render(look)
    if isinstance(value, str):
        return look(value) if value else value
    if isinstance(value, (list, tuple)):
        return ", ".join(str(_arg(v, look)) for v in value)
    return value


def _format(template: str, args: dict, look) -> str:
    text = look(template)
    if not args:
        return text
    return _FORMATTER.vformat(text, (), {k: _arg(v, look) for k, v in args.items()})


def _english(text: str) -> str:
    return text


def _lookup(text: str) -> str:
    return _catalog.gettext(text)


class Msg:
    """A sentence with named parts, kept whole so that it can be translated when shown.
    Parts may be numbers, strings (names: translated when the catalog has them), lists
    of those (joined with commas) or Msg."""

    __slots__ = ("template", "args")

    def __init__(self, template: str, /, **args):
        self.template = template
        self.args = args

    def render(self, look) -> str:
        return _format(self.template, self.args, look)

    def __str__(self) -> str:
        return self.render(_english)

    def __repr__(self) -> str:
        return f"Msg({str(self)!r})"

    def __eq__(self, other) -> bool:
        return isinstance(other, Msg) and (self.template, self.args) == (other.template, other.args)

    def __hash__(self) -> int:
        return hash(self.template)

    def to_data(self) -> dict:
        """Plain JSON data (an online table sends its log lines so, each client translates)."""
        return {"msg": self.template, "args": {k: _arg_data(v) for k, v in self.args.items()}}

    @classmethod
    def from_data(cls, data) -> Msg:
        """A Msg from to_data's data; ValueError for anything else (it came over a network)."""
        if not (isinstance(data, dict) and isinstance(data.get("msg"), str) and isinstance(data.get("args"), dict)):
            raise ValueError("not a line's data")
        return cls(data["msg"], **{str(k): _arg_from(v) for k, v in data["args"].items()})


def _arg_data(value):
    if isinstance(value, Msg):
        return value.to_data()
    if isinstance(value, (list, tuple)):
        return [_arg_data(v) for v in value]
    return value


def _arg_from(value):
    if isinstance(value, dict):
        return Msg.from_data(value)
    if isinstance(value, list):
        return [_arg_from(v) for v in value]
    if value is None or isinstance(value, (str, int, float)):
        return value
    raise ValueError("not a line's part")


def tr(text: str | Msg) -> str:
    """text in the current language."""
    if isinstance(text, Msg):
        return text.render(_lookup)
    return _lookup(text) if text else text


def _(text: str, /, **args) -> str:
    """An interface string in the current language, formatted with args if any."""
    if not args:
        return _lookup(text)
    try:
        return _formatted(text, tuple(args.items()), _language)
    except TypeError:  # a part that cannot be a key (a list): formatted each time
        return _format(text, args, _lookup)


@functools.lru_cache(maxsize=4096)
def _formatted(text: str, args: tuple, lang: str) -> str:
    """Boards format the same few hundred lines every time they redraw (lang: one cache
    entry per language)."""
    return _format(text, dict(args), _lookup)
