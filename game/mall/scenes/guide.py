"""Mall's guided first game: a fixed table of four (you are Ava, with three Normal
players) and the steps that walk through the mall, the placing, a round's dials and
moves, and a vote."""

from __future__ import annotations

from game.core.i18n import _
from game.mall.rules.actions import Vote
from game.shell.guide import Step
from game.shell.match import SeatSetup, default_names

SEED = 2026
YOU = 0


def setup(spec):
    seats = [SeatSetup(n, i == YOU, "normal") for i, n in enumerate(default_names()[:4])]
    return spec.make_config(len(seats), tuple(x.name for x in seats)), SEED, seats


def _mall(board):
    return board.map.rect if board.map else None


def _mine(board):
    if board.map is None:
        return None
    v = board.view()
    rects = [r for cid, r in board.map.tokens.items() if v.characters[cid].seat == YOU]
    return rects[0].unionall(rects[1:]) if rects else None


def steps() -> list[Step]:
    return [
        Step(_("Welcome to the Mall! Six places are numbered like a die's faces. Each has room for a few people "
               "and holds off as many zombies as it has people; the Car Park has no walls at all."), _mall),
        Step(_("You lead a Starlet (7 points), a Bruiser (5, holds off two zombies) and a Marksman (3, an extra "
               "vote). Whoever has the most points alive at the end wins."), None),
        Step(_("Setting up: you rolled two dice. Click one of the lit places to put one of your people there."),
             None, kind="place"),
        Step(_("These are your people on the map, in your colour. A round has six steps, from the truck search "
               "to the zombies' attack; the side panel names the step."), _mine),
        Step(_("Where to? Turn your dial in secret: click the place you want one of your people to run to. "
               "All dials are shown together."), None, kind="dial", until=lambda g: g.s.round > 2),
        Step(_("Run! Click one of your lit people: they go to the place you dialled."), _mine, kind="move",
             until=lambda g: g.s.round > 2),
        Step(_("A vote: everyone with people here votes in secret for a colour (your own is allowed); the colour "
               "with the most votes loses someone."), None, kind="vote", allow=lambda a: isinstance(a, Vote),
             until=lambda g: g.s.round > 3),
        Step(_("That is the heart of it: keep your Starlet safe, make crowds elsewhere, vote the others out. "
               "F1 opens the rules; Esc pauses. Good luck!"), None),
    ]
