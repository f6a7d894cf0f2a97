"""The rounds track (VP tokens waiting on each round, the current round) and the first-player marker."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from desktop.board.iconrow import Icon, Row, draw_rows
from desktop.board.items import draw_vp_token
from desktop.board.legible import draw_text, fits_in
from desktop.tables.waterdeep.geometry import round_box
from desktop.theme import colour, ink, outline
from engine.waterdeep.board import EXTRA_AGENT_ROUND, ROUNDS

translate = QCoreApplication.translate
AGENT_ROW: Row = ("+1", Icon("worker"))
NUMBER_W = 28.0  # the round's number beside that row


class RoundsTrack(QGraphicsItem):
    def __init__(self) -> None:
        super().__init__()
        self.round = 1
        self.over = False
        self._rect = round_box(1).united(round_box(ROUNDS)).adjusted(-4, -4, 4, 4)

    def boundingRect(self) -> QRectF:
        return self._rect

    def set_round(self, n: int, over: bool) -> None:
        if (n, over) != (self.round, self.over):
            self.round, self.over = n, over
            self.update()
        self.setToolTip(
            translate(
                "board",
                "Rounds track: round {n} of 8. The 3 VP tokens of a round go onto the "
                "Builder's Hall tiles when it starts; in round 5 everyone gains an agent.",
            ).format(n=n)
        )

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        for r in range(1, ROUNDS + 1):
            box = round_box(r)
            current = r == self.round and not self.over
            pen = outline(4 if current else 1.5)
            if current:
                pen.setColor(colour("current_frame"))
            p.setPen(pen)
            p.setBrush(colour("current" if current else "panel"))
            p.drawRoundedRect(box, 8, 8)
            p.setPen(ink())
            top = QRectF(box.left(), box.top() + 2, box.width(), 24)
            if r == EXTRA_AGENT_ROUND:  # the number and "+1 agent" side by side: in words where they fit whole,
                # else in icons (+1[agent]); the tooltip says it too
                number = QRectF(top.left(), top.top(), NUMBER_W, top.height())
                draw_text(p, number, str(r), 12 if current else 10, True, Qt.AlignmentFlag.AlignHCenter)
                room = top.adjusted(NUMBER_W, 0, -4, 6)  # down to the VP tokens' top
                words = translate("board", "+1 agent")
                if fits_in(p, room.width(), words, 6.5):
                    draw_text(p, room, words, 6.5, align=Qt.AlignmentFlag.AlignRight, max_lines=1, valign_centre=True)
                else:
                    draw_rows(p, room, [AGENT_ROW], 9, Qt.AlignmentFlag.AlignRight, owner=self, valign_centre=True)
            else:
                draw_text(p, top, str(r), 12 if current else 10, True, Qt.AlignmentFlag.AlignHCenter)
            if r > self.round:
                for k in range(3):
                    draw_vp_token(p, QPointF(box.left() + 16 + k * 23, box.bottom() - 16), 9)
