"""Scene items drawn with QPainter: buildings, spaces, cards, tokens and meeples (original art)."""

from __future__ import annotations

from PySide6.QtCore import Property, QCoreApplication, QPointF, QPropertyAnimation, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen, QPolygonF
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsSceneMouseEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)

from desktop.board import layers
from desktop.board import legible as legible_text
from desktop.board.iconrow import Row, draw_rows, fit, fits_legibly, line_step, line_width
from desktop.board.legible import draw_text, fits, fits_in, font, legible, lines_needed, lines_room, on_screen_px
from desktop.plain import text as plain_text
from desktop.theme import FRAME_WIDTHS, colour, current, ink, outline

SPACE = 62.0  # the default size of an action space (a meeple stands on it)
TITLE_LINES = 3  # the most lines a name takes (a card's above its icon rows)


class Label(QGraphicsItem):
    """A free text on the board (a title), legible at every zoom."""

    def __init__(self, rect: QRectF, text: str, size: float, bold: bool = True) -> None:
        super().__init__()
        self.rect, self.text, self.size, self.bold = rect, text, size, bold
        self.max_lines = 1

    def boundingRect(self) -> QRectF:
        return self.rect

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        p.setPen(ink())
        draw_text(p, self.rect, self.text, self.size, self.bold, max_lines=self.max_lines)


class IconRows(QGraphicsItem):
    """Icon rows of their own on the board (what a space does, beside or above it), drawn whole."""

    def __init__(
        self, rect: QRectF, rows: list[Row], size: float = 8.5, align: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignLeft
    ) -> None:
        super().__init__()
        self.rect, self.rows, self.size, self.align = rect, rows, size, align

    def boundingRect(self) -> QRectF:
        return self.rect

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        p.setPen(ink())
        draw_rows(p, self.rect, self.rows, self.size, self.align, owner=self, valign_centre=True)


class Panel(QGraphicsItem):
    """A framed area with a title (a basic building, a lot frame, a pool)."""

    def __init__(
        self, rect: QRectF, title: str, fill: str = "panel", subtitle: str = "", text_width: float = 0
    ) -> None:
        """`fill`: a colour role of the theme (`desktop.theme.colour`)."""
        super().__init__()
        self.rect, self.title, self.subtitle = rect, title, subtitle
        self.text_width = text_width  # wrap the title and subtitle to this width (0: the whole panel)
        self.text_bottom = rect.bottom() - 4  # the text stays above this (e.g. above an action space)
        self.fill: str | QColor = fill
        self.frame: QColor | None = None  # None: the ink
        self.frame_width = 2.0
        self.rows: list[Row] = []  # icon rows under the title (before the subtitle)
        self.rows_beside = False  # the rows beside the title where they fit there (the subtitle gets a line more)

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-5, -5, 5, 5)  # room for the thickest frame (a pool in high contrast)

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        paint_panel(p, self)


def paint_panel(p: QPainter, panel: Panel | PanelTarget) -> None:
    """A framed area with its title, icon rows and subtitle (wrapped within `text_width`, above
    `text_bottom`): the rows are drawn whole before the subtitle gets what room is left."""
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    pen = outline(panel.frame_width)
    if panel.frame is not None:
        pen.setColor(panel.frame)
    p.setPen(pen)
    p.setBrush(colour(panel.fill) if isinstance(panel.fill, str) else panel.fill)
    p.drawRoundedRect(panel.rect, 10, 10)
    p.setPen(ink())
    head = panel.rect.adjusted(10, 6, -10, 0)
    if panel.text_width:
        head.setWidth(panel.text_width)
    head.setBottom(panel.text_bottom)
    title_lines = lines_needed(p, head.width(), panel.title, 10.5, True, TITLE_LINES)
    if panel.rows:  # a title of more lines keeps to fewer where the rows need the room
        step = QFontMetricsF(legible(p, 10.5, True), p.device()).lineSpacing()
        while title_lines > 1 and not fits_legibly(p, panel.rows, head.adjusted(0, step * title_lines + 2, 0, 0), 8.5):
            title_lines -= 1
    used = draw_text(p, head, panel.title, 10.5, True, max_lines=title_lines)
    if panel.rows:
        below = head.adjusted(0, used + 2, 0, 0)
        # rows that do not fit under a short title may fit beside it
        title_width = QFontMetricsF(legible(p, 10.5, True), p.device()).horizontalAdvance(panel.title) + 12
        beside = head.adjusted(title_width, 0, 0, 0)
        wanted = panel.rows_beside or not fits_legibly(p, panel.rows, below, 8.5)
        if panel.title and wanted and fits_legibly(p, panel.rows, beside, 8.5):
            used = max(used, draw_rows(p, beside, panel.rows, 8.5, owner=panel))
        else:
            used += 2 + draw_rows(p, below, panel.rows, 8.5, owner=panel)
    if panel.subtitle:
        draw_text(p, head.adjusted(0, used + 2, 0, 0), panel.subtitle, 8.5)


