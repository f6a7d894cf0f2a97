"""A button that ignores presses for a moment after it appears (the hand-off's guard).

A double-click whose first click ended a turn, or a key still held, must not also press the button that
just came up. `arm()` disables it and a precise single-shot timer enables it `delay_ms` later (a coarse
timer may fire early); while disabled, Qt delivers no click.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QPushButton

ARM_DELAY_MS = 600


class GuardedButton(QPushButton):
    def __init__(self) -> None:
        super().__init__()
        self.delay_ms = ARM_DELAY_MS  # tests that drive whole games set 0
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setTimerType(Qt.TimerType.PreciseTimer)
        self._timer.timeout.connect(lambda: self.setEnabled(True))

    def arm(self) -> None:
        """Ignore presses for `delay_ms` from now."""
        self.setEnabled(self.delay_ms <= 0)
        if self.delay_ms > 0:
            self._timer.start(self.delay_ms)

    def disarm(self) -> None:
        """Usable at once (no guard), e.g. a button that did not just appear."""
        self._timer.stop()
        self.setEnabled(True)

    def armed(self) -> bool:
        """A press now is deliberate."""
        return self.isEnabled()
