"""Actions per game (issue 13): each game of the box names its actions in its own
ActionSet, so two games may both have a `vote`; a set reads only its own strings."""

from typing import Optional

import pytest

from game.core.actions import Action, ActionError, ActionSet
from game.winter.rules.actions import ACTIONS, Vote
from game.winter.rules.engine import WinterGame


def two_games():
    mall, showdown = ActionSet("mall"), ActionSet("showdown")

    @mall.action("vote")
    class MallVote(Action):
        colour: str  # a secret vote for a colour

    @showdown.action("vote")
    class ShowdownVote(Action):
        seat: int
        extra: Optional[int]

    @showdown.action("duel")
    class Duel(Action):
        target: int

    return mall, showdown, MallVote, ShowdownVote, Duel


def test_two_sets_each_register_vote_and_parse_their_own():
    mall, showdown, MallVote, ShowdownVote, _ = two_games()
    assert mall.parse("vote red") == MallVote("red")
    assert showdown.parse("vote 2 -") == ShowdownVote(2, None)
    assert str(MallVote("red")) == "vote red" and str(ShowdownVote(1, 3)) == "vote 1 3"
    assert ACTIONS.parse("vote yes") == Vote(True)  # Winter's own vote is untouched
    with pytest.raises(ActionError, match="takes 2 values"):
        showdown.parse("vote red")


def test_a_name_is_unique_within_one_set_only():
    mall = ActionSet("mall")

    @mall.action("move")
    class Move(Action):
        character: str

    with pytest.raises(ValueError, match="mall action name 'move' registered twice"):
        @mall.action("move")
        class MoveAgain(Action):
            to: str


def test_winter_rejects_another_games_action_by_name():
    *_, Duel = two_games()
    with pytest.raises(ActionError, match="'duel' is not a winter action"):
        ACTIONS.parse(str(Duel(2)))


def test_the_winter_game_reads_its_history_with_its_own_set():
    assert WinterGame.ACTIONS is ACTIONS and ACTIONS.game == WinterGame.GAME
