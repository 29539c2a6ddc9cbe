"""Art and sound assets: icons, fonts, sounds and their credits (assets/CREDITS.md)."""

import re

import pygame
import pytest

from game.render import audio as audio_mod
from game.render import fonts, icons
from game.render.audio import AMBIENT_NAMES, SOUND_NAMES, Audio
from game.render.icons import ICON_NAMES, IconNotFound, icon
from game.resources import asset

ASSETS = asset()
CREDITS = (ASSETS / "CREDITS.md").read_text(encoding="utf-8")
LICENCE_FILES = {"CREDITS.md", "OFL.txt", "LICENSE-Kenney-CC0.txt"}
CREDITED_FOLDERS = ("icons", "fonts", "sounds")
# art, type and sound anywhere under assets/ (the project's own text documents are not media)
MEDIA = {".svg", ".png", ".jpg", ".jpeg", ".gif", ".bmp", ".webp", ".ttf", ".otf", ".woff", ".woff2",
         ".wav", ".ogg", ".mp3", ".flac", ".opus", ".tsx", ".tmx"}


def asset_files():
    """Every file of the credited folders, and every media file anywhere under assets/."""
    return sorted(
        p for p in ASSETS.rglob("*")
        if p.is_file() and p.name not in LICENCE_FILES
        and (p.relative_to(ASSETS).parts[0] in CREDITED_FOLDERS or p.suffix.lower() in MEDIA)
    )


# --- icons -----------------------------------------------------------------------


def test_icon_names_are_unique_and_each_has_a_file():
    assert len(ICON_NAMES) == len(set(ICON_NAMES))
    on_disk = {p.stem for p in (ASSETS / "icons").glob("*.svg")}
    assert set(ICON_NAMES) == on_disk


def test_brief_icon_set_is_covered():
    wanted = (
        "food medicine fuel tool weapon book outsider junk zombie survivor leader helpless barricade noise "
        "morale round waste crisis starvation food-token wound frostbite bite die search attack move clean "
        "attract ability equip hand card-back first-player crossroads objective exile vote-up vote-down "
        "request handoff log settings pause skull colony police grocery school library hospital gas"
    ).split()
    assert not set(wanted) - set(ICON_NAMES)


@pytest.mark.parametrize("name", ICON_NAMES)
def test_every_icon_loads_headless_at_two_sizes_and_two_colours(name):
    for size in (16, 48):
        for colour in ((255, 196, 92), (120, 210, 150)):
            surf = icon(name, size, colour)
            assert surf.get_size() == (size, size)
            # painted in the colour asked for, with transparency around it
            w, h = surf.get_size()
            pixels = [surf.get_at((x, y)) for x in range(w) for y in range(h)]
            inked = [p for p in pixels if p.a >= 128]
            assert len(inked) >= size, f"{name} at {size}px draws (almost) nothing"
            assert any(p.a == 0 for p in pixels), f"{name} has no transparent pixel"
            solid = [p for p in pixels if p.a > 250]
            assert all(abs(p.r - colour[0]) <= 2 and abs(p.g - colour[1]) <= 2 for p in solid)
            assert any(abs(p.r - colour[0]) <= 8 and abs(p.g - colour[1]) <= 8 for p in inked)


def test_icons_are_cached_and_accept_colour_forms():
    a = icon("zombie", 24, (200, 10, 10))
    assert icon("zombie", 24, (200, 10, 10)) is a
    assert icon("zombie", 24, pygame.Color(200, 10, 10)) is a
    assert icon("zombie", 24, "#c80a0a") is a
    assert icon("zombie", 25, (200, 10, 10)) is not a
    assert icon("zombie", (32, 20), "white").get_size() == (32, 20)
    assert icon("campfire", 20, "white") is icon("colony", 20, "white")  # alias


def test_missing_icon_gives_a_clear_error():
    with pytest.raises(IconNotFound, match="no-such-icon"):
        icon("no-such-icon", 32, (255, 255, 255))
    with pytest.raises(KeyError):  # IconNotFound is a KeyError
        icon("no-such-icon", 32, (255, 255, 255))


