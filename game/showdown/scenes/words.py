"""The board's words: the step's name, each decision's prompt and each click's label.
Pure Python. `g` is the engine (names and card texts), `v` the view of the seat on
screen: nothing here reads what that seat may not know."""

from __future__ import annotations

from game.showdown.scenes.palette import FACTION_NAMES

STEP_NAMES = {"pass": "Setup: pass a safe", "turns": "Turns", "holdup": "Holdup", "badge": "Badge round",
              "mystery": "Mystery safes", "showdown": "The showdown", "over": "Game over"}
USE_LABELS = {"rob": "Rob a safe", "duel": "Duel a player", "duster": "Duster: draw 4, then discard 3",
              "stetson": "Stetson: peek at safes", "horse": "Horse: ride to another building",
              "attach": "Holster: guard a safe or a player"}
WAITS = {"slip": "to pass a safe", "play": "to play a card", "peek": "to peek at a safe", "defend": "to answer",
         "holster": "to lend a holster or not", "thief": "to ride in as a horse thief or not",
         "keep": "to keep one holster", "give": "to give a safe away", "place": "to seat the loser",
         "discard": "to discard", "draw": "to pick a card in secret", "dagger": "to use the dagger",
         "blast": "to blow up a safe", "poker": "to play the poker deck"}


def building(platform_seat: int, per_platform: int) -> str:
    return FACTION_NAMES[platform_seat // per_platform]


def gun_words(g, card: str) -> str:
    gun = g.c.guns[g.c.town[card].gun]
    return f"{gun.name} (d{gun.sides})"


def fight_words(g, v) -> str:
    f = v.fight
    if f is None:
        return ""
    target = f"safe {f.position + 1} of {g.pname(f.defender)}" if f.kind == "robbery" else g.pname(f.defender)
    verb = "robs" if f.kind == "robbery" else "duels"
    return f"{g.pname(f.attacker)} {verb} {target} with a {gun_words(g, f.attack_card)}"


def prompt(g, v, d, mine: bool, chosen: tuple = ()) -> str:
    """What the seat deciding must do (`mine`), or what the table waits for."""
    who, k = g.pname(d.seat), d.kind
    if not mine:
        return f"Waiting for {who} {WAITS.get(k, 'to decide')}."
    fight = fight_words(g, v)
    if k == "slip":
        return "Setup: click one of your two safes to pass face down to the player on your left"
    if k == "play":
        if not chosen:
            return "Your turn: pick a card from your hand (each card is a gun; some have a special)"
        card = chosen[0][1]
        if len(chosen) == 1:
            return f"{g.tname(card)}: what for?"
        use = chosen[1][1]
        where = {"rob": "click a lit safe in another player's row", "duel": "click a lit player on a porch",
                 "horse": "click a lit empty chair of another building",
                 "attach": "click a lit safe or player to guard"}
        return f"{USE_LABELS[use]} with the {gun_words(g, card)}: {where.get(use, '')}"
    if k == "peek":
        left = d.data.get("left", 1)
        return f"Stetson: click a lit safe to look at it ({left} look{'s' * (left != 1)} left)"
    if k == "defend":
        return f"{fight}. Answer with a card from your hand: its gun is your die"
    if k == "holster":
        side = g.pname(v.fight.defender if v.fight.for_defender else v.fight.attacker)
        return f"{fight}. Lend {side} a holster (its gun adds a die) or pass"
    if k == "thief":
        return f"{fight}. Ride in as a horse thief with a white-horse card, or pass"
    if k == "keep":
        return f"{fight}. You were lent several holsters: keep one, the others go back"
    if k == "give":
        if not chosen:
            return "You hold four safes: click the one to give away"
        return "Give it to which of the poorest players?"
    if k == "place":
        return f"You won the duel in your own building: click an empty chair for {g.pname(d.data['loser'])}"
    if k == "discard":
        n = v.owe_discards.get(d.seat, 1)
        return f"Duster: discard a card ({n} more)"
    if k == "draw":
        what = "the holdup" if v.step == "holdup" else "the showdown"
        return f"Pick in secret the card you fire in {what}: all are shown together"
    if k == "dagger":
        return "Dagger: give up 1 gold for a showdown pepperbox, or take 1 gold and a pepperbox against you"
    if k == "blast":
        return "Dynamite: click another player's face-down safe to blow it up"
    if k == "poker":
        return "Poker deck: play a card; its roll is won (red die 2–3) or lost (0–1) as gold"
    return k


def label(g, v, d, step) -> str:
    what, value = step
    if what == "card":
        card = g.c.town[value]
        special = f" · {card.special}" if card.special else ""
        verb = {"defend": "Answer with", "discard": "Discard", "keep": "Keep", "draw": "Fire",
                "thief": "Ride in with", "holster": "Lend"}.get(d.kind, "")
        return f"{verb} {card.name} d{g.c.guns[card.gun].sides}{special}".strip()
    if what == "use":
        return USE_LABELS[value]
    if what == "star":
        return (f"To {g.pname(value)}" if d.kind in ("give", "holster") else
                f"{g.pname(value)}" + (f" ({building(v.stars[value], v.per_platform)})" if v.stars else ""))
    if what == "safe":
        owner, pos = value
        return f"Safe {pos + 1} of {g.pname(owner)}"
    if what == "seat":
        return f"Chair {value % v.per_platform + 1} of the {building(value, v.per_platform)}"
    if what == "pass":
        return "Pass"
    if what == "away":
        return "Out of the game"
    if what == "dagger":
        return "Showdown pepperbox (−1 gold)" if value == "gun" else "+1 gold (a pepperbox against you)"
    return str(value)
