"""Synthesise the project's own sounds into assets/sounds/ (standard library only, fixed
seeds: the same files every run).

    python tools/make_sounds.py            # writes every sound below
    python tools/make_sounds.py dice-d8    # only the named ones

Effects are 44.1 kHz mono 16-bit; the ambient loops 11.025 kHz (long, quiet and low: wind and a far guitar),
cross-faded end into start so they loop without a seam. Credits: assets/CREDITS.md.
"""

from __future__ import annotations

import math
import random
import sys
import wave
from array import array
from pathlib import Path

OUT = Path(__file__).resolve().parents[1] / "assets" / "sounds"
FX, AMBIENT = 44100, 11025
DICE_SIDES = (4, 6, 8, 10, 12)


def silence(seconds: float, rate: int = FX) -> list[float]:
    return [0.0] * int(seconds * rate)


def add(into: list[float], sound: list[float], at: float, gain: float = 1.0, rate: int = FX):
    start = int(at * rate)
    if start + len(sound) > len(into):
        into.extend([0.0] * (start + len(sound) - len(into)))
    for i, x in enumerate(sound):
        into[start + i] += x * gain


def lowpass(xs: list[float], alpha: float) -> list[float]:
    """One-pole low-pass: alpha near 0 is dark, near 1 leaves the sound as it is."""
    out, y = [], 0.0
    for x in xs:
        y += alpha * (x - y)
        out.append(y)
    return out


def clack(rnd: random.Random, freq: float, seconds: float = 0.05) -> list[float]:
    """A die's edge hitting the table: a short ringing knock over a noise tick."""
    n = int(seconds * FX)
    return [math.exp(-i / (0.007 * FX)) * (0.6 * math.sin(2 * math.pi * freq * i / FX)
                                           + 0.25 * math.sin(2 * math.pi * freq * 2.7 * i / FX))
            + math.exp(-i / (0.0015 * FX)) * rnd.uniform(-0.8, 0.8) for i in range(n)]


def dice(sides: int) -> list[float]:
    """A die tumbling: more and deeper clacks the more faces it has, slowing to rest."""
    rnd = random.Random(sides)
    base = {4: 2700, 6: 2250, 8: 1900, 10: 1650, 12: 1420}[sides]
    hits = {4: 3, 6: 4, 8: 5, 10: 6, 12: 7}[sides]
    out, t = silence(0.1), 0.0
    for k in range(hits):
        add(out, clack(rnd, base * rnd.uniform(0.9, 1.1)), t, gain=1.0 - 0.55 * k / hits)
        t += rnd.uniform(0.05, 0.08) * (1 + 0.35 * k)
    add(out, clack(rnd, base * 0.8, 0.08), t, gain=0.35)  # it settles
    return out


def gunshot() -> list[float]:
    rnd = random.Random(7)
    n = int(0.9 * FX)
    crack = [rnd.uniform(-1, 1) * math.exp(-i / (0.035 * FX)) for i in range(n)]
    tail = lowpass([rnd.uniform(-1, 1) * math.exp(-i / (0.28 * FX)) * 0.35 for i in range(n)], 0.08)
    thump = [math.sin(2 * math.pi * (70 - 30 * i / n) * i / FX) * math.exp(-i / (0.09 * FX)) for i in range(n)]
    return [2.2 * c + t + 0.35 * h for c, t, h in zip(lowpass(crack, 0.5), tail, thump)]


def kill() -> list[float]:
    """A heavy blow: a falling thud and a crack."""
    rnd = random.Random(11)
    n = int(0.35 * FX)
    return [math.sin(2 * math.pi * (110 - 60 * i / n) * i / FX) * math.exp(-i / (0.07 * FX))
            + rnd.uniform(-0.5, 0.5) * math.exp(-i / (0.01 * FX)) for i in range(n)]


def bite() -> list[float]:
    """Teeth: three quick crunches of dark noise."""
    rnd = random.Random(13)
    out = silence(0.1)
    for k in range(3):
        n = int(0.07 * FX)
        add(out, lowpass([rnd.uniform(-1, 1) * math.exp(-i / (0.018 * FX)) for i in range(n)], 0.25), 0.06 * k,
            gain=1.0 - 0.2 * k)
    return out


def tone(freq: float, seconds: float, decay: float, rate: int = FX) -> list[float]:
    n = int(seconds * rate)
    return [math.exp(-i / (decay * rate)) * min(1.0, i / (0.01 * rate))
            * (math.sin(2 * math.pi * freq * i / rate) + 0.3 * math.sin(4 * math.pi * freq * i / rate))
            for i in range(n)]


def morale(up: bool) -> list[float]:
    first, second = (523.25, 783.99) if up else (659.25, 440.0)
    out = silence(0.1)
    add(out, tone(first, 0.3, 0.12), 0.0)
    add(out, tone(second, 0.5, 0.2), 0.14)
    return out


def bell(freq: float = 880.0, seconds: float = 1.2, rate: int = FX) -> list[float]:
    """A struck bell: inharmonic partials, the high ones fading first."""
    n = int(seconds * rate)
    parts = ((1.0, 1.0, 0.5), (2.76, 0.5, 0.25), (5.4, 0.25, 0.1))
    return [sum(a * math.sin(2 * math.pi * freq * r * i / rate) * math.exp(-i / (d * rate)) for r, a, d in parts)
            for i in range(n)]


