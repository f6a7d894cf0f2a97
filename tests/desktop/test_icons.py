"""The board's icons: our own SVG files, one silhouette each, themed, rendered once per size."""

from __future__ import annotations

import itertools
import xml.etree.ElementTree as ET

from PySide6.QtCore import QRectF
from PySide6.QtGui import QImage, QPainter

from desktop import icons, theme
from desktop.board.iconrow import Icon, layout, units
from desktop.board.legible import font

#: every resource and currency of both games the board shows as an icon
NEEDED = {
    # Lords of Waterdeep
    "cleric",
    "fighter",
    "rogue",
    "wizard",
    "gold",
    "vp",
    "intrigue",
    "quest",
    "building",
    # Architects of the West Kingdom
    "clay",
    "wood",
    "stone",
    "marble",
    "silver",
    "virtue",
    "debt",
    "carpentry",
    "tiling",
    "masonry",
    "worker",
    "prison",
    "captive",
    "card",
}


def test_every_resource_has_an_icon_in_plain_svg_with_its_colours_in_both_themes() -> None:
    assert set(icons.names()) >= NEEDED
    for name in icons.names():
        source = (icons.icon_dir() / f"{name}.svg").read_text()
        root = ET.fromstring(source)  # plain SVG data: no script, no link to anything
        assert root.tag.endswith("svg") and "script" not in source and "href" not in source, name
        assert icons.PLACEHOLDERS[0] in source, name  # its own fill, which the theme gives
        for th in theme.THEMES:
            themed = icons.themed_svg(name, th).decode()
            assert not [c for c in icons.PLACEHOLDERS if c in themed], (name, th)
        assert icons.themed_svg(name, theme.STANDARD) != icons.themed_svg(name, theme.CONTRAST)


def _mask(name: str, size: int = 32) -> list[int]:
    """Each pixel as empty (0), ink (1) or filled (2): the icon's shape and inner lines, not its colours."""
    image = icons.pixmap(name, size).toImage().convertToFormat(QImage.Format.Format_ARGB32)
    colours = [image.pixelColor(x, y) for y in range(size) for x in range(size)]
    return [0 if c.alpha() < 128 else 1 if c.lightness() < 80 else 2 for c in colours]


def test_every_icon_has_a_shape_of_its_own(qapp) -> None:
    """Colour is never the only cue: in any two icons, outline and inner lines (ink or not, nothing of the
    colour) differ in at least 8% of the pixels (in the standard theme; high contrast keeps the shapes)."""
    masks = {name: _mask(name) for name in icons.names()}
    for a, b in itertools.combinations(masks, 2):
        differ = sum(x != y for x, y in zip(masks[a], masks[b], strict=True))
        assert differ >= 0.08 * len(masks[a]), (a, b, differ)


def test_an_icon_is_rendered_once_per_size_theme_and_pixel_ratio(qapp) -> None:
    icons.clear_cache()
    before = icons.LOADS[0]
    first = icons.pixmap("marble", 23.0)
    assert icons.LOADS[0] == before + 1 and first.width() == icons.step(23.0) == 24
    assert icons.pixmap("marble", 22.5).cacheKey() == first.cacheKey()  # the same step: no new renderer
    assert icons.LOADS[0] == before + 1
    icons.pixmap("marble", 23.0, 2.0)
    theme.set_theme(theme.CONTRAST)
    try:
        icons.pixmap("marble", 23.0)
    finally:
        theme.set_theme(theme.STANDARD)
    assert icons.LOADS[0] == before + 3
    image = QImage(40, 40, QImage.Format.Format_ARGB32)
    image.fill(0)
    p = QPainter(image)
    for _ in range(3):  # painting again parses nothing
        icons.draw_icon(p, QRectF(2, 2, 23, 23), "marble")
    p.end()
    assert icons.LOADS[0] == before + 3


def test_a_row_keeps_a_number_with_its_icon_and_wraps_between_them(qapp) -> None:
    row = ("2", Icon("cleric"), "1", Icon("fighter"), "→", "10", Icon("vp"))
    assert units(row) == [("2", Icon("cleric")), ("1", Icon("fighter")), ("→",), ("10", Icon("vp"))]
    from PySide6.QtGui import QFontMetricsF

    fm = QFontMetricsF(font(10, True))
    assert layout(fm, [row], 1000) == [units(row)]
    narrow = layout(fm, [row], fm.horizontalAdvance("10") + fm.height() * 1.2)
    assert narrow is not None and len(narrow) == 4  # one unit a line, none cut
    assert layout(fm, [row], fm.height() * 0.5) is None  # a unit never fits: the caller shrinks the font
