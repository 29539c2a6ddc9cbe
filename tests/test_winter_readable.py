"""Winter's pieces read at a glance: survivor tokens big enough to find (32 px and more at
1280×720), ringed in their owner's colour, named under the mouse and never on top of one
another however full a place is; a picture of its own on every kind of weapon."""

from __future__ import annotations

from itertools import combinations

import pygame
import pytest
from board_kit import LOOK_IDS, LOOKS, no_cut_text
from human_play import step
from winter_kit import card_of, lineup

from game.render import icons
from game.render import ui as U
from game.resources import asset
from game.shell.match import Match, SeatSetup
from game.winter.rules import Config
from game.winter.rules.content import LOCATIONS, default_content
from game.winter.rules.state import COLONY
from game.winter.scenes.board import BoardScene

CONTENT = default_content()
MIN_TOKEN = 32  # px across at 1280×720


def board_at(app, players=5, seed=4):
    """A board at seat 0's first turn (seat 0 human, the rest computers)."""
    seats = [SeatSetup(f"P{i}", i == 0, "random") for i in range(players)]
    m = Match(Config(players=players), seed, seats)
    while m.game.s.phase == "setup" or m.game.current_player() != 0:
        m.apply(m.game.legal_actions()[0])
    board = BoardScene(m)
    app.stack.reset(board)
    return board


def crowd(board, place, helpless=0):
    """Every survivor of the box shared among the seats and standing at `place`, as many
    as it holds, with `helpless` helpless survivors in the colony."""
    g = board.match.game  # the engine: the position is arranged in it, then the board is told
    ids = sorted(CONTENT.survivors)
    room = CONTENT.locations[place].survivor_spaces - (helpless if place == COLONY else 0)
    n = len(g.s.players)
    lineup(g, {seat: ids[seat::n] for seat in range(n)})
    here = [sid for sid in ids if sid in g.s.survivors][:room]
    for sid, s in g.s.survivors.items():
        s.location = place if sid in here else (LOCATIONS[0] if place == COLONY else COLONY)
    g.s.helpless = helpless
    board.match.edited()
    board.frozen_changed()
    return here


def token_rects(board, sids) -> dict:
    rects = {k[1]: r for r, k in board.painter.regions if k[0] == "survivor" and k[1] in sids}
    assert set(rects) == set(sids), "a survivor standing there has no token on screen"
    return rects


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("place", (COLONY,) + LOCATIONS)
def test_a_full_place_shows_every_token_whole_and_apart(window, size, place):
    """The most survivors a place can hold (the colony: 30 occupants, helpless ones too):
    each token at least 32 px at 1280×720 (scaled with the window), no two touching."""
    app = window(size)
    board = board_at(app)
    helpless = 4 if place == COLONY else 0
    here = crowd(board, place, helpless)
    assert len(here) + helpless == CONTENT.locations[place].survivor_spaces
    step(app, 2)
    rects = list(token_rects(board, here).values())
    rects += [r for r, k in board.painter.regions if k[0] == "tip" and "helpless survivor:" in k[1]]
    assert len(rects) == len(here) + helpless
    least = MIN_TOKEN * app.ui.scale
    for r in rects:
        assert min(r.w, r.h) >= least - 1, f"a token {r.size} under {least:.0f} px"
    for a, b in combinations(rects, 2):
        assert not a.colliderect(b), f"tokens overlap: {a} {b}"


def test_a_token_is_ringed_in_its_owners_colour(window):
    app = window((1280, 720))
    board = board_at(app)
    step(app, 2)
    for sid, r in token_rects(board, set(board.game.s.survivors)).items():
        colour = U.SEATS[board.game.s.survivors[sid].seat % len(U.SEATS)]
        ring = [app.screen.get_at((r.centerx + dx, r.centery)) for dx in (r.w // 2 - 2, -(r.w // 2 - 2))]
        ring += [app.screen.get_at((r.centerx, r.top + 2))]
        assert all(abs(p.r - colour[0]) + abs(p.g - colour[1]) + abs(p.b - colour[2]) < 30 for p in ring), \
            f"{sid}'s ring is not seat {board.game.s.survivors[sid].seat}'s colour"


def test_the_mouse_over_a_token_names_the_survivor_and_owner(window):
    """Through the App loop: a mouse move onto a token shows whose survivor it is."""
    app = window((1280, 720))
    board = board_at(app)
    step(app, 2)
    g = board.game
    sid, r = next(iter(token_rects(board, set(g.s.survivors)).items()))
    app.ui.drawn = []
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=r.center, rel=(0, 0), buttons=(0, 0, 0)))
    step(app)
    name = CONTENT.survivors[sid].name
    owner = g.s.players[g.s.survivors[sid].seat].name
    shown = " ".join(app.ui.drawn)
    assert name in shown and owner in shown


