"""Undo commands: one `ApplyMoveCommand` per user gesture, holding the states before and after.

A command's text ("Undo …") is made when it is asked for (`describe`), in the language in use then.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QUndoCommand

from engine.core.moves import Move

if TYPE_CHECKING:
    from desktop.session import GameSession


class ApplyMoveCommand(QUndoCommand):
    """Applying `move` to the state at history `index`; undo restores `before` in O(1)."""

    def __init__(self, session: GameSession, index: int, move: Move, before: Any, after: Any) -> None:
        super().__init__()
        self.session = session
        self.index = index
        self.move = move
        self.before = before
        self.after = after
        self.actor: int | None = session.game.current_player(before)

    def describe(self) -> str:
        return self.session.table.public_move_text(self.before, self.move)

    def redo(self) -> None:
        self.session.step_forward(self)

    def undo(self) -> None:
        self.session.step_back(self)


class CutHistoryCommand(QUndoCommand):
    """ "Play on from here": drop the moves after `index` (one undo entry; undo brings them back)."""

    def __init__(self, session: GameSession, index: int) -> None:
        super().__init__()
        self.session = session
        self.index = index
        self.states = list(session.states)
        self.moves = list(session.moves)
        self.before = self.states[-1]
        self.after = self.states[index]
        self.actor: int | None = None  # nobody's own move: table rules never undo it

    def describe(self) -> str:
        return QCoreApplication.translate("session", "Play on from move {n}").format(n=self.index)

    def redo(self) -> None:
        self.session.replace_history(self.states[: self.index + 1], self.moves[: self.index])

    def undo(self) -> None:
        self.session.replace_history(list(self.states), list(self.moves))