class HighlightFrame(QGraphicsItem):
    """The frame around a legal target: a child item, so turning it on or off repaints a thin frame
    over the target's cached picture instead of the whole target (a drop changes dozens of them)."""

    def __init__(self, target: Target) -> None:
        super().__init__(target)
        self.target = target
        self.rect = QRectF()
        self.fit()
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setAcceptHoverEvents(False)

    def fit(self) -> None:
        """Follow the target's rect (some targets change size with the player count)."""
        rect = self.target.rect.adjusted(-3, -3, 3, 3)
        if rect != self.rect:
            self.prepareGeometryChange()
            self.rect = rect

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-5, -5, 5, 5)  # half the high-contrast pen

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setPen(self.pen())
        p.setBrush(Qt.BrushStyle.NoBrush)
        radius = self.target.highlight_radius
        p.drawRoundedRect(self.rect, radius, radius)

    def pen(self) -> QPen:
        return QPen(colour("highlight"), FRAME_WIDTHS[current()][0])


class HintFrame(HighlightFrame):
    """The frame of the target a hint suggests (above the highlight frame)."""

    def __init__(self, target: Target) -> None:
        super().__init__(target)
        self.setZValue(layers.HINT_FRAME)

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-6, -6, 6, 6)

    def pen(self) -> QPen:
        pen = QPen(colour("hint"), FRAME_WIDTHS[current()][1], Qt.PenStyle.DashLine)
        pen.setDashPattern([2.0, 1.0])
        return pen


class Target(QGraphicsItem):
    """Something that can be chosen: a space, a face-up quest, a building tile. `target_id` names it."""

    highlight_radius = 12.0  # corner radius of the highlight frame

    def __init__(self, target_id: str, rect: QRectF) -> None:
        super().__init__()
        self.target_id = target_id
        self.rect = rect
        self.highlight = False
        self.selected_hint = False
        self._frame: HighlightFrame | None = None
        self._hint: HintFrame | None = None
        self.hinted = False
        self.setAcceptHoverEvents(True)

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-6, -6, 6, 6)

    def spoken_name(self) -> str:
        """What assistive technology calls this target ("": the first line of its tooltip)."""
        return ""

    def set_highlight(self, on: bool) -> None:
        if on != self.highlight:
            self.highlight = on
            self.setCursor(Qt.CursorShape.PointingHandCursor if on else Qt.CursorShape.ArrowCursor)
            if on and self._frame is None:
                self._frame = HighlightFrame(self)
            elif on and self._frame is not None:
                self._frame.fit()
            if self._frame is not None:
                self._frame.setVisible(on)

    def set_hinted(self, on: bool) -> None:
        """Mark this target as the one a hint suggests."""
        if on != self.hinted:
            self.hinted = on
            if on and self._hint is None:
                self._hint = HintFrame(self)
            if self._hint is not None:
                self._hint.fit()
                self._hint.setVisible(on)

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        # only on the item itself (its bounding rect adds room for the highlight): a press in that margin
        # goes to the item below
        clickable = hasattr(self.scene(), "target_clicked") and self.rect.contains(event.pos())
        if event.button() == Qt.MouseButton.LeftButton and clickable:
            event.accept()
        else:
            event.ignore()

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self.rect.contains(event.pos()):
            clicked = getattr(self.scene(), "target_clicked", None)  # the BoardScene turns it into a signal
            if clicked is not None:
                clicked(self.target_id)


