"""The hook that records a game on the table in the statistics when it reaches its end.

It watches the session's history: whenever a move (or a redo) makes the game over, the game is recorded,
once: an undone end played again with the same moves is the same game (the database finds it by its
identity); with other moves it is another game. The duration is known when the game's first move was made
on this table: from that move to the last. A failing database never breaks the game: `failed` carries the
sentence for the status bar, and the shared `Statistics` says they are unavailable.
"""

from __future__ import annotations

import time
from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QObject, Signal

from desktop.session import GameSession
from desktop.stats.errors import StatsError
from desktop.stats.results import result_of
from desktop.stats.store import Statistics, shared

translate = QCoreApplication.translate


class Recorder(QObject):
    #: a sentence for the status bar: the game could not be recorded, or the statistics file was replaced
    message = Signal(str)
    #: the identity of a game just recorded (not for one the statistics already had)
    recorded = Signal(str)

    def __init__(
        self, session: GameSession, stats: Callable[[], Statistics] = shared, parent: QObject | None = None
    ) -> None:
        super().__init__(parent)
        self.session = session
        self.stats = stats
        self._fresh = session.index == 0  # the game starts on this table: its first move's time will be known
        self._first_move: float | None = None
        self._done: set[str] = set()  # identities recorded (or found recorded) from this table
        self._warned = False
        session.historyChanged.connect(self._changed)

    def _changed(self) -> None:
        session = self.session
        if session.index == 1 and self._fresh:
            self._first_move = time.time()
        if session.is_over():
            self.record()

    def record(self) -> bool:
        """Record the finished game now (False if it is not over, already recorded, or cannot be)."""
        session = self.session
        if not session.is_over():
            return False
        now = time.time()
        started = self._first_move if self._fresh else None
        facts = session.table.stats_facts(session.state)
        result = result_of(
            session.record(), session.moves, session.state, facts, played=now, started=started, ended=now
        )
        if result.identity in self._done:
            return False
        stats = self.stats()
        try:
            new = stats.record(result)
        except StatsError as exc:
            self.message.emit(translate("stats", "This game is not in the statistics. {why}").format(why=str(exc)))
            return False
        self._done.add(result.identity)
        if stats.warning and stats.moved_aside is not None and not self._warned:
            self._warned = True
            self.message.emit(stats.warning)
        if new:
            self.recorded.emit(result.identity)
        return new
