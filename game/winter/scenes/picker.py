"""Building a turn action by clicks: pick what acts (a survivor, a card, a colony
action), then the kind of action, then each remaining field (a die, a target, a
place...). Each pick narrows the legal actions; a field with one possible value
fills itself; when one action is left it is the one to play."""

from __future__ import annotations

from dataclasses import fields

from game.core.i18n import N_
from game.winter.rules import actions as A

# what a player selects first, per action class: the field naming the subject
SUBJECT = {
    A.Move: "survivor", A.Attack: "survivor", A.Search: "survivor", A.Barricade: "survivor",
    A.Attract: "survivor", A.UseAbility: "survivor", A.PlayCard: "card", A.AddToCrisis: "card",
    A.Deliver: "card", A.FoodBoost: "card", A.HandOff: "item",
}
KIND_NAMES = {  # marked for the catalogs: shown with _(KIND_NAMES[k])
    A.Move: N_("Move"), A.Attack: N_("Attack"), A.Search: N_("Search"), A.Barricade: N_("Barricade"),
    A.Attract: N_("Lure zombies"), A.UseAbility: N_("Ability"), A.PlayCard: N_("Play"),
    A.AddToCrisis: N_("Add to crisis"), A.Deliver: N_("Deliver"), A.FoodBoost: N_("Eat: +1 on a die"),
    A.HandOff: N_("Hand off"), A.CleanWaste: N_("Clean waste"), A.SpendFood: N_("Spend food"),
    A.Request: N_("Request"), A.CallExile: N_("Exile vote"), A.EndTurn: N_("End turn"),
}
# one key per kind of action, the same every round (shown on its button)
HOTKEYS = {
    A.Move: "m", A.Attack: "a", A.Search: "s", A.Barricade: "b", A.Attract: "l", A.UseAbility: "u",
    A.PlayCard: "p", A.AddToCrisis: "c", A.Deliver: "d", A.FoodBoost: "e", A.HandOff: "h",
    A.CleanWaste: "w", A.SpendFood: "f", A.Request: "r", A.CallExile: "x",
}
GLOBAL_KINDS = (A.CleanWaste, A.SpendFood, A.Request, A.CallExile)
NO_ACTIONS: tuple = ()  # what the screen offers while nobody at it may act


def subject_of(a) -> str | None:
    f = SUBJECT.get(type(a))
    return getattr(a, f) if f else None


class Picker:
    def __init__(self, legal=NO_ACTIONS):
        self.source = legal  # the engine's list it was built from (rebuilt when that changes)
        self.legal = [a for a in legal if type(a) in KIND_NAMES]
        self.subject: str | None = None
        self.kind: type | None = None
        self.fixed: dict[str, object] = {}
        self.colony = False  # the colony-wide actions were asked for
        self._memo: dict = {}  # answers for the current picks (the screen asks many times a frame)

    def reset(self):
        self.subject, self.kind, self.fixed, self.colony = None, None, {}, False
        self._memo.clear()

    def picking(self) -> bool:
        """Something is selected or half chosen: the back key has a step to take back."""
        return self.subject is not None or self.kind is not None or self.colony

    def back(self):
        """Take back the last pick: a field's value, then the kind of action (and the
        selection with it when that kind was the selection's only one, taken by itself),
        then the selection."""
        if self.fixed:
            self.fixed.pop(next(reversed(self.fixed)))
        elif self.kind is not None and len(self.kinds()) > 1:
            self.kind = None
        else:
            self.reset()
            return
        self._memo.clear()

    def state(self) -> tuple:
        return self.subject, self.kind, dict(self.fixed), self.colony

    def restore(self, state: tuple):
        self.subject, self.kind, fixed, self.colony = state
        self.fixed = dict(fixed)
        self._memo.clear()

    def _remember(self, name: str, compute):
        if name not in self._memo:
            self._memo[name] = compute()
        return self._memo[name]

    # --- the steps -----------------------------------------------------------
    def subjects(self) -> list[str]:
        """Every survivor, card and item that can do something now."""
        return self._remember("subjects", self._subjects)

    def _subjects(self) -> list[str]:
        out = []
        for a in self.legal:
            s = subject_of(a)
            if s is not None and s not in out:
                out.append(s)
        return out

    def select(self, subject: str | None) -> bool:
        """Select a survivor/card/item (None: the colony-wide actions). False if it can do nothing."""
        if subject is not None and subject not in self.subjects():
            return False
        if subject is None and not any(type(a) in GLOBAL_KINDS for a in self.legal):
            return False
        self.subject, self.kind, self.fixed, self.colony = subject, None, {}, subject is None
        self._memo.clear()
        return True

    def kinds(self) -> list[type]:
        seen = []
        for a in self.legal:
            if (self.subject is None and type(a) in GLOBAL_KINDS) or \
               (self.subject is not None and subject_of(a) == self.subject):
                if type(a) not in seen:
                    seen.append(type(a))
        return seen

    def choose_kind(self, kind: type) -> bool:
        if kind not in self.kinds():
            return False
        self.kind, self.fixed = kind, {}
        self._memo.clear()
        return True

    def candidates(self) -> list:
        if self.kind is None:
            return []
        out = []
        for a in self.legal:
            if type(a) is not self.kind:
                continue
            if self.subject is not None and subject_of(a) != self.subject:
                continue
            if all(getattr(a, k) == v for k, v in self.fixed.items()):
                out.append(a)
        return out

    def open_field(self) -> tuple[str, list] | None:
        """The next field the player must pick, with its possible values in order."""
        return self._remember("field", self._open_field)

    def _open_field(self) -> tuple[str, list] | None:
        cands = self.candidates()
        if len(cands) <= 1:
            return None
        for f in fields(self.kind):
            if f.name in self.fixed:
                continue
            values = []
            for a in cands:
                v = getattr(a, f.name)
                if v not in values:
                    values.append(v)
            if len(values) > 1:
                return f.name, values
        return None

    def pick(self, name: str, value) -> bool:
        if not any(getattr(a, name) == value for a in self.candidates()):
            return False
        self.fixed[name] = value
        self._memo.clear()
        return True

    def ready(self):
        """The action to play, once exactly one is left."""
        cands = self.candidates()
        return cands[0] if len(cands) == 1 else None

    def dice_for(self, kind: type) -> list[int]:
        """The dice that can pay for `kind` with the selected subject."""
        out = set()
        for a in self.legal:
            if type(a) is kind and (self.subject is None or subject_of(a) == self.subject):
                d = getattr(a, "die", None)
                if d is not None:
                    out.add(d)
        return sorted(out)
