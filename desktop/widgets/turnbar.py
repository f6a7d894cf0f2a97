"""The banner across the top of the board: whose turn it is, and the one button that ends a stage.

During the review of a finished turn the button reads "Done — pass the laptop"; at the end of the game
it reopens the final scores. Like the curtain, it ignores clicks for a moment after it appears, so the
second click of a double-click that ended the turn cannot also press Done.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QHBoxLayout, QLabel, QSizePolicy, QWidget

from desktop import theme
from desktop.widgets.guarded import GuardedButton

DONE, SCORES, NONE = "done", "scores", ""


class TurnBar(QWidget):
    """Emits `doneRequested` (review stage) and `scoresRequested` (game over)."""

    doneRequested = Signal()
    scoresRequested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("banner")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.setMinimumHeight(40)
        lay = QHBoxLayout(self)
        lay.setContentsMargins(8, 2, 8, 2)
        self.label = QLabel()
        self.label.setObjectName("bannerText")
        self.label.setTextFormat(Qt.TextFormat.PlainText)
        self.label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.label.setWordWrap(True)
        self.label.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        self.button = GuardedButton()
        self.button.setObjectName("bannerButton")
        self.button.setMinimumHeight(32)
        self.button.clicked.connect(self._clicked)
        self.button.hide()
        lay.addWidget(self.label, 1)
        lay.addWidget(self.button)
        self.mode = NONE

    def text(self) -> str:
        return self.label.text()

    def set_banner(self, text: str, background: str, foreground: str, mode: str = NONE) -> None:
        """`background`: the deciding player's colour (in high contrast a thick band under black on white:
        not every player colour reaches 7:1 with black or white text)."""
        self.label.setText(text)
        if theme.current() == theme.CONTRAST:
            bar = f"background: #ffffff; border-bottom: 8px solid {background};"
            foreground = "#000000"
        else:
            bar = f"background: {background};"
        self.setStyleSheet(
            f"#banner {{ {bar} }}"
            f" #bannerText {{ color: {foreground}; font-size: 16px; font-weight: bold; }}"
            " #bannerButton { font-size: 15px; font-weight: bold; padding: 4px 18px; }"
        )
        if mode == DONE:  # the texts every time (the language may have changed), arming only on a change
            self.button.setText(self.tr("Done — pass the laptop"))
            self.button.setToolTip(self.tr("Done: hand the laptop to whoever decides next (Enter)"))
        elif mode == SCORES:
            self.button.setText(self.tr("Final scores"))
            self.button.setToolTip(self.tr("Show the final score table again"))
        if mode == self.mode:
            return
        self.mode = mode
        self.button.setVisible(bool(mode))
        if mode == DONE:
            self.button.arm()
        elif mode == SCORES:
            self.button.disarm()

    def armed(self) -> bool:
        """A press of Done now is deliberate (not the tail of the click that ended the turn)."""
        return self.mode == DONE and self.button.armed()

    def press(self) -> None:
        """The keyboard's way to press the button (Enter during the review)."""
        if self.mode == SCORES or self.armed():
            self._clicked()

    def _clicked(self) -> None:
        if self.mode == DONE and self.armed():
            self.doneRequested.emit()
        elif self.mode == SCORES:
            self.scoresRequested.emit()
