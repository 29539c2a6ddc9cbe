"""Sound effects that never crash the game.

    audio = Audio(volume=0.8)
    audio.play("dice")        # no-op when there is no mixer / no device / no file
    audio.ambient("ambient-mall")   # a quiet loop under the effects (None stops it)
    audio.volume = 0.5        # 0..1, clamped
    audio.enabled             # False when the mixer could not start

Sounds live in assets/sounds/<name>.wav (credits in assets/CREDITS.md). The mixer is
started on construction if it is not running yet; any failure there (no audio device,
SDL_AUDIODRIVER without a backend, a broken build) leaves the Audio silent. Sounds are
loaded lazily on first play and kept.
"""

from __future__ import annotations

import logging

import pygame

from game.resources import asset

SOUND_DIR = asset("sounds")

SOUND_NAMES: tuple[str, ...] = (
    "click",  # UI press
    "dice",  # dice roll
    "card",  # card flip / draw
    "growl",  # zombie
    "hurt",  # wound, frostbite
    "death",  # a survivor dies / bad turn of fate
    "success",  # crisis averted, objective met
    "failure",  # crisis failed, game lost
    "dice-d4", "dice-d6", "dice-d8", "dice-d10", "dice-d12",  # Showdown's dice, by their faces
    "gunshot",  # a fight's shot
    "kill",  # a zombie killed
    "bite",  # a bite
    "morale-up", "morale-down",
    "reveal",  # votes, dials or cards turned together
    "showdown",  # the showdown begins
)
AMBIENT_NAMES: tuple[str, ...] = ("ambient-winter", "ambient-mall", "ambient-showdown")  # quiet loops, one per game
AMBIENT_LEVEL = 0.35  # the loops sit under the effects, at this share of the volume

log = logging.getLogger(__name__)


class Audio:
    def __init__(self, volume: float = 0.8, enabled: bool = True):
        self._volume = _clamp(volume)
        self._sounds: dict[str, pygame.mixer.Sound | None] = {}
        self._ambient: str | None = None
        self.enabled = False
        if enabled:
            self.enabled = self._start_mixer()

    @staticmethod
    def _start_mixer() -> bool:
        try:
            if not pygame.mixer.get_init():
                pygame.mixer.init()
            return bool(pygame.mixer.get_init())
        except Exception as exc:  # pygame.error, OSError, NotImplementedError (no mixer module)...
            log.info("sound off: the mixer could not start (%s)", exc)
            return False

    # --- volume ---------------------------------------------------------------
    @property
    def volume(self) -> float:
        return self._volume

    @volume.setter
    def volume(self, value: float) -> None:
        self._volume = _clamp(value)
        self._music_volume()
        for snd in self._sounds.values():
            if snd is not None:
                try:
                    snd.set_volume(self._volume)
                except Exception:
                    pass

    # --- playing --------------------------------------------------------------
    def _sound(self, name: str):
        if name not in self._sounds:
            snd = None
            path = SOUND_DIR / f"{name}.wav"
            try:
                snd = pygame.mixer.Sound(str(path))
                snd.set_volume(self._volume)
            except Exception as exc:
                log.warning("sound %r unavailable (%s): %s", name, path, exc)
            self._sounds[name] = snd
        return self._sounds[name]

    def play(self, name: str, volume: float = 1.0):
        """Play a sound once; returns its pygame Channel, or None when silent."""
        if not self.enabled or self._volume <= 0:
            return None
        try:
            snd = self._sound(name)
            if snd is None:
                return None
            ch = snd.play()
            if ch is not None and volume != 1.0:
                ch.set_volume(_clamp(volume))
            return ch
        except Exception as exc:  # a device that vanished mid-game, etc.
            log.warning("could not play %r: %s", name, exc)
            return None

    def ambient(self, name: str | None) -> None:
        """Loop `name` (an AMBIENT_NAMES file) under the effects, or stop the loop (None).
        Asking for the loop already playing changes nothing."""
        if not self.enabled or name == self._ambient:
            return
        self._ambient = name
        try:
            if name is None:
                pygame.mixer.music.fadeout(600)
                return
            pygame.mixer.music.load(str(SOUND_DIR / f"{name}.wav"))
            self._music_volume()
            pygame.mixer.music.play(loops=-1, fade_ms=1200)
        except Exception as exc:  # no music support, a missing file: the loop stays off
            log.warning("ambient %r unavailable: %s", name, exc)

    def _music_volume(self) -> None:
        if self.enabled and self._ambient:
            try:
                pygame.mixer.music.set_volume(self._volume * AMBIENT_LEVEL)
            except Exception:
                pass

    def stop(self) -> None:
        if self.enabled:
            try:
                pygame.mixer.stop()
            except Exception:
                pass


def _clamp(v) -> float:
    try:
        v = float(v)
    except (TypeError, ValueError):
        return 0.0
    if v != v:  # NaN
        return 0.0
    return min(1.0, max(0.0, v))
