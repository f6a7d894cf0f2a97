"""Win-chance analysis of a whole game, in the worker processes (`desktop.worker`).

The measuring and the smoothing are `desktop.chances` (no Qt: it runs in the workers). The record of the
game goes to the workers, each replays it and measures every other position of those wanted, so an
analysis uses both cores; progress comes as each position is done. `cancel()` stops it at once.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QObject, Signal

from desktop.chances import (
    PLAYOUTS,
    POSITIONS,
    chances_at,
    positions,
    smooth,
    spread,
    turning_points,
    win_chances,
)
from desktop.worker import Job, Workers, shared
from engine.core import record as records

__all__ = [
    "PLAYOUTS",
    "POSITIONS",
    "WinChanceAnalysis",
    "chances_at",
    "positions",
    "smooth",
    "spread",
    "turning_points",
]


class WinChanceAnalysis(QObject):
    """One analysis of one game's states. `done(series, turning points)` when complete; `progress`."""

    progress = Signal(int, int)
    done = Signal(object, object)
    cancelled = Signal()
    failed = Signal(str)  # the error text of a bug

    def __init__(
        self,
        game: Any,
        states: list[Any],
        moves: list[Any],
        seed: int,
        parent: QObject | None = None,
        workers: Workers | None = None,
    ) -> None:
        """`moves`: the moves between the `states` (the record the workers replay)."""
        super().__init__(parent)
        self.game, self.states, self.moves = game, list(states), list(moves)
        self.running = False
        self._done_count = 0
        self._seed = seed
        self._workers = workers if workers is not None else shared()
        self._jobs: list[Job] = []
        self._measured: dict[int, list[float]] = {}
        self._wanted: list[int] = []

    def start(self) -> None:
        import desktop.analysis as this  # the module's settings as they are now (tests make them smaller)

        self.running = True
        self._wanted = positions(len(self.states) - 1, this.POSITIONS)
        record = records.make_record(self.game, self.states[0], self.moves)
        parts = [self._wanted[k :: self._workers.size] for k in range(self._workers.size)]
        for part in (p for p in parts if p):
            payload = {"record": record, "positions": part, "playouts": this.PLAYOUTS, "seed": self._seed}
            self._jobs.append(
                self._workers.submit(
                    "chances",
                    payload,
                    self._part_done,
                    self._failed,
                    self._progressed,
                )
            )

    def _progressed(self, _one: Any) -> None:
        self._done_count += 1
        self.progress.emit(self._done_count, len(self._wanted))

    def _part_done(self, measured: dict[str, list[float]]) -> None:
        import desktop.analysis as this

        self._measured.update({int(k): v for k, v in measured.items()})
        if not all(k in self._measured for k in self._wanted):
            return
        self.running = False
        self._jobs = []
        self.done.emit(*win_chances(self.game, self.states, self._measured, this.PLAYOUTS))

    def _failed(self, error: str) -> None:
        self._stop()
        self.failed.emit(error)

    def _stop(self) -> None:
        self.running = False
        for job in self._jobs:
            self._workers.cancel(job)
        self._jobs = []

    def cancel(self) -> None:
        """Stop now (the workers' jobs are ended); `cancelled` follows."""
        if self.running:
            self._stop()
            self.cancelled.emit()

    def wait(self, ms: int = 10_000) -> bool:
        """Nothing is left running after `cancel` (kept for the callers that waited for a thread)."""
        return not self.running
