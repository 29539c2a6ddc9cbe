"""Winter's guided first game and its "why not?": the guide walks its fixed table through
the real App loop (the draft, a move, a search or an attack, the end of the turn and a
colony phase, with the choices narrowed to what each step teaches) and can be skipped;
every greyed or refused action says why in one sentence citing a section of
assets/rules/winter.md, and F1 opens the rules there."""

from __future__ import annotations

import random

import pygame
import pytest
from human_play import click, post_click, post_key, redraw, step

from game import box
from game.shell.menus import NewGameScene
from game.winter.rules import actions as A
from game.winter.scenes.picker import KIND_NAMES

WINTER = box.get("winter")


def play_guide(app, board, rnd, frames=20_000):
    """Click through as a newcomer: Next when the step shows it, else one of the choices
    the screen offers (the board's, or the open dialog's). Returns what was taught: the
    decision kind each waiting step saw and the kinds of action the player was offered."""
    taught = []
    for _ in range(frames):
        guide = board.guide
        if guide.over:
            return taught
        top = app.stack.top
        controls = [(r, k) for r, k in top.controls() if k != "guide-skip"]
        if any(k == "guide-next" for _, k in controls):
            click(app, "guide-next")
            continue
        d = board.decision_now()
        name = type(top).__name__
        if guide.waits_for(d) and board.guide_deciding() and (d.kind != "turn" or board.human_turn()):
            if top is board:
                offered = (d.kind, frozenset(type(a) for a in board.picker_now().legal))
            else:
                offered = (d.kind, frozenset({name}))
            if not taught or taught[-1][0] != guide.at:
                taught.append((guide.at, *offered))
        if top is board:
            if board.human_turn() and controls:
                redraw(app)
                cut = [t for t in app.ui.drawn if t.endswith("…")]
                assert not cut, f"text cut short on the guided board: {cut}"
                post_click(rnd.choice(controls)[0].center)
        elif name == "ColonyPhaseScene":
            if rnd.random() < 0.05 and controls:
                post_click(controls[0][0].center)
        elif controls and rnd.random() < 0.3:
            post_click(rnd.choice(controls)[0].center)
        step(app)
    raise AssertionError(f"the guide stopped at step {board.guide.at + 1}: {board.guide.step.text[:60]}")


def test_winters_guide_is_offered_and_walks_a_round(window):
    app = window()
    app.settings.animation_speed = "instant"
    app.stack.reset(NewGameScene(WINTER))
    step(app)
    assert "New to Winter? Try the guided first game." in app.ui.drawn
    click(app, ("guide",))
    board = app.stack.top
    assert type(board).__name__ == "BoardScene" and board.guide is not None
    assert "winter" in app.settings.guided
    m = board.match
    assert [s.name for s in m.seats] == ["Ava", "Bruno", "Chen", "Dagny"] and m.seats[0].human
    assert not any(s.human for s in m.seats[1:]) and {s.level for s in m.seats[1:]} == {"normal"}
    assert m.game.s.config.main == "cold-specimens" and not m.game.s.config.cooperative
    taught = play_guide(app, board, random.Random(1))
    kinds = [k for _, k, _ in taught]
    assert kinds[0] == "draft", kinds
    turn = [offered for _, k, offered in taught if k == "turn"]
    assert turn[0] == {A.Move}, "the first turn step teaches a move, and only a move"
    assert turn[1] <= {A.Search, A.Attack} and turn[1], "then a die spent on a search or an attack"
    assert turn[-1] == {A.EndTurn}, "then the end of the turn"
    assert kinds[-1] == "colony", "and a colony phase, last"
    assert board.guide.over
    step(app, 5)
    if board.human_turn():
        legal = [a for a in board.game.legal_actions() if type(a) in KIND_NAMES]
        assert board.picker_now().legal == legal, "after the guide every choice is back"


@pytest.mark.parametrize("at", [0, 2, 7])
def test_winters_guide_can_be_skipped_at_any_step(window, at):
    app = window()
    app.start_guide(WINTER)
    board = app.stack.top
    rnd = random.Random(at)
    for _ in range(5000):
        if board.guide.at >= at:
            break
        top = app.stack.top
        keys = [k for _, k in top.controls()]
        if "guide-next" in keys:
            click(app, "guide-next")
            continue
        controls = [(r, k) for r, k in top.controls() if k != "guide-skip"]
        if controls and (top is not board or board.human_turn()):
            post_click(rnd.choice(controls)[0].center)
        step(app)
    step(app, 2)
    click(app, "guide-skip")
    assert board.guide.over
    step(app, 2)
    assert not [k for _, k in app.stack.top.controls() if str(k).startswith("guide")]
    if board.human_turn():
        legal = [a for a in board.game.legal_actions() if type(a) is not A.Draft]
        assert len(board.picker_now().legal) == len(legal), "skipping gives every choice back at once"


