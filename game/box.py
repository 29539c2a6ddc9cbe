"""The box: the games it holds and the one protocol each of them implements.

Everything above a game's own folder — the window's shell, the command line, the
simulator, the benchmarks — reaches a game only through here:

    spec = box.get("winter")
    g = spec.new_game(spec.make_config(players=4), seed=7)

A game is a `GameSpec` subclass in its own package (game/<id>/spec.py, `SPEC`).
Built-in games are imported on first use, so the title screen does not pay for a
game nobody opens; `register` adds one at run time (the tests' toy game does).
"""

from __future__ import annotations

import importlib
from dataclasses import dataclass

from game.core import snapshot
from game.core.i18n import N_, _

DEFAULT = "winter"
# the box's games, in the order of their tiles: id -> the module defining SPEC
BUILT_IN = {"winter": "game.winter.spec", "mall": "game.mall.spec", "showdown": "game.showdown.spec"}

_registered: dict[str, GameSpec] = {}


class UnknownGame(ValueError):
    pass


@dataclass(frozen=True)
class Option:
    """One setting of a new game: a row of the new-game screen and a command-line
    value. `choices` are the values (the first is the default); `labels` the words
    for them (default: on/off for booleans, else the values; English, N_-marked where
    written: the window shows them with tr(), the command line takes them as they are); an option that only
    applies at some player counts says so with `players`."""

    id: str
    label: str
    choices: tuple = (False, True)
    labels: tuple = ()
    players: tuple[int, int] | None = None

    @property
    def default(self):
        return self.choices[0]

    def applies(self, players: int) -> bool:
        return self.players is None or self.players[0] <= players <= self.players[1]

    def word(self, value) -> str:
        if self.labels:
            return self.labels[self.choices.index(value)]
        if isinstance(value, bool):
            return N_("on") if value else N_("off")
        return str(value)


@dataclass
class SeatOutcome:
    """One row of the game-over screen."""

    seat: int
    name: str
    won: bool
    role: str  # "Loyal colonist", "BETRAYER", "3rd place"...
    detail: str = ""  # what the seat was playing for
    checks: tuple = ()  # (clause, met) pairs, drawn with a tick or a cross
    score: float | None = None  # points, in a game that scores them (benchmarks average it)
    colour: tuple | None = None  # the seat's colour where the game has its own (else the box's seat colours)


@dataclass
class Outcome:
    """The game-over screen's words: a headline, a line under it, a few lines told
    only now that all is known, and a row per seat."""

    headline: str
    summary: str
    revealed: list[str]
    seats: list[SeatOutcome]
    score_unit: str = N_("points")  # what a seat's score counts (shown with tr())


