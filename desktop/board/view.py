"""BoardView: zoom (Ctrl+wheel, +/-), pan (scroll bars, right-button drag), fit to window, and the keyboard
on the board: Tab / Shift+Tab through what may be chosen now, arrows to explore, Enter or Space to choose,
Escape to cancel a drag or leave the board (`desktop.board.focus`). The focused target's name and
description become the view's accessible name and description (graphics items are not exposed)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QPointF, Qt
from PySide6.QtGui import (
    QAccessible,
    QAccessibleEvent,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QResizeEvent,
    QWheelEvent,
)
from PySide6.QtWidgets import QGraphicsView, QWidget

from desktop.board.scene import BoardScene

translate = QCoreApplication.translate
Key = Qt.Key
#: arrow key -> direction on the board
ARROWS: dict[int, tuple[int, int]] = {
    Key.Key_Left: (-1, 0),
    Key.Key_Right: (1, 0),
    Key.Key_Up: (0, -1),
    Key.Key_Down: (0, 1),
}


class BoardView(QGraphicsView):
    """Fits the board to the window until the user zooms; Escape cancels a drag."""

    def __init__(self, scene: BoardScene, parent: QWidget | None = None) -> None:
        super().__init__(scene, parent)
        self.board = scene
        self.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setTransformationAnchor(QGraphicsView.ViewportAnchor.AnchorUnderMouse)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.fit_mode = True
        self._pan_from: QPointF | None = None
        self.spoken: tuple[str, str] = ("", "")
        self.announce()

    # -- keyboard focus on the board ----------------------------------------------------------------------
    def announce(self) -> None:
        """The focused target's name and description as the view's (the board's own when none), told to
        assistive technology when they change."""
        name, description = self.board.focus.spoken()
        spoken = (
            name or translate("board", "Game board"),
            description
            or translate(
                "board",
                "Tab and Shift+Tab go through what you can choose now, the arrow keys through every space; "
                "Enter chooses; Escape leaves the board.",
            ),
        )
        if spoken == self.spoken:
            return
        changed_name = spoken[0] != self.spoken[0]
        self.spoken = spoken
        self.setAccessibleName(spoken[0])
        self.setAccessibleDescription(spoken[1])
        events = [QAccessible.Event.DescriptionChanged]
        if changed_name:
            events.append(QAccessible.Event.NameChanged)
        if self.hasFocus():
            events.append(QAccessible.Event.Focus)
        for kind in events:
            QAccessible.updateAccessibility(QAccessibleEvent(self, kind))

    def board_changed(self, covered: bool = False) -> None:
        """After a sync: the ring follows its target (or is gone with it); `covered` (the hand-off curtain
        is up) takes the focus off the board."""
        if covered:
            self.board.focus.clear()
        else:
            self.board.focus.refresh()
        self.announce()

    def leave(self) -> None:
        """Escape: no target focused, the keyboard goes on to the next panel."""
        self.board.focus.clear()
        self.announce()
        self.focusNextChild()

    def _moved_focus(self) -> None:
        if self.board.focus.target() is not None:
            self.ensureVisible(self.board.focus.ring.boundingRect(), 8, 8)
        self.announce()

    def event(self, event: QEvent) -> bool:
        # Tab goes round the board's choices (Qt would hand it to the scene, then to the next widget)
        if event.type() == QEvent.Type.KeyPress and isinstance(event, QKeyEvent):
            mods = event.modifiers() & ~Qt.KeyboardModifier.ShiftModifier
            if event.key() in (Key.Key_Tab, Key.Key_Backtab) and mods == Qt.KeyboardModifier.NoModifier:
                forward = event.key() == Key.Key_Tab and not event.modifiers() & Qt.KeyboardModifier.ShiftModifier
                if self.board.focus.step(forward):
                    self._moved_focus()
                    event.accept()
                    return True
        return super().event(event)

    def tabbed_in(self, forward: bool) -> None:
        """The player pressed Tab (Shift+Tab) in another panel to come here: the ring goes on the first
        (last) legal target. (Focus that comes because a panel was hidden brings no ring.)"""
        if self.board.focus.target() is None and self.board.focus.step(forward):
            self._moved_focus()

    def fit(self) -> None:
        self.fit_mode = True
        self.fitInView(self.sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)
        self.board.relayout_chips()

    def zoom(self, factor: float) -> None:
        scale = self.transform().m11() * factor
        if 0.2 <= scale <= 4.0:
            self.fit_mode = False
            self.scale(factor, factor)
            self.board.relayout_chips()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if self.fit_mode:
            self.fitInView(self.sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)
            self.board.relayout_chips()  # their labels at the new zoom's legible size

    def wheelEvent(self, event: QWheelEvent) -> None:
        if event.modifiers() & Qt.KeyboardModifier.ControlModifier:
            self.zoom(1.15 if event.angleDelta().y() > 0 else 1 / 1.15)
            event.accept()
            return
        super().wheelEvent(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = event.key()
        plain = event.modifiers() in (Qt.KeyboardModifier.NoModifier, Qt.KeyboardModifier.KeypadModifier)
        if key == Key.Key_Escape:
            if not self.board.cancel():
                self.leave()
            event.accept()
            return
        if plain and key in ARROWS and self.board.focus.go(*ARROWS[key]):
            self._moved_focus()
            event.accept()
            return
        if plain and key in (Key.Key_Return, Key.Key_Enter, Key.Key_Space) and self.board.focus.activate():
            event.accept()
            return
        super().keyPressEvent(event)

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if event.button() in (Qt.MouseButton.RightButton, Qt.MouseButton.MiddleButton):
            self._pan_from = event.position()
            self.setCursor(Qt.CursorShape.ClosedHandCursor)
            event.accept()
            return
        super().mousePressEvent(event)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        if self._pan_from is not None:
            delta = event.position() - self._pan_from
            self._pan_from = event.position()
            self.horizontalScrollBar().setValue(self.horizontalScrollBar().value() - int(delta.x()))
            self.verticalScrollBar().setValue(self.verticalScrollBar().value() - int(delta.y()))
            event.accept()
            return
        super().mouseMoveEvent(event)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        if self._pan_from is not None:
            self._pan_from = None
            self.unsetCursor()
            event.accept()
            return
        super().mouseReleaseEvent(event)
