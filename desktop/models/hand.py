"""HandModel: the private area of the player at the screen (lord, intrigue cards) and their quests."""

from __future__ import annotations

import dataclasses
from typing import Any

from PySide6.QtCore import QAbstractListModel, QCoreApplication, QModelIndex, QPersistentModelIndex, Qt
from PySide6.QtGui import QBrush, QColor

from desktop.tables.waterdeep.cardtext import (
    intrigue_effect,
    intrigue_tooltip,
    lord_bonus_text,
    lord_tooltip,
    quest_kind,
    quest_lines,
    quest_tooltip,
    still_needed,
)
from desktop.tables.waterdeep.text import card_name
from engine.core.moves import Move
from engine.waterdeep import moves as mv
from engine.waterdeep.content import load
from engine.waterdeep.state import State

translate = QCoreApplication.translate
Index = QModelIndex | QPersistentModelIndex
NO_PARENT = QModelIndex()
MoveRole = Qt.ItemDataRole.UserRole + 1
KindRole = Qt.ItemDataRole.UserRole + 2


@dataclasses.dataclass(frozen=True)
class Row:
    kind: str  # "lord" | "intrigue" | "quest" | "mandatory"
    card: str
    move: Move | None  # the legal move clicking the row makes (play / complete), if any
    progress: str = ""  # quests: what the player still needs (or that it can be completed)


class HandModel(QAbstractListModel):
    """Empty whenever no one may see private cards (curtain up, or nobody at the screen)."""

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self._rows: list[Row] = []

    def set_hand(self, state: State | None, seat: int | None, legal: tuple[Move, ...]) -> None:
        rows: list[Row] = []
        if state is not None and seat is not None:
            p = state.players[seat]
            plays = {m.card: m for m in legal if isinstance(m, mv.PlayIntrigue)}
            completes = {m.quest: m for m in legal if isinstance(m, mv.CompleteQuest)}
            rows.append(Row("lord", p.lord, None))
            rows.extend(Row("intrigue", c, plays.get(c)) for c in p.intrigue)
            rows.extend(Row("mandatory", q, completes.get(q), still_needed(p.res, q)) for q in p.mandatory)
            rows.extend(Row("quest", q, completes.get(q), still_needed(p.res, q, bool(p.mandatory))) for q in p.quests)
        if rows != self._rows:
            self.beginResetModel()
            self._rows = rows
            self.endResetModel()

    def rowCount(self, parent: Index = NO_PARENT) -> int:
        return 0 if parent.isValid() else len(self._rows)

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid():
            return None
        row = self._rows[index.row()]
        if role == Qt.ItemDataRole.DisplayRole:
            return _label(row)
        if role == Qt.ItemDataRole.ToolTipRole:
            if row.kind == "lord":
                return lord_tooltip(row.card)
            if row.kind == "intrigue":
                return intrigue_tooltip(row.card)
            return quest_tooltip(row.card)
        if role == Qt.ItemDataRole.BackgroundRole and row.move is not None:
            return QBrush(QColor("#c7e9c0"))
        if role == MoveRole:
            return row.move
        if role == KindRole:
            return row.kind
        return None

    def cards(self) -> list[tuple[str, str]]:
        return [(r.kind, r.card) for r in self._rows]


def _label(row: Row) -> str:
    """The row's text: the card, then what it does (a quest: needs, reward, progress)."""
    name = card_name(row.card)
    if row.kind == "lord":
        head = translate("hand", "Lord: {name}").format(name=name)
        lines = [translate("hand", "End of game: {bonus}").format(bonus=lord_bonus_text(row.card))]
    elif row.kind == "intrigue":
        head = translate("hand", "Intrigue: {name}").format(name=name)
        lines = [intrigue_effect(load().intrigue[row.card])]
    else:
        if row.kind == "mandatory":
            head = translate("hand", "Mandatory quest: {name}").format(name=name)
        else:
            head = translate("hand", "Quest: {name} ({type})").format(name=name, type=quest_kind(row.card))
        lines = [*quest_lines(row.card), "→ " + row.progress]
    if row.move is not None:
        head += "  " + (translate("hand", "[play]") if row.kind == "intrigue" else translate("hand", "[complete]"))
    return "\n".join([head, *lines])
