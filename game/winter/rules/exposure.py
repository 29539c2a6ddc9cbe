"""The exposure die and bite spreading (winter.md §4.3)."""

from __future__ import annotations

from game.core.i18n import N_, Msg
from game.winter.rules import board
from game.winter.rules.state import Decision

# 12 faces: 6 blank, 3 wound, 2 frostbite, 1 bite
FACES = ("blank",) * 6 + ("wound",) * 3 + ("frostbite",) * 2 + ("bite",)
FACE_WORDS = (N_("blank"), N_("wound"), N_("frostbite"), N_("bite"))  # the faces in the log


def roll(g, sid: str, why: str | Msg) -> str:
    """Roll exposure for a survivor and resolve the face. A bite starts a spread,
    which may wait on the next victim's player (a 'bite' decision)."""
    face = g.s.rng.choice(FACES)
    s = g.s.survivors[sid]
    place = s.location
    g.emit("exposure", Msg("Exposure for {who} ({why}): {face}.", who=g.sname(sid), why=why, face=face),
           survivor=sid, face=face)
    if face == "wound":
        board.wound(g, sid, 1, why=N_("exposure"))
    elif face == "frostbite":
        board.wound(g, sid, 1, frost=True, why=N_("exposure"))
    elif face == "bite":
        # only those who shared the place with the bitten survivor can catch it: not a new
        # leader who arrives because this was its player's last survivor
        among = [x for x in board.at(g, place) if x != sid]
        board.kill(g, sid, Msg("{who} ({player}) was bitten and died."))
        spread(g, place, among)
    return face


def spread(g, place: str, among: list[str] | None = None):
    """The bite passes to the lowest-influence survivor at the place among those who were
    there when the bite happened (`among`; bite-warded ones are skipped); its player
    chooses to sacrifice it or to roll."""
    if g.s.phase == "over":
        return
    here = board.at(g, place)
    if among is None:
        among = here
    for sid in here:
        if sid not in among or board.passive(g, sid, "bite-ward"):
            continue
        g.emit("bite-spreads", Msg("The bite spreads to {who}.", who=g.sname(sid)), survivor=sid, location=place)
        g.s.pending.insert(0, Decision("bite", g.s.survivors[sid].seat,
                                       {"survivor": sid, "place": place, "among": [x for x in among if x != sid]}))
        return


def resolve_choice(g, sid: str, place: str, sacrifice: bool, among: list[str] | None = None):
    if sacrifice:
        board.kill(g, sid, Msg("{who} ({player}) was put down before the bite could turn."))
        return
    face = g.s.rng.choice(FACES)
    g.emit("exposure", Msg("{who} rolls against the bite: {face}.", who=g.sname(sid), face=face), survivor=sid,
           face=face)
    if face == "blank":
        g.emit("bite-stopped", Msg("{who} is unharmed; the bite spreads no further.", who=g.sname(sid)), survivor=sid)
        return
    board.kill(g, sid, Msg("{who} ({player}) turned and died."))
    spread(g, place, among)
