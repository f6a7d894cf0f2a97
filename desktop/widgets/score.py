"""End of game: the final score table with the breakdown per category and the winner with the tie-break."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QTableWidget, QTableWidgetItem, QVBoxLayout

from desktop.tables.base import Table
from engine import Scores


class ScoreDialog(QDialog):
    """The breakdown per category of the seed's final tally, with the game's own columns from its table."""

    def __init__(self, table: Table, state: Any, scores: Scores, parent=None) -> None:
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
        winners = ", ".join(scores.players[s].name for s in scores.winners)
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
