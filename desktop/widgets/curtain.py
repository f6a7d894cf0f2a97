"""The hand-off curtain: covers the whole window until the named player is at the screen.

Only a deliberate confirmation lifts it: a click on its button or Enter/Space, and neither within
`ARM_DELAY_MS` of the curtain appearing (`GuardedButton`). A double-click whose first click ended the previous turn, a
mouse button still held from before, or a key held down (auto-repeat) never lifts it.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QColor, QKeyEvent, QMouseEvent, QPainter, QPaintEvent
from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget

from desktop import theme
from desktop.widgets.guarded import GuardedButton


class Curtain(QWidget):
    """Opaque overlay that swallows every click; its button (or Enter/Space) confirms the hand-off."""

    confirmed = Signal()

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.colour = QColor("#2b2118")
        self.setAutoFillBackground(False)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setObjectName("curtain")
        lay = QVBoxLayout(self)
        lay.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.title = QLabel()
        self.title.setTextFormat(Qt.TextFormat.PlainText)
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.title.setWordWrap(True)
        self.title.setMinimumWidth(600)
        self.title.setStyleSheet("color: white; font-size: 30px; font-weight: bold;")
        self.detail = QLabel()
        self.detail.setTextFormat(Qt.TextFormat.PlainText)
        self.detail.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.detail.setWordWrap(True)
        self.detail.setStyleSheet("font-size: 16px;")
        self.button = GuardedButton()
        self.button.setMinimumHeight(44)
        self.button.setStyleSheet("font-size: 16px; padding: 6px 24px;")
        self.button.clicked.connect(self._button_clicked)
        lay.addWidget(self.title)
        lay.addWidget(self.detail)
        lay.addWidget(self.button, 0, Qt.AlignmentFlag.AlignCenter)
        self.hide()

    def show_for(self, name: str, colour: str, reason: str) -> None:
        """Cover the window for `name`; a new hand-off (another name) re-arms the guard."""
        title = self.tr("Pass the laptop to {name}").format(name=name)
        fresh = not self.isVisible() or self.title.text() != title
        self.colour = QColor(colour).darker(260)
        # high contrast: white on the darkened colour (over 7:1); else a softer parchment
        detail = "#ffffff" if theme.current() == theme.CONTRAST else "#e8dcc4"
        self.detail.setStyleSheet(f"color: {detail}; font-size: 16px;")
        self.title.setText(title)
        self.detail.setText(reason)
        self.button.setText(self.tr("{name}, click when ready").format(name=name))
        self.setAccessibleName(title)
        self.setAccessibleDescription(reason)
        self.cover()
        if fresh:
            self.button.arm()
        self.update()  # all of it in the new colour, not only where the window underneath repainted
        self.show()
        self.raise_()
        self.setFocus()

    def armed(self) -> bool:
        """True once the guard interval has passed (a confirmation now is deliberate)."""
        return self.isVisible() and self.button.armed()

    def _button_clicked(self) -> None:
        if self.armed():
            self.confirmed.emit()

    def cover(self) -> None:
        parent = self.parentWidget()
        if parent is not None:
            self.setGeometry(parent.rect())

    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        p.fillRect(self.rect(), self.colour)

    # Clicks on the curtain itself never reach the window underneath and never confirm.
    def mousePressEvent(self, event: QMouseEvent) -> None:
        event.accept()

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        event.accept()

    def mouseDoubleClickEvent(self, event: QMouseEvent) -> None:
        event.accept()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            if not event.isAutoRepeat() and self.armed():
                self.confirmed.emit()
            event.accept()
        else:
            super().keyPressEvent(event)