# --- "why not?" -------------------------------------------------------------------------------
def test_every_why_cites_a_section_of_winters_rules_and_reads_whole():
    """Random seeded games: at every turn, every kind of action the seat's survivors, cards
    and colony actions have that is not legal now, and clicks on everything on the board,
    each explained in one sentence whose section exists in assets/rules/winter.md."""
    from game.core.pending import Decision
    from game.resources import asset
    from game.shell.rules_text import parse
    from game.winter.rules.content import LOCATIONS
    from game.winter.rules.state import COLONY
    from game.winter.scenes.picker import Picker, subject_of
    from game.winter.scenes.why import SECTIONS, kinds_of, why_click, why_kind

    rules = parse(asset(WINTER.rules_asset).read_text(encoding="utf-8"))
    assert all(rules.section(s) for s in SECTIONS)
    cited, asked = set(), 0

    def check(r, what):
        assert r is not None and rules.section(r.section), (what, r)
        assert r.text.endswith(".") and r.text.count(". ") == 0 and "…" not in r.text, r.text
        cited.add(r.section)

    for seed in range(5):
        cfg = WINTER.make_config(3 + seed % 3)
        g = WINTER.new_game(cfg, seed)
        rnd = random.Random(seed)
        turns = 0
        while not g.is_terminal() and turns < 60:
            s = g.s
            if s.phase == "turns" and not s.pending:
                turns += 1
                seat = s.active
                v = g.view(seat)
                d = Decision("turn", seat)
                legal = g.legal_actions()
                p = v.players[seat]
                equipped = [c for x in p.survivors for c in v.survivors[x].equipped]
                for subject in list(p.survivors) + list(p.hand) + equipped + [None]:
                    have = {type(a) for a in legal if subject_of(a) == subject}
                    for kind in kinds_of(g, v, seat, subject):
                        if subject is None and kind in {type(a) for a in legal}:
                            continue
                        if subject is not None and kind in have:
                            continue
                        check(why_kind(g, v, seat, d, subject, kind), (subject, kind))
                        asked += 1
                    other = (seat + 1) % len(s.players)  # and the same asked by someone else
                    check(why_kind(g, g.view(other), other, d, subject, A.Move), "not your turn")
                things = [("survivor", x) for x in v.survivors] + [("card", c) for c in p.hand]
                things += [("place", pid) for pid in (COLONY,) + LOCATIONS]
                things += [("zombie", pid, e) for pid in (COLONY,) + LOCATIONS for e in range(len(v.places[pid].zombies))]
                things += [("die", n) for n in range(1, 7)]
                picker = Picker(legal)
                picks = [picker.state()]
                for a in rnd.sample(legal, min(4, len(legal))):
                    picker.reset()
                    if picker.select(subject_of(a)) and picker.choose_kind(type(a)):
                        picks.append(picker.state())
                for pk in picks:
                    for thing in things:
                        r = why_click(g, v, seat, d, pk, thing)
                        if r is not None:
                            check(r, (pk, thing))
            elif s.pending:
                d = s.pending[0]
                v = g.view(d.seat)
                check(why_click(g, v, d.seat, d, (None, None, {}, False), ("place", COLONY)), d.kind)
            g.apply(rnd.choice(g.legal_actions()))
    assert asked > 200
    assert {"3", "2"} <= cited, cited


def _guided_to_my_turn(app):
    """The guided table (skipped) at the human's first turn, nothing selected."""
    app.settings.animation_speed = "instant"
    app.start_guide(WINTER)
    board = app.stack.top
    rnd = random.Random(4)
    for _ in range(5000):
        top = app.stack.top
        if top is board and board.human_turn():
            break
        if type(top).__name__ == "DraftDialog":
            post_click(rnd.choice([c for c in top.controls() if c[1] != "guide-skip"])[0].center)
        elif top is not board:
            controls = [c for c in top.controls() if c[1] != "guide-skip"]
            if controls:
                post_click(controls[0][0].center)
        elif any(k == "guide-next" for _, k in board.controls()):
            click(app, "guide-next")
            continue
        step(app)
    assert board.human_turn()
    return board


