"""How a saved game's picture is drawn in the lists: the table's picture column (`PictureDelegate`) and the
start screen's rows of a picture and two lines of text (`CompactDelegate`).

A picture file is read when its row is first drawn and kept scaled to the size drawn (`Thumbnails`), so a
long list opens at once and scrolls without reading files again. A game without a picture (imported, saved
by an earlier version) gets a placeholder: the game's name on a card of the board's colour; a file that
cannot be opened gets a warning sign there.
"""

from __future__ import annotations

import os

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, QRect, QRectF, QSize, Qt
from PySide6.QtGui import QFont, QFontMetrics, QPainter, QPalette, QPen, QPixmap
from PySide6.QtWidgets import QAbstractItemView, QApplication, QStyle, QStyledItemDelegate, QStyleOptionViewItem

from desktop.library.model import GameRole, SummaryRole, name
from desktop.saves import SavedGame
from desktop.theme import colour

Index = QModelIndex | QPersistentModelIndex
PAD = 4
# the picture in the Saved Games window's table, and in the start screen's list (the board is 16:10)
TABLE_PICTURE = QSize(176, 110)
LIST_PICTURE = QSize(112, 70)
WRAP = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap
# scaled pictures kept (a few screens of rows in two sizes)
CACHE_LIMIT = 600


class Thumbnails:
    """The pictures read so far, by file, its modification time and the size drawn."""

    def __init__(self) -> None:
        self._cache: dict[tuple[str, int, int, int], QPixmap | None] = {}

    def get(self, game: SavedGame, size: QSize) -> QPixmap | None:
        """The picture of `game` fitted into `size`, or None when it has none that can be read."""
        path = game.picture
        try:
            stamp = os.stat(path).st_mtime_ns
        except OSError:
            return None
        key = (str(path), stamp, size.width(), size.height())
        if key not in self._cache:
            if len(self._cache) >= CACHE_LIMIT:
                self._cache.clear()
            pixmap = QPixmap(str(path))
            fitted = pixmap.scaled(size, Qt.AspectRatioMode.KeepAspectRatio, Qt.TransformationMode.SmoothTransformation)
            self._cache[key] = None if pixmap.isNull() else fitted
        return self._cache[key]


def draw_picture(painter: QPainter, rect: QRect, game: SavedGame, pictures: Thumbnails, font: QFont) -> None:
    """The picture of `game` centred in `rect`, or its placeholder."""
    pixmap = pictures.get(game, rect.size())
    if pixmap is not None:
        x = rect.x() + (rect.width() - pixmap.width()) // 2
        y = rect.y() + (rect.height() - pixmap.height()) // 2
        painter.drawPixmap(x, y, pixmap)
        return
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setBrush(colour("board"))
    painter.setPen(QPen(colour("ink"), 1.5))
    painter.drawRoundedRect(QRectF(rect).adjusted(1, 1, -1, -1), 6, 6)
    sign = QFont(font)
    sign.setPointSizeF(font.pointSizeF() * 2.5)
    painter.setFont(sign if game.problem else font)
    text = "⚠" if game.problem else name(game)  # a file that cannot open: its name is beside it
    painter.drawText(rect.adjusted(6, 4, -6, -4), Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap, text)
    painter.restore()


def _background(painter: QPainter, option: QStyleOptionViewItem, index: Index, delegate: QStyledItemDelegate) -> None:
    """The row's background as the style draws it (selected, hovered), without its text."""
    opt = QStyleOptionViewItem(option)
    delegate.initStyleOption(opt, index)
    opt.text = ""
    widget = opt.widget
    style = widget.style() if widget is not None else QApplication.style()
    style.drawControl(QStyle.ControlElement.CE_ItemViewItem, opt, painter, widget)


class PictureDelegate(QStyledItemDelegate):
    """The Saved Games window's picture column."""

    def __init__(self, pictures: Thumbnails, parent: QAbstractItemView) -> None:
        super().__init__(parent)
        self.pictures = pictures

    def sizeHint(self, option: QStyleOptionViewItem, index: Index) -> QSize:
        return TABLE_PICTURE + QSize(2 * PAD, 2 * PAD)

    def paint(self, painter: QPainter, option: QStyleOptionViewItem, index: Index) -> None:
        _background(painter, option, index, self)
        game = index.data(GameRole)
        if isinstance(game, SavedGame):
            box = QRect(option.rect.topLeft(), TABLE_PICTURE).translated(PAD, PAD)
            box.setHeight(min(box.height(), option.rect.height() - 2 * PAD))
            draw_picture(painter, box, game, self.pictures, option.font)


class CompactDelegate(QStyledItemDelegate):
    """The start screen's rows: the picture, then the game and its players (bold) over how far it got
    and when, wrapped to the list's width, each row as high as it needs (nothing is cut off)."""

    def __init__(self, pictures: Thumbnails, view: QAbstractItemView) -> None:
        super().__init__(view)
        self.pictures = pictures
        self.view = view

    def _text_width(self) -> int:
        bar = self.view.style().pixelMetric(QStyle.PixelMetric.PM_ScrollBarExtent)
        return max(80, self.view.viewport().width() - bar - 4 - LIST_PICTURE.width() - 3 * PAD)

    def _blocks(self, option: QStyleOptionViewItem, index: Index) -> list[tuple[QFont, QRect, str]]:
        head, _, body = str(index.data(SummaryRole) or "").partition("\n")
        bold = QFont(option.font)
        bold.setBold(True)
        width, x, y = self._text_width(), LIST_PICTURE.width() + 2 * PAD, PAD
        out = []
        for font, text in ((bold, head), (QFont(option.font), body)):
            if text:
                rect = QFontMetrics(font).boundingRect(QRect(x, y, width, 100_000), WRAP, text)
                out.append((font, QRect(x, y, width, rect.height()), text))
                y += rect.height() + 1
        return out

    def sizeHint(self, option: QStyleOptionViewItem, index: Index) -> QSize:
        text_bottom = max((rect.bottom() for _, rect, _ in self._blocks(option, index)), default=0)
        height = max(LIST_PICTURE.height() + 2 * PAD, text_bottom + PAD + 1)
        return QSize(LIST_PICTURE.width() + 3 * PAD + self._text_width(), height)

    def paint(self, painter: QPainter, option: QStyleOptionViewItem, index: Index) -> None:
        _background(painter, option, index, self)
        game = index.data(GameRole)
        if not isinstance(game, SavedGame):
            return
        blocks = self._blocks(option, index)
        if max((rect.bottom() for _, rect, _ in blocks), default=0) + PAD > option.rect.height():
            self.sizeHintChanged.emit(QPersistentModelIndex(index))  # laid out for another width
        origin = option.rect.topLeft()
        painter.save()
        painter.setClipRect(option.rect)
        draw_picture(painter, QRect(origin, LIST_PICTURE).translated(PAD, PAD), game, self.pictures, option.font)
        selected = bool(option.state & QStyle.StateFlag.State_Selected)
        painter.setPen(
            option.palette.color(QPalette.ColorRole.HighlightedText if selected else QPalette.ColorRole.Text)
        )
        if game.problem:
            painter.setPen(index.data(Qt.ItemDataRole.ForegroundRole))
        for font, rect, text in blocks:
            painter.setFont(font)
            painter.drawText(rect.translated(origin), WRAP, text)
        painter.restore()
