"""The marks of "since your last turn": a frame around each board target another player used since the
person at the screen last decided (desktop.recent). Dotted and in a colour of its own, so that it is told
from a legal target's frame (solid) and a hint's (dashed) by its pattern as well as its colour."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from desktop.board import layers
from desktop.board.items import Target
from desktop.theme import FRAME_WIDTHS, colour, current


class RecentMark(QGraphicsItem):
    """A dotted frame just outside a target (a child of it: it moves and hides with it)."""

    def __init__(self, target: Target) -> None:
        super().__init__(target)
        self.target = target
        self.rect = target.rect.adjusted(-7, -7, 7, 7)
        self.setZValue(layers.RECENT_MARK)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setAcceptHoverEvents(False)

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-6, -6, 6, 6)

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        pen = QPen(colour("recent"), FRAME_WIDTHS[current()][0], Qt.PenStyle.DotLine)
        pen.setCapStyle(Qt.PenCapStyle.RoundCap)
        p.setPen(pen)
        p.setBrush(Qt.BrushStyle.NoBrush)
        radius = self.target.highlight_radius + 4
        p.drawRoundedRect(self.rect, radius, radius)
