"""PlayersModel: one row per player with the public numbers of the game."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QAbstractTableModel, QCoreApplication, QModelIndex, QPersistentModelIndex, Qt
from PySide6.QtGui import QBrush, QColor, QFont

from desktop.tables.waterdeep.cardtext import building_tooltip, quest_tooltip
from desktop.tables.waterdeep.text import card_name
from engine.waterdeep.state import State

translate = QCoreApplication.translate
Index = QModelIndex | QPersistentModelIndex
NO_PARENT = QModelIndex()
COLUMNS = ("name", "g", "c", "f", "r", "w", "vp", "agents", "buildings", "quests", "completed", "intrigue")


def header(column: str) -> str:
    return {
        "name": translate("players", "Player"),
        "g": translate("players", "Gold"),
        "c": translate("players", "Cleric"),
        "f": translate("players", "Fighter"),
        "r": translate("players", "Rogue"),
        "w": translate("players", "Wizard"),
        "vp": translate("players", "VP"),
        "agents": translate("players", "Agents"),
        "buildings": translate("players", "Buildings"),
        "quests": translate("players", "Quests"),
        "completed": translate("players", "Done"),
        "intrigue": translate("players", "Intrigue"),
    }[column]


class PlayersModel(QAbstractTableModel):
    """Gold, adventurers, VP, agents left, buildings, quests, intrigue count, first player, whose turn."""

    def __init__(self, colours: list[str], parent=None) -> None:
        super().__init__(parent)
        self.colours = colours
        self.state: State | None = None
        self.decider: int | None = None

    def set_state(self, state: State, decider: int | None) -> None:
        same_rows = self.state is not None and len(self.state.players) == len(state.players)
        if not same_rows:
            self.beginResetModel()
        self.state, self.decider = state, decider
        if same_rows:
            self.dataChanged.emit(self.index(0, 0), self.index(self.rowCount() - 1, len(COLUMNS) - 1))
        else:
            self.endResetModel()

    def rowCount(self, parent: Index = NO_PARENT) -> int:
        return 0 if self.state is None or parent.isValid() else len(self.state.players)

    def columnCount(self, parent: Index = NO_PARENT) -> int:
        return 0 if parent.isValid() else len(COLUMNS)

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if orientation == Qt.Orientation.Horizontal and role == Qt.ItemDataRole.DisplayRole:
            return header(COLUMNS[section])
        return None

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        s = self.state
        if s is None or not index.isValid():
            return None
        seat, col = index.row(), COLUMNS[index.column()]
        p = s.players[seat]
        if role == Qt.ItemDataRole.DisplayRole:
            return self._display(s, seat, col)
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
            if col == "quests":
                return "\n\n".join(quest_tooltip(q) for q in (*p.mandatory, *p.quests)) or None
            if col == "completed":
                return "\n".join(card_name(q) for q in p.completed) or None
            if col == "buildings":
                return "\n\n".join(building_tooltip(lot.building) for lot in s.lots if lot.owner == seat) or None
            if col == "name":
                tips = []
                if seat == s.first:
                    tips.append(translate("players", "Holds the first-player marker"))
                if seat == self.decider:
                    tips.append(translate("players", "Deciding now"))
                return "\n".join(tips) or None
        return None

    def _display(self, s: State, seat: int, col: str) -> str:
        p = s.players[seat]
        if col == "name":
            marks = ""
            if seat == self.decider:
                marks += " ▶"
            if seat == s.first:
                marks += " ①"
            return p.name + marks
        if col in "gcfrw":
            return str(p.res.get(col))
        if col == "vp":
            return str(p.vp)
        if col == "agents":
            extra = translate("players", " +L") if p.lt_pool else ""
            return translate("players", "{n} of {total}").format(n=p.pool, total=p.agents) + extra
        if col == "buildings":
            return str(sum(1 for lot in s.lots if lot.owner == seat))
        if col == "quests":
            return str(len(p.quests) + len(p.mandatory))
        if col == "completed":
            return str(len(p.completed))
        return str(len(p.intrigue))
