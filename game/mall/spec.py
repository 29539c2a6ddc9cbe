"""Mall in the box: what the shell, the command line and the simulator know of it."""

from __future__ import annotations

from game.box import GameSpec, Option, Outcome, SeatOutcome
from game.core.i18n import N_, _
from game.core.snapshot import missing
from game.mall.rules import Config, MallGame, new_game
from game.mall.rules.actions import ACTIONS, Dial, Vote
from game.mall.rules.content import ContentError, default_content, load
from game.mall.rules.state import MallState
from game.mall.rules.view import scramble_hidden
from game.mall.scenes.palette import COLOURS

ENDINGS = {"gathered": N_("Every survivor stands in one place: the mall is theirs."),
           "few": N_("Too few are left to hold the mall.")}
PLACES = {1: N_("1st place"), 2: N_("2nd place"), 3: N_("3rd place")}


class MallSpec(GameSpec):
    id = "mall"
    title = N_("Mall")
    pitch = N_("Hide from the horde in a shopping mall, and vote who the zombies get: anyone but you.")
    picture = "zombie"
    rules_asset = "rules/mall.md"
    min_players, max_players, default_players = 3, 6, 4
    actions = ACTIONS
    config_type = Config
    options = (Option("chief_bluff", N_("New chief may bluff"), (True, False)),)
    variants = {"normal": {}, "honest": {"chief_bluff": False}}
    reveal_events = ("dials-revealed", "votes-revealed")
    colours_dealt = True
    revealing_events = ("box-opened",)  # the box's dice, rolled earlier, seen only by the chief until now

    # --- rules ----------------------------------------------------------------------
    def new_game(self, config, seed: int):
        return new_game(config, seed)

    def make_agent(self, level: str, seed: int, **options):
        from game.mall.ai.agents import make_agent

        return make_agent(level, seed, **options)

    def check(self) -> None:
        from game.mall.board_map import check_maps
        from game.render.tilemap import MapError

        try:
            default_content()
            check_maps()
        except (ContentError, MapError) as e:
            raise ValueError(str(e)) from None

    def counts(self) -> dict:
        return load().counts()

    # --- saves that outlive an update -------------------------------------------------
    state_type, game_type = MallState, MallGame

    def content(self):
        return default_content()

    def missing_cards(self, game) -> list:
        s, c = game.s, game.c
        characters = [*s.characters, *s.lost, *s.hidden]
        places = [*s.zombies, *s.closed, *s.hardware, *(ch.location for ch in s.characters.values() if ch.location)]
        return (missing(N_("colour"), s.colours, {col.id for col in c.colours})
                + missing(N_("character"), [cid.partition("-")[2] for cid in characters], c.characters)
                + missing(N_("location"), places, c.locations)
                + missing(N_("item"), [*s.deck, *s.discards, *(card for hand in s.hands for card in hand),
                                       *(gift[3] for gift in s.gifts)], c.items))

    # --- progress and saves -----------------------------------------------------------
    def progress(self, game) -> dict:
        s = game.s
        return {"round": s.round or None, "phase": s.step}

    def turn_key(self, game):
        """A new question (not the same seat playing one more item) starts a turn."""
        s = game.s
        return ("over",) if s.step == "over" else (s.round, s.step, s.asked)

    def sealed_action(self, action) -> bool:
        return isinstance(action, (Dial, Vote))

    def scramble_hidden(self, game, seat, rnd):
        scramble_hidden(game, seat, rnd)

    def describe(self, game) -> str:
        s = game.s
        return (f"round {s.round}, {s.step}, {len(s.characters)} characters, "
                f"{sum(s.zombies.values())} zombies on the board")

    def outcome(self, game, events: list) -> Outcome:
        """The game-over screen's words, in the player's language."""
        from game.mall.rules.ballot import both

        s = game.s
        rows = []
        for r in game.results():
            mine = sorted((cid for cid in list(s.characters) + s.lost if cid.startswith(s.colours[r.seat] + "-")),
                          key=lambda cid: -game.ckind(cid).value)
            checks = tuple((_("{character} ({n})", character=game.cname(cid), n=game.ckind(cid).value),
                            cid in s.characters) for cid in mine)
            if r.survivors:
                detail = _("{n} points, {items} item(s) in hand; survivors: {names}", n=r.score, items=r.items,
                           names=[game.cname(cid) for cid in r.survivors])
            else:
                detail = _("{n} points, {items} item(s) in hand; survivors: nobody", n=r.score, items=r.items)
            place = _(PLACES[r.place]) if r.place in PLACES else _("{n}th place", n=r.place)
            rows.append(SeatOutcome(r.seat, game.pname(r.seat), r.won, place, detail, checks, r.score,
                                    COLOURS.get(s.colours[r.seat])))
        winners = [game.pname(r.seat) for r in game.results() if r.won]
        revealed = [_("{who} held {items}.", who=game.pname(p), items=[game.iname(c) for c in h])
                    for p, h in enumerate(s.hands) if h]
        headline = (_("{who} win", who=both(winners)) if len(winners) > 1 else
                    _("{who} wins", who=winners[0] if winners else ""))
        summary = _("{ending}  Round {n}.", ending=ENDINGS.get(s.ended_by, ""), n=s.round)
        return Outcome(headline, summary, revealed, rows, score_unit=_("points"))

    def reveal_all(self, game) -> list[str]:
        from game.mall.review import reveal_all

        return reveal_all(game)

    def action_words(self, game, action) -> str:
        from game.mall.review import action_words

        return action_words(game, action)

    def stats(self, game, events: list) -> list:
        from game.mall.review import stats

        return stats(game, events)

    # --- the window -------------------------------------------------------------------
    def seat_colour(self, seat: int, game=None):
        return COLOURS.get(game.s.colours[seat]) if game is not None else None  # dealt by the setup

    def guide_steps(self):
        from game.mall.scenes import guide

        return guide.steps()

    def guide_setup(self):
        from game.mall.scenes import guide

        return guide.setup(self)

    def board_scene(self, match):
        from game.mall.scenes.board import MallBoard

        return MallBoard(match)

    screenshot_scenes = ("vote", "dials", "score")

    def reached(self, game, scene, events):
        from game.mall.scenes import screenshots

        return screenshots.reached(game, scene, events)

    def show_scene(self, app, board, match, events, scene):
        from game.mall.scenes import screenshots

        screenshots.show(app, board, events, scene)

    # --- the simulator ----------------------------------------------------------------
    def sim_tally(self):
        return MallTally()


class MallTally:
    """Per finished game: rounds, why it ended, the winning score, characters lost."""

    def __init__(self):
        self.rounds = self.winning = self.lost = self.shared = 0
        self.ended_by = {"gathered": 0, "few": 0}

    def add(self, g):
        s = g.s
        results = g.results()
        self.rounds += s.round
        self.ended_by[s.ended_by] = self.ended_by.get(s.ended_by, 0) + 1
        self.winning += max(r.score for r in results)
        self.shared += sum(r.won for r in results) > 1
        self.lost += len(s.lost)

    def to_dict(self, played: int) -> dict:
        n = max(1, played)
        return {"mean_rounds": round(self.rounds / n, 2), "ended_by": self.ended_by,
                "mean_winning_score": round(self.winning / n, 2), "shared_wins": self.shared,
                "mean_characters_lost": round(self.lost / n, 2)}


SPEC = MallSpec()
