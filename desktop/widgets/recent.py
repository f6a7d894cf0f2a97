"""The "Since your last turn" panel: a short list over a corner of the board naming what the others did
since the person at the screen last decided (desktop.recent), while the board marks the places they used.

It comes when the laptop reaches a person who has something to catch up on, in the corner of the board that
covers least of what they may choose or drag, and goes at their first action (or press on the board), after
`SHOWN_MS`, or with its close button; it never takes the keyboard focus from the board. Settings → Show What
Happened Since Your Turn turns it off.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QPoint, QRect, Qt, QTimer
from PySide6.QtWidgets import QAbstractScrollArea, QFrame, QHBoxLayout, QLabel, QToolButton, QVBoxLayout, QWidget

from desktop.recent import Recent
from desktop.text import TrContext

translate = QCoreApplication.translate
recent = TrContext("recent")

#: how long the list and the marks stay when nobody acts (milliseconds)
SHOWN_MS = 12_000
MARGIN = 8


class RecentPanel(QFrame):
    """Shown over `host` (the board view); `mark` is told the board targets to mark ([] none); `avoid` gives
    what the player may act on now, in `host`'s coordinates (the panel takes the corner that covers least)."""

    def __init__(
        self, host: QAbstractScrollArea, mark: Callable[[frozenset[str]], None], avoid: Callable[[], list[QRect]]
    ) -> None:
        super().__init__(host)
        self.host, self.mark, self.avoid = host, mark, avoid
        self.enabled = True
        self.setObjectName("recentPanel")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setAutoFillBackground(True)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(10, 6, 6, 8)
        layout.setSpacing(2)
        self.title = QLabel(self)
        self.title.setStyleSheet("font-weight: bold;")
        self.close_button = QToolButton(self)
        self.close_button.setText("✕")
        self.close_button.setAutoRaise(True)
        self.close_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.close_button.clicked.connect(self.dismiss)
        self.lines = QLabel(self)
        self.lines.setWordWrap(True)
        self.lines.setTextFormat(Qt.TextFormat.PlainText)
        head = QWidget(self)
        row = QHBoxLayout(head)
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(self.title, 1)
        row.addWidget(self.close_button, 0, Qt.AlignmentFlag.AlignTop)
        layout.addWidget(head)
        layout.addWidget(self.lines)
        self.timer = QTimer(self)
        self.timer.setSingleShot(True)
        self.timer.timeout.connect(self.dismiss)
        self.shown: Recent | None = None  # what is (or was last) on show
        self._dismissed: tuple[int, int, int] | None = None  # the showing the player closed or that timed out
        self.viewport = host.viewport()
        self.viewport.installEventFilter(self)  # its Resize comes once the view has laid it out
        self.retranslate()
        self.hide()

    def retranslate(self) -> None:
        self.title.setText(translate("recent", "Since your last turn"))
        self.close_button.setToolTip(translate("recent", "Hide this list and the marks on the board"))
        self.close_button.setAccessibleName(translate("recent", "Hide"))
        self.setAccessibleName(self.title.text())
        if self.shown is not None and not self.isHidden():
            self._fill(self.shown)
            self._place()

    def show_recent(self, news: Recent | None) -> None:
        """Draw `news` (the Screen's `recent`): a new one is shown and marked; None or the same one dismissed hides."""
        if news is None or not self.enabled or _key(news) == self._dismissed:
            self._hide_all()
            self.shown = news if news is not None and _key(news) == self._dismissed else None
            return
        if self.shown is not None and _key(self.shown) == _key(news) and not self.isHidden():
            self.mark(news.targets)  # a board made again (a language switch) has lost its marks
            return
        self.shown = news
        self._fill(news)
        self.mark(news.targets)
        self._place()
        self.show()
        self.raise_()
        self.timer.start(SHOWN_MS)

    def set_enabled(self, on: bool) -> None:
        """Settings → Show What Happened Since Your Turn."""
        self.enabled = on
        if not on:
            self._hide_all()

    def dismiss(self) -> None:
        """The close button, or the time is up: this showing goes and does not come back."""
        if self.shown is not None:
            self._dismissed = _key(self.shown)
        self._hide_all()

    def _hide_all(self) -> None:
        """Hidden, and empty: a hidden panel keeps none of its lines (behind the curtain, after an undo took a card
        they named back into a hand, or in a new game that dealt it, no widget holds such a text; `_fill` writes
        them again before the panel shows)."""
        self.timer.stop()
        if not self.isHidden():
            self.hide()
        if self.lines.text():  # (a screen drawn with nothing to show touches no label)
            self.lines.clear()
            self.setAccessibleDescription("")
        self.mark(frozenset())

    def _fill(self, shown: Recent) -> None:
        lines = ["• " + line for line in shown.lines]
        if shown.more:
            lines.insert(0, recent.tr("(%n earlier move(s) in the Game log)", "", shown.more))
        self.lines.setText("\n".join(lines))
        self.setAccessibleDescription("\n".join(shown.lines))

    def _place(self) -> None:
        area = self.viewport.geometry()
        width = max(220, min(460, int(area.width() * 0.4)))
        layout = self.layout()
        height = layout.totalHeightForWidth(width) if layout is not None else self.sizeHint().height()
        self.setFixedSize(width, min(height, area.height() - 2 * MARGIN))  # the wrapped lines whole
        size = self.size()
        corners = [
            QPoint(area.left() + MARGIN, area.top() + MARGIN),
            QPoint(area.right() - MARGIN - size.width(), area.top() + MARGIN),
            QPoint(area.left() + MARGIN, area.bottom() - MARGIN - size.height()),
            QPoint(area.right() - MARGIN - size.width(), area.bottom() - MARGIN - size.height()),
        ]
        busy = self.avoid()

        def covered(corner: QPoint) -> int:
            box = QRect(corner, size)
            return sum(box.intersected(r).width() * box.intersected(r).height() for r in busy if box.intersects(r))

        self.move(min(corners, key=covered))  # the first of the least covered: top left when all are free

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        kind = event.type()  # only these two; nothing else is touched (the view may be going away)
        if kind == QEvent.Type.Resize and watched is self.viewport and not self.isHidden():
            self._place()  # (not isVisible: a window not shown yet is resized too)
        elif kind == QEvent.Type.MouseButtonPress and watched is self.viewport and not self.isHidden():
            self.dismiss()  # the player gets to work on the board (the press goes on to it)
        return False


def _key(recent: Recent) -> tuple[int, int, int]:
    return (recent.seat, recent.since, recent.index)
