"""Win-chance analysis of a whole game, on a worker thread.

For positions spread over the game (every move of a short game, about `POSITIONS` of a long one),
the search bot's own simulations (`game.simulate`, the cheap policy its Monte Carlo search plays
out with) finish the game `PLAYOUTS` times from that position; each player's share of the won
simulations (ties split) is their chance to win there. Moves between two measured positions take
the chance of the position before them. The moves after which some player's chance changed most are
the game's turning points.

It runs after the game (or on any opened record), when everything may be shown: the simulations
start from the true positions. Progress is reported as it goes; `cancel()` stops it between two
positions.
"""

from __future__ import annotations

import threading
from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QObject, Signal

from desktop.background import Background

PLAYOUTS = 12
POSITIONS = 160
TURNING_POINTS = 5


def positions(total: int, limit: int | None = None) -> list[int]:
    """The states measured in a game of `total` moves: the first, the last and evenly between."""
    limit = POSITIONS if limit is None else limit
    if total + 1 <= limit:
        return list(range(total + 1))
    step = total / (limit - 1)
    return sorted({round(i * step) for i in range(limit)} | {total})


def chances_at(game: Any, state: Any, playouts: int, seed: int) -> list[float]:
    """Each seat's share of `playouts` simulated endings of the game from `state` (ties split)."""
    seats = len(game.players(state))
    if game.is_over(state):
        winners = game.scores(state).winners
        return [1.0 / len(winners) if s in winners else 0.0 for s in range(seats)]
    won = [0.0] * seats
    for k in range(playouts):
        final, _ = game.simulate(state, seed * 7919 + k, 1 << 30)
        winners = game.scores(final).winners
        for w in winners:
            won[w] += 1.0 / len(winners)
    return [w / playouts for w in won]


def spread(measured: dict[int, list[float]], total: int) -> list[list[float]]:
    """A chance for every state 0..total: each state takes the last measured one at or before it."""
    out: list[list[float]] = []
    last: list[float] = []
    for k in range(total + 1):
        last = measured.get(k, last)
        out.append(last)
    return out


def turning_points(series: Sequence[Sequence[float]], count: int = TURNING_POINTS) -> list[int]:
    """The moves (1-based: the move into state k) after which some player's chance changed most."""
    swings = []
    for k in range(1, len(series)):
        if series[k] and series[k - 1]:
            swings.append((max(abs(a - b) for a, b in zip(series[k], series[k - 1], strict=True)), k))
    swings.sort(reverse=True)
    return sorted(k for swing, k in swings[:count] if swing > 0)


class WinChanceAnalysis(QObject):
    """One analysis of one game's states. `done(series, turning points)` when complete; `progress`."""

    progress = Signal(int, int)
    done = Signal(object, object)
    cancelled = Signal()
    failed = Signal(str)  # the error text of a bug

    def __init__(self, game: Any, states: list[Any], seed: int, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.game, self.states = game, list(states)
        self.running = False
        self._stop = threading.Event()
        self._thread = Background(self)
        self._thread.progress.connect(lambda done_total: self.progress.emit(*done_total))
        self._thread.finished.connect(self._finished)
        self._seed = seed

    def start(self) -> None:
        self.running = True
        self._thread.start(None, self._measure)

    def _measure(self, report) -> dict[int, list[float]]:
        """On the thread: the chances at each measured position, until done or cancelled."""
        wanted = positions(len(self.states) - 1)
        measured: dict[int, list[float]] = {}
        for done, k in enumerate(wanted):
            if self._stop.is_set():
                break
            measured[k] = chances_at(self.game, self.states[k], PLAYOUTS, self._seed + k)
            report((done + 1, len(wanted)))
        return measured

    def cancel(self) -> None:
        """Stop between two positions (the one in progress finishes: a bounded time)."""
        self._stop.set()

    def wait(self, ms: int = 10_000) -> bool:
        return self._thread.wait(ms)

    def _finished(self, _tag: object, measured: dict[int, list[float]] | None, error: str) -> None:
        self.running = False
        if error or measured is None:  # a bug: said, and no chart rather than a wrong one
            self.failed.emit(error)
            return
        if self._stop.is_set():
            self.cancelled.emit()
            return
        series = spread(measured, len(self.states) - 1)
        self.done.emit(series, turning_points(series))
