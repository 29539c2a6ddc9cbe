"""Winter in the box: what the shell, the command line and the simulator know of it."""

from __future__ import annotations

from game.box import GameSpec, Option, Outcome, SeatOutcome
from game.core.i18n import N_, _, tr
from game.core.snapshot import missing
from game.winter.rules import Config, WinterGame, new_game
from game.winter.rules.actions import ACTIONS, Vote
from game.winter.rules.content import default_content
from game.winter.rules.state import WinterState
from game.winter.rules.view import scramble_hidden
from game.winter.scenes import screenshots

ROLES = {"loyal": N_("Loyal colonist"), "betrayer": N_("BETRAYER"), "exiled": N_("Exiled"), "coop": N_("Co-op"),
         "out": N_("Eliminated")}
ENDINGS = {"objective": N_("The colony completed its objective."), "morale": N_("Morale fell to 0: the colony broke."),
           "rounds": N_("The winter outlasted the colony: time ran out."), "wipeout": N_("No player was left.")}
# --variant on the command line -> Config flags (winter.md §9)
VARIANTS = {"normal": {}, "coop": {"coop": True}, "two-player": {"two_player": True},
            "betrayer": {"betrayer": True}, "hardcore": {"hardcore": True}, "elimination": {"elimination": True}}


class WinterSpec(GameSpec):
    id = "winter"
    title = N_("Winter")  # the shell shows these with _()
    pitch = N_("Survive the winter together, unless someone among you wants the colony to fall.")
    picture = "colony"
    min_players, max_players, default_players = 2, 5, 4
    rules_asset = "rules/winter.md"
    actions = ACTIONS
    config_type = Config
    variants = VARIANTS
    reveal_events = ("vote-result",)
    # a crossroads card another player held, a survivor from the top of the deck, the crisis's face-down cards
    revealing_events = ("crossroads", "crossroads-void", "joined", "crisis-reveal")

    @property
    def options(self):
        mains = sorted(default_content().mains)
        c = default_content()
        # read each time the screen asks: in the language of the moment
        return (Option("main", _("Main objective"), (None, *mains),
                       (_("Random objective"),) + tuple(tr(c.mains[m].title) for m in mains)),
                Option("hardcore", _("Hardcore side")), Option("coop", _("Co-op (no secrets)")),
                Option("two_player", _("Two-player rules"), players=(2, 2)),
                Option("betrayer", _("Betrayer more likely")), Option("elimination", _("Player elimination")),
                Option("mature", _("Mature crossroads"), (True, False)))

    def option_defaults(self, settings) -> dict:
        return {"mature": settings.mature_default}

    def option_note(self, values: dict) -> str:
        main = values.get("main")
        if main is None:
            return ""
        m = default_content().mains[main]
        side = m.hardcore if values.get("hardcore") or values.get("coop") or values.get("two_player") else m.normal
        return f"{tr(m.story)} {tr(side.text)} " + _("Morale {morale}, {rounds} rounds.", morale=side.morale,
                                                     rounds=side.rounds)

    # --- rules ----------------------------------------------------------------------
    def make_config(self, players: int, names: tuple = (), **options) -> Config:
        cfg = Config(players=players, names=tuple(names), **options)
        cfg.validate()
        if cfg.main is not None and cfg.main not in default_content().mains:
            raise ValueError(f"unknown objective {cfg.main!r}; known: {', '.join(sorted(default_content().mains))}")
        return cfg

    def new_game(self, config, seed: int):
        return new_game(config, seed)

    def replay(self, config, seed: int, actions: list[str]):
        from game.winter.rules.engine import replay

        return replay(config, seed, actions)

    def make_agent(self, level: str, seed: int, **options):
        from game.winter.ai.agents import make_agent

        return make_agent(level, seed, **options)

    def check(self) -> None:
        from game.render.tilemap import MapError
        from game.winter.board_map import check_maps
        from game.winter.rules.content import ContentError

        try:
            default_content()
            check_maps()
        except (ContentError, MapError) as e:
            raise ValueError(str(e)) from None

    def counts(self) -> dict:
        from game.winter.rules.content import load

        return load().counts()

    # --- saves that outlive an update -------------------------------------------------
    state_type, game_type = WinterState, WinterGame

    def content(self):
        return default_content()

    def card_index(self, content) -> dict:
        return {cid: f"{deck}/{content.items[cid].kind}" for deck, ids in content.decks.items() for cid in ids}

    def missing_cards(self, game) -> list:
        s, c, players = game.s, game.c, game.s.players
        return (missing(N_("item"), [*s.waste, *s.items_gone, *s.delivered, *s.handed,
                                     *(card for _, card in s.crisis_cards),
                                     *(card for p in players for card in p.hand),
                                     *(card for p in players for top in p.seen.values() for card in top),
                                     *(card for sv in s.survivors.values() for card in sv.equipped),
                                     *(card for place in s.places.values() for card in place.deck)], c.items)
                + missing(N_("survivor"), [*s.survivors, *s.survivor_deck, *s.survivors_gone,
                                           *(sid for p in players for sid in (*p.survivors, *p.offered)),
                                           *(p.leader for p in players if p.leader)], c.survivors)
                # "limbo": a survivor joining an exile, placed next (board.py)
                + missing(N_("location"), [*s.places, *(sv.location for sv in s.survivors.values()
                                                          if sv.location != "limbo")], c.locations)
                + missing(N_("crisis"), [*s.crisis_deck, *s.crises_done, *([s.crisis] if s.crisis else [])],
                          c.crises)
                + missing(N_("crossroads card"), [*s.crossroads_deck, *s.crossroads_gone,
                                                  *([s.crossroads_held[1]] if s.crossroads_held else [])],
                          c.crossroads)
                + missing(N_("main objective"), [s.main] if s.main else [], c.mains)
                + missing(N_("objective"), [*s.objectives_unused, *s.exile_deck,
                                            *(o for p in players for o in (p.objective, p.exile_card) if o)],
                          c.objectives))

    # --- progress and saves -----------------------------------------------------------
    def progress(self, game) -> dict:
        return {"round": game.s.round, "phase": game.s.phase}

    def turn_key(self, game):
        s = game.s
        if s.phase == "over":
            return ("over",)
        return (s.round, s.turn_index, s.active) if s.phase == "turns" else None

    def turn_owner(self, game):
        s = game.s
        return s.active if s.phase == "turns" else None

    def sealed_action(self, action) -> bool:
        return isinstance(action, Vote)

    def log_marks(self, events, round_, aside):
        marks = []
        for e in events:
            if e.kind == "round":
                round_ = e.data.get("round", round_)
            if e.kind == "colony-phase":
                aside = True
            elif e.kind in ("round", "game-over"):
                aside = False
            marks.append((round_, aside))
        return marks

    def scramble_hidden(self, game, seat, rnd):
        scramble_hidden(game, seat, rnd)

    def describe(self, game) -> str:
        s = game.s
        return f"round {s.round}, morale {s.morale}, phase {s.phase}"

    def outcome(self, game, events: list) -> Outcome:
        from game.winter.ai.explain import betrayer_summary_msgs

        s = game.s
        rows = []
        for r in game.results():
            detail = ""
            if r.objective:
                obj = game.c.objectives[r.objective]
                detail = f"{tr(obj.title)}: {tr(obj.text)}"
            checks = tuple((tr(words), met) for words, met in (r.said_checks or ((r.said, r.won),)))
            rows.append(SeatOutcome(r.seat, s.players[r.seat].name, r.won, _(ROLES[r.kind]), detail, checks))
        ending = _(ENDINGS[s.ended_by]) if s.ended_by in ENDINGS else ""
        return Outcome(_("The thaw comes") if s.ended_by == "objective" else _("The colony falls"),
                       f"{ending}  " + _("Round {round}, morale {morale}.", round=s.round, morale=s.morale),
                       [tr(line) for line in betrayer_summary_msgs(s, events)], rows)

    def reveal_all(self, game) -> list[str]:
        from game.winter.review import reveal_all

        return reveal_all(game)

    def action_words(self, game, action) -> str:
        from game.winter.scenes.labels import label

        return label(game.c, action, game.s.players)  # the words of the button that made it

    def stats(self, game, events: list) -> list:
        from game.winter.review import stats

        return stats(game, events)

    # --- the window -------------------------------------------------------------------
    def guide_steps(self):
        from game.winter.scenes import guide

        return guide.steps()

    def guide_setup(self):
        from game.winter.scenes import guide

        return guide.setup(self)

    def board_scene(self, match):
        from game.winter.scenes.board import BoardScene

        return BoardScene(match)

    screenshot_scenes = screenshots.SCENES

    def reached(self, game, scene, events):
        return screenshots.reached(game, scene, events)

    def steer(self, game, legal, rng, scene):
        return screenshots.steer(game, legal, rng, scene)

    def show_scene(self, app, board, match, events, scene):
        screenshots.show(app, board, match, events, scene)

    # --- the simulator ----------------------------------------------------------------
    def sim_tally(self):
        return WinterTally()


class WinterTally:
    """Per finished game: rounds, why it ended, which secret sides won, betrayers, exiles."""

    def __init__(self):
        self.rounds = 0
        self.ended_by = {"morale": 0, "rounds": 0, "objective": 0}
        self.wins = {"loyal": 0, "betrayer": 0, "exiled": 0, "coop": 0}
        self.betrayers = 0
        self.exiles = 0

    def add(self, g):
        s = g.s
        self.rounds += s.round
        self.ended_by[s.ended_by] = self.ended_by.get(s.ended_by, 0) + 1
        for r in g.results():
            if r.won and r.kind in self.wins:
                self.wins[r.kind] += 1
        self.betrayers += sum(1 for p in s.players if p.betrayer)
        self.exiles += sum(1 for p in s.players if p.exiled)

    def to_dict(self, played: int) -> dict:
        return {"mean_rounds": round(self.rounds / max(1, played), 2), "ended_by": self.ended_by, "wins": self.wins,
                "betrayers": self.betrayers, "exiles": self.exiles}


SPEC = WinterSpec()
