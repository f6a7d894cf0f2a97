"""The hand-off curtain: covers the whole window until the named player is at the screen."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QColor, QKeyEvent, QMouseEvent, QPainter, QPaintEvent
from PySide6.QtWidgets import QLabel, QPushButton, QVBoxLayout, QWidget


class Curtain(QWidget):
    """Opaque overlay; a click (or Enter/Space) confirms the hand-off."""

    confirmed = Signal()

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.colour = QColor("#2b2118")
        self.setAutoFillBackground(False)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        lay = QVBoxLayout(self)
        lay.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.title = QLabel()
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.title.setWordWrap(True)
        self.title.setMinimumWidth(600)
        self.title.setStyleSheet("color: white; font-size: 30px; font-weight: bold;")
        self.detail = QLabel()
        self.detail.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.detail.setWordWrap(True)
        self.detail.setStyleSheet("color: #e8dcc4; font-size: 16px;")
        self.button = QPushButton()
        self.button.setMinimumHeight(44)
        self.button.setStyleSheet("font-size: 16px; padding: 6px 24px;")
        self.button.clicked.connect(self.confirmed)
        lay.addWidget(self.title)
        lay.addWidget(self.detail)
        lay.addWidget(self.button, 0, Qt.AlignmentFlag.AlignCenter)
        self.undo_button = QPushButton()
        self.undo_button.setStyleSheet("font-size: 13px; padding: 4px 16px;")
        self.undo_button.hide()
        lay.addSpacing(28)
        lay.addWidget(self.undo_button, 0, Qt.AlignmentFlag.AlignCenter)
        self.hide()

    def show_for(self, name: str, colour: str, reason: str) -> None:
        self.colour = QColor(colour).darker(260)
        self.title.setText(self.tr("Pass the laptop to {name}").format(name=name))
        self.detail.setText(reason)
        self.button.setText(self.tr("{name}, click when ready").format(name=name))
        self.cover()
        self.show()
        self.raise_()
        self.setFocus()

    def set_undo(self, what: str) -> None:
        """Offer the player who just moved to take it back before passing the laptop ('' hides it)."""
        self.undo_button.setVisible(bool(what))
        self.undo_button.setText(self.tr("Oops, undo: {what}").format(what=what) if what else "")

    def cover(self) -> None:
        parent = self.parentWidget()
        if parent is not None:
            self.setGeometry(parent.rect())

    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        p.fillRect(self.rect(), self.colour)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        self.confirmed.emit()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            self.confirmed.emit()
        else:
            super().keyPressEvent(event)
