"""Icon rows: costs, rewards and effects drawn as numbers and icons ("2[cleric] 1[fighter] → 10[VP]").

A row is a tuple of tokens: a text (a number such as "+1", or a short word or sign such as "→" or
"per") or an `Icon`. A text directly followed by an icon is one unit ("2[cleric]"); rows wrap between
units. `draw_rows` draws rows at the largest size that fits their box, never cut: the legible size first
(`desktop.board.legible`), smaller down to the menu font's size if the row does not fit (the Board Text
Size setting enlarges it only while it fits), then wrapped onto more lines; only zoomed out below the
fit zoom does a row get smaller than that. The whole sentence stays in the item's tooltip.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QFont, QFontMetricsF, QPainter
from PySide6.QtWidgets import QGraphicsItem

from desktop.board import legible as legible_text
from desktop.board.legible import base_min_px, font, legible, on_screen_px
from desktop.icons import draw_icon


@dataclass(frozen=True)
class Icon:
    """An icon of assets/icons by name (`desktop.icons.names`)."""

    name: str


Token = str | Icon
Row = tuple[Token, ...]


@dataclass
class Drawn:
    """One call of `draw_rows` while a test records them: the rows, the box they had and the rect they
    used (in the view's device pixels), the owner item, the font's on-screen size and whether they fit."""

    text: str
    box: QRectF
    used: QRectF
    whole: bool
    px: float
    owner: QGraphicsItem | None


RECORD: list[Drawn] | None = None
BOLD = False  # the regular weight: narrower digits, so rows fit small boxes at a legible size
_SHRINK = 0.92  # each smaller size tried is this much of the one before
_BELOW_FLOOR = 8  # sizes tried below the floor (only zoomed out do they fit where the floor did not)


def text_of(rows: Sequence[Row]) -> str:
    """The rows as plain text ('2 cleric → 10 vp'), for the record and for tests."""
    return " / ".join(" ".join(t.name if isinstance(t, Icon) else t for t in row) for row in rows)


def units(row: Row) -> list[Row]:
    """The row cut into the parts a line may break between (a text of several words between them too): a
    text and the icon right after it stay one."""
    out: list[list[Token]] = []
    glue = False
    words: list[Token] = []
    for token in row:  # a text of several words may break between them
        words += token.split(" ") if isinstance(token, str) and " " in token.strip() else [token]
    for token in words:
        if glue and isinstance(token, Icon):
            out[-1].append(token)
            glue = False
        else:
            out.append([token])
            glue = isinstance(token, str) and token not in ("→", "/", "+")
    return [tuple(unit) for unit in out]


def icon_size(fm: QFontMetricsF) -> float:
    """An icon is as high as the font's capitals and a little more (a digit's height and the descent)."""
    return fm.ascent() * 1.05


def line_step(fm: QFontMetricsF) -> float:
    """A row's line height: an icon and a little room (numbers and icons need no descent, as text lines do)."""
    return fm.ascent() * 1.08


def line_width(fm: QFontMetricsF, line: list[Row]) -> float:
    """How wide a line of units (one of `layout`'s) is drawn with `fm`."""
    return sum(_width(fm, unit) for unit in line) + fm.horizontalAdvance(" ") * (len(line) - 1)


def _width(fm: QFontMetricsF, unit: Row) -> float:
    icon, gap = icon_size(fm), fm.height() * 0.08
    parts = [icon if isinstance(t, Icon) else fm.horizontalAdvance(t) for t in unit]
    return sum(parts) + gap * (len(parts) - 1)


def layout(fm: QFontMetricsF, rows: Sequence[Row], width: float) -> list[list[Row]] | None:
    """The rows' units in lines (each row starts a line) within `width`; None if one unit is wider."""
    space = fm.horizontalAdvance(" ")
    lines: list[list[Row]] = []
    for row in rows:
        line: list[Row] = []
        used = 0.0
        for unit in units(row):
            w = _width(fm, unit)
            if w > width + 0.01:
                return None
            if line and used + space + w > width + 0.01:
                lines.append(line)
                line, used = [], 0.0
            used += (space if line else 0.0) + w
            line.append(unit)
        lines.append(line)
    return lines


