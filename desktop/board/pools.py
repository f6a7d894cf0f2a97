"""Players' pools (boards) along the bottom edge, for every table: the framed area, a click target for
choosing that player, and the first-player marker."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QRectF, Qt
from PySide6.QtGui import QColor, QPainter
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from desktop.board import layers
from desktop.board.iconrow import Row
from desktop.board.items import Panel, Target
from desktop.board.legible import draw_text
from desktop.theme import colour, outline

translate = QCoreApplication.translate


class PoolPanel(Panel):
    """A player's pool; the deciding player's is framed and tinted in their colour."""

    def __init__(self, rect: QRectF, title: str, colour: str) -> None:
        super().__init__(rect, title)
        self.colour = QColor(colour)
        self.active: bool | None = None
        self.set_active(False)

    def set_active(self, on: bool) -> None:
        if self.active == on:
            return
        self.active = on
        self.frame = self.colour if on else None
        self.frame_width = 6.0 if on else 2.0
        self.update()

    def set_rows(self, rows: list[Row]) -> None:
        """The icon rows under the name (what the player has, from the public view); repainted on a change."""
        if rows != self.rows:
            self.rows = rows
            self.update()

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        paper = colour("panel")  # the theme's, at paint time: a theme switch repaints
        self.fill = (
            QColor(
                (self.colour.red() + 2 * paper.red()) // 3,
                (self.colour.green() + 2 * paper.green()) // 3,
                (self.colour.blue() + 2 * paper.blue()) // 3,
            )
            if self.active
            else paper
        )
        super().paint(p, option, widget)


class PoolTarget(Target):
    """Clicking a pool chooses that player (an opponent to target); draws only its highlight."""

    def __init__(self, seat: int, rect: QRectF) -> None:
        super().__init__(f"pool:{seat}", rect)
        self.seat = seat
        self.setZValue(layers.POOL)

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)


class FirstPlayerMarker(QGraphicsItem):
    """A small token placed in the first player's pool."""

    def __init__(self, tooltip: str) -> None:
        super().__init__()
        self.setZValue(layers.FIRST_PLAYER)
        self.setToolTip(tooltip)

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, 60, 30)

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setPen(outline(1.5))
        p.setBrush(QColor("#d4af37"))
        p.drawRoundedRect(QRectF(1, 1, 58, 28), 6, 6)
        draw_text(p, QRectF(2, 0, 56, 30), translate("board", "1st"), 9, True, Qt.AlignmentFlag.AlignHCenter, 1, True)
