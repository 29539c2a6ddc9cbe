"""The board's words: the prompt line of each decision and the label of each click.
Pure Python. `g` is the engine (names and card texts), `v` the view of the seat on
screen: nothing here reads what that seat may not know. Every line comes out in the
player's language."""

from __future__ import annotations

from game.core.i18n import N_, Msg, _, tr
from game.mall.rules.actions import Move, Pass, Place, Play, Truck
from game.mall.rules.ballot import both

STEP_NAMES = {"place": N_("Setup: placing characters"), "truck": N_("1. Truck search"),
              "election": N_("2. Chief election"), "approach": N_("3. Zombies approach"),
              "dials": N_("4. Destinations"), "move": N_("5. Moves"), "attack": N_("6. Zombie attack"),
              "over": N_("Game over")}
PURPOSE = {"truck": N_("who searches the truck"), "election": N_("the new chief"),
           "attack": N_("who the zombies get")}
WAITS = {"place": N_("Waiting for {who} to place a character."),
         "truck": N_("Waiting for {who} to share the truck's cards."),
         "camera": N_("Waiting for {who} on the camera."), "dial": N_("Waiting for {who} to set a dial."),
         "announce": N_("Waiting for {who} to announce a destination."),
         "items": N_("Waiting for {who} to play items or pass."), "vote": N_("Waiting for {who} to vote."),
         "move": N_("Waiting for {who} to move."), "victim": N_("Waiting for {who} to give up a character.")}


def step_name(step: str) -> str:
    return _(STEP_NAMES[step]) if step in STEP_NAMES else step


def where(g, d) -> str:
    return g.lname(d.data["where"]) if "where" in d.data else ""


def announced(g, v, line: str) -> str:
    """The line, and ' — Bruno, the new chief, announced Food Hall' when a new chief has (public)."""
    if v.dials is None or not v.dials.announced or v.dials.complete:
        return line
    seat, loc = next(iter(v.dials.announced.items()))
    return _("{line} — {who}, the new chief, announced {place}", line=line, who=g.pname(seat), place=g.lname(loc))


def prompt(g, v, d, mine: bool, chosen: tuple = ()) -> str:
    """What the seat deciding must do (`mine`), or what the table waits for."""
    who = g.pname(d.seat)
    k = d.kind
    if not mine:
        return announced(g, v, _(WAITS.get(k, N_("Waiting for {who} to decide.")), who=who))
    if k == "place":
        dice = d.data.get("dice", [])
        rolled = both(dice) if dice else ""
        if chosen:
            return _("Place a character: you rolled {dice} — click a lit location", dice=rolled)
        return _("Place a character (pick one below): you rolled {dice} — click a lit location", dice=rolled)
    if k == "truck":  # the drawn cards are this seat's to see: it decides
        if not chosen:
            return _("Truck search: you drew {cards}. Keep one", cards=[g.iname(c) for c in d.data["drawn"]])
        if len(chosen) == 1:
            return _("Truck search: you keep {item}. Give one away", item=g.iname(chosen[0][1]))
        return _("Truck search: you keep {item}, give {gift} to whom?", item=g.iname(chosen[0][1]),
                 gift=g.iname(chosen[1][1]))
    if k == "camera":
        return _("The chief rolled the box dice in secret. Play a camera card to see them?")
    if k == "dial":
        if not any(c.seat == d.seat for c in v.characters.values()):  # out of characters (mall.md)
            return announced(g, v, _("Your zombie: click where it goes, or add none"))
        return announced(g, v, _("Your dial: pick a location"))
    if k == "announce":
        return _("You are the new chief: announce where you go (true or not) — click a location")
    if k == "items":
        return _("Before the vote at {place} on {purpose}: play an item or pass", place=where(g, d),
                 purpose=PURPOSE[d.data["purpose"]])
    if k == "vote":
        n = v.ballot.weights.get(d.seat, 0) if v.ballot else 0
        args = {"place": where(g, d), "purpose": PURPOSE[d.data["purpose"]], "n": n}
        if d.data.get("revote"):
            if n == 1:
                return _("Vote again (tie) at {place}: {purpose} — pick a colour (you have {n} vote)", **args)
            return _("Vote again (tie) at {place}: {purpose} — pick a colour (you have {n} votes)", **args)
        if n == 1:
            return _("Vote at {place}: {purpose} — pick a colour (you have {n} vote)", **args)
        return _("Vote at {place}: {purpose} — pick a colour (you have {n} votes)", **args)
    if k == "move":
        dest = v.dials.choices.get(d.seat) if v.dials else None
        if isinstance(dest, int):
            if chosen:
                return _("Move one character to {place}: click it (a lit location: play {dash} to go there)",
                         place=g.lname(dest), dash=dash_name(g))
            return _("Move one character to {place}: click it", place=g.lname(dest))
        if chosen:
            return _("Move one character: click it (a lit location: play {dash} to go there)", dash=dash_name(g))
        return _("Move one character: click it")
    if k == "victim":
        return _("The zombies take one of yours at {place}: choose who", place=where(g, d))
    return k


