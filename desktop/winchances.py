"""Game → Analyse Win Chances, wired: one analysis at a time, its progress and result in the Timeline, its
end told in the status bar, and the menu entry enabled only when an analysis can start."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QDockWidget

from desktop.analysis import WinChanceAnalysis
from desktop.timeline.dock import TimelineView

if TYPE_CHECKING:
    from desktop.session import GameSession

translate = QCoreApplication.translate


class WinChances(QObject):
    """Runs the analysis of the finished game `session()` returns (None: no game on the table)."""

    def __init__(
        self,
        session: Callable[[], GameSession | None],
        timeline: TimelineView,
        timeline_dock: QDockWidget,
        action: QAction,
        status: Callable[[str], None],
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self._session = session
        self.timeline, self.timeline_dock, self.action, self.status = timeline, timeline_dock, action, status
        self.analysis: WinChanceAnalysis | None = None

    def can_start(self) -> bool:
        session = self._session()
        return session is not None and session.is_over() and self.analysis is None

    def start(self) -> None:
        """A background pass over every move of the finished game."""
        session = self._session()
        if session is None or not self.can_start():
            return
        seed = session.game.seed_of(session.states[0])
        analysis = WinChanceAnalysis(session.game, session.states, session.moves, seed, self)
        self.analysis = analysis
        analysis.progress.connect(self.timeline.analysis_progressed)
        analysis.done.connect(lambda series, turning: self._analysed(analysis, series, turning))
        analysis.cancelled.connect(lambda: self._over(analysis))
        analysis.failed.connect(lambda error: self._failed(analysis, error))
        self.timeline_dock.show()
        self.timeline_dock.raise_()
        self.timeline.analysis_started()
        self.action.setEnabled(False)
        analysis.start()

    def cancel(self, wait: bool = False) -> None:
        """Stop the analysis; `wait`: until it has stopped (a new game, quitting: nothing is left running)."""
        analysis = self.analysis
        if analysis is None:
            return
        analysis.cancel()
        if wait:
            analysis.wait()
            self._over(analysis)

    def _failed(self, analysis: WinChanceAnalysis, error: str) -> None:
        self._over(analysis)
        self.status(translate("MainWindow", "The analysis stopped on an error ({error}).").format(error=error))

    def _over(self, analysis: WinChanceAnalysis) -> None:
        if self.analysis is analysis:
            self.analysis = None
            analysis.deleteLater()
            self.timeline.analysis_stopped()
            session = self._session()
            if session is not None:
                self.action.setEnabled(session.is_over())

    def _analysed(self, analysis: WinChanceAnalysis, series: list[list[float]], turning: list[int]) -> None:
        session = self._session()
        if session is None or self.analysis is not analysis:
            return
        states, moves, table = session.states, session.moves, session.table
        names = table.player_names(states[0])

        def describe(k: int) -> str:
            move = table.public_move_text(states[k - 1], moves[k - 1])
            return translate("MainWindow", "{k}. {move}").format(k=k, move=move)

        self.timeline.show_win_chances(series, turning, list(session.colours), names, describe)
        self.status(
            translate("MainWindow", "Win chances: the moves that changed them most are marked ({moves}).").format(
                moves=", ".join(str(k) for k in turning)
            )
        )
        self._over(analysis)
