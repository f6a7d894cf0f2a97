"""Adventurer chips: the cube choices of a pending "choose an adventurer" decision, drawn on the board
next to where the action happens (the space just used, the owner's building, or the chooser's pool)."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from desktop.board.items import INK, Target
from desktop.board.legible import draw_text
from desktop.tables.waterdeep.text import CUBE_COLOURS, a_cube
from desktop.text import sentence, translate

SIZE = 34.0
GAP = 8.0
PAD = 8.0
CAPTION = 14.0


class ChipItem(Target):
    """One clickable adventurer cube (target id "cube:c" etc.)."""

    def __init__(self, target_id: str, cube: str, top_left: QPointF) -> None:
        super().__init__(target_id, QRectF(top_left.x(), top_left.y(), SIZE, SIZE))
        self.cube = cube
        self.setZValue(30)
        self.setToolTip(sentence(translate("board", "choose {what}").format(what=a_cube(cube))))

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        colour = QColor(CUBE_COLOURS[self.cube])
        p.setPen(QPen(INK, 1.5))
        p.setBrush(colour)
        p.drawRoundedRect(self.rect, 6, 6)
        p.setPen(QColor("#ffffff") if colour.lightness() < 140 else INK)
        draw_text(p, self.rect, short_name(self.cube), 12, True, Qt.AlignmentFlag.AlignHCenter, 1, True)
        self.paint_highlight(p, 8)


def short_name(cube: str) -> str:
    """The letter(s) on a chip; colour is never the only cue."""
    return {
        "c": translate("board", "C", "cleric chip"),
        "f": translate("board", "F", "fighter chip"),
        "r": translate("board", "R", "rogue chip"),
        "w": translate("board", "W", "wizard chip"),
    }[cube]


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


def place_chips(scene, groups: list[tuple[QRectF, list[tuple[str, str]]]]) -> list[ChipItem]:
    """Replace the chips on `scene`: for each (anchor, [(chip id, cube)]) a bubble of chips by the anchor."""
    for old in [*getattr(scene, "chips", []), *getattr(scene, "chip_bubbles", [])]:
        scene.targets.pop(getattr(old, "target_id", ""), None)
        scene.removeItem(old)
    scene.chips, scene.chip_bubbles = [], []
    caption = translate("board", "Choose an adventurer")
    for anchor, chips in groups:
        width = len(chips) * SIZE + (len(chips) - 1) * GAP + 2 * PAD
        height = SIZE + CAPTION + 2 * PAD
        left = max(scene.sceneRect().left(), anchor.center().x() - width / 2)
        below = anchor.bottom() + height + GAP <= scene.sceneRect().bottom()
        top = anchor.bottom() + GAP if below else anchor.top() - height - GAP
        bubble = ChipBubble(QRectF(left, top, width, height), caption)
        scene.addItem(bubble)
        scene.chip_bubbles.append(bubble)
        for i, (chip_id, cube) in enumerate(chips):
            chip = ChipItem(chip_id, cube, QPointF(left + PAD + i * (SIZE + GAP), top + PAD + CAPTION))
            scene._add_target(chip)
            chip.set_highlight(True)
            scene.chips.append(chip)
    return scene.chips
