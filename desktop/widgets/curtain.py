"""The hand-off curtain: covers the whole window until the named player is at the screen.

Only a deliberate confirmation lifts it: a click on its button or Enter/Space, and neither within
`ARM_DELAY_MS` of the curtain appearing (`GuardedButton`). A double-click whose first click ended the previous turn, a
mouse button still held from before, or a key held down (auto-repeat) never lifts it.

While it is up it takes the keyboard: every key pressed anywhere in its window (a panel underneath that had the
focus too) comes to it, so no shortcut acts on the hidden window (Player Boards, the panels, F6, Alt and the menus).
Only its own keys work, and the shortcuts of `passing` (undo and redo: the window says why one is refused, on the
curtain too, see `show_note`).
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt, Signal
from PySide6.QtGui import QColor, QHideEvent, QKeyEvent, QKeySequence, QMouseEvent, QPainter, QPaintEvent, QShowEvent
from PySide6.QtWidgets import QApplication, QDockWidget, QLabel, QVBoxLayout, QWidget

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
        self.note = QLabel()  # why a key pressed here did nothing (e.g. an undo the policy refuses)
        self.note.setTextFormat(Qt.TextFormat.PlainText)
        self.note.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.note.setWordWrap(True)
        self.note.hide()
        self.passing: list[QKeySequence] = []  # the shortcuts that still work under the curtain
        self.button = GuardedButton()
        self.button.setMinimumHeight(44)
        self.button.setStyleSheet("font-size: 16px; padding: 6px 24px;")
        self.button.clicked.connect(self._button_clicked)
        lay.addWidget(self.title)
        lay.addWidget(self.detail)
        lay.addWidget(self.button, 0, Qt.AlignmentFlag.AlignCenter)
        lay.addWidget(self.note)
        self.hide()

    def show_for(self, name: str, colour: str, reason: str) -> None:
        """Cover the window for `name`; a new hand-off (another name) re-arms the guard."""
        title = self.tr("Pass the laptop to {name}").format(name=name)
        fresh = not self.isVisible() or self.title.text() != title
        self.colour = QColor(colour).darker(260)
        # high contrast: white on the darkened colour (over 7:1); else a softer parchment
        detail = "#ffffff" if theme.current() == theme.CONTRAST else "#e8dcc4"
        self.detail.setStyleSheet(f"color: {detail}; font-size: 16px;")
        self.note.setStyleSheet(f"color: {detail}; font-size: 14px; font-style: italic;")
        if fresh:
            self.show_note("")
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

    def show_note(self, text: str) -> None:
        """A line under the button (none for ''): the status bar is under the curtain, so a refusal of a key
        that works here is said here too."""
        self.note.setText(text)
        self.note.setVisible(bool(text))

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
        confirm = event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space)
        if confirm and not event.isAutoRepeat() and self.armed():
            self.confirmed.emit()
        event.accept()  # nothing else: Tab never takes the focus under the curtain

    # The keyboard: while shown, every key of the window comes here (`eventFilter` on the application).
    def showEvent(self, event: QShowEvent) -> None:
        app = QApplication.instance()
        if app is not None:
            app.removeEventFilter(self)
            app.installEventFilter(self)  # the last installed is asked first: before the menu bar's Alt
        super().showEvent(event)

    def hideEvent(self, event: QHideEvent) -> None:
        app = QApplication.instance()
        if app is not None:
            app.removeEventFilter(self)
        super().hideEvent(event)

    def _covers(self, obj: QObject) -> bool:
        """`obj` is a widget of the covered window: the window itself, a panel (floating too), not a dialog."""
        if not isinstance(obj, QWidget):
            return False
        w: QWidget | None = obj
        while w is not None and (not w.isWindow() or isinstance(w, QDockWidget)):
            w = w.parentWidget()  # up to the window; a floating panel belongs to it
        return w is not None and w is self.window()

    def _passes(self, event: QKeyEvent) -> bool:
        pressed = QKeySequence(event.keyCombination())
        return any(pressed.matches(seq) == QKeySequence.SequenceMatch.ExactMatch for seq in self.passing)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        kind = event.type()
        if kind not in (QEvent.Type.ShortcutOverride, QEvent.Type.KeyPress, QEvent.Type.KeyRelease):
            return False
        if not self.isVisible() or not isinstance(event, QKeyEvent) or not self._covers(watched):
            return False
        if kind == QEvent.Type.ShortcutOverride:
            if self._passes(event):
                return False  # undo, redo: their shortcut acts
            event.accept()  # no other shortcut: the key comes as a key press, below
            return True
        if kind == QEvent.Type.KeyPress:
            self.keyPressEvent(event)
        return True
