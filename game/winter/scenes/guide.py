"""Winter's guided first game: a fixed table of four (you and three Normal players, the
friendly Cold Specimens objective) and the steps that walk through the board, the draft,
one turn (a move and its exposure die, a search or an attack, the end of the turn) and a
colony phase. Steps that wait for a moment which does not come pass on by themselves."""

from __future__ import annotations

import pygame

from game.core.i18n import N_, _
from game.shell.guide import Step
from game.shell.match import SeatSetup, default_names
from game.winter.rules import actions as A
from game.winter.rules.content import LOCATIONS
from game.winter.rules.state import COLONY

SEED = 2022  # your first dice are 1, 6 and 6: a 6 pays for any search or attack
YOU = 0
MAIN = "cold-specimens"  # kill zombies, keep samples: the rules' suggested first game

# where the guide's panel goes (logical x, y, w, h): over the log and the secret objective,
# over the seats while it points at the secret, and beside each dialog
BOARD_PANEL = (908, 480, 364, 232)
SEATS_PANEL = (8, 384, 372, 328)
DIALOG_PANELS = {"DraftDialog": (790, 478, 380, 176), "ColonyPhaseScene": (1046, 150, 228, 360),
                 "DecisionDialog": (1028, 150, 246, 360)}


def setup(spec):
    seats = [SeatSetup(n, i == YOU, "normal") for i, n in enumerate(default_names()[:4])]
    return spec.make_config(len(seats), tuple(x.name for x in seats), main=MAIN), SEED, seats


def panel(board) -> tuple:
    top = type(board.app.stack.top).__name__ if board.app is not None and board.app.stack.top else ""
    if top in DIALOG_PANELS:
        return DIALOG_PANELS[top]
    st = board.guide.step if board.guide is not None else None
    return SEATS_PANEL if st is not None and st.point is _secret else BOARD_PANEL


# --- what a step points at (window rects) ----------------------------------------------------
def _rect(board, logical):
    return board.app.ui.r(*logical) if board.app is not None else None


def _colony(board):
    return board.painter.place_rects.get(COLONY) if board.painter else None


def _locations(board):
    rects = [board.painter.place_rects[p] for p in LOCATIONS if board.painter and p in board.painter.place_rects]
    return rects[0].unionall(rects[1:]) if rects else None


def _top(board):
    from game.winter.scenes.board_panels import TOP

    return _rect(board, TOP)


def _secret(board):
    from game.winter.scenes.board_panels import SECRET_RECT

    return _rect(board, SECRET_RECT)


def _crisis(board):
    from game.winter.scenes.board_panels import CRISIS_RECT

    return _rect(board, CRISIS_RECT)


def _hand_and_dice(board):
    from game.winter.scenes.board_panels import DICE_RECT, HAND_RECT

    r = _rect(board, HAND_RECT)
    return r.union(_rect(board, DICE_RECT)) if r is not None else None


def _dice(board):
    from game.winter.scenes.board_panels import DICE_RECT

    x, y, w, _h = DICE_RECT
    return _rect(board, (x, y, w, 60))


def _bar(board):
    from game.winter.scenes.board_panels import BAR_RECT

    return _rect(board, BAR_RECT)


def _end_turn(board):
    from game.winter.scenes.board_panels import DICE_RECT

    x, y, w, _h = DICE_RECT
    return _rect(board, (x + w - 148, y + 62, 140, 30))


def _mine(board):
    """Your survivors' tokens on the map."""
    if board.painter is None or board.app is None:
        return None
    v = board.view()
    rad = board.app.ui.px(16)
    rects = [board.painter.token_pos[s.id] for s in v.survivors.values()
             if s.seat == YOU and s.id in board.painter.token_pos]
    boxes = [pygame.Rect(x - rad, y - rad, 2 * rad, 2 * rad) for x, y in rects]
    return boxes[0].unionall(boxes[1:]) if boxes else None


# --- when a step's moment has passed ------------------------------------------------------------
def _my_turn_over(g) -> bool:
    """Your first turn is behind you (a step waiting for it passes on)."""
    s = g.s
    if s.phase == "setup":
        return False
    if s.phase != "turns" or s.round > 1:
        return True
    return YOU in s.turn_order and s.turn_order.index(YOU) < s.turn_index


def _no_search_pending(g) -> bool:
    return not (g.s.pending and g.s.pending[0].kind == "search")


def _spend(a) -> bool:
    return isinstance(a, A.Search) or (isinstance(a, A.Attack) and a.target.startswith("zombie"))


WATCH = N_("Watch the others take their turns: the guide goes on at yours.")
ANSWER = N_("Answer the window first: the guide goes on when it is done.")


def steps() -> list[Step]:
    return [
        Step(_("Welcome to Winter! This is the colony: six entrances where zombies gather, the food supply and "
               "the waste pile. Every survivor starts here, and the colony must eat each round."), _colony),
        Step(_("Around it lie six locations. Survivors go out to search their decks for food, medicine, fuel, "
               "tools and weapons, but every survivor out there draws zombies."), _locations),
        Step(_("First the draft: you are dealt four survivors and keep two. Click two of them, then pick which "
               "one leads your group (the highest leader at the table goes first)."), None, kind="draft",
             answering=_(ANSWER)),
        Step(_("The top bar: morale (at 0 the colony falls), the round, food, waste, and the main objective "
               "you all share. Here: kill zombies and keep samples."), _top),
        Step(_("Your secret objective: you win if the colony makes it and this holds too. One player may be a "
               "betrayer, who wins only if the colony falls."), _secret),
        Step(_("The crisis of this round: before the colony phase, add cards of the type it needs, face down. "
               "Too few and it strikes."), _crisis),
        Step(_("Your hand and your dice, rolled at the start of each round: every action that needs a die "
               "spends one of them."), _hand_and_dice),
        Step(_("Your turn! Send a survivor out: click one of yours (a light ring), then Move, then a lit "
               "location. On arrival the exposure die rolls: mostly blank, but it can wound, frostbite or "
               "bite."), _mine, kind="turn", allow=lambda a: isinstance(a, A.Move), waiting=_(WATCH), answering=_(ANSWER),
             until=_my_turn_over),
        Step(_("Now spend a die: click the survivor who went out, then Search (a die at least its search "
               "value) to draw a card there, or Attack a zombie."), _dice, kind="turn", allow=_spend,
             waiting=_(WATCH), answering=_(ANSWER), until=_my_turn_over),
        Step(_("You drew a card: keep it, or make noise to draw another (noise brings more zombies in the "
               "colony phase)."), None, kind="search", answering=_(ANSWER),
             until=_no_search_pending),
        Step(_("Your other dice can barricade an entrance, lure zombies, clean the waste or pay for an ability. "
               "Cards are played, equipped or added to the crisis; Colony actions spends food on a die."), _bar),
        Step(_("When you are done, end your turn: the End turn button, or Enter."), _end_turn, kind="turn",
             allow=lambda a: isinstance(a, A.EndTurn), waiting=_(WATCH), answering=_(ANSWER), until=_my_turn_over),
        Step(_("The colony phase: the colony eats (1 food per 2 survivors, or starves), every 10 waste costs "
               "morale, the crisis cards are revealed, and zombies come to every place with survivors."), None,
             kind="colony", answering=_(ANSWER), waiting=_("The others take their turns; the colony phase follows the last one."),
             until=lambda g: g.s.round > 2),
        Step(_("That is a round! Kill zombies for samples, keep the colony fed and watch who helps with the "
               "crisis. F1 opens the rules; Esc pauses. Good luck!"), None),
    ]
