"""Workers: the processes the computers think in, so the GUI thread never runs bot code.

While a bot searched on a thread of the app, the GUI thread shared the interpreter's lock with it: events
waited up to half a second and timeline steps stalled. Here every job (`desktop.thinking`: a computer's move,
a hint, win chances) runs in one of `SIZE` worker processes of the spawn context, started once in the
background after the window shows and warmed (the engine imported) before their first job.

- Jobs and answers cross the pipe as JSON (`desktop.thinking.serve`); a reader thread per process waits on
  its pipe (without the interpreter's lock) and hands each answer to the GUI thread as a queued signal.
- `cancel(job)`: its answer is never delivered; a job being run is stopped at once by ending its process,
  and a fresh one is started in its place (the other process stays warm for the next job).
- A process that dies (or a job that runs past its deadline) fails its job with the reason and is
  replaced. `shutdown()` (the app quitting) ends every process: none is left behind.
"""

from __future__ import annotations

import contextlib
import itertools
import json
import multiprocessing
import sys
import threading
import time
import types
from collections import deque
from collections.abc import Callable, Iterator
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, QTimer, Signal

from desktop import thinking

# worker processes: both cores for an analysis, and one left warm when the other's job is cancelled
SIZE = 2
# a job that has not answered (nor reported progress) for this long is taken as hung
DEADLINE_S = 60.0


class Job:
    """One job: `done(result)`, `failed(error text)` and `progress(value)` are called on the GUI thread."""

    def __init__(
        self,
        kind: str,
        payload: Any,
        done: Callable[[Any], None],
        failed: Callable[[str], None],
        progress: Callable[[Any], None] | None,
    ) -> None:
        self.id = 0
        self.kind, self.payload = kind, payload
        self.done, self.failed, self.progress = done, failed, progress
        self.cancelled = False
        self.started = 0.0  # perf_counter when sent (or last heard of)


class _Relay(QObject):
    """Lives in the GUI thread: what the reader threads emit arrives there, queued."""

    message = Signal(object, object)  # the _Process, the message (a list)


@contextlib.contextmanager
def _bare_main() -> Iterator[None]:
    """A spawned child imports the parent's `__main__` (e.g. tools.bench, which imports Qt); with a bare
    module as `__main__` while it starts, it imports only what its target needs."""
    main = sys.modules["__main__"]
    sys.modules["__main__"] = types.ModuleType("__main__")
    try:
        yield
    finally:
        sys.modules["__main__"] = main


class _Process:
    """One worker process, its pipe and the thread that reads the pipe."""

    def __init__(self, relay: _Relay) -> None:
        ctx = multiprocessing.get_context("spawn")
        self.conn, child = ctx.Pipe()
        self.process = ctx.Process(target=thinking.serve, args=(child,), daemon=True, name="meeple-table-worker")
        with _bare_main():
            self.process.start()
        child.close()
        self.pid = self.process.pid
        self.ready = False
        self.job: Job | None = None
        self.ended = False  # ended on purpose (cancel, shutdown): its end is no failure
        self._relay = relay
        threading.Thread(target=self._read, name="meeple-table-worker-reader", daemon=True).start()

    def _read(self) -> None:
        try:
            while True:
                message = json.loads(self.conn.recv_bytes())
                self._relay.message.emit(self, message)
        except (EOFError, OSError, ValueError):
            pass
        with contextlib.suppress(RuntimeError):  # the relay is gone with the app
            self._relay.message.emit(self, ["gone", 0, None])

    def send(self, job: Job) -> None:
        self.job = job
        job.started = time.perf_counter()
        self.conn.send_bytes(json.dumps([job.id, job.kind, job.payload]).encode())

    def end(self) -> None:
        """Stop the process now (its job, if any, is dropped)."""
        self.ended = True
        self.job = None
        if self.process.is_alive():
            self.process.kill()
        self.process.join(2)
        with contextlib.suppress(OSError):
            self.conn.close()


