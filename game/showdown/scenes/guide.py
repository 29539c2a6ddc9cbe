"""Showdown's guided first game: a fixed table of four (you and three Normal players) and
the steps that walk through the street, a robbery, a holdup and a duel."""

from __future__ import annotations

from game.core.i18n import _
from game.shell.guide import Step
from game.shell.match import SeatSetup, default_names
from game.showdown.rules.actions import Duel, Rob
from game.showdown.scenes.side_panel import HAND

SEED = 2026
YOU = 0


def setup(spec):
    names = tuple(default_names()[:4])  # you are the first, named in the player's language
    seats = [SeatSetup(n, i == YOU, "normal") for i, n in enumerate(names)]
    return spec.make_config(len(names), names), SEED, seats


def _star(board):
    return board.table.tokens.get(YOU) if board.table else None


def _row(board):
    if board.table is None:
        return None
    t = board.table
    return t.card_rect(YOU).union(t.safe_rect(YOU, 3))


def _hand(board):
    return board.cards.get(HAND)


def _holdup(board):
    if board.table is None:
        return None
    t = board.table
    return t.slot("holdup", None, 1).union(t.slot("holdup", None, len(t.board.slots["holdup"])))


def steps() -> list[Step]:
    return [
        Step(_("Welcome to Showdown! The three porches (the Saloon, the Bank and the Hotel) are three factions. "
             "Your star is lit: the players on your porch are your partners, until the showdown."), _star),
        Step(_("This row is yours. You see inside your safes; the others only see their backs. Gold counts at "
             "the end, a badge is worth 1 and an extra turn, a showdown gun fights in the final shootout."), _row),
        Step(_("Before the first round everyone passes one of their two safes, face down, to the player on the "
             "left. Click the safe you want to give away."), _row, kind="slip"),
        Step(_("Your hand: every town card is a gun with its die, from d4 to d12; some also have a special. "
             "Whoever plays a card draws back up at the end of the turn."), _hand),
        Step(_("Your turn: rob a safe! Click a card with a big die, then 'Rob a safe', then a lit safe in another "
             "player's row. The defender answers with a card, and both dice roll."), _hand, kind="play",
             allow=lambda a: isinstance(a, Rob)),
        Step(_("Others may lend a Spare Holster's die to either fighter. The higher roll wins; ties roll again. A "
             "safe won is looked at and shuffled into the winner's row."), None),
        Step(_("A holdup ends the round: the top safe in the middle is turned up. Pick in secret the card you "
             "fire; all are shown together and the highest roll takes it."), _holdup, kind="draw"),
        Step(_("Now a duel: click a card, then 'Duel a player', then another player's star. Beat someone on "
             "another porch and you swap seats, and factions!"), _hand, kind="play",
             allow=lambda a: isinstance(a, Duel)),
        Step(_("That is the heart of it. After the last round the badges give extra turns, every safe is opened "
             "and the richest faction goes to the showdown. F1 opens the rules; Esc pauses. Good luck!"), None),
    ]
