"""The translation catalogs: gather every string to translate, keep the .po files up to date
and compile them to the .mo files the game reads (Babel; a dev and test dependency only).

    python tools/i18n.py            update game/locale/<lang>/LC_MESSAGES/*.po from the code and
                                    the card data (new strings arrive untranslated, gone ones
                                    leave), then compile every .mo
    python tools/i18n.py --missing  list what has no translation yet, per catalog
    python tools/i18n.py --domain D  only that catalog (repeatable)

Each part of the game has its own catalog (domain), so that work on one never touches
another's file:
    shell            everything outside the games' folders
    <game>-rules     a game's rules engine and AI: the log lines (Msg, emit) and reasons
    <game>-ui        the rest of a game's code: its board, words, guide, spec
    <game>-cards     a game's card data: every name, text, title, story, label and vote
                     (Winter's crossroads cards have their own, winter-crossroads)

Strings are found by their markers: _("…"), N_("…"), Msg("…") and an engine's
emit(kind, "…"). A marker around an f-string cannot be translated and the tests refuse it.
"""

from __future__ import annotations

import argparse
import contextlib
import datetime
import io
import sys
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
GAME = ROOT / "game"
LOCALE = GAME / "locale"
TARGETS = ("ko",)
GAMES = ("winter", "mall", "showdown")
LANGUAGE_NAMES = {"ko": "Korean"}
KEYWORDS = {"_": None, "N_": None, "Msg": None, "emit": (2,)}
# the keys of the card data that hold words a player reads
TEXT_KEYS = frozenset({"name", "text", "title", "story", "label", "occupation", "vote"})


def domain_of(path: Path) -> str:
    """The catalog a source file's strings belong to."""
    parts = path.relative_to(GAME).parts
    if parts[0] in GAMES and len(parts) > 1:
        return f"{parts[0]}-rules" if parts[1] in ("rules", "ai") else f"{parts[0]}-ui"
    return "shell"


def domains() -> list[str]:
    return ["shell"] + [f"{g}-{part}" for g in GAMES for part in ("rules", "ui", "cards")] + ["winter-crossroads"]


def source_strings() -> dict[str, dict[str, list[str]]]:
    """domain -> msgid -> where it is used ("path:line")."""
    from babel.messages.extract import extract

    out: dict[str, dict[str, list[str]]] = {d: {} for d in domains()}
    for path in sorted(GAME.rglob("*.py")):
        found = out[domain_of(path)]
        with path.open("rb") as f, contextlib.redirect_stderr(io.StringIO()):  # f-strings: the tests say where
            for line, msg, _comments, _context in extract("python", f, keywords=KEYWORDS):
                if isinstance(msg, str) and msg:
                    found.setdefault(msg, []).append(f"{path.relative_to(ROOT)}:{line}")
    for game in GAMES:
        out[f"{game}-cards"] = card_strings(game, lambda p: p.parent.name != "crossroads")
    out["winter-crossroads"] = card_strings("winter", lambda p: p.parent.name == "crossroads")
    return out


def card_strings(game: str, which=lambda path: True) -> dict[str, list[str]]:
    """Every text a player reads in a game's card data (the files `which` takes), with the
    file it is in."""
    found: dict[str, list[str]] = {}

    def walk(x, key, where):
        if isinstance(x, dict):
            for k, v in x.items():
                walk(v, k, where)
        elif isinstance(x, list):
            for v in x:
                walk(v, key, where)
        elif isinstance(x, str) and key in TEXT_KEYS and x.strip():
            found.setdefault(x, []).append(where)

    for path in sorted(p for p in (GAME / game / "data").rglob("*.toml") if which(p)):
        walk(tomllib.loads(path.read_text(encoding="utf-8")), None, str(path.relative_to(ROOT)))
    return found


def po_path(lang: str, domain: str) -> Path:
    return LOCALE / lang / "LC_MESSAGES" / f"{domain}.po"


def read(lang: str, domain: str):
    from babel.messages.catalog import Catalog
    from babel.messages.pofile import read_po

    path = po_path(lang, domain)
    if not path.is_file():
        return Catalog(locale=lang, domain=domain)
    with path.open("rb") as f:
        return read_po(f, locale=lang, domain=domain)


def update(lang: str, domain: str, strings: dict[str, list[str]]):
    """The domain's .po with exactly these msgids, keeping every translation already made."""
    from babel.messages.catalog import Catalog
    from babel.messages.pofile import write_po

    old = read(lang, domain)
    stamp = datetime.datetime(2026, 12, 1, tzinfo=datetime.timezone.utc)  # fixed: no churn in the files
    new = Catalog(locale=lang, domain=domain, project="Until the Thaw", version="1", fuzzy=False,
                  copyright_holder="Until the Thaw", creation_date=stamp, revision_date=stamp,
                  header_comment=f"# {LANGUAGE_NAMES.get(lang, lang)} for Until the Thaw: {domain}.")
    for msgid in sorted(strings):
        was = old.get(msgid)
        new.add(msgid, was.string if was is not None else "",
                locations=[tuple(w.rsplit(":", 1)) if ":" in w else (w, None) for w in strings[msgid][:3]])
    path = po_path(lang, domain)
    path.parent.mkdir(parents=True, exist_ok=True)
    buf = io.BytesIO()
    write_po(buf, new, width=100, omit_header=False, sort_output=True, include_lineno=False)
    path.write_bytes(buf.getvalue())
    return new


def compile_mo(lang: str, domain: str) -> bytes:
    from babel.messages.mofile import write_mo

    buf = io.BytesIO()
    write_mo(buf, read(lang, domain))
    return buf.getvalue()


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--missing", action="store_true", help="list the strings still untranslated")
    ap.add_argument("--domain", action="append", choices=domains(), help="only this catalog (repeatable)")
    args = ap.parse_args(argv)
    strings = source_strings()
    for lang in TARGETS:
        for domain in args.domain or domains():
            if args.missing:
                cat = read(lang, domain)
                todo = [m for m in strings[domain] if not (cat.get(m) and cat.get(m).string)]
                print(f"{lang}/{domain}: {len(todo)} of {len(strings[domain])} untranslated")
                continue
            update(lang, domain, strings[domain])
            po_path(lang, domain).with_suffix(".mo").write_bytes(compile_mo(lang, domain))
    if not args.missing:
        print(f"updated {len(args.domain or domains())} catalogs for {', '.join(TARGETS)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
