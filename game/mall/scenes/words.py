"""The board's words: the prompt line of each decision and the label of each click.
Pure Python. `g` is the engine (names and card texts), `v` the view of the seat on
screen: nothing here reads what that seat may not know."""

from __future__ import annotations

STEP_NAMES = {"place": "Setup: placing characters", "truck": "1. Truck search", "election": "2. Chief election",
              "approach": "3. Zombies approach", "dials": "4. Destinations", "move": "5. Moves",
              "attack": "6. Zombie attack", "over": "Game over"}
PURPOSE = {"truck": "who searches the truck", "election": "the new chief", "attack": "who the zombies get"}


def where(g, d) -> str:
    return g.lname(d.data["where"]) if "where" in d.data else ""


def announced(g, v) -> str:
    """' — the new chief announced Food Hall' when a new chief has (public)."""
    if v.dials is None or not v.dials.announced or v.dials.complete:
        return ""
    seat, loc = next(iter(v.dials.announced.items()))
    return f" — {g.pname(seat)}, the new chief, announced {g.lname(loc)}"


def prompt(g, v, d, mine: bool, chosen: tuple = ()) -> str:
    """What the seat deciding must do (`mine`), or what the table waits for."""
    who = g.pname(d.seat)
    k = d.kind
    if not mine:
        waits = {"place": "to place a character", "truck": "to share the truck's cards",
                 "camera": "on the camera", "dial": "to set a dial", "announce": "to announce a destination",
                 "items": "to play items or pass", "vote": "to vote", "move": "to move",
                 "victim": "to give up a character"}
        return f"Waiting for {who} {waits.get(k, 'to decide')}.{announced(g, v)}"
    if k == "place":
        dice = d.data.get("dice", [])
        line = f"Place a character: you rolled {' and '.join(map(str, dice))} — click a lit location"
        return line if chosen else line.replace("a character:", "a character (pick one below):")
    if k == "truck":  # the drawn cards are this seat's to see: it decides
        drawn = ", ".join(g.iname(c) for c in d.data["drawn"])
        if not chosen:
            return f"Truck search: you drew {drawn}. Keep one"
        kept = f"Truck search: you keep {g.iname(chosen[0][1])}"
        return f"{kept}. Give one away" if len(chosen) == 1 else f"{kept}, give {g.iname(chosen[1][1])} to whom?"
    if k == "camera":
        return "The chief rolled the box dice in secret. Play a camera card to see them?"
    if k == "dial":
        return f"Your dial: pick a location{announced(g, v)}"
    if k == "announce":
        return "You are the new chief: announce where you go (true or not) — click a location"
    if k == "items":
        return f"Before the vote at {where(g, d)} on {PURPOSE[d.data['purpose']]}: play an item or pass"
    if k == "vote":
        again = " again (tie)" if d.data.get("revote") else ""
        n = v.ballot.weights.get(d.seat, 0) if v.ballot else 0
        return (f"Vote{again} at {where(g, d)}: {PURPOSE[d.data['purpose']]} — pick a colour "
                f"(you have {n} vote{'s' * (n != 1)})")
    if k == "move":
        dest = v.dials.choices.get(d.seat) if v.dials else None
        goal = f" to {g.lname(dest)}" if isinstance(dest, int) else ""
        return f"Move one character{goal}: click it" + (" (a lit location: sprint instead)" if chosen else "")
    if k == "victim":
        return f"The zombies take one of yours at {where(g, d)}: choose who"
    return k


def label(g, d, step) -> str:
    what, value = step
    if what in ("loc", "sprint"):
        name = g.lname(value)
        if what == "sprint":
            return f"Dash to {name}"
        return f"Go to {name}" if d.kind == "move" else name
    if what == "char":
        kind = g.ckind(value)
        verb = {"move": "Move ", "victim": "Give up ", "items": "Hide "}.get(d.kind, "")
        return f"{verb}{kind.name} ({kind.value})"
    if what == "camera":
        return "Use the camera"
    if what == "pass":
        return "No, keep it" if d.kind == "camera" else "Pass"
    if what in ("item", "keep", "give"):
        verb = {"item": "Play", "keep": "Keep", "give": "Give"}[what]
        return f"{verb} {g.iname(value)}"
    if what == "seat":
        return f"{g.colour_name(value)} ({g.pname(value)})" if d.kind == "vote" else f"To {g.pname(value)}"
    return str(value)
