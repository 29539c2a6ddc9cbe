"""The board's words: the step's name, each decision's prompt and each click's label.
Pure Python. `g` is the engine (names and card texts), `v` the view of the seat on
screen: nothing here reads what that seat may not know. Every string comes out in the
player's language (game.core.i18n)."""

from __future__ import annotations

from game.core.i18n import N_, Msg, _, tr
from game.showdown.scenes.palette import FACTION_NAMES

STEP_NAMES = {"pass": N_("Setup: pass a safe"), "turns": N_("Turns"), "holdup": N_("Holdup"),
              "badge": N_("Badge round"), "mystery": N_("Mystery safes"), "showdown": N_("The showdown"),
              "over": N_("Game over")}
USE_LABELS = {"rob": N_("Rob a safe"), "duel": N_("Duel a player"), "duster": N_("Duster: draw 4, then discard 3"),
              "stetson": N_("Stetson: peek at safes"), "horse": N_("Horse: ride to another building"),
              "attach": N_("Holster: guard a safe or a player")}
WAITS = {"slip": N_("Waiting for {who} to pass a safe."), "play": N_("Waiting for {who} to play a card."),
         "peek": N_("Waiting for {who} to peek at a safe."), "defend": N_("Waiting for {who} to answer."),
         "holster": N_("Waiting for {who} to lend a holster or not."),
         "thief": N_("Waiting for {who} to ride in as a horse thief or not."),
         "keep": N_("Waiting for {who} to keep one holster."), "give": N_("Waiting for {who} to give a safe away."),
         "place": N_("Waiting for {who} to seat the loser."), "discard": N_("Waiting for {who} to discard."),
         "draw": N_("Waiting for {who} to pick a card in secret."),
         "dagger": N_("Waiting for {who} to use the dagger."), "blast": N_("Waiting for {who} to blow up a safe."),
         "poker": N_("Waiting for {who} to play the poker deck.")}
WAIT = N_("Waiting for {who} to decide.")
WHERE = {"rob": N_("click a lit safe in another player's row"), "duel": N_("click a lit player on a porch"),
         "horse": N_("click a lit empty chair of another building"),
         "attach": N_("click a lit safe or player to guard")}
SPECIAL_NAMES = {"duster": N_("duster"), "holster": N_("holster"), "horse": N_("horse"), "stetson": N_("stetson")}
CARD_VERBS = {"defend": N_("Answer with {card}"), "discard": N_("Discard {card}"), "keep": N_("Keep {card}"),
              "draw": N_("Fire {card}"), "thief": N_("Ride in with {card}"), "holster": N_("Lend {card}")}


