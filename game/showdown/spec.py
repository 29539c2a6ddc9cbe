"""Showdown in the box: what the shell, the command line and the simulator know of it."""

from __future__ import annotations

from game.box import GameSpec, Option, Outcome, SeatOutcome
from game.core.i18n import N_, _
from game.core.snapshot import missing
from game.showdown.rules import Config, new_game
from game.showdown.rules.actions import ACTIONS, Draw, Slip
from game.showdown.rules.content import ContentError, default_content, load
from game.showdown.rules.engine import ShowdownGame
from game.showdown.rules.state import GameState
from game.showdown.rules.view import scramble_hidden


class ShowdownSpec(GameSpec):
    id = "showdown"
    title = N_("Showdown")  # the shell shows title, pitch and option labels with _()
    pitch = N_("Rob your partners' safes, then stand with your faction when the gold is counted: only one walks away.")
    picture = "revolver"
    rules_asset = "rules/showdown.md"
    min_players, max_players, default_players = 2, 9, 5
    actions = ACTIONS
    config_type = Config
    options = (Option("horse_thief", N_("Horse thief (expert)"), (False, True), players=(4, 9)),
               Option("mystery", N_("Mystery safes (expert)"), (False, True)))
    variants = {"normal": {}, "expert": {"horse_thief": True, "mystery": True}}
    reveal_events = ("safes-passed", "holdup-revealed", "showdown-revealed")
    # face-down safes turned up (a badge's holder, the holdup's safe, a mystery safe, a blown-up
    # safe, the final count): hidden until then, shown without the RNG
    revealing_events = ("badge", "holdup", "mystery", "blast", "safes-revealed")

    # --- rules ----------------------------------------------------------------------
    def new_game(self, config, seed: int):
        return new_game(config, seed)

    def make_agent(self, level: str, seed: int, **options):
        """random, easy, normal or hard (game/showdown/ai/agents.py); Hard takes time_budget, simulations."""
        from game.showdown.ai.agents import make_agent

        if level not in self.levels:
            raise ValueError(f"unknown level {level!r} (known: {', '.join(self.levels)})")
        return make_agent(level, seed, **options)

    def check(self) -> None:
        from game.render.tilemap import MapError
        from game.showdown.board_map import check_maps

        try:
            default_content()
            check_maps()
        except (ContentError, MapError) as e:
            raise ValueError(str(e)) from None

    def counts(self) -> dict:
        return load().totals()

    # --- saves that outlive an update -------------------------------------------------
    state_type, game_type = GameState, ShowdownGame

    def content(self):
        return default_content()

    def missing_cards(self, game) -> list:
        s, c, f = game.s, game.c, game.s.fight
        town = [*s.deck, *s.discards, *(card for hand in s.hands for card in hand),
                *(card for row in s.guards for card in row if card), *(card for card in s.covers if card)]
        if f is not None:
            town += [f.attack_card, *([f.defend_card] if f.defend_card else []), *(card for _, card in f.thieves),
                     *(card for held in f.holsters.values() for _, card in held)]
        if s.showdown is not None:
            town += [card for played in s.showdown.played.values() for card in played]
        safes = [*(safe for row in s.safes for safe in row), *s.middle, *s.out, *s.resolved,
                 *([s.holdup_safe] if s.holdup_safe else []), *(seen[2] for row in s.known for seen in row),
                 *(seen[2] for seen in s.shown)]
        return (missing(N_("player count"), [s.players], c.counts)
                + missing(N_("town card"), town, c.town) + missing(N_("safe"), safes, c.safes)
                + missing(N_("gun"), [gun for guns in s.extra_guns for gun in guns], c.guns))

    # --- progress and saves -----------------------------------------------------------
    def progress(self, game) -> dict:
        s = game.s
        return {"round": s.round, "phase": s.step}

    def turn_key(self, game):
        s = game.s
        return ("over",) if s.step == "over" else (s.round, s.step, s.asked)

    def turn_owner(self, game):
        return game.s.turn

    def sealed_action(self, action) -> bool:
        return isinstance(action, (Draw, Slip))

    def scramble_hidden(self, game, seat, rnd):
        scramble_hidden(game, seat, rnd)

    def describe(self, game) -> str:
        s = game.s
        return f"round {s.round} of {s.rounds}, {s.step}, {len(s.deck)} town cards in the deck"

    def outcome(self, game, events: list) -> Outcome:
        """Every safe face up in each seat's row, each faction's gold counted."""
        from game.showdown.scenes.palette import FACTION_NAMES, seat_colour

        s = game.s
        rows = []
        for r in game.results():
            role = _("Winner") if r.won else (_("Shot down") if r.participant else _("Left out of the showdown"))
            safes = [game.sname(x) for x in s.safes[r.seat]] or _("no safe")
            faction, gold = FACTION_NAMES[r.faction], r.faction_gold
            if s.adjust[r.seat]:
                line = _("the {faction} ({gold} gold) · safes: {safes} ({n} from mystery safes)", faction=faction,
                         gold=gold, safes=safes, n=f"{s.adjust[r.seat]:+d}")
            else:
                line = _("the {faction} ({gold} gold) · safes: {safes}", faction=faction, gold=gold, safes=safes)
            rows.append(SeatOutcome(r.seat, game.pname(r.seat), r.won, role, line, (), float(r.gold),
                                    seat_colour(r.seat)))
        names = [game.pname(p) for p in s.winners]
        winner = names[0] if names else _("Nobody")
        for name in names[1:]:
            winner = _("{a} and {b}", a=winner, b=name)
        by_faction = [_("the {faction} {n}", faction=FACTION_NAMES[f], n=v) for f, v in enumerate(s.gold)]
        headline = _("{who} wins", who=winner) if len(s.winners) == 1 else _("{who} win", who=winner)
        return Outcome(headline, _("Gold by faction: {gold}.", gold=by_faction), [], rows, score_unit=_("gold"))

    def reveal_all(self, game) -> list[str]:
        from game.showdown.review import reveal_all

        return reveal_all(game)

    def action_words(self, game, action) -> str:
        from game.showdown.review import action_words

        return action_words(game, action)

    def stats(self, game, events: list) -> list:
        from game.showdown.review import stats

        return stats(game, events)

    # --- the window -------------------------------------------------------------------
    def seat_colour(self, seat: int, game=None):
        from game.showdown.scenes.palette import seat_colour

        return seat_colour(seat)

    def guide_steps(self):
        from game.showdown.scenes import guide

        return guide.steps()

    def guide_setup(self):
        from game.showdown.scenes import guide

        return guide.setup(self)

    def board_scene(self, match):
        from game.showdown.scenes.board import ShowdownBoard

        return ShowdownBoard(match)

    screenshot_scenes = ("fight", "holdup", "showdown", "count")

    def reached(self, game, scene, events):
        from game.showdown.scenes import screenshots

        return screenshots.reached(game, scene, events)

    def steer(self, game, legal, rng, scene):
        from game.showdown.scenes import screenshots

        return screenshots.steer(game, legal, rng, scene)

    def show_scene(self, app, board, match, events, scene):
        from game.showdown.scenes import screenshots

        screenshots.show(app, board, events, scene)

    # --- the simulator ----------------------------------------------------------------
    def sim_tally(self):
        return ShowdownTally()


class ShowdownTally:
    """Per finished game: showdown participants, exchanges fought, team wins, the winner's gold."""

    def __init__(self):
        self.participants = self.exchanges = self.team_wins = self.lone = self.gold = 0

    def add(self, g):
        s = g.s
        sd = s.showdown
        self.participants += len(sd.participants) + len(sd.eliminated)
        self.exchanges += len(sd.eliminated)
        self.team_wins += len(s.winners) > 1
        self.lone += not sd.eliminated and len(s.winners) == 1
        self.gold += max(r.gold for r in g.results() if r.won)

    def to_dict(self, played: int) -> dict:
        n = max(1, played)
        return {"mean_participants": round(self.participants / n, 2),
                "mean_eliminations": round(self.exchanges / n, 2), "team_wins": self.team_wins,
                "lone_participant_wins": self.lone, "mean_winner_gold": round(self.gold / n, 2)}


SPEC = ShowdownSpec()
