"""A small seeded RNG whose whole state is one integer.

splitmix64: deterministic across Python versions and platforms, and cloning a
game state copies one int instead of random.Random's 625 words.
"""

_MASK = (1 << 64) - 1


class Rng:
    __slots__ = ("state",)

    def __init__(self, seed: int = 0):
        # Scramble the seed once, so that nearby seeds start far apart in the sequence
        # (seed and seed + 1 must not replay shifted copies of the same dice).
        z = (seed * 0x9E3779B97F4A7C15 + 0x2545F4914F6CDD1D) & _MASK
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        self.state = z ^ (z >> 31)

    def __getstate__(self):
        return self.state

    def __setstate__(self, state):
        self.state = state

    def __eq__(self, other):
        return isinstance(other, Rng) and other.state == self.state

    def next64(self) -> int:
        self.state = z = (self.state + 0x9E3779B97F4A7C15) & _MASK
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        return z ^ (z >> 31)

    def below(self, n: int) -> int:
        """Uniform integer in [0, n). The modulo bias is < 2**-50 for game sizes."""
        return self.next64() % n

    def randint(self, lo: int, hi: int) -> int:
        return lo + self.below(hi - lo + 1)

    def d6(self) -> int:
        return 1 + self.below(6)

    def choice(self, seq):
        return seq[self.below(len(seq))]

    def shuffle(self, items: list) -> None:
        for i in range(len(items) - 1, 0, -1):
            j = self.below(i + 1)
            items[i], items[j] = items[j], items[i]
