"""RowsModel: a read-only table of rows for a sortable view (the statistics' tables).

Each cell is a `Cell`: the text shown and the value it sorts by (a number sorts as a number, "10" after "9"),
so a `QSortFilterProxyModel` with `sortRole` `SORT_ROLE` sorts every column the way a reader expects.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QObject, QPersistentModelIndex, Qt

Index = QModelIndex | QPersistentModelIndex
NO_PARENT = QModelIndex()
#: the role whose value the proxy sorts by
SORT_ROLE = Qt.ItemDataRole.UserRole + 1
#: the role holding the row's own object (a player, a fact), for a double-click to act on
ROW_ROLE = Qt.ItemDataRole.UserRole + 2


@dataclass(frozen=True)
class Cell:
    text: str
    key: Any = None  # what the column sorts by (the text when None)
    numeric: bool = False  # right-aligned
    tooltip: str = ""


class RowsModel(QAbstractTableModel):
    """`headers` (with a tooltip each) over `rows` of cells; `objects` one per row (`ROW_ROLE`)."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._headers: list[tuple[str, str]] = []
        self._rows: list[Sequence[Cell]] = []
        self._objects: list[object] = []

    def set_rows(
        self, headers: Sequence[tuple[str, str]], rows: Sequence[Sequence[Cell]], objects: Sequence[object] = ()
    ) -> None:
        self.beginResetModel()
        self._headers = list(headers)
        self._rows = list(rows)
        self._objects = list(objects) or [None] * len(self._rows)
        self.endResetModel()

    def rowCount(self, parent: Index = NO_PARENT) -> int:
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: Index = NO_PARENT) -> int:
        return 0 if parent.isValid() else len(self._headers)

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if orientation != Qt.Orientation.Horizontal or not 0 <= section < len(self._headers):
            return None
        text, tip = self._headers[section]
        if role == Qt.ItemDataRole.DisplayRole:
            return text
        if role == Qt.ItemDataRole.ToolTipRole:
            return tip or None
        return None

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid():
            return None
        if role == ROW_ROLE:
            return self._objects[index.row()]
        cell = self._rows[index.row()][index.column()]
        if role == Qt.ItemDataRole.DisplayRole:
            return cell.text
        if role == SORT_ROLE:
            return cell.text.casefold() if cell.key is None else cell.key
        if role == Qt.ItemDataRole.TextAlignmentRole and cell.numeric:
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        if role == Qt.ItemDataRole.ToolTipRole:
            return cell.tooltip or None
        return None

    def texts(self) -> list[list[str]]:
        """Every row's texts (tests, screen readers' summaries)."""
        return [[c.text for c in row] for row in self._rows]
