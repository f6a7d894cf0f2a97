"""ComputerPlayers: computer seats think in a worker process; their moves come back to the GUI thread.

The window makes one per game. After every change it looks whether a computer decides; if so it waits
a moment (the pace: the last move's slide is seen, and a run of undos does not start anybody
thinking), then sends the state (as plain data) to a bot in a worker process (`desktop.worker`).
The bot's answer is applied only if the game still stands at that same state; an undo, a pause,
looking back or a new game meanwhile cancels the job at once (its answer is never used, and a search
still running is stopped). A worker that fails or stops pauses the computers, and the window says so.
"""

from __future__ import annotations

import contextlib
from typing import Any

from PySide6.QtCore import QObject, QTimer, Signal

from desktop.controller import GameController
from desktop.worker import Job, Workers, shared
from engine import Move

# the levels offered for a computer seat, weakest first (engine bot names)
LEVELS = ("easy", "medium", "hard")
# pause before a computer starts thinking, per speed setting (ms)
PACE_MS = {"slow": 1200, "normal": 500, "fast": 60}
# how long a meeple slides to its place, per speed setting (ms)
SLIDE_MS = {"slow": 320, "normal": 160, "fast": 90}


class _BotRunner(QObject):
    """One job at a time in the workers (`desktop.worker`), and what to do with its answer."""

    def __init__(
        self, controller: GameController, parent: QObject | None = None, workers: Workers | None = None
    ) -> None:
        super().__init__(parent)
        self.controller = controller
        self.thinking_about: Any = None  # the state a bot is thinking about (None: idle)
        self.job: Job | None = None
        self.iterations = 0  # the last answer's search iterations (0: the bot does not search)
        self._closed = False
        self._workers = workers if workers is not None else shared()

    @property
    def thinking(self) -> bool:
        return self.thinking_about is not None

    def _think(self, level: str) -> None:
        """Ask bot `level` about the current state, in a worker process."""
        c = self.controller
        game = c.session.game
        # the same position gets the same answer (a reopened game plays on as it would have)
        seed = (game.seed_of(c.session.states[0]) * 1_000_003 + c.session.index) & 0x7FFFFFFF
        state = self.thinking_about = c.state
        payload = {"game": game.id, "state": game.state_to_dict(state), "level": level, "seed": seed}
        job = self.job = self._workers.submit(
            "choose",
            payload,
            lambda answer: self._done(job, state, answer),
            lambda error: self._error(job, state, error),
        )

    def _done(self, job: Job, state: Any, answer: dict[str, Any]) -> None:
        if job is not self.job:
            return
        self.job = None
        try:
            move = self.controller.session.game.move_from_dict(answer["move"])
        except (KeyError, TypeError, ValueError) as exc:
            self._answered(state, None, 0.0, f"{type(exc).__name__}: {exc}")
            return
        self.iterations = int(answer.get("iterations", 0))
        self._answered(state, move, float(answer.get("seconds", 0.0)), "")

    def _error(self, job: Job, state: Any, error: str) -> None:
        if job is self.job:
            self.job = None
            self._answered(state, None, 0.0, error)

    def cancel(self) -> None:
        """Drop the job being thought about (its answer is never used; the search stops)."""
        if self.job is not None:
            self._workers.cancel(self.job)
            self.job = None
            self.thinking_about = None
            self._cancelled()

    def _cancelled(self) -> None:
        """A job was dropped before it answered."""

    def _answered(self, state: Any, move: Move | None, seconds: float, error: str) -> None:
        raise NotImplementedError

    def close(self, wait_ms: int = 0) -> bool:
        """Stop for good (a new game, quitting): the job is dropped at once. True (nothing is left)."""
        self._closed = True
        self.cancel()
        return True


class Hinter(_BotRunner):
    """Game → Hint: the strongest computer suggests a move to the person deciding (it knows only what
    their seat may know: the bot decides from worlds consistent with that seat's view)."""

    LEVEL = "hard"
    ready = Signal(object, object)  # the state asked about, the suggested move

    def __init__(self, controller: GameController, parent: QObject | None = None) -> None:
        super().__init__(controller, parent)
        controller.updated.connect(self._moved_on)

    def _moved_on(self) -> None:
        """The game moved (or was looked back at): a hint for where it was is no use any more."""
        if self.thinking_about is not None and self.thinking_about is not self.controller.state:
            self.cancel()

    def close(self, wait_ms: int = 0) -> bool:
        if not self._closed:
            with contextlib.suppress(RuntimeError, TypeError):  # already gone with its controller
                self.controller.updated.disconnect(self._moved_on)
        return super().close(wait_ms)

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
        """After any change: a bot thinking about another state, or told to pause, is stopped at once; a
        computer that decides now starts after the pace (once per state)."""
        if self._closed:
            return
        c = self.controller
        due = not self.paused and c.computer_to_move() is not None
        if self.thinking_about is not None and (not due or self.thinking_about is not c.state):
            self.cancel()
        if not due:
            self._timer.stop()
        elif self.thinking_about is not c.state and not self._timer.isActive():
            self._timer.start()

    def _start(self) -> None:
        level = self.controller.computer_to_move()
        if self._closed or self.paused or level is None or self.thinking_about is not None:
            return
        self._think(level)
        self.thinkingChanged.emit(True)

    def _cancelled(self) -> None:
        self.thinkingChanged.emit(False)

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

    def close(self, wait_ms: int = 0) -> bool:
        self._timer.stop()
        if not self._closed:  # once: a second disconnect only warns
            with contextlib.suppress(RuntimeError, TypeError):  # already gone with its controller
                self.controller.updated.disconnect(self.schedule)
        return super().close(wait_ms)