def building(platform_seat: int, per_platform: int) -> str:
    return tr(FACTION_NAMES[platform_seat // per_platform])


def gun_words(g, card: str) -> str:
    """The card played and the die its gun rolls: the card is what the player holds."""
    return _("{card} (d{sides})", card=g.tname(card), sides=g.c.sides(card))


def fight_words(g, v) -> str:
    f = v.fight
    if f is None:
        return ""
    who, target, gun = g.pname(f.attacker), g.pname(f.defender), gun_words(g, f.attack_card)
    if f.kind == "robbery":
        return _("{who} robs safe {n} of {target} with a {gun}", who=who, n=f.position + 1, target=target, gun=gun)
    return _("{who} duels {target} with a {gun}", who=who, target=target, gun=gun)


def prompt(g, v, d, mine: bool, chosen: tuple = ()) -> str:
    """What the seat deciding must do (`mine`), or what the table waits for."""
    who, k = g.pname(d.seat), d.kind
    if not mine:
        return _(WAITS.get(k, WAIT), who=who)
    fight = fight_words(g, v)
    if k == "slip":
        return _("Setup: click one of your two safes to pass face down to the player on your left")
    if k == "play":
        if not chosen:
            return _("Your turn: pick a card from your hand (each card is a gun; some have a special)")
        card = chosen[0][1]
        if len(chosen) == 1:
            return _("{card}: what for?", card=g.tname(card))
        use = chosen[1][1]
        where = _(WHERE[use]) if use in WHERE else ""
        if use in ("rob", "duel"):  # the card's gun fires; any other use plays its special
            return _("{use} with the {gun}: {where}", use=_(USE_LABELS[use]), gun=gun_words(g, card), where=where)
        return _("{use} — {where}", use=_(USE_LABELS[use]), where=where) if where else _(USE_LABELS[use])
    if k == "peek":
        left = d.data.get("left", 1)
        if left == 1:
            return _("Stetson: click a lit safe to look at it ({n} look left)", n=left)
        return _("Stetson: click a lit safe to look at it ({n} looks left)", n=left)
    if k == "defend":
        return _("{fight}. Answer with a card from your hand: its gun is your die", fight=fight)
    if k == "holster":
        side = g.pname(v.fight.defender if v.fight.for_defender else v.fight.attacker)
        return _("{fight}. Lend {who} a holster (its gun adds a die) or pass", fight=fight, who=side)
    if k == "thief":
        return _("{fight}. Ride in as a horse thief with a white-horse card, or pass", fight=fight)
    if k == "keep":
        return _("{fight}. You were lent several holsters: keep one, the others go back", fight=fight)
    if k == "give":
        if not chosen:
            return _("You hold four safes: click the one to give away")
        return _("Give it to which of the poorest players?")
    if k == "place":
        return _("You won the duel in your own building: click an empty chair for {who}",
                 who=g.pname(d.data["loser"]))
    if k == "discard":
        return _("Duster: discard a card ({n} more)", n=v.owe_discards.get(d.seat, 1))
    if k == "draw":
        if v.step == "holdup":
            return _("Pick in secret the card you fire in the holdup: all are shown together")
        return _("Pick in secret the card you fire in the showdown: all are shown together")
    if k == "dagger":
        return _("Dagger: give up 1 gold for a showdown pepperbox, or take 1 gold and a pepperbox against you")
    if k == "blast":
        return _("Dynamite: click another player's face-down safe to blow it up")
    if k == "poker":
        return _("Poker deck: play a card; its roll is won (red die 2–3) or lost (0–1) as gold")
    return k


def card_words(g, card_id: str) -> str:
    """A town card's name, die and special, as on a button."""
    card = g.c.town[card_id]
    sides = g.c.guns[card.gun].sides
    if card.special:
        return _("{card} d{sides} · {special}", card=card.name, sides=sides,
                 special=_(SPECIAL_NAMES.get(card.special, card.special)))
    return _("{card} d{sides}", card=card.name, sides=sides)


def label(g, v, d, step) -> str:
    what, value = step
    if what == "card":
        words = card_words(g, value)
        return _(CARD_VERBS[d.kind], card=words) if d.kind in CARD_VERBS else words
    if what == "use":
        return _(USE_LABELS[value])
    if what == "star":
        if d.kind in ("give", "holster"):
            return _("To {who}", who=g.pname(value))
        if v.stars:
            return _("{who} ({building})", who=g.pname(value), building=building(v.stars[value], v.per_platform))
        return g.pname(value)
    if what == "safe":
        owner, pos = value
        return _("Safe {n} of {owner}", n=pos + 1, owner=g.pname(owner))
    if what == "seat":
        return _("Chair {n} of the {building}", n=value % v.per_platform + 1,
                 building=building(value, v.per_platform))
    if what == "pass":
        return _("Pass")
    if what == "away":
        return _("Out of the game")
    if what == "dagger":
        return _("Showdown pepperbox (−1 gold)") if value == "gun" else _("+1 gold (a pepperbox against you)")
    return str(value)


def forced_line(g, d, a):
    """The log line telling the seat deciding `d` that the window answered it with `a`, its
    only answer (GameScene.forced_line); None: a person sees it all the same (a turn's card,
    a target of theirs, the safe they pass at the start)."""
    if d.kind == "holster":
        return N_("You hold no holster card to lend: you pass.")
    if d.kind == "thief":
        return N_("You hold no white-horse card: you stay out of the fight.")
    if d.kind == "draw":
        return Msg("{card} is your only card: it is the one you fire.", card=g.tname(a.card))
    if d.kind == "give":
        if a.to < 0:
            return N_("Everyone else holds three safes: yours leaves the game, face down.")
        return Msg("The poorest player is {who}: the safe goes to {who}.", who=g.pname(a.to))
    return None
