"""LogModel: the public description of every move, newest at the bottom."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QModelIndex, QObject, QStringListModel

from desktop.tables.base import Table


class LogModel(QStringListModel):
    """Lines from the events of each state; only the changed tail is recomputed.

    A QStringListModel underneath: the view's layout asks the model about every row after a change, and
    answering in C++ keeps a game of thousands of lines as quick to update as a short one.
    """

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._states: list[Any] = []  # the states the lines come from (states[1:] of the session)
        self._counts: list[int] = []  # lines per state
        self.table: Table | None = None

    def clear(self) -> None:
        """No lines (the next `set_states` makes them all, e.g. in another language)."""
        self._states, self._counts, self.table = [], [], None
        self.setStringList([])

    def set_states(self, states: list[Any], table: Table | None = None) -> None:
        """The lines of `states[1:]` (each state's events: what the move into it did), by `table`."""
        if table is not None and table is not self.table:
            self.table, self._states, self._counts = table, [], []
            self.setStringList([])
        new = states[1:]
        keep = 0
        while keep < len(new) and keep < len(self._states) and new[keep] is self._states[keep]:
            keep += 1
        if keep < len(self._states):
            first = sum(self._counts[:keep])
            self.removeRows(first, self.rowCount() - first)
            del self._states[keep:]
            del self._counts[keep:]
        added: list[str] = []
        for state in new[keep:]:
            lines = self.table.log_lines(state) if self.table is not None else []
            self._states.append(state)
            self._counts.append(len(lines))
            added.extend(lines)
        if added:
            start = self.rowCount()
            self.insertRows(start, len(added))
            for k, line in enumerate(added):
                self.setData(self.index(start + k, 0, QModelIndex()), line)

    def lines(self) -> list[str]:
        return self.stringList()