class PanelTarget(Target):
    """A framed area that can be chosen as a whole (a location: reclaim a worker there, capture there)."""

    def __init__(self, target_id: str, rect: QRectF, title: str, subtitle: str = "", text_width: float = 0) -> None:
        super().__init__(target_id, rect)
        self.title, self.subtitle, self.text_width = title, subtitle, text_width
        self.text_bottom = rect.bottom() - 4
        self.fill: str | QColor = "panel"
        self.frame: QColor | None = None
        self.frame_width = 2.0
        self.rows: list[Row] = []
        self.rows_beside = False

    def spoken_name(self) -> str:
        return self.title

    def set_subtitle(self, text: str) -> None:
        if text != self.subtitle:
            self.subtitle = text
            self.update()

    def set_rows(self, rows: list[Row]) -> None:
        if rows != self.rows:
            self.rows = rows
            self.update()

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        paint_panel(p, self)


class SpaceItem(Target):
    """An action space: a round-cornered square a meeple stands on."""

    highlight_radius = 10.0

    def __init__(self, space_id: str, top_left: QPointF, label: str, row: Row = ()) -> None:
        super().__init__(space_id, QRectF(top_left.x(), top_left.y(), SPACE, SPACE))
        self.label = label
        self.row = row  # the label in icons, drawn where the words do not fit whole (they are spoken)
        self.setZValue(layers.SPACE)

    def spoken_name(self) -> str:
        """The first line of the tooltip (its building or location) and the space's own label."""
        head = plain_text(self.toolTip()).split("\n")[0]
        return " — ".join(part for part in (head, self.label) if part)

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setPen(outline(1.5, Qt.PenStyle.DashLine))
        p.setBrush(colour("space"))
        p.drawRoundedRect(self.rect, 8, 8)
        p.setPen(colour("space_text"))
        box, centre = self.rect.adjusted(2, 2, -2, -2), Qt.AlignmentFlag.AlignHCenter
        if self.row and not fits_in(p, box.width(), self.label, 7, lines=lines_room(p, box.height(), 7)):
            draw_rows(p, box.adjusted(2, 0, -2, 0), [self.row], 7, centre, owner=self, valign_centre=True)
        else:
            draw_text(p, box, self.label, 7, align=centre, valign_centre=True)


# (title, lines) point sizes, tried in turn until a card's text fits
CARD_FONTS = ((9.0, 7.5), (8.5, 7.0), (8.0, 6.5), (7.5, 6.0), (7.0, 5.5))
CARD_FLAGS = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap


