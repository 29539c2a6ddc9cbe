"""When a computer player's public reason reaches the log: at once, or, for a sealed
choice (a secret vote), only once the game reveals the choices, so the line gives
nothing away early. Shared by a local match and an online table (no window in it).

    now, held = tell(spec, action, reason, events, held)   # after the action was applied
"""

from __future__ import annotations

import json

from game.core.i18n import Msg


def tell(spec, action, reason, events, held: list) -> tuple[list, list]:
    """The lines to log now and those still held, after `action` (with its public `reason`,
    or None) caused `events`; `held` is what earlier sealed choices left waiting."""
    now, held = [], list(held)
    if reason is not None:
        (held if spec.sealed_action(action) else now).append(reason)
    if held and any(e.kind in spec.reveal_events for e in events):
        now, held = now + held, []
    return now, held


def reason_of(agent, view, action):
    """The agent's one public line on its choice (a Msg, shown in each reader's language),
    or None: a level that gives none, or a line that fails, costs the game nothing."""
    explain = getattr(agent, "explain_msg", None) or getattr(agent, "explain", None)
    if explain is None:
        return None
    try:
        return explain(view, action)
    except Exception:  # noqa: BLE001 - a reason is a courtesy; the move stands without it
        return None


def to_text(reason) -> str | None:
    """A reason as JSON text for a table's store (a Msg as its data, a plain line as itself)."""
    if reason is None:
        return None
    return json.dumps(reason.to_data() if isinstance(reason, Msg) else str(reason))


def from_text(text):
    """The reason to_text stored, or None for none or for text that no longer reads: a
    reason is a courtesy, and a stored game replays without it."""
    if text is None:
        return None
    try:
        data = json.loads(text)
        return data if isinstance(data, str) else Msg.from_data(data)
    except ValueError:
        return None
