"""End of game: the final score table with the breakdown per category and the winner with the tie-break."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QTableWidget, QTableWidgetItem, QVBoxLayout, QWidget

from desktop.tables.base import Table
from desktop.text import join_and
from engine import Scores

if TYPE_CHECKING:
    from desktop.session import GameSession


class ScoreDialog(QDialog):
    """The breakdown per category of the seed's final tally, with the game's own columns from its table."""

    def __init__(self, table: Table, state: Any, scores: Scores, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.state = state
        self.setWindowTitle(self.tr("Final scores"))
        lay = QVBoxLayout(self)
        categories = [k for k, _ in scores.players[0].breakdown]
        tiebreaks = [k for k, _ in scores.players[0].tiebreak]
        extra_heads, extra_rows = table.score_columns(state, scores)
        heads = [self.tr("Player"), *extra_heads, *(table.score_category(c) for c in categories)]
        heads += [self.tr("Total"), *(table.tiebreak_header(k) for k in tiebreaks)]
        self.table = QTableWidget(len(scores.players), len(heads))
        self.table.setHorizontalHeaderLabels(heads)
        for row, ps in enumerate(scores.players):
            values = [ps.name, *extra_rows[row], *(str(v) for _, v in ps.breakdown), str(ps.total)]
            values += [str(v) for _, v in ps.tiebreak]
            for col, v in enumerate(values):
                self.table.setItem(row, col, QTableWidgetItem(v))
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.table.verticalHeader().hide()
        for seat in scores.winners:
            row = next(i for i, ps in enumerate(scores.players) if ps.seat == seat)
            for col in range(len(heads)):
                cell = self.table.item(row, col)
                if cell is None:
                    continue
                font = cell.font()
                font.setBold(True)
                cell.setFont(font)
        self.table.resizeColumnsToContents()
        lay.addWidget(self.table)
        winners = join_and([scores.players[s].name for s in scores.winners])
        if scores.decided_by == "shared":
            text = self.tr("Shared victory: {names} (tied on points and on every tie-break)").format(names=winners)
        elif scores.decided_by:
            text = self.tr("{names} wins on the tie-break ({what})").format(
                names=winners, what=table.tiebreak_text(scores.decided_by)
            )
        else:
            text = self.tr("{names} wins!").format(names=winners)
        self.winner = QLabel(text)
        self.winner.setTextFormat(Qt.TextFormat.PlainText)
        self.winner.setStyleSheet("font-size: 18px; font-weight: bold;")
        lay.addWidget(self.winner)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        buttons.accepted.connect(self.accept)
        lay.addWidget(buttons)
        width = self.table.horizontalHeader().length() + 48
        height = self.table.verticalHeader().length() + self.table.horizontalHeader().height() + 130
        self.resize(max(520, width), max(260, height))


class FinalScores:
    """The window's score screen for the game `session()` returns: shown once each time the game reaches its end,
    again on request, and put away when the game on screen is not at its end (a move undone, a move looked back
    at)."""

    def __init__(self, parent: QWidget, session: Callable[[], GameSession | None]) -> None:
        self.parent, self._session = parent, session
        self.dialog: ScoreDialog | None = None
        self._scored: object = None  # the final state whose score screen was shown

    def forget(self) -> None:
        """Another game: its end will be shown when it comes."""
        self.close()
        self._scored = None

    def reached(self) -> None:
        """The game on screen is at its end: the scores, unless already shown for this end."""
        s = self._session()
        if s is not None and s.state is not self._scored:
            self.show()

    def show(self) -> None:
        """Show (again) the scores of the finished game (Game → Final Scores, the end banner's button)."""
        s = self._session()
        if s is None or not s.is_over():
            return
        state = self._scored = s.state
        if self.dialog is not None and self.dialog.state is state:
            self.dialog.show()
            self.dialog.raise_()
            return
        self.close()
        self.dialog = ScoreDialog(s.table, state, s.game.scores(state), self.parent)
        self.dialog.open()

    def close(self) -> None:
        if self.dialog is not None:
            self.dialog.close()
            self.dialog.deleteLater()
            self.dialog = None
