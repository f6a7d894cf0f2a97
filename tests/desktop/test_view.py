"""The board scales with the window, zooms with Ctrl+wheel and +/-, and fits back."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QWheelEvent
from PySide6.QtWidgets import QApplication


def _scale(window):
    return window.view.transform().m11()


def test_board_scales_with_the_window(game, qtbot):
    small = _scale(game)
    game.resize(1900, 1200)
    qtbot.waitUntil(lambda: _scale(game) > small)


def test_zoom_keys_wheel_and_fit(game):
    fitted = _scale(game)
    game.menus.zoom_in.trigger()
    assert _scale(game) > fitted
    game.menus.zoom_out.trigger()
    game.menus.zoom_out.trigger()
    assert _scale(game) < fitted
    game.menus.fit.trigger()
    assert abs(_scale(game) - fitted) < 1e-6
    viewport = game.view.viewport()
    pos = QPointF(200, 200)
    event = QWheelEvent(
        pos,
        viewport.mapToGlobal(pos),
        QPoint(0, 0),
        QPoint(0, 120),
        Qt.MouseButton.NoButton,
        Qt.KeyboardModifier.ControlModifier,
        Qt.ScrollPhase.NoScrollPhase,
        False,
    )
    QApplication.sendEvent(viewport, event)
    assert _scale(game) > fitted
    assert not game.view.fit_mode
