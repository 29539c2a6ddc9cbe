"""The rules screen of every game: numbered sections, opened at one, searched by typing,
closed with Esc (a first Esc clears the search); and the rules files' numbering."""

from __future__ import annotations

import pygame
import pytest
from human_play import click, post_key, step

from game import box
from game.resources import asset
from game.shell.rules_scene import RulesScene
from game.shell.rules_text import Reason, cite, parse


@pytest.mark.parametrize("game_id", ["winter", "mall", "showdown"])
def test_each_rules_file_has_sections_numbered_in_order(game_id):
    rules = parse(asset(box.get(game_id).rules_asset).read_text(encoding="utf-8"))
    assert rules.title == f"How to play {box.get(game_id).title}"
    assert [s.number for s in rules.sections] == [str(i + 1) for i in range(len(rules.sections))]
    assert all(s.lines for s in rules.sections), "a section without text"
    assert not any("**" in line for s in rules.sections for line in s.lines)


def test_a_reason_cites_its_section_by_number_and_title():
    rules = parse("# How to play X\n## 1. Setup\nDeal.\n## 2. Your turn\nPlay a card,\nthen draw.\n")
    assert rules.section("2").lines == ["Play a card, then draw."]  # hard-wrapped lines joined
    assert cite(Reason("You have no card.", "2"), rules) == "You have no card. — rules §2 Your turn"
    assert rules.find("DRAW") == [(1, 0)]


@pytest.mark.parametrize("game_id", ["winter", "mall", "showdown"])
def test_the_rules_open_at_a_section_and_search_as_you_type(window, game_id):
    app = window()
    spec = box.get(game_id)
    scene = RulesScene(spec, section="2")
    app.stack.reset(scene)
    step(app)
    assert scene.lines[scene.scroll][0].startswith("§2 ")
    assert not any(t.endswith("…") for t in app.ui.drawn)
    word = scene.rules.sections[-1].lines[0].split()[1]
    for ch in word:
        post_key(pygame.key.key_code(ch) if ch.isalpha() else pygame.K_a, ch)
    step(app, 2)
    assert scene.query == word and scene.matches()
    hit = scene.matches()[0]
    shown = [at for _, _, at in scene.lines[scene.scroll:scene.scroll + scene.per_page(app.ui)]]
    assert hit in shown, "the first match is on screen"
    click(app, ("section", 0))
    assert scene.lines[scene.scroll][2] == (0, -1)
    post_key(pygame.K_ESCAPE)
    step(app, 2)
    assert scene.query == "" and app.stack.top is scene
    post_key(pygame.K_ESCAPE)
    step(app, 2)
    assert app.stack.top is not scene
