"""The board's icons: our own SVG files (assets/icons/<name>.svg), themed and rendered once per size.

Each file holds placeholder colours (`PLACEHOLDERS`); `themed_svg` puts the current theme's colours in
their place (`desktop.theme.ICON_FILLS`, `ICON_PARTS`) and `pixmap` renders the result with a
QSvgRenderer into a QPixmap kept per (name, pixel size, theme, device pixel ratio). A paint event only
looks a pixmap up: the SVG is parsed on the first use of a size (`LOADS` counts the renderers made).
Pixel sizes are rounded up to a few steps (`SIZES`), so zooming does not fill the cache.
"""

from __future__ import annotations

import math
from pathlib import Path

from PySide6.QtCore import QByteArray, QRectF, Qt
from PySide6.QtGui import QPainter, QPixmap
from PySide6.QtSvg import QSvgRenderer

from desktop.board.legible import scale_of
from desktop.theme import ICON_FILLS, ICON_PARTS, current

#: the colours the SVG files are drawn with, replaced by the theme's: fill, ink, light, accent
PLACEHOLDERS = ("#ff00ff", "#000001", "#fffffe", "#ff0001")
#: the pixel sizes an icon is rendered at (the next one up from the size asked for)
SIZES = (8, 10, 12, 14, 16, 18, 20, 24, 28, 32, 40, 48, 56, 64, 80, 96, 128, 160, 192, 256)
#: how many renderers were made (a test checks that painting again makes none)
LOADS = [0]

_SOURCES: dict[str, bytes] = {}
_PIXMAPS: dict[tuple[str, int, str, float], QPixmap] = {}


def icon_dir() -> Path:
    """assets/icons in a checkout, desktop/assets/icons in an installed package."""
    here = Path(__file__).resolve().parent
    checkout = here.parent / "assets" / "icons"
    return checkout if checkout.is_dir() else here / "assets" / "icons"


def names() -> tuple[str, ...]:
    """Every icon there is, by name."""
    return tuple(sorted(path.stem for path in icon_dir().glob("*.svg")))


def themed_svg(name: str, theme: str | None = None) -> bytes:
    """The SVG of icon `name` in the colours of `theme` (default: the current theme)."""
    source = _SOURCES.get(name)
    if source is None:
        source = _SOURCES[name] = (icon_dir() / f"{name}.svg").read_bytes()
    theme = theme or current()
    ink, light, accent = ICON_PARTS[theme]
    colours = (ICON_FILLS[theme][name], ink, light, accent)
    for placeholder, colour in zip(PLACEHOLDERS, colours, strict=True):
        source = source.replace(placeholder.encode(), colour.encode())
    return source


def step(px: float) -> int:
    """The rendered size for an icon `px` device pixels high."""
    need = math.ceil(px - 0.01)
    return next((size for size in SIZES if size >= need), SIZES[-1])


def pixmap(name: str, px: float, dpr: float = 1.0) -> QPixmap:
    """Icon `name` about `px` logical pixels high, rendered for `dpr` (cached)."""
    size = step(px * dpr)
    key = (name, size, current(), dpr)
    found = _PIXMAPS.get(key)
    if found is None:
        renderer = QSvgRenderer(QByteArray(themed_svg(name)))
        LOADS[0] += 1
        found = QPixmap(size, size)
        found.fill(Qt.GlobalColor.transparent)
        painter = QPainter(found)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        renderer.render(painter, QRectF(0, 0, size, size))
        painter.end()
        found.setDevicePixelRatio(dpr)
        _PIXMAPS[key] = found
    return found


def clear_cache() -> None:
    """Forget every rendered pixmap (a test counts the renderers of a fresh start)."""
    _PIXMAPS.clear()


def draw_icon(p: QPainter, box: QRectF, name: str) -> None:
    """Icon `name` filling the square `box` (scene units) at the painter's zoom, sharp on screen."""
    device = p.device()
    dpr = device.devicePixelRatioF() if device is not None else 1.0
    image = pixmap(name, box.height() * scale_of(p), dpr)
    p.save()
    p.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    p.drawPixmap(box, image, QRectF(0, 0, image.width(), image.height()))
    p.restore()
