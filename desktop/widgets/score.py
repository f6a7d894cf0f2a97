"""End of game: the final score table with the breakdown per category and the winner with the tie-break."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QRect, QSize, Qt
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from desktop.tables.base import Table
from desktop.text import join_and
from engine import Scores

if TYPE_CHECKING:
    from desktop.session import GameSession

#: a column title wraps onto at most this many lines before its column widens (5 players fit 1280 px)
HEADER_LINES = 3
_WRAP = Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap


class WrappedHeader(QHeaderView):
    """A horizontal header whose titles wrap at spaces in their column's width, as high as its tallest title:
    a column of small numbers under a long title ("Buildings (with end bonuses)") is not as wide as the title."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(Qt.Orientation.Horizontal, parent)
        self.setDefaultAlignment(_WRAP)
        self.setSectionsClickable(False)

    def _title(self, section: int) -> str:
        model = self.model()
        return str(model.headerData(section, self.orientation()) or "") if model is not None else ""

    def _padding(self, section: int) -> int:
        """What a section needs beside its title's text (the style's margins)."""
        one_line = super().sectionSizeFromContents(section).width()
        return max(0, one_line - self.fontMetrics().horizontalAdvance(self._title(section)))

    def _lines(self, section: int, width: int) -> QRect:
        """The title's text wrapped in a section `width` wide."""
        room = max(1, width - self._padding(section))
        return self.fontMetrics().boundingRect(QRect(0, 0, room, 100_000), _WRAP, self._title(section))

    def fitting_width(self, section: int, least: int) -> int:
        """The narrowest width of at least `least` in which the title wraps whole (no word cut) onto at most
        HEADER_LINES lines."""
        fm, padding = self.fontMetrics(), self._padding(section)
        words = self._title(section).split()
        width = max(least, *(fm.horizontalAdvance(w) + padding for w in words)) if words else least
        most = HEADER_LINES * fm.lineSpacing()
        while self._lines(section, width).height() > most:
            width += 4
        return width

    def sectionSizeFromContents(self, logicalIndex: int) -> QSize:
        size = super().sectionSizeFromContents(logicalIndex)
        one_line = self.fontMetrics().height()
        wrapped = self._lines(logicalIndex, self.sectionSize(logicalIndex)).height()
        return QSize(size.width(), size.height() + max(0, wrapped - one_line))


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
        header = WrappedHeader(self.table)
        self.table.setHorizontalHeader(header)
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
        for col in range(len(heads)):  # as wide as the cells, the title wrapped onto lines above them
            header.resizeSection(col, header.fitting_width(col, self.table.sizeHintForColumn(col)))
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
