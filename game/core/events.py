"""Events: what an action caused, for the game log and the animations."""

from dataclasses import dataclass, field


@dataclass(slots=True)
class Event:
    kind: str  # a stable name such as "zombie-added"; the UI animates by kind
    text: str  # one line for the game log, in words
    data: dict = field(default_factory=dict)  # ids and numbers the UI needs
    private: int | None = None  # the only seat that may see it (a card drawn), None = public

    def visible_to(self, seat: int | None) -> bool:
        return self.private is None or self.private == seat

    def to_dict(self) -> dict:
        return {"kind": self.kind, "text": self.text, "data": self.data, "private": self.private}
