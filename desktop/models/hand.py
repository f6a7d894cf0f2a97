"""HandModel: the private cards of the player at the screen, as rows the game's table describes."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QAbstractListModel, QModelIndex, QObject, QPersistentModelIndex, Qt
from PySide6.QtGui import QBrush, QColor

from desktop.tables.base import HandRow

Index = QModelIndex | QPersistentModelIndex
NO_PARENT = QModelIndex()
MoveRole = Qt.ItemDataRole.UserRole + 1
KindRole = Qt.ItemDataRole.UserRole + 2


class HandModel(QAbstractListModel):
    """Empty whenever no one may see private cards (curtain up, or nobody at the screen)."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._rows: list[HandRow] = []

    def set_rows(self, rows: list[HandRow]) -> None:
        if rows != self._rows:
            self.beginResetModel()
            self._rows = list(rows)
            self.endResetModel()

    def rowCount(self, parent: Index = NO_PARENT) -> int:
        return 0 if parent.isValid() else len(self._rows)

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid():
            return None
        row = self._rows[index.row()]
        if role == Qt.ItemDataRole.DisplayRole:
            return row.text
        if role == Qt.ItemDataRole.ToolTipRole:
            return row.tooltip
        if role == Qt.ItemDataRole.BackgroundRole and row.move is not None:
            return QBrush(QColor("#c7e9c0"))
        if role == MoveRole:
            return row.move
        if role == KindRole:
            return row.kind
        return None

    def cards(self) -> list[tuple[str, str]]:
        return [(r.kind, r.card) for r in self._rows]
