"""Item cards (mall.md "Components", step 3, step 6, "Votes"): what a seat may play
before a vote, what each kind does, and the security camera's look at the dice."""

from __future__ import annotations

from game.core.i18n import Msg
from game.mall.rules import board
from game.mall.rules.actions import Camera, Pass, Play


def kind(g, card: str) -> str:
    return g.c.items[card].kind


def discard(g, seat: int, card: str) -> None:
    g.s.hands[seat].remove(card)
    g.s.discards.append(card)


def window_options(g, seat: int) -> list:
    """Before a vote: threats always; in an attack's first vote also weapons, hardware
    (not in the parking lot) and hidden (on one of the seat's characters there)."""
    s = g.s
    b = s.ballot
    attack = b.purpose == "attack" and not b.revote
    out = [Pass()]
    for card in dict.fromkeys(s.hands[seat]):
        k = kind(g, card)
        if k == "threat" or (attack and (k == "weapon" or (k == "hardware" and not board.is_parking(g, b.where)))):
            out.append(Play(card, None))
        elif attack and k == "hidden":
            out += [Play(card, c.id) for c in board.here(s, b.where) if c.seat == seat and c.id not in s.hidden]
    return out


def play(g, seat: int, action: Play) -> None:
    """Play one card; the seat keeps the floor. A weapon or hardware that ends the attack
    closes the window (the vote is not held)."""
    s = g.s
    b = s.ballot
    card = g.c.items[action.item]
    discard(g, seat, card.id)
    who, where = g.pname(seat), g.lname(b.where)
    if card.kind == "weapon":
        n = board.kill_zombies(g, b.where, card.kill)
        text = Msg("{who} plays {item}: kills {n} zombie(s) at {place}.", who=who, item=card.name, n=n, place=where)
    elif card.kind == "hardware":
        s.hardware[b.where] = s.hardware.get(b.where, 0) + 1
        text = Msg("{who} plays {item}: adds 1 defence at {place}.", who=who, item=card.name, place=where)
    elif card.kind == "hidden":
        s.hidden.append(action.target)
        text = Msg("{who} plays {item}: hides the {character}.", who=who, item=card.name,
                   character=g.cname(action.target))
    else:  # threat
        b.weights[seat] += 1
        text = Msg("{who} plays {item}: adds a vote ({n} now).", who=who, item=card.name, n=b.weights[seat])
    g.emit("item-played", text, seat=seat, item=card.id,
           target=action.target, where=b.where)
    b.window.act(seat)
    if b.purpose == "attack" and not b.revote and not board.attacked(g, b.where):
        b.window.close()


def camera_options(g, seat: int) -> list:
    return [Pass()] + ([Camera()] if any(kind(g, c) == "camera" for c in g.s.hands[seat]) else [])


def use_camera(g, seat: int) -> None:
    s = g.s
    card = next(c for c in s.hands[seat] if kind(g, c) == "camera")
    discard(g, seat, card)
    s.box_seen.append(seat)
    g.emit("camera", Msg("{who} plays {item} and looks at the dice.", who=g.pname(seat), item=g.c.items[card].name),
           seat=seat, item=card)
    g.emit("box-seen", Msg("The dice in the box: {dice}.", dice=list(s.box)), private=seat, dice=list(s.box))
