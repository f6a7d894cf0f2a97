"""Choice chips: a pending choice's options drawn on the board next to where it happens, as a pop-up
bubble of clickable chips. The scene owns this layer; a table says what the chips are (`ChipGroup`)."""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene, QStyleOptionGraphicsItem, QWidget

from desktop.board import layers
from desktop.board.items import Target
from desktop.board.legible import draw_text
from desktop.theme import colour, ink, outline


@dataclasses.dataclass(frozen=True)
class ChipGroup:
    """Choices shown as chips on the board next to `anchor` (a target id): (chip id, label, colour, tooltip)."""

    anchor: str
    chips: tuple[tuple[str, str, str, str], ...]
    caption: str = ""


SIZE = 34.0
GAP = 8.0
PAD = 8.0
CAPTION = 14.0
# a bubble wraps its chips into rows no wider than this
ROW_WIDTH = 560.0


def chip_width(label: str) -> float:
    """A square chip for a letter or a number; a longer label (a trade, an action) gets a wider chip."""
    return SIZE if len(label) <= 2 else min(ROW_WIDTH, 16 + 7.5 * len(label))


class ChipItem(Target):
    """One clickable chip: a coloured token with a short label (colour is never the only cue)."""

    highlight_radius = 8.0

    def __init__(self, target_id: str, label: str, colour: str, tooltip: str, top_left: QPointF) -> None:
        super().__init__(target_id, QRectF(top_left.x(), top_left.y(), chip_width(label), SIZE))
        self.label, self.colour = label, QColor(colour)
        self.setZValue(layers.CHIP)
        self.setToolTip(tooltip)

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setPen(outline(1.5))
        p.setBrush(self.colour)
        p.drawRoundedRect(self.rect, 6, 6)
        p.setPen(QColor("#ffffff") if self.colour.lightness() < 140 else ink())
        size = 12 if len(self.label) <= 2 else 9
        draw_text(p, self.rect.adjusted(4, 0, -4, 0), self.label, size, True, Qt.AlignmentFlag.AlignHCenter, 2, True)


class ChipBubble(QGraphicsItem):
    """The opaque bubble the chips sit on, with a short caption, so it reads as a pop-up choice."""

    def __init__(self, rect: QRectF, caption: str) -> None:
        super().__init__()
        self.rect, self.caption = rect, caption
        self.setZValue(layers.CHIP_BUBBLE)

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-3, -3, 3, 3)

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setPen(outline(1.5))
        p.setBrush(colour("bubble"))
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
            rows = _rows([chip_width(label) for _, label, _, _ in group.chips])
            width = max(sum(w for w in row) + (len(row) - 1) * GAP for row in rows) + 2 * PAD
            height = len(rows) * SIZE + (len(rows) - 1) * GAP + CAPTION + 2 * PAD
            left = min(max(area.left(), anchor.center().x() - width / 2), area.right() - width)
            below = anchor.bottom() + height + GAP <= area.bottom()
            top = anchor.bottom() + GAP if below else anchor.top() - height - GAP
            bubble = ChipBubble(QRectF(left, top, width, height), group.caption)
            self.scene.addItem(bubble)
            self.bubbles.append(bubble)
            chips = iter(group.chips)
            for r, row in enumerate(rows):
                x = left + PAD
                for w in row:
                    chip_id, label, colour, tooltip = next(chips)
                    chip = ChipItem(chip_id, label, colour, tooltip, QPointF(x, top + PAD + CAPTION + r * (SIZE + GAP)))
                    x += w + GAP
                    self.scene.addItem(chip)
                    chip.set_highlight(True)
                    self.chips.append(chip)
        return self.chips


def _rows(widths: list[float]) -> list[list[float]]:
    """Chip widths wrapped into rows of at most ROW_WIDTH."""
    rows: list[list[float]] = [[]]
    for w in widths:
        row = rows[-1]
        if row and sum(row) + len(row) * GAP + w > ROW_WIDTH:
            rows.append([])
        rows[-1].append(w)
    return rows
