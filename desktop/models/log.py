"""LogModel: the public description of every move, newest at the bottom."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QModelIndex, QObject, QStringListModel

from desktop.tables.base import Table
from engine.core.moves import Move


class LogModel(QStringListModel):
    """Lines from the events of each state; only the changed tail is recomputed.

    A QStringListModel underneath: the view's layout asks the model about every row after a change, and
    answering in C++ keeps a game of thousands of lines as quick to update as a short one. Finding the
    changed tail costs as many steps as states changed (a timeline step: one), not the game's length.
    """

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._states: list[Any] = []  # the states the lines come from (states[1:] of the session)
        self._ends: list[int] = []  # per state: the number of lines up to and including its own
        self.table: Table | None = None

    def clear(self) -> None:
        """No lines (the next `set_states` makes them all, e.g. in another language)."""
        self._states, self._ends, self.table = [], [], None
        self.setStringList([])

    def set_states(self, states: list[Any], table: Table | None = None, moves: Sequence[Move] = ()) -> None:
        """The lines of `states[1:]` (each state's events: what the move into it did), by `table`; `moves[k]`, the
        move from `states[k]` into `states[k + 1]`, gives the line of a move whose events say nothing."""
        if table is not None and table is not self.table:
            self.table, self._states, self._ends = table, [], []
            self.setStringList([])
        new = states[1:]
        keep = self._shared(new)
        if keep < len(self._states):
            first = self._ends[keep - 1] if keep else 0
            self.removeRows(first, self.rowCount() - first)
            del self._states[keep:]
            del self._ends[keep:]
        added: list[str] = []
        end = self._ends[-1] if self._ends else 0
        for k, state in enumerate(new[keep:], start=keep):
            move = moves[k] if k < len(moves) else None
            lines = self.table.log_lines(state, states[k], move) if self.table is not None else []
            end += len(lines)
            self._states.append(state)
            self._ends.append(end)
            added.extend(lines)
        if added:
            start = self.rowCount()
            self.insertRows(start, len(added))
            for k, line in enumerate(added):
                self.setData(self.index(start + k, 0, QModelIndex()), line)

    def _shared(self, new: list[Any]) -> int:
        """How many states `new` shares with the states shown, from the first. A history only ever changes at
        its end (states are immutable: the same state at the same place has the same states before it), so
        the walk goes back from the end of the shorter list to the last state both have."""
        old = self._states
        keep = min(len(new), len(old))
        while keep and new[keep - 1] is not old[keep - 1]:
            keep -= 1
        return keep

    def lines(self) -> list[str]:
        return self.stringList()