class Workers(QObject):
    """The worker processes and the queue of jobs waiting for one."""

    processesChanged = Signal()  # a process was started or replaced (tests)

    def __init__(self, size: int = SIZE, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.size = size
        self._relay = _Relay(self)
        self._relay.message.connect(self._message)
        self._processes: list[_Process] = []
        self._queue: deque[Job] = deque()
        self._ids = itertools.count(1)
        self._closed = False
        self._watchdog = QTimer(self)
        self._watchdog.setInterval(1000)
        self._watchdog.timeout.connect(self._check_deadlines)

    # -- processes ---------------------------------------------------------------------------------------
    def start(self) -> None:
        """Start the processes (once; again after `shutdown`)."""
        self._closed = False
        while len(self._processes) < self.size:
            self._processes.append(_Process(self._relay))
        self._watchdog.start()
        self.processesChanged.emit()

    def pids(self) -> list[int]:
        return [p.pid for p in self._processes if p.pid is not None]

    def busy(self) -> bool:
        """Some job is waiting or being run."""
        return bool(self._queue) or any(p.job is not None for p in self._processes)

    def shutdown(self) -> None:
        """End every process and drop every job (the app quits: no process is left behind)."""
        self._closed = True
        self._watchdog.stop()
        self._queue.clear()
        for p in self._processes:
            p.end()
        self._processes.clear()

    def _replace(self, old: _Process) -> None:
        if old in self._processes:
            self._processes.remove(old)
        if not self._closed:
            self._processes.append(_Process(self._relay))
            self.processesChanged.emit()

    # -- jobs --------------------------------------------------------------------------------------------
    def submit(
        self,
        kind: str,
        payload: Any,
        done: Callable[[Any], None],
        failed: Callable[[str], None],
        progress: Callable[[Any], None] | None = None,
    ) -> Job:
        """Queue a job (`desktop.thinking.JOBS`); its callbacks come on the GUI thread unless it is cancelled."""
        job = Job(kind, payload, done, failed, progress)
        job.id = next(self._ids)
        if self._closed or not self._processes:
            self.start()
        self._queue.append(job)
        self._dispatch()
        return job

    def cancel(self, job: Job | None) -> None:
        """Drop `job`: no callback of it comes any more; if it is being run its process ends at once."""
        if job is None or job.cancelled:
            return
        job.cancelled = True
        if job in self._queue:
            self._queue.remove(job)
            return
        for p in list(self._processes):
            if p.job is job:
                p.end()
                self._replace(p)
        self._dispatch()

    def _dispatch(self) -> None:
        """Send waiting jobs to idle processes, warm ones first (a cold one reads its job once warm)."""
        while self._queue:
            idle = [p for p in self._processes if p.job is None and not p.ended]
            if not idle:
                return
            idle.sort(key=lambda p: not p.ready)
            idle[0].send(self._queue.popleft())

    def _message(self, p: _Process, message: list[Any]) -> None:
        what, job_id, value = message
        if what == "ready":
            p.ready = True
            return
        job = p.job
        if what == "gone":
            if p.ended or p not in self._processes:
                return
            p.ended = True
            p.job = None
            p.process.join(0.5)  # its pipe closed as it died: reap it, so its exit code is known
            code = p.process.exitcode
            self._replace(p)
            if job is not None and not job.cancelled:
                job.cancelled = True
                job.failed(
                    QCoreApplication.translate("Workers", "the worker process stopped (exit code {code})").format(
                        code=code
                    )
                )
            self._dispatch()
            return
        if job is None or job.id != job_id:
            return  # an answer for a job dropped meanwhile
        if what == "progress":
            job.started = time.perf_counter()
            if job.progress is not None and not job.cancelled:
                job.progress(value)
            return
        p.job = None
        self._dispatch()
        if job.cancelled:
            return
        job.cancelled = True  # answered: nothing more of it
        if what == "done":
            job.done(value)
        else:
            job.failed(str(value))

    def _check_deadlines(self) -> None:
        now = time.perf_counter()
        for p in list(self._processes):
            job = p.job
            if job is not None and now - job.started > DEADLINE_S:
                p.end()
                self._replace(p)
                if not job.cancelled:
                    job.cancelled = True
                    job.failed(QCoreApplication.translate("Workers", "the worker process stopped answering"))
        self._dispatch()


_shared: Workers | None = None


def shared() -> Workers:
    """The app's workers (made on first use; they end when the app quits)."""
    global _shared
    if _shared is None:
        _shared = Workers()
        app = QCoreApplication.instance()
        if app is not None:
            app.aboutToQuit.connect(_shared.shutdown)
    return _shared


def start_in_background() -> None:
    """Start the workers once the event loop runs (after the window shows), so the first computer move
    finds them warm."""
    QTimer.singleShot(0, lambda: shared().start() if not shared().pids() else None)


def preload_charts(delay_ms: int = 1500) -> None:
    """Import the Timeline's chart library (pyqtgraph, numpy: 0.4 s) on a thread a moment after start, so
    opening the Timeline the first time does not wait for it."""

    def load() -> None:
        with contextlib.suppress(Exception):  # the Timeline imports it again, and says what is wrong
            import desktop.timeline.chart  # noqa: F401

    QTimer.singleShot(delay_ms, lambda: threading.Thread(target=load, name="meeple-table-preload", daemon=True).start())
