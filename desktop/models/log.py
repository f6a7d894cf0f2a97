"""LogModel: the public description of every move, newest at the bottom."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QAbstractListModel, QModelIndex, QPersistentModelIndex, Qt

from desktop.tables.base import Table

Index = QModelIndex | QPersistentModelIndex
NO_PARENT = QModelIndex()


class LogModel(QAbstractListModel):
    """Lines from the events of each state; only the changed tail is recomputed."""

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self._states: list[Any] = []  # the states the lines come from (states[1:] of the session)
        self._counts: list[int] = []  # lines per state
        self._lines: list[str] = []
        self.table: Table | None = None

    def set_states(self, states: list[Any], table: Table | None = None) -> None:
        """The lines of `states[1:]` (each state's events: what the move into it did), by `table`."""
        if table is not None and table is not self.table:
            self.table, self._states, self._counts, self._lines = table, [], [], []
            self.beginResetModel()
            self.endResetModel()
        new = states[1:]
        keep = 0
        while keep < len(new) and keep < len(self._states) and new[keep] is self._states[keep]:
            keep += 1
        if keep < len(self._states):
            first = sum(self._counts[:keep])
            self.beginRemoveRows(QModelIndex(), first, len(self._lines) - 1)
            del self._lines[first:]
            del self._states[keep:]
            del self._counts[keep:]
            self.endRemoveRows()
        added: list[str] = []
        for state in new[keep:]:
            lines = self.table.log_lines(state) if self.table is not None else []
            self._states.append(state)
            self._counts.append(len(lines))
            added.extend(lines)
        if added:
            self.beginInsertRows(QModelIndex(), len(self._lines), len(self._lines) + len(added) - 1)
            self._lines.extend(added)
            self.endInsertRows()

    def lines(self) -> list[str]:
        return list(self._lines)

    def rowCount(self, parent: Index = NO_PARENT) -> int:
        return 0 if parent.isValid() else len(self._lines)

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if index.isValid() and role == Qt.ItemDataRole.DisplayRole:
            return self._lines[index.row()]
        return None