def test_icon_svgs_are_tintable_documents():
    for name in ICON_NAMES:
        text = (ASSETS / "icons" / f"{name}.svg").read_text(encoding="utf-8")
        assert text.startswith("<svg") and text.rstrip().endswith("</svg>")
        assert 'fill="currentColor"' in text
        assert ("CC BY 3.0" in text and "game-icons.net" in text) or "the project's own work" in text, name


# --- fonts -----------------------------------------------------------------------


@pytest.mark.parametrize("kind", [{}, {"bold": True}, {"display": True}, {"korean": True}, {"korean": True, "bold": True}])
def test_fonts_load_at_several_sizes(kind):
    for size in (9, 14, 22, 48, 96):
        f = fonts.font(size, **kind)
        assert isinstance(f, pygame.font.Font)
        surf = f.render("Until the Thaw 0123", True, (255, 255, 255))
        assert surf.get_width() > 0 and surf.get_height() >= size * 0.6
        assert fonts.font(size, **kind) is f  # cached


def test_font_sizes_grow_and_bold_differs():
    small, big = fonts.font(12), fonts.font(36)
    assert big.size("Winter")[1] > small.size("Winter")[1]
    assert fonts.font(20, bold=True) is not fonts.font(20)
    assert fonts.font(20.4) is fonts.font(20)


def test_korean_font_draws_hangul():
    f = fonts.font(24, korean=True)
    assert fonts.needs_korean("생존자") and not fonts.needs_korean("survivor")
    assert f.size("생존자")[0] > 30
    metrics = f.metrics("생존자")
    assert all(m is not None for m in metrics)


# --- audio -----------------------------------------------------------------------


def test_audio_without_a_device_is_a_silent_no_op(monkeypatch):
    def broken_init(*a, **k):
        raise pygame.error("No available audio device")

    monkeypatch.setattr(pygame.mixer, "get_init", lambda: None)
    monkeypatch.setattr(pygame.mixer, "init", broken_init)
    a = Audio(volume=0.7)
    assert a.enabled is False
    for name in SOUND_NAMES + ("no-such-sound",):
        assert a.play(name) is None
    a.ambient("ambient-winter")
    a.ambient(None)
    a.volume = 3
    assert a.volume == 1.0
    a.volume = -1
    assert a.volume == 0.0
    a.stop()


def test_audio_survives_any_mixer_failure(monkeypatch):
    monkeypatch.setattr(pygame.mixer, "get_init", lambda: None)
    monkeypatch.setattr(pygame.mixer, "init", lambda *a, **k: (_ for _ in ()).throw(OSError("gone")))
    assert Audio().play("dice") is None


def test_audio_with_the_dummy_driver_plays_or_stays_silent():
    a = Audio(volume=0.5)
    for name in SOUND_NAMES:
        a.play(name)  # must not raise, with or without a mixer
    assert a.play("no-such-sound") is None
    a.volume = 0.25
    assert a.volume == 0.25
    a.stop()


def test_sound_files_exist_and_load():
    import wave

    for name in SOUND_NAMES:
        path = audio_mod.SOUND_DIR / f"{name}.wav"
        with wave.open(str(path)) as w:
            assert 0.05 < w.getnframes() / w.getframerate() < 3.5
    for name in AMBIENT_NAMES:
        with wave.open(str(audio_mod.SOUND_DIR / f"{name}.wav")) as w:
            assert 10 < w.getnframes() / w.getframerate() < 60


def test_each_die_of_showdown_sounds_different():
    import wave

    lengths = []
    for sides in (4, 6, 8, 10, 12):
        with wave.open(str(audio_mod.SOUND_DIR / f"dice-d{sides}.wav")) as w:
            lengths.append(w.getnframes())
    assert lengths == sorted(set(lengths)), "a die with more faces tumbles longer"


