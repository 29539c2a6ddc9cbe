"""Drawing helpers Mall's objects share: boxes standing on the floor."""

from __future__ import annotations


def raised(p, x, y, w, h, r=0, lift=1.0, a=120):
    """The soft shadow of a box standing on the floor (drawn before the box)."""
    p.shadow(lambda q, c, dx, dy: q.rect(c, x + dx * lift, y + dy * lift, w, h, r=r), a=a)


def slab(p, x, y, w, h, edge, face, r=0, lift=1.0, a=120, inset=1.0):
    """A box from above: its shadow, a rim in `edge` and its top in `face`."""
    raised(p, x, y, w, h, r, lift, a)
    p.rect(edge, x, y, w, h, r=r)
    p.rect(face, x + inset, y + inset, w - 2 * inset, h - 2 * inset, r=r)


def over(p, draw):
    """Blend translucent shapes over what is drawn: draw(q) paints a fresh layer that is
    then pasted (pygame's draw calls replace pixels, alpha and all)."""
    q = p.layer()
    draw(q)
    p.paste(q)
