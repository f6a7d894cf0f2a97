"""Guards against a broken Qt binding: PySide6 6.12.0 on CPython 3.11 drops a reference to None on
every void Qt call, which kills a long game with "Fatal Python error: none_dealloc"."""

from __future__ import annotations

import sys

from PySide6.QtWidgets import QLabel


def test_void_qt_calls_keep_none_alive(qtbot) -> None:
    label = QLabel()
    qtbot.addWidget(label)
    before = sys.getrefcount(None)
    for _ in range(2000):
        label.setText("x")
    assert abs(sys.getrefcount(None) - before) < 100
