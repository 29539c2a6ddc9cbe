"""Showdown's colours and the faces of its pieces: nine player colours (the box's seat
palette has five), the three factions' (the buildings' signs), and how a safe's face is
drawn (icon, the number on it, its colour)."""

from __future__ import annotations

from game.showdown.rules.state import BUILDINGS

SEATS = ((238, 186, 64), (92, 168, 240), (236, 104, 146), (150, 208, 84), (174, 124, 232), (242, 132, 52),
         (64, 200, 190), (236, 234, 226), (186, 140, 96))
DARK_INK = {0, 3, 5, 6, 7}  # seats whose token reads better with dark letters
FACTIONS = ((200, 64, 52), (58, 108, 196), (52, 150, 84))  # saloon, bank, hotel: as painted on the map
FACTION_NAMES = BUILDINGS
LIT = (255, 208, 96)
FACE_DOWN = (46, 52, 64)
GOLD = (236, 196, 80)
EFFECT_ICONS = {"sarsaparilla": "sarsaparilla", "cash": "cash", "dagger": "dagger", "explosive": "explosive",
                "poker": "poker", "peace": "gold", "fair-share": "gold"}


def seat_colour(seat: int):
    return SEATS[seat % len(SEATS)]


def ink(seat: int):
    return (24, 22, 20) if seat % len(SEATS) in DARK_INK else (250, 250, 250)


def faction_colour(faction: int):
    return FACTIONS[faction % len(FACTIONS)]


def initials(name: str) -> str:
    words = name.split()
    if len(words) >= 2 and words[0] == "Player":
        return words[1][:2]
    return name[:2]


def safe_face(safe) -> tuple[str, str, tuple]:
    """(icon, the short text on the safe, its colour) of a face-up safe (the content's Safe);
    the icon "badge" is a drawn star."""
    if safe.kind == "gold":
        return "gold", str(safe.gold), GOLD
    if safe.kind == "badge":
        return "badge", str(safe.badge), (226, 226, 214)
    if safe.kind == "gun":
        return "revolver", "", (200, 200, 210)
    return EFFECT_ICONS.get(safe.effect, "safe"), "", (214, 140, 230)
