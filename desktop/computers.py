"""ComputerPlayers: computer seats think on a worker thread; their moves come back to the GUI thread.

The window makes one per game. After every change it looks whether a computer decides; if so it waits
a moment (the pace: the last move's slide is seen, and a run of undos does not start anybody
thinking), then hands the frozen state to a bot on its own thread (`desktop.background`).
The bot's answer is applied only if the game still stands at that same state: an undo, a pause,
looking back or a new game meanwhile simply leaves the answer unused. States are immutable and the
engine is pure Python without Qt, so the thread shares nothing that can change under it.
"""

from __future__ import annotations

import contextlib
import time
from typing import Any

from PySide6.QtCore import QObject, QTimer, Signal

from desktop.background import Background, Report
from desktop.controller import GameController
from engine import Move
from engine.core.levels import make_bot

# the levels offered for a computer seat, weakest first (engine bot names)
LEVELS = ("easy", "medium", "hard")
# pause before a computer starts thinking, per speed setting (ms)
PACE_MS = {"slow": 1200, "normal": 500, "fast": 60}
# how long a meeple slides to its place, per speed setting (ms)
SLIDE_MS = {"slow": 320, "normal": 160, "fast": 90}


class _BotRunner(QObject):
    """A bot thread of its own (one at a time) and the relay its answers come back through."""

    def __init__(self, controller: GameController, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.thinking_about: Any = None  # the state a bot is thinking about (None: idle)
        self._closed = False
        self._thread = Background(self)
        self._thread.finished.connect(self._finished)

    @property
    def thinking(self) -> bool:
        return self.thinking_about is not None

    def _think(self, level: str) -> None:
        """Ask bot `level` about the current state, on the thread."""
        c = self.controller
        game = c.session.game
        # the same position gets the same answer (a reopened game plays on as it would have)
        seed = (game.seed_of(c.session.states[0]) * 1_000_003 + c.session.index) & 0x7FFFFFFF
        state = self.thinking_about = c.state

        def think(_report: Report) -> tuple[Move, float]:
            t0 = time.perf_counter()
            return make_bot(level, seed).choose(game, state), time.perf_counter() - t0

        self._thread.start(state, think)

    def _finished(self, state: Any, answer: tuple[Move, float] | None, error: str) -> None:
        move, seconds = answer if answer is not None else (None, 0.0)
        self._answered(state, move, seconds, error)

    def _answered(self, state: Any, move: Move | None, seconds: float, error: str) -> None:
        raise NotImplementedError

    def close(self, wait_ms: int = 5000) -> bool:
        """Stop for good (a new game, quitting): no answer is used any more; waits for a bot still
        thinking to finish (a bounded time: every level has a time budget). True if none is left."""
        self._closed = True
        return self._thread.wait(wait_ms)


class Hinter(_BotRunner):
    """Game → Hint: the strongest computer suggests a move to the person deciding (it knows only what
    their seat may know: the bot decides from worlds consistent with that seat's view)."""

    LEVEL = "hard"
    ready = Signal(object, object)  # the state asked about, the suggested move

    def ask(self) -> bool:
        """Start thinking about a hint; False when there is nothing to choose or it already thinks."""
        if self._closed or self.thinking or not self.controller.legal():
            return False
        self._think(self.LEVEL)
        return True

    def _answered(self, state: Any, move: Move | None, seconds: float, error: str) -> None:
        self.thinking_about = None
        if not self._closed and move is not None and state is self.controller.state and move in self.controller.legal():
            self.ready.emit(state, move)


class ComputerPlayers(_BotRunner):
    """Runs the computer seats of one controller's game. `thinking` tells the window to show it."""

    thinkingChanged = Signal(bool)
    pausedChanged = Signal(bool)
    failed = Signal(str)

    def __init__(self, controller: GameController, speed: str = "normal", parent: QObject | None = None) -> None:
        super().__init__(controller, parent)
        self.paused = False
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._start)
        self.set_speed(speed)
        self.last_seconds = 0.0
        controller.updated.connect(self.schedule)

    def set_speed(self, speed: str) -> None:
        self._timer.setInterval(PACE_MS.get(speed, PACE_MS["normal"]))

    def set_paused(self, paused: bool) -> None:
        if paused != self.paused:
            self.paused = paused
            self.pausedChanged.emit(paused)
        self.schedule()

    def schedule(self) -> None:
        """After any change: a computer that decides now starts after the pace (once per state)."""
        if self._closed:
            return
        c = self.controller
        due = not self.paused and c.computer_to_move() is not None
        if not due:
            self._timer.stop()
        elif self.thinking_about is not c.state and not self._timer.isActive():
            self._timer.start()

    def _start(self) -> None:
        level = self.controller.computer_to_move()
        # a bot already thinking (about this state, or an old one whose answer is still coming) is waited for
        if self._closed or self.paused or level is None or self.thinking_about is not None:
            return
        self._think(level)
        self.thinkingChanged.emit(True)

    def _answered(self, state: Any, move: Move | None, seconds: float, error: str) -> None:
        self.thinking_about = None
        self.last_seconds = seconds
        self.thinkingChanged.emit(False)
        if self._closed:
            return
        if error:
            self.set_paused(True)
            self.failed.emit(error)
            return
        c = self.controller
        if not self.paused and move is not None and c.play_computer(state, move):
            return  # the move's update schedules the next computer, if any
        self.schedule()  # the game moved on meanwhile: think about where it is now

    def close(self, wait_ms: int = 5000) -> bool:
        self._timer.stop()
        if not self._closed:  # once: a second disconnect only warns
            with contextlib.suppress(RuntimeError, TypeError):  # already gone with its controller
                self.controller.updated.disconnect(self.schedule)
        return super().close(wait_ms)
