"""A tiny game for tests only: a dice race with one hidden card each. Two or three
runners race to 20; on your turn roll a die and move, or once a game play your
face-down card (1-5) and move twice its value. It implements the box's protocol and
nothing else: plugging it in proves the shell needs no line for a new game."""

from __future__ import annotations

import hashlib
import json
import pickle
from dataclasses import asdict, dataclass

import pygame

from game import box
from game.ai.random_agent import RandomAgent
from game.ai.search import MonteCarloSearch
from game.core.actions import ActionSet
from game.core.events import Event
from game.core.rng import Rng
from game.render import ui as U
from game.shell.playing import GameScene

GOAL = 20
HIDDEN = -1  # a card still face down, as others see it (0: played)
ACTIONS = ActionSet("race")


Roll = ACTIONS.action("roll")(type("Roll", (), {}))
PlayCard = ACTIONS.action("card")(type("PlayCard", (), {}))


@dataclass
class RaceConfig:
    players: int = 2
    names: tuple = ()
    long: bool = False  # an option: race to 30


@dataclass
class RaceState:
    config: RaceConfig
    rng: Rng
    pos: list
    cards: list  # each seat's card (1-5), 0 once played
    turn: int = 0
    winner: int | None = None


class RaceGame:
    def __init__(self, config: RaceConfig, seed: int):
        rng = Rng(seed)
        self.config, self.seed, self.history = config, seed, []
        self.s = RaceState(config, rng, [0] * config.players, [rng.randint(1, 5) for _ in range(config.players)])

    goal = property(lambda self: 30 if self.config.long else GOAL)

    def current_player(self):
        return None if self.is_terminal() else self.s.turn

    def legal_actions(self):
        return [] if self.is_terminal() else [Roll(), PlayCard()][:1 + bool(self.s.cards[self.s.turn])]

    def apply(self, action):
        s = self.s
        assert action in self.legal_actions(), action
        if isinstance(action, PlayCard):
            step, s.cards[s.turn] = 2 * s.cards[s.turn], 0
        else:
            step = s.rng.d6()
        s.pos[s.turn] = min(self.goal, s.pos[s.turn] + step)
        events = [Event("move", f"Runner {s.turn + 1} moves {step} to {s.pos[s.turn]}.", {"seat": s.turn})]
        if s.pos[s.turn] >= self.goal:
            s.winner = s.turn
            events.append(Event("game-over", f"Runner {s.turn + 1} wins."))
        s.turn = (s.turn + 1) % self.config.players
        self.history.append(str(action))
        return events

    def view(self, seat):
        v = pickle.loads(pickle.dumps(self.s))
        v.cards = [c if i == seat else (HIDDEN if c else 0) for i, c in enumerate(v.cards)]
        v.rng = Rng(0)  # the dice to come are nobody's to know
        return v

    def clone(self):
        return pickle.loads(pickle.dumps(self))

    def is_terminal(self):
        return self.s.winner is not None

    def state_hash(self):
        plain = {k: v for k, v in asdict(self.s).items() if k != "rng"}
        return hashlib.sha256(json.dumps([plain, self.s.rng.state], default=str).encode()).hexdigest()


class RaceBoard(GameScene):
    """The track, the cards as the seat on screen sees them, buttons for a human's turn."""

    buttons = ()

    def handle_event(self, event):
        for b in self.buttons if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 else ():
            if b.rect.collidepoint(event.pos):
                self.play(b.key)
        return super().handle_event(event) or True

    def draw(self, ui):
        m, goal = self.match, self.game.goal
        v = m.view()
        ui.surface.fill(U.BG)
        for seat, (pos, card) in enumerate(zip(v.pos, v.cards)):
            y = 120 + seat * 90
            ui.text(m.seats[seat].name, ui.p(40, y), 18, U.SEATS[seat], bold=True)
            pygame.draw.rect(ui.surface, U.EDGE, ui.r(180, y, 1000, 30), 1)
            pygame.draw.rect(ui.surface, U.SEATS[seat], ui.r(180, y, 1000 * pos / goal, 30))
            words = {HIDDEN: "card face down", 0: "card played"}.get(card, f"card {card}")
            ui.text(words, ui.p(1190, y), 14, U.TEXT)
        self.buttons = []
        if m.shown is not None and m.decider() == m.shown:
            for i, a in enumerate(self.game.legal_actions()):
                b = U.Button(ui.r(180 + i * 220, 560, 200, 48), "Roll" if isinstance(a, Roll) else "Play card", a)
                ui.button(b, pygame.mouse.get_pos(), 17)
                self.buttons.append(b)


class RaceHooks:
    """Hard through the box's search: unseen cards dealt at random, rollouts by a rule of thumb."""

    seat = staticmethod(lambda view: view.turn)
    candidates = staticmethod(lambda view, legal: legal)
    belief = staticmethod(lambda view, seat: None)
    horizon = staticmethod(lambda world, game: False)  # races are short: play them out

    def determinize(self, view, seat, belief, rng):
        g = RaceGame(view.config, 0)
        g.s = pickle.loads(pickle.dumps(view))
        g.s.cards = [rng.randint(1, 5) if c == HIDDEN else c for c in g.s.cards]
        return g

    def branch(self, world, dice):
        g = world.clone()
        g.s.rng = Rng(dice)
        return g

    def rollout(self, game, seat, legal):
        return PlayCard() if PlayCard() in legal and game.s.cards[game.s.turn] >= 2 else Roll()

    def evaluate(self, game, seat):
        return 10.0 * (game.s.winner == seat) + game.s.pos[seat] / game.goal


class RaceSpec(box.GameSpec):
    id, title, picture = "race", "Dice Race", "attack"
    pitch = "Roll or play your hidden card: first to the end of the track wins."
    min_players, max_players, default_players = 2, 3, 2
    options = (box.Option("long", "Long track"),)
    variants = {"short": {}, "long": {"long": True}}
    rules_asset = "rules/winter.md"
    actions = ACTIONS
    config_to_dict = staticmethod(asdict)

    def make_config(self, players, names=(), **options):
        if not self.min_players <= players <= self.max_players:
            raise ValueError("Dice Race is for 2 or 3 runners")
        return RaceConfig(players, tuple(names), **options)

    def config_from_dict(self, data):
        return self.make_config(data["players"], tuple(data["names"]), long=data["long"])

    def new_game(self, config, seed):
        return RaceGame(config, seed)

    def make_agent(self, level, seed, **options):
        if level not in self.levels:
            raise ValueError(f"unknown level {level!r}")
        return MonteCarloSearch(RaceHooks(), seed, **options) if level == "hard" else RandomAgent(seed)

    def progress(self, game):
        return {"round": len(game.history) // game.config.players + 1, "phase": "race"}

    def scramble_hidden(self, game, seat, rnd):
        s = game.s
        s.cards = [c if i == seat or not c else rnd.randint(1, 5) for i, c in enumerate(s.cards)]
        s.rng = Rng(rnd.randrange(2**62))

    def outcome(self, game, events):
        names = game.config.names or [f"Runner {i + 1}" for i in range(game.config.players)]
        rows = [box.SeatOutcome(i, names[i], i == game.s.winner, "Winner" if i == game.s.winner else "Runner",
                                f"reached {p} of {game.goal}", ((f"card {game.s.cards[i] or 'played'}", True),))
                for i, p in enumerate(game.s.pos)]
        return box.Outcome("The race is over", f"{names[game.s.winner]} crossed the line first.", [], rows)

    def board_scene(self, match):
        return RaceBoard(match)


SPEC = RaceSpec()
