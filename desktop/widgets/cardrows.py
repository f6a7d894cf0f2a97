"""A list delegate for rows of several lines: the first line (a card's name) bold, the rest below it,
all wrapped to the width of the list, each row exactly as high as its text."""

from __future__ import annotations

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, QRect, QSize, Qt
from PySide6.QtGui import QFont, QFontMetrics, QPainter, QPalette
from PySide6.QtWidgets import QAbstractItemView, QApplication, QStyle, QStyledItemDelegate, QStyleOptionViewItem

PAD = 4
WRAP = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap
Index = QModelIndex | QPersistentModelIndex


class CardRowDelegate(QStyledItemDelegate):
    def __init__(self, view: QAbstractItemView) -> None:
        super().__init__(view)
        self.view = view

    def _blocks(self, option: QStyleOptionViewItem, index: Index, width: int) -> list[tuple[QFont, QRect, str]]:
        """(font, rect from the row's top left, text) of the head line and of the body."""
        text = str(index.data(Qt.ItemDataRole.DisplayRole) or "")
        head, _, body = text.partition("\n")
        bold = QFont(option.font)
        bold.setBold(True)
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
        return max(80, self.view.viewport().width() - 4)

    def sizeHint(self, option: QStyleOptionViewItem, index: Index) -> QSize:
        blocks = self._blocks(option, index, self._width())
        bottom = max((rect.bottom() for _, rect, _ in blocks), default=PAD)
        return QSize(self._width(), bottom + PAD + 1)

    def paint(self, painter: QPainter, option: QStyleOptionViewItem, index: Index) -> None:
        opt = QStyleOptionViewItem(option)
        self.initStyleOption(opt, index)
        opt.text = ""
        style = self.view.style() or QApplication.style()
        style.drawControl(QStyle.ControlElement.CE_ItemViewItem, opt, painter, self.view)
        selected = bool(opt.state & QStyle.StateFlag.State_Selected)
        role = QPalette.ColorRole.HighlightedText if selected else QPalette.ColorRole.Text
        painter.save()
        painter.setPen(opt.palette.color(role))
        origin = opt.rect.topLeft()
        for block_font, rect, text in self._blocks(option, index, opt.rect.width()):
            painter.setFont(block_font)
            painter.drawText(rect.translated(origin), WRAP, text)
        painter.restore()
