"""What a person does at the table, handed to the game on it: drops and clicks on the board, a choice in the
Actions list or Your cards, the curtain's and the banner's buttons, undo and redo, the timeline, a hint."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QCoreApplication, QModelIndex, QObject, Signal

from desktop.board.scene import BoardScene
from desktop.computers import Hinter
from desktop.controller import GameController
from desktop.models.hand import HandModel, MoveRole

translate = QCoreApplication.translate


class Gestures(QObject):
    """Forwards each gesture to the controller of the game on the table (`controller()`; None: no game).
    Refusals go to the status bar (`status`); a refused drop slides back on the scene with its reason."""

    # what an undo or redo (by menu or key, the curtain up or not) came to: the reason it was refused, or ''
    editAnswered = Signal(str)

    def __init__(
        self,
        controller: Callable[[], GameController | None],
        hinter: Callable[[], Hinter | None],
        scene: BoardScene,
        status: Callable[[str], None],
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self._controller, self._hinter, self.scene, self.status = controller, hinter, scene, status
        scene.dropRequested.connect(self.dropped)
        scene.targetClicked.connect(self.clicked)

    def dropped(self, piece: str, target: str) -> None:
        """A meeple was dropped on a board item: play it, or the scene slides it back with the reason."""
        c = self._controller()
        if c is not None:
            reason = c.drop(piece, target)
            if reason:
                self.scene.refuse_drop(reason)

    def clicked(self, target: str) -> None:
        c = self._controller()
        if c is not None:
            c.click(target)

    def choose(self, move: Any) -> None:
        """A choice of the Actions list (or a card's double-click): played, or the reason it is not."""
        c = self._controller()
        if c is not None:
            reason = c.choose(move)
            if reason:
                self.status(reason)

    def hand_activated(self, index: QModelIndex) -> None:
        """A double-click on a card of Your cards, or Enter on it: its move played, or why it is no choice now
        (the table's words for a click on `hand:KIND:CARD`, else the decision the game waits for)."""
        move = index.data(MoveRole)
        if move is not None:
            self.choose(move)
            return
        c, model = self._controller(), index.model()
        if c is None or c.curtain or not isinstance(model, HandModel) or not index.isValid():
            return
        if c.review:
            self.status(translate("controller", "Your turn is over: press Done to pass the laptop."))
            return
        kind, card = model.cards()[index.row()]
        reason = c.table.click_refusal(c.state, c.legal(), f"hand:{kind}:{card}")
        self.status(
            reason
            or translate("MainWindow", "That card is not a choice now ({decision}).").format(
                decision=c.table.decision_text(c.state)
            )
        )

    def confirm(self) -> None:
        """The curtain's button: the player it names has the laptop."""
        c = self._controller()
        if c is not None:
            c.confirm_handoff()

    def finish_turn(self) -> None:
        """Done — pass the laptop."""
        c = self._controller()
        if c is not None:
            c.finish_turn()

    def undo(self) -> None:
        """Edit → Undo (Ctrl+Z), also while it is disabled: then the reason goes to the status bar."""
        c = self._controller()
        if c is not None and not self._edit_refused(c.undo_refusal()):
            c.undo()

    def redo(self) -> None:
        """Edit → Redo (Ctrl+Shift+Z), as `undo`; behind the curtain it is refused ("Pass the laptop first.")."""
        c = self._controller()
        if c is not None and not self._edit_refused(c.redo_refusal()):
            c.redo()

    def _edit_refused(self, reason: str) -> bool:
        if reason:
            self.status(reason)
        self.editAnswered.emit(reason)
        return bool(reason)

    def preview(self, move: int) -> None:
        """The timeline shows move `move` (-1: now)."""
        c = self._controller()
        if c is not None:
            c.set_preview(None if move < 0 else move)

    def play_on(self, move: int) -> None:
        c = self._controller()
        if c is not None:
            c.play_on(move)

    def hint(self) -> None:
        """Game → Hint: the strongest computer suggests a move (thought about on its thread)."""
        hinter = self._hinter()
        if hinter is None or not hinter.ask():
            if hinter is None or not hinter.thinking:
                self.status(translate("MainWindow", "No hint now: there is nothing for you to choose."))
            return
        self.status(translate("MainWindow", "Thinking of a hint…"))
