"""TimelineModel: the moves of the game as a tree, grouped by round (public descriptions only)."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QAbstractItemModel, QCoreApplication, QModelIndex, QObject, QPersistentModelIndex, Qt

from desktop.tables.base import Table

translate = QCoreApplication.translate
Index = QModelIndex | QPersistentModelIndex
NO_PARENT = QModelIndex()
MoveIndexRole = Qt.ItemDataRole.UserRole + 10
_ROUND = 0xFFFFFFFF  # internalId of a round row


class TimelineModel(QAbstractItemModel):
    """Top-level rows are rounds; their children are the moves (row data: the move number, 1-based)."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._rounds: list[int] = []  # round number per top-level row
        self._moves: list[list[tuple[int, str]]] = []  # per round: (move number, text)
        self._history: list[tuple[Any, Any]] = []  # per move: (the state before it, the move)
        self._where: dict[int, tuple[int, int]] = {}  # move number -> (round row, child row)
        self.table: Table | None = None  # the game's table (move texts, rounds)

    def clear(self) -> None:
        """No rows (the next `set_history` fills them all, e.g. in another language)."""
        self.beginResetModel()
        self._rounds, self._moves, self._history, self._where = [], [], [], {}
        self.table = None
        self.endResetModel()

    def shows_another_game(self, states: list[Any], table: Table) -> bool:
        """Whether the rows are of a game other than the one that starts with `states[0]` (a new or opened game)."""
        return bool(self._history) and (table is not self.table or not states or self._history[0][0] is not states[0])

    def set_history(self, states: list[Any], moves: list[Any], table: Table) -> None:
        """Mirror the game's moves. A move made, undone or redone changes only the rows at the end
        (rows are inserted and removed, not reset: a long game's list is not rebuilt after every move)."""
        if table is not self.table:
            self.clear()
            self.table = table
        same = 0
        old = self._history
        while same < min(len(old), len(moves)) and old[same][0] is states[same] and old[same][1] == moves[same]:
            same += 1  # after "Play on from here" another move can follow the same state: both must match
        self._remove_from(same)
        for i in range(same, len(moves)):
            self._append(states[i], moves[i], table)

    def _remove_from(self, keep: int) -> None:
        """Drop the rows of every move after move `keep` (move numbers run on without gaps)."""
        while len(self._history) > keep:
            row = len(self._rounds) - 1
            children = self._moves[row]
            first = children[0][0]
            if first > keep:  # the whole round goes
                self.beginRemoveRows(NO_PARENT, row, row)
                self._rounds.pop()
                self._moves.pop()
                cut = first - 1
            else:
                self.beginRemoveRows(self.index(row, 0), keep - first + 1, len(children) - 1)
                del children[keep - first + 1 :]
                cut = keep
            for n in range(cut + 1, len(self._history) + 1):
                self._where.pop(n, None)
            del self._history[cut:]
            self.endRemoveRows()

    def _append(self, before: Any, move: Any, table: Table) -> None:
        number = len(self._history) + 1
        text = table.public_move_text(before, move)
        r = table.round_of(before)
        if self._rounds and self._rounds[-1] == r:
            row = len(self._rounds) - 1
            child = len(self._moves[row])
            self.beginInsertRows(self.index(row, 0), child, child)
            self._moves[row].append((number, text))
        else:
            row, child = len(self._rounds), 0
            self.beginInsertRows(NO_PARENT, row, row)
            self._rounds.append(r)
            self._moves.append([(number, text)])
        self._history.append((before, move))
        self._where[number] = (row, child)
        self.endInsertRows()

    def index_of_move(self, number: int) -> QModelIndex:
        where = self._where.get(number)
        if where is None:
            return QModelIndex()
        return self.index(where[1], 0, self.index(where[0], 0))

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
