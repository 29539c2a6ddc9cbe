"""Winter's pieces read at a glance: survivor tokens big enough to find (32 px and more at
1280×720), ringed in their owner's colour, named under the mouse and never on top of one
another however full a place is; a picture of its own on every kind of weapon."""

from __future__ import annotations

from itertools import combinations

import pygame
import pytest
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
    g = board.game
    ids = sorted(CONTENT.survivors)
    room = CONTENT.locations[place].survivor_spaces - (helpless if place == COLONY else 0)
    n = len(g.s.players)
    lineup(g, {seat: ids[seat::n] for seat in range(n)})
    here = [sid for sid in ids if sid in g.s.survivors][:room]
    for sid, s in g.s.survivors.items():
        s.location = place if sid in here else (LOCATIONS[0] if place == COLONY else COLONY)
    g.s.helpless = helpless
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