def test_a_greyed_search_says_why_and_f1_opens_the_rules_there(window):
    from game.shell.rules_scene import RulesScene

    app = window()
    board = _guided_to_my_turn(app)
    click(app, "guide-skip")
    sid = board.game.s.players[0].survivors[0]  # in the colony: nobody searches there
    assert board.game.s.survivors[sid].location == "colony"
    pos = board.painter.point_for(("survivor", sid))
    post_click(pos)
    step(app, 2)
    greyed = [(r, k) for r, k in board.painter.regions if k == ("why", A.Search)]
    assert greyed, "Search is shown greyed for a survivor in the colony"
    assert "[S] Search" in app.ui.drawn
    assert ("why", A.Search) not in [k for _, k in board.controls()], "a greyed button is no choice"
    post_click(greyed[0][0].center)
    step(app, 2)
    assert board.reason is not None and "search" in board.reason.text.lower()
    assert board.reason.section == "3"
    assert any(t.startswith("Why not? Nobody searches the colony") for t in app.ui.drawn)
    assert board.picker.subject == sid, "the greyed click changed nothing"
    post_key(pygame.K_F1)
    step(app, 2)
    rules = app.stack.top
    assert isinstance(rules, RulesScene)
    assert rules.lines[rules.scroll][0].startswith("§3 ")
    post_key(pygame.K_ESCAPE)
    step(app, 2)
    assert app.stack.top is board


def test_the_search_key_and_a_refused_board_click_say_why(window):
    app = window()
    board = _guided_to_my_turn(app)
    click(app, "guide-skip")
    post_key(pygame.K_s, "s")  # nobody of yours can search: the reason, not silence
    step(app, 2)
    assert board.reason is not None and board.reason.section == "3"
    assert "search" in board.reason.text.lower()
    # another player's survivor answers nothing: it says whose it is
    other = next(s for s in board.view().survivors.values() if s.seat != 0)
    post_click(board.painter.point_for(("survivor", other.id)))
    step(app, 2)
    assert board.reason is not None and "your own" in board.reason.text
    assert any(t.startswith("Why not?") for t in app.ui.drawn)


def test_the_guide_narrows_and_says_so(window):
    """While the move step waits, only moves are offered; a greyed kind the rules allow
    says the guide holds it back."""
    app = window()
    board = _guided_to_my_turn(app)
    guide = board.guide
    while guide.step.kind != "turn":
        click(app, "guide-next")
    assert {type(a) for a in board.picker_now().legal} == {A.Move}
    sid = board.game.s.players[0].survivors[0]
    post_click(board.painter.point_for(("survivor", sid)))  # its one kind left (Move) is picked at once
    step(app, 2)
    assert board.picker.subject == sid and board.picker.kind is A.Move
    post_key(pygame.K_b, "b")  # a barricade, which the rules allow but the step holds back
    step(app, 2)
    assert board.reason is not None and "guide" in board.reason.text


def test_the_guides_words_match_the_screen_and_its_number_moves_with_them(window, monkeypatch):
    """Each numbered message of the guide is one step's own words (a note while a step's
    moment has not come carries no step number), and the prompt never says "choose in the
    window" while no window is up (the guide holds a question back while its pages are read)."""
    from game.shell.guide import Guide

    seen = []
    draw = Guide.draw

    def recording(self, ui, board, *a, **kw):
        draw(self, ui, board, *a, **kw)
        if self.shown is not None:
            reading = self.step is not None and self.step.kind is None  # a page with Next: no dialog opens
            seen.append((self.at, self.shown, board.app.stack.top is board and reading, board.status_line()))

    monkeypatch.setattr(Guide, "draw", recording)
    app = window()
    app.settings.animation_speed = "instant"
    app.stack.reset(NewGameScene(WINTER))
    step(app)
    click(app, ("guide",))
    board = app.stack.top
    play_guide(app, board, random.Random(1))
    words_by_head: dict[str, set] = {}
    for _at, (head, words), _top, _status in seen:
        words_by_head.setdefault(head, set()).add(words)
    for head, words in words_by_head.items():
        if "/" in head:
            assert len(words) == 1, f"{head} shows {len(words)} different messages: {words}"
    assert len([h for h in words_by_head if "/" in h]) == len(board.guide.steps)
    for at, _shown, reading, status in seen:
        assert not (reading and status == "Your decision: choose in the window."), \
            f"step {at + 1}: the prompt asks to choose in a window the guide holds back"
