"""Background: one worker thread of its own, whose results come back to the GUI thread as signals.

A job is a plain function `work(report)` run on the thread; `report(value)` sends progress. Jobs get
immutable engine states and the engine is pure Python without Qt, so nothing they read can change
under them. A job that raises is reported (`finished` with the error text), never lost silently.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, QRunnable, QThreadPool, Signal

#: how a job sends progress: `report(value)` emits `progress(value)` on the GUI thread
Report = Callable[[object], None]
#: a job: its result (any value) comes back with `finished`
Work = Callable[[Report], object]


class _Relay(QObject):
    """Lives in the GUI thread: signals emitted on the worker thread arrive there, queued."""

    finished = Signal(object, object, str)  # the job's tag, its result (None on error), the error text
    progress = Signal(object)


class _Job(QRunnable):
    def __init__(self, relay: _Relay, tag: object, work: Work) -> None:
        super().__init__()
        self.relay, self.tag, self.work = relay, tag, work

    def run(self) -> None:
        try:
            result = self.work(self.relay.progress.emit)
        except Exception as exc:  # a bug in a job must not kill the thread silently: the window says so
            self.relay.finished.emit(self.tag, None, f"{type(exc).__name__}: {exc}")
            return
        self.relay.finished.emit(self.tag, result, "")


class Background(QObject):
    """Runs one job at a time on a thread of its own (later ones queue)."""

    finished = Signal(object, object, str)  # tag, result, error text ('' when the job succeeded)
    progress = Signal(object)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._pool = QThreadPool(self)
        self._pool.setMaxThreadCount(1)
        self._relay = _Relay(self)
        self._relay.finished.connect(self.finished)
        self._relay.progress.connect(self.progress)

    def start(self, tag: object, work: Work) -> None:
        """Run `work(report)` on the thread; `finished(tag, result, error)` follows on this thread."""
        self._pool.start(_Job(self._relay, tag, work))

    def wait(self, ms: int) -> bool:
        """Wait up to `ms` for the running and queued jobs; True if none is left."""
        return self._pool.waitForDone(ms)

    def idle(self) -> bool:
        """No job running now."""
        return self._pool.activeThreadCount() == 0