class CardItem(Target):
    """A face-up quest, a Builder's Hall tile or a building on a lot.

    The text (title, then lines) is laid out with the largest fonts of `CARD_FONTS` that keep it
    inside the card, clear of the owner mark, the meeple space and the VP tokens (`layout`)."""

    highlight_radius = 10.0
    compact_bottom = 2.0  # how much lower the rows may reach, the margins narrowed (`_compact`)

    def __init__(self, target_id: str, rect: QRectF) -> None:
        super().__init__(target_id, rect)
        self.title = ""
        self.lines: list[str] = []
        self.rows: list[Row] = []  # costs, rewards and effects as icons: drawn whole, before the lines
        self.band = QColor("#bfa67a")
        self.owner_colour: QColor | None = None
        self.owner_glyph = 0
        self.vp_tokens = 0
        self.space_rect: QRectF | None = None  # where a meeple stands on a building in play
        self.lod_skip = 0  # lines left out when zoomed out (their content is shown another way)
        self.title_margin = 30.0  # room right of the title (the owner mark)
        # a short text (the place an ability is used) right of the last icon row where it fits there, else
        # under the rows where they leave it the room; left out where neither (the tooltip says it)
        self.beside = ""
        self._compact = False  # the title and rows closer to the card's edges (at the zoom painted last)
        self._rows_plan: tuple[object, tuple[int, bool]] | None = None  # `_plan_rows`' last answer, by its key
        self._layout: tuple[object, tuple[list[tuple[QRectF, QFont, str]], bool]] | None = None
        self.setZValue(layers.SPACE)

    def spoken_name(self) -> str:
        return self.title

    def set_content(self, title: str, lines: list[str], band: str, tooltip: str) -> None:
        self.title, self.lines, self.band = title, lines, QColor(band)
        self.setToolTip(tooltip)
        self.update()

    def text_bottom(self) -> float:
        """Where the text must end: above the VP tokens, if any lie on the card."""
        return self.rect.bottom() - (28 if self.vp_tokens else 6)

    def layout(self) -> tuple[list[tuple[QRectF, QFont, str]], bool]:
        """The title and lines as (box, font, text) with the largest fonts that fit, and whether they fit."""
        key = (self.title, tuple(self.lines), self.text_bottom(), self.space_rect)
        if self._layout is None or self._layout[0] != key:
            self._layout = (key, self._fit())
        return self._layout[1]

    def _fit(self) -> tuple[list[tuple[QRectF, QFont, str]], bool]:
        r = self.rect
        right = r.right() - 8
        if self.space_rect is not None:  # the lines stay left of the meeple space
            right = min(right, self.space_rect.left() - 6)
        placed: list[tuple[QRectF, QFont, str]] = []
        for title_size, line_size in CARD_FONTS:
            title_font, line_font = font(title_size, True), font(line_size)
            placed = [_text_box(title_font, r.adjusted(8, 12, -self.title_margin, 0), self.title)]
            y = placed[0][0].bottom() + 3
            for line in self.lines:
                placed.append(_text_box(line_font, QRectF(r.left() + 8, y, right - r.left() - 8, 1000), line))
                y = placed[-1][0].bottom() + 2
            if y - 2 <= self.text_bottom():
                return placed, True
        return placed, False

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = self.rect
        p.setPen(outline(1.5))
        p.setBrush(colour("paper"))
        p.drawRoundedRect(r, 8, 8)
        p.setBrush(self.band)
        p.setPen(Qt.PenStyle.NoPen)
        p.drawRoundedRect(QRectF(r.left(), r.top(), r.width(), 8), 3, 3)
        p.setPen(ink())
        placed = self.layout()[0]
        if self.rows:
            self._paint_rows(p)
        elif placed and all(fits(p, box_font.pointSizeF()) for _, box_font, _ in placed):
            for box, box_font, text in placed:
                p.setFont(box_font)
                p.drawText(box, CARD_FLAGS, text)
                if legible_text.RECORD is not None:
                    legible_text.RECORD.append((on_screen_px(p, box_font), text))
        else:  # zoomed out: legible text, as much as fits, in order of importance
            self._paint_legible(p)
        if self.space_rect is not None:
            p.setPen(outline(1.2, Qt.PenStyle.DashLine))
            p.setBrush(colour("space"))
            p.drawRoundedRect(self.space_rect, 8, 8)
        if self.owner_colour is not None:
            p.setBrush(self.owner_colour)
            p.setPen(outline(1))
            mark = QRectF(r.right() - 26, r.top() + 12, 18, 18)
            p.drawRect(mark)
            draw_glyph(p, mark.center(), 6, self.owner_glyph)
        for i in range(self.vp_tokens):
            c = QPointF(r.left() + 14 + i * 20, r.bottom() - 14)
            draw_vp_token(p, c)

    def _text_right(self) -> float:
        """Where the lines end: left of the meeple space, if the card has one."""
        right = self.rect.right() - 8
        return right if self.space_rect is None else min(right, self.space_rect.left() - 6)

    def _paint_rows(self, p: QPainter) -> None:
        """The title (two lines where the zoom leaves room), the icon rows whole, then what lines fit."""
        self._paint_body(p, self._title_box(), self._plan_rows(p))

    def _title_box(self) -> QRectF:
        """Where the title goes (`_compact`: closer to the band and the card's sides)."""
        if self._compact:
            return self.rect.adjusted(6, 8, -max(6.0, self.title_margin - 2), 0)
        return self.rect.adjusted(8, 10, -self.title_margin, 0)

    def _rows_box(self, top: float) -> QRectF:
        """Where the icon rows go under a title ending at `top`: down to `text_bottom`."""
        r, right = self.rect, self._text_right()
        if self._compact:
            left, bottom = r.left() + 6, self.text_bottom() + self.compact_bottom
            right = right + 2 if self.space_rect is None else right
        else:
            left, bottom = r.left() + 8, self.text_bottom()
        return QRectF(left, top + 1, right - left, bottom - top - 1)

    def _plan_rows(self, p: QPainter) -> int:
        """How many lines the title gets above the icon rows at this zoom (0: the rows leave it none), and
        (`_compact`) whether the card's margins are narrowed for them. Worked out once for a zoom and content (a
        repaint at the same zoom, as a drop or a timeline step makes, reuses it: measuring is most of a paint)."""
        key = (paint_key(p), self.title, self.rows, self._text_right())
        if self._rows_plan is not None and self._rows_plan[0] == key:
            lines, self._compact = self._rows_plan[1]
            return lines
        lines = self._work_out_rows(p)
        self._rows_plan = (key, (lines, self._compact))
        return lines

    def _work_out_rows(self, p: QPainter) -> int:
        step = QFontMetricsF(legible(p, 9, True), p.device()).lineSpacing()

        def fit_under(lines: int, compact: bool) -> bool:
            self._compact = compact
            top = self._title_box().top() + step * lines
            return fits_legibly(p, self.rows, self._rows_box(top), 8)

        def needs(compact: bool) -> int:
            self._compact = compact
            return lines_needed(p, self._title_box().width(), self.title, 9, True, TITLE_LINES)

        # the name (in the tooltip too) takes the lines it needs (up to three) where the rows fit under them,
        # the card's margins narrowed where that is needed; else it keeps to fewer lines, and gives way to the
        # rows where none do (the icon rows are never left out: they say what the card does)
        for compact in (False, True):
            lines = needs(compact)
            if fit_under(lines, compact):
                return lines
        lines = needs(False)
        while lines and not fit_under(lines, False):
            lines -= 1
        return lines

    def _paint_body(self, p: QPainter, title_box: QRectF, title_lines: int, rows: bool = True) -> None:
        """The title in `title_box` on `title_lines` lines, then (`rows`) the icon rows whole, the place beside
        them and what lines fit."""
        r, right = self.rect, self._text_right()
        step = QFontMetricsF(legible(p, 9, True), p.device()).lineSpacing()
        title_box = QRectF(title_box)
        title_box.setHeight(step * title_lines + 0.5)
        y = title_box.top() + draw_text(p, title_box, self.title, 9, True, max_lines=title_lines)
        if not rows:
            return
        box = self._rows_box(y)
        y += 1 + draw_rows(p, box, self.rows, 8, owner=self)
        if self.beside:
            y = self._paint_beside(p, box, y)
        for line in self.lines:
            used = draw_text(p, QRectF(r.left() + 8, y, right - r.left() - 8, self.text_bottom() - y), line, 7.5)
            if not used:
                break
            y += used

    def _paint_beside(self, p: QPainter, box: QRectF, y: float) -> float:
        """`beside` right of the rows' last line (drawn in `box`) or under them (from `y`), whole or not at
        all, and all of it above `text_bottom` (draw_text would let a line overhang a tight box: on an
        apprentice, into its foot row); returns where the next line starts."""
        f, lines, _ = fit(p, self.rows, box, 8)
        fm = QFontMetricsF(f, p.device())
        last = line_width(fm, lines[-1]) + fm.horizontalAdvance(" ") * 2
        step = line_step(fm)
        room = QRectF(box.left() + last, box.top() + step * (len(lines) - 1), box.width() - last, step)
        text_step = QFontMetricsF(legible(p, 7.5), p.device()).lineSpacing()
        if fits_in(p, room.width(), self.beside, 7.5) and room.top() + text_step <= self.text_bottom() + 0.5:
            draw_text(p, room, self.beside, 7.5, max_lines=1)
            return y
        below = QRectF(box.left(), y, box.width(), self.text_bottom() - y)
        whole = int((below.height() + 0.5) // text_step) if below.height() > 0 else 0  # lines wholly above
        if fits_in(p, below.width(), self.beside, 7.5, lines=whole):
            y += draw_text(p, below, self.beside, 7.5, max_lines=whole)
        return y

    def _paint_legible(self, p: QPainter) -> None:
        r, right = self.rect, self._text_right()
        y = (
            r.top()
            + 10
            + draw_text(p, r.adjusted(8, 10, -self.title_margin, 0).intersected(r), self.title, 9, True, max_lines=2)
        )
        for line in self.lines[self.lod_skip :]:
            box = QRectF(r.left() + 8, y, right - r.left() - 8, self.text_bottom() - y)
            used = draw_text(p, box, line, 7.5)
            if not used:
                break
            y += used


def paint_key(p: QPainter) -> tuple[float, float, float]:
    """What a card's layout depends on in the painter: its zoom, the device's resolution and the least legible
    text size (Board Text Size)."""
    device = p.device()
    return p.worldTransform().m11(), device.logicalDpiY() if device is not None else 0.0, legible_text.min_px()


def _text_box(box_font: QFont, area: QRectF, text: str) -> tuple[QRectF, QFont, str]:
    """`text` wrapped into the width of `area`: the box as high as the wrapped text."""
    height = QFontMetricsF(box_font).boundingRect(area, CARD_FLAGS, text).height()
    return QRectF(area.left(), area.top(), area.width(), height), box_font, text


def draw_vp_token(p: QPainter, centre: QPointF, radius: float = 9) -> None:
    p.setPen(outline(1))
    p.setBrush(QColor("#d4af37"))
    p.drawEllipse(centre, radius, radius)
    if fits(p, 6.5, True):  # zoomed out it is a gold token without its label
        p.setFont(font(6.5, True))
        label = QCoreApplication.translate("board", "VP")  # victory points
        p.drawText(
            QRectF(centre.x() - radius, centre.y() - radius, 2 * radius, 2 * radius),
            Qt.AlignmentFlag.AlignCenter,
            label,
        )
        if legible_text.RECORD is not None:
            legible_text.RECORD.append((on_screen_px(p, font(6.5, True)), label))


def draw_glyph(p: QPainter, c: QPointF, r: float, glyph: int) -> None:
    """Seat shapes so colour is never the only cue: circle, square, triangle, diamond, star."""
    p.setPen(QPen(QColor("white"), 1.6))
    p.setBrush(Qt.BrushStyle.NoBrush)
    g = glyph % 5
    if g == 0:
        p.drawEllipse(c, r, r)
    elif g == 1:
        p.drawRect(QRectF(c.x() - r, c.y() - r, 2 * r, 2 * r))
    elif g == 2:
        p.drawPolygon(
            QPolygonF([QPointF(c.x(), c.y() - r), QPointF(c.x() + r, c.y() + r), QPointF(c.x() - r, c.y() + r)])
        )
    elif g == 3:
        pts = [
            QPointF(c.x(), c.y() - r),
            QPointF(c.x() + r, c.y()),
            QPointF(c.x(), c.y() + r),
            QPointF(c.x() - r, c.y()),
        ]
        p.drawPolygon(QPolygonF(pts))
    else:
        import math

        pts = []
        for k in range(10):
            rad = r if k % 2 == 0 else r * 0.45
            a = -math.pi / 2 + k * math.pi / 5
            pts.append(QPointF(c.x() + rad * math.cos(a), c.y() + rad * math.sin(a)))
        p.drawPolygon(QPolygonF(pts))


def meeple_path(w: float, h: float) -> QPainterPath:
    path = QPainterPath()
    head = w * 0.2
    path.addEllipse(QPointF(w / 2, head + 1), head, head)
    body = QPainterPath()
    body.moveTo(w * 0.30, head * 2)
    body.lineTo(w * 0.70, head * 2)
    body.lineTo(w * 1.0, h * 0.55)
    body.lineTo(w * 0.72, h * 0.55)
    body.lineTo(w * 0.85, h)
    body.lineTo(w * 0.15, h)
    body.lineTo(w * 0.28, h * 0.55)
    body.lineTo(0, h * 0.55)
    body.closeSubpath()
    return path.united(body)


class MeepleItem(QGraphicsObject):
    """An agent, the Lieutenant or the Ambassador. Dragging is handled by the scene."""

    W, H = 44.0, 54.0

    def __init__(self, item_id: str, seat: int, piece: str, colour: str, glyph: int) -> None:
        super().__init__()
        self.item_id, self.seat, self.piece = item_id, seat, piece
        self.colour = QColor(colour)
        self.glyph = glyph
        self.location = ""  # where it stands (`Spot.location`)
        self.ready = False  # waiting in its owner's supply to be placed (`Spot.ready`)
        self.stack = ""  # which of its seat's stacks of this piece it is (`Spot.stack`)
        self.home = QPointF()
        self.draggable = False
        self.count = 1  # a stack of this many (drawn as one figure with a badge)
        self.slide: QPropertyAnimation | None = None  # made on the first slide, reused after
        self.setZValue(layers.MEEPLE)
        self._path = meeple_path(self.W, self.H)

    def go_home(self) -> None:
        self.setPos(self.home)

    def set_stack(self, count: int, scale: float) -> None:
        if count != self.count:
            self.count = count
            self.update()
        if scale != self.scale():
            self.setScale(scale)

    def boundingRect(self) -> QRectF:
        return QRectF(-3, -20, self.W + 22, self.H + 23)  # room for a count badge grown to be legible

    def shape(self) -> QPainterPath:
        return self._path

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        pen = outline(3 if self.draggable else 1.5)
        if self.draggable:
            pen.setColor(colour("draggable"))
        p.setPen(pen)
        p.setBrush(QBrush(self.colour))
        p.drawPath(self._path)
        centre = QPointF(self.W / 2, self.H * 0.68)
        if self.piece in ("lieutenant", "ambassador"):
            p.setPen(QColor("white") if self.piece == "lieutenant" else ink())
            letter = "L" if self.piece == "lieutenant" else "A"
            box = QRectF(0, self.H * 0.4, self.W, self.H * 0.6)
            draw_text(p, box, letter, 10, True, align=Qt.AlignmentFlag.AlignHCenter, valign_centre=True)
        else:
            draw_glyph(p, centre, 6.5, self.glyph)
        if self.count > 1:
            self._paint_badge(p)

    def _paint_badge(self, p: QPainter) -> None:
        """The stack's count in a white disc on the figure's head (legible at every zoom)."""
        text = str(self.count)
        f = legible(p, 11, True)
        most = QRectF(self.W * 0.25, -20, self.W * 0.75 + 18, 46)  # inside boundingRect()
        fm = QFontMetricsF(f)
        if fm.horizontalAdvance(text) + 8 > most.width() or fm.height() > most.height():
            # a count is never cut: when the legible size does not fit the badge, the most that does
            fit = min((most.width() - 8) / max(1.0, fm.horizontalAdvance(text)), most.height() / fm.height())
            f.setPointSizeF(f.pointSizeF() * fit)
            fm = QFontMetricsF(f)
        width = max(fm.horizontalAdvance(text) + 8, min(most.width(), self.W * 0.5 + 8))
        box = QRectF(most.right() - width, -6, width, min(most.height(), max(26.0, fm.height() + 2)))
        p.setPen(outline(1.5))
        p.setBrush(QColor("white"))
        p.drawRoundedRect(box, 12, 12)
        p.setPen(ink())
        p.setFont(f)
        p.drawText(box, Qt.AlignmentFlag.AlignCenter, text)
        if legible_text.RECORD is not None:
            legible_text.RECORD.append((on_screen_px(p, f), text))

    def _get_pos(self) -> QPointF:
        return self.pos()

    def _set_pos(self, value: QPointF) -> None:
        self.setPos(value)

    slide_pos = Property(QPointF, _get_pos, _set_pos)
