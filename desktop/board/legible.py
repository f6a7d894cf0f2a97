"""Board text that stays readable at every zoom: never smaller on screen than the menu font.

The board is drawn in scene units and scaled to the window, so a fixed point size shrinks with the
window (at 1280x720 the board is shown at under half its size). Every text on the board is drawn
through `draw_text`: at the current zoom it enlarges the font to at least the menu font's pixel size
and wraps the text into its box; what no longer fits is cut with an ellipsis (the item's tooltip and
the panels carry the whole text). Zooming in brings the details back: level of detail, as on a map.
"""

from __future__ import annotations

import math
import re

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QFont, QFontInfo, QFontMetricsF, QPainter
from PySide6.QtWidgets import QApplication

# (on-screen pixel size, text) of every text drawn while a test or a benchmark records them
RECORD: list[tuple[float, str]] | None = None
#: (whole text, what was drawn) of every text `draw_text` cut with an ellipsis while a test records them
CUT: list[tuple[str, str]] | None = None
_MIN_PX: list[float] = []
ELLIPSIS = "…"
# Settings → Board Text Size: the smallest board text is the menu font times this
TEXT_SIZES = {"normal": 1.0, "large": 1.25, "larger": 1.5}
_SCALE = [1.0]
_HYPHEN = re.compile(r"(?<=\w-)(?=\w)")  # where a word may break: after a hyphen between letters


def set_text_size(name: str) -> None:
    """Scale every board text (the least size, and so every text drawn at it)."""
    _SCALE[0] = TEXT_SIZES.get(name, 1.0)


def font(size: float, bold: bool = False) -> QFont:
    f = QFont("DejaVu Sans")
    f.setPointSizeF(size)
    f.setBold(bold)
    return f


def min_px() -> float:
    """The menu font's pixel size (times the text size setting): the smallest text the board may show."""
    if not _MIN_PX:
        app = QApplication.instance()
        menu_font = QApplication.font("QMenu") if app is not None else QFont()  # type: ignore[call-overload]
        _MIN_PX.append(float(QFontInfo(menu_font).pixelSize() or 12))
    return _MIN_PX[0] * _SCALE[0]


def base_min_px() -> float:
    """The menu font's pixel size whatever Board Text Size says: the floor of a number that cannot grow
    with the setting without leaving its box (an icon row, a stack's count)."""
    return min_px() / _SCALE[0]


def scale_of(p: QPainter) -> float:
    t = p.worldTransform()
    return math.sqrt(abs(t.m11() * t.m22() - t.m12() * t.m21())) or 1.0


def _px_per_point(p: QPainter) -> float:
    device = p.device()
    dpi = device.logicalDpiY() if device is not None else 96
    return (dpi or 96) / 72.0


def legible(p: QPainter, size: float, bold: bool = False) -> QFont:
    """`font(size, bold)`, enlarged so that it is at least the menu font's size on screen now."""
    per_point = _px_per_point(p) * scale_of(p)
    return font(max(size, min_px() / per_point), bold)


def on_screen_px(p: QPainter, f: QFont) -> float:
    return f.pointSizeF() * _px_per_point(p) * scale_of(p)


def wrap(fm: QFontMetricsF, text: str, width: float) -> list[str]:
    """Greedy word wrap, also after a word's hyphen ("Klippenwacht-" / "Gasthaus"); words longer than the
    width are cut by the caller's eliding."""
    lines: list[str] = []
    for paragraph in text.split("\n"):
        line = ""
        for word in paragraph.split(" "):
            for k, part in enumerate(_HYPHEN.split(word) if "-" in word else (word,)):
                candidate = (line + ("" if k else " ") + part) if line else part
                if line and fm.horizontalAdvance(candidate) > width:
                    lines.append(line)
                    line = part
                else:
                    line = candidate
        lines.append(line)
    return lines


#: the narrower forms of a font tried, in turn, before a text is cut: (stretch, regular) — its width in percent
#: (87: DejaVu Sans Condensed; narrower still), and whether a bold text is drawn in the regular weight; the
#: height, and so the legible size, stays
NARROWER = ((87, False), (75, False), (70, True))


def _lines_fit(fm: QFontMetricsF, lines: list[str], width: float, room: int) -> bool:
    return len(lines) <= room and all(fm.horizontalAdvance(line) <= width + 0.01 for line in lines)