def test_the_ambient_loop_follows_the_volume_and_survives_no_music(monkeypatch):
    a = Audio(volume=0.5)
    a.ambient("ambient-showdown")
    a.ambient("ambient-showdown")  # the same loop again: nothing restarts
    a.volume = 0.2
    a.ambient("no-such-loop")  # a missing file: silent, no exception
    a.ambient(None)


# --- credits and licences --------------------------------------------------------


def test_credits_mention_every_asset_file():
    for folder in CREDITED_FOLDERS:
        assert f"`assets/{folder}/`" in CREDITS
    assert f"`{'OFL.txt'}`" in CREDITS and "`LICENSE-Kenney-CC0.txt`" in CREDITS
    missing = [str(p.relative_to(ASSETS)) for p in asset_files() if f"`{p.name}`" not in CREDITS]
    assert not missing, f"not in assets/CREDITS.md: {missing}"


def test_every_asset_file_has_a_licence_record():
    """Each file's line in CREDITS.md names its licence (icons: their section's CC BY 3.0)."""
    sections = re.split(r"^## ", CREDITS, flags=re.M)
    licences = ("CC BY 3.0", "OFL 1.1", "CC0 1.0", "project's own")
    for p in asset_files():
        folder = p.relative_to(ASSETS).parts[0] if len(p.relative_to(ASSETS).parts) > 1 else ""
        section = next((s for s in sections if folder and f"`assets/{folder}/`" in s.splitlines()[0]
                        and f"`{p.name}`" in s), None)
        assert section is not None, f"no CREDITS section for assets/{folder}/ lists {p.name}"
        line = next(ln for ln in section.splitlines() if f"`{p.name}`" in ln)
        header = section.splitlines()[0]
        assert any(lic in line or lic in header for lic in licences), f"{p.name}: no licence in {line!r}"
        if folder == "icons" and "project's own" not in header:
            assert re.search(r"\| (Lorc|Delapouite|Skoll|John Colburn|Faithtoken|Guard13007|Sbed|Caro Asercion) \|", line)
    assert (ASSETS / "fonts" / "OFL.txt").is_file()
    assert "SIL OPEN FONT LICENSE Version 1.1" in (ASSETS / "fonts" / "OFL.txt").read_text(encoding="utf-8")
    assert "CC0" in (ASSETS / "sounds" / "LICENSE-Kenney-CC0.txt").read_text(encoding="utf-8", errors="replace")


def test_assets_stay_small():
    total = sum(p.stat().st_size for p in ASSETS.rglob("*") if p.is_file())
    # fonts ~2.3 MB (Hangul to come), sounds ~2.6 MB (three ambient loops), README screenshots ~2.1 MB
    assert total < 8 * 1024 * 1024, f"assets are {total / 1e6:.1f} MB"


def test_no_dead_of_winter_names_in_asset_names():
    for p in ASSETS.rglob("*"):
        assert "dead-of-winter" not in p.name.lower() and "deadofwinter" not in p.name.lower()


def test_icons_module_is_headless_safe():
    assert icons.ICON_DIR.is_dir()
    assert set(icons.available()) >= set(ICON_NAMES)


def test_icons_fonts_and_audio_work_without_any_display_mode(tmp_path):
    """A fresh process that never opens a window (nor calls pygame.init) can use all three."""
    import os
    import subprocess
    import sys
    from pathlib import Path

    code = (
        "import pygame\n"
        "from game.render.icons import icon, ICON_NAMES\n"
        "from game.render.fonts import font\n"
        "from game.render.audio import Audio\n"
        "assert not pygame.display.get_init() or pygame.display.get_surface() is None\n"
        "assert all(icon(n, 20, (1, 2, 3)).get_size() == (20, 20) for n in ICON_NAMES)\n"
        "assert font(18).render('x', True, (0, 0, 0)).get_width() > 0\n"
        "Audio().play('click')\n"
        "print('ok')\n"
    )
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1")
    root = Path(__file__).resolve().parent.parent
    out = subprocess.run([sys.executable, "-c", code], cwd=root, env=env, capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip().endswith("ok")