def dash_name(g) -> str:
    """The name of the card that sends a mover elsewhere than its dial (its kind is "sprint")."""
    return tr(next((i.name for i in g.c.items.values() if i.kind == "sprint"), "Dash"))


def label(g, d, step) -> str:
    what, value = step
    if what in ("loc", "sprint"):
        name = g.lname(value)
        if what == "sprint":
            return _("Dash to {place}", place=name)
        return _("Go to {place}", place=name) if d.kind == "move" else tr(name)
    if what == "char":
        kind = g.ckind(value)
        verb = {"move": N_("Move {character} ({n})"), "victim": N_("Give up {character} ({n})"),
                "items": N_("Hide {character} ({n})")}.get(d.kind, N_("{character} ({n})"))
        return _(verb, character=kind.name, n=kind.value)
    if what == "camera":
        return _("Use the camera")
    if what == "pass":
        if d.kind == "dial":
            return _("Add no zombie")
        return _("No, keep it") if d.kind == "camera" else _("Pass")
    if what in ("item", "keep", "give"):
        verb = {"item": N_("Play {item}"), "keep": N_("Keep {item}"), "give": N_("Give {item}")}[what]
        return _(verb, item=g.iname(value))
    if what == "seat":
        if d.kind == "vote":
            return _("{colour} ({who})", colour=g.colour_name(value), who=g.pname(value))
        return _("To {who}", who=g.pname(value))
    return str(value)


def forced_line(g, d, a):
    """The log line telling the seat deciding `d` that the window answered it with `a`, its
    only answer (GameScene.forced_line); None: a person sees it all the same."""
    if isinstance(a, Pass):
        if d.kind == "camera":
            return N_("You hold no camera card to play: the box dice stay hidden from you.")
        return Msg("You hold no item to play before the vote at {place}: you pass.", place=g.lname(d.data["where"]))
    if isinstance(a, Move) and a.sprint is None:
        dest = g.s.dials.choices.get(d.seat) if g.s.dials else None  # the seat's own dial
        if isinstance(dest, int):
            return Msg("Only your {character} can move: off to {place}.", character=g.cname(a.character),
                       place=g.lname(dest))
    if isinstance(a, Place):
        return Msg("Your dice leave one place for your {character}: {place}.", character=g.cname(a.character),
                   place=g.lname(a.location))
    if isinstance(a, Truck):
        return Msg("Only {who} can take {item}: it goes to them.", who=g.pname(a.to), item=g.iname(a.give))
    if isinstance(a, Play) and a.target is not None:
        return Msg("Only your {character} is there to hide: {item} hides them.", character=g.cname(a.target),
                   item=g.iname(a.item))
    return None
