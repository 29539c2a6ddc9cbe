"""A game's options as the new-game and host-a-table screens show them: a cycling button
per option (a list of choices with the game's note on the choice under it, then the
on/off rules two to a row), and the cycling itself."""

from __future__ import annotations

from game.core.i18n import _, tr
from game.render import ui as U


def draw_options(ui, button, spec, values: dict, players: int) -> None:
    """The options' buttons in the right-hand column; an option that does not apply at
    `players` is shown disabled. `button` is the screen's (stack.button_maker)."""
    lists = [o for o in spec.options if not isinstance(o.default, bool)]
    toggles = [o for o in spec.options if isinstance(o.default, bool)]
    y = 92
    for o in lists:
        ui.text(tr(o.label), ui.p(680, y), 16, U.MUTED, bold=True)
        button((680, y + 28, 540, 44), tr(o.word(values[o.id])), ("option", o.id), o.applies(players))
        y += 80
    if lists:  # room for the note on the choice, so the rows below never jump
        ui.wrapped(tr(spec.option_note(values)), ui.r(680, y, 540, 80), 13, U.TEXT)
        y += 90
    ui.text(_("Rules"), ui.p(680, y), 16, U.MUTED, bold=True)
    for i, o in enumerate(toggles):
        x, yy = 680 + (i % 2) * 276, y + 28 + (i // 2) * 52
        on = values[o.id]
        button((x, yy, 264, 42), _("{option}: {value}", option=o.label, value=o.word(on)), ("option", o.id),
               o.applies(players), hot=on)


def cycle_option(spec, values: dict, option_id: str) -> None:
    """The option's next choice (after the last, the first)."""
    o = next(o for o in spec.options if o.id == option_id)
    values[o.id] = o.choices[(o.choices.index(values[o.id]) + 1) % len(o.choices)]