def _candidates(p: QPainter, size: float) -> list[QFont]:
    """The fonts to try, largest first: legible, smaller down to the menu font's size, then below it."""
    preferred = legible(p, size, BOLD)
    per_px = on_screen_px(p, preferred) / preferred.pointSizeF()
    floor = base_min_px() / per_px
    out, pt = [preferred], preferred.pointSizeF()
    while pt * _SHRINK >= floor - 0.01:
        pt *= _SHRINK
        out.append(font(pt, BOLD))
    if pt > floor + 0.01:
        out.append(font(floor, BOLD))
    for _ in range(_BELOW_FLOOR):
        pt = min(pt, floor) * _SHRINK
        out.append(font(pt, BOLD))
    return out


def fit(p: QPainter, rows: Sequence[Row], box: QRectF, size: float) -> tuple[QFont, list[list[Row]], bool]:
    """The largest font whose lines of `rows` fit `box`, the lines, and whether they fit at all."""
    last: tuple[QFont, list[list[Row]]] | None = None
    for f in _candidates(p, size):
        fm = QFontMetricsF(f, p.device())
        lines = layout(fm, rows, box.width())
        if lines is None:
            continue
        last = (f, lines)
        if len(lines) * line_step(fm) <= box.height() + 0.5:
            return f, lines, True
    if last is None:
        f = font(1.0, BOLD)
        return f, [[unit for unit in units(row)] for row in rows], False
    return last[0], last[1], False


def fits_legibly(p: QPainter, rows: Sequence[Row], box: QRectF, size: float) -> bool:
    """Whether `rows` fit `box` at a size no smaller than the menu font's (a layout's choice between boxes)."""
    f, _, whole = fit(p, rows, box, size)
    return whole and on_screen_px(p, f) >= base_min_px() - 0.01


def draw_rows(
    p: QPainter,
    box: QRectF,
    rows: Sequence[Row],
    size: float = 8.0,
    align: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignLeft,
    owner: QGraphicsItem | None = None,
    valign_centre: bool = False,
    exact: bool = False,
) -> float:
    """Draw `rows` inside `box` (never cut; see the module); returns the height used. `exact`: at the
    point size `size` as it is (rows that share one size, chosen with `fit`)."""
    rows = [row for row in rows if row]
    if not rows:
        return 0.0
    if exact:
        f = font(size, BOLD)
        found = layout(QFontMetricsF(f, p.device()), rows, box.width())
        lines = found if found is not None else [units(row) for row in rows]
        whole = found is not None and len(lines) * line_step(QFontMetricsF(f, p.device())) <= box.height() + 0.5
    else:
        f, lines, whole = fit(p, rows, box, size)
    fm = QFontMetricsF(f, p.device())
    step = line_step(fm)
    height = step * len(lines)
    top = box.top() + (max(0.0, (box.height() - height) / 2) if valign_centre else 0.0)
    used = QRectF()
    p.setFont(f)
    space = fm.horizontalAdvance(" ")
    for k, line in enumerate(lines):
        widths = [_width(fm, unit) for unit in line]
        total = sum(widths) + space * (len(line) - 1)
        x = box.left()
        if align & Qt.AlignmentFlag.AlignHCenter:
            x += (box.width() - total) / 2
        elif align & Qt.AlignmentFlag.AlignRight:
            x += box.width() - total
        y = top + k * step
        used = used.united(QRectF(x, y, total, step))
        for unit, w in zip(line, widths, strict=True):
            _draw_unit(p, fm, unit, x, y, step)
            x += w + space
    if RECORD is not None or legible_text.RECORD is not None:
        _record(p, f, rows, box, used, whole, owner)
    return height


def _draw_unit(p: QPainter, fm: QFontMetricsF, unit: Row, x: float, y: float, step: float) -> None:
    icon, gap = icon_size(fm), fm.height() * 0.08
    for token in unit:
        if isinstance(token, Icon):
            draw_icon(p, QRectF(x, y + (step - icon) / 2, icon, icon), token.name)
            x += icon + gap
        else:
            w = fm.horizontalAdvance(token)
            p.drawText(QRectF(x, y, w + 1, step), Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, token)
            x += w + gap


def _record(
    p: QPainter, f: QFont, rows: Sequence[Row], box: QRectF, used: QRectF, whole: bool, owner: QGraphicsItem | None
) -> None:
    px = on_screen_px(p, f)
    text = text_of(rows)
    if legible_text.RECORD is not None:
        legible_text.RECORD.append((px, text))
    if RECORD is not None:
        t = p.worldTransform()
        RECORD.append(Drawn(text, t.mapRect(box), t.mapRect(used), whole, px, owner))
