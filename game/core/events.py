"""Events: what an action caused, for the game log and the animations."""

from __future__ import annotations

from dataclasses import dataclass, field

from game.core.i18n import Msg, language, tr


@dataclass(slots=True)
class Event:
    kind: str  # a stable name such as "zombie-added"; the UI animates by kind
    text: str  # one line for the game log, in words
    data: dict = field(default_factory=dict)  # ids and numbers the UI needs
    private: int | None = None  # the only seat that may see it (a card drawn), None = public
    msg: Msg | None = None  # the line kept whole for translation (text is its English)
    _shown: tuple | None = field(default=None, compare=False, repr=False)  # (language, line): logs redraw often

    @classmethod
    def of(cls, kind: str, text: str | Msg, data: dict, private: int | None = None) -> Event:
        if isinstance(text, Msg):
            return cls(kind, str(text), data, private, text)
        return cls(kind, text, data, private)

    def shown(self) -> str:
        """The line in the player's language."""
        lang = language()
        if lang == "en":
            return self.text
        if self._shown is None or self._shown[0] != lang:
            self._shown = (lang, tr(self.msg if self.msg is not None else self.text))
        return self._shown[1]

    def visible_to(self, seat: int | None) -> bool:
        return self.private is None or self.private == seat

    def to_dict(self) -> dict:
        out = {"kind": self.kind, "text": self.text, "data": self.data, "private": self.private}
        if self.msg is not None:  # the line whole, so that each client shows it in its own language
            out["msg"] = self.msg.to_data()
        return out
