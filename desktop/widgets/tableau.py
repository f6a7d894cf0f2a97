"""The Player Boards panel: every player's tableau at once (`desktop.tableau`), over the board.

One column per player (their name in their colour), each section's heading and entries: a name (a quest's
type as a colour band) and its icon rows; the whole sentence is the entry's tooltip. Opened from View ->
Player Boards or a click on a player's area that chooses nothing; Escape, the close button or the menu
closes it. What it shows comes from the public view (the tables build it), so it may be open for anyone.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, QEvent, QRect, QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QHelpEvent, QKeyEvent, QPainter, QPaintEvent
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QScrollArea,
    QToolButton,
    QToolTip,
    QVBoxLayout,
    QWidget,
)

from desktop.board.iconrow import draw_rows
from desktop.tableau import Section

translate = QCoreApplication.translate
_GAP, _PAD = 10, 8


def _wrap(p: QPainter | None, fm: QFontMetricsF, box: QRectF, text: str) -> float:
    """Draw `text` wrapped at spaces in `box`'s width from its top (None: only measure); returns its height."""
    wrap = Qt.TextFlag.TextWordWrap
    height = fm.boundingRect(QRectF(0, 0, max(1.0, box.width()), 100_000), wrap, text).height()
    if p is not None:
        p.drawText(QRectF(box.left(), box.top(), box.width(), height), wrap, text)
    return height


def heading(section: Section) -> str:
    """A section's title with the number of its named entries ('Apprentices (2)'); '(0)' for a section with
    nothing in it yet (not a bare title over nothing); no number over entries without names (a row of goods)."""
    named = sum(1 for e in section.entries if e.name)
    return section.title + (f" ({named})" if named or not section.entries else "")


class _Columns(QWidget):
    """The painted columns; each entry's rect keeps its tooltip."""

    def __init__(self) -> None:
        super().__init__()
        self.names: list[str] = []
        self.colours: list[str] = []
        self.boards: list[list[Section]] = []
        self.tips: list[tuple[QRect, str]] = []
        self.drawn: list[tuple[int, str, QRectF]] = []  # (seat, entry name, rect): what was drawn, for tests

    def set_boards(self, names: Sequence[str], colours: Sequence[str], boards: list[list[Section]]) -> None:
        if (list(names), list(colours), boards) != (self.names, self.colours, self.boards):
            self.names, self.colours, self.boards = list(names), list(colours), boards
            self.setMinimumHeight(self._paint(None))
            self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        self._paint(p)
        p.end()

    def _paint(self, p: QPainter | None) -> int:
        """Draw the columns (None: only measure); returns the height they need."""
        n = max(1, len(self.boards))
        width = (self.width() - _GAP * (n - 1)) / n
        fm = QFontMetricsF(self.font())
        bold = self.font()
        bold.setBold(True)
        bold_fm = QFontMetricsF(bold)
        line = fm.height() + 2
        tips: list[tuple[QRect, str]] = []
        drawn: list[tuple[int, str, QRectF]] = []
        bottom = 0.0
        for seat, sections in enumerate(self.boards):
            left = seat * (width + _GAP)
            y = 0.0
            if p is not None:
                head = QRectF(left, y, width, line + 4)
                p.setPen(Qt.PenStyle.NoPen)
                p.setBrush(QColor(self.colours[seat]))
                p.drawRoundedRect(head, 4, 4)
                p.setPen(QColor("white"))
                p.setFont(bold)
                p.drawText(head.adjusted(6, 0, -4, 0), Qt.AlignmentFlag.AlignVCenter, self.names[seat])
            y += line + 8
            for section in sections:
                title = heading(section)
                box = QRectF(left, y, width, 0)
                if p is not None:
                    p.setPen(self.palette().windowText().color())
                    p.setFont(bold)
                y += line + _wrap(p, bold_fm, box, title) - bold_fm.height()
                for entry in section.entries:
                    top = y
                    band = 6 if entry.colour else 0
                    if entry.name:  # whole, on as many lines as it needs (a quest's long name)
                        if p is not None:
                            p.setFont(self.font())
                            p.setPen(self.palette().windowText().color())
                        y += (
                            line
                            + _wrap(p, fm, QRectF(left + 6 + band, y, width - 10 - band, 0), entry.name)
                            - fm.height()
                        )
                    if entry.rows:
                        box = QRectF(left + 14, y, width - 16, 200)
                        if p is not None:
                            p.setPen(self.palette().windowText().color())
                            y += draw_rows(p, box, entry.rows, 7.5)
                        else:
                            y += line * len(entry.rows)
                    if p is not None and entry.colour:
                        p.setPen(Qt.PenStyle.NoPen)
                        p.setBrush(QColor(entry.colour))
                        p.drawRect(QRectF(left + 4, top + 3, band - 1, y - top - 4))
                    rect = QRectF(left, top, width, y - top)
                    tips.append((rect.toAlignedRect(), entry.tooltip))
                    drawn.append((seat, entry.name, rect))
                    y += 2
                y += 6
            bottom = max(bottom, y)
        if p is not None:
            self.tips, self.drawn = tips, drawn
            if self.minimumHeight() != int(bottom) + _PAD:  # measured at this width: no needless scroll bar
                self.setMinimumHeight(int(bottom) + _PAD)
        return int(bottom) + _PAD

    def event(self, e: QEvent) -> bool:
        if e.type() == QEvent.Type.ToolTip and isinstance(e, QHelpEvent):
            tip = next((t for r, t in self.tips if r.contains(e.pos()) and t), "")
            if tip:
                QToolTip.showText(e.globalPos(), tip, self)
            else:
                QToolTip.hideText()
            return True
        return super().event(e)