def reveal() -> list[float]:
    """Votes or dials turned together: two bell strokes."""
    out = silence(0.1)
    add(out, bell(784.0, 0.9), 0.0, 0.8)
    add(out, bell(1046.5, 1.1), 0.12)
    return out


def pluck(freq: float, seconds: float, rnd: random.Random, rate: int = FX, damp: float = 0.996) -> list[float]:
    """A plucked string (Karplus-Strong)."""
    period = max(2, int(rate / freq))
    buf = [rnd.uniform(-1, 1) for _ in range(period)]
    out = []
    for i in range(int(seconds * rate)):
        x = buf[i % period]
        buf[i % period] = damp * 0.5 * (x + buf[(i + 1) % period])
        out.append(x)
    return out


def showdown() -> list[float]:
    """The showdown's sting: a low string arpeggio, then the open low E left ringing."""
    rnd = random.Random(17)
    out = silence(0.2)
    for k, f in enumerate((82.41, 123.47, 164.81, 196.0)):
        add(out, pluck(f, 1.6, rnd), 0.18 * k, gain=0.8)
    add(out, pluck(82.41, 2.4, rnd, damp=0.998), 0.9)
    return out


def wind(seconds: float, rnd: random.Random, brightness: float, gusts: float) -> list[float]:
    """Brown noise in slow gusts (the sum of two slow waves)."""
    n = int(seconds * AMBIENT)
    y, out = 0.0, []
    for i in range(n):
        y = 0.995 * y + rnd.uniform(-1, 1) * 0.06
        t = i / AMBIENT
        gust = 0.55 + gusts * (0.3 * math.sin(2 * math.pi * t / 7.3) + 0.2 * math.sin(2 * math.pi * t / 3.1 + 1.0))
        out.append(y * gust)
    return lowpass(out, brightness)


def looped(xs: list[float], fade: float, rate: int = AMBIENT) -> list[float]:
    """Cross-fade the last `fade` seconds into the first: the loop has no seam."""
    k = int(fade * rate)
    body, tail = xs[:-k], xs[-k:]
    for i in range(k):
        w = i / k
        body[i] = body[i] * w + tail[i] * (1 - w)
    return body


def ambient_winter() -> list[float]:
    return looped(wind(22, random.Random(21), 0.12, 1.0), 2.0)


def ambient_mall() -> list[float]:
    """An empty mall: the lights' hum, the air vents, a far-off clank now and then."""
    rnd = random.Random(23)
    n = 22 * AMBIENT
    hum = [0.25 * math.sin(2 * math.pi * 60 * i / AMBIENT) + 0.12 * math.sin(2 * math.pi * 120 * i / AMBIENT)
           + 0.05 * math.sin(2 * math.pi * 180 * i / AMBIENT) for i in range(n)]
    air = wind(22, rnd, 0.3, 0.2)
    out = [h * (0.9 + 0.1 * math.sin(2 * math.pi * i / (5.0 * AMBIENT))) + 0.6 * a for i, (h, a) in enumerate(zip(hum, air))]
    for t in (4.5, 13.2, 19.8):
        add(out, lowpass(clack(rnd, 420, 0.4), 0.2)[::2], t, gain=0.5, rate=AMBIENT)
    return looped(out, 2.0)


def ambient_showdown() -> list[float]:
    """A dusty street: light wind and a far guitar picking a few notes."""
    rnd = random.Random(29)
    out = wind(22, rnd, 0.2, 0.8)
    notes = (164.81, 196.0, 220.0, 246.94, 293.66, 329.63)  # E minor pentatonic
    t = 1.0
    while t < 19:
        add(out, pluck(rnd.choice(notes), 2.0, rnd, rate=AMBIENT), t, gain=0.22, rate=AMBIENT)
        t += rnd.uniform(1.6, 3.8)
    return looped(out, 2.0)


SOUNDS = {**{f"dice-d{n}": (lambda n=n: dice(n), FX, 0.9) for n in DICE_SIDES},
          "gunshot": (gunshot, FX, 0.95), "kill": (kill, FX, 0.9), "bite": (bite, FX, 0.85),
          "morale-up": (lambda: morale(True), FX, 0.7), "morale-down": (lambda: morale(False), FX, 0.7),
          "reveal": (reveal, FX, 0.75), "showdown": (showdown, FX, 0.9),
          "ambient-winter": (ambient_winter, AMBIENT, 0.45), "ambient-mall": (ambient_mall, AMBIENT, 0.4),
          "ambient-showdown": (ambient_showdown, AMBIENT, 0.45)}


def write(name: str, samples: list[float], rate: int, peak: float):
    top = max(1e-9, max(abs(x) for x in samples))
    data = array("h", (int(max(-1.0, min(1.0, x / top * peak)) * 32767) for x in samples))
    with wave.open(str(OUT / f"{name}.wav"), "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(rate)
        w.writeframes(data.tobytes())


def main(names: list[str]) -> int:
    unknown = [n for n in names if n not in SOUNDS]
    if unknown:
        print(f"make_sounds: unknown sound(s) {', '.join(unknown)} (known: {', '.join(SOUNDS)})", file=sys.stderr)
        return 2
    for name in names or SOUNDS:
        make, rate, peak = SOUNDS[name]
        write(name, make(), rate, peak)
        print(f"assets/sounds/{name}.wav")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
