"""PlayersModel: one row per player with the public numbers of the game (columns from its table)."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import (
    QAbstractTableModel,
    QCoreApplication,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    Qt,
    Signal,
)
from PySide6.QtGui import QBrush, QColor, QFont

from desktop.tables.base import Table
from desktop.widgets.iconheader import ICON_ROLE

translate = QCoreApplication.translate
Index = QModelIndex | QPersistentModelIndex
NO_PARENT = QModelIndex()


class PlayersModel(QAbstractTableModel):
    """The name (colour swatch, ▶ for whoever decides, the table's marks), then the table's columns.

    `cellsChanged(cells)` follows each `set_state` that kept the rows, with the (row, column) of every cell
    that may have changed its width: its text changed, or its row became or stopped being the decider's (bold)."""

    cellsChanged = Signal(list)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.colours: tuple[str, ...] = ()
        self.table: Table | None = None
        self.columns: list[str] = []
        self.state: Any = None
        self.decider: int | None = None
        self._cells: list[list[str]] = []  # the shown text of every cell, per seat

    def clear(self) -> None:
        """No rows (the next `set_state` fills them, e.g. in another language)."""
        self.beginResetModel()
        self.table, self.state, self.columns, self._cells = None, None, [], []
        self.endResetModel()

    def set_state(self, table: Table, state: Any, decider: int | None, colours: tuple[str, ...]) -> None:
        """Show `state`, each seat in its colour. Only rows whose text or deciding mark changed are repainted
        (a move touches one or two players; repainting every cell after each drop cost more than the move)."""
        same = (
            table is self.table
            and colours == self.colours
            and self.state is not None
            and len(table.player_names(self.state)) == len(table.player_names(state))
        )
        if not same:
            self.beginResetModel()
            self.columns = ["name", *table.player_columns()]
        old_cells, old_decider = self._cells, self.decider
        self.table, self.state, self.decider, self.colours = table, state, decider, colours
        seats = len(table.player_names(state))
        self._cells = [[self._text(seat, col) for col in self.columns] for seat in range(seats)]
        if not same:
            self.endResetModel()
            return
        last = self.columnCount() - 1
        changed: list[tuple[int, int]] = []
        for seat, cells in enumerate(self._cells):
            bold = seat in (decider, old_decider) and decider != old_decider
            if bold:
                changed.extend((seat, col) for col in range(last + 1))
            elif cells != old_cells[seat]:
                changed.extend((seat, col) for col, text in enumerate(cells) if text != old_cells[seat][col])
            if bold or cells != old_cells[seat]:
                self.dataChanged.emit(self.index(seat, 0), self.index(seat, last))
        if changed:
            self.cellsChanged.emit(changed)

    def _text(self, seat: int, col: str) -> str:
        table, s = self.table, self.state
        assert table is not None
        if col == "name":
            return table.player_names(s)[seat] + (" ▶" if seat == self.decider else "") + table.player_marks(s, seat)[0]
        return table.player_cell(s, seat, col)

    def rowCount(self, parent: Index = NO_PARENT) -> int:
        if self.state is None or self.table is None or parent.isValid():
            return 0
        return len(self._cells)

    def columnCount(self, parent: Index = NO_PARENT) -> int:
        return 0 if parent.isValid() else len(self.columns)

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        """The column's words (DisplayRole, and the tooltip), and the icon a header shows instead (ICON_ROLE)."""
        if orientation != Qt.Orientation.Horizontal or not self.table or not 0 <= section < len(self.columns):
            return None
        column = self.columns[section]
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole):
            return translate("players", "Player") if column == "name" else self.table.player_header(column)
        if role == ICON_ROLE and column != "name":
            return self.table.player_header_icon(column)
        return None

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        s, table = self.state, self.table
        if s is None or table is None or not index.isValid():
            return None
        seat, col = index.row(), self.columns[index.column()]
        if role == Qt.ItemDataRole.DisplayRole:
            return self._cells[seat][index.column()]
        if role == Qt.ItemDataRole.DecorationRole and col == "name":
            return QColor(self.colours[seat])
        if role == Qt.ItemDataRole.BackgroundRole and seat == self.decider:
            c = QColor(self.colours[seat])
            return QBrush(QColor((c.red() + 2 * 239) // 3, (c.green() + 2 * 224) // 3, (c.blue() + 2 * 189) // 3))
        if role == Qt.ItemDataRole.FontRole and seat == self.decider:
            f = QFont()
            f.setBold(True)
            return f
        if role == Qt.ItemDataRole.ToolTipRole:
            if col == "name":
                tips = [table.player_marks(s, seat)[1]]
                if seat == self.decider:
                    tips.append(translate("players", "Deciding now"))
                return "\n".join(t for t in tips if t) or None
            return table.player_tooltip(s, seat, col)
        return None

    def cell_text(self, row: int, column: int) -> str:
        return self._cells[row][column]