class PlayerBoards(QFrame):
    """Over the board view: every player's tableau (`set_boards`), until closed."""

    def __init__(self, view: QWidget) -> None:
        super().__init__(view)
        self.view = view
        self.setObjectName("playerBoards")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setAutoFillBackground(True)
        self.columns = _Columns()
        self.area = QScrollArea()
        self.area.setWidget(self.columns)
        self.area.setWidgetResizable(True)
        self.area.setFrameShape(QFrame.Shape.NoFrame)
        self.area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.title = QLabel()
        bold = self.title.font()
        bold.setBold(True)
        self.title.setFont(bold)
        self.title.setWordWrap(True)  # whole in a narrow window
        self.close_button = QToolButton()
        self.close_button.setText("×")
        self.close_button.setAutoRaise(True)
        self.close_button.clicked.connect(self.hide)
        head = QHBoxLayout()
        head.addWidget(self.title, 1)
        head.addWidget(self.close_button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(_PAD, 4, _PAD, _PAD)
        layout.addLayout(head)
        layout.addWidget(self.area, 1)
        view.installEventFilter(self)
        self.retranslate()
        self.hide()

    def retranslate(self) -> None:
        self.close_button.setToolTip(translate("tableau", "Close the player boards (Escape)"))
        # words for both games: no "quests done" (Waterdeep's) nor "apprentices hired" (Architects')
        self.title.setText(translate("tableau", "Player boards: what each player has on the table"))
        self.setAccessibleName(translate("tableau", "Player boards"))

    def set_boards(self, names: Sequence[str], colours: Sequence[str], boards: list[list[Section]]) -> None:
        self.columns.set_boards(names, colours, boards)

    def toggle(self) -> None:
        self.setVisible(not self.isVisible())
        if self.isVisible():
            self._place()
            self.raise_()

    def _place(self) -> None:
        """Over the whole board view, but a margin."""
        self.setGeometry(self.view.rect().adjusted(6, 6, -6, -6))

    def eventFilter(self, watched: object, event: QEvent) -> bool:
        if watched is self.view and event.type() == QEvent.Type.Resize and self.isVisible():
            self._place()
        return False

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() == Qt.Key.Key_Escape:
            self.hide()
            return
        super().keyPressEvent(event)
