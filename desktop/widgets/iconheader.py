"""A table header that shows an icon instead of the words where the model gives one.

The model's header keeps its words (DisplayRole, read by screen readers and tests) and gives an icon name
(`ICON_ROLE`); this header draws that icon (`desktop.icons`, cached pixmaps) and no words, so a column of
numbers is only as wide as its numbers. The words are the section's tooltip (the model's ToolTipRole).
"""

from __future__ import annotations

from PySide6.QtCore import QRect, QRectF, QSize, Qt
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QHeaderView, QStyle, QStyleOptionHeader, QWidget

from desktop.icons import pixmap

#: the header role that names a section's icon (`desktop.icons.names`); None: the words are shown
ICON_ROLE = Qt.ItemDataRole.UserRole + 40
_PAD = 8  # each side of the icon


class IconHeader(QHeaderView):
    """A horizontal header: icon sections are drawn as their icon, centred, as high as the text."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(Qt.Orientation.Horizontal, parent)
        self.setSectionsClickable(False)

    def icon_name(self, section: int) -> str | None:
        model = self.model()
        if model is None:
            return None
        name = model.headerData(section, self.orientation(), ICON_ROLE)
        return name if isinstance(name, str) and name else None

    def _icon_px(self) -> int:
        return self.fontMetrics().height()

    def sectionSizeFromContents(self, logicalIndex: int) -> QSize:
        size = super().sectionSizeFromContents(logicalIndex)
        if self.icon_name(logicalIndex) is None:
            return size
        return QSize(self._icon_px() + 2 * _PAD, size.height())

    def paintSection(self, painter: QPainter, rect: QRect, logicalIndex: int) -> None:
        name = self.icon_name(logicalIndex)
        if name is None:
            super().paintSection(painter, rect, logicalIndex)
            return
        opt = QStyleOptionHeader()
        self.initStyleOption(opt)
        opt.rect = rect
        opt.section = logicalIndex
        opt.text = ""
        painter.save()
        self.style().drawControl(QStyle.ControlElement.CE_Header, opt, painter, self)
        px = self._icon_px()
        image = pixmap(name, px, self.devicePixelRatioF())
        box = QRectF(rect.center().x() - px / 2 + 1, rect.center().y() - px / 2 + 1, px, px)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        painter.drawPixmap(box, image, QRectF(0, 0, image.width(), image.height()))
        painter.restore()