class GameSpec:
    """What a game tells the box. Subclasses set the attributes and implement the
    methods; the defaults are what most games want."""

    id = ""
    title = ""
    pitch = ""  # one line on the title tile
    picture = ""  # a game-icons name for the tile
    min_players = 2
    max_players = 5
    default_players = 4
    levels = ("random", "easy", "normal", "hard")  # computer players, weakest first
    options: tuple[Option, ...] = ()
    variants: dict[str, dict] = {}  # --variant NAME on the command line -> option values
    rules_asset = ""  # how to play it, in our words: a file under assets/ (rules/<id>.md)
    actions = None  # the game's core.actions.ActionSet

    # --- rules ------------------------------------------------------------------------
    config_type = None  # the game's Config dataclass: players, names, its options; validate(), from_dict()

    def make_config(self, players: int, names: tuple = (), **options):
        """A validated config (ValueError in words)."""
        try:
            cfg = self.config_type(players=players, names=tuple(names), **options)
        except TypeError:
            raise ValueError(f"unknown option(s) for {self.title}: {', '.join(sorted(options))}") from None
        cfg.validate()
        return cfg

    def config_from_dict(self, data: dict):
        """A config from a save's dict (TypeError/ValueError when damaged)."""
        return self.config_type.from_dict(data)

    def config_to_dict(self, config) -> dict:
        return config.to_dict()

    def players_of(self, config) -> int:
        return config.players

    def new_game(self, config, seed: int):
        raise NotImplementedError

    def replay(self, config, seed: int, actions: list[str]):
        """The game after `actions` (strings); ValueError in words when one is unknown
        or not legal at its point."""
        return self.play_on(self.new_game(config, seed), actions)

    def play_on(self, g, actions: list[str]):
        """`g` after `actions` (strings), each checked as `replay` does."""
        for n, text in enumerate(actions, 1):
            a = self.actions.parse(text)
            if a not in g.legal_actions():
                raise ValueError(f"action {n} ({text}) is not legal at that point of the game")
            g.apply(a)
        return g

    def make_agent(self, level: str, seed: int, **options):
        """A computer player of `level` (ValueError for an unknown level)."""
        raise NotImplementedError

    def check(self) -> None:
        """Start-up check of the game's content and maps: raise ValueError with one
        clear line when a file is broken."""

    def counts(self) -> dict:
        """What `content` prints: the number of each kind of card."""
        return {}

    # --- saves that outlive an update (game/savegame.py) ---------------------------------
    state_type = None  # the rules' state dataclass (game.s); None: its saves only replay
    game_type = None  # the game class: from_state(state) makes a game around a state

    def content(self):
        """The card data the game plays with today (None: it has none)."""
        return None

    def content_version(self) -> str:
        """A fingerprint of today's card data (core/snapshot.py), written into saves: a
        save made under other cards continues from its stored state. "" without content."""
        content = self.content()
        if content is None:
            return ""
        known = getattr(self, "_fingerprint", None)
        if known is None or known[0] is not content:  # computed once per loaded content
            self._fingerprint = known = (content, snapshot.content_version(content))
        return known[1]

    def resume(self, state, seed: int):
        """A game that goes on from `state` (a save's, under changed cards); its history
        holds only the actions applied from here on."""
        g = self.game_type.from_state(state)
        g.seed = seed
        return g

    def card_index(self, content) -> dict[str, str]:
        """For a game whose card ids number copies (Winter's "grocery-03"), what card each
        id is a copy of: saves keep it, so that a game goes on with the same cards after
        an update renumbers them (snapshot.renumbered). {}: every id is its card."""
        return {}

    def missing_cards(self, game) -> list[tuple[str, str]]:
        """What `game`'s state names that today's cards lack: (kind, id) pairs, the kind
        an N_-marked word ("item")."""
        return []

    # --- saves and progress -------------------------------------------------------------
    def progress(self, game) -> dict:
        """Where a game stands, for save labels and lists: {"round": int|None, "phase": str}."""
        return {"round": None, "phase": ""}

    def turn_key(self, game):
        """Changes exactly when a new player turn begins (the autosave's moment); None
        between turns. The game's end is ("over",)."""
        if game.is_terminal():
            return ("over",)
        return (len(game.history),) if game.current_player() is not None else None

    def turn_owner(self, game) -> int | None:
        """The seat whose turn it is, when answers of other seats (votes, gifts) come
        inside it; None when no one's turn frames the current decision."""
        return None

    def sealed_action(self, action) -> bool:
        """A secret choice (a vote, a dial): its reason is told only once revealed."""
        return False

    reveal_events: tuple[str, ...] = ()  # event kinds that reveal the sealed choices
    # event kinds that turn up something hidden without the RNG (a held card triggered, a
    # face-down card shown): an action that emits one cannot be undone (game/shell/undo.py)
    revealing_events: tuple[str, ...] = ()

    def reveals(self, events: list) -> bool:
        """Whether an action's events showed anyone something hidden (beyond private
        events and the RNG, which the shell checks itself)."""
        return any(e.kind in self.revealing_events or e.kind in self.reveal_events for e in events)

    def log_marks(self, events: list, round_: int | None, aside: bool) -> list[tuple[int | None, bool]]:
        """For each event of one action, in order: the round it belongs to and whether
        it falls in a phase the log shows apart. `round_`/`aside` stand before the first."""
        return [(round_, aside)] * len(events)

    def scramble_hidden(self, game, seat: int, rnd) -> None:
        """Change, in place and with `rnd` (a random.Random), everything `seat` may not
        know. The privacy tests check that nothing `seat` sees changes with it."""
        raise NotImplementedError

    def describe(self, game) -> str:
        """One line on a game's state (`replay` prints it)."""
        return f"{len(game.history)} actions"

    def outcome(self, game, events: list) -> Outcome:
        raise NotImplementedError

    # --- after the game: the replay and the statistics ----------------------------------
    def reveal_all(self, game) -> list[str]:
        """The whole state in a few lines, every secret told (hands, objectives, sealed
        choices): the replay's panel beside the events, at any point of a game."""
        return [self.describe(game)]

    def action_words(self, game, action) -> str:
        """What `action` does in words, against the game just before it (the replay's line)."""
        return _("chooses {action}", action=str(action))

    def stats(self, game, events: list) -> list[tuple[str, dict[int, int]]]:
        """Per-seat numbers of a finished (or any) game, counted from its events:
        (label, {seat: value}) rows, in the order the statistics screen lists them."""
        return []

    # --- the window ---------------------------------------------------------------------
    colours_dealt = False  # True: the seats' colours are dealt at the start (Mall), unknown before

    def seat_colour(self, seat: int, game=None) -> tuple | None:
        """A seat's colour where the game has its own for every seat (else the box's);
        `game`: the game in play, for a game that deals its colours (Mall)."""
        return None

    def guide_steps(self) -> list | None:
        """The guided first game's steps (shell.guide.Step), or None when the game has none."""
        return None

    def guide_setup(self):
        """The guided first game's fixed table: (config, seed, seats)."""
        raise NotImplementedError

    def board_scene(self, match):
        """The scene that plays `match` (a shell.scenes.GameScene)."""
        raise NotImplementedError

    # --- screenshots (`python -m game screenshot`) and the window's smoke test --------------
    screenshot_scenes: tuple[str, ...] = ()  # the game's own situations, beyond the box's

    def reached(self, game, scene: str, events: list) -> bool:
        """Has a seeded game reached `scene` (seat 0 on screen)?"""
        if scene == "gameover":
            return game.is_terminal()
        return game.current_player() == 0

    def steer(self, game, legal: list, rng, scene: str):
        """The next action of a game played at random toward `scene`."""
        return rng.act(None, legal)

    def show_scene(self, app, board, match, events: list, scene: str):
        """Push the overlay of one of the game's own screenshot scenes."""

    def option_defaults(self, settings) -> dict:
        """Option values the player's settings choose (e.g. a content filter)."""
        return {}

    def option_note(self, values: dict) -> str:
        """A line under the options of the new-game screen (what a choice means)."""
        return ""

    # --- the simulator ------------------------------------------------------------------
    def sim_tally(self):
        """A fresh tally of finished games: `.add(game)` per game, `.to_dict(played)`."""
        return _NoTally()


class _NoTally:
    def add(self, game):
        pass

    def to_dict(self, played: int) -> dict:
        return {}


def register(spec: GameSpec) -> GameSpec:
    """Put a game in the box (a second one with the same id replaces the first)."""
    if not spec.id:
        raise ValueError("a game needs an id")
    _registered[spec.id] = spec
    return spec


def unregister(game_id: str) -> None:
    _registered.pop(game_id, None)


def get(game_id: str) -> GameSpec:
    if game_id not in _registered and game_id in BUILT_IN:
        register(importlib.import_module(BUILT_IN[game_id]).SPEC)
    try:
        return _registered[game_id]
    except KeyError:
        raise UnknownGame(f"unknown game {game_id!r} (in the box: {', '.join(ids())})") from None


def ids() -> list[str]:
    return list(BUILT_IN) + [i for i in _registered if i not in BUILT_IN]


def games() -> list[GameSpec]:
    """Every game in the box, built-in ones first, in tile order."""
    return [get(i) for i in ids()]
