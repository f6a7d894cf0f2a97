"""TimelineModel: the moves of the game as a tree, grouped by round (public descriptions only)."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QAbstractItemModel, QCoreApplication, QModelIndex, QPersistentModelIndex, Qt

from desktop.tables.base import Table

translate = QCoreApplication.translate
Index = QModelIndex | QPersistentModelIndex
NO_PARENT = QModelIndex()
MoveIndexRole = Qt.ItemDataRole.UserRole + 10
_ROUND = 0xFFFFFFFF  # internalId of a round row


class TimelineModel(QAbstractItemModel):
    """Top-level rows are rounds; their children are the moves (row data: the move number, 1-based)."""

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self._rounds: list[int] = []  # round number per top-level row
        self._moves: list[list[tuple[int, str]]] = []  # per round: (move number, text)
        self._texts: dict[int, tuple[Any, Any, str]] = {}  # move number -> (before state, move, text)
        self.table: Table | None = None  # the game's table (move texts, rounds)

    def set_history(self, states: list[Any], moves: list[Any], table: Table) -> None:
        if table is not self.table:
            self.table, self._texts = table, {}
        rounds: list[int] = []
        grouped: list[list[tuple[int, str]]] = []
        for i, move in enumerate(moves):
            before = states[i]
            cached = self._texts.get(i + 1)
            # after "Play on from here" another move can follow the same state: both must match
            if cached is None or cached[0] is not before or cached[1] != move:
                cached = (before, move, table.public_move_text(before, move))
                self._texts[i + 1] = cached
            r = table.round_of(before)
            if not rounds or rounds[-1] != r:
                rounds.append(r)
                grouped.append([])
            grouped[-1].append((i + 1, cached[2]))
        if rounds == self._rounds and grouped == self._moves:
            return
        self.beginResetModel()
        self._rounds, self._moves = rounds, grouped
        self.endResetModel()

    def index_of_move(self, number: int) -> QModelIndex:
        for row, moves in enumerate(self._moves):
            for child, (n, _text) in enumerate(moves):
                if n == number:
                    return self.index(child, 0, self.index(row, 0))
        return QModelIndex()

    # -- QAbstractItemModel ------------------------------------------------------------------------
    def index(self, row: int, column: int, parent: Index = NO_PARENT) -> QModelIndex:
        if column != 0 or row < 0:
            return QModelIndex()
        if not parent.isValid():
            return self.createIndex(row, 0, _ROUND) if row < len(self._rounds) else QModelIndex()
        if parent.internalId() == _ROUND and row < len(self._moves[parent.row()]):
            return self.createIndex(row, 0, parent.row())
        return QModelIndex()

    def parent(self, index: Index = NO_PARENT) -> QModelIndex:  # type: ignore[override]
        if not index.isValid() or index.internalId() == _ROUND:
            return QModelIndex()
        return self.createIndex(int(index.internalId()), 0, _ROUND)

    def rowCount(self, parent: Index = NO_PARENT) -> int:
        if not parent.isValid():
            return len(self._rounds)
        if parent.internalId() == _ROUND:
            return len(self._moves[parent.row()])
        return 0

    def columnCount(self, parent: Index = NO_PARENT) -> int:
        return 1

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid():
            return None
        if index.internalId() == _ROUND:
            if role == Qt.ItemDataRole.DisplayRole:
                number = self._rounds[index.row()]
                return self.table.round_label(number) if self.table is not None else str(number)
            if role == MoveIndexRole:
                return self._moves[index.row()][0][0] if self._moves[index.row()] else None
            return None
        number, text = self._moves[int(index.internalId())][index.row()]
        if role == Qt.ItemDataRole.DisplayRole:
            return translate("timeline", "{n}. {text}").format(n=number, text=text)
        if role == MoveIndexRole:
            return number
        return None
