"""Showdown's dice (game/showdown/scenes/dice.py): every die draws inside the rectangle
it returns, with its number's ink; a roll is decided by its seed and ends on its value."""

import pygame
import pytest

from game.showdown.scenes.dice import Roll, colours, draw_die, faces

BG = (1, 2, 3)
DICE = [("gun", 4), ("gun", 6), ("gun", 8), ("gun", 10), ("gun", 12), ("black", 6), ("red", 4)]
SIZES = [24, 28, 40, 48, 64, 96]


@pytest.fixture(scope="module", autouse=True)
def fonts():
    """A window closed by an earlier test took pygame's fonts with it: start afresh."""
    from game.render import ui

    pygame.font.init()
    ui.reset_caches()
    yield


def changed(surface: pygame.Surface, rect: pygame.Rect):
    """(pixels changed inside rect, pixels changed outside it)."""
    moved = pygame.mask.from_threshold(surface, BG, (1, 1, 1, 255))
    moved.invert()
    box = pygame.mask.Mask(rect.size, fill=True)
    inside = moved.overlap_area(box, rect.topleft) if rect.w and rect.h else 0
    return inside, moved.count() - inside


def near(c, ink, tol=24):
    return all(abs(a - b) <= tol for a, b in zip(c[:3], ink))


def ink_pixels(surface: pygame.Surface, rect: pygame.Rect, ink) -> int:
    return sum(near(surface.get_at((x, y)), ink) for y in range(rect.top, rect.bottom)
               for x in range(rect.left, rect.right))


@pytest.mark.parametrize("kind,sides", DICE)
@pytest.mark.parametrize("size", SIZES)
def test_every_die_draws_inside_its_rect_with_its_number(kind, sides, size):
    surface = pygame.Surface((size * 2, size * 2))
    surface.fill(BG)
    value = max(faces(sides, kind))
    rect = draw_die(surface, (size, size), size, sides, value, kind=kind)
    inside, outside = changed(surface, rect)
    assert outside == 0
    assert inside > size * size * 0.3
    # at angle 0 the die keeps to its box (a pixel of rounding either side)
    assert rect.w <= size + 3 and rect.h <= size + 3
    assert rect.collidepoint(size, size)
    # the number's ink, in the middle of the die (where no outline or bevel is)
    _, ink = colours(sides, kind)
    middle = rect.inflate(-rect.w // 2, -rect.h // 2)
    assert ink_pixels(surface, middle, ink) >= max(12, size * size // 60)


@pytest.mark.parametrize("kind,sides", DICE)
def test_a_hidden_turned_or_faded_die_still_draws_inside_its_rect(kind, sides):
    for value, angle, alpha in ((None, 0.0, 255), (min(faces(sides, kind)), 37.0, 255), (None, 200.0, 120)):
        surface = pygame.Surface((140, 140))
        surface.fill(BG)
        rect = draw_die(surface, (70.4, 69.6), 64, sides, value, kind=kind, angle=angle, alpha=alpha)
        inside, outside = changed(surface, rect)
        assert outside == 0 and inside > 500
        if alpha == 255:
            middle = rect.inflate(-rect.w // 2, -rect.h // 2)
            assert ink_pixels(surface, middle, colours(sides, kind)[1]) > 40


def test_a_die_at_the_edge_is_clipped_to_the_surface():
    surface = pygame.Surface((40, 40))
    surface.fill(BG)
    rect = draw_die(surface, (0, 0), 48, 6, 3)
    assert surface.get_rect().contains(rect) and rect.w > 0
    assert changed(surface, rect)[1] == 0


def test_a_fully_transparent_die_draws_nothing():
    surface = pygame.Surface((60, 60))
    surface.fill(BG)
    rect = draw_die(surface, (30, 30), 48, 8, 2, alpha=0)
    assert rect.w == rect.h == 0 and changed(surface, surface.get_rect()) == (0, 0)


def test_wrong_dice_are_refused():
    with pytest.raises(ValueError):
        draw_die(pygame.Surface((10, 10)), (5, 5), 8, 20, 1)
    with pytest.raises(ValueError):
        draw_die(pygame.Surface((10, 10)), (5, 5), 8, 6, 1, kind="red")
    with pytest.raises(ValueError):
        faces(4, "black")
    with pytest.raises(ValueError):
        faces(6, "pink")
    with pytest.raises(ValueError):
        Roll(4, 4, seed=1, kind="red")
    assert list(faces(4, "red")) == [0, 1, 2, 3] and list(faces(6, "black")) == [1, 2, 3, 4, 5, 6]


ROLLS = [(kind, sides, value, seed) for kind, sides in DICE for value in faces(sides, kind)
         for seed in (0, 1, "table-7")]
TIMES = [i / 100 for i in range(0, 81)]


@pytest.mark.parametrize("kind,sides,value,seed", ROLLS)
def test_a_roll_is_its_seeds_and_ends_on_its_value(kind, sides, value, seed):
    a = Roll(sides, value, seed, 0.8, kind=kind)
    b = Roll(sides, value, seed, 0.8, kind=kind)
    frames = [a.at(t) for t in TIMES]
    assert frames == [b.at(t) for t in TIMES]
    allowed = set(faces(sides, kind))
    assert all(f.face in allowed for f in frames)
    assert len({f.face for f in frames}) >= 3  # varied faces while rolling
    assert any(abs(f.angle) > 30 for f in frames[:20])  # it tumbles
    for t in (0.8, 0.81, 5.0):
        assert a.done(t)
        face, angle, (dx, dy) = a.at(t)
        assert (face, angle, dx, dy) == (value, 0.0, 0.0, 0.0)
    assert not a.done(0.0) and not a.done(0.79)


def test_faces_change_ever_more_slowly():
    roll = Roll(12, 7, seed=3, duration=0.8)
    times = [t for t, _ in roll.changes]
    gaps = [b - a for a, b in zip(times, times[1:-1])]
    assert len(gaps) >= 4 and all(b > a for a, b in zip(gaps, gaps[1:]))
    faces_shown = [f for _, f in roll.changes]
    assert all(a != b for a, b in zip(faces_shown, faces_shown[1:]))


def test_different_seeds_roll_differently_and_the_global_rng_is_untouched():
    import random

    random.seed(99)
    before = random.random()
    random.seed(99)
    rolls = [tuple(Roll(10, 4, seed, 0.8).at(t) for t in TIMES) for seed in range(6)]
    assert len(set(rolls)) == 6
    assert random.random() == before


def test_a_roll_settles():
    roll = Roll(8, 5, seed=11, duration=0.8, bounce=10)
    angles = [abs(roll.at(t).angle) for t in TIMES]
    assert all(b <= a + 1e-9 for a, b in zip(angles, angles[1:]))  # the tumble only slows down
    assert all(abs(dx) <= 10 and -10 <= dy <= 0 for _, _, (dx, dy) in (roll.at(t) for t in TIMES))
    assert roll.at(0.7).face == 5  # it lands on the value a little before the end
