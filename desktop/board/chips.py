"""Choice chips: a pending choice's options drawn on the board next to where it happens, as a pop-up
bubble of clickable chips. The scene owns this layer; a table says what the chips are (`ChipGroup`)."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene, QStyleOptionGraphicsItem, QWidget

from desktop.board.items import INK, Target
from desktop.board.legible import draw_text
from desktop.tables.base import ChipGroup

SIZE = 34.0
GAP = 8.0
PAD = 8.0
CAPTION = 14.0


class ChipItem(Target):
    """One clickable chip: a coloured token with a short label (colour is never the only cue)."""

    def __init__(self, target_id: str, label: str, colour: str, tooltip: str, top_left: QPointF) -> None:
        super().__init__(target_id, QRectF(top_left.x(), top_left.y(), SIZE, SIZE))
        self.label, self.colour = label, QColor(colour)
        self.setZValue(30)
        self.setToolTip(tooltip)

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setPen(QPen(INK, 1.5))
        p.setBrush(self.colour)
        p.drawRoundedRect(self.rect, 6, 6)
        p.setPen(QColor("#ffffff") if self.colour.lightness() < 140 else INK)
        draw_text(p, self.rect, self.label, 12, True, Qt.AlignmentFlag.AlignHCenter, 1, True)
        self.paint_highlight(p, 8)


class ChipBubble(QGraphicsItem):
    """The opaque bubble the chips sit on, with a short caption, so it reads as a pop-up choice."""

    def __init__(self, rect: QRectF, caption: str) -> None:
        super().__init__()
        self.rect, self.caption = rect, caption
        self.setZValue(29)

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-2, -2, 2, 2)

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setPen(QPen(INK, 1.5))
        p.setBrush(QColor("#fff8e6"))
        p.drawRoundedRect(self.rect, 10, 10)
        draw_text(p, self.rect.adjusted(8, 4, -8, 0), self.caption, 8, True, Qt.AlignmentFlag.AlignHCenter, 1)


class ChipLayer:
    """The chips on a scene; `show` replaces them (every chip is a highlighted click target)."""

    def __init__(self, scene: QGraphicsScene) -> None:
        self.scene = scene
        self.chips: list[ChipItem] = []
        self.bubbles: list[ChipBubble] = []

    def clear(self) -> list[str]:
        """Remove the chips; returns their target ids."""
        gone = [chip.target_id for chip in self.chips]
        for item in [*self.chips, *self.bubbles]:
            self.scene.removeItem(item)
        self.chips, self.bubbles = [], []
        return gone

    def show(self, groups: Sequence[tuple[QRectF, ChipGroup]]) -> list[ChipItem]:
        self.clear()
        area = self.scene.sceneRect()
        for anchor, group in groups:
            n = len(group.chips)
            width = n * SIZE + (n - 1) * GAP + 2 * PAD
            height = SIZE + CAPTION + 2 * PAD
            left = max(area.left(), anchor.center().x() - width / 2)
            below = anchor.bottom() + height + GAP <= area.bottom()
            top = anchor.bottom() + GAP if below else anchor.top() - height - GAP
            bubble = ChipBubble(QRectF(left, top, width, height), group.caption)
            self.scene.addItem(bubble)
            self.bubbles.append(bubble)
            for i, (chip_id, label, colour, tooltip) in enumerate(group.chips):
                chip = ChipItem(
                    chip_id, label, colour, tooltip, QPointF(left + PAD + i * (SIZE + GAP), top + PAD + CAPTION)
                )
                self.scene.addItem(chip)
                chip.set_highlight(True)
                self.chips.append(chip)
        return self.chips
