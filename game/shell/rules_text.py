"""A game's rules in our own words (assets/rules/<id>.md; in Korean assets/rules/ko/<id>.md
where there is one, numbered the same), read into numbered sections so the window can open
the rules at one and a "why?" can cite it ("rules §3").

    # How to play Showdown          the title
    ## 3. Your turn                 section "3"
    text lines...

Pure Python: the rules screen draws it, tests check every citation against it."""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path

from game.core.i18n import Msg, _, language, tr

HEADING = re.compile(r"^##\s+(\d+)\.\s+(.*)$")


@dataclass(frozen=True)
class Reason:
    """Why an action cannot be taken: one sentence and the rules section it rests on."""

    text: str | Msg  # English (N_-marked where written, or a Msg): shown in the player's language
    section: str  # a section number of the game's rules file


@dataclass
class Section:
    number: str
    title: str
    lines: list[str] = field(default_factory=list)

    @property
    def heading(self) -> str:
        return _("§{number} {title}", number=self.number, title=self.title)


@dataclass
class RulesText:
    title: str
    sections: list[Section]

    def section(self, number: str) -> Section | None:
        return next((s for s in self.sections if s.number == number), None)

    def find(self, words: str) -> list[tuple[int, int]]:
        """(section index, line index; -1 for the heading) of each line holding `words`
        (case-insensitive), in reading order."""
        w = words.strip().lower()
        if not w:
            return []
        hits = []
        for i, s in enumerate(self.sections):
            if w in s.heading.lower():
                hits.append((i, -1))
            hits += [(i, j) for j, line in enumerate(s.lines) if w in line.lower()]
        return hits


ITEM = re.compile(r"^(- |\d+\. )")


def parse(text: str) -> RulesText:
    """Sections of paragraphs: the file's hard-wrapped lines are joined (a list item or a
    blank line starts a new paragraph), markdown's ** dropped, "- " drawn as a bullet."""
    title, sections = "", []
    fresh = True  # the next text line starts a paragraph
    for line in text.splitlines():
        m = HEADING.match(line)
        if m:
            sections.append(Section(m.group(1), m.group(2).strip()))
            fresh = True
            continue
        if line.startswith("# ") and not title:
            title = line[2:].strip()
            continue
        words = line.strip().replace("**", "")
        if not words:
            if sections and sections[-1].lines and sections[-1].lines[-1]:
                sections[-1].lines.append("")
            fresh = True
            continue
        if not sections:  # text before the first section: an untitled opening
            sections.append(Section("0", _("About")))
        if ITEM.match(words):
            words = "• " + words[2:] if words.startswith("- ") else words
            fresh = True
        if fresh or not sections[-1].lines or not sections[-1].lines[-1]:
            sections[-1].lines.append(words)
        else:
            sections[-1].lines[-1] += " " + words
        fresh = False
    for s in sections:
        while s.lines and not s.lines[-1]:
            s.lines.pop()
    return RulesText(title, sections)


def cite(reason: Reason, rules: RulesText) -> str:
    """The reason's sentence with its section named: "… — rules §3 Your turn" (in the
    language shown; `rules` should be the text in it, see load)."""
    s = rules.section(reason.section)
    return _("{why} — rules {section}", why=reason.text, section=s.heading) if s else tr(reason.text)


def rules_file(rules_asset: str, lang: str | None = None) -> Path:
    """The rules file in `lang` (default: the language shown): assets/rules/<lang>/<id>.md
    when there is one, else the English assets/rules/<id>.md."""
    from game.resources import asset

    base = asset(rules_asset)
    lang = language() if lang is None else lang
    if lang != "en":
        local = base.parent / lang / base.name
        if local.is_file():
            return local
    return base


def load(spec, lang: str | None = None) -> RulesText:
    """A game's rules in `lang` (default: the language shown), falling back to English; a
    missing file gives a one-section text that says so."""
    try:
        return parse(rules_file(spec.rules_asset, lang).read_text(encoding="utf-8"))
    except OSError:
        return RulesText(_("How to play {game}", game=spec.title),
                         [Section("1", _("Missing"), [_("The rules text is missing from this installation.")])])
