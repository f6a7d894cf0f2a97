"""GameController: turns gestures (drops, clicks, list choices) into moves, and runs the hot-seat hand-off.

The hand-off's rules (review, curtain, who is at the screen) are the pure transitions of
`desktop.presenter`; the controller holds their one `Handoff` value and feeds them the session's events.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, Signal

from desktop import presenter
from desktop.board.chips import ChipGroup
from desktop.errortext import illegal_move_error_text
from desktop.presenter import Handoff, Seating
from desktop.session import GameSession, UndoPolicy
from engine import IllegalMove, Move

translate = QCoreApplication.translate


class GameController(QObject):
    """One per open game. `updated` fires after every change the views must mirror."""

    updated = Signal()
    message = Signal(str)

    def __init__(self, session: GameSession, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.table = session.table
        self.handoff = Handoff()
        self._playing = False  # a move by the player at the screen is being applied
        session.stateChanged.connect(self._state_changed)
        self._state_changed()

    # -- the hand-off, read-only (tests and the views read these; only the transitions change them) ------
    @property
    def at_screen(self) -> int | None:
        """The seat confirmed at the screen (None: laptop in transit)."""
        return self.handoff.at_screen

    @property
    def curtain(self) -> bool:
        return self.handoff.curtain

    @property
    def review(self) -> bool:
        """The player at the screen finished; waiting for "Done — pass the laptop"."""
        return self.handoff.review

    @property
    def preview(self) -> int | None:
        """Looking back at move k (read-only), None = now."""
        return self.handoff.preview

    @property
    def turn_start(self) -> int:
        return self.handoff.turn_start

    @property
    def handoff_pending(self) -> bool:
        """The laptop must change hands before anybody can play (review or curtain)."""
        return self.handoff.handing_over

    def seating(self) -> Seating:
        s = self.session
        decision = s.game.decision(s.state)
        turn_of = decision.on_turn_of if decision is not None else None
        return Seating(s.current_player(), tuple(who is not None for who in s.computers), s.index, turn_of)

    def _set(self, handoff: Handoff) -> None:
        self.handoff = handoff
        self.updated.emit()

    # -- who acts -------------------------------------------------------------------------------------
    @property
    def state(self) -> Any:
        return self.session.state

    def decider(self) -> int | None:
        return self.session.current_player()

    def shown_state(self) -> Any:
        """The state on screen: the current one, or the one being looked back at."""
        if self.preview is not None:
            return self.session.states[self.preview]
        return self.state

    def private_seat(self) -> int | None:
        """The seat whose secrets may be shown now (None behind the curtain, when looking back or over)."""
        return self.handoff.private_seat(self.session.is_over())

    def set_preview(self, move: int | None) -> None:
        """Look back at the state after `move` (read-only); None returns to now."""
        if not self.curtain:
            self._set(presenter.look_back(self.handoff, move, self.seating()))

    def show_move(self, move: int) -> None:
        """Open looking at the state after `move`, read-only; nothing private is shown."""
        if 0 <= move < self.session.index:
            self._set(presenter.open_at(self.handoff, move, self.seating()))

    def play_on(self, move: int) -> None:
        """Cut the moves after `move` (one undo entry) and play on from there."""
        if self.curtain or self.session.policy != UndoPolicy.CASUAL:
            self.message.emit(translate("controller", "Play on from here needs the casual undo policy."))
            return
        self.handoff = replace(self.handoff, preview=None)
        self.session.cut_to(move)

    def _state_changed(self) -> None:
        self._set(presenter.state_changed(self.handoff, self.seating(), self._playing))

    def finish_turn(self) -> None:
        """ "Done — pass the laptop": the player at the screen hands it on; the curtain comes up."""
        if self.review:
            self._set(presenter.finish_turn(self.handoff, self.seating()))

    def confirm_handoff(self) -> None:
        """The player named on the curtain has the laptop."""
        if self.curtain:
            self._set(presenter.confirm(self.handoff, self.seating()))

    def hand_over(self) -> None:
        """Scripted play: finish the hand-off in progress (Done, then confirm the curtain)."""
        if self.review:
            self.finish_turn()
        if self.curtain:
            self.confirm_handoff()

    def legal(self) -> tuple[Move, ...]:
        """The choices the player at the screen may make now (`presenter.playable`)."""
        return presenter.playable(self.session, self.handoff)

    def computer_to_move(self) -> str | None:
        """The level of the computer that decides now, when one does and may (not looking back)."""
        if self.preview is not None or self.session.is_over() or self.handoff_pending:
            return None
        decider = self.decider()
        return self.session.computers[decider] if decider is not None else None

    def play_computer(self, state: Any, move: Move) -> bool:
        """A computer's move for `state`; ignored (False) when the game has moved on meanwhile."""
        if state is not self.state or self.computer_to_move() is None or move not in self.session.legal_moves():
            return False
        self.session.apply(move)
        return True

    # -- gestures ---------------------------------------------------------------------------------------
    def choose(self, move: Move) -> str:
        """Play a move as one undo entry; returns '' or the reason it was refused."""
        if move not in self.legal():
            return translate("controller", "That is not a legal choice now.")
        self._playing = True
        try:
            self.session.apply(move)
        except IllegalMove as exc:
            return illegal_move_error_text(exc)
        finally:
            self._playing = False
        return ""

    def place_targets(self, piece: str) -> set[str]:
        return self.table.place_targets(self.legal(), piece)

    def click_targets(self) -> set[str]:
        """Board items that answer the pending decision by a click."""
        return self.table.click_targets(self.state, self.legal())

    def chip_groups(self) -> list[ChipGroup]:
        """Choices shown as chips on the board, next to what they belong to."""
        return self.table.chip_groups(self.state, self.legal(), self.session.colours)

    def drop(self, piece: str, target: str) -> str:
        """A meeple dropped on board item `target`: '' when played, else the reason it was not."""
        move = self.table.drop_move(self.legal(), piece, target)
        return self.choose(move) if move is not None else self.refusal(piece, target)

    def click(self, target: str) -> None:
        """A click on a board item without a selected meeple."""
        legal = self.legal()
        move = self.table.click_move(legal, target)
        if move is not None:
            self._report(self.choose(move))
        elif self.table.placing(legal):
            self.message.emit(self.refusal("agent", target))
        elif not self.curtain and not self.review:
            self._report(self.table.click_refusal(self.state, legal, target))

    def _report(self, reason: str) -> None:
        if reason:
            self.message.emit(reason)

    def refusal(self, piece: str, target: str) -> str:
        """Why a meeple may not go to `target` (the status bar text of a refused drop)."""
        if self.curtain:
            return translate("controller", "Pass the laptop first.")
        if self.review:
            return translate("controller", "Your turn is over: press Done to pass the laptop.")
        return self.table.refusal(self.state, self.legal(), piece, target)

    # -- undo --------------------------------------------------------------------------------------------
    def undoer(self) -> int | None:
        """Who asks for an undo: the player at the screen (while the laptop is in transit: its receiver)."""
        return self.at_screen if self.at_screen is not None else self.decider()

    def undo_refusal(self) -> str:
        return self.session.undo_refusal(self.undoer())

    def redo_refusal(self) -> str:
        if self.curtain:
            return translate("controller", "Pass the laptop first.")
        return self.session.redo_refusal(self.undoer())

    def undo(self) -> None:
        """Undo a step; a person among computers goes back to their own last decision in one go."""
        reason = self.undo_refusal()
        if reason:
            self.message.emit(reason)
            return
        who = self.undoer()
        for _ in range(self.session.undo_steps_for(who)):
            if not self.session.undo(who):
                break

    def redo(self) -> None:
        reason = self.redo_refusal()
        if reason:
            self.message.emit(reason)
            return
        self._playing = True  # the player at the screen makes their move again
        try:
            self.session.redo(self.undoer())
        finally:
            self._playing = False
