"""Text that is cut where it does not fit, never silently: the whole text is in the tooltip.

`ElidedLabel` is a one-line label that may be narrower than its text (its layout can then give the room to
the widgets beside it); `CutTextTips` is an item delegate that paints as the default one and, for a cell
whose text the view elides, shows the whole text (and the model's own tooltip under it).
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QModelIndex, QPersistentModelIndex, QSize, Qt
from PySide6.QtGui import QHelpEvent, QPainter, QPaintEvent, QResizeEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QLabel,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QToolTip,
    QWidget,
)

Index = QModelIndex | QPersistentModelIndex


class ElidedLabel(QLabel):
    """A plain one-line label drawn elided ("…") when narrower than its text, the whole text then its tooltip.
    `text()` stays the whole text (screen readers and tests read it)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setTextFormat(Qt.TextFormat.PlainText)
        self._widest = ""  # a text as wide as any this label will show

    def set_widest(self, sample: str) -> None:
        """Ask for `sample`'s width whatever the text (e.g. the longest move number): a new text of another width
        then moves none of the widgets beside the label, and they are not laid out and painted again."""
        if sample != self._widest:
            self._widest = sample
            self.updateGeometry()

    def sizeHint(self) -> QSize:
        hint = super().sizeHint()
        fm = self.fontMetrics()
        margins = hint.width() - fm.horizontalAdvance(self.text())  # the frame and indent around the text
        return QSize(max(hint.width(), fm.horizontalAdvance(self._widest) + margins), hint.height())

    def setText(self, text: str) -> None:
        super().setText(text)
        self._update_tip()

    def minimumSizeHint(self) -> QSize:
        hint = super().minimumSizeHint()
        return QSize(min(hint.width(), self.fontMetrics().horizontalAdvance("…") * 6), hint.height())

    def is_cut(self) -> bool:
        return self.fontMetrics().horizontalAdvance(self.text()) > self.contentsRect().width()

    def _update_tip(self) -> None:
        self.setToolTip(self.text() if self.is_cut() else "")

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._update_tip()

    def paintEvent(self, event: QPaintEvent) -> None:
        if not self.is_cut():
            super().paintEvent(event)
            return
        painter = QPainter(self)
        rect = self.contentsRect()
        shown = self.fontMetrics().elidedText(self.text(), Qt.TextElideMode.ElideRight, rect.width())
        self.style().drawItemText(painter, rect, int(self.alignment()), self.palette(), self.isEnabled(), shown)


class CutTextTips(QStyledItemDelegate):
    """Paints as QStyledItemDelegate; a cell whose text is elided gets its whole text as tooltip."""

    def cut_text(self, view: QAbstractItemView, index: QModelIndex) -> str | None:
        """The cell's whole text if the view shows it elided, else None."""
        if not index.isValid():
            return None
        option = QStyleOptionViewItem()
        option.initFrom(view.viewport())
        option.rect = view.visualRect(index)
        option.font = view.font()
        self.initStyleOption(option, index)
        text = option.text
        if not text:
            return None
        style = view.style()
        room = style.subElementRect(QStyle.SubElement.SE_ItemViewItemText, option, view).width()
        margin = style.pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, None, view) + 1
        return text if option.fontMetrics.horizontalAdvance(text) > room - 2 * margin else None

    def tooltip(self, view: QAbstractItemView, index: QModelIndex) -> str | None:
        """What the cell's tooltip says: its whole text when cut, then the model's tooltip."""
        own = index.data(Qt.ItemDataRole.ToolTipRole)
        whole = self.cut_text(view, index)
        parts = [t for t in (whole, own if isinstance(own, str) else None) if t]
        return "\n".join(parts) or None

    def helpEvent(self, event: QHelpEvent, view: QAbstractItemView, option: QStyleOptionViewItem, index: Index) -> bool:
        if event.type() != QEvent.Type.ToolTip or not isinstance(index, QModelIndex):
            return super().helpEvent(event, view, option, index)
        tip = self.tooltip(view, index)
        if tip:
            QToolTip.showText(event.globalPos(), tip, view.viewport(), view.visualRect(index))
        else:
            QToolTip.hideText()
            event.ignore()
        return bool(tip)
