"""A list delegate for rows of several lines: the first line (a card's name) bold, the rest below it,
all wrapped to the width of the list, each row exactly as high as its text (no row is cut off)."""

from __future__ import annotations

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, QRect, QSize, Qt
from PySide6.QtGui import QFont, QFontMetrics, QPainter, QPalette
from PySide6.QtWidgets import QAbstractItemView, QApplication, QStyle, QStyledItemDelegate, QStyleOptionViewItem

PAD = 4
WRAP = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap
Index = QModelIndex | QPersistentModelIndex


class CardRowDelegate(QStyledItemDelegate):
    def __init__(self, view: QAbstractItemView, bold_head: bool = True) -> None:
        super().__init__(view)
        self.view = view
        self.bold_head = bold_head
        view.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)  # rows wrap instead
        # a list view places its rows again after a resize only if they wrap (or its height changed):
        # without this, a narrower list keeps the old rows' positions while their heights grow, and the
        # rows overlap (QListView takes each row's height fresh from sizeHint, its position from the layout)
        if hasattr(view, "setWordWrap"):
            view.setWordWrap(True)

    def _blocks(self, option: QStyleOptionViewItem, index: Index, width: int) -> list[tuple[QFont, QRect, str]]:
        """(font, rect from the row's top left, text) of the head line and of the body."""
        text = str(index.data(Qt.ItemDataRole.DisplayRole) or "")
        head, _, body = text.partition("\n")
        bold = QFont(option.font)
        bold.setBold(self.bold_head)
        out = []
        y = PAD
        for block_font, block in ((bold, head), (QFont(option.font), body)):
            if not block:
                continue
            rect = QFontMetrics(block_font).boundingRect(QRect(PAD, y, width - 2 * PAD, 100_000), WRAP, block)
            out.append((block_font, QRect(PAD, y, width - 2 * PAD, rect.height()), block))
            y += rect.height() + 1
        return out

    def _width(self) -> int:
        """The row width: the list's, less a vertical scroll bar even before one shows (so the rows
        need not be laid out again, and nothing is cut off, when it appears)."""
        view = self.view
        bar = (
            0
            if view.verticalScrollBar().isVisible()
            else view.style().pixelMetric(QStyle.PixelMetric.PM_ScrollBarExtent)
        )
        return max(80, view.viewport().width() - bar - 4)

    @staticmethod
    def _height(blocks: list[tuple[QFont, QRect, str]]) -> int:
        return max((rect.bottom() for _, rect, _ in blocks), default=PAD) + PAD + 1

    def sizeHint(self, option: QStyleOptionViewItem, index: Index) -> QSize:
        return QSize(self._width(), self._height(self._blocks(option, index, self._width())))

    def paint(self, painter: QPainter, option: QStyleOptionViewItem, index: Index) -> None:
        opt = QStyleOptionViewItem(option)
        self.initStyleOption(opt, index)
        opt.text = ""
        style = self.view.style() or QApplication.style()
        style.drawControl(QStyle.ControlElement.CE_ItemViewItem, opt, painter, self.view)
        selected = bool(opt.state & QStyle.StateFlag.State_Selected)
        role = QPalette.ColorRole.HighlightedText if selected else QPalette.ColorRole.Text
        width = min(opt.rect.width(), self._width())
        blocks = self._blocks(option, index, width)  # measured once: the height check and the drawing
        if self._height(blocks) > opt.rect.height():
            # laid out for another width (the list was resized and its delayed re-layout has not run):
            # ask for the row's height again; meanwhile nothing is drawn over the next row
            self.sizeHintChanged.emit(QPersistentModelIndex(index))
        painter.save()
        painter.setClipRect(opt.rect)
        painter.setPen(opt.palette.color(role))
        origin = opt.rect.topLeft()
        # wrapped at the width the row's height was measured for, so no blank line is left below
        for block_font, rect, text in blocks:
            painter.setFont(block_font)
            painter.drawText(rect.translated(origin), WRAP, text)
        painter.restore()