# --- a picture per kind of weapon -------------------------------------------------------


def test_every_kind_of_weapon_has_a_picture_of_its_own():
    weapons = {k.kind: k.icon for k in CONTENT.item_kinds.values() if k.type == "weapon"}
    assert len(weapons) >= 10
    assert len(set(weapons.values())) == len(weapons), f"weapons share a picture: {weapons}"
    assert "weapon" not in weapons.values()  # not the generic pistol


def test_every_items_picture_exists_and_draws():
    for k in CONTENT.item_kinds.values():
        assert (asset("icons") / f"{k.icon}.svg").is_file(), f"{k.kind}: no assets/icons/{k.icon}.svg"
        assert k.icon in icons.ICON_NAMES
        assert icons.icon(k.icon, 24, (50, 50, 60)).get_bounding_rect().w > 6


def test_a_card_in_the_hand_shows_its_own_picture(window):
    """The axe and the wrecking bar in a hand do not look the same (the pistol for both before)."""
    app = window((1280, 720))
    board = board_at(app)
    g = board.game
    hand = g.s.players[0].hand
    hand[:] = [card_of(g, "fire-axe"), card_of(g, "crowbar")]
    board.frozen_changed()
    step(app, 2)
    cards = [r for r, k in board.painter.regions if k[0] == "card"]
    assert len(cards) == 2
    pictures = [pygame.image.tobytes(app.screen.subsurface(r.x, r.y + r.h // 6, r.w, r.h // 3), "RGB")
                for r in sorted(cards, key=lambda r: r.x)]
    assert pictures[0] != pictures[1]


# --- words and text that reads whole ----------------------------------------------------


def test_treacherous_going_says_what_the_roll_is_for():
    from winter_kit import game, script

    from game.winter.rules.actions import Move

    for roll, end in ((4, "rolls 4, unharmed."), (1, "rolls 1 and is hurt.")):
        g = game()
        g.s.lasting = [("move-risk", 0)]
        sid = g.s.players[0].survivors[0]
        script(g, roll, "blank")
        events = g.apply(Move(sid, LOCATIONS[0]))
        line = next(e.shown() for e in events if e.kind == "roll")
        assert "each move rolls a die; a 1 wounds" in line and line.endswith(end), line


def colony_phase_at_the_end(seed: int, scale: float):
    from game.shell.screenshot import staged

    ctx = staged(seed, "crisis", (1280, 720), "winter", "en", scale)
    app = ctx.__enter__()
    top = app.stack.top
    top.reveal(len(top.events))
    step(app, 2)
    return ctx, app, top


@pytest.mark.parametrize("seed", [1, 2])
def test_by_continue_the_colony_phase_still_shows_its_food_morale_and_crisis_lines(seed):
    ctx, app, top = colony_phase_at_the_end(seed, 1.2)
    try:
        assert top.shown == len(top.events)
        kept = [e for e in top.events if e.kind in ("food-paid", "starving", "morale", "crisis-failed",
                                                    "crisis-prevented")]
        assert kept
        drawn = app.ui.drawn
        for e in kept:
            first = e.shown().split()[:3]
            assert any(t.split()[:3] == first for t in drawn), f"{e.shown()!r} scrolled out of sight"
    finally:
        ctx.__exit__(None, None, None)


def test_a_draft_shows_the_drafting_players_own_secret_objective_and_nobody_elses():
    """Hot-seat through the App loop: each person's draft, after their curtain, shows their
    own secret objective (they choose survivors for it), never the other person's."""
    from human_play import FRAME, HumanHarness

    from game.winter.scenes.dialogs import DraftDialog

    h = HumanHarness.start(["human", "human", "normal"], 7)
    app, g, seen = h.app, h.match.game, {}
    for _ in range(3000):
        top = app.stack.top
        if isinstance(top, DraftDialog) and h.match.shown == top.d.seat and top.d.seat not in seen:
            app.step(FRAME)
            app.ui.drawn = []
            top.draw(app.ui)  # the dialog's own words (the board's panels lie under it)
            seen[top.d.seat] = " ".join(app.ui.drawn)
        if g.s.phase != "setup":
            break
        h.act(top)
        app.step(FRAME)
    assert set(seen) == {0, 1}
    for seat, drawn in seen.items():
        mine = CONTENT.objectives[g.s.players[seat].objective].title
        theirs = CONTENT.objectives[g.s.players[1 - seat].objective].title
        assert mine in drawn and (theirs == mine or theirs not in drawn)


SCREENS = ("board", "crisis", "crossroads", "search", "vote", "draft", "zoom")


@pytest.mark.parametrize("screen", SCREENS)
@pytest.mark.parametrize("look", LOOKS, ids=LOOK_IDS)
def test_every_winter_screen_reads_whole(look, screen):
    """The board and each of its dialogs (the colony phase played to its end, a crossroads, a
    search, the exile vote, the draft, a card and a survivor zoomed) at both window sizes, the
    smallest and largest UI scale, in English and Korean: no text cut short or run past its box."""
    from game.core.i18n import set_language
    from game.shell.screenshot import staged
    from game.winter.scenes.dialogs import ColonyPhaseScene, ZoomScene

    size, scale, language = look
    try:
        with staged(2, "board" if screen == "zoom" else screen, size, "winter", language, scale) as app:
            top = app.stack.top
            if isinstance(top, ColonyPhaseScene):
                top.reveal(len(top.events))
            step(app, 2)
            no_cut_text(app, screen, overflow=True)
            if screen == "zoom":
                board = app.stack.top
                g = board.game
                for hit in [("card", cid) for cid in sorted(g.c.items)[::7]] + [("survivor", sid) for sid in g.s.survivors]:
                    app.stack.push(ZoomScene(board, hit))
                    step(app)
                    no_cut_text(app, f"zoom {hit}", overflow=True)
                    app.stack.pop()
    finally:
        set_language("en")


@pytest.mark.parametrize("look", LOOKS, ids=LOOK_IDS)
def test_the_hand_moves_below_a_two_row_action_bar_and_its_card_names_read_whole(window, look):
    """A survivor picked offers its actions in two rows of buttons: the hand's title and
    cards move below them, never under a button; "Red-Handled Axe" reads whole at 120 %."""
    from board_kit import TextPlaces, set_look
    from human_play import post_click

    from game.core.i18n import set_language
    from game.winter.scenes import board_panels as P

    size, scale, language = look
    app = window(size)
    try:
        set_look(app, scale, language)
        board = board_at(app)
        g = board.game
        g.s.players[0].hand[:] = [card_of(g, k) for k in ("fire-axe", "crowbar", "compound-bow", "machete",
                                                           "pump-shotgun", "carving-knife")]
        g.s.players[0].unused = [6, 5, 4]
        g._legal = None
        board.frozen_changed()
        step(app, 2)
        rows = 1
        for sid in g.s.players[0].survivors:
            post_click(token_rects(board, {sid})[sid].center)
            step(app, 2)
            rows = P.bar_layout(board.painter, app.ui)[1]
            if rows > 1:
                break
        assert rows > 1, "no survivor's actions took two rows"
        with TextPlaces(app.ui) as places:
            app.ui.drawn = []
            board.painter.layer = None  # every piece drawn again, its text placed
            app.stack.draw(app.ui)
        buttons = [r for r, k in board.painter.regions if k[0] in ("choice", "why", "button") and r.y < app.ui.p(0, 470)[1] + 200]
        hand = app.ui.r(*P.HAND_RECT)
        head = next((r for t, r in places.placed if "·" in t and hand.contains(r)), None)  # "Your hand · name · n"
        assert head is not None
        assert not any(head.colliderect(b) for b in buttons), "the hand's title lies under the action bar"
        cards = [r for r, k in board.painter.regions if k[0] == "card"]
        assert cards and not any(c.colliderect(b) for c in cards for b in buttons)
        no_cut_text(app, "the hand under a two-row bar", overflow=True)
    finally:
        set_language("en")
