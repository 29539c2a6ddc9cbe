"""A computer player's public reason reaches every log: at one screen and at an online
table (as a line for everyone, a secret vote's only once the votes are shown), and each
window shows an online line in its own language."""

from __future__ import annotations

from net_kit import make_table

from game import box
from game.core.events import Event
from game.core.i18n import Msg, set_language
from game.shell import reasons
from game.shell.remote_match import RemoteMatch


class Telling:
    """Plays the first legal action and says which, as a Msg (a level's explain_msg)."""

    needs_view = True

    def __init__(self):
        self.told = []

    def act(self, view, legal):
        return legal[0]

    def explain_msg(self, view, action):
        line = Msg("{who} chose {what}.", who="AI", what=str(action))
        self.told.append(str(line))
        return line


class Spec:
    reveal_events = ("shown",)

    def sealed_action(self, action):
        return action == "secret"


def test_a_reason_is_told_at_once_and_a_secret_ones_when_the_choices_are_shown():
    spec, shown = Spec(), [Event("shown", "The votes are shown.")]
    assert reasons.tell(spec, "open", "why open", [], []) == (["why open"], [])
    assert reasons.tell(spec, "secret", "why secret", [], []) == ([], ["why secret"])
    assert reasons.tell(spec, "open", "why open", [], ["why secret"]) == (["why open"], ["why secret"])
    assert reasons.tell(spec, "open", None, shown, ["why secret"]) == (["why secret"], [])
    assert reasons.tell(spec, "secret", "mine", shown, ["theirs"]) == (["theirs", "mine"], [])


def test_a_level_without_words_or_with_broken_ones_costs_the_move_nothing():
    class Mute:
        pass

    class Broken:
        def explain_msg(self, view, action):
            raise KeyError("a bug in the words")

    class Plain:
        def explain(self, view, action):
            return f"because {action}"

    assert reasons.reason_of(Mute(), None, "a") is None
    assert reasons.reason_of(Broken(), None, "a") is None
    assert reasons.reason_of(Plain(), None, "a") == "because a"


def test_an_online_table_tells_everyone_its_computer_players_reasons_secret_votes_after_the_reveal():
    table = make_table("mall", "aaaa", "easy", seed=11)
    agents = {seat: Telling() for seat in range(4)}
    for seat, agent in agents.items():
        table._agents[seat] = ("easy", agent)
    spec = box.get("mall")
    sealed_at, revealed = [], False
    while not table.over() and table.counter() < 400:
        before = len(table.events)
        action = table.game.legal_actions()[0]
        assert table.ai_turns(budget=1) == 1
        new = table.events[before:]
        notes = [e for e in new if e.kind == "note"]
        assert all(e.private is None for e in notes)  # a line for every seat
        reveals = any(e.kind in spec.reveal_events for e in new)
        if spec.sealed_action(action):
            sealed_at.append(len(table.events))
            if not reveals:
                assert not notes, "a secret vote's reason came before the votes were shown"
        if reveals and sealed_at:
            revealed = True
            assert len(notes) >= 2  # the held lines come out with the reveal
        elif not spec.sealed_action(action):
            assert [e.text for e in notes] == [f"AI chose {action}."]
    told = [e for e in table.events if e.kind == "note"]
    assert sealed_at and revealed
    assert len(told) >= table.counter() - 8  # every move but secret ones still unrevealed at the cut
    update = table.update_for(0)
    sent = [e for e in update["events"] if e["kind"] == "note"]
    assert sent and all("msg" in e for e in sent)  # whole, for the reader's language


def test_an_online_line_is_shown_in_the_windows_language():
    template = next(iter(korean_templates()))
    line = Msg(template, **{k: "Ann" for k in fields(template)})
    sent = Event.of("note", line, {"seat": None}).to_dict()
    [got] = RemoteMatch._events([sent])
    try:
        set_language("ko")
        assert got.shown() != str(line) and got.shown() == Event.of("note", line, {}).shown()
    finally:
        set_language("en")
    [bare] = RemoteMatch._events([{**sent, "msg": {"msg": 3}}])  # a line that does not read: its English stands
    assert bare.shown() == str(line)


def korean_templates():
    from game.core.i18n import catalog_for

    cat = catalog_for("ko")
    for probe in ("{who} calls for {target}'s exile: {why}.", "{who} votes for {target}'s exile: {why}."):
        if cat.gettext(probe) != probe:
            yield probe


def fields(template: str) -> list[str]:
    import string

    return [f for _, f, _, _ in string.Formatter().parse(template) if f]


def test_msg_data_round_trips_nested_parts():
    line = Msg("{a} and {b}: {c}", a=Msg("{n} cards", n=3), b=["x", Msg("{y}!", y="z")], c=2.5)
    again = Msg.from_data(line.to_data())
    assert again == Msg("{a} and {b}: {c}", a=Msg("{n} cards", n=3), b=["x", Msg("{y}!", y="z")], c=2.5)
    assert str(again) == str(line)