def _layout(p: QPainter, f: QFont, text: str, width: float, room: int) -> tuple[QFont, QFontMetricsF, list[str]]:
    """`text` wrapped to `width` with `f`, or with the first narrower form of it whose lines all fit `room`
    lines (a name is condensed, at last in the regular weight, rather than cut); `f` itself when none fits.
    Remembered (`_LAYOUTS`): a board paints the same texts in the same boxes again and again."""
    key = (text, width, room, f.pointSizeF(), f.bold(), f.stretch(), _dpi(p))
    known = _LAYOUTS.get(key)
    if known is not None:
        stretch, bold, known_lines = known
        if (stretch, bold) != (f.stretch(), f.bold()):
            f = QFont(f)
            f.setStretch(stretch)
            f.setBold(bold)
        return f, QFontMetricsF(f, p.device()), list(known_lines)
    fm = QFontMetricsF(f, p.device())
    lines = wrap(fm, text, width)
    if room > 0 and not _lines_fit(fm, lines, width, room):
        f, fm, lines = _narrower(p, f, text, width, room) or (f, fm, lines)
    if len(_LAYOUTS) >= _REMEMBERED:
        _LAYOUTS.clear()
    _LAYOUTS[key] = (f.stretch(), f.bold(), tuple(lines))
    return f, fm, lines


def _dpi(p: QPainter) -> int:
    device = p.device()
    return device.logicalDpiY() if device is not None else 96


#: (text, width, room, point size, bold, stretch, dpi) -> the stretch, weight and lines `_layout` chose
_LAYOUTS: dict[tuple[str, float, int, float, bool, int, int], tuple[int, bool, tuple[str, ...]]] = {}
_REMEMBERED = 4096  # layouts kept before they are forgotten all at once


def _narrower(
    p: QPainter, f: QFont, text: str, width: float, room: int
) -> tuple[QFont, QFontMetricsF, list[str]] | None:
    """The first narrower form of `f` (`NARROWER`) that draws `text` whole in `room` lines, and its lines."""
    for stretch, regular in NARROWER:
        narrow = QFont(f)
        narrow.setStretch(stretch)
        narrow.setBold(f.bold() and not regular)
        narrow_fm = QFontMetricsF(narrow, p.device())
        narrow_lines = wrap(narrow_fm, text, width)
        if _lines_fit(narrow_fm, narrow_lines, width, room):
            return narrow, narrow_fm, narrow_lines
    return None


def lines_room(p: QPainter, height: float, size: float, bold: bool = False) -> int:
    """How many lines of `draw_text` at `size` a box `height` high holds (one overhangs a tight box a little)."""
    step = QFontMetricsF(legible(p, size, bold), p.device()).lineSpacing()
    room = int((height + 0.5) // step) if height > 0 else 0
    return 1 if room == 0 and height >= step * 0.6 else room


def fits_in(p: QPainter, width: float, text: str, size: float, bold: bool = False, lines: int = 1) -> bool:
    """Whether `draw_text` draws `text` whole in `lines` lines `width` wide (narrowed where that is needed)."""
    if lines <= 0:
        return False
    _, fm, wrapped = _layout(p, legible(p, size, bold), text, width, lines)
    return _lines_fit(fm, wrapped, width, lines)


def lines_needed(p: QPainter, width: float, text: str, size: float, bold: bool = False, most: int = 3) -> int:
    """How many lines `draw_text` needs to draw `text` whole `width` wide (narrowed where that fits in
    fewer lines), at most `most`."""
    return next((room for room in range(1, most) if fits_in(p, width, text, size, bold, room)), most)


def draw_text(
    p: QPainter,
    box: QRectF,
    text: str,
    size: float,
    bold: bool = False,
    align: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignLeft,
    max_lines: int = 0,
    valign_centre: bool = False,
) -> float:
    """Draw `text` wrapped into `box` with a legible font; returns the height used (0: nothing fitted).

    A text that does not fit is drawn narrower (`NARROWER`) at the same size where that fits; else the
    lines that do not fit below the box's bottom (or past `max_lines`) are dropped and the last drawn
    line ends in an ellipsis."""
    if not text:
        return 0.0
    f = legible(p, size, bold)
    step = QFontMetricsF(f, p.device()).lineSpacing()
    room = lines_room(p, box.height(), size, bold)
    if max_lines:
        room = min(room, max_lines)
    if room <= 0:
        return 0.0
    f, fm, lines = _layout(p, f, text, box.width(), room)
    cut = len(lines) > room
    if cut:
        lines = lines[:room]
        lines[-1] = lines[-1] + ELLIPSIS
    p.setFont(f)
    mode = Qt.TextElideMode.ElideRight
    top = box.top()
    if valign_centre:
        top += max(0.0, (box.height() - step * len(lines)) / 2)
    drawn = []
    for i, line in enumerate(lines):
        shown = line
        if fm.horizontalAdvance(line) > box.width():
            shown, cut = fm.elidedText(line, mode, box.width()), True
        p.drawText(QRectF(box.left(), top + i * step, box.width(), step), align | Qt.AlignmentFlag.AlignVCenter, shown)
        drawn.append(shown)
        if RECORD is not None:
            RECORD.append((on_screen_px(p, f), shown))
    if cut and CUT is not None:
        CUT.append((text, " / ".join(drawn)))
    return step * len(lines)


def fits(p: QPainter, size: float, bold: bool = False) -> bool:
    """Whether `size` is already legible at the current zoom (no enlarging needed)."""
    return font(size, bold).pointSizeF() * _px_per_point(p) * scale_of(p) >= min_px() - 0.01
