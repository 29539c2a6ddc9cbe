"""A stack of scenes (Tuxemon-style). The top scene gets events first and may pass
them down; transparent scenes (dialogs, overlays) are drawn over the ones below."""

from __future__ import annotations


def soonest(*times: float | None) -> float | None:
    """The nearest of some countdowns (None: never)."""
    due = [t for t in times if t is not None]
    return min(due) if due else None


def button_under(buttons, pos):
    """The enabled button at `pos` (a left click's), else None."""
    return next((b for b in buttons if b.enabled and b.rect.collidepoint(pos)), None)


def button_maker(ui, buttons: list, mouse, size: float = 15):
    """A scene's `button(rect, label, key, enabled, hot, size)` for its draw: draws a button
    (lit under `mouse`) at design coordinates and keeps it in `buttons` for button_under."""
    from game.render.ui import Button

    def button(rect, label, key, enabled=True, hot=False, size=size):
        b = Button(ui.r(*rect), label, key, enabled, hot)
        ui.button(b, mouse, size)
        buttons.append(b)
        return b

    return button


class Scene:
    transparent = False  # draw the scene below first (an overlay)

    def __init__(self):
        self.app = None

    def enter(self, app):
        self.app = app

    def exit(self):
        pass

    def pause(self):
        """Another scene was pushed on top."""

    def resume(self):
        """The scene on top was popped."""

    def language_changed(self):
        """The player chose another language (App.apply_settings). Scenes translate as they
        draw, so most need nothing; one that keeps words made earlier makes them anew."""

    def handle_event(self, event) -> bool:
        """True if the event was consumed; False passes it to the scene below."""
        return False

    def update(self, dt: float):
        pass

    def changes_in(self) -> float | None:
        """Seconds until `update` has something to do with no input (the window rests until
        then, App.rest): 0 while it has work every frame (a play-back, a computer player to
        move), a countdown to a timer's end, None while only input moves this scene on. What
        only the drawing animates says so as it draws (UI.redraw_in)."""
        return None

    def draw(self, ui):
        pass

    def controls(self) -> list:
        """What a player can click now, as (window rect, key), read off the last frame
        drawn (the human-play tests click these through the event queue)."""
        return [(b.rect, b.key) for b in getattr(self, "buttons", ()) if b.enabled]


class SceneStack:
    def __init__(self, app=None):
        self.app = app
        self.scenes: list[Scene] = []

    @property
    def top(self) -> Scene | None:
        return self.scenes[-1] if self.scenes else None

    def push(self, scene: Scene):
        if self.top:
            self.top.pause()
        self.scenes.append(scene)
        scene.enter(self.app)

    def pop(self, scene: Scene | None = None) -> Scene | None:
        """Pop the top scene (or, if given, that scene and everything above it)."""
        if not self.scenes:
            return None
        if scene is not None and scene not in self.scenes:
            return None
        target = scene or self.top
        while self.scenes:
            s = self.scenes.pop()
            s.exit()
            if s is target:
                break
        if self.top:
            self.top.resume()
        return target

    def replace(self, scene: Scene):
        """Swap the top scene for another."""
        if self.scenes:
            self.scenes.pop().exit()
        self.scenes.append(scene)
        scene.enter(self.app)

    def reset(self, scene: Scene):
        """Clear the stack and start over from one scene."""
        while self.scenes:
            self.scenes.pop().exit()
        self.push(scene)

    def find(self, kind: type) -> Scene | None:
        return next((s for s in reversed(self.scenes) if isinstance(s, kind)), None)

    def handle_event(self, event, is_input: bool = False) -> bool:
        """The top scene first, then the ones under it while they show through: input
        (`is_input`: a key, a click) stops at the first whole-screen scene, so a key typed
        on one screen never acts on the screen hidden under it (R on a new-game screen
        opened the rules of the title's chosen game)."""
        for s in reversed(list(self.scenes)):
            if s.handle_event(event):
                return True
            if is_input and not s.transparent:
                return False
        return False

    def update(self, dt: float):
        # the top scene and, under transparent overlays, the scenes they show
        for s in self._visible():
            s.update(dt)

    def changes_in(self) -> float | None:
        """The soonest of the scenes updated (Scene.changes_in)."""
        return soonest(*(s.changes_in() for s in self._visible()))

    def draw(self, ui):
        for s in self._visible():
            s.draw(ui)

    def _visible(self) -> list[Scene]:
        i = len(self.scenes) - 1
        while i > 0 and self.scenes[i].transparent:
            i -= 1
        return self.scenes[max(i, 0):]
